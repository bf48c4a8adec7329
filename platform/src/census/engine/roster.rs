//! Matching census households against the group's current roster.

use super::model::{Household, Person};
use chrono::NaiveDate;
use serde::Serialize;

/// An employee already on file for the group.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct RosterEntry {
    /// Our id for the member.
    pub id: String,
    /// Nine-digit SSN, if known.
    pub ssn: Option<String>,
    /// Given name.
    pub first_name: String,
    /// Family name.
    pub last_name: String,
    /// Date of birth.
    pub dob: Option<NaiveDate>,
}

/// Whether a household's employee is new or already on the roster.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum Match {
    /// Not on the roster: an add.
    New,
    /// The roster entry with this id: an update.
    Existing(String),
}

/// How a household's employee was matched.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum MatchedBy {
    /// Same SSN.
    Ssn,
    /// Same first name, last name and date of birth.
    NameAndDob,
}

/// Matches each household's employee to the roster, by SSN first, then by
/// first name + last name + date of birth (case-insensitive). One result per
/// household, in order; roster entries matched by none are terminations.
pub fn match_roster(households: &[Household], roster: &[RosterEntry]) -> Vec<Match> {
    households
        .iter()
        .map(|h| {
            find(&h.employee, roster).map_or(Match::New, |(e, _)| Match::Existing(e.id.clone()))
        })
        .collect()
}

/// The roster entry for `person`, and how it matched.
pub fn find<'a>(
    person: &Person,
    roster: &'a [RosterEntry],
) -> Option<(&'a RosterEntry, MatchedBy)> {
    if let Some(ssn) = &person.ssn {
        if let Some(e) = roster.iter().find(|e| e.ssn.as_ref() == Some(ssn)) {
            return Some((e, MatchedBy::Ssn));
        }
    }
    let key = name_key(person.first_name.as_deref()?, person.last_name.as_deref()?);
    let dob = person.dob?;
    roster
        .iter()
        .find(|e| e.dob == Some(dob) && name_key(&e.first_name, &e.last_name) == key)
        .map(|e| (e, MatchedBy::NameAndDob))
}

/// Case- and punctuation-insensitive (first, last) key.
pub fn name_key(first: &str, last: &str) -> (String, String) {
    let fold = |s: &str| {
        s.chars()
            .filter(|c| c.is_alphanumeric())
            .flat_map(char::to_lowercase)
            .collect()
    };
    (fold(first), fold(last))
}
