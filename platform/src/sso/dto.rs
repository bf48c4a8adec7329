//! The single sign-on API's request and response objects.

use poem_openapi::{ApiResponse, Object};

use super::configure_sso::SsoDraft;
use super::rules::Landing;
use super::view_sso::SsoView;

#[derive(Debug, Object)]
#[oai(skip_serializing_if_is_none)]
pub struct SsoSettings {
    pub configured: bool,
    pub issuer_url: Option<String>,
    pub client_id: Option<String>,
    /// Whether a client secret is stored (it is never shown).
    pub has_secret: bool,
    pub enabled: bool,
    /// Let people the agency has not invited in, with `jit_role`.
    pub allow_jit: bool,
    pub jit_role: String,
    /// The redirect URI to register at the provider.
    pub redirect_uri: String,
}

impl From<SsoView> for SsoSettings {
    fn from(v: SsoView) -> Self {
        let redirect_uri = v.redirect_uri;
        match v.config {
            Some(r) => SsoSettings {
                configured: true,
                issuer_url: Some(r.issuer_url),
                client_id: Some(r.client_id),
                has_secret: !r.client_secret_enc.is_empty(),
                enabled: r.enabled,
                allow_jit: r.allow_jit,
                jit_role: r.jit_role,
                redirect_uri,
            },
            None => SsoSettings {
                configured: false,
                issuer_url: None,
                client_id: None,
                has_secret: false,
                enabled: false,
                allow_jit: false,
                jit_role: "broker".into(),
                redirect_uri,
            },
        }
    }
}

#[derive(Debug, Object)]
pub struct SsoUpdate {
    pub issuer_url: String,
    pub client_id: String,
    /// Leave out to keep the stored secret.
    pub client_secret: Option<String>,
    pub enabled: bool,
    pub allow_jit: bool,
    pub jit_role: String,
}

impl SsoUpdate {
    pub fn draft(&self) -> SsoDraft<'_> {
        SsoDraft {
            issuer_url: &self.issuer_url,
            client_id: &self.client_id,
            client_secret: self.client_secret.as_deref(),
            enabled: self.enabled,
            allow_jit: self.allow_jit,
            jit_role: &self.jit_role,
        }
    }
}

#[derive(ApiResponse)]
pub enum SsoRemoved {
    #[oai(status = 204)]
    Done,
}

#[derive(ApiResponse)]
pub enum Redirect {
    /// Continue in the browser at `Location`.
    #[oai(status = 302)]
    Found(
        #[oai(header = "Location")] String,
        #[oai(header = "Set-Cookie")] Option<String>,
    ),
}

impl From<Landing> for Redirect {
    fn from(l: Landing) -> Self {
        match l {
            Landing::Provider(url) => Redirect::Found(url, None),
            Landing::SignedIn { next, cookie } => Redirect::Found(next, Some(cookie)),
            Landing::Refused(code) => {
                Redirect::Found(format!("/auth/signin?sso_error={code}"), None)
            }
        }
    }
}
