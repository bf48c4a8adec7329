//! The self-service API's request and response objects.

use chrono::{DateTime, NaiveDate, Utc};
use poem_openapi::payload::Json;
use poem_openapi::types::multipart::Upload;
use poem_openapi::{ApiResponse, Multipart, Object};
use uuid::Uuid;

use super::queries::{Dependent, Document, Profile};
use super::update_household::HouseholdDraft;
use super::view_benefits::Benefits;
use super::view_enrollment::Enrollment;
use crate::employees::dto::DependentInput;
use crate::enrollment::dto::{LineOffer, Submission};
use crate::enrollment::elections;
use crate::enrollment::life_events::LifeEvent;
use crate::enrollment::queries::EmployeeWindowRow;
use crate::vocabulary::{
    DocumentKind, EnrollmentMode, EnrollmentStatus, Gender, LifeEventKind, Line, Relationship,
    WindowKind, WindowState,
};

#[derive(Debug, Object)]
#[oai(skip_serializing_if_is_none)]
pub struct MyProfile {
    pub id: Uuid,
    pub group_id: Uuid,
    pub group_name: String,
    pub first_name: String,
    pub last_name: String,
    pub dob: NaiveDate,
    pub email: Option<String>,
    pub phone: Option<String>,
    pub address_line1: Option<String>,
    pub city: Option<String>,
    pub state: Option<String>,
    pub zip: Option<String>,
    pub employee_class: Option<String>,
    pub version: i32,
}

#[derive(Debug, Object)]
#[oai(skip_serializing_if_is_none)]
pub struct MyDependent {
    pub id: Uuid,
    pub first_name: String,
    pub last_name: String,
    pub dob: NaiveDate,
    pub gender: Option<Gender>,
    pub relationship: Relationship,
    pub disabled: bool,
    pub tobacco: bool,
}

#[derive(Debug, Object)]
#[oai(skip_serializing_if_is_none)]
pub struct MyWindow {
    pub id: Uuid,
    pub group_name: String,
    pub plan_year: i32,
    pub kind: WindowKind,
    pub mode: EnrollmentMode,
    pub starts_on: NaiveDate,
    pub ends_on: NaiveDate,
    pub coverage_start: NaiveDate,
    pub state: WindowState,
    /// Mine.
    pub status: EnrollmentStatus,
    pub version: i32,
    pub current_submission: Option<Uuid>,
    pub completed_at: Option<DateTime<Utc>>,
    pub pay_frequency: i32,
    /// In a passive enrollment: the lines I must choose again (the others carry over).
    pub active_lines: Vec<Line>,
    /// For a special window: the life event that opened it.
    pub life_event_kind: Option<LifeEventKind>,
}

#[derive(Debug, Object)]
pub struct MyDocument {
    pub id: Uuid,
    pub name: String,
    pub kind: DocumentKind,
    pub created_at: DateTime<Utc>,
}

#[derive(Debug, Object)]
#[oai(skip_serializing_if_is_none)]
pub struct MyBenefits {
    pub profile: MyProfile,
    pub dependents: Vec<MyDependent>,
    /// The coverage in force (or starting), if any.
    pub coverage: Option<Submission>,
    /// My coverage in the plan year before.
    pub last_year: Option<Submission>,
    pub enrollments: Vec<MyWindow>,
    pub life_events: Vec<LifeEvent>,
    pub documents: Vec<MyDocument>,
}

#[derive(Debug, Object)]
pub struct HouseholdInput {
    pub email: Option<String>,
    pub phone: Option<String>,
    pub address_line1: Option<String>,
    pub city: Option<String>,
    pub state: Option<String>,
    pub zip: Option<String>,
    /// Everyone: dependents not in the list are removed.
    pub dependents: Vec<DependentInput>,
    /// The version of your details you read.
    pub version: i32,
}

#[derive(Debug, Object)]
#[oai(skip_serializing_if_is_none)]
pub struct MyEnrollment {
    pub window: MyWindow,
    pub employee_name: String,
    pub dependents: Vec<MyDependent>,
    /// Every line's plans, priced for me at each tier I can take.
    pub lines: Vec<LineOffer>,
    pub current: Option<Submission>,
    /// In a special window: the coverage the event changes.
    pub coverage_before: Option<Submission>,
    /// In a renewal's re-enrollment: my coverage in the plan year being renewed.
    pub last_year: Option<Submission>,
    pub consent_text: String,
}

#[derive(Debug, Multipart)]
pub struct LifeEventReport {
    pub kind: LifeEventKind,
    /// YYYY-MM-DD.
    pub event_date: String,
    pub note: Option<String>,
    /// Proof (marriage or birth certificate, letter of lost coverage): PDF or image, at most 25 MB.
    pub document: Option<Upload>,
}

#[derive(ApiResponse)]
pub enum SubmissionCreated {
    #[oai(status = 201)]
    Created(Json<Submission>),
}

#[derive(ApiResponse)]
pub enum LifeEventCreated {
    #[oai(status = 201)]
    Created(Json<LifeEvent>),
}

#[derive(ApiResponse)]
pub enum Started {
    #[oai(status = 204)]
    Done,
}

impl From<Profile> for MyProfile {
    fn from(r: Profile) -> Self {
        Self {
            id: r.id,
            group_id: r.group_id,
            group_name: r.group_name,
            first_name: r.first_name,
            last_name: r.last_name,
            dob: r.dob,
            email: r.email,
            phone: r.phone,
            address_line1: r.address_line1,
            city: r.city,
            state: r.state,
            zip: r.zip,
            employee_class: r.employee_class,
            version: r.version,
        }
    }
}

impl From<Dependent> for MyDependent {
    fn from(r: Dependent) -> Self {
        Self {
            id: r.id,
            first_name: r.first_name,
            last_name: r.last_name,
            dob: r.dob,
            gender: r.gender,
            relationship: r.relationship,
            disabled: r.disabled,
            tobacco: r.tobacco,
        }
    }
}

impl From<Document> for MyDocument {
    fn from(r: Document) -> Self {
        Self {
            id: r.id,
            name: r.name,
            kind: r.kind,
            created_at: r.created_at,
        }
    }
}

impl MyWindow {
    fn of(r: &EmployeeWindowRow, life_event_kind: Option<LifeEventKind>) -> Self {
        let w = &r.window;
        MyWindow {
            id: w.id,
            group_name: w.group_name.clone(),
            plan_year: w.plan_year,
            kind: w.kind,
            mode: w.mode,
            starts_on: w.starts_on,
            ends_on: w.ends_on,
            coverage_start: w.coverage_start,
            state: w.state(Utc::now().date_naive()),
            status: r.participant.status,
            version: r.participant.version,
            current_submission: r.participant.current_submission,
            completed_at: r.participant.completed_at,
            pay_frequency: w.pay_frequency,
            active_lines: w.active_lines(),
            life_event_kind,
        }
    }
}

fn dependents(rows: Vec<Dependent>) -> Vec<MyDependent> {
    rows.into_iter().map(MyDependent::from).collect()
}

impl From<Benefits> for MyBenefits {
    fn from(b: Benefits) -> Self {
        Self {
            profile: b.profile.into(),
            dependents: dependents(b.dependents),
            coverage: b.coverage,
            last_year: b.last_year,
            enrollments: b
                .windows
                .into_iter()
                .map(|(r, kind)| MyWindow::of(&r, kind))
                .collect(),
            life_events: b.life_events,
            documents: b.documents.into_iter().map(MyDocument::from).collect(),
        }
    }
}

impl From<Enrollment> for MyEnrollment {
    fn from(e: Enrollment) -> Self {
        Self {
            window: MyWindow::of(&e.row, e.life_event_kind),
            employee_name: e.employee_name,
            dependents: dependents(e.dependents),
            lines: e.lines,
            current: e.current,
            coverage_before: e.coverage_before,
            last_year: e.last_year,
            consent_text: elections::CONSENT_SELF.into(),
        }
    }
}

impl HouseholdInput {
    pub fn draft(&self) -> HouseholdDraft<'_> {
        HouseholdDraft {
            email: self.email.as_deref(),
            phone: self.phone.as_deref(),
            address_line1: self.address_line1.as_deref(),
            city: self.city.as_deref(),
            state: self.state.as_deref(),
            zip: self.zip.as_deref(),
            dependents: &self.dependents,
            version: self.version,
        }
    }
}
