//! Matching a file's households to a group's roster: by employee id, then SSN fingerprint,
//! then name and date of birth. Pure.

use std::collections::HashMap;

use chrono::NaiveDate;
use uuid::Uuid;

#[derive(Debug, Clone, sqlx::FromRow)]
pub struct RosterKey {
    pub id: Uuid,
    pub external_id: Option<String>,
    pub ssn_hmac: Option<Vec<u8>>,
    pub first_name: String,
    pub last_name: String,
    pub dob: NaiveDate,
    pub terminated: bool,
}

/// What the file says about one employee, for matching.
pub struct FileKey<'a> {
    pub external_id: Option<&'a str>,
    pub ssn_hmac: Option<Vec<u8>>,
    pub first_name: &'a str,
    pub last_name: &'a str,
    pub dob: Option<NaiveDate>,
}

fn name_key(first: &str, last: &str, dob: NaiveDate) -> (String, String, NaiveDate) {
    (first.trim().to_lowercase(), last.trim().to_lowercase(), dob)
}

pub struct Matcher<'r> {
    by_external: HashMap<String, &'r RosterKey>,
    by_ssn: HashMap<Vec<u8>, &'r RosterKey>,
    by_name: HashMap<(String, String, NaiveDate), &'r RosterKey>,
}

impl<'r> Matcher<'r> {
    pub fn new(roster: &'r [RosterKey]) -> Self {
        let mut m = Matcher {
            by_external: HashMap::new(),
            by_ssn: HashMap::new(),
            by_name: HashMap::new(),
        };
        for r in roster {
            if let Some(x) = r.external_id.as_deref().filter(|x| !x.is_empty()) {
                m.by_external.insert(x.to_lowercase(), r);
            }
            if let Some(h) = &r.ssn_hmac {
                m.by_ssn.insert(h.clone(), r);
            }
            m.by_name
                .insert(name_key(&r.first_name, &r.last_name, r.dob), r);
        }
        m
    }

    pub fn find(&self, k: &FileKey<'_>) -> Option<&'r RosterKey> {
        // Every roster entry is in `by_name`: an empty roster (a first census) matches nothing.
        if self.by_name.is_empty() {
            return None;
        }
        if let Some(r) = k
            .external_id
            .and_then(|x| self.by_external.get(&x.to_lowercase()))
        {
            return Some(r);
        }
        if let Some(r) = k.ssn_hmac.as_ref().and_then(|h| self.by_ssn.get(h)) {
            return Some(r);
        }
        k.dob.and_then(|dob| {
            self.by_name
                .get(&name_key(k.first_name, k.last_name, dob))
                .copied()
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn d(y: i32, m: u32, day: u32) -> NaiveDate {
        NaiveDate::from_ymd_opt(y, m, day).unwrap()
    }

    #[test]
    fn matches_in_order_of_strength() {
        let a = RosterKey {
            id: Uuid::from_u128(1),
            external_id: Some("E-1".into()),
            ssn_hmac: Some(vec![1]),
            first_name: "Ana".into(),
            last_name: "Diaz".into(),
            dob: d(1980, 1, 1),
            terminated: false,
        };
        let b = RosterKey {
            id: Uuid::from_u128(2),
            external_id: None,
            ssn_hmac: Some(vec![2]),
            first_name: "Bo".into(),
            last_name: "Lee".into(),
            dob: d(1990, 5, 5),
            terminated: false,
        };
        let roster = [a, b];
        let m = Matcher::new(&roster);
        let key =
            |x: Option<&'static str>, s: Option<Vec<u8>>, f: &'static str, l: &'static str, dob| {
                FileKey {
                    external_id: x,
                    ssn_hmac: s,
                    first_name: f,
                    last_name: l,
                    dob,
                }
            };
        assert_eq!(
            m.find(&key(Some("e-1"), None, "X", "Y", None)).unwrap().id,
            Uuid::from_u128(1)
        );
        assert_eq!(
            m.find(&key(None, Some(vec![2]), "Robert", "Lee", None))
                .unwrap()
                .id,
            Uuid::from_u128(2)
        );
        assert_eq!(
            m.find(&key(None, None, " ANA ", "diaz", Some(d(1980, 1, 1))))
                .unwrap()
                .id,
            Uuid::from_u128(1)
        );
        assert!(m
            .find(&key(None, None, "Ana", "Diaz", Some(d(1981, 1, 1))))
            .is_none());
    }
}
