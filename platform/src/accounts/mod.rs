//! Getting an account: broker sign-up (a new agency), sign-up by invitation, email
//! verification, password reset and magic links.

pub mod api;
mod validate;

pub use validate::email_shape;
