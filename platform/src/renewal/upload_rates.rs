//! The carrier's renewal rates uploaded as a rates file (the catalogue's CSV shape, age-banded or
//! tier-rated), read for the
//! group's rating area: they price the plans they name ahead of the catalogue and replace a
//! percentage entered for them. The file loads whole or not at all; a decision already sent goes
//! back to a draft.

use std::collections::HashSet;

use uuid::Uuid;

use super::dto::GroupRenewal;
use super::lock::{bump, lock_open};
use super::queries;
use super::rules::{uploaded_tables, Renewing, UploadedRows};
use super::view_renewal::view_renewal;
use crate::audit::{self, Entry};
use crate::auth::Principal;
use crate::catalogue::puf;
use crate::catalogue::queries::rating_area_ids;
use crate::catalogue::rules::file_problems;
use crate::error::AppError;
use crate::state::AppState;

pub async fn upload_rates(
    state: &AppState,
    p: &Principal,
    ip: &str,
    renewal_id: Uuid,
    version: i32,
    file_name: &str,
    bytes: &[u8],
) -> Result<GroupRenewal, AppError> {
    p.require(state, "renewal", "write").await?;
    let mut tx = p.tenant_tx(state).await?;
    let renewal = lock_open(&mut tx, p, renewal_id, version).await?;
    let terms = match renewal.current_design_id {
        Some(d) => queries::design_terms(&mut tx, d).await?,
        None => None,
    };
    let Some(terms) = terms else {
        let reason = "the plan year being renewed has no approved plan design in Canopy, so no rating area to read rates for".to_string();
        return Err(AppError::CheckFailed {
            message: format!("renewal rates cannot be uploaded: {reason}"),
            failing: vec![reason],
        });
    };
    let plans = queries::plans(&mut tx, renewal.id).await?;
    let known: HashSet<String> = plans.iter().map(|p| p.current_plan_id.clone()).collect();
    let areas = rating_area_ids(tx.conn()).await?;
    let renewing: Vec<Renewing> = plans
        .iter()
        .map(|p| Renewing {
            plan_id: &p.current_plan_id,
            mapping: p.mapping,
            current_rates: &p.current_rates.0,
        })
        .collect();
    let plans_of = "in the plan year being renewed";
    let refused = |fields| AppError::Validation {
        message: "the renewal rates cannot be used; nothing was loaded".into(),
        fields,
    };
    let tables = if puf::is_composite(bytes) {
        let rows = puf::read_composite(bytes, &known, plans_of, &areas)
            .map_err(|problems| file_problems(&problems))?;
        uploaded_tables(UploadedRows::Tiers(&rows), &terms.rating_area, &renewing)
    } else {
        let rows = puf::read(bytes, &known, plans_of, &areas)
            .map_err(|problems| file_problems(&problems))?;
        uploaded_tables(UploadedRows::Ages(&rows), &terms.rating_area, &renewing)
    }
    .map_err(refused)?;
    let file = file_name.chars().take(255).collect::<String>();
    queries::set_uploaded_rates(&mut tx, renewal.id, &tables, &file, p.into()).await?;
    queries::reopen_decision(&mut tx, renewal.id).await?;
    bump(&mut tx, &renewal).await?;
    let named: Vec<&str> = tables.iter().map(|(id, _)| id.as_str()).collect();
    audit::record(
        &mut tx,
        p,
        ip,
        Entry {
            entity_id: Some(renewal.id.to_string()),
            group_id: Some(renewal.group_id),
            after: Some(serde_json::json!({ "file": file, "plans": named, "rating_area": terms.rating_area })),
            ..Entry::new(
                "renewal.rates",
                "renewal",
                format!(
                    "Uploaded renewal rates for {} {} of the {} renewal from {file}",
                    named.len(),
                    if named.len() == 1 { "plan" } else { "plans" },
                    renewal.plan_year
                ),
            )
        },
    )
    .await?;
    tx.commit().await?;
    view_renewal(state, p, renewal.group_id).await
}
