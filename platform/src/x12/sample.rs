//! A small enrollment file the unit tests share: a family of three and a terminated single.

use chrono::NaiveDate;

use super::model::*;

pub fn day(year: i32, month: u32, day: u32) -> NaiveDate {
    NaiveDate::from_ymd_opt(year, month, day).unwrap()
}

pub fn subscriber(subscriber_id: &str, last_name: &str, first_name: &str) -> Member {
    Member {
        relationship: Relationship::Subscriber,
        maintenance: Maintenance::Add,
        employment: Some(EmploymentStatus::FullTime),
        subscriber_id: subscriber_id.into(),
        member_id: Some(format!("{subscriber_id}-01")),
        group_policy: Some("GRP-100".into()),
        first_name: first_name.into(),
        middle_name: Some("Q".into()),
        last_name: last_name.into(),
        ssn: Some("123456789".into()),
        address: Some(Address {
            line1: "12 OAK ST".into(),
            line2: Some("APT 4".into()),
            city: "SPRINGFIELD".into(),
            state: "IL".into(),
            zip: "62701".into(),
        }),
        birth_date: day(1980, 2, 29),
        gender: Gender::Male,
        coverages: vec![
            Coverage {
                maintenance: Maintenance::Add,
                line: CoverageLine::Health,
                plan_id: "PPO-GOLD".into(),
                tier: Some(CoverageTier::Family),
                begin: day(2025, 1, 1),
                end: None,
            },
            Coverage {
                maintenance: Maintenance::Add,
                line: CoverageLine::Dental,
                plan_id: "DEN-BASE".into(),
                tier: Some(CoverageTier::Family),
                begin: day(2025, 1, 1),
                end: None,
            },
        ],
    }
}

pub fn dependent(of: &Member, relationship: Relationship, first_name: &str) -> Member {
    Member {
        relationship,
        employment: None,
        member_id: None,
        first_name: first_name.into(),
        middle_name: None,
        ssn: None,
        address: None,
        birth_date: day(2012, 7, 14),
        gender: Gender::Female,
        coverages: of
            .coverages
            .iter()
            .map(|coverage| Coverage {
                tier: None,
                ..coverage.clone()
            })
            .collect(),
        ..of.clone()
    }
}

pub fn file() -> EnrollmentFile {
    let doe = subscriber("SUB001", "DOE", "JOHN");
    let spouse = dependent(&doe, Relationship::Spouse, "JANE");
    let child = dependent(&doe, Relationship::Child, "AMY");
    let mut roe = subscriber("SUB002", "ROE", "RICHARD");
    roe.maintenance = Maintenance::Term;
    roe.employment = Some(EmploymentStatus::Terminated);
    roe.ssn = None;
    roe.middle_name = None;
    roe.coverages.truncate(1);
    roe.coverages[0].maintenance = Maintenance::Term;
    roe.coverages[0].tier = Some(CoverageTier::Employee);
    roe.coverages[0].end = Some(day(2025, 3, 31));
    EnrollmentFile {
        purpose: FilePurpose::Change,
        usage: Usage::Test,
        sender_id: "CANOPY".into(),
        receiver_id: "CARRIER01".into(),
        interchange_control: 42,
        group_control: 7,
        transaction_control: 1,
        created_at: day(2025, 3, 1).and_hms_opt(9, 30, 0).unwrap(),
        reference: "ENR-2025-03".into(),
        master_policy: "GRP-100".into(),
        file_effective: day(2025, 3, 1),
        sponsor: Party {
            name: "ACME WIDGETS".into(),
            id: PartyId::Fein("123456789".into()),
        },
        payer: Party {
            name: "BLUE MEADOW HEALTH".into(),
            id: PartyId::Fein("987654321".into()),
        },
        broker: Party {
            name: "CANOPY BENEFITS".into(),
            id: PartyId::Assigned("BRK-77".into()),
        },
        members: vec![doe, spouse, child, roe],
    }
}
