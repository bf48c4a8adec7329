//! Employees and their dependents: the roster of each group and the agency-wide directory.

pub mod api;
pub mod dependents;
pub mod dto;
pub mod export;
pub mod form;
pub mod queries;
pub mod ssn;
pub mod validate;

// Use cases.
pub mod add_employee;
pub mod reveal_ssn;
pub mod terminate_employee;
pub mod update_employee;
pub mod view_employees;
