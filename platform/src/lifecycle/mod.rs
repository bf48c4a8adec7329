//! The group's lifecycle: a guarded state machine over its stage, with a timeline of every move.

pub mod api;
pub mod dto;
pub mod enter;
pub mod move_stage;
pub mod queries;
pub mod rules;
pub mod view_lifecycle;
