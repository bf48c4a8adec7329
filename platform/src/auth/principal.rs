//! Who is calling, in which agency, with which role — resolved on every request from the
//! session cookie and the Host header.

use poem::Request;
use poem_openapi::auth::ApiKey;
use poem_openapi::SecurityScheme;
use tenants::{Agency, HostTarget, TenantTx};
use uuid::Uuid;

use crate::auth::queries::SessionRow;
use crate::auth::{queries, session};
use crate::billing;
use crate::client_addr::{ClientAddr, TrustedProxies};
use crate::error::{ApiError, AppError};
use crate::rbac::PLATFORM_DOMAIN;
use crate::state::AppState;
use crate::vocabulary::SubscriptionStatus;

/// The session cookie set by `POST /auth/signin`. Over https the browser holds it as
/// `__Host-canopy_session`.
/// The caller is resolved from it while the request is read, before its body: an ended or
/// unknown session is a 401 whatever the body holds.
#[derive(SecurityScheme)]
#[oai(
    ty = "api_key",
    key_name = "canopy_session",
    key_in = "cookie",
    checker = "session_principal"
)]
pub struct SessionCookie(pub Principal);

async fn session_principal(req: &Request, key: ApiKey) -> poem::Result<Principal> {
    let state = req.data::<AppState>().ok_or_else(|| {
        poem::Error::from_string(
            "the application state is missing",
            poem::http::StatusCode::INTERNAL_SERVER_ERROR,
        )
    })?;
    Principal::from_token(state, req, &key.key)
        .await
        .map_err(|e| ApiError::from(e).into())
}

#[derive(Debug, Clone)]
pub struct Principal {
    pub session_id: Uuid,
    pub user_id: Uuid,
    pub email: String,
    pub name: String,
    pub email_verified: bool,
    pub role: String,
    pub agency: Option<Agency>,
    pub membership_id: Option<Uuid>,
    pub group_id: Option<Uuid>,
    pub employee_id: Option<Uuid>,
}

impl Principal {
    /// The caller of a session token on this request's host.
    pub async fn from_token(
        state: &AppState,
        req: &Request,
        token: &str,
    ) -> Result<Self, AppError> {
        let target = host_target(state, req);
        let custom_domain = match &target {
            HostTarget::CustomDomain(domain) => Some(domain.as_str()),
            _ => None,
        };
        let idle_minutes = state.config.session_idle_minutes;
        let token_hash = session::token_hash(token);
        let row = match state.sessions.get(&token_hash, custom_domain) {
            Some(row) => Some(row),
            None => {
                let ticket = state.sessions.ticket();
                let row = queries::session_by_token(
                    &state.pool,
                    &token_hash,
                    custom_domain,
                    idle_minutes,
                )
                .await?;
                if let Some(row) = &row {
                    // Marked seen below if it was stale: the next requests need not.
                    let seen = SessionRow {
                        stale: false,
                        ..row.clone()
                    };
                    state
                        .sessions
                        .keep(ticket, &token_hash, custom_domain, &seen);
                }
                row
            }
        };
        let Some(row) = row else {
            // An unknown host is a 404 whoever asks.
            host_agency(state, req).await?;
            return Err(AppError::Unauthenticated);
        };
        let on_host = match &target {
            HostTarget::Platform => true,
            HostTarget::Subdomain(slug) => row.agency_slug.as_deref() == Some(slug.as_str()),
            HostTarget::CustomDomain(_) => row.owns_domain,
        };
        if !on_host {
            host_agency(state, req).await?;
            return Err(AppError::Forbidden(
                "this session belongs to another agency".into(),
            ));
        }
        if row.stale {
            queries::touch_session(&state.pool, row.session_id, idle_minutes).await?;
        }
        let agency = match (
            row.agency_id,
            row.agency_slug,
            row.agency_name,
            row.agency_schema,
            row.agency_status,
            row.agency_created_at,
        ) {
            (
                Some(id),
                Some(slug),
                Some(name),
                Some(schema_name),
                Some(status),
                Some(created_at),
            ) => Some(Agency {
                id,
                slug,
                name,
                schema_name,
                status,
                created_at,
            }),
            _ => None,
        };
        let (role, agency) = match (agency, row.role) {
            (Some(agency), Some(role)) => {
                refuse_unless_open(&agency, &role, row.purge_after, req)?;
                if state.stripe.is_some() && changes_something(req) {
                    refuse_if_lapsed(
                        &agency.name,
                        row.subscription_status,
                        row.trial_ends_at,
                        req,
                    )?;
                }
                (role, Some(agency))
            }
            // The membership was deactivated or removed since the session began.
            (Some(_), None) => return Err(AppError::Unauthenticated),
            (None, _) if row.agency_id.is_none() && row.is_platform_operator => {
                ("platform_operator".to_string(), None)
            }
            (None, _) => return Err(AppError::Unauthenticated),
        };
        crate::observability::logging::record_caller(
            req,
            row.user_id,
            agency.as_ref().map(|a| a.slug.as_str()),
        );
        Ok(Self {
            session_id: row.session_id,
            user_id: row.user_id,
            email: row.email,
            name: row.name,
            email_verified: row.email_verified,
            role,
            agency,
            membership_id: row.membership_id,
            group_id: row.group_id,
            employee_id: row.employee_id,
        })
    }

    /// The casbin domain of this caller: the agency id, or the platform.
    pub fn domain(&self) -> String {
        self.agency
            .as_ref()
            .map(|a| a.id.to_string())
            .unwrap_or_else(|| PLATFORM_DOMAIN.to_string())
    }

    pub async fn may(&self, state: &AppState, resource: &str, action: &str) -> bool {
        state
            .rbac
            .allows(&self.role, &self.domain(), resource, action)
            .await
    }

    /// Refuses with 403 unless the policy allows `action` on `resource` for this caller's role.
    pub async fn require(
        &self,
        state: &AppState,
        resource: &str,
        action: &str,
    ) -> Result<(), AppError> {
        if self.may(state, resource, action).await {
            Ok(())
        } else {
            Err(AppError::forbidden())
        }
    }

    /// Refuses with 403 unless this caller holds every permission of `role` (nobody grants more
    /// than they hold; an owner is made only by an owner).
    pub async fn require_grant(&self, state: &AppState, role: &str) -> Result<(), AppError> {
        if role == "owner" && self.role != "owner" {
            return Err(AppError::Forbidden(
                "only an owner can make someone owner".into(),
            ));
        }
        let beyond = state
            .rbac
            .grant_beyond(&self.role, role, &self.domain())
            .await;
        if beyond.is_empty() {
            return Ok(());
        }
        Err(AppError::Forbidden(format!(
            "you can only give roles whose permissions you hold yourself (not yours: {})",
            crate::rbac::name_some(&beyond)
        )))
    }

    /// The one group an employer admin sees; `None` for roles that see the whole book.
    /// An employer admin without a group sees nothing (the nil id matches no group).
    pub fn group_scope(&self) -> Option<Uuid> {
        (self.role == "employer_admin").then(|| self.group_id.unwrap_or(Uuid::nil()))
    }

    /// The caller's agency, for agency-scoped operations.
    pub fn agency(&self) -> Result<&Agency, AppError> {
        self.agency
            .as_ref()
            .ok_or_else(|| AppError::Forbidden("this needs an agency account".into()))
    }

    /// A transaction on the caller's agency schema.
    pub async fn tenant_tx(&self, state: &AppState) -> Result<TenantTx, AppError> {
        Ok(TenantTx::begin(&state.pool, self.agency()?).await?)
    }
}

/// A suspended or closed agency turns everyone away. A closing one lets only its owner in,
/// read-only but for the export and reopening it, until its grace period ends.
fn refuse_unless_open(
    agency: &Agency,
    role: &str,
    purge_after: Option<chrono::DateTime<chrono::Utc>>,
    req: &Request,
) -> Result<(), AppError> {
    match agency.status.as_str() {
        "active" => Ok(()),
        "closing" => {
            let date = purge_after
                .map(|at| at.format("%B %-d, %Y").to_string())
                .unwrap_or_default();
            let in_grace = purge_after.is_some_and(|at| at > chrono::Utc::now());
            if role != "owner" || !in_grace {
                return Err(AppError::Forbidden(format!(
                    "{} is closing: its data is deleted after {date} unless its owner reopens it",
                    agency.name
                )));
            }
            if changes_something(req)
                && !crate::agency_data::rules::allowed_while_closing(req.uri().path())
            {
                return Err(AppError::Forbidden(format!(
                    "{} is closing, so its data is read-only: reopen it on the Data & closure page to make changes",
                    agency.name
                )));
            }
            Ok(())
        }
        "purging" | "closed" => Err(AppError::Forbidden(format!(
            "{} is closed and its data deleted",
            agency.name
        ))),
        _ => Err(AppError::Forbidden("this agency is suspended".into())),
    }
}

fn changes_something(req: &Request) -> bool {
    !matches!(
        *req.method(),
        poem::http::Method::GET | poem::http::Method::HEAD | poem::http::Method::OPTIONS
    )
}

/// A lapsed agency's data is read-only: its reads, exports and billing keep working.
fn refuse_if_lapsed(
    agency: &str,
    status: Option<SubscriptionStatus>,
    trial_ends_at: Option<chrono::DateTime<chrono::Utc>>,
    req: &Request,
) -> Result<(), AppError> {
    let Some(status) = status else {
        return Ok(());
    };
    if !billing::rules::lapsed(status, trial_ends_at, chrono::Utc::now())
        || billing::rules::allowed_while_lapsed(req.uri().path())
    {
        return Ok(());
    }
    Err(AppError::SubscriptionInactive(format!(
        "{agency}'s subscription has ended, so its data is read-only: nothing is lost, and subscribing again on the billing page makes it editable"
    )))
}

/// The agency named by the request's Host header; unknown agency hosts are a 404.
pub async fn host_agency(state: &AppState, req: &Request) -> Result<Option<Agency>, AppError> {
    let target = host_target(state, req);
    if target == HostTarget::Platform {
        return Ok(None);
    }
    match tenants::registry::find_by_host(&state.pool, &target).await? {
        Some(agency) => Ok(Some(agency)),
        None => Err(AppError::NotFound(
            "there is no agency at this address".into(),
        )),
    }
}

pub fn host_target(state: &AppState, req: &Request) -> HostTarget {
    let host = req
        .header("host")
        .or_else(|| req.uri().host())
        .unwrap_or("");
    tenants::resolve::classify(host, &state.config.base_domain)
}

/// The client's browser as it names itself, kept short.
pub fn user_agent(req: &Request) -> Option<String> {
    req.header("user-agent")
        .map(|s| s.chars().take(300).collect())
}

/// The client's address: the socket's peer, or the client a trusted proxy forwarded
/// (`crate::client_addr`). Every use of the caller's address reads it here.
pub fn client_ip(req: &Request) -> String {
    match req.data::<ClientAddr>() {
        Some(addr) => addr.0.clone(),
        None => ClientAddr::of(req, &TrustedProxies::default()).0,
    }
}
