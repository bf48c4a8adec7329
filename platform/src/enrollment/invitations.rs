//! Getting employees into a window: invitation and reminder emails in the agency's brand (a
//! sign-up link for those without an account), the enrollment code for those without email,
//! and the passive roll-over at close.

use std::collections::{HashMap, HashSet};

use chrono::NaiveDate;
use tenants::TenantTx;
use uuid::Uuid;

use super::api::ReminderResult;
use super::elections::{self, ElectionInput, Household, Offering, Stamp};
use super::queries::{self, EnrolleeRow, WindowRow};
use crate::auth::Principal;
use crate::brand::queries::mail_brand;
use crate::crypto::{random_token, sha256};
use crate::error::AppError;
use crate::mail::outbox::{self, Recipient};
use crate::mail::templates::Mail;
use crate::state::AppState;
use crate::team::rules::LIFETIME_DAYS;

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
async fn with_accounts(
    tx: &mut TenantTx,
    agency_id: Uuid,
    ids: &[Uuid],
) -> Result<HashSet<Uuid>, sqlx::Error> {
    let rows: Vec<Uuid> = sqlx::query_scalar("SELECT employee_id FROM public.memberships WHERE agency_id = $1 AND employee_id = ANY($2) AND status = 'active'")
        .bind(agency_id)
        .bind(ids)
        .fetch_all(tx.conn())
        .await?;
    Ok(rows.into_iter().collect())
}

/// The link each employee follows: their portal home when they have an account, else a
/// sign-up invitation tied to their roster record (a pending one gets a fresh token), in two
/// statements. Someone else's pending invitation for the same address is left alone: that
/// employee gets no link (their code letter instead).
struct Link {
    url: String,
    /// A sign-up invitation (no account yet).
    new_account: bool,
}

async fn links_for(
    state: &AppState,
    tx: &mut TenantTx,
    p: &Principal,
    employees: &[(&EnrolleeRow, &str)],
) -> Result<HashMap<Uuid, Link>, AppError> {
    let agency = p.agency()?;
    let origin = state.config.origin(Some(&agency.slug));
    let ids: Vec<Uuid> = employees.iter().map(|(e, _)| e.id).collect();
    let accounts = with_accounts(tx, agency.id, &ids).await?;
    let emails: Vec<String> = employees.iter().map(|(_, m)| m.to_lowercase()).collect();
    let pending: Vec<(Uuid, String, Option<Uuid>)> = sqlx::query_as(
        "SELECT id, lower(email), employee_id FROM public.invites
         WHERE agency_id = $1 AND lower(email) = ANY($2) AND accepted_at IS NULL AND revoked_at IS NULL",
    )
    .bind(agency.id)
    .bind(&emails)
    .fetch_all(tx.conn())
    .await?;
    let pending: HashMap<String, (Uuid, Option<Uuid>)> = pending
        .into_iter()
        .map(|(id, email, employee)| (email, (id, employee)))
        .collect();
    let mut links = HashMap::new();
    let (mut renew_ids, mut renew_hashes) = (Vec::new(), Vec::new());
    let mut new: Vec<(&EnrolleeRow, &str, Vec<u8>)> = Vec::new();
    for (e, email) in employees {
        if accounts.contains(&e.id) {
            links.insert(
                e.id,
                Link {
                    url: format!("{origin}/employees"),
                    new_account: false,
                },
            );
            continue;
        }
        let token = random_token();
        match pending.get(&email.to_lowercase()) {
            Some((id, Some(employee))) if *employee == e.id => {
                renew_ids.push(*id);
                renew_hashes.push(sha256(&token));
            }
            Some(_) => continue,
            None => new.push((e, email, sha256(&token))),
        }
        links.insert(
            e.id,
            Link {
                url: format!("{origin}/auth/signup?invite={token}"),
                new_account: true,
            },
        );
    }
    sqlx::query(
        "UPDATE public.invites i SET token_hash = x.hash, last_sent_at = now(), expires_at = now() + make_interval(days => $3::int)
         FROM UNNEST($1::uuid[], $2::bytea[]) AS x(id, hash) WHERE i.id = x.id",
    )
    .bind(&renew_ids)
    .bind(&renew_hashes)
    .bind(LIFETIME_DAYS as i32)
    .execute(tx.conn())
    .await?;
    sqlx::query(
        "INSERT INTO public.invites (agency_id, email, name, role, group_id, employee_id, token_hash, invited_by, expires_at)
         SELECT $1, x.email, x.name, 'employee', x.group_id, x.employee_id, x.hash, $2, now() + make_interval(days => $3::int)
         FROM UNNEST($4::text[], $5::text[], $6::uuid[], $7::uuid[], $8::bytea[]) AS x(email, name, group_id, employee_id, hash)",
    )
    .bind(agency.id)
    .bind(p.user_id)
    .bind(LIFETIME_DAYS as i32)
    .bind(new.iter().map(|(_, m, _)| *m).collect::<Vec<_>>())
    .bind(new.iter().map(|(e, _, _)| format!("{} {}", e.first_name, e.last_name)).collect::<Vec<_>>())
    .bind(new.iter().map(|(e, _, _)| e.group_id).collect::<Vec<_>>())
    .bind(new.iter().map(|(e, _, _)| e.id).collect::<Vec<_>>())
    .bind(new.iter().map(|(_, _, h)| h.clone()).collect::<Vec<_>>())
    .execute(tx.conn())
    .await?;
    Ok(links)
}

/// The group's enrollment code stays valid until the window ends.
pub(crate) async fn ensure_code(
    tx: &mut TenantTx,
    created_by: Uuid,
    group_id: Uuid,
    until: NaiveDate,
) -> Result<(), AppError> {
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
        .bind(crate::groups::rules::new_code())
        .bind(group_id)
        .bind(created_by)
        .bind(until)
        .execute(tx.conn())
        .await?;
    }
    Ok(())
}

/// Invites everyone eligible when a window opens.
pub async fn invite_all(
    state: &AppState,
    tx: &mut TenantTx,
    p: &Principal,
    window: &WindowRow,
    eligible: &[EnrolleeRow],
) -> Result<Sent, AppError> {
    let agency_id = p.agency()?.id;
    let with_email: Vec<(&EnrolleeRow, &str)> = eligible
        .iter()
        .filter_map(|e| {
            e.email
                .as_deref()
                .filter(|_| has_email(&e.email))
                .map(|m| (e, m))
        })
        .collect();
    let links = links_for(state, tx, p, &with_email).await?;
    let ends_on = long_date(window.ends_on);
    let names: Vec<String> = with_email
        .iter()
        .map(|(e, _)| format!("{} {}", e.first_name, e.last_name))
        .collect();
    let messages: Vec<_> = with_email
        .iter()
        .zip(&names)
        .filter_map(|((e, email), name)| {
            let link = links.get(&e.id)?;
            let mail = Mail::EnrollmentOpen {
                name: &e.first_name,
                employer: &window.group_name,
                plan_year: window.plan_year,
                ends_on: &ends_on,
                link: &link.url,
                new_account: link.new_account,
            };
            Some((
                Recipient {
                    email,
                    name: Some(name.as_str()),
                },
                mail,
            ))
        })
        .collect();
    let brand = mail_brand(&state.pool, Some(agency_id)).await?;
    outbox::enqueue_many(
        tx.conn(),
        Some(agency_id),
        &brand,
        &messages,
        state.config.log_mail_links(),
    )
    .await?;
    let emailed: Vec<Uuid> = links.keys().copied().collect();
    let coded = eligible.len() - emailed.len();
    if coded > 0 {
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
    Ok(Sent {
        emailed: emailed.len() as i64,
        coded: coded as i64,
    })
}

/// Reminds those who have not finished (all, or `only`), skipping anyone reminded within
/// `cooldown_hours`.
pub async fn remind(
    state: &AppState,
    tx: &mut TenantTx,
    p: &Principal,
    window: &WindowRow,
    only: Option<&[Uuid]>,
    cooldown_hours: i32,
) -> Result<ReminderResult, AppError> {
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
    let recent: HashSet<Uuid> = pending
        .iter()
        .filter(|(_, r)| *r)
        .map(|(id, _)| *id)
        .collect();
    let employees = queries::enrollees(tx, &ids).await?;
    let mut result = ReminderResult {
        sent: 0,
        skipped_recent: 0,
        without_email: 0,
    };
    let mut due: Vec<(&EnrolleeRow, &str)> = Vec::new();
    for e in &employees {
        match e.email.as_deref().filter(|_| has_email(&e.email)) {
            None => result.without_email += 1,
            Some(_) if recent.contains(&e.id) => result.skipped_recent += 1,
            Some(email) => due.push((e, email)),
        }
    }
    let links = links_for(state, tx, p, &due).await?;
    result.without_email += (due.len() - links.len()) as i64;
    let ends_on = long_date(window.ends_on);
    let names: Vec<String> = due
        .iter()
        .map(|(e, _)| format!("{} {}", e.first_name, e.last_name))
        .collect();
    let messages: Vec<_> = due
        .iter()
        .zip(&names)
        .filter_map(|((e, email), name)| {
            let link = links.get(&e.id)?;
            Some((
                Recipient {
                    email,
                    name: Some(name.as_str()),
                },
                Mail::EnrollmentReminder {
                    name: &e.first_name,
                    employer: &window.group_name,
                    ends_on: &ends_on,
                    link: &link.url,
                    new_account: link.new_account,
                },
            ))
        })
        .collect();
    let brand = mail_brand(&state.pool, Some(agency_id)).await?;
    result.sent = outbox::enqueue_many(
        tx.conn(),
        Some(agency_id),
        &brand,
        &messages,
        state.config.log_mail_links(),
    )
    .await? as i64;
    let reminded: Vec<Uuid> = links.keys().copied().collect();
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
pub async fn roll_over(
    tx: &mut TenantTx,
    p: &Principal,
    window: &WindowRow,
) -> Result<i64, AppError> {
    let idle: Vec<Uuid> = sqlx::query_scalar("SELECT employee_id FROM enrollment_participants WHERE window_id = $1 AND version = 0 FOR UPDATE")
        .bind(window.id)
        .fetch_all(tx.conn())
        .await?;
    let offering = Offering::load(tx, window).await?;
    let mut rolled = 0;
    for employee_id in idle {
        let Some((previous, _)) =
            queries::coverage_submission(tx, employee_id, Some(window.id)).await?
        else {
            continue;
        };
        let before = queries::elections(tx, &[previous.id]).await?;
        let inputs: Vec<ElectionInput> = before
            .iter()
            .map(|e| ElectionInput {
                line: e.line.clone(),
                plan_id: e.plan_id.clone(),
                tier: e.tier.clone(),
                waive_reason: e.waive_reason.clone(),
            })
            .collect();
        let household = Household::load(tx, employee_id).await?;
        // A plan no longer offered or a tier no longer open: the employee must choose.
        let Ok(priced) = elections::check(window, &offering, &household, &inputs) else {
            continue;
        };
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
