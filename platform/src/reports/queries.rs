//! Every statement of the reports, in the agency's transaction: one query per figure family,
//! each built on the same definitions of the book and of the enrollments in scope.

use chrono::{DateTime, NaiveDate, Utc};
use rust_decimal::Decimal;
use serde::Deserialize;
use sqlx::types::Json;
use sqlx::PgPool;
use uuid::Uuid;

use crate::vocabulary::{EnrollmentMode, Line, Tier, WaiveReason, WindowStatus};
use tenants::TenantTx;

/// Which groups a report reads: one broker's (`broker`), or an employer admin's one group
/// (`scope`); the whole book when neither.
#[derive(Debug, Clone, Copy)]
pub struct Reach {
    pub broker: Option<Uuid>,
    pub scope: Option<Uuid>,
}

/// The groups of a `Reach` bound as $2 and $3; archived groups are out of every report.
const REACHED: &str =
    "g.status <> 'archived' AND ($2::uuid IS NULL OR g.broker_id = $2) AND ($3::uuid IS NULL OR g.id = $3)";

/// The book on the date $1, for the groups reached ($2, $3):
/// - `in_force`: each employee's elected lines in force on the date. A signed set of elections
///   lasts until the employee's next one takes effect or its plan year ends (as premium
///   statements read them), and a leaver's coverage ends with the month they left in, or on
///   the day they left under a carrier that prorates.
/// - `staged`: every group with its stage on the date, from its stage moves.
/// - `book`: the clients on the date, in implementation, active or renewal or with elections in
///   force, never lost or terminated.
/// - `book_lines`: the book's premium, per employee and line from the elections in force, else
///   the carrier and monthly premium recorded on the group (medical).
fn book_ctes() -> String {
    format!(
        "years AS (
            SELECT group_id, plan_year, min(coverage_start) AS starts_on
            FROM enrollment_windows WHERE kind = 'open' GROUP BY group_id, plan_year
         ),
         sets AS (
            SELECT w.group_id, w.design_id, s.id AS submission_id, s.employee_id, s.outcome, w.coverage_start AS starts_on,
                   (COALESCE(y.starts_on, w.coverage_start) + interval '1 year' - interval '1 day')::date AS plan_year_end,
                   lead(w.coverage_start) OVER (PARTITION BY w.group_id, s.employee_id
                                                ORDER BY w.coverage_start, s.signed_at, s.id) AS next_start
            FROM enrollment_windows w
            JOIN groups g ON g.id = w.group_id
            JOIN enrollment_participants p ON p.window_id = w.id
            JOIN enrollment_submissions s ON s.id = p.current_submission
            LEFT JOIN years y ON y.group_id = w.group_id AND y.plan_year = w.plan_year
            WHERE {REACHED}
         ),
         in_force AS (
            SELECT st.group_id, st.employee_id, el.line, c.id AS carrier_id, c.name AS carrier_name,
                   el.premium_cents, el.employer_cents
            FROM sets st
            JOIN enrollment_elections el ON el.submission_id = st.submission_id AND el.plan_id IS NOT NULL
            JOIN plan_design_plans pdp ON pdp.design_id = st.design_id AND pdp.plan_id = el.plan_id
            JOIN public.carriers c ON c.id = (pdp.plan->>'carrier_id')::uuid
            JOIN employees e ON e.id = st.employee_id
            WHERE st.outcome = 'enrolled'
              AND st.starts_on <= $1::date
              AND $1::date <= LEAST(st.plan_year_end, st.next_start - 1)
              AND (e.status <> 'terminated' OR e.termination_date IS NULL
                   OR $1::date <= CASE WHEN c.mid_month_billing = 'prorated' THEN e.termination_date
                                       ELSE (date_trunc('month', e.termination_date) + interval '1 month - 1 day')::date END)
         ),
         staged AS (
            SELECT g.id, g.name, g.broker_id, g.current_carrier, g.current_premium_cents,
                   (SELECT m.to_stage FROM stage_moves m
                     WHERE m.group_id = g.id AND m.moved_at < ($1::date + 1)
                     ORDER BY m.moved_at DESC, m.id DESC LIMIT 1) AS stage
            FROM groups g WHERE {REACHED}
         ),
         book AS (
            SELECT s.*, EXISTS (SELECT 1 FROM in_force i WHERE i.group_id = s.id) AS enrolled
            FROM staged s
            WHERE s.stage IS NOT NULL AND s.stage NOT IN ('lost', 'terminated')
              AND (s.stage IN ('implementation', 'active', 'renewal') OR EXISTS (SELECT 1 FROM in_force i WHERE i.group_id = s.id))
         ),
         book_lines AS (
            SELECT i.group_id, i.employee_id, i.carrier_id, i.carrier_name, i.line, 'enrolled' AS source,
                   i.premium_cents, i.employer_cents
            FROM in_force i JOIN book b ON b.id = i.group_id
            UNION ALL
            SELECT b.id, NULL, c.id, COALESCE(c.name, b.current_carrier), 'medical', 'recorded',
                   b.current_premium_cents, NULL
            FROM book b
            LEFT JOIN public.carriers c ON lower(c.name) = lower(btrim(b.current_carrier))
            WHERE NOT b.enrolled AND b.current_premium_cents IS NOT NULL
         )"
    )
}

fn bind_reach<'q, O>(
    query: sqlx::query::QueryAs<'q, sqlx::Postgres, O, sqlx::postgres::PgArguments>,
    first: NaiveDate,
    reach: Reach,
) -> sqlx::query::QueryAs<'q, sqlx::Postgres, O, sqlx::postgres::PgArguments> {
    query.bind(first).bind(reach.broker).bind(reach.scope)
}

/// A carrier's premium on a line (or, in the row with no line, the whole book's).
#[derive(Debug, sqlx::FromRow)]
pub struct PremiumRow {
    /// The total row of the book.
    pub total: bool,
    pub carrier_id: Option<Uuid>,
    pub carrier_name: Option<String>,
    pub line: Option<Line>,
    pub groups: i64,
    pub enrolled_groups: i64,
    pub recorded_groups: i64,
    pub subscribers: i64,
    pub monthly_premium_cents: i64,
    pub enrolled_premium_cents: i64,
    pub recorded_premium_cents: i64,
    pub employer_cents: i64,
    pub rate_bps: Option<i32>,
    /// Premium × rate, rounded half away from zero to the cent.
    pub monthly_commission_cents: Option<i64>,
}

/// Premium by carrier and line on the date, with each rate's commission, and the book's total.
pub async fn premium(
    tx: &mut TenantTx,
    as_of: NaiveDate,
    reach: Reach,
) -> Result<Vec<PremiumRow>, sqlx::Error> {
    let sql = format!(
        "WITH {}
         SELECT GROUPING(bl.line) = 1 AS total, bl.carrier_id, bl.carrier_name, bl.line,
                count(DISTINCT bl.group_id) AS groups,
                count(DISTINCT bl.group_id) FILTER (WHERE bl.source = 'enrolled') AS enrolled_groups,
                count(DISTINCT bl.group_id) FILTER (WHERE bl.source = 'recorded') AS recorded_groups,
                count(DISTINCT bl.employee_id) AS subscribers,
                COALESCE(sum(bl.premium_cents), 0)::bigint AS monthly_premium_cents,
                COALESCE(sum(bl.premium_cents) FILTER (WHERE bl.source = 'enrolled'), 0)::bigint AS enrolled_premium_cents,
                COALESCE(sum(bl.premium_cents) FILTER (WHERE bl.source = 'recorded'), 0)::bigint AS recorded_premium_cents,
                COALESCE(sum(bl.employer_cents), 0)::bigint AS employer_cents,
                r.rate_bps,
                round(sum(bl.premium_cents) * r.rate_bps / 10000.0)::bigint AS monthly_commission_cents
         FROM book_lines bl
         LEFT JOIN commission_rates r ON r.carrier_id = bl.carrier_id AND r.line = bl.line
         GROUP BY GROUPING SETS ((bl.carrier_id, bl.carrier_name, bl.line, r.rate_bps), ())
         ORDER BY GROUPING(bl.line) DESC, monthly_premium_cents DESC, lower(bl.carrier_name),
                  array_position(ARRAY['medical', 'dental', 'vision'], bl.line)",
        book_ctes()
    );
    bind_reach(sqlx::query_as(&sql), as_of, reach)
        .fetch_all(tx.conn())
        .await
}

#[derive(Debug, sqlx::FromRow)]
pub struct StageRow {
    pub stage: crate::vocabulary::GroupStage,
    pub groups: i64,
    pub book_groups: i64,
    pub monthly_premium_cents: i64,
}

/// Every stage in `stages` order with the groups in it on the date, and the book's premium of
/// those that are clients.
pub async fn stages(
    tx: &mut TenantTx,
    as_of: NaiveDate,
    reach: Reach,
    stages: &[&str],
) -> Result<Vec<StageRow>, sqlx::Error> {
    let sql = format!(
        "WITH {},
         premium AS (SELECT group_id, sum(premium_cents) AS cents FROM book_lines GROUP BY group_id)
         SELECT s.stage, count(st.id) AS groups, count(b.id) AS book_groups,
                COALESCE(sum(pr.cents), 0)::bigint AS monthly_premium_cents
         FROM unnest($4::text[]) WITH ORDINALITY AS s(stage, ord)
         LEFT JOIN staged st ON st.stage = s.stage
         LEFT JOIN book b ON b.id = st.id
         LEFT JOIN premium pr ON pr.group_id = b.id
         GROUP BY s.stage, s.ord ORDER BY s.ord",
        book_ctes()
    );
    bind_reach(sqlx::query_as(&sql), as_of, reach)
        .bind(stages)
        .fetch_all(tx.conn())
        .await
}

/// A group renewing, as the month's row carries it.
#[derive(Debug, Clone, Deserialize)]
pub struct RenewingRow {
    pub group_id: Uuid,
    pub group_name: String,
    pub stage: String,
    pub renewal_date: NaiveDate,
    pub broker_name: Option<String>,
    pub monthly_premium_cents: Option<i64>,
    pub source: Option<String>,
}

#[derive(Debug, sqlx::FromRow)]
pub struct RenewalMonthRow {
    pub month: NaiveDate,
    pub groups: i64,
    pub monthly_premium_cents: i64,
    pub renewing: Json<Vec<RenewingRow>>,
}

/// The twelve months from the date's month, each with the groups (not lost or terminated)
/// whose renewal date falls in it and their premium: the book's premium in force on the date,
/// else the premium recorded on the group.
pub async fn renewals(
    tx: &mut TenantTx,
    as_of: NaiveDate,
    reach: Reach,
) -> Result<Vec<RenewalMonthRow>, sqlx::Error> {
    let sql = format!(
        "WITH {},
         premium AS (
            SELECT group_id, sum(premium_cents) AS cents, bool_or(source = 'enrolled') AS enrolled
            FROM book_lines GROUP BY group_id
         ),
         months AS (
            SELECT generate_series(date_trunc('month', $1::date), date_trunc('month', $1::date) + interval '11 months',
                                   interval '1 month')::date AS month
         ),
         renewing AS (
            SELECT g.id AS group_id, g.name AS group_name, g.stage, g.renewal_date, u.name AS broker_name,
                   date_trunc('month', g.renewal_date)::date AS month,
                   COALESCE(pr.cents::bigint, g.current_premium_cents) AS monthly_premium_cents,
                   CASE WHEN pr.enrolled THEN 'enrolled'
                        WHEN COALESCE(pr.cents::bigint, g.current_premium_cents) IS NOT NULL THEN 'recorded' END AS source
            FROM groups g
            LEFT JOIN public.users u ON u.id = g.broker_id
            LEFT JOIN premium pr ON pr.group_id = g.id
            WHERE {REACHED} AND g.status = 'active' AND g.stage NOT IN ('lost', 'terminated')
              AND g.renewal_date >= date_trunc('month', $1::date)
              AND g.renewal_date < date_trunc('month', $1::date) + interval '12 months'
         )
         SELECT m.month, count(r.group_id) AS groups, COALESCE(sum(r.monthly_premium_cents), 0)::bigint AS monthly_premium_cents,
                COALESCE(json_agg(json_build_object(
                    'group_id', r.group_id, 'group_name', r.group_name, 'stage', r.stage, 'renewal_date', r.renewal_date,
                    'broker_name', r.broker_name, 'monthly_premium_cents', r.monthly_premium_cents, 'source', r.source)
                  ORDER BY r.renewal_date, lower(r.group_name)) FILTER (WHERE r.group_id IS NOT NULL), '[]') AS renewing
         FROM months m LEFT JOIN renewing r ON r.month = m.month
         GROUP BY m.month ORDER BY m.month",
        book_ctes()
    );
    bind_reach(sqlx::query_as(&sql), as_of, reach)
        .fetch_all(tx.conn())
        .await
}

#[derive(Debug, sqlx::FromRow)]
pub struct BrokerRow {
    pub id: Uuid,
    pub name: String,
    pub groups: i64,
}

/// The brokers of record of the groups the caller may read, for the filter.
pub async fn brokers(
    tx: &mut TenantTx,
    scope: Option<Uuid>,
) -> Result<Vec<BrokerRow>, sqlx::Error> {
    sqlx::query_as(
        "SELECT u.id, u.name, count(g.id) AS groups
         FROM groups g JOIN public.users u ON u.id = g.broker_id
         WHERE g.status <> 'archived' AND ($1::uuid IS NULL OR g.id = $1)
         GROUP BY u.id, u.name ORDER BY lower(u.name)",
    )
    .bind(scope)
    .fetch_all(tx.conn())
    .await
}

/// Whether the person is (or was) an owner, admin or broker of the agency: someone a group's
/// book can be filtered by.
pub async fn is_agency_broker(
    pool: &PgPool,
    agency_id: Uuid,
    user_id: Uuid,
) -> Result<bool, sqlx::Error> {
    sqlx::query_scalar(
        "SELECT EXISTS (SELECT 1 FROM memberships WHERE agency_id = $1 AND user_id = $2 AND role IN ('owner', 'admin', 'broker'))",
    )
    .bind(agency_id)
    .bind(user_id)
    .fetch_one(pool)
    .await
}

/// The open enrollments running at some point between $1 and $2, of the groups reached ($3,
/// $4).
const SCOPED_WINDOWS: &str = "scoped AS (
        SELECT w.id, w.group_id, g.name AS group_name, w.design_id, w.plan_year, w.mode, w.starts_on, w.ends_on,
               w.coverage_start, w.status
        FROM enrollment_windows w JOIN groups g ON g.id = w.group_id
        WHERE w.kind = 'open' AND w.starts_on <= $2::date AND w.ends_on >= $1::date
          AND g.status <> 'archived' AND ($3::uuid IS NULL OR g.broker_id = $3) AND ($4::uuid IS NULL OR g.id = $4)
     )";

/// The enrollments' date range and the groups reached.
#[derive(Debug, Clone, Copy)]
pub struct Period {
    pub from: NaiveDate,
    pub to: NaiveDate,
    pub reach: Reach,
}

fn bind_period<'q, O>(
    query: sqlx::query::QueryAs<'q, sqlx::Postgres, O, sqlx::postgres::PgArguments>,
    period: Period,
) -> sqlx::query::QueryAs<'q, sqlx::Postgres, O, sqlx::postgres::PgArguments> {
    query
        .bind(period.from)
        .bind(period.to)
        .bind(period.reach.broker)
        .bind(period.reach.scope)
}

#[derive(Debug, sqlx::FromRow)]
pub struct EnrollmentRow {
    pub window_id: Uuid,
    pub group_id: Uuid,
    pub group_name: String,
    pub plan_year: i32,
    pub mode: EnrollmentMode,
    pub starts_on: NaiveDate,
    pub ends_on: NaiveDate,
    pub coverage_start: NaiveDate,
    pub status: WindowStatus,
    pub eligible: i64,
    pub not_started: i64,
    pub in_progress: i64,
    pub enrolled: i64,
    pub waived: i64,
}

/// Each enrollment in the period with where its participants stand, the latest first.
pub async fn enrollments(
    tx: &mut TenantTx,
    period: Period,
) -> Result<Vec<EnrollmentRow>, sqlx::Error> {
    let sql = format!(
        "WITH {SCOPED_WINDOWS}
         SELECT w.id AS window_id, w.group_id, w.group_name, w.plan_year, w.mode, w.starts_on, w.ends_on, w.coverage_start, w.status,
                count(p.employee_id) AS eligible,
                count(p.employee_id) FILTER (WHERE p.status = 'not_started') AS not_started,
                count(p.employee_id) FILTER (WHERE p.status = 'in_progress') AS in_progress,
                count(p.employee_id) FILTER (WHERE p.status = 'enrolled') AS enrolled,
                count(p.employee_id) FILTER (WHERE p.status = 'waived') AS waived
         FROM scoped w LEFT JOIN enrollment_participants p ON p.window_id = w.id
         GROUP BY w.id, w.group_id, w.group_name, w.plan_year, w.mode, w.starts_on, w.ends_on, w.coverage_start, w.status
         ORDER BY w.starts_on DESC, lower(w.group_name), w.id"
    );
    bind_period(sqlx::query_as(&sql), period)
        .fetch_all(tx.conn())
        .await
}

#[derive(Debug, sqlx::FromRow)]
pub struct ParticipationRow {
    pub window_id: Uuid,
    pub group_id: Uuid,
    pub group_name: String,
    pub plan_year: i32,
    pub line: Line,
    pub carrier_name: String,
    pub minimum_pct: Decimal,
    pub eligible: i64,
    pub enrolled: i64,
    pub waived_other_coverage: i64,
    pub waived_counted: i64,
}

/// Per enrollment, line and carrier offered: the eligible, those enrolled with the carrier,
/// and the line's waivers, those for other coverage (`covered_elsewhere`) apart. The carrier's
/// minimum is the one its plans in the design carry (the last plan's, in the design's order).
pub async fn participation(
    tx: &mut TenantTx,
    period: Period,
    covered_elsewhere: &[&str],
) -> Result<Vec<ParticipationRow>, sqlx::Error> {
    let sql = format!(
        "WITH {SCOPED_WINDOWS},
         offered AS (
            SELECT DISTINCT ON (w.id, pdp.line, pdp.plan->>'carrier_name')
                   w.id AS window_id, pdp.line, pdp.plan->>'carrier_name' AS carrier_name,
                   (pdp.plan->>'min_participation_pct')::numeric AS minimum_pct
            FROM scoped w JOIN plan_design_plans pdp ON pdp.design_id = w.design_id
            ORDER BY w.id, pdp.line, pdp.plan->>'carrier_name', pdp.position DESC
         ),
         eligible AS (
            SELECT p.window_id, count(*) AS eligible FROM enrollment_participants p
            WHERE p.window_id IN (SELECT id FROM scoped) GROUP BY p.window_id
         ),
         chosen AS (
            SELECT p.window_id, el.line, el.carrier_name, el.plan_id, el.waive_reason
            FROM enrollment_participants p JOIN enrollment_elections el ON el.submission_id = p.current_submission
            WHERE p.window_id IN (SELECT id FROM scoped)
         )
         SELECT o.window_id, w.group_id, w.group_name, w.plan_year, o.line, o.carrier_name, o.minimum_pct,
                COALESCE(e.eligible, 0) AS eligible,
                count(c.window_id) FILTER (WHERE c.plan_id IS NOT NULL AND c.carrier_name = o.carrier_name) AS enrolled,
                count(c.window_id) FILTER (WHERE c.waive_reason = ANY($5)) AS waived_other_coverage,
                count(c.window_id) FILTER (WHERE c.waive_reason IS NOT NULL AND NOT c.waive_reason = ANY($5)) AS waived_counted
         FROM offered o
         JOIN scoped w ON w.id = o.window_id
         LEFT JOIN eligible e ON e.window_id = o.window_id
         LEFT JOIN chosen c ON c.window_id = o.window_id AND c.line = o.line
         GROUP BY o.window_id, w.group_id, w.group_name, w.plan_year, w.starts_on, o.line, o.carrier_name, o.minimum_pct, e.eligible
         ORDER BY w.starts_on DESC, lower(w.group_name), o.window_id,
                  array_position(ARRAY['medical', 'dental', 'vision'], o.line), lower(o.carrier_name)"
    );
    bind_period(sqlx::query_as(&sql), period)
        .bind(covered_elsewhere)
        .fetch_all(tx.conn())
        .await
}

#[derive(Debug, sqlx::FromRow)]
pub struct ElectionRow {
    pub line: Line,
    pub carrier_name: Option<String>,
    pub plan_id: String,
    pub plan_name: Option<String>,
    pub tier: Tier,
    pub count: i64,
    pub groups: i64,
}

/// The current elections of the period's enrollments, by plan and tier.
pub async fn elections(tx: &mut TenantTx, period: Period) -> Result<Vec<ElectionRow>, sqlx::Error> {
    let sql = format!(
        "WITH {SCOPED_WINDOWS}
         SELECT el.line, el.carrier_name, el.plan_id, max(el.plan_name) AS plan_name, el.tier,
                count(*) AS count, count(DISTINCT w.group_id) AS groups
         FROM scoped w
         JOIN enrollment_participants p ON p.window_id = w.id
         JOIN enrollment_elections el ON el.submission_id = p.current_submission
         WHERE el.plan_id IS NOT NULL
         GROUP BY el.line, el.carrier_name, el.plan_id, el.tier
         ORDER BY array_position(ARRAY['medical', 'dental', 'vision'], el.line), lower(el.carrier_name),
                  lower(max(el.plan_name)), el.plan_id, array_position(ARRAY['EE', 'ES', 'EC', 'EF'], el.tier)"
    );
    bind_period(sqlx::query_as(&sql), period)
        .fetch_all(tx.conn())
        .await
}

#[derive(Debug, sqlx::FromRow)]
pub struct WaiverRow {
    pub line: Line,
    pub reason: WaiveReason,
    pub count: i64,
}

/// The current waivers of the period's enrollments, by line and reason.
pub async fn waivers(tx: &mut TenantTx, period: Period) -> Result<Vec<WaiverRow>, sqlx::Error> {
    let sql = format!(
        "WITH {SCOPED_WINDOWS}
         SELECT el.line, el.waive_reason AS reason, count(*) AS count
         FROM scoped w
         JOIN enrollment_participants p ON p.window_id = w.id
         JOIN enrollment_elections el ON el.submission_id = p.current_submission
         WHERE el.waive_reason IS NOT NULL
         GROUP BY el.line, el.waive_reason
         ORDER BY array_position(ARRAY['medical', 'dental', 'vision'], el.line), count(*) DESC, el.waive_reason"
    );
    bind_period(sqlx::query_as(&sql), period)
        .fetch_all(tx.conn())
        .await
}

#[derive(Debug, sqlx::FromRow)]
pub struct CompletionRow {
    pub window_id: Uuid,
    pub day: NaiveDate,
    pub submitted_on_day: i64,
    pub submitted: i64,
}

/// Each enrollment of the period day by day, from its first day to its last or `today`: who
/// first submitted that day and who had by then (enrolled or waived now). A submission signed
/// before the first day counts on the first day, one signed after the last on the last.
pub async fn completion(
    tx: &mut TenantTx,
    period: Period,
    today: NaiveDate,
) -> Result<Vec<CompletionRow>, sqlx::Error> {
    let sql = format!(
        "WITH {SCOPED_WINDOWS},
         firsts AS (
            SELECT s.window_id, s.employee_id,
                   LEAST(GREATEST(min(s.signed_at)::date, min(w.starts_on)), min(w.ends_on)) AS first_day
            FROM enrollment_submissions s
            JOIN scoped w ON w.id = s.window_id
            JOIN enrollment_participants p ON p.window_id = s.window_id AND p.employee_id = s.employee_id
            WHERE p.status IN ('enrolled', 'waived')
            GROUP BY s.window_id, s.employee_id
         ),
         days AS (
            SELECT w.id AS window_id, d::date AS day
            FROM scoped w CROSS JOIN LATERAL generate_series(w.starts_on, LEAST(w.ends_on, $5::date), interval '1 day') d
         )
         SELECT d.window_id, d.day,
                count(f.employee_id) FILTER (WHERE f.first_day = d.day) AS submitted_on_day,
                count(f.employee_id) AS submitted
         FROM days d LEFT JOIN firsts f ON f.window_id = d.window_id AND f.first_day <= d.day
         GROUP BY d.window_id, d.day ORDER BY d.window_id, d.day"
    );
    bind_period(sqlx::query_as(&sql), period)
        .bind(today)
        .fetch_all(tx.conn())
        .await
}

#[derive(Debug, sqlx::FromRow)]
pub struct ScheduleRow {
    pub version: i32,
    pub updated_by_name: String,
    pub updated_at: DateTime<Utc>,
}

/// The schedule's version and who saved it last; none before the first save.
pub async fn schedule(tx: &mut TenantTx) -> Result<Option<ScheduleRow>, sqlx::Error> {
    sqlx::query_as("SELECT version, updated_by_name, updated_at FROM commission_schedule")
        .fetch_optional(tx.conn())
        .await
}

/// The schedule's version, locked until the transaction ends: one save at a time.
pub async fn lock_schedule(tx: &mut TenantTx) -> Result<i32, sqlx::Error> {
    // The row may not exist yet: a transaction-scoped lock guards the first save too.
    sqlx::query(
        "SELECT pg_advisory_xact_lock(hashtext(current_schema() || '.commission_schedule'))",
    )
    .execute(tx.conn())
    .await?;
    let version: Option<i32> = sqlx::query_scalar("SELECT version FROM commission_schedule")
        .fetch_optional(tx.conn())
        .await?;
    Ok(version.unwrap_or(0))
}

#[derive(Debug, Clone, sqlx::FromRow)]
pub struct RateRow {
    pub carrier_id: Uuid,
    pub carrier_name: String,
    pub line: Line,
    pub rate_bps: i32,
}

/// The agency's rates by carrier name and line.
pub async fn rates(tx: &mut TenantTx) -> Result<Vec<RateRow>, sqlx::Error> {
    sqlx::query_as(
        "SELECT r.carrier_id, c.name AS carrier_name, r.line, r.rate_bps
         FROM commission_rates r JOIN public.carriers c ON c.id = r.carrier_id
         ORDER BY lower(c.name), array_position(ARRAY['medical', 'dental', 'vision'], r.line)",
    )
    .fetch_all(tx.conn())
    .await
}

/// Of these carriers, those in the catalogue.
pub async fn known_carriers(tx: &mut TenantTx, ids: &[Uuid]) -> Result<Vec<Uuid>, sqlx::Error> {
    sqlx::query_scalar("SELECT id FROM public.carriers WHERE id = ANY($1)")
        .bind(ids)
        .fetch_all(tx.conn())
        .await
}

/// Replaces the rates with these (`carriers`, `lines` and `rates` pair up) and moves the
/// schedule to `version`.
pub async fn replace_rates(
    tx: &mut TenantTx,
    carriers: &[Uuid],
    lines: &[&str],
    rates: &[i32],
    version: i32,
    actor: crate::audit::Actor<'_>,
) -> Result<(), sqlx::Error> {
    sqlx::query("DELETE FROM commission_rates")
        .execute(tx.conn())
        .await?;
    sqlx::query(
        "INSERT INTO commission_rates (carrier_id, line, rate_bps)
         SELECT * FROM unnest($1::uuid[], $2::text[], $3::int[])",
    )
    .bind(carriers)
    .bind(lines)
    .bind(rates)
    .execute(tx.conn())
    .await?;
    sqlx::query(
        "INSERT INTO commission_schedule (only_row, version, updated_by, updated_by_name, updated_at)
         VALUES (true, $1, $2, $3, now())
         ON CONFLICT (only_row) DO UPDATE
            SET version = EXCLUDED.version, updated_by = EXCLUDED.updated_by,
                updated_by_name = EXCLUDED.updated_by_name, updated_at = EXCLUDED.updated_at",
    )
    .bind(version)
    .bind(actor.id)
    .bind(actor.name)
    .execute(tx.conn())
    .await?;
    Ok(())
}
