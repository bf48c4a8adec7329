//! The roster and its changes in the X12 834 model: codes for relationships, lines, tiers,
//! genders and employment, and the maintenance of each member and coverage.

use chrono::NaiveDate;

use super::roster::{Change, CoveredRow, SentCoverage, SentMember};
use crate::x12::{
    Address, Coverage, CoverageLine, CoverageTier, EmploymentStatus, Gender, Maintenance, Member,
    Relationship,
};

pub fn maintenance(change: Change) -> Maintenance {
    match change {
        Change::Add => Maintenance::Add,
        Change::Change => Maintenance::Change,
        Change::Term => Maintenance::Term,
    }
}

fn relationship(text: &str) -> Relationship {
    match text {
        "self" => Relationship::Subscriber,
        "spouse" => Relationship::Spouse,
        "domestic_partner" => Relationship::LifePartner,
        _ => Relationship::Child,
    }
}

fn gender(text: Option<&str>) -> Gender {
    match text {
        Some("male") => Gender::Male,
        Some("female") => Gender::Female,
        _ => Gender::Unknown,
    }
}

fn line(text: &str) -> CoverageLine {
    match text {
        "dental" => CoverageLine::Dental,
        "vision" => CoverageLine::Vision,
        _ => CoverageLine::Health,
    }
}

fn tier(text: &str) -> Option<CoverageTier> {
    match text {
        "EE" => Some(CoverageTier::Employee),
        "ES" => Some(CoverageTier::EmployeeSpouse),
        "EC" => Some(CoverageTier::EmployeeChildren),
        "EF" => Some(CoverageTier::Family),
        _ => None,
    }
}

fn coverage(change: Maintenance, c: &SentCoverage) -> Coverage {
    Coverage {
        maintenance: change,
        line: line(&c.line),
        plan_id: c.plan_id.clone(),
        tier: c.tier.as_deref().and_then(tier),
        begin: c.begin,
        end: c.end,
    }
}

/// A member of the enrollment, with their SSN from the encrypted store.
pub fn member(
    p: &CoveredRow,
    ssn: Option<String>,
    group_number: &str,
    change: Maintenance,
    coverages: &[(Maintenance, &SentCoverage)],
) -> Member {
    let subscriber = p.dependent_id.is_none();
    let status = match (p.employee_status.as_str(), p.employment_type.as_deref()) {
        ("terminated", _) => EmploymentStatus::Terminated,
        (_, Some("part_time")) => EmploymentStatus::PartTime,
        (_, Some("full_time")) => EmploymentStatus::FullTime,
        _ => EmploymentStatus::Active,
    };
    let employment = subscriber.then_some(status);
    let address = match (&p.address_line1, &p.city, &p.state, &p.zip) {
        (Some(line1), Some(city), Some(state), Some(zip)) => Some(Address {
            line1: line1.clone(),
            line2: None,
            city: city.clone(),
            state: state.clone(),
            zip: zip.clone(),
        }),
        _ => None,
    };
    Member {
        relationship: relationship(&p.relationship),
        maintenance: change,
        employment,
        subscriber_id: p.subscriber_id.clone(),
        member_id: None,
        group_policy: Some(group_number.to_string()),
        first_name: p.first_name.clone(),
        middle_name: p.middle_name.clone(),
        last_name: p.last_name.clone(),
        ssn,
        address,
        birth_date: p.dob,
        gender: gender(p.gender.as_deref()),
        coverages: coverages.iter().map(|(m, c)| coverage(*m, c)).collect(),
    }
}

/// A member who left the enrollment, terminated from what the last file told the carrier.
pub fn gone_member(
    sent: &SentMember,
    group_number: &str,
    address: Option<Address>,
    coverages: &[SentCoverage],
) -> Member {
    let subscriber = sent.relationship == "self";
    Member {
        relationship: relationship(&sent.relationship),
        maintenance: Maintenance::Term,
        employment: subscriber.then_some(EmploymentStatus::Terminated),
        subscriber_id: sent.subscriber_id.clone(),
        member_id: None,
        group_policy: Some(group_number.to_string()),
        first_name: sent.first_name.clone(),
        middle_name: None,
        last_name: sent.last_name.clone(),
        ssn: None,
        address,
        birth_date: sent.dob,
        gender: gender(sent.gender.as_deref()),
        coverages: coverages
            .iter()
            .map(|c| coverage(Maintenance::Term, c))
            .collect(),
    }
}

/// The day a file's members take effect from (DTP*007): today, or the coverage start if later.
pub fn file_effective(today: NaiveDate, coverage_start: NaiveDate) -> NaiveDate {
    today.max(coverage_start)
}
