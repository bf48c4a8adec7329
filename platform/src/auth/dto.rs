//! The sign-in API's request and response objects.

use chrono::Utc;
use poem_openapi::payload::Json;
use poem_openapi::{ApiResponse, Object};
use uuid::Uuid;

use crate::rbac::Permission;
use crate::vocabulary::AgencyStatus;

#[derive(Debug, Object)]
pub struct SignInRequest {
    #[oai(validator(max_length = 320))]
    pub email: String,
    #[oai(validator(max_length = 1024))]
    pub password: String,
    /// Keep an agency staff session for the longer lifetime (`CANOPY_SESSION_TTL_HOURS`)
    /// instead of 12 hours. Every session still ends when unused for the idle timeout.
    pub remember_me: Option<bool>,
}

#[derive(Debug, Object)]
pub struct UserSummary {
    pub id: Uuid,
    pub email: String,
    pub name: String,
}

#[derive(Debug, Clone, Object)]
pub struct AgencySummary {
    pub id: Uuid,
    pub slug: String,
    pub name: String,
    /// `closing` while its owner can still reopen it (only the owner is then signed in).
    pub status: AgencyStatus,
}

impl From<&tenants::Agency> for AgencySummary {
    fn from(a: &tenants::Agency) -> Self {
        Self {
            id: a.id,
            slug: a.slug.clone(),
            name: a.name.clone(),
            // The table's check admits only the vocabulary's values.
            status: a.status.parse().unwrap_or(AgencyStatus::Suspended),
        }
    }
}

/// Who is signed in on this host: `me` is absent for a visitor.
#[derive(Debug, Object)]
#[oai(skip_serializing_if_is_none)]
pub struct SessionState {
    pub me: Option<Me>,
}

/// The signed-in caller.
#[derive(Debug, Object)]
#[oai(skip_serializing_if_is_none)]
pub struct Me {
    pub user: UserSummary,
    pub email_verified: bool,
    /// platform_operator, owner, admin, broker, employer_admin or employee (or an agency's own role).
    pub role: String,
    pub agency: Option<AgencySummary>,
    pub group_id: Option<Uuid>,
    pub employee_id: Option<Uuid>,
    /// What this role may do; the UI shows only what is allowed (the server checks anyway).
    pub permissions: Vec<Permission>,
    /// The preview features the agency has switched on.
    pub previews: Vec<crate::vocabulary::PreviewFeature>,
}

#[derive(Debug, Object)]
#[oai(skip_serializing_if_is_none)]
pub struct SessionSummary {
    pub id: Uuid,
    pub ip: Option<String>,
    pub user_agent: Option<String>,
    /// password, magic_link, invite or sso.
    pub method: String,
    pub created_at: chrono::DateTime<Utc>,
    pub last_seen_at: chrono::DateTime<Utc>,
    pub expires_at: chrono::DateTime<Utc>,
    /// The session making this request.
    pub current: bool,
}

#[derive(Debug, Object)]
pub struct PasswordChange {
    pub current_password: String,
    pub new_password: String,
}

#[derive(ApiResponse)]
pub enum Revoked {
    #[oai(status = 204)]
    Done,
}

#[derive(ApiResponse)]
pub enum SignInResponse {
    /// Signed in; the session cookie is set.
    #[oai(status = 200)]
    Ok(Json<Me>, #[oai(header = "Set-Cookie")] String),
}

#[derive(ApiResponse)]
pub enum SignOutResponse {
    /// Signed out; the session is revoked and the cookie cleared.
    #[oai(status = 204)]
    Done(#[oai(header = "Set-Cookie")] String),
}
