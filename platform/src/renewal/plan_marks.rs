//! What a renewal's re-enrollment tells an employee about each plan: new this year, at a new
//! price, or as last year; and which of last year's plans it renews.

use std::collections::HashMap;

use tenants::TenantTx;
use uuid::Uuid;

use super::queries::{self, MarkRow};
use crate::enrollment::dto::{PlanRenewal, SucceededPlan};
use crate::vocabulary::RenewalMark;

/// Plan id → how it compares with last year, when `design_id` is the design made from a renewal
/// (else empty).
pub async fn plan_marks(
    tx: &mut TenantTx,
    design_id: Uuid,
) -> Result<HashMap<String, PlanRenewal>, sqlx::Error> {
    Ok(queries::plan_marks(tx, design_id)
        .await?
        .into_iter()
        .map(|row| (row.plan_id.clone(), renewal_of(row)))
        .collect())
}

fn renewal_of(row: MarkRow) -> PlanRenewal {
    PlanRenewal {
        mark: mark(row.offered_last_year, row.same_rates),
        succeeds: row
            .succeeds_ids
            .into_iter()
            .zip(row.succeeds_names)
            .map(|(plan_id, plan_name)| SucceededPlan { plan_id, plan_name })
            .collect(),
    }
}

/// A plan not offered last year is new; one offered at other rates has a new price.
pub fn mark(offered_last_year: bool, same_rates: bool) -> RenewalMark {
    match (offered_last_year, same_rates) {
        (false, _) => RenewalMark::New,
        (true, false) => RenewalMark::PriceChange,
        (true, true) => RenewalMark::Unchanged,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_successor_or_replacement_is_new_whatever_its_rates() {
        assert_eq!(mark(false, false), RenewalMark::New);
        assert_eq!(mark(false, true), RenewalMark::New);
    }

    #[test]
    fn a_plan_carried_on_is_a_price_change_only_when_its_rates_moved() {
        assert_eq!(mark(true, false), RenewalMark::PriceChange);
        assert_eq!(mark(true, true), RenewalMark::Unchanged);
    }

    #[test]
    fn the_plans_it_renews_keep_their_names() {
        let r = renewal_of(MarkRow {
            plan_id: "gold-2027".into(),
            offered_last_year: false,
            same_rates: false,
            succeeds_ids: vec!["gold".into(), "silver".into()],
            succeeds_names: vec!["Gold PPO".into(), "Silver HMO".into()],
        });
        assert_eq!(r.mark, RenewalMark::New);
        assert_eq!(r.succeeds.len(), 2);
        assert_eq!(r.succeeds[1].plan_id, "silver");
        assert_eq!(r.succeeds[1].plan_name, "Silver HMO");
    }
}
