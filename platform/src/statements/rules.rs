//! The rules of a premium statement: who a carrier covers in a month and what it may bill for
//! them under its mid-month rule, and how its invoice differs from that.

use std::collections::{BTreeMap, BTreeSet};

use chrono::{Datelike, Days, NaiveDate};
use uuid::Uuid;

use crate::vocabulary::{MidMonthBilling, StatementDifferenceKind};

/// One line of one signed set of elections, in force from `from` to `to` (the day before the
/// next set the employee signed takes over, or the end of its plan year).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Piece {
    pub employee_id: Uuid,
    pub carrier_id: Uuid,
    pub line: String,
    pub plan_id: String,
    pub plan_name: String,
    pub tier: String,
    /// The employee and the dependents covered.
    pub members: i32,
    pub premium_cents: i64,
    pub employer_cents: i64,
    pub from: NaiveDate,
    pub to: NaiveDate,
    /// The day the employee left, when they did.
    pub terminated_on: Option<NaiveDate>,
}

/// What a carrier bills for one employee's line in a month.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Billable {
    pub employee_id: Uuid,
    pub carrier_id: Uuid,
    pub line: String,
    pub plan_id: String,
    pub plan_name: String,
    pub tier: String,
    pub members: i32,
    pub covered_from: NaiveDate,
    pub covered_to: NaiveDate,
    /// Days billed; the whole month under the full-month rule.
    pub days: u32,
    pub monthly_premium_cents: i64,
    pub premium_cents: i64,
    pub employer_cents: i64,
    pub employee_cents: i64,
}

pub fn first_of_month(day: NaiveDate) -> NaiveDate {
    day.with_day(1).expect("every month has a first day")
}

pub fn last_of_month(day: NaiveDate) -> NaiveDate {
    first_of_month(day)
        .checked_add_months(chrono::Months::new(1))
        .and_then(|d| d.checked_sub_days(Days::new(1)))
        .expect("a month within the calendar")
}

/// The first day of the month after `day`'s: the month carriers are invoicing on `day`.
pub fn next_month(day: NaiveDate) -> NaiveDate {
    last_of_month(day)
        .succ_opt()
        .expect("a month within the calendar")
}

fn days_between(from: NaiveDate, to: NaiveDate) -> u32 {
    u32::try_from((to - from).num_days() + 1).unwrap_or(0)
}

/// The last day a terminated employee is covered: the end of the month they left in, or under
/// a prorating carrier the day they left.
pub fn coverage_end(rule: MidMonthBilling, terminated_on: Option<NaiveDate>) -> Option<NaiveDate> {
    terminated_on.map(|left| match rule {
        MidMonthBilling::FullMonth => last_of_month(left),
        MidMonthBilling::Prorated => left,
    })
}

/// `cents × days ÷ month_days`, rounded half away from zero to the cent.
pub fn prorate(cents: i64, days: u32, month_days: u32) -> i64 {
    let scaled = i128::from(cents) * i128::from(days) * 2;
    let whole = i128::from(month_days);
    let rounded = (scaled / whole + scaled.signum()) / 2;
    i64::try_from(rounded).unwrap_or(i64::MAX)
}

/// What each carrier bills for the month starting `month`: under the full-month rule an
/// employee's line is billed the whole month at the coverage in force on its first covered day;
/// prorated, each piece of the month by its days. Ordered by employee, line and date.
pub fn billable(
    pieces: &[Piece],
    month: NaiveDate,
    rule_of: impl Fn(Uuid) -> MidMonthBilling,
) -> Vec<Billable> {
    let start = first_of_month(month);
    let end = last_of_month(month);
    let month_days = days_between(start, end);
    let mut covered: Vec<(&Piece, NaiveDate, NaiveDate, MidMonthBilling)> = pieces
        .iter()
        .filter_map(|p| {
            let rule = rule_of(p.carrier_id);
            let last = coverage_end(rule, p.terminated_on).map_or(p.to, |e| e.min(p.to));
            let (from, to) = (p.from.max(start), last.min(end));
            (from <= to).then_some((p, from, to, rule))
        })
        .collect();
    covered
        .sort_by(|a, b| (a.0.employee_id, &a.0.line, a.1).cmp(&(b.0.employee_id, &b.0.line, b.1)));
    let mut out: Vec<Billable> = Vec::new();
    for (p, from, to, rule) in covered {
        let days = days_between(from, to);
        let (premium, employer, days) = match rule {
            MidMonthBilling::FullMonth => {
                let billed_already = out
                    .last()
                    .is_some_and(|b| b.employee_id == p.employee_id && b.line == p.line);
                if billed_already {
                    continue;
                }
                (p.premium_cents, p.employer_cents, month_days)
            }
            MidMonthBilling::Prorated if days == month_days => {
                (p.premium_cents, p.employer_cents, days)
            }
            MidMonthBilling::Prorated => {
                let premium = prorate(p.premium_cents, days, month_days);
                let employer = prorate(p.employer_cents, days, month_days).min(premium);
                (premium, employer, days)
            }
        };
        out.push(Billable {
            employee_id: p.employee_id,
            carrier_id: p.carrier_id,
            line: p.line.clone(),
            plan_id: p.plan_id.clone(),
            plan_name: p.plan_name.clone(),
            tier: p.tier.clone(),
            members: p.members,
            covered_from: from,
            covered_to: to,
            days,
            monthly_premium_cents: p.premium_cents,
            premium_cents: premium,
            employer_cents: employer,
            employee_cents: premium - employer,
        });
    }
    out
}

/// An employee of the group, as an invoice may name them.
#[derive(Debug, Clone)]
pub struct Person {
    pub employee_id: Uuid,
    pub subscriber_id: String,
    pub first_name: String,
    pub last_name: String,
    pub terminated_on: Option<NaiveDate>,
}

/// One row of the carrier's invoice.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct InvoiceRow {
    pub row: usize,
    pub subscriber_id: String,
    pub first_name: String,
    pub last_name: String,
    pub line: String,
    pub plan_id: Option<String>,
    pub tier: Option<String>,
    pub billed_cents: i64,
}

/// How one person's line on the invoice differs from the statement.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Difference {
    /// The employee's id when they are ours, else `carrier:` and the carrier's subscriber id.
    pub member_key: String,
    pub person_name: String,
    pub subscriber_id: String,
    pub line: String,
    pub kind: StatementDifferenceKind,
    pub expected_plan: Option<String>,
    pub billed_plan: Option<String>,
    pub expected_tier: Option<String>,
    pub billed_tier: Option<String>,
    pub expected_cents: i64,
    pub billed_cents: i64,
    pub detail: String,
}

impl Difference {
    pub fn difference_cents(&self) -> i64 {
        self.billed_cents - self.expected_cents
    }
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Comparison {
    pub expected_cents: i64,
    pub billed_cents: i64,
    /// People and lines billed as the statement has them.
    pub matched: usize,
    pub differences: Vec<Difference>,
}

fn key(text: &str) -> String {
    text.trim().to_lowercase()
}

fn joined(values: &BTreeSet<String>) -> Option<String> {
    (!values.is_empty()).then(|| values.iter().cloned().collect::<Vec<_>>().join(", "))
}

#[derive(Default)]
struct Side {
    cents: i64,
    plans: BTreeSet<String>,
    tiers: BTreeSet<String>,
    name: String,
    subscriber_id: String,
}

/// Compares a carrier's invoice with what it may bill (`expected`, that carrier's lines of the
/// month). Rows of the same person and line are added up (a change in the month is often billed
/// in two rows); people are matched by subscriber id, then by name. A person-line differs at
/// most once: a wrong plan before a wrong tier before a wrong rate. Every difference is billed
/// less expected, so they add up to the invoice's total less the statement's.
pub fn compare(
    expected: &[Billable],
    people: &[Person],
    rows: &[InvoiceRow],
    carrier_name: &str,
) -> Comparison {
    let by_subscriber: BTreeMap<String, &Person> =
        people.iter().map(|p| (key(&p.subscriber_id), p)).collect();
    let mut by_name: BTreeMap<(String, String), Vec<&Person>> = BTreeMap::new();
    for p in people {
        by_name
            .entry((key(&p.last_name), key(&p.first_name)))
            .or_default()
            .push(p);
    }
    let person_of = |row: &InvoiceRow| -> Option<&Person> {
        by_subscriber
            .get(&key(&row.subscriber_id))
            .copied()
            .or_else(|| {
                match by_name
                    .get(&(key(&row.last_name), key(&row.first_name)))
                    .map(Vec::as_slice)
                {
                    Some([one]) => Some(*one),
                    _ => None,
                }
            })
    };
    let people_by_id: BTreeMap<Uuid, &Person> = people.iter().map(|p| (p.employee_id, p)).collect();

    let mut ours: BTreeMap<(String, String), Side> = BTreeMap::new();
    for b in expected {
        let side = ours
            .entry((b.employee_id.to_string(), b.line.clone()))
            .or_default();
        side.cents += b.premium_cents;
        side.plans.insert(b.plan_id.clone());
        side.tiers.insert(b.tier.clone());
        if let Some(p) = people_by_id.get(&b.employee_id) {
            side.name = format!("{} {}", p.first_name, p.last_name);
            side.subscriber_id = p.subscriber_id.clone();
        }
    }
    let mut theirs: BTreeMap<(String, String), (Side, Option<&Person>)> = BTreeMap::new();
    for row in rows {
        let person = person_of(row);
        let member_key = person.map_or_else(
            || format!("carrier:{}", key(&row.subscriber_id)),
            |p| p.employee_id.to_string(),
        );
        let (side, _) = theirs
            .entry((member_key, row.line.clone()))
            .or_insert_with(|| (Side::default(), person));
        side.cents += row.billed_cents;
        side.plans.extend(row.plan_id.clone());
        side.tiers.extend(row.tier.clone());
        side.name = format!("{} {}", row.first_name, row.last_name);
        side.subscriber_id = row.subscriber_id.clone();
    }

    let mut differences = Vec::new();
    let mut matched = 0;
    for ((member_key, line), (billed, person)) in &theirs {
        let name = person.map_or_else(
            || billed.name.clone(),
            |p| format!("{} {}", p.first_name, p.last_name),
        );
        let difference = |kind, expected: Option<&Side>, detail: String| Difference {
            member_key: member_key.clone(),
            person_name: name.clone(),
            subscriber_id: billed.subscriber_id.clone(),
            line: line.clone(),
            kind,
            expected_plan: expected.and_then(|e| joined(&e.plans)),
            billed_plan: joined(&billed.plans),
            expected_tier: expected.and_then(|e| joined(&e.tiers)),
            billed_tier: joined(&billed.tiers),
            expected_cents: expected.map_or(0, |e| e.cents),
            billed_cents: billed.cents,
            detail,
        };
        let Some(ours) = ours.get(&(member_key.clone(), line.clone())) else {
            let detail = match person {
                None => "not on the group's roster".to_string(),
                Some(Person {
                    terminated_on: Some(left),
                    ..
                }) => format!(
                    "terminated {}: not covered by {carrier_name} this month",
                    left.format("%b %-d, %Y")
                ),
                Some(_) => format!("not enrolled in {line} with {carrier_name} this month"),
            };
            differences.push(difference(
                StatementDifferenceKind::BilledNotEnrolled,
                None,
                detail,
            ));
            continue;
        };
        let wrong_plan = !billed.plans.is_empty() && !billed.plans.is_subset(&ours.plans);
        let wrong_tier = !billed.tiers.is_empty() && !billed.tiers.is_subset(&ours.tiers);
        let found = if wrong_plan {
            Some((StatementDifferenceKind::WrongPlan, "billed on another plan"))
        } else if wrong_tier {
            Some((StatementDifferenceKind::WrongTier, "billed at another tier"))
        } else if billed.cents != ours.cents {
            Some((
                StatementDifferenceKind::WrongRate,
                "billed at another amount",
            ))
        } else {
            None
        };
        match found {
            Some((kind, detail)) => {
                differences.push(difference(kind, Some(ours), detail.to_string()))
            }
            None => matched += 1,
        }
    }
    for ((member_key, line), ours) in &ours {
        if theirs.contains_key(&(member_key.clone(), line.clone())) {
            continue;
        }
        differences.push(Difference {
            member_key: member_key.clone(),
            person_name: ours.name.clone(),
            subscriber_id: ours.subscriber_id.clone(),
            line: line.clone(),
            kind: StatementDifferenceKind::EnrolledNotBilled,
            expected_plan: joined(&ours.plans),
            billed_plan: None,
            expected_tier: joined(&ours.tiers),
            billed_tier: None,
            expected_cents: ours.cents,
            billed_cents: 0,
            detail: format!("covered by {carrier_name} this month and not on the invoice"),
        });
    }
    Comparison {
        expected_cents: expected.iter().map(|b| b.premium_cents).sum(),
        billed_cents: rows.iter().map(|r| r.billed_cents).sum(),
        matched,
        differences,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn d(y: i32, m: u32, day: u32) -> NaiveDate {
        NaiveDate::from_ymd_opt(y, m, day).unwrap()
    }

    fn id(n: u128) -> Uuid {
        Uuid::from_u128(n)
    }

    const CARRIER: Uuid = Uuid::from_u128(900);

    fn piece(employee: u128, tier: &str, premium: i64, employer: i64, from: NaiveDate) -> Piece {
        Piece {
            employee_id: id(employee),
            carrier_id: CARRIER,
            line: "medical".into(),
            plan_id: "71234CO0010001".into(),
            plan_name: "Gold PPO".into(),
            tier: tier.into(),
            members: 1,
            premium_cents: premium,
            employer_cents: employer,
            from,
            to: d(2026, 12, 31),
            terminated_on: None,
        }
    }

    #[test]
    fn carriers_invoice_the_month_after_today() {
        assert_eq!(next_month(d(2026, 11, 30)), d(2026, 12, 1));
        assert_eq!(next_month(d(2026, 12, 1)), d(2027, 1, 1));
        assert_eq!(next_month(d(2028, 2, 29)), d(2028, 3, 1));
    }

    #[test]
    fn a_month_is_prorated_by_its_days_and_rounded_to_the_cent() {
        // $612.34 for 12 of November's 30 days: 244.936 → $244.94.
        assert_eq!(prorate(61_234, 12, 30), 24_494);
        // Half a cent rounds away from zero: 1 × 15 / 30 = 0.5 → 1.
        assert_eq!(prorate(1, 15, 30), 1);
        assert_eq!(prorate(61_234, 30, 30), 61_234);
        assert_eq!(prorate(0, 3, 31), 0);
    }

    #[test]
    fn under_the_full_month_rule_an_add_and_a_term_in_the_month_bill_the_whole_month() {
        let mut left = piece(1, "EE", 50_000, 40_000, d(2026, 1, 1));
        left.terminated_on = Some(d(2026, 11, 10));
        let added = piece(2, "ES", 90_000, 60_000, d(2026, 11, 20));
        let lines = billable(&[left.clone(), added], d(2026, 11, 1), |_| {
            MidMonthBilling::FullMonth
        });
        assert_eq!(lines.len(), 2);
        assert_eq!((lines[0].premium_cents, lines[0].days), (50_000, 30));
        assert_eq!(
            lines[0].covered_to,
            d(2026, 11, 30),
            "covered to the month's end"
        );
        assert_eq!(
            (lines[1].premium_cents, lines[1].employee_cents),
            (90_000, 30_000)
        );
        // The month after the term, nothing.
        assert!(billable(&[left], d(2026, 12, 1), |_| MidMonthBilling::FullMonth).is_empty());
    }

    #[test]
    fn prorated_adds_terms_and_changes_bill_their_days_with_shares_adding_up() {
        let mut left = piece(1, "EE", 50_000, 40_000, d(2026, 1, 1));
        left.terminated_on = Some(d(2026, 11, 10));
        // Hired and covered from the 20th: 11 of 30 days.
        let added = piece(2, "EE", 61_234, 30_617, d(2026, 11, 20));
        // EE until the 14th, then ES from the 15th (a marriage).
        let mut before = piece(3, "EE", 50_000, 25_000, d(2026, 1, 1));
        before.to = d(2026, 11, 14);
        let after = piece(3, "ES", 100_000, 50_000, d(2026, 11, 15));
        let lines = billable(&[left, added, before, after], d(2026, 11, 1), |_| {
            MidMonthBilling::Prorated
        });
        let got: Vec<(u32, i64, i64, i64)> = lines
            .iter()
            .map(|l| (l.days, l.premium_cents, l.employer_cents, l.employee_cents))
            .collect();
        assert_eq!(
            got,
            vec![
                // 500.00 × 10/30 = 166.666… → 166.67; employer 400 × 10/30 = 133.33.
                (10, 16_667, 13_333, 3_334),
                // 612.34 × 11/30 = 224.524… → 224.52; employer 306.17 × 11/30 = 112.262… → 112.26.
                (11, 22_452, 11_226, 11_226),
                // 500 × 14/30 = 233.33; 1000 × 16/30 = 533.33.
                (14, 23_333, 11_667, 11_666),
                (16, 53_333, 26_667, 26_666),
            ]
        );
    }

    #[test]
    fn under_the_full_month_rule_a_change_in_the_month_counts_from_the_next() {
        let mut before = piece(3, "EE", 50_000, 25_000, d(2026, 1, 1));
        before.to = d(2026, 11, 14);
        let after = piece(3, "ES", 100_000, 50_000, d(2026, 11, 15));
        let pieces = [before, after];
        let november = billable(&pieces, d(2026, 11, 1), |_| MidMonthBilling::FullMonth);
        assert_eq!(november.len(), 1);
        assert_eq!(
            (november[0].tier.as_str(), november[0].premium_cents),
            ("EE", 50_000)
        );
        let december = billable(&pieces, d(2026, 12, 1), |_| MidMonthBilling::FullMonth);
        assert_eq!(
            (december[0].tier.as_str(), december[0].premium_cents),
            ("ES", 100_000)
        );
    }

    fn person(n: u128, subscriber: &str, first: &str, last: &str) -> Person {
        Person {
            employee_id: id(n),
            subscriber_id: subscriber.into(),
            first_name: first.into(),
            last_name: last.into(),
            terminated_on: None,
        }
    }

    fn row(subscriber: &str, first: &str, last: &str, tier: &str, cents: i64) -> InvoiceRow {
        InvoiceRow {
            row: 0,
            subscriber_id: subscriber.into(),
            first_name: first.into(),
            last_name: last.into(),
            line: "medical".into(),
            plan_id: Some("71234CO0010001".into()),
            tier: Some(tier.into()),
            billed_cents: cents,
        }
    }

    #[test]
    fn an_invoice_is_compared_person_by_person_and_the_differences_add_up_to_the_gap() {
        let mut gone = person(4, "E004", "Tom", "Reyes");
        gone.terminated_on = Some(d(2026, 9, 15));
        let people = [
            person(1, "E001", "Ana", "Lopez"),
            person(2, "E002", "Ben", "Ito"),
            person(3, "E003", "Cy", "Park"),
            gone,
            person(5, "E005", "Di", "Ward"),
        ];
        let expected = billable(
            &[
                piece(1, "EE", 50_000, 40_000, d(2026, 1, 1)),
                piece(2, "ES", 90_000, 60_000, d(2026, 1, 1)),
                piece(3, "EE", 50_000, 40_000, d(2026, 1, 1)),
                piece(5, "EE", 50_000, 40_000, d(2026, 1, 1)),
            ],
            d(2026, 11, 1),
            |_| MidMonthBilling::FullMonth,
        );
        let rows = [
            // The carrier's id in other case and spacing.
            row(" e001 ", "Ana", "Lopez", "EE", 50_000),
            // Billed family for an employee and spouse.
            row("E002", "Ben", "Ito", "EF", 140_000),
            // The right tier at a rate that is $12.50 high.
            row("E003", "Cy", "Park", "EE", 51_250),
            // Left in September, still billed.
            row("E004", "Tom", "Reyes", "EE", 48_000),
            // Someone the group never had.
            row("X999", "Zed", "Nobody", "EE", 10_000),
        ];
        let c = compare(&expected, &people, &rows, "Rocky Mountain Health");
        assert_eq!(c.matched, 1);
        let found: Vec<(StatementDifferenceKind, i64)> = c
            .differences
            .iter()
            .map(|x| (x.kind, x.difference_cents()))
            .collect();
        use StatementDifferenceKind::*;
        assert_eq!(
            found,
            vec![
                (WrongTier, 50_000),
                (WrongRate, 1_250),
                (BilledNotEnrolled, 48_000),
                (BilledNotEnrolled, 10_000),
                (EnrolledNotBilled, -50_000),
            ]
        );
        assert_eq!(
            c.differences[2].detail,
            "terminated Sep 15, 2026: not covered by Rocky Mountain Health this month"
        );
        assert_eq!(c.differences[3].member_key, "carrier:x999");
        assert_eq!(c.differences[4].person_name, "Di Ward");
        let total: i64 = c.differences.iter().map(Difference::difference_cents).sum();
        assert_eq!(total, c.billed_cents - c.expected_cents);
        assert_eq!((c.expected_cents, c.billed_cents), (240_000, 299_250));
    }

    #[test]
    fn a_change_billed_in_two_rows_matches_the_two_prorated_pieces() {
        let mut before = piece(3, "EE", 50_000, 25_000, d(2026, 1, 1));
        before.to = d(2026, 11, 14);
        let after = piece(3, "ES", 100_000, 50_000, d(2026, 11, 15));
        let expected = billable(&[before, after], d(2026, 11, 1), |_| {
            MidMonthBilling::Prorated
        });
        let rows = [
            row("E003", "Cy", "Park", "EE", 23_333),
            row("E003", "Cy", "Park", "ES", 53_333),
        ];
        let c = compare(
            &expected,
            &[person(3, "E003", "Cy", "Park")],
            &rows,
            "Front Range",
        );
        assert_eq!((c.matched, c.differences.len()), (1, 0));
    }
}
