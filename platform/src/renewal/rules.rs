//! When a renewal opens and what it asks of the broker when: pure rules.

use chrono::{Datelike, Duration, NaiveDate};

use std::collections::BTreeMap;

use rust_decimal::Decimal;

use crate::catalogue::puf::{CompositeRow, RateRow};
use crate::quotes::engine::StoredRates;
use crate::rating::premium::RateTable;
use crate::vocabulary::{Line, RenewalMapping, RenewalTaskKind};

/// A renewal opens this many days before the group's renewal date.
pub const OPENS_DAYS_BEFORE: i64 = 120;

/// The renewal's tasks in order, each due so many days before the renewal date.
pub const TASKS: [(RenewalTaskKind, i64); 6] = [
    (RenewalTaskKind::RequestRates, 120),
    (RenewalTaskKind::Market, 90),
    (RenewalTaskKind::Present, 60),
    (RenewalTaskKind::Decision, 45),
    (RenewalTaskKind::OpenEnrollment, 30),
    (RenewalTaskKind::SendFiles, 15),
];

/// What each task asks, as the renewal page lists it.
pub fn task_title(kind: RenewalTaskKind) -> &'static str {
    match kind {
        RenewalTaskKind::RequestRates => "Request renewal rates from the carriers",
        RenewalTaskKind::Market => "Market the group to other carriers",
        RenewalTaskKind::Present => "Present current, renewal and alternatives to the employer",
        RenewalTaskKind::Decision => "Employer's decision",
        RenewalTaskKind::OpenEnrollment => "Open enrollment for the new plan year",
        RenewalTaskKind::SendFiles => "Send the new plan year's files to the carriers",
    }
}

/// The day a task is due for a renewal effective on `effective`.
pub fn due_on(effective: NaiveDate, days_before: i64) -> NaiveDate {
    effective - Duration::days(days_before)
}

/// The day the daily round opens the renewal of a group renewing on `renewal_date`.
pub fn opens_on(renewal_date: NaiveDate) -> NaiveDate {
    due_on(renewal_date, OPENS_DAYS_BEFORE)
}

/// The plan year a renewal effective on `effective` leads into.
pub fn plan_year(effective: NaiveDate) -> i32 {
    effective.year()
}

/// Why a renewal cannot be started by hand now, if it cannot.
pub fn start_blocked(renewal_date: Option<NaiveDate>, today: NaiveDate) -> Option<String> {
    match renewal_date {
        None => Some("record the group's renewal date first".into()),
        Some(d) if d <= today => Some(format!(
            "the renewal date {d} has passed: record the group's next renewal date"
        )),
        _ => None,
    }
}

/// A task still open past its day.
pub fn is_late(done: bool, due_on: NaiveDate, today: NaiveDate) -> bool {
    !done && due_on < today
}

/// Why the renewal cannot go on while plans are as they are: a discontinued plan not mapped.
pub fn mapping_blocked<'a>(discontinued: impl IntoIterator<Item = &'a str>) -> Option<String> {
    let names: Vec<&str> = discontinued.into_iter().collect();
    match names.len() {
        0 => None,
        1 => Some(format!(
            "{} is discontinued by its carrier: map it to a successor or replacement first",
            names[0]
        )),
        n => Some(format!(
            "{n} plans are discontinued by their carriers ({}): map each to a successor or replacement first",
            names.join(", ")
        )),
    }
}

/// What is wrong with mapping a plan of `line` as asked, if anything: `renewal_line` is the
/// line of the renewal plan named, when the catalogue has it.
pub fn mapping_problem(
    current_plan_id: &str,
    line: Line,
    mapping: RenewalMapping,
    renewal_plan_id: Option<&str>,
    renewal_line: Option<Line>,
    rate_change_bps: Option<i32>,
) -> Option<(&'static str, String)> {
    if let Some(bps) = rate_change_bps {
        if !(0..=10_000).contains(&bps) {
            return Some((
                "rate_change_bps",
                "a change from 0 to 100 %, in hundredths of a percent (750 = 7.5 %)".into(),
            ));
        }
    }
    match (mapping, renewal_plan_id) {
        (RenewalMapping::Same, Some(id)) if id != current_plan_id => Some((
            "renewal_plan_id",
            "a plan renewing as itself keeps its own id; choose successor or replacement".into(),
        )),
        (RenewalMapping::Same, _) => None,
        (RenewalMapping::Discontinued, Some(_)) => Some((
            "renewal_plan_id",
            "a discontinued plan has no renewal plan until it is mapped".into(),
        )),
        (RenewalMapping::Discontinued, None) if rate_change_bps.is_some() => Some((
            "rate_change_bps",
            "a discontinued plan has no renewal rates".into(),
        )),
        (RenewalMapping::Discontinued, None) => None,
        (_, None) => Some(("renewal_plan_id", "choose the plan that replaces it".into())),
        (_, Some(id)) if id == current_plan_id => Some((
            "renewal_plan_id",
            "a successor or replacement is another plan; choose same to renew the plan itself"
                .into(),
        )),
        (_, Some(_)) => match renewal_line {
            None => Some(("renewal_plan_id", "no such plan in the catalogue".into())),
            Some(l) if l != line => Some((
                "renewal_plan_id",
                format!(
                    "a {} plan cannot replace a {} plan",
                    l.as_str(),
                    line.as_str()
                ),
            )),
            Some(_) => None,
        },
    }
}

/// What is wrong with a renewal decision covering `given` lines (with their notes) when the
/// renewal renews plans on `lines`: (field, problem) pairs.
pub fn decision_problems(lines: &[Line], given: &[(Line, Option<&str>)]) -> Vec<(String, String)> {
    let mut problems = Vec::new();
    for (i, (line, note)) in given.iter().enumerate() {
        if !lines.contains(line) {
            problems.push((
                format!("lines[{i}].line"),
                format!("the renewal has no {} plans", line.as_str()),
            ));
        } else if given[..i].iter().any(|(l, _)| l == line) {
            problems.push((format!("lines[{i}].line"), "decided twice".into()));
        }
        if note.is_some_and(|n| n.chars().count() > 1000) {
            problems.push((
                format!("lines[{i}].note"),
                "at most 1,000 characters".into(),
            ));
        }
    }
    let missing: Vec<&str> = lines
        .iter()
        .filter(|l| !given.iter().any(|(g, _)| g == *l))
        .map(|l| l.as_str())
        .collect();
    if !missing.is_empty() {
        problems.push((
            "lines".into(),
            format!("decide every line: {} missing", missing.join(", ")),
        ));
    }
    problems
}

/// An age band's rate and tobacco rate, as `RateTable::from_rows` takes them.
type AgeRate = (i32, Decimal, Option<Decimal>);

/// The rows of a renewal rates file: age-banded or tier-rated.
pub enum UploadedRows<'a> {
    Ages(&'a [RateRow]),
    Tiers(&'a [CompositeRow]),
}

/// A plan being renewed as an upload sees it.
pub struct Renewing<'a> {
    pub plan_id: &'a str,
    pub mapping: RenewalMapping,
    pub current_rates: &'a StoredRates,
}

/// The carrier's renewal rates of each plan in a rates file, read for the group's rating area:
/// rows of other areas are the carrier's for other groups and are passed over. The file may only
/// rate plans that renew. A tier-rated plan keeps its age-banded rates as they were.
pub fn uploaded_tables(
    rows: UploadedRows,
    area: &str,
    plans: &[Renewing],
) -> Result<Vec<(String, StoredRates)>, BTreeMap<String, String>> {
    let mut named: BTreeMap<&str, bool> = BTreeMap::new();
    let mut tables: BTreeMap<&str, StoredRates> = BTreeMap::new();
    match rows {
        UploadedRows::Ages(rows) => {
            let mut by_plan: BTreeMap<&str, Vec<AgeRate>> = BTreeMap::new();
            for r in rows {
                *named.entry(r.plan_id.as_str()).or_default() |= r.rating_area == area;
                if r.rating_area == area {
                    by_plan.entry(r.plan_id.as_str()).or_default().push((
                        r.age,
                        r.rate,
                        r.tobacco_rate,
                    ));
                }
            }
            for (plan, rows) in by_plan {
                if let Some(t) = RateTable::from_rows(&rows, None) {
                    tables.insert(plan, StoredRates::from(&t));
                }
            }
        }
        UploadedRows::Tiers(rows) => {
            for r in rows {
                *named.entry(r.plan_id.as_str()).or_default() |= r.rating_area == area;
                let current = plans.iter().find(|p| p.plan_id == r.plan_id);
                if let (true, Some(current)) = (r.rating_area == area, current) {
                    tables.insert(
                        r.plan_id.as_str(),
                        StoredRates {
                            composite: Some(r.rates),
                            ..current.current_rates.clone()
                        },
                    );
                }
            }
        }
    }
    let mut problems = BTreeMap::new();
    for (plan, has_area) in &named {
        let discontinued = plans
            .iter()
            .any(|p| p.plan_id == *plan && p.mapping == RenewalMapping::Discontinued);
        if discontinued {
            problems.insert(
                format!("plan {plan}"),
                "the carrier discontinues this plan: map it to a renewal plan first".to_string(),
            );
        } else if !has_area {
            problems.insert(
                format!("plan {plan}"),
                format!("no rates for {area}, the group's rating area"),
            );
        }
    }
    if named.is_empty() {
        problems.insert("file".to_string(), "the file has no rates".to_string());
    }
    if !problems.is_empty() {
        return Err(problems);
    }
    Ok(tables
        .into_iter()
        .map(|(plan, t)| (plan.to_string(), t))
        .collect())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn d(s: &str) -> NaiveDate {
        s.parse().unwrap()
    }

    #[test]
    fn a_renewal_opens_120_days_out_and_its_tasks_count_back_from_the_renewal_date() {
        assert_eq!(opens_on(d("2027-07-01")), d("2027-03-03"));
        let due: Vec<NaiveDate> = TASKS
            .iter()
            .map(|(_, days)| due_on(d("2027-07-01"), *days))
            .collect();
        assert_eq!(
            due,
            [
                d("2027-03-03"),
                d("2027-04-02"),
                d("2027-05-02"),
                d("2027-05-17"),
                d("2027-06-01"),
                d("2027-06-16")
            ]
        );
        assert_eq!(plan_year(d("2027-01-01")), 2027);
    }

    #[test]
    fn starting_by_hand_needs_a_renewal_date_still_ahead() {
        let today = d("2026-11-29");
        assert!(start_blocked(None, today).unwrap().contains("renewal date"));
        assert!(start_blocked(Some(today), today)
            .unwrap()
            .contains("has passed"));
        assert_eq!(start_blocked(Some(d("2027-09-01")), today), None);
    }

    #[test]
    fn only_an_open_task_past_its_day_is_late() {
        let today = d("2026-11-29");
        assert!(is_late(false, d("2026-11-28"), today));
        assert!(!is_late(false, today, today));
        assert!(!is_late(true, d("2026-11-01"), today));
    }

    #[test]
    fn a_discontinued_plan_blocks_until_mapped() {
        assert_eq!(mapping_blocked([]), None);
        assert!(mapping_blocked(["Gold HMO"])
            .unwrap()
            .contains("Gold HMO is discontinued"));
        assert!(mapping_blocked(["A", "B"]).unwrap().starts_with("2 plans"));
    }

    #[test]
    fn mappings_are_checked_against_the_plan_and_its_line() {
        use RenewalMapping::*;
        let check = |m, id: Option<&str>, l: Option<Line>, bps| {
            mapping_problem("P1", Line::Medical, m, id, l, bps).map(|(f, _)| f)
        };
        assert_eq!(check(Same, None, None, Some(750)), None);
        assert_eq!(check(Same, Some("P1"), None, None), None);
        assert_eq!(check(Same, Some("P2"), None, None), Some("renewal_plan_id"));
        assert_eq!(check(Same, None, None, Some(-1)), Some("rate_change_bps"));
        assert_eq!(
            check(Same, None, None, Some(10_001)),
            Some("rate_change_bps")
        );
        assert_eq!(check(Successor, None, None, None), Some("renewal_plan_id"));
        assert_eq!(
            check(Successor, Some("P1"), Some(Line::Medical), None),
            Some("renewal_plan_id")
        );
        assert_eq!(
            check(Successor, Some("P2"), None, None),
            Some("renewal_plan_id")
        );
        assert_eq!(
            check(Replacement, Some("D2"), Some(Line::Dental), None),
            Some("renewal_plan_id")
        );
        assert_eq!(
            check(Replacement, Some("P2"), Some(Line::Medical), Some(500)),
            None
        );
        assert_eq!(check(Discontinued, None, None, None), None);
        assert_eq!(
            check(Discontinued, Some("P2"), Some(Line::Medical), None),
            Some("renewal_plan_id")
        );
        assert_eq!(
            check(Discontinued, None, None, Some(100)),
            Some("rate_change_bps")
        );
    }

    #[test]
    fn a_decision_covers_each_line_of_the_renewal_once() {
        let lines = [Line::Medical, Line::Dental];
        assert!(
            decision_problems(&lines, &[(Line::Medical, None), (Line::Dental, Some("ok"))])
                .is_empty()
        );
        let fields = |given: &[(Line, Option<&str>)]| {
            decision_problems(&lines, given)
                .into_iter()
                .map(|(f, _)| f)
                .collect::<Vec<_>>()
        };
        assert_eq!(fields(&[(Line::Medical, None)]), vec!["lines"]);
        assert_eq!(
            fields(&[
                (Line::Medical, None),
                (Line::Dental, None),
                (Line::Vision, None)
            ]),
            vec!["lines[2].line"]
        );
        assert_eq!(
            fields(&[
                (Line::Medical, None),
                (Line::Medical, None),
                (Line::Dental, None)
            ]),
            vec!["lines[1].line"]
        );
        let long = "x".repeat(1001);
        assert_eq!(
            fields(&[(Line::Medical, Some(&long)), (Line::Dental, None)]),
            vec!["lines[0].note"]
        );
    }

    fn rows_for(plan: &str, area: &str, base: i64) -> Vec<RateRow> {
        crate::catalogue::puf::bands()
            .map(|age| RateRow {
                plan_id: plan.into(),
                rating_area: area.into(),
                age,
                rate: Decimal::from(base + i64::from(age)),
                tobacco_rate: None,
            })
            .collect()
    }

    fn current_rates() -> StoredRates {
        StoredRates {
            by_age: vec![Decimal::from(300); 65],
            tobacco_by_age: vec![None; 65],
            composite: None,
        }
    }

    fn renewing<'a>(
        plan_id: &'a str,
        mapping: RenewalMapping,
        current_rates: &'a StoredRates,
    ) -> Renewing<'a> {
        Renewing {
            plan_id,
            mapping,
            current_rates,
        }
    }

    #[test]
    fn a_tier_rated_upload_sets_the_tier_rates_and_keeps_the_age_rates() {
        let current = current_rates();
        let rows = [
            CompositeRow {
                plan_id: "VIS1".into(),
                rating_area: "CO-03".into(),
                rates: [dec(1050), dec(2100), dec(1990), dec(3075)],
            },
            CompositeRow {
                plan_id: "VIS1".into(),
                rating_area: "CO-01".into(),
                rates: [dec(1), dec(2), dec(3), dec(4)],
            },
        ];
        let plans = [renewing("VIS1", RenewalMapping::Same, &current)];
        let tables = uploaded_tables(UploadedRows::Tiers(&rows), "CO-03", &plans).unwrap();
        assert_eq!(tables.len(), 1);
        let t = &tables[0].1;
        assert_eq!(
            t.composite,
            Some([dec(1050), dec(2100), dec(1990), dec(3075)])
        );
        assert_eq!(t.by_age, current.by_age);
    }

    fn dec(cents: i64) -> Decimal {
        Decimal::new(cents, 2)
    }

    #[test]
    fn uploaded_rates_are_read_for_the_groups_area_only() {
        let mut rows = rows_for("MED1", "CO-03", 400);
        rows.extend(rows_for("MED1", "CO-01", 900));
        rows.extend(rows_for("DEN1", "CO-03", 30));
        let current = current_rates();
        let plans = [
            renewing("MED1", RenewalMapping::Same, &current),
            renewing("DEN1", RenewalMapping::Successor, &current),
        ];
        let tables = uploaded_tables(UploadedRows::Ages(&rows), "CO-03", &plans).unwrap();
        assert_eq!(tables.len(), 2);
        let (id, med) = &tables[1];
        assert_eq!(id, "MED1");
        // The "0-14" band prices every age up to 14; 40 is its own band: 400 + 40.
        let table = med.table().unwrap();
        assert_eq!(table.by_age[3], Decimal::from(400));
        assert_eq!(table.by_age[40], Decimal::from(440));
        assert_eq!(table.composite, None);
    }

    #[test]
    fn uploaded_rates_for_a_discontinued_plan_or_another_area_only_are_refused() {
        let mut rows = rows_for("MED1", "CO-01", 900);
        rows.extend(rows_for("DEN1", "CO-03", 30));
        let current = current_rates();
        let plans = [
            renewing("MED1", RenewalMapping::Same, &current),
            renewing("DEN1", RenewalMapping::Discontinued, &current),
        ];
        let problems = uploaded_tables(UploadedRows::Ages(&rows), "CO-03", &plans).unwrap_err();
        assert_eq!(
            problems["plan MED1"],
            "no rates for CO-03, the group's rating area"
        );
        assert!(problems["plan DEN1"].contains("map it to a renewal plan first"));
        assert_eq!(
            uploaded_tables(UploadedRows::Ages(&[]), "CO-03", &plans).unwrap_err()["file"],
            "the file has no rates"
        );
    }
}
