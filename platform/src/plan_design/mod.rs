//! Plan design: what the employer offers (offering model, plans per line), what it pays
//! (contribution rules per line and class), the waiting period; a live cost model and checks;
//! versions per plan year, submitted to the employer admin for approval.

pub mod api;
pub mod check_input;
pub mod checks;
pub mod create_design;
pub mod decide_design;
pub mod dto;
pub mod list_designs;
pub mod preview_design;
pub mod queries;
pub mod rules;
pub mod submit_design;
pub mod update_design;
pub mod view_design;
