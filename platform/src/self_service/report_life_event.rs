//! Report a qualifying life event, with proof; the broker or HR approves it.

use crate::vocabulary::LifeEventKind;
use chrono::Utc;
use poem_openapi::types::multipart::Upload;
use tenants::TenantTx;
use uuid::Uuid;

use super::my_records::my_employee_id;
use super::queries::{self, NewLifeEvent, NewProof, Profile};
use super::rules::{event_note, reported_event};
use crate::audit::{self, Entry};
use crate::auth::Principal;
use crate::documents::rules::{accepted_type, MAX_DOCUMENT_BYTES};
use crate::enrollment::life_events::LifeEvent;
use crate::enrollment::queries as enrollment_queries;
use crate::error::AppError;
use crate::state::AppState;

pub struct Report<'a> {
    pub kind: LifeEventKind,
    /// YYYY-MM-DD.
    pub event_date: &'a str,
    pub note: Option<&'a str>,
    pub document: Option<Upload>,
}

pub async fn report_life_event(
    state: &AppState,
    p: &Principal,
    ip: &str,
    r: Report<'_>,
) -> Result<LifeEvent, AppError> {
    let employee_id = my_employee_id(state, p, "write").await?;
    let today = Utc::now().date_naive();
    let event_date = reported_event(r.kind, r.event_date, today)?;
    let note = event_note(r.note)?;
    let mut tx = p.tenant_tx(state).await?;
    let me = queries::profile(&mut tx, employee_id).await?;
    if queries::event_reported(&mut tx, employee_id, r.kind, event_date).await? {
        return Err(AppError::Conflict("you already reported this event".into()));
    }
    let document_id = match r.document {
        None => None,
        Some(upload) => Some(keep_proof(state, &mut tx, p, &me, upload).await?),
    };
    let new = NewLifeEvent {
        group_id: me.group_id,
        employee_id,
        kind: r.kind,
        event_date,
        note: note.as_deref(),
        document_id,
        reported_by: p.user_id,
    };
    let event_id = queries::insert_life_event(&mut tx, &new).await?;
    audit::record(&mut tx, p, ip, Entry {
        entity_id: Some(event_id.to_string()),
        group_id: Some(me.group_id),
        after: Some(serde_json::json!({ "kind": r.kind, "event_date": event_date, "document": document_id.is_some() })),
        ..Entry::new("report", "life_event", format!("{} {} reported a {} on {event_date}", me.first_name, me.last_name, r.kind.as_str().replace('_', " ")))
    })
    .await?;
    let out = enrollment_queries::life_event(&mut tx, event_id, None).await?;
    tx.commit().await?;
    Ok(out)
}

/// Stores the proof with the employee's documents; returns its id.
async fn keep_proof(
    state: &AppState,
    tx: &mut TenantTx,
    p: &Principal,
    me: &Profile,
    upload: Upload,
) -> Result<Uuid, AppError> {
    let name: String = crate::uploads::display_name(upload.file_name(), "proof");
    if upload.size() > MAX_DOCUMENT_BYTES {
        return Err(AppError::PayloadTooLarge(
            "a document can be at most 25 MB".into(),
        ));
    }
    let bytes = upload
        .into_vec()
        .await
        .map_err(|e| AppError::field("document", format!("the upload could not be read: {e}")))?;
    if bytes.is_empty() {
        return Err(AppError::field("document", "the file is empty"));
    }
    let content_type = accepted_type(&bytes, &name)
        .ok_or_else(|| AppError::field("document", "use a PDF, PNG or JPEG file"))?;
    let doc_id = Uuid::new_v4();
    let key = format!("documents/{}/{doc_id}", me.group_id);
    let size = bytes.len() as i64;
    state
        .files
        .put_pending(&key, bytes)
        .await
        .map_err(|e| AppError::Internal(e.to_string()))?;
    let proof = NewProof {
        id: doc_id,
        group_id: me.group_id,
        employee_id: me.id,
        name: &name,
        content_type,
        size,
        file_key: &key,
        uploaded_by: p.user_id,
        uploaded_by_name: &p.name,
    };
    queries::insert_proof(tx, &proof).await?;
    crate::files::settle(tx.conn(), &key).await?;
    Ok(doc_id)
}
