//! The queries of self-service, in the agency's transaction; each reads or changes the
//! signed-in employee's own record only.

use crate::vocabulary::{DocumentKind, Gender, LifeEventKind, Relationship};
use chrono::{DateTime, NaiveDate, Utc};
use tenants::TenantTx;
use uuid::Uuid;

use crate::error::AppError;

#[derive(Debug, sqlx::FromRow)]
pub struct Profile {
    pub id: Uuid,
    pub group_id: Uuid,
    pub group_name: String,
    pub first_name: String,
    pub last_name: String,
    pub dob: NaiveDate,
    pub email: Option<String>,
    pub phone: Option<String>,
    pub address_line1: Option<String>,
    pub city: Option<String>,
    pub state: Option<String>,
    pub zip: Option<String>,
    pub employee_class: Option<String>,
    pub version: i32,
}

pub async fn profile(tx: &mut TenantTx, id: Uuid) -> Result<Profile, AppError> {
    sqlx::query_as(
        "SELECT e.id, e.group_id, g.name AS group_name, e.first_name, e.last_name, e.dob, e.email, e.phone, e.address_line1, e.city, e.state, e.zip,
                coalesce(e.employee_class, CASE e.employment_type WHEN 'full_time' THEN 'Full-time' WHEN 'part_time' THEN 'Part-time' END) AS employee_class,
                e.version
         FROM employees e JOIN groups g ON g.id = e.group_id WHERE e.id = $1",
    )
    .bind(id)
    .fetch_optional(tx.conn())
    .await?
    .ok_or_else(|| AppError::not_found("employee"))
}

#[derive(Debug, sqlx::FromRow)]
pub struct Dependent {
    pub id: Uuid,
    pub first_name: String,
    pub last_name: String,
    pub dob: NaiveDate,
    pub gender: Option<Gender>,
    pub relationship: Relationship,
    pub disabled: bool,
    pub tobacco: bool,
}

/// Spouse or partner first, then children by age.
pub async fn dependents(tx: &mut TenantTx, id: Uuid) -> Result<Vec<Dependent>, sqlx::Error> {
    sqlx::query_as(
        "SELECT id, first_name, last_name, dob, gender, relationship, disabled, tobacco FROM dependents WHERE employee_id = $1
         ORDER BY array_position(ARRAY['spouse','domestic_partner','child','other'], relationship), dob",
    )
    .bind(id)
    .fetch_all(tx.conn())
    .await
}

#[derive(Debug, sqlx::FromRow)]
pub struct Document {
    pub id: Uuid,
    pub name: String,
    pub kind: DocumentKind,
    pub created_at: DateTime<Utc>,
}

pub async fn documents(tx: &mut TenantTx, employee_id: Uuid) -> Result<Vec<Document>, sqlx::Error> {
    sqlx::query_as("SELECT id, name, kind, created_at FROM documents WHERE employee_id = $1 ORDER BY created_at DESC")
        .bind(employee_id)
        .fetch_all(tx.conn())
        .await
}

/// One of the employee's own documents: its name and where its file is stored.
pub async fn document_file(
    tx: &mut TenantTx,
    id: Uuid,
    employee_id: Uuid,
) -> Result<Option<(String, String)>, sqlx::Error> {
    sqlx::query_as("SELECT name, file_key FROM documents WHERE id = $1 AND employee_id = $2")
        .bind(id)
        .bind(employee_id)
        .fetch_optional(tx.conn())
        .await
}

/// The kind of the life event that opened a special window.
pub async fn event_kind(
    tx: &mut TenantTx,
    life_event_id: Option<Uuid>,
) -> Result<Option<LifeEventKind>, sqlx::Error> {
    match life_event_id {
        None => Ok(None),
        Some(id) => {
            sqlx::query_scalar("SELECT kind FROM life_events WHERE id = $1")
                .bind(id)
                .fetch_optional(tx.conn())
                .await
        }
    }
}

/// A dependent left out of `kept` whom locked elections still cover, by name.
pub async fn covered_dependent_left_out(
    tx: &mut TenantTx,
    employee_id: Uuid,
    kept: &[Uuid],
) -> Result<Option<String>, sqlx::Error> {
    sqlx::query_scalar(
        "SELECT d.first_name || ' ' || d.last_name FROM dependents d
         WHERE d.employee_id = $1 AND NOT (d.id = ANY($2)) AND EXISTS (
             SELECT 1 FROM enrollment_participants p JOIN enrollment_windows w ON w.id = p.window_id
             JOIN enrollment_elections el ON el.submission_id = p.current_submission
             WHERE p.employee_id = $1 AND w.status = 'closed' AND d.id = ANY(el.dependent_ids)) LIMIT 1",
    )
    .bind(employee_id)
    .bind(kept)
    .fetch_optional(tx.conn())
    .await
}

pub struct Contact<'a> {
    pub email: Option<&'a str>,
    pub phone: Option<&'a str>,
    pub address_line1: Option<&'a str>,
    pub city: Option<&'a str>,
    pub state: Option<&'a str>,
    pub zip: Option<&'a str>,
}

/// Saves the employee's contact details if `version` is still current; false when it is not.
pub async fn update_contact(
    tx: &mut TenantTx,
    employee_id: Uuid,
    version: i32,
    c: &Contact<'_>,
) -> Result<bool, sqlx::Error> {
    let done = sqlx::query(
        "UPDATE employees SET email = $3, phone = $4, address_line1 = $5, city = $6, state = $7, zip = $8, version = version + 1, updated_at = now()
         WHERE id = $1 AND version = $2",
    )
    .bind(employee_id)
    .bind(version)
    .bind(c.email)
    .bind(c.phone)
    .bind(c.address_line1)
    .bind(c.city)
    .bind(c.state)
    .bind(c.zip)
    .execute(tx.conn())
    .await?;
    Ok(done.rows_affected() > 0)
}

/// The employee has started enrolling: in every window (`None`) or in one.
pub async fn mark_started(
    tx: &mut TenantTx,
    employee_id: Uuid,
    window_id: Option<Uuid>,
) -> Result<(), sqlx::Error> {
    sqlx::query("UPDATE enrollment_participants SET status = 'in_progress', started_at = coalesce(started_at, now()) WHERE ($2::uuid IS NULL OR window_id = $2) AND employee_id = $1 AND status = 'not_started'")
        .bind(employee_id)
        .bind(window_id)
        .execute(tx.conn())
        .await?;
    Ok(())
}

/// Whether the same event was already reported and not rejected.
pub async fn event_reported(
    tx: &mut TenantTx,
    employee_id: Uuid,
    kind: LifeEventKind,
    event_date: NaiveDate,
) -> Result<bool, sqlx::Error> {
    sqlx::query_scalar("SELECT EXISTS (SELECT 1 FROM life_events WHERE employee_id = $1 AND kind = $2 AND event_date = $3 AND status <> 'rejected')")
        .bind(employee_id)
        .bind(kind)
        .bind(event_date)
        .fetch_one(tx.conn())
        .await
}

pub struct NewProof<'a> {
    pub id: Uuid,
    pub group_id: Uuid,
    pub employee_id: Uuid,
    pub name: &'a str,
    pub content_type: &'a str,
    pub size: i64,
    pub file_key: &'a str,
    pub uploaded_by: Uuid,
    pub uploaded_by_name: &'a str,
}

/// A life event's proof, kept among the employee's documents.
pub async fn insert_proof(tx: &mut TenantTx, d: &NewProof<'_>) -> Result<(), sqlx::Error> {
    sqlx::query(
        "INSERT INTO documents (id, group_id, employee_id, name, kind, content_type, size, file_key, uploaded_by, uploaded_by_name)
         VALUES ($1, $2, $3, $4, 'life_event', $5, $6, $7, $8, $9)",
    )
    .bind(d.id)
    .bind(d.group_id)
    .bind(d.employee_id)
    .bind(d.name)
    .bind(d.content_type)
    .bind(d.size)
    .bind(d.file_key)
    .bind(d.uploaded_by)
    .bind(d.uploaded_by_name)
    .execute(tx.conn())
    .await?;
    Ok(())
}

pub struct NewLifeEvent<'a> {
    pub group_id: Uuid,
    pub employee_id: Uuid,
    pub kind: LifeEventKind,
    pub event_date: NaiveDate,
    pub note: Option<&'a str>,
    pub document_id: Option<Uuid>,
    pub reported_by: Uuid,
}

pub async fn insert_life_event(
    tx: &mut TenantTx,
    e: &NewLifeEvent<'_>,
) -> Result<Uuid, sqlx::Error> {
    sqlx::query_scalar(
        "INSERT INTO life_events (group_id, employee_id, kind, event_date, note, document_id, reported_by) VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING id",
    )
    .bind(e.group_id)
    .bind(e.employee_id)
    .bind(e.kind)
    .bind(e.event_date)
    .bind(e.note)
    .bind(e.document_id)
    .bind(e.reported_by)
    .fetch_one(tx.conn())
    .await
}
