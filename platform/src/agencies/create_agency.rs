//! Create an agency: its record, its own database schema and its default brand, at once.

use tenants::TenantTx;

use super::queries::{self, AgencyRow};
use super::rules;
use crate::audit::{self, Entry};
use crate::auth::Principal;
use crate::error::AppError;
use crate::state::AppState;

pub async fn create_agency(
    state: &AppState,
    p: &Principal,
    ip: &str,
    name: &str,
    slug: &str,
) -> Result<AgencyRow, AppError> {
    p.require(state, "agencies", "create").await?;
    let (name, slug) = rules::new_agency(name, slug)?;
    let agency = tenants::registry::provision(&state.pool, &slug, &name).await?;
    let mut tx = TenantTx::begin(&state.pool, &agency).await?;
    audit::record(
        &mut tx,
        p,
        ip,
        Entry {
            entity_id: Some(agency.id.to_string()),
            ..Entry::new(
                "create",
                "agency",
                format!("Agency created by the platform operator {}", p.name),
            )
        },
    )
    .await?;
    tx.commit().await?;
    tracing::info!(agency = %agency.slug, schema = %agency.schema_name, by = %p.email, "agency created");
    queries::get(&state.pool, agency.id)
        .await?
        .ok_or_else(|| AppError::not_found("agency"))
}
