//! The queries of carrier implementations, in the agency's transaction.

use chrono::{DateTime, NaiveDate, Utc};
use uuid::Uuid;

use super::rules::TemplateItem;
use crate::audit::Actor;
use crate::list::ListQuery;
use crate::vocabulary::{ChecklistItemKind, GroupStage};
use tenants::TenantTx;

#[derive(Debug, sqlx::FromRow)]
pub struct GroupRow {
    pub id: Uuid,
    pub name: String,
    pub stage: GroupStage,
    pub broker_id: Option<Uuid>,
}

pub async fn group(
    tx: &mut TenantTx,
    group_id: Uuid,
    scope: Option<Uuid>,
) -> Result<Option<GroupRow>, sqlx::Error> {
    sqlx::query_as(
        "SELECT id, name, stage, broker_id FROM groups WHERE id = $1 AND ($2::uuid IS NULL OR id = $2)",
    )
    .bind(group_id)
    .bind(scope)
    .fetch_optional(tx.conn())
    .await
}

/// The group's approved design of its latest plan year, with that year's open enrollment.
#[derive(Debug, sqlx::FromRow)]
pub struct ApprovedDesign {
    pub id: Uuid,
    pub plan_year: i32,
    pub effective_date: NaiveDate,
    pub enrollment_status: Option<String>,
    pub coverage_start: Option<NaiveDate>,
}

pub async fn approved_design(
    tx: &mut TenantTx,
    group_id: Uuid,
) -> Result<Option<ApprovedDesign>, sqlx::Error> {
    sqlx::query_as(
        "SELECT d.id, d.plan_year, d.effective_date, w.status AS enrollment_status, w.coverage_start
         FROM plan_designs d
         LEFT JOIN enrollment_windows w ON w.group_id = d.group_id AND w.plan_year = d.plan_year AND w.kind = 'open'
         WHERE d.group_id = $1 AND d.status = 'approved'
         ORDER BY d.plan_year DESC LIMIT 1",
    )
    .bind(group_id)
    .fetch_optional(tx.conn())
    .await
}

/// The carriers of a design's plans, by name.
pub async fn design_carriers(
    tx: &mut TenantTx,
    design_id: Uuid,
) -> Result<Vec<(Uuid, String)>, sqlx::Error> {
    sqlx::query_as(
        "SELECT DISTINCT (plan->>'carrier_id')::uuid, plan->>'carrier_name'
         FROM plan_design_plans WHERE design_id = $1 ORDER BY 2",
    )
    .bind(design_id)
    .fetch_all(tx.conn())
    .await
}

/// The agency's template for the carrier, else its default; None when it has neither.
pub async fn template_for(
    tx: &mut TenantTx,
    carrier_id: Uuid,
) -> Result<Option<Vec<TemplateItem>>, sqlx::Error> {
    let items: Option<sqlx::types::Json<Vec<TemplateItem>>> = sqlx::query_scalar(
        "SELECT items FROM checklist_templates
         WHERE carrier_id = $1 OR carrier_id IS NULL ORDER BY carrier_id NULLS LAST LIMIT 1",
    )
    .bind(carrier_id)
    .fetch_optional(tx.conn())
    .await?;
    Ok(items.map(|i| i.0))
}

/// The agency member a group's checklist items go to first: its broker, when still active.
pub async fn group_broker(
    tx: &mut TenantTx,
    agency_id: Uuid,
    broker_id: Option<Uuid>,
) -> Result<Option<(Uuid, String)>, sqlx::Error> {
    sqlx::query_as(
        "SELECT u.id, u.name FROM public.users u
         JOIN public.memberships m ON m.user_id = u.id AND m.agency_id = $1 AND m.status = 'active'
         WHERE u.id = $2",
    )
    .bind(agency_id)
    .bind(broker_id)
    .fetch_optional(tx.conn())
    .await
}

/// An active member of the agency's own team (not an employer admin or employee), by id.
pub async fn team_member(
    tx: &mut TenantTx,
    agency_id: Uuid,
    user_id: Uuid,
) -> Result<Option<String>, sqlx::Error> {
    sqlx::query_scalar(
        "SELECT u.name FROM public.users u
         JOIN public.memberships m ON m.user_id = u.id AND m.agency_id = $1 AND m.status = 'active'
         WHERE u.id = $2 AND m.group_id IS NULL AND m.employee_id IS NULL",
    )
    .bind(agency_id)
    .bind(user_id)
    .fetch_optional(tx.conn())
    .await
}

pub struct NewImplementation<'a> {
    pub group_id: Uuid,
    pub plan_year: i32,
    pub carrier_id: Uuid,
    pub carrier_name: &'a str,
    pub coverage_start: NaiveDate,
    pub actor: Actor<'a>,
}

/// A carrier's implementation just started.
#[derive(Debug, sqlx::FromRow)]
pub struct Started {
    pub id: Uuid,
    /// The group number the carrier issued for an earlier plan year: a renewal keeps it.
    pub group_number: Option<String>,
}

/// Starts a carrier's implementation, with the group number it had the plan year before; None
/// when the carrier already has one that plan year.
pub async fn insert_implementation(
    tx: &mut TenantTx,
    n: &NewImplementation<'_>,
) -> Result<Option<Started>, sqlx::Error> {
    sqlx::query_as(
        "INSERT INTO carrier_implementations
            (group_id, plan_year, carrier_id, carrier_name, coverage_start, started_by, started_by_name, group_number)
         VALUES ($1, $2, $3, $4, $5, $6, $7,
                 (SELECT group_number FROM carrier_implementations
                   WHERE group_id = $1 AND carrier_id = $3 AND plan_year < $2 AND group_number IS NOT NULL
                   ORDER BY plan_year DESC LIMIT 1))
         ON CONFLICT (group_id, plan_year, carrier_id) DO NOTHING
         RETURNING id, group_number",
    )
    .bind(n.group_id)
    .bind(n.plan_year)
    .bind(n.carrier_id)
    .bind(n.carrier_name)
    .bind(n.coverage_start)
    .bind(n.actor.id)
    .bind(n.actor.name)
    .fetch_optional(tx.conn())
    .await
}

/// A checklist item about to be written.
pub struct NewItem {
    pub kind: ChecklistItemKind,
    pub title: String,
    pub required: bool,
    pub due_on: NaiveDate,
}

/// Writes a whole checklist in one statement.
pub async fn insert_items(
    tx: &mut TenantTx,
    implementation_id: Uuid,
    items: &[NewItem],
    owner: Option<&(Uuid, String)>,
) -> Result<(), sqlx::Error> {
    let positions: Vec<i32> = (1..).take(items.len()).collect();
    let kinds: Vec<ChecklistItemKind> = items.iter().map(|i| i.kind).collect();
    let titles: Vec<&str> = items.iter().map(|i| i.title.as_str()).collect();
    let required: Vec<bool> = items.iter().map(|i| i.required).collect();
    let due: Vec<NaiveDate> = items.iter().map(|i| i.due_on).collect();
    sqlx::query(
        "INSERT INTO implementation_items (implementation_id, position, kind, title, required, due_on, owner_id, owner_name)
         SELECT $1, * , $7, $8 FROM unnest($2::int[], $3::text[], $4::text[], $5::bool[], $6::date[])",
    )
    .bind(implementation_id)
    .bind(&positions)
    .bind(&kinds)
    .bind(&titles)
    .bind(&required)
    .bind(&due)
    .bind(owner.map(|o| o.0))
    .bind(owner.map(|o| o.1.as_str()))
    .execute(tx.conn())
    .await?;
    Ok(())
}

#[derive(Debug, sqlx::FromRow)]
pub struct ImplementationRow {
    pub id: Uuid,
    pub group_id: Uuid,
    pub group_name: String,
    pub plan_year: i32,
    pub carrier_id: Uuid,
    pub carrier_name: String,
    pub coverage_start: Option<NaiveDate>,
    pub group_number: Option<String>,
    pub implemented_at: Option<DateTime<Utc>>,
    pub implemented_by_name: Option<String>,
    pub started_by_name: String,
    pub version: i32,
}

const IMPLEMENTATION_COLUMNS: &str =
    "ci.id, ci.group_id, g.name AS group_name, ci.plan_year, ci.carrier_id,
    ci.carrier_name, ci.coverage_start, ci.group_number, ci.implemented_at, ci.implemented_by_name,
    ci.started_by_name, ci.version";

pub async fn implementations(
    tx: &mut TenantTx,
    group_id: Uuid,
    plan_year: i32,
) -> Result<Vec<ImplementationRow>, sqlx::Error> {
    sqlx::query_as(&format!(
        "SELECT {IMPLEMENTATION_COLUMNS} FROM carrier_implementations ci JOIN groups g ON g.id = ci.group_id
         WHERE ci.group_id = $1 AND ci.plan_year = $2 ORDER BY ci.carrier_name"
    ))
    .bind(group_id)
    .bind(plan_year)
    .fetch_all(tx.conn())
    .await
}

/// The ids of every carrier implementation of the group, all plan years.
pub async fn implementation_ids(
    tx: &mut TenantTx,
    group_id: Uuid,
) -> Result<Vec<Uuid>, sqlx::Error> {
    sqlx::query_scalar("SELECT id FROM carrier_implementations WHERE group_id = $1")
        .bind(group_id)
        .fetch_all(tx.conn())
        .await
}

/// One implementation, locked for a change; an employer admin reaches only their group's.
pub async fn lock_implementation(
    tx: &mut TenantTx,
    id: Uuid,
    scope: Option<Uuid>,
) -> Result<Option<ImplementationRow>, sqlx::Error> {
    sqlx::query_as(&format!(
        "SELECT {IMPLEMENTATION_COLUMNS} FROM carrier_implementations ci JOIN groups g ON g.id = ci.group_id
         WHERE ci.id = $1 AND ($2::uuid IS NULL OR ci.group_id = $2) FOR UPDATE OF ci"
    ))
    .bind(id)
    .bind(scope)
    .fetch_optional(tx.conn())
    .await
}

#[derive(Debug, sqlx::FromRow)]
pub struct ItemRow {
    pub id: Uuid,
    pub implementation_id: Uuid,
    pub position: i32,
    pub kind: ChecklistItemKind,
    pub title: String,
    pub required: bool,
    pub owner_id: Option<Uuid>,
    pub owner_name: Option<String>,
    pub due_on: Option<NaiveDate>,
    pub done_at: Option<DateTime<Utc>>,
    pub done_by_name: Option<String>,
    pub note: Option<String>,
    pub document_id: Option<Uuid>,
    pub document_name: Option<String>,
    pub version: i32,
}

const ITEM_COLUMNS: &str = "i.id, i.implementation_id, i.position, i.kind, i.title, i.required, i.owner_id,
    i.owner_name, i.due_on, i.done_at, i.done_by_name, i.note, i.document_id, d.name AS document_name, i.version";

pub async fn items(
    tx: &mut TenantTx,
    implementation_ids: &[Uuid],
) -> Result<Vec<ItemRow>, sqlx::Error> {
    sqlx::query_as(&format!(
        "SELECT {ITEM_COLUMNS} FROM implementation_items i LEFT JOIN documents d ON d.id = i.document_id
         WHERE i.implementation_id = ANY($1) ORDER BY i.implementation_id, i.position"
    ))
    .bind(implementation_ids)
    .fetch_all(tx.conn())
    .await
}

/// One item with its implementation's group, locked for a change.
pub async fn lock_item(
    tx: &mut TenantTx,
    id: Uuid,
    scope: Option<Uuid>,
) -> Result<Option<(ItemRow, Uuid, Option<DateTime<Utc>>)>, sqlx::Error> {
    #[derive(sqlx::FromRow)]
    struct Locked {
        #[sqlx(flatten)]
        item: ItemRow,
        group_id: Uuid,
        implemented_at: Option<DateTime<Utc>>,
    }
    let row: Option<Locked> = sqlx::query_as(&format!(
        "SELECT {ITEM_COLUMNS}, ci.group_id, ci.implemented_at
         FROM implementation_items i JOIN carrier_implementations ci ON ci.id = i.implementation_id
         LEFT JOIN documents d ON d.id = i.document_id
         WHERE i.id = $1 AND ($2::uuid IS NULL OR ci.group_id = $2) FOR UPDATE OF i"
    ))
    .bind(id)
    .bind(scope)
    .fetch_optional(tx.conn())
    .await?;
    Ok(row.map(|r| (r.item, r.group_id, r.implemented_at)))
}

pub struct ItemChange<'a> {
    pub id: Uuid,
    pub version: i32,
    pub done: bool,
    pub owner: Option<(Uuid, &'a str)>,
    pub due_on: Option<NaiveDate>,
    pub note: Option<&'a str>,
    pub document_id: Option<Uuid>,
    pub actor: Actor<'a>,
}

/// Saves an item at the version read; false when someone saved it first. Marking it done keeps
/// who and when; an item already done keeps its first completion.
pub async fn update_item(tx: &mut TenantTx, c: &ItemChange<'_>) -> Result<bool, sqlx::Error> {
    let done = sqlx::query(
        "UPDATE implementation_items SET
            owner_id = $3, owner_name = $4, due_on = $5, note = $6, document_id = $7,
            done_at = CASE WHEN NOT $8 THEN NULL WHEN done_at IS NULL THEN now() ELSE done_at END,
            done_by = CASE WHEN NOT $8 THEN NULL WHEN done_at IS NULL THEN $9 ELSE done_by END,
            done_by_name = CASE WHEN NOT $8 THEN NULL WHEN done_at IS NULL THEN $10 ELSE done_by_name END,
            overdue_notified_on = CASE WHEN $5 IS DISTINCT FROM due_on THEN NULL ELSE overdue_notified_on END,
            version = version + 1
         WHERE id = $1 AND version = $2",
    )
    .bind(c.id)
    .bind(c.version)
    .bind(c.owner.map(|o| o.0))
    .bind(c.owner.map(|o| o.1))
    .bind(c.due_on)
    .bind(c.note)
    .bind(c.document_id)
    .bind(c.done)
    .bind(c.actor.id)
    .bind(c.actor.name)
    .execute(tx.conn())
    .await?;
    Ok(done.rows_affected() == 1)
}

/// Whether the document belongs to the group.
pub async fn group_document(
    tx: &mut TenantTx,
    group_id: Uuid,
    document_id: Uuid,
) -> Result<bool, sqlx::Error> {
    sqlx::query_scalar("SELECT EXISTS (SELECT 1 FROM documents WHERE id = $1 AND group_id = $2)")
        .bind(document_id)
        .bind(group_id)
        .fetch_one(tx.conn())
        .await
}

/// Records the group number and ticks the checklist's group-number step.
pub async fn set_group_number(
    tx: &mut TenantTx,
    id: Uuid,
    version: i32,
    number: &str,
    actor: Actor<'_>,
) -> Result<bool, sqlx::Error> {
    let done = sqlx::query(
        "UPDATE carrier_implementations SET group_number = $3, version = version + 1
         WHERE id = $1 AND version = $2",
    )
    .bind(id)
    .bind(version)
    .bind(number)
    .execute(tx.conn())
    .await?;
    if done.rows_affected() == 0 {
        return Ok(false);
    }
    tick_group_number(tx, id, actor).await?;
    Ok(true)
}

/// Ticks the checklist's group-number step, once the number is known.
pub async fn tick_group_number(
    tx: &mut TenantTx,
    id: Uuid,
    actor: Actor<'_>,
) -> Result<(), sqlx::Error> {
    sqlx::query(
        "UPDATE implementation_items SET done_at = now(), done_by = $2, done_by_name = $3, version = version + 1
         WHERE implementation_id = $1 AND kind = 'group_number' AND done_at IS NULL",
    )
    .bind(id)
    .bind(actor.id)
    .bind(actor.name)
    .execute(tx.conn())
    .await?;
    Ok(())
}

pub async fn set_implemented(
    tx: &mut TenantTx,
    id: Uuid,
    version: i32,
    actor: Actor<'_>,
) -> Result<bool, sqlx::Error> {
    let done = sqlx::query(
        "UPDATE carrier_implementations SET implemented_at = now(), implemented_by = $3,
            implemented_by_name = $4, version = version + 1
         WHERE id = $1 AND version = $2 AND implemented_at IS NULL",
    )
    .bind(id)
    .bind(version)
    .bind(actor.id)
    .bind(actor.name)
    .execute(tx.conn())
    .await?;
    Ok(done.rows_affected() == 1)
}

#[derive(Debug, sqlx::FromRow)]
pub struct TemplateRow {
    pub carrier_id: Option<Uuid>,
    pub items: sqlx::types::Json<Vec<TemplateItem>>,
    pub version: i32,
    pub updated_by_name: String,
    pub updated_at: DateTime<Utc>,
}

pub async fn templates(tx: &mut TenantTx) -> Result<Vec<TemplateRow>, sqlx::Error> {
    sqlx::query_as(
        "SELECT carrier_id, items, version, updated_by_name, updated_at FROM checklist_templates",
    )
    .fetch_all(tx.conn())
    .await
}

/// The carriers of the shared catalogue, by name.
pub async fn catalogue_carriers(tx: &mut TenantTx) -> Result<Vec<(Uuid, String)>, sqlx::Error> {
    sqlx::query_as("SELECT id, name FROM public.carriers ORDER BY name")
        .fetch_all(tx.conn())
        .await
}

pub async fn carrier_name(tx: &mut TenantTx, id: Uuid) -> Result<Option<String>, sqlx::Error> {
    sqlx::query_scalar("SELECT name FROM public.carriers WHERE id = $1")
        .bind(id)
        .fetch_optional(tx.conn())
        .await
}

/// Saves a template at the version read (0: never saved); false when someone saved it first.
pub async fn save_template(
    tx: &mut TenantTx,
    carrier: Option<(Uuid, &str)>,
    version: i32,
    items: &[TemplateItem],
    actor: Actor<'_>,
) -> Result<bool, sqlx::Error> {
    let items = sqlx::types::Json(items);
    let done = if version == 0 {
        sqlx::query(
            "INSERT INTO checklist_templates (carrier_id, carrier_name, items, updated_by, updated_by_name)
             VALUES ($1, $2, $3, $4, $5) ON CONFLICT DO NOTHING",
        )
        .bind(carrier.map(|c| c.0))
        .bind(carrier.map(|c| c.1))
        .bind(items)
        .bind(actor.id)
        .bind(actor.name)
        .execute(tx.conn())
        .await?
    } else {
        sqlx::query(
            "UPDATE checklist_templates SET items = $3, updated_by = $4, updated_by_name = $5,
                updated_at = now(), version = version + 1
             WHERE carrier_id IS NOT DISTINCT FROM $1 AND version = $2",
        )
        .bind(carrier.map(|c| c.0))
        .bind(version)
        .bind(items)
        .bind(actor.id)
        .bind(actor.name)
        .execute(tx.conn())
        .await?
    };
    Ok(done.rows_affected() == 1)
}

#[derive(Debug, sqlx::FromRow)]
pub struct BoardEntry {
    pub id: Uuid,
    pub group_id: Uuid,
    pub group_name: String,
    pub stage: GroupStage,
    pub carrier_name: String,
    pub plan_year: i32,
    pub coverage_start: Option<NaiveDate>,
    pub group_number: Option<String>,
    pub items: i64,
    pub done: i64,
    pub overdue: i64,
    pub next_title: Option<String>,
    pub next_due_on: Option<NaiveDate>,
    pub implemented_at: Option<DateTime<Utc>>,
    pub total: i64,
}

/// Implementations across the book, with their progress and next open item.
pub async fn board(
    tx: &mut TenantTx,
    list: &ListQuery,
    include_implemented: bool,
) -> Result<Vec<BoardEntry>, sqlx::Error> {
    sqlx::query_as(&format!(
        "SELECT ci.id, ci.group_id, g.name AS group_name, g.stage, ci.carrier_name, ci.plan_year,
                ci.coverage_start, ci.group_number, ci.implemented_at,
                s.items, s.done, s.overdue, n.title AS next_title, n.due_on AS next_due_on,
                count(*) OVER () AS total
         FROM carrier_implementations ci
         JOIN groups g ON g.id = ci.group_id
         CROSS JOIN LATERAL (
            SELECT count(*) AS items, count(i.done_at) AS done,
                   count(*) FILTER (WHERE i.done_at IS NULL AND i.due_on < current_date) AS overdue
            FROM implementation_items i WHERE i.implementation_id = ci.id) s
         LEFT JOIN LATERAL (
            SELECT i.title, i.due_on FROM implementation_items i
            WHERE i.implementation_id = ci.id AND i.done_at IS NULL
            ORDER BY i.due_on NULLS LAST, i.position LIMIT 1) n ON true
         WHERE ($1 OR ci.implemented_at IS NULL)
           AND ($2::text IS NULL OR g.name ILIKE $2 OR ci.carrier_name ILIKE $2)
         ORDER BY {}
         LIMIT $3 OFFSET $4",
        list.order_by("ci.id"),
    ))
    .bind(include_implemented)
    .bind(list.like_pattern())
    .bind(list.limit())
    .bind(list.offset())
    .fetch_all(tx.conn())
    .await
}

#[derive(Debug, sqlx::FromRow)]
pub struct OverdueRow {
    pub id: Uuid,
    pub owner_id: Uuid,
    pub group_id: Uuid,
    pub group_name: String,
    pub carrier_name: String,
    pub title: String,
    pub due_on: NaiveDate,
}

/// Open items of carriers not yet implemented, past their due date on `today`, whose owner has
/// not heard of them since the due date was set; locked so a concurrent run skips them.
pub async fn lock_unnoticed_overdue(
    tx: &mut TenantTx,
    today: NaiveDate,
) -> Result<Vec<OverdueRow>, sqlx::Error> {
    sqlx::query_as(
        "SELECT i.id, i.owner_id, ci.group_id, g.name AS group_name, ci.carrier_name, i.title, i.due_on
           FROM implementation_items i
           JOIN carrier_implementations ci ON ci.id = i.implementation_id
           JOIN groups g ON g.id = ci.group_id
          WHERE i.done_at IS NULL AND i.due_on < $1 AND i.owner_id IS NOT NULL
            AND i.overdue_notified_on IS NULL AND ci.implemented_at IS NULL
          ORDER BY ci.group_id, i.owner_id, i.due_on, ci.carrier_name, i.position
            FOR UPDATE OF i SKIP LOCKED",
    )
    .bind(today)
    .fetch_all(tx.conn())
    .await
}

pub async fn mark_overdue_noticed(
    tx: &mut TenantTx,
    ids: &[Uuid],
    today: NaiveDate,
) -> Result<(), sqlx::Error> {
    sqlx::query("UPDATE implementation_items SET overdue_notified_on = $2 WHERE id = ANY($1)")
        .bind(ids)
        .bind(today)
        .execute(tx.conn())
        .await?;
    Ok(())
}
