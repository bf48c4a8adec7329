//! A premium statement as files: a workbook (the members billed, the plans and tiers, the
//! differences from each invoice) and a PDF in the agency's brand.

use super::dto::{PremiumStatement, StatementDifference};
use crate::money::dollars;
use crate::pdf::report::{Column, Letterhead, Report, INK, MUTED};
use crate::rating::usd;
use crate::spreadsheet::{self, Cell, Table};

fn money(cents: i64) -> String {
    usd(dollars(cents))
}

fn carrier_name(s: &PremiumStatement, id: uuid::Uuid) -> String {
    s.carriers
        .iter()
        .find(|c| c.carrier_id == id)
        .map_or_else(String::new, |c| c.carrier_name.clone())
}

fn differences(s: &PremiumStatement) -> Vec<(&str, &StatementDifference)> {
    s.carriers
        .iter()
        .flat_map(|c| {
            c.invoice
                .iter()
                .flat_map(|i| i.differences.iter().map(|d| (c.carrier_name.as_str(), d)))
        })
        .collect()
}

pub fn workbook(s: &PremiumStatement) -> Result<Vec<u8>, String> {
    let members = Table {
        headers: vec![
            "Carrier",
            "Subscriber ID",
            "Employee",
            "Line",
            "Plan ID",
            "Plan",
            "Tier",
            "Members",
            "Covered from",
            "Covered to",
            "Days billed",
            "Monthly premium",
            "Billed premium",
            "Employer",
            "Employee share",
        ],
        rows: s
            .members
            .iter()
            .map(|m| {
                vec![
                    Cell::Text(carrier_name(s, m.carrier_id)),
                    Cell::Text(m.subscriber_id.clone()),
                    Cell::Text(m.name.clone()),
                    Cell::Text(m.line.to_string()),
                    Cell::Text(m.plan_id.clone()),
                    Cell::Text(m.plan_name.clone()),
                    Cell::Text(m.tier.to_string()),
                    Cell::from(m.members),
                    Cell::Date(m.covered_from),
                    Cell::Date(m.covered_to),
                    Cell::from(m.days),
                    Cell::cents(m.monthly_premium_cents),
                    Cell::cents(m.premium_cents),
                    Cell::cents(m.employer_cents),
                    Cell::cents(m.employee_cents),
                ]
            })
            .collect(),
    };
    let plans = Table {
        headers: vec![
            "Carrier",
            "Mid-month rule",
            "Line",
            "Plan ID",
            "Plan",
            "Tier",
            "Subscribers",
            "Members",
            "Premium",
            "Employer",
            "Employee share",
        ],
        rows: s
            .carriers
            .iter()
            .flat_map(|c| {
                c.plans.iter().map(|p| {
                    vec![
                        Cell::Text(c.carrier_name.clone()),
                        Cell::Text(c.mid_month_billing.to_string()),
                        Cell::Text(p.line.to_string()),
                        Cell::Text(p.plan_id.clone()),
                        Cell::Text(p.plan_name.clone()),
                        Cell::Text(p.tier.to_string()),
                        Cell::Integer(p.subscribers),
                        Cell::Integer(p.members),
                        Cell::cents(p.premium_cents),
                        Cell::cents(p.employer_cents),
                        Cell::cents(p.employee_cents),
                    ]
                })
            })
            .collect(),
    };
    let found = Table {
        headers: vec![
            "Carrier",
            "Person",
            "Subscriber ID",
            "Line",
            "Difference",
            "Expected plan",
            "Billed plan",
            "Expected tier",
            "Billed tier",
            "Expected",
            "Billed",
            "Billed less expected",
            "Detail",
            "Status",
            "Note",
        ],
        rows: differences(s)
            .into_iter()
            .map(|(carrier, d)| {
                vec![
                    Cell::Text(carrier.to_string()),
                    Cell::Text(d.person_name.clone()),
                    Cell::Text(d.subscriber_id.clone()),
                    Cell::Text(d.line.to_string()),
                    Cell::Text(d.kind.to_string()),
                    Cell::Text(d.expected_plan.clone().unwrap_or_default()),
                    Cell::Text(d.billed_plan.clone().unwrap_or_default()),
                    Cell::Text(d.expected_tier.clone().unwrap_or_default()),
                    Cell::Text(d.billed_tier.clone().unwrap_or_default()),
                    Cell::cents(d.expected_cents),
                    Cell::cents(d.billed_cents),
                    Cell::cents(d.difference_cents),
                    Cell::Text(d.detail.clone()),
                    Cell::Text(d.status.to_string()),
                    Cell::Text(d.note.clone().unwrap_or_default()),
                ]
            })
            .collect(),
    };
    spreadsheet::to_workbook(&[
        ("Members billed", &members),
        ("Plans and tiers", &plans),
        ("Invoice differences", &found),
    ])
    .map_err(|e| e.to_string())
}

const CARRIER_COLUMNS: [Column; 7] = [
    Column::text("Carrier", 170.0),
    Column::figures("Subscribers", 70.0),
    Column::figures("Statement", 95.0),
    Column::figures("Employer", 90.0),
    Column::figures("Employees", 90.0),
    Column::figures("Invoice", 95.0),
    Column::figures("Billed less expected", 110.0),
];

const PLAN_COLUMNS: [Column; 8] = [
    Column::text("Line", 55.0),
    Column::text("Plan", 215.0),
    Column::text("Tier", 40.0),
    Column::figures("Subscribers", 70.0),
    Column::figures("Members", 60.0),
    Column::figures("Premium", 95.0),
    Column::figures("Employer", 90.0),
    Column::figures("Employees", 95.0),
];

const DIFFERENCE_COLUMNS: [Column; 8] = [
    Column::text("Person", 120.0),
    Column::text("Line", 50.0),
    Column::text("Difference", 190.0),
    Column::text("Tier", 60.0),
    Column::figures("Expected", 75.0),
    Column::figures("Billed", 75.0),
    Column::figures("Over / under", 80.0),
    Column::text("Status", 70.0),
];

fn kind_text(d: &StatementDifference) -> String {
    use crate::vocabulary::StatementDifferenceKind::*;
    let what = match d.kind {
        BilledNotEnrolled => "Billed, not enrolled",
        EnrolledNotBilled => "Enrolled, not billed",
        WrongPlan => "Wrong plan",
        WrongTier => "Wrong tier",
        WrongRate => "Wrong rate",
    };
    format!("{what}: {}", d.detail)
}

pub fn pdf(s: &PremiumStatement, letterhead: &Letterhead) -> Result<Vec<u8>, String> {
    let month = s.month.format("%B %Y").to_string();
    let mut report = Report::new(letterhead, "Premium statement", &s.group_name);
    report.title(&format!("{} — {month}", s.group_name));
    report.paragraph(
        &format!(
            "{} employees billed · statement {} a month · employer {} · employees {}{}",
            s.subscribers,
            money(s.premium_cents),
            money(s.employer_cents),
            money(s.employee_cents),
            s.billed_cents
                .map(|b| format!(" · invoices {}", money(b)))
                .unwrap_or_default()
        ),
        10.0,
        MUTED,
    );
    report.heading("By carrier");
    let rows: Vec<Vec<String>> = s
        .carriers
        .iter()
        .map(|c| {
            vec![
                c.carrier_name.clone(),
                c.subscribers.to_string(),
                money(c.premium_cents),
                money(c.employer_cents),
                money(c.employee_cents),
                c.invoice
                    .as_ref()
                    .map_or_else(|| "not uploaded".into(), |i| money(i.billed_cents)),
                c.invoice
                    .as_ref()
                    .map_or_else(String::new, |i| money(i.billed_cents - c.premium_cents)),
            ]
        })
        .collect();
    report.table(&CARRIER_COLUMNS, &rows);
    for c in &s.carriers {
        report.heading(&c.carrier_name);
        report.paragraph(&c.rule, 9.0, MUTED);
        let rows: Vec<Vec<String>> = c
            .plans
            .iter()
            .map(|p| {
                vec![
                    p.line.to_string(),
                    format!("{} ({})", p.plan_name, p.plan_id),
                    p.tier.to_string(),
                    p.subscribers.to_string(),
                    p.members.to_string(),
                    money(p.premium_cents),
                    money(p.employer_cents),
                    money(p.employee_cents),
                ]
            })
            .collect();
        report.table(&PLAN_COLUMNS, &rows);
        if let Some(i) = &c.invoice {
            report.paragraph(
                &format!(
                    "Invoice {} uploaded by {}: billed {} against {} expected ({} over or under); {} differences, {} open.",
                    i.file_name,
                    i.uploaded_by_name,
                    money(i.billed_cents),
                    money(i.expected_cents),
                    money(i.difference_cents),
                    i.differences.len(),
                    i.open_differences
                ),
                9.0,
                INK,
            );
            if !i.differences.is_empty() {
                let rows: Vec<Vec<String>> = i
                    .differences
                    .iter()
                    .map(|d| {
                        vec![
                            d.person_name.clone(),
                            d.line.to_string(),
                            kind_text(d),
                            match (&d.expected_tier, &d.billed_tier) {
                                (Some(e), Some(b)) if e != b => format!("{e} → {b}"),
                                (e, b) => e.clone().or_else(|| b.clone()).unwrap_or_default(),
                            },
                            money(d.expected_cents),
                            money(d.billed_cents),
                            money(d.difference_cents),
                            d.status.to_string(),
                        ]
                    })
                    .collect();
                report.table(&DIFFERENCE_COLUMNS, &rows);
            }
        }
    }
    report.finish(
        |page, pages| {
            format!(
                "Prepared by {} for {}. Premiums from the elections in force in {month}, at the rates they were signed at; each carrier's mid-month rule as stated.   Page {page} of {pages}",
                letterhead.name, s.group_name,
            )
        },
        &format!("{} — premium statement {month}", s.group_name),
    )
}
