//! Delete an agency role that nobody has.

use tenants::TenantTx;

use super::queries;
use super::roles;
use super::rules::builtin_label;
use crate::audit::{self, Entry};
use crate::auth::Principal;
use crate::error::AppError;
use crate::state::AppState;

pub async fn delete_role(
    state: &AppState,
    p: &Principal,
    ip: &str,
    name: &str,
) -> Result<(), AppError> {
    p.require(state, "roles", "write").await?;
    let agency = p.agency()?;
    if builtin_label(name).is_some() {
        return Err(AppError::Forbidden(
            "built-in roles cannot be deleted".into(),
        ));
    }
    let mut tx = state.pool.begin().await?;
    let in_use = queries::role_holders(&mut tx, agency.id, name).await?;
    if in_use > 0 {
        return Err(AppError::Conflict(format!(
            "{in_use} member(s) have this role: give them another role first"
        )));
    }
    let (label, permissions) = queries::delete_role(&mut tx, agency.id, name)
        .await?
        .ok_or_else(|| AppError::not_found("role"))?;
    let mut tx = TenantTx::enter(tx, agency).await?;
    audit::record(
        &mut tx,
        p,
        ip,
        Entry {
            entity_id: Some(name.to_string()),
            before: Some(serde_json::json!({ "label": label, "permissions": permissions })),
            ..Entry::new("delete", "role", format!("Deleted the role {label}"))
        },
    )
    .await?;
    tx.commit().await?;
    state
        .rbac
        .remove_custom_role(&agency.id.to_string(), name)
        .await
        .map_err(|e| AppError::Internal(e.to_string()))?;
    roles::notify_changed(&state.pool, agency.id).await?;
    Ok(())
}
