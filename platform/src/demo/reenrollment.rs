//! The demo's client renewing now: its renewal started by hand, its rates in (each plan renewed as itself, a few
//! percent dearer), the broker's decision approved by its HR admin, the new plan year's design
//! made from it and its passive re-enrollment open, where one child on a family's medical turns 26
//! before the new plan year starts.

use chrono::{Duration, Utc};
use tenants::{Agency, TenantTx};
use uuid::Uuid;

use crate::auth::Principal;
use crate::enrollment::dto::NewEnrollment;
use crate::enrollment::open_window::open_window;
use crate::error::AppError;
use crate::renewal::answer_decision::answer_decision;
use crate::renewal::design_new_year::design_new_year;
use crate::renewal::dto::{
    GroupRenewal, LineDecision, RenewalAnswer, RenewalDecisionInput, RenewalPlanInput,
    RenewalPlansUpdate, RenewalTaskUpdate, RenewalVersion,
};
use crate::renewal::map_plans::map_plans;
use crate::renewal::queries as renewal_queries;
use crate::renewal::record_decision::record_decision;
use crate::renewal::send_decision::send_decision;
use crate::renewal::start_renewal::start_renewal;
use crate::renewal::update_task::update_task;
use crate::state::AppState;
use crate::vocabulary::{EnrollmentMode, Line, RenewalDecision, RenewalMapping, RenewalTaskKind};

const IP: &str = "127.0.0.1";
/// The carriers' renewal increase, in hundredths of a percent.
const INCREASE_BPS: i32 = 460;

pub async fn seed_reenrollment(
    state: &AppState,
    agency: &Agency,
    owner: &Principal,
    hr: &Principal,
    group_id: Uuid,
) -> Result<(), AppError> {
    // Its renewal, started by hand, every task but the carrier files done.
    let started = start_renewal(state, owner, IP, group_id).await?;
    for task in started.renewal.iter().flat_map(|r| &r.tasks) {
        if task.kind != RenewalTaskKind::SendFiles {
            update_task(
                state,
                owner,
                IP,
                task.id,
                &RenewalTaskUpdate {
                    version: task.version,
                    done: true,
                },
            )
            .await?;
        }
    }
    let mut tx = TenantTx::begin(&state.pool, agency).await?;
    let Some(renewal) = renewal_queries::latest(&mut tx, group_id).await? else {
        tx.commit().await?;
        return Ok(());
    };
    let plans = renewal_queries::plans(&mut tx, renewal.id).await?;
    sqlx::query(
        "UPDATE dependents SET dob = $2 - interval '26 years' - interval '10 days'
          WHERE id = (SELECT d.id FROM dependents d
                        JOIN employees e ON e.id = d.employee_id
                        JOIN enrollment_participants p ON p.employee_id = e.id
                        JOIN enrollment_elections el ON el.submission_id = p.current_submission AND el.line = 'medical'
                       WHERE e.group_id = $1 AND d.relationship = 'child' AND d.id = ANY(el.dependent_ids)
                       ORDER BY e.last_name, e.first_name, d.dob LIMIT 1)",
    )
    .bind(group_id)
    .bind(renewal.effective_date)
    .execute(tx.conn())
    .await?;
    tx.commit().await?;
    if plans.is_empty() {
        return Ok(());
    }

    let mapped = map_plans(
        state,
        owner,
        IP,
        renewal.id,
        &RenewalPlansUpdate {
            version: renewal.version,
            plans: plans
                .iter()
                .map(|p| RenewalPlanInput {
                    current_plan_id: p.current_plan_id.clone(),
                    mapping: RenewalMapping::Same,
                    renewal_plan_id: None,
                    rate_change_bps: Some(INCREASE_BPS),
                })
                .collect(),
        },
    )
    .await?;
    let mut lines: Vec<Line> = plans.iter().map(|p| p.line).collect();
    lines.dedup();
    let decided = record_decision(
        state,
        owner,
        IP,
        renewal.id,
        &RenewalDecisionInput {
            version: version(&mapped),
            lines: lines
                .into_iter()
                .map(|line| LineDecision {
                    line,
                    decision: RenewalDecision::Renew,
                    note: (line == Line::Medical).then(|| {
                        "A 4.6 % increase, under the market's trend: renew everything as it is."
                            .to_string()
                    }),
                })
                .collect(),
        },
    )
    .await?;
    let sent = send_decision(
        state,
        owner,
        IP,
        renewal.id,
        &RenewalVersion {
            version: version(&decided),
        },
    )
    .await?;
    let approved = answer_decision(
        state,
        hr,
        IP,
        renewal.id,
        &RenewalAnswer {
            version: version(&sent),
            approve: true,
            note: None,
        },
    )
    .await?;
    design_new_year(
        state,
        owner,
        IP,
        renewal.id,
        &RenewalVersion {
            version: version(&approved),
        },
    )
    .await?;
    let today = Utc::now().date_naive();
    open_window(
        state,
        owner,
        IP,
        group_id,
        &NewEnrollment {
            plan_year: Some(renewal.plan_year),
            starts_on: today - Duration::days(2),
            ends_on: (today + Duration::days(12)).min(renewal.effective_date - Duration::days(1)),
            mode: EnrollmentMode::Passive,
            eligible_classes: None,
            min_hours: None,
            apply_waiting_period: true,
            active_lines: Vec::new(),
        },
    )
    .await?;
    Ok(())
}

fn version(r: &GroupRenewal) -> i32 {
    r.renewal.as_ref().map_or(0, |r| r.version)
}
