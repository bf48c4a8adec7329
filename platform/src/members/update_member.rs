//! Change a member's role, or deactivate / reactivate them. An owner is changed only by an
//! owner, and the last active owner cannot be demoted or deactivated.

use crate::vocabulary::MemberStatus;
use tenants::TenantTx;
use uuid::Uuid;

use super::queries::{self, MemberRow};
use crate::audit::{self, Entry};
use crate::auth::queries as auth_queries;
use crate::auth::Principal;
use crate::error::AppError;
use crate::state::AppState;
use crate::team::roles::role_label;

/// What changes; what is left out stays.
pub struct MemberChange {
    pub role: Option<String>,
    pub status: Option<MemberStatus>,
}

pub async fn update_member(
    state: &AppState,
    p: &Principal,
    ip: &str,
    id: Uuid,
    change: MemberChange,
) -> Result<MemberRow, AppError> {
    p.require(state, "members", "write").await?;
    let agency = p.agency()?;
    let agency_id = agency.id;
    let mut tx = state.pool.begin().await?;
    // Lock the agency's memberships so two owners cannot demote each other at once.
    queries::lock_memberships(&mut tx, agency_id).await?;
    let (user_id, old_role, old_status, name) = queries::standing(&mut tx, agency_id, id)
        .await?
        .ok_or_else(|| AppError::not_found("member"))?;
    let new_role = change.role.unwrap_or_else(|| old_role.clone());
    let new_status = change.status.unwrap_or(old_status);
    if new_role != old_role && role_label(&mut *tx, agency_id, &new_role).await?.is_none() {
        return Err(AppError::field("role", "choose one of the agency's roles"));
    }
    let changes = new_role != old_role || new_status != old_status;
    if changes && user_id == p.user_id {
        return Err(AppError::Forbidden(
            "you cannot change your own role or status: ask another admin".into(),
        ));
    }
    let touches_owner = old_role == "owner" || new_role == "owner";
    if touches_owner && p.role != "owner" && changes {
        return Err(AppError::Forbidden(
            "only an owner can change an owner or make someone owner".into(),
        ));
    }
    if changes {
        // Nobody changes someone who holds more than they do, nor gives more than they hold.
        p.require_grant(state, &old_role).await?;
        p.require_grant(state, &new_role).await?;
    }
    let stops_being_active_owner = old_role == "owner"
        && old_status == MemberStatus::Active
        && (new_role != "owner" || new_status != MemberStatus::Active);
    if stops_being_active_owner && queries::active_owners(&mut tx, agency_id).await? <= 1 {
        return Err(AppError::Conflict(
            "the last owner cannot leave or step down: make someone else owner first".into(),
        ));
    }
    queries::set_role_and_status(&mut tx, agency_id, id, &new_role, new_status).await?;
    if new_status == MemberStatus::Deactivated && old_status != MemberStatus::Deactivated {
        auth_queries::revoke_all_sessions(&mut *tx, user_id, Some(agency_id)).await?;
    }
    let summary = match (new_role != old_role, new_status != old_status) {
        (true, _) => format!("Changed {name}'s role from {old_role} to {new_role}"),
        (false, true) if new_status == "deactivated" => format!("Deactivated {name}"),
        (false, true) => format!("Reactivated {name}"),
        _ => format!("Saved {name} unchanged"),
    };
    let mut tx = TenantTx::enter(tx, agency).await?;
    audit::record(
        &mut tx,
        p,
        ip,
        Entry {
            entity_id: Some(id.to_string()),
            before: Some(serde_json::json!({ "role": old_role, "status": old_status })),
            after: Some(serde_json::json!({ "role": new_role, "status": new_status })),
            ..Entry::new("update", "member", summary)
        },
    )
    .await?;
    tx.commit().await?;
    queries::get(&state.pool, agency_id, id)
        .await?
        .ok_or_else(|| AppError::not_found("member"))
}
