//! Reconciliation: a carrier's list of who it covers, compared with the enrollment. Differences
//! become discrepancies with our value and the carrier's side by side and the premium at stake;
//! a broker assigns, notes, resolves, dismisses or reopens them, and a newer list resolves those
//! that are gone.

pub mod act_on_discrepancy;
pub mod api;
pub mod carrier_list;
pub mod dto;
pub mod export_discrepancies;
pub mod list_discrepancies;
pub mod queries;
pub mod rules;
pub mod upload_list;
