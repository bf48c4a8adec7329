//! The agency's people on a group's account.

use crate::vocabulary::TeamRole;
use sqlx::{PgConnection, PgPool};
use tenants::TenantTx;
use uuid::Uuid;

#[derive(Debug, Clone, sqlx::FromRow)]
pub struct TeamRow {
    pub user_id: Uuid,
    pub name: String,
    pub email: String,
    pub role: TeamRole,
}

pub async fn list(tx: &mut TenantTx, group_id: Uuid) -> Result<Vec<TeamRow>, sqlx::Error> {
    sqlx::query_as(
        "SELECT t.user_id, u.name, u.email, t.role FROM group_team t JOIN public.users u ON u.id = t.user_id
         WHERE t.group_id = $1 ORDER BY t.role, u.name",
    )
    .bind(group_id)
    .fetch_all(tx.conn())
    .await
}

pub async fn add_lead_broker(
    tx: &mut TenantTx,
    group_id: Uuid,
    user_id: Uuid,
) -> Result<(), sqlx::Error> {
    sqlx::query("INSERT INTO group_team (group_id, user_id, role) VALUES ($1, $2, 'lead_broker')")
        .bind(group_id)
        .bind(user_id)
        .execute(tx.conn())
        .await?;
    Ok(())
}

/// Replaces the team with these people in these roles (`user_ids` and `roles` pair up).
pub async fn replace(
    tx: &mut TenantTx,
    group_id: Uuid,
    user_ids: &[Uuid],
    roles: &[TeamRole],
) -> Result<(), sqlx::Error> {
    sqlx::query("DELETE FROM group_team WHERE group_id = $1")
        .bind(group_id)
        .execute(tx.conn())
        .await?;
    sqlx::query("INSERT INTO group_team (group_id, user_id, role) SELECT $1, u, r FROM unnest($2::uuid[], $3::text[]) AS t(u, r)")
        .bind(group_id)
        .bind(user_ids)
        .bind(roles)
        .execute(tx.conn())
        .await?;
    Ok(())
}

/// Whether the person is an active broker, admin or owner of the agency.
pub async fn is_agency_staff(
    conn: &mut PgConnection,
    agency_id: Uuid,
    user_id: Uuid,
) -> Result<bool, sqlx::Error> {
    sqlx::query_scalar(
        "SELECT EXISTS (SELECT 1 FROM public.memberships WHERE agency_id = $1 AND user_id = $2 AND status = 'active' AND role IN ('owner', 'admin', 'broker'))",
    )
    .bind(agency_id)
    .bind(user_id)
    .fetch_one(conn)
    .await
}

/// How many of these people are active brokers, admins or owners of the agency.
pub async fn count_agency_staff(
    pool: &PgPool,
    agency_id: Uuid,
    user_ids: &[Uuid],
) -> Result<i64, sqlx::Error> {
    sqlx::query_scalar(
        "SELECT count(DISTINCT user_id) FROM memberships WHERE agency_id = $1 AND user_id = ANY($2) AND status = 'active' AND role IN ('owner', 'admin', 'broker')",
    )
    .bind(agency_id)
    .bind(user_ids)
    .fetch_one(pool)
    .await
}
