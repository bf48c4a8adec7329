//! Getting an account: broker sign-up (a new agency, once the address is confirmed), sign-up by
//! invitation or enrollment code, email verification, password reset and magic links.

pub mod api;
pub mod broker_signup;
pub mod check_slug;
pub mod confirm_broker_sign_up;
pub mod dto;
pub mod email_links;
mod passwords;
pub mod preview_invite;
pub mod queries;
pub mod reset_password;
pub mod rules;
pub mod sign_in_with_magic_link;
pub mod sign_up_broker;
pub mod sign_up_invited;
pub mod sign_up_with_code;
pub mod verify_email;

pub use rules::email_shape;
