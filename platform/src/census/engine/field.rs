//! The census columns the engine knows about.

use serde::{Deserialize, Serialize};

/// A census column (see DOMAIN.md, "Census").
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Field {
    /// Family / household identifier shared by an employee and their dependents.
    HouseholdId,
    /// Employee, spouse, domestic partner, child…
    Relationship,
    /// Given name.
    FirstName,
    /// Family name.
    LastName,
    /// Middle name or initial.
    MiddleName,
    /// A whole name in one cell ("Smith, John" or "John Smith").
    FullName,
    /// Date of birth.
    Dob,
    /// Gender.
    Gender,
    /// Home ZIP code.
    Zip,
    /// County (or FIPS) where a ZIP spans two.
    County,
    /// Medical coverage tier.
    MedicalTier,
    /// Dental coverage tier.
    DentalTier,
    /// Vision coverage tier.
    VisionTier,
    /// Tobacco use.
    Tobacco,
    /// FT / PT / COBRA / retiree / terminated.
    EmploymentStatus,
    /// Date of hire.
    HireDate,
    /// Date of termination.
    TerminationDate,
    /// Annual salary.
    Salary,
    /// Hourly wage.
    HourlyRate,
    /// Hours worked per week.
    HoursPerWeek,
    /// Job class / title / department.
    JobClass,
    /// E-mail address.
    Email,
    /// Phone number.
    Phone,
    /// Social security number.
    Ssn,
    /// The employer's own employee identifier.
    EmployeeId,
    /// Street address.
    AddressLine1,
    /// City.
    City,
    /// State (two-letter code).
    State,
    /// Whether a dependent is disabled (lets a child stay covered past 26).
    Disabled,
}

impl Field {
    /// Every field, in the order a UI would list them.
    pub const ALL: [Field; 29] = [
        Field::HouseholdId,
        Field::Relationship,
        Field::FirstName,
        Field::LastName,
        Field::MiddleName,
        Field::FullName,
        Field::Dob,
        Field::Gender,
        Field::Zip,
        Field::County,
        Field::MedicalTier,
        Field::DentalTier,
        Field::VisionTier,
        Field::Tobacco,
        Field::EmploymentStatus,
        Field::HireDate,
        Field::TerminationDate,
        Field::Salary,
        Field::HourlyRate,
        Field::HoursPerWeek,
        Field::JobClass,
        Field::Email,
        Field::Phone,
        Field::Ssn,
        Field::EmployeeId,
        Field::AddressLine1,
        Field::City,
        Field::State,
        Field::Disabled,
    ];

    /// Human label for the field.
    pub fn label(self) -> &'static str {
        match self {
            Field::HouseholdId => "Household ID",
            Field::Relationship => "Relationship",
            Field::FirstName => "First name",
            Field::LastName => "Last name",
            Field::MiddleName => "Middle name",
            Field::FullName => "Full name",
            Field::Dob => "Date of birth",
            Field::Gender => "Gender",
            Field::Zip => "ZIP code",
            Field::County => "County",
            Field::MedicalTier => "Medical tier",
            Field::DentalTier => "Dental tier",
            Field::VisionTier => "Vision tier",
            Field::Tobacco => "Tobacco use",
            Field::EmploymentStatus => "Employment status",
            Field::HireDate => "Hire date",
            Field::TerminationDate => "Termination date",
            Field::Salary => "Annual salary",
            Field::HourlyRate => "Hourly rate",
            Field::HoursPerWeek => "Hours per week",
            Field::JobClass => "Job class",
            Field::Email => "Email",
            Field::Phone => "Phone",
            Field::Ssn => "SSN",
            Field::EmployeeId => "Employee ID",
            Field::AddressLine1 => "Address",
            Field::City => "City",
            Field::State => "State",
            Field::Disabled => "Disabled",
        }
    }

    /// Whether the field can describe a dependent in an employee-per-row file
    /// ("Spouse DOB", "Dep 1 First Name").
    pub fn is_dependent_field(self) -> bool {
        matches!(
            self,
            Field::Relationship
                | Field::FirstName
                | Field::LastName
                | Field::MiddleName
                | Field::FullName
                | Field::Dob
                | Field::Gender
                | Field::Tobacco
                | Field::Ssn
                | Field::Disabled
        )
    }
}

/// A dependent column of an employee-per-row file.
///
/// Slot 0 is the spouse / partner ("Spouse DOB"); slots 1.. are the numbered
/// dependents ("Dep 1 First Name", "Child 2 DOB").
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub struct DependentField {
    /// 0 = spouse / partner, n = dependent n.
    pub slot: u8,
    /// What the column holds about that dependent.
    pub field: Field,
}

/// What a column maps to: a field of the row's person, or of one of its dependents.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum MappedField {
    /// A field of the person (or employee) the row describes.
    Person(Field),
    /// A field of a dependent held in the same row.
    Dependent(DependentField),
}

impl MappedField {
    /// Human label, e.g. "Date of birth" or "Dependent 2: Date of birth".
    pub fn label(self) -> String {
        match self {
            MappedField::Person(f) => f.label().to_string(),
            MappedField::Dependent(DependentField { slot: 0, field }) => {
                format!("Spouse: {}", field.label())
            }
            MappedField::Dependent(DependentField { slot, field }) => {
                format!("Dependent {slot}: {}", field.label())
            }
        }
    }
}
