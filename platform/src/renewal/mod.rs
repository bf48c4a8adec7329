//! Renewals: opened 120 days before a group's renewal date by the daily round (or earlier by
//! hand), with a dated task list from requesting the carriers' rates to sending the new plan
//! year's files, and the group's move to the renewal stage; each plan mapped to what renews it
//! and the group re-rated at the new plan year's ages and rates; the broker's decision per line, approved by the
//! employer admin; quotes of the group put beside it, priced for the same people.

pub mod answer_decision;
pub mod api;
pub mod compare_renewal;
pub mod complete_due;
pub mod design_new_year;
pub mod download_proposal;
pub mod dto;
pub mod export_comparison;
pub mod lock;
pub mod map_plans;
pub mod new_year;
pub mod open_due;
pub mod plan_marks;
pub mod proposal;
pub mod queries;
pub mod rates;
pub mod record_decision;
pub mod reprice;
pub mod rules;
pub mod send_decision;
pub mod set_alternatives;
pub mod start_new_year;
pub mod start_renewal;
pub mod successors;
pub mod update_task;
pub mod upload_rates;
pub mod view_renewal;
