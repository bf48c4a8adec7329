//! The demo book's enrollments, written through the same election code as the API: Granite
//! Peak's open enrollment part-way through (enrolled, waived, in progress, not started) and
//! Brightpath's closed one (the demo employee Leo covered), of which its employer admin was
//! notified when it opened and closed.

use crate::vocabulary::{Tier, WaiveReason};
use chrono::{Duration, NaiveDate, Utc};
use tenants::{Agency, TenantTx};
use uuid::Uuid;

use crate::enrollment::dto::ElectionInput;
use crate::enrollment::elections::{record_signed, Household, Offering};
use crate::enrollment::invitations::ensure_code;
use crate::enrollment::queries::{self, WindowRow};
use crate::enrollment::rules;
use crate::error::AppError;
use crate::notifications::notify::{notify, Delivery, Recipients};
use crate::notifications::rules::{enrollment_closed, enrollment_opened, About, Closing};
use crate::state::AppState;
use crate::vocabulary::NotificationKind;

/// What each employee does, by their place on the roster (deterministic).
#[derive(Clone, Copy, PartialEq)]
enum Outcome {
    Enroll,
    Waive,
    Started,
    Untouched,
}

fn outcome(i: usize, finished_share: usize) -> Outcome {
    match i % 10 {
        n if n < finished_share.saturating_sub(2) => Outcome::Enroll,
        n if n < finished_share => Outcome::Waive,
        n if n < finished_share + 1 => Outcome::Started,
        _ => Outcome::Untouched,
    }
}

const WAIVE_REASONS: [WaiveReason; 3] = [
    WaiveReason::SpousePlan,
    WaiveReason::OtherGroup,
    WaiveReason::Cost,
];

pub(super) async fn open_window(
    tx: &mut TenantTx,
    group: &str,
    starts_on: NaiveDate,
    ends_on: NaiveDate,
) -> Result<(WindowRow, Vec<Uuid>), AppError> {
    let (group_id, min_hours): (Uuid, rust_decimal::Decimal) =
        sqlx::query_as("SELECT id, min_hours FROM groups WHERE name = $1")
            .bind(group)
            .fetch_one(tx.conn())
            .await?;
    let (design_id, plan_year, coverage_start): (Uuid, i32, NaiveDate) =
        sqlx::query_as("SELECT id, plan_year, effective_date FROM plan_designs WHERE group_id = $1 AND status = 'approved'").bind(group_id).fetch_one(tx.conn()).await?;
    let eligibility = rules::Eligibility {
        classes: None,
        min_hours: Some(min_hours),
        waiting_period: None,
        coverage_start,
    };
    let eligible: Vec<Uuid> = queries::group_enrollees(tx, group_id)
        .await?
        .into_iter()
        .filter(|e| {
            let facts = rules::EmployeeFacts {
                status: e.status.as_str(),
                employee_class: e.employee_class.as_deref(),
                hours_per_week: e.hours_per_week,
                hire_date: e.hire_date,
            };
            rules::eligibility(&facts, &eligibility).is_ok()
        })
        .map(|e| e.id)
        .collect();
    let id: Uuid = sqlx::query_scalar(
        "INSERT INTO enrollment_windows (group_id, design_id, plan_year, kind, mode, starts_on, ends_on, coverage_start, min_hours, created_at)
         VALUES ($1, $2, $3, 'open', 'active', $4, $5, $6, $7, $4::timestamptz + interval '9 hours') RETURNING id",
    )
    .bind(group_id)
    .bind(design_id)
    .bind(plan_year)
    .bind(starts_on)
    .bind(ends_on)
    .bind(coverage_start)
    .bind(min_hours)
    .fetch_one(tx.conn())
    .await?;
    sqlx::query(
        "INSERT INTO enrollment_participants (window_id, employee_id, invited_at, invite_channel)
         SELECT $1, e.id, $2::timestamptz + interval '9 hours', CASE WHEN e.email LIKE '%@%' THEN 'email' ELSE 'code' END
         FROM employees e WHERE e.id = ANY($3)",
    )
    .bind(id)
    .bind(starts_on)
    .bind(&eligible)
    .execute(tx.conn())
    .await?;
    Ok((queries::window(tx, id, None).await?, eligible))
}

/// Elections for one employee: the i-th plan of each line at the richest tier the household
/// has, dental like medical, vision waived by every third employee.
pub(super) fn choices(
    offering: &Offering,
    household: &Household,
    coverage_start: NaiveDate,
    i: usize,
    waive_all: bool,
) -> Vec<ElectionInput> {
    let members: Vec<_> = household.dependents.iter().map(|d| d.member()).collect();
    let tier = rules::available_tiers(&members, coverage_start)
        .last()
        .copied()
        .unwrap_or(Tier::EE);
    offering
        .lines()
        .into_iter()
        .map(|line| {
            let plans: Vec<&str> = offering
                .plans
                .iter()
                .filter(|(p, _)| p.line == line)
                .map(|(p, _)| p.id.as_str())
                .collect();
            let waive = waive_all || (line == "vision" && i.is_multiple_of(3));
            ElectionInput {
                line,
                plan_id: (!waive).then(|| plans[i % plans.len()].to_string()),
                tier: (!waive).then_some(tier),
                waive_reason: waive.then(|| WAIVE_REASONS[i % WAIVE_REASONS.len()]),
            }
        })
        .collect()
}

async fn fill(
    tx: &mut TenantTx,
    window: &WindowRow,
    employees: &[Uuid],
    finished_share: usize,
) -> Result<(), AppError> {
    let offering = Offering::load(tx, window).await?;
    for (i, id) in employees.iter().enumerate() {
        let what = outcome(i, finished_share);
        if what == Outcome::Untouched {
            continue;
        }
        if what == Outcome::Started {
            sqlx::query("UPDATE enrollment_participants SET status = 'in_progress', started_at = now() - interval '2 days' WHERE window_id = $1 AND employee_id = $2")
                .bind(window.id)
                .bind(id)
                .execute(tx.conn())
                .await?;
            continue;
        }
        let household = Household::load(tx, *id).await?;
        let inputs = choices(
            &offering,
            &household,
            window.coverage_start,
            i,
            what == Outcome::Waive,
        );
        record_signed(
            tx,
            window,
            &offering,
            &household,
            &inputs,
            &format!("198.51.100.{}", 10 + i % 200),
        )
        .await?;
    }
    // Signed over the window's days, not all at seeding time.
    sqlx::query(
        "UPDATE enrollment_submissions s SET signed_at = least(now(), w.starts_on::timestamptz + interval '10 hours' + (abs(hashtext(s.employee_id::text)) % 6) * interval '1 day')
         FROM enrollment_windows w WHERE w.id = s.window_id AND w.id = $1",
    )
    .bind(window.id)
    .execute(tx.conn())
    .await?;
    sqlx::query(
        "UPDATE enrollment_participants p SET completed_at = s.signed_at, started_at = s.signed_at - interval '20 minutes'
         FROM enrollment_submissions s WHERE s.id = p.current_submission AND p.window_id = $1",
    )
    .bind(window.id)
    .execute(tx.conn())
    .await?;
    Ok(())
}

/// The employer admin's notices of the window, from whoever opened and closed it: opened when it
/// started (read since), closed the day after it ended.
async fn tell_employer(
    state: &AppState,
    tx: &mut TenantTx,
    agency: &Agency,
    by: Uuid,
    window: &WindowRow,
) -> Result<(), AppError> {
    let about = About {
        group_id: window.group_id,
        group_name: &window.group_name,
    };
    let progress = queries::progress(tx, window.id).await?;
    let opened = enrollment_opened(
        about,
        window.plan_year,
        window.ends_on,
        progress.eligible as usize,
    );
    notify(
        state,
        tx,
        agency,
        by,
        Recipients::EmployerAdmins,
        &opened,
        Delivery::InApp,
    )
    .await?;
    let today = Utc::now().date_naive();
    let days = |d: NaiveDate| (today - d).num_days() as i32;
    let (started, ended) = (days(window.starts_on), days(window.ends_on));
    let group = window.group_id;
    let opened = NotificationKind::EnrollmentOpened;
    super::quotes::backdate_notices(tx, group, opened, started, Some(started - 1)).await?;
    let closing = Closing {
        enrolled: progress.enrolled,
        waived: progress.waived,
        unfinished: progress.not_started + progress.in_progress,
    };
    let closed = enrollment_closed(about, window.plan_year, &closing);
    notify(
        state,
        tx,
        agency,
        by,
        Recipients::EmployerAdmins,
        &closed,
        Delivery::InApp,
    )
    .await?;
    let closed = NotificationKind::EnrollmentClosed;
    super::quotes::backdate_notices(tx, group, closed, ended - 1, None).await?;
    Ok(())
}

pub async fn seed_enrollments(
    state: &AppState,
    agency: &Agency,
    owner: Uuid,
    leo: Uuid,
) -> Result<(), AppError> {
    let today = Utc::now().date_naive();
    let mut tx = TenantTx::begin(&state.pool, agency).await?;
    let (granite, employees) = open_window(
        &mut tx,
        "Granite Peak Construction",
        today - Duration::days(6),
        today + Duration::days(9),
    )
    .await?;
    fill(&mut tx, &granite, &employees, 6).await?;
    // Employees without email sign up with the group's code.
    ensure_code(&mut tx, owner, granite.group_id, granite.ends_on).await?;

    let (bright, employees) = open_window(
        &mut tx,
        "Brightpath Dental Partners",
        today - Duration::days(24),
        today - Duration::days(4),
    )
    .await?;
    // Leo first: medical and dental for himself, vision waived (as the census says).
    let offering = Offering::load(&mut tx, &bright).await?;
    let household = Household::load(&mut tx, leo).await?;
    let mut leo_choice = choices(&offering, &household, bright.coverage_start, 1, false);
    for c in leo_choice.iter_mut().filter(|c| c.line == "vision") {
        (c.plan_id, c.tier, c.waive_reason) = (None, None, Some(WaiveReason::Cost));
    }
    record_signed(
        &mut tx,
        &bright,
        &offering,
        &household,
        &leo_choice,
        "198.51.100.7",
    )
    .await?;
    let others: Vec<Uuid> = employees.into_iter().filter(|e| *e != leo).collect();
    fill(&mut tx, &bright, &others, 9).await?;
    sqlx::query("UPDATE enrollment_windows SET status = 'closed', closed_at = ends_on::timestamptz + interval '1 day 9 hours', version = version + 1 WHERE id = $1")
        .bind(bright.id)
        .execute(tx.conn())
        .await?;
    tell_employer(state, &mut tx, agency, owner, &bright).await?;
    tx.commit().await?;
    Ok(())
}

/// A client's open enrollment for the plan year it is in: held before its coverage began, every
/// eligible employee enrolled or waived, then closed.
pub async fn seed_past_enrollment(
    state: &AppState,
    agency: &Agency,
    group: &str,
) -> Result<(), AppError> {
    let mut tx = TenantTx::begin(&state.pool, agency).await?;
    let coverage_start: NaiveDate = sqlx::query_scalar(
        "SELECT d.effective_date FROM plan_designs d JOIN groups g ON g.id = d.group_id
         WHERE g.name = $1 AND d.status = 'approved'",
    )
    .bind(group)
    .fetch_one(tx.conn())
    .await?;
    let (window, employees) = open_window(
        &mut tx,
        group,
        coverage_start - Duration::days(45),
        coverage_start - Duration::days(25),
    )
    .await?;
    fill(&mut tx, &window, &employees, 10).await?;
    sqlx::query("UPDATE enrollment_windows SET status = 'closed', closed_at = ends_on::timestamptz + interval '1 day 9 hours', version = version + 1 WHERE id = $1")
        .bind(window.id)
        .execute(tx.conn())
        .await?;
    tx.commit().await?;
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn outcomes_spread_over_the_roster() {
        let granite: Vec<Outcome> = (0..10).map(|i| outcome(i, 6)).collect();
        assert_eq!(granite.iter().filter(|o| **o == Outcome::Enroll).count(), 4);
        assert_eq!(granite.iter().filter(|o| **o == Outcome::Waive).count(), 2);
        assert_eq!(
            granite.iter().filter(|o| **o == Outcome::Started).count(),
            1
        );
        assert_eq!(
            granite.iter().filter(|o| **o == Outcome::Untouched).count(),
            3
        );
    }
}
