//! The owner reopens a closing agency before its grace period ends: everyone's access returns
//! as it was.

use serde_json::json;
use tenants::TenantTx;

use super::dto::AgencyClosure;
use super::queries::{self, PlatformEntry};
use crate::audit::{self, Entry};
use crate::auth::Principal;
use crate::error::AppError;
use crate::state::AppState;

pub async fn cancel_closure(
    state: &AppState,
    p: &Principal,
    ip: &str,
) -> Result<AgencyClosure, AppError> {
    p.require(state, "agency_data", "close").await?;
    let agency = p.agency()?.clone();
    let mut tx = state.pool.begin().await?;
    let row = queries::lock_closure(&mut tx, agency.id).await?;
    if row.status != "closing" {
        return Err(AppError::Conflict(format!("{} is not closing", row.name)));
    }
    if row.purge_after.is_some_and(|at| at <= chrono::Utc::now()) {
        return Err(AppError::Conflict(
            "the grace period has ended: the agency is being deleted".into(),
        ));
    }
    queries::reopen(&mut tx, agency.id).await?;
    queries::record_platform(
        &mut tx,
        PlatformEntry {
            actor_id: Some(p.user_id),
            actor_name: &p.name,
            action: "closure_cancelled",
            agency_id: agency.id,
            agency_slug: &agency.slug,
            details: json!({ "purge_after_was": row.purge_after, "email": p.email }),
        },
    )
    .await?;
    let mut tx = TenantTx::enter(tx, &agency).await?;
    audit::record(
        &mut tx,
        p,
        ip,
        Entry {
            before: Some(json!({ "status": "closing", "purge_after": row.purge_after })),
            after: Some(json!({ "status": "active" })),
            ..Entry::new(
                "reopen",
                "agency",
                "Reopened the agency; its closure is cancelled",
            )
        },
    )
    .await?;
    let closure = queries::closure(tx.conn(), agency.id).await?;
    tx.commit().await?;
    closure.try_into()
}
