//! The agency's audit log: who did what to which record, when, from where.

use tenants::TenantTx;

use crate::auth::Principal;

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

pub async fn record(
    tx: &mut TenantTx,
    actor: &Principal,
    ip: &str,
    entry: Entry<'_>,
) -> Result<(), sqlx::Error> {
    sqlx::query(
        "INSERT INTO audit_log (actor_id, actor_name, action, entity, entity_id, summary, before, after, ip, group_id)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)",
    )
    .bind(actor.user_id)
    .bind(&actor.name)
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

/// `***-**-1234`: how an SSN may appear in the log.
pub fn mask_ssn(last4: Option<&str>) -> Option<String> {
    last4.map(|l| format!("***-**-{l}"))
}
