use futures_util::stream::{self, StreamExt};
use sqlx::migrate::Migrator;
use sqlx::{Connection, PgConnection, PgPool};

use crate::registry;
use crate::tx::{lock_schema, set_local_search_path};
use crate::TenantError;

/// Migrations of the `public` schema (run on a pool whose search_path is `public`).
pub static PLATFORM: Migrator = sqlx::migrate!("../migrations/platform");

/// Migrations of every agency schema; each schema keeps its own `_sqlx_migrations`. Without
/// sqlx's lock, which is one per database: the schema's own lock
/// ([`migrate_schema_in_tx`]) keeps two migrators of one schema apart, and schemas are
/// migrated side by side.
pub static TENANT: Migrator = Migrator {
    locking: false,
    ..sqlx::migrate!("../migrations/tenant")
};

pub async fn migrate_platform(pool: &PgPool) -> Result<(), TenantError> {
    PLATFORM.run(pool).await?;
    Ok(())
}

/// Applies the tenant migrations to `schema` inside the caller's transaction.
///
/// The transaction-scoped advisory lock on the schema makes a second migrator wait until the
/// first one has committed, so it then sees the migrations as applied instead of racing it.
pub async fn migrate_schema_in_tx(
    conn: &mut PgConnection,
    schema: &str,
) -> Result<(), TenantError> {
    registry::check_schema_name(schema)?;
    lock_schema(conn, schema).await?;
    set_local_search_path(conn, schema).await?;
    TENANT.run_direct(conn).await?;
    set_local_search_path(conn, "public").await?;
    Ok(())
}

/// Progress of [`migrate_all`], reported after each agency.
#[derive(Debug, Clone)]
pub struct Progress<'a> {
    pub done: usize,
    pub total: usize,
    pub slug: &'a str,
}

/// Upgrades every agency schema, one transaction per agency, several agencies at once (as
/// many as the pool allows, at most [`MAX_PARALLEL`]). Idempotent, and safe to run twice at
/// once. Stops at the first schema that fails; the ones already upgraded stay upgraded.
pub async fn migrate_all(
    pool: &PgPool,
    mut on_progress: impl FnMut(Progress<'_>),
) -> Result<usize, TenantError> {
    // A closed agency's schema was dropped when it was purged.
    let agencies: Vec<_> = registry::list_all(pool)
        .await?
        .into_iter()
        .filter(|a| a.status != "closed")
        .collect();
    let total = agencies.len();
    let parallel = (pool.options().get_max_connections() as usize / 2).clamp(1, MAX_PARALLEL);
    let mut upgrades = stream::iter(&agencies)
        .map(|agency| async move {
            let mut conn = pool.acquire().await?;
            let mut tx = conn.begin().await?;
            migrate_schema_in_tx(&mut tx, &agency.schema_name).await?;
            tx.commit().await?;
            Ok::<_, TenantError>(agency)
        })
        .buffer_unordered(parallel);
    let mut done = 0;
    while let Some(agency) = upgrades.next().await {
        let agency = agency?;
        done += 1;
        on_progress(Progress {
            done,
            total,
            slug: &agency.slug,
        });
    }
    Ok(total)
}

/// The most agency schemas upgraded at once: past it, the database's cores are the limit.
pub const MAX_PARALLEL: usize = 8;
