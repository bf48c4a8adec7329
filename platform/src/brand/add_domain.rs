//! Add a custom domain; it resolves to the agency once its TXT record is verified.

use super::queries::{self, DomainRow};
use crate::audit::{self, Entry};
use crate::auth::Principal;
use crate::domains::validate_domain;
use crate::error::AppError;
use crate::state::AppState;

pub async fn add_domain(
    state: &AppState,
    p: &Principal,
    ip: &str,
    asked: &str,
) -> Result<DomainRow, AppError> {
    p.require(state, "agency", "update").await?;
    let domain = validate_domain(asked, &state.config.base_domain)
        .map_err(|problem| AppError::field("domain", problem))?;
    let token = crate::crypto::random_token()[..32].to_string();
    let mut tx = state.pool.begin().await?;
    let row = queries::insert_domain(&mut tx, p.agency()?.id, &domain, &token)
        .await?
        .ok_or_else(|| AppError::Conflict("this domain is already registered".into()))?;
    audit::commit_with(
        tx,
        p,
        ip,
        Entry {
            entity_id: Some(domain.clone()),
            ..Entry::new("create", "domain", format!("Added the domain {domain}"))
        },
    )
    .await?;
    Ok(row)
}
