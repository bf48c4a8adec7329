//! Whether this server should be sent traffic: its database answers, every migration it was
//! built with is applied, and it is not shutting down.

use std::sync::atomic::{AtomicBool, Ordering};
use std::time::Duration;

use sqlx::PgPool;

use super::queries;

/// How long the database may take to answer a readiness check.
pub const DATABASE_TIMEOUT: Duration = Duration::from_secs(2);

#[derive(Debug, Default)]
pub struct Readiness {
    shutting_down: AtomicBool,
    /// Migrations once found applied stay applied: the check is not made again.
    migrated: AtomicBool,
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub enum NotReady {
    ShuttingDown,
    /// The database did not answer in time, or answered with an error (the text, for the log).
    Database(String),
    MigrationsPending,
}

impl Readiness {
    /// From now on the server answers "not ready", so load balancers stop sending it requests
    /// while it finishes those it has.
    pub fn begin_shutdown(&self) {
        self.shutting_down.store(true, Ordering::Relaxed);
    }

    pub fn shutting_down(&self) -> bool {
        self.shutting_down.load(Ordering::Relaxed)
    }

    pub async fn check(&self, pool: &PgPool) -> Result<(), NotReady> {
        if self.shutting_down() {
            return Err(NotReady::ShuttingDown);
        }
        bounded(queries::ping(pool)).await?;
        if self.migrated.load(Ordering::Relaxed) {
            return Ok(());
        }
        let pending = bounded(queries::migrations_pending(
            pool,
            &platform_versions(),
            tenant_latest(),
            DATABASE_TIMEOUT.as_millis() as u32,
        ))
        .await?;
        if pending {
            return Err(NotReady::MigrationsPending);
        }
        self.migrated.store(true, Ordering::Relaxed);
        Ok(())
    }
}

async fn bounded<T>(
    query: impl std::future::Future<Output = Result<T, sqlx::Error>>,
) -> Result<T, NotReady> {
    match tokio::time::timeout(DATABASE_TIMEOUT, query).await {
        Ok(Ok(value)) => Ok(value),
        Ok(Err(e)) => Err(NotReady::Database(e.to_string())),
        Err(_) => Err(NotReady::Database(format!(
            "no answer within {} ms",
            DATABASE_TIMEOUT.as_millis()
        ))),
    }
}

fn platform_versions() -> Vec<i64> {
    tenants::migrations::PLATFORM
        .iter()
        .filter(|m| !m.migration_type.is_down_migration())
        .map(|m| m.version)
        .collect()
}

fn tenant_latest() -> Option<i64> {
    tenants::migrations::TENANT
        .iter()
        .filter(|m| !m.migration_type.is_down_migration())
        .map(|m| m.version)
        .max()
}
