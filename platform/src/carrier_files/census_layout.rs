//! The carrier census in the common carrier layout: one row per member and coverage, with the
//! subscriber id tying dependents to their employee.

use super::roster::RosterMember;
use crate::spreadsheet::{Cell, Table};

const HEADERS: &[&str] = &[
    "Subscriber ID",
    "Relationship",
    "Last name",
    "First name",
    "Middle name",
    "Date of birth",
    "Gender",
    "SSN",
    "Address",
    "City",
    "State",
    "ZIP",
    "Coverage",
    "Plan ID",
    "Tier",
    "Effective date",
    "End date",
];

/// The census as a table; `ssn` gives each member's SSN from the encrypted store.
pub fn census(
    members: &[RosterMember],
    ssn: impl Fn(&RosterMember) -> Option<String>,
) -> Table<Cell> {
    let text = |v: &Option<String>| v.clone().map_or(Cell::Empty, Cell::Text);
    let mut rows = Vec::new();
    for m in members {
        let p = &m.person;
        let ssn = ssn(m).map_or(Cell::Empty, |s| {
            Cell::Text(format!("{}-{}-{}", &s[..3], &s[3..5], &s[5..]))
        });
        for c in &m.coverages {
            rows.push(vec![
                Cell::Text(p.subscriber_id.clone()),
                Cell::Text(p.relationship.clone()),
                Cell::Text(p.last_name.clone()),
                Cell::Text(p.first_name.clone()),
                text(&p.middle_name),
                Cell::Date(p.dob),
                text(&p.gender),
                ssn.clone(),
                text(&p.address_line1),
                text(&p.city),
                text(&p.state),
                text(&p.zip),
                Cell::Text(c.line.clone()),
                Cell::Text(c.plan_id.clone()),
                c.tier.clone().map_or(Cell::Empty, Cell::Text),
                Cell::Date(c.begin),
                c.end.map_or(Cell::Empty, Cell::Date),
            ]);
        }
    }
    Table {
        headers: HEADERS.to_vec(),
        rows,
    }
}
