//! A group in implementation of any size, for measuring carrier files and reconciliation at
//! scale: "Benchmark Implementation" in the demo agency. Its generated census (with SSNs and home
//! addresses) goes through the census import; its design offers Pioneer medical and dental and
//! Clearview vision; everyone eligible signs in its open enrollment (a share waiving), which then
//! closes: the group moves on to implementation, its carrier checklists start and each carrier's
//! group number is recorded. The elections are checked and priced by the enrollment's own rules,
//! then written set-based: the rows signing writes, in three statements.

use std::collections::HashMap;
use std::fmt::Write as _;

use chrono::{Datelike, Duration, NaiveDate, Utc};
use serde::Serialize;
use tenants::{Agency, TenantTx};
use uuid::Uuid;

use super::book::{import_version, DemoCensus};
use super::census::{households, to_csv, Household as Census, DENVER_ZIPS};
use super::enrollment::{choices, open_window};
use crate::auth::Principal;
use crate::calendar;
use crate::enrollment::elections::{self, Household, Offering, CONSENT_SELF};
use crate::enrollment::queries::{self as enrollment_queries, windows, HouseholdRow};
use crate::error::AppError;
use crate::groups::queries as group_queries;
use crate::implementation::queries::set_group_number;
use crate::implementation::start::begin_checklists;
use crate::lifecycle::enter;
use crate::plan_design::create_design::create_design;
use crate::plan_design::rules::DesignDraft;
use crate::state::AppState;
use crate::vocabulary::{GroupStage, OfferingModel, StageTrigger};

pub const GROUP: &str = "Benchmark Implementation";
const DOMAIN: &str = "benchmark-implementation.example";

/// Pioneer's gold HMO and silver HSA, Pioneer dental, Clearview vision.
const PLANS: [&str; 4] = [
    "64567CO0010006",
    "64567CO0010003",
    "64567CO0020003",
    "55678CO0030005",
];

#[derive(Debug, Serialize)]
pub struct Seeded {
    pub group_id: Uuid,
    /// The carrier of the most lines first.
    pub implementations: Vec<SeededImplementation>,
}

#[derive(Debug, Serialize, sqlx::FromRow)]
pub struct SeededImplementation {
    pub id: Uuid,
    pub carrier: String,
}

pub async fn seed_bench_implementation(
    state: &AppState,
    employees: usize,
    seed: u64,
) -> Result<Seeded, AppError> {
    let agency = tenants::registry::find_by_slug(&state.pool, crate::seed::DEMO_SLUG)
        .await?
        .ok_or_else(|| AppError::not_found("demo agency (start the server with --seed)"))?;
    let owner = owner(state, &agency).await?;
    let today = Utc::now().date_naive();
    let effective = calendar::first_of_month_on_or_after(today + Duration::days(30));
    let group_id = create_group(state, &agency, &owner, employees, effective).await?;
    let people = households(seed, employees, today, DENVER_ZIPS, DOMAIN);
    let census = DemoCensus {
        file: format!("{GROUP} census {}.csv", effective.format("%Y")),
        csv: with_ssns_and_addresses(&people),
        terminate_missing: false,
        as_of: today,
    };
    import_version(state, &agency, &owner, group_id, census).await?;
    approve_design(state, &agency, &owner, group_id, effective).await?;

    let mut tx = TenantTx::begin(&state.pool, &agency).await?;
    let (window, eligible) = open_window(
        &mut tx,
        GROUP,
        today - Duration::days(24),
        today - Duration::days(4),
    )
    .await?;
    sign_everyone(&mut tx, &window, &eligible).await?;
    windows::close(&mut tx, window.id, window.version, owner.user_id).await?;
    let actor = (&owner).into();
    enter::follow_work(
        &mut tx,
        actor,
        None,
        group_id,
        StageTrigger::EnrollmentClosed,
    )
    .await?;
    begin_checklists(&mut tx, agency.id, actor, None, group_id).await?;
    let implementations: Vec<SeededImplementation> = sqlx::query_as(
        "SELECT ci.id, ci.carrier_name AS carrier FROM carrier_implementations ci
         WHERE ci.group_id = $1
         ORDER BY (SELECT count(*) FROM plan_design_plans p
                   WHERE p.design_id = $2 AND (p.plan->>'carrier_id')::uuid = ci.carrier_id) DESC, ci.carrier_name",
    )
    .bind(group_id)
    .bind(window.design_id)
    .fetch_all(tx.conn())
    .await?;
    for (i, imp) in implementations.iter().enumerate() {
        let number = format!("BENCH-{:06}", 100_001 + i);
        set_group_number(&mut tx, imp.id, 1, &number, actor).await?;
    }
    // Fresh statistics for the tables just filled, as autovacuum would soon gather.
    sqlx::query(
        "ANALYZE employees, dependents, enrollment_participants, enrollment_submissions, enrollment_elections",
    )
    .execute(tx.conn())
    .await?;
    tx.commit().await?;
    Ok(Seeded {
        group_id,
        implementations,
    })
}

/// The agency's owner, as the demo book is written.
async fn owner(state: &AppState, agency: &Agency) -> Result<Principal, AppError> {
    let email = crate::seed::SUMMIT_USERS[0].email;
    let (user_id, name): (Uuid, String) =
        sqlx::query_as("SELECT id, name FROM users WHERE email = $1")
            .bind(email)
            .fetch_one(&state.pool)
            .await?;
    Ok(Principal {
        session_id: Uuid::nil(),
        user_id,
        email: email.into(),
        name,
        email_verified: true,
        role: "owner".into(),
        agency: Some(agency.clone()),
        membership_id: None,
        group_id: None,
        employee_id: None,
    })
}

/// The group, in open enrollment after the usual weeks of quoting and design.
async fn create_group(
    state: &AppState,
    agency: &Agency,
    owner: &Principal,
    employees: usize,
    effective: NaiveDate,
) -> Result<Uuid, AppError> {
    let mut tx = TenantTx::begin(&state.pool, agency).await?;
    let taken: bool = sqlx::query_scalar("SELECT EXISTS (SELECT 1 FROM groups WHERE name = $1)")
        .bind(GROUP)
        .fetch_one(tx.conn())
        .await?;
    if taken {
        return Err(AppError::Conflict(format!("{GROUP} is already there")));
    }
    let group_id: Uuid = sqlx::query_scalar(
        "INSERT INTO groups (name, ein, sic_code, address_line1, city, state, zip, county, rating_area, size_estimate, stage,
            effective_date, renewal_date, current_carrier, broker_id)
         SELECT $1, '84-5550199', '7389', '1600 Glenarm Place', z.city, z.state, z.zip, z.county, z.rating_area, $2, 'enrollment',
            $3, $3, 'Pioneer Benefit Life', $4
         FROM public.zip_codes z WHERE z.zip = '80202' LIMIT 1
         RETURNING id",
    )
    .bind(GROUP)
    .bind(i32::try_from(employees.clamp(1, 100_000)).unwrap_or(100_000))
    .bind(effective)
    .bind(owner.user_id)
    .fetch_one(tx.conn())
    .await?;
    let now = Utc::now();
    let path = [
        (GroupStage::Prospect, now - Duration::days(120)),
        (GroupStage::Quoting, now - Duration::days(100)),
        (GroupStage::PlanDesign, now - Duration::days(70)),
        (GroupStage::Enrollment, now - Duration::days(24)),
    ];
    enter::write_history(&mut tx, owner.into(), group_id, &path).await?;
    tx.commit().await?;
    Ok(group_id)
}

/// The census with an SSN for everyone and a home address for each employee.
fn with_ssns_and_addresses(people: &[Census]) -> String {
    const STREETS: [&str; 5] = [
        "E Colfax Ave",
        "S Broadway",
        "W 38th Ave",
        "N Federal Blvd",
        "E Evans Ave",
    ];
    let plain = to_csv(people);
    let mut lines = plain.lines();
    let mut out = String::with_capacity(plain.len() + people.len() * 80);
    let header = lines.next().unwrap_or_default();
    let _ = writeln!(out, "{header},SSN,Address,City,State");
    let is_employee = people
        .iter()
        .flat_map(|h| std::iter::once(true).chain(h.dependents.iter().map(|_| false)));
    for (n, (line, employee)) in (1..).zip(lines.zip(is_employee)) {
        // Unique and never among the numbers the SSA does not issue.
        let ssn = format!(
            "{:03}-{:02}-{:04}",
            100 + n % 500,
            1 + (n / 500) % 99,
            1 + n / 49_500
        );
        let _ = if employee {
            let street = STREETS[n % STREETS.len()];
            let number = 100 + (n * 7919) % 8900;
            writeln!(out, "{line},{ssn},{number} {street},Denver,CO")
        } else {
            writeln!(out, "{line},{ssn},,,")
        };
    }
    out
}

/// An approved design of the benchmark plans, for the plan year starting on `effective`.
async fn approve_design(
    state: &AppState,
    agency: &Agency,
    owner: &Principal,
    group_id: Uuid,
    effective: NaiveDate,
) -> Result<(), AppError> {
    let mut tx = TenantTx::begin(&state.pool, agency).await?;
    let group = group_queries::get(&mut tx, group_id)
        .await?
        .ok_or_else(|| AppError::not_found("group"))?;
    let draft = DesignDraft {
        plan_year: effective.year(),
        effective_date: effective,
        offering_model: OfferingModel::SingleCarrier,
        plan_ids: PLANS.iter().map(|p| p.to_string()).collect(),
        contribution: super::quotes::standard_rules(),
        waiting_period: group.waiting_period,
        pay_frequency: group.pay_frequency,
        source_quote_id: None,
        version: None,
    };
    let id = create_design(&mut tx, owner, "127.0.0.1", &group, &draft).await?;
    sqlx::query(
        "UPDATE plan_designs SET status = 'approved', submitted_at = now() - interval '40 days',
            decided_at = now() - interval '35 days', decision_note = 'Approved by the client on the signed plan design form'
         WHERE id = $1",
    )
    .bind(id)
    .execute(tx.conn())
    .await?;
    tx.commit().await?;
    Ok(())
}

/// Every eligible employee signs over the window's days, one in eight waiving everything: their
/// elections priced one household at a time in memory, written in three statements.
async fn sign_everyone(
    tx: &mut TenantTx,
    window: &enrollment_queries::WindowRow,
    eligible: &[Uuid],
) -> Result<(), AppError> {
    let offering = Offering::load(tx, window).await?;
    let mut homes = households_of(tx, window.group_id).await?;
    let mut signed = Signed::default();
    for (i, id) in eligible.iter().enumerate() {
        let Some(home) = homes.remove(id) else {
            continue;
        };
        let inputs = choices(&offering, &home, window.coverage_start, i, i % 8 == 7);
        let written = elections::price(window, &offering, &home, &inputs)?;
        signed.push(&home, &format!("198.51.100.{}", 10 + i % 200), written);
    }
    let ids: Vec<(Uuid, Uuid)> = sqlx::query_as(
        "INSERT INTO enrollment_submissions (window_id, employee_id, version, client_key, outcome, signature_name,
            consent_text, signed_at, ip, submitted_by_name, premium_cents, employer_cents, employee_cents,
            per_paycheck_cents, pay_frequency)
         SELECT w.id, x.employee_id, p.version + 1, gen_random_uuid(), x.outcome, x.name, $2,
            least(now(), w.starts_on::timestamptz + interval '10 hours'
                + (abs(hashtext(x.employee_id::text)) % (w.ends_on - w.starts_on + 1)) * interval '1 day'),
            x.ip, x.name, x.premium, x.employer, x.employee, x.per_paycheck, $3
         FROM unnest($4::uuid[], $5::text[], $6::text[], $7::text[], $8::bigint[], $9::bigint[], $10::bigint[], $11::bigint[])
            AS x(employee_id, outcome, name, ip, premium, employer, employee, per_paycheck)
         JOIN enrollment_windows w ON w.id = $1
         JOIN enrollment_participants p ON p.window_id = w.id AND p.employee_id = x.employee_id
         RETURNING employee_id, id",
    )
    .bind(window.id)
    .bind(CONSENT_SELF)
    .bind(window.pay_frequency)
    .bind(&signed.employee_id)
    .bind(&signed.outcome)
    .bind(&signed.name)
    .bind(&signed.ip)
    .bind(&signed.premium)
    .bind(&signed.employer)
    .bind(&signed.employee)
    .bind(&signed.per_paycheck)
    .fetch_all(tx.conn())
    .await?;
    let submission_of: HashMap<Uuid, Uuid> = ids.into_iter().collect();
    let l = &signed.lines;
    let submission_ids: Vec<Uuid> = l.employee_id.iter().map(|e| submission_of[e]).collect();
    // Arrays of arrays cannot be unnested row by row: each line's dependents go as a literal.
    sqlx::query(
        "INSERT INTO enrollment_elections (submission_id, line, plan_id, plan_name, carrier_name, tier, waive_reason,
            dependent_ids, premium_cents, employer_cents, employee_cents)
         SELECT submission_id, line, plan_id, plan_name, carrier_name, tier, waive_reason, dependent_ids::uuid[],
            premium, employer, employee
         FROM unnest($1::uuid[], $2::text[], $3::text[], $4::text[], $5::text[], $6::text[], $7::text[], $8::text[],
            $9::bigint[], $10::bigint[], $11::bigint[])
            AS x(submission_id, line, plan_id, plan_name, carrier_name, tier, waive_reason, dependent_ids, premium, employer, employee)",
    )
    .bind(&submission_ids)
    .bind(&l.line)
    .bind(&l.plan_id)
    .bind(&l.plan_name)
    .bind(&l.carrier_name)
    .bind(&l.tier)
    .bind(&l.waive_reason)
    .bind(&l.dependent_ids)
    .bind(&l.premium)
    .bind(&l.employer)
    .bind(&l.employee)
    .execute(tx.conn())
    .await?;
    sqlx::query(
        "UPDATE enrollment_participants p SET version = s.version, status = s.outcome, current_submission = s.id,
            started_at = s.signed_at - interval '20 minutes', completed_at = s.signed_at
         FROM enrollment_submissions s WHERE s.window_id = $1 AND p.window_id = $1 AND p.employee_id = s.employee_id",
    )
    .bind(window.id)
    .execute(tx.conn())
    .await?;
    Ok(())
}

/// Every employee of the group with their dependents, as enrollment loads one household, in
/// two queries.
async fn households_of(
    tx: &mut TenantTx,
    group_id: Uuid,
) -> Result<HashMap<Uuid, Household>, AppError> {
    #[derive(sqlx::FromRow)]
    struct Dependent {
        employee_id: Uuid,
        #[sqlx(flatten)]
        row: HouseholdRow,
    }
    let mut homes: HashMap<Uuid, Household> = enrollment_queries::group_enrollees(tx, group_id)
        .await?
        .into_iter()
        .map(|employee| {
            let home = Household {
                employee,
                dependents: Vec::new(),
            };
            (home.employee.id, home)
        })
        .collect();
    let dependents: Vec<Dependent> = sqlx::query_as(
        "SELECT d.employee_id, d.id, d.first_name, d.last_name, d.relationship, d.dob, d.disabled, d.tobacco
         FROM dependents d JOIN employees e ON e.id = d.employee_id WHERE e.group_id = $1
         ORDER BY d.employee_id, array_position(ARRAY['spouse','domestic_partner','child','other'], d.relationship), d.dob",
    )
    .bind(group_id)
    .fetch_all(tx.conn())
    .await?;
    for d in dependents {
        if let Some(home) = homes.get_mut(&d.employee_id) {
            home.dependents.push(d.row);
        }
    }
    Ok(homes)
}

/// Signed submissions and their lines, column by column.
#[derive(Default)]
struct Signed {
    employee_id: Vec<Uuid>,
    outcome: Vec<String>,
    name: Vec<String>,
    ip: Vec<String>,
    premium: Vec<i64>,
    employer: Vec<i64>,
    employee: Vec<i64>,
    per_paycheck: Vec<i64>,
    lines: Lines,
}

#[derive(Default)]
struct Lines {
    employee_id: Vec<Uuid>,
    line: Vec<String>,
    plan_id: Vec<Option<String>>,
    plan_name: Vec<Option<String>>,
    carrier_name: Vec<Option<String>>,
    tier: Vec<Option<String>>,
    waive_reason: Vec<Option<String>>,
    dependent_ids: Vec<String>,
    premium: Vec<i64>,
    employer: Vec<i64>,
    employee: Vec<i64>,
}

impl Signed {
    fn push(&mut self, home: &Household, ip: &str, w: elections::Written) {
        let id = home.employee.id;
        self.employee_id.push(id);
        self.outcome.push(w.outcome.as_str().to_string());
        self.name.push(home.name());
        self.ip.push(ip.to_string());
        self.premium.push(w.premium_cents);
        self.employer.push(w.employer_cents);
        self.employee.push(w.employee_cents);
        self.per_paycheck.push(w.per_paycheck_cents);
        for e in w.lines {
            let l = &mut self.lines;
            l.employee_id.push(id);
            l.line.push(e.line.as_str().to_string());
            l.plan_id.push(e.plan_id);
            l.plan_name.push(e.plan_name);
            l.carrier_name.push(e.carrier_name);
            l.tier.push(e.tier.map(|t| t.as_str().to_string()));
            l.waive_reason
                .push(e.waive_reason.map(|r| r.as_str().to_string()));
            let ids: Vec<String> = e.dependent_ids.iter().map(Uuid::to_string).collect();
            l.dependent_ids.push(format!("{{{}}}", ids.join(",")));
            l.premium.push(e.premium_cents);
            l.employer.push(e.employer_cents);
            l.employee.push(e.employee_cents);
        }
    }
}
