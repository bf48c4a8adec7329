//! The proposal a broker hands the client: a workbook (plans, employees, families) and a PDF
//! in the agency's brand (logo, colours).

use rust_decimal::prelude::ToPrimitive;
use rust_decimal::Decimal;
use rust_xlsxwriter::{Format, Workbook, XlsxError};

use super::dto::EmployeeCost;
use super::queries::{QuotePlanRow, QuoteRow};
use crate::brand::contrast;
use crate::brand::queries::BrandRow;
use crate::groups::queries::GroupRow;
use crate::money::{self, cents};
use crate::pdf::{BlockKind, Canvas, Cell, Picture, Rgb, Role, Style};
use crate::rating::usd;
use crate::spreadsheet::formula_safe;
use crate::vocabulary::Tier;

pub struct Proposal<'a> {
    pub agency_name: &'a str,
    pub brand: &'a Option<BrandRow>,
    /// The agency's logo file (PNG, JPEG, GIF, WebP or SVG).
    pub logo: Option<Vec<u8>>,
    pub group: &'a GroupRow,
    pub quote: &'a QuoteRow,
    pub plans: &'a [QuotePlanRow],
    /// Per plan (same order), every household's cost.
    pub breakdowns: &'a [Vec<EmployeeCost>],
}

impl Proposal<'_> {
    fn display_name(&self) -> &str {
        self.brand
            .as_ref()
            .map(|b| b.display_name.as_str())
            .unwrap_or(self.agency_name)
    }

    fn primary(&self) -> &str {
        self.brand
            .as_ref()
            .map(|b| b.primary_color.as_str())
            .unwrap_or("#1f5f8b")
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

/// The bytes of a `data:` URL (base64 or percent-encoded), as a brand may hold its logo.
pub fn data_url_bytes(url: &str) -> Option<Vec<u8>> {
    use base64::Engine;
    let (header, data) = url.strip_prefix("data:")?.split_once(',')?;
    if header.ends_with(";base64") {
        return base64::engine::general_purpose::STANDARD
            .decode(data.trim())
            .ok();
    }
    Some(percent_encoding::percent_decode_str(data).collect())
}

const PAGE_W: f32 = 792.0;
const PAGE_H: f32 = 612.0;
const MARGIN: f32 = 36.0;

/// The branded PDF proposal (US Letter, landscape): a header band in the agency's colour with
/// its logo, the quote's facts, then every plan with benefits and costs, then cost by tier.
pub fn pdf(doc: &Proposal) -> Result<Vec<u8>, String> {
    let primary = doc.primary().to_string();
    let band = Rgb::hex(&primary);
    let on_band = match contrast::parse_hex(&primary) {
        Some(c) if contrast::contrast_ratio(c, (255, 255, 255)) < 4.5 => Rgb(0, 0, 0),
        _ => Rgb(255, 255, 255),
    };
    let ink = Rgb(33, 33, 33);
    let muted = Rgb(107, 107, 107);
    let stripe = Rgb(245, 245, 247);
    let style = |size: f32, bold: bool, color: Rgb| Style { size, bold, color };

    let mut canvas = Canvas::new(PAGE_W, PAGE_H);
    let logo = doc
        .logo
        .as_deref()
        .and_then(Picture::decode)
        .map(|p| (p.aspect(), canvas.add_picture(p)));
    let logo_block =
        logo.map(|_| canvas.block(BlockKind::Figure(format!("{} logo", doc.display_name()))));

    let header = |canvas: &mut Canvas, first: bool| {
        let h = if first { 92.0 } else { 40.0 };
        canvas.rect(band, 0.0, PAGE_H - h, PAGE_W, h);
        let mut x = MARGIN;
        if let (Some((aspect, picture)), Some(block)) = (logo, logo_block) {
            let lh = if first { 44.0 } else { 22.0 };
            let lw = (aspect * lh).min(160.0);
            let role = if first {
                Role::In(block, Cell::default())
            } else {
                Role::Artifact
            };
            canvas.picture(picture, MARGIN, PAGE_H - h / 2.0 - lh / 2.0, lw, lh, role);
            x += lw + 14.0;
        }
        if first {
            let title = canvas.block(BlockKind::Paragraph);
            let role = Role::In(title, Cell::default());
            canvas.text(
                style(20.0, true, on_band),
                x,
                PAGE_H - 44.0,
                doc.display_name(),
                role,
            );
            canvas.text(
                style(11.0, false, on_band),
                x,
                PAGE_H - 64.0,
                "Employee benefits proposal",
                Role::In(title, Cell { row: 1, column: 0 }),
            );
        } else {
            canvas.text(
                style(12.0, true, on_band),
                x,
                PAGE_H - 25.0,
                &format!("{} · {}", doc.display_name(), doc.group.name),
                Role::Artifact,
            );
        }
    };

    header(&mut canvas, true);
    let title = canvas.block(BlockKind::Heading(1, doc.group.name.clone()));
    let title_style = style(22.0, true, ink);
    let title_lines = title_style.wrap(&doc.group.name, PAGE_W - 2.0 * MARGIN);
    canvas.lines(
        title_style,
        MARGIN,
        PAGE_H - 132.0,
        26.0,
        &title_lines,
        Role::In(title, Cell::default()),
    );
    let mut y = PAGE_H - 132.0 - 26.0 * (title_lines.len() - 1) as f32 - 18.0;
    let facts = format!(
        "{} · effective {} · rating area {} · {} employees ({}) · pay periods {} · prepared {}",
        doc.quote.name,
        doc.quote.effective_date.format("%B %-d, %Y"),
        doc.quote.rating_area,
        doc.quote.employees,
        doc.quote.census_label,
        doc.quote.pay_frequency,
        chrono::Utc::now().format("%B %-d, %Y")
    );
    let facts_style = style(10.0, false, muted);
    let facts_lines = facts_style.wrap(&facts, PAGE_W - 2.0 * MARGIN);
    let block = canvas.block(BlockKind::Paragraph);
    canvas.lines(
        facts_style,
        MARGIN,
        y,
        13.0,
        &facts_lines,
        Role::In(block, Cell::default()),
    );
    y -= 13.0 * facts_lines.len() as f32 + 17.0;

    let columns: [(&str, f32, bool); 10] = [
        ("Plan", 150.0, false),
        ("Carrier", 92.0, false),
        ("Type", 70.0, false),
        ("Deductible", 54.0, true),
        ("OOP max", 50.0, true),
        ("PCP / Spec.", 56.0, true),
        ("Monthly", 62.0, true),
        ("Employer/mo", 62.0, true),
        ("Employee/mo", 62.0, true),
        ("Annual", 62.0, true),
    ];
    let cell_style = style(8.5, false, ink);
    let head_style = style(8.0, true, on_band);
    let leading = 10.5;
    let row_h = 17.0;
    let table = canvas.block(BlockKind::Table);
    let table_header = |canvas: &mut Canvas, y: f32| {
        canvas.rect(band, MARGIN, y - 5.0, PAGE_W - 2.0 * MARGIN, row_h);
        let mut x = MARGIN + 4.0;
        for (column, (name, width, right)) in columns.iter().enumerate() {
            // Repeated headers on later pages are furniture; the structure has them once.
            let role = if canvas.page_count() == 1 {
                Role::In(table, Cell { row: 0, column })
            } else {
                Role::Artifact
            };
            if *right {
                canvas.text_right(head_style, x + width - 6.0, y, name, role);
            } else {
                canvas.text(head_style, x, y, name, role);
            }
            x += width;
        }
    };
    let new_page = |canvas: &mut Canvas| {
        canvas.new_page();
        header(canvas, false);
        PAGE_H - 70.0
    };
    table_header(&mut canvas, y);
    y -= row_h;
    for (i, p) in doc.plans.iter().enumerate() {
        let plan = &p.plan.0;
        let (name, carrier, kind) = plan_label(p);
        let wrapped: Vec<Vec<String>> = [&name, &carrier, &kind]
            .iter()
            .zip(&columns)
            .map(|(text, (_, width, _))| cell_style.wrap(text, width - 6.0))
            .collect();
        let lines = wrapped.iter().map(Vec::len).max().unwrap_or(1);
        let h = row_h + leading * (lines - 1) as f32;
        if y - h + row_h < MARGIN + 30.0 {
            y = new_page(&mut canvas);
            table_header(&mut canvas, y);
            y -= row_h;
        }
        if i % 2 == 1 {
            canvas.rect(
                stripe,
                MARGIN,
                y - 5.0 - (h - row_h),
                PAGE_W - 2.0 * MARGIN,
                h,
            );
        }
        let copays = match (plan.copay_pcp, plan.copay_specialist) {
            (Some(a), Some(b)) => format!("${a} / ${b}"),
            _ => "after ded.".to_string(),
        };
        let twelve = Decimal::from(12);
        let figures = [
            usd(Decimal::from(plan.deductible_individual))
                .trim_end_matches(".00")
                .to_string(),
            if plan.oop_max_individual == 0 {
                "—".to_string()
            } else {
                usd(Decimal::from(plan.oop_max_individual))
                    .trim_end_matches(".00")
                    .to_string()
            },
            copays,
            usd(p.monthly_premium),
            usd(p.employer_monthly),
            usd(p.employee_monthly),
            usd(p.monthly_premium * twelve),
        ];
        let row = i + 1;
        let mut x = MARGIN + 4.0;
        for (column, lines) in wrapped.iter().enumerate() {
            canvas.lines(
                cell_style,
                x,
                y,
                leading,
                lines,
                Role::In(table, Cell { row, column }),
            );
            x += columns[column].1;
        }
        for (k, figure) in figures.iter().enumerate() {
            let column = k + 3;
            let width = columns[column].1;
            canvas.text_right(
                cell_style,
                x + width - 6.0,
                y,
                figure,
                Role::In(table, Cell { row, column }),
            );
            x += width;
        }
        y -= h;
    }

    // Cost by tier, four plans to a row of cards.
    y -= 16.0;
    if y < MARGIN + 120.0 {
        y = new_page(&mut canvas);
    }
    let heading = canvas.block(BlockKind::Heading(2, "Monthly cost by tier".to_string()));
    canvas.text(
        style(12.0, true, ink),
        MARGIN,
        y,
        "Monthly cost by tier",
        Role::In(heading, Cell::default()),
    );
    y -= 18.0;
    let card_w = (PAGE_W - 2.0 * MARGIN - 3.0 * 10.0) / 4.0;
    let small = style(7.5, false, muted);
    let figure_style = style(8.0, false, ink);
    let card_title = style(8.5, true, ink);
    for chunk in doc.plans.chunks(4) {
        let title_lines = chunk
            .iter()
            .map(|p| card_title.wrap(&p.plan.0.name, card_w - 12.0).len())
            .max()
            .unwrap_or(1);
        let extra = leading * (title_lines - 1) as f32;
        if y - 78.0 - extra < MARGIN {
            y = new_page(&mut canvas);
        }
        for (k, p) in chunk.iter().enumerate() {
            let x = MARGIN + k as f32 * (card_w + 10.0);
            canvas.rect(stripe, x, y - 74.0 - extra, card_w, 84.0 + extra);
            let name = canvas.block(BlockKind::Heading(3, p.plan.0.name.clone()));
            let lines = card_title.wrap(&p.plan.0.name, card_w - 12.0);
            canvas.lines(
                card_title,
                x + 6.0,
                y,
                leading,
                &lines,
                Role::In(name, Cell::default()),
            );
            let top = y - extra;
            let tiers = canvas.block(BlockKind::Table);
            let cell = |row, column| Role::In(tiers, Cell { row, column });
            canvas.text(small, x + 6.0, top - 12.0, "Tier", cell(0, 0));
            canvas.text_right(small, x + 58.0, top - 12.0, "Count", cell(0, 1));
            canvas.text_right(small, x + 118.0, top - 12.0, "Premium", cell(0, 2));
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
                    x + 58.0,
                    ty,
                    &totals.count.to_string(),
                    cell(t + 1, 1),
                );
                canvas.text_right(
                    figure_style,
                    x + 118.0,
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
        y -= 96.0 + extra;
    }

    let pages = canvas.page_count();
    let footer = style(7.5, false, muted);
    for page in 0..pages {
        let text = format!(
            "Prepared by {} for {}. Rates are the carriers' for the effective date, per member by age (federal default age curve); subject to underwriting.   Page {} of {pages}",
            doc.display_name(),
            doc.group.name,
            page + 1
        );
        let lines = footer.wrap(&text, PAGE_W - 2.0 * MARGIN);
        for (i, line) in lines.iter().enumerate() {
            let y = 18.0 + 9.0 * (lines.len() - 1 - i) as f32;
            canvas.text_on(Some(page), footer, MARGIN, y, line, Role::Artifact);
        }
    }
    canvas.finish(&format!("{} — {}", doc.group.name, doc.quote.name), "en-US")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn logos_come_from_data_urls() {
        let url = "data:image/svg+xml;utf8,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 64 32'%3E%3Crect width='32' height='32' fill='%230b4f6c'/%3E%3C/svg%3E";
        let svg = data_url_bytes(url).unwrap();
        assert!(svg.starts_with(b"<svg xmlns=") && svg.ends_with(b"fill='#0b4f6c'/></svg>"));
        let logo = Picture::decode(&svg).expect("an SVG logo");
        assert_eq!(logo.aspect(), 2.0);
        assert_eq!(
            data_url_bytes("data:image/png;base64,iVBORw0K").unwrap(),
            b"\x89PNG\r\n"
        );
        assert!(Picture::decode(b"<svg but not really").is_none());
    }
}
