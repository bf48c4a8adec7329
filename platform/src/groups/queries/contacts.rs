//! A group's contacts (agency schema).

use crate::vocabulary::ContactKind;
use chrono::{DateTime, Utc};
use tenants::TenantTx;
use uuid::Uuid;

use crate::groups::rules::ContactDraft;

#[derive(Debug, Clone, sqlx::FromRow)]
pub struct ContactRow {
    pub id: Uuid,
    pub group_id: Uuid,
    pub kind: ContactKind,
    pub name: String,
    pub title: Option<String>,
    pub email: Option<String>,
    pub phone: Option<String>,
    pub is_primary: bool,
    pub created_at: DateTime<Utc>,
}

pub async fn list(tx: &mut TenantTx, group_id: Uuid) -> Result<Vec<ContactRow>, sqlx::Error> {
    sqlx::query_as("SELECT id, group_id, kind, name, title, email, phone, is_primary, created_at FROM group_contacts WHERE group_id = $1 ORDER BY is_primary DESC, kind, name")
        .bind(group_id)
        .fetch_all(tx.conn())
        .await
}

/// Makes no contact of this kind the group's primary one.
pub async fn clear_primary(
    tx: &mut TenantTx,
    group_id: Uuid,
    kind: ContactKind,
) -> Result<(), sqlx::Error> {
    sqlx::query("UPDATE group_contacts SET is_primary = false WHERE group_id = $1 AND kind = $2")
        .bind(group_id)
        .bind(kind)
        .execute(tx.conn())
        .await?;
    Ok(())
}

pub async fn insert(
    tx: &mut TenantTx,
    group_id: Uuid,
    c: &ContactDraft,
) -> Result<ContactRow, sqlx::Error> {
    sqlx::query_as(
        "INSERT INTO group_contacts (group_id, kind, name, title, email, phone, is_primary) VALUES ($1, $2, $3, $4, $5, $6, $7)
         RETURNING id, group_id, kind, name, title, email, phone, is_primary, created_at",
    )
    .bind(group_id)
    .bind(c.kind)
    .bind(&c.name)
    .bind(&c.title)
    .bind(&c.email)
    .bind(&c.phone)
    .bind(c.is_primary)
    .fetch_one(tx.conn())
    .await
}

/// The contact as saved, or None when the group has no such contact.
pub async fn update(
    tx: &mut TenantTx,
    group_id: Uuid,
    id: Uuid,
    c: &ContactDraft,
) -> Result<Option<ContactRow>, sqlx::Error> {
    sqlx::query_as(
        "UPDATE group_contacts SET kind = $3, name = $4, title = $5, email = $6, phone = $7, is_primary = $8
         WHERE group_id = $1 AND id = $2 RETURNING id, group_id, kind, name, title, email, phone, is_primary, created_at",
    )
    .bind(group_id)
    .bind(id)
    .bind(c.kind)
    .bind(&c.name)
    .bind(&c.title)
    .bind(&c.email)
    .bind(&c.phone)
    .bind(c.is_primary)
    .fetch_optional(tx.conn())
    .await
}

/// The removed contact's name, or None when the group has no such contact.
pub async fn delete(
    tx: &mut TenantTx,
    group_id: Uuid,
    id: Uuid,
) -> Result<Option<String>, sqlx::Error> {
    sqlx::query_scalar("DELETE FROM group_contacts WHERE group_id = $1 AND id = $2 RETURNING name")
        .bind(group_id)
        .bind(id)
        .fetch_optional(tx.conn())
        .await
}
