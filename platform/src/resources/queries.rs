//! The queries of the resource library, in the agency's transaction. A caller scoped to one
//! group (`scope`, an employer admin) reaches only the resources shared with that group, and of
//! their shares only that group's.

use chrono::{DateTime, Utc};
use tenants::TenantTx;
use uuid::Uuid;

use crate::audit::Actor;
use crate::list::ListQuery;
use crate::vocabulary::ResourceCategory;

#[derive(Debug, Clone, sqlx::FromRow)]
pub struct ResourceRow {
    pub id: Uuid,
    pub title: String,
    pub category: ResourceCategory,
    pub description: String,
    pub file_name: String,
    pub content_type: String,
    pub size: i64,
    pub uploaded_by_name: String,
    pub created_at: DateTime<Utc>,
    pub updated_at: DateTime<Utc>,
    pub version: i32,
}

const COLUMNS: &str =
    "r.id, r.title, r.category, r.description, r.file_name, r.content_type, r.size,
    r.uploaded_by_name, r.created_at, r.updated_at, r.version";

#[derive(Debug, Clone, sqlx::FromRow)]
pub struct ShareRow {
    pub resource_id: Uuid,
    pub group_id: Uuid,
    pub group_name: String,
    pub visible_to_employees: bool,
    pub shared_by_name: String,
    pub shared_at: DateTime<Utc>,
}

/// What a list of the library asks for besides its page.
pub struct Filter<'a> {
    pub category: Option<ResourceCategory>,
    /// Only resources shared with this group.
    pub group_id: Option<Uuid>,
    /// ILIKE patterns, each of which the title, description or file name must match.
    pub patterns: &'a [String],
    pub scope: Option<Uuid>,
}

/// The conditions of a list: $1 category, $2 group, $3 scope, $4 search patterns.
const CONDITIONS: &str = "($1::text IS NULL OR r.category = $1)
    AND ($2::uuid IS NULL OR EXISTS (SELECT 1 FROM resource_shares s WHERE s.resource_id = r.id AND s.group_id = $2))
    AND ($3::uuid IS NULL OR EXISTS (SELECT 1 FROM resource_shares s WHERE s.resource_id = r.id AND s.group_id = $3))
    AND NOT EXISTS (SELECT 1 FROM unnest($4::text[]) AS w(pattern)
                    WHERE NOT (r.title ILIKE w.pattern OR r.description ILIKE w.pattern OR r.file_name ILIKE w.pattern))";

/// One page of the library, and how many resources match in all.
pub async fn list(
    tx: &mut TenantTx,
    filter: &Filter<'_>,
    list: &ListQuery,
) -> Result<(Vec<ResourceRow>, i64), sqlx::Error> {
    #[derive(sqlx::FromRow)]
    struct Counted {
        #[sqlx(flatten)]
        row: ResourceRow,
        total: i64,
    }
    let rows: Vec<Counted> = sqlx::query_as(&format!(
        "SELECT {COLUMNS}, count(*) OVER () AS total FROM resources r WHERE {CONDITIONS}
         ORDER BY {} LIMIT $5 OFFSET $6",
        list.order_by("r.id")
    ))
    .bind(filter.category.map(ResourceCategory::as_str))
    .bind(filter.group_id)
    .bind(filter.scope)
    .bind(filter.patterns)
    .bind(list.limit())
    .bind(list.offset())
    .fetch_all(tx.conn())
    .await?;
    let total = rows.first().map_or(0, |r| r.total);
    Ok((rows.into_iter().map(|r| r.row).collect(), total))
}

/// How many resources of each category the same search finds, whatever the category asked.
pub async fn category_counts(
    tx: &mut TenantTx,
    filter: &Filter<'_>,
) -> Result<Vec<(ResourceCategory, i64)>, sqlx::Error> {
    sqlx::query_as(&format!(
        "SELECT r.category, count(*) FROM resources r WHERE {CONDITIONS} GROUP BY r.category"
    ))
    .bind(None::<&str>)
    .bind(filter.group_id)
    .bind(filter.scope)
    .bind(filter.patterns)
    .fetch_all(tx.conn())
    .await
}

/// The shares of some resources, by group name; only the scope's group for a scoped caller.
pub async fn shares(
    tx: &mut TenantTx,
    resource_ids: &[Uuid],
    scope: Option<Uuid>,
) -> Result<Vec<ShareRow>, sqlx::Error> {
    sqlx::query_as(
        "SELECT s.resource_id, s.group_id, g.name AS group_name, s.visible_to_employees, s.shared_by_name, s.shared_at
         FROM resource_shares s JOIN groups g ON g.id = s.group_id
         WHERE s.resource_id = ANY($1) AND ($2::uuid IS NULL OR s.group_id = $2)
         ORDER BY lower(g.name), g.id",
    )
    .bind(resource_ids)
    .bind(scope)
    .fetch_all(tx.conn())
    .await
}

/// A resource the caller may see.
pub async fn find(
    tx: &mut TenantTx,
    id: Uuid,
    scope: Option<Uuid>,
) -> Result<Option<ResourceRow>, sqlx::Error> {
    sqlx::query_as(&format!(
        "SELECT {COLUMNS} FROM resources r WHERE r.id = $1
           AND ($2::uuid IS NULL OR EXISTS (SELECT 1 FROM resource_shares s WHERE s.resource_id = r.id AND s.group_id = $2))"
    ))
    .bind(id)
    .bind(scope)
    .fetch_optional(tx.conn())
    .await
}

/// A resource, locked for a change.
pub async fn lock(tx: &mut TenantTx, id: Uuid) -> Result<Option<ResourceRow>, sqlx::Error> {
    sqlx::query_as(&format!(
        "SELECT {COLUMNS} FROM resources r WHERE r.id = $1 FOR UPDATE"
    ))
    .bind(id)
    .fetch_optional(tx.conn())
    .await
}

pub struct NewResource<'a> {
    pub id: Uuid,
    pub title: &'a str,
    pub category: ResourceCategory,
    pub description: &'a str,
    pub file_name: &'a str,
    pub content_type: &'a str,
    pub size: i64,
    pub file_key: &'a str,
    pub actor: Actor<'a>,
}

pub async fn insert(tx: &mut TenantTx, r: &NewResource<'_>) -> Result<ResourceRow, sqlx::Error> {
    sqlx::query_as(&format!(
        "INSERT INTO resources AS r (id, title, category, description, file_name, content_type, size, file_key, uploaded_by, uploaded_by_name)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)
         RETURNING {COLUMNS}"
    ))
    .bind(r.id)
    .bind(r.title)
    .bind(r.category.as_str())
    .bind(r.description)
    .bind(r.file_name)
    .bind(r.content_type)
    .bind(r.size)
    .bind(r.file_key)
    .bind(r.actor.id)
    .bind(r.actor.name)
    .fetch_one(tx.conn())
    .await
}

pub struct Details<'a> {
    pub title: &'a str,
    pub category: ResourceCategory,
    pub description: &'a str,
}

/// Saves a resource's title, category and description, a version on.
pub async fn update(
    tx: &mut TenantTx,
    id: Uuid,
    d: &Details<'_>,
) -> Result<ResourceRow, sqlx::Error> {
    sqlx::query_as(&format!(
        "UPDATE resources AS r SET title = $2, category = $3, description = $4, version = version + 1, updated_at = now()
         WHERE r.id = $1 RETURNING {COLUMNS}"
    ))
    .bind(id)
    .bind(d.title)
    .bind(d.category.as_str())
    .bind(d.description)
    .fetch_one(tx.conn())
    .await
}

/// Deletes a resource and its shares; where its file was kept.
pub async fn delete(tx: &mut TenantTx, id: Uuid) -> Result<String, sqlx::Error> {
    sqlx::query_scalar("DELETE FROM resources WHERE id = $1 RETURNING file_key")
        .bind(id)
        .fetch_one(tx.conn())
        .await
}

/// The names of those of `ids` that are groups of the agency, by id.
pub async fn group_names(
    tx: &mut TenantTx,
    ids: &[Uuid],
) -> Result<Vec<(Uuid, String)>, sqlx::Error> {
    sqlx::query_as("SELECT id, name FROM groups WHERE id = ANY($1) ORDER BY lower(name), id")
        .bind(ids)
        .fetch_all(tx.conn())
        .await
}

/// Shares a resource with the groups (or changes whether their employees see it); the groups
/// whose share changed.
pub async fn share(
    tx: &mut TenantTx,
    resource_id: Uuid,
    group_ids: &[Uuid],
    visible_to_employees: bool,
    actor: Actor<'_>,
) -> Result<Vec<Uuid>, sqlx::Error> {
    sqlx::query_scalar(
        "INSERT INTO resource_shares AS s (resource_id, group_id, visible_to_employees, shared_by, shared_by_name)
         SELECT $1, g, $3, $4, $5 FROM unnest($2::uuid[]) AS g
         ON CONFLICT (resource_id, group_id) DO UPDATE
            SET visible_to_employees = EXCLUDED.visible_to_employees, shared_by = EXCLUDED.shared_by,
                shared_by_name = EXCLUDED.shared_by_name, shared_at = now()
            WHERE s.visible_to_employees IS DISTINCT FROM EXCLUDED.visible_to_employees
         RETURNING s.group_id",
    )
    .bind(resource_id)
    .bind(group_ids)
    .bind(visible_to_employees)
    .bind(actor.id)
    .bind(actor.name)
    .fetch_all(tx.conn())
    .await
}

/// Ends a resource's share with a group; its name and whether employees saw it, when it was
/// shared.
pub async fn unshare(
    tx: &mut TenantTx,
    resource_id: Uuid,
    group_id: Uuid,
) -> Result<Option<(String, bool)>, sqlx::Error> {
    sqlx::query_as(
        "DELETE FROM resource_shares s USING groups g
         WHERE s.resource_id = $1 AND s.group_id = $2 AND g.id = s.group_id
         RETURNING g.name, s.visible_to_employees",
    )
    .bind(resource_id)
    .bind(group_id)
    .fetch_optional(tx.conn())
    .await
}

/// A resource's file name and where its file is kept, when the caller may download it.
pub async fn file_of(
    tx: &mut TenantTx,
    id: Uuid,
    scope: Option<Uuid>,
) -> Result<Option<(String, String)>, sqlx::Error> {
    sqlx::query_as(
        "SELECT r.file_name, r.file_key FROM resources r WHERE r.id = $1
           AND ($2::uuid IS NULL OR EXISTS (SELECT 1 FROM resource_shares s WHERE s.resource_id = r.id AND s.group_id = $2))",
    )
    .bind(id)
    .bind(scope)
    .fetch_optional(tx.conn())
    .await
}

/// The employee's group: its id and name.
pub async fn employer_of(
    tx: &mut TenantTx,
    employee_id: Uuid,
) -> Result<Option<(Uuid, String)>, sqlx::Error> {
    sqlx::query_as(
        "SELECT g.id, g.name FROM employees e JOIN groups g ON g.id = e.group_id WHERE e.id = $1",
    )
    .bind(employee_id)
    .fetch_optional(tx.conn())
    .await
}

#[derive(Debug, sqlx::FromRow)]
pub struct SharedRow {
    #[sqlx(flatten)]
    pub resource: ResourceRow,
    pub shared_at: DateTime<Utc>,
}

/// One page of what the group shares with its employees, the latest shared first.
pub async fn shared_with_employees(
    tx: &mut TenantTx,
    group_id: Uuid,
    list: &ListQuery,
) -> Result<(Vec<SharedRow>, i64), sqlx::Error> {
    #[derive(sqlx::FromRow)]
    struct Counted {
        #[sqlx(flatten)]
        row: SharedRow,
        total: i64,
    }
    let rows: Vec<Counted> = sqlx::query_as(&format!(
        "SELECT {COLUMNS}, s.shared_at, count(*) OVER () AS total
         FROM resource_shares s JOIN resources r ON r.id = s.resource_id
         WHERE s.group_id = $1 AND s.visible_to_employees
         ORDER BY s.shared_at DESC, r.id DESC LIMIT $2 OFFSET $3"
    ))
    .bind(group_id)
    .bind(list.limit())
    .bind(list.offset())
    .fetch_all(tx.conn())
    .await?;
    let total = rows.first().map_or(0, |r| r.total);
    Ok((rows.into_iter().map(|r| r.row).collect(), total))
}

/// A resource's file name and where its file is kept, when the group shares it with its
/// employees.
pub async fn employee_file_of(
    tx: &mut TenantTx,
    id: Uuid,
    group_id: Uuid,
) -> Result<Option<(String, String)>, sqlx::Error> {
    sqlx::query_as(
        "SELECT r.file_name, r.file_key FROM resources r
         JOIN resource_shares s ON s.resource_id = r.id AND s.group_id = $2 AND s.visible_to_employees
         WHERE r.id = $1",
    )
    .bind(id)
    .bind(group_id)
    .fetch_optional(tx.conn())
    .await
}
