//! Canopy's server: the API, sign-in and access control, and the domain logic behind them.

pub mod accounts;
pub mod agencies;
pub mod api;
pub mod app;
pub mod audit;
pub mod auth;
pub mod brand;
pub mod client_errors;
pub mod config;
pub mod crypto;
pub mod dashboard;
pub mod db;
pub mod domains;
pub mod embedded_pg;
pub mod error;
pub mod files;
pub mod health;
pub mod http;
pub mod list;
pub mod mail;
pub mod members;
pub mod rbac;
pub mod seed;
pub mod state;
pub mod team;
