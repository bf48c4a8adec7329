//! The renewal rates of each plan being renewed: its current rates changed by the carrier's
//! percentage, or else the carrier's rates uploaded for the renewal, or else the renewal plan's
//! catalogue rates for the new plan year.

use std::collections::HashMap;

use chrono::NaiveDate;
use tenants::TenantTx;

use super::queries::RenewalPlanRow;
use super::reprice::scaled;
use crate::catalogue::queries::{self as catalogue, Scope};
use crate::rating::premium::RateTable;
use crate::vocabulary::{RenewalMapping, RenewalRateSource};

/// Each plan's renewal rates by current plan id, and where each plan's come from.
pub struct RenewalRates {
    pub tables: HashMap<String, RateTable>,
    pub sources: HashMap<String, RenewalRateSource>,
}

pub async fn renewal_rates(
    tx: &mut TenantTx,
    plans: &[RenewalPlanRow],
    rating_area: &str,
    effective: NaiveDate,
) -> Result<RenewalRates, sqlx::Error> {
    let from_catalogue: Vec<String> = plans
        .iter()
        .filter(|p| p.rate_change_bps.is_none() && p.uploaded_rates.is_none())
        .filter_map(|p| p.renewal_plan_id.clone())
        .collect();
    let catalogue_tables = if from_catalogue.is_empty() {
        HashMap::new()
    } else {
        catalogue::rate_tables(
            tx.conn(),
            Scope::Agency,
            &from_catalogue,
            rating_area,
            effective,
        )
        .await?
    };
    let mut tables = HashMap::new();
    let mut sources = HashMap::new();
    for p in plans {
        let table = match (p.mapping, p.rate_change_bps, &p.renewal_plan_id) {
            (RenewalMapping::Discontinued, _, _) | (_, _, None) => None,
            (_, Some(bps), _) => scaled(&p.current_rates.0, bps)
                .table()
                .map(|t| (t, RenewalRateSource::Percent)),
            (_, None, Some(_)) if p.uploaded_rates.is_some() => p
                .uploaded_rates
                .as_ref()
                .and_then(|r| r.0.table())
                .map(|t| (t, RenewalRateSource::Uploaded)),
            (_, None, Some(id)) => catalogue_tables
                .get(id)
                .cloned()
                .map(|t| (t, RenewalRateSource::Catalogue)),
        };
        match table {
            Some((t, source)) => {
                tables.insert(p.current_plan_id.clone(), t);
                sources.insert(p.current_plan_id.clone(), source);
            }
            None => {
                sources.insert(p.current_plan_id.clone(), RenewalRateSource::Missing);
            }
        }
    }
    Ok(RenewalRates { tables, sources })
}
