//! The queries of premium statements, in the agency's transaction.

use std::collections::BTreeMap;

use chrono::{DateTime, Days, NaiveDate, Utc};
use uuid::Uuid;

use super::rules::{Difference, InvoiceRow, Person, Piece};
use crate::audit::Actor;
use crate::list::ListQuery;
use crate::vocabulary::{
    Line, MidMonthBilling, StatementDifferenceKind, StatementDifferenceStatus,
};
use tenants::TenantTx;

/// One elected line of an employee's signed elections (or a signed set with none, which ends
/// the set before it), with when that set took effect.
#[derive(Debug, sqlx::FromRow)]
struct ElectedRow {
    group_id: Uuid,
    submission_id: Uuid,
    employee_id: Uuid,
    signed_at: DateTime<Utc>,
    starts_on: NaiveDate,
    plan_year_end: NaiveDate,
    terminated_on: Option<NaiveDate>,
    line: Option<String>,
    plan_id: Option<String>,
    plan_name: Option<String>,
    carrier_id: Option<Uuid>,
    tier: Option<String>,
    members: Option<i32>,
    premium_cents: Option<i64>,
    employer_cents: Option<i64>,
}

/// The coverage pieces of the groups' employees that began by `through`, by group: each signed
/// set of elections lasts until the next one the employee signed takes effect, or its plan year
/// ends.
pub async fn pieces(
    tx: &mut TenantTx,
    group_ids: &[Uuid],
    through: NaiveDate,
) -> Result<BTreeMap<Uuid, Vec<Piece>>, sqlx::Error> {
    let rows: Vec<ElectedRow> = sqlx::query_as(
        "WITH years AS (
            SELECT group_id, plan_year, min(coverage_start) AS starts_on
            FROM enrollment_windows WHERE group_id = ANY($1) AND kind = 'open'
            GROUP BY group_id, plan_year
         )
         SELECT w.group_id, s.id AS submission_id, s.employee_id, s.signed_at, w.coverage_start AS starts_on,
                (COALESCE(y.starts_on, w.coverage_start) + interval '1 year' - interval '1 day')::date AS plan_year_end,
                CASE WHEN e.status = 'terminated' THEN e.termination_date END AS terminated_on,
                el.line, el.plan_id, el.plan_name, (pdp.plan->>'carrier_id')::uuid AS carrier_id, el.tier,
                1 + cardinality(el.dependent_ids) AS members, el.premium_cents, el.employer_cents
         FROM enrollment_windows w
         JOIN enrollment_participants p ON p.window_id = w.id
         JOIN enrollment_submissions s ON s.id = p.current_submission
         JOIN employees e ON e.id = s.employee_id
         LEFT JOIN years y ON y.group_id = w.group_id AND y.plan_year = w.plan_year
         LEFT JOIN enrollment_elections el
                ON el.submission_id = s.id AND el.plan_id IS NOT NULL AND s.outcome = 'enrolled'
         LEFT JOIN plan_design_plans pdp ON pdp.design_id = w.design_id AND pdp.plan_id = el.plan_id
         WHERE w.group_id = ANY($1) AND w.coverage_start <= $2",
    )
    .bind(group_ids)
    .bind(through)
    .fetch_all(tx.conn())
    .await?;
    Ok(into_pieces(rows))
}

fn into_pieces(mut rows: Vec<ElectedRow>) -> BTreeMap<Uuid, Vec<Piece>> {
    rows.sort_by(|a, b| {
        (
            a.group_id,
            a.employee_id,
            a.starts_on,
            a.signed_at,
            a.submission_id,
        )
            .cmp(&(
                b.group_id,
                b.employee_id,
                b.starts_on,
                b.signed_at,
                b.submission_id,
            ))
    });
    // Each employee's signed sets in the order they took effect, and when the next began.
    let mut starts: Vec<(Uuid, Uuid, NaiveDate)> = Vec::new();
    for r in &rows {
        if starts.last().map(|s| s.1) != Some(r.submission_id) {
            starts.push((r.employee_id, r.submission_id, r.starts_on));
        }
    }
    let next_start: BTreeMap<Uuid, NaiveDate> = starts
        .windows(2)
        .filter(|w| w[0].0 == w[1].0)
        .map(|w| (w[0].1, w[1].2))
        .collect();
    let mut out: BTreeMap<Uuid, Vec<Piece>> = BTreeMap::new();
    for r in rows {
        let (Some(line), Some(plan_id), Some(carrier_id), Some(tier)) =
            (r.line, r.plan_id, r.carrier_id, r.tier)
        else {
            continue;
        };
        let to = next_start
            .get(&r.submission_id)
            .and_then(|next| next.checked_sub_days(Days::new(1)))
            .map_or(r.plan_year_end, |before| before.min(r.plan_year_end));
        out.entry(r.group_id).or_default().push(Piece {
            employee_id: r.employee_id,
            carrier_id,
            line,
            plan_name: r.plan_name.unwrap_or_else(|| plan_id.clone()),
            plan_id,
            tier,
            members: r.members.unwrap_or(1),
            premium_cents: r.premium_cents.unwrap_or(0),
            employer_cents: r.employer_cents.unwrap_or(0),
            from: r.starts_on,
            to,
            terminated_on: r.terminated_on,
        });
    }
    out
}

#[derive(Debug, sqlx::FromRow)]
struct PersonRow {
    id: Uuid,
    subscriber_id: String,
    first_name: String,
    last_name: String,
    terminated_on: Option<NaiveDate>,
}

/// Every employee of the group, as a carrier's invoice may name them.
pub async fn people(tx: &mut TenantTx, group_id: Uuid) -> Result<Vec<Person>, sqlx::Error> {
    let rows: Vec<PersonRow> = sqlx::query_as(
        "SELECT id, COALESCE(external_id, replace(id::text, '-', '')) AS subscriber_id, first_name, last_name,
                CASE WHEN status = 'terminated' THEN termination_date END AS terminated_on
         FROM employees WHERE group_id = $1",
    )
    .bind(group_id)
    .fetch_all(tx.conn())
    .await?;
    Ok(rows
        .into_iter()
        .map(|r| Person {
            employee_id: r.id,
            subscriber_id: r.subscriber_id,
            first_name: r.first_name,
            last_name: r.last_name,
            terminated_on: r.terminated_on,
        })
        .collect())
}

#[derive(Debug, Clone, sqlx::FromRow)]
pub struct CarrierRow {
    pub id: Uuid,
    pub name: String,
    pub mid_month_billing: MidMonthBilling,
}

pub async fn carriers(tx: &mut TenantTx, ids: &[Uuid]) -> Result<Vec<CarrierRow>, sqlx::Error> {
    sqlx::query_as(
        "SELECT id, name, mid_month_billing FROM public.carriers WHERE id = ANY($1) ORDER BY lower(name)",
    )
    .bind(ids)
    .fetch_all(tx.conn())
    .await
}

#[derive(Debug, sqlx::FromRow)]
pub struct GroupRow {
    pub id: Uuid,
    pub name: String,
}

/// The group, when the caller may see it.
pub async fn group(
    tx: &mut TenantTx,
    group_id: Uuid,
    scope: Option<Uuid>,
) -> Result<Option<GroupRow>, sqlx::Error> {
    sqlx::query_as("SELECT id, name FROM groups WHERE id = $1 AND ($2::uuid IS NULL OR id = $2)")
        .bind(group_id)
        .bind(scope)
        .fetch_optional(tx.conn())
        .await
}

/// The group, locked, when the caller may see it: one invoice upload at a time per group.
pub async fn lock_group(
    tx: &mut TenantTx,
    group_id: Uuid,
    scope: Option<Uuid>,
) -> Result<Option<GroupRow>, sqlx::Error> {
    sqlx::query_as(
        "SELECT id, name FROM groups WHERE id = $1 AND ($2::uuid IS NULL OR id = $2) FOR UPDATE",
    )
    .bind(group_id)
    .bind(scope)
    .fetch_optional(tx.conn())
    .await
}

/// The first month any of the group's coverage took effect.
pub async fn first_coverage(
    tx: &mut TenantTx,
    group_id: Uuid,
) -> Result<Option<NaiveDate>, sqlx::Error> {
    sqlx::query_scalar(
        "SELECT min(w.coverage_start) FROM enrollment_windows w
         WHERE w.group_id = $1 AND EXISTS (SELECT 1 FROM enrollment_participants p
                                           WHERE p.window_id = w.id AND p.current_submission IS NOT NULL)",
    )
    .bind(group_id)
    .fetch_one(tx.conn())
    .await
}

/// The months the group's carriers sent invoices for, the latest first.
pub async fn invoice_months(
    tx: &mut TenantTx,
    group_id: Uuid,
) -> Result<Vec<NaiveDate>, sqlx::Error> {
    sqlx::query_scalar(
        "SELECT DISTINCT month FROM carrier_invoices WHERE group_id = $1 ORDER BY month DESC",
    )
    .bind(group_id)
    .fetch_all(tx.conn())
    .await
}

/// The latest month an invoice was uploaded for, across the groups the caller may see.
pub async fn latest_invoice_month(
    tx: &mut TenantTx,
    scope: Option<Uuid>,
) -> Result<Option<NaiveDate>, sqlx::Error> {
    sqlx::query_scalar(
        "SELECT max(month) FROM carrier_invoices WHERE $1::uuid IS NULL OR group_id = $1",
    )
    .bind(scope)
    .fetch_one(tx.conn())
    .await
}

/// The groups with coverage in force in the month (a plan year reaching into it), one page.
pub async fn groups_covered(
    tx: &mut TenantTx,
    month_start: NaiveDate,
    month_end: NaiveDate,
    scope: Option<Uuid>,
    list: &ListQuery,
) -> Result<(Vec<GroupRow>, i64), sqlx::Error> {
    let rows: Vec<(Uuid, String, i64)> = sqlx::query_as(&format!(
        "SELECT g.id, g.name, count(*) OVER () FROM groups g
         WHERE ($3::uuid IS NULL OR g.id = $3) AND ($4::text IS NULL OR g.name ILIKE $4)
           AND EXISTS (SELECT 1 FROM enrollment_windows w
                       WHERE w.group_id = g.id AND w.kind = 'open' AND w.coverage_start <= $2
                         AND w.coverage_start + interval '1 year' > $1
                         AND EXISTS (SELECT 1 FROM enrollment_participants p
                                     WHERE p.window_id = w.id AND p.current_submission IS NOT NULL))
         ORDER BY {} LIMIT $5 OFFSET $6",
        list.order_by("g.id")
    ))
    .bind(month_start)
    .bind(month_end)
    .bind(scope)
    .bind(list.like_pattern())
    .bind(list.limit())
    .bind(list.offset())
    .fetch_all(tx.conn())
    .await?;
    let total = rows.first().map_or(0, |r| r.2);
    Ok((
        rows.into_iter()
            .map(|(id, name, _)| GroupRow { id, name })
            .collect(),
        total,
    ))
}

#[derive(Debug, Clone, sqlx::FromRow)]
pub struct InvoiceRowView {
    pub id: Uuid,
    pub group_id: Uuid,
    pub carrier_id: Uuid,
    pub carrier_name: String,
    pub file_name: String,
    pub document_id: Uuid,
    pub rows: i32,
    pub billed_cents: i64,
    pub expected_cents: i64,
    pub uploaded_by_name: String,
    pub uploaded_at: DateTime<Utc>,
    pub open_differences: i64,
    pub open_difference_cents: i64,
    pub disputed_difference_cents: i64,
}

/// The invoices of the groups for the month, with what their open and disputed differences
/// come to.
pub async fn invoices(
    tx: &mut TenantTx,
    group_ids: &[Uuid],
    month: NaiveDate,
) -> Result<Vec<InvoiceRowView>, sqlx::Error> {
    sqlx::query_as(
        "SELECT i.id, i.group_id, i.carrier_id, i.carrier_name, i.file_name, i.document_id, i.rows, i.billed_cents,
                i.expected_cents, i.uploaded_by_name, i.uploaded_at,
                count(d.id) FILTER (WHERE d.status = 'open') AS open_differences,
                COALESCE(sum(d.difference_cents) FILTER (WHERE d.status = 'open'), 0)::bigint AS open_difference_cents,
                COALESCE(sum(d.difference_cents) FILTER (WHERE d.status = 'disputed'), 0)::bigint AS disputed_difference_cents
         FROM carrier_invoices i LEFT JOIN statement_differences d ON d.invoice_id = i.id
         WHERE i.group_id = ANY($1) AND i.month = $2
         GROUP BY i.id ORDER BY lower(i.carrier_name)",
    )
    .bind(group_ids)
    .bind(month)
    .fetch_all(tx.conn())
    .await
}

#[derive(Debug, Clone, sqlx::FromRow)]
pub struct DifferenceRow {
    pub id: Uuid,
    pub invoice_id: Uuid,
    pub group_id: Uuid,
    pub member_key: String,
    pub person_name: String,
    pub subscriber_id: String,
    pub line: Line,
    pub kind: StatementDifferenceKind,
    pub expected_plan: Option<String>,
    pub billed_plan: Option<String>,
    pub expected_tier: Option<String>,
    pub billed_tier: Option<String>,
    pub expected_cents: i64,
    pub billed_cents: i64,
    pub difference_cents: i64,
    pub detail: String,
    pub status: StatementDifferenceStatus,
    pub note: Option<String>,
    pub decided_by_name: Option<String>,
    pub decided_at: Option<DateTime<Utc>>,
    pub version: i32,
}

const DIFFERENCE_COLUMNS: &str = "d.id, d.invoice_id, d.group_id, d.member_key, d.person_name, d.subscriber_id,
    d.line, d.kind, d.expected_plan, d.billed_plan, d.expected_tier, d.billed_tier, d.expected_cents,
    d.billed_cents, d.difference_cents, d.detail, d.status, d.note, d.decided_by_name, d.decided_at, d.version";

/// The differences of some invoices, the largest overcharge first.
pub async fn differences(
    tx: &mut TenantTx,
    invoice_ids: &[Uuid],
) -> Result<Vec<DifferenceRow>, sqlx::Error> {
    sqlx::query_as(&format!(
        "SELECT {DIFFERENCE_COLUMNS} FROM statement_differences d WHERE d.invoice_id = ANY($1)
         ORDER BY d.difference_cents DESC, lower(d.person_name), d.line"
    ))
    .bind(invoice_ids)
    .fetch_all(tx.conn())
    .await
}

/// A difference, locked, when the caller may see its group.
pub async fn lock_difference(
    tx: &mut TenantTx,
    id: Uuid,
    scope: Option<Uuid>,
) -> Result<Option<DifferenceRow>, sqlx::Error> {
    sqlx::query_as(&format!(
        "SELECT {DIFFERENCE_COLUMNS} FROM statement_differences d
         WHERE d.id = $1 AND ($2::uuid IS NULL OR d.group_id = $2) FOR UPDATE"
    ))
    .bind(id)
    .bind(scope)
    .fetch_optional(tx.conn())
    .await
}

/// The month an invoice bills, and its group.
pub async fn invoice_month(
    tx: &mut TenantTx,
    invoice_id: Uuid,
) -> Result<(Uuid, NaiveDate), sqlx::Error> {
    sqlx::query_as("SELECT group_id, month FROM carrier_invoices WHERE id = $1")
        .bind(invoice_id)
        .fetch_one(tx.conn())
        .await
}

pub async fn decide_difference(
    tx: &mut TenantTx,
    id: Uuid,
    status: StatementDifferenceStatus,
    note: Option<&str>,
    actor: Actor<'_>,
) -> Result<(), sqlx::Error> {
    sqlx::query(
        "UPDATE statement_differences SET status = $2, note = $3, decided_by_name = $4, decided_at = clock_timestamp(),
                version = version + 1
         WHERE id = $1",
    )
    .bind(id)
    .bind(status)
    .bind(note)
    .bind(actor.name)
    .execute(tx.conn())
    .await?;
    Ok(())
}

pub struct NewInvoice<'a> {
    pub group_id: Uuid,
    pub carrier_id: Uuid,
    pub carrier_name: &'a str,
    pub month: NaiveDate,
    pub source: &'a str,
    pub file_name: &'a str,
    pub document_id: Uuid,
    pub billed_cents: i64,
    pub expected_cents: i64,
    pub actor: Actor<'a>,
}

/// Records the carrier's invoice for the month in place of the one before, if any, with its
/// rows and differences, set-based. A difference the replaced invoice also had keeps where the
/// broker stood on it. Returns the new invoice's id and whether it replaced one.
pub async fn replace_invoice(
    tx: &mut TenantTx,
    invoice: &NewInvoice<'_>,
    rows: &[InvoiceRow],
    found: &[Difference],
) -> Result<(Uuid, bool), sqlx::Error> {
    let previous: Option<Uuid> = sqlx::query_scalar(
        "SELECT id FROM carrier_invoices WHERE group_id = $1 AND month = $2 AND carrier_id = $3 FOR UPDATE",
    )
    .bind(invoice.group_id)
    .bind(invoice.month)
    .bind(invoice.carrier_id)
    .fetch_optional(tx.conn())
    .await?;
    let kept: Vec<DifferenceRow> = match previous {
        Some(id) => differences(tx, &[id]).await?,
        None => Vec::new(),
    };
    if let Some(id) = previous {
        sqlx::query("DELETE FROM carrier_invoices WHERE id = $1")
            .bind(id)
            .execute(tx.conn())
            .await?;
    }
    let id: Uuid = sqlx::query_scalar(
        "INSERT INTO carrier_invoices (group_id, carrier_id, carrier_name, month, source, file_name, document_id, rows,
            billed_cents, expected_cents, uploaded_by, uploaded_by_name)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12) RETURNING id",
    )
    .bind(invoice.group_id)
    .bind(invoice.carrier_id)
    .bind(invoice.carrier_name)
    .bind(invoice.month)
    .bind(invoice.source)
    .bind(invoice.file_name)
    .bind(invoice.document_id)
    .bind(i32::try_from(rows.len()).unwrap_or(i32::MAX))
    .bind(invoice.billed_cents)
    .bind(invoice.expected_cents)
    .bind(invoice.actor.id)
    .bind(invoice.actor.name)
    .fetch_one(tx.conn())
    .await?;
    let text = |f: fn(&InvoiceRow) -> Option<String>| -> Vec<Option<String>> {
        rows.iter().map(f).collect()
    };
    sqlx::query(
        "INSERT INTO carrier_invoice_lines (invoice_id, row_number, subscriber_id, first_name, last_name, line, plan_id,
            tier, billed_cents)
         SELECT $1, * FROM unnest($2::int[], $3::text[], $4::text[], $5::text[], $6::text[], $7::text[], $8::text[],
            $9::bigint[])",
    )
    .bind(id)
    .bind(
        rows.iter()
            .map(|r| i32::try_from(r.row).unwrap_or(i32::MAX))
            .collect::<Vec<i32>>(),
    )
    .bind(text(|r| Some(r.subscriber_id.clone())))
    .bind(text(|r| Some(r.first_name.clone())))
    .bind(text(|r| Some(r.last_name.clone())))
    .bind(text(|r| Some(r.line.clone())))
    .bind(text(|r| r.plan_id.clone()))
    .bind(text(|r| r.tier.clone()))
    .bind(rows.iter().map(|r| r.billed_cents).collect::<Vec<i64>>())
    .execute(tx.conn())
    .await?;
    let standing = |d: &Difference| {
        kept.iter()
            .find(|k| k.member_key == d.member_key && k.line.as_str() == d.line && k.kind == d.kind)
    };
    let text = |f: &dyn Fn(&Difference) -> Option<String>| -> Vec<Option<String>> {
        found.iter().map(f).collect()
    };
    sqlx::query(
        "INSERT INTO statement_differences (invoice_id, group_id, member_key, person_name, subscriber_id, line, kind,
            expected_plan, billed_plan, expected_tier, billed_tier, expected_cents, billed_cents, difference_cents,
            detail, status, note, decided_by_name)
         SELECT $1, $2, member_key, person_name, subscriber_id, line, kind, expected_plan, billed_plan, expected_tier,
                billed_tier, expected_cents, billed_cents, billed_cents - expected_cents, detail, status, note, decided_by_name
         FROM unnest($3::text[], $4::text[], $5::text[], $6::text[], $7::text[], $8::text[], $9::text[], $10::text[],
                     $11::text[], $12::bigint[], $13::bigint[], $14::text[], $15::text[], $16::text[], $17::text[])
              AS d(member_key, person_name, subscriber_id, line, kind, expected_plan, billed_plan, expected_tier,
                   billed_tier, expected_cents, billed_cents, detail, status, note, decided_by_name)",
    )
    .bind(id)
    .bind(invoice.group_id)
    .bind(text(&|d| Some(d.member_key.clone())))
    .bind(text(&|d| Some(d.person_name.clone())))
    .bind(text(&|d| Some(d.subscriber_id.clone())))
    .bind(text(&|d| Some(d.line.clone())))
    .bind(text(&|d| Some(d.kind.as_str().to_string())))
    .bind(text(&|d| d.expected_plan.clone()))
    .bind(text(&|d| d.billed_plan.clone()))
    .bind(text(&|d| d.expected_tier.clone()))
    .bind(text(&|d| d.billed_tier.clone()))
    .bind(found.iter().map(|d| d.expected_cents).collect::<Vec<i64>>())
    .bind(found.iter().map(|d| d.billed_cents).collect::<Vec<i64>>())
    .bind(text(&|d| Some(d.detail.clone())))
    .bind(text(&|d| {
        Some(
            standing(d)
                .map_or(StatementDifferenceStatus::Open, |k| k.status)
                .as_str()
                .to_string(),
        )
    }))
    .bind(text(&|d| standing(d).and_then(|k| k.note.clone())))
    .bind(text(&|d| standing(d).and_then(|k| k.decided_by_name.clone())))
    .execute(tx.conn())
    .await?;
    Ok((id, previous.is_some()))
}
