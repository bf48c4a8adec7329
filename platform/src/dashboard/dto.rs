//! The dashboard's response objects.

use chrono::{DateTime, Utc};
use poem_openapi::Object;

use super::home::Home;
use super::queries::{ActivityRow, OpenEnrollmentRow, RenewalRow};
use super::rules::Awaiting;
use crate::auth::dto::AgencySummary;
use crate::enrollment::rules::percent_complete;
use crate::vocabulary::{AwaitingKind, GroupStage};

#[derive(Debug, Object)]
pub struct RoleCount {
    pub role: String,
    pub count: i64,
}

#[derive(Debug, Object)]
pub struct Activity {
    pub id: i64,
    pub at: DateTime<Utc>,
    pub actor_name: String,
    pub action: String,
    pub summary: String,
}

#[derive(Debug, Object)]
pub struct StageCount {
    pub stage: GroupStage,
    pub count: i64,
}

#[derive(Debug, Object)]
#[oai(skip_serializing_if_is_none)]
pub struct Renewal {
    pub group_id: uuid::Uuid,
    pub name: String,
    pub stage: GroupStage,
    pub renewal_date: chrono::NaiveDate,
    /// Days from today.
    pub days: i32,
    pub broker_name: Option<String>,
}

#[derive(Debug, Object)]
pub struct PlatformStats {
    pub agencies: i64,
    pub users: i64,
    /// Error reports from the portal in the last 7 days.
    pub client_errors_7d: i64,
}

#[derive(Debug, Object)]
pub struct OpenEnrollment {
    pub window_id: uuid::Uuid,
    pub group_id: uuid::Uuid,
    pub group_name: String,
    pub plan_year: i32,
    pub ends_on: chrono::NaiveDate,
    pub eligible: i64,
    /// Enrolled or waived.
    pub done: i64,
    pub percent_complete: f64,
}

/// Something waiting for the caller, with the page where it is done.
#[derive(Debug, Object)]
#[oai(skip_serializing_if_is_none)]
pub struct AwaitingItem {
    pub kind: AwaitingKind,
    pub group_id: uuid::Uuid,
    pub group_name: String,
    /// One line.
    pub title: String,
    pub detail: String,
    /// The people or carriers it is about, where it counts some.
    pub count: Option<i64>,
    /// The date it must be done by, where there is one.
    pub due_on: Option<chrono::NaiveDate>,
    /// Since when it waits, where that is known.
    pub since: Option<DateTime<Utc>>,
    /// The portal page where it is done, e.g. `/dashboard/groups/{id}/plan-design`.
    pub link: String,
}

impl From<Awaiting> for AwaitingItem {
    fn from(a: Awaiting) -> Self {
        Self {
            kind: a.kind,
            group_id: a.group_id,
            group_name: a.group_name,
            title: a.title,
            detail: a.detail,
            count: a.count,
            due_on: a.due_on,
            since: a.since,
            link: a.link,
        }
    }
}

#[derive(Debug, Object)]
#[oai(skip_serializing_if_is_none)]
pub struct Dashboard {
    pub agency: Option<AgencySummary>,
    /// Active people per role (for roles that may see the team).
    pub team: Vec<RoleCount>,
    /// The agency's latest audited actions (for roles that may see activity).
    pub recent_activity: Vec<Activity>,
    /// Platform-wide figures, for platform operators.
    pub platform: Option<PlatformStats>,
    /// Active groups per lifecycle stage (in lifecycle order; stages without groups included).
    pub stages: Vec<StageCount>,
    /// Groups renewing in the next 120 days, soonest first.
    pub renewals: Vec<Renewal>,
    /// Open enrollments with how far along they are, ending soonest first.
    pub open_enrollments: Vec<OpenEnrollment>,
    /// What waits for the caller, most pressing first: for an employer admin, designs to approve
    /// and employees yet to enroll; for the agency's people (brokers: their own groups),
    /// decisions received, enrollments behind or to open, and implementations.
    pub awaiting: Vec<AwaitingItem>,
}

impl From<Home> for Dashboard {
    fn from(h: Home) -> Self {
        Self {
            agency: h.agency.as_ref().map(AgencySummary::from),
            team: h
                .team
                .into_iter()
                .map(|(role, count)| RoleCount { role, count })
                .collect(),
            recent_activity: h.recent_activity.into_iter().map(Activity::from).collect(),
            platform: h.platform.map(|c| PlatformStats {
                agencies: c.agencies,
                users: c.users,
                client_errors_7d: c.client_errors_7d,
            }),
            stages: h
                .stages
                .into_iter()
                .map(|(stage, count)| StageCount { stage, count })
                .collect(),
            renewals: h.renewals.into_iter().map(Renewal::from).collect(),
            open_enrollments: h
                .open_enrollments
                .into_iter()
                .map(OpenEnrollment::from)
                .collect(),
            awaiting: h.awaiting.into_iter().map(AwaitingItem::from).collect(),
        }
    }
}

impl From<ActivityRow> for Activity {
    fn from(r: ActivityRow) -> Self {
        Self {
            id: r.id,
            at: r.at,
            actor_name: r.actor_name,
            action: r.action,
            summary: r.summary,
        }
    }
}

impl From<RenewalRow> for Renewal {
    fn from(r: RenewalRow) -> Self {
        Self {
            group_id: r.id,
            name: r.name,
            stage: r.stage,
            renewal_date: r.renewal_date,
            days: r.days,
            broker_name: r.broker_name,
        }
    }
}

impl From<OpenEnrollmentRow> for OpenEnrollment {
    fn from(r: OpenEnrollmentRow) -> Self {
        Self {
            percent_complete: percent_complete(r.done, r.eligible),
            window_id: r.window_id,
            group_id: r.group_id,
            group_name: r.group_name,
            plan_year: r.plan_year,
            ends_on: r.ends_on,
            eligible: r.eligible,
            done: r.done,
        }
    }
}
