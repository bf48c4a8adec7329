//! The agency's audit log: who did what to which record, when, from where.

use sqlx::{Postgres, Transaction};
use tenants::TenantTx;

use crate::auth::Principal;
use crate::error::AppError;

pub struct Entry<'a> {
    pub action: &'a str,
    pub entity: &'a str,
    pub entity_id: Option<String>,
    pub summary: String,
    /// Before/after snapshots; never put a full SSN or password in them (mask with `mask_ssn`).
    pub before: Option<serde_json::Value>,
    pub after: Option<serde_json::Value>,
    /// The employer group the change belongs to, for the group's activity.
    pub group_id: Option<uuid::Uuid>,
}

impl<'a> Entry<'a> {
    pub fn new(action: &'a str, entity: &'a str, summary: impl Into<String>) -> Self {
        Self {
            action,
            entity,
            entity_id: None,
            summary: summary.into(),
            before: None,
            after: None,
            group_id: None,
        }
    }
}

/// Who a row is written in the name of.
#[derive(Debug, Clone, Copy)]
pub struct Actor<'a> {
    pub id: Option<uuid::Uuid>,
    pub name: &'a str,
}

impl<'a> Actor<'a> {
    /// The platform itself (e.g. the demo agency being seeded).
    pub const SYSTEM: Actor<'static> = Actor {
        id: None,
        name: "Canopy",
    };

    /// A person acting before any session of theirs exists (signing up, accepting an invitation).
    pub fn person(id: uuid::Uuid, name: &'a str) -> Self {
        Self { id: Some(id), name }
    }
}

impl<'a> From<&'a Principal> for Actor<'a> {
    fn from(p: &'a Principal) -> Self {
        Self::person(p.user_id, &p.name)
    }
}

/// Writes the audit row of a signed-in caller's change, in the change's own transaction.
pub async fn record(
    tx: &mut TenantTx,
    actor: &Principal,
    ip: &str,
    entry: Entry<'_>,
) -> Result<(), sqlx::Error> {
    record_as(tx, actor.into(), Some(ip), entry).await
}

/// Writes an audit row in the change's own transaction; the only writer of the audit log.
pub async fn record_as(
    tx: &mut TenantTx,
    actor: Actor<'_>,
    ip: Option<&str>,
    entry: Entry<'_>,
) -> Result<(), sqlx::Error> {
    sqlx::query(
        "INSERT INTO audit_log (actor_id, actor_name, action, entity, entity_id, summary, before, after, ip, group_id)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)",
    )
    .bind(actor.id)
    .bind(actor.name)
    .bind(entry.action)
    .bind(entry.entity)
    .bind(entry.entity_id)
    .bind(entry.summary)
    .bind(entry.before)
    .bind(entry.after)
    .bind(ip)
    .bind(entry.group_id)
    .execute(tx.conn())
    .await?;
    Ok(())
}

/// Commits a change made so far on `public` tables (the caller's agency's settings, members…)
/// together with its audit row in the caller's agency.
pub async fn commit_with(
    tx: Transaction<'static, Postgres>,
    actor: &Principal,
    ip: &str,
    entry: Entry<'_>,
) -> Result<(), AppError> {
    let mut tx = TenantTx::enter(tx, actor.agency()?).await?;
    record(&mut tx, actor, ip, entry).await?;
    tx.commit().await?;
    Ok(())
}

/// `***-**-1234`: how an SSN may appear in the log.
pub fn mask_ssn(last4: Option<&str>) -> Option<String> {
    last4.map(|l| format!("***-**-{l}"))
}
