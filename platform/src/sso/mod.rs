//! Single sign-on with OpenID Connect per agency: code flow with PKCE, state and nonce.

pub mod api;
mod oidc;
