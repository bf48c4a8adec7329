//! Writes an [`EnrollmentFile`] as an 834 interchange, checking every value against what the
//! 005010X220A1 implementation guide allows before a byte is written.

use std::fmt;

use chrono::{Datelike, NaiveDate, NaiveDateTime};
use thiserror::Error;

use super::model::{
    Address, Coverage, EnrollmentFile, FileCounts, FilePurpose, Maintenance, Member, Party, PartyId,
};
use super::segments::Delimiters;

/// The implementation guide this writer follows (GS08, ST03).
pub const IMPLEMENTATION_GUIDE: &str = "005010X220A1";

/// US postal codes the implementation guide accepts for N402: the states, the District of
/// Columbia, the territories and the armed forces' codes.
const US_STATES: &[&str] = &[
    "AA", "AE", "AK", "AL", "AP", "AR", "AS", "AZ", "CA", "CO", "CT", "DC", "DE", "FL", "FM", "GA",
    "GU", "HI", "IA", "ID", "IL", "IN", "KS", "KY", "LA", "MA", "MD", "ME", "MH", "MI", "MN", "MO",
    "MP", "MS", "MT", "NC", "ND", "NE", "NH", "NJ", "NM", "NV", "NY", "OH", "OK", "OR", "PA", "PR",
    "RI", "SC", "SD", "TN", "TX", "UT", "VA", "VI", "VT", "WA", "WI", "WV", "WY",
];

/// A written interchange and what it holds.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Written {
    pub text: String,
    pub counts: FileCounts,
}

/// The part of a file a [`WriteError`] is about.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Location {
    Header,
    /// A member, by its 1-based position in the file and its name.
    Member {
        position: usize,
        name: String,
    },
    /// A member's coverage, by its 1-based position among the member's coverages.
    Coverage {
        position: usize,
        name: String,
        coverage: usize,
    },
}

impl fmt::Display for Location {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Location::Header => write!(f, "file header"),
            Location::Member { position, name } => write!(f, "member {position} ({name})"),
            Location::Coverage {
                position,
                name,
                coverage,
            } => write!(f, "member {position} ({name}), coverage {coverage}"),
        }
    }
}

/// Why a file cannot be written.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum WriteError {
    #[error("{location}: {field} contains '{character}', which separates the parts of the file")]
    Delimiter {
        location: Location,
        field: &'static str,
        character: char,
    },
    #[error("{location}: {field} contains '{character}', which X12 cannot carry")]
    Character {
        location: Location,
        field: &'static str,
        character: char,
    },
    #[error("{location}: {field} must have {min} to {max} characters, not {actual}")]
    Length {
        location: Location,
        field: &'static str,
        min: usize,
        max: usize,
        actual: usize,
    },
    #[error("{location}: {field} must be {expected}, not '{value}'")]
    Format {
        location: Location,
        field: &'static str,
        expected: &'static str,
        value: String,
    },
    #[error("{location}: {field} is required")]
    Missing {
        location: Location,
        field: &'static str,
    },
    #[error("{location}: {problem}")]
    Inconsistent { location: Location, problem: String },
    #[error("{field} must be between 1 and 999999999, not {value}")]
    ControlNumber { field: &'static str, value: u32 },
}

/// Writes the file as one interchange (ISA) holding one functional group (GS) holding one 834
/// transaction (ST), each segment ended by `~` and a line break.
pub fn write(file: &EnrollmentFile) -> Result<Written, WriteError> {
    for (field, value) in [
        (
            "interchange control number (ISA13)",
            file.interchange_control,
        ),
        ("group control number (GS06)", file.group_control),
        (
            "transaction control number (ST02)",
            file.transaction_control,
        ),
    ] {
        if !(1..=999_999_999).contains(&value) {
            return Err(WriteError::ControlNumber { field, value });
        }
    }
    let header = Location::Header;
    let sender = identifier(&header, "sender id (ISA06)", &file.sender_id, 2, 15)?;
    let receiver = identifier(&header, "receiver id (ISA08)", &file.receiver_id, 2, 15)?;
    let created = timestamp(&header, "creation time (BGN03)", file.created_at)?;
    let counts = FileCounts::tally(&file.members, 0);

    let mut body = Segments::default();
    body.header(file, &created, &counts)?;
    body.members(file)?;
    let counts = FileCounts {
        segments: body.0.len() + 2,
        ..counts
    };

    let interchange_control = format!("{:09}", file.interchange_control);
    let group_control = file.group_control.to_string();
    let transaction_control = format!("{:04}", file.transaction_control);
    let mut segments = Segments::default();
    segments.push(
        "ISA",
        &[
            "00",
            &" ".repeat(10),
            "00",
            &" ".repeat(10),
            "ZZ",
            &format!("{sender:<15}"),
            "ZZ",
            &format!("{receiver:<15}"),
            &file.created_at.format("%y%m%d").to_string(),
            &created.time,
            "^",
            "00501",
            &interchange_control,
            "0",
            file.usage.code(),
            ":",
        ],
    );
    segments.push(
        "GS",
        &[
            "BE",
            &sender,
            &receiver,
            &created.date,
            &created.time,
            &group_control,
            "X",
            IMPLEMENTATION_GUIDE,
        ],
    );
    segments.push("ST", &["834", &transaction_control, IMPLEMENTATION_GUIDE]);
    segments.0.extend(body.0);
    segments.push("SE", &[&counts.segments.to_string(), &transaction_control]);
    segments.push("GE", &["1", &group_control]);
    segments.push("IEA", &["1", &interchange_control]);
    let text = segments
        .0
        .iter()
        .map(|segment| format!("{segment}~\n"))
        .collect();
    Ok(Written { text, counts })
}

/// How the file names a party and which of its identifiers the implementation guide allows.
struct PartyRole {
    entity: &'static str,
    role: &'static str,
    name_field: &'static str,
    id_field: &'static str,
    qualifiers: &'static [&'static str],
}

const SPONSOR: PartyRole = PartyRole {
    entity: "P5",
    role: "sponsor",
    name_field: "sponsor name (N102)",
    id_field: "sponsor id (N104)",
    qualifiers: &["FI", "24", "94"],
};

const PAYER: PartyRole = PartyRole {
    entity: "IN",
    role: "payer",
    name_field: "payer name (N102)",
    id_field: "payer id (N104)",
    qualifiers: &["FI", "94", "XV"],
};

const BROKER: PartyRole = PartyRole {
    entity: "BO",
    role: "broker",
    name_field: "broker name (N102)",
    id_field: "broker id (N104)",
    qualifiers: &["FI", "94", "XV"],
};

/// Segments in the making, without their terminators.
#[derive(Default)]
struct Segments(Vec<String>);

impl Segments {
    /// Adds a segment, leaving out the empty elements that end it.
    fn push(&mut self, id: &str, elements: &[&str]) {
        let used = elements
            .iter()
            .rposition(|element| !element.is_empty())
            .map_or(0, |last| last + 1);
        let mut segment = id.to_owned();
        for element in &elements[..used] {
            segment.push('*');
            segment.push_str(element);
        }
        self.0.push(segment);
    }

    fn header(
        &mut self,
        file: &EnrollmentFile,
        created: &Timestamp,
        counts: &FileCounts,
    ) -> Result<(), WriteError> {
        let header = Location::Header;
        let reference = identifier(&header, "reference (BGN02)", &file.reference, 1, 50)?;
        self.push(
            "BGN",
            &[
                "00",
                &reference,
                &created.date,
                &created.time,
                "",
                "",
                "",
                file.purpose.code(),
            ],
        );
        let policy = identifier(
            &header,
            "master policy (REF*38)",
            &file.master_policy,
            1,
            50,
        )?;
        self.push("REF", &["38", &policy]);
        let effective = date(
            &header,
            "file effective date (DTP*007)",
            file.file_effective,
        )?;
        self.push("DTP", &["007", "D8", &effective]);
        self.push("QTY", &["TO", &counts.members.to_string()]);
        self.push("QTY", &["DT", &counts.dependents.to_string()]);
        self.push("QTY", &["ET", &counts.subscribers.to_string()]);
        self.party(&SPONSOR, &file.sponsor)?;
        self.party(&PAYER, &file.payer)?;
        self.party(&BROKER, &file.broker)
    }

    fn party(&mut self, role: &PartyRole, party: &Party) -> Result<(), WriteError> {
        let header = Location::Header;
        let name = name_text(&header, role.name_field, &party.name, 1, 60)?;
        let qualifier = party.id.qualifier();
        if !role.qualifiers.contains(&qualifier) {
            return Err(WriteError::Inconsistent {
                location: header,
                problem: format!(
                    "the {} cannot be identified by qualifier {qualifier}",
                    role.role
                ),
            });
        }
        let id = match &party.id {
            PartyId::Fein(fein) => {
                digits(&header, role.id_field, fein, &[9], "a FEIN of 9 digits")?
            }
            other => identifier(&header, role.id_field, other.value(), 2, 80)?,
        };
        self.push("N1", &[role.entity, &name, qualifier, &id]);
        Ok(())
    }

    fn members(&mut self, file: &EnrollmentFile) -> Result<(), WriteError> {
        let audits_only = matches!(file.purpose, FilePurpose::Full | FilePurpose::Verify);
        let mut current_subscriber: Option<&str> = None;
        for (index, member) in file.members.iter().enumerate() {
            let location = Location::Member {
                position: index + 1,
                name: display_name(member),
            };
            if audits_only && member.maintenance != Maintenance::Audit {
                return Err(WriteError::Inconsistent {
                    location,
                    problem: format!(
                        "a {} file lists every member as an audit (030), not {}",
                        purpose_name(file.purpose),
                        member.maintenance.code()
                    ),
                });
            }
            if member.relationship.is_subscriber() {
                current_subscriber = Some(&member.subscriber_id);
            } else if current_subscriber != Some(member.subscriber_id.as_str()) {
                return Err(WriteError::Inconsistent {
                    location,
                    problem: format!(
                        "a dependent must follow their subscriber (subscriber id {})",
                        member.subscriber_id
                    ),
                });
            }
            self.member(member, &location)?;
            for (coverage_index, coverage) in member.coverages.iter().enumerate() {
                let location = Location::Coverage {
                    position: index + 1,
                    name: display_name(member),
                    coverage: coverage_index + 1,
                };
                if audits_only && coverage.maintenance != Maintenance::Audit {
                    return Err(WriteError::Inconsistent {
                        location,
                        problem: format!(
                            "a {} file lists every coverage as an audit (030), not {}",
                            purpose_name(file.purpose),
                            coverage.maintenance.code()
                        ),
                    });
                }
                self.coverage(coverage, &location)?;
            }
        }
        Ok(())
    }

    fn member(&mut self, member: &Member, location: &Location) -> Result<(), WriteError> {
        let subscriber = member.relationship.is_subscriber();
        let employment = match (subscriber, member.employment) {
            (true, None) => {
                return Err(WriteError::Missing {
                    location: location.clone(),
                    field: "employment status (INS08) of a subscriber",
                })
            }
            (false, Some(_)) => {
                return Err(WriteError::Inconsistent {
                    location: location.clone(),
                    problem: "employment status (INS08) is given for subscribers only".into(),
                })
            }
            (_, employment) => employment.map_or("", |status| status.code()),
        };
        self.push(
            "INS",
            &[
                if subscriber { "Y" } else { "N" },
                member.relationship.code(),
                member.maintenance.code(),
                member.maintenance.reason_code(),
                "A",
                "",
                "",
                employment,
            ],
        );
        let subscriber_id = identifier(
            location,
            "subscriber id (REF*0F)",
            &member.subscriber_id,
            1,
            50,
        )?;
        self.push("REF", &["0F", &subscriber_id]);
        if let Some(policy) = &member.group_policy {
            let policy = identifier(location, "group policy (REF*1L)", policy, 1, 50)?;
            self.push("REF", &["1L", &policy]);
        }
        if let Some(member_id) = &member.member_id {
            let member_id = identifier(location, "member id (REF*23)", member_id, 1, 50)?;
            self.push("REF", &["23", &member_id]);
        }

        let last = name_text(location, "last name (NM103)", &member.last_name, 1, 60)?;
        let first = name_text(location, "first name (NM104)", &member.first_name, 1, 35)?;
        let middle = member
            .middle_name
            .as_deref()
            .map(|middle| name_text(location, "middle name (NM105)", middle, 1, 25))
            .transpose()?
            .unwrap_or_default();
        let ssn = member
            .ssn
            .as_deref()
            .map(|ssn| digits(location, "SSN (NM109)", ssn, &[9], "9 digits"))
            .transpose()?;
        let (qualifier, ssn) = ssn.map_or(("", String::new()), |ssn| ("34", ssn));
        self.push(
            "NM1",
            &["IL", "1", &last, &first, &middle, "", "", qualifier, &ssn],
        );

        match &member.address {
            Some(address) => self.address(address, location)?,
            None if subscriber => {
                return Err(WriteError::Missing {
                    location: location.clone(),
                    field: "address (N3/N4) of a subscriber",
                })
            }
            None => {}
        }
        let birth = date(location, "birth date (DMG02)", member.birth_date)?;
        self.push("DMG", &["D8", &birth, member.gender.code()]);
        Ok(())
    }

    fn address(&mut self, address: &Address, location: &Location) -> Result<(), WriteError> {
        let line1 = name_text(location, "address line 1 (N301)", &address.line1, 1, 55)?;
        let line2 = address
            .line2
            .as_deref()
            .map(|line2| name_text(location, "address line 2 (N302)", line2, 1, 55))
            .transpose()?
            .unwrap_or_default();
        self.push("N3", &[&line1, &line2]);
        let city = name_text(location, "city (N401)", &address.city, 2, 30)?;
        let state = address.state.trim().to_uppercase();
        if !US_STATES.contains(&state.as_str()) {
            return Err(WriteError::Format {
                location: location.clone(),
                field: "state (N402)",
                expected: "a US postal state code",
                value: address.state.clone(),
            });
        }
        let zip = digits(
            location,
            "ZIP (N403)",
            &address.zip,
            &[5, 9],
            "5 or 9 digits",
        )?;
        self.push("N4", &[&city, &state, &zip]);
        Ok(())
    }

    fn coverage(&mut self, coverage: &Coverage, location: &Location) -> Result<(), WriteError> {
        let plan = identifier(location, "plan id (HD04)", &coverage.plan_id, 1, 50)?;
        self.push(
            "HD",
            &[
                coverage.maintenance.code(),
                "",
                coverage.line.code(),
                &plan,
                coverage.tier.map_or("", |tier| tier.code()),
            ],
        );
        let begin = date(location, "begin date (DTP*348)", coverage.begin)?;
        self.push("DTP", &["348", "D8", &begin]);
        match coverage.end {
            Some(end) if end < coverage.begin => {
                return Err(WriteError::Inconsistent {
                    location: location.clone(),
                    problem: format!(
                        "coverage ends ({end}) before it begins ({})",
                        coverage.begin
                    ),
                })
            }
            Some(end) => {
                let end = date(location, "end date (DTP*349)", end)?;
                self.push("DTP", &["349", "D8", &end]);
            }
            None if coverage.maintenance == Maintenance::Term => {
                return Err(WriteError::Missing {
                    location: location.clone(),
                    field: "end date (DTP*349) of a terminated coverage",
                })
            }
            None => {}
        }
        Ok(())
    }
}

fn purpose_name(purpose: FilePurpose) -> &'static str {
    match purpose {
        FilePurpose::Change => "change",
        FilePurpose::Full => "full",
        FilePurpose::Verify => "verify",
    }
}

fn display_name(member: &Member) -> String {
    format!("{}, {}", member.last_name.trim(), member.first_name.trim())
}

/// Characters of the X12 extended character set, less the delimiters Canopy writes.
fn is_x12_character(character: char) -> bool {
    character.is_ascii_alphanumeric() || " !\"&'()+,-./;?=%@[]_{}\\|<>`#$".contains(character)
}

/// Checks a value's characters and length.
fn checked(
    location: &Location,
    field: &'static str,
    value: String,
    min: usize,
    max: usize,
) -> Result<String, WriteError> {
    if let Some(character) = value.chars().find(|c| !is_x12_character(*c)) {
        return Err(if Delimiters::STANDARD.contains(character) {
            WriteError::Delimiter {
                location: location.clone(),
                field,
                character,
            }
        } else {
            WriteError::Character {
                location: location.clone(),
                field,
                character,
            }
        });
    }
    let length = value.chars().count();
    if length == 0 {
        return Err(WriteError::Missing {
            location: location.clone(),
            field,
        });
    }
    if !(min..=max).contains(&length) {
        return Err(WriteError::Length {
            location: location.clone(),
            field,
            min,
            max,
            actual: length,
        });
    }
    Ok(value)
}

/// An identifier, written as given.
fn identifier(
    location: &Location,
    field: &'static str,
    value: &str,
    min: usize,
    max: usize,
) -> Result<String, WriteError> {
    checked(location, field, value.trim().to_owned(), min, max)
}

/// A name or address, written in upper case with the accents of Latin letters dropped.
fn name_text(
    location: &Location,
    field: &'static str,
    value: &str,
    min: usize,
    max: usize,
) -> Result<String, WriteError> {
    let upper: String = value
        .trim()
        .to_uppercase()
        .chars()
        .map(unaccented)
        .collect();
    checked(location, field, upper, min, max)
}

fn unaccented(character: char) -> char {
    match character {
        'À'..='Å' => 'A',
        'Ç' => 'C',
        'È'..='Ë' => 'E',
        'Ì'..='Ï' => 'I',
        'Ñ' => 'N',
        'Ò'..='Ö' | 'Ø' => 'O',
        'Ù'..='Ü' => 'U',
        'Ý' | 'Ÿ' => 'Y',
        other => other,
    }
}

fn digits(
    location: &Location,
    field: &'static str,
    value: &str,
    lengths: &[usize],
    expected: &'static str,
) -> Result<String, WriteError> {
    let value = value.trim();
    if lengths.contains(&value.len()) && value.bytes().all(|b| b.is_ascii_digit()) {
        Ok(value.to_owned())
    } else {
        Err(WriteError::Format {
            location: location.clone(),
            field,
            expected,
            value: value.to_owned(),
        })
    }
}

/// CCYYMMDD, for years the X12 date type can carry.
fn date(location: &Location, field: &'static str, value: NaiveDate) -> Result<String, WriteError> {
    if (1800..=9999).contains(&value.year()) {
        Ok(value.format("%Y%m%d").to_string())
    } else {
        Err(WriteError::Format {
            location: location.clone(),
            field,
            expected: "a date from the year 1800 to 9999",
            value: value.to_string(),
        })
    }
}

struct Timestamp {
    date: String,
    time: String,
}

fn timestamp(
    location: &Location,
    field: &'static str,
    value: NaiveDateTime,
) -> Result<Timestamp, WriteError> {
    Ok(Timestamp {
        date: date(location, field, value.date())?,
        time: value.format("%H%M").to_string(),
    })
}

#[cfg(test)]
mod tests {
    use super::super::model::EmploymentStatus;
    use super::super::sample::{self, day};
    use super::*;

    fn member_error(change: impl FnOnce(&mut EnrollmentFile)) -> WriteError {
        let mut file = sample::file();
        change(&mut file);
        write(&file).unwrap_err()
    }

    fn jane() -> Location {
        Location::Member {
            position: 2,
            name: "DOE, JANE".into(),
        }
    }

    #[test]
    fn writes_the_segments_of_the_implementation_guide() {
        let mut file = sample::file();
        file.members.drain(..3);
        let expected = "\
ISA*00*          *00*          *ZZ*CANOPY         *ZZ*CARRIER01      *250301*0930*^*00501*000000042*0*T*:~
GS*BE*CANOPY*CARRIER01*20250301*0930*7*X*005010X220A1~
ST*834*0001*005010X220A1~
BGN*00*ENR-2025-03*20250301*0930****2~
REF*38*GRP-100~
DTP*007*D8*20250301~
QTY*TO*1~
QTY*DT*0~
QTY*ET*1~
N1*P5*ACME WIDGETS*FI*123456789~
N1*IN*BLUE MEADOW HEALTH*FI*987654321~
N1*BO*CANOPY BENEFITS*94*BRK-77~
INS*Y*18*024*07*A***TE~
REF*0F*SUB002~
REF*1L*GRP-100~
REF*23*SUB002-01~
NM1*IL*1*ROE*RICHARD~
N3*12 OAK ST*APT 4~
N4*SPRINGFIELD*IL*62701~
DMG*D8*19800229*M~
HD*024**HLT*PPO-GOLD*EMP~
DTP*348*D8*20250101~
DTP*349*D8*20250331~
SE*22*0001~
GE*1*7~
IEA*1*000000042~
";
        let written = write(&file).unwrap();
        assert_eq!(written.text, expected);
        assert_eq!(written.text.lines().next().unwrap().len(), 106);
    }

    #[test]
    fn counts_members_coverages_and_segments() {
        let written = write(&sample::file()).unwrap();
        assert_eq!(
            written.counts,
            FileCounts {
                members: 4,
                subscribers: 2,
                dependents: 2,
                adds: 3,
                changes: 0,
                terms: 1,
                reinstatements: 0,
                audits: 0,
                coverages: 7,
                segments: 52,
            }
        );
        assert!(written.text.contains("QTY*TO*4~\nQTY*DT*2~\nQTY*ET*2~"));
        assert!(written.text.contains("SE*52*0001~"));
    }

    #[test]
    fn full_and_verify_files_list_every_member_and_coverage_as_an_audit() {
        let mut file = sample::file();
        file.purpose = FilePurpose::Full;
        let error = write(&file).unwrap_err();
        assert_eq!(
            error.to_string(),
            "member 1 (DOE, JOHN): a full file lists every member as an audit (030), not 021"
        );
        for member in &mut file.members {
            member.maintenance = Maintenance::Audit;
        }
        assert!(matches!(
            write(&file),
            Err(WriteError::Inconsistent {
                location: Location::Coverage { coverage: 1, .. },
                ..
            })
        ));
        for coverage in file.members.iter_mut().flat_map(|m| &mut m.coverages) {
            coverage.maintenance = Maintenance::Audit;
        }
        file.purpose = FilePurpose::Verify;
        let text = write(&file).unwrap().text;
        assert!(text.contains("BGN*00*ENR-2025-03*20250301*0930****4~"));
        assert_eq!(
            text.matches("INS*").count(),
            text.matches("*030*XN*A").count()
        );
        assert!(!text.contains("HD*021") && text.contains("HD*030**HLT*PPO-GOLD*FAM~"));
    }

    #[test]
    fn refuses_a_delimiter_naming_the_member_and_field() {
        let error = member_error(|file| file.members[1].last_name = "O*BRIEN".into());
        assert_eq!(
            error,
            WriteError::Delimiter {
                location: Location::Member {
                    position: 2,
                    name: "O*BRIEN, JANE".into()
                },
                field: "last name (NM103)",
                character: '*',
            }
        );
        assert_eq!(
            error.to_string(),
            "member 2 (O*BRIEN, JANE): last name (NM103) contains '*', which separates the parts of the file"
        );
        let error = member_error(|file| file.members[0].coverages[1].plan_id = "DEN~1".into());
        assert_eq!(
            error.to_string(),
            "member 1 (DOE, JOHN), coverage 2: plan id (HD04) contains '~', which separates the parts of the file"
        );
        for (value, character) in [("A:B", ':'), ("A^B", '^')] {
            let error =
                member_error(|file| file.members[0].address.as_mut().unwrap().line1 = value.into());
            assert!(matches!(error, WriteError::Delimiter { character: c, .. } if c == character));
        }
        let error = member_error(|file| file.reference = "REF*1".into());
        assert_eq!(
            error.to_string(),
            "file header: reference (BGN02) contains '*', which separates the parts of the file"
        );
    }

    #[test]
    fn writes_names_in_upper_case_without_accents() {
        let mut file = sample::file();
        file.members[0].first_name = " José ".into();
        file.members[0].last_name = "Müller-Lüdenscheidt".into();
        let text = write(&file).unwrap().text;
        assert!(text.contains("NM1*IL*1*MULLER-LUDENSCHEIDT*JOSE*Q***34*123456789~"));
        let error = member_error(|file| file.members[0].first_name = "Ærø".into());
        assert!(matches!(
            error,
            WriteError::Character {
                character: 'Æ', ..
            }
        ));
    }

    #[test]
    fn refuses_values_the_implementation_guide_does_not_allow() {
        let error = member_error(|file| file.members[1].ssn = Some("12345678".into()));
        assert_eq!(
            error.to_string(),
            "member 2 (DOE, JANE): SSN (NM109) must be 9 digits, not '12345678'"
        );
        let error =
            member_error(|file| file.members[0].address.as_mut().unwrap().state = "XX".into());
        assert!(matches!(
            error,
            WriteError::Format {
                field: "state (N402)",
                ..
            }
        ));
        let error =
            member_error(|file| file.members[0].address.as_mut().unwrap().zip = "6270".into());
        assert!(matches!(
            error,
            WriteError::Format {
                field: "ZIP (N403)",
                ..
            }
        ));
        let error =
            member_error(|file| file.members[0].address.as_mut().unwrap().city = "X".into());
        assert!(matches!(
            error,
            WriteError::Length {
                field: "city (N401)",
                min: 2,
                max: 30,
                actual: 1,
                ..
            }
        ));
        let error = member_error(|file| file.members[1].last_name = "L".repeat(61));
        assert!(matches!(
            error,
            WriteError::Length {
                field: "last name (NM103)",
                max: 60,
                actual: 61,
                ..
            }
        ));
        let error = member_error(|file| file.members[1].first_name = " ".into());
        assert_eq!(
            error,
            WriteError::Missing {
                location: Location::Member {
                    position: 2,
                    name: "DOE, ".into()
                },
                field: "first name (NM104)"
            }
        );
        let error = member_error(|file| file.sponsor.id = PartyId::Fein("12-3456789".into()));
        assert_eq!(
            error.to_string(),
            "file header: sponsor id (N104) must be a FEIN of 9 digits, not '12-3456789'"
        );
        let error = member_error(|file| file.sponsor.id = PartyId::CmsPlanId("X1".into()));
        assert!(matches!(
            error,
            WriteError::Inconsistent {
                location: Location::Header,
                ..
            }
        ));
        let error = member_error(|file| file.members[1].birth_date = day(1750, 1, 1));
        assert!(matches!(
            error,
            WriteError::Format {
                field: "birth date (DMG02)",
                ..
            }
        ));
        let error = member_error(|file| file.interchange_control = 0);
        assert_eq!(
            error.to_string(),
            "interchange control number (ISA13) must be between 1 and 999999999, not 0"
        );
        let error = member_error(|file| file.transaction_control = 1_000_000_000);
        assert!(matches!(error, WriteError::ControlNumber { .. }));
        let error = member_error(|file| file.sender_id = "C".into());
        assert!(matches!(
            error,
            WriteError::Length {
                field: "sender id (ISA06)",
                ..
            }
        ));
    }

    #[test]
    fn enforces_what_subscribers_and_dependents_carry() {
        let error = member_error(|file| file.members[0].address = None);
        assert_eq!(
            error.to_string(),
            "member 1 (DOE, JOHN): address (N3/N4) of a subscriber is required"
        );
        let error = member_error(|file| file.members[0].employment = None);
        assert!(matches!(
            error,
            WriteError::Missing {
                field: "employment status (INS08) of a subscriber",
                ..
            }
        ));
        let error =
            member_error(|file| file.members[1].employment = Some(EmploymentStatus::FullTime));
        assert!(matches!(error, WriteError::Inconsistent { location, .. } if location == jane()));
        let error = member_error(|file| file.members.swap(0, 1));
        assert_eq!(
            error.to_string(),
            "member 1 (DOE, JANE): a dependent must follow their subscriber (subscriber id SUB001)"
        );
    }

    #[test]
    fn checks_coverage_dates() {
        let error = member_error(|file| file.members[3].coverages[0].end = None);
        assert_eq!(
            error.to_string(),
            "member 4 (ROE, RICHARD), coverage 1: end date (DTP*349) of a terminated coverage is required"
        );
        let error = member_error(|file| file.members[3].coverages[0].end = Some(day(2024, 12, 31)));
        assert_eq!(
            error.to_string(),
            "member 4 (ROE, RICHARD), coverage 1: coverage ends (2024-12-31) before it begins (2025-01-01)"
        );
    }
}
