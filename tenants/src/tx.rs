use sqlx::{PgConnection, PgPool, Postgres, Transaction};
use uuid::Uuid;

use crate::registry::{check_schema_name, Agency};
use crate::TenantError;

/// A transaction scoped to one agency's schema.
///
/// It sets `search_path` with `set_config(..., true)` (SET LOCAL semantics): the setting dies
/// with the transaction, so a pooled connection never carries one agency's path into another
/// request, and this stays correct behind PgBouncer in transaction mode. The path holds only
/// the agency schema: an unqualified name can never fall through to `public`.
pub struct TenantTx {
    tx: Transaction<'static, Postgres>,
    agency_id: Uuid,
}

impl TenantTx {
    pub async fn begin(pool: &PgPool, agency: &Agency) -> Result<Self, TenantError> {
        Self::begin_for(pool, agency.id, &agency.schema_name).await
    }

    pub async fn begin_for(
        pool: &PgPool,
        agency_id: Uuid,
        schema: &str,
    ) -> Result<Self, TenantError> {
        check_schema_name(schema)?;
        // One round trip for both (the name is checked above: letters, digits and `_` only).
        let tx = pool
            .begin_with(format!("BEGIN; SET LOCAL search_path TO {schema}"))
            .await?;
        Ok(Self { tx, agency_id })
    }

    /// Carries on a transaction that has so far touched `public` only (users, memberships,
    /// invitations…) in the agency's schema, so the agency's side of the same change commits
    /// with it or not at all. Statements after this point reach `public` only by qualified names.
    pub async fn enter(
        tx: Transaction<'static, Postgres>,
        agency: &Agency,
    ) -> Result<Self, TenantError> {
        Self::enter_for(tx, agency.id, &agency.schema_name).await
    }

    pub async fn enter_for(
        mut tx: Transaction<'static, Postgres>,
        agency_id: Uuid,
        schema: &str,
    ) -> Result<Self, TenantError> {
        check_schema_name(schema)?;
        set_local_search_path(&mut tx, schema).await?;
        Ok(Self { tx, agency_id })
    }

    pub fn agency_id(&self) -> Uuid {
        self.agency_id
    }

    /// The connection to run tenant queries on.
    pub fn conn(&mut self) -> &mut PgConnection {
        &mut self.tx
    }

    pub async fn commit(self) -> Result<(), TenantError> {
        self.tx.commit().await?;
        Ok(())
    }
}

pub(crate) async fn set_local_search_path(
    conn: &mut PgConnection,
    schema: &str,
) -> Result<(), sqlx::Error> {
    sqlx::query("SELECT set_config('search_path', $1, true)")
        .bind(schema)
        .execute(conn)
        .await?;
    Ok(())
}

pub(crate) async fn lock_schema(conn: &mut PgConnection, schema: &str) -> Result<(), sqlx::Error> {
    sqlx::query("SELECT pg_advisory_xact_lock(hashtext('canopy.schema.' || $1))")
        .bind(schema)
        .execute(conn)
        .await?;
    Ok(())
}
