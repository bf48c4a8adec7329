//! A session begins: by password, link, invitation, code or single sign-on.

use chrono::Utc;
use poem::Request;
use uuid::Uuid;

use super::dto::{AgencySummary, Me, UserSummary};
use super::principal::client_ip;
use super::{queries, session, Principal};
use crate::audit;
use crate::error::AppError;
use crate::state::AppState;

/// Starts a session for `user_id` in `agency_id` (None: platform), audits it, and returns the
/// caller as `/me` shows it with the `Set-Cookie` value. Agency staff get at most 12 hours
/// unless `remember_me`; everyone's session also ends when unused for the idle timeout.
pub async fn start_session(
    state: &AppState,
    req: &Request,
    user_id: Uuid,
    agency_id: Option<Uuid>,
    method: &str,
    remember_me: bool,
) -> Result<(Me, String), AppError> {
    let token = session::new_token();
    let role = queries::session_role(&state.pool, user_id, agency_id).await?;
    let ttl = chrono::Duration::hours(session::lifetime_hours(
        role.as_deref(),
        remember_me,
        state.config.session_ttl_hours,
    ));
    let ip = client_ip(req);
    queries::create_session(
        &state.pool,
        queries::NewSession {
            token_hash: &session::token_hash(&token),
            user_id,
            agency_id,
            ip: &ip,
            user_agent: req.header("user-agent"),
            method,
            expires_at: Utc::now() + ttl,
        },
    )
    .await?;
    let principal = Principal::from_token(state, req, &token).await?;
    if let (Some(agency), Some(summary)) = (&principal.agency, sign_in_summary(method)) {
        let mut tx = tenants::TenantTx::begin(&state.pool, agency).await?;
        audit::record(
            &mut tx,
            &principal,
            &ip,
            audit::Entry::new("sign_in", "session", summary),
        )
        .await?;
        tx.commit().await?;
    }
    let me = me_of(state, &principal).await?;
    Ok((
        me,
        session::set_cookie(&token, ttl.num_seconds(), state.config.secure_cookies()),
    ))
}

/// How the activity log reads a sign-in. The session a sign-up confirmation opens on the
/// platform's address is not one: the agency's own log already says it was created by sign-up,
/// and the person signs in on the agency's address through the hand-off that follows.
fn sign_in_summary(method: &str) -> Option<String> {
    match method {
        "sign_up" => None,
        "password" => Some("signed in".to_string()),
        "handoff" => Some("signed in after sign-up".to_string()),
        other => Some(format!("signed in ({})", other.replace('_', " "))),
    }
}

/// The caller as the UI sees them. While the agency is read-only (its subscription lapsed), the
/// permissions are only those that read or see to billing, so no screen offers a change the
/// server would refuse.
pub async fn me_of(state: &AppState, p: &Principal) -> Result<Me, AppError> {
    let mut permissions = state.rbac.permissions(&p.role, &p.domain()).await;
    if let Some(agency) = &p.agency {
        if crate::billing::subscription::is_read_only(state, agency.id).await? {
            permissions.retain(|held| {
                crate::billing::rules::held_while_lapsed(&held.resource, &held.action)
            });
        }
        if agency.status == "closing" {
            permissions.retain(|held| {
                crate::agency_data::rules::held_while_closing(&held.resource, &held.action)
            });
        }
    }
    Ok(Me {
        user: UserSummary {
            id: p.user_id,
            email: p.email.clone(),
            name: p.name.clone(),
        },
        email_verified: p.email_verified,
        role: p.role.clone(),
        agency: p.agency.as_ref().map(AgencySummary::from),
        group_id: p.group_id,
        employee_id: p.employee_id,
        permissions,
        previews: crate::early_access::gate::enabled_previews(state, p).await?,
    })
}

#[cfg(test)]
mod tests {
    use super::sign_in_summary;

    #[test]
    fn a_sign_up_reads_as_one_sign_in() {
        assert_eq!(sign_in_summary("sign_up"), None);
        assert_eq!(
            sign_in_summary("handoff").as_deref(),
            Some("signed in after sign-up")
        );
        assert_eq!(sign_in_summary("password").as_deref(), Some("signed in"));
        assert_eq!(
            sign_in_summary("magic_link").as_deref(),
            Some("signed in (magic link)")
        );
    }
}
