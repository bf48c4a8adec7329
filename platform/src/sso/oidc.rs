//! The OpenID Connect client side, on the openidconnect crate (reqwest, redirects disabled).

use openidconnect::core::{CoreAuthenticationFlow, CoreClient, CoreProviderMetadata};
use openidconnect::{
    AuthorizationCode, ClientId, ClientSecret, CsrfToken, IssuerUrl, Nonce, PkceCodeChallenge,
    PkceCodeVerifier, RedirectUrl, Scope, TokenResponse,
};

#[derive(Debug, thiserror::Error)]
pub enum OidcError {
    #[error("the issuer URL is not valid: {0}")]
    Issuer(String),
    #[error("the provider's discovery document could not be read: {0}")]
    Discovery(String),
    #[error("the code exchange failed: {0}")]
    Exchange(String),
    #[error("the ID token is not valid: {0}")]
    IdToken(String),
}

fn http_client() -> openidconnect::reqwest::Client {
    openidconnect::reqwest::ClientBuilder::new()
        .redirect(openidconnect::reqwest::redirect::Policy::none())
        .timeout(std::time::Duration::from_secs(10))
        .build()
        .expect("an HTTP client")
}

async fn metadata(issuer: &str) -> Result<CoreProviderMetadata, OidcError> {
    let issuer =
        IssuerUrl::new(issuer.to_string()).map_err(|e| OidcError::Issuer(e.to_string()))?;
    CoreProviderMetadata::discover_async(issuer, &http_client())
        .await
        .map_err(|e| OidcError::Discovery(error_chain(&e)))
}

/// Checks that the provider's discovery document can be read.
pub async fn check_issuer(issuer: &str) -> Result<(), OidcError> {
    metadata(issuer).await.map(|_| ())
}

pub struct Start {
    pub url: String,
    pub state: String,
    pub nonce: String,
    pub pkce_verifier: String,
}

pub async fn start(
    issuer: &str,
    client_id: &str,
    client_secret: &str,
    redirect: &str,
) -> Result<Start, OidcError> {
    let client = CoreClient::from_provider_metadata(
        metadata(issuer).await?,
        ClientId::new(client_id.into()),
        Some(ClientSecret::new(client_secret.into())),
    )
    .set_redirect_uri(
        RedirectUrl::new(redirect.into()).map_err(|e| OidcError::Issuer(e.to_string()))?,
    );
    let (challenge, verifier) = PkceCodeChallenge::new_random_sha256();
    let (url, state, nonce) = client
        .authorize_url(
            CoreAuthenticationFlow::AuthorizationCode,
            CsrfToken::new_random,
            Nonce::new_random,
        )
        .add_scope(Scope::new("email".into()))
        .add_scope(Scope::new("profile".into()))
        .set_pkce_challenge(challenge)
        .url();
    Ok(Start {
        url: url.to_string(),
        state: state.secret().clone(),
        nonce: nonce.secret().clone(),
        pkce_verifier: verifier.secret().clone(),
    })
}

#[derive(Debug, Clone)]
pub struct Identity {
    pub subject: String,
    pub email: String,
    pub email_verified: Option<bool>,
    pub name: Option<String>,
}

#[allow(clippy::too_many_arguments)]
pub async fn finish(
    issuer: &str,
    client_id: &str,
    client_secret: &str,
    redirect: &str,
    code: &str,
    pkce_verifier: &str,
    nonce: &str,
) -> Result<Identity, OidcError> {
    let client = CoreClient::from_provider_metadata(
        metadata(issuer).await?,
        ClientId::new(client_id.into()),
        Some(ClientSecret::new(client_secret.into())),
    )
    .set_redirect_uri(
        RedirectUrl::new(redirect.into()).map_err(|e| OidcError::Issuer(e.to_string()))?,
    );
    let http = http_client();
    let token = client
        .exchange_code(AuthorizationCode::new(code.into()))
        .map_err(|e| OidcError::Exchange(e.to_string()))?
        .set_pkce_verifier(PkceCodeVerifier::new(pkce_verifier.into()))
        .request_async(&http)
        .await
        .map_err(|e| OidcError::Exchange(error_chain(&e)))?;
    let id_token = token
        .id_token()
        .ok_or_else(|| OidcError::IdToken("the provider sent no ID token".into()))?;
    let claims = id_token
        .claims(&client.id_token_verifier(), &Nonce::new(nonce.into()))
        .map_err(|e| OidcError::IdToken(e.to_string()))?;
    let email = claims
        .email()
        .map(|e| e.as_str().to_string())
        .ok_or_else(|| OidcError::IdToken("the ID token carries no email".into()))?;
    Ok(Identity {
        subject: claims.subject().as_str().to_string(),
        email,
        email_verified: claims.email_verified(),
        name: claims
            .name()
            .and_then(|n| n.get(None))
            .map(|n| n.as_str().to_string()),
    })
}

/// An error with its causes, for the log.
fn error_chain(e: &dyn std::error::Error) -> String {
    let mut out = e.to_string();
    let mut source = e.source();
    while let Some(cause) = source {
        out.push_str(": ");
        out.push_str(&cause.to_string());
        source = cause.source();
    }
    out
}
