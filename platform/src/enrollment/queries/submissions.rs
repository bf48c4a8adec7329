//! Writing signed elections: the participant row held while a version is written, and the
//! submission with its elections.

use crate::vocabulary::{LifeEventKind, Line, SubmissionOutcome, Tier, WaiveReason};
use chrono::{DateTime, Utc};
use tenants::TenantTx;
use uuid::Uuid;

/// The participant's elections version and status, held until the transaction ends.
pub async fn lock_participant(
    tx: &mut TenantTx,
    window_id: Uuid,
    employee_id: Uuid,
) -> Result<Option<(i32, String)>, sqlx::Error> {
    sqlx::query_as("SELECT version, status FROM enrollment_participants WHERE window_id = $1 AND employee_id = $2 FOR UPDATE")
        .bind(window_id)
        .bind(employee_id)
        .fetch_optional(tx.conn())
        .await
}

/// The participant's elections version, held until the transaction ends.
pub async fn lock_participant_version(
    tx: &mut TenantTx,
    window_id: Uuid,
    employee_id: Uuid,
) -> Result<i32, sqlx::Error> {
    sqlx::query_scalar("SELECT version FROM enrollment_participants WHERE window_id = $1 AND employee_id = $2 FOR UPDATE")
        .bind(window_id)
        .bind(employee_id)
        .fetch_one(tx.conn())
        .await
}

/// Who signed the employee's latest version in the window, and when.
pub async fn latest_signer(
    tx: &mut TenantTx,
    window_id: Uuid,
    employee_id: Uuid,
) -> Result<Option<(String, DateTime<Utc>)>, sqlx::Error> {
    sqlx::query_as(
        "SELECT submitted_by_name, signed_at FROM enrollment_submissions WHERE window_id = $1 AND employee_id = $2 ORDER BY version DESC LIMIT 1",
    )
    .bind(window_id)
    .bind(employee_id)
    .fetch_optional(tx.conn())
    .await
}

/// The kind of the life event a special window was opened for.
pub async fn life_event_kind(
    tx: &mut TenantTx,
    life_event_id: Option<Uuid>,
) -> Result<LifeEventKind, sqlx::Error> {
    sqlx::query_scalar("SELECT kind FROM life_events WHERE id = $1")
        .bind(life_event_id)
        .fetch_one(tx.conn())
        .await
}

/// A signed version of an employee's elections, with its totals.
pub struct NewSubmission<'a> {
    pub window_id: Uuid,
    pub employee_id: Uuid,
    pub version: i32,
    pub client_key: Uuid,
    pub outcome: SubmissionOutcome,
    pub signature_name: &'a str,
    pub consent_text: &'a str,
    pub ip: Option<&'a str>,
    pub user_agent: Option<&'a str>,
    pub submitted_by: Option<Uuid>,
    pub submitted_by_name: &'a str,
    pub assisted: bool,
    pub premium_cents: i64,
    pub employer_cents: i64,
    pub employee_cents: i64,
    pub per_paycheck_cents: i64,
    pub pay_frequency: i32,
}

pub async fn insert_submission(
    tx: &mut TenantTx,
    s: &NewSubmission<'_>,
) -> Result<Uuid, sqlx::Error> {
    sqlx::query_scalar(
        "INSERT INTO enrollment_submissions (window_id, employee_id, version, client_key, outcome, signature_name, consent_text, ip, user_agent,
             submitted_by, submitted_by_name, assisted, premium_cents, employer_cents, employee_cents, per_paycheck_cents, pay_frequency)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17) RETURNING id",
    )
    .bind(s.window_id)
    .bind(s.employee_id)
    .bind(s.version)
    .bind(s.client_key)
    .bind(s.outcome)
    .bind(s.signature_name)
    .bind(s.consent_text)
    .bind(s.ip)
    .bind(s.user_agent)
    .bind(s.submitted_by)
    .bind(s.submitted_by_name)
    .bind(s.assisted)
    .bind(s.premium_cents)
    .bind(s.employer_cents)
    .bind(s.employee_cents)
    .bind(s.per_paycheck_cents)
    .bind(s.pay_frequency)
    .fetch_one(tx.conn())
    .await
}

/// One line of a submission: a plan and tier, or a waiver.
pub struct NewElection {
    pub line: Line,
    pub plan_id: Option<String>,
    pub plan_name: Option<String>,
    pub carrier_name: Option<String>,
    pub tier: Option<Tier>,
    pub waive_reason: Option<WaiveReason>,
    pub dependent_ids: Vec<Uuid>,
    pub premium_cents: i64,
    pub employer_cents: i64,
    pub employee_cents: i64,
}

/// Every line of a submission, in one statement.
pub async fn insert_elections(
    tx: &mut TenantTx,
    submission_id: Uuid,
    lines: &[NewElection],
) -> Result<(), sqlx::Error> {
    // Arrays of arrays cannot be unnested row by row: each line's dependents go as a literal.
    let dependent_ids: Vec<String> = lines
        .iter()
        .map(|l| {
            let ids: Vec<String> = l.dependent_ids.iter().map(Uuid::to_string).collect();
            format!("{{{}}}", ids.join(","))
        })
        .collect();
    sqlx::query(
        "INSERT INTO enrollment_elections (submission_id, line, plan_id, plan_name, carrier_name, tier, waive_reason, dependent_ids, premium_cents, employer_cents, employee_cents)
         SELECT $1, line, plan_id, plan_name, carrier_name, tier, waive_reason, dependent_ids::uuid[], premium, employer, employee FROM UNNEST($2::text[], $3::text[], $4::text[], $5::text[], $6::text[], $7::text[], $8::text[], $9::bigint[], $10::bigint[], $11::bigint[])
             AS x(line, plan_id, plan_name, carrier_name, tier, waive_reason, dependent_ids, premium, employer, employee)",
    )
    .bind(submission_id)
    .bind(lines.iter().map(|l| l.line).collect::<Vec<_>>())
    .bind(lines.iter().map(|l| l.plan_id.clone()).collect::<Vec<_>>())
    .bind(lines.iter().map(|l| l.plan_name.clone()).collect::<Vec<_>>())
    .bind(lines.iter().map(|l| l.carrier_name.clone()).collect::<Vec<_>>())
    .bind(lines.iter().map(|l| l.tier).collect::<Vec<_>>())
    .bind(lines.iter().map(|l| l.waive_reason).collect::<Vec<_>>())
    .bind(dependent_ids)
    .bind(lines.iter().map(|l| l.premium_cents).collect::<Vec<_>>())
    .bind(lines.iter().map(|l| l.employer_cents).collect::<Vec<_>>())
    .bind(lines.iter().map(|l| l.employee_cents).collect::<Vec<_>>())
    .execute(tx.conn())
    .await?;
    Ok(())
}

/// Makes a submission the participant's current elections, with its outcome as their status.
pub async fn make_current(
    tx: &mut TenantTx,
    window_id: Uuid,
    employee_id: Uuid,
    outcome: SubmissionOutcome,
    submission_id: Uuid,
) -> Result<(), sqlx::Error> {
    sqlx::query(
        "UPDATE enrollment_participants SET version = version + 1, status = $3, current_submission = $4, completed_at = now(),
             started_at = coalesce(started_at, now())
         WHERE window_id = $1 AND employee_id = $2",
    )
    .bind(window_id)
    .bind(employee_id)
    .bind(outcome)
    .bind(submission_id)
    .execute(tx.conn())
    .await?;
    Ok(())
}
