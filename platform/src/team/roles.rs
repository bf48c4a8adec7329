//! An agency's own roles, stored in `agency_roles` and mirrored into the enforcer of every server.

use sqlx::{PgExecutor, PgPool};
use uuid::Uuid;

use super::queries;
use super::rules::{builtin_label, parse_permissions};
use crate::error::AppError;
use crate::rbac::{CustomRole, Rbac};
use crate::state::AppState;

/// The label of a role the agency can give (built-in or its own), or None.
pub async fn role_label<'e>(
    db: impl PgExecutor<'e>,
    agency_id: Uuid,
    role: &str,
) -> Result<Option<String>, AppError> {
    if let Some(label) = builtin_label(role) {
        return Ok(Some(label.to_string()));
    }
    Ok(queries::role_label(db, agency_id, role).await?)
}

/// Mirrors every agency's roles into the enforcer (at start-up).
pub async fn load_into(rbac: &Rbac, pool: &PgPool) -> anyhow::Result<usize> {
    let rows = queries::all_roles(pool).await?;
    let count = rows.len();
    for (agency_id, name, permissions) in rows {
        rbac.set_custom_role(&CustomRole {
            agency_id: agency_id.to_string(),
            name,
            permissions: parse_permissions(&permissions),
        })
        .await
        .map_err(|e| anyhow::anyhow!("loading agency roles: {e}"))?;
    }
    Ok(count)
}

/// The channel on which servers tell each other that an agency's roles changed.
pub const CHANNEL: &str = "canopy_agency_roles";

pub async fn notify_changed(pool: &PgPool, agency_id: Uuid) -> Result<(), sqlx::Error> {
    queries::notify_roles_changed(pool, CHANNEL, agency_id).await
}

/// A committed role change, in this server's enforcer and then in the others'.
pub(super) async fn apply(
    state: &AppState,
    agency_id: Uuid,
    name: &str,
    permissions: &[String],
) -> Result<(), AppError> {
    state
        .rbac
        .set_custom_role(&CustomRole {
            agency_id: agency_id.to_string(),
            name: name.to_string(),
            permissions: parse_permissions(permissions),
        })
        .await
        .map_err(|e| AppError::Internal(e.to_string()))?;
    notify_changed(&state.pool, agency_id).await?;
    Ok(())
}

/// Reloads one agency's roles into the enforcer from the database.
pub async fn reload_agency(rbac: &Rbac, pool: &PgPool, agency_id: Uuid) -> anyhow::Result<()> {
    let roles = queries::agency_roles(pool, agency_id)
        .await?
        .into_iter()
        .map(|(name, permissions)| CustomRole {
            agency_id: agency_id.to_string(),
            name,
            permissions: parse_permissions(&permissions),
        })
        .collect::<Vec<_>>();
    rbac.replace_agency_roles(&agency_id.to_string(), &roles)
        .await
        .map_err(|e| anyhow::anyhow!("reloading agency roles: {e}"))
}

/// Follows role changes made by other servers (LISTEN/NOTIFY), so every replica enforces the
/// same roles. Runs until the process ends, reconnecting after errors.
pub async fn follow_changes(state: std::sync::Arc<crate::state::AppState>, pool: PgPool) {
    loop {
        let result: anyhow::Result<()> = async {
            let mut listener = sqlx::postgres::PgListener::connect_with(&pool).await?;
            listener.listen(CHANNEL).await?;
            loop {
                let note = listener.recv().await?;
                if let Ok(agency_id) = note.payload().parse::<Uuid>() {
                    reload_agency(&state.rbac, &pool, agency_id).await?;
                }
            }
        }
        .await;
        if let Err(e) = result {
            tracing::warn!(error = %e, "following agency role changes failed; retrying");
            tokio::time::sleep(std::time::Duration::from_secs(2)).await;
        }
    }
}
