//! Tenancy for Canopy: one PostgreSQL schema per agency.
//!
//! - [`registry`]: the agency records in `public` and provisioning of an agency's schema.
//! - [`migrations`]: the public and per-agency migrators, and `migrate_all`.
//! - [`resolve`]: which agency a Host header names.
//! - [`tx`]: [`TenantTx`], the only way to reach an agency's tables.

pub mod error;
pub mod migrations;
pub mod registry;
pub mod resolve;
pub mod tx;

pub use error::TenantError;
pub use registry::Agency;
pub use resolve::HostTarget;
pub use tx::TenantTx;
