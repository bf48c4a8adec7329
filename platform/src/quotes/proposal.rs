//! The proposal a broker hands the client: a workbook (plans, employees, families) and a PDF
//! in the agency's brand (logo, colours).

use rust_decimal::prelude::ToPrimitive;
use rust_decimal::Decimal;
use rust_xlsxwriter::{Format, Workbook, XlsxError};

use super::dto::EmployeeCost;
use super::queries::{QuotePlanRow, QuoteRow};
use crate::groups::queries::GroupRow;
use crate::money::{self, cents};
use crate::pdf::report::{
    style, Column, Letterhead, Report, INK, LEADING, MARGIN, MUTED, PAGE_W, STRIPE,
};
use crate::pdf::{BlockKind, Cell, Role};
use crate::rating::usd;
use crate::spreadsheet::formula_safe;
use crate::vocabulary::Tier;

pub struct Proposal<'a> {
    pub letterhead: &'a Letterhead,
    pub group: &'a GroupRow,
    pub quote: &'a QuoteRow,
    pub plans: &'a [QuotePlanRow],
    /// Per plan (same order), every household's cost.
    pub breakdowns: &'a [Vec<EmployeeCost>],
}

impl Proposal<'_> {
    fn display_name(&self) -> &str {
        &self.letterhead.name
    }
}

fn plan_label(p: &QuotePlanRow) -> (String, String, String) {
    let plan = &p.plan.0;
    let metal = plan.metal_level.map(|m| {
        let mut c = m.as_str().chars();
        c.next()
            .map(|f| f.to_uppercase().chain(c).collect::<String>())
            .unwrap_or_default()
    });
    (
        plan.name.clone(),
        plan.carrier_name.clone(),
        format!(
            "{}{} {}",
            metal.map(|m| format!("{m} ")).unwrap_or_default(),
            plan.network_type,
            if plan.hsa_eligible { "HSA" } else { "" }
        )
        .trim()
        .to_string(),
    )
}

/// A money cell of the workbook: a number of dollars, as spreadsheets keep them.
fn sheet_dollars(cents: i64) -> f64 {
    money::dollars(cents).to_f64().unwrap_or_default()
}

/// The workbook: Plans, Employees (each employee's cost on each plan) and Families (members).
pub fn xlsx(doc: &Proposal) -> Result<Vec<u8>, XlsxError> {
    let mut workbook = Workbook::new();
    let bold = Format::new().set_bold();
    let money_fmt = Format::new().set_num_format("$#,##0.00");
    let title = Format::new().set_bold().set_font_size(14);

    let sheet = workbook.add_worksheet();
    sheet.set_name("Plans")?;
    sheet.write_string_with_format(
        0,
        0,
        formula_safe(&format!("{} — {}", doc.group.name, doc.quote.name)),
        &title,
    )?;
    sheet.write_string(
        1,
        0,
        formula_safe(&format!(
            "Effective {} · rating area {} · {} · prepared by {}",
            doc.quote.effective_date,
            doc.quote.rating_area,
            doc.quote.census_label,
            doc.display_name()
        )),
    )?;
    let headers = [
        "Plan id",
        "Plan",
        "Carrier",
        "Line",
        "Metal",
        "Network",
        "HSA",
        "Deductible",
        "Out-of-pocket max",
        "Coinsurance %",
        "PCP copay",
        "Specialist copay",
        "ER copay",
        "Enrolled",
        "EE",
        "ES",
        "EC",
        "EF",
        "Monthly premium",
        "Annual premium",
        "Employer monthly",
        "Employee monthly",
        "Employer annual",
        "Employee annual",
    ];
    for (c, h) in headers.iter().enumerate() {
        sheet.write_string_with_format(3, c as u16, *h, &bold)?;
    }
    for (i, p) in doc.plans.iter().enumerate() {
        let r = 4 + i as u32;
        let plan = &p.plan.0;
        let t = &p.tiers.0;
        sheet.write_string(r, 0, &plan.id)?;
        sheet.write_string(r, 1, formula_safe(&plan.name))?;
        sheet.write_string(r, 2, formula_safe(&plan.carrier_name))?;
        sheet.write_string(r, 3, plan.line.as_str())?;
        sheet.write_string(r, 4, plan.metal_level.map_or("", |m| m.as_str()))?;
        sheet.write_string(r, 5, plan.network_type.as_str())?;
        sheet.write_string(r, 6, if plan.hsa_eligible { "Yes" } else { "No" })?;
        sheet.write_number_with_format(r, 7, plan.deductible_individual, &money_fmt)?;
        sheet.write_number_with_format(r, 8, plan.oop_max_individual, &money_fmt)?;
        sheet.write_number(r, 9, plan.coinsurance_pct)?;
        for (c, v) in [
            (10u16, plan.copay_pcp),
            (11, plan.copay_specialist),
            (12, plan.copay_er),
        ] {
            match v {
                Some(v) => sheet.write_number_with_format(r, c, v, &money_fmt)?,
                None => sheet.write_string(r, c, "after deductible")?,
            };
        }
        sheet.write_number(r, 13, p.enrolled)?;
        for (k, tier) in t.tiers.iter().enumerate() {
            sheet.write_number(r, 14 + k as u16, tier.count as f64)?;
        }
        let twelve = Decimal::from(12);
        for (c, v) in [
            (18u16, p.monthly_premium),
            (19, p.monthly_premium * twelve),
            (20, p.employer_monthly),
            (21, p.employee_monthly),
            (22, p.employer_monthly * twelve),
            (23, p.employee_monthly * twelve),
        ] {
            sheet.write_number_with_format(r, c, sheet_dollars(cents(v)), &money_fmt)?;
        }
    }
    sheet.set_freeze_panes(4, 2)?;
    sheet.autofit();

    let employees = workbook.add_worksheet();
    employees.set_name("Employees")?;
    for (c, h) in [
        "Employee",
        "Class",
        "Plan",
        "Tier",
        "Monthly premium",
        "Employer monthly",
        "Employee monthly",
        "Employee per paycheck",
    ]
    .iter()
    .enumerate()
    {
        employees.write_string_with_format(0, c as u16, *h, &bold)?;
    }
    let mut r = 1u32;
    for (p, rows) in doc.plans.iter().zip(doc.breakdowns) {
        for e in rows {
            employees.write_string(r, 0, formula_safe(&e.name))?;
            employees.write_string(
                r,
                1,
                formula_safe(e.employee_class.as_deref().unwrap_or("")),
            )?;
            employees.write_string(r, 2, formula_safe(&p.plan.0.name))?;
            employees.write_string(r, 3, e.tier.map_or("Waived", Tier::as_str))?;
            for (c, v) in [
                (4u16, e.premium_cents),
                (5, e.employer_cents),
                (6, e.employee_cents),
                (7, e.per_paycheck_cents),
            ] {
                employees.write_number_with_format(r, c, sheet_dollars(v), &money_fmt)?;
            }
            r += 1;
        }
    }
    employees.set_freeze_panes(1, 1)?;
    employees.autofit();

    let families = workbook.add_worksheet();
    families.set_name("Families")?;
    for (c, h) in [
        "Employee",
        "Plan",
        "Member",
        "Relationship",
        "Age",
        "Monthly rate",
    ]
    .iter()
    .enumerate()
    {
        families.write_string_with_format(0, c as u16, *h, &bold)?;
    }
    let mut r = 1u32;
    for (p, rows) in doc.plans.iter().zip(doc.breakdowns) {
        for e in rows {
            for m in &e.members {
                families.write_string(r, 0, formula_safe(&e.name))?;
                families.write_string(r, 1, formula_safe(&p.plan.0.name))?;
                families.write_string(r, 2, formula_safe(&m.name))?;
                families.write_string(r, 3, &m.role)?;
                families.write_number(r, 4, m.age)?;
                families.write_number_with_format(
                    r,
                    5,
                    sheet_dollars(m.monthly_rate_cents),
                    &money_fmt,
                )?;
                r += 1;
            }
        }
    }
    families.set_freeze_panes(1, 1)?;
    families.autofit();
    workbook.save_to_buffer()
}

/// The branded PDF proposal: the quote's facts, then every plan with benefits and costs, then
/// cost by tier.
pub fn pdf(doc: &Proposal) -> Result<Vec<u8>, String> {
    let mut report = Report::new(
        doc.letterhead,
        "Employee benefits proposal",
        &doc.group.name,
    );
    report.title(&doc.group.name);
    report.paragraph(
        &format!(
            "{} · effective {} · rating area {} · {} employees ({}) · pay periods {} · prepared {}",
            doc.quote.name,
            doc.quote.effective_date.format("%B %-d, %Y"),
            doc.quote.rating_area,
            doc.quote.employees,
            doc.quote.census_label,
            doc.quote.pay_frequency,
            chrono::Utc::now().format("%B %-d, %Y")
        ),
        10.0,
        MUTED,
    );
    report.move_down(13.0);
    report.table(&PLAN_COLUMNS, &plan_rows(doc.plans));
    tier_cards(&mut report, doc.plans);
    report.finish(
        |page, pages| {
            format!(
                "Prepared by {} for {}. Rates are the carriers' for the effective date, per member by age (federal default age curve); subject to underwriting.   Page {page} of {pages}",
                doc.display_name(),
                doc.group.name,
            )
        },
        &format!("{} — {}", doc.group.name, doc.quote.name),
    )
}

const PLAN_COLUMNS: [Column; 10] = [
    Column::text("Plan", 150.0),
    Column::text("Carrier", 92.0),
    Column::text("Type", 70.0),
    Column::figures("Deductible", 54.0),
    Column::figures("OOP max", 50.0),
    Column::figures("PCP / Spec.", 56.0),
    Column::figures("Monthly", 62.0),
    Column::figures("Employer/mo", 62.0),
    Column::figures("Employee/mo", 62.0),
    Column::figures("Annual", 62.0),
];

fn plan_rows(plans: &[QuotePlanRow]) -> Vec<Vec<String>> {
    let whole = |dollars: i32| {
        usd(Decimal::from(dollars))
            .trim_end_matches(".00")
            .to_string()
    };
    plans
        .iter()
        .map(|p| {
            let plan = &p.plan.0;
            let (name, carrier, kind) = plan_label(p);
            let copays = match (plan.copay_pcp, plan.copay_specialist) {
                (Some(a), Some(b)) => format!("${a} / ${b}"),
                _ => "after ded.".to_string(),
            };
            vec![
                name,
                carrier,
                kind,
                whole(plan.deductible_individual),
                if plan.oop_max_individual == 0 {
                    "—".to_string()
                } else {
                    whole(plan.oop_max_individual)
                },
                copays,
                usd(p.monthly_premium),
                usd(p.employer_monthly),
                usd(p.employee_monthly),
                usd(p.monthly_premium * Decimal::from(12)),
            ]
        })
        .collect()
}

/// Monthly cost by tier, four plans to a row of cards.
fn tier_cards(report: &mut Report, plans: &[QuotePlanRow]) {
    report.move_down(10.0);
    report.heading("Monthly cost by tier");
    let card_w = (PAGE_W - 2.0 * MARGIN - 3.0 * 10.0) / 4.0;
    let small = style(7.5, false, MUTED);
    let figure_style = style(8.0, false, INK);
    let card_title = style(8.5, true, INK);
    for chunk in plans.chunks(4) {
        let title_lines = chunk
            .iter()
            .map(|p| card_title.wrap(&p.plan.0.name, card_w - 12.0).len())
            .max()
            .unwrap_or(1);
        let extra = LEADING * (title_lines - 1) as f32;
        report.room_for(78.0 + extra - 30.0);
        let y = report.y();
        let canvas = report.canvas();
        for (k, p) in chunk.iter().enumerate() {
            let x = MARGIN + k as f32 * (card_w + 10.0);
            canvas.rect(STRIPE, x, y - 74.0 - extra, card_w, 84.0 + extra);
            let name = canvas.block(BlockKind::Heading(3, p.plan.0.name.clone()));
            let lines = card_title.wrap(&p.plan.0.name, card_w - 12.0);
            canvas.lines(
                card_title,
                x + 6.0,
                y,
                LEADING,
                &lines,
                Role::In(name, Cell::default()),
            );
            let top = y - extra;
            let tiers = canvas.block(BlockKind::Table);
            let cell = |row, column| Role::In(tiers, Cell { row, column });
            canvas.text(small, x + 6.0, top - 12.0, "Tier", cell(0, 0));
            canvas.text_right(small, x + 40.0, top - 12.0, "Count", cell(0, 1));
            canvas.text_right(small, x + 100.0, top - 12.0, "Premium", cell(0, 2));
            canvas.text_right(small, x + card_w - 8.0, top - 12.0, "Employee", cell(0, 3));
            for (t, (tier, totals)) in ["EE", "ES", "EC", "EF"]
                .iter()
                .zip(&p.tiers.0.tiers)
                .enumerate()
            {
                let ty = top - 25.0 - t as f32 * 12.0;
                canvas.text(figure_style, x + 6.0, ty, tier, cell(t + 1, 0));
                canvas.text_right(
                    figure_style,
                    x + 40.0,
                    ty,
                    &totals.count.to_string(),
                    cell(t + 1, 1),
                );
                canvas.text_right(
                    figure_style,
                    x + 100.0,
                    ty,
                    &usd(totals.premium),
                    cell(t + 1, 2),
                );
                canvas.text_right(
                    figure_style,
                    x + card_w - 8.0,
                    ty,
                    &usd(totals.employee),
                    cell(t + 1, 3),
                );
            }
        }
        report.move_down(96.0 + extra);
    }
}
