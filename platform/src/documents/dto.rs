//! The documents API's request and response objects.

use chrono::{DateTime, Utc};
use poem_openapi::payload::Json;
use poem_openapi::types::multipart::Upload;
use poem_openapi::{ApiResponse, Multipart, Object};
use uuid::Uuid;

use super::queries::Document as DocumentRow;
use crate::vocabulary::DocumentKind;

#[derive(Debug, Object)]
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

impl From<DocumentRow> for Document {
    fn from(r: DocumentRow) -> Self {
        Self {
            id: r.id,
            group_id: r.group_id,
            name: r.name,
            kind: r.kind,
            content_type: r.content_type,
            size: r.size,
            uploaded_by_name: r.uploaded_by_name,
            created_at: r.created_at,
        }
    }
}

#[derive(Debug, Multipart)]
pub struct DocumentUpload {
    /// PDF, Word, Excel, CSV, text or an image; at most 25 MB.
    pub file: Upload,
    pub kind: DocumentKind,
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
