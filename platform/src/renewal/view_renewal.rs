//! A group's renewal: its plan year, the dated tasks and what is late, or when it will open.

use chrono::Utc;
use uuid::Uuid;

use super::dto::{
    GroupRenewal, LineDecision, RenewalAlternativeQuote, RenewalDecisionView, RenewalPlan,
    RenewalRecord, RenewalTask, UploadedRates,
};
use super::queries::{self, RenewalPlanRow, TaskRow};
use super::rates::renewal_rates;
use super::{new_year, rules};
use crate::auth::Principal;
use crate::error::AppError;
use crate::state::AppState;
use crate::vocabulary::{RenewalMapping, RenewalRateSource, RenewalStatus};

pub async fn view_renewal(
    state: &AppState,
    p: &Principal,
    group_id: Uuid,
) -> Result<GroupRenewal, AppError> {
    p.require(state, "renewal", "read").await?;
    let may_edit = p.may(state, "renewal", "write").await;
    let may_approve = p.may(state, "renewal", "approve").await;
    let mut tx = p.tenant_tx(state).await?;
    let group = queries::group(&mut tx, group_id, p.group_scope())
        .await?
        .ok_or_else(|| AppError::not_found("group"))?;
    let today = Utc::now().date_naive();
    let renewal = match queries::latest(&mut tx, group_id).await? {
        Some(r) => {
            let tasks: Vec<RenewalTask> = queries::tasks(&mut tx, r.id)
                .await?
                .into_iter()
                .map(|t| renewal_task(t, today))
                .collect();
            let rows = queries::plans(&mut tx, r.id).await?;
            let area = match r.current_design_id {
                Some(d) => queries::design_terms(&mut tx, d)
                    .await?
                    .map(|t| t.rating_area),
                None => None,
            };
            let sources = match area {
                Some(area) => {
                    renewal_rates(&mut tx, &rows, &area, r.effective_date)
                        .await?
                        .sources
                }
                None => Default::default(),
            };
            let blocked = rules::mapping_blocked(
                rows.iter()
                    .filter(|p| p.mapping == RenewalMapping::Discontinued)
                    .map(|p| p.current_plan.0.name.as_str()),
            );
            let state_of = queries::decision_state(&mut tx, r.id).await?;
            let decision = RenewalDecisionView {
                status: state_of.decision_status,
                lines: queries::decisions(&mut tx, r.id)
                    .await?
                    .into_iter()
                    .map(|d| LineDecision {
                        line: d.line,
                        decision: d.decision,
                        note: d.note,
                    })
                    .collect(),
                sent_at: state_of.decision_sent_at,
                sent_by_name: state_of.decision_sent_by_name,
                decided_at: state_of.decided_at,
                decided_by_name: state_of.decided_by_name,
                note: state_of.decision_note,
            };
            let plans = rows
                .into_iter()
                .map(|row| {
                    let source = sources
                        .get(&row.current_plan_id)
                        .copied()
                        .unwrap_or(RenewalRateSource::Missing);
                    renewal_plan(row, source)
                })
                .collect();
            Some(RenewalRecord {
                id: r.id,
                plan_year: r.plan_year,
                effective_date: r.effective_date,
                status: r.status,
                automatic: r.automatic,
                opened_by_name: r.opened_by_name,
                opened_at: r.created_at,
                current_plan_year: r.current_plan_year,
                design_id: r.design_id,
                new_year_blocked: match r.status {
                    RenewalStatus::Completed => None,
                    RenewalStatus::Open => new_year::start_blocked(
                        r.design_id.is_some(),
                        queries::reenrollment_status(&mut tx, r.group_id, r.plan_year)
                            .await?
                            .as_deref(),
                        r.plan_year,
                    ),
                },
                days_left: (r.effective_date - today).num_days(),
                late: i32::try_from(tasks.iter().filter(|t| t.late).count()).unwrap_or(0),
                tasks,
                plans,
                blocked,
                decision,
                alternatives: queries::alternatives(&mut tx, r.id)
                    .await?
                    .into_iter()
                    .map(|a| RenewalAlternativeQuote {
                        quote_id: a.quote_id,
                        number: a.number,
                        name: a.name,
                        status: a.status,
                        effective_date: a.effective_date,
                        added_by_name: a.added_by_name,
                        added_at: a.added_at,
                    })
                    .collect(),
                version: r.version,
            })
        }
        None => None,
    };
    tx.commit().await?;
    let renewing_now = renewal
        .as_ref()
        .is_some_and(|r| Some(r.effective_date) == group.renewal_date);
    let blocked = if renewing_now {
        Some("the renewal for this renewal date is open".to_string())
    } else {
        rules::start_blocked(group.renewal_date, today)
    };
    // A completed renewal is history: it reads, it no longer changes.
    let open = renewal
        .as_ref()
        .is_none_or(|r| r.status == RenewalStatus::Open);
    Ok(GroupRenewal {
        group_id: group.id,
        group_name: group.name,
        renewal_date: group.renewal_date,
        opens_on: group.renewal_date.map(rules::opens_on),
        renewal,
        may_edit: may_edit && open,
        may_approve: may_approve && open,
        can_start: may_edit && blocked.is_none(),
        start_blocked: blocked,
    })
}

fn renewal_plan(row: RenewalPlanRow, rate_source: RenewalRateSource) -> RenewalPlan {
    let current = row.current_plan.0;
    let renewal = row.renewal_plan.map(|p| p.0);
    RenewalPlan {
        current_plan_id: row.current_plan_id,
        current_plan_name: current.name,
        carrier_name: current.carrier_name,
        line: row.line,
        mapping: row.mapping,
        renewal_plan_id: row.renewal_plan_id,
        renewal_plan_name: renewal.as_ref().map(|p| p.name.clone()),
        renewal_carrier_name: renewal.map(|p| p.carrier_name),
        rate_change_bps: row.rate_change_bps,
        rate_source,
        updated_by_name: row.updated_by_name,
        updated_at: row.updated_at,
        uploaded: row.uploaded_rates.is_some().then(|| UploadedRates {
            file: row.uploaded_file.unwrap_or_default(),
            by_name: row.uploaded_by_name.unwrap_or_default(),
            at: row.uploaded_at.unwrap_or_default(),
        }),
    }
}

pub fn renewal_task(t: TaskRow, today: chrono::NaiveDate) -> RenewalTask {
    RenewalTask {
        id: t.id,
        kind: t.kind,
        title: rules::task_title(t.kind).to_string(),
        days_before: t.days_before,
        due_on: t.due_on,
        late: rules::is_late(t.done_at.is_some(), t.due_on, today),
        done_at: t.done_at,
        done_by_name: t.done_by_name,
        version: t.version,
    }
}
