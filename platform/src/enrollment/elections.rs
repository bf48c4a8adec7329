//! What an employee may elect in a window and what it costs them, and writing a signed set of
//! elections: the one path both the employee and an assisting broker or HR admin go through.

use crate::vocabulary::{Line, SubmissionOutcome, Tier, WaiveReason, WindowKind, WindowState};
use std::collections::HashMap;

use chrono::Utc;
use rust_decimal::Decimal;
use uuid::Uuid;

use super::dto::{
    Election, ElectionInput, LineOffer, PlanOption, Submission, SubmitElections, TierPrice,
};
use super::queries::submissions::{self as submission_queries, NewElection, NewSubmission};
use super::queries::{self, ElectionRow, EnrolleeRow, HouseholdRow, SubmissionRow, WindowRow};
use super::rules::{self, ElectionCost, HouseholdMember, LineChoice};
use crate::audit::{self, Entry};
use crate::auth::Principal;
use crate::catalogue::dto::Plan;
use crate::catalogue::queries::PlanRow;
use crate::error::{AppError, FieldErrors};
use crate::mail::outbox::{self, Recipient};
use crate::mail::templates::Mail;
use crate::money::cents;
use crate::quotes::engine;
use crate::rating::premium::RateTable;
use crate::rating::usd;
use crate::state::AppState;
use tenants::TenantTx;

pub const CONSENT_SELF: &str = "I confirm that these elections are mine and correct, and I authorize my employer to deduct my share of the premium from my pay. Typing my name below is my electronic signature.";
pub const CONSENT_ASSISTED: &str = "I entered these elections on the employee's behalf, at their request, and they confirmed them with me.";

/// A window's plans by line, with their rate tables.
pub struct Offering {
    pub plans: Vec<(PlanRow, RateTable)>,
    pub tables: HashMap<String, RateTable>,
}

impl Offering {
    pub async fn load(tx: &mut TenantTx, window: &WindowRow) -> Result<Self, AppError> {
        let plans = queries::design_plans(tx, window.design_id).await?;
        let tables = plans
            .iter()
            .map(|(p, t)| (p.id.clone(), t.clone()))
            .collect();
        Ok(Self { plans, tables })
    }

    /// The lines with at least one plan, in the usual order.
    pub fn lines(&self) -> Vec<Line> {
        Line::ALL
            .iter()
            .copied()
            .filter(|l| self.plans.iter().any(|(p, _)| p.line == *l))
            .collect()
    }

    fn plan(&self, line: Line, id: &str) -> Option<&(PlanRow, RateTable)> {
        self.plans
            .iter()
            .find(|(p, _)| p.line == line && p.id == id)
    }
}

/// An employee with their dependents, as enrollment rates them.
pub struct Household {
    pub employee: EnrolleeRow,
    pub dependents: Vec<HouseholdRow>,
}

impl Household {
    pub async fn load(tx: &mut TenantTx, employee_id: Uuid) -> Result<Self, AppError> {
        let employee = queries::enrollee(tx, employee_id)
            .await?
            .ok_or_else(|| AppError::not_found("employee"))?;
        let dependents = queries::dependents(tx, employee_id).await?;
        Ok(Self {
            employee,
            dependents,
        })
    }

    fn me(&self) -> HouseholdMember {
        HouseholdMember {
            dependent_id: None,
            relationship: "employee".into(),
            dob: self.employee.dob,
            disabled: false,
            tobacco: self.employee.tobacco,
        }
    }

    fn members(&self) -> Vec<HouseholdMember> {
        self.dependents.iter().map(HouseholdRow::member).collect()
    }

    /// The tiers the household can take for coverage from `coverage_start`.
    pub fn open_tiers(&self, coverage_start: chrono::NaiveDate) -> Vec<Tier> {
        rules::available_tiers(&self.members(), coverage_start)
    }

    pub fn name(&self) -> String {
        format!("{} {}", self.employee.first_name, self.employee.last_name)
    }

    fn cost(
        &self,
        window: &WindowRow,
        offering: &Offering,
        line: Line,
        rates: &RateTable,
        covered: &[&HouseholdMember],
    ) -> ElectionCost {
        rules::election_cost(
            rates,
            line.as_str(),
            &self.me(),
            covered,
            self.employee.employee_class.as_deref(),
            &window.contribution.0,
            &offering.tables,
            window.coverage_start,
            window.pay_frequency as u32,
        )
    }
}

/// Every plan of every line at every tier the household can take, priced for this employee.
pub fn offer(window: &WindowRow, offering: &Offering, household: &Household) -> Vec<LineOffer> {
    let members = household.members();
    let tiers = rules::available_tiers(&members, window.coverage_start);
    offering
        .lines()
        .into_iter()
        .map(|line| LineOffer {
            line,
            plans: offering
                .plans
                .iter()
                .filter(|(p, _)| p.line == line)
                .map(|(p, rates)| PlanOption {
                    plan: Plan::from_row(p.clone(), Some(engine::base_rate(rates))),
                    prices: tiers
                        .iter()
                        .map(|tier| {
                            let covered =
                                rules::covered_by_tier(*tier, &members, window.coverage_start);
                            let cost = household.cost(window, offering, line, rates, &covered);
                            let covers = covered
                                .iter()
                                .filter_map(|m| {
                                    household
                                        .dependents
                                        .iter()
                                        .find(|d| Some(d.id) == m.dependent_id)
                                        .map(HouseholdRow::name)
                                })
                                .collect();
                            TierPrice {
                                tier: *tier,
                                premium_cents: cents(cost.premium),
                                employer_cents: cents(cost.employer),
                                employee_cents: cents(cost.employee),
                                per_paycheck_cents: cents(cost.per_paycheck),
                                covers,
                            }
                        })
                        .collect(),
                    renewal: None,
                })
                .collect(),
        })
        .collect()
}

/// One line's choice, checked and priced.
pub(super) struct Priced<'a> {
    line: Line,
    plan: Option<&'a PlanRow>,
    tier: Option<Tier>,
    waive_reason: Option<WaiveReason>,
    /// The covered dependents: the partner first, then the children.
    partner: Option<Uuid>,
    children: Vec<Uuid>,
    cost: ElectionCost,
}

impl Priced<'_> {
    pub(super) fn line(&self) -> Line {
        self.line
    }

    pub(super) fn tier(&self) -> Option<Tier> {
        self.tier
    }

    fn choice(&self) -> LineChoice {
        match self.plan {
            None => LineChoice::Waived,
            Some(p) => LineChoice::Enrolled {
                plan_id: p.id.clone(),
                partner: self.partner.is_some(),
                children: self.children.clone(),
            },
        }
    }

    pub(super) fn dependent_ids(&self) -> Vec<Uuid> {
        self.partner.iter().chain(&self.children).copied().collect()
    }
}

pub(super) fn check<'a>(
    window: &WindowRow,
    offering: &'a Offering,
    household: &Household,
    inputs: &[ElectionInput],
) -> Result<Vec<Priced<'a>>, AppError> {
    let mut errors = FieldErrors::default();
    let members = household.members();
    let tiers = rules::available_tiers(&members, window.coverage_start);
    let mut out = Vec::new();
    for line in offering.lines() {
        let found: Vec<(usize, &ElectionInput)> = inputs
            .iter()
            .enumerate()
            .filter(|(_, e)| e.line == line)
            .collect();
        let Some(&(i, input)) = found.first() else {
            errors.check(
                false,
                &format!("elections.{line}"),
                &format!("choose a {line} plan or waive {line} coverage"),
            );
            continue;
        };
        errors.check(
            found.len() == 1,
            &format!("elections[{i}].line"),
            &format!("{line} is chosen twice"),
        );
        match (&input.plan_id, &input.waive_reason) {
            (Some(plan_id), None) => {
                let Some((plan, rates)) = offering.plan(line, plan_id) else {
                    errors.check(
                        false,
                        &format!("elections[{i}].plan_id"),
                        &format!("this {line} plan is not offered in this enrollment"),
                    );
                    continue;
                };
                let Some(tier) = input.tier.filter(|t| tiers.contains(t)) else {
                    let open: Vec<&str> = tiers.iter().map(|t| t.as_str()).collect();
                    errors.check(
                        false,
                        &format!("elections[{i}].tier"),
                        &format!("choose one of {}", open.join(", ")),
                    );
                    continue;
                };
                let covered = rules::covered_by_tier(tier, &members, window.coverage_start);
                let cost = household.cost(window, offering, line, rates, &covered);
                let is_child = |m: &&&HouseholdMember| m.relationship == "child";
                out.push(Priced {
                    line,
                    plan: Some(plan),
                    tier: Some(tier),
                    waive_reason: None,
                    partner: covered
                        .iter()
                        .find(|m| !is_child(m))
                        .and_then(|m| m.dependent_id),
                    children: covered
                        .iter()
                        .filter(is_child)
                        .filter_map(|m| m.dependent_id)
                        .collect(),
                    cost,
                });
            }
            (None, Some(reason)) => {
                errors.check(
                    input.tier.is_none(),
                    &format!("elections[{i}].tier"),
                    "a waived line has no tier",
                );
                out.push(Priced {
                    line,
                    plan: None,
                    tier: None,
                    waive_reason: Some(*reason),
                    partner: None,
                    children: Vec::new(),
                    cost: ElectionCost::default(),
                });
            }
            _ => errors.check(
                false,
                &format!("elections[{i}].plan_id"),
                &format!("choose a {line} plan or a reason to waive, not both"),
            ),
        }
    }
    for (i, input) in inputs.iter().enumerate() {
        errors.check(
            offering.lines().contains(&input.line),
            &format!("elections[{i}].line"),
            "this line is not offered in this enrollment",
        );
    }
    errors.finish()?;
    Ok(out)
}

/// The stored choice on a line as the change rules see it.
fn stored_choice(row: Option<&ElectionRow>, dependents: &[HouseholdRow]) -> LineChoice {
    match row.and_then(|r| r.plan_id.as_ref().map(|p| (r, p))) {
        None => LineChoice::Waived,
        Some((r, plan_id)) => {
            let is_partner = |id: &Uuid| {
                dependents
                    .iter()
                    .any(|d| d.id == *id && d.relationship != "child")
            };
            LineChoice::Enrolled {
                plan_id: plan_id.clone(),
                partner: r.dependent_ids.iter().any(is_partner),
                children: r
                    .dependent_ids
                    .iter()
                    .filter(|id| !is_partner(id))
                    .copied()
                    .collect(),
            }
        }
    }
}

/// Who is signing and how.
pub struct Signer<'a> {
    pub principal: &'a Principal,
    pub ip: String,
    pub user_agent: Option<String>,
    /// A broker or HR admin entering the elections for the employee.
    pub assisted: bool,
}

fn normalise_name(s: &str) -> String {
    s.split_whitespace()
        .collect::<Vec<_>>()
        .join(" ")
        .to_lowercase()
}

/// Writes a signed set of elections as the next version: checks the window is open, the
/// version is the one the signer started from, every line is chosen, the signature matches;
/// prices it; records it, audits it and sends the confirmation. Sending the same client key
/// again returns the first result.
pub async fn submit(
    state: &AppState,
    tx: &mut TenantTx,
    signer: &Signer<'_>,
    window_id: Uuid,
    employee_id: Uuid,
    body: &SubmitElections,
) -> Result<SubmissionRow, AppError> {
    let window = queries::window_for_submission(tx, window_id).await?;
    if let Some(done) =
        queries::submission_by_key(tx, window_id, employee_id, body.client_key).await?
    {
        return Ok(done);
    }
    let today = Utc::now().date_naive();
    match window.state(today) {
        WindowState::Closed => {
            return Err(AppError::Conflict(format!(
                "enrollment closed on {}: your elections can no longer change",
                window.closed_at.map(|d| d.date_naive()).unwrap_or(today)
            )))
        }
        WindowState::Ended => {
            return Err(AppError::Conflict(format!(
                "enrollment ended on {}: ask your benefits contact to extend it",
                window.ends_on
            )))
        }
        WindowState::Scheduled => {
            return Err(AppError::Conflict(format!(
                "enrollment opens on {}",
                window.starts_on
            )))
        }
        _ => {}
    }
    let current = submission_queries::lock_participant(tx, window_id, employee_id).await?;
    let Some((version, _)) = current else {
        return Err(AppError::not_found("enrollment"));
    };
    if version != body.expected_version {
        let by = submission_queries::latest_signer(tx, window_id, employee_id).await?;
        let who = by
            .map(|(n, at)| format!(" by {n} at {} UTC", at.format("%b %-d, %H:%M")))
            .unwrap_or_default();
        return Err(AppError::StaleVersion(format!("these elections were changed{who} since you started: review the latest elections and sign again")));
    }
    let household = Household::load(tx, employee_id).await?;
    let offering = Offering::load(tx, &window).await?;
    let priced = check(&window, &offering, &household, &body.elections)?;
    if window.kind == WindowKind::Special {
        let kind = submission_queries::life_event_kind(tx, window.life_event_id).await?;
        let before = match queries::coverage_submission(tx, employee_id, Some(window_id)).await? {
            Some((s, _)) => queries::elections(tx, &[s.id]).await?,
            None => Vec::new(),
        };
        let mut problems = Vec::new();
        for p in &priced {
            let was = stored_choice(
                before.iter().find(|e| e.line == p.line),
                &household.dependents,
            );
            if let Err(why) = rules::change_allowed(kind, p.line, &was, &p.choice()) {
                problems.push(why);
            }
        }
        if !problems.is_empty() {
            return Err(AppError::Conflict(problems.join("; ")));
        }
    }
    let mut errors = FieldErrors::default();
    errors.check(
        body.consent,
        "consent",
        "read and accept the statement to sign",
    );
    let expected_name = if signer.assisted {
        signer.principal.name.clone()
    } else {
        household.name()
    };
    errors.check(
        normalise_name(&body.signature_name) == normalise_name(&expected_name),
        "signature_name",
        &format!("type your full name as {expected_name} to sign"),
    );
    errors.finish()?;

    let consent = if signer.assisted {
        CONSENT_ASSISTED
    } else {
        CONSENT_SELF
    };
    let stamp = Stamp {
        client_key: body.client_key,
        signature_name: body.signature_name.trim(),
        consent,
        ip: Some(&signer.ip),
        user_agent: signer.user_agent.as_deref(),
        submitted_by: Some(signer.principal.user_id),
        submitted_by_name: &signer.principal.name,
        assisted: signer.assisted,
    };
    let submission_id = record(tx, &window, employee_id, version, &priced, &stamp).await?;
    let per_paycheck: Decimal = priced.iter().map(|p| p.cost.per_paycheck).sum();
    let outcome = outcome_of(&priced);
    let summary_lines: Vec<String> = priced
        .iter()
        .map(|p| match (p.plan, p.tier) {
            (Some(plan), Some(tier)) => format!(
                "{}: {} ({}) — {} per paycheck",
                capitalise(p.line.as_str()),
                plan.name,
                tier_label(tier),
                usd(p.cost.per_paycheck)
            ),
            _ => format!(
                "{}: waived ({})",
                capitalise(p.line.as_str()),
                waive_label(p.waive_reason.unwrap_or(WaiveReason::Other))
            ),
        })
        .collect();
    audit::record(tx, signer.principal, &signer.ip, Entry {
        entity_id: Some(employee_id.to_string()),
        group_id: Some(window.group_id),
        after: Some(serde_json::json!({ "window_id": window_id, "version": version + 1, "outcome": outcome, "assisted": signer.assisted, "elections": summary_lines })),
        ..Entry::new(
            if signer.assisted { "assisted_enrollment" } else { "enroll" },
            "enrollment",
            if signer.assisted {
                format!("Entered {}'s elections on their behalf ({outcome})", household.name())
            } else {
                format!("{} signed their elections ({outcome})", household.name())
            },
        )
    })
    .await?;
    if let Some(email) = household
        .employee
        .email
        .as_deref()
        .filter(|e| e.contains('@'))
    {
        let agency = signer.principal.agency()?;
        let brand = crate::brand::queries::mail_brand(tx.conn(), Some(agency.id)).await?;
        let link = format!(
            "{}/employees/confirmation/{submission_id}",
            state.config.origin(Some(&agency.slug))
        );
        let mut lines = vec![format!(
            "Your {} elections for {} are saved (version {}).",
            window.plan_year,
            window.group_name,
            version + 1
        )];
        lines.extend(summary_lines);
        lines.push(format!(
            "Your total: {} per paycheck, coverage from {}.",
            usd(per_paycheck),
            window.coverage_start.format("%B %-d, %Y")
        ));
        outbox::enqueue(
            tx.conn(),
            Some(agency.id),
            Recipient {
                email,
                name: Some(&household.name()),
            },
            &brand,
            &Mail::EnrollmentConfirmation {
                name: &household.employee.first_name,
                lines: &lines,
                link: &link,
            },
            state.config.log_mail_links(),
        )
        .await?;
    }
    queries::submission(tx, submission_id)
        .await?
        .ok_or_else(|| AppError::Internal("the submission just written is missing".into()))
}

/// How a submission was signed and by whom.
pub(super) struct Stamp<'a> {
    pub client_key: Uuid,
    pub signature_name: &'a str,
    pub consent: &'a str,
    pub ip: Option<&'a str>,
    pub user_agent: Option<&'a str>,
    pub submitted_by: Option<Uuid>,
    pub submitted_by_name: &'a str,
    pub assisted: bool,
}

fn outcome_of(priced: &[Priced]) -> SubmissionOutcome {
    if priced.iter().any(|p| p.plan.is_some()) {
        SubmissionOutcome::Enrolled
    } else {
        SubmissionOutcome::Waived
    }
}

/// A checked set of elections as it is written: the submission's outcome and totals, and its
/// lines.
pub struct Written {
    pub outcome: SubmissionOutcome,
    pub premium_cents: i64,
    pub employer_cents: i64,
    pub employee_cents: i64,
    pub per_paycheck_cents: i64,
    pub lines: Vec<NewElection>,
}

fn written(priced: &[Priced<'_>]) -> Written {
    let premium: Decimal = priced.iter().map(|p| p.cost.premium).sum();
    let employer: Decimal = priced.iter().map(|p| p.cost.employer).sum();
    let employee: Decimal = priced.iter().map(|p| p.cost.employee).sum();
    let per_paycheck: Decimal = priced.iter().map(|p| p.cost.per_paycheck).sum();
    Written {
        outcome: outcome_of(priced),
        premium_cents: cents(premium),
        employer_cents: cents(employer),
        employee_cents: cents(employee),
        per_paycheck_cents: cents(per_paycheck),
        lines: priced
            .iter()
            .map(|p| NewElection {
                line: p.line,
                plan_id: p.plan.map(|x| x.id.clone()),
                plan_name: p.plan.map(|x| x.name.clone()),
                carrier_name: p.plan.map(|x| x.carrier_name.clone()),
                tier: p.tier,
                waive_reason: p.waive_reason,
                dependent_ids: p.dependent_ids(),
                premium_cents: cents(p.cost.premium),
                employer_cents: cents(p.cost.employer),
                employee_cents: cents(p.cost.employee),
            })
            .collect(),
    }
}

/// Checks and prices a set of elections as signing does, without writing anything: what
/// [`record_signed`] would write for the household.
pub fn price(
    window: &WindowRow,
    offering: &Offering,
    household: &Household,
    inputs: &[ElectionInput],
) -> Result<Written, AppError> {
    Ok(written(&check(window, offering, household, inputs)?))
}

/// Writes checked elections as version `version + 1` and makes them the participant's
/// current ones (the caller holds the participant row).
pub(super) async fn record(
    tx: &mut TenantTx,
    window: &WindowRow,
    employee_id: Uuid,
    version: i32,
    priced: &[Priced<'_>],
    stamp: &Stamp<'_>,
) -> Result<Uuid, AppError> {
    let w = written(priced);
    let submission = NewSubmission {
        window_id: window.id,
        employee_id,
        version: version + 1,
        client_key: stamp.client_key,
        outcome: w.outcome,
        signature_name: stamp.signature_name,
        consent_text: stamp.consent,
        ip: stamp.ip,
        user_agent: stamp.user_agent,
        submitted_by: stamp.submitted_by,
        submitted_by_name: stamp.submitted_by_name,
        assisted: stamp.assisted,
        premium_cents: w.premium_cents,
        employer_cents: w.employer_cents,
        employee_cents: w.employee_cents,
        per_paycheck_cents: w.per_paycheck_cents,
        pay_frequency: window.pay_frequency,
    };
    let submission_id = submission_queries::insert_submission(tx, &submission).await?;
    submission_queries::insert_elections(tx, submission_id, &w.lines).await?;
    submission_queries::make_current(tx, window.id, employee_id, w.outcome, submission_id).await?;
    Ok(submission_id)
}

/// Records elections an employee signed outside this request (the demo book's history),
/// checked and priced like any other; returns the new version.
pub async fn record_signed(
    tx: &mut TenantTx,
    window: &WindowRow,
    offering: &Offering,
    household: &Household,
    inputs: &[ElectionInput],
    ip: &str,
) -> Result<i32, AppError> {
    let priced = check(window, offering, household, inputs)?;
    let version =
        submission_queries::lock_participant_version(tx, window.id, household.employee.id).await?;
    let name = household.name();
    let stamp = Stamp {
        client_key: Uuid::new_v4(),
        signature_name: &name,
        consent: CONSENT_SELF,
        ip: Some(ip),
        user_agent: None,
        submitted_by: None,
        submitted_by_name: &name,
        assisted: false,
    };
    record(tx, window, household.employee.id, version, &priced, &stamp).await?;
    Ok(version + 1)
}

fn capitalise(s: &str) -> String {
    let mut c = s.chars();
    c.next()
        .map(|f| f.to_uppercase().collect::<String>() + c.as_str())
        .unwrap_or_default()
}

pub fn tier_label(tier: Tier) -> &'static str {
    match tier {
        Tier::ES => "employee + spouse",
        Tier::EC => "employee + children",
        Tier::EF => "family",
        Tier::EE => "employee only",
    }
}

pub fn waive_label(reason: WaiveReason) -> &'static str {
    match reason {
        WaiveReason::SpousePlan => "covered by a spouse's plan",
        WaiveReason::OtherGroup => "other group coverage",
        WaiveReason::MedicareMedicaid => "Medicare or Medicaid",
        WaiveReason::Individual => "an individual plan",
        WaiveReason::Cost => "cost",
        WaiveReason::Other => "other reason",
    }
}

/// A submission with its elections, the covered dependents named.
pub async fn full(tx: &mut TenantTx, row: SubmissionRow) -> Result<Submission, AppError> {
    let window = queries::window(tx, row.window_id, None).await?;
    let household = Household::load(tx, row.employee_id).await?;
    let elections = queries::elections(tx, &[row.id]).await?;
    let name_of = |id: &Uuid| {
        household
            .dependents
            .iter()
            .find(|d| d.id == *id)
            .map(HouseholdRow::name)
            .unwrap_or_else(|| "a removed dependent".into())
    };
    Ok(Submission {
        id: row.id,
        window_id: row.window_id,
        employee_id: row.employee_id,
        employee_name: household.name(),
        version: row.version,
        outcome: row.outcome,
        signature_name: row.signature_name,
        consent_text: row.consent_text,
        signed_at: row.signed_at,
        ip: row.ip,
        submitted_by_name: row.submitted_by_name,
        assisted: row.assisted,
        premium_cents: row.premium_cents,
        employer_cents: row.employer_cents,
        employee_cents: row.employee_cents,
        per_paycheck_cents: row.per_paycheck_cents,
        pay_frequency: row.pay_frequency,
        coverage_start: window.coverage_start,
        plan_year: window.plan_year,
        group_name: window.group_name,
        lines: elections
            .into_iter()
            .map(|e| Election {
                dependents: e.dependent_ids.iter().map(name_of).collect(),
                line: e.line,
                plan_id: e.plan_id,
                plan_name: e.plan_name,
                carrier_name: e.carrier_name,
                tier: e.tier,
                waive_reason: e.waive_reason,
                premium_cents: e.premium_cents,
                employer_cents: e.employer_cents,
                employee_cents: e.employee_cents,
            })
            .collect(),
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use chrono::NaiveDate;

    #[test]
    fn signatures_match_ignoring_case_and_spacing() {
        assert_eq!(
            normalise_name("  Leo   Martinez "),
            normalise_name("leo martinez")
        );
        assert_ne!(normalise_name("Leo M"), normalise_name("Leo Martinez"));
    }

    #[test]
    fn stored_choices_split_partner_and_children() {
        let spouse = HouseholdRow {
            id: Uuid::new_v4(),
            first_name: "A".into(),
            last_name: "B".into(),
            relationship: "spouse".into(),
            dob: NaiveDate::from_ymd_opt(1990, 1, 1).unwrap(),
            disabled: false,
            tobacco: false,
        };
        let kid = HouseholdRow {
            id: Uuid::new_v4(),
            relationship: "child".into(),
            dob: NaiveDate::from_ymd_opt(2020, 1, 1).unwrap(),
            ..spouse.clone()
        };
        let row = ElectionRow {
            submission_id: Uuid::new_v4(),
            line: "medical".into(),
            plan_id: Some("P1".into()),
            plan_name: None,
            carrier_name: None,
            tier: Some("EF".into()),
            waive_reason: None,
            dependent_ids: vec![spouse.id, kid.id],
            premium_cents: 0,
            employer_cents: 0,
            employee_cents: 0,
        };
        let deps = [spouse, kid.clone()];
        assert_eq!(
            stored_choice(Some(&row), &deps),
            LineChoice::Enrolled {
                plan_id: "P1".into(),
                partner: true,
                children: vec![kid.id]
            }
        );
        assert_eq!(stored_choice(None, &deps), LineChoice::Waived);
    }
}
