//! The agency's commission rates, per carrier and line, with who saved them last.

use super::access;
use super::dto::{CommissionRate, CommissionSchedule};
use super::queries::{self, RateRow, ScheduleRow};
use crate::auth::Principal;
use crate::error::AppError;
use crate::state::AppState;
use tenants::TenantTx;

pub async fn view_commission_rates(
    state: &AppState,
    p: &Principal,
) -> Result<CommissionSchedule, AppError> {
    access::require(state, p, "read").await?;
    let mut tx = p.tenant_tx(state).await?;
    let schedule = read(&mut tx).await?;
    tx.commit().await?;
    Ok(schedule)
}

/// The schedule as saved, in the caller's transaction.
pub async fn read(tx: &mut TenantTx) -> Result<CommissionSchedule, AppError> {
    let saved = queries::schedule(tx).await?;
    let rates = queries::rates(tx).await?;
    Ok(assemble(saved, rates))
}

fn assemble(saved: Option<ScheduleRow>, rates: Vec<RateRow>) -> CommissionSchedule {
    CommissionSchedule {
        version: saved.as_ref().map_or(0, |s| s.version),
        updated_by_name: saved.as_ref().map(|s| s.updated_by_name.clone()),
        updated_at: saved.map(|s| s.updated_at),
        rates: rates
            .into_iter()
            .map(|r| CommissionRate {
                carrier_id: r.carrier_id,
                carrier_name: r.carrier_name,
                line: r.line,
                rate_bps: r.rate_bps,
            })
            .collect(),
    }
}
