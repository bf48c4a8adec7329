//! The codes employees sign up to a group with.

use chrono::{DateTime, Utc};
use tenants::TenantTx;
use uuid::Uuid;

/// The group's newest code that is neither revoked nor expired, with when it expires.
pub async fn current(
    tx: &mut TenantTx,
    group_id: Uuid,
) -> Result<Option<(String, DateTime<Utc>)>, sqlx::Error> {
    sqlx::query_as(
        "SELECT code, expires_at FROM enrollment_codes WHERE group_id = $1 AND revoked_at IS NULL AND expires_at > now() ORDER BY created_at DESC LIMIT 1",
    )
    .bind(group_id)
    .fetch_optional(tx.conn())
    .await
}

pub async fn revoke_all(tx: &mut TenantTx, group_id: Uuid) -> Result<(), sqlx::Error> {
    sqlx::query(
        "UPDATE enrollment_codes SET revoked_at = now() WHERE group_id = $1 AND revoked_at IS NULL",
    )
    .bind(group_id)
    .execute(tx.conn())
    .await?;
    Ok(())
}

/// Stores a code valid for 30 days; returns when it expires.
pub async fn insert(
    tx: &mut TenantTx,
    code: &str,
    group_id: Uuid,
    created_by: Uuid,
) -> Result<DateTime<Utc>, sqlx::Error> {
    sqlx::query_scalar(
        "INSERT INTO enrollment_codes (code, group_id, created_by, expires_at) VALUES ($1, $2, $3, now() + interval '30 days') RETURNING expires_at",
    )
    .bind(code)
    .bind(group_id)
    .bind(created_by)
    .fetch_one(tx.conn())
    .await
}
