//! Qualifying life events: the employee reports one (type, date, proof), the broker or HR admin
//! approves or rejects it, and approval opens a personal special-enrollment window.

use crate::vocabulary::{LifeEventKind, LifeEventStatus};
use chrono::{DateTime, NaiveDate, Utc};
use poem_openapi::Object;
use uuid::Uuid;

/// A reported life event, as stored and as the API answers it.
#[derive(Debug, Object, sqlx::FromRow)]
#[oai(skip_serializing_if_is_none)]
pub struct LifeEvent {
    pub id: Uuid,
    pub group_id: Uuid,
    pub employee_id: Uuid,
    pub employee_name: String,
    pub kind: LifeEventKind,
    pub event_date: NaiveDate,
    pub note: Option<String>,
    pub document_id: Option<Uuid>,
    pub document_name: Option<String>,
    pub status: LifeEventStatus,
    pub reported_at: DateTime<Utc>,
    pub decided_by_name: Option<String>,
    pub decided_at: Option<DateTime<Utc>>,
    pub decision_note: Option<String>,
    /// The special-enrollment window an approval opened.
    pub window_id: Option<Uuid>,
    pub window_ends_on: Option<NaiveDate>,
}
