//! The demo book's renewals: the daily round's work as it would have found the book, each renewal
//! dated the day its group came within 120 days of its renewal date; the client in force has its
//! renewal rates in: medical up by the carrier's percentage, its first dental plan gone to the
//! carrier's successor (or another carrier's plan), vision at the carrier's uploaded rates; two
//! marketing quotes for the new plan year beside it; and the broker's decision per line sent,
//! awaiting the employer.

use chrono::Utc;
use tenants::{Agency, TenantTx};

use super::quotes::{
    medical, quote, PlanYear, DENTAL, GOLD_HMO, GOLD_PPO, ROCKY, SILVER_HSA, SILVER_POS, SUMMIT,
};
use crate::auth::Principal;
use crate::catalogue::puf;
use crate::catalogue::queries::{self as catalogue, Scope};
use crate::error::AppError;
use crate::renewal::dto::{
    GroupRenewal, LineDecision, RenewalAlternativesUpdate, RenewalDecisionInput, RenewalPlanInput,
    RenewalPlansUpdate, RenewalRecord, RenewalVersion,
};
use crate::renewal::map_plans::map_plans;
use crate::renewal::open_due::open_due;
use crate::renewal::queries as renewal_queries;
use crate::renewal::record_decision::record_decision;
use crate::renewal::rules::OPENS_DAYS_BEFORE;
use crate::renewal::send_decision::send_decision;
use crate::renewal::set_alternatives::set_alternatives;
use crate::renewal::upload_rates::upload_rates;
use crate::renewal::view_renewal::view_renewal;
use crate::state::AppState;
use crate::vocabulary::{Line, RenewalDecision, RenewalMapping};

/// The medical carrier's renewal increase, in hundredths of a percent.
const MEDICAL_INCREASE_BPS: i32 = 850;

pub async fn seed_renewals(
    state: &AppState,
    agency: &Agency,
    owner: &Principal,
    in_force_group: &str,
) -> Result<(), AppError> {
    open_due(state, agency, Utc::now().date_naive()).await?;
    let mut tx = TenantTx::begin(&state.pool, agency).await?;
    sqlx::query(&format!(
        "UPDATE renewals SET created_at = LEAST(now(), (effective_date - {OPENS_DAYS_BEFORE})::timestamptz + interval '7 hours')"
    ))
    .execute(tx.conn())
    .await?;
    sqlx::query(&format!(
        "UPDATE stage_moves m SET moved_at = LEAST(now(), (r.effective_date - {OPENS_DAYS_BEFORE})::timestamptz + interval '7 hours')
           FROM renewals r WHERE m.group_id = r.group_id AND m.trigger = 'renewal_opened'"
    ))
    .execute(tx.conn())
    .await?;
    let group_id: uuid::Uuid = sqlx::query_scalar("SELECT id FROM groups WHERE name = $1")
        .bind(in_force_group)
        .fetch_one(tx.conn())
        .await?;
    let Some(renewal) = renewal_queries::latest(&mut tx, group_id).await? else {
        tx.commit().await?;
        return Ok(());
    };
    let plans = renewal_queries::plans(&mut tx, renewal.id).await?;
    let mut inputs: Vec<RenewalPlanInput> = plans
        .iter()
        .filter(|p| p.line == Line::Medical)
        .map(|p| RenewalPlanInput {
            current_plan_id: p.current_plan_id.clone(),
            mapping: RenewalMapping::Same,
            renewal_plan_id: None,
            rate_change_bps: Some(MEDICAL_INCREASE_BPS),
        })
        .collect();
    if let Some(dental) = plans.iter().find(|p| p.line == Line::Dental) {
        let current: Vec<&str> = plans.iter().map(|p| p.current_plan_id.as_str()).collect();
        // The carrier's own next plan where it has one, else the broker's pick of another's.
        let successor: Option<(String, bool)> = sqlx::query_as(
            "SELECT p.id, p.carrier_id = $1 FROM public.plans p
              WHERE p.line = 'dental' AND p.id <> ALL($2)
                AND EXISTS (SELECT 1 FROM public.plan_rates r JOIN public.plan_rates c
                              ON c.plan_id = $3 AND c.rating_area = r.rating_area
                             WHERE r.plan_id = p.id AND $4 BETWEEN r.effective_from AND r.effective_to)
              ORDER BY p.carrier_id = $1 DESC, p.id LIMIT 1",
        )
        .bind(dental.current_plan.0.carrier_id)
        .bind(&current)
        .bind(&dental.current_plan_id)
        .bind(renewal.effective_date)
        .fetch_optional(tx.conn())
        .await?;
        if let Some((id, same_carrier)) = successor {
            inputs.push(RenewalPlanInput {
                current_plan_id: dental.current_plan_id.clone(),
                mapping: if same_carrier {
                    RenewalMapping::Successor
                } else {
                    RenewalMapping::Replacement
                },
                renewal_plan_id: Some(id),
                rate_change_bps: None,
            });
        }
    }
    tx.commit().await?;
    if inputs.is_empty() {
        return Ok(());
    }
    let mapped = map_plans(
        state,
        owner,
        "127.0.0.1",
        renewal.id,
        &RenewalPlansUpdate {
            version: renewal.version,
            plans: inputs,
        },
    )
    .await?;
    let Some(r) = mapped.renewal else {
        return Ok(());
    };
    let r = upload_vision_rates(state, agency, owner, group_id, &r)
        .await?
        .renewal
        .unwrap_or(r);
    let r = market(state, agency, owner, in_force_group, r.id, r.version)
        .await?
        .renewal
        .unwrap_or(r);
    // The broker's decision, sent: it awaits the employer.
    let mut lines: Vec<Line> = r.plans.iter().map(|p| p.line).collect();
    lines.dedup();
    let decided = record_decision(
        state,
        owner,
        "127.0.0.1",
        r.id,
        &RenewalDecisionInput {
            version: r.version,
            lines: lines
                .into_iter()
                .map(|line| LineDecision {
                    line,
                    decision: match line {
                        Line::Dental => RenewalDecision::ChangePlans,
                        _ => RenewalDecision::Renew,
                    },
                    note: (line == Line::Medical).then(|| {
                        "Front Range's 8.5 % is below the market's trend; renewing beats moving 300 people.".to_string()
                    }),
                })
                .collect(),
        },
    )
    .await?;
    let version = decided.renewal.map(|r| r.version).unwrap_or(r.version);
    send_decision(state, owner, "127.0.0.1", r.id, &RenewalVersion { version }).await?;
    Ok(())
}

/// The group marketed for its new plan year: two carriers' quotes put beside the renewal.
async fn market(
    state: &AppState,
    agency: &Agency,
    owner: &Principal,
    group: &str,
    renewal_id: uuid::Uuid,
    version: i32,
) -> Result<GroupRenewal, AppError> {
    let rocky = quote(
        state,
        agency,
        owner,
        group,
        PlanYear::Renewing,
        "Renewal marketing: Rocky Mountain",
        &["medical"],
        vec![medical(ROCKY, GOLD_PPO), medical(ROCKY, SILVER_HSA)],
        "presented",
    )
    .await?;
    let summit = quote(
        state,
        agency,
        owner,
        group,
        PlanYear::Renewing,
        "Renewal marketing: Summit and Pioneer",
        &["medical", "dental"],
        vec![
            medical(SUMMIT, GOLD_HMO),
            medical(SUMMIT, SILVER_POS),
            DENTAL[2].to_string(),
        ],
        "presented",
    )
    .await?;
    let mut tx = TenantTx::begin(&state.pool, agency).await?;
    sqlx::query(
        "UPDATE quotes SET created_at = now() - interval '21 days', presented_at = now() - interval '14 days'
          WHERE id = ANY($1)",
    )
    .bind([rocky, summit])
    .execute(tx.conn())
    .await?;
    tx.commit().await?;
    set_alternatives(
        state,
        owner,
        "127.0.0.1",
        renewal_id,
        &RenewalAlternativesUpdate {
            version,
            quote_ids: vec![rocky, summit],
        },
    )
    .await
}

/// The vision carrier's renewal file: its rates for the new plan year in the group's rating area
/// (and a neighbouring one, as carriers send them), uploaded as the broker would.
async fn upload_vision_rates(
    state: &AppState,
    agency: &Agency,
    owner: &Principal,
    group_id: uuid::Uuid,
    r: &RenewalRecord,
) -> Result<GroupRenewal, AppError> {
    let vision: Vec<String> = r
        .plans
        .iter()
        .filter(|p| p.line == Line::Vision && p.mapping == RenewalMapping::Same)
        .map(|p| p.current_plan_id.clone())
        .collect();
    let mut tx = TenantTx::begin(&state.pool, agency).await?;
    let area: Option<String> = sqlx::query_scalar(
        "SELECT d.rating_area FROM renewals r JOIN plan_designs d ON d.id = r.current_design_id WHERE r.id = $1",
    )
    .bind(r.id)
    .fetch_optional(tx.conn())
    .await?;
    let tables = match &area {
        Some(area) if !vision.is_empty() => {
            catalogue::rate_tables(tx.conn(), Scope::Agency, &vision, area, r.effective_date)
                .await?
        }
        _ => Default::default(),
    };
    tx.commit().await?;
    let Some(area) = area.filter(|_| !tables.is_empty()) else {
        return view_renewal(state, owner, group_id).await;
    };
    // Vision is tier-rated where the catalogue has tier rates: the carrier files those.
    let tiered = tables.values().any(|t| t.composite.is_some());
    let mut csv = String::from(if tiered {
        "PlanId,RatingAreaId,EE,ES,EC,EF\n"
    } else {
        "PlanId,RatingAreaId,Age,IndividualRate,IndividualTobaccoRate\n"
    });
    for (plan, table) in &tables {
        match table.composite {
            Some(c) => csv.push_str(&format!(
                "{plan},{area},{:.2},{:.2},{:.2},{:.2}\n",
                c.ee, c.es, c.ec, c.ef
            )),
            None if !tiered => {
                for age in puf::bands() {
                    let band = match age {
                        0 => "0-14".to_string(),
                        64 => "64 and over".to_string(),
                        a => a.to_string(),
                    };
                    let rate = table.by_age[age as usize];
                    csv.push_str(&format!("{plan},{area},{band},{rate:.2},\n"));
                }
            }
            None => {}
        }
    }
    upload_rates(
        state,
        owner,
        "127.0.0.1",
        r.id,
        r.version,
        "clearview-vision-renewal.csv",
        csv.as_bytes(),
    )
    .await
}
