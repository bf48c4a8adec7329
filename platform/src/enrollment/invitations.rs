//! Getting employees into a window: invitation and reminder emails in the agency's brand (a
//! sign-up link for those without an account), the enrollment code for those without email,
//! and the passive roll-over at close.

use std::collections::{HashMap, HashSet};

use chrono::NaiveDate;
use tenants::TenantTx;
use uuid::Uuid;

use super::carry_over::{carried_over, LastChoice};
use super::dto::ReminderResult;
use super::elections::{self, Household, Offering, Stamp};
use super::queries::invitations::{self as invite_queries, EmployeeInvite};
use super::queries::{self, EnrolleeRow, WindowRow};
use crate::auth::Principal;
use crate::brand::queries::mail_brand;
use crate::crypto::{random_token, sha256};
use crate::error::AppError;
use crate::mail::outbox::{self, Recipient};
use crate::mail::templates::Mail;
use crate::state::AppState;
use crate::team::rules::LIFETIME_DAYS;
use crate::vocabulary::{Line, Tier};

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
    let rows = invite_queries::employees_with_accounts(tx, agency_id, ids).await?;
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
    let pending = invite_queries::pending_invites(tx, agency.id, &emails).await?;
    let pending: HashMap<String, (Uuid, Option<Uuid>)> = pending
        .into_iter()
        .map(|(id, email, employee)| (email, (id, employee)))
        .collect();
    let mut links = HashMap::new();
    let (mut renew_ids, mut renew_hashes) = (Vec::new(), Vec::new());
    let mut new: Vec<EmployeeInvite> = Vec::new();
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
            None => new.push(EmployeeInvite {
                email,
                name: format!("{} {}", e.first_name, e.last_name),
                group_id: e.group_id,
                employee_id: e.id,
                token_hash: sha256(&token),
            }),
        }
        links.insert(
            e.id,
            Link {
                url: format!("{origin}/auth/signup?invite={token}"),
                new_account: true,
            },
        );
    }
    invite_queries::renew_invites(tx, &renew_ids, &renew_hashes, LIFETIME_DAYS as i32).await?;
    invite_queries::insert_employee_invites(tx, agency.id, p.user_id, LIFETIME_DAYS as i32, &new)
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
    if !invite_queries::code_valid_through(tx, group_id, until).await? {
        let code = crate::groups::rules::new_code();
        invite_queries::replace_code(tx, group_id, &code, created_by, until).await?;
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
    let brand = mail_brand(tx.conn(), Some(agency_id)).await?;
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
    invite_queries::mark_invited(tx, window.id, &emailed).await?;
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
    let pending = invite_queries::unfinished(tx, window.id, only, cooldown_hours).await?;
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
    let brand = mail_brand(tx.conn(), Some(agency_id)).await?;
    result.sent = outbox::enqueue_many(
        tx.conn(),
        Some(agency_id),
        &brand,
        &messages,
        state.config.log_mail_links(),
    )
    .await? as i64;
    let reminded: Vec<Uuid> = links.keys().copied().collect();
    invite_queries::mark_reminded(tx, window.id, &reminded).await?;
    Ok(result)
}

pub const ROLLOVER_CONSENT: &str = "Passive enrollment: the employee made no change during open enrollment, so their current elections continue.";
const ACTIVE_LINES_CONSENT: &str =
    "Lines that had to be chosen again and were not have no coverage.";

/// Passive enrollment at close: everyone who did not sign keeps their current coverage on the
/// lines that carry over, on the plans that succeed theirs (a renewal's mapping) and at the tier
/// their household still qualifies for; lines to be chosen again get no coverage. Someone whose
/// plan is no longer offered or who has nothing on a line that carries over must choose.
/// Returns how many rolled over, and who lost a dependent to age on the way.
pub async fn roll_over(
    tx: &mut TenantTx,
    p: &Principal,
    window: &WindowRow,
) -> Result<RolledOver, AppError> {
    let idle = invite_queries::lock_idle(tx, window.id).await?;
    let offering = Offering::load(tx, window).await?;
    let successors = crate::renewal::successors::successors(tx, window.design_id).await?;
    let offered = offering.lines();
    let active_lines = window.active_lines();
    let consent = if active_lines.is_empty() {
        ROLLOVER_CONSENT.to_string()
    } else {
        format!("{ROLLOVER_CONSENT} {ACTIVE_LINES_CONSENT}")
    };
    let mut rolled = RolledOver::default();
    for employee_id in idle {
        let Some((previous, _)) =
            queries::coverage_submission(tx, employee_id, Some(window.id)).await?
        else {
            continue;
        };
        let before = queries::elections(tx, &[previous.id]).await?;
        let last: Vec<LastChoice> = before
            .iter()
            .map(|e| LastChoice {
                line: e.line,
                plan_id: e.plan_id.as_deref(),
                tier: e.tier,
                waive_reason: e.waive_reason,
            })
            .collect();
        let household = Household::load(tx, employee_id).await?;
        let open_tiers = household.open_tiers(window.coverage_start);
        let Some(inputs) = carried_over(&last, &offered, &active_lines, &successors, &open_tiers)
        else {
            continue;
        };
        // A plan no longer offered: the employee must choose.
        let Ok(priced) = elections::check(window, &offering, &household, &inputs) else {
            continue;
        };
        let stamp = Stamp {
            client_key: Uuid::new_v4(),
            signature_name: "Passive enrollment",
            consent: &consent,
            ip: None,
            user_agent: None,
            submitted_by: Some(p.user_id),
            submitted_by_name: &format!("Rolled over at close by {}", p.name),
            assisted: false,
        };
        elections::record(tx, window, employee_id, 0, &priced, &stamp).await?;
        rolled.count += 1;
        let kept: HashSet<Uuid> = priced.iter().flat_map(|p| p.dependent_ids()).collect();
        let carried_lines: Vec<Line> = priced.iter().map(|p| p.line()).collect();
        let were_covered: HashSet<Uuid> = before
            .iter()
            .filter(|e| e.plan_id.is_some() && carried_lines.contains(&e.line))
            .flat_map(|e| e.dependent_ids.iter().copied())
            .collect();
        let names: Vec<String> = household
            .dependents
            .iter()
            .filter(|d| were_covered.contains(&d.id) && !kept.contains(&d.id))
            .map(|d| d.name())
            .collect();
        if let (false, Some(tier)) = (names.is_empty(), priced.iter().find_map(|p| p.tier())) {
            rolled.aged_off.push(AgedOff {
                employee_id,
                names,
                tier,
            });
        }
    }
    Ok(rolled)
}

#[derive(Debug, Default)]
pub struct RolledOver {
    pub count: i64,
    pub aged_off: Vec<AgedOff>,
}

/// An employee whose carried-over coverage no longer covers these dependents.
#[derive(Debug)]
pub struct AgedOff {
    pub employee_id: Uuid,
    pub names: Vec<String>,
    /// The tier of their first line covered now.
    pub tier: Tier,
}
