//! The 834 writer and reader: generated files pass pyx12, the reference validator, and read
//! back to what was written; a broken file fails pyx12; bad input gives the reader's errors; a
//! file in another sender's layout reads.

mod pyx12;

use std::sync::OnceLock;

use chrono::{Days, NaiveDate, NaiveDateTime, NaiveTime};
use platform::x12::{
    read, write, Address, Coverage, CoverageLine, CoverageTier, EmploymentStatus, EnrollmentFile,
    FilePurpose, Gender, Maintenance, Member, ParsedFile, Party, PartyId, ReadError, Relationship,
    Unclosed, Usage,
};
use proptest::prelude::*;
use proptest::strategy::ValueTree;
use proptest::test_runner::TestRunner;

const OTHER_SENDER: &str = include_str!("fixtures/x12/other-sender.834");

fn day(year: i32, month: u32, day: u32) -> NaiveDate {
    NaiveDate::from_ymd_opt(year, month, day).unwrap()
}

fn date_from(start: NaiveDate, within_days: u64) -> impl Strategy<Value = NaiveDate> {
    (0..within_days).prop_map(move |offset| start + Days::new(offset))
}

fn optional<T: std::fmt::Debug>(
    strategy: impl Strategy<Value = T>,
) -> impl Strategy<Value = Option<T>> {
    prop::option::of(strategy)
}

/// Upper-case names with the punctuation names carry.
fn person_name(max: usize) -> impl Strategy<Value = String> {
    prop::string::string_regex(&format!("[A-Z]([A-Z' -]{{0,{}}}[A-Z])?", max - 2)).unwrap()
}

fn address() -> impl Strategy<Value = Address> {
    (
        "[1-9][0-9]{0,4} [A-Z]{3,12} (ST|AVE|RD|BLVD)",
        optional("(APT|UNIT|STE) [0-9]{1,4}"),
        "[A-Z]{2,14}( [A-Z]{2,10})?",
        prop::sample::select(&["IL", "CA", "NY", "TX", "WA", "FL", "PR", "DC", "MA", "GU"][..]),
        "[0-9]{5}|[0-9]{9}",
    )
        .prop_map(|(line1, line2, city, state, zip)| Address {
            line1,
            line2,
            city,
            state: state.to_owned(),
            zip,
        })
}

fn coverage(subscriber: bool) -> impl Strategy<Value = Coverage> {
    (
        prop::sample::select(
            &[
                Maintenance::Add,
                Maintenance::Change,
                Maintenance::Term,
                Maintenance::Reinstate,
            ][..],
        ),
        prop::sample::select(CoverageLine::ALL),
        "[A-Z]{2,5}-[A-Z0-9]{1,10}",
        prop::sample::select(CoverageTier::ALL),
        date_from(day(2020, 1, 1), 2500),
        optional(0..800u64),
    )
        .prop_map(
            move |(maintenance, line, plan_id, tier, begin, ends_after)| Coverage {
                maintenance,
                line,
                plan_id,
                tier: subscriber.then_some(tier),
                begin,
                end: match (maintenance, ends_after) {
                    (Maintenance::Term, None) => Some(begin + Days::new(30)),
                    (_, ends_after) => ends_after.map(|days| begin + Days::new(days)),
                },
            },
        )
}

/// A member of the family `subscriber_id` heads; the subscriber carries the address and the
/// employment status the implementation guide requires of them.
fn member(relationship: Relationship, subscriber_id: String) -> impl Strategy<Value = Member> {
    let subscriber = relationship.is_subscriber();
    (
        (
            prop::sample::select(
                &[
                    Maintenance::Add,
                    Maintenance::Change,
                    Maintenance::Term,
                    Maintenance::Reinstate,
                ][..],
            ),
            prop::sample::select(EmploymentStatus::ALL),
            optional("[A-Z0-9]{4,12}"),
            optional("GRP-[0-9]{3,6}"),
        ),
        (
            person_name(35),
            optional(person_name(25)),
            person_name(60),
            optional("[0-9]{9}"),
        ),
        (
            address(),
            any::<bool>(),
            date_from(day(1930, 1, 1), 33_000),
            prop::sample::select(Gender::ALL),
            prop::collection::vec(coverage(subscriber), 0..=4),
        ),
    )
        .prop_map(
            move |(
                (maintenance, employment, member_id, group_policy),
                (first_name, middle_name, last_name, ssn),
                (address, lives_elsewhere, birth_date, gender, coverages),
            )| Member {
                relationship,
                maintenance,
                employment: subscriber.then_some(employment),
                subscriber_id: subscriber_id.clone(),
                member_id,
                group_policy,
                first_name,
                middle_name,
                last_name,
                ssn,
                address: (subscriber || lives_elsewhere).then_some(address),
                birth_date,
                gender,
                coverages,
            },
        )
}

/// A subscriber followed by up to four dependents.
fn family() -> impl Strategy<Value = Vec<Member>> {
    let relationships = prop::collection::vec(
        prop::sample::select(
            &[
                Relationship::Spouse,
                Relationship::LifePartner,
                Relationship::Child,
                Relationship::Child,
            ][..],
        ),
        0..=4,
    );
    ("[A-Z]{1,3}[0-9]{4,9}", relationships).prop_flat_map(|(subscriber_id, relationships)| {
        let mut members = vec![member(Relationship::Subscriber, subscriber_id.clone()).boxed()];
        members.extend(
            relationships
                .into_iter()
                .map(|relationship| member(relationship, subscriber_id.clone()).boxed()),
        );
        members
    })
}

fn party_id() -> impl Strategy<Value = PartyId> {
    prop_oneof![
        "[0-9]{9}".prop_map(PartyId::Fein),
        "[A-Z0-9-]{2,20}".prop_map(PartyId::Assigned),
        "[A-Z0-9]{2,12}".prop_map(PartyId::CmsPlanId),
    ]
}

fn party(id: impl Strategy<Value = PartyId>) -> impl Strategy<Value = Party> {
    ("[A-Z][A-Z &,.-]{0,40}[A-Z]", id).prop_map(|(name, id)| Party { name, id })
}

fn enrollment_file() -> impl Strategy<Value = EnrollmentFile> {
    (
        (
            prop::sample::select(FilePurpose::ALL),
            prop::sample::select(Usage::ALL),
            "[A-Z0-9]{2,15}",
            "[A-Z0-9]{2,15}",
            (1..=999_999_999u32, 1..=999_999_999u32, 1..=999_999_999u32),
        ),
        (
            date_from(day(2020, 1, 1), 3650),
            0..24u32,
            0..60u32,
            "[A-Z0-9-]{1,30}",
            "[A-Z0-9-]{1,20}",
            date_from(day(2020, 1, 1), 3650),
        ),
        (
            party("[0-9]{9}".prop_map(PartyId::Fein)),
            party(party_id()),
            party(party_id()),
        ),
        prop::collection::vec(family(), 1..=5),
    )
        .prop_map(
            |(
                (purpose, usage, sender_id, receiver_id, controls),
                (created_on, hour, minute, reference, master_policy, file_effective),
                (sponsor, payer, broker),
                families,
            )| {
                let mut file = EnrollmentFile {
                    purpose,
                    usage,
                    sender_id,
                    receiver_id,
                    interchange_control: controls.0,
                    group_control: controls.1,
                    transaction_control: controls.2,
                    created_at: created_on
                        .and_time(NaiveTime::from_hms_opt(hour, minute, 0).unwrap()),
                    reference,
                    master_policy,
                    file_effective,
                    sponsor,
                    payer,
                    broker,
                    members: families.into_iter().flatten().collect(),
                };
                with_purpose(&mut file, purpose);
                file
            },
        )
}

/// Sets the file's purpose; full and verify files hold audits only.
fn with_purpose(file: &mut EnrollmentFile, purpose: FilePurpose) {
    file.purpose = purpose;
    if purpose != FilePurpose::Change {
        for member in &mut file.members {
            member.maintenance = Maintenance::Audit;
            for coverage in &mut member.coverages {
                coverage.maintenance = Maintenance::Audit;
            }
        }
    }
}

fn assert_reads_back(file: &EnrollmentFile, parsed: &ParsedFile) {
    assert_eq!(parsed.members, file.members);
    assert_eq!(parsed.purpose, file.purpose);
    assert_eq!(parsed.usage, file.usage);
    assert_eq!(parsed.sender_id, file.sender_id);
    assert_eq!(parsed.receiver_id, file.receiver_id);
    assert_eq!(parsed.interchange_control, file.interchange_control);
    assert_eq!(parsed.group_control, file.group_control);
    assert_eq!(parsed.transaction_control, file.transaction_control);
    assert_eq!(parsed.created_at, file.created_at);
    assert_eq!(parsed.reference, file.reference);
    assert_eq!(parsed.master_policy.as_ref(), Some(&file.master_policy));
    assert_eq!(parsed.file_effective, Some(file.file_effective));
    assert_eq!(parsed.sponsor, file.sponsor);
    assert_eq!(parsed.payer, file.payer);
    assert_eq!(parsed.broker.as_ref(), Some(&file.broker));
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(200))]

    #[test]
    fn every_written_file_reads_back(file in enrollment_file()) {
        let written = write(&file).unwrap();
        let parsed = read(&written.text).unwrap();
        assert_reads_back(&file, &parsed);
        prop_assert_eq!(parsed.counts, written.counts);
    }
}

/// The files pyx12 checks, all in one run of it.
struct Batch {
    generated: Vec<EnrollmentFile>,
    texts: Vec<String>,
    verdicts: Vec<pyx12::Verdict>,
}

const GENERATED: usize = 48;

fn batch() -> &'static Batch {
    static BATCH: OnceLock<Batch> = OnceLock::new();
    BATCH.get_or_init(|| {
        let mut runner = TestRunner::deterministic();
        let strategy = enrollment_file();
        let generated: Vec<EnrollmentFile> = (0..GENERATED)
            .map(|index| {
                let mut file = strategy.new_tree(&mut runner).unwrap().current();
                with_purpose(&mut file, FilePurpose::ALL[index % 3]);
                file.usage = Usage::ALL[index % 2];
                file
            })
            .collect();
        let mut texts: Vec<String> = generated
            .iter()
            .map(|file| write(file).unwrap().text)
            .collect();
        texts.push(with_ins03(&texts[0], "999"));
        texts.push(OTHER_SENDER.to_owned());
        let named: Vec<(String, String)> = texts
            .iter()
            .enumerate()
            .map(|(index, text)| (format!("file {index}"), text.clone()))
            .collect();
        let verdicts = pyx12::validate(&named);
        Batch {
            generated,
            texts,
            verdicts,
        }
    })
}

/// The text with the maintenance type code of its first member replaced.
fn with_ins03(text: &str, code: &str) -> String {
    let ins = text.lines().find(|line| line.starts_with("INS*")).unwrap();
    let mut elements: Vec<&str> = ins.split('*').collect();
    elements[3] = code;
    text.replacen(ins, &elements.join("*"), 1)
}

#[test]
fn generated_files_pass_pyx12_and_read_back() {
    let batch = batch();
    let failures: Vec<String> = batch.verdicts[..GENERATED]
        .iter()
        .zip(&batch.texts)
        .filter(|(verdict, _)| !verdict.ok)
        .map(|(verdict, text)| format!("{}: {:?}\n{text}", verdict.name, verdict.errors))
        .collect();
    assert!(
        failures.is_empty(),
        "pyx12 rejects:\n{}",
        failures.join("\n")
    );

    for (file, text) in batch.generated.iter().zip(&batch.texts) {
        assert_reads_back(file, &read(text).unwrap());
    }

    let members = || batch.generated.iter().flat_map(|file| &file.members);
    let coverages = || members().flat_map(|member| &member.coverages);
    for purpose in FilePurpose::ALL {
        assert!(batch.generated.iter().any(|file| file.purpose == *purpose));
    }
    for usage in Usage::ALL {
        assert!(batch.generated.iter().any(|file| file.usage == *usage));
    }
    for line in CoverageLine::ALL {
        assert!(coverages().any(|coverage| coverage.line == *line));
    }
    assert!(
        members()
            .filter(|m| !m.relationship.is_subscriber())
            .count()
            >= 20
    );
    assert!(members().any(|m| m.coverages.len() >= 3));
    assert!(members().any(|m| m.ssn.is_none()) && members().any(|m| m.ssn.is_some()));
    assert!(members().any(|m| m.middle_name.is_some()));
    assert!(members().any(|m| !m.relationship.is_subscriber() && m.address.is_some()));
    assert!(coverages().any(|c| c.maintenance == Maintenance::Term && c.end.is_some()));
    assert!(members().any(|m| m.maintenance == Maintenance::Term));
}

#[test]
fn pyx12_rejects_a_file_with_an_unknown_maintenance_type() {
    let batch = batch();
    let broken = &batch.verdicts[GENERATED];
    assert!(!broken.ok, "pyx12 accepts INS03 999");
    assert!(
        broken.errors.iter().any(|error| error.contains("INS03")),
        "{:?}",
        broken.errors
    );
}

#[test]
fn reads_another_senders_file() {
    assert!(
        batch().verdicts[GENERATED + 1].ok,
        "pyx12 rejects the fixture: {:?}",
        batch().verdicts[GENERATED + 1].errors
    );
    let parsed = read(OTHER_SENDER).unwrap();
    assert_eq!(parsed.purpose, FilePurpose::Change);
    assert_eq!(parsed.usage, Usage::Production);
    assert_eq!(
        (parsed.sender_id.as_str(), parsed.receiver_id.as_str()),
        ("362854187", "BMH834")
    );
    assert_eq!(
        (
            parsed.interchange_control,
            parsed.group_control,
            parsed.transaction_control
        ),
        (4711, 4711, 4711001)
    );
    assert_eq!(
        parsed.created_at,
        NaiveDateTime::new(
            day(2025, 2, 15),
            NaiveTime::from_hms_opt(14, 30, 12).unwrap()
        )
    );
    assert_eq!(parsed.reference, "HRIS-20250215-01");
    assert_eq!(parsed.master_policy.as_deref(), Some("POL-88-2210"));
    assert_eq!(parsed.file_effective, Some(day(2025, 3, 1)));
    assert_eq!(
        parsed.sponsor,
        Party {
            name: "Harbor Light Logistics".into(),
            id: PartyId::Fein("362854187".into())
        }
    );
    assert_eq!(parsed.payer.id, PartyId::CmsPlanId("BMH-IL-01".into()));
    assert_eq!(
        parsed.broker,
        Some(Party {
            name: "Northshore Benefit Advisors".into(),
            id: PartyId::Fein("208877665".into())
        })
    );
    assert_eq!(
        (
            parsed.counts.members,
            parsed.counts.subscribers,
            parsed.counts.dependents
        ),
        (5, 3, 2)
    );
    assert_eq!(parsed.counts.segments, 106);

    let [maria, carlos, lucia, dana, ji_woo] = parsed.members.as_slice() else {
        panic!("five members expected: {:#?}", parsed.members);
    };
    let coverage = |maintenance, line, plan_id: &str, tier, begin, end| Coverage {
        maintenance,
        line,
        plan_id: plan_id.into(),
        tier,
        begin,
        end,
    };
    let march = day(2025, 3, 1);
    assert_eq!(
        *maria,
        Member {
            relationship: Relationship::Subscriber,
            maintenance: Maintenance::Add,
            employment: Some(EmploymentStatus::FullTime),
            subscriber_id: "E10442".into(),
            member_id: None,
            group_policy: Some("POL-88-2210-A".into()),
            first_name: "Maria".into(),
            middle_name: Some("L".into()),
            last_name: "Gonzalez".into(),
            ssn: Some("111223333".into()),
            address: Some(Address {
                line1: "4410 N Clark St".into(),
                line2: Some("Unit 2R".into()),
                city: "Chicago".into(),
                state: "IL".into(),
                zip: "606404512".into(),
            }),
            birth_date: day(1985, 3, 12),
            gender: Gender::Female,
            coverages: vec![
                coverage(
                    Maintenance::Add,
                    CoverageLine::Health,
                    "HMO-BRONZE-24",
                    Some(CoverageTier::Family),
                    march,
                    None
                ),
                coverage(
                    Maintenance::Add,
                    CoverageLine::Dental,
                    "DEN-PPO-1500",
                    Some(CoverageTier::Family),
                    march,
                    None
                ),
                coverage(
                    Maintenance::Add,
                    CoverageLine::Vision,
                    "VSP-12",
                    Some(CoverageTier::Family),
                    march,
                    None
                ),
            ],
        }
    );
    assert_eq!(carlos.relationship, Relationship::Spouse);
    assert_eq!((carlos.ssn.as_ref(), carlos.address.as_ref()), (None, None));
    assert_eq!(carlos.employment, None);
    assert_eq!(
        carlos.coverages,
        [
            coverage(
                Maintenance::Add,
                CoverageLine::Health,
                "HMO-BRONZE-24",
                None,
                march,
                None
            ),
            coverage(
                Maintenance::Add,
                CoverageLine::Dental,
                "DEN-PPO-1500",
                None,
                march,
                None
            ),
        ]
    );
    assert_eq!(lucia.relationship, Relationship::Child);
    assert_eq!(
        lucia.ssn, None,
        "an NM1 identifier of qualifier ZZ is no SSN"
    );
    assert_eq!(lucia.birth_date, day(2013, 9, 9));
    assert_eq!(lucia.coverages.len(), 2);
    assert_eq!(dana.maintenance, Maintenance::Term);
    assert_eq!(dana.gender, Gender::Unknown);
    assert_eq!(
        dana.coverages,
        [
            coverage(
                Maintenance::Term,
                CoverageLine::Health,
                "PPO-GOLD-10",
                Some(CoverageTier::Employee),
                day(2024, 1, 1),
                Some(day(2025, 2, 28))
            ),
            coverage(
                Maintenance::Term,
                CoverageLine::Dental,
                "DEN-PPO-1500",
                Some(CoverageTier::Employee),
                day(2024, 1, 1),
                Some(day(2025, 2, 28))
            ),
        ]
    );
    assert_eq!(ji_woo.maintenance, Maintenance::Change);
    assert_eq!(ji_woo.employment, Some(EmploymentStatus::PartTime));
    assert_eq!(ji_woo.group_policy, None);
    assert!(ji_woo.coverages.is_empty());
}

/// The fixture with its segment of the given opening replaced.
fn fixture_with(opening: &str, replacement: &str) -> String {
    let line = OTHER_SENDER
        .lines()
        .find(|line| line.starts_with(opening))
        .unwrap();
    OTHER_SENDER.replacen(line, replacement, 1)
}

#[test]
fn reports_a_truncated_file() {
    let cut = &OTHER_SENDER[..OTHER_SENDER.find("\nSE|").unwrap()];
    let error = read(cut).unwrap_err();
    assert!(matches!(
        error,
        ReadError::Truncated {
            unclosed: Unclosed::Transaction,
            ..
        }
    ));
    assert_eq!(
        error.to_string(),
        "file ends inside a transaction: no SE/GE/IEA after segment 107 (DMG, line 107)"
    );
    let cut = &OTHER_SENDER[..OTHER_SENDER.find("\nIEA|").unwrap()];
    assert_eq!(
        read(cut).unwrap_err().to_string(),
        "file ends inside the interchange: no IEA after segment 109 (GE, line 109)"
    );
}

#[test]
fn reports_a_segment_with_the_wrong_element_separator() {
    let error = read(&fixture_with("N3|9 Elm", "N3*9 ELM AVE")).unwrap_err();
    assert!(matches!(error, ReadError::Separator { .. }), "{error:?}");
    assert_eq!(
        error.to_string(),
        "segment 105 (N3, line 105): element separator '|' expected, found '*'"
    );
}

#[test]
fn reports_a_wrong_segment_count() {
    let error = read(&fixture_with("SE|", "SE|105|4711001")).unwrap_err();
    assert!(
        matches!(error, ReadError::CountMismatch { .. }),
        "{error:?}"
    );
    assert_eq!(
        error.to_string(),
        "segment 108 (SE, line 108): SE01 counts 105 segments but the transaction has 106"
    );
}

#[test]
fn reports_mismatched_control_numbers() {
    let error = read(&fixture_with("GE|", "GE|1|4712")).unwrap_err();
    assert!(
        matches!(error, ReadError::ControlMismatch { .. }),
        "{error:?}"
    );
    assert_eq!(
        error.to_string(),
        "segment 109 (GE, line 109): control number 4712 (GE02) does not match 4711 (GS06)"
    );
}

#[test]
fn refuses_a_transaction_other_than_834() {
    let claim = OTHER_SENDER
        .replacen("GS|BE|", "GS|HC|", 1)
        .replacen("005010X220A1", "005010X222A1", 1)
        .replacen("ST|834|", "ST|837|", 1);
    let error = read(&claim).unwrap_err();
    assert!(matches!(error, ReadError::Unsupported { .. }), "{error:?}");
    assert_eq!(
        error.to_string(),
        "segment 2 (GS, line 2): functional group HC is not supported: only 834 benefit enrollment (005010X220A1) is read"
    );
    let error = read(&fixture_with("ST|", "ST|820|4711001|005010X220A1")).unwrap_err();
    assert_eq!(
        error.to_string(),
        "segment 3 (ST, line 3): transaction set 820 is not supported: only 834 benefit enrollment (005010X220A1) is read"
    );
}

#[test]
fn reports_an_unknown_code_with_the_element_name() {
    let error = read(&fixture_with("INS|Y|18|024", "INS|Y|18|999|07|A|||TE")).unwrap_err();
    assert_eq!(
        error.to_string(),
        "segment 87 (INS, line 87): INS03 (Maintenance Type Code) '999' is not a code this reader knows"
    );
    let error = read(&fixture_with("DMG|D8|1979", "DMG|D8|19791301|U")).unwrap_err();
    assert_eq!(
        error.to_string(),
        "segment 94 (DMG, line 94): DMG02 (Member Birth Date) '19791301' is not a CCYYMMDD date"
    );
}

#[test]
fn refuses_what_is_not_an_x12_file() {
    let error = read("first_name,last_name\nMaria,Gonzalez\n").unwrap_err();
    assert!(matches!(error, ReadError::NotX12 { .. }));
    let error = read("ISA|00|").unwrap_err();
    assert_eq!(
        error.to_string(),
        "not an X12 file: its ISA segment is too short"
    );
}
