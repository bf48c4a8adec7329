//! An agency's data, whole: the owner's export (every table of the agency schema, its people,
//! profile and files, platform secrets never, SSNs only on re-authentication) and the agency's
//! closure (a grace period the owner can cancel, then the scheduled purge).

pub mod api;
pub mod cancel_closure;
pub mod close_agency;
pub mod dto;
pub mod export_agency;
pub mod purge_agency;
pub mod queries;
mod reauthenticate;
pub mod rules;
pub mod sign_in_check;
pub mod view_closure;
