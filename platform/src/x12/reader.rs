//! Reads an 834 interchange, from Canopy or from another sender: checks its envelope (the
//! ISA/IEA, GS/GE and ST/SE pairs, their counts and control numbers) and takes the members and
//! their coverages out of it, passing over the segments and loops Canopy does not model.

use std::fmt;

use chrono::{NaiveDate, NaiveDateTime, NaiveTime};
use thiserror::Error;

use super::model::{
    Address, Coverage, CoverageLine, CoverageTier, EmploymentStatus, FileCounts, FilePurpose,
    Gender, Maintenance, Member, Party, PartyId, Relationship, Usage,
};
use super::segments::{split, Segment, SegmentPosition, SplitError};

/// What an 834 file holds. The parts the implementation guide leaves to the sender's
/// discretion are optional.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ParsedFile {
    pub purpose: FilePurpose,
    pub usage: Usage,
    /// ISA06, without its padding.
    pub sender_id: String,
    /// ISA08, without its padding.
    pub receiver_id: String,
    pub interchange_control: u32,
    pub group_control: u32,
    pub transaction_control: u32,
    /// BGN03 and BGN04.
    pub created_at: NaiveDateTime,
    /// BGN02.
    pub reference: String,
    /// REF*38.
    pub master_policy: Option<String>,
    /// DTP*007.
    pub file_effective: Option<NaiveDate>,
    pub sponsor: Party,
    pub payer: Party,
    pub broker: Option<Party>,
    pub members: Vec<Member>,
    pub counts: FileCounts,
}

/// What is wrong with an element's value.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ElementProblem {
    Missing,
    UnknownCode,
    BadDate,
    BadTime,
    BadNumber,
}

impl ElementProblem {
    fn describe(self, value: &str) -> String {
        match self {
            ElementProblem::Missing => "is missing".into(),
            ElementProblem::UnknownCode => format!("'{value}' is not a code this reader knows"),
            ElementProblem::BadDate => format!("'{value}' is not a CCYYMMDD date"),
            ElementProblem::BadTime => format!("'{value}' is not an HHMM time"),
            ElementProblem::BadNumber => format!("'{value}' is not a number"),
        }
    }
}

/// Where the envelope ends too early.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Unclosed {
    Interchange,
    Group,
    Transaction,
}

impl fmt::Display for Unclosed {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Unclosed::Interchange => "inside the interchange: no IEA",
            Unclosed::Group => "inside a functional group: no GE/IEA",
            Unclosed::Transaction => "inside a transaction: no SE/GE/IEA",
        })
    }
}

/// Why a text cannot be read as an 834 file. Each names the segment it is about: its
/// 1-based position in the file, its identifier and its line.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum ReadError {
    #[error("not an X12 file: {reason}")]
    NotX12 { reason: &'static str },
    #[error("{at}: element separator '{expected}' expected, found '{found}'")]
    Separator {
        at: SegmentPosition,
        expected: char,
        found: char,
    },
    #[error("{at}: '{text}' is not a segment")]
    NotASegment { at: SegmentPosition, text: String },
    #[error("file ends {unclosed} after {last}")]
    Truncated {
        last: SegmentPosition,
        unclosed: Unclosed,
    },
    #[error("{at}: {element} counts {stated} {unit} but the {container} has {actual}")]
    CountMismatch {
        at: SegmentPosition,
        element: &'static str,
        stated: u64,
        actual: usize,
        unit: &'static str,
        container: &'static str,
    },
    #[error("{at}: control number {found} ({element}) does not match {expected} ({opening})")]
    ControlMismatch {
        at: SegmentPosition,
        element: &'static str,
        found: String,
        opening: &'static str,
        expected: String,
    },
    #[error("{at}: {element} ({name}) {}", .problem.describe(.value))]
    BadElement {
        at: SegmentPosition,
        element: String,
        name: &'static str,
        value: String,
        problem: ElementProblem,
    },
    #[error("{at}: {what} is not supported: only 834 benefit enrollment (005010X220A1) is read")]
    Unsupported { at: SegmentPosition, what: String },
    #[error("{at}: {problem}")]
    Structure {
        at: SegmentPosition,
        problem: String,
    },
    #[error("{at}: the {within} has no {segment}")]
    MissingSegment {
        at: SegmentPosition,
        within: &'static str,
        segment: &'static str,
    },
}

impl From<SplitError> for ReadError {
    fn from(error: SplitError) -> Self {
        match error {
            SplitError::NoIsa => ReadError::NotX12 {
                reason: "it does not open with an ISA segment",
            },
            SplitError::ShortIsa => ReadError::NotX12 {
                reason: "its ISA segment is too short",
            },
            SplitError::WrongSeparator {
                at,
                expected,
                found,
            } => ReadError::Separator {
                at,
                expected,
                found,
            },
            SplitError::NoIdentifier { at, text } => ReadError::NotASegment { at, text },
        }
    }
}

/// Reads one interchange holding one 834 transaction.
pub fn read(text: &str) -> Result<ParsedFile, ReadError> {
    let segments = split(text)?;
    let envelope = Envelope::check(&segments)?;
    let isa = envelope.isa;
    let usage = coded(isa, 15, "Usage Indicator", Usage::from_code)?;
    let mut body = envelope.body.iter().peekable();
    let header = read_header(&mut body, envelope.st)?;
    let mut members = Vec::new();
    while let Some(ins) = body.next() {
        let mut loop_segments = Vec::new();
        while let Some(segment) = body.next_if(|segment| segment.id != "INS") {
            loop_segments.push(segment);
        }
        members.push(read_member(ins, &loop_segments)?);
    }
    let counts = FileCounts::tally(&members, envelope.body.len() + 2);
    Ok(ParsedFile {
        purpose: header.purpose,
        usage,
        sender_id: isa.element(6).trim().to_owned(),
        receiver_id: isa.element(8).trim().to_owned(),
        interchange_control: control_number(isa, 13, "Interchange Control Number")?,
        group_control: control_number(envelope.gs, 6, "Group Control Number")?,
        transaction_control: control_number(envelope.st, 2, "Transaction Set Control Number")?,
        created_at: header.created_at,
        reference: header.reference,
        master_policy: header.master_policy,
        file_effective: header.file_effective,
        sponsor: header.sponsor,
        payer: header.payer,
        broker: header.broker,
        members,
        counts,
    })
}

const ENVELOPE_SEGMENTS: &[&str] = &["ISA", "GS", "ST", "SE", "GE", "IEA"];

/// The control segments around the transaction, checked against each other.
struct Envelope<'s, 'a> {
    isa: &'s Segment<'a>,
    gs: &'s Segment<'a>,
    st: &'s Segment<'a>,
    /// The segments between ST and SE.
    body: &'s [Segment<'a>],
}

impl<'s, 'a> Envelope<'s, 'a> {
    fn check(segments: &'s [Segment<'a>]) -> Result<Self, ReadError> {
        let isa = &segments[0];
        let mut rest = segments[1..].iter().filter(|segment| segment.id != "TA1");
        let truncated = |unclosed| ReadError::Truncated {
            last: segments[segments.len() - 1].position(),
            unclosed,
        };

        let gs = rest
            .next()
            .ok_or_else(|| truncated(Unclosed::Interchange))?;
        expect(gs, "GS", "after the ISA")?;
        if gs.element(1) != "BE" {
            return Err(ReadError::Unsupported {
                at: gs.position(),
                what: format!("functional group {}", gs.element(1)),
            });
        }
        check_version(gs, 8)?;

        let st = rest.next().ok_or_else(|| truncated(Unclosed::Group))?;
        expect(st, "ST", "after the GS")?;
        if st.element(1) != "834" {
            return Err(ReadError::Unsupported {
                at: st.position(),
                what: format!("transaction set {}", st.element(1)),
            });
        }
        if !st.element(3).is_empty() {
            check_version(st, 3)?;
        }

        let st_index = st.number - 1;
        let closing = segments[st_index + 1..]
            .iter()
            .find(|segment| ENVELOPE_SEGMENTS.contains(&segment.id));
        let se = match closing {
            Some(segment) if segment.id == "SE" => segment,
            Some(segment) => return Err(unexpected(segment, "before the transaction's SE")),
            None => return Err(truncated(Unclosed::Transaction)),
        };
        let se_index = se.number - 1;
        check_count(
            se,
            1,
            "SE01",
            se_index - st_index + 1,
            "segments",
            "transaction",
        )?;
        check_control(se, 2, "SE02", st, 2, "ST02")?;

        let mut rest = segments[se_index + 1..].iter();
        let ge = rest.next().ok_or_else(|| truncated(Unclosed::Group))?;
        if ge.id == "ST" {
            return Err(unexpected(
                ge,
                "after the first transaction: one is read per file",
            ));
        }
        expect(ge, "GE", "after the SE")?;
        check_count(ge, 1, "GE01", 1, "transaction sets", "group")?;
        check_control(ge, 2, "GE02", gs, 6, "GS06")?;

        let iea = rest
            .next()
            .ok_or_else(|| truncated(Unclosed::Interchange))?;
        if iea.id == "GS" {
            return Err(unexpected(
                iea,
                "after the first group: one is read per file",
            ));
        }
        expect(iea, "IEA", "after the GE")?;
        check_count(iea, 1, "IEA01", 1, "functional groups", "interchange")?;
        check_control(iea, 2, "IEA02", isa, 13, "ISA13")?;
        if let Some(extra) = rest.next() {
            return Err(unexpected(
                extra,
                "after the IEA: one interchange is read per file",
            ));
        }
        Ok(Envelope {
            isa,
            gs,
            st,
            body: &segments[st_index + 1..se_index],
        })
    }
}

fn expect(segment: &Segment, id: &str, place: &str) -> Result<(), ReadError> {
    if segment.id == id {
        Ok(())
    } else {
        Err(ReadError::Structure {
            at: segment.position(),
            problem: format!("{id} expected {place}, found {}", segment.id),
        })
    }
}

fn unexpected(segment: &Segment, place: &str) -> ReadError {
    ReadError::Structure {
        at: segment.position(),
        problem: format!("unexpected {} {place}", segment.id),
    }
}

fn check_version(segment: &Segment, position: usize) -> Result<(), ReadError> {
    let version = segment.element(position);
    if version.starts_with("005010X220") {
        Ok(())
    } else {
        Err(ReadError::Unsupported {
            at: segment.position(),
            what: format!("version {version}"),
        })
    }
}

fn check_count(
    segment: &Segment,
    position: usize,
    element: &'static str,
    actual: usize,
    unit: &'static str,
    container: &'static str,
) -> Result<(), ReadError> {
    let stated = number(segment, position, "Number of Included Segments or Sets")?;
    if stated == actual as u64 {
        Ok(())
    } else {
        Err(ReadError::CountMismatch {
            at: segment.position(),
            element,
            stated,
            actual,
            unit,
            container,
        })
    }
}

/// Compares a trailer's control number with its header's, as numbers, so that a sender's
/// zero padding in one of them does not matter.
fn check_control(
    trailer: &Segment,
    position: usize,
    element: &'static str,
    header: &Segment,
    header_position: usize,
    opening: &'static str,
) -> Result<(), ReadError> {
    let found = number(trailer, position, "Control Number")?;
    let expected = number(header, header_position, "Control Number")?;
    if found == expected {
        Ok(())
    } else {
        Err(ReadError::ControlMismatch {
            at: trailer.position(),
            element,
            found: trailer.element(position).to_owned(),
            opening,
            expected: header.element(header_position).to_owned(),
        })
    }
}

struct Header {
    purpose: FilePurpose,
    created_at: NaiveDateTime,
    reference: String,
    master_policy: Option<String>,
    file_effective: Option<NaiveDate>,
    sponsor: Party,
    payer: Party,
    broker: Option<Party>,
}

/// Reads the segments before the first member: BGN, REF*38, DTP*007 and the N1 loops.
fn read_header<'s, 'a: 's>(
    body: &mut std::iter::Peekable<std::slice::Iter<'s, Segment<'a>>>,
    st: &Segment,
) -> Result<Header, ReadError> {
    let bgn =
        body.next_if(|segment| segment.id == "BGN")
            .ok_or_else(|| ReadError::MissingSegment {
                at: st.position(),
                within: "transaction",
                segment: "BGN right after the ST",
            })?;
    let purpose = coded(bgn, 8, "Action Code", FilePurpose::from_code)?;
    let created_at = date(bgn, 3, "Transaction Set Creation Date")?.and_time(time(
        bgn,
        4,
        "Transaction Set Creation Time",
    )?);
    let reference = required(bgn, 2, "Transaction Set Reference Number")?.to_owned();
    let mut master_policy = None;
    let mut file_effective = None;
    let mut sponsor = None;
    let mut payer = None;
    let mut broker = None;
    while let Some(segment) = body.next_if(|segment| segment.id != "INS") {
        match (segment.id, segment.element(1)) {
            ("REF", "38") => {
                master_policy = Some(required(segment, 2, "Master Policy Number")?.to_owned())
            }
            ("DTP", "007") => file_effective = Some(dated(segment, "File Effective Date")?),
            ("N1", "P5") => sponsor = Some(party(segment)?),
            ("N1", "IN") => payer = Some(party(segment)?),
            ("N1", "BO") => broker = Some(party(segment)?),
            _ => {}
        }
    }
    let missing = |segment| ReadError::MissingSegment {
        at: st.position(),
        within: "transaction",
        segment,
    };
    Ok(Header {
        purpose,
        created_at,
        reference,
        master_policy,
        file_effective,
        sponsor: sponsor.ok_or_else(|| missing("N1*P5 sponsor"))?,
        payer: payer.ok_or_else(|| missing("N1*IN payer"))?,
        broker,
    })
}

fn party(n1: &Segment) -> Result<Party, ReadError> {
    let qualifier = required(n1, 3, "Identification Code Qualifier")?;
    let id = required(n1, 4, "Identification Code")?.to_owned();
    let id = PartyId::from_qualifier(qualifier, id).ok_or_else(|| {
        bad(
            n1,
            3,
            "Identification Code Qualifier",
            ElementProblem::UnknownCode,
        )
    })?;
    Ok(Party {
        name: n1.element(2).to_owned(),
        id,
    })
}

/// The loops of a member: its own segments, its name (2100A), the other names (2100B to 2100H),
/// disability (2200), a coverage (2300), a coverage's providers and coordination of benefits
/// (2310 to 2330) and the reporting categories (LS to LE).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum MemberLoop {
    Member,
    Name,
    OtherName,
    Disability,
    Coverage,
    CoverageDetail,
    Reporting,
}

struct CoverageDraft<'s, 'a> {
    hd: &'s Segment<'a>,
    begin: Option<NaiveDate>,
    end: Option<NaiveDate>,
}

fn read_member(ins: &Segment, segments: &[&Segment]) -> Result<Member, ReadError> {
    let relationship = coded(
        ins,
        2,
        "Individual Relationship Code",
        Relationship::from_code,
    )?;
    let maintenance = coded(ins, 3, "Maintenance Type Code", Maintenance::from_code)?;
    let employment = optional_coded(
        ins,
        8,
        "Employment Status Code",
        EmploymentStatus::from_code,
    )?;
    let mut subscriber_id = None;
    let mut member_id = None;
    let mut group_policy = None;
    let mut name = None;
    let mut street = None;
    let mut city = None;
    let mut demographics = None;
    let mut coverages: Vec<CoverageDraft> = Vec::new();
    let mut current = MemberLoop::Member;
    for &segment in segments {
        current = match (segment.id, current) {
            ("NM1", MemberLoop::Member) if ["IL", "74"].contains(&segment.element(1)) => {
                MemberLoop::Name
            }
            ("NM1", MemberLoop::Coverage) => MemberLoop::CoverageDetail,
            ("NM1", MemberLoop::Member | MemberLoop::Name | MemberLoop::OtherName) => {
                MemberLoop::OtherName
            }
            ("DSB", _) => MemberLoop::Disability,
            ("HD", _) => MemberLoop::Coverage,
            ("LX" | "COB", MemberLoop::Coverage | MemberLoop::CoverageDetail) => {
                MemberLoop::CoverageDetail
            }
            ("LS", _) => MemberLoop::Reporting,
            (_, current) => current,
        };
        match (segment.id, current) {
            ("REF", MemberLoop::Member) => match segment.element(1) {
                "0F" => subscriber_id = Some(required(segment, 2, "Subscriber Identifier")?),
                "1L" => group_policy = Some(required(segment, 2, "Member Policy Number")?),
                "23" => member_id = Some(required(segment, 2, "Client Number")?),
                _ => {}
            },
            ("NM1", MemberLoop::Name) => name = Some(segment),
            ("N3", MemberLoop::Name) => street = Some(segment),
            ("N4", MemberLoop::Name) => city = Some(segment),
            ("DMG", MemberLoop::Name) => demographics = Some(segment),
            ("HD", MemberLoop::Coverage) => coverages.push(CoverageDraft {
                hd: segment,
                begin: None,
                end: None,
            }),
            ("DTP", MemberLoop::Coverage) => {
                let coverage = coverages.last_mut().expect("a coverage loop opens with HD");
                match segment.element(1) {
                    "348" => coverage.begin = Some(dated(segment, "Benefit Begin Date")?),
                    "349" => coverage.end = Some(dated_end(segment, "Benefit End Date")?),
                    _ => {}
                }
            }
            _ => {}
        }
    }

    let missing = |segment| ReadError::MissingSegment {
        at: ins.position(),
        within: "member loop",
        segment,
    };
    let subscriber_id = subscriber_id.ok_or_else(|| missing("REF*0F subscriber identifier"))?;
    let name = name.ok_or_else(|| missing("NM1*IL member name"))?;
    let demographics = demographics.ok_or_else(|| missing("DMG birth date and gender"))?;
    let address = match (street, city) {
        (None, None) => None,
        (Some(_), None) => return Err(missing("N4 city, state and ZIP after its N3")),
        (None, Some(_)) => return Err(missing("N3 street address before its N4")),
        (Some(street), Some(city)) => Some(Address {
            line1: required(street, 1, "Member Address Line")?.to_owned(),
            line2: optional(street, 2),
            city: required(city, 1, "Member City Name")?.to_owned(),
            state: city.element(2).to_owned(),
            zip: city.element(3).to_owned(),
        }),
    };
    if demographics.element(1) != "D8" {
        return Err(bad(
            demographics,
            1,
            "Date Time Period Format Qualifier",
            ElementProblem::UnknownCode,
        ));
    }
    let ssn = (name.element(8) == "34")
        .then(|| required(name, 9, "Member Identifier").map(str::to_owned))
        .transpose()?;
    Ok(Member {
        relationship,
        maintenance,
        employment,
        subscriber_id: subscriber_id.to_owned(),
        member_id: member_id.map(str::to_owned),
        group_policy: group_policy.map(str::to_owned),
        first_name: required(name, 4, "Member First Name")?.to_owned(),
        middle_name: optional(name, 5),
        last_name: required(name, 3, "Member Last Name")?.to_owned(),
        ssn,
        address,
        birth_date: date(demographics, 2, "Member Birth Date")?,
        gender: coded(demographics, 3, "Gender Code", Gender::from_code)?,
        coverages: coverages
            .into_iter()
            .map(read_coverage)
            .collect::<Result<_, _>>()?,
    })
}

fn read_coverage(draft: CoverageDraft) -> Result<Coverage, ReadError> {
    let hd = draft.hd;
    Ok(Coverage {
        maintenance: coded(hd, 1, "Maintenance Type Code", Maintenance::from_code)?,
        line: coded(hd, 3, "Insurance Line Code", CoverageLine::from_code)?,
        plan_id: required(hd, 4, "Plan Coverage Description")?.to_owned(),
        tier: optional_coded(hd, 5, "Coverage Level Code", CoverageTier::from_code)?,
        begin: draft.begin.ok_or_else(|| ReadError::MissingSegment {
            at: hd.position(),
            within: "coverage loop",
            segment: "DTP*348 benefit begin date",
        })?,
        end: draft.end,
    })
}

fn bad(
    segment: &Segment,
    position: usize,
    name: &'static str,
    problem: ElementProblem,
) -> ReadError {
    ReadError::BadElement {
        at: segment.position(),
        element: format!("{}{position:02}", segment.id),
        name,
        value: segment.element(position).to_owned(),
        problem,
    }
}

fn required<'a>(
    segment: &Segment<'a>,
    position: usize,
    name: &'static str,
) -> Result<&'a str, ReadError> {
    let value = segment.element(position).trim();
    if value.is_empty() {
        Err(bad(segment, position, name, ElementProblem::Missing))
    } else {
        Ok(value)
    }
}

fn optional(segment: &Segment, position: usize) -> Option<String> {
    Some(segment.element(position).trim())
        .filter(|value| !value.is_empty())
        .map(str::to_owned)
}

fn coded<T>(
    segment: &Segment,
    position: usize,
    name: &'static str,
    from_code: fn(&str) -> Option<T>,
) -> Result<T, ReadError> {
    from_code(required(segment, position, name)?)
        .ok_or_else(|| bad(segment, position, name, ElementProblem::UnknownCode))
}

fn optional_coded<T>(
    segment: &Segment,
    position: usize,
    name: &'static str,
    from_code: fn(&str) -> Option<T>,
) -> Result<Option<T>, ReadError> {
    if segment.element(position).trim().is_empty() {
        Ok(None)
    } else {
        coded(segment, position, name, from_code).map(Some)
    }
}

fn number(segment: &Segment, position: usize, name: &'static str) -> Result<u64, ReadError> {
    required(segment, position, name)?
        .parse()
        .map_err(|_| bad(segment, position, name, ElementProblem::BadNumber))
}

fn control_number(
    segment: &Segment,
    position: usize,
    name: &'static str,
) -> Result<u32, ReadError> {
    required(segment, position, name)?
        .parse()
        .map_err(|_| bad(segment, position, name, ElementProblem::BadNumber))
}

fn date(segment: &Segment, position: usize, name: &'static str) -> Result<NaiveDate, ReadError> {
    let value = required(segment, position, name)?;
    parse_date(value).ok_or_else(|| bad(segment, position, name, ElementProblem::BadDate))
}

fn parse_date(value: &str) -> Option<NaiveDate> {
    if value.len() == 8 && value.bytes().all(|b| b.is_ascii_digit()) {
        NaiveDate::parse_from_str(value, "%Y%m%d").ok()
    } else {
        None
    }
}

/// HHMM, optionally followed by seconds and their decimals.
fn time(segment: &Segment, position: usize, name: &'static str) -> Result<NaiveTime, ReadError> {
    let value = required(segment, position, name)?;
    let field = |range: std::ops::Range<usize>| value.get(range).and_then(|v| v.parse().ok());
    let parsed = if value.bytes().all(|b| b.is_ascii_digit()) && matches!(value.len(), 4 | 6..=8) {
        let seconds = if value.len() >= 6 {
            field(4..6)
        } else {
            Some(0)
        };
        match (field(0..2), field(2..4), seconds) {
            (Some(hour), Some(minute), Some(second)) => {
                NaiveTime::from_hms_opt(hour, minute, second)
            }
            _ => None,
        }
    } else {
        None
    };
    parsed.ok_or_else(|| bad(segment, position, name, ElementProblem::BadTime))
}

/// The date of a DTP segment in the D8 format.
fn dated(dtp: &Segment, name: &'static str) -> Result<NaiveDate, ReadError> {
    match dtp.element(2) {
        "D8" => date(dtp, 3, name),
        "RD8" => range_bound(dtp, name, |(begin, _)| begin),
        _ => Err(bad(
            dtp,
            2,
            "Date Time Period Format Qualifier",
            ElementProblem::UnknownCode,
        )),
    }
}

/// An end date, which a sender may give as the end of a date range (RD8).
fn dated_end(dtp: &Segment, name: &'static str) -> Result<NaiveDate, ReadError> {
    match dtp.element(2) {
        "RD8" => range_bound(dtp, name, |(_, end)| end),
        _ => dated(dtp, name),
    }
}

fn range_bound(
    dtp: &Segment,
    name: &'static str,
    pick: fn((NaiveDate, NaiveDate)) -> NaiveDate,
) -> Result<NaiveDate, ReadError> {
    let value = required(dtp, 3, name)?;
    value
        .split_once('-')
        .and_then(|(begin, end)| Some((parse_date(begin)?, parse_date(end)?)))
        .map(pick)
        .ok_or_else(|| bad(dtp, 3, name, ElementProblem::BadDate))
}

#[cfg(test)]
mod tests {
    use super::super::sample;
    use super::super::writer::write;
    use super::*;

    fn sample_text() -> String {
        write(&sample::file()).unwrap().text
    }

    /// The sample with one segment replaced, found by its opening.
    fn altered(opening: &str, replacement: &str) -> String {
        let text = sample_text();
        let line = text
            .lines()
            .find(|line| line.starts_with(opening))
            .unwrap_or_else(|| panic!("no segment opens with {opening}"));
        text.replacen(line, replacement, 1)
    }

    fn position(number: usize, id: &str) -> SegmentPosition {
        SegmentPosition {
            number,
            id: id.into(),
            line: number,
        }
    }

    #[test]
    fn reads_back_what_the_writer_wrote() {
        let file = sample::file();
        let parsed = read(&write(&file).unwrap().text).unwrap();
        assert_eq!(parsed.members, file.members);
        assert_eq!(parsed.purpose, file.purpose);
        assert_eq!(parsed.usage, file.usage);
        assert_eq!(parsed.sender_id, file.sender_id);
        assert_eq!(parsed.receiver_id, file.receiver_id);
        assert_eq!(
            (
                parsed.interchange_control,
                parsed.group_control,
                parsed.transaction_control
            ),
            (42, 7, 1)
        );
        assert_eq!(parsed.created_at, file.created_at);
        assert_eq!(parsed.reference, file.reference);
        assert_eq!(parsed.master_policy.as_deref(), Some("GRP-100"));
        assert_eq!(parsed.file_effective, Some(file.file_effective));
        assert_eq!(parsed.sponsor, file.sponsor);
        assert_eq!(parsed.payer, file.payer);
        assert_eq!(parsed.broker.as_ref(), Some(&file.broker));
        assert_eq!(parsed.counts, write(&file).unwrap().counts);
    }

    #[test]
    fn reads_another_layout_and_skips_what_it_does_not_model() {
        let text = "ISA|00|          |00|          |ZZ|PRIOR BROKER   |ZZ|CARRIER        |240101|0800|}|00501|000000900|1|P|>\n\
GS|BE|PRIOR|CARRIER|20240101|080000|900|X|005010X220A1\n\
ST|834|900001|005010X220A1\n\
BGN|00|A1|20240101|080000|ET|||4\n\
N1|P5|EMPLOYER|24|991234567\n\
N1|IN|CARRIER|XV|CARRIER\n\
INS|Y|18|030|XN|A|||AC\n\
REF|0F|W1\n\
DTP|336|D8|20200101\n\
NM1|IL|1|Ng|Lee\n\
PER|IP||HP|5555550100\n\
DMG|D8|19700101|U\n\
LUI|LE|ENG||7\n\
NM1|70|1|Nguyen|Lee\n\
N3|9 ELSEWHERE\n\
N4|NOWHERE|CA|90001\n\
HD|030||VIS|V1\n\
DTP|348|RD8|20240101-20241231\n\
LX|1\n\
NM1|P3|1|EYES|DOC|||XX|1234567890\n\
LS|2700\n\
LX|1\n\
N1|75|PLAN\n\
REF|17|X\n\
DTP|007|D8|20240101\n\
LE|2700\n\
SE|25|900001\n\
GE|1|900\n\
IEA|1|000000900\n";
        let parsed = read(text).unwrap();
        assert_eq!(parsed.purpose, FilePurpose::Verify);
        assert_eq!(parsed.usage, Usage::Production);
        assert_eq!(parsed.sender_id, "PRIOR BROKER");
        assert_eq!(parsed.master_policy, None);
        assert_eq!(parsed.broker, None);
        assert_eq!(parsed.sponsor.id, PartyId::EmployerId("991234567".into()));
        assert_eq!(parsed.payer.id, PartyId::CmsPlanId("CARRIER".into()));
        let [member] = parsed.members.as_slice() else {
            panic!("one member expected, got {:?}", parsed.members)
        };
        assert_eq!(
            (member.last_name.as_str(), member.first_name.as_str()),
            ("Ng", "Lee")
        );
        assert_eq!(
            member.address, None,
            "the N3/N4 belong to the incorrect name's loop"
        );
        assert_eq!(member.employment, Some(EmploymentStatus::Active));
        assert_eq!(member.gender, Gender::Unknown);
        assert_eq!(member.coverages.len(), 1);
        assert_eq!(member.coverages[0].begin, sample::day(2024, 1, 1));
        assert_eq!(member.coverages[0].end, None);
    }

    #[test]
    fn refuses_what_is_not_an_interchange() {
        assert_eq!(
            read("Name,Date of birth\n").unwrap_err().to_string(),
            "not an X12 file: it does not open with an ISA segment"
        );
        assert_eq!(
            read("ISA*00*  *00").unwrap_err(),
            ReadError::NotX12 {
                reason: "its ISA segment is too short"
            }
        );
    }

    #[test]
    fn names_the_segment_that_breaks_the_envelope() {
        let error = read(&altered("SE*", "SE*51*0001~")).unwrap_err();
        assert_eq!(
            error.to_string(),
            "segment 54 (SE, line 54): SE01 counts 51 segments but the transaction has 52"
        );
        let error = read(&altered("SE*", "SE*52*0002~")).unwrap_err();
        assert_eq!(
            error.to_string(),
            "segment 54 (SE, line 54): control number 0002 (SE02) does not match 0001 (ST02)"
        );
        let error = read(&altered("GE*", "GE*2*7~")).unwrap_err();
        assert!(matches!(
            error,
            ReadError::CountMismatch {
                element: "GE01",
                stated: 2,
                actual: 1,
                ..
            }
        ));
        let error = read(&altered("IEA*", "IEA*1*000000043~")).unwrap_err();
        assert_eq!(
            error,
            ReadError::ControlMismatch {
                at: position(56, "IEA"),
                element: "IEA02",
                found: "000000043".into(),
                opening: "ISA13",
                expected: "000000042".into(),
            }
        );
    }

    #[test]
    fn reports_a_file_that_ends_too_early() {
        let text = sample_text();
        let cut = &text[..text.find("\nSE*").unwrap()];
        let error = read(cut).unwrap_err();
        assert_eq!(
            error.to_string(),
            "file ends inside a transaction: no SE/GE/IEA after segment 53 (DTP, line 53)"
        );
        let cut = &text[..text.find("IEA*").unwrap()];
        assert!(matches!(
            read(cut).unwrap_err(),
            ReadError::Truncated {
                unclosed: Unclosed::Interchange,
                ..
            }
        ));
    }

    #[test]
    fn refuses_other_transactions_and_versions() {
        let error = read(&altered("ST*", "ST*837*0001*005010X222A1~")).unwrap_err();
        assert_eq!(
            error.to_string(),
            "segment 3 (ST, line 3): transaction set 837 is not supported: only 834 benefit enrollment (005010X220A1) is read"
        );
        let error = read(&altered(
            "GS*",
            "GS*BE*CANOPY*CARRIER01*20250301*0930*7*X*004010X095A1~",
        ))
        .unwrap_err();
        assert_eq!(
            error,
            ReadError::Unsupported {
                at: position(2, "GS"),
                what: "version 004010X095A1".into()
            }
        );
    }

    #[test]
    fn names_a_bad_element() {
        let error = read(&altered("INS*N*01", "INS*N*01*999*28*A~")).unwrap_err();
        assert_eq!(
            error.to_string(),
            "segment 25 (INS, line 25): INS03 (Maintenance Type Code) '999' is not a code this reader knows"
        );
        let error = read(&altered("DMG*D8*2012", "DMG*D8*20120231*F~")).unwrap_err();
        assert_eq!(
            error,
            ReadError::BadElement {
                at: position(29, "DMG"),
                element: "DMG02".into(),
                name: "Member Birth Date",
                value: "20120231".into(),
                problem: ElementProblem::BadDate,
            }
        );
        let error = read(&altered("HD*024", "HD*024**LTD*PPO-GOLD*EMP~")).unwrap_err();
        assert!(
            matches!(error, ReadError::BadElement { element, problem: ElementProblem::UnknownCode, .. } if element == "HD03")
        );
    }

    #[test]
    fn names_a_segment_written_with_another_separator() {
        let error = read(&altered("REF*38", "REF|38|GRP-100~")).unwrap_err();
        assert_eq!(
            error.to_string(),
            "segment 5 (REF, line 5): element separator '*' expected, found '|'"
        );
    }

    #[test]
    fn names_the_loop_a_required_segment_is_missing_from() {
        let error = read(&altered("REF*0F*SUB002", "REF*ZZ*SUB002~")).unwrap_err();
        assert_eq!(
            error.to_string(),
            "segment 43 (INS, line 43): the member loop has no REF*0F subscriber identifier"
        );
        let error = read(&altered("N1*IN", "N1*TV*ADMIN*94*TPA1~")).unwrap_err();
        assert!(matches!(
            error,
            ReadError::MissingSegment {
                segment: "N1*IN payer",
                ..
            }
        ));
    }
}
