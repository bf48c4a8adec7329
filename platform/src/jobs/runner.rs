//! Runs jobs in the background of this process.

use tenants::{Agency, TenantTx};
use uuid::Uuid;

use super::queries;
use crate::auth::Principal;
use crate::state::AppState;

/// Starts a census commit; its outcome lands in the job row (and the census version).
pub fn spawn_census_commit(state: AppState, agency: Agency, job_id: Uuid, version_id: Uuid, actor: Principal, ip: String) {
    tokio::spawn(async move {
        let outcome = crate::census::import::run_commit(&state, &agency, job_id, version_id, &actor, &ip).await;
        let result = match outcome {
            Ok(committed) => Ok(serde_json::to_value(committed).unwrap_or_default()),
            Err(e) => {
                let message = match &e {
                    crate::error::AppError::Database(db) => {
                        tracing::error!(job = %job_id, error = %db, "census commit failed");
                        "the import could not be saved; nothing was changed".to_string()
                    }
                    other => other.to_string(),
                };
                if let Ok(mut tx) = TenantTx::begin(&state.pool, &agency).await {
                    let reset = sqlx::query("UPDATE census_versions SET status = 'validated', failure = $2 WHERE id = $1 AND status = 'committing'")
                        .bind(version_id)
                        .bind(&message)
                        .execute(tx.conn())
                        .await;
                    if reset.is_ok() {
                        let _ = tx.commit().await;
                    }
                }
                Err(message)
            }
        };
        if let Err(e) = queries::finish(&state.pool, &agency, job_id, result).await {
            tracing::error!(job = %job_id, error = %e, "recording the job's outcome failed");
        }
    });
}

/// At start-up: jobs a stopped process left running are marked failed (their transaction
/// rolled back, so nothing was half done) and can be retried.
pub async fn recover(pool: &sqlx::PgPool) -> anyhow::Result<u64> {
    let mut total = 0;
    for agency in tenants::registry::list_all(pool).await? {
        let mut tx = TenantTx::begin(pool, &agency).await?;
        total += queries::fail_interrupted(&mut tx).await?;
        tx.commit().await?;
    }
    Ok(total)
}
