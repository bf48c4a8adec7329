//! `validate`: checks on normalised households.

use super::field::Field;
use super::halves;
use super::issue::Issue;
use super::model::{Household, Person, Relationship, Tier};
use super::normalise::{Normalised, Options};
use super::roster::{find, name_key, MatchedBy, RosterEntry};
use crate::eligibility::{child_over_age, hired_too_young};
use hashbrown::hash_table::{Entry, HashTable};
use hashbrown::DefaultHashBuilder;
use std::collections::HashMap;
use std::hash::{BuildHasher, Hash, Hasher};

/// Youngest and oldest plausible employee.
const EMPLOYEE_AGES: std::ops::RangeInclusive<i32> = 14..=100;
/// Youngest plausible spouse or partner.
const MIN_PARTNER_AGE: i32 = 16;
/// Oldest plausible person.
const MAX_AGE: i32 = 100;

/// Checks required fields, ages, households, tiers, duplicates within the
/// file and conflicts with the roster. Returns only what it finds; the
/// parsing issues stay in `census.issues`. Issues about a person's values
/// name the field; the column is in the mapping that `normalise` used.
pub fn validate(census: &Normalised, roster: &[RosterEntry], opts: &Options) -> Vec<Issue> {
    let households = &census.households;
    let mut issues = halves::in_halves(households.len(), |at| {
        let mut issues = Vec::new();
        for household in &households[at] {
            for person in household.members() {
                let from = issues.len();
                check_person(person, opts, &mut issues);
                for issue in &mut issues[from..] {
                    issue.dependent = person.slot;
                }
            }
            check_household(household, &mut issues);
        }
        issues
    })
    .concat();
    check_duplicates(census, &mut issues);
    check_roster(census, roster, &mut issues);
    issues
}

fn check_person(p: &Person, opts: &Options, issues: &mut Vec<Issue>) {
    let required: [(bool, Field); 4] = [
        (p.first_name.is_some(), Field::FirstName),
        (p.last_name.is_some(), Field::LastName),
        (p.dob.is_some(), Field::Dob),
        (
            p.zip.is_some() || p.relationship != Relationship::Employee,
            Field::Zip,
        ),
    ];
    for (present, field) in required {
        if !present {
            issues.push(
                Issue::error(p.row, "required", format!("{} is required.", field.label()))
                    .at(field, None),
            );
        }
    }
    let Some(dob) = p.dob else { return };
    // Named only for an issue: most people have none.
    let who = || p.display_name();
    if dob > opts.as_of {
        issues.push(
            Issue::error(
                p.row,
                "dob_in_future",
                format!("{}: date of birth {dob} is in the future.", who()),
            )
            .at(Field::Dob, None),
        );
        return;
    }
    let age = p.age_on(opts.as_of).unwrap_or_default();
    let problem = match p.relationship {
        _ if age > MAX_AGE => Some(format!("{} would be {age} years old.", who())),
        Relationship::Employee if !EMPLOYEE_AGES.contains(&age) => {
            Some(format!("{} is {age}: too young to be an employee.", who()))
        }
        Relationship::Spouse | Relationship::DomesticPartner if age < MIN_PARTNER_AGE => Some(
            format!("{} is {age}: too young to be a spouse or partner.", who()),
        ),
        _ => None,
    };
    if let Some(message) = problem {
        issues.push(Issue::error(p.row, "implausible_age", message).at(Field::Dob, None));
    }
    if p.relationship == Relationship::Child && child_over_age(age, p.disabled == Some(true)) {
        issues.push(
            Issue::error(
                p.row,
                "child_over_26",
                format!(
                    "{} is {age}: children are covered to 26 unless disabled.",
                    who()
                ),
            )
            .at(Field::Dob, None),
        );
    }
    if let Some(hire) = p.hire_date {
        if hired_too_young(dob, hire) {
            issues.push(
                Issue::error(
                    p.row,
                    "hire_before_14",
                    format!("{} was hired on {hire}, before turning 14.", who()),
                )
                .at(Field::HireDate, None),
            );
        }
        if p.termination_date.is_some_and(|t| t < hire) {
            issues.push(
                Issue::error(
                    p.row,
                    "termination_before_hire",
                    format!("{} was terminated before being hired.", who()),
                )
                .at(Field::TerminationDate, None),
            );
        }
    }
}

fn check_household(h: &Household, issues: &mut Vec<Issue>) {
    let partners: Vec<&Person> = h
        .dependents
        .iter()
        .filter(|d| d.relationship.is_partner())
        .collect();
    for extra in partners.iter().skip(1) {
        issues.push(
            Issue::error(
                extra.row,
                "multiple_partners",
                format!(
                    "{} has more than one spouse or partner listed.",
                    h.employee.display_name()
                ),
            )
            .at(Field::Relationship, None),
        );
    }
    let has_partner = !partners.is_empty();
    let has_child = h
        .dependents
        .iter()
        .any(|d| matches!(d.relationship, Relationship::Child | Relationship::Other));
    let e = &h.employee;
    for (tier, field) in [
        (e.medical_tier, Field::MedicalTier),
        (e.dental_tier, Field::DentalTier),
        (e.vision_tier, Field::VisionTier),
    ] {
        if let Some(tier) = tier {
            if let Some(issue) = tier_issue(field, tier, has_partner, has_child, e) {
                issues.push(issue.at(field, None));
            }
        }
    }
}

/// Tier against the dependents listed: a tier that covers someone who is not
/// listed is an error; listed dependents the tier leaves out are a warning.
fn tier_issue(line: Field, tier: Tier, partner: bool, child: bool, e: &Person) -> Option<Issue> {
    let who = || format!("{} ({})", e.display_name(), line.label().to_lowercase());
    let error = |what: &str| {
        Issue::error(
            e.row,
            "tier_mismatch",
            format!("{}: tier {tier:?} needs {what}, but none is listed.", who()),
        )
    };
    let uncovered = |what: &str| {
        Issue::warning(
            e.row,
            "dependents_not_covered",
            format!("{}: tier {tier:?} does not cover the {what} listed.", who()),
        )
    };
    match tier {
        Tier::ES if !partner => Some(error("a spouse or partner")),
        Tier::EC if !child => Some(error("a child")),
        Tier::EF if !partner && !child => Some(error("a spouse or partner and a child")),
        Tier::EF if !partner || !child => Some(Issue::warning(
            e.row,
            "tier_mismatch",
            format!(
                "{}: tier EF (family) with only {} listed; EC or ES may be meant.",
                who(),
                if child {
                    "children"
                } else {
                    "a spouse or partner"
                }
            ),
        )),
        Tier::EE if partner || child => Some(uncovered("dependents")),
        Tier::ES if child => Some(uncovered("children")),
        Tier::EC if partner => Some(uncovered("spouse or partner")),
        _ => None,
    }
}

/// A name folded for comparison: letters and digits, lower case.
fn folded(name: &str) -> impl Iterator<Item = char> + '_ {
    name.chars()
        .filter(|c| c.is_alphanumeric())
        .flat_map(char::to_lowercase)
}

/// Whether two people have the same folded first and last names and birth date.
fn same_person(a: &Person, b: &Person) -> bool {
    let same = |x: &Option<String>, y: &Option<String>| {
        folded(x.as_deref().unwrap_or("")).eq(folded(y.as_deref().unwrap_or("")))
    };
    a.dob == b.dob && same(&a.first_name, &b.first_name) && same(&a.last_name, &b.last_name)
}

fn person_hash(state: &DefaultHashBuilder, p: &Person) -> u64 {
    let mut h = state.build_hasher();
    for name in [&p.first_name, &p.last_name] {
        let name = name.as_deref().unwrap_or("");
        // The same characters as `folded` gives, a byte at a time for the usual ASCII name.
        if name.is_ascii() {
            name.bytes()
                .filter(u8::is_ascii_alphanumeric)
                .for_each(|b| h.write_u32(u32::from(b.to_ascii_lowercase())));
        } else {
            folded(name).for_each(|c| h.write_u32(c as u32));
        }
        h.write_u8(0xff);
    }
    p.dob.hash(&mut h);
    h.finish()
}

fn check_duplicates(census: &Normalised, issues: &mut Vec<Issue>) {
    let mut by_ssn: HashMap<&str, usize> = HashMap::new();
    // People by folded name and birth date, compared in place (no key copied per person).
    let state = DefaultHashBuilder::default();
    let people = census
        .households
        .iter()
        .map(|h| 1 + h.dependents.len())
        .sum();
    let mut by_name: HashTable<&Person> = HashTable::with_capacity(people);
    // Everyone's hash is worked out on two threads; the people are then looked up in file order.
    let households = &census.households;
    let hashes = halves::in_halves(households.len(), |at| {
        households[at]
            .iter()
            .flat_map(Household::members)
            .map(|p| person_hash(&state, p))
            .collect::<Vec<u64>>()
    })
    .concat();
    for (p, hash) in households.iter().flat_map(Household::members).zip(hashes) {
        if let Some(ssn) = &p.ssn {
            if let Some(first) = by_ssn.insert(ssn, p.row).filter(|r| *r != p.row) {
                by_ssn.insert(ssn, first);
                issues.push(
                    Issue::error(
                        p.row,
                        "duplicate_ssn",
                        format!("{}: same SSN as row {first}.", p.display_name()),
                    )
                    .at(Field::Ssn, None),
                );
                continue;
            }
        }
        if p.first_name.is_none() || p.last_name.is_none() || p.dob.is_none() {
            continue;
        }
        match by_name.entry(
            hash,
            |seen| same_person(seen, p),
            |seen| person_hash(&state, seen),
        ) {
            Entry::Occupied(first) => issues.push(
                Issue::warning(
                    p.row,
                    "duplicate_person",
                    format!(
                        "{}: same name and date of birth as row {}.",
                        p.display_name(),
                        first.get().row
                    ),
                )
                .at(Field::LastName, None),
            ),
            Entry::Vacant(slot) => {
                slot.insert(p);
            }
        }
    }
}

fn check_roster(census: &Normalised, roster: &[RosterEntry], issues: &mut Vec<Issue>) {
    let mut claimed: HashMap<&str, usize> = HashMap::new();
    for h in &census.households {
        let Some((entry, how)) = find(&h.employee, roster) else {
            continue;
        };
        if let Some(first) = claimed.insert(&entry.id, h.row) {
            claimed.insert(&entry.id, first);
            issues.push(Issue::error(
                h.row,
                "roster_conflict",
                format!(
                    "{} matches the same roster member as row {first}.",
                    h.employee.display_name()
                ),
            ));
        }
        let e = &h.employee;
        let same_name = e
            .first_name
            .as_deref()
            .zip(e.last_name.as_deref())
            .map(|(f, l)| name_key(f, l))
            == Some(name_key(&entry.first_name, &entry.last_name));
        if how == MatchedBy::Ssn && !same_name {
            issues.push(
                Issue::warning(
                    h.row,
                    "roster_name_mismatch",
                    format!(
                        "{}: the SSN belongs to {} {} on the roster.",
                        e.display_name(),
                        entry.first_name,
                        entry.last_name
                    ),
                )
                .at(Field::Ssn, None),
            );
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn people_with_the_same_folded_names_hash_alike() {
        let person = |first: &str, last: &str| {
            let mut p = Person::new(2, Relationship::Employee);
            (p.first_name, p.last_name) = (Some(first.into()), Some(last.into()));
            p
        };
        let state = DefaultHashBuilder::default();
        for (a, b) in [
            (person("Ann-Marie", "O'Brien"), person("annmarie", "OBRIEN")),
            (person("Zoë", "Ünal"), person("ZOË", "ünal")),
            (person("Jo3", "Lee"), person("jo 3", "lee")),
        ] {
            assert!(same_person(&a, &b));
            assert_eq!(
                person_hash(&state, &a),
                person_hash(&state, &b),
                "{:?} {:?}",
                a.first_name,
                b.first_name
            );
        }
        assert!(!same_person(&person("Ann", "Lee"), &person("Anne", "Lee")));
    }
}
