//! The employee's own benefits, on their agency's portal: details and dependents, current
//! coverage, the enrollment flow, confirmations and life events. Every path is the signed-in
//! employee's own record; anything else answers 404.

pub mod api;
pub mod download_document;
pub mod dto;
mod my_records;
pub mod queries;
pub mod report_life_event;
pub mod rules;
pub mod start_enrollment;
pub mod submit_elections;
pub mod update_household;
pub mod view_benefits;
pub mod view_enrollment;
pub mod view_submission;
