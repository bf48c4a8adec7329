//! Getting employees into a window: invitation and reminder emails in the agency's brand (a
//! sign-up link for those without an account), the enrollment code for those without email,
//! and the passive roll-over at close.

use std::collections::HashSet;

use chrono::NaiveDate;
use tenants::TenantTx;
use uuid::Uuid;

use super::api::ReminderResult;
use super::elections::{self, ElectionInput, Household, Offering, Stamp};
use super::queries::{self, EnrolleeRow, WindowRow};
use crate::auth::Principal;
use crate::brand::queries::mail_brand;
use crate::error::AppError;
use crate::mail::outbox::{self, Recipient};
use crate::mail::templates::{Mail, MailBrand};
use crate::state::AppState;
use crate::team::invites::{self, NewInvite};

pub struct Sent {
    pub emailed: i64,
    pub coded: i64,
}

fn has_email(e: &Option<String>) -> bool {
    e.as_deref().is_some_and(|m| m.contains('@'))
}

fn long_date(d: NaiveDate) -> String {
    d.format("%A, %B %-d, %Y").to_string()
}

/// Employees of `ids` who already have an account in the agency.
async fn with_accounts(tx: &mut TenantTx, agency_id: Uuid, ids: &[Uuid]) -> Result<HashSet<Uuid>, sqlx::Error> {
    let rows: Vec<Uuid> = sqlx::query_scalar("SELECT employee_id FROM public.memberships WHERE agency_id = $1 AND employee_id = ANY($2) AND status = 'active'")
        .bind(agency_id)
        .bind(ids)
        .fetch_all(tx.conn())
        .await?;
    Ok(rows.into_iter().collect())
}

/// The link an employee follows: their portal home when they have an account, else a
/// sign-up invitation tied to their roster record (a pending one is renewed).
async fn link_for(state: &AppState, tx: &mut TenantTx, p: &Principal, e: &EnrolleeRow, email: &str, has_account: bool) -> Result<Option<String>, AppError> {
    let agency = p.agency()?;
    let origin = state.config.origin(Some(&agency.slug));
    if has_account {
        return Ok(Some(format!("{origin}/employees")));
    }
    let pending: Option<(Uuid, Option<Uuid>)> = sqlx::query_as(
        "SELECT id, employee_id FROM public.invites WHERE agency_id = $1 AND lower(email) = lower($2) AND accepted_at IS NULL AND revoked_at IS NULL",
    )
    .bind(agency.id)
    .bind(email)
    .fetch_optional(tx.conn())
    .await?;
    let token = match pending {
        Some((id, Some(employee))) if employee == e.id => invites::renew_token(tx.conn(), agency.id, id).await?.1,
        // Someone else's pending invitation holds this address: do not hijack it.
        Some(_) => return Ok(None),
        None => {
            let name = format!("{} {}", e.first_name, e.last_name);
            invites::create(
                tx.conn(),
                &NewInvite { agency_id: agency.id, email, name: Some(&name), role: "employee", group_id: Some(e.group_id), employee_id: Some(e.id), invited_by: p.user_id },
            )
            .await?
            .1
        }
    };
    Ok(Some(format!("{origin}/auth/signup?invite={token}")))
}

/// The group's enrollment code stays valid until the window ends.
pub(crate) async fn ensure_code(tx: &mut TenantTx, created_by: Uuid, group_id: Uuid, until: NaiveDate) -> Result<(), AppError> {
    let valid: bool = sqlx::query_scalar(
        "SELECT EXISTS (SELECT 1 FROM enrollment_codes WHERE group_id = $1 AND revoked_at IS NULL AND expires_at > ($2::date + 1)::timestamptz)",
    )
    .bind(group_id)
    .bind(until)
    .fetch_one(tx.conn())
    .await?;
    if !valid {
        sqlx::query("UPDATE enrollment_codes SET revoked_at = now() WHERE group_id = $1 AND revoked_at IS NULL").bind(group_id).execute(tx.conn()).await?;
        sqlx::query(
            "INSERT INTO enrollment_codes (code, group_id, created_by, expires_at) VALUES ($1, $2, $3, greatest(now() + interval '30 days', ($4::date + 2)::timestamptz))",
        )
        .bind(crate::groups::api::new_code())
        .bind(group_id)
        .bind(created_by)
        .bind(until)
        .execute(tx.conn())
        .await?;
    }
    Ok(())
}

/// Invites everyone eligible when a window opens.
pub async fn invite_all(state: &AppState, tx: &mut TenantTx, p: &Principal, window: &WindowRow, eligible: &[EnrolleeRow]) -> Result<Sent, AppError> {
    let agency_id = p.agency()?.id;
    let brand = mail_brand(&state.pool, Some(agency_id)).await?;
    let ids: Vec<Uuid> = eligible.iter().map(|e| e.id).collect();
    let accounts = with_accounts(tx, agency_id, &ids).await?;
    let ends_on = long_date(window.ends_on);
    let mut emailed = Vec::new();
    let mut coded = Vec::new();
    for e in eligible {
        let Some(email) = e.email.as_deref().filter(|_| has_email(&e.email)) else {
            coded.push(e.id);
            continue;
        };
        let has_account = accounts.contains(&e.id);
        let Some(link) = link_for(state, tx, p, e, email, has_account).await? else {
            coded.push(e.id);
            continue;
        };
        let mail = Mail::EnrollmentOpen { name: &e.first_name, employer: &window.group_name, plan_year: window.plan_year, ends_on: &ends_on, link: &link, new_account: !has_account };
        send(state, tx, agency_id, &brand, e, email, &mail).await?;
        emailed.push(e.id);
    }
    if !coded.is_empty() {
        ensure_code(tx, p.user_id, window.group_id, window.ends_on).await?;
    }
    sqlx::query(
        "UPDATE enrollment_participants SET invited_at = now(), invite_channel = CASE WHEN employee_id = ANY($2) THEN 'email' ELSE 'code' END
         WHERE window_id = $1",
    )
    .bind(window.id)
    .bind(&emailed)
    .execute(tx.conn())
    .await?;
    Ok(Sent { emailed: emailed.len() as i64, coded: coded.len() as i64 })
}

async fn send(state: &AppState, tx: &mut TenantTx, agency_id: Uuid, brand: &MailBrand, e: &EnrolleeRow, email: &str, mail: &Mail<'_>) -> Result<(), AppError> {
    let name = format!("{} {}", e.first_name, e.last_name);
    outbox::enqueue(tx.conn(), Some(agency_id), Recipient { email, name: Some(&name) }, brand, mail, state.config.log_mail_links()).await?;
    Ok(())
}

/// Reminds those who have not finished (all, or `only`), skipping anyone reminded within
/// `cooldown_hours`.
pub async fn remind(state: &AppState, tx: &mut TenantTx, p: &Principal, window: &WindowRow, only: Option<&[Uuid]>, cooldown_hours: i32) -> Result<ReminderResult, AppError> {
    let agency_id = p.agency()?.id;
    let pending: Vec<(Uuid, bool)> = sqlx::query_as(
        "SELECT employee_id, coalesce(last_reminded_at > now() - make_interval(hours => $3), false) FROM enrollment_participants
         WHERE window_id = $1 AND status IN ('not_started', 'in_progress') AND ($2::uuid[] IS NULL OR employee_id = ANY($2))",
    )
    .bind(window.id)
    .bind(only)
    .bind(cooldown_hours)
    .fetch_all(tx.conn())
    .await?;
    let ids: Vec<Uuid> = pending.iter().map(|(id, _)| *id).collect();
    let recent: HashSet<Uuid> = pending.iter().filter(|(_, r)| *r).map(|(id, _)| *id).collect();
    let accounts = with_accounts(tx, agency_id, &ids).await?;
    let brand = mail_brand(&state.pool, Some(agency_id)).await?;
    let ends_on = long_date(window.ends_on);
    let mut result = ReminderResult { sent: 0, skipped_recent: 0, without_email: 0 };
    let mut reminded = Vec::new();
    for e in queries::enrollees(tx, &ids).await? {
        let id = e.id;
        let Some(email) = e.email.clone().filter(|_| has_email(&e.email)) else {
            result.without_email += 1;
            continue;
        };
        if recent.contains(&id) {
            result.skipped_recent += 1;
            continue;
        }
        let Some(link) = link_for(state, tx, p, &e, &email, accounts.contains(&id)).await? else {
            result.without_email += 1;
            continue;
        };
        send(state, tx, agency_id, &brand, &e, &email, &Mail::EnrollmentReminder { name: &e.first_name, employer: &window.group_name, ends_on: &ends_on, link: &link }).await?;
        reminded.push(id);
        result.sent += 1;
    }
    sqlx::query("UPDATE enrollment_participants SET reminders = reminders + 1, last_reminded_at = now() WHERE window_id = $1 AND employee_id = ANY($2)")
        .bind(window.id)
        .bind(&reminded)
        .execute(tx.conn())
        .await?;
    Ok(result)
}

pub const ROLLOVER_CONSENT: &str = "Passive enrollment: the employee made no change during open enrollment, so their current elections continue.";

/// Passive enrollment at close: everyone who did not sign keeps their current coverage when
/// every line still offers their plan (or they waived it). Returns how many rolled over.
pub async fn roll_over(tx: &mut TenantTx, p: &Principal, window: &WindowRow) -> Result<i64, AppError> {
    let idle: Vec<Uuid> = sqlx::query_scalar("SELECT employee_id FROM enrollment_participants WHERE window_id = $1 AND version = 0 FOR UPDATE")
        .bind(window.id)
        .fetch_all(tx.conn())
        .await?;
    let offering = Offering::load(tx, window).await?;
    let mut rolled = 0;
    for employee_id in idle {
        let Some((previous, _)) = queries::coverage_submission(tx, employee_id, Some(window.id)).await? else { continue };
        let before = queries::elections(tx, &[previous.id]).await?;
        let inputs: Vec<ElectionInput> = before
            .iter()
            .map(|e| ElectionInput { line: e.line.clone(), plan_id: e.plan_id.clone(), tier: e.tier.clone(), waive_reason: e.waive_reason.clone() })
            .collect();
        let household = Household::load(tx, employee_id).await?;
        // A plan no longer offered or a tier no longer open: the employee must choose.
        let Ok(priced) = elections::check(window, &offering, &household, &inputs) else { continue };
        let stamp = Stamp {
            client_key: Uuid::new_v4(),
            signature_name: "Passive enrollment",
            consent: ROLLOVER_CONSENT,
            ip: None,
            user_agent: None,
            submitted_by: Some(p.user_id),
            submitted_by_name: &format!("Rolled over at close by {}", p.name),
            assisted: false,
        };
        elections::record(tx, window, employee_id, 0, &priced, &stamp).await?;
        rolled += 1;
    }
    Ok(rolled)
}
