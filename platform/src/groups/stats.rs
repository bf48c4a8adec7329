//! Census statistics of a group's current roster, computed in SQL.

use chrono::{DateTime, Utc};
use poem_openapi::Object;
use tenants::TenantTx;
use uuid::Uuid;

#[derive(Debug, Object)]
pub struct Count {
    pub label: String,
    pub count: i64,
}

#[derive(Debug, Object)]
#[oai(skip_serializing_if_is_none)]
pub struct CensusInfo {
    pub version_id: Uuid,
    pub number: i32,
    pub file_name: String,
    pub committed_at: DateTime<Utc>,
    /// Employees the version's file listed.
    pub employees: i32,
    /// Active employees the roster has from this version, from earlier versions (not in this
    /// one's file and not terminated by it), and added by hand (never in a census): together the
    /// headcount.
    pub active_from_version: i64,
    pub active_from_earlier: i64,
    pub active_added_by_hand: i64,
}

#[derive(Debug, Object)]
#[oai(skip_serializing_if_is_none)]
pub struct Stats {
    /// Employees not terminated.
    pub headcount: i64,
    pub terminated: i64,
    pub dependents: i64,
    pub spouses: i64,
    pub children: i64,
    /// Average age of the active employees today, in years.
    pub average_age: Option<f64>,
    /// Medical tier of the active employees: EE, ES, EC, EF, W (waived), and "—" when unknown.
    pub tier_mix: Vec<Count>,
    /// Age bands of the active employees.
    pub age_bands: Vec<Count>,
    /// The ten ZIPs with most active employees.
    pub by_zip: Vec<Count>,
    pub by_class: Vec<Count>,
    pub census: Option<CensusInfo>,
    pub documents: i64,
}

/// The latest committed version and where the active roster came from.
#[derive(sqlx::FromRow)]
struct CensusRow {
    id: Uuid,
    number: i32,
    file_name: String,
    committed_at: DateTime<Utc>,
    employees: i32,
    from_version: i64,
    earlier: i64,
    by_hand: i64,
}

async fn counts(tx: &mut TenantTx, sql: &str, group_id: Uuid) -> Result<Vec<Count>, sqlx::Error> {
    let rows: Vec<(String, i64)> = sqlx::query_as(sql)
        .bind(group_id)
        .fetch_all(tx.conn())
        .await?;
    Ok(rows
        .into_iter()
        .map(|(label, count)| Count { label, count })
        .collect())
}

pub async fn for_group(tx: &mut TenantTx, group_id: Uuid) -> Result<Stats, sqlx::Error> {
    let (headcount, terminated, average_age): (i64, i64, Option<f64>) = sqlx::query_as(
        "SELECT count(*) FILTER (WHERE status <> 'terminated'),
                count(*) FILTER (WHERE status = 'terminated'),
                avg(extract(epoch FROM age(current_date, dob)) / 31557600.0) FILTER (WHERE status <> 'terminated')::float8
         FROM employees WHERE group_id = $1",
    )
    .bind(group_id)
    .fetch_one(tx.conn())
    .await?;
    let (dependents, spouses, children): (i64, i64, i64) = sqlx::query_as(
        "SELECT count(*), count(*) FILTER (WHERE d.relationship IN ('spouse', 'domestic_partner')), count(*) FILTER (WHERE d.relationship = 'child')
         FROM dependents d JOIN employees e ON e.id = d.employee_id WHERE e.group_id = $1 AND e.status <> 'terminated'",
    )
    .bind(group_id)
    .fetch_one(tx.conn())
    .await?;
    let tier_mix = counts(
        tx,
        "SELECT coalesce(medical_tier, '—'), count(*) FROM employees WHERE group_id = $1 AND status <> 'terminated'
         GROUP BY 1 ORDER BY array_position(ARRAY['EE','ES','EC','EF','W','—'], coalesce(medical_tier, '—'))",
        group_id,
    )
    .await?;
    let age_bands = counts(
        tx,
        "WITH bands(label, lo, hi, ord) AS (VALUES ('Under 30', 0, 30, 1), ('30–39', 30, 40, 2), ('40–49', 40, 50, 3), ('50–59', 50, 60, 4), ('60+', 60, 200, 5))
         SELECT b.label, count(e.id) FROM bands b
         LEFT JOIN employees e ON e.group_id = $1 AND e.status <> 'terminated'
              AND extract(year FROM age(current_date, e.dob)) >= b.lo AND extract(year FROM age(current_date, e.dob)) < b.hi
         GROUP BY b.label, b.ord ORDER BY b.ord",
        group_id,
    )
    .await?;
    let by_zip = counts(
        tx,
        "SELECT coalesce(zip, '—'), count(*) FROM employees WHERE group_id = $1 AND status <> 'terminated'
         GROUP BY 1 ORDER BY count(*) DESC, 1 LIMIT 10",
        group_id,
    )
    .await?;
    let by_class = counts(
        tx,
        "SELECT coalesce(employee_class, '—'), count(*) FROM employees WHERE group_id = $1 AND status <> 'terminated'
         GROUP BY 1 ORDER BY count(*) DESC, 1",
        group_id,
    )
    .await?;
    let census: Option<CensusRow> = sqlx::query_as(
        "SELECT v.id, v.number, v.file_name, v.committed_at, v.employees,
                count(e.id) FILTER (WHERE e.census_version_id = v.id) AS from_version,
                count(e.id) FILTER (WHERE e.census_version_id IS NOT NULL AND e.census_version_id <> v.id) AS earlier,
                count(e.id) FILTER (WHERE e.census_version_id IS NULL) AS by_hand
         FROM (SELECT * FROM census_versions WHERE group_id = $1 AND status = 'committed' ORDER BY number DESC LIMIT 1) v
         LEFT JOIN employees e ON e.group_id = v.group_id AND e.status <> 'terminated'
         GROUP BY v.id, v.number, v.file_name, v.committed_at, v.employees",
    )
    .bind(group_id)
    .fetch_optional(tx.conn())
    .await?;
    let documents: i64 = sqlx::query_scalar("SELECT count(*) FROM documents WHERE group_id = $1")
        .bind(group_id)
        .fetch_one(tx.conn())
        .await?;
    Ok(Stats {
        headcount,
        terminated,
        dependents,
        spouses,
        children,
        average_age: average_age.map(|a| (a * 10.0).round() / 10.0),
        tier_mix,
        age_bands,
        by_zip,
        by_class,
        census: census.map(|c| CensusInfo {
            version_id: c.id,
            number: c.number,
            file_name: c.file_name,
            committed_at: c.committed_at,
            employees: c.employees,
            active_from_version: c.from_version,
            active_from_earlier: c.earlier,
            active_added_by_hand: c.by_hand,
        }),
        documents,
    })
}
