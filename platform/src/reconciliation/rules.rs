//! Reconciliation: the carrier's list against the enrollment, person by person and line by
//! line. Each difference is a finding of one kind, with our value and the carrier's side by
//! side and the monthly premium it puts at stake.

use chrono::NaiveDate;
// Faster than the standard library's hasher on a list's tens of thousands of keys.
use hashbrown::{HashMap, HashSet};

use super::carrier_list::ListedMember;
use crate::carrier_files::roster::RosterMember;
use crate::vocabulary::DiscrepancyKind;

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Finding {
    pub member_key: String,
    pub person_name: String,
    pub kind: DiscrepancyKind,
    pub field: &'static str,
    pub line: String,
    pub platform_value: Option<String>,
    pub carrier_value: Option<String>,
    pub premium_cents: i64,
}

/// What the enrollment pays a month per subscriber and line (the whole household's premium).
pub type Premiums = HashMap<(String, String), i64>;

/// The outcome of comparing a list: the findings and how many of the list's people matched.
#[derive(Debug, Default)]
pub struct Comparison {
    pub findings: Vec<Finding>,
    pub matched_people: usize,
    pub listed_people: usize,
}

fn same(a: &str, b: &str) -> bool {
    a.trim().eq_ignore_ascii_case(b.trim())
}

fn person_key(l: &ListedMember) -> (String, String, String, Option<NaiveDate>) {
    (
        l.subscriber_id.to_lowercase(),
        l.first_name.to_lowercase(),
        l.last_name.to_lowercase(),
        l.dob,
    )
}

/// A subscriber id as [`same`] compares it.
fn folded(subscriber_id: &str) -> String {
    subscriber_id.trim().to_ascii_lowercase()
}

/// Our members by household (folded subscriber id), in roster order.
type Households<'a> = HashMap<String, Vec<&'a RosterMember>>;

fn households(roster: &[RosterMember]) -> Households<'_> {
    let mut out: Households<'_> = HashMap::new();
    for m in roster {
        out.entry(folded(&m.person.subscriber_id))
            .or_default()
            .push(m);
    }
    out
}

/// Finds our member for a listed person: same subscriber id and birth date, else the only
/// member of the household in the same place (subscriber or dependent) with the same first name.
fn match_member<'a>(
    listed: &ListedMember,
    households: &Households<'a>,
) -> Option<&'a RosterMember> {
    let household: Vec<&RosterMember> = households
        .get(&folded(&listed.subscriber_id))?
        .iter()
        .filter(|m| m.is_subscriber() == (listed.relationship == "self"))
        .copied()
        .collect();
    household
        .iter()
        .find(|m| Some(m.person.dob) == listed.dob)
        .or_else(|| {
            household
                .iter()
                .find(|m| same(&m.person.first_name, &listed.first_name))
        })
        .copied()
}

fn name_of(m: &RosterMember) -> String {
    format!("{} {}", m.person.first_name, m.person.last_name)
}

fn active_on(end: Option<NaiveDate>, day: NaiveDate) -> bool {
    end.is_none_or(|end| end >= day)
}

pub fn compare(
    roster: &[RosterMember],
    listed: &[ListedMember],
    premiums: &Premiums,
    today: NaiveDate,
) -> Comparison {
    let mut out = Comparison::default();
    let mut people: Vec<(String, Vec<&ListedMember>)> = Vec::new();
    let mut index: HashMap<(String, String, String, Option<NaiveDate>), usize> = HashMap::new();
    for l in listed {
        let key = person_key(l);
        match index.get(&key) {
            Some(i) => people[*i].1.push(l),
            None => {
                index.insert(key, people.len());
                people.push((l.subscriber_id.clone(), vec![l]));
            }
        }
    }
    out.listed_people = people.len();
    let premium = |m: &RosterMember, line: &str| -> i64 {
        if m.is_subscriber() {
            premiums
                .get(&(m.key.clone(), line.to_string()))
                .copied()
                .unwrap_or(0)
        } else {
            0
        }
    };
    let households = households(roster);
    let mut matched: HashSet<&str> = HashSet::new();
    for (_, rows) in &people {
        let first = rows[0];
        let Some(m) = match_member(first, &households) else {
            for l in rows.iter().filter(|l| active_on(l.end_on, today)) {
                out.findings.push(Finding {
                    member_key: format!(
                        "carrier:{}:{}:{}",
                        l.subscriber_id, l.first_name, l.last_name
                    )
                    .to_lowercase(),
                    person_name: format!("{} {}", l.first_name, l.last_name),
                    kind: DiscrepancyKind::MissingFromPlatform,
                    field: "",
                    line: l.line.clone(),
                    platform_value: None,
                    carrier_value: Some(coverage_text(
                        l.plan_id.as_deref(),
                        l.tier.as_deref(),
                        l.effective_on,
                    )),
                    premium_cents: 0,
                });
            }
            continue;
        };
        matched.insert(m.key.as_str());
        out.matched_people += 1;
        let finding = |kind,
                       field: &'static str,
                       line: &str,
                       ours: Option<String>,
                       theirs: Option<String>,
                       premium_cents| Finding {
            member_key: m.key.clone(),
            person_name: name_of(m),
            kind,
            field,
            line: line.to_string(),
            platform_value: ours,
            carrier_value: theirs,
            premium_cents,
        };
        // Demographics, once per person.
        let p = &m.person;
        if !same(&p.first_name, &first.first_name) || !same(&p.last_name, &first.last_name) {
            out.findings.push(finding(
                DiscrepancyKind::DemographicMismatch,
                "name",
                "",
                Some(name_of(m)),
                Some(format!("{} {}", first.first_name, first.last_name)),
                0,
            ));
        }
        if first.dob.is_some_and(|d| d != p.dob) {
            out.findings.push(finding(
                DiscrepancyKind::DemographicMismatch,
                "dob",
                "",
                Some(p.dob.to_string()),
                first.dob.map(|d| d.to_string()),
                0,
            ));
        }
        let our_gender = p.gender.clone().filter(|g| g == "male" || g == "female");
        if let (Some(ours), Some(theirs)) = (&our_gender, &first.gender) {
            if ours != theirs {
                out.findings.push(finding(
                    DiscrepancyKind::DemographicMismatch,
                    "gender",
                    "",
                    Some(ours.clone()),
                    Some(theirs.clone()),
                    0,
                ));
            }
        }
        if let (Some(ours), Some(theirs)) = (&p.ssn_last4, &first.ssn_last4) {
            if ours != theirs {
                out.findings.push(finding(
                    DiscrepancyKind::DemographicMismatch,
                    "ssn_last4",
                    "",
                    Some(format!("•••-••-{ours}")),
                    Some(format!("•••-••-{theirs}")),
                    0,
                ));
            }
        }
        if let (Some(ours), Some(theirs)) = (&p.address_line1, &first.address_line1) {
            if !same(ours, theirs)
                || first
                    .zip
                    .as_deref()
                    .is_some_and(|z| Some(z) != p.zip.as_deref())
            {
                let ours = format!("{ours}, {}", p.zip.clone().unwrap_or_default());
                let theirs = format!("{theirs}, {}", first.zip.clone().unwrap_or_default());
                out.findings.push(finding(
                    DiscrepancyKind::DemographicMismatch,
                    "address",
                    "",
                    Some(ours),
                    Some(theirs),
                    0,
                ));
            }
        }
        // Coverage, line by line.
        for c in &m.coverages {
            let theirs = rows.iter().find(|l| l.line == c.line);
            let ours_text = coverage_text(Some(&c.plan_id), c.tier.as_deref(), Some(c.begin));
            match (theirs, c.end) {
                (None, None) => out.findings.push(finding(
                    DiscrepancyKind::MissingFromCarrier,
                    "",
                    &c.line,
                    Some(ours_text),
                    None,
                    premium(m, &c.line),
                )),
                (None, Some(_)) => {}
                // Ended with us, still covered by the carrier: a termination it never applied.
                (Some(l), Some(end)) if l.end_on.is_none_or(|theirs| theirs > end) => {
                    let theirs = l.end_on.map_or_else(
                        || "still covered".to_string(),
                        |d| format!("covered until {d}"),
                    );
                    out.findings.push(finding(
                        DiscrepancyKind::MissingFromPlatform,
                        "",
                        &c.line,
                        Some(format!("ends {end}")),
                        Some(theirs),
                        premium(m, &c.line),
                    ));
                }
                (Some(_), Some(_)) => {}
                (Some(l), None) => {
                    if l.plan_id
                        .as_deref()
                        .is_some_and(|plan| !same(plan, &c.plan_id))
                    {
                        out.findings.push(finding(
                            DiscrepancyKind::PlanMismatch,
                            "",
                            &c.line,
                            Some(c.plan_id.clone()),
                            l.plan_id.clone(),
                            premium(m, &c.line),
                        ));
                    }
                    if m.is_subscriber() && l.tier.is_some() && l.tier != c.tier {
                        out.findings.push(finding(
                            DiscrepancyKind::TierMismatch,
                            "",
                            &c.line,
                            c.tier.clone(),
                            l.tier.clone(),
                            premium(m, &c.line),
                        ));
                    }
                    if l.effective_on.is_some_and(|d| d != c.begin) {
                        out.findings.push(finding(
                            DiscrepancyKind::EffectiveDateMismatch,
                            "",
                            &c.line,
                            Some(c.begin.to_string()),
                            l.effective_on.map(|d| d.to_string()),
                            0,
                        ));
                    }
                }
            }
        }
        for l in rows
            .iter()
            .filter(|l| !m.coverages.iter().any(|c| c.line == l.line) && active_on(l.end_on, today))
        {
            out.findings.push(finding(
                DiscrepancyKind::MissingFromPlatform,
                "",
                &l.line,
                None,
                Some(coverage_text(
                    l.plan_id.as_deref(),
                    l.tier.as_deref(),
                    l.effective_on,
                )),
                0,
            ));
        }
    }
    for m in roster.iter().filter(|m| !matched.contains(&m.key.as_str())) {
        for c in m.coverages.iter().filter(|c| c.end.is_none()) {
            out.findings.push(Finding {
                member_key: m.key.clone(),
                person_name: name_of(m),
                kind: DiscrepancyKind::MissingFromCarrier,
                field: "",
                line: c.line.clone(),
                platform_value: Some(coverage_text(
                    Some(&c.plan_id),
                    c.tier.as_deref(),
                    Some(c.begin),
                )),
                carrier_value: None,
                premium_cents: premium(m, &c.line),
            });
        }
    }
    out
}

fn coverage_text(plan: Option<&str>, tier: Option<&str>, begin: Option<NaiveDate>) -> String {
    let mut parts = Vec::new();
    if let Some(plan) = plan {
        parts.push(plan.to_string());
    }
    if let Some(tier) = tier {
        parts.push(tier.to_string());
    }
    if let Some(begin) = begin {
        parts.push(format!("from {begin}"));
    }
    parts.join(" · ")
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::carrier_files::roster::{roster, CoveredRow};
    use uuid::Uuid;

    fn date(y: i32, m: u32, d: u32) -> NaiveDate {
        NaiveDate::from_ymd_opt(y, m, d).unwrap()
    }

    fn ours(employee: u128, dependent: Option<u128>, first: &str, tier: &str) -> CoveredRow {
        CoveredRow {
            employee_id: Uuid::from_u128(employee),
            dependent_id: dependent.map(Uuid::from_u128),
            relationship: if dependent.is_some() { "child" } else { "self" }.into(),
            subscriber_id: format!("E{employee}"),
            first_name: first.into(),
            middle_name: None,
            last_name: "Lopez".into(),
            dob: if dependent.is_some() {
                date(2015, 1, 1)
            } else {
                date(1990, 1, 1)
            },
            gender: Some("female".into()),
            ssn_enc: None,
            ssn_last4: None,
            address_line1: None,
            city: None,
            state: None,
            zip: None,
            employment_type: None,
            employee_status: "active".into(),
            termination_date: None,
            line: "medical".into(),
            plan_id: "P1".into(),
            tier: Some(tier.into()),
            coverage_start: date(2027, 1, 1),
        }
    }

    fn theirs(
        employee: u128,
        relationship: &str,
        first: &str,
        dob: NaiveDate,
        tier: Option<&str>,
    ) -> ListedMember {
        ListedMember {
            row: 1,
            subscriber_id: format!("E{employee}"),
            relationship: relationship.into(),
            first_name: first.into(),
            last_name: "Lopez".into(),
            dob: Some(dob),
            gender: None,
            ssn_last4: None,
            address_line1: None,
            zip: None,
            line: "medical".into(),
            plan_id: Some("P1".into()),
            tier: tier.map(str::to_string),
            effective_on: Some(date(2027, 1, 1)),
            end_on: None,
        }
    }

    #[test]
    fn a_clean_list_has_no_findings() {
        let r = roster(vec![ours(1, None, "Ana", "EE")]);
        let c = compare(
            &r,
            &[theirs(1, "self", "Ana", date(1990, 1, 1), Some("EE"))],
            &Premiums::new(),
            date(2027, 2, 1),
        );
        assert!(c.findings.is_empty(), "{:?}", c.findings);
        assert_eq!((c.matched_people, c.listed_people), (1, 1));
    }

    #[test]
    fn the_usual_mix_is_classified_with_the_premium_at_stake() {
        let mut left = ours(2, None, "Bo", "EE");
        left.employee_status = "terminated".into();
        left.termination_date = Some(date(2027, 1, 10));
        let r = roster(vec![
            ours(1, None, "Ana", "EC"),
            ours(1, Some(9), "Tom", "EC"),
            left,
        ]);
        let premiums: Premiums = [
            (
                (Uuid::from_u128(1).to_string(), "medical".to_string()),
                120_000,
            ),
            (
                (Uuid::from_u128(2).to_string(), "medical".to_string()),
                50_000,
            ),
        ]
        .into();
        let list = vec![
            theirs(1, "self", "Anna", date(1990, 1, 1), Some("EE")),
            theirs(2, "self", "Bo", date(1990, 1, 1), Some("EE")),
        ];
        let c = compare(&r, &list, &premiums, date(2027, 3, 1));
        let kinds: Vec<(DiscrepancyKind, &str, i64)> = c
            .findings
            .iter()
            .map(|f| (f.kind, f.field, f.premium_cents))
            .collect();
        assert!(
            kinds.contains(&(DiscrepancyKind::DemographicMismatch, "name", 0)),
            "{kinds:?}"
        );
        assert!(
            kinds.contains(&(DiscrepancyKind::TierMismatch, "", 120_000)),
            "{kinds:?}"
        );
        assert!(
            kinds.contains(&(DiscrepancyKind::MissingFromCarrier, "", 0)),
            "the child: {kinds:?}"
        );
        assert!(
            kinds.contains(&(DiscrepancyKind::MissingFromPlatform, "", 50_000)),
            "still billed: {kinds:?}"
        );
        assert_eq!(c.findings.len(), 4, "{kinds:?}");
    }

    #[test]
    fn someone_we_do_not_know_is_missing_from_the_platform() {
        let r = roster(vec![ours(1, None, "Ana", "EE")]);
        let list = vec![
            theirs(1, "self", "Ana", date(1990, 1, 1), Some("EE")),
            theirs(7, "self", "Zed", date(1980, 1, 1), Some("EE")),
        ];
        let c = compare(&r, &list, &Premiums::new(), date(2027, 2, 1));
        assert_eq!(c.findings.len(), 1);
        assert_eq!(c.findings[0].kind, DiscrepancyKind::MissingFromPlatform);
        assert_eq!(
            c.findings[0].carrier_value.as_deref(),
            Some("P1 · EE · from 2027-01-01")
        );
        assert_eq!(c.findings[0].person_name, "Zed Lopez");
        assert_eq!(c.listed_people, 2);
    }
}
