//! The open enrollments that ran in a date range: each one's progress, participation per
//! line and carrier against the carrier's minimum (counted as the enrollment's own check counts
//! it), elections by plan and tier, waivers by reason, and completion day by day.

use std::collections::BTreeMap;

use chrono::{NaiveDate, Utc};
use rust_decimal::prelude::ToPrimitive;
use uuid::Uuid;

use super::access;
use super::dto::{
    CompletionDay, CompletionSeries, EnrollmentReport, EnrollmentTotals, ReportBroker,
    ReportElection, ReportEnrollment, ReportParticipation, ReportWaiver,
};
use super::queries::{self, CompletionRow, EnrollmentRow, Period};
use super::rules;
use crate::auth::Principal;
use crate::enrollment::rules::{
    participation_pct, percent_complete, waiver_counts_as_covered_elsewhere,
};
use crate::error::AppError;
use crate::plan_design::checks::Status as CheckStatus;
use crate::state::AppState;
use crate::vocabulary::WindowState;

/// The report as asked for: the enrollments running between two dates (by default the past
/// year and the next three months), for one broker's groups or all.
#[derive(Debug, Clone, Copy, Default)]
pub struct EnrollmentAsked {
    pub from: Option<NaiveDate>,
    pub to: Option<NaiveDate>,
    pub broker_id: Option<Uuid>,
}

pub async fn enrollment_report(
    state: &AppState,
    p: &Principal,
    asked: EnrollmentAsked,
) -> Result<EnrollmentReport, AppError> {
    let reach = access::reach(state, p, asked.broker_id).await?;
    let today = Utc::now().date_naive();
    let (from, to) = rules::period(asked.from, asked.to, today)?;
    let period = Period { from, to, reach };
    let covered_elsewhere = rules::covered_elsewhere();
    let mut tx = p.tenant_tx(state).await?;
    let brokers = queries::brokers(&mut tx, reach.scope).await?;
    let enrollments = queries::enrollments(&mut tx, period).await?;
    let participation = queries::participation(&mut tx, period, &covered_elsewhere).await?;
    let elections = queries::elections(&mut tx, period).await?;
    let waivers = queries::waivers(&mut tx, period).await?;
    let completion = queries::completion(&mut tx, period, today).await?;
    tx.commit().await?;

    let participation: Vec<ReportParticipation> = participation
        .into_iter()
        .map(|r| {
            let pct = participation_pct(r.eligible, r.enrolled, r.waived_other_coverage);
            ReportParticipation {
                status: rules::participation_status(pct, r.minimum_pct),
                participation_pct: pct.and_then(|p| p.to_f64()),
                window_id: r.window_id,
                group_id: r.group_id,
                group_name: r.group_name,
                plan_year: r.plan_year,
                line: r.line,
                carrier_name: r.carrier_name,
                minimum_pct: r.minimum_pct.to_f64().unwrap_or(0.0),
                eligible: r.eligible,
                enrolled: r.enrolled,
                waived_other_coverage: r.waived_other_coverage,
                waived_counted: r.waived_counted,
            }
        })
        .collect();
    let completion = series(&enrollments, completion);
    let enrollments: Vec<ReportEnrollment> = enrollments
        .into_iter()
        .map(|e| ReportEnrollment {
            state: rules::window_state(e.status, e.starts_on, e.ends_on, today),
            completion_pct: percent_complete(e.enrolled + e.waived, e.eligible),
            window_id: e.window_id,
            group_id: e.group_id,
            group_name: e.group_name,
            plan_year: e.plan_year,
            mode: e.mode,
            starts_on: e.starts_on,
            ends_on: e.ends_on,
            coverage_start: e.coverage_start,
            eligible: e.eligible,
            not_started: e.not_started,
            in_progress: e.in_progress,
            enrolled: e.enrolled,
            waived: e.waived,
        })
        .collect();
    let totals = totals(&enrollments, &participation);
    Ok(EnrollmentReport {
        from,
        to,
        broker_id: asked.broker_id,
        brokers: brokers.into_iter().map(ReportBroker::from).collect(),
        totals,
        enrollments,
        participation,
        elections: elections
            .into_iter()
            .map(|e| ReportElection {
                line: e.line,
                carrier_name: e.carrier_name,
                plan_id: e.plan_id,
                plan_name: e.plan_name,
                tier: e.tier,
                count: e.count,
                groups: e.groups,
            })
            .collect(),
        waivers: waivers
            .into_iter()
            .map(|w| ReportWaiver {
                line: w.line,
                reason: w.reason,
                count: w.count,
                counts_against_participation: !waiver_counts_as_covered_elsewhere(w.reason),
            })
            .collect(),
        completion,
    })
}

fn totals(
    enrollments: &[ReportEnrollment],
    participation: &[ReportParticipation],
) -> EnrollmentTotals {
    let sum = |f: fn(&ReportEnrollment) -> i64| enrollments.iter().map(f).sum::<i64>();
    let (eligible, enrolled, waived) =
        (sum(|e| e.eligible), sum(|e| e.enrolled), sum(|e| e.waived));
    EnrollmentTotals {
        enrollments: i64::try_from(enrollments.len()).unwrap_or(i64::MAX),
        open: i64::try_from(
            enrollments
                .iter()
                .filter(|e| e.state == WindowState::Open)
                .count(),
        )
        .unwrap_or(i64::MAX),
        eligible,
        submitted: enrolled + waived,
        enrolled,
        waived,
        completion_pct: percent_complete(enrolled + waived, eligible),
        checks: i64::try_from(participation.len()).unwrap_or(i64::MAX),
        checks_below: i64::try_from(
            participation
                .iter()
                .filter(|c| c.status == CheckStatus::Fail)
                .count(),
        )
        .unwrap_or(i64::MAX),
    }
}

/// Each enrollment's days, in the enrollments' order; an enrollment not started yet has none.
fn series(enrollments: &[EnrollmentRow], days: Vec<CompletionRow>) -> Vec<CompletionSeries> {
    let mut by_window: BTreeMap<Uuid, Vec<CompletionRow>> = BTreeMap::new();
    for d in days {
        by_window.entry(d.window_id).or_default().push(d);
    }
    enrollments
        .iter()
        .map(|e| CompletionSeries {
            window_id: e.window_id,
            group_name: e.group_name.clone(),
            plan_year: e.plan_year,
            eligible: e.eligible,
            days: by_window
                .remove(&e.window_id)
                .unwrap_or_default()
                .into_iter()
                .map(|d| CompletionDay {
                    day: d.day,
                    submitted_on_day: d.submitted_on_day,
                    submitted: d.submitted,
                    completion_pct: percent_complete(d.submitted, e.eligible),
                })
                .collect(),
        })
        .collect()
}
