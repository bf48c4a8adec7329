use poem::web::Data;
use poem::Request;
use poem_openapi::param::Path;
use poem_openapi::payload::{Attachment, AttachmentType, Json};
use poem_openapi::OpenApi;
use uuid::Uuid;

use super::delete_document::delete_document;
use super::download_document::download_document;
use super::dto::{Created, Document, DocumentUpload, Removed};
use super::list_documents::list_documents;
use super::upload_document::upload_document;
use crate::api::ApiTags;
use crate::auth::principal::client_ip;
use crate::auth::SessionCookie;
use crate::error::ApiResult;
use crate::state::AppState;

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
        let rows = list_documents(&state, &auth.0, id.0).await?;
        Ok(Json(rows.into_iter().map(Document::from).collect()))
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
        let ip = client_ip(req);
        let doc =
            upload_document(&state, &auth.0, &ip, id.0, body.kind.as_str(), body.file).await?;
        Ok(Created::Created(Json(doc.into())))
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
        let (name, bytes) = download_document(&state, &auth.0, id.0).await?;
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
        delete_document(&state, &auth.0, &client_ip(req), id.0).await?;
        Ok(Removed::Done)
    }
}
