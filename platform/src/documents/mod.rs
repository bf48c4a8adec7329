//! A group's documents: contracts, SBCs, applications, invoices.

pub mod api;
pub mod rules;
