//! The renewal API's request and response objects.

use chrono::{DateTime, NaiveDate, Utc};
use poem_openapi::Object;
use uuid::Uuid;

use crate::vocabulary::{RenewalStatus, RenewalTaskKind};

#[derive(Debug, Object)]
#[oai(skip_serializing_if_is_none)]
pub struct RenewalTask {
    pub id: Uuid,
    pub kind: RenewalTaskKind,
    pub title: String,
    /// Due this many days before the renewal date.
    pub days_before: i32,
    pub due_on: NaiveDate,
    /// Open and past its day.
    pub late: bool,
    pub done_at: Option<DateTime<Utc>>,
    pub done_by_name: Option<String>,
    pub version: i32,
}

#[derive(Debug, Object)]
#[oai(skip_serializing_if_is_none)]
pub struct RenewalRecord {
    pub id: Uuid,
    /// The plan year the renewal leads into.
    pub plan_year: i32,
    pub effective_date: NaiveDate,
    pub status: RenewalStatus,
    /// Opened by the daily round rather than by a person.
    pub automatic: bool,
    pub opened_by_name: String,
    pub opened_at: DateTime<Utc>,
    /// The plan year being renewed, when the group's design for it is in Canopy.
    pub current_plan_year: Option<i32>,
    /// Days until the effective date (negative once past).
    pub days_left: i64,
    /// Tasks open past their day.
    pub late: i32,
    pub tasks: Vec<RenewalTask>,
    pub version: i32,
}

/// A group's renewal, or why it has none yet.
#[derive(Debug, Object)]
#[oai(skip_serializing_if_is_none)]
pub struct GroupRenewal {
    pub group_id: Uuid,
    pub group_name: String,
    pub renewal_date: Option<NaiveDate>,
    /// When the daily round opens the renewal by itself.
    pub opens_on: Option<NaiveDate>,
    pub renewal: Option<RenewalRecord>,
    /// The caller may work the renewal (tick tasks, start it).
    pub may_edit: bool,
    /// A renewal can be started by hand now.
    pub can_start: bool,
    /// Why it cannot, when it cannot.
    pub start_blocked: Option<String>,
}

#[derive(Debug, Object)]
pub struct RenewalTaskUpdate {
    /// The version read.
    pub version: i32,
    pub done: bool,
}
