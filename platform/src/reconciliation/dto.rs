//! The reconciliation API's request and response objects.

use chrono::{DateTime, Utc};
use poem_openapi::types::multipart::Upload;
use poem_openapi::{Multipart, Object};
use uuid::Uuid;

use super::queries::{DiscrepancyRow, EventRow, ListRow};
use crate::vocabulary::{DiscrepancyAction, DiscrepancyKind, DiscrepancyStatus, GroupStage};

#[derive(Debug, Multipart)]
pub struct CarrierListUpload {
    /// The carrier's list: CSV or XLSX with named columns, or an X12 834; at most 25 MB.
    pub file: Upload,
}

#[derive(Debug, Object)]
pub struct CarrierList {
    pub id: Uuid,
    pub implementation_id: Uuid,
    pub carrier_name: String,
    /// `csv`, `xlsx` or `x12_834`.
    pub source: String,
    pub file_name: String,
    pub document_id: Uuid,
    /// Member and coverage rows on the list.
    pub members: i32,
    /// People on the list matched to our members.
    pub matched: i32,
    pub uploaded_by_name: String,
    pub uploaded_at: DateTime<Utc>,
}

impl From<ListRow> for CarrierList {
    fn from(r: ListRow) -> Self {
        Self {
            id: r.id,
            implementation_id: r.implementation_id,
            carrier_name: r.carrier_name,
            source: r.source,
            file_name: r.file_name,
            document_id: r.document_id,
            members: r.members,
            matched: r.matched,
            uploaded_by_name: r.uploaded_by_name,
            uploaded_at: r.uploaded_at,
        }
    }
}

/// What reconciling a list found.
#[derive(Debug, Object)]
pub struct Reconciled {
    pub list: CarrierList,
    /// Discrepancies found for the first time.
    pub opened: i64,
    /// Open discrepancies the list no longer shows, resolved by themselves.
    pub resolved: i64,
    /// Open discrepancies of this carrier now, and the monthly premium they put at stake.
    pub open: i64,
    pub premium_at_stake_cents: i64,
}

#[derive(Debug, Object)]
#[oai(skip_serializing_if_is_none)]
pub struct Discrepancy {
    pub id: Uuid,
    pub implementation_id: Uuid,
    pub group_id: Uuid,
    pub group_name: String,
    pub stage: GroupStage,
    pub carrier_name: String,
    pub person_name: String,
    pub kind: DiscrepancyKind,
    /// For a demographic mismatch: name, dob, gender, ssn_last4 or address.
    pub field: Option<String>,
    /// medical, dental or vision, for coverage kinds.
    pub line: Option<String>,
    pub platform_value: Option<String>,
    pub carrier_value: Option<String>,
    /// Estimated monthly premium at stake, from the member's elected premium.
    pub premium_cents: i64,
    pub status: DiscrepancyStatus,
    /// Resolved because a newer list no longer showed it.
    pub auto_resolved: bool,
    pub assignee_id: Option<Uuid>,
    pub assignee_name: Option<String>,
    pub note: Option<String>,
    pub dismiss_reason: Option<String>,
    pub first_seen_at: DateTime<Utc>,
    pub last_seen_at: DateTime<Utc>,
    pub closed_at: Option<DateTime<Utc>>,
    pub closed_by_name: Option<String>,
    pub version: i32,
}

impl From<DiscrepancyRow> for Discrepancy {
    fn from(r: DiscrepancyRow) -> Self {
        Self {
            id: r.id,
            implementation_id: r.implementation_id,
            group_id: r.group_id,
            group_name: r.group_name,
            stage: r.stage,
            carrier_name: r.carrier_name,
            person_name: r.person_name,
            kind: r.kind,
            field: Some(r.field).filter(|f| !f.is_empty()),
            line: Some(r.line).filter(|l| !l.is_empty()),
            platform_value: r.platform_value,
            carrier_value: r.carrier_value,
            premium_cents: r.premium_cents,
            status: r.status,
            auto_resolved: r.auto_resolved,
            assignee_id: r.assignee_id,
            assignee_name: r.assignee_name,
            note: r.note,
            dismiss_reason: r.dismiss_reason,
            first_seen_at: r.first_seen_at,
            last_seen_at: r.last_seen_at,
            closed_at: r.closed_at,
            closed_by_name: r.closed_by_name,
            version: r.version,
        }
    }
}

#[derive(Debug, Object)]
pub struct DiscrepancyPage {
    pub data: Vec<Discrepancy>,
    pub total: i64,
    /// Monthly premium at stake across every open discrepancy matching the filters.
    pub premium_at_stake_cents: i64,
}

#[derive(Debug, Object)]
#[oai(skip_serializing_if_is_none)]
pub struct DiscrepancyEvent {
    pub action: String,
    pub actor_name: String,
    pub note: Option<String>,
    pub at: DateTime<Utc>,
}

impl From<EventRow> for DiscrepancyEvent {
    fn from(r: EventRow) -> Self {
        Self {
            action: r.action,
            actor_name: r.actor_name,
            note: r.note,
            at: r.at,
        }
    }
}

#[derive(Debug, Object)]
pub struct DiscrepancyDetail {
    pub discrepancy: Discrepancy,
    /// Newest first.
    pub history: Vec<DiscrepancyEvent>,
}

#[derive(Debug, Object)]
#[oai(skip_serializing_if_is_none)]
pub struct DiscrepancyActionRequest {
    pub version: i32,
    pub action: DiscrepancyAction,
    /// For `assign`: a member of the agency's team.
    pub assignee_id: Option<Uuid>,
    /// For `note` (and optionally `resolve` or `reopen`).
    #[oai(validator(max_length = 2000))]
    pub note: Option<String>,
    /// For `dismiss`: why it is not a problem.
    #[oai(validator(max_length = 1000))]
    pub reason: Option<String>,
}
