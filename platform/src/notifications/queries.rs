//! The notifications' SQL: who gets them, writing them, a person's own list, marking read.

use chrono::{DateTime, Utc};
use tenants::TenantTx;
use uuid::Uuid;

use super::rules::Notice;
use crate::vocabulary::NotificationKind;

/// The group's employer admins: active members of the agency with that role and group.
pub async fn employer_admins(
    tx: &mut TenantTx,
    agency_id: Uuid,
    group_id: Uuid,
) -> Result<Vec<Uuid>, sqlx::Error> {
    sqlx::query_scalar(
        "SELECT m.user_id FROM public.memberships m JOIN public.users u ON u.id = m.user_id
         WHERE m.agency_id = $1 AND m.role = 'employer_admin' AND m.group_id = $2
           AND m.status = 'active' AND u.deactivated_at IS NULL
         ORDER BY u.name, m.user_id",
    )
    .bind(agency_id)
    .bind(group_id)
    .fetch_all(tx.conn())
    .await
}

/// The portal accounts of these employees.
pub async fn employee_users(
    tx: &mut TenantTx,
    agency_id: Uuid,
    employee_ids: &[Uuid],
) -> Result<Vec<Uuid>, sqlx::Error> {
    sqlx::query_scalar(
        "SELECT m.user_id FROM public.memberships m JOIN public.users u ON u.id = m.user_id
         WHERE m.agency_id = $1 AND m.role = 'employee' AND m.employee_id = ANY($2)
           AND m.status = 'active' AND u.deactivated_at IS NULL
         ORDER BY u.name, m.user_id",
    )
    .bind(agency_id)
    .bind(employee_ids)
    .fetch_all(tx.conn())
    .await
}

/// The group's lead brokers on its account team.
pub async fn lead_brokers(tx: &mut TenantTx, group_id: Uuid) -> Result<Vec<Uuid>, sqlx::Error> {
    sqlx::query_scalar(
        "SELECT user_id FROM group_team WHERE group_id = $1 AND role = 'lead_broker' ORDER BY user_id",
    )
    .bind(group_id)
    .fetch_all(tx.conn())
    .await
}

/// Someone a notification reached, with what an email to them needs.
#[derive(Debug, sqlx::FromRow)]
pub struct Reached {
    pub email: String,
    pub name: String,
}

/// Writes the notice once for each of `people` who is an active member of the agency (anyone
/// else is skipped) and returns those it reached.
pub async fn insert(
    tx: &mut TenantTx,
    agency_id: Uuid,
    people: &[Uuid],
    notice: &Notice,
) -> Result<Vec<Reached>, sqlx::Error> {
    sqlx::query_as(
        "WITH sent AS (
            INSERT INTO notifications (user_id, kind, group_id, title, body, link)
            SELECT m.user_id, $3, $4, $5, $6, $7
              FROM public.memberships m JOIN public.users u ON u.id = m.user_id
             WHERE m.agency_id = $1 AND m.user_id = ANY($2) AND m.status = 'active' AND u.deactivated_at IS NULL
            RETURNING user_id)
         SELECT u.email, u.name FROM sent JOIN public.users u ON u.id = sent.user_id ORDER BY u.name",
    )
    .bind(agency_id)
    .bind(people)
    .bind(notice.kind)
    .bind(notice.group_id)
    .bind(&notice.title)
    .bind(&notice.body)
    .bind(&notice.link)
    .fetch_all(tx.conn())
    .await
}

#[derive(Debug, sqlx::FromRow)]
pub struct NotificationRow {
    pub id: Uuid,
    pub kind: NotificationKind,
    pub group_id: Uuid,
    pub group_name: String,
    pub title: String,
    pub body: String,
    pub link: String,
    pub created_at: DateTime<Utc>,
    pub read_at: Option<DateTime<Utc>>,
}

const COLUMNS: &str = "n.id, n.kind, n.group_id, g.name AS group_name, n.title, n.body, n.link, n.created_at, n.read_at";

/// A page of the person's notifications in `order` (only the unread ones when asked).
pub async fn page(
    tx: &mut TenantTx,
    user_id: Uuid,
    unread_only: bool,
    order: &str,
    limit: i64,
    offset: i64,
) -> Result<Vec<NotificationRow>, sqlx::Error> {
    sqlx::query_as(&format!(
        "SELECT {COLUMNS} FROM notifications n JOIN groups g ON g.id = n.group_id
         WHERE n.user_id = $1 AND (NOT $2 OR n.read_at IS NULL)
         ORDER BY {order} LIMIT $3 OFFSET $4"
    ))
    .bind(user_id)
    .bind(unread_only)
    .bind(limit)
    .bind(offset)
    .fetch_all(tx.conn())
    .await
}

/// How many notifications the person has (only unread ones when asked), and how many are unread.
pub async fn counts(
    tx: &mut TenantTx,
    user_id: Uuid,
    unread_only: bool,
) -> Result<(i64, i64), sqlx::Error> {
    sqlx::query_as(
        "SELECT count(*) FILTER (WHERE NOT $2 OR read_at IS NULL), count(*) FILTER (WHERE read_at IS NULL)
         FROM notifications WHERE user_id = $1",
    )
    .bind(user_id)
    .bind(unread_only)
    .fetch_one(tx.conn())
    .await
}

/// Marks one of the person's notifications read (it keeps its first reading time); `None` when
/// they have no notification of that id.
pub async fn mark_read(
    tx: &mut TenantTx,
    user_id: Uuid,
    id: Uuid,
) -> Result<Option<NotificationRow>, sqlx::Error> {
    sqlx::query_as(&format!(
        "WITH marked AS (
            UPDATE notifications SET read_at = COALESCE(read_at, now())
             WHERE id = $1 AND user_id = $2 RETURNING *)
         SELECT {COLUMNS} FROM marked n JOIN groups g ON g.id = n.group_id"
    ))
    .bind(id)
    .bind(user_id)
    .fetch_optional(tx.conn())
    .await
}

/// Marks every unread notification of the person read; returns how many.
pub async fn mark_all_read(tx: &mut TenantTx, user_id: Uuid) -> Result<u64, sqlx::Error> {
    let done = sqlx::query(
        "UPDATE notifications SET read_at = now() WHERE user_id = $1 AND read_at IS NULL",
    )
    .bind(user_id)
    .execute(tx.conn())
    .await?;
    Ok(done.rows_affected())
}
