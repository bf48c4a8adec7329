//! Define a role of the agency's own from the platform's permissions, or change one.

use tenants::TenantTx;

use super::queries::{self, RoleValues};
use super::roles;
use super::rules::{builtin_label, check_role, RoleDraft};
use crate::audit::{self, Entry};
use crate::auth::Principal;
use crate::error::AppError;
use crate::members::queries::count_by_role;
use crate::state::AppState;

/// A role of the agency's own as saved.
pub struct SavedRole {
    pub name: String,
    pub label: String,
    pub description: String,
    pub permissions: Vec<String>,
    pub member_count: i64,
}

pub async fn create_role(
    state: &AppState,
    p: &Principal,
    ip: &str,
    draft: RoleDraft<'_>,
) -> Result<SavedRole, AppError> {
    p.require(state, "roles", "write").await?;
    let agency = p.agency()?;
    let permissions = check_role(&draft, true)?;
    require_held(state, p, &draft).await?;
    let (label, description) = (draft.label.trim(), draft.description.trim());
    let mut tx = state.pool.begin().await?;
    queries::insert_role(
        &mut tx,
        &RoleValues {
            agency_id: agency.id,
            name: draft.name,
            label,
            description,
            permissions: &permissions,
        },
    )
    .await?;
    let mut tx = TenantTx::enter(tx, agency).await?;
    audit::record(
        &mut tx,
        p,
        ip,
        Entry {
            entity_id: Some(draft.name.to_string()),
            after: Some(serde_json::json!({ "permissions": permissions })),
            ..Entry::new("create", "role", format!("Created the role {label}"))
        },
    )
    .await?;
    tx.commit().await?;
    roles::apply(state, agency.id, draft.name, &permissions).await?;
    Ok(SavedRole {
        name: draft.name.to_string(),
        label: label.to_string(),
        description: description.to_string(),
        permissions,
        member_count: 0,
    })
}

/// Changes a role's label, description or permissions (its name stays).
pub async fn update_role(
    state: &AppState,
    p: &Principal,
    ip: &str,
    draft: RoleDraft<'_>,
) -> Result<SavedRole, AppError> {
    p.require(state, "roles", "write").await?;
    let agency = p.agency()?;
    if builtin_label(draft.name).is_some() {
        return Err(AppError::Forbidden(
            "built-in roles cannot be changed".into(),
        ));
    }
    let mut tx = state.pool.begin().await?;
    if !queries::role_exists(&mut tx, agency.id, draft.name).await? {
        return Err(AppError::not_found("role"));
    }
    let permissions = check_role(&draft, false)?;
    require_held(state, p, &draft).await?;
    let (label, description) = (draft.label.trim(), draft.description.trim());
    let before = queries::update_role(
        &mut tx,
        &RoleValues {
            agency_id: agency.id,
            name: draft.name,
            label,
            description,
            permissions: &permissions,
        },
    )
    .await?
    .ok_or_else(|| AppError::not_found("role"))?;
    let mut tx = TenantTx::enter(tx, agency).await?;
    audit::record(
        &mut tx,
        p,
        ip,
        Entry {
            entity_id: Some(draft.name.to_string()),
            before: Some(serde_json::json!({ "permissions": before })),
            after: Some(serde_json::json!({ "permissions": permissions })),
            ..Entry::new("update", "role", format!("Changed the role {label}"))
        },
    )
    .await?;
    tx.commit().await?;
    roles::apply(state, agency.id, draft.name, &permissions).await?;
    let member_count = count_by_role(&state.pool, agency.id)
        .await?
        .into_iter()
        .find(|(r, _)| r == draft.name)
        .map(|(_, c)| c)
        .unwrap_or(0);
    Ok(SavedRole {
        name: draft.name.to_string(),
        label: label.to_string(),
        description: description.to_string(),
        permissions,
        member_count,
    })
}

/// A role is defined only from permissions its author holds.
async fn require_held(
    state: &AppState,
    p: &Principal,
    draft: &RoleDraft<'_>,
) -> Result<(), AppError> {
    let held = state.rbac.permissions(&p.role, &p.domain()).await;
    let beyond = crate::rbac::beyond_held(&held, draft.name, draft.permissions);
    if beyond.is_empty() {
        return Ok(());
    }
    Err(AppError::Forbidden(format!(
        "a role can only hold permissions you hold yourself (not yours: {})",
        crate::rbac::name_some(&beyond)
    )))
}
