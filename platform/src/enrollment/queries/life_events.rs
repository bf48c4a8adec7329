//! Deciding a reported life event.

use tenants::TenantTx;
use uuid::Uuid;

/// The event's status, held until the transaction ends.
pub async fn lock_status(tx: &mut TenantTx, id: Uuid) -> Result<String, sqlx::Error> {
    sqlx::query_scalar("SELECT status FROM life_events WHERE id = $1 FOR UPDATE")
        .bind(id)
        .fetch_one(tx.conn())
        .await
}

/// The decision on an event: who made it, their note, and the window an approval opened.
pub struct Decision<'a> {
    pub status: &'a str,
    pub decided_by: Uuid,
    pub decided_by_name: &'a str,
    pub note: Option<&'a str>,
    pub window_id: Option<Uuid>,
}

pub async fn decide(tx: &mut TenantTx, id: Uuid, d: &Decision<'_>) -> Result<(), sqlx::Error> {
    sqlx::query("UPDATE life_events SET status = $2, decided_by = $3, decided_by_name = $4, decided_at = now(), decision_note = $5, window_id = $6 WHERE id = $1")
        .bind(id)
        .bind(d.status)
        .bind(d.decided_by)
        .bind(d.decided_by_name)
        .bind(d.note)
        .bind(d.window_id)
        .execute(tx.conn())
        .await?;
    Ok(())
}
