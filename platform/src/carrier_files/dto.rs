//! The carrier files API's request and response objects.

use chrono::{DateTime, Utc};
use poem_openapi::Object;
use uuid::Uuid;

use super::queries::{self, FileRow};
use crate::vocabulary::{CarrierFileFormat, CarrierFilePurpose, EdiUsage};

#[derive(Debug, Object)]
pub struct GenerateRequest {
    pub format: CarrierFileFormat,
    /// An X12 834 is a change file or a full file; a census is always full.
    pub purpose: CarrierFilePurpose,
}

/// A file generated for a carrier, kept as a document.
#[derive(Debug, Object)]
#[oai(skip_serializing_if_is_none)]
pub struct CarrierFile {
    pub id: Uuid,
    pub implementation_id: Uuid,
    pub format: CarrierFileFormat,
    pub purpose: CarrierFilePurpose,
    pub usage: Option<EdiUsage>,
    /// ISA13 and GS06 of an 834.
    pub interchange_control: Option<i32>,
    pub group_control: Option<i32>,
    pub members: i32,
    pub subscribers: i32,
    pub dependents: i32,
    pub adds: i32,
    pub changes: i32,
    pub terms: i32,
    pub document_id: Uuid,
    pub document_name: String,
    pub size: i64,
    pub created_by_name: String,
    pub created_at: DateTime<Utc>,
}

impl From<FileRow> for CarrierFile {
    fn from(r: FileRow) -> Self {
        Self {
            id: r.id,
            implementation_id: r.implementation_id,
            format: r.format,
            purpose: r.purpose,
            usage: r.usage,
            interchange_control: r.interchange_control,
            group_control: r.group_control,
            members: r.members,
            subscribers: r.subscribers,
            dependents: r.dependents,
            adds: r.adds,
            changes: r.changes,
            terms: r.terms,
            document_id: r.document_id,
            document_name: r.document_name,
            size: r.size,
            created_by_name: r.created_by_name,
            created_at: r.created_at,
        }
    }
}

/// What generating asked for: a new file, or the same file again when nothing changed.
#[derive(Debug, Object)]
pub struct Generated {
    pub file: CarrierFile,
    /// Nothing changed since this file was made, so it was not made again.
    pub reused: bool,
}

#[derive(Debug, Object)]
pub struct CarrierFiles {
    /// Newest first.
    pub files: Vec<CarrierFile>,
    /// The caller may download them (an employer admin sees the history only: files carry SSNs).
    pub may_download: bool,
    /// The renewed plan year's carriers with no 834 yet, whose first change file sends only what
    /// changed since the last 834 of the year before.
    pub renewed_from: Vec<RenewedFrom>,
}

/// Where a carrier's first change file of a renewed plan year starts from.
#[derive(Debug, Object)]
pub struct RenewedFrom {
    pub implementation_id: Uuid,
    /// The plan year of the last 834 the carrier was sent.
    pub plan_year: i32,
    pub file_id: Uuid,
    pub created_at: DateTime<Utc>,
}

impl From<queries::RenewedFrom> for RenewedFrom {
    fn from(r: queries::RenewedFrom) -> Self {
        Self {
            implementation_id: r.implementation_id,
            plan_year: r.plan_year,
            file_id: r.file_id,
            created_at: r.created_at,
        }
    }
}

/// Where the samples were written from.
#[derive(Debug, Object)]
pub struct SampleSource {
    pub group_id: Uuid,
    pub group_name: String,
    pub carrier_name: String,
    /// Households in the samples (the first few of the carrier's roster).
    pub households: i32,
}

/// A sample of each carrier file layout, written by the code that writes the real files from the
/// first households of the agency's most recent implementation, without SSNs. Absent values:
/// no implementation has a file yet.
#[derive(Debug, Object)]
#[oai(skip_serializing_if_is_none)]
pub struct CarrierFileSamples {
    pub source: Option<SampleSource>,
    /// An 834 change file as the first one sent: everyone added (`021`).
    pub x12_change: Option<String>,
    /// An 834 full file: everyone as audit (`030`).
    pub x12_full: Option<String>,
    /// The carrier census (the CSV and the Excel workbook have these columns and rows).
    pub census_headers: Option<Vec<String>>,
    pub census_rows: Option<Vec<Vec<String>>>,
}
