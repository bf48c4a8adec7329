//! The integration tests: the whole server against a real PostgreSQL, a real SMTP sink and a
//! real OpenID provider, one module per area, in one test binary.

mod common;

mod access;
mod access_matrix;
mod accounts;
mod agency_data;
mod backup_restore;
mod benefits;
mod billing;
mod brand;
mod carrier_files;
mod census;
mod crash;
mod early_access;
mod embedded_pg;
mod enrollment;
mod exports;
mod geography;
mod groups;
mod help;
mod implementation;
mod jobs;
mod lifecycle;
mod notifications;
mod observability;
mod outbox_secrets;
mod overload;
mod quotes;
mod reconciliation;
mod renewal;
mod replicas;
mod reports;
mod resources;
mod skeleton;
mod sso;
mod statements;
mod stripe;
mod team;
mod tenancy;
mod web;
