//! An agency's own roles, stored in `agency_roles` and mirrored into the enforcer.

use chrono::{DateTime, Utc};
use sqlx::PgPool;
use uuid::Uuid;

use crate::rbac::{CustomRole, Permission, Rbac};

#[derive(Debug, sqlx::FromRow)]
pub struct RoleRow {
    pub name: String,
    pub label: String,
    pub description: String,
    pub permissions: Vec<String>,
    pub created_at: DateTime<Utc>,
    pub member_count: i64,
}

pub fn parse_permissions(raw: &[String]) -> Vec<Permission> {
    raw.iter()
        .filter_map(|p| p.split_once(':'))
        .map(|(r, a)| Permission {
            resource: r.to_string(),
            action: a.to_string(),
        })
        .collect()
}

pub async fn list(pool: &PgPool, agency_id: Uuid) -> Result<Vec<RoleRow>, sqlx::Error> {
    sqlx::query_as(
        "SELECT r.name, r.label, r.description, r.permissions, r.created_at,
                (SELECT count(*) FROM memberships m WHERE m.agency_id = r.agency_id AND m.role = r.name AND m.status = 'active') AS member_count
         FROM agency_roles r WHERE r.agency_id = $1 ORDER BY r.label",
    )
    .bind(agency_id)
    .fetch_all(pool)
    .await
}

pub async fn exists(pool: &PgPool, agency_id: Uuid, name: &str) -> Result<bool, sqlx::Error> {
    sqlx::query_scalar(
        "SELECT EXISTS (SELECT 1 FROM agency_roles WHERE agency_id = $1 AND name = $2)",
    )
    .bind(agency_id)
    .bind(name)
    .fetch_one(pool)
    .await
}

pub async fn label(
    pool: &PgPool,
    agency_id: Uuid,
    name: &str,
) -> Result<Option<String>, sqlx::Error> {
    sqlx::query_scalar("SELECT label FROM agency_roles WHERE agency_id = $1 AND name = $2")
        .bind(agency_id)
        .bind(name)
        .fetch_optional(pool)
        .await
}

/// Mirrors every agency's roles into the enforcer (at start-up).
pub async fn load_into(rbac: &Rbac, pool: &PgPool) -> anyhow::Result<usize> {
    let rows: Vec<(Uuid, String, Vec<String>)> =
        sqlx::query_as("SELECT agency_id, name, permissions FROM agency_roles")
            .fetch_all(pool)
            .await?;
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
    sqlx::query("SELECT pg_notify($1, $2)")
        .bind(CHANNEL)
        .bind(agency_id.to_string())
        .execute(pool)
        .await?;
    Ok(())
}

/// Reloads one agency's roles into the enforcer from the database.
pub async fn reload_agency(rbac: &Rbac, pool: &PgPool, agency_id: Uuid) -> anyhow::Result<()> {
    let rows: Vec<(String, Vec<String>)> =
        sqlx::query_as("SELECT name, permissions FROM agency_roles WHERE agency_id = $1")
            .bind(agency_id)
            .fetch_all(pool)
            .await?;
    let roles = rows
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
