//! Upload a resource to the library: the file is checked from its bytes by the documents'
//! rules (size, and a type read from the content), kept in the document storage, and recorded
//! with its title, category and description and the audit row in one transaction.

use poem_openapi::types::multipart::Upload;
use uuid::Uuid;

use super::dto::Resource;
use super::queries::{self, NewResource};
use super::rules;
use crate::audit::{self, Entry};
use crate::auth::Principal;
use crate::documents::rules::{accepted_type, MAX_DOCUMENT_BYTES};
use crate::early_access::gate::require_preview;
use crate::error::{AppError, FieldErrors};
use crate::state::AppState;
use crate::uploads::read_whole;
use crate::vocabulary::{PreviewFeature, ResourceCategory};

/// What was sent besides the file.
pub struct Details {
    pub title: Option<String>,
    pub category: ResourceCategory,
    pub description: Option<String>,
}

pub async fn upload_resource(
    state: &AppState,
    p: &Principal,
    ip: &str,
    file: Upload,
    details: Details,
) -> Result<Resource, AppError> {
    p.require(state, "resources", "write").await?;
    require_preview(state, p, PreviewFeature::ResourceLibrary).await?;
    let (file_name, bytes) = read_whole(
        file,
        "resource",
        MAX_DOCUMENT_BYTES,
        &rules::too_large_message(),
    )
    .await?;
    store(state, p, ip, file_name, bytes, details).await
}

/// Adds a file already in memory to the library, as an upload would (the demo's documents).
pub async fn add_resource(
    state: &AppState,
    p: &Principal,
    ip: &str,
    file_name: String,
    bytes: Vec<u8>,
    details: Details,
) -> Result<Resource, AppError> {
    p.require(state, "resources", "write").await?;
    require_preview(state, p, PreviewFeature::ResourceLibrary).await?;
    store(state, p, ip, file_name, bytes, details).await
}

async fn store(
    state: &AppState,
    p: &Principal,
    ip: &str,
    file_name: String,
    bytes: Vec<u8>,
    details: Details,
) -> Result<Resource, AppError> {
    if bytes.is_empty() {
        return Err(AppError::field("file", "the file is empty"));
    }
    if bytes.len() > MAX_DOCUMENT_BYTES {
        return Err(AppError::PayloadTooLarge(rules::too_large_message()));
    }
    let content_type = accepted_type(&bytes, &file_name).ok_or_else(|| {
        AppError::field(
            "file",
            "use a PDF, Word, Excel, PowerPoint, CSV, text, PNG or JPEG file",
        )
    })?;
    let title = rules::title(details.title.as_deref(), &file_name);
    let description = rules::description(details.description.as_deref());
    let mut errors = FieldErrors::default();
    if let Err(problem) = &title {
        errors.check(false, "title", problem);
    }
    if let Err(problem) = &description {
        errors.check(false, "description", problem);
    }
    errors.finish()?;
    let (title, description) = (title.unwrap_or_default(), description.unwrap_or_default());

    let id = Uuid::new_v4();
    let key = rules::file_key(id);
    let size = i64::try_from(bytes.len()).unwrap_or(i64::MAX);
    state
        .files
        .put_pending(&key, bytes)
        .await
        .map_err(|e| AppError::Internal(e.to_string()))?;
    let new = NewResource {
        id,
        title: &title,
        category: details.category,
        description: &description,
        file_name: &file_name,
        content_type,
        size,
        file_key: &key,
        actor: p.into(),
    };
    let recorded = record(state, p, ip, &new).await;
    if recorded.is_err() {
        // Nothing refers to the file: the library is as it was.
        if let Err(e) = state.files.delete(&key).await {
            tracing::warn!(error = %e, key, "an unrecorded resource file could not be removed");
        }
    }
    recorded
}

async fn record(
    state: &AppState,
    p: &Principal,
    ip: &str,
    new: &NewResource<'_>,
) -> Result<Resource, AppError> {
    let mut tx = p.tenant_tx(state).await?;
    let row = queries::insert(&mut tx, new).await?;
    crate::files::settle(tx.conn(), new.file_key).await?;
    audit::record(
        &mut tx,
        p,
        ip,
        Entry {
            entity_id: Some(new.id.to_string()),
            after: Some(serde_json::json!({
                "title": new.title, "category": new.category, "description": new.description,
                "file_name": new.file_name, "content_type": new.content_type, "size": new.size,
            })),
            ..Entry::new(
                "upload",
                "resource",
                format!(
                    "Uploaded {} ({}) to the resource library",
                    new.title, new.file_name
                ),
            )
        },
    )
    .await?;
    tx.commit().await?;
    Ok(Resource::new(row, Vec::new()))
}
