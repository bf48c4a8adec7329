//! The queries of documents, in the agency's transaction. A caller scoped to one group
//! (`group_scope`) reaches that group's documents only.

use crate::vocabulary::DocumentKind;
use chrono::{DateTime, Utc};
use sqlx::PgConnection;
use uuid::Uuid;

#[derive(Debug, sqlx::FromRow)]
pub struct Document {
    pub id: Uuid,
    pub group_id: Uuid,
    pub name: String,
    pub kind: DocumentKind,
    pub content_type: String,
    pub size: i64,
    pub uploaded_by_name: String,
    pub created_at: DateTime<Utc>,
}

const COLUMNS: &str = "id, group_id, name, kind, content_type, size, uploaded_by_name, created_at";

/// The group's documents, newest first. Carrier files carry SSNs: only the agency sees them.
pub async fn list(
    conn: &mut PgConnection,
    group_id: Uuid,
    with_carrier_files: bool,
) -> Result<Vec<Document>, sqlx::Error> {
    sqlx::query_as(&format!(
        "SELECT {COLUMNS} FROM documents WHERE group_id = $1 AND ($2 OR kind <> 'carrier_file')
         ORDER BY created_at DESC"
    ))
    .bind(group_id)
    .bind(with_carrier_files)
    .fetch_all(conn)
    .await
}

pub struct NewDocument<'a> {
    pub id: Uuid,
    pub group_id: Uuid,
    pub name: &'a str,
    pub kind: &'a str,
    pub content_type: &'a str,
    pub size: i64,
    pub file_key: &'a str,
    pub uploaded_by: Uuid,
    pub uploaded_by_name: &'a str,
}

pub async fn insert(conn: &mut PgConnection, d: &NewDocument<'_>) -> Result<Document, sqlx::Error> {
    sqlx::query_as(&format!(
        "INSERT INTO documents (id, group_id, name, kind, content_type, size, file_key, uploaded_by, uploaded_by_name)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)
         RETURNING {COLUMNS}"
    ))
    .bind(d.id)
    .bind(d.group_id)
    .bind(d.name)
    .bind(d.kind)
    .bind(d.content_type)
    .bind(d.size)
    .bind(d.file_key)
    .bind(d.uploaded_by)
    .bind(d.uploaded_by_name)
    .fetch_one(conn)
    .await
}

/// A document's name and where its file is stored.
pub async fn file_of(
    conn: &mut PgConnection,
    id: Uuid,
    group_scope: Option<Uuid>,
) -> Result<Option<(String, String)>, sqlx::Error> {
    sqlx::query_as(
        "SELECT name, file_key FROM documents
         WHERE id = $1 AND ($2::uuid IS NULL OR (group_id = $2 AND kind <> 'carrier_file'))",
    )
    .bind(id)
    .bind(group_scope)
    .fetch_optional(conn)
    .await
}

/// Deletes a document; returns its group and name. A carrier file stays: it is the record of
/// what the carrier was sent.
pub async fn delete(
    conn: &mut PgConnection,
    id: Uuid,
    group_scope: Option<Uuid>,
) -> Result<Option<(Uuid, String)>, sqlx::Error> {
    sqlx::query_as("DELETE FROM documents WHERE id = $1 AND ($2::uuid IS NULL OR group_id = $2) AND kind <> 'carrier_file'
         RETURNING group_id, name")
        .bind(id)
        .bind(group_scope)
        .fetch_optional(conn)
        .await
}
