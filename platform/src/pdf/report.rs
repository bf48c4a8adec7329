//! A report in the agency's brand on US Letter, landscape: the agency's colour band and logo at
//! the top of every page, a title, paragraphs, headings and tables that run on over pages with
//! their header row repeated, and a footer on every page ("page 2 of 3").

use super::{BlockKind, Canvas, Cell, Picture, Rgb, Role, Style};
use crate::brand::contrast;

pub const PAGE_W: f32 = 792.0;
pub const PAGE_H: f32 = 612.0;
pub const MARGIN: f32 = 36.0;
pub const INK: Rgb = Rgb(33, 33, 33);
pub const MUTED: Rgb = Rgb(107, 107, 107);
pub const STRIPE: Rgb = Rgb(245, 245, 247);
/// The line height of table cells that wrap.
pub const LEADING: f32 = 10.5;
const ROW_H: f32 = 17.0;

/// Who the document is from: the agency's display name, colour and logo file (PNG, JPEG, GIF,
/// WebP or SVG).
pub struct Letterhead {
    pub name: String,
    pub primary: String,
    pub logo: Option<Vec<u8>>,
}

pub fn style(size: f32, bold: bool, color: Rgb) -> Style {
    Style { size, bold, color }
}

/// A table column: its header, width in points, and whether it holds figures (right-aligned,
/// one line) or text (wrapped).
pub struct Column {
    pub name: &'static str,
    pub width: f32,
    pub figures: bool,
}

impl Column {
    pub const fn text(name: &'static str, width: f32) -> Column {
        Column {
            name,
            width,
            figures: false,
        }
    }

    pub const fn figures(name: &'static str, width: f32) -> Column {
        Column {
            name,
            width,
            figures: true,
        }
    }
}

pub struct Report {
    canvas: Canvas,
    y: f32,
    band: Rgb,
    on_band: Rgb,
    name: String,
    kind: String,
    subject: String,
    logo: Option<(f32, usize)>,
}

impl Report {
    /// A first page headed with the agency, the kind of document ("Renewal proposal") and, on the
    /// pages after, its subject (the group).
    pub fn new(letterhead: &Letterhead, kind: &str, subject: &str) -> Report {
        let on_band = match contrast::parse_hex(&letterhead.primary) {
            Some(c) if contrast::contrast_ratio(c, (255, 255, 255)) < 4.5 => Rgb(0, 0, 0),
            _ => Rgb(255, 255, 255),
        };
        let mut canvas = Canvas::new(PAGE_W, PAGE_H);
        let logo = letterhead
            .logo
            .as_deref()
            .and_then(Picture::decode)
            .map(|p| (p.aspect(), canvas.add_picture(p)));
        let mut report = Report {
            canvas,
            y: PAGE_H - 132.0,
            band: Rgb::hex(&letterhead.primary),
            on_band,
            name: letterhead.name.clone(),
            kind: kind.to_string(),
            subject: subject.to_string(),
            logo,
        };
        report.header(true);
        report
    }

    fn header(&mut self, first: bool) {
        let h = if first { 92.0 } else { 40.0 };
        self.canvas.rect(self.band, 0.0, PAGE_H - h, PAGE_W, h);
        let mut x = MARGIN;
        if let Some((aspect, picture)) = self.logo {
            let lh = if first { 44.0 } else { 22.0 };
            let lw = (aspect * lh).min(160.0);
            let role = if first {
                let block = self
                    .canvas
                    .block(BlockKind::Figure(format!("{} logo", self.name)));
                Role::In(block, Cell::default())
            } else {
                Role::Artifact
            };
            self.canvas
                .picture(picture, MARGIN, PAGE_H - h / 2.0 - lh / 2.0, lw, lh, role);
            x += lw + 14.0;
        }
        if first {
            let title = self.canvas.block(BlockKind::Paragraph);
            let on_band = self.on_band;
            self.canvas.text(
                style(20.0, true, on_band),
                x,
                PAGE_H - 44.0,
                &self.name,
                Role::In(title, Cell::default()),
            );
            self.canvas.text(
                style(11.0, false, on_band),
                x,
                PAGE_H - 64.0,
                &self.kind,
                Role::In(title, Cell { row: 1, column: 0 }),
            );
        } else {
            let running = format!("{} · {}", self.name, self.subject);
            self.canvas.text(
                style(12.0, true, self.on_band),
                x,
                PAGE_H - 25.0,
                &running,
                Role::Artifact,
            );
        }
    }

    pub fn band(&self) -> Rgb {
        self.band
    }

    pub fn canvas(&mut self) -> &mut Canvas {
        &mut self.canvas
    }

    /// The baseline the next content starts at.
    pub fn y(&self) -> f32 {
        self.y
    }

    pub fn move_down(&mut self, points: f32) {
        self.y -= points;
    }

    pub fn new_page(&mut self) {
        self.canvas.new_page();
        self.header(false);
        self.y = PAGE_H - 70.0;
    }

    /// Goes on to a new page unless `height` points fit above the footer.
    pub fn room_for(&mut self, height: f32) {
        if self.y - height < MARGIN + 30.0 {
            self.new_page();
        }
    }

    /// The document's title (the subject), as its first heading.
    pub fn title(&mut self, text: &str) {
        let block = self.canvas.block(BlockKind::Heading(1, text.to_string()));
        let title_style = style(22.0, true, INK);
        let lines = title_style.wrap(text, PAGE_W - 2.0 * MARGIN);
        self.canvas.lines(
            title_style,
            MARGIN,
            self.y,
            26.0,
            &lines,
            Role::In(block, Cell::default()),
        );
        self.y -= 26.0 * (lines.len() - 1) as f32 + 18.0;
    }

    pub fn paragraph(&mut self, text: &str, size: f32, color: Rgb) {
        let paragraph_style = style(size, false, color);
        let leading = size * 1.3;
        let lines = paragraph_style.wrap(text, PAGE_W - 2.0 * MARGIN);
        self.room_for(leading * lines.len() as f32);
        let block = self.canvas.block(BlockKind::Paragraph);
        self.canvas.lines(
            paragraph_style,
            MARGIN,
            self.y,
            leading,
            &lines,
            Role::In(block, Cell::default()),
        );
        self.y -= leading * lines.len() as f32 + 4.0;
    }

    /// A section heading, kept with at least the first rows of what follows it.
    pub fn heading(&mut self, text: &str) {
        self.y -= 12.0;
        self.room_for(90.0);
        let block = self.canvas.block(BlockKind::Heading(2, text.to_string()));
        self.canvas.text(
            style(12.0, true, INK),
            MARGIN,
            self.y,
            text,
            Role::In(block, Cell::default()),
        );
        self.y -= 18.0;
    }

    /// A table of `rows` (a cell per column), striped, its header row repeated on every page it
    /// runs onto.
    pub fn table(&mut self, columns: &[Column], rows: &[Vec<String>]) {
        let cell_style = style(8.5, false, INK);
        let table = self.canvas.block(BlockKind::Table);
        let width: f32 = columns.iter().map(|c| c.width).sum::<f32>() + 8.0;
        let header = |report: &mut Report, repeated: bool| {
            let head_style = style(8.0, true, report.on_band);
            report
                .canvas
                .rect(report.band, MARGIN, report.y - 5.0, width, ROW_H);
            let mut x = MARGIN + 4.0;
            for (column, c) in columns.iter().enumerate() {
                // Repeated headers are furniture; the structure has them once.
                let role = if repeated {
                    Role::Artifact
                } else {
                    Role::In(table, Cell { row: 0, column })
                };
                if c.figures {
                    report
                        .canvas
                        .text_right(head_style, x + c.width - 6.0, report.y, c.name, role);
                } else {
                    report.canvas.text(head_style, x, report.y, c.name, role);
                }
                x += c.width;
            }
            report.y -= ROW_H;
        };
        self.room_for(2.0 * ROW_H);
        header(self, false);
        for (i, cells) in rows.iter().enumerate() {
            let wrapped: Vec<Vec<String>> = columns
                .iter()
                .zip(cells)
                .map(|(c, text)| {
                    if c.figures {
                        vec![text.clone()]
                    } else {
                        cell_style.wrap(text, c.width - 6.0)
                    }
                })
                .collect();
            let lines = wrapped.iter().map(Vec::len).max().unwrap_or(1).max(1);
            let h = ROW_H + LEADING * (lines - 1) as f32;
            if self.y - h + ROW_H < MARGIN + 30.0 {
                self.new_page();
                header(self, true);
            }
            if i % 2 == 1 {
                self.canvas
                    .rect(STRIPE, MARGIN, self.y - 5.0 - (h - ROW_H), width, h);
            }
            let row = i + 1;
            let mut x = MARGIN + 4.0;
            for (column, (c, lines)) in columns.iter().zip(&wrapped).enumerate() {
                let role = Role::In(table, Cell { row, column });
                if c.figures {
                    let text = lines.first().map(String::as_str).unwrap_or_default();
                    self.canvas
                        .text_right(cell_style, x + c.width - 6.0, self.y, text, role);
                } else {
                    self.canvas
                        .lines(cell_style, x, self.y, LEADING, lines, role);
                }
                x += c.width;
            }
            self.y -= h;
        }
        self.y -= 6.0;
    }

    /// The PDF: `footer(page, pages)` is written at the foot of every page (1-based).
    pub fn finish(
        mut self,
        footer: impl Fn(usize, usize) -> String,
        title: &str,
    ) -> Result<Vec<u8>, String> {
        let pages = self.canvas.page_count();
        let footer_style = style(7.5, false, MUTED);
        for page in 0..pages {
            let lines = footer_style.wrap(&footer(page + 1, pages), PAGE_W - 2.0 * MARGIN);
            for (i, line) in lines.iter().enumerate() {
                let y = 18.0 + 9.0 * (lines.len() - 1 - i) as f32;
                self.canvas
                    .text_on(Some(page), footer_style, MARGIN, y, line, Role::Artifact);
            }
        }
        self.canvas.finish(title, "en-US")
    }
}
