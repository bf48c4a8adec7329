//! An owner or admin saves the agency's commission rates, the whole set at the version read:
//! each a percentage of premium for a carrier of the catalogue and a line. The audit row keeps
//! the set before and after.

use std::collections::BTreeSet;

use serde_json::json;
use uuid::Uuid;

use super::access;
use super::dto::{CommissionSchedule, CommissionScheduleRequest};
use super::queries;
use super::rules;
use super::view_commission_rates::read;
use crate::audit::{self, Entry};
use crate::auth::Principal;
use crate::error::{AppError, FieldErrors};
use crate::state::AppState;

const STALE: &str =
    "someone saved the commission rates since you opened them; reload to see theirs";

pub async fn set_commission_rates(
    state: &AppState,
    p: &Principal,
    ip: &str,
    asked: &CommissionScheduleRequest,
) -> Result<CommissionSchedule, AppError> {
    access::require(state, p, "write").await?;
    rules::schedule(&asked.rates)?;
    let mut tx = p.tenant_tx(state).await?;
    let version = queries::lock_schedule(&mut tx).await?;
    if version != asked.version {
        return Err(AppError::StaleVersion(STALE.into()));
    }
    let asked_carriers: Vec<Uuid> = asked
        .rates
        .iter()
        .map(|r| r.carrier_id)
        .collect::<BTreeSet<_>>()
        .into_iter()
        .collect();
    let known: BTreeSet<Uuid> = queries::known_carriers(&mut tx, &asked_carriers)
        .await?
        .into_iter()
        .collect();
    let mut errors = FieldErrors::default();
    for (i, r) in asked.rates.iter().enumerate() {
        errors.check(
            known.contains(&r.carrier_id),
            &format!("rates[{i}].carrier_id"),
            "not a carrier of the catalogue",
        );
    }
    errors.finish()?;

    let before = read(&mut tx).await?;
    let carriers: Vec<Uuid> = asked.rates.iter().map(|r| r.carrier_id).collect();
    let lines: Vec<&str> = asked.rates.iter().map(|r| r.line.as_str()).collect();
    let rates: Vec<i32> = asked.rates.iter().map(|r| r.rate_bps).collect();
    queries::replace_rates(&mut tx, &carriers, &lines, &rates, version + 1, p.into()).await?;
    let after = read(&mut tx).await?;
    let snapshot = |s: &CommissionSchedule| {
        json!(s
            .rates
            .iter()
            .map(|r| json!({
                "carrier": r.carrier_name,
                "line": r.line.as_str(),
                "rate": rules::rate_text(r.rate_bps),
            }))
            .collect::<Vec<_>>())
    };
    audit::record(
        &mut tx,
        p,
        ip,
        Entry {
            entity_id: Some(format!("v{}", after.version)),
            before: Some(snapshot(&before)),
            after: Some(snapshot(&after)),
            ..Entry::new(
                "update",
                "commission_rates",
                match after.rates.len() {
                    0 => "Cleared the agency's commission rates".to_string(),
                    1 => "Set the agency's commission rate (1 carrier line)".to_string(),
                    n => format!("Set the agency's commission rates ({n} carrier lines)"),
                },
            )
        },
    )
    .await?;
    tx.commit().await?;
    Ok(after)
}
