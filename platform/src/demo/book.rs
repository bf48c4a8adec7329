//! The demo agency's book of groups, built through the real census import: a dozen groups
//! of 5 to 400 employees across the lifecycle, with dependents and a census history.

use chrono::{DateTime, Duration, NaiveDate, Utc};
use tenants::{Agency, TenantTx};
use uuid::Uuid;

use super::census::{households, to_csv, Household, DENVER_ZIPS};
use crate::auth::Principal;
use crate::calendar;
use crate::census::{import, queries as census_queries};
use crate::error::AppError;
use crate::jobs::census_commit;
use crate::lifecycle::enter;
use crate::state::AppState;
use crate::vocabulary::GroupStage;

struct Spec {
    name: &'static str,
    domain: &'static str,
    zip: &'static str,
    stage: &'static str,
    employees: usize,
    /// Days from today to the renewal, which falls on the first of the month on or after (the
    /// plan year started a year before).
    renewal_in: i64,
    carrier: &'static str,
    premium_cents: i64,
    ein: &'static str,
    sic: &'static str,
    /// A second census version with joiners, leavers and changes.
    history: bool,
}

const BOOK: &[Spec] = &[
    Spec {
        name: "Brightpath Dental Partners",
        domain: "brightpath.example",
        zip: "80206",
        stage: "implementation",
        employees: 24,
        renewal_in: 75,
        carrier: "Rocky Mountain Health",
        premium_cents: 1_845_600,
        ein: "84-1234567",
        sic: "8021",
        history: true,
    },
    Spec {
        name: "Acme Robotics",
        domain: "acmerobotics.example",
        zip: "80301",
        stage: "quoting",
        employees: 86,
        renewal_in: 160,
        carrier: "Front Range Mutual",
        premium_cents: 7_210_000,
        ein: "84-2345678",
        sic: "3569",
        history: true,
    },
    Spec {
        name: "Peakview Logistics",
        domain: "peakview.example",
        zip: "80910",
        stage: "renewal",
        employees: 142,
        renewal_in: 38,
        carrier: "Summit Health Plans",
        premium_cents: 11_903_400,
        ein: "84-3456789",
        sic: "4213",
        history: true,
    },
    Spec {
        name: "Cedar & Sage Cafés",
        domain: "cedarsage.example",
        zip: "80211",
        stage: "plan_design",
        employees: 12,
        renewal_in: 210,
        carrier: "Front Range Mutual",
        premium_cents: 902_000,
        ein: "84-4567890",
        sic: "5812",
        history: false,
    },
    Spec {
        name: "Alpine Family Medicine",
        domain: "alpinefm.example",
        zip: "80524",
        stage: "plan_design",
        employees: 38,
        renewal_in: 95,
        carrier: "Rocky Mountain Health",
        premium_cents: 3_402_500,
        ein: "84-5678901",
        sic: "8011",
        history: false,
    },
    Spec {
        name: "Granite Peak Construction",
        domain: "granitepeak.example",
        zip: "80033",
        stage: "enrollment",
        employees: 67,
        renewal_in: 45,
        carrier: "Summit Health Plans",
        premium_cents: 5_980_000,
        ein: "84-6789012",
        sic: "1521",
        history: true,
    },
    Spec {
        name: "Blue Spruce Software",
        domain: "bluespruce.example",
        zip: "80202",
        stage: "implementation",
        employees: 54,
        renewal_in: 330,
        carrier: "Pioneer Benefit Life",
        premium_cents: 4_410_000,
        ein: "84-7890123",
        sic: "7372",
        history: false,
    },
    Spec {
        name: "Mesa Verde Credit Union",
        domain: "mesaverde.example",
        zip: "81501",
        stage: "active",
        employees: 400,
        // Within 120 days whatever the day of the month: its renewal is open.
        renewal_in: 85,
        carrier: "Front Range Mutual",
        premium_cents: 36_500_000,
        ein: "84-8901234",
        sic: "6061",
        history: true,
    },
    Spec {
        name: "Larkspur Veterinary Group",
        domain: "larkspurvet.example",
        zip: "80134",
        stage: "active",
        employees: 19,
        renewal_in: 240,
        carrier: "Rocky Mountain Health",
        premium_cents: 1_530_000,
        ein: "84-9012345",
        sic: "0742",
        history: false,
    },
    Spec {
        name: "Cobalt Creative Studio",
        domain: "cobalt.example",
        zip: "80205",
        stage: "lost",
        employees: 9,
        renewal_in: 180,
        carrier: "Summit Health Plans",
        premium_cents: 640_000,
        ein: "84-0123456",
        sic: "7336",
        history: false,
    },
    Spec {
        name: "Riverbend Senior Living",
        domain: "riverbend.example",
        zip: "81003",
        stage: "renewal",
        employees: 118,
        renewal_in: 21,
        carrier: "Pioneer Benefit Life",
        premium_cents: 9_870_000,
        ein: "84-1357913",
        sic: "8051",
        history: false,
    },
    Spec {
        name: "Foothills Brewing Co",
        domain: "foothillsbrew.example",
        zip: "80401",
        stage: "terminated",
        employees: 5,
        renewal_in: 130,
        carrier: "Front Range Mutual",
        premium_cents: 412_000,
        ein: "84-2468024",
        sic: "2082",
        history: false,
    },
];

/// The demo book's first group, where the demo employer admin and employee belong.
pub const HR_GROUP: &str = "Brightpath Dental Partners";
/// The active client whose plan year in force the demo carries from design to reconciliation.
pub const IN_FORCE_GROUP: &str = "Mesa Verde Credit Union";
/// The client renewing now, its re-enrollment into the new plan year open.
pub const RENEWING_GROUP: &str = "Riverbend Senior Living";

/// The stages a demo group went through to reach `stage`: a client that bought became active on
/// its effective date, after the usual months of quoting, design, enrollment and implementation;
/// a group still on its way entered each stage so many days ago.
fn stage_path(
    stage: GroupStage,
    now: DateTime<Utc>,
    effective: NaiveDate,
    renewal: NaiveDate,
) -> Vec<(GroupStage, DateTime<Utc>)> {
    use GroupStage::*;
    let ago = |days: i64| now - Duration::days(days) - Duration::hours(days % 7);
    let on = |date: NaiveDate, hour: u32| {
        let at = date
            .and_hms_opt(hour, 0, 0)
            .expect("a valid hour")
            .and_utc();
        at.min(now - Duration::hours(1))
    };
    let bought = |date: NaiveDate| {
        vec![
            (Prospect, on(date - Duration::days(140), 15)),
            (Quoting, on(date - Duration::days(125), 16)),
            (PlanDesign, on(date - Duration::days(95), 14)),
            (Enrollment, on(date - Duration::days(60), 9)),
            (Implementation, on(date - Duration::days(35), 17)),
            (Active, on(date, 8)),
        ]
    };
    match stage {
        Prospect => vec![(Prospect, ago(6))],
        Quoting => vec![(Prospect, ago(21)), (Quoting, ago(12))],
        PlanDesign => vec![
            (Prospect, ago(62)),
            (Quoting, ago(50)),
            (PlanDesign, ago(36)),
        ],
        Enrollment => vec![
            (Prospect, ago(95)),
            (Quoting, ago(80)),
            (PlanDesign, ago(52)),
            (Enrollment, ago(6)),
        ],
        Implementation => vec![
            (Prospect, ago(130)),
            (Quoting, ago(115)),
            (PlanDesign, ago(88)),
            (Enrollment, ago(40)),
            (Implementation, ago(9)),
        ],
        Active => bought(effective),
        Renewal => {
            let mut path = bought(effective);
            path.push((Renewal, on(renewal - Duration::days(120), 10).min(ago(3))));
            path
        }
        Lost => vec![(Prospect, ago(75)), (Quoting, ago(60)), (Lost, ago(30))],
        Terminated => {
            let mut path = bought(effective - Duration::days(365));
            path.push((Terminated, ago(30)));
            path
        }
    }
}

fn seed_of(name: &str) -> u64 {
    name.bytes().fold(1469598103934665603u64, |h, b| {
        (h ^ u64::from(b)).wrapping_mul(1099511628211)
    })
}

/// The second version of a group's census: two leave, three join, some change coverage.
fn next_year(first: &[Household], seed: u64, as_of: NaiveDate, domain: &str) -> Vec<Household> {
    let mut next: Vec<Household> = first.iter().skip(2).cloned().collect();
    for (i, h) in next.iter_mut().enumerate() {
        if i % 7 == 0 && h.medical == "EE" {
            h.medical = "W";
        }
        if i % 11 == 0 {
            h.salary_cents += h.salary_cents / 25;
        }
    }
    let mut joiners = households(seed ^ 0xABCD, 3, as_of, DENVER_ZIPS, domain);
    for (i, j) in joiners.iter_mut().enumerate() {
        j.employee_id = format!("N{:04}", i + 1);
        j.hire_date = as_of - Duration::days(20 + i as i64 * 9);
    }
    next.extend(joiners);
    next
}

/// A census file of the demo book, imported as a broker would.
pub(super) struct DemoCensus {
    pub file: String,
    pub csv: String,
    /// Whether employees missing from the file leave the roster.
    pub terminate_missing: bool,
    pub as_of: NaiveDate,
}

pub(super) async fn import_version(
    state: &AppState,
    agency: &Agency,
    actor: &Principal,
    group_id: Uuid,
    census: DemoCensus,
) -> Result<(), AppError> {
    let mut tx = TenantTx::begin(&state.pool, agency).await?;
    let version_id = import::stage_upload(
        state,
        &mut tx,
        group_id,
        &census.file,
        census.csv.into_bytes(),
        actor.user_id,
        &actor.name,
    )
    .await?;
    sqlx::query(
        "UPDATE census_versions SET terminate_missing = $2, effective_date = $3 WHERE id = $1",
    )
    .bind(version_id)
    .bind(census.terminate_missing)
    .bind(census.as_of)
    .execute(tx.conn())
    .await?;
    let version = census_queries::get(&mut tx, version_id, None)
        .await?
        .ok_or_else(|| AppError::not_found("census import"))?;
    import::revalidate(state, &mut tx, &version).await?;
    sqlx::query("UPDATE census_versions SET status = 'committing' WHERE id = $1")
        .bind(version_id)
        .execute(tx.conn())
        .await?;
    let job_id = crate::jobs::queries::create(
        &mut tx,
        "census_commit",
        Some(group_id),
        Some(version_id),
        actor.user_id,
    )
    .await?;
    tx.commit().await?;
    // Run here, the way a worker runs a queued commit.
    let input = census_commit::Input {
        agency_id: agency.id,
        job_id,
        version_id,
        actor_id: actor.user_id,
        actor_name: actor.name.clone(),
        ip: "127.0.0.1".into(),
    };
    match census_commit::run(state, &input).await? {
        census_commit::Outcome::Succeeded => Ok(()),
        other => Err(AppError::Internal(format!(
            "the demo census did not commit: {other:?}"
        ))),
    }
}

/// Builds the book in `agency` as `owner`, with `brokers` on the accounts.
pub async fn seed_book(
    state: &AppState,
    agency: &Agency,
    owner: &Principal,
    brokers: &[Uuid],
) -> Result<(), AppError> {
    let today = Utc::now().date_naive();
    for (i, spec) in BOOK.iter().enumerate() {
        let renewal = calendar::first_of_month_on_or_after(today + Duration::days(spec.renewal_in));
        let effective = calendar::years_before(renewal, 1);
        let broker = brokers[i % brokers.len()];
        let mut tx = TenantTx::begin(&state.pool, agency).await?;
        let zip: (String, String, String, String) = sqlx::query_as(
            "SELECT city, state, county, rating_area FROM public.zip_codes WHERE zip = $1 LIMIT 1",
        )
        .bind(spec.zip)
        .fetch_one(tx.conn())
        .await?;
        let (status, terminated_on) = match spec.stage {
            "terminated" => ("terminated", Some(today - Duration::days(30))),
            _ => ("active", None::<NaiveDate>),
        };
        let group_id: Uuid = sqlx::query_scalar(
            "INSERT INTO groups (name, ein, sic_code, address_line1, city, state, zip, county, rating_area, size_estimate, stage, status,
                effective_date, renewal_date, current_carrier, current_premium_cents, broker_id, terminated_on)
             VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18) RETURNING id",
        )
        .bind(spec.name)
        .bind(spec.ein)
        .bind(spec.sic)
        .bind(format!("{} Market Street", 100 + i * 37))
        .bind(&zip.0)
        .bind(&zip.1)
        .bind(spec.zip)
        .bind(&zip.2)
        .bind(&zip.3)
        .bind(spec.employees as i32)
        .bind(spec.stage)
        .bind(status)
        .bind(effective)
        .bind(renewal)
        .bind(spec.carrier)
        .bind(spec.premium_cents)
        .bind(broker)
        .bind(terminated_on)
        .fetch_one(tx.conn())
        .await?;
        sqlx::query("INSERT INTO group_team (group_id, user_id, role) VALUES ($1, $2, 'lead_broker'), ($1, $3, 'account_manager') ON CONFLICT DO NOTHING")
            .bind(group_id)
            .bind(broker)
            .bind(owner.user_id)
            .execute(tx.conn())
            .await?;
        let hr_first = ["Hannah", "Ivy", "Rachel", "Tom", "Nadia", "Greg"][i % 6];
        sqlx::query("INSERT INTO group_contacts (group_id, kind, name, title, email, phone, is_primary) VALUES ($1, 'hr', $2, 'HR Manager', $3, $4, true), ($1, 'decision_maker', $5, 'Chief Financial Officer', $6, NULL, true)")
            .bind(group_id)
            .bind(format!("{hr_first} {}", ["Cole", "Chen", "Park", "Reed", "Khan", "Lund"][i % 6]))
            .bind(format!("{}@{}", hr_first.to_lowercase(), spec.domain))
            .bind(format!("(303) 555-{:04}", 1000 + i * 17))
            .bind(["Samuel Ortiz", "Beth Morgan", "Anil Gupta", "Clara Jensen"][i % 4])
            .bind(format!("cfo@{}", spec.domain))
            .execute(tx.conn())
            .await?;
        let stage: GroupStage = spec
            .stage
            .parse()
            .map_err(|e| AppError::Internal(format!("{e}")))?;
        enter::write_history(
            &mut tx,
            owner.into(),
            group_id,
            &stage_path(stage, Utc::now(), effective, renewal),
        )
        .await?;
        tx.commit().await?;

        let seed = seed_of(spec.name);
        let first_as_of = effective - Duration::days(30);
        let first = households(seed, spec.employees, first_as_of, DENVER_ZIPS, spec.domain);
        let file = format!("{} census {}.csv", spec.name, effective.format("%Y"));
        import_version(
            state,
            agency,
            owner,
            group_id,
            DemoCensus {
                file,
                csv: to_csv(&first),
                terminate_missing: false,
                as_of: first_as_of,
            },
        )
        .await?;
        if spec.history {
            let second = next_year(&first, seed, today, spec.domain);
            let file = format!("{} census {}.csv", spec.name, today.format("%Y-%m"));
            import_version(
                state,
                agency,
                owner,
                group_id,
                DemoCensus {
                    file,
                    csv: to_csv(&second),
                    terminate_missing: true,
                    as_of: today,
                },
            )
            .await?;
        }
    }
    Ok(())
}
