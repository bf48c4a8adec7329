//! The accounts API's request and response objects.

use poem_openapi::payload::Json;
use poem_openapi::{ApiResponse, Object};

use super::check_slug::SlugCheck;
use crate::auth::dto::Me;
use crate::team::queries::Invite as InviteRow;

#[derive(Debug, Object)]
#[oai(skip_serializing_if_is_none)]
pub struct SlugAvailability {
    pub slug: String,
    pub available: bool,
    /// Why it cannot be used, when it cannot.
    pub reason: Option<String>,
}

#[derive(Debug, Object)]
pub struct BrokerSignUp {
    /// The person's full name.
    pub name: String,
    pub agency_name: String,
    /// The agency's subdomain.
    pub slug: String,
    pub email: String,
    pub password: String,
}

#[derive(Debug, Object)]
pub struct SignedUp {
    pub me: Me,
    /// Where to continue: the agency's own address, signed in through a one-time link.
    pub continue_url: String,
}

#[derive(ApiResponse)]
pub enum SignUpResponse {
    /// The agency and its owner exist and the owner is signed in; the session cookie is set.
    #[oai(status = 201)]
    Created(Json<SignedUp>, #[oai(header = "Set-Cookie")] String),
}

#[derive(ApiResponse)]
pub enum SignUpRequested {
    /// A link to confirm the address is on its way. The answer is the same when the address
    /// already has an account (its owner is told instead).
    #[oai(status = 202)]
    Accepted(Json<Notice>),
}

#[derive(Debug, Object)]
pub struct TokenBody {
    pub token: String,
}

#[derive(Debug, Object)]
pub struct EmailBody {
    pub email: String,
}

#[derive(Debug, Object)]
pub struct NewPasswordBody {
    pub token: String,
    pub password: String,
}

#[derive(Debug, Object)]
pub struct Notice {
    pub message: String,
}

#[derive(ApiResponse)]
pub enum AcceptedResponse {
    /// Accepted. The answer is the same whether or not the address has an account.
    #[oai(status = 202)]
    Accepted(Json<Notice>),
}

#[derive(Debug, Object)]
pub struct EmailVerified {
    pub email: String,
}

#[derive(ApiResponse)]
pub enum SessionResponse {
    /// Signed in; the session cookie is set.
    #[oai(status = 200)]
    Ok(Json<Me>, #[oai(header = "Set-Cookie")] String),
}

#[derive(ApiResponse)]
pub enum InvitedSignUpResponse {
    /// The invitation is accepted and the person signed in.
    #[oai(status = 201)]
    Created(Json<Me>, #[oai(header = "Set-Cookie")] String),
}

#[derive(Debug, Object)]
pub struct InvitedSignUp {
    pub invite_token: String,
    /// Required for a new account; ignored when the email already has one.
    pub name: Option<String>,
    /// A new password, or the existing account's password.
    pub password: String,
}

/// What the holder of an invitation link sees. Only the invited person has the link (it is
/// never shown in the outbox), so only they learn whether their address has an account.
#[derive(Debug, Object)]
#[oai(skip_serializing_if_is_none)]
pub struct InvitePreview {
    pub agency_name: String,
    pub email: String,
    pub name: Option<String>,
    pub role: String,
    pub expires_at: chrono::DateTime<chrono::Utc>,
    /// Whether the email already has an account (then the person enters its password).
    pub existing_account: bool,
}

#[derive(Debug, Object)]
pub struct CodeSignUp {
    /// The enrollment code the employer gave.
    pub code: String,
    pub email: String,
    /// As on the employer's roster.
    pub last_name: String,
    pub dob: chrono::NaiveDate,
    pub password: String,
}

impl From<SlugCheck> for SlugAvailability {
    fn from(c: SlugCheck) -> Self {
        Self {
            available: c.reason.is_none(),
            slug: c.slug,
            reason: c.reason,
        }
    }
}

impl InvitePreview {
    pub fn of(invite: InviteRow, existing_account: bool) -> Self {
        Self {
            agency_name: invite.agency_name,
            email: invite.email,
            name: invite.name,
            role: invite.role,
            expires_at: invite.expires_at,
            existing_account,
        }
    }
}
