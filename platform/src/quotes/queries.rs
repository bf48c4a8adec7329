use crate::vocabulary::{Line, QuoteStatus};
use chrono::{DateTime, NaiveDate, Utc};
use rust_decimal::Decimal;
use sqlx::types::Json as DbJson;
use tenants::TenantTx;
use uuid::Uuid;

use super::dto::PlanChange;
use super::engine::{into_rating_order, CensusMember, ContributionRule, PlanTotals, StoredRates};
use crate::catalogue::queries::PlanRow;
use crate::error::AppError;
use crate::list::ListQuery;

/// A quote's census as stored: each field of the members as an array.
#[derive(Debug, sqlx::FromRow)]
struct CensusColumns {
    member_keys: Vec<String>,
    employee_keys: Vec<String>,
    relationships: Vec<String>,
    first_names: Vec<String>,
    last_names: Vec<String>,
    dobs: Vec<NaiveDate>,
    tobacco: Vec<bool>,
    medical_tiers: Vec<Option<String>>,
    dental_tiers: Vec<Option<String>>,
    vision_tiers: Vec<Option<String>>,
    employee_classes: Vec<Option<String>>,
    salaries_cents: Vec<Option<i64>>,
}

impl CensusColumns {
    fn of(members: &[CensusMember]) -> Self {
        fn column<T>(members: &[CensusMember], f: impl Fn(&CensusMember) -> T) -> Vec<T> {
            members.iter().map(f).collect()
        }
        Self {
            member_keys: column(members, |m| m.member_key.clone()),
            employee_keys: column(members, |m| m.employee_key.clone()),
            relationships: column(members, |m| m.relationship.clone()),
            first_names: column(members, |m| m.first_name.clone()),
            last_names: column(members, |m| m.last_name.clone()),
            dobs: column(members, |m| m.dob),
            tobacco: column(members, |m| m.tobacco),
            medical_tiers: column(members, |m| m.medical_tier.clone()),
            dental_tiers: column(members, |m| m.dental_tier.clone()),
            vision_tiers: column(members, |m| m.vision_tier.clone()),
            employee_classes: column(members, |m| m.employee_class.clone()),
            salaries_cents: column(members, |m| m.salary_cents),
        }
    }

    fn members(self) -> Vec<CensusMember> {
        let mut employee_keys = self.employee_keys.into_iter();
        let mut relationships = self.relationships.into_iter();
        let mut first_names = self.first_names.into_iter();
        let mut last_names = self.last_names.into_iter();
        let mut dobs = self.dobs.into_iter();
        let mut tobacco = self.tobacco.into_iter();
        let mut medical_tiers = self.medical_tiers.into_iter();
        let mut dental_tiers = self.dental_tiers.into_iter();
        let mut vision_tiers = self.vision_tiers.into_iter();
        let mut employee_classes = self.employee_classes.into_iter();
        let mut salaries_cents = self.salaries_cents.into_iter();
        // The table checks that every array has one element per member.
        self.member_keys
            .into_iter()
            .filter_map(|member_key| {
                Some(CensusMember {
                    member_key,
                    employee_key: employee_keys.next()?,
                    relationship: relationships.next()?,
                    first_name: first_names.next()?,
                    last_name: last_names.next()?,
                    dob: dobs.next()?,
                    tobacco: tobacco.next()?,
                    medical_tier: medical_tiers.next()?,
                    dental_tier: dental_tiers.next()?,
                    vision_tier: vision_tiers.next()?,
                    employee_class: employee_classes.next()?,
                    salary_cents: salaries_cents.next()?,
                })
            })
            .collect()
    }
}

const CENSUS_COLUMNS: &str = "member_keys, employee_keys, relationships, first_names, last_names, dobs, tobacco, medical_tiers, dental_tiers, vision_tiers, employee_classes, salaries_cents";

/// Stores `members` as the quote's census.
pub async fn insert_members(
    tx: &mut TenantTx,
    quote_id: Uuid,
    members: &[CensusMember],
) -> Result<(), sqlx::Error> {
    let c = CensusColumns::of(members);
    sqlx::query(&format!(
        "INSERT INTO quote_census (quote_id, {CENSUS_COLUMNS}) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13)"
    ))
    .bind(quote_id)
    .bind(c.member_keys)
    .bind(c.employee_keys)
    .bind(c.relationships)
    .bind(c.first_names)
    .bind(c.last_names)
    .bind(c.dobs)
    .bind(c.tobacco)
    .bind(c.medical_tiers)
    .bind(c.dental_tiers)
    .bind(c.vision_tiers)
    .bind(c.employee_classes)
    .bind(c.salaries_cents)
    .execute(tx.conn())
    .await?;
    Ok(())
}

/// Stores the group's current roster (employees not terminated, with their dependents) as the
/// quote's census and returns its members, in no particular order (none: nothing is stored).
pub async fn snapshot_roster(
    tx: &mut TenantTx,
    quote_id: Uuid,
    group_id: Uuid,
) -> Result<Vec<CensusMember>, sqlx::Error> {
    let stored: Option<CensusColumns> = sqlx::query_as(&format!(
        "INSERT INTO quote_census (quote_id, {CENSUS_COLUMNS})
         SELECT $1, array_agg(member_key), array_agg(employee_key), array_agg(relationship), array_agg(first_name),
                array_agg(last_name), array_agg(dob), array_agg(tobacco), array_agg(medical_tier), array_agg(dental_tier),
                array_agg(vision_tier), array_agg(employee_class), array_agg(salary_cents)
         FROM (
           SELECT e.id::text AS member_key, e.id::text AS employee_key, 'employee' AS relationship, e.first_name, e.last_name, e.dob,
                  e.tobacco, e.medical_tier, e.dental_tier, e.vision_tier,
                  coalesce(e.employee_class, CASE e.employment_type WHEN 'full_time' THEN 'Full-time' WHEN 'part_time' THEN 'Part-time' END)
                    AS employee_class,
                  e.salary_cents
           FROM employees e WHERE e.group_id = $2 AND e.status IN ('active', 'leave', 'cobra')
           UNION ALL
           SELECT d.id::text, e.id::text, d.relationship, d.first_name, d.last_name, d.dob, d.tobacco, NULL, NULL, NULL, NULL, NULL
           FROM dependents d JOIN employees e ON e.id = d.employee_id WHERE e.group_id = $2 AND e.status IN ('active', 'leave', 'cobra')
         ) m
         HAVING count(*) > 0
         RETURNING {CENSUS_COLUMNS}"
    ))
    .bind(quote_id)
    .bind(group_id)
    .fetch_optional(tx.conn())
    .await?;
    Ok(stored.map(CensusColumns::members).unwrap_or_default())
}

/// The members of a group's current roster, as rating reads them (for plan designs).
pub async fn roster_members(
    tx: &mut TenantTx,
    group_id: Uuid,
) -> Result<Vec<CensusMember>, sqlx::Error> {
    sqlx::query_as(
        "SELECT * FROM (SELECT e.id::text AS member_key, e.id::text AS employee_key, 'employee' AS relationship, e.first_name, e.last_name, e.dob, e.tobacco,
                e.medical_tier, e.dental_tier, e.vision_tier,
                coalesce(e.employee_class, CASE e.employment_type WHEN 'full_time' THEN 'Full-time' WHEN 'part_time' THEN 'Part-time' END) AS employee_class,
                e.salary_cents
         FROM employees e WHERE e.group_id = $1 AND e.status IN ('active', 'leave', 'cobra')
         UNION ALL
         SELECT d.id::text, e.id::text, d.relationship, d.first_name, d.last_name, d.dob, d.tobacco, NULL, NULL, NULL, NULL, NULL
         FROM dependents d JOIN employees e ON e.id = d.employee_id WHERE e.group_id = $1 AND e.status IN ('active', 'leave', 'cobra')) m
         ORDER BY employee_key, relationship <> 'employee', member_key",
    )
    .bind(group_id)
    .fetch_all(tx.conn())
    .await
}

pub async fn delete_members(tx: &mut TenantTx, quote_id: Uuid) -> Result<(), sqlx::Error> {
    sqlx::query("DELETE FROM quote_census WHERE quote_id = $1")
        .bind(quote_id)
        .execute(tx.conn())
        .await?;
    Ok(())
}

/// The quote's census, in rating order.
pub async fn members(tx: &mut TenantTx, quote_id: Uuid) -> Result<Vec<CensusMember>, sqlx::Error> {
    let stored: Option<CensusColumns> = sqlx::query_as(&format!(
        "SELECT {CENSUS_COLUMNS} FROM quote_census WHERE quote_id = $1"
    ))
    .bind(quote_id)
    .fetch_optional(tx.conn())
    .await?;
    let mut members = stored.map(CensusColumns::members).unwrap_or_default();
    into_rating_order(&mut members);
    Ok(members)
}

#[derive(Debug, Clone, sqlx::FromRow)]
pub struct QuoteRow {
    pub id: Uuid,
    pub group_id: Uuid,
    pub number: i32,
    pub name: String,
    pub status: QuoteStatus,
    pub effective_date: NaiveDate,
    pub zip: String,
    pub rating_area: String,
    pub lines: Vec<Line>,
    pub census_version_id: Option<Uuid>,
    pub census_label: String,
    pub contribution: DbJson<Vec<ContributionRule>>,
    pub pay_frequency: i32,
    pub employees: i32,
    pub rated_at: DateTime<Utc>,
    pub presented_at: Option<DateTime<Utc>>,
    pub decided_at: Option<DateTime<Utc>>,
    pub created_by_name: Option<String>,
    pub created_at: DateTime<Utc>,
    pub updated_at: DateTime<Utc>,
    pub version: i32,
    pub plan_count: i64,
    /// Lowest and highest monthly premium among the quoted medical plans (or any line).
    pub lowest_premium: Option<Decimal>,
    pub highest_premium: Option<Decimal>,
}

const QUOTE_SELECT: &str = "SELECT q.id, q.group_id, q.number, q.name, q.status, q.effective_date, q.zip, q.rating_area, q.lines, q.census_version_id,
        q.census_label, q.contribution, q.pay_frequency, q.employees, q.rated_at, q.presented_at, q.decided_at, u.name AS created_by_name,
        q.created_at, q.updated_at, q.version,
        (SELECT count(*) FROM quote_plans qp WHERE qp.quote_id = q.id) AS plan_count,
        (SELECT min(monthly_premium) FROM quote_plans qp WHERE qp.quote_id = q.id AND qp.line = q.lines[1]) AS lowest_premium,
        (SELECT max(monthly_premium) FROM quote_plans qp WHERE qp.quote_id = q.id AND qp.line = q.lines[1]) AS highest_premium
    FROM quotes q LEFT JOIN public.users u ON u.id = q.created_by";

pub const SORT_FIELDS: crate::list::SortFields = &[
    ("created_at", "q.created_at"),
    ("effective_date", "q.effective_date"),
    ("status", "q.status"),
    ("name", "lower(q.name)"),
    ("number", "q.number"),
];

pub async fn list(
    tx: &mut TenantTx,
    group_id: Uuid,
    q: &ListQuery,
    status: Option<&str>,
) -> Result<(Vec<QuoteRow>, i64), sqlx::Error> {
    let rows = sqlx::query_as(&format!(
        "{QUOTE_SELECT} WHERE q.group_id = $1 AND ($2::text IS NULL OR q.status = $2) AND ($3::text IS NULL OR q.name ILIKE $3)
         ORDER BY {} LIMIT $4 OFFSET $5",
        q.order_by("q.id")
    ))
    .bind(group_id)
    .bind(status)
    .bind(q.like_pattern())
    .bind(q.limit())
    .bind(q.offset())
    .fetch_all(tx.conn())
    .await?;
    let total = sqlx::query_scalar("SELECT count(*) FROM quotes q WHERE q.group_id = $1 AND ($2::text IS NULL OR q.status = $2) AND ($3::text IS NULL OR q.name ILIKE $3)")
        .bind(group_id)
        .bind(status)
        .bind(q.like_pattern())
        .fetch_one(tx.conn())
        .await?;
    Ok((rows, total))
}

pub async fn get(tx: &mut TenantTx, id: Uuid) -> Result<Option<QuoteRow>, sqlx::Error> {
    sqlx::query_as(&format!("{QUOTE_SELECT} WHERE q.id = $1"))
        .bind(id)
        .fetch_optional(tx.conn())
        .await
}

/// A quote the caller may see: another agency's id or another group's quote is not found.
pub async fn visible(
    tx: &mut TenantTx,
    id: Uuid,
    scope: Option<Uuid>,
) -> Result<QuoteRow, AppError> {
    let quote = get(tx, id)
        .await?
        .ok_or_else(|| AppError::not_found("quote"))?;
    if scope.is_some_and(|s| s != quote.group_id) {
        return Err(AppError::not_found("quote"));
    }
    Ok(quote)
}

/// Holds the quote against other changes until the transaction ends.
pub async fn lock(tx: &mut TenantTx, id: Uuid) -> Result<(), sqlx::Error> {
    sqlx::query("SELECT id FROM quotes WHERE id = $1 FOR UPDATE")
        .bind(id)
        .execute(tx.conn())
        .await?;
    Ok(())
}

/// Holds the group while a quote of it is numbered.
pub async fn lock_group(tx: &mut TenantTx, group_id: Uuid) -> Result<(), sqlx::Error> {
    sqlx::query("SELECT id FROM groups WHERE id = $1 FOR UPDATE")
        .bind(group_id)
        .execute(tx.conn())
        .await?;
    Ok(())
}

/// The number the group's next quote takes.
pub async fn next_number(tx: &mut TenantTx, group_id: Uuid) -> Result<i32, sqlx::Error> {
    sqlx::query_scalar("SELECT coalesce(max(number), 0) + 1 FROM quotes WHERE group_id = $1")
        .bind(group_id)
        .fetch_one(tx.conn())
        .await
}

pub struct NewQuote<'a> {
    pub group_id: Uuid,
    pub number: i32,
    pub name: &'a str,
    pub effective_date: NaiveDate,
    pub zip: &'a str,
    pub rating_area: &'a str,
    pub lines: &'a [String],
    pub census_version_id: Option<Uuid>,
    pub census_label: &'a str,
    pub contribution: &'a [ContributionRule],
    pub pay_frequency: i32,
    pub created_by: Uuid,
}

pub async fn insert(tx: &mut TenantTx, q: &NewQuote<'_>) -> Result<Uuid, sqlx::Error> {
    sqlx::query_scalar(
        "INSERT INTO quotes (group_id, number, name, effective_date, zip, rating_area, lines, census_version_id, census_label, contribution, pay_frequency, created_by)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12) RETURNING id",
    )
    .bind(q.group_id)
    .bind(q.number)
    .bind(q.name)
    .bind(q.effective_date)
    .bind(q.zip)
    .bind(q.rating_area)
    .bind(q.lines)
    .bind(q.census_version_id)
    .bind(q.census_label)
    .bind(DbJson(q.contribution))
    .bind(q.pay_frequency)
    .bind(q.created_by)
    .fetch_one(tx.conn())
    .await
}

pub async fn set_employees(tx: &mut TenantTx, id: Uuid, employees: i32) -> Result<(), sqlx::Error> {
    sqlx::query("UPDATE quotes SET employees = $2 WHERE id = $1")
        .bind(id)
        .bind(employees)
        .execute(tx.conn())
        .await?;
    Ok(())
}

/// Records a new rating of the quote, on the census it was rated with.
pub async fn mark_rerated(
    tx: &mut TenantTx,
    id: Uuid,
    census_version_id: Option<Uuid>,
    census_label: &str,
    employees: i32,
) -> Result<(), sqlx::Error> {
    sqlx::query(
        "UPDATE quotes SET rated_at = now(), updated_at = now(), version = version + 1, census_version_id = $2, census_label = $3, employees = $4 WHERE id = $1",
    )
    .bind(id)
    .bind(census_version_id)
    .bind(census_label)
    .bind(employees)
    .execute(tx.conn())
    .await?;
    Ok(())
}

pub async fn set_status(
    tx: &mut TenantTx,
    id: Uuid,
    status: QuoteStatus,
) -> Result<(), sqlx::Error> {
    sqlx::query(
        "UPDATE quotes SET status = $2, updated_at = now(), version = version + 1,
            presented_at = CASE WHEN $2 = 'presented' THEN coalesce(presented_at, now()) ELSE presented_at END,
            decided_at = CASE WHEN $2 IN ('accepted', 'declined') THEN now() ELSE NULL END
         WHERE id = $1",
    )
    .bind(id)
    .bind(status)
    .execute(tx.conn())
    .await?;
    Ok(())
}

pub async fn delete(tx: &mut TenantTx, id: Uuid) -> Result<(), sqlx::Error> {
    sqlx::query("DELETE FROM quotes WHERE id = $1")
        .bind(id)
        .execute(tx.conn())
        .await?;
    Ok(())
}

#[derive(Debug, Clone, sqlx::FromRow)]
pub struct CensusVersion {
    pub number: Option<i32>,
    pub status: String,
    pub created_at: DateTime<Utc>,
}

/// A census version of the group, whatever its status.
pub async fn census_version(
    tx: &mut TenantTx,
    id: Uuid,
    group_id: Uuid,
) -> Result<Option<CensusVersion>, sqlx::Error> {
    sqlx::query_as(
        "SELECT number, status, created_at FROM census_versions WHERE id = $1 AND group_id = $2",
    )
    .bind(id)
    .bind(group_id)
    .fetch_optional(tx.conn())
    .await
}

#[derive(Debug, Clone, sqlx::FromRow)]
pub struct QuotePlanRow {
    pub plan_id: String,
    pub position: i32,
    pub line: String,
    pub plan: DbJson<PlanRow>,
    pub rates: DbJson<StoredRates>,
    pub monthly_premium: Decimal,
    pub employer_monthly: Decimal,
    pub employee_monthly: Decimal,
    pub enrolled: i32,
    pub tiers: DbJson<PlanTotals>,
}

pub async fn plans(tx: &mut TenantTx, quote_id: Uuid) -> Result<Vec<QuotePlanRow>, sqlx::Error> {
    sqlx::query_as(
        "SELECT plan_id, position, line, plan, rates, monthly_premium, employer_monthly, employee_monthly, enrolled, tiers
         FROM quote_plans WHERE quote_id = $1 ORDER BY position",
    )
    .bind(quote_id)
    .fetch_all(tx.conn())
    .await
}

/// The rows `save_plans` writes for `rated`, as `plans` reads them back.
pub fn plan_rows(rated: Vec<(PlanRow, StoredRates, PlanTotals)>) -> Vec<QuotePlanRow> {
    rated
        .into_iter()
        .zip(0..)
        .map(|((plan, rates, totals), position)| QuotePlanRow {
            plan_id: plan.id.clone(),
            position,
            line: plan.line.as_str().to_string(),
            monthly_premium: totals.premium,
            employer_monthly: totals.employer,
            employee_monthly: totals.employee,
            enrolled: totals.enrolled as i32,
            plan: DbJson(plan),
            rates: DbJson(rates),
            tiers: DbJson(totals),
        })
        .collect()
}

/// Replaces a quote's plans with freshly rated ones.
/// Removes the quote's plans, ahead of saving them rated again.
pub async fn delete_plans(tx: &mut TenantTx, quote_id: Uuid) -> Result<(), sqlx::Error> {
    sqlx::query("DELETE FROM quote_plans WHERE quote_id = $1")
        .bind(quote_id)
        .execute(tx.conn())
        .await?;
    Ok(())
}

/// Saves the quote's rated plans (it has none: a re-rate removes them first).
pub async fn save_plans(
    tx: &mut TenantTx,
    quote_id: Uuid,
    rated: &[(PlanRow, StoredRates, PlanTotals)],
) -> Result<(), sqlx::Error> {
    let plan_ids: Vec<&str> = rated.iter().map(|(p, _, _)| p.id.as_str()).collect();
    let positions: Vec<i32> = (0..rated.len() as i32).collect();
    let lines: Vec<&str> = rated.iter().map(|(p, _, _)| p.line.as_str()).collect();
    // Serialized once, straight into the bind (not through a `serde_json::Value` first).
    let plans: Vec<DbJson<&PlanRow>> = rated.iter().map(|(p, _, _)| DbJson(p)).collect();
    let rates: Vec<DbJson<&StoredRates>> = rated.iter().map(|(_, r, _)| DbJson(r)).collect();
    let premiums: Vec<Decimal> = rated.iter().map(|(_, _, t)| t.premium).collect();
    let employers: Vec<Decimal> = rated.iter().map(|(_, _, t)| t.employer).collect();
    let employees: Vec<Decimal> = rated.iter().map(|(_, _, t)| t.employee).collect();
    let enrolled: Vec<i32> = rated.iter().map(|(_, _, t)| t.enrolled as i32).collect();
    let tiers: Vec<DbJson<&PlanTotals>> = rated.iter().map(|(_, _, t)| DbJson(t)).collect();
    sqlx::query(
        "INSERT INTO quote_plans (quote_id, plan_id, position, line, plan, rates, monthly_premium, employer_monthly, employee_monthly, enrolled, tiers)
         SELECT $1, * FROM unnest($2::text[], $3::int[], $4::text[], $5::jsonb[], $6::jsonb[], $7::numeric[], $8::numeric[], $9::numeric[], $10::int[], $11::jsonb[])",
    )
    .bind(quote_id)
    .bind(&plan_ids)
    .bind(&positions)
    .bind(&lines)
    .bind(&plans)
    .bind(&rates)
    .bind(&premiums)
    .bind(&employers)
    .bind(&employees)
    .bind(&enrolled)
    .bind(&tiers)
    .execute(tx.conn())
    .await?;
    Ok(())
}

#[derive(Debug, Clone, sqlx::FromRow)]
pub struct RerateRow {
    pub id: Uuid,
    pub changes: DbJson<Vec<PlanChange>>,
    pub created_by_name: Option<String>,
    pub created_at: DateTime<Utc>,
}

pub async fn insert_rerate(
    tx: &mut TenantTx,
    quote_id: Uuid,
    changes: &[PlanChange],
    by: Uuid,
) -> Result<(), sqlx::Error> {
    sqlx::query("INSERT INTO quote_rerates (quote_id, changes, created_by) VALUES ($1, $2, $3)")
        .bind(quote_id)
        .bind(DbJson(changes))
        .bind(by)
        .execute(tx.conn())
        .await?;
    Ok(())
}

pub async fn rerates(tx: &mut TenantTx, quote_id: Uuid) -> Result<Vec<RerateRow>, sqlx::Error> {
    sqlx::query_as(
        "SELECT r.id, r.changes, u.name AS created_by_name, r.created_at FROM quote_rerates r LEFT JOIN public.users u ON u.id = r.created_by
         WHERE r.quote_id = $1 ORDER BY r.created_at DESC LIMIT 20",
    )
    .bind(quote_id)
    .fetch_all(tx.conn())
    .await
}

/// Every plan quoted for a group, the latest quote's figures for each plan.
pub async fn market(
    tx: &mut TenantTx,
    group_id: Uuid,
) -> Result<Vec<(Uuid, i32, String, NaiveDate, QuotePlanRow)>, sqlx::Error> {
    #[derive(sqlx::FromRow)]
    struct Row {
        quote_id: Uuid,
        number: i32,
        quote_name: String,
        effective_date: NaiveDate,
        #[sqlx(flatten)]
        plan: QuotePlanRow,
    }
    let rows: Vec<Row> = sqlx::query_as(
        "SELECT DISTINCT ON (qp.plan_id) q.id AS quote_id, q.number, q.name AS quote_name, q.effective_date,
                qp.plan_id, qp.position, qp.line, qp.plan, qp.rates, qp.monthly_premium, qp.employer_monthly, qp.employee_monthly, qp.enrolled, qp.tiers
         FROM quote_plans qp JOIN quotes q ON q.id = qp.quote_id
         WHERE q.group_id = $1 AND q.status <> 'declined'
         ORDER BY qp.plan_id, q.created_at DESC",
    )
    .bind(group_id)
    .fetch_all(tx.conn())
    .await?;
    Ok(rows
        .into_iter()
        .map(|r| (r.quote_id, r.number, r.quote_name, r.effective_date, r.plan))
        .collect())
}
