//! The employees API's request and response objects.

use chrono::{DateTime, NaiveDate, Utc};
use poem_openapi::payload::Json;
use poem_openapi::{ApiResponse, Object};
use rust_decimal::prelude::ToPrimitive;
use uuid::Uuid;

use super::queries::{DependentRow, EmployeeRow, SummaryRow};
use super::validate::age_on;
use crate::audit::mask_ssn;
use crate::vocabulary::{EmploymentStatus, EmploymentType, Gender, Relationship, TierOrWaived};

#[derive(Debug, Object)]
#[oai(skip_serializing_if_is_none)]
pub struct Dependent {
    pub id: Uuid,
    pub first_name: String,
    pub last_name: String,
    pub dob: NaiveDate,
    pub age: i32,
    pub gender: Option<Gender>,
    pub relationship: Relationship,
    /// `***-**-1234`.
    pub ssn_masked: Option<String>,
    pub disabled: bool,
    pub tobacco: bool,
}

impl Dependent {
    pub fn from_row(r: DependentRow, today: NaiveDate) -> Self {
        Self {
            id: r.id,
            age: age_on(r.dob, today),
            first_name: r.first_name,
            last_name: r.last_name,
            dob: r.dob,
            gender: r.gender,
            relationship: r.relationship,
            ssn_masked: mask_ssn(r.ssn_last4.as_deref()),
            disabled: r.disabled,
            tobacco: r.tobacco,
        }
    }
}

// The roster writes it with serde (`PageJson`): its serde form is its OpenAPI form, absent
// fields left out.
/// An employee as lists show them.
#[derive(Debug, Object, serde::Serialize)]
#[oai(skip_serializing_if_is_none)]
pub struct EmployeeSummary {
    pub id: Uuid,
    pub group_id: Uuid,
    pub group_name: String,
    pub first_name: String,
    pub last_name: String,
    pub dob: NaiveDate,
    pub age: i32,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub email: Option<String>,
    pub status: EmploymentStatus,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub hire_date: Option<NaiveDate>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub termination_date: Option<NaiveDate>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub employee_class: Option<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub medical_tier: Option<TierOrWaived>,
    pub dependents_count: i64,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub ssn_masked: Option<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub zip: Option<String>,
}

#[derive(Debug, Object)]
#[oai(skip_serializing_if_is_none)]
pub struct Employee {
    pub id: Uuid,
    pub group_id: Uuid,
    pub group_name: String,
    pub external_id: Option<String>,
    pub first_name: String,
    pub middle_name: Option<String>,
    pub last_name: String,
    pub dob: NaiveDate,
    pub age: i32,
    pub gender: Option<Gender>,
    /// `***-**-1234`; the full number only through reveal-ssn (permission, audited).
    pub ssn_masked: Option<String>,
    pub email: Option<String>,
    pub phone: Option<String>,
    pub address_line1: Option<String>,
    pub city: Option<String>,
    pub state: Option<String>,
    pub zip: Option<String>,
    pub county: Option<String>,
    pub hire_date: Option<NaiveDate>,
    pub termination_date: Option<NaiveDate>,
    pub status: EmploymentStatus,
    pub employment_type: Option<EmploymentType>,
    pub hours_per_week: Option<f64>,
    /// Annual salary in cents.
    pub salary_cents: Option<i64>,
    pub hourly_rate_cents: Option<i64>,
    pub job_class: Option<String>,
    /// One of the group's employee classes.
    pub employee_class: Option<String>,
    pub medical_tier: Option<TierOrWaived>,
    pub dental_tier: Option<TierOrWaived>,
    pub vision_tier: Option<TierOrWaived>,
    pub tobacco: bool,
    pub dependents: Vec<Dependent>,
    pub version: i32,
    pub created_at: DateTime<Utc>,
    pub updated_at: DateTime<Utc>,
}

impl EmployeeSummary {
    pub fn from_row(r: SummaryRow, today: NaiveDate) -> Self {
        Self {
            id: r.id,
            group_id: r.group_id,
            group_name: r.group_name,
            age: age_on(r.dob, today),
            first_name: r.first_name,
            last_name: r.last_name,
            dob: r.dob,
            email: r.email,
            status: r.status,
            hire_date: r.hire_date,
            termination_date: r.termination_date,
            employee_class: r.employee_class,
            medical_tier: r.medical_tier,
            dependents_count: r.dependents_count,
            ssn_masked: mask_ssn(r.ssn_last4.as_deref()),
            zip: r.zip,
        }
    }
}

impl Employee {
    pub fn from_rows(r: EmployeeRow, deps: Vec<DependentRow>, today: NaiveDate) -> Self {
        Self {
            id: r.id,
            group_id: r.group_id,
            group_name: r.group_name,
            external_id: r.external_id,
            age: age_on(r.dob, today),
            first_name: r.first_name,
            middle_name: r.middle_name,
            last_name: r.last_name,
            dob: r.dob,
            gender: r.gender,
            ssn_masked: mask_ssn(r.ssn_last4.as_deref()),
            email: r.email,
            phone: r.phone,
            address_line1: r.address_line1,
            city: r.city,
            state: r.state,
            zip: r.zip,
            county: r.county,
            hire_date: r.hire_date,
            termination_date: r.termination_date,
            status: r.status,
            employment_type: r.employment_type,
            hours_per_week: r.hours_per_week.and_then(|h| h.to_f64()),
            salary_cents: r.salary_cents,
            hourly_rate_cents: r.hourly_rate_cents,
            job_class: r.job_class,
            employee_class: r.employee_class,
            medical_tier: r.medical_tier,
            dental_tier: r.dental_tier,
            vision_tier: r.vision_tier,
            tobacco: r.tobacco,
            dependents: deps
                .into_iter()
                .map(|d| Dependent::from_row(d, today))
                .collect(),
            version: r.version,
            created_at: r.created_at,
            updated_at: r.updated_at,
        }
    }

    /// What the audit log keeps of an employee before and after a change (SSNs masked).
    pub fn snapshot(&self) -> serde_json::Value {
        let e = self;
        serde_json::json!({
            "first_name": e.first_name, "last_name": e.last_name, "dob": e.dob, "gender": e.gender, "ssn": e.ssn_masked,
            "email": e.email, "zip": e.zip, "hire_date": e.hire_date, "status": e.status, "employment_type": e.employment_type,
            "hours_per_week": e.hours_per_week, "salary_cents": e.salary_cents, "employee_class": e.employee_class,
            "medical_tier": e.medical_tier, "dental_tier": e.dental_tier, "vision_tier": e.vision_tier,
            "dependents": e.dependents.iter().map(|d| serde_json::json!({ "name": format!("{} {}", d.first_name, d.last_name), "relationship": d.relationship, "dob": d.dob, "ssn": d.ssn_masked })).collect::<Vec<_>>(),
        })
    }
}

#[derive(Debug, Clone, Object)]
pub struct DependentInput {
    /// Present for an existing dependent; absent for a new one.
    pub id: Option<Uuid>,
    pub first_name: String,
    pub last_name: String,
    pub dob: NaiveDate,
    pub gender: Option<Gender>,
    pub relationship: Relationship,
    /// Absent keeps the stored SSN; empty clears it.
    pub ssn: Option<String>,
    #[oai(default)]
    pub disabled: bool,
    #[oai(default)]
    pub tobacco: bool,
}

#[derive(Debug, Object)]
pub struct EmployeeInput {
    /// The group (on creation; an employee does not move between groups).
    pub group_id: Option<Uuid>,
    pub external_id: Option<String>,
    pub first_name: String,
    pub middle_name: Option<String>,
    pub last_name: String,
    pub dob: NaiveDate,
    pub gender: Option<Gender>,
    /// Absent keeps the stored SSN; empty clears it.
    pub ssn: Option<String>,
    pub email: Option<String>,
    pub phone: Option<String>,
    pub address_line1: Option<String>,
    pub city: Option<String>,
    pub state: Option<String>,
    pub zip: Option<String>,
    pub hire_date: Option<NaiveDate>,
    pub status: Option<EmploymentStatus>,
    pub employment_type: Option<EmploymentType>,
    pub hours_per_week: Option<f64>,
    pub salary_cents: Option<i64>,
    pub hourly_rate_cents: Option<i64>,
    pub job_class: Option<String>,
    pub employee_class: Option<String>,
    pub medical_tier: Option<TierOrWaived>,
    pub dental_tier: Option<TierOrWaived>,
    pub vision_tier: Option<TierOrWaived>,
    #[oai(default)]
    pub tobacco: bool,
    #[oai(default)]
    pub dependents: Vec<DependentInput>,
    /// Required on save: the version you read.
    pub version: Option<i32>,
}

#[derive(Debug, Object)]
pub struct Termination {
    /// The last day of employment (and of coverage by default).
    pub date: NaiveDate,
    pub reason: Option<String>,
}

#[derive(Debug, Object)]
pub struct RevealRequest {
    /// Reveal a dependent's SSN instead of the employee's.
    pub dependent_id: Option<Uuid>,
}

#[derive(Debug, Object)]
pub struct RevealedSsn {
    /// `123-45-6789`.
    pub ssn: String,
}

#[derive(ApiResponse)]
pub enum EmployeeCreated {
    #[oai(status = 201)]
    Created(Json<Employee>),
}

#[cfg(test)]
mod tests {
    use poem_openapi::types::ToJSON;

    use super::*;
    use crate::list::Page;

    fn summary(filled: bool) -> EmployeeSummary {
        let some = |s: &str| filled.then(|| s.to_string());
        EmployeeSummary {
            id: Uuid::from_u128(0x1234_5678_9abc_def0_1234_5678_9abc_def0),
            group_id: Uuid::from_u128(7),
            group_name: "Bright \"Path\" Dental".into(),
            first_name: "Zoë".into(),
            last_name: "O'Neil".into(),
            dob: NaiveDate::from_ymd_opt(1984, 2, 29).unwrap(),
            age: 42,
            email: some("zoe@example.com"),
            status: EmploymentStatus::Active,
            hire_date: filled.then(|| NaiveDate::from_ymd_opt(2020, 1, 6).unwrap()),
            termination_date: None,
            employee_class: some("Full-time"),
            medical_tier: filled.then_some(TierOrWaived::W),
            dependents_count: 3,
            ssn_masked: some("***-**-1234"),
            zip: some("80202"),
        }
    }

    #[test]
    fn a_summary_page_is_written_by_serde_exactly_as_its_schema_says() {
        for filled in [true, false] {
            let page = Page {
                data: vec![summary(filled), summary(!filled)],
                total: 2,
            };
            assert_eq!(
                serde_json::to_value(&page).unwrap(),
                page.to_json().unwrap()
            );
        }
    }
}
