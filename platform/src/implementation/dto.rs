//! The implementation API's request and response objects.

use chrono::{DateTime, NaiveDate, Utc};
use poem_openapi::Object;
use uuid::Uuid;

use super::rules::TemplateItem;
use crate::vocabulary::{ChecklistItemKind, GroupStage};

/// A group's implementation for its approved plan year: one checklist per carrier.
#[derive(Debug, Object)]
#[oai(skip_serializing_if_is_none)]
pub struct Implementation {
    pub group_id: Uuid,
    pub group_name: String,
    pub stage: GroupStage,
    /// The approved design's plan year, when there is one.
    pub plan_year: Option<i32>,
    pub coverage_start: Option<NaiveDate>,
    /// Checklists can be started: the design is approved, its open enrollment closed, and no
    /// checklist exists yet for some carrier of it.
    pub can_start: bool,
    /// Why checklists cannot be started yet, when they cannot.
    pub start_blocked: Option<String>,
    pub carriers: Vec<CarrierImplementation>,
    /// The caller may work the checklists.
    pub may_edit: bool,
}

#[derive(Debug, Object)]
#[oai(skip_serializing_if_is_none)]
pub struct CarrierImplementation {
    pub id: Uuid,
    pub carrier_id: Uuid,
    pub carrier_name: String,
    pub plan_year: i32,
    pub coverage_start: Option<NaiveDate>,
    /// The carrier's group or policy number, once received.
    pub group_number: Option<String>,
    pub implemented_at: Option<DateTime<Utc>>,
    pub implemented_by_name: Option<String>,
    pub started_by_name: String,
    pub percent_done: i32,
    pub overdue: i32,
    /// What stops "mark implemented"; empty when the carrier can be marked.
    pub not_ready: Vec<String>,
    pub items: Vec<ChecklistItem>,
    pub version: i32,
}

#[derive(Debug, Object)]
#[oai(skip_serializing_if_is_none)]
pub struct ChecklistItem {
    pub id: Uuid,
    pub position: i32,
    pub kind: ChecklistItemKind,
    pub title: String,
    pub required: bool,
    pub owner_id: Option<Uuid>,
    pub owner_name: Option<String>,
    pub due_on: Option<NaiveDate>,
    pub overdue: bool,
    pub done_at: Option<DateTime<Utc>>,
    pub done_by_name: Option<String>,
    pub note: Option<String>,
    /// A document attached to the item (a signed form, a receipt).
    pub document_id: Option<Uuid>,
    pub document_name: Option<String>,
    pub version: i32,
}

/// The whole state of a checklist item as the caller wants it, at the version they read.
#[derive(Debug, Object)]
#[oai(skip_serializing_if_is_none)]
pub struct ItemUpdate {
    pub version: i32,
    pub done: bool,
    /// A member of the agency's team.
    pub owner_id: Option<Uuid>,
    pub due_on: Option<NaiveDate>,
    #[oai(validator(max_length = 2000))]
    pub note: Option<String>,
    /// One of the group's documents.
    pub document_id: Option<Uuid>,
}

#[derive(Debug, Object)]
pub struct GroupNumberRequest {
    /// The carrier implementation's version as read.
    pub version: i32,
    #[oai(validator(max_length = 60))]
    pub group_number: String,
}

#[derive(Debug, Object)]
pub struct VersionRequest {
    pub version: i32,
}

/// The agency's checklist templates: its default and one per carrier of the catalogue.
#[derive(Debug, Object)]
pub struct ChecklistTemplates {
    pub templates: Vec<ChecklistTemplate>,
}

#[derive(Debug, Object)]
#[oai(skip_serializing_if_is_none)]
pub struct ChecklistTemplate {
    /// None for the agency's default.
    pub carrier_id: Option<Uuid>,
    pub carrier_name: Option<String>,
    /// The agency edited this template; otherwise it follows the default (or, for the default
    /// itself, Canopy's).
    pub customised: bool,
    pub items: Vec<TemplateStep>,
    /// 0 while the template was never saved.
    pub version: i32,
    pub updated_by_name: Option<String>,
    pub updated_at: Option<DateTime<Utc>>,
}

#[derive(Debug, Clone, Object)]
pub struct TemplateStep {
    pub kind: ChecklistItemKind,
    pub title: String,
    pub required: bool,
    /// Days from the coverage start the step is due; negative is before it.
    pub due_days: i32,
}

impl From<TemplateItem> for TemplateStep {
    fn from(i: TemplateItem) -> Self {
        Self {
            kind: i.kind,
            title: i.title,
            required: i.required,
            due_days: i.due_days,
        }
    }
}

impl From<TemplateStep> for TemplateItem {
    fn from(s: TemplateStep) -> Self {
        Self {
            kind: s.kind,
            title: s.title.trim().to_string(),
            required: s.required,
            due_days: s.due_days,
        }
    }
}

#[derive(Debug, Object)]
pub struct TemplateSave {
    /// The template's version as read; 0 for one never saved.
    pub version: i32,
    pub items: Vec<TemplateStep>,
}

/// One carrier implementation on the book-wide board.
#[derive(Debug, Object)]
#[oai(skip_serializing_if_is_none)]
pub struct BoardRow {
    pub id: Uuid,
    pub group_id: Uuid,
    pub group_name: String,
    pub stage: GroupStage,
    pub carrier_name: String,
    pub plan_year: i32,
    pub coverage_start: Option<NaiveDate>,
    pub group_number: Option<String>,
    pub percent_done: i32,
    pub items: i64,
    pub done: i64,
    pub overdue: i64,
    pub next_title: Option<String>,
    pub next_due_on: Option<NaiveDate>,
    pub implemented_at: Option<DateTime<Utc>>,
}
