//! Renewals: opened 120 days before a group's renewal date by the daily round (or earlier by
//! hand), with a dated task list from requesting the carriers' rates to sending the new plan
//! year's files, and the group's move to the renewal stage.

pub mod api;
pub mod dto;
pub mod open_due;
pub mod queries;
pub mod rules;
pub mod start_renewal;
pub mod update_task;
pub mod view_renewal;
