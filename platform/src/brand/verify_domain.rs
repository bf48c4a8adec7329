//! Look up a custom domain's TXT record now; a verified domain starts resolving to the agency.

use super::queries::{self, DomainRow};
use crate::audit::{self, Entry};
use crate::auth::Principal;
use crate::domains::{challenge_name, challenge_value};
use crate::error::AppError;
use crate::state::AppState;

pub async fn verify_domain(
    state: &AppState,
    p: &Principal,
    ip: &str,
    domain: &str,
) -> Result<DomainRow, AppError> {
    p.require(state, "agency", "update").await?;
    let agency_id = p.agency()?.id;
    let row = queries::domain(&state.pool, agency_id, &domain.to_ascii_lowercase())
        .await?
        .ok_or_else(|| AppError::not_found("domain"))?;
    if row.verified_at.is_some() {
        return Ok(row);
    }
    let expected = challenge_value(&row.verification_token);
    let found = state
        .dns
        .txt(&challenge_name(&row.domain))
        .await
        .map_err(|e| AppError::Conflict(format!("the DNS lookup failed: {e}")))?;
    if !found.iter().any(|v| v.trim_matches('"') == expected) {
        return Err(AppError::Conflict(format!(
            "the TXT record {} = {expected} was not found yet; DNS changes can take a while to appear",
            challenge_name(&row.domain)
        )));
    }
    let mut tx = state.pool.begin().await?;
    let row = queries::mark_verified(&mut tx, agency_id, &row.domain).await?;
    audit::commit_with(
        tx,
        p,
        ip,
        Entry {
            entity_id: Some(row.domain.clone()),
            ..Entry::new(
                "verify",
                "domain",
                format!("Verified the domain {}", row.domain),
            )
        },
    )
    .await?;
    Ok(row)
}
