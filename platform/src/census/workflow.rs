//! One census import from file to plan: read, apply the user's cell fixes, normalise,
//! validate, match against the roster. Pure apart from the inputs it is given.

use std::collections::BTreeMap;

use chrono::NaiveDate;
use rand::Rng;
use uuid::Uuid;

use super::engine::{self, Field, Household, Issue, MappedField, Normalised, RawTable, Severity};
use super::matching::{FileKey, Matcher, RosterKey};
use crate::crypto::SecretBox;

/// The user's cell edits: `"row:column"` (1-based row, 0-based column) → new text.
pub type CellFixes = BTreeMap<String, String>;

pub fn fix_key(row: usize, column: usize) -> String {
    format!("{row}:{column}")
}

/// Applies cell fixes to the table (rows outside it are ignored).
pub fn apply_fixes(table: &mut RawTable, fixes: &CellFixes) {
    let edits: BTreeMap<(usize, usize), String> = fixes
        .iter()
        .filter_map(|(key, value)| {
            let (row, column) = key.split_once(':')?;
            let (row, column) = (row.parse::<usize>().ok()?, column.parse::<usize>().ok()?);
            Some(((row.checked_sub(1)?, column), value.trim().to_string()))
        })
        .collect();
    table.rows.replace(&edits);
}

pub struct Checked {
    pub normalised: Normalised,
    /// Issues of normalising and validating, in row order.
    pub issues: Vec<Issue>,
    pub errors: usize,
    pub warnings: usize,
    pub employees: usize,
    pub dependents: usize,
    /// Employees without an email address: they cannot be invited to enroll.
    pub without_email: usize,
    /// Whether the file says anything about dependents (then the roster's are synced).
    pub has_dependents: bool,
}

/// The code of the warning that no column holds a coverage tier.
pub const NO_TIER_COLUMN: &str = "no_tier_column";

pub fn check(
    table: &RawTable,
    header_row: usize,
    mapping: &[(usize, MappedField)],
    as_of: NaiveDate,
) -> Checked {
    let opts = engine::Options { as_of };
    let normalised = engine::normalise(table, header_row, mapping, &opts);
    let mut issues = normalised.issues.clone();
    issues.extend(engine::validate(&normalised, &[], &opts));
    if !mapping.iter().any(|(_, f)| {
        matches!(
            f,
            MappedField::Person(Field::MedicalTier | Field::DentalTier | Field::VisionTier)
        )
    }) {
        issues.push(Issue::warning(
            header_row + 1,
            NO_TIER_COLUMN,
            "No column holds the coverage tier (EE, ES, EC, EF or W): everyone listed is \
             counted as covered and nobody as waived. Map the tier column (\"Cov Level\", \
             \"Election\", \"Tier Code\"…) if the file has one.",
        ));
    }
    super::locate::locate(&mut issues, table.rows.get(header_row), mapping);
    issues.sort_by_key(|i| (i.row, i.column.unwrap_or(usize::MAX)));
    let errors = issues
        .iter()
        .filter(|i| i.severity == Severity::Error)
        .count();
    let warnings = issues.len() - errors;
    let employees = normalised.households.len();
    let dependents = normalised
        .households
        .iter()
        .map(|h| h.dependents.len())
        .sum();
    let without_email = normalised
        .households
        .iter()
        .filter(|h| h.employee.email.is_none())
        .count();
    let has_dependents = mapping.iter().any(|(_, f)| {
        matches!(f, MappedField::Dependent(_))
            || *f == MappedField::Person(engine::Field::Relationship)
    });
    Checked {
        normalised,
        issues,
        errors,
        warnings,
        employees,
        dependents,
        without_email,
        has_dependents,
    }
}

/// What committing the file would do to the roster.
pub struct Plan {
    /// Per household: the roster employee it updates, or a new id.
    pub targets: Vec<(Uuid, bool)>,
    pub adds: usize,
    pub updates: usize,
    /// Active roster employees missing from the file (only when they leave the roster).
    pub terminations: Vec<Uuid>,
}

pub fn ssn_fingerprint(secrets: &SecretBox, person: &engine::Person) -> Option<Vec<u8>> {
    person.ssn.as_deref().map(|s| secrets.fingerprint(s))
}

pub fn plan(
    households: &[Household],
    roster: &[RosterKey],
    secrets: &SecretBox,
    terminate_missing: bool,
) -> Plan {
    let matcher = Matcher::new(roster);
    let mut seen = std::collections::HashSet::new();
    let found: Vec<Option<Uuid>> = households
        .iter()
        .map(|h| {
            let e = &h.employee;
            let found = matcher.find(&FileKey {
                external_id: e.external_id.as_deref(),
                ssn_hmac: ssn_fingerprint(secrets, e),
                first_name: e.first_name.as_deref().unwrap_or(""),
                last_name: e.last_name.as_deref().unwrap_or(""),
                dob: e.dob,
            });
            // Two rows matching one roster entry: the second is added (validation flags duplicates).
            found.filter(|r| seen.insert(r.id)).map(|r| r.id)
        })
        .collect();
    let adds = found.iter().filter(|f| f.is_none()).count();
    let mut fresh = ascending_ids(adds).into_iter();
    let targets: Vec<(Uuid, bool)> = found
        .into_iter()
        .map(|f| match f {
            Some(id) => (id, false),
            None => (fresh.next().expect("one id per add"), true),
        })
        .collect();
    let updates = targets.len() - adds;
    let terminations = if terminate_missing {
        roster
            .iter()
            .filter(|r| !r.terminated && !seen.contains(&r.id))
            .map(|r| r.id)
            .collect()
    } else {
        Vec::new()
    };
    Plan {
        targets,
        adds,
        updates,
        terminations,
    }
}

/// `n` random ids in ascending order: rows added in file order then go into the indexes on
/// their ids in key order, which PostgreSQL does far faster than at random places.
pub fn ascending_ids(n: usize) -> Vec<Uuid> {
    // From the thread's generator (seeded from the OS): `Uuid::new_v4` asks the OS for each id.
    let mut rng = rand::rng();
    let mut ids: Vec<Uuid> = (0..n)
        .map(|_| uuid::Builder::from_random_bytes(rng.random()).into_uuid())
        .collect();
    ids.sort_unstable();
    ids
}

#[cfg(test)]
mod tests {
    use super::*;

    fn table(rows: &[&[&str]]) -> RawTable {
        RawTable {
            format: engine::FileFormat::Delimited,
            encoding: Some("UTF-8".into()),
            delimiter: Some(','),
            sheet: None,
            rows: rows.iter().map(|r| r.iter()).collect(),
        }
    }

    #[test]
    fn fixes_land_on_their_cell() {
        let mut t = table(&[&["First", "DOB"], &["Ann", "13/45/1980"]]);
        let mut fixes = CellFixes::new();
        fixes.insert(fix_key(2, 1), " 01/02/1980 ".into());
        fixes.insert(fix_key(9, 0), "ignored".into());
        apply_fixes(&mut t, &fixes);
        assert_eq!(t.cell(1, 1), "01/02/1980");
    }

    #[test]
    fn new_ids_ascend() {
        let ids = ascending_ids(500);
        assert_eq!(ids.len(), 500);
        assert!(ids.windows(2).all(|w| w[0] < w[1]));
        assert!(ids.iter().all(|id| id.get_version_num() == 4));
    }

    #[test]
    fn plan_matches_and_terminates() {
        let t = table(&[
            &["First Name", "Last Name", "DOB", "Zip", "Relationship"],
            &["Ann", "Lee", "01/02/1980", "80202", "Employee"],
            &["Raj", "Patel", "03/04/1975", "80203", "Employee"],
        ]);
        let analysis = engine::analyse(&t, None);
        let as_of = NaiveDate::from_ymd_opt(2026, 11, 22).unwrap();
        let checked = check(&t, analysis.header_row, &analysis.mapping(), as_of);
        assert_eq!((checked.employees, checked.errors), (2, 0));
        let key = |n: u128, first: &str, last: &str, dob: NaiveDate| RosterKey {
            id: Uuid::from_u128(n),
            external_id: None,
            ssn_hmac: None,
            first_name: first.into(),
            last_name: last.into(),
            dob,
            terminated: false,
        };
        let roster = vec![
            key(
                1,
                "ann",
                "LEE",
                NaiveDate::from_ymd_opt(1980, 1, 2).unwrap(),
            ),
            key(
                2,
                "Gone",
                "Away",
                NaiveDate::from_ymd_opt(1970, 1, 1).unwrap(),
            ),
        ];
        let secrets = SecretBox::new(&[7; 32]);
        let p = plan(&checked.normalised.households, &roster, &secrets, true);
        assert_eq!((p.adds, p.updates), (1, 1));
        assert_eq!(p.targets[0], (Uuid::from_u128(1), false));
        assert_eq!(p.terminations, vec![Uuid::from_u128(2)]);
        assert!(
            plan(&checked.normalised.households, &roster, &secrets, false)
                .terminations
                .is_empty()
        );
    }
}
