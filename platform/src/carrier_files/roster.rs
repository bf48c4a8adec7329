//! The members a carrier covers, as the enrollment has them, and what changed since the last
//! file told the carrier: the rules behind change and full files.

use std::collections::BTreeMap;

use chrono::{Datelike, NaiveDate};
use serde::{Deserialize, Serialize};
use sha2::{Digest, Sha256};
use uuid::Uuid;

/// One person's coverage on one line, as the enrollment query returns it.
#[derive(Debug, Clone, sqlx::FromRow)]
pub struct CoveredRow {
    pub employee_id: Uuid,
    pub dependent_id: Option<Uuid>,
    /// `self` for the employee, else the dependent's relationship.
    pub relationship: String,
    pub subscriber_id: String,
    pub first_name: String,
    pub middle_name: Option<String>,
    pub last_name: String,
    pub dob: NaiveDate,
    pub gender: Option<String>,
    pub ssn_enc: Option<Vec<u8>>,
    pub ssn_last4: Option<String>,
    pub address_line1: Option<String>,
    pub city: Option<String>,
    pub state: Option<String>,
    pub zip: Option<String>,
    pub employment_type: Option<String>,
    pub employee_status: String,
    pub termination_date: Option<NaiveDate>,
    pub line: String,
    pub plan_id: String,
    pub tier: Option<String>,
    pub coverage_start: NaiveDate,
}

/// A coverage as a carrier knows it.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct SentCoverage {
    pub line: String,
    pub plan_id: String,
    /// On the subscriber only.
    pub tier: Option<String>,
    pub begin: NaiveDate,
    pub end: Option<NaiveDate>,
}

/// A member as a file told the carrier about them (no SSN: that stays in the encrypted store).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct SentMember {
    pub subscriber_id: String,
    pub relationship: String,
    pub first_name: String,
    pub last_name: String,
    pub dob: NaiveDate,
    pub gender: Option<String>,
    /// A digest of the demographics a change file must pass on (name, birth date, gender,
    /// SSN's last four, address).
    pub fingerprint: String,
    pub coverages: Vec<SentCoverage>,
}

/// Every member a carrier was told about, by member key (the employee's or dependent's id).
pub type Sent = BTreeMap<String, SentMember>;

/// A member of the roster: the person and their coverages with this carrier.
#[derive(Debug, Clone)]
pub struct RosterMember {
    pub key: String,
    pub person: CoveredRow,
    pub coverages: Vec<SentCoverage>,
}

impl RosterMember {
    pub fn is_subscriber(&self) -> bool {
        self.person.dependent_id.is_none()
    }

    pub fn sent(&self) -> SentMember {
        let p = &self.person;
        SentMember {
            subscriber_id: p.subscriber_id.clone(),
            relationship: p.relationship.clone(),
            first_name: p.first_name.clone(),
            last_name: p.last_name.clone(),
            dob: p.dob,
            gender: p.gender.clone(),
            fingerprint: fingerprint(p),
            coverages: self.coverages.clone(),
        }
    }
}

/// The last day of coverage of a terminated employee: the end of the month they left in.
pub fn coverage_end(status: &str, termination_date: Option<NaiveDate>) -> Option<NaiveDate> {
    if status != "terminated" {
        return None;
    }
    let left = termination_date?;
    let (y, m) = if left.month() == 12 {
        (left.year() + 1, 1)
    } else {
        (left.year(), left.month() + 1)
    };
    NaiveDate::from_ymd_opt(y, m, 1).and_then(|d| d.pred_opt())
}

fn fingerprint(p: &CoveredRow) -> String {
    let text = [
        p.first_name.as_str(),
        p.middle_name.as_deref().unwrap_or(""),
        p.last_name.as_str(),
        &p.dob.to_string(),
        p.gender.as_deref().unwrap_or(""),
        p.ssn_last4.as_deref().unwrap_or(""),
        p.address_line1.as_deref().unwrap_or(""),
        p.city.as_deref().unwrap_or(""),
        p.state.as_deref().unwrap_or(""),
        p.zip.as_deref().unwrap_or(""),
    ]
    .join("\u{1f}");
    hex::encode(&Sha256::digest(text.as_bytes())[..12])
}

/// Groups the enrollment's rows (ordered by employee, then dependent) into members.
pub fn roster(rows: Vec<CoveredRow>) -> Vec<RosterMember> {
    let mut members: Vec<RosterMember> = Vec::new();
    for row in rows {
        let key = row.dependent_id.unwrap_or(row.employee_id).to_string();
        let coverage = SentCoverage {
            line: row.line.clone(),
            plan_id: row.plan_id.clone(),
            tier: row
                .dependent_id
                .is_none()
                .then(|| row.tier.clone())
                .flatten(),
            begin: row.coverage_start,
            // Leaving before the coverage begins cancels it: it ends the day it would begin.
            end: coverage_end(&row.employee_status, row.termination_date)
                .map(|end| end.max(row.coverage_start)),
        };
        match members.last_mut() {
            Some(last) if last.key == key => last.coverages.push(coverage),
            _ => members.push(RosterMember {
                key,
                person: row,
                coverages: vec![coverage],
            }),
        }
    }
    members
}

pub fn snapshot(roster: &[RosterMember]) -> Sent {
    roster.iter().map(|m| (m.key.clone(), m.sent())).collect()
}

/// A snapshot as a file keeps it: its JSON, serialised once, and the digest that tells whether
/// two files told the carrier the same.
pub struct Kept {
    pub json: String,
    pub hash: String,
}

impl Kept {
    pub fn of(sent: &Sent) -> Self {
        let json = serde_json::to_string(sent).expect("a snapshot serialises");
        let hash = hex::encode(Sha256::digest(json.as_bytes()));
        Self { json, hash }
    }
}

/// What a change file does to one coverage or member.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Change {
    Add,
    Change,
    Term,
}

/// A member's line in a change file: what happens to them and to each coverage.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct MemberChange {
    pub key: String,
    pub change: Change,
    pub coverages: Vec<(Change, SentCoverage)>,
}

fn ended(c: &SentCoverage, on: NaiveDate) -> bool {
    c.end.is_some_and(|end| end < on)
}

/// What changed since `previous` was sent: adds, changes and terms. A member who vanished from
/// the enrollment is terminated on `gone_on` (their coverage ends that day), never left silent.
pub fn changes(previous: Sent, now: Sent, gone_on: NaiveDate) -> (Vec<MemberChange>, Sent) {
    // Who left, in the order the previous file listed them.
    let left: Vec<String> = previous
        .keys()
        .filter(|key| !now.contains_key(*key))
        .cloned()
        .collect();
    let mut out = Vec::new();
    // What the carrier will know, built from what it knew: each member is read there before it
    // is replaced.
    let mut next = previous;
    for (key, member) in now {
        match next.get(&key) {
            None => {
                // Never sent and already gone: nothing to tell.
                if member.coverages.iter().all(|c| ended(c, gone_on)) {
                    continue;
                }
                out.push(MemberChange {
                    key: key.clone(),
                    change: Change::Add,
                    coverages: member
                        .coverages
                        .iter()
                        .map(|c| (Change::Add, c.clone()))
                        .collect(),
                });
            }
            Some(before) if *before == member => continue,
            Some(before) => {
                let mut coverages = Vec::new();
                for c in &member.coverages {
                    match before.coverages.iter().find(|b| b.line == c.line) {
                        None => coverages.push((Change::Add, c.clone())),
                        Some(b) if b == c => {}
                        Some(b) if c.end.is_some() && b.end != c.end && b.plan_id == c.plan_id => {
                            coverages.push((Change::Term, c.clone()))
                        }
                        Some(_) => coverages.push((Change::Change, c.clone())),
                    }
                }
                for b in &before.coverages {
                    if !member.coverages.iter().any(|c| c.line == b.line) && b.end.is_none() {
                        let mut dropped = b.clone();
                        dropped.end = Some(gone_on.max(b.begin));
                        coverages.push((Change::Term, dropped));
                    }
                }
                let all_ended = !coverages.is_empty()
                    && coverages.iter().all(|(k, _)| *k == Change::Term)
                    && member.coverages.iter().all(|c| c.end.is_some());
                if coverages.is_empty() && before.fingerprint == member.fingerprint {
                    continue;
                }
                out.push(MemberChange {
                    key: key.clone(),
                    change: if all_ended {
                        Change::Term
                    } else {
                        Change::Change
                    },
                    coverages,
                });
            }
        }
        next.insert(key, member);
    }
    for key in left {
        let before = &next[&key];
        if before.coverages.iter().all(|c| c.end.is_some()) {
            continue;
        }
        let mut gone = before.clone();
        for c in gone.coverages.iter_mut().filter(|c| c.end.is_none()) {
            c.end = Some(gone_on.max(c.begin));
        }
        out.push(MemberChange {
            key: key.clone(),
            change: Change::Term,
            coverages: gone
                .coverages
                .iter()
                .map(|c| (Change::Term, c.clone()))
                .collect(),
        });
        next.insert(key, gone);
    }
    (out, next)
}

/// What changed from the last file of the plan year before to the new plan year, which starts on
/// `year_start`. A coverage that carries on at the same plan and tier is renewed by the carrier
/// and not sent again; a coverage that ended last year is not ended again; whoever or whatever
/// last year covered and the new year does not ends on the last day of last year.
pub fn changes_into_new_year(
    last_year: Sent,
    now: Sent,
    year_start: NaiveDate,
) -> (Vec<MemberChange>, Sent) {
    let mut carried = Sent::new();
    for (key, mut member) in last_year {
        member.coverages.retain(|c| !ended(c, year_start));
        if member.coverages.is_empty() {
            continue;
        }
        if let Some(current) = now.get(&key) {
            for c in &mut member.coverages {
                let renewed = current.coverages.iter().find(|n| {
                    n.line == c.line
                        && n.plan_id == c.plan_id
                        && n.tier == c.tier
                        && n.end == c.end
                        && n.begin == year_start
                });
                if let Some(renewed) = renewed {
                    *c = renewed.clone();
                }
            }
        }
        carried.insert(key, member);
    }
    changes(carried, now, year_start.pred_opt().unwrap_or(year_start))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn date(y: i32, m: u32, d: u32) -> NaiveDate {
        NaiveDate::from_ymd_opt(y, m, d).unwrap()
    }

    fn row(
        employee: u128,
        dependent: Option<u128>,
        line: &str,
        plan: &str,
        tier: &str,
    ) -> CoveredRow {
        CoveredRow {
            employee_id: Uuid::from_u128(employee),
            dependent_id: dependent.map(Uuid::from_u128),
            relationship: if dependent.is_some() { "child" } else { "self" }.into(),
            subscriber_id: format!("E{employee}"),
            first_name: "Ana".into(),
            middle_name: None,
            last_name: "Lopez".into(),
            dob: date(1990, 1, 2),
            gender: Some("female".into()),
            ssn_enc: None,
            ssn_last4: Some("1234".into()),
            address_line1: Some("1 Main St".into()),
            city: Some("Denver".into()),
            state: Some("CO".into()),
            zip: Some("80202".into()),
            employment_type: Some("full_time".into()),
            employee_status: "active".into(),
            termination_date: None,
            line: line.into(),
            plan_id: plan.into(),
            tier: Some(tier.into()),
            coverage_start: date(2027, 1, 1),
        }
    }

    #[test]
    fn a_terminated_employee_is_covered_to_the_end_of_the_month_they_left() {
        assert_eq!(
            coverage_end("terminated", Some(date(2027, 3, 14))),
            Some(date(2027, 3, 31))
        );
        assert_eq!(
            coverage_end("terminated", Some(date(2027, 12, 2))),
            Some(date(2027, 12, 31))
        );
        assert_eq!(coverage_end("active", Some(date(2027, 3, 14))), None);
    }

    #[test]
    fn leaving_before_the_coverage_begins_cancels_it_on_its_first_day() {
        let mut left = row(1, None, "medical", "P1", "EE");
        left.employee_status = "terminated".into();
        left.termination_date = Some(date(2026, 11, 20));
        let members = roster(vec![left]);
        assert_eq!(members[0].coverages[0].end, Some(date(2027, 1, 1)));
    }

    #[test]
    fn rows_group_into_members_with_the_tier_on_the_subscriber_only() {
        let members = roster(vec![
            row(1, None, "medical", "P1", "EC"),
            row(1, None, "dental", "D1", "EC"),
            row(1, Some(9), "medical", "P1", "EC"),
        ]);
        assert_eq!(members.len(), 2);
        assert_eq!(members[0].coverages.len(), 2);
        assert_eq!(members[1].coverages[0].tier, None);
        assert!(members[0].is_subscriber() && !members[1].is_subscriber());
    }

    #[test]
    fn the_first_change_file_adds_everyone_and_the_next_one_nothing() {
        let now = snapshot(&roster(vec![
            row(1, None, "medical", "P1", "EE"),
            row(2, None, "medical", "P1", "EE"),
        ]));
        let (first, next) = changes(Sent::new(), now.clone(), date(2027, 1, 31));
        assert_eq!(first.len(), 2);
        assert!(first.iter().all(|m| m.change == Change::Add));
        let (second, _) = changes(next, now, date(2027, 1, 31));
        assert!(second.is_empty());
    }

    #[test]
    fn tier_changes_terminations_and_vanished_members_are_sent() {
        let before = snapshot(&roster(vec![
            row(1, None, "medical", "P1", "EE"),
            row(2, None, "medical", "P1", "EE"),
            row(3, None, "medical", "P1", "EE"),
        ]));
        let mut left = row(2, None, "medical", "P1", "EE");
        left.employee_status = "terminated".into();
        left.termination_date = Some(date(2027, 2, 10));
        let now = snapshot(&roster(vec![row(1, None, "medical", "P1", "EC"), left]));
        let (sent, next) = changes(before, now.clone(), date(2027, 2, 28));
        let by_key = |k: u128| {
            sent.iter()
                .find(|m| m.key == Uuid::from_u128(k).to_string())
                .unwrap()
        };
        assert_eq!(by_key(1).change, Change::Change);
        assert_eq!(by_key(1).coverages[0].0, Change::Change);
        assert_eq!(by_key(2).change, Change::Term);
        assert_eq!(by_key(2).coverages[0].1.end, Some(date(2027, 2, 28)));
        assert_eq!(by_key(3).change, Change::Term);
        assert_eq!(by_key(3).coverages[0].1.end, Some(date(2027, 2, 28)));
        // Once told, the terminations are not sent again.
        let (again, _) = changes(next, now, date(2027, 3, 31));
        assert!(again.is_empty(), "{again:?}");
    }

    #[test]
    fn a_name_correction_is_a_change_without_coverage_lines() {
        let before = snapshot(&roster(vec![row(1, None, "medical", "P1", "EE")]));
        let mut renamed = row(1, None, "medical", "P1", "EE");
        renamed.last_name = "López".into();
        let (sent, _) = changes(before, snapshot(&roster(vec![renamed])), date(2027, 1, 31));
        assert_eq!(sent.len(), 1);
        assert_eq!(sent[0].change, Change::Change);
        assert!(sent[0].coverages.is_empty());
    }

    #[test]
    fn into_a_new_plan_year_only_what_the_renewal_changed_is_sent() {
        let year_start = date(2028, 1, 1);
        let mut left_last_year = row(5, None, "medical", "P1", "EE");
        left_last_year.employee_status = "terminated".into();
        left_last_year.termination_date = Some(date(2027, 6, 10));
        let last_year = snapshot(&roster(vec![
            row(1, None, "medical", "P1", "EE"),
            row(2, None, "medical", "P1", "EC"),
            row(2, Some(20), "medical", "P1", "EC"),
            row(3, None, "medical", "P1", "EE"),
            row(3, None, "dental", "D1", "EE"),
            row(4, None, "medical", "P2", "EE"),
            left_last_year,
        ]));
        let renewed = |employee, dependent, line: &str, plan: &str, tier: &str| {
            let mut r = row(employee, dependent, line, plan, tier);
            r.coverage_start = year_start;
            r
        };
        let now = snapshot(&roster(vec![
            // Carries on as it was: renewed by the carrier, not sent.
            renewed(1, None, "medical", "P1", "EE"),
            // The only child turned 26: the subscriber drops to employee only.
            renewed(2, None, "medical", "P1", "EE"),
            // Dental waived in the active re-enrollment.
            renewed(3, None, "medical", "P1", "EE"),
            // The plan was discontinued and mapped to its replacement.
            renewed(4, None, "medical", "P9", "EE"),
            // Waived last year, enrolled this year.
            renewed(6, None, "medical", "P1", "EE"),
        ]));
        let (sent, next) = changes_into_new_year(last_year, now.clone(), year_start);
        let by_key = |k: u128| {
            sent.iter()
                .find(|m| m.key == Uuid::from_u128(k).to_string())
                .unwrap_or_else(|| panic!("{k} is not in {sent:?}"))
        };
        assert_eq!(sent.len(), 5, "{sent:?}");
        let end_of_last_year = Some(date(2027, 12, 31));

        let tier = by_key(2);
        assert_eq!(tier.change, Change::Change);
        assert_eq!(tier.coverages[0].0, Change::Change);
        assert_eq!(tier.coverages[0].1.tier.as_deref(), Some("EE"));
        assert_eq!(tier.coverages[0].1.begin, year_start);
        let child = by_key(20);
        assert_eq!(child.change, Change::Term);
        assert_eq!(child.coverages[0].1.end, end_of_last_year);

        let dental = by_key(3);
        assert_eq!(dental.change, Change::Change, "medical carries on");
        assert_eq!(dental.coverages.len(), 1);
        assert_eq!(dental.coverages[0].0, Change::Term);
        assert_eq!(dental.coverages[0].1.line, "dental");
        assert_eq!(dental.coverages[0].1.end, end_of_last_year);

        let mapped = by_key(4);
        assert_eq!(mapped.change, Change::Change);
        assert_eq!(
            (
                mapped.coverages[0].0,
                mapped.coverages[0].1.plan_id.as_str()
            ),
            (Change::Change, "P9")
        );
        assert_eq!(by_key(6).change, Change::Add);
        assert!(
            !sent.iter().any(|m| m.key == Uuid::from_u128(1).to_string()
                || m.key == Uuid::from_u128(5).to_string()),
            "neither the unchanged nor last year's leaver"
        );
        // Once told, the new plan year's next change file starts from what the carrier knows.
        let (again, _) = changes(next, now, date(2028, 1, 31));
        assert!(again.is_empty(), "{again:?}");
    }

    #[test]
    fn the_hash_of_a_snapshot_is_stable() {
        let now = snapshot(&roster(vec![row(1, None, "medical", "P1", "EE")]));
        assert_eq!(Kept::of(&now).hash, Kept::of(&now.clone()).hash);
        assert_ne!(Kept::of(&now).hash, Kept::of(&Sent::new()).hash);
    }
}
