//! Upload a document to a group (size and type checked from the content).

use poem_openapi::types::multipart::Upload;
use uuid::Uuid;

use super::queries::{self, Document, NewDocument};
use super::rules::{accepted_type, KINDS, MAX_DOCUMENT_BYTES};
use crate::audit::{self, Entry};
use crate::auth::Principal;
use crate::error::AppError;
use crate::groups::queries as group_queries;
use crate::state::AppState;

fn too_large() -> AppError {
    AppError::PayloadTooLarge("a document can be at most 25 MB".into())
}

pub async fn upload_document(
    state: &AppState,
    p: &Principal,
    ip: &str,
    group_id: Uuid,
    kind: &str,
    file: Upload,
) -> Result<Document, AppError> {
    p.require(state, "documents", "write").await?;
    let mut tx = p.tenant_tx(state).await?;
    group_queries::visible(&mut tx, group_id, p.group_scope()).await?;
    if !KINDS.contains(&kind) {
        return Err(AppError::field(
            "kind",
            "contract, census, sbc, invoice, application, id_card or other",
        ));
    }
    let name: String = crate::uploads::display_name(file.file_name(), "document");
    if file.size() > MAX_DOCUMENT_BYTES {
        return Err(too_large());
    }
    let bytes = file
        .into_vec()
        .await
        .map_err(|e| AppError::field("file", format!("the upload could not be read: {e}")))?;
    if bytes.is_empty() {
        return Err(AppError::field("file", "the file is empty"));
    }
    if bytes.len() > MAX_DOCUMENT_BYTES {
        return Err(too_large());
    }
    let content_type = accepted_type(&bytes, &name).ok_or_else(|| {
        AppError::field(
            "file",
            "use a PDF, Word, Excel, CSV, text, PNG or JPEG file",
        )
    })?;
    let doc_id = Uuid::new_v4();
    let key = format!("documents/{group_id}/{doc_id}");
    let size = bytes.len() as i64;
    state
        .files
        .put_pending(&key, bytes)
        .await
        .map_err(|e| AppError::Internal(e.to_string()))?;
    let new = NewDocument {
        id: doc_id,
        group_id,
        name: &name,
        kind,
        content_type,
        size,
        file_key: &key,
        uploaded_by: p.user_id,
        uploaded_by_name: &p.name,
    };
    let doc = queries::insert(tx.conn(), &new).await?;
    crate::files::settle(tx.conn(), &key).await?;
    audit::record(
        &mut tx,
        p,
        ip,
        Entry {
            entity_id: Some(doc_id.to_string()),
            group_id: Some(group_id),
            ..Entry::new("upload", "document", format!("Uploaded {name}"))
        },
    )
    .await?;
    tx.commit().await?;
    Ok(doc)
}
