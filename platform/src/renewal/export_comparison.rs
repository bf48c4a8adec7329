//! The renewal comparison as a workbook: plans and tiers, the quoted alternatives, employees, and
//! the children who age off, each a sheet of typed cells.

use uuid::Uuid;

use super::compare_renewal::compare_renewal;
use super::dto::{RenewalComparison, RenewalCost};
use crate::auth::Principal;
use crate::error::AppError;
use crate::quotes::rules::file_slug;
use crate::spreadsheet::{to_workbook, Cell, Table};
use crate::state::AppState;

pub struct ComparisonWorkbook {
    pub bytes: Vec<u8>,
    pub file_name: String,
}

pub async fn export_comparison(
    state: &AppState,
    p: &Principal,
    group_id: Uuid,
) -> Result<ComparisonWorkbook, AppError> {
    let c = compare_renewal(state, p, group_id).await?;
    let (plans, employees, aged_off) = (plans(&c), employees(&c), aged_off(&c));
    let alternatives = alternatives(&c);
    let bytes = to_workbook(&[
        ("Plans", &plans),
        ("Alternatives", &alternatives),
        ("Employees", &employees),
        ("Aged off", &aged_off),
    ])
    .map_err(|e| AppError::Internal(format!("writing the renewal workbook: {e}")))?;
    Ok(ComparisonWorkbook {
        bytes,
        file_name: format!("{}-renewal-{}.xlsx", file_slug(&c.group_name), c.plan_year),
    })
}

fn money(cents: Option<i64>) -> Cell {
    cents.map_or(Cell::Empty, Cell::cents)
}

fn split(cost: Option<RenewalCost>) -> [Cell; 3] {
    [
        money(cost.map(|c| c.premium_cents)),
        money(cost.map(|c| c.employer_cents)),
        money(cost.map(|c| c.employee_cents)),
    ]
}

fn percent(pct: Option<f64>) -> Cell {
    pct.and_then(|p| rust_decimal::Decimal::try_from(p).ok())
        .map_or(Cell::Empty, Cell::Number)
}

const PLAN_HEADERS: [&str; 15] = [
    "Line",
    "Plan in force",
    "Carrier",
    "Renewal plan",
    "Renewal rates",
    "Tier",
    "Enrolled in force",
    "Enrolled renewed",
    "Premium in force a month",
    "Employer in force",
    "Employees in force",
    "Renewal premium a month",
    "Renewal employer",
    "Renewal employees",
    "Change %",
];

fn plans(c: &RenewalComparison) -> Table<Cell> {
    let mut rows = Vec::new();
    for p in &c.plans {
        let head = |tier: &str| {
            vec![
                Cell::Text(p.line.as_str().to_string()),
                Cell::Text(p.current_plan_name.clone()),
                Cell::Text(p.carrier_name.clone()),
                p.renewal_plan_name.clone().map_or(Cell::Empty, Cell::Text),
                Cell::Text(p.rate_source.as_str().to_string()),
                Cell::Text(tier.to_string()),
            ]
        };
        let mut row = head("All");
        row.extend([
            Cell::Integer(p.enrolled.into()),
            Cell::Integer(p.enrolled.into()),
        ]);
        row.extend(split(Some(p.current)));
        row.extend(split(p.renewal));
        row.push(percent(p.change_pct));
        rows.push(row);
        for t in &p.tiers {
            let mut row = head(t.tier.as_str());
            row.extend([
                Cell::Integer(t.current_count.into()),
                Cell::Integer(t.renewal_count.into()),
                Cell::cents(t.current_premium_cents),
                Cell::Empty,
                Cell::Empty,
                money(t.renewal_premium_cents),
                Cell::Empty,
                Cell::Empty,
                Cell::Empty,
            ]);
            rows.push(row);
        }
    }
    let mut total = vec![
        Cell::Text("Total".into()),
        Cell::Empty,
        Cell::Empty,
        Cell::Empty,
        Cell::Empty,
        Cell::Empty,
        Cell::Integer(c.enrolled_employees.into()),
        Cell::Integer(c.enrolled_employees.into()),
    ];
    total.extend(split(Some(c.current)));
    total.extend(split(c.renewal));
    total.push(percent(c.change_pct));
    rows.push(total);
    Table {
        headers: PLAN_HEADERS.to_vec(),
        rows,
    }
}

/// Each line in force and renewed, then each quoted plan priced for the same people.
fn alternatives(c: &RenewalComparison) -> Table<Cell> {
    let mut rows = Vec::new();
    for l in &c.lines {
        for (source, cost, change) in [
            ("In force", Some(l.current), Some(0.0)),
            ("Renewal", l.renewal, l.change_pct),
        ] {
            let mut row = vec![
                Cell::Text(l.line.as_str().to_string()),
                Cell::Text(source.to_string()),
                Cell::Empty,
                Cell::Empty,
                Cell::Integer(l.enrolled.into()),
            ];
            row.extend(split(cost));
            row.extend([percent(change), Cell::Empty]);
            rows.push(row);
        }
    }
    for a in &c.alternatives {
        for p in &a.plans {
            let mut row = vec![
                Cell::Text(p.line.as_str().to_string()),
                Cell::Text(format!("Quote {} — {}", a.quote_number, a.quote_name)),
                Cell::Text(p.plan_name.clone()),
                Cell::Text(p.carrier_name.clone()),
                Cell::Integer(p.enrolled.into()),
            ];
            row.extend(split(Some(p.cost)));
            row.extend([
                percent(Some(p.change_vs_current_pct)),
                percent(p.change_vs_renewal_pct),
            ]);
            rows.push(row);
        }
    }
    Table {
        headers: vec![
            "Line",
            "Source",
            "Plan",
            "Carrier",
            "Enrolled",
            "Premium a month",
            "Employer",
            "Employees",
            "Change vs in force %",
            "Change vs renewal %",
        ],
        rows,
    }
}

fn employees(c: &RenewalComparison) -> Table<Cell> {
    Table {
        headers: vec![
            "Employee",
            "Premium in force a month",
            "Employer in force",
            "Employee pays in force",
            "Renewal premium a month",
            "Renewal employer",
            "Employee pays renewed",
            "Change in employee's share",
            "Change %",
        ],
        rows: c
            .employees
            .iter()
            .map(|e| {
                let mut row = vec![Cell::Text(e.name.clone())];
                row.extend(split(Some(e.current)));
                row.extend(split(e.renewal));
                row.push(money(e.employee_change_cents));
                row.push(percent(e.employee_change_pct));
                row
            })
            .collect(),
    }
}

fn aged_off(c: &RenewalComparison) -> Table<Cell> {
    Table {
        headers: vec!["Child", "Employee", "Born", "Age at renewal", "Lines"],
        rows: c
            .aged_off
            .iter()
            .map(|a| {
                vec![
                    Cell::Text(a.name.clone()),
                    Cell::Text(a.employee_name.clone()),
                    Cell::Date(a.dob),
                    Cell::Integer(a.age.into()),
                    Cell::Text(
                        a.lines
                            .iter()
                            .map(|l| l.as_str())
                            .collect::<Vec<_>>()
                            .join(", "),
                    ),
                ]
            })
            .collect(),
    }
}
