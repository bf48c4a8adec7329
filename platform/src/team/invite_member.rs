//! Invite a person by email with a role (and the group or employee record those roles need).

use sqlx::PgConnection;
use tenants::TenantTx;
use uuid::Uuid;

use super::queries::{self, Invite, NewInvite};
use super::roles::role_label;
use super::rules::with_article;
use crate::audit::{self, Entry};
use crate::auth::Principal;
use crate::brand::queries::mail_brand;
use crate::error::{AppError, FieldErrors};
use crate::mail::outbox::{self, Recipient};
use crate::mail::Mail;
use crate::state::AppState;
use crate::vocabulary::UsageKind;

pub struct InviteRequest<'a> {
    pub email: &'a str,
    pub name: Option<&'a str>,
    pub role: &'a str,
    pub group_id: Option<Uuid>,
    pub employee_id: Option<Uuid>,
}

pub async fn invite_member(
    state: &AppState,
    p: &Principal,
    ip: &str,
    r: InviteRequest<'_>,
) -> Result<Invite, AppError> {
    p.require(state, "members", "write").await?;
    let agency = p.agency()?;
    let email = r.email.trim();
    let mut errors = FieldErrors::default();
    errors.check(
        crate::accounts::email_shape(email),
        "email",
        "enter a valid email address",
    );
    let label = role_label(&state.pool, agency.id, r.role).await?;
    errors.check(label.is_some(), "role", "choose one of the agency's roles");
    errors.finish()?;
    p.require_grant(state, r.role).await?;
    let mut tx = state.pool.begin().await?;
    if r.group_id.is_none() && r.employee_id.is_none() {
        crate::billing::limits::ensure_room(state, &mut tx, agency.id, UsageKind::Seats, 1).await?;
    }
    if queries::is_active_member_email(&mut tx, agency.id, email).await? {
        return Err(AppError::Conflict(
            "this person is already a member of the agency".into(),
        ));
    }
    let (invite, token) = queries::create(
        &mut tx,
        &NewInvite {
            agency_id: agency.id,
            email,
            name: r.name.map(str::trim).filter(|n| !n.is_empty()),
            role: r.role,
            group_id: r.group_id,
            employee_id: r.employee_id,
            invited_by: p.user_id,
        },
    )
    .await?;
    send_invite(
        state,
        &mut tx,
        p,
        &invite,
        &token,
        label.as_deref().unwrap_or(r.role),
    )
    .await?;
    let mut tx = TenantTx::enter(tx, agency).await?;
    audit::record(
        &mut tx,
        p,
        ip,
        Entry {
            entity_id: Some(invite.id.to_string()),
            after: Some(serde_json::json!({ "email": invite.email, "role": invite.role })),
            ..Entry::new(
                "create",
                "invite",
                format!("Invited {} as {}", invite.email, invite.role),
            )
        },
    )
    .await?;
    tx.commit().await?;
    Ok(invite)
}

/// Queues the invitation's email, with its link, in the caller's transaction.
pub(super) async fn send_invite(
    state: &AppState,
    conn: &mut PgConnection,
    inviter: &Principal,
    invite: &Invite,
    token: &str,
    role_label: &str,
) -> Result<(), AppError> {
    let agency = inviter.agency()?;
    let brand = mail_brand(&mut *conn, Some(agency.id)).await?;
    let link = format!(
        "{}/auth/signup?invite={token}",
        state.config.origin(Some(&agency.slug))
    );
    outbox::enqueue(
        &mut *conn,
        Some(agency.id),
        Recipient {
            email: &invite.email,
            name: invite.name.as_deref(),
        },
        &brand,
        &Mail::Invite {
            inviter: &inviter.name,
            role_label: &with_article(role_label),
            link: &link,
        },
        state.config.log_mail_links(),
    )
    .await?;
    Ok(())
}
