use chrono::{DateTime, Utc};
use poem::web::Data;
use poem::Request;
use poem_openapi::param::Path;
use poem_openapi::payload::{Attachment, AttachmentType, Json};
use poem_openapi::types::multipart::Upload;
use poem_openapi::{ApiResponse, Multipart, Object, OpenApi};
use uuid::Uuid;

use super::rules::{accepted_type, KINDS, MAX_DOCUMENT_BYTES};
use crate::api::ApiTags;
use crate::audit::{self, Entry};
use crate::auth::principal::client_ip;
use crate::auth::SessionCookie;
use crate::error::{ApiResult, AppError};
use crate::groups::queries as group_queries;
use crate::state::AppState;

#[derive(Debug, Object, sqlx::FromRow)]
pub struct Document {
    pub id: Uuid,
    pub group_id: Uuid,
    pub name: String,
    /// contract, census, sbc, invoice, application, id_card or other.
    pub kind: String,
    pub content_type: String,
    pub size: i64,
    pub uploaded_by_name: String,
    pub created_at: DateTime<Utc>,
}

#[derive(Debug, Multipart)]
pub struct DocumentUpload {
    /// PDF, Word, Excel, CSV, text or an image; at most 25 MB.
    pub file: Upload,
    pub kind: String,
}

#[derive(ApiResponse)]
pub enum Created {
    #[oai(status = 201)]
    Created(Json<Document>),
}

#[derive(ApiResponse)]
pub enum Removed {
    #[oai(status = 204)]
    Done,
}

pub struct DocumentsApi;

#[OpenApi(tag = "ApiTags::Documents")]
impl DocumentsApi {
    /// The group's documents, newest first.
    #[oai(
        path = "/groups/:id/documents",
        method = "get",
        operation_id = "listDocuments"
    )]
    async fn list(
        &self,
        state: Data<&AppState>,
        _req: &Request,
        auth: SessionCookie,
        id: Path<Uuid>,
    ) -> ApiResult<Json<Vec<Document>>> {
        let p = auth.0;
        p.require(&state, "documents", "read").await?;
        let mut tx = p.tenant_tx(&state).await?;
        group_queries::visible(&mut tx, id.0, p.group_scope()).await?;
        let rows = sqlx::query_as("SELECT id, group_id, name, kind, content_type, size, uploaded_by_name, created_at FROM documents WHERE group_id = $1 ORDER BY created_at DESC")
            .bind(id.0)
            .fetch_all(tx.conn())
            .await?;
        tx.commit().await?;
        Ok(Json(rows))
    }

    /// Upload a document to the group (size and type checked from the content).
    #[oai(
        path = "/groups/:id/documents",
        method = "post",
        operation_id = "uploadDocument"
    )]
    async fn upload(
        &self,
        state: Data<&AppState>,
        req: &Request,
        auth: SessionCookie,
        id: Path<Uuid>,
        body: DocumentUpload,
    ) -> ApiResult<Created> {
        let state = *state;
        let p = auth.0;
        p.require(state, "documents", "write").await?;
        let mut tx = p.tenant_tx(state).await?;
        group_queries::visible(&mut tx, id.0, p.group_scope()).await?;
        if !KINDS.contains(&body.kind.as_str()) {
            return Err(AppError::field(
                "kind",
                "contract, census, sbc, invoice, application, id_card or other",
            )
            .into());
        }
        let name: String = crate::uploads::display_name(body.file.file_name(), "document");
        if body.file.size() > MAX_DOCUMENT_BYTES {
            return Err(AppError::PayloadTooLarge("a document can be at most 25 MB".into()).into());
        }
        let bytes =
            body.file.into_vec().await.map_err(|e| {
                AppError::field("file", format!("the upload could not be read: {e}"))
            })?;
        if bytes.is_empty() {
            return Err(AppError::field("file", "the file is empty").into());
        }
        if bytes.len() > MAX_DOCUMENT_BYTES {
            return Err(AppError::PayloadTooLarge("a document can be at most 25 MB".into()).into());
        }
        let content_type = accepted_type(&bytes, &name).ok_or_else(|| {
            AppError::field(
                "file",
                "use a PDF, Word, Excel, CSV, text, PNG or JPEG file",
            )
        })?;
        let doc_id = Uuid::new_v4();
        let key = format!("documents/{}/{doc_id}", id.0);
        let size = bytes.len() as i64;
        state
            .files
            .put(&key, bytes)
            .await
            .map_err(|e| AppError::Internal(e.to_string()))?;
        let doc: Document = sqlx::query_as(
            "INSERT INTO documents (id, group_id, name, kind, content_type, size, file_key, uploaded_by, uploaded_by_name)
             VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)
             RETURNING id, group_id, name, kind, content_type, size, uploaded_by_name, created_at",
        )
        .bind(doc_id)
        .bind(id.0)
        .bind(&name)
        .bind(&body.kind)
        .bind(content_type)
        .bind(size)
        .bind(&key)
        .bind(p.user_id)
        .bind(&p.name)
        .fetch_one(tx.conn())
        .await?;
        audit::record(
            &mut tx,
            &p,
            &client_ip(req),
            Entry {
                entity_id: Some(doc_id.to_string()),
                group_id: Some(id.0),
                ..Entry::new("upload", "document", format!("Uploaded {name}"))
            },
        )
        .await?;
        tx.commit().await?;
        Ok(Created::Created(Json(doc)))
    }

    /// Download a document.
    #[oai(
        path = "/documents/:id/download",
        method = "get",
        operation_id = "downloadDocument"
    )]
    async fn download(
        &self,
        state: Data<&AppState>,
        _req: &Request,
        auth: SessionCookie,
        id: Path<Uuid>,
    ) -> ApiResult<Attachment<Vec<u8>>> {
        let p = auth.0;
        p.require(&state, "documents", "read").await?;
        let mut tx = p.tenant_tx(&state).await?;
        let row: Option<(String, String)> = sqlx::query_as("SELECT name, file_key FROM documents WHERE id = $1 AND ($2::uuid IS NULL OR group_id = $2)")
            .bind(id.0)
            .bind(p.group_scope())
            .fetch_optional(tx.conn())
            .await?;
        tx.commit().await?;
        let (name, key) = row.ok_or_else(|| AppError::not_found("document"))?;
        let bytes = state
            .files
            .get(&key)
            .await
            .map_err(|e| AppError::Internal(e.to_string()))?
            .ok_or_else(|| AppError::not_found("document file"))?;
        Ok(Attachment::new(bytes)
            .attachment_type(AttachmentType::Attachment)
            .filename(name))
    }

    /// Delete a document (audited).
    #[oai(
        path = "/documents/:id",
        method = "delete",
        operation_id = "deleteDocument"
    )]
    async fn delete(
        &self,
        state: Data<&AppState>,
        req: &Request,
        auth: SessionCookie,
        id: Path<Uuid>,
    ) -> ApiResult<Removed> {
        let p = auth.0;
        p.require(&state, "documents", "write").await?;
        let mut tx = p.tenant_tx(&state).await?;
        let row: Option<(Uuid, String)> = sqlx::query_as("DELETE FROM documents WHERE id = $1 AND ($2::uuid IS NULL OR group_id = $2) RETURNING group_id, name")
            .bind(id.0)
            .bind(p.group_scope())
            .fetch_optional(tx.conn())
            .await?;
        let (group_id, name) = row.ok_or_else(|| AppError::not_found("document"))?;
        audit::record(
            &mut tx,
            &p,
            &client_ip(req),
            Entry {
                entity_id: Some(id.0.to_string()),
                group_id: Some(group_id),
                ..Entry::new("delete", "document", format!("Deleted {name}"))
            },
        )
        .await?;
        tx.commit().await?;
        Ok(Removed::Done)
    }
}
