//! The clean records the engine produces.

use chrono::NaiveDate;
use serde::{Deserialize, Serialize};

/// Gender as carriers ask for it.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Gender {
    /// M / Male.
    Male,
    /// F / Female.
    Female,
    /// X / non-binary.
    NonBinary,
    /// U / unknown / undisclosed.
    Unknown,
}

/// A person's relationship to the subscriber.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Relationship {
    /// The subscriber.
    Employee,
    /// Husband or wife.
    Spouse,
    /// Domestic / civil-union partner.
    DomesticPartner,
    /// Son, daughter, step-, foster or adopted child.
    Child,
    /// Any other dependent (grandchild, ward…).
    Other,
}

impl Relationship {
    /// Spouse or domestic partner.
    pub fn is_partner(self) -> bool {
        matches!(self, Relationship::Spouse | Relationship::DomesticPartner)
    }
}

/// Coverage tier of one line of coverage (see DOMAIN.md, "Coverage tiers").
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Tier {
    /// Employee only.
    EE,
    /// Employee + spouse / partner.
    ES,
    /// Employee + child(ren).
    EC,
    /// Family.
    EF,
    /// Waived.
    Waived,
}

/// Employment status.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum EmploymentStatus {
    /// Full time (also "active").
    FullTime,
    /// Part time.
    PartTime,
    /// Continuing under COBRA.
    Cobra,
    /// Retiree.
    Retiree,
    /// Terminated.
    Terminated,
}

/// One person of the census, employee or dependent.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct Person {
    /// 1-based source row (the spreadsheet row number).
    pub row: usize,
    /// Relationship to the subscriber.
    pub relationship: Relationship,
    /// The employer's employee id.
    pub external_id: Option<String>,
    /// Given name.
    pub first_name: Option<String>,
    /// Middle name or initial.
    pub middle_name: Option<String>,
    /// Family name.
    pub last_name: Option<String>,
    /// Date of birth.
    pub dob: Option<NaiveDate>,
    /// Gender.
    pub gender: Option<Gender>,
    /// Five-digit home ZIP.
    pub zip: Option<String>,
    /// County.
    pub county: Option<String>,
    /// Street address.
    pub address_line1: Option<String>,
    /// City.
    pub city: Option<String>,
    /// State.
    pub state: Option<String>,
    /// Medical tier.
    pub medical_tier: Option<Tier>,
    /// Dental tier.
    pub dental_tier: Option<Tier>,
    /// Vision tier.
    pub vision_tier: Option<Tier>,
    /// Tobacco use.
    pub tobacco: Option<bool>,
    /// Disabled (a child may stay covered past 26).
    pub disabled: Option<bool>,
    /// Employment status.
    pub employment_status: Option<EmploymentStatus>,
    /// Hire date.
    pub hire_date: Option<NaiveDate>,
    /// Termination date.
    pub termination_date: Option<NaiveDate>,
    /// Annual salary in cents.
    pub salary_cents: Option<i64>,
    /// Hourly rate in cents.
    pub hourly_rate_cents: Option<i64>,
    /// Hours per week.
    pub hours_per_week: Option<f32>,
    /// Job class.
    pub job_class: Option<String>,
    /// Lower-cased e-mail address.
    pub email: Option<String>,
    /// Phone number, ten digits.
    pub phone: Option<String>,
    /// Social security number, nine digits.
    pub ssn: Option<String>,
    /// The dependent slot of an employee-per-row file the person was read from (0 the spouse).
    #[serde(default)]
    pub slot: Option<u8>,
}

impl Person {
    /// An empty person at `row` with the given relationship.
    pub fn new(row: usize, relationship: Relationship) -> Self {
        Person {
            row,
            relationship,
            external_id: None,
            first_name: None,
            middle_name: None,
            last_name: None,
            dob: None,
            gender: None,
            zip: None,
            county: None,
            address_line1: None,
            city: None,
            state: None,
            medical_tier: None,
            dental_tier: None,
            vision_tier: None,
            tobacco: None,
            disabled: None,
            employment_status: None,
            hire_date: None,
            termination_date: None,
            salary_cents: None,
            hourly_rate_cents: None,
            hours_per_week: None,
            job_class: None,
            email: None,
            phone: None,
            ssn: None,
            slot: None,
        }
    }

    /// "First Last", for messages.
    pub fn display_name(&self) -> String {
        let parts: Vec<&str> = [self.first_name.as_deref(), self.last_name.as_deref()]
            .into_iter()
            .flatten()
            .collect();
        if parts.is_empty() {
            format!("row {}", self.row)
        } else {
            parts.join(" ")
        }
    }

    /// Age in whole years on `on`.
    pub fn age_on(&self, on: NaiveDate) -> Option<i32> {
        self.dob
            .map(|dob| on.years_since(dob).map_or(-1, |y| y as i32))
    }
}

/// An employee and their dependents.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct Household {
    /// 1-based source row of the employee.
    pub row: usize,
    /// The household id of the file, when it has one.
    pub household_id: Option<String>,
    /// The subscriber.
    pub employee: Person,
    /// Spouse, partner and children, in file order.
    pub dependents: Vec<Person>,
}

impl Household {
    /// The employee followed by the dependents.
    pub fn members(&self) -> impl Iterator<Item = &Person> {
        std::iter::once(&self.employee).chain(&self.dependents)
    }
}
