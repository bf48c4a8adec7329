//! The queries of the benefits catalogue, in the agency's transaction (its schema first on the
//! search path; the carrier and plan catalogue qualified).

use chrono::{DateTime, Utc};
use sqlx::types::Json;
use tenants::TenantTx;
use uuid::Uuid;

use super::rules::{CleanCategory, CleanOption, DocumentLink, PlanFacts};
use crate::catalogue::queries::Scope;
use crate::list::ListQuery;
use crate::vocabulary::{
    BenefitKind, BenefitOptionStatus, DependentsCovered, Line, MetalLevel, NetworkType,
};

#[derive(Debug, Clone, sqlx::FromRow)]
pub struct CategoryRow {
    pub id: Uuid,
    pub kind: BenefitKind,
    pub name: String,
    pub description: String,
    pub position: i32,
    pub version: i32,
    pub updated_at: DateTime<Utc>,
    pub updated_by_name: Option<String>,
    pub options: i64,
    pub active_options: i64,
}

const CATEGORY_COLUMNS: &str = "c.id, c.kind, c.name, c.description, c.position, c.version, c.updated_at, c.updated_by_name,
    (SELECT count(*) FROM benefit_options o WHERE o.category_id = c.id) AS options,
    (SELECT count(*) FROM benefit_options o WHERE o.category_id = c.id AND o.status = 'active') AS active_options";

const CATEGORY_FILTER: &str = "($1::text IS NULL OR c.name ILIKE $1 OR c.description ILIKE $1)
    AND ($2::text IS NULL OR c.kind = $2)";

/// A page of the agency's categories in its order, with how many options each has.
pub async fn categories(
    tx: &mut TenantTx,
    list: &ListQuery,
    kind: Option<BenefitKind>,
) -> Result<(Vec<CategoryRow>, i64), sqlx::Error> {
    let rows = sqlx::query_as(&format!(
        "SELECT {CATEGORY_COLUMNS} FROM benefit_categories c WHERE {CATEGORY_FILTER}
         ORDER BY {} LIMIT $3 OFFSET $4",
        list.order_by("lower(c.name), c.id")
    ))
    .bind(list.like_pattern())
    .bind(kind)
    .bind(list.limit())
    .bind(list.offset())
    .fetch_all(tx.conn())
    .await?;
    let total = sqlx::query_scalar(&format!(
        "SELECT count(*) FROM benefit_categories c WHERE {CATEGORY_FILTER}"
    ))
    .bind(list.like_pattern())
    .bind(kind)
    .fetch_one(tx.conn())
    .await?;
    Ok((rows, total))
}

pub async fn category(tx: &mut TenantTx, id: Uuid) -> Result<Option<CategoryRow>, sqlx::Error> {
    sqlx::query_as(&format!(
        "SELECT {CATEGORY_COLUMNS} FROM benefit_categories c WHERE c.id = $1"
    ))
    .bind(id)
    .fetch_optional(tx.conn())
    .await
}

/// The category's kind and version, its row locked for the change.
pub async fn lock_category(
    tx: &mut TenantTx,
    id: Uuid,
) -> Result<Option<(BenefitKind, i32)>, sqlx::Error> {
    sqlx::query_as("SELECT kind, version FROM benefit_categories WHERE id = $1 FOR UPDATE")
        .bind(id)
        .fetch_optional(tx.conn())
        .await
}

pub async fn category_name_taken(
    tx: &mut TenantTx,
    name: &str,
    except: Option<Uuid>,
) -> Result<bool, sqlx::Error> {
    sqlx::query_scalar(
        "SELECT EXISTS (SELECT 1 FROM benefit_categories WHERE lower(name) = lower($1) AND id IS DISTINCT FROM $2)",
    )
    .bind(name.trim())
    .bind(except)
    .fetch_one(tx.conn())
    .await
}

/// The place after the last category.
pub async fn next_position(tx: &mut TenantTx) -> Result<i32, sqlx::Error> {
    sqlx::query_scalar("SELECT LEAST(coalesce(max(position), 0) + 1, 1000) FROM benefit_categories")
        .fetch_one(tx.conn())
        .await
}

pub async fn insert_category(
    tx: &mut TenantTx,
    c: &CleanCategory,
    position: i32,
    by: &str,
) -> Result<Uuid, sqlx::Error> {
    sqlx::query_scalar(
        "INSERT INTO benefit_categories (kind, name, description, position, updated_by_name)
         VALUES ($1, $2, $3, $4, $5) RETURNING id",
    )
    .bind(c.kind)
    .bind(&c.name)
    .bind(&c.description)
    .bind(position)
    .bind(by)
    .fetch_one(tx.conn())
    .await
}

/// Changes the category at `version`; answers false when it has moved on since.
pub async fn update_category(
    tx: &mut TenantTx,
    id: Uuid,
    version: i32,
    c: &CleanCategory,
    position: i32,
    by: &str,
) -> Result<bool, sqlx::Error> {
    Ok(sqlx::query(
        "UPDATE benefit_categories SET kind = $3, name = $4, description = $5, position = $6, updated_by_name = $7,
            version = version + 1, updated_at = now()
         WHERE id = $1 AND version = $2",
    )
    .bind(id)
    .bind(version)
    .bind(c.kind)
    .bind(&c.name)
    .bind(&c.description)
    .bind(position)
    .bind(by)
    .execute(tx.conn())
    .await?
    .rows_affected()
        == 1)
}

/// An option as lists show it (a few per category on the overview).
#[derive(Debug, Clone, sqlx::FromRow)]
pub struct OptionBriefRow {
    pub id: Uuid,
    pub category_id: Uuid,
    pub name: String,
    pub carrier_name: String,
    pub carrier_color: String,
    pub plan_name: Option<String>,
}

/// The first `per_category` active options of each category, by name.
pub async fn highlights(
    tx: &mut TenantTx,
    category_ids: &[Uuid],
    per_category: i64,
) -> Result<Vec<OptionBriefRow>, sqlx::Error> {
    sqlx::query_as(&format!(
        "SELECT id, category_id, name, carrier_name, carrier_color, plan_name FROM (
            SELECT o.id, o.category_id, o.name, cr.name AS carrier_name, cr.color AS carrier_color, p.name AS plan_name,
                   row_number() OVER (PARTITION BY o.category_id ORDER BY lower(o.name), o.id) AS n
            FROM benefit_options o
            JOIN public.carriers cr ON cr.id = o.carrier_id
            LEFT JOIN {} p ON p.id = o.plan_id
            WHERE o.category_id = ANY($1) AND o.status = 'active'
         ) ranked WHERE n <= $2 ORDER BY category_id, n",
        Scope::Agency.plans()
    ))
    .bind(category_ids)
    .bind(per_category)
    .fetch_all(tx.conn())
    .await
}

#[derive(Debug, Clone, sqlx::FromRow)]
pub struct OptionRow {
    pub id: Uuid,
    pub category_id: Uuid,
    pub category_name: String,
    pub kind: BenefitKind,
    pub name: String,
    pub carrier_id: Uuid,
    pub carrier_name: String,
    pub carrier_color: String,
    pub plan_id: Option<String>,
    pub plan_name: Option<String>,
    pub plan_metal_level: Option<MetalLevel>,
    pub plan_network_type: Option<NetworkType>,
    pub plan_state: Option<String>,
    pub plan_active: Option<bool>,
    pub plan_sbc_url: Option<String>,
    pub description: String,
    pub min_hours_per_week: Option<i32>,
    pub waiting_period_days: Option<i32>,
    pub employee_classes: Vec<String>,
    pub dependents: DependentsCovered,
    pub child_age_limit: Option<i32>,
    pub documents: Json<Vec<DocumentLink>>,
    pub status: BenefitOptionStatus,
    pub version: i32,
    pub created_at: DateTime<Utc>,
    pub updated_at: DateTime<Utc>,
    pub updated_by_name: Option<String>,
}

fn option_select() -> String {
    format!(
        "SELECT o.id, o.category_id, c.name AS category_name, c.kind, o.name, o.carrier_id, cr.name AS carrier_name,
            cr.color AS carrier_color, o.plan_id, p.name AS plan_name, p.metal_level AS plan_metal_level,
            p.network_type AS plan_network_type, p.state AS plan_state, p.active AS plan_active, p.sbc_url AS plan_sbc_url,
            o.description, o.min_hours_per_week, o.waiting_period_days, o.employee_classes, o.dependents, o.child_age_limit,
            o.documents, o.status, o.version, o.created_at, o.updated_at, o.updated_by_name
         {}",
        option_from()
    )
}

fn option_from() -> String {
    format!(
        "FROM benefit_options o
         JOIN benefit_categories c ON c.id = o.category_id
         JOIN public.carriers cr ON cr.id = o.carrier_id
         LEFT JOIN {} p ON p.id = o.plan_id",
        Scope::Agency.plans()
    )
}

/// The option list's filters.
#[derive(Debug, Clone, Default)]
pub struct OptionFilters {
    pub category_id: Option<Uuid>,
    pub carrier_id: Option<Uuid>,
    pub kind: Option<BenefitKind>,
    pub status: Option<BenefitOptionStatus>,
}

const OPTION_FILTER: &str =
    "($1::text IS NULL OR o.name ILIKE $1 OR o.description ILIKE $1 OR cr.name ILIKE $1
        OR p.name ILIKE $1 OR o.plan_id ILIKE $1 OR c.name ILIKE $1)
    AND ($2::uuid IS NULL OR o.category_id = $2)
    AND ($3::uuid IS NULL OR o.carrier_id = $3)
    AND ($4::text IS NULL OR c.kind = $4)
    AND ($5::text IS NULL OR o.status = $5)";

/// A page of the agency's options matching the search and filters.
pub async fn options(
    tx: &mut TenantTx,
    list: &ListQuery,
    f: &OptionFilters,
) -> Result<(Vec<OptionRow>, i64), sqlx::Error> {
    let rows = sqlx::query_as(&format!(
        "{} WHERE {OPTION_FILTER} ORDER BY {} LIMIT $6 OFFSET $7",
        option_select(),
        list.order_by("lower(o.name), o.id")
    ))
    .bind(list.like_pattern())
    .bind(f.category_id)
    .bind(f.carrier_id)
    .bind(f.kind)
    .bind(f.status)
    .bind(list.limit())
    .bind(list.offset())
    .fetch_all(tx.conn())
    .await?;
    let total = sqlx::query_scalar(&format!(
        "SELECT count(*) {} WHERE {OPTION_FILTER}",
        option_from()
    ))
    .bind(list.like_pattern())
    .bind(f.category_id)
    .bind(f.carrier_id)
    .bind(f.kind)
    .bind(f.status)
    .fetch_one(tx.conn())
    .await?;
    Ok((rows, total))
}

pub async fn option(tx: &mut TenantTx, id: Uuid) -> Result<Option<OptionRow>, sqlx::Error> {
    sqlx::query_as(&format!("{} WHERE o.id = $1", option_select()))
        .bind(id)
        .fetch_optional(tx.conn())
        .await
}

/// Locks the option's row for the change; answers whether it exists.
pub async fn lock_option(tx: &mut TenantTx, id: Uuid) -> Result<bool, sqlx::Error> {
    Ok(
        sqlx::query_scalar::<_, i32>(
            "SELECT version FROM benefit_options WHERE id = $1 FOR UPDATE",
        )
        .bind(id)
        .fetch_optional(tx.conn())
        .await?
        .is_some(),
    )
}

pub async fn option_name_taken(
    tx: &mut TenantTx,
    name: &str,
    except: Option<Uuid>,
) -> Result<bool, sqlx::Error> {
    sqlx::query_scalar(
        "SELECT EXISTS (SELECT 1 FROM benefit_options WHERE lower(name) = lower($1) AND id IS DISTINCT FROM $2)",
    )
    .bind(name.trim())
    .bind(except)
    .fetch_one(tx.conn())
    .await
}

pub async fn category_kind(
    tx: &mut TenantTx,
    id: Uuid,
) -> Result<Option<BenefitKind>, sqlx::Error> {
    sqlx::query_scalar("SELECT kind FROM benefit_categories WHERE id = $1")
        .bind(id)
        .fetch_optional(tx.conn())
        .await
}

pub async fn carrier_name(tx: &mut TenantTx, id: Uuid) -> Result<Option<String>, sqlx::Error> {
    sqlx::query_scalar("SELECT name FROM public.carriers WHERE id = $1")
        .bind(id)
        .fetch_optional(tx.conn())
        .await
}

#[derive(sqlx::FromRow)]
struct PlanFactsRow {
    carrier_id: Uuid,
    carrier_name: String,
    line: Line,
    active: bool,
}

/// A plan of the catalogue or of the agency's own, as an option's check needs it.
pub async fn plan_facts(tx: &mut TenantTx, id: &str) -> Result<Option<PlanFacts>, sqlx::Error> {
    let row: Option<PlanFactsRow> = sqlx::query_as(&format!(
        "SELECT p.carrier_id, c.name AS carrier_name, p.line, p.active
         FROM {} p JOIN public.carriers c ON c.id = p.carrier_id WHERE p.id = $1",
        Scope::Agency.plans()
    ))
    .bind(id)
    .fetch_optional(tx.conn())
    .await?;
    Ok(row.map(|r| PlanFacts {
        carrier_id: r.carrier_id,
        carrier_name: r.carrier_name,
        line: r.line,
        active: r.active,
    }))
}

pub async fn insert_option(
    tx: &mut TenantTx,
    o: &CleanOption,
    by: &str,
) -> Result<Uuid, sqlx::Error> {
    let e = &o.eligibility;
    sqlx::query_scalar(
        "INSERT INTO benefit_options (category_id, name, carrier_id, plan_id, description, min_hours_per_week,
            waiting_period_days, employee_classes, dependents, child_age_limit, documents, status, updated_by_name)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13) RETURNING id",
    )
    .bind(o.category_id)
    .bind(&o.name)
    .bind(o.carrier_id)
    .bind(&o.plan_id)
    .bind(&o.description)
    .bind(e.min_hours_per_week)
    .bind(e.waiting_period_days)
    .bind(&e.employee_classes)
    .bind(e.dependents)
    .bind(e.child_age_limit)
    .bind(Json(&o.documents))
    .bind(o.status)
    .bind(by)
    .fetch_one(tx.conn())
    .await
}

/// Changes the option at `version`; answers false when it has moved on since.
pub async fn update_option(
    tx: &mut TenantTx,
    id: Uuid,
    version: i32,
    o: &CleanOption,
    by: &str,
) -> Result<bool, sqlx::Error> {
    let e = &o.eligibility;
    Ok(sqlx::query(
        "UPDATE benefit_options SET category_id = $3, name = $4, carrier_id = $5, plan_id = $6, description = $7,
            min_hours_per_week = $8, waiting_period_days = $9, employee_classes = $10, dependents = $11,
            child_age_limit = $12, documents = $13, status = $14, updated_by_name = $15,
            version = version + 1, updated_at = now()
         WHERE id = $1 AND version = $2",
    )
    .bind(id)
    .bind(version)
    .bind(o.category_id)
    .bind(&o.name)
    .bind(o.carrier_id)
    .bind(&o.plan_id)
    .bind(&o.description)
    .bind(e.min_hours_per_week)
    .bind(e.waiting_period_days)
    .bind(&e.employee_classes)
    .bind(e.dependents)
    .bind(e.child_age_limit)
    .bind(Json(&o.documents))
    .bind(o.status)
    .bind(by)
    .execute(tx.conn())
    .await?
    .rows_affected()
        == 1)
}
