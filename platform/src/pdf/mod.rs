//! Printable documents (quote proposals, and what else the product prints) drawn with krilla:
//! embedded, subset fonts that cover the names people have, tagged structure (headings,
//! paragraphs, tables) that readers and screen readers follow, and logos as the agency uploaded
//! them (an SVG stays vector, its text stays text).
//!
//! A document is laid out on a [`Canvas`] in points from the bottom-left corner of the page,
//! as PDF counts; pages are written when it is finished, so a footer can say "page 2 of 3".

pub mod fonts;

use std::num::NonZeroU16;

use krilla::color::rgb;
use krilla::geom::{PathBuilder, Point, Rect, Size, Transform};
use krilla::image::Image;
use krilla::metadata::Metadata;
use krilla::num::NormalizedF32;
use krilla::page::PageSettings;
use krilla::paint::{Fill, FillRule};
use krilla::surface::Surface;
use krilla::tagging::{
    Artifact, ArtifactType, ContentTag, Identifier, Node, SpanTag, TableHeaderScope, Tag, TagGroup,
    TagTree,
};
use krilla::text::TextDirection;
use krilla::Document;
use krilla_svg::{SurfaceExt, SvgSettings};

pub mod report;

pub use fonts::fonts;

/// A colour as red, green and blue from 0 to 255.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Rgb(pub u8, pub u8, pub u8);

impl Rgb {
    /// `#1f5f8b`; anything else is black.
    pub fn hex(hex: &str) -> Rgb {
        let h = hex.trim_start_matches('#');
        let c = |i: usize| u8::from_str_radix(h.get(i..i + 2).unwrap_or("00"), 16).unwrap_or(0);
        Rgb(c(0), c(2), c(4))
    }
}

#[derive(Clone, Copy)]
pub struct Style {
    pub size: f32,
    pub bold: bool,
    pub color: Rgb,
}

impl Style {
    pub fn family(&self) -> &'static fonts::Family {
        if self.bold {
            &fonts().bold
        } else {
            &fonts().regular
        }
    }

    pub fn width(&self, text: &str) -> f32 {
        self.family().width(text, self.size)
    }

    pub fn wrap(&self, text: &str, width: f32) -> Vec<String> {
        self.family().wrap(text, self.size, width)
    }
}

/// Where a piece of text belongs in the document's structure.
#[derive(Clone, Copy, Debug)]
pub enum Role {
    /// Page furniture (header band, footer): not part of the content.
    Artifact,
    /// A heading, paragraph or table made with [`Canvas::block`], and for a table the cell.
    In(Block, Cell),
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Block(usize);

#[derive(Clone, Copy, Debug, Default)]
pub struct Cell {
    pub row: usize,
    pub column: usize,
}

pub enum BlockKind {
    Heading(u16, String),
    Paragraph,
    /// A table whose first row holds the column headers.
    Table,
    /// An image, with the text that stands for it.
    Figure(String),
}

/// A logo to draw: a raster image or an SVG drawing.
pub enum Picture {
    Raster(Image, f32, f32),
    Svg(Box<usvg::Tree>),
}

impl Picture {
    /// A PNG, JPEG, GIF or WebP as it is, or an SVG (its text set in our fonts when it names
    /// one we do not have). `None` for anything else.
    pub fn decode(bytes: &[u8]) -> Option<Picture> {
        if crate::brand::rules::sniff_image(bytes).is_some_and(|(kind, _)| kind == "svg") {
            let options = usvg::Options {
                fontdb: svg_fonts(),
                font_family: "Noto Sans".to_string(),
                ..usvg::Options::default()
            };
            let tree = usvg::Tree::from_data(bytes, &options).ok()?;
            return Some(Picture::Svg(Box::new(tree)));
        }
        let data = krilla::Data::from(bytes.to_vec());
        let image = if bytes.starts_with(&[0xff, 0xd8]) {
            Image::from_jpeg(data, true)
        } else if bytes.starts_with(b"\x89PNG") {
            Image::from_png(data, true)
        } else if bytes.starts_with(b"GIF8") {
            Image::from_gif(data, true)
        } else if bytes.starts_with(b"RIFF") {
            Image::from_webp(data, true)
        } else {
            return None;
        }
        .ok()?;
        let (w, h) = image.size();
        Some(Picture::Raster(image, w as f32, h as f32))
    }

    /// Width over height.
    pub fn aspect(&self) -> f32 {
        let (w, h) = match self {
            Picture::Raster(_, w, h) => (*w, *h),
            Picture::Svg(tree) => (tree.size().width(), tree.size().height()),
        };
        w / h.max(1.0)
    }
}

/// Our faces for the text of SVG images, read once: a family the image names that we do not
/// ship falls back to Noto Sans.
fn svg_fonts() -> std::sync::Arc<usvg::fontdb::Database> {
    static DB: std::sync::OnceLock<std::sync::Arc<usvg::fontdb::Database>> =
        std::sync::OnceLock::new();
    DB.get_or_init(|| {
        let mut db = usvg::fontdb::Database::new();
        for face in fonts::all_faces() {
            db.load_font_source(usvg::fontdb::Source::Binary(std::sync::Arc::new(face)));
        }
        db.set_sans_serif_family("Noto Sans");
        db.set_serif_family("Noto Sans");
        std::sync::Arc::new(db)
    })
    .clone()
}

enum Op {
    Rect(Rgb, f32, f32, f32, f32),
    Text(Style, f32, f32, String, Role),
    Picture(usize, f32, f32, f32, f32, Role),
}

/// A document being laid out: pages of drawing operations, and its structure.
pub struct Canvas {
    width: f32,
    height: f32,
    pages: Vec<Vec<Op>>,
    blocks: Vec<BlockKind>,
    pictures: Vec<Picture>,
}

impl Canvas {
    /// A document with one empty page of `width` × `height` points.
    pub fn new(width: f32, height: f32) -> Canvas {
        Canvas {
            width,
            height,
            pages: vec![Vec::new()],
            blocks: Vec::new(),
            pictures: Vec::new(),
        }
    }

    pub fn new_page(&mut self) {
        self.pages.push(Vec::new());
    }

    pub fn page_count(&self) -> usize {
        self.pages.len()
    }

    /// Draws on page `index` (0-based) from now on.
    fn ops(&mut self, page: Option<usize>) -> &mut Vec<Op> {
        let index = page.unwrap_or(self.pages.len() - 1);
        &mut self.pages[index]
    }

    /// A new part of the structure, in reading order.
    pub fn block(&mut self, kind: BlockKind) -> Block {
        self.blocks.push(kind);
        Block(self.blocks.len() - 1)
    }

    pub fn add_picture(&mut self, picture: Picture) -> usize {
        self.pictures.push(picture);
        self.pictures.len() - 1
    }

    pub fn rect(&mut self, color: Rgb, x: f32, y: f32, w: f32, h: f32) {
        self.ops(None).push(Op::Rect(color, x, y, w, h));
    }

    /// Text with its baseline at `y`, starting at `x`.
    pub fn text(&mut self, style: Style, x: f32, y: f32, text: &str, role: Role) {
        self.text_on(None, style, x, y, text, role);
    }

    /// Text on a given page (0-based): a footer written once every page is laid out.
    pub fn text_on(
        &mut self,
        page: Option<usize>,
        style: Style,
        x: f32,
        y: f32,
        text: &str,
        role: Role,
    ) {
        if !text.is_empty() {
            self.ops(page)
                .push(Op::Text(style, x, y, text.to_string(), role));
        }
    }

    /// Text ending at `right`.
    pub fn text_right(&mut self, style: Style, right: f32, y: f32, text: &str, role: Role) {
        self.text(style, right - style.width(text), y, text, role);
    }

    /// Lines of text from `y` down, `leading` apart.
    pub fn lines(
        &mut self,
        style: Style,
        x: f32,
        y: f32,
        leading: f32,
        lines: &[String],
        role: Role,
    ) {
        for (i, line) in lines.iter().enumerate() {
            self.text(style, x, y - i as f32 * leading, line, role);
        }
    }

    /// A picture in the box whose bottom-left corner is (`x`, `y`).
    pub fn picture(&mut self, picture: usize, x: f32, y: f32, w: f32, h: f32, role: Role) {
        self.ops(None).push(Op::Picture(picture, x, y, w, h, role));
    }

    /// The PDF, titled and in the language given.
    pub fn finish(self, title: &str, language: &str) -> Result<Vec<u8>, String> {
        let mut document = Document::new();
        let mut marks: Vec<Vec<Vec<Vec<Identifier>>>> =
            self.blocks.iter().map(|_| Vec::new()).collect();
        let mut figures: Vec<Vec<Identifier>> = self.blocks.iter().map(|_| Vec::new()).collect();
        for ops in &self.pages {
            let settings =
                PageSettings::from_wh(self.width, self.height).ok_or("a page has no size")?;
            let mut page = document.start_page_with(settings);
            let mut surface = page.surface();
            for op in ops {
                match op {
                    Op::Rect(color, x, y, w, h) => {
                        let top = self.height - y - h;
                        let Some(rect) = Rect::from_xywh(*x, top, *w, *h) else {
                            continue;
                        };
                        let mut path = PathBuilder::new();
                        path.push_rect(rect);
                        let Some(path) = path.finish() else {
                            continue;
                        };
                        surface.start_tagged(ContentTag::Artifact(Artifact::new(
                            ArtifactType::Layout,
                            None,
                        )));
                        surface.set_fill(Some(fill(*color)));
                        surface.draw_path(&path);
                        surface.end_tagged();
                    }
                    Op::Text(style, x, y, text, role) => {
                        let id = match role {
                            Role::Artifact => {
                                surface.start_tagged(ContentTag::Artifact(Artifact::new(
                                    ArtifactType::PaginationOther,
                                    None,
                                )));
                                None
                            }
                            Role::In(..) => {
                                Some(surface.start_tagged(ContentTag::Span(SpanTag::empty())))
                            }
                        };
                        draw_text(&mut surface, *style, *x, self.height - y, text);
                        surface.end_tagged();
                        if let (Some(id), Role::In(block, cell)) = (id, role) {
                            let rows = &mut marks[block.0];
                            if rows.len() <= cell.row {
                                rows.resize_with(cell.row + 1, Vec::new);
                            }
                            let row = &mut rows[cell.row];
                            if row.len() <= cell.column {
                                row.resize_with(cell.column + 1, Vec::new);
                            }
                            row[cell.column].push(id);
                        }
                    }
                    Op::Picture(index, x, y, w, h, role) => {
                        let id = match role {
                            Role::Artifact => {
                                surface.start_tagged(ContentTag::Artifact(Artifact::new(
                                    ArtifactType::Layout,
                                    None,
                                )));
                                None
                            }
                            Role::In(..) => Some(surface.start_tagged(ContentTag::Other)),
                        };
                        surface.push_transform(&Transform::from_translate(*x, self.height - y - h));
                        if let Some(size) = Size::from_wh(*w, *h) {
                            match &self.pictures[*index] {
                                Picture::Raster(image, ..) => {
                                    surface.draw_image(image.clone(), size)
                                }
                                Picture::Svg(tree) => {
                                    surface.draw_svg(tree, size, SvgSettings::default());
                                }
                            }
                        }
                        surface.pop();
                        surface.end_tagged();
                        if let (Some(id), Role::In(block, _)) = (id, role) {
                            figures[block.0].push(id);
                        }
                    }
                }
            }
            surface.finish();
            page.finish();
        }

        let mut tree = TagTree::new().with_lang(Some(language.to_string()));
        for ((kind, rows), figure) in self.blocks.into_iter().zip(marks).zip(figures) {
            let spans = |cells: Vec<Vec<Identifier>>| -> Vec<Node> {
                cells.into_iter().flatten().map(Node::from).collect()
            };
            let group = match kind {
                BlockKind::Heading(level, title) => TagGroup::with_children(
                    Tag::Hn(
                        NonZeroU16::new(level.max(1)).expect("at least 1"),
                        Some(title),
                    ),
                    rows.into_iter().flat_map(spans).collect(),
                ),
                BlockKind::Paragraph => {
                    TagGroup::with_children(Tag::P, rows.into_iter().flat_map(spans).collect())
                }
                BlockKind::Figure(alt) => TagGroup::with_children(
                    Tag::Figure(Some(alt)),
                    figure.into_iter().map(Node::from).collect(),
                ),
                BlockKind::Table => {
                    let mut table = TagGroup::new(Tag::Table);
                    for (r, row) in rows.into_iter().enumerate() {
                        let mut tr = TagGroup::new(Tag::TR);
                        for cell in row {
                            let children = cell.into_iter().map(Node::from).collect();
                            if r == 0 {
                                tr.push(TagGroup::with_children(
                                    Tag::TH(TableHeaderScope::Column),
                                    children,
                                ));
                            } else {
                                tr.push(TagGroup::with_children(Tag::TD, children));
                            }
                        }
                        table.push(tr);
                    }
                    table
                }
            };
            tree.push(group);
        }
        document.set_tag_tree(tree);
        document.set_metadata(
            Metadata::new()
                .title(title.to_string())
                .language(language.to_string())
                .producer("Canopy".to_string()),
        );
        document.finish().map_err(|e| format!("{e:?}"))
    }
}

fn fill(color: Rgb) -> Fill {
    Fill {
        paint: rgb::Color::new(color.0, color.1, color.2).into(),
        opacity: NormalizedF32::ONE,
        rule: FillRule::NonZero,
    }
}

/// Text from `x` on the baseline `top` points from the top of the page, face by face.
fn draw_text(surface: &mut Surface, style: Style, x: f32, top: f32, text: &str) {
    surface.set_fill(Some(fill(style.color)));
    let family = style.family();
    let mut x = x;
    for (face, run) in family.runs(text) {
        surface.draw_text(
            Point::from_xy(x, top),
            face.font.clone(),
            style.size,
            run,
            false,
            TextDirection::Auto,
        );
        x += family.width(run, style.size);
    }
}

/// The test suite's reader of PDF text, shared with the integration tests.
#[cfg(test)]
#[path = "../../tests/api/common/pdf_text.rs"]
mod pdf_text;

#[cfg(test)]
mod tests {
    use super::pdf_text::pdf_text as text_of;
    use super::*;

    #[test]
    fn names_print_as_written_in_embedded_fonts_with_structure() {
        let mut canvas = Canvas::new(400.0, 300.0);
        let svg = br##"<svg xmlns="http://www.w3.org/2000/svg" width="120" height="40"><rect width="120" height="40" fill="#0b4f6c"/><text x="10" y="25" font-family="Lato" font-size="14" fill="#fff">Summit &amp; Co</text></svg>"##;
        let logo = canvas.add_picture(Picture::decode(svg).unwrap());
        let figure = canvas.block(BlockKind::Figure("logo".into()));
        canvas.picture(
            logo,
            10.0,
            250.0,
            120.0,
            40.0,
            Role::In(figure, Cell::default()),
        );
        let heading = canvas.block(BlockKind::Heading(1, "Names".into()));
        let bold = Style {
            size: 14.0,
            bold: true,
            color: Rgb(0, 0, 0),
        };
        canvas.text(
            bold,
            10.0,
            220.0,
            "Zoë Ångström",
            Role::In(heading, Cell::default()),
        );
        let table = canvas.block(BlockKind::Table);
        let regular = Style {
            bold: false,
            ..bold
        };
        canvas.text(
            regular,
            10.0,
            190.0,
            "Employee",
            Role::In(table, Cell { row: 0, column: 0 }),
        );
        canvas.text(
            regular,
            10.0,
            170.0,
            "Łukasz",
            Role::In(table, Cell { row: 1, column: 0 }),
        );
        canvas.text(
            regular,
            10.0,
            150.0,
            "山田 太郎",
            Role::In(table, Cell { row: 2, column: 0 }),
        );
        canvas.new_page();
        canvas.text(regular, 10.0, 20.0, "Page 2 of 2", Role::Artifact);
        let pdf = canvas.finish("Names", "en-US").unwrap();

        // Runs of one face are shown apart (Ł and ukasz come from two subsets): compare the
        // text without its spaces.
        let text: String = text_of(&pdf).split_whitespace().collect();
        for name in [
            "Zoë Ångström",
            "Łukasz",
            "山田 太郎",
            "Summit & Co",
            "Page 2 of 2",
        ] {
            let name: String = name.split_whitespace().collect();
            assert!(text.contains(&name), "{name} in {text:?}");
        }
        let doc = lopdf::Document::load_mem(&pdf).unwrap();
        let catalog = doc.catalog().unwrap();
        assert!(catalog.has(b"StructTreeRoot"), "tagged");
        assert_eq!(catalog.get(b"Lang").unwrap().as_str().unwrap(), b"en-US");
        let mut embedded = 0;
        let mut mapped = 0;
        for object in doc.objects.values() {
            if let Ok(dict) = object.as_dict() {
                embedded += usize::from(dict.has(b"FontFile2") || dict.has(b"FontFile3"));
                mapped += usize::from(dict.has(b"ToUnicode"));
            }
        }
        assert!(
            embedded >= 3,
            "Latin, bold and CJK faces embedded: {embedded}"
        );
        assert!(mapped >= 3, "each with its ToUnicode map: {mapped}");
        assert!(pdf.len() < 200_000, "fonts are subset: {} bytes", pdf.len());
    }
}
