//! Sign-in, sessions and the signed-in caller ([`Principal`]).

pub mod api;
pub mod current_caller;
pub mod dto;
pub mod password;
pub mod principal;
pub mod queries;
pub mod rate_limit;
pub mod session;
pub mod session_cache;
pub mod start_session;
pub mod throttle;
pub mod tokens;

pub use principal::{Principal, SessionCookie};
