//! The proposal a broker hands the client: a workbook (plans, employees, families) and a PDF
//! in the agency's brand (logo, colours), drawn with pdf-writer and the standard Helvetica fonts.

use pdf_writer::{Content, Filter, Finish, Name, Pdf, Rect, Ref, Str};
use rust_decimal::Decimal;
use rust_xlsxwriter::{Format, Workbook, XlsxError};

use super::api::{money, EmployeeCost};
use super::queries::{QuotePlanRow, QuoteRow};
use crate::brand::contrast;
use crate::brand::queries::BrandRow;
use crate::groups::export::formula_safe;
use crate::groups::queries::GroupRow;
use crate::rating::usd;

pub struct Proposal<'a> {
    pub agency_name: &'a str,
    pub brand: &'a Option<BrandRow>,
    /// The agency's logo file, when it is a PNG or JPEG.
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
    let metal = plan.metal_level.clone().map(|m| {
        let mut c = m.chars();
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
        sheet.write_string(r, 3, &plan.line)?;
        sheet.write_string(r, 4, plan.metal_level.as_deref().unwrap_or(""))?;
        sheet.write_string(r, 5, &plan.network_type)?;
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
            sheet.write_number_with_format(r, c, money(v), &money_fmt)?;
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
            employees.write_string(r, 3, e.tier.as_deref().unwrap_or("Waived"))?;
            for (c, v) in [
                (4u16, e.premium),
                (5, e.employer),
                (6, e.employee),
                (7, e.per_paycheck),
            ] {
                employees.write_number_with_format(r, c, v, &money_fmt)?;
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
                families.write_number_with_format(r, 5, m.monthly_rate, &money_fmt)?;
                r += 1;
            }
        }
    }
    families.set_freeze_panes(1, 1)?;
    families.autofit();
    workbook.save_to_buffer()
}

/// Text as the standard fonts' WinAnsi encoding (characters outside it become '?').
fn win_ansi(text: &str) -> Vec<u8> {
    text.chars()
        .map(|c| match c {
            '\u{20}'..='\u{7e}' | '\u{a0}'..='\u{ff}' => c as u8,
            '€' => 0x80,
            '‚' => 0x82,
            '„' => 0x84,
            '…' => 0x85,
            '‘' => 0x91,
            '’' => 0x92,
            '“' => 0x93,
            '”' => 0x94,
            '•' => 0x95,
            '–' => 0x96,
            '—' => 0x97,
            _ => b'?',
        })
        .collect()
}

/// Helvetica's advance widths are close to 0.5 em on average; enough to clip a table cell.
fn clip(text: &str, size: f32, width: f32) -> String {
    let max = (width / (size * 0.5)) as usize;
    if text.chars().count() <= max {
        text.to_string()
    } else {
        let mut s: String = text.chars().take(max.saturating_sub(1)).collect();
        s.push('…');
        s
    }
}

fn rgb(hex: &str) -> (f32, f32, f32) {
    let h = hex.trim_start_matches('#');
    let c = |i: usize| {
        u8::from_str_radix(h.get(i..i + 2).unwrap_or("00"), 16).unwrap_or(0) as f32 / 255.0
    };
    (c(0), c(2), c(4))
}

struct Logo {
    samples: Vec<u8>,
    alpha: Option<Vec<u8>>,
    width: u32,
    height: u32,
    jpeg: bool,
    gray: bool,
}

/// Pixels along the longer side of an SVG logo drawn for the PDF (shown about 40 points tall:
/// sharp when printed).
const SVG_LOGO_PIXELS: f32 = 256.0;

fn decode_logo(bytes: &[u8]) -> Option<Logo> {
    if crate::brand::settings::sniff_image(bytes).is_some_and(|(kind, _)| kind == "svg") {
        return rasterize_svg(bytes);
    }
    if bytes.starts_with(&[0xff, 0xd8]) {
        let (width, height) = jpeg_size(bytes)?;
        return Some(Logo {
            samples: bytes.to_vec(),
            alpha: None,
            width,
            height,
            jpeg: true,
            gray: false,
        });
    }
    let mut decoder = png::Decoder::new(std::io::Cursor::new(bytes));
    decoder.set_transformations(png::Transformations::normalize_to_color8());
    let mut reader = decoder.read_info().ok()?;
    let mut buf = vec![0; reader.output_buffer_size()?];
    let info = reader.next_frame(&mut buf).ok()?;
    let data = &buf[..info.buffer_size()];
    let (samples, alpha, gray) = match info.color_type {
        png::ColorType::Rgb => (data.to_vec(), None, false),
        png::ColorType::Grayscale => (data.to_vec(), None, true),
        png::ColorType::Rgba => (
            data.chunks(4).flat_map(|p| [p[0], p[1], p[2]]).collect(),
            Some(data.chunks(4).map(|p| p[3]).collect()),
            false,
        ),
        png::ColorType::GrayscaleAlpha => (
            data.chunks(2).map(|p| p[0]).collect(),
            Some(data.chunks(2).map(|p| p[1]).collect()),
            true,
        ),
        png::ColorType::Indexed => return None,
    };
    Some(Logo {
        samples,
        alpha,
        width: info.width,
        height: info.height,
        jpeg: false,
        gray,
    })
}

/// An SVG logo drawn into pixels (PDF pages take images, not SVG), its transparency kept.
fn rasterize_svg(bytes: &[u8]) -> Option<Logo> {
    use resvg::tiny_skia::{Pixmap, Transform};
    let tree = resvg::usvg::Tree::from_data(bytes, &resvg::usvg::Options::default()).ok()?;
    let size = tree.size();
    let scale = SVG_LOGO_PIXELS / size.width().max(size.height());
    let mut pixmap = Pixmap::new(
        (size.width() * scale).ceil().max(1.0) as u32,
        (size.height() * scale).ceil().max(1.0) as u32,
    )?;
    resvg::render(
        &tree,
        Transform::from_scale(scale, scale),
        &mut pixmap.as_mut(),
    );
    let pixels: Vec<_> = pixmap.pixels().iter().map(|p| p.demultiply()).collect();
    Some(Logo {
        samples: pixels
            .iter()
            .flat_map(|p| [p.red(), p.green(), p.blue()])
            .collect(),
        alpha: Some(pixels.iter().map(|p| p.alpha()).collect()),
        width: pixmap.width(),
        height: pixmap.height(),
        jpeg: false,
        gray: false,
    })
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

/// Width and height from a JPEG's start-of-frame marker.
fn jpeg_size(b: &[u8]) -> Option<(u32, u32)> {
    let mut i = 2;
    while i + 9 < b.len() {
        if b[i] != 0xff {
            return None;
        }
        let marker = b[i + 1];
        let len = u16::from_be_bytes([b[i + 2], b[i + 3]]) as usize;
        if (0xc0..=0xcf).contains(&marker) && ![0xc4, 0xc8, 0xcc].contains(&marker) {
            return Some((
                u16::from_be_bytes([b[i + 7], b[i + 8]]) as u32,
                u16::from_be_bytes([b[i + 5], b[i + 6]]) as u32,
            ));
        }
        i += 2 + len;
    }
    None
}

const PAGE_W: f32 = 792.0;
const PAGE_H: f32 = 612.0;
const MARGIN: f32 = 36.0;

struct Writer {
    content: Content,
}

impl Writer {
    fn text(&mut self, font: &[u8], size: f32, x: f32, y: f32, text: &str) {
        self.content.begin_text();
        self.content.set_font(Name(font), size);
        self.content.next_line(x, y);
        self.content.show(Str(&win_ansi(text)));
        self.content.end_text();
    }

    /// Right-aligned at `right` (estimated width).
    fn text_right(&mut self, font: &[u8], size: f32, right: f32, y: f32, text: &str) {
        let em = |c: char| match c {
            '0'..='9' | '$' => 0.556,
            ',' | '.' | ' ' | '/' | 'i' | 'l' | 'j' => 0.278,
            'f' | 't' | 'r' => 0.333,
            'm' | 'w' | 'M' | 'W' => 0.833,
            'A'..='Z' => 0.667,
            _ => 0.54,
        };
        let bold = if font == b"F2" { 1.06 } else { 1.0 };
        let width = text.chars().map(em).sum::<f32>() * size * bold;
        self.text(font, size, right - width, y, text);
    }

    fn fill(&mut self, color: (f32, f32, f32), x: f32, y: f32, w: f32, h: f32) {
        self.content.set_fill_rgb(color.0, color.1, color.2);
        self.content.rect(x, y, w, h);
        self.content.fill_nonzero();
    }

    fn color(&mut self, color: (f32, f32, f32)) {
        self.content.set_fill_rgb(color.0, color.1, color.2);
    }
}

/// The branded PDF proposal (US Letter, landscape): a cover band in the agency's colour with
/// its logo, the quote's facts, then every plan with benefits and costs, then cost by tier.
pub fn pdf(doc: &Proposal) -> Vec<u8> {
    let primary = doc.primary().to_string();
    let band = rgb(&primary);
    let on_band = match contrast::parse_hex(&primary) {
        Some(c) if contrast::contrast_ratio(c, (255, 255, 255)) < 4.5 => (0.0, 0.0, 0.0),
        _ => (1.0, 1.0, 1.0),
    };
    let ink = (0.13, 0.13, 0.13);
    let muted = (0.42, 0.42, 0.42);
    let stripe = (0.96, 0.96, 0.97);

    let mut pdf = Pdf::new();
    let catalog_id = Ref::new(1);
    let tree_id = Ref::new(2);
    let regular = Ref::new(3);
    let bold = Ref::new(4);
    let info_id = Ref::new(5);
    let logo_id = Ref::new(6);
    let mask_id = Ref::new(7);
    let mut next = 8;
    let mut alloc = || {
        next += 1;
        Ref::new(next)
    };

    let logo = doc.logo.as_deref().and_then(decode_logo);
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
    let row_h = 17.0;

    let mut pages: Vec<Content> = Vec::new();
    let header = |w: &mut Writer, first: bool| {
        let h = if first { 92.0 } else { 40.0 };
        w.fill(band, 0.0, PAGE_H - h, PAGE_W, h);
        w.color(on_band);
        let mut x = MARGIN;
        if let Some(l) = &logo {
            let lh = if first { 44.0 } else { 22.0 };
            let lw = (l.width as f32 / l.height.max(1) as f32 * lh).min(160.0);
            w.content.save_state();
            w.content
                .transform([lw, 0.0, 0.0, lh, MARGIN, PAGE_H - h / 2.0 - lh / 2.0]);
            w.content.x_object(Name(b"Logo"));
            w.content.restore_state();
            x += lw + 14.0;
        }
        w.color(on_band);
        if first {
            w.text(b"F2", 20.0, x, PAGE_H - 44.0, doc.display_name());
            w.text(b"F1", 11.0, x, PAGE_H - 64.0, "Employee benefits proposal");
        } else {
            w.text(
                b"F2",
                12.0,
                x,
                PAGE_H - 25.0,
                &format!("{} · {}", doc.display_name(), doc.group.name),
            );
        }
    };

    let mut w = Writer {
        content: Content::new(),
    };
    header(&mut w, true);
    w.color(ink);
    w.text(b"F2", 22.0, MARGIN, PAGE_H - 132.0, &doc.group.name);
    w.color(muted);
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
    w.text(b"F1", 10.0, MARGIN, PAGE_H - 150.0, &facts);
    let mut y = PAGE_H - 180.0;

    let table_header = |w: &mut Writer, y: f32| {
        w.fill(band, MARGIN, y - 5.0, PAGE_W - 2.0 * MARGIN, row_h);
        w.color(on_band);
        let mut x = MARGIN + 4.0;
        for (name, width, right) in columns {
            if right {
                w.text_right(b"F2", 8.0, x + width - 6.0, y, name);
            } else {
                w.text(b"F2", 8.0, x, y, name);
            }
            x += width;
        }
    };
    table_header(&mut w, y);
    y -= row_h;
    for (i, p) in doc.plans.iter().enumerate() {
        if y < MARGIN + 30.0 {
            pages.push(
                std::mem::replace(
                    &mut w,
                    Writer {
                        content: Content::new(),
                    },
                )
                .content,
            );
            header(&mut w, false);
            y = PAGE_H - 70.0;
            table_header(&mut w, y);
            y -= row_h;
        }
        if i % 2 == 1 {
            w.fill(stripe, MARGIN, y - 5.0, PAGE_W - 2.0 * MARGIN, row_h);
        }
        w.color(ink);
        let plan = &p.plan.0;
        let (name, carrier, kind) = plan_label(p);
        let copays = match (plan.copay_pcp, plan.copay_specialist) {
            (Some(a), Some(b)) => format!("${a} / ${b}"),
            _ => "after ded.".to_string(),
        };
        let twelve = Decimal::from(12);
        let cells = [
            clip(&name, 8.5, columns[0].1 - 6.0),
            clip(&carrier, 8.5, columns[1].1 - 6.0),
            clip(&kind, 8.5, columns[2].1 - 6.0),
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
        let mut x = MARGIN + 4.0;
        for ((_, width, right), cell) in columns.iter().zip(cells) {
            if *right {
                w.text_right(b"F1", 8.5, x + width - 6.0, y, &cell);
            } else {
                w.text(b"F1", 8.5, x, y, &cell);
            }
            x += width;
        }
        y -= row_h;
    }

    // Cost by tier, four plans to a row of cards.
    y -= 16.0;
    if y < MARGIN + 120.0 {
        pages.push(
            std::mem::replace(
                &mut w,
                Writer {
                    content: Content::new(),
                },
            )
            .content,
        );
        header(&mut w, false);
        y = PAGE_H - 70.0;
    }
    w.color(ink);
    w.text(b"F2", 12.0, MARGIN, y, "Monthly cost by tier");
    y -= 18.0;
    let card_w = (PAGE_W - 2.0 * MARGIN - 3.0 * 10.0) / 4.0;
    for chunk in doc.plans.chunks(4) {
        if y - 78.0 < MARGIN {
            pages.push(
                std::mem::replace(
                    &mut w,
                    Writer {
                        content: Content::new(),
                    },
                )
                .content,
            );
            header(&mut w, false);
            y = PAGE_H - 70.0;
        }
        for (k, p) in chunk.iter().enumerate() {
            let x = MARGIN + k as f32 * (card_w + 10.0);
            w.fill(stripe, x, y - 74.0, card_w, 84.0);
            w.color(ink);
            w.text(
                b"F2",
                8.5,
                x + 6.0,
                y,
                &clip(&p.plan.0.name, 8.5, card_w - 12.0),
            );
            w.color(muted);
            w.text(b"F1", 7.5, x + 6.0, y - 12.0, "Tier");
            w.text_right(b"F1", 7.5, x + 58.0, y - 12.0, "Count");
            w.text_right(b"F1", 7.5, x + 118.0, y - 12.0, "Premium");
            w.text_right(b"F1", 7.5, x + card_w - 8.0, y - 12.0, "Employee");
            w.color(ink);
            for (t, (tier, totals)) in ["EE", "ES", "EC", "EF"]
                .iter()
                .zip(&p.tiers.0.tiers)
                .enumerate()
            {
                let ty = y - 25.0 - t as f32 * 12.0;
                w.text(b"F1", 8.0, x + 6.0, ty, tier);
                w.text_right(b"F1", 8.0, x + 58.0, ty, &totals.count.to_string());
                w.text_right(b"F1", 8.0, x + 118.0, ty, &usd(totals.premium));
                w.text_right(b"F1", 8.0, x + card_w - 8.0, ty, &usd(totals.employee));
            }
        }
        y -= 96.0;
    }
    pages.push(w.content);

    let page_count = pages.len();
    let page_ids: Vec<Ref> = (0..page_count).map(|_| alloc()).collect();
    let content_ids: Vec<Ref> = (0..page_count).map(|_| alloc()).collect();
    pdf.catalog(catalog_id).pages(tree_id);
    pdf.pages(tree_id)
        .kids(page_ids.iter().copied())
        .count(page_count as i32);
    for (i, content) in pages.into_iter().enumerate() {
        let mut content = content;
        // Footer: who prepared it and the page number.
        content.set_fill_rgb(muted.0, muted.1, muted.2);
        content.begin_text();
        content.set_font(Name(b"F1"), 7.5);
        content.next_line(MARGIN, 18.0);
        content.show(Str(&win_ansi(&format!(
            "Prepared by {} for {}. Rates are the carriers' for the effective date, per member by age (federal default age curve); subject to underwriting.   Page {} of {page_count}",
            doc.display_name(),
            doc.group.name,
            i + 1
        ))));
        content.end_text();
        let mut page = pdf.page(page_ids[i]);
        page.media_box(Rect::new(0.0, 0.0, PAGE_W, PAGE_H));
        page.parent(tree_id);
        page.contents(content_ids[i]);
        let mut resources = page.resources();
        resources
            .fonts()
            .pair(Name(b"F1"), regular)
            .pair(Name(b"F2"), bold);
        if logo.is_some() {
            resources.x_objects().pair(Name(b"Logo"), logo_id);
        }
        resources.finish();
        page.finish();
        pdf.stream(content_ids[i], &content.finish());
    }
    pdf.type1_font(regular)
        .base_font(Name(b"Helvetica"))
        .encoding_predefined(Name(b"WinAnsiEncoding"));
    pdf.type1_font(bold)
        .base_font(Name(b"Helvetica-Bold"))
        .encoding_predefined(Name(b"WinAnsiEncoding"));
    if let Some(l) = &logo {
        let mut image = pdf.image_xobject(logo_id, &l.samples);
        if l.jpeg {
            image.filter(Filter::DctDecode);
        }
        image.width(l.width as i32);
        image.height(l.height as i32);
        if l.gray {
            image.color_space().device_gray();
        } else {
            image.color_space().device_rgb();
        }
        image.bits_per_component(8);
        if l.alpha.is_some() {
            image.s_mask(mask_id);
        }
        image.finish();
        if let Some(alpha) = &l.alpha {
            let mut mask = pdf.image_xobject(mask_id, alpha);
            mask.width(l.width as i32);
            mask.height(l.height as i32);
            mask.color_space().device_gray();
            mask.bits_per_component(8);
        }
    }
    pdf.document_info(info_id)
        .title(pdf_writer::TextStr(&format!(
            "{} — {}",
            doc.group.name, doc.quote.name
        )))
        .producer(pdf_writer::TextStr("Canopy"));
    pdf.finish()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn text_for_pdf() {
        assert_eq!(
            win_ansi("Café — 5€"),
            vec![b'C', b'a', b'f', 0xe9, b' ', 0x97, b' ', b'5', 0x80]
        );
        assert_eq!(
            clip("A very long plan name indeed", 10.0, 60.0),
            "A very long…"
        );
    }

    #[test]
    fn svg_logos_are_drawn_with_their_transparency() {
        let url = "data:image/svg+xml;utf8,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 64 32'%3E%3Crect width='32' height='32' fill='%230b4f6c'/%3E%3C/svg%3E";
        let svg = data_url_bytes(url).unwrap();
        assert!(svg.starts_with(b"<svg xmlns=") && svg.ends_with(b"fill='#0b4f6c'/></svg>"));
        let logo = decode_logo(&svg).expect("an SVG logo");
        assert_eq!((logo.width, logo.height), (256, 128));
        let alpha = logo.alpha.unwrap();
        let at = |x: usize, y: usize| y * 256 + x;
        assert_eq!(
            (alpha[at(10, 10)], alpha[at(200, 10)]),
            (255, 0),
            "the square is opaque, the rest transparent"
        );
        assert_eq!(
            &logo.samples[at(10, 10) * 3..at(10, 10) * 3 + 3],
            &[0x0b, 0x4f, 0x6c]
        );
        assert_eq!(
            data_url_bytes("data:image/png;base64,iVBORw0K").unwrap(),
            b"\x89PNG\r\n"
        );
        assert!(decode_logo(b"<svg but not really").is_none());
    }

    #[test]
    fn jpeg_dimensions() {
        // SOI, APP0 (len 4), SOF0 with height 0x0010 and width 0x0020
        let jpeg = [
            0xff, 0xd8, 0xff, 0xe0, 0x00, 0x04, 0x00, 0x00, 0xff, 0xc0, 0x00, 0x11, 0x08, 0x00,
            0x10, 0x00, 0x20, 0x03, 0, 0, 0, 0,
        ];
        assert_eq!(jpeg_size(&jpeg), Some((32, 16)));
    }
}
