//! The groups API's request and response objects.

use chrono::{DateTime, NaiveDate, Utc};
use poem_openapi::payload::Json;
use poem_openapi::{ApiResponse, Object};
use rust_decimal::prelude::ToPrimitive;
use uuid::Uuid;

use super::group_overview::GroupOverview;
use super::queries::contacts::ContactRow;
use super::queries::plan_years::PlanYearRow;
use super::queries::stats::{CensusRow, Counts, RosterStats};
use super::queries::team::TeamRow;
use super::queries::{GroupRow, ZipInfo};
use super::rules::{Assignment, ContactDraft, GroupFacts, SettingsDraft, StatusAction};
use crate::activity::dto::AuditEntry;
use crate::vocabulary::{
    ContactKind, GroupStage, GroupStatus, TeamRole, WaitingPeriod, WindowStatus,
};

#[derive(Debug, Object)]
pub struct Count {
    pub label: String,
    pub count: i64,
}

#[derive(Debug, Object)]
#[oai(skip_serializing_if_is_none)]
pub struct CensusInfo {
    pub version_id: Uuid,
    pub number: i32,
    pub file_name: String,
    pub committed_at: DateTime<Utc>,
    /// Employees the version's file listed.
    pub employees: i32,
    /// Active employees the roster has from this version, from earlier versions (not in this
    /// one's file and not terminated by it), and added by hand (never in a census): together the
    /// headcount.
    pub active_from_version: i64,
    pub active_from_earlier: i64,
    pub active_added_by_hand: i64,
}

#[derive(Debug, Object)]
#[oai(skip_serializing_if_is_none)]
pub struct Stats {
    /// Employees not terminated.
    pub headcount: i64,
    pub terminated: i64,
    pub dependents: i64,
    pub spouses: i64,
    pub children: i64,
    /// Average age of the active employees today, in years.
    pub average_age: Option<f64>,
    /// Medical tier of the active employees: EE, ES, EC, EF, W (waived), and "—" when unknown.
    pub tier_mix: Vec<Count>,
    /// Age bands of the active employees.
    pub age_bands: Vec<Count>,
    /// The ten ZIPs with most active employees.
    pub by_zip: Vec<Count>,
    pub by_class: Vec<Count>,
    pub census: Option<CensusInfo>,
    pub documents: i64,
}

#[derive(Debug, Object)]
#[oai(skip_serializing_if_is_none)]
pub struct Group {
    pub id: Uuid,
    /// Legal name.
    pub name: String,
    pub dba: Option<String>,
    /// `NN-NNNNNNN`.
    pub ein: Option<String>,
    pub sic_code: Option<String>,
    pub address_line1: Option<String>,
    pub address_line2: Option<String>,
    pub city: Option<String>,
    pub state: Option<String>,
    pub zip: String,
    pub county: Option<String>,
    /// ACA rating area from the ZIP, e.g. `CO-03`.
    pub rating_area: Option<String>,
    pub size_estimate: Option<i32>,
    pub stage: GroupStage,
    pub status: GroupStatus,
    pub effective_date: Option<NaiveDate>,
    pub renewal_date: Option<NaiveDate>,
    pub current_carrier: Option<String>,
    /// Current monthly premium, in cents.
    pub current_premium_cents: Option<i64>,
    pub broker_id: Option<Uuid>,
    pub broker_name: Option<String>,
    pub waiting_period: WaitingPeriod,
    pub min_hours: f64,
    pub pay_frequency: i32,
    pub employee_classes: Vec<String>,
    pub terminated_on: Option<NaiveDate>,
    pub status_reason: Option<String>,
    /// Increases with every change; send it back when saving (optimistic concurrency).
    pub version: i32,
    /// Employees not terminated.
    pub headcount: i64,
    pub created_at: DateTime<Utc>,
    pub updated_at: DateTime<Utc>,
}

impl From<GroupRow> for Group {
    fn from(r: GroupRow) -> Self {
        Self {
            id: r.id,
            name: r.name,
            dba: r.dba,
            ein: r.ein,
            sic_code: r.sic_code,
            address_line1: r.address_line1,
            address_line2: r.address_line2,
            city: r.city,
            state: r.state,
            zip: r.zip,
            county: r.county,
            rating_area: r.rating_area,
            size_estimate: r.size_estimate,
            stage: r.stage,
            status: r.status,
            effective_date: r.effective_date,
            renewal_date: r.renewal_date,
            current_carrier: r.current_carrier,
            current_premium_cents: r.current_premium_cents,
            broker_id: r.broker_id,
            broker_name: r.broker_name,
            waiting_period: r.waiting_period,
            min_hours: r.min_hours.to_f64().unwrap_or(0.0),
            pay_frequency: r.pay_frequency,
            employee_classes: r.employee_classes,
            terminated_on: r.terminated_on,
            status_reason: r.status_reason,
            version: r.version,
            headcount: r.headcount,
            created_at: r.created_at,
            updated_at: r.updated_at,
        }
    }
}

#[derive(Debug, Clone, Object)]
pub struct ContactInput {
    pub kind: ContactKind,
    pub name: String,
    pub title: Option<String>,
    pub email: Option<String>,
    pub phone: Option<String>,
    #[oai(default)]
    pub is_primary: bool,
}

#[derive(Debug, Object)]
#[oai(skip_serializing_if_is_none)]
pub struct Contact {
    pub id: Uuid,
    pub kind: ContactKind,
    pub name: String,
    pub title: Option<String>,
    pub email: Option<String>,
    pub phone: Option<String>,
    pub is_primary: bool,
    pub created_at: DateTime<Utc>,
}

impl From<ContactRow> for Contact {
    fn from(r: ContactRow) -> Self {
        Self {
            id: r.id,
            kind: r.kind,
            name: r.name,
            title: r.title,
            email: r.email,
            phone: r.phone,
            is_primary: r.is_primary,
            created_at: r.created_at,
        }
    }
}

/// A new group: quick add needs name, ZIP and effective date; the wizard sends the rest.
#[derive(Debug, Object)]
pub struct GroupInput {
    pub name: String,
    pub dba: Option<String>,
    pub ein: Option<String>,
    pub sic_code: Option<String>,
    pub address_line1: Option<String>,
    pub address_line2: Option<String>,
    pub city: Option<String>,
    pub state: Option<String>,
    pub zip: String,
    pub size_estimate: Option<i32>,
    pub effective_date: Option<NaiveDate>,
    pub renewal_date: Option<NaiveDate>,
    pub current_carrier: Option<String>,
    pub current_premium_cents: Option<i64>,
    pub broker_id: Option<Uuid>,
    /// Only on creation (later moves go through the lifecycle); default prospect.
    pub stage: Option<GroupStage>,
    /// Only on creation.
    pub contacts: Option<Vec<ContactInput>>,
    /// Required when saving an existing group: the version it was read at.
    pub version: Option<i32>,
}

#[derive(Debug, Object)]
pub struct GroupSettings {
    pub waiting_period: WaitingPeriod,
    pub min_hours: f64,
    pub pay_frequency: i32,
    pub employee_classes: Vec<String>,
    pub version: i32,
}

#[derive(Debug, Object)]
pub struct StatusChange {
    pub action: StatusAction,
    /// For terminate: the last day of coverage.
    pub date: Option<NaiveDate>,
    pub reason: Option<String>,
}

#[derive(Debug, Object)]
pub struct TeamMember {
    pub user_id: Uuid,
    pub name: String,
    pub email: String,
    pub role: TeamRole,
}

impl From<TeamRow> for TeamMember {
    fn from(r: TeamRow) -> Self {
        Self {
            user_id: r.user_id,
            name: r.name,
            email: r.email,
            role: r.role,
        }
    }
}

#[derive(Debug, Object)]
pub struct TeamAssignment {
    pub user_id: Uuid,
    pub role: TeamRole,
}

#[derive(Debug, Object)]
pub struct TeamUpdate {
    pub members: Vec<TeamAssignment>,
}

#[derive(Debug, Object)]
pub struct Overview {
    pub group: Group,
    pub stats: Stats,
    /// The plan years enrolled in Canopy, newest first.
    pub plan_years: Vec<PlanYear>,
    pub contacts: Vec<Contact>,
    pub team: Vec<TeamMember>,
    pub recent_activity: Vec<AuditEntry>,
}

/// A plan year of the group: its design, its open enrollment and what its elections cost.
#[derive(Debug, Object)]
pub struct PlanYear {
    pub plan_year: i32,
    pub coverage_start: NaiveDate,
    pub design_id: Uuid,
    pub window_id: Uuid,
    pub enrollment_status: WindowStatus,
    /// Employees with elections on the open enrollment's last word.
    pub enrolled: i64,
    pub waived: i64,
    /// Monthly, elections of the open enrollment.
    pub premium_cents: i64,
    pub employer_cents: i64,
    pub employee_cents: i64,
}

impl From<PlanYearRow> for PlanYear {
    fn from(r: PlanYearRow) -> Self {
        Self {
            plan_year: r.plan_year,
            coverage_start: r.coverage_start,
            design_id: r.design_id,
            window_id: r.window_id,
            enrollment_status: r.window_status,
            enrolled: r.enrolled,
            waived: r.waived,
            premium_cents: r.premium_cents,
            employer_cents: r.employer_cents,
            employee_cents: r.employee_cents,
        }
    }
}

#[derive(Debug, Object)]
#[oai(skip_serializing_if_is_none)]
pub struct ZipLookup {
    pub zip: String,
    pub city: String,
    pub state: String,
    pub county: String,
    pub rating_area: String,
}

#[derive(Debug, Object)]
pub struct EnrollmentCode {
    pub code: String,
    pub expires_at: DateTime<Utc>,
}

#[derive(ApiResponse)]
pub enum Created {
    #[oai(status = 201)]
    Created(Json<Group>),
}

#[derive(ApiResponse)]
pub enum ContactCreated {
    #[oai(status = 201)]
    Created(Json<Contact>),
}

#[derive(ApiResponse)]
pub enum Removed {
    #[oai(status = 204)]
    Done,
}

impl From<ContactInput> for ContactDraft {
    fn from(c: ContactInput) -> Self {
        Self {
            kind: c.kind,
            name: c.name,
            title: c.title,
            email: c.email,
            phone: c.phone,
            is_primary: c.is_primary,
        }
    }
}

impl From<GroupInput> for GroupFacts {
    fn from(g: GroupInput) -> Self {
        Self {
            name: g.name,
            dba: g.dba,
            ein: g.ein,
            sic_code: g.sic_code,
            address_line1: g.address_line1,
            address_line2: g.address_line2,
            city: g.city,
            state: g.state,
            zip: g.zip,
            size_estimate: g.size_estimate,
            effective_date: g.effective_date,
            renewal_date: g.renewal_date,
            current_carrier: g.current_carrier,
            current_premium_cents: g.current_premium_cents,
            broker_id: g.broker_id,
            stage: g.stage,
            contacts: g
                .contacts
                .map(|contacts| contacts.into_iter().map(ContactDraft::from).collect()),
            version: g.version,
        }
    }
}

impl From<GroupSettings> for SettingsDraft {
    fn from(s: GroupSettings) -> Self {
        Self {
            waiting_period: s.waiting_period,
            min_hours: s.min_hours,
            pay_frequency: s.pay_frequency,
            employee_classes: s.employee_classes,
            version: s.version,
        }
    }
}

impl From<TeamAssignment> for Assignment {
    fn from(a: TeamAssignment) -> Self {
        Self {
            user_id: a.user_id,
            role: a.role,
        }
    }
}

fn counts(counts: Counts) -> Vec<Count> {
    counts
        .into_iter()
        .map(|(label, count)| Count { label, count })
        .collect()
}

impl From<CensusRow> for CensusInfo {
    fn from(c: CensusRow) -> Self {
        Self {
            version_id: c.id,
            number: c.number,
            file_name: c.file_name,
            committed_at: c.committed_at,
            employees: c.employees,
            active_from_version: c.from_version,
            active_from_earlier: c.earlier,
            active_added_by_hand: c.by_hand,
        }
    }
}

impl From<RosterStats> for Stats {
    fn from(s: RosterStats) -> Self {
        Self {
            headcount: s.headcount,
            terminated: s.terminated,
            dependents: s.dependents,
            spouses: s.spouses,
            children: s.children,
            average_age: s.average_age.map(|a| (a * 10.0).round() / 10.0),
            tier_mix: counts(s.tier_mix),
            age_bands: counts(s.age_bands),
            by_zip: counts(s.by_zip),
            by_class: counts(s.by_class),
            census: s.census.map(CensusInfo::from),
            documents: s.documents,
        }
    }
}

impl From<GroupOverview> for Overview {
    fn from(o: GroupOverview) -> Self {
        Self {
            group: o.group.into(),
            stats: o.stats.into(),
            plan_years: o.plan_years.into_iter().map(PlanYear::from).collect(),
            contacts: o.contacts.into_iter().map(Contact::from).collect(),
            team: o.team.into_iter().map(TeamMember::from).collect(),
            recent_activity: o.recent_activity,
        }
    }
}

impl From<(String, ZipInfo)> for ZipLookup {
    fn from((zip, place): (String, ZipInfo)) -> Self {
        Self {
            zip,
            city: place.city,
            state: place.state,
            county: place.county,
            rating_area: place.rating_area,
        }
    }
}

impl From<(String, DateTime<Utc>)> for EnrollmentCode {
    fn from((code, expires_at): (String, DateTime<Utc>)) -> Self {
        Self { code, expires_at }
    }
}
