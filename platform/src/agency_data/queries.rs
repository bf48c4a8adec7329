//! Every SQL statement of agency export and closure: the agency schema as it stands
//! (`information_schema`), its rows as CSV (`COPY … TO STDOUT`), and the closure's
//! bookkeeping in `public`.

use chrono::{DateTime, Utc};
use futures_util::stream::BoxStream;
use sqlx::PgConnection;
use uuid::Uuid;

use super::rules::quote_ident;

/// A table of the agency schema with its columns in order.
#[derive(Debug)]
pub struct SchemaTable {
    pub name: String,
    pub columns: Vec<String>,
}

/// Every base table of the current (agency) schema with its columns, by name.
pub async fn schema_tables(conn: &mut PgConnection) -> Result<Vec<SchemaTable>, sqlx::Error> {
    let rows: Vec<(String, Vec<String>)> = sqlx::query_as(
        "SELECT c.table_name::text, array_agg(c.column_name::text ORDER BY c.ordinal_position)
         FROM information_schema.columns c
         JOIN information_schema.tables t
           ON t.table_schema = c.table_schema AND t.table_name = c.table_name
         WHERE c.table_schema = current_schema() AND t.table_type = 'BASE TABLE'
         GROUP BY c.table_name
         ORDER BY c.table_name",
    )
    .fetch_all(conn)
    .await?;
    Ok(rows
        .into_iter()
        .map(|(name, columns)| SchemaTable { name, columns })
        .collect())
}

/// The latest tenant migration applied to the current schema.
pub async fn schema_version(conn: &mut PgConnection) -> Result<Option<i64>, sqlx::Error> {
    sqlx::query_scalar("SELECT max(version) FROM _sqlx_migrations WHERE success")
        .fetch_one(conn)
        .await
}

pub async fn row_count(conn: &mut PgConnection, table: &str) -> Result<i64, sqlx::Error> {
    sqlx::query_scalar(&format!("SELECT count(*) FROM {}", quote_ident(table)))
        .fetch_one(conn)
        .await
}

/// `SELECT <columns> FROM <table>` as CSV with a header, streamed.
pub async fn copy_table<'c>(
    conn: &'c mut PgConnection,
    table: &str,
    columns: &[&str],
) -> Result<BoxStream<'c, Result<bytes::Bytes, sqlx::Error>>, sqlx::Error> {
    let list = columns
        .iter()
        .map(|c| quote_ident(c))
        .collect::<Vec<_>>()
        .join(", ");
    let order = if columns.contains(&"id") {
        " ORDER BY \"id\""
    } else {
        ""
    };
    conn.copy_out_raw(&format!(
        "COPY (SELECT {list} FROM {}{order}) TO STDOUT WITH (FORMAT csv, HEADER true)",
        quote_ident(table)
    ))
    .await
}

/// The agency's people (`public`): who they are and their role, never their credentials.
pub async fn copy_members(
    conn: &mut PgConnection,
    agency_id: Uuid,
) -> Result<BoxStream<'_, Result<bytes::Bytes, sqlx::Error>>, sqlx::Error> {
    // The id is a UUID rendered by the server, so it is safe inside the statement (COPY takes
    // no parameters).
    conn.copy_out_raw(&format!(
        "COPY (SELECT m.id AS membership_id, u.id AS user_id, u.email, u.name, m.role, m.group_id,
                      m.employee_id, m.status, m.created_at, u.email_verified_at, u.deactivated_at
               FROM public.memberships m JOIN public.users u ON u.id = m.user_id
               WHERE m.agency_id = '{agency_id}' ORDER BY u.email)
         TO STDOUT WITH (FORMAT csv, HEADER true)"
    ))
    .await
}

pub async fn member_count(conn: &mut PgConnection, agency_id: Uuid) -> Result<i64, sqlx::Error> {
    sqlx::query_scalar("SELECT count(*) FROM public.memberships WHERE agency_id = $1")
        .bind(agency_id)
        .fetch_one(conn)
        .await
}

/// The agency's registry entry, brand and domains as one JSON document.
pub async fn agency_profile(
    conn: &mut PgConnection,
    agency_id: Uuid,
) -> Result<serde_json::Value, sqlx::Error> {
    sqlx::query_scalar(
        "SELECT jsonb_build_object(
            'id', a.id, 'slug', a.slug, 'name', a.name, 'status', a.status,
            'created_at', a.created_at,
            'brand', (SELECT to_jsonb(b) - 'agency_id' FROM public.agency_brands b WHERE b.agency_id = a.id),
            'domains', coalesce((SELECT jsonb_agg(jsonb_build_object(
                    'domain', d.domain, 'verified_at', d.verified_at, 'created_at', d.created_at)
                    ORDER BY d.domain)
                FROM public.agency_domains d WHERE d.agency_id = a.id), '[]'::jsonb))
         FROM public.agencies a WHERE a.id = $1",
    )
    .bind(agency_id)
    .fetch_one(conn)
    .await
}

/// A stored file of the agency: where it is kept, and what kind of document it is if known.
#[derive(Debug, sqlx::FromRow)]
pub struct StoredFile {
    pub source: String,
    pub file_key: String,
    pub kind: Option<String>,
}

/// The files of every table of the schema that keeps a `file_key`.
pub async fn stored_files(
    conn: &mut PgConnection,
    tables: &[SchemaTable],
) -> Result<Vec<StoredFile>, sqlx::Error> {
    let selects: Vec<String> = tables
        .iter()
        .filter(|t| t.columns.iter().any(|c| c == "file_key"))
        .map(|t| {
            let kind = if t.columns.iter().any(|c| c == "kind") {
                "kind::text"
            } else {
                "NULL::text"
            };
            format!(
                "SELECT '{}'::text AS source, file_key, {kind} AS kind FROM {}",
                t.name.replace('\'', "''"),
                quote_ident(&t.name)
            )
        })
        .collect();
    if selects.is_empty() {
        return Ok(Vec::new());
    }
    sqlx::query_as(&format!(
        "SELECT DISTINCT ON (file_key) source, file_key, kind FROM ({}) f ORDER BY file_key",
        selects.join(" UNION ALL ")
    ))
    .fetch_all(conn)
    .await
}

/// The encrypted SSNs of a table that keeps them, by row id.
pub async fn sealed_ssns(
    conn: &mut PgConnection,
    table: &str,
) -> Result<Vec<(Uuid, Vec<u8>)>, sqlx::Error> {
    sqlx::query_as(&format!(
        "SELECT id, ssn_enc FROM {} WHERE ssn_enc IS NOT NULL ORDER BY id",
        quote_ident(table)
    ))
    .fetch_all(conn)
    .await
}

/// An agency's closure as the registry holds it.
#[derive(Debug, sqlx::FromRow)]
pub struct ClosureRow {
    pub id: Uuid,
    pub slug: String,
    pub name: String,
    pub schema_name: String,
    pub status: String,
    pub closure_requested_at: Option<DateTime<Utc>>,
    pub closure_requested_by_name: Option<String>,
    pub purge_after: Option<DateTime<Utc>>,
    pub purged_at: Option<DateTime<Utc>>,
}

const CLOSURE: &str =
    "SELECT a.id, a.slug, a.name, a.schema_name, a.status, a.closure_requested_at,
        u.name AS closure_requested_by_name, a.purge_after, a.purged_at
     FROM public.agencies a LEFT JOIN public.users u ON u.id = a.closure_requested_by";

pub async fn closure(conn: &mut PgConnection, id: Uuid) -> Result<ClosureRow, sqlx::Error> {
    sqlx::query_as(&format!("{CLOSURE} WHERE a.id = $1"))
        .bind(id)
        .fetch_one(conn)
        .await
}

/// The agency's row, locked for a change of its status.
pub async fn lock_closure(conn: &mut PgConnection, id: Uuid) -> Result<ClosureRow, sqlx::Error> {
    sqlx::query_as(&format!("{CLOSURE} WHERE a.id = $1 FOR UPDATE OF a"))
        .bind(id)
        .fetch_one(conn)
        .await
}

pub async fn start_closure(
    conn: &mut PgConnection,
    id: Uuid,
    by: Uuid,
    purge_after: DateTime<Utc>,
) -> Result<(), sqlx::Error> {
    sqlx::query(
        "UPDATE public.agencies SET status = 'closing', closure_requested_at = now(),
                closure_requested_by = $2, purge_after = $3
         WHERE id = $1",
    )
    .bind(id)
    .bind(by)
    .bind(purge_after)
    .execute(conn)
    .await?;
    Ok(())
}

pub async fn reopen(conn: &mut PgConnection, id: Uuid) -> Result<(), sqlx::Error> {
    sqlx::query(
        "UPDATE public.agencies SET status = 'active', closure_requested_at = NULL,
                closure_requested_by = NULL, purge_after = NULL
         WHERE id = $1",
    )
    .bind(id)
    .execute(conn)
    .await?;
    Ok(())
}

/// A row of the platform's own audit log.
pub struct PlatformEntry<'a> {
    pub actor_id: Option<Uuid>,
    pub actor_name: &'a str,
    pub action: &'a str,
    pub agency_id: Uuid,
    pub agency_slug: &'a str,
    pub details: serde_json::Value,
}

pub async fn record_platform(
    conn: &mut PgConnection,
    e: PlatformEntry<'_>,
) -> Result<(), sqlx::Error> {
    sqlx::query(
        "INSERT INTO public.platform_audit (actor_id, actor_name, action, agency_id, agency_slug, details)
         VALUES ($1, $2, $3, $4, $5, $6)",
    )
    .bind(e.actor_id)
    .bind(e.actor_name)
    .bind(e.action)
    .bind(e.agency_id)
    .bind(e.agency_slug)
    .bind(e.details)
    .execute(conn)
    .await?;
    Ok(())
}

/// Agencies whose grace period has ended, and those whose purge began and did not finish.
pub async fn due_for_purge(conn: &mut PgConnection) -> Result<Vec<Uuid>, sqlx::Error> {
    sqlx::query_scalar(
        "SELECT id FROM public.agencies
         WHERE status IN ('closing', 'purging') AND purge_after <= now()
         ORDER BY purge_after",
    )
    .fetch_all(conn)
    .await
}

/// Marks a due agency as being purged: from here on nobody can use or reopen it. `false` when
/// it is not (or no longer) due.
pub async fn begin_purge(conn: &mut PgConnection, id: Uuid) -> Result<bool, sqlx::Error> {
    let changed = sqlx::query(
        "UPDATE public.agencies SET status = 'purging'
         WHERE id = $1 AND status IN ('closing', 'purging') AND purge_after <= now()",
    )
    .bind(id)
    .execute(conn)
    .await?;
    Ok(changed.rows_affected() == 1)
}

/// Whether the schema still exists (a purge that stopped after dropping it has nothing to list).
pub async fn schema_exists(conn: &mut PgConnection, schema: &str) -> Result<bool, sqlx::Error> {
    sqlx::query_scalar("SELECT EXISTS (SELECT 1 FROM pg_namespace WHERE nspname = $1)")
        .bind(schema)
        .fetch_one(conn)
        .await
}

/// What the purge removed from `public`, for the platform's audit row.
#[derive(Debug, Default, serde::Serialize)]
pub struct Removed {
    pub memberships: u64,
    pub users: u64,
    pub sessions: u64,
    pub domains: u64,
    pub invites: u64,
}

/// Drops the agency schema and everything `public` holds for the agency's people, and marks the
/// agency closed; one transaction, so it is either all done or not at all. The billing records
/// (subscription, invoices) stay, as the agency row does.
pub async fn purge_public(
    conn: &mut PgConnection,
    id: Uuid,
    schema: &str,
) -> Result<Removed, sqlx::Error> {
    sqlx::query(&format!(
        "DROP SCHEMA IF EXISTS {} CASCADE",
        quote_ident(schema)
    ))
    .execute(&mut *conn)
    .await?;
    let mut removed = Removed::default();
    let exec = |sql: &'static str| sqlx::query(sql).bind(id);
    removed.sessions = exec("DELETE FROM public.sessions WHERE agency_id = $1")
        .execute(&mut *conn)
        .await?
        .rows_affected();
    let people: Vec<Uuid> =
        sqlx::query_scalar("DELETE FROM public.memberships WHERE agency_id = $1 RETURNING user_id")
            .bind(id)
            .fetch_all(&mut *conn)
            .await?;
    removed.memberships = people.len() as u64;
    // People who belonged to this agency only have no account left to use.
    removed.users = sqlx::query(
        "DELETE FROM public.users u
         WHERE u.id = ANY($1) AND NOT u.is_platform_operator
           AND NOT EXISTS (SELECT 1 FROM public.memberships m WHERE m.user_id = u.id)",
    )
    .bind(&people)
    .execute(&mut *conn)
    .await?
    .rows_affected();
    removed.domains = exec("DELETE FROM public.agency_domains WHERE agency_id = $1")
        .execute(&mut *conn)
        .await?
        .rows_affected();
    removed.invites = exec("DELETE FROM public.invites WHERE agency_id = $1")
        .execute(&mut *conn)
        .await?
        .rows_affected();
    for sql in [
        "DELETE FROM public.email_tokens WHERE agency_id = $1",
        "DELETE FROM public.agency_sso WHERE agency_id = $1",
        "DELETE FROM public.agency_roles WHERE agency_id = $1",
        "DELETE FROM public.outbox WHERE agency_id = $1",
        "DELETE FROM public.help_feedback WHERE agency_id = $1",
        "DELETE FROM public.support_requests WHERE agency_id = $1",
        "DELETE FROM public.agency_previews WHERE agency_id = $1",
        "DELETE FROM public.preview_feedback WHERE agency_id = $1",
        "DELETE FROM public.agency_brands WHERE agency_id = $1",
        "UPDATE public.agencies SET status = 'closed', purged_at = now() WHERE id = $1",
    ] {
        exec(sql).execute(&mut *conn).await?;
    }
    Ok(removed)
}

/// The caller's role in the agency, if they belong to it.
pub async fn member_role(
    conn: &mut PgConnection,
    user_id: Uuid,
    agency_id: Uuid,
) -> Result<Option<String>, sqlx::Error> {
    sqlx::query_scalar(
        "SELECT role FROM public.memberships WHERE user_id = $1 AND agency_id = $2 AND status = 'active'",
    )
    .bind(user_id)
    .bind(agency_id)
    .fetch_optional(conn)
    .await
}
