//! Getting an account: broker sign-up (a new agency, once the address is confirmed), sign-up by
//! invitation, email verification, password reset and magic links.

pub mod api;
pub mod broker_signup;
pub mod email_links;
pub mod queries;
mod validate;

pub use validate::email_shape;
