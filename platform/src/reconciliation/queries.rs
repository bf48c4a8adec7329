//! The queries of carrier lists and discrepancies, in the agency's transaction.

use chrono::{DateTime, NaiveDate, Utc};
use uuid::Uuid;

use super::carrier_list::ListedMember;
use super::rules::{Finding, Premiums};
use crate::audit::Actor;
use crate::list::ListQuery;
use crate::vocabulary::{DiscrepancyKind, DiscrepancyStatus, GroupStage};
use tenants::TenantTx;

/// What each subscriber's current elections pay a month per line in the plan year.
pub async fn premiums(
    tx: &mut TenantTx,
    group_id: Uuid,
    plan_year: i32,
) -> Result<Premiums, sqlx::Error> {
    let rows: Vec<(String, String, i64)> = sqlx::query_as(
        "SELECT DISTINCT ON (s.employee_id, el.line) s.employee_id::text, el.line, el.premium_cents
         FROM enrollment_participants p
         JOIN enrollment_windows w ON w.id = p.window_id
         JOIN enrollment_submissions s ON s.id = p.current_submission
         JOIN enrollment_elections el ON el.submission_id = s.id AND el.plan_id IS NOT NULL
         WHERE w.group_id = $1 AND w.plan_year = $2
         ORDER BY s.employee_id, el.line, s.signed_at DESC",
    )
    .bind(group_id)
    .bind(plan_year)
    .fetch_all(tx.conn())
    .await?;
    Ok(rows.into_iter().map(|(e, l, c)| ((e, l), c)).collect())
}

pub struct NewList<'a> {
    pub implementation_id: Uuid,
    pub source: &'a str,
    pub file_name: &'a str,
    pub document_id: Uuid,
    pub members: i32,
    pub matched: i32,
    pub actor: Actor<'a>,
}

pub async fn insert_list(tx: &mut TenantTx, l: &NewList<'_>) -> Result<Uuid, sqlx::Error> {
    sqlx::query_scalar(
        "INSERT INTO carrier_lists (implementation_id, source, file_name, document_id, members, matched, uploaded_by, uploaded_by_name)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING id",
    )
    .bind(l.implementation_id)
    .bind(l.source)
    .bind(l.file_name)
    .bind(l.document_id)
    .bind(l.members)
    .bind(l.matched)
    .bind(l.actor.id)
    .bind(l.actor.name)
    .fetch_one(tx.conn())
    .await
}

/// The list's members, in one statement.
pub async fn insert_members(
    tx: &mut TenantTx,
    list_id: Uuid,
    members: &[ListedMember],
) -> Result<(), sqlx::Error> {
    let col = |f: fn(&ListedMember) -> Option<String>| -> Vec<Option<String>> {
        members.iter().map(f).collect()
    };
    let positions: Vec<i32> = (1..).take(members.len()).collect();
    let dates = |f: fn(&ListedMember) -> Option<NaiveDate>| -> Vec<Option<NaiveDate>> {
        members.iter().map(f).collect()
    };
    sqlx::query(
        "INSERT INTO carrier_list_members (list_id, position, subscriber_id, relationship, first_name, last_name, dob,
            gender, ssn_last4, address_line1, zip, line, plan_id, tier, effective_on, end_on)
         SELECT $1, * FROM unnest($2::int[], $3::text[], $4::text[], $5::text[], $6::text[], $7::date[], $8::text[],
            $9::text[], $10::text[], $11::text[], $12::text[], $13::text[], $14::text[], $15::date[], $16::date[])",
    )
    .bind(list_id)
    .bind(&positions)
    .bind(col(|m| Some(m.subscriber_id.clone())))
    .bind(col(|m| Some(m.relationship.clone())))
    .bind(col(|m| Some(m.first_name.clone())))
    .bind(col(|m| Some(m.last_name.clone())))
    .bind(dates(|m| m.dob))
    .bind(col(|m| m.gender.clone()))
    .bind(col(|m| m.ssn_last4.clone()))
    .bind(col(|m| m.address_line1.clone()))
    .bind(col(|m| m.zip.clone()))
    .bind(col(|m| Some(m.line.clone())))
    .bind(col(|m| m.plan_id.clone()))
    .bind(col(|m| m.tier.clone()))
    .bind(dates(|m| m.effective_on))
    .bind(dates(|m| m.end_on))
    .execute(tx.conn())
    .await?;
    Ok(())
}

/// Records a list's findings against the implementation's discrepancies, set-based: new ones are
/// opened, those still there are seen again (a resolved one reappears), and open ones the list no
/// longer shows resolve themselves. Returns (opened, resolved by themselves).
pub async fn record_findings(
    tx: &mut TenantTx,
    implementation_id: Uuid,
    group_id: Uuid,
    list_id: Uuid,
    findings: &[Finding],
    actor: Actor<'_>,
) -> Result<(i64, i64), sqlx::Error> {
    let text = |f: fn(&Finding) -> String| -> Vec<String> { findings.iter().map(f).collect() };
    let optional = |f: fn(&Finding) -> Option<String>| -> Vec<Option<String>> {
        findings.iter().map(f).collect()
    };
    sqlx::query(
        "CREATE TEMPORARY TABLE found (member_key text, person_name text, kind text, field text, line text,
            platform_value text, carrier_value text, premium_cents bigint) ON COMMIT DROP",
    )
    .execute(tx.conn())
    .await?;
    sqlx::query(
        "INSERT INTO found SELECT * FROM unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::text[], $6::text[], $7::text[], $8::bigint[])",
    )
    .bind(text(|f| f.member_key.clone()))
    .bind(text(|f| f.person_name.clone()))
    .bind(findings.iter().map(|f| f.kind).collect::<Vec<DiscrepancyKind>>())
    .bind(text(|f| f.field.to_string()))
    .bind(text(|f| f.line.clone()))
    .bind(optional(|f| f.platform_value.clone()))
    .bind(optional(|f| f.carrier_value.clone()))
    .bind(findings.iter().map(|f| f.premium_cents).collect::<Vec<i64>>())
    .execute(tx.conn())
    .await?;
    let opened: i64 = sqlx::query_scalar(
        "WITH upserted AS (
            INSERT INTO discrepancies (implementation_id, group_id, member_key, person_name, kind, field, line,
                platform_value, carrier_value, premium_cents, first_list_id, last_list_id)
            SELECT $1, $2, member_key, person_name, kind, field, line, platform_value, carrier_value, premium_cents, $3, $3
            FROM found
            ON CONFLICT (implementation_id, member_key, kind, field, line) DO UPDATE SET
                person_name = EXCLUDED.person_name, platform_value = EXCLUDED.platform_value,
                carrier_value = EXCLUDED.carrier_value, premium_cents = EXCLUDED.premium_cents,
                last_list_id = EXCLUDED.last_list_id, last_seen_at = clock_timestamp(),
                status = CASE WHEN discrepancies.status = 'resolved' THEN 'open' ELSE discrepancies.status END,
                auto_resolved = CASE WHEN discrepancies.status = 'resolved' THEN false ELSE discrepancies.auto_resolved END,
                closed_at = CASE WHEN discrepancies.status = 'resolved' THEN NULL ELSE discrepancies.closed_at END,
                closed_by_name = CASE WHEN discrepancies.status = 'resolved' THEN NULL ELSE discrepancies.closed_by_name END,
                version = discrepancies.version + 1
            RETURNING id, (xmax = 0) AS inserted
         ),
         events AS (
            INSERT INTO discrepancy_events (discrepancy_id, action, actor_name)
            SELECT id, CASE WHEN inserted THEN 'found' ELSE 'seen_again' END, $4 FROM upserted
         )
         SELECT count(*) FILTER (WHERE inserted) FROM upserted",
    )
    .bind(implementation_id)
    .bind(group_id)
    .bind(list_id)
    .bind(actor.name)
    .fetch_one(tx.conn())
    .await?;
    let resolved: i64 = sqlx::query_scalar(
        "WITH gone AS (
            UPDATE discrepancies SET status = 'resolved', auto_resolved = true, closed_at = clock_timestamp(),
                closed_by_name = 'Canopy', version = version + 1
            WHERE implementation_id = $1 AND status = 'open' AND last_list_id <> $2
            RETURNING id
         ),
         events AS (
            INSERT INTO discrepancy_events (discrepancy_id, action, actor_name, note)
            SELECT id, 'auto_resolved', 'Canopy', 'no longer on the carrier''s list' FROM gone
         )
         SELECT count(*) FROM gone",
    )
    .bind(implementation_id)
    .bind(list_id)
    .fetch_one(tx.conn())
    .await?;
    Ok((opened, resolved))
}

#[derive(Debug, Clone, sqlx::FromRow)]
pub struct DiscrepancyRow {
    pub id: Uuid,
    pub implementation_id: Uuid,
    pub group_id: Uuid,
    pub group_name: String,
    pub stage: GroupStage,
    pub carrier_name: String,
    pub member_key: String,
    pub person_name: String,
    pub kind: DiscrepancyKind,
    pub field: String,
    pub line: String,
    pub platform_value: Option<String>,
    pub carrier_value: Option<String>,
    pub premium_cents: i64,
    pub status: DiscrepancyStatus,
    pub auto_resolved: bool,
    pub assignee_id: Option<Uuid>,
    pub assignee_name: Option<String>,
    pub note: Option<String>,
    pub dismiss_reason: Option<String>,
    pub first_seen_at: DateTime<Utc>,
    pub last_seen_at: DateTime<Utc>,
    pub closed_at: Option<DateTime<Utc>>,
    pub closed_by_name: Option<String>,
    pub version: i32,
}

const COLUMNS: &str = "d.id, d.implementation_id, d.group_id, g.name AS group_name, g.stage, ci.carrier_name,
    d.member_key, d.person_name, d.kind, d.field, d.line, d.platform_value, d.carrier_value, d.premium_cents,
    d.status, d.auto_resolved, d.assignee_id, d.assignee_name, d.note, d.dismiss_reason, d.first_seen_at,
    d.last_seen_at, d.closed_at, d.closed_by_name, d.version";

const FROM: &str =
    "FROM discrepancies d JOIN carrier_implementations ci ON ci.id = d.implementation_id
    JOIN groups g ON g.id = d.group_id";

/// The filters of the agency-wide list.
#[derive(Debug, Default)]
pub struct Filters {
    pub group_id: Option<Uuid>,
    pub carrier: Option<String>,
    pub kind: Option<DiscrepancyKind>,
    pub status: Option<DiscrepancyStatus>,
}

const WHERE: &str =
    "WHERE ($1::uuid IS NULL OR d.group_id = $1) AND ($2::text IS NULL OR ci.carrier_name = $2)
    AND ($3::text IS NULL OR d.kind = $3) AND ($4::text IS NULL OR d.status = $4)
    AND ($5::text IS NULL OR d.person_name ILIKE $5 OR g.name ILIKE $5)";

/// One page of discrepancies, with the total and the premium at stake across every match.
/// How many discrepancies match the filters and search, and the monthly premium the open ones
/// put at stake.
pub async fn totals(
    tx: &mut TenantTx,
    filters: &Filters,
    pattern: Option<String>,
) -> Result<(i64, i64), sqlx::Error> {
    let (total, at_stake): (i64, Option<i64>) = sqlx::query_as(&format!(
        "SELECT count(*), (sum(d.premium_cents) FILTER (WHERE d.status = 'open'))::bigint {FROM} {WHERE}"
    ))
    .bind(filters.group_id)
    .bind(filters.carrier.as_deref())
    .bind(filters.kind)
    .bind(filters.status)
    .bind(pattern)
    .fetch_one(tx.conn())
    .await?;
    Ok((total, at_stake.unwrap_or(0)))
}

/// The discrepancies matching the filters and the list's search with their totals; a page of
/// them when `paged`, else all (for an export).
pub async fn list(
    tx: &mut TenantTx,
    filters: &Filters,
    list: &ListQuery,
    paged: bool,
) -> Result<(Vec<DiscrepancyRow>, i64, i64), sqlx::Error> {
    let (total, at_stake) = totals(tx, filters, list.like_pattern()).await?;
    let (order, limit, offset) = if paged {
        (list.order_by("d.id"), list.limit(), list.offset())
    } else {
        (
            "g.name, ci.carrier_name, d.person_name, d.id".to_string(),
            i64::MAX,
            0,
        )
    };
    let rows = sqlx::query_as(&format!(
        "SELECT {COLUMNS} {FROM} {WHERE} ORDER BY {order} LIMIT $6 OFFSET $7"
    ))
    .bind(filters.group_id)
    .bind(filters.carrier.as_deref())
    .bind(filters.kind)
    .bind(filters.status)
    .bind(list.like_pattern())
    .bind(limit)
    .bind(offset)
    .fetch_all(tx.conn())
    .await?;
    Ok((rows, total, at_stake))
}

pub async fn lock(tx: &mut TenantTx, id: Uuid) -> Result<Option<DiscrepancyRow>, sqlx::Error> {
    sqlx::query_as(&format!(
        "SELECT {COLUMNS} {FROM} WHERE d.id = $1 FOR UPDATE OF d"
    ))
    .bind(id)
    .fetch_optional(tx.conn())
    .await
}

pub struct Update<'a> {
    pub id: Uuid,
    pub version: i32,
    pub status: DiscrepancyStatus,
    pub assignee: Option<(Uuid, &'a str)>,
    pub note: Option<&'a str>,
    pub dismiss_reason: Option<&'a str>,
    pub closed_by: Option<&'a str>,
}

pub async fn update(tx: &mut TenantTx, u: &Update<'_>) -> Result<bool, sqlx::Error> {
    let done = sqlx::query(
        "UPDATE discrepancies SET status = $3, assignee_id = $4, assignee_name = $5, note = $6, dismiss_reason = $7,
            closed_at = CASE WHEN $3 = 'open' THEN NULL WHEN status = $3 THEN closed_at ELSE clock_timestamp() END,
            closed_by_name = CASE WHEN $3 = 'open' THEN NULL ELSE COALESCE($8, closed_by_name) END,
            auto_resolved = CASE WHEN $3 = status THEN auto_resolved ELSE false END,
            version = version + 1
         WHERE id = $1 AND version = $2",
    )
    .bind(u.id)
    .bind(u.version)
    .bind(u.status)
    .bind(u.assignee.map(|a| a.0))
    .bind(u.assignee.map(|a| a.1))
    .bind(u.note)
    .bind(u.dismiss_reason)
    .bind(u.closed_by)
    .execute(tx.conn())
    .await?;
    Ok(done.rows_affected() == 1)
}

pub async fn add_event(
    tx: &mut TenantTx,
    id: Uuid,
    action: &str,
    actor: &str,
    note: Option<&str>,
) -> Result<(), sqlx::Error> {
    sqlx::query("INSERT INTO discrepancy_events (discrepancy_id, action, actor_name, note) VALUES ($1, $2, $3, $4)")
        .bind(id)
        .bind(action)
        .bind(actor)
        .bind(note)
        .execute(tx.conn())
        .await?;
    Ok(())
}

#[derive(Debug, sqlx::FromRow)]
pub struct EventRow {
    pub action: String,
    pub actor_name: String,
    pub note: Option<String>,
    pub at: DateTime<Utc>,
}

pub async fn events(tx: &mut TenantTx, id: Uuid) -> Result<Vec<EventRow>, sqlx::Error> {
    sqlx::query_as("SELECT action, actor_name, note, at FROM discrepancy_events WHERE discrepancy_id = $1 ORDER BY at DESC")
        .bind(id)
        .fetch_all(tx.conn())
        .await
}

#[derive(Debug, sqlx::FromRow)]
pub struct ListRow {
    pub id: Uuid,
    pub implementation_id: Uuid,
    pub carrier_name: String,
    pub source: String,
    pub file_name: String,
    pub document_id: Uuid,
    pub members: i32,
    pub matched: i32,
    pub uploaded_by_name: String,
    pub uploaded_at: DateTime<Utc>,
}

/// The lists uploaded for a group's carriers, newest first.
pub async fn lists(tx: &mut TenantTx, group_id: Uuid) -> Result<Vec<ListRow>, sqlx::Error> {
    sqlx::query_as(
        "SELECT l.id, l.implementation_id, ci.carrier_name, l.source, l.file_name, l.document_id, l.members, l.matched,
                l.uploaded_by_name, l.uploaded_at
         FROM carrier_lists l JOIN carrier_implementations ci ON ci.id = l.implementation_id
         WHERE ci.group_id = $1 ORDER BY l.uploaded_at DESC",
    )
    .bind(group_id)
    .fetch_all(tx.conn())
    .await
}
