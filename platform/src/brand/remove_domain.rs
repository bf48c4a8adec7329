//! Remove a custom domain; it stops resolving to the agency at once.

use super::queries;
use crate::audit::{self, Entry};
use crate::auth::Principal;
use crate::error::AppError;
use crate::state::AppState;

pub async fn remove_domain(
    state: &AppState,
    p: &Principal,
    ip: &str,
    domain: &str,
) -> Result<(), AppError> {
    p.require(state, "agency", "update").await?;
    let mut tx = state.pool.begin().await?;
    if !queries::delete_domain(&mut tx, p.agency()?.id, &domain.to_ascii_lowercase()).await? {
        return Err(AppError::not_found("domain"));
    }
    audit::commit_with(
        tx,
        p,
        ip,
        Entry {
            entity_id: Some(domain.to_string()),
            ..Entry::new("delete", "domain", format!("Removed the domain {domain}"))
        },
    )
    .await?;
    Ok(())
}
