//! A carrier's list read into members: their eligibility or enrollment report as CSV or XLSX
//! (through the census reader, its columns found by name), or an 834. Every problem names the
//! row or segment; a list with a problem is refused whole.

use chrono::{NaiveDate, Utc};
// Faster than the standard library's hasher on a list's tens of thousands of keys.
use hashbrown::HashMap;

use crate::census::engine::{self, header_key, parse_date, DateKind, NamedColumn, NamedTable};
use crate::x12;

/// One member and coverage as the carrier lists them.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ListedMember {
    /// The row of the file (or the member's position in an 834).
    pub row: usize,
    pub subscriber_id: String,
    /// `self`, `spouse`, `domestic_partner` or `child`.
    pub relationship: String,
    pub first_name: String,
    pub last_name: String,
    pub dob: Option<NaiveDate>,
    pub gender: Option<String>,
    pub ssn_last4: Option<String>,
    pub address_line1: Option<String>,
    pub zip: Option<String>,
    /// `medical`, `dental` or `vision`.
    pub line: String,
    pub plan_id: Option<String>,
    /// `EE`, `ES`, `EC` or `EF`.
    pub tier: Option<String>,
    pub effective_on: Option<NaiveDate>,
    pub end_on: Option<NaiveDate>,
}

/// Where a carrier list came from.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Source {
    Csv,
    Xlsx,
    X12,
}

impl Source {
    pub fn as_str(self) -> &'static str {
        match self {
            Source::Csv => "csv",
            Source::Xlsx => "xlsx",
            Source::X12 => "x12_834",
        }
    }
}

#[derive(Debug, thiserror::Error, PartialEq, Eq)]
pub enum ListError {
    #[error("{0}")]
    Unreadable(String),
    #[error("the 834 cannot be read: {0}")]
    X12(String),
    #[error("the list has no column for: {}", .0.join(", "))]
    MissingColumns(Vec<&'static str>),
    #[error("row {row}: {problem}")]
    Row { row: usize, problem: String },
    #[error("rows {first} and {second} list the same member and coverage")]
    Duplicate { first: usize, second: usize },
    #[error("the list has no members")]
    Empty,
}

/// The columns a list is read by, each with the header names carriers use for it.
const COLUMNS: &[NamedColumn] = &[
    (
        "subscriber id",
        &[
            "subscriberid",
            "memberid",
            "employeeid",
            "subscriber",
            "subscribernumber",
            "eeid",
        ],
        true,
    ),
    (
        "relationship",
        &[
            "relationship",
            "rel",
            "relationshipcode",
            "memberrelationship",
        ],
        true,
    ),
    (
        "last name",
        &["lastname", "last", "surname", "memberlastname"],
        true,
    ),
    (
        "first name",
        &["firstname", "first", "givenname", "memberfirstname"],
        true,
    ),
    ("date of birth", &["dateofbirth", "dob", "birthdate"], true),
    (
        "coverage",
        &["coverage", "line", "product", "benefit", "coveragetype"],
        true,
    ),
    ("gender", &["gender", "sex"], false),
    (
        "ssn",
        &["ssn", "socialsecuritynumber", "ssnlast4", "last4"],
        false,
    ),
    (
        "address",
        &["address", "address1", "addressline1", "street"],
        false,
    ),
    ("zip", &["zip", "zipcode", "postalcode"], false),
    ("plan id", &["planid", "plan", "plancode"], false),
    ("tier", &["tier", "coveragetier", "coveragelevel"], false),
    (
        "effective date",
        &["effectivedate", "effective", "coveragestart", "startdate"],
        false,
    ),
    (
        "end date",
        &["enddate", "terminationdate", "termdate", "coverageend"],
        false,
    ),
];

pub fn read(bytes: &[u8], file_name: &str) -> Result<(Source, Vec<ListedMember>), ListError> {
    let text_start = String::from_utf8_lossy(&bytes[..bytes.len().min(16)]).to_string();
    let members = if text_start
        .trim_start_matches('\u{feff}')
        .trim_start()
        .starts_with("ISA")
    {
        let text = String::from_utf8_lossy(bytes);
        (Source::X12, from_x12(&text)?)
    } else {
        let table =
            engine::read(bytes, file_name).map_err(|e| ListError::Unreadable(e.to_string()))?;
        let source = if table.sheet.is_some() {
            Source::Xlsx
        } else {
            Source::Csv
        };
        (source, from_table(&table)?)
    };
    if members.1.is_empty() {
        return Err(ListError::Empty);
    }
    check_duplicates(&members.1)?;
    Ok(members)
}

fn from_table(table: &engine::RawTable) -> Result<Vec<ListedMember>, ListError> {
    let named = NamedTable::locate(table, COLUMNS).map_err(ListError::MissingColumns)?;
    let today = Utc::now().date_naive();
    let mut out = Vec::new();
    for r in named.rows() {
        let row = r.number();
        let cell = |name: &str| r.cell(name);
        let problem = |what: String| ListError::Row { row, problem: what };
        let required =
            |name: &'static str| cell(name).ok_or_else(|| problem(format!("{name} is empty")));
        let relationship_text = required("relationship")?;
        let relationship = relationship(&relationship_text).ok_or_else(|| {
            problem(format!(
                "relationship '{relationship_text}' is not one we know"
            ))
        })?;
        let line_text = required("coverage")?;
        let line = line(&line_text).ok_or_else(|| {
            problem(format!(
                "coverage '{line_text}' is not medical, dental or vision"
            ))
        })?;
        let date = |name: &'static str, kind: DateKind| -> Result<Option<NaiveDate>, ListError> {
            cell(name)
                .map(|v| {
                    parse_date(&v, kind, today)
                        .ok_or_else(|| problem(format!("{name} '{v}' is not a date")))
                })
                .transpose()
        };
        let dob_text = required("date of birth")?;
        let dob = parse_date(&dob_text, DateKind::Birth, today)
            .ok_or_else(|| problem(format!("date of birth '{dob_text}' is not a date")))?;
        out.push(ListedMember {
            row,
            subscriber_id: required("subscriber id")?,
            relationship: relationship.to_string(),
            first_name: required("first name")?,
            last_name: required("last name")?,
            dob: Some(dob),
            gender: cell("gender").and_then(|g| gender(&g)),
            ssn_last4: cell("ssn").and_then(|s| last4(&s)),
            address_line1: cell("address"),
            zip: cell("zip").map(|z| z.chars().take(5).collect()),
            line: line.to_string(),
            plan_id: cell("plan id"),
            tier: cell("tier").and_then(|t| tier(&t)),
            effective_on: date("effective date", DateKind::Event)?,
            end_on: date("end date", DateKind::Event)?,
        });
    }
    Ok(out)
}

fn from_x12(text: &str) -> Result<Vec<ListedMember>, ListError> {
    let file = x12::read(text).map_err(|e| ListError::X12(e.to_string()))?;
    let mut out = Vec::new();
    for (i, m) in file.members.iter().enumerate() {
        for c in &m.coverages {
            out.push(ListedMember {
                row: i + 1,
                subscriber_id: m.subscriber_id.clone(),
                relationship: match m.relationship {
                    x12::Relationship::Subscriber => "self",
                    x12::Relationship::Spouse => "spouse",
                    x12::Relationship::LifePartner => "domestic_partner",
                    x12::Relationship::Child => "child",
                }
                .to_string(),
                first_name: m.first_name.clone(),
                last_name: m.last_name.clone(),
                dob: Some(m.birth_date),
                gender: match m.gender {
                    x12::Gender::Male => Some("male".to_string()),
                    x12::Gender::Female => Some("female".to_string()),
                    x12::Gender::Unknown => None,
                },
                ssn_last4: m.ssn.as_deref().and_then(last4),
                address_line1: m.address.as_ref().map(|a| a.line1.clone()),
                zip: m.address.as_ref().map(|a| a.zip.chars().take(5).collect()),
                line: match c.line {
                    x12::CoverageLine::Health => "medical",
                    x12::CoverageLine::Dental => "dental",
                    x12::CoverageLine::Vision => "vision",
                }
                .to_string(),
                plan_id: Some(c.plan_id.clone()),
                tier: c.tier.map(|t| {
                    match t {
                        x12::CoverageTier::Employee => "EE",
                        x12::CoverageTier::EmployeeSpouse => "ES",
                        x12::CoverageTier::EmployeeChildren => "EC",
                        x12::CoverageTier::Family => "EF",
                    }
                    .to_string()
                }),
                effective_on: Some(c.begin),
                end_on: c.end,
            });
        }
    }
    Ok(out)
}

fn check_duplicates(members: &[ListedMember]) -> Result<(), ListError> {
    let mut seen: HashMap<(String, String, String, Option<NaiveDate>, String), usize> =
        HashMap::new();
    for m in members {
        let key = (
            m.subscriber_id.to_lowercase(),
            m.first_name.to_lowercase(),
            m.last_name.to_lowercase(),
            m.dob,
            m.line.clone(),
        );
        if let Some(first) = seen.insert(key, m.row) {
            return Err(ListError::Duplicate {
                first,
                second: m.row,
            });
        }
    }
    Ok(())
}

fn relationship(text: &str) -> Option<&'static str> {
    use engine::Relationship::*;
    engine::parse_relationship(text).map(|r| match r {
        Employee => "self",
        Spouse => "spouse",
        DomesticPartner => "domestic_partner",
        Child | Other => "child",
    })
}

fn gender(text: &str) -> Option<String> {
    match engine::parse_gender(text)? {
        engine::Gender::Male => Some("male".into()),
        engine::Gender::Female => Some("female".into()),
        _ => None,
    }
}

pub fn tier(text: &str) -> Option<String> {
    use engine::Tier::*;
    match engine::parse_tier(text)? {
        EE => Some("EE".into()),
        ES => Some("ES".into()),
        EC => Some("EC".into()),
        EF => Some("EF".into()),
        Waived => None,
    }
}

pub fn line(text: &str) -> Option<&'static str> {
    match header_key(text).as_str() {
        "medical" | "health" | "hlt" | "med" => Some("medical"),
        "dental" | "den" | "dent" => Some("dental"),
        "vision" | "vis" => Some("vision"),
        _ => None,
    }
}

fn last4(ssn: &str) -> Option<String> {
    let digits: String = ssn.chars().filter(char::is_ascii_digit).collect();
    (digits.len() >= 4).then(|| digits[digits.len() - 4..].to_string())
}

#[cfg(test)]
mod tests {
    use super::*;

    const HEADER: &str = "Subscriber ID,Relationship,Last name,First name,Date of birth,Gender,SSN,Coverage,Plan ID,Tier,Effective date,End date\n";

    #[test]
    fn a_carrier_census_is_read_by_its_column_names() {
        let csv = format!("{HEADER}E001,Employee,Lopez,Ana,1990-01-02,F,123-45-6789,Medical,12345CO0010001,EE+CH,2027-01-01,\nE001,Child,Lopez,Tom,2015-05-06,M,,Medical,12345CO0010001,,2027-01-01,\n");
        let (source, members) = read(csv.as_bytes(), "list.csv").unwrap();
        assert_eq!(source, Source::Csv);
        assert_eq!(members.len(), 2);
        assert_eq!(members[0].relationship, "self");
        assert_eq!(members[0].tier.as_deref(), Some("EC"));
        assert_eq!(members[0].ssn_last4.as_deref(), Some("6789"));
        assert_eq!(members[1].relationship, "child");
        assert_eq!(members[1].row, 3);
    }

    #[test]
    fn missing_columns_bad_values_and_duplicates_are_named() {
        let err = read(b"Name,DOB\nAna,1990-01-01\n", "list.csv").unwrap_err();
        assert!(
            matches!(err, ListError::MissingColumns(ref c) if c.contains(&"subscriber id")),
            "{err}"
        );
        let bad = format!("{HEADER}E001,Employee,Lopez,Ana,someday,F,,Medical,,,,\n");
        assert_eq!(
            read(bad.as_bytes(), "list.csv").unwrap_err(),
            ListError::Row {
                row: 2,
                problem: "date of birth 'someday' is not a date".into()
            }
        );
        let twice = format!("{HEADER}E001,Employee,Lopez,Ana,1990-01-02,F,,Medical,,,,\nE001,Employee,Lopez,Ana,1990-01-02,F,,Medical,,,,\n");
        assert_eq!(
            read(twice.as_bytes(), "list.csv").unwrap_err(),
            ListError::Duplicate {
                first: 2,
                second: 3
            }
        );
        assert_eq!(
            read(HEADER.as_bytes(), "list.csv").unwrap_err(),
            ListError::Empty
        );
    }

    #[test]
    fn a_truncated_834_is_refused_naming_what_is_missing() {
        let err = read(b"ISA*00*          *00*          *ZZ*SENDER         *ZZ*RECEIVER       *261128*1200*^*00501*000000001*0*T*:~\nGS*BE*SENDER*RECEIVER*20261128*1200*1*X*005010X220A1~\nST*834*0001*005010X220A1~\n", "list.834").unwrap_err();
        assert!(matches!(err, ListError::X12(_)), "{err}");
    }
}
