//! The owner asks to close the agency: with their password and the agency's subdomain typed
//! out, it becomes `closing` for the grace period; then the purge deletes it for good unless
//! the owner reopens it first. Only the owner keeps access meanwhile (read-only, the export and
//! reopening); everyone else is turned away with the reason.

use chrono::Utc;
use serde_json::json;
use tenants::TenantTx;

use super::dto::AgencyClosure;
use super::queries::{self, PlatformEntry};
use super::reauthenticate::reauthenticate;
use super::rules;
use crate::audit::{self, Entry};
use crate::auth::Principal;
use crate::error::AppError;
use crate::state::AppState;

pub struct ClosureAsked<'a> {
    pub password: &'a str,
    pub confirm_slug: &'a str,
}

pub async fn close_agency(
    state: &AppState,
    p: &Principal,
    ip: &str,
    asked: ClosureAsked<'_>,
) -> Result<AgencyClosure, AppError> {
    p.require(state, "agency_data", "close").await?;
    let agency = p.agency()?.clone();
    if !rules::confirms(asked.confirm_slug, &agency.slug) {
        return Err(AppError::field(
            "confirm_slug",
            format!("type {} to confirm", agency.slug),
        ));
    }
    reauthenticate(state, p, ip, Some(asked.password)).await?;

    let mut tx = state.pool.begin().await?;
    let row = queries::lock_closure(&mut tx, agency.id).await?;
    if row.status != "active" {
        return Err(AppError::Conflict(format!(
            "{} is {}, not open: it cannot be closed again",
            row.name, row.status
        )));
    }
    let purge_after = rules::purge_date(Utc::now());
    queries::start_closure(&mut tx, agency.id, p.user_id, purge_after).await?;
    queries::record_platform(
        &mut tx,
        PlatformEntry {
            actor_id: Some(p.user_id),
            actor_name: &p.name,
            action: "closure_requested",
            agency_id: agency.id,
            agency_slug: &agency.slug,
            details: json!({ "purge_after": purge_after, "email": p.email }),
        },
    )
    .await?;
    let mut tx = TenantTx::enter(tx, &agency).await?;
    audit::record(
        &mut tx,
        p,
        ip,
        Entry {
            after: Some(json!({ "status": "closing", "purge_after": purge_after })),
            ..Entry::new(
                "close",
                "agency",
                format!(
                    "Asked to close the agency; its data is deleted after {} unless it is reopened",
                    purge_after.format("%B %-d, %Y")
                ),
            )
        },
    )
    .await?;
    let closure = queries::closure(tx.conn(), agency.id).await?;
    tx.commit().await?;
    closure.try_into()
}
