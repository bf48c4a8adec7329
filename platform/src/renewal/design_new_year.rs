//! The new plan year's design from the approved renewal: the mapped renewal plans of every line
//! kept, at their renewal rates, under the contribution, waiting period and pay frequency in
//! force. The employer approved the renewal, so the design is approved with it, in their name.

use uuid::Uuid;

use super::dto::{GroupRenewal, RenewalVersion};
use super::lock::{bump, lock_open};
use super::new_year::{carried_contribution, new_year_plans, Renewed};
use super::queries;
use super::rates::renewal_rates;
use super::view_renewal::view_renewal;
use crate::audit::{self, Entry};
use crate::auth::Principal;
use crate::error::AppError;
use crate::plan_design::queries::{self as designs, NewDesign};
use crate::plan_design::rules::DesignDraft;
use crate::state::AppState;
use crate::vocabulary::RenewalDecisionStatus;

pub async fn design_new_year(
    state: &AppState,
    p: &Principal,
    ip: &str,
    renewal_id: Uuid,
    body: &RenewalVersion,
) -> Result<GroupRenewal, AppError> {
    p.require(state, "renewal", "write").await?;
    let mut tx = p.tenant_tx(state).await?;
    let renewal = lock_open(&mut tx, p, renewal_id, body.version).await?;
    if renewal.design_id.is_some() {
        return Err(AppError::Conflict(
            "the new plan year's design is already made from this renewal".into(),
        ));
    }
    let decision = queries::decision_state(&mut tx, renewal.id).await?;
    if decision.decision_status != RenewalDecisionStatus::Approved {
        return Err(AppError::check_failed(
            "the employer has not approved the renewal decision yet",
        ));
    }
    let current_id = renewal.current_design_id.ok_or_else(|| {
        AppError::check_failed("the plan year in force has no design in Canopy to renew")
    })?;
    let current = designs::design(&mut tx, current_id, None).await?;
    let rows = queries::plans(&mut tx, renewal.id).await?;
    let rates = renewal_rates(&mut tx, &rows, &current.rating_area, renewal.effective_date).await?;
    let renewed: Vec<Renewed> = rows
        .iter()
        .map(|r| Renewed {
            current_plan_id: &r.current_plan_id,
            current_plan_name: &r.current_plan.0.name,
            line: r.line,
            mapping: r.mapping,
            renewal_plan: r.renewal_plan.as_ref().map(|p| &p.0),
            rates: rates.tables.get(&r.current_plan_id),
        })
        .collect();
    let decisions: Vec<_> = queries::decisions(&mut tx, renewal.id)
        .await?
        .into_iter()
        .map(|d| (d.line, d.decision))
        .collect();
    let new_year = new_year_plans(&renewed, &decisions).map_err(AppError::check_failed)?;
    let contribution =
        carried_contribution(&current.contribution.0, &new_year).map_err(AppError::check_failed)?;
    let draft = DesignDraft {
        plan_year: renewal.plan_year,
        effective_date: renewal.effective_date,
        offering_model: current.offering_model,
        plan_ids: new_year.plans.iter().map(|(p, _)| p.id.clone()).collect(),
        contribution,
        waiting_period: current.waiting_period,
        pay_frequency: current.pay_frequency,
        source_quote_id: None,
        version: None,
    };
    let number = designs::next_number(&mut tx, renewal.group_id, renewal.plan_year).await?;
    let design_id = designs::insert(
        &mut tx,
        &NewDesign {
            group_id: renewal.group_id,
            number,
            rating_area: &current.rating_area,
            created_by: p.user_id,
            draft: &draft,
        },
    )
    .await?;
    let plans: Vec<_> = new_year
        .plans
        .iter()
        .map(|(plan, table)| ((*plan).clone(), (*table).clone()))
        .collect();
    designs::save_plans(&mut tx, design_id, &plans).await?;
    designs::supersede_approved(&mut tx, renewal.group_id, renewal.plan_year).await?;
    let approved_by = decision
        .decided_by_name
        .as_deref()
        .unwrap_or("the employer");
    let note = format!(
        "Approved with the {} renewal by {approved_by}",
        renewal.plan_year
    );
    designs::record_decision(
        &mut tx,
        design_id,
        "approved",
        decision.decided_by.unwrap_or(p.user_id),
        Some(&note),
    )
    .await?;
    queries::set_design(&mut tx, renewal.id, design_id).await?;
    bump(&mut tx, &renewal).await?;
    audit::record(
        &mut tx,
        p,
        ip,
        Entry {
            entity_id: Some(design_id.to_string()),
            group_id: Some(renewal.group_id),
            after: Some(serde_json::json!({
                "renewal_id": renewal.id,
                "plan_year": renewal.plan_year,
                "plans": draft.plan_ids,
                "dropped": new_year.dropped.iter().map(|l| l.as_str()).collect::<Vec<_>>(),
            })),
            ..Entry::new(
                "renewal.design",
                "plan_design",
                format!(
                    "Made the {} plan design from the approved renewal: {} plans",
                    renewal.plan_year,
                    draft.plan_ids.len()
                ),
            )
        },
    )
    .await?;
    tx.commit().await?;
    view_renewal(state, p, renewal.group_id).await
}
