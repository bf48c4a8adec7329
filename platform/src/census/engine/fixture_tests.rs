//! One test per file of the census fixture corpus.

use super::*;
use chrono::NaiveDate;

fn date(y: i32, m: u32, d: u32) -> Option<NaiveDate> {
    NaiveDate::from_ymd_opt(y, m, d)
}

fn opts() -> Options {
    Options {
        as_of: date(2026, 1, 1).unwrap(),
    }
}

fn load(name: &str) -> Result<RawTable, ReadError> {
    let path = fixtures_dir().join(name);
    let bytes = std::fs::read(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
    read(&bytes, name)
}

struct Run {
    table: RawTable,
    analysis: Analysis,
    census: Normalised,
    checks: Vec<Issue>,
}

impl Run {
    fn new(name: &str) -> Run {
        let table = load(name).unwrap();
        let analysis = analyse(&table, None);
        let census = normalise(&table, analysis.header_row, &analysis.mapping(), &opts());
        let checks = validate(&census, &[], &opts());
        Run {
            table,
            analysis,
            census,
            checks,
        }
    }

    /// (first name, last name) of every employee.
    fn employees(&self) -> Vec<(&str, &str)> {
        self.census
            .households
            .iter()
            .map(|h| {
                (
                    h.employee.first_name.as_deref().unwrap_or(""),
                    h.employee.last_name.as_deref().unwrap_or(""),
                )
            })
            .collect()
    }

    fn dobs(&self) -> Vec<Option<NaiveDate>> {
        self.census
            .households
            .iter()
            .flat_map(Household::members)
            .map(|p| p.dob)
            .collect()
    }

    /// (row, code) of every normalise and validate issue.
    fn issues(&self) -> Vec<(usize, &'static str)> {
        self.census
            .issues
            .iter()
            .chain(&self.checks)
            .map(|i| (i.row, i.code))
            .collect()
    }

    fn field(&self, index: usize) -> Option<MappedField> {
        self.analysis.columns[index].field
    }
}

fn person(f: Field) -> Option<MappedField> {
    Some(MappedField::Person(f))
}

#[test]
fn utf8() {
    let r = Run::new("utf8.csv");
    assert_eq!(r.table.encoding.as_deref(), Some("UTF-8"));
    assert_eq!(r.employees(), vec![("José", "García"), ("Thảo", "Nguyễn")]);
    let smith = &r.census.households[0];
    assert_eq!(smith.dependents[0].first_name.as_deref(), Some("María"));
    assert_eq!(smith.dependents[0].relationship, Relationship::Spouse);
    assert_eq!(smith.dependents[0].zip.as_deref(), Some("97201"));
    assert_eq!(smith.employee.medical_tier, Some(Tier::ES));
    assert_eq!(smith.employee.gender, Some(Gender::Male));
    assert_eq!(r.issues(), vec![]);
}

#[test]
fn utf8_bom() {
    let r = Run::new("utf8-bom.csv");
    assert_eq!(r.table.cell(0, 0), "Last Name", "BOM stripped");
    assert_eq!(r.field(0), person(Field::LastName));
    assert_eq!(r.employees(), vec![("John", "Smith"), ("Jane", "Doe")]);
    assert_eq!(r.issues(), vec![]);
}

#[test]
fn utf16le_bom() {
    let r = Run::new("utf16le-bom.csv");
    assert_eq!(r.table.encoding.as_deref(), Some("UTF-16LE"));
    assert_eq!(r.table.delimiter, Some('\t'));
    assert_eq!(r.employees(), vec![("Zoë", "Ørsted"), ("John", "Smith")]);
    assert_eq!(r.dobs(), vec![date(1988, 5, 6), date(1980, 1, 2)]);
}

#[test]
fn windows1252() {
    let r = Run::new("windows1252.csv");
    assert_eq!(r.table.encoding.as_deref(), Some("windows-1252"));
    assert_eq!(r.employees(), vec![("Zoë", "Muñoz"), ("François", "Björk")]);
}

#[test]
fn semicolon_with_decimal_commas() {
    let r = Run::new("semicolon.csv");
    assert_eq!(r.table.delimiter, Some(';'));
    let salaries: Vec<_> = r
        .census
        .households
        .iter()
        .map(|h| h.employee.salary_cents)
        .collect();
    assert_eq!(
        salaries,
        vec![Some(5_200_050), Some(4_800_000), Some(6_125_000)]
    );
    assert_eq!(r.census.households[1].employee.hours_per_week, Some(37.5));
    assert_eq!(
        r.dobs(),
        vec![date(1980, 1, 2), date(1991, 6, 15), date(1975, 11, 30)]
    );
    assert_eq!(r.issues(), vec![]);
}

#[test]
fn tab_separated() {
    let r = Run::new("tab.tsv");
    assert_eq!(r.table.delimiter, Some('\t'));
    assert_eq!(
        r.census.households[1].employee.first_name.as_deref(),
        Some("Ann, Marie")
    );
    assert_eq!(
        r.census.households[0].employee.salary_cents,
        Some(5_200_000)
    );
}

#[test]
fn pipe_separated() {
    let r = Run::new("pipe.txt");
    assert_eq!(r.table.delimiter, Some('|'));
    assert_eq!(r.field(0), person(Field::EmployeeId));
    assert_eq!(
        r.census.households[1].employee.external_id.as_deref(),
        Some("E002")
    );
    assert_eq!(r.issues(), vec![]);
}

#[test]
fn title_rows_above_the_header() {
    let r = Run::new("title-rows.csv");
    assert_eq!(r.analysis.header_row, 3);
    assert_eq!(r.employees(), vec![("John", "Smith"), ("Ann", "Lee")]);
    assert_eq!(r.census.households[0].row, 5);
}

#[test]
fn totals_and_notes() {
    let r = Run::new("totals-and-notes.csv");
    let skipped: Vec<_> = r
        .analysis
        .skipped
        .iter()
        .map(|s| (s.row, s.reason))
        .collect();
    assert_eq!(
        skipped,
        vec![
            (3, SkipReason::Blank),
            (5, SkipReason::Blank),
            (6, SkipReason::Totals),
            (7, SkipReason::Note)
        ]
    );
    assert_eq!(r.employees(), vec![("John", "Smith"), ("Ann", "Lee")]);
    assert_eq!(r.issues(), vec![]);
}

#[test]
fn repeated_header() {
    let r = Run::new("repeated-header.csv");
    assert_eq!(
        r.analysis.skipped,
        vec![SkippedRow {
            row: 4,
            reason: SkipReason::RepeatedHeader
        }]
    );
    assert_eq!(r.employees().len(), 3);
}

#[test]
fn employee_per_row() {
    let r = Run::new("employee-per-row.csv");
    assert_eq!(
        r.analysis.layout,
        Layout::EmployeePerRow { dependent_slots: 3 }
    );
    assert_eq!(
        r.field(7),
        Some(MappedField::Dependent(DependentField {
            slot: 0,
            field: Field::Dob
        }))
    );
    let smith = &r.census.households[0];
    let deps: Vec<_> = smith
        .dependents
        .iter()
        .map(|d| {
            (
                d.first_name.as_deref().unwrap(),
                d.last_name.as_deref().unwrap(),
                d.relationship,
                d.row,
            )
        })
        .collect();
    assert_eq!(
        deps,
        vec![
            ("Mary", "Smith", Relationship::Spouse, 2),
            ("Tim", "Smith", Relationship::Child, 2),
            ("Sue", "Smith", Relationship::Child, 2)
        ]
    );
    assert!(r.census.households[1].dependents.is_empty());
    assert_eq!(r.census.households[2].dependents[0].dob, date(2005, 9, 9));
    assert_eq!(r.issues(), vec![]);
}

#[test]
fn person_per_row() {
    let r = Run::new("person-per-row.csv");
    assert_eq!(r.analysis.layout, Layout::PersonPerRow);
    let sizes: Vec<_> = r
        .census
        .households
        .iter()
        .map(|h| (h.row, h.dependents.len()))
        .collect();
    assert_eq!(sizes, vec![(2, 3), (6, 0), (7, 1)]);
    assert_eq!(
        r.census.households[2].dependents[0].relationship,
        Relationship::Spouse
    );
    assert_eq!(
        r.census.households[0].dependents[2].zip.as_deref(),
        Some("97201"),
        "inherited"
    );
    assert_eq!(r.issues(), vec![]);
}

#[test]
fn household_id_groups_out_of_order_rows() {
    let r = Run::new("household-id.csv");
    let groups: Vec<_> = r
        .census
        .households
        .iter()
        .map(|h| {
            (
                h.household_id.as_deref().unwrap(),
                h.dependents.iter().map(|d| d.row).collect::<Vec<_>>(),
            )
        })
        .collect();
    assert_eq!(groups, vec![("200", vec![6]), ("100", vec![2, 5])]);
    assert_eq!(
        r.census.households[0].dependents[0].relationship,
        Relationship::DomesticPartner
    );
    assert_eq!(r.issues(), vec![(7, "orphan_dependent")]);
}

#[test]
fn excel_serial_dates_in_text() {
    let r = Run::new("excel-serial-dates.csv");
    assert_eq!(r.dobs(), vec![date(1980, 1, 1), date(1990, 7, 4)]);
    assert_eq!(r.census.households[0].employee.hire_date, date(2020, 1, 1));
}

#[test]
fn two_digit_years() {
    let r = Run::new("two-digit-years.csv");
    assert_eq!(
        r.dobs(),
        vec![
            date(1980, 1, 2),
            date(2005, 3, 4),
            date(2025, 12, 31),
            date(1930, 6, 7)
        ]
    );
    assert_eq!(r.issues(), vec![]);
}

#[test]
fn mixed_date_formats() {
    let r = Run::new("mixed-date-formats.csv");
    assert_eq!(r.dobs(), vec![date(1980, 1, 2); 8]);
    assert_eq!(r.issues(), vec![]);
}

#[test]
fn upper_case_names_are_proper_cased() {
    let r = Run::new("upper-case-names.csv");
    assert_eq!(
        r.employees(),
        vec![
            ("Ronald", "McDonald"),
            ("Mary-Kate", "O'Brien"),
            ("Ann Marie", "Smith-Jones")
        ]
    );
}

#[test]
fn zip_plus4_and_lost_zeros() {
    let r = Run::new("zip-plus4.csv");
    let zips: Vec<_> = r
        .census
        .households
        .iter()
        .map(|h| h.employee.zip.as_deref())
        .collect();
    assert_eq!(
        zips,
        vec![Some("97201"), None, Some("02134"), Some("00501"), None]
    );
    // "2134" with no state saying its ZIPs start with 0 is not padded.
    let short = &r.census.issues[0];
    assert_eq!(
        (short.row, short.column, short.code),
        (3, Some(3), "invalid_zip")
    );
    let bad = &r.census.issues[1];
    assert_eq!((bad.row, bad.column, bad.code), (6, Some(3), "invalid_zip"));
    assert_eq!(
        r.issues(),
        vec![
            (3, "invalid_zip"),
            (6, "invalid_zip"),
            (3, "required"),
            (6, "required")
        ]
    );
}

#[test]
fn tiers_spelled_out() {
    let r = Run::new("tiers-spelled-out.csv");
    let tiers: Vec<_> = r
        .census
        .households
        .iter()
        .map(|h| {
            (
                h.employee.medical_tier,
                h.employee.dental_tier,
                h.employee.vision_tier,
            )
        })
        .collect();
    use Tier::*;
    assert_eq!(
        tiers,
        vec![
            (Some(EE), Some(Waived), Some(EE)),
            (Some(ES), Some(ES), Some(ES)),
            (Some(EC), Some(EC), Some(EC)),
            (Some(EF), Some(EF), Some(EF)),
            (Some(Waived), Some(Waived), None),
        ]
    );
    let bad = &r.census.issues[0];
    assert_eq!(
        (bad.row, bad.column, bad.code),
        (6, Some(6), "invalid_tier")
    );
    // No dependents are listed, so ES/EC/EF are inconsistent on every line.
    let mismatches = r
        .checks
        .iter()
        .filter(|i| i.code == "tier_mismatch")
        .count();
    assert_eq!(mismatches, 9);
}

#[test]
fn duplicates_by_ssn_and_by_name_and_dob() {
    let r = Run::new("duplicates.csv");
    assert_eq!(
        r.issues(),
        vec![(3, "duplicate_ssn"), (5, "duplicate_person")]
    );
    assert!(r.checks[0].message.contains("row 2"));
}

#[test]
fn bad_values() {
    let r = Run::new("bad-values.csv");
    assert_eq!(
        r.issues(),
        vec![
            (7, "invalid_ssn"),
            (10, "invalid_date"),
            (10, "invalid_tier"),
            (2, "dob_in_future"),
            (3, "implausible_age"),
            (5, "child_over_26"),
            (6, "tier_mismatch"),
            (8, "hire_before_14"),
            (9, "required"),
            (10, "required"),
        ]
    );
    let child = r.checks.iter().find(|i| i.code == "child_over_26").unwrap();
    assert_eq!(child.severity, Severity::Error);
    assert_eq!(r.census.issues[0].column, Some(4));
}

#[test]
fn formulas_stay_text_and_are_flagged() {
    let r = Run::new("formulas.csv");
    assert_eq!(r.employees().len(), 3);
    let first = &r.census.households[0].employee;
    assert_eq!(
        first.last_name.as_deref(),
        Some("=HYPERLINK(\"http://x\",\"Smith\")")
    );
    assert_eq!(
        formula_safe(first.last_name.as_deref().unwrap()),
        "'=HYPERLINK(\"http://x\",\"Smith\")"
    );
    let flagged: Vec<_> = r
        .census
        .issues
        .iter()
        .map(|i| (i.row, i.column, i.code))
        .collect();
    assert_eq!(
        flagged,
        vec![
            (2, Some(0), "formula_text"),
            (2, Some(4), "formula_text"),
            (3, Some(1), "formula_text"),
            (3, Some(4), "formula_text")
        ]
    );
}

#[test]
fn one_column_of_full_names() {
    let r = Run::new("one-column.csv");
    assert_eq!(r.field(0), person(Field::FullName));
    assert_eq!(r.employees(), vec![("John", "Smith"), ("Ann", "Lee")]);
    let missing = &r.census.issues[0];
    assert_eq!(
        (missing.row, missing.field, missing.code),
        (1, Some(Field::Dob), "missing_column")
    );
}

#[test]
fn empty_file() {
    assert_eq!(load("empty.csv"), Err(ReadError::Empty));
}

#[test]
fn only_header() {
    let r = Run::new("only-header.csv");
    assert_eq!(r.analysis.mapping().len(), 4);
    assert!(r.census.households.is_empty());
    assert_eq!(r.issues(), vec![]);
}

#[test]
fn binary_renamed() {
    assert_eq!(load("binary-renamed.csv"), Err(ReadError::NotATable));
}

#[test]
fn xlsx_with_merged_title_dates_and_formulas() {
    let r = Run::new("census.xlsx");
    assert_eq!(r.table.format, FileFormat::Xlsx);
    assert_eq!(r.table.sheet.as_deref(), Some("Census"));
    assert_eq!(r.table.cell(0, 0), "Acme Corp Census 2026");
    assert_eq!(r.analysis.header_row, 1);
    assert_eq!(r.table.cell(2, 3), "1980-01-02", "date cell as ISO");
    assert_eq!(r.table.cell(4, 5), "60000", "formula as cached value");
    assert_eq!(
        r.analysis.skipped,
        vec![
            SkippedRow {
                row: 6,
                reason: SkipReason::Blank
            },
            SkippedRow {
                row: 7,
                reason: SkipReason::Totals
            }
        ]
    );
    assert_eq!(r.employees(), vec![("John", "Smith"), ("Ann", "Lee")]);
    assert_eq!(
        r.census.households[0].employee.zip.as_deref(),
        Some("02134")
    );
    assert_eq!(r.census.households[0].dependents[0].dob, date(1982, 3, 4));
    assert_eq!(
        r.census.households[1].employee.salary_cents,
        Some(6_000_000)
    );
    assert_eq!(r.issues(), vec![]);
}

fn check_legacy_workbook(name: &str, format: FileFormat) {
    let r = Run::new(name);
    assert_eq!(r.table.format, format);
    assert_eq!(r.analysis.header_row, 2);
    assert_eq!(r.table.cell(3, 3), "1980-01-02");
    assert_eq!(r.table.cell(3, 4), "97201", "no spurious .0");
    assert_eq!(
        r.dobs(),
        vec![date(1980, 1, 2), date(2010, 5, 6), date(1990, 7, 4)]
    );
    assert_eq!(
        r.census.households[1].employee.salary_cents,
        Some(6_100_050)
    );
    assert_eq!(r.issues(), vec![]);
}

#[test]
fn xls() {
    check_legacy_workbook("census.xls", FileFormat::Xls);
}

#[test]
fn ods() {
    check_legacy_workbook("census.ods", FileFormat::Ods);
}

#[test]
fn header_synonyms_map_to_the_same_fields() {
    let expected = [
        person(Field::Dob),
        person(Field::FirstName),
        person(Field::LastName),
        person(Field::Zip),
        person(Field::MedicalTier),
        person(Field::Relationship),
    ];
    for name in [
        "headers-synonyms-1.csv",
        "headers-synonyms-2.csv",
        "headers-synonyms-3.csv",
    ] {
        let r = Run::new(name);
        let fields: Vec<_> = (0..6).map(|i| r.field(i)).collect();
        assert_eq!(fields, expected, "{name}");
        assert!(
            r.analysis.columns.iter().all(|c| c.confidence >= 0.9),
            "{name}"
        );
        assert_eq!(r.employees(), vec![("John", "Smith")], "{name}");
        assert_eq!(r.dobs(), vec![date(1980, 1, 2)], "{name}");
        assert_eq!(r.issues(), vec![], "{name}");
    }
    let r = Run::new("headers-synonyms-3.csv");
    let e = &r.census.households[0].employee;
    assert_eq!(
        (e.tobacco, e.external_id.as_deref(), e.ssn.as_deref()),
        (Some(false), Some("A17"), Some("123456789"))
    );
    assert_eq!(e.hire_date, date(2015, 3, 1));
}

#[test]
fn roster_matching_and_rerun_after_a_fix() {
    let mut r = Run::new("duplicates.csv");
    let roster = vec![
        RosterEntry {
            id: "m1".into(),
            ssn: Some("123456789".into()),
            first_name: "John".into(),
            last_name: "Smith".into(),
            dob: date(1980, 1, 2),
        },
        RosterEntry {
            id: "m2".into(),
            ssn: None,
            first_name: "bob".into(),
            last_name: "BROWN".into(),
            dob: date(1970, 3, 3),
        },
    ];
    let matches = match_roster(&r.census.households, &roster);
    let existing = |id: &str| Match::Existing(id.to_string());
    assert_eq!(
        matches,
        vec![
            existing("m1"),
            existing("m1"),
            existing("m2"),
            existing("m2")
        ]
    );
    let codes: Vec<_> = validate(&r.census, &roster, &opts())
        .iter()
        .map(|i| (i.row, i.code))
        .collect();
    assert!(
        codes.contains(&(3, "roster_conflict")) && codes.contains(&(3, "roster_name_mismatch"))
    );

    // The user fixes Ann Lee's SSN and removes the second Bob Brown; re-run.
    let mut edits = std::collections::BTreeMap::from([((2, 4), "345-67-8901".to_string())]);
    edits.extend((0..6).map(|c| ((4, c), String::new())));
    r.table.rows.replace(&edits);
    let census = normalise(
        &r.table,
        r.analysis.header_row,
        &r.analysis.mapping(),
        &opts(),
    );
    assert_eq!(validate(&census, &roster, &opts()), vec![]);
    assert_eq!(
        match_roster(&census.households, &roster),
        vec![existing("m1"), Match::New, existing("m2")]
    );
}
