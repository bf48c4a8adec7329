//! Single sign-on with OpenID Connect per agency: its settings, and signing in through it (code
//! flow with PKCE, state and nonce).

pub mod api;
pub mod configure_sso;
pub mod dto;
pub mod finish_sso;
mod oidc;
pub mod queries;
pub mod remove_sso;
pub mod rules;
pub mod start_sso;
pub mod view_sso;
