//! Census statistics of a group's current roster, computed in SQL.

use chrono::{DateTime, Utc};
use tenants::TenantTx;
use uuid::Uuid;

/// How many of the active employees have a value (a tier, an age band, a ZIP, a class).
pub type Counts = Vec<(String, i64)>;

pub struct RosterStats {
    pub headcount: i64,
    pub terminated: i64,
    pub dependents: i64,
    pub spouses: i64,
    pub children: i64,
    /// Years, unrounded.
    pub average_age: Option<f64>,
    pub tier_mix: Counts,
    pub age_bands: Counts,
    pub by_zip: Counts,
    pub by_class: Counts,
    pub census: Option<CensusRow>,
    pub documents: i64,
}

/// The latest committed version and where the active roster came from.
#[derive(sqlx::FromRow)]
pub struct CensusRow {
    pub id: Uuid,
    pub number: i32,
    pub file_name: String,
    pub committed_at: DateTime<Utc>,
    pub employees: i32,
    pub from_version: i64,
    pub earlier: i64,
    pub by_hand: i64,
}

async fn counts(tx: &mut TenantTx, sql: &str, group_id: Uuid) -> Result<Counts, sqlx::Error> {
    sqlx::query_as(sql)
        .bind(group_id)
        .fetch_all(tx.conn())
        .await
}

pub async fn for_group(tx: &mut TenantTx, group_id: Uuid) -> Result<RosterStats, sqlx::Error> {
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
    Ok(RosterStats {
        headcount,
        terminated,
        dependents,
        spouses,
        children,
        average_age,
        tier_mix,
        age_bands,
        by_zip,
        by_class,
        census,
        documents,
    })
}
