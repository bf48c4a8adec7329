//! `normalise`: mapped rows to households of clean, typed people.

use super::dates::{parse_date, DateKind};
use super::field::{Field, MappedField};
use super::halves;
use super::header::RowClassifier;
use super::issue::Issue;
use super::model::{Household, Person, Relationship};
use super::names::{is_single_case, proper_case, split_full_name};
use super::read::RawTable;
use super::rows::Row;
use super::values::{
    parse_cents, parse_email, parse_employment_status, parse_gender, parse_hours, parse_phone,
    parse_relationship, parse_ssn, parse_tier, parse_yes_no, parse_zip, zero_zip_state,
    zip_lost_its_zero, SsnProblem,
};
use chrono::NaiveDate;
use serde::Serialize;
use std::collections::{BTreeMap, HashMap};

/// Settings shared by `normalise` and `validate`.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Options {
    /// The date ages are computed on and that two-digit birth years must not pass.
    pub as_of: NaiveDate,
}

/// The result of `normalise`.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct Normalised {
    /// Households in file order.
    pub households: Vec<Household>,
    /// Problems with cells and rows (bad values, orphans, missing columns).
    pub issues: Vec<Issue>,
}

/// Turns the data rows under `header_row` (0-based) into households, using
/// `mapping` (column index → field). Blank, totals, note and repeated-header
/// rows are left out. Person-per-row files group dependents under the
/// preceding employee, or by household id when that column is mapped;
/// employee-per-row files expand their dependent columns.
pub fn normalise(
    table: &RawTable,
    header_row: usize,
    mapping: &[(usize, MappedField)],
    opts: &Options,
) -> Normalised {
    let classifier = RowClassifier::new(table.rows.get(header_row));
    let first = header_row + 1;
    let len = table.rows.len().saturating_sub(first);
    let mut parts = halves::in_halves(len, |at| {
        // The first half has room for every row at once, the second half's then join it without
        // growing (and copying) it.
        let mut kept = Vec::with_capacity(if at.start == 0 { len } else { at.len() });
        kept.extend(
            (first + at.start..first + at.end)
                .filter_map(|i| table.rows.get(i).map(|r| (i + 1, r)))
                .filter(|(_, r)| classifier.classify(*r).is_none()),
        );
        kept
    })
    .into_iter();
    let mut data: Vec<(usize, Row<'_>)> = parts.next().unwrap_or_default();
    for rest in parts {
        data.extend(rest);
    }
    let person_columns: Vec<(usize, Field)> = mapping
        .iter()
        .filter_map(|(c, f)| match f {
            MappedField::Person(f) => Some((*c, *f)),
            MappedField::Dependent(_) => None,
        })
        .collect();
    let mut slots: BTreeMap<u8, Vec<(usize, Field)>> = BTreeMap::new();
    for (c, f) in mapping {
        if let MappedField::Dependent(d) = f {
            slots.entry(d.slot).or_default().push((*c, d.field));
        }
    }
    let mut parser = RowParser {
        opts: *opts,
        proper_case: names_need_case(&data, mapping),
        issues: missing_columns(header_row + 1, mapping),
    };
    let households = if slots.is_empty() {
        group_people(&data, &person_columns, &mut parser)
    } else {
        expand_slots(&data, &person_columns, &slots, &mut parser)
    };
    let mut households = households;
    for h in &mut households {
        inherit_address(h);
    }
    Normalised {
        households,
        issues: parser.issues,
    }
}

/// Errors for columns a census cannot do without.
fn missing_columns(header_row: usize, mapping: &[(usize, MappedField)]) -> Vec<Issue> {
    let has = |f: Field| mapping.iter().any(|(_, m)| *m == MappedField::Person(f));
    let mut issues = Vec::new();
    let named = has(Field::FullName) || (has(Field::FirstName) && has(Field::LastName));
    for (ok, field) in [(named, Field::LastName), (has(Field::Dob), Field::Dob)] {
        if !ok {
            issues.push(
                Issue::error(
                    header_row,
                    "missing_column",
                    format!("No column holds the {}.", field.label().to_lowercase()),
                )
                .at(field, None),
            );
        }
    }
    issues
}

/// Proper-case names only when every name in the file is in one case.
fn names_need_case(data: &[(usize, Row<'_>)], mapping: &[(usize, MappedField)]) -> bool {
    let is_name = |f: Field| {
        matches!(
            f,
            Field::FirstName | Field::LastName | Field::MiddleName | Field::FullName
        )
    };
    let name_columns: Vec<usize> = mapping
        .iter()
        .filter(|(_, m)| match m {
            MappedField::Person(f) => is_name(*f),
            MappedField::Dependent(d) => is_name(d.field),
        })
        .map(|(c, _)| *c)
        .collect();
    let mut names = data
        .iter()
        .flat_map(|(_, r)| name_columns.iter().filter_map(|c| r.get(*c)))
        .filter(|n| n.chars().any(char::is_alphabetic))
        .peekable();
    names.peek().is_some() && names.all(is_single_case)
}

/// Rows whose people are parsed (on two threads) before they are grouped: enough to keep both
/// busy, few enough that the people waiting to be grouped take a few megabytes.
const PEOPLE_PARSED_AHEAD: usize = 16_384;

/// The people of `rows` as `parser` reads them, each with the issues of its cells, parsed in two
/// halves at once.
fn parse_people(
    rows: &[(usize, Row<'_>)],
    columns: &[(usize, Field)],
    parser: &RowParser,
) -> Vec<Vec<(Person, Vec<Issue>)>> {
    halves::in_halves(rows.len(), |at| {
        let mut own = RowParser {
            issues: Vec::new(),
            ..*parser
        };
        rows[at]
            .iter()
            .map(|(row, cells)| {
                let person = own.person(*row, *cells, columns, Relationship::Employee);
                (person, std::mem::take(&mut own.issues))
            })
            .collect()
    })
}

/// Person-per-row: dependents join the preceding employee, or the employee
/// with the same household id.
fn group_people(
    data: &[(usize, Row<'_>)],
    columns: &[(usize, Field)],
    parser: &mut RowParser,
) -> Vec<Household> {
    let has_relationship = columns.iter().any(|(_, f)| *f == Field::Relationship);
    let id_column = columns
        .iter()
        .find(|(_, f)| *f == Field::HouseholdId)
        .map(|(c, _)| *c);
    // At most a household per row, reserved at once: growing a vector of 100,000 households by
    // doubling copied it over and over; the pages never used are never touched.
    let mut households: Vec<Household> = Vec::with_capacity(data.len());
    let mut by_id: HashMap<String, usize> = HashMap::new();
    let mut waiting: Vec<(String, Person)> = Vec::new();
    for rows in data.chunks(PEOPLE_PARSED_AHEAD) {
        let people = parse_people(rows, columns, parser).into_iter().flatten();
        for ((row, cells), (person, issues)) in rows.iter().zip(people) {
            parser.issues.extend(issues);
            let id = id_column
                .and_then(|c| cells.get(c))
                .filter(|v| !v.is_empty())
                .map(str::to_string);
            let relationship_cell = columns
                .iter()
                .find(|(_, f)| *f == Field::Relationship)
                .and_then(|(c, _)| cells.get(*c));
            if has_relationship && relationship_cell.is_none_or(|v| v.is_empty()) {
                parser.issues.push(
                    Issue::error(
                        *row,
                        "missing_relationship",
                        "Relationship is empty; the row is read as an employee.",
                    )
                    .at(
                        Field::Relationship,
                        columns
                            .iter()
                            .find(|(_, f)| *f == Field::Relationship)
                            .map(|(c, _)| *c),
                    ),
                );
            }
            if person.relationship == Relationship::Employee {
                if let Some(id) = &id {
                    if let Some(first) = by_id.get(id) {
                        parser.issues.push(
                            Issue::error(
                                *row,
                                "multiple_subscribers",
                                format!(
                                    "Household {id} already has an employee (row {}).",
                                    households[*first].row
                                ),
                            )
                            .at(Field::Relationship, None),
                        );
                    } else {
                        by_id.insert(id.clone(), households.len());
                    }
                }
                households.push(Household {
                    row: *row,
                    household_id: id,
                    employee: person,
                    dependents: Vec::new(),
                });
                continue;
            }
            match (id, households.last_mut()) {
                (Some(id), _) => waiting.push((id, person)),
                (None, Some(h)) => add_dependent(h, person),
                (None, None) => parser.issues.push(orphan(&person)),
            }
        }
    }
    for (id, person) in waiting {
        match by_id.get(&id) {
            Some(i) => add_dependent(&mut households[*i], person),
            None => parser.issues.push(orphan(&person)),
        }
    }
    for h in &mut households {
        h.dependents.sort_by_key(|p| p.row);
    }
    households.shrink_to_fit();
    households
}

/// Adds a dependent with room for exactly the household's people: a `Vec` grows to room for
/// four at its first push, which for a census of 100,000 families was over 100 MB unused.
fn add_dependent(household: &mut Household, person: Person) {
    household.dependents.reserve_exact(1);
    household.dependents.push(person);
}

fn orphan(person: &Person) -> Issue {
    Issue::error(
        person.row,
        "orphan_dependent",
        format!(
            "{} is a dependent but no employee is listed for them.",
            person.display_name()
        ),
    )
    .at(Field::Relationship, None)
}

/// Employee-per-row: each filled slot becomes a dependent (slot 0 a spouse,
/// others children, unless the slot's relationship column says otherwise).
fn expand_slots(
    data: &[(usize, Row<'_>)],
    columns: &[(usize, Field)],
    slots: &BTreeMap<u8, Vec<(usize, Field)>>,
    parser: &mut RowParser,
) -> Vec<Household> {
    let employee_columns: Vec<(usize, Field)> = columns
        .iter()
        .copied()
        .filter(|(_, f)| *f != Field::Relationship)
        .collect();
    data.iter()
        .map(|(row, cells)| {
            let employee = parser.person(*row, *cells, &employee_columns, Relationship::Employee);
            let dependents = slots
                .iter()
                .filter(|(_, cols)| {
                    cols.iter()
                        .any(|(c, _)| cells.get(*c).is_some_and(|v| !v.is_empty()))
                })
                .map(|(slot, cols)| {
                    let default = if *slot == 0 {
                        Relationship::Spouse
                    } else {
                        Relationship::Child
                    };
                    let mut dependent = parser.person(*row, *cells, cols, default);
                    dependent.slot = Some(*slot);
                    if dependent.last_name.is_none() {
                        dependent.last_name.clone_from(&employee.last_name);
                    }
                    dependent
                })
                .collect::<Vec<_>>();
            Household {
                row: *row,
                household_id: None,
                employee,
                dependents: exact(dependents),
            }
        })
        .collect()
}

fn exact(mut people: Vec<Person>) -> Vec<Person> {
    people.shrink_to_fit();
    people
}

/// Dependents without an address take the employee's.
fn inherit_address(household: &mut Household) {
    let e = &household.employee;
    for d in &mut household.dependents {
        if d.zip.is_none() {
            d.zip.clone_from(&e.zip);
            d.county.clone_from(&e.county);
        }
        if d.address_line1.is_none() {
            d.address_line1.clone_from(&e.address_line1);
            d.city.clone_from(&e.city);
            d.state.clone_from(&e.state);
        }
    }
}

/// Parses the cells of one person, collecting issues.
struct RowParser {
    opts: Options,
    proper_case: bool,
    issues: Vec<Issue>,
}

impl RowParser {
    fn person(
        &mut self,
        row: usize,
        cells: Row<'_>,
        columns: &[(usize, Field)],
        default: Relationship,
    ) -> Person {
        let mut p = Person::new(row, default);
        let mut short_zip = None;
        for (column, field) in columns {
            let text = cells.get(*column).unwrap_or("");
            if !text.is_empty() {
                self.cell(&mut p, *column, *field, text);
                if *field == Field::Zip && zip_lost_its_zero(text) {
                    short_zip = Some((*column, text));
                }
            }
        }
        // A four-digit ZIP is one that lost its leading 0 only where ZIPs start with 0.
        if let Some((column, text)) = short_zip.filter(|_| !zero_zip_state(p.state.as_deref())) {
            p.zip = None;
            self.issues.push(
                Issue::error(
                    row,
                    "invalid_zip",
                    format!(
                        "ZIP code: \"{text}\" has 4 digits; it reads as a ZIP that lost its \
                         leading 0 only with a state whose ZIPs start with 0 (CT, MA, ME, NH, \
                         NJ, PR, RI, VT, VI or AE)."
                    ),
                )
                .at(Field::Zip, Some(column)),
            );
        }
        p
    }

    fn cell(&mut self, p: &mut Person, column: usize, field: Field, text: &str) {
        let row = p.row;
        let bad = |issues: &mut Vec<Issue>, code: &'static str, what: &str, error: bool| {
            let message = format!("{}: \"{text}\" is not a valid {what}.", field.label());
            let issue = if error {
                Issue::error(row, code, message)
            } else {
                Issue::warning(row, code, message)
            };
            issues.push(issue.at(field, Some(column)));
        };
        let as_of = self.opts.as_of;
        let issues = &mut self.issues;
        macro_rules! parse_into {
            ($slot:expr, $value:expr, $code:literal, $what:literal, $error:expr) => {
                match $value {
                    Some(v) => $slot = Some(v),
                    None => bad(issues, $code, $what, $error),
                }
            };
        }
        match field {
            Field::FirstName | Field::LastName | Field::MiddleName | Field::FullName => {
                flag_formula(issues, row, column, field, text);
                let name = if self.proper_case {
                    proper_case(text)
                } else {
                    text.to_string()
                };
                match field {
                    Field::FirstName => p.first_name = Some(name),
                    Field::LastName => p.last_name = Some(name),
                    Field::MiddleName => p.middle_name = Some(name),
                    _ => {
                        let (first, middle, last) = split_full_name(&name);
                        p.first_name = p.first_name.take().or(first);
                        p.middle_name = p.middle_name.take().or(middle);
                        p.last_name = p.last_name.take().or(last);
                    }
                }
            }
            Field::Dob => parse_into!(
                p.dob,
                parse_date(text, DateKind::Birth, as_of),
                "invalid_date",
                "date",
                true
            ),
            Field::HireDate => {
                parse_into!(
                    p.hire_date,
                    parse_date(text, DateKind::Event, as_of),
                    "invalid_date",
                    "date",
                    true
                )
            }
            Field::TerminationDate => parse_into!(
                p.termination_date,
                parse_date(text, DateKind::Event, as_of),
                "invalid_date",
                "date",
                true
            ),
            Field::Gender => parse_into!(
                p.gender,
                parse_gender(text),
                "invalid_gender",
                "gender",
                false
            ),
            Field::Relationship => match parse_relationship(text) {
                Some(r) => p.relationship = r,
                None => bad(issues, "invalid_relationship", "relationship", true),
            },
            Field::Zip => parse_into!(p.zip, parse_zip(text), "invalid_zip", "ZIP code", true),
            Field::MedicalTier => parse_into!(
                p.medical_tier,
                parse_tier(text),
                "invalid_tier",
                "coverage tier",
                true
            ),
            Field::DentalTier => parse_into!(
                p.dental_tier,
                parse_tier(text),
                "invalid_tier",
                "coverage tier",
                true
            ),
            Field::VisionTier => parse_into!(
                p.vision_tier,
                parse_tier(text),
                "invalid_tier",
                "coverage tier",
                true
            ),
            Field::Tobacco => parse_into!(
                p.tobacco,
                parse_yes_no(text),
                "invalid_yes_no",
                "yes/no value",
                false
            ),
            Field::Disabled => parse_into!(
                p.disabled,
                parse_yes_no(text),
                "invalid_yes_no",
                "yes/no value",
                false
            ),
            Field::EmploymentStatus => parse_into!(
                p.employment_status,
                parse_employment_status(text),
                "invalid_status",
                "employment status",
                false
            ),
            Field::Salary => parse_into!(
                p.salary_cents,
                parse_cents(text),
                "invalid_amount",
                "amount",
                false
            ),
            Field::HourlyRate => parse_into!(
                p.hourly_rate_cents,
                parse_cents(text),
                "invalid_amount",
                "amount",
                false
            ),
            Field::HoursPerWeek => parse_into!(
                p.hours_per_week,
                parse_hours(text),
                "invalid_hours",
                "number of hours",
                false
            ),
            Field::Email => parse_into!(
                p.email,
                parse_email(text),
                "invalid_email",
                "e-mail address",
                false
            ),
            Field::Phone => parse_into!(
                p.phone,
                parse_phone(text),
                "invalid_phone",
                "phone number",
                false
            ),
            Field::Ssn => match parse_ssn(text) {
                Ok((ssn, padded)) => {
                    if padded {
                        issues.push(
                            Issue::warning(
                                row,
                                "ssn_padded",
                                format!("SSN \"{text}\" had lost leading zeros; read as {ssn}."),
                            )
                            .at(field, Some(column)),
                        );
                    }
                    p.ssn = Some(ssn);
                }
                Err(SsnProblem::Length) => bad(issues, "invalid_ssn", "SSN (9 digits)", true),
                Err(SsnProblem::NeverIssued) => {
                    bad(issues, "invalid_ssn", "SSN (never issued)", true)
                }
            },
            Field::State => {
                p.state = Some(if text.len() == 2 {
                    text.to_ascii_uppercase()
                } else {
                    text.to_string()
                })
            }
            Field::HouseholdId => {}
            Field::EmployeeId
            | Field::County
            | Field::AddressLine1
            | Field::City
            | Field::JobClass => {
                flag_formula(issues, row, column, field, text);
                let value = Some(text.to_string());
                match field {
                    Field::EmployeeId => p.external_id = value,
                    Field::County => p.county = value,
                    Field::AddressLine1 => p.address_line1 = value,
                    Field::City => p.city = value,
                    _ => p.job_class = value,
                }
            }
        }
    }
}

/// Text that a spreadsheet would run as a formula is kept as text and flagged.
fn flag_formula(issues: &mut Vec<Issue>, row: usize, column: usize, field: Field, text: &str) {
    let mut chars = text.chars();
    let risky = match chars.next() {
        Some('=' | '+' | '@') => true,
        Some('-') => !chars.next().is_some_and(|c| c.is_ascii_digit()),
        _ => false,
    };
    if risky {
        issues.push(
            Issue::warning(
                row,
                "formula_text",
                format!(
                    "{} \"{text}\" looks like a spreadsheet formula; \
                     it is kept as text and neutralised on export.",
                    field.label()
                ),
            )
            .at(field, Some(column)),
        );
    }
}

#[cfg(test)]
mod tests {
    use super::super::{analyse, validate, FileFormat};
    use super::*;

    /// A person-per-row census of `households` families (employee, spouse, child), with a
    /// problem every few hundred rows: impossible dates, an empty relationship, a child over 26,
    /// a repeated employee, a totals and a blank row, and a dependent before any employee.
    fn messy_census(households: usize) -> RawTable {
        let mut rows: Vec<Vec<String>> = vec![
            [
                "Household",
                "Relationship",
                "First Name",
                "Last Name",
                "DOB",
                "Zip",
                "Medical Tier",
            ]
            .map(String::from)
            .to_vec(),
            ["", "Child", "Early", "Orphan", "03/04/2015", "80202", "EE"]
                .map(String::from)
                .to_vec(),
        ];
        for h in 0..households {
            let id = if h % 2 == 0 {
                format!("H{h}")
            } else {
                String::new()
            };
            let last = format!("Family{h}");
            let dob = if h % 331 == 0 {
                "13/45/1980"
            } else {
                "05/06/1980"
            };
            let relationship = if h % 419 == 0 { "" } else { "Employee" };
            let employee = [&id, relationship, "Pat", &last, dob, "80202", "EF"];
            rows.push(employee.map(String::from).to_vec());
            if h % 487 == 0 {
                rows.push(employee.map(String::from).to_vec());
            }
            rows.push(
                [&id, "Spouse", "Sam", &last, "07/08/1982", "80202", ""]
                    .map(String::from)
                    .to_vec(),
            );
            let child_dob = if h % 503 == 0 {
                "01/02/1990"
            } else {
                "09/10/2012"
            };
            rows.push(
                [&id, "Child", "Kit", &last, child_dob, "", ""]
                    .map(String::from)
                    .to_vec(),
            );
            if h == households / 2 {
                rows.push(vec![String::new(); 7]);
                rows.push(["Total", "", "", "", "", "", ""].map(String::from).to_vec());
            }
        }
        RawTable {
            format: FileFormat::Delimited,
            encoding: Some("UTF-8".into()),
            delimiter: Some(','),
            sheet: None,
            rows: rows.iter().collect(),
        }
    }

    #[test]
    fn a_large_census_checked_in_halves_is_the_census_checked_in_one_pass() {
        let table = messy_census(5_000);
        let opts = Options {
            as_of: NaiveDate::from_ymd_opt(2026, 1, 1).unwrap(),
        };
        let check = || {
            let analysis = analyse(&table, None);
            let census = normalise(&table, analysis.header_row, &analysis.mapping(), &opts);
            let issues = validate(&census, &[], &opts);
            (analysis.skipped, census, issues)
        };
        let (skipped, census, issues) = check();
        let (one_pass_skipped, one_pass, one_pass_issues) = halves::on_one_thread(check);

        assert_eq!(census.households.len(), 5_000 + 5_000 / 487 + 1);
        assert!(skipped.len() >= 2, "{skipped:?}");
        assert_eq!(skipped, one_pass_skipped);
        assert_eq!(census, one_pass);
        assert_eq!(issues, one_pass_issues);
        let rows: Vec<usize> = census.issues.iter().chain(&issues).map(|i| i.row).collect();
        assert!(rows.len() > 30, "{} issues", rows.len());
        assert!(rows.iter().any(|&r| r < 5_000) && rows.iter().any(|&r| r > 10_000));
    }
}
