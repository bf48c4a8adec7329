//! Plan design: what the employer offers (offering model, plans per line), what it pays
//! (contribution rules per line and class), the waiting period; a live cost model and checks;
//! versions per plan year, submitted to the employer admin for approval.

pub mod api;
pub mod checks;
