//! What the broker and HR admin read of a window, built in the caller's transaction: its
//! progress and participation check per carrier, and its participants with their elections.

use crate::vocabulary::Line;
use std::collections::BTreeMap;

use rust_decimal::prelude::ToPrimitive;
use rust_decimal::Decimal;
use tenants::TenantTx;
use uuid::Uuid;

use super::dto::{
    ElectionBrief, ElectionTally, EnrollmentDetail, EnrollmentWindow, Participant,
    ParticipantDetail, ParticipationCheck, SubmissionBrief,
};
use super::elections::{self, Household, Offering};
use super::queries::{self, ParticipantRow, WindowRow};
use super::rules;
use crate::error::AppError;

/// A window with its progress, participation check per carrier and election counts.
pub async fn detail(tx: &mut TenantTx, window: &WindowRow) -> Result<EnrollmentDetail, AppError> {
    let progress = queries::progress(tx, window.id).await?;
    let counts = queries::election_counts(tx, window.id).await?;
    let offering = Offering::load(tx, window).await?;
    let eligible = progress.eligible;
    let mut carriers: BTreeMap<(Line, String), Decimal> = BTreeMap::new();
    for (p, _) in &offering.plans {
        carriers.insert((p.line, p.carrier_name.clone()), p.min_participation_pct);
    }
    let participation = carriers
        .into_iter()
        .map(|((line, carrier), minimum)| {
            let on_line = counts.iter().filter(|c| c.line == line);
            let enrolled: i64 = on_line
                .clone()
                .filter(|c| c.carrier_name.as_deref() == Some(&carrier))
                .map(|c| c.count)
                .sum();
            let other_coverage: i64 = on_line
                .clone()
                .filter(|c| {
                    c.waive_reason
                        .is_some_and(rules::waiver_counts_as_covered_elsewhere)
                })
                .map(|c| c.count)
                .sum();
            let counted: i64 = on_line
                .filter(|c| {
                    c.waive_reason
                        .is_some_and(|r| !rules::waiver_counts_as_covered_elsewhere(r))
                })
                .map(|c| c.count)
                .sum();
            let pct = rules::participation_pct(eligible, enrolled, other_coverage);
            ParticipationCheck {
                status: if pct.is_some_and(|p| p >= minimum) {
                    "pass"
                } else {
                    "fail"
                }
                .into(),
                participation_pct: pct.and_then(|p| p.to_f64()),
                line,
                carrier_name: carrier,
                minimum_pct: minimum.to_f64().unwrap_or(0.0),
                eligible,
                enrolled,
                waived_other_coverage: other_coverage,
                waived_counted: counted,
            }
        })
        .collect();
    Ok(EnrollmentDetail {
        window: EnrollmentWindow::from_row(window, progress),
        participation,
        tallies: counts
            .into_iter()
            .map(|c| ElectionTally {
                line: c.line,
                plan_id: c.plan_id,
                plan_name: c.plan_name,
                carrier_name: c.carrier_name,
                tier: c.tier,
                waive_reason: c.waive_reason,
                count: c.count,
            })
            .collect(),
    })
}

/// Participants with their current elections.
pub async fn briefs(
    tx: &mut TenantTx,
    rows: Vec<ParticipantRow>,
) -> Result<Vec<Participant>, AppError> {
    let ids: Vec<Uuid> = rows.iter().filter_map(|r| r.current_submission).collect();
    let all = queries::elections(tx, &ids).await?;
    Ok(rows
        .into_iter()
        .map(|r| Participant {
            elections: all
                .iter()
                .filter(|e| Some(e.submission_id) == r.current_submission)
                .cloned()
                .map(ElectionBrief::from)
                .collect(),
            employee_id: r.employee_id,
            name: format!("{} {}", r.first_name, r.last_name),
            email: r.email,
            employee_class: r.employee_class,
            status: r.status,
            version: r.version,
            invite_channel: r.invite_channel,
            invited_at: r.invited_at,
            reminders: r.reminders,
            last_reminded_at: r.last_reminded_at,
            completed_at: r.completed_at,
            assisted: r.assisted.unwrap_or(false),
            signed_at: r.signed_at,
            per_paycheck_cents: r.per_paycheck_cents,
        })
        .collect())
}

/// One participant: what they can elect, their current elections and every earlier version.
pub async fn participant_detail(
    tx: &mut TenantTx,
    window: &WindowRow,
    employee_id: Uuid,
) -> Result<ParticipantDetail, AppError> {
    let row = queries::one_participant(tx, window.id, employee_id).await?;
    let row = row.ok_or_else(|| AppError::not_found("participant"))?;
    let current_id = row.current_submission;
    let participant = briefs(tx, vec![row]).await?.remove(0);
    let household = Household::load(tx, employee_id).await?;
    let offering = Offering::load(tx, window).await?;
    let lines = elections::offer(window, &offering, &household);
    let current = match current_id {
        Some(id) => match queries::submission(tx, id).await? {
            Some(s) => Some(elections::full(tx, s).await?),
            None => None,
        },
        None => None,
    };
    let history = queries::versions(tx, window.id, employee_id).await?;
    let progress = queries::progress(tx, window.id).await?;
    Ok(ParticipantDetail {
        participant,
        window: EnrollmentWindow::from_row(window, progress),
        lines,
        current,
        history: history.into_iter().map(SubmissionBrief::from).collect(),
        consent_text: elections::CONSENT_ASSISTED.into(),
    })
}
