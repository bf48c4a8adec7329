//! The faces PDFs are set in (`scripts/pdf-fonts.mjs` writes them): Noto Sans regular and bold
//! by Unicode subset, then Noto Sans JP. A character is set in the first face that has it, so a
//! name in Polish, Swedish, Greek, Cyrillic or Japanese prints as written.

use std::collections::HashMap;
use std::io::Read;
use std::sync::OnceLock;

use skrifa::instance::{LocationRef, Size};
use skrifa::{FontRef, MetadataProvider};

macro_rules! faces {
    ($($file:literal),* $(,)?) => {
        &[$(include_bytes!(concat!("fonts/", $file)) as &[u8]),*]
    };
}

const REGULAR: &[&[u8]] = faces![
    "noto-sans-latin-400-normal.woff",
    "noto-sans-latin-ext-400-normal.woff",
    "noto-sans-greek-400-normal.woff",
    "noto-sans-greek-ext-400-normal.woff",
    "noto-sans-cyrillic-400-normal.woff",
    "noto-sans-cyrillic-ext-400-normal.woff",
    "noto-sans-vietnamese-400-normal.woff",
];
const BOLD: &[&[u8]] = faces![
    "noto-sans-latin-700-normal.woff",
    "noto-sans-latin-ext-700-normal.woff",
    "noto-sans-greek-700-normal.woff",
    "noto-sans-greek-ext-700-normal.woff",
    "noto-sans-cyrillic-700-normal.woff",
    "noto-sans-cyrillic-ext-700-normal.woff",
    "noto-sans-vietnamese-700-normal.woff",
];
/// Set in its one weight, bold text included.
const CJK: &[&[u8]] = faces!["noto-sans-jp-japanese-400-normal.woff"];

pub struct Face {
    pub bytes: &'static [u8],
    pub font: krilla::text::Font,
    units_per_em: f32,
}

impl Face {
    fn font_ref(&self) -> FontRef<'static> {
        FontRef::new(self.bytes).expect("checked when loaded")
    }
}

/// One weight: its faces in order and, for each character, the first face that has it.
pub struct Family {
    pub faces: Vec<&'static Face>,
    by_char: HashMap<char, usize>,
}

pub struct Fonts {
    pub regular: Family,
    pub bold: Family,
}

/// The faces, read once per process.
pub fn fonts() -> &'static Fonts {
    static FONTS: OnceLock<Fonts> = OnceLock::new();
    FONTS.get_or_init(|| {
        let load = |files: &[&[u8]]| -> Vec<&'static Face> {
            files
                .iter()
                .map(|woff| {
                    let bytes: &'static [u8] =
                        Box::leak(sfnt_from_woff(woff).expect("a shipped WOFF font").into());
                    let font = krilla::text::Font::new(bytes.into(), 0).expect("a shipped font");
                    let units_per_em = FontRef::new(bytes)
                        .expect("a shipped font")
                        .metrics(Size::unscaled(), LocationRef::default())
                        .units_per_em as f32;
                    &*Box::leak(Box::new(Face {
                        bytes,
                        font,
                        units_per_em,
                    }))
                })
                .collect()
        };
        let cjk = load(CJK);
        let family = |mut faces: Vec<&'static Face>| {
            faces.extend(cjk.iter().copied());
            let mut by_char = HashMap::new();
            for (i, face) in faces.iter().enumerate() {
                for (code, _) in face.font_ref().charmap().mappings() {
                    if let Some(c) = char::from_u32(code) {
                        by_char.entry(c).or_insert(i);
                    }
                }
            }
            Family { faces, by_char }
        };
        Fonts {
            regular: family(load(REGULAR)),
            bold: family(load(BOLD)),
        }
    })
}

/// Every face as OpenType data, for an SVG image whose text names a font we do not have.
pub fn all_faces() -> impl Iterator<Item = &'static [u8]> {
    let f = fonts();
    f.regular
        .faces
        .iter()
        .chain(f.bold.faces.iter())
        .map(|face| face.bytes)
}

impl Family {
    /// The text cut into runs of one face each.
    pub fn runs<'t>(&self, text: &'t str) -> Vec<(&'static Face, &'t str)> {
        let mut runs: Vec<(usize, usize, usize)> = Vec::new();
        for (at, c) in text.char_indices() {
            let face = self.face_of(c, runs.last().map(|r| r.0));
            match runs.last_mut() {
                Some(run) if run.0 == face => run.2 = at + c.len_utf8(),
                _ => runs.push((face, at, at + c.len_utf8())),
            }
        }
        runs.into_iter()
            .map(|(face, from, to)| (self.faces[face], &text[from..to]))
            .collect()
    }

    /// Spaces and marks stay in the face around them; a character no face has, in the first.
    fn face_of(&self, c: char, current: Option<usize>) -> usize {
        if let Some(current) = current {
            if c.is_whitespace() || self.faces[current].font_ref().charmap().map(c).is_some() {
                return current;
            }
        }
        self.by_char.get(&c).copied().unwrap_or(0)
    }

    /// The width of the text at `size` points (advance widths; kerning is left out).
    pub fn width(&self, text: &str, size: f32) -> f32 {
        self.runs(text)
            .into_iter()
            .map(|(face, run)| {
                let font = face.font_ref();
                let charmap = font.charmap();
                let metrics = font.glyph_metrics(Size::unscaled(), LocationRef::default());
                let units: f32 = run
                    .chars()
                    .map(|c| {
                        charmap
                            .map(c)
                            .and_then(|g| metrics.advance_width(g))
                            .unwrap_or(0.0)
                    })
                    .sum();
                units / face.units_per_em * size
            })
            .sum()
    }

    /// The text broken into lines no wider than `width`: between words, and inside a word
    /// (or a run of ideographs, which has no spaces) only when it is wider than a line alone.
    pub fn wrap(&self, text: &str, size: f32, width: f32) -> Vec<String> {
        let mut lines = Vec::new();
        let mut line = String::new();
        for word in text.split_whitespace() {
            let candidate = if line.is_empty() {
                word.to_string()
            } else {
                format!("{line} {word}")
            };
            if self.width(&candidate, size) <= width {
                line = candidate;
                continue;
            }
            if !line.is_empty() {
                lines.push(std::mem::take(&mut line));
            }
            for c in word.chars() {
                line.push(c);
                if self.width(&line, size) > width && line.chars().count() > 1 {
                    line.pop();
                    lines.push(std::mem::replace(&mut line, c.to_string()));
                }
            }
        }
        if !line.is_empty() || lines.is_empty() {
            lines.push(line);
        }
        lines
    }
}

/// A WOFF 1.0 font as the OpenType data inside it (each table inflated where it was deflated).
fn sfnt_from_woff(woff: &[u8]) -> Option<Vec<u8>> {
    let u32_at = |at: usize| {
        woff.get(at..at + 4)
            .map(|b| u32::from_be_bytes([b[0], b[1], b[2], b[3]]))
    };
    if woff.get(..4)? != b"wOFF" {
        return None;
    }
    let flavor = u32_at(4)?;
    let count = u16::from_be_bytes([*woff.get(12)?, *woff.get(13)?]) as usize;
    let mut tables = Vec::with_capacity(count);
    for i in 0..count {
        let entry = 44 + i * 20;
        let tag = u32_at(entry)?;
        let offset = u32_at(entry + 4)? as usize;
        let stored = u32_at(entry + 8)? as usize;
        let length = u32_at(entry + 12)? as usize;
        let checksum = u32_at(entry + 16)?;
        let raw = woff.get(offset..offset + stored)?;
        let data = if stored < length {
            let mut out = Vec::with_capacity(length);
            flate2::read::ZlibDecoder::new(raw)
                .read_to_end(&mut out)
                .ok()?;
            out
        } else {
            raw.to_vec()
        };
        tables.push((tag, checksum, data));
    }
    let entry_selector = (count as u16).max(1).ilog2() as u16;
    let search_range = 16u16 << entry_selector;
    let mut out = Vec::new();
    out.extend(flavor.to_be_bytes());
    out.extend((count as u16).to_be_bytes());
    out.extend(search_range.to_be_bytes());
    out.extend(entry_selector.to_be_bytes());
    out.extend((count as u16 * 16 - search_range).to_be_bytes());
    let mut offset = 12 + 16 * count;
    for (tag, checksum, data) in &tables {
        out.extend(tag.to_be_bytes());
        out.extend(checksum.to_be_bytes());
        out.extend((offset as u32).to_be_bytes());
        out.extend((data.len() as u32).to_be_bytes());
        offset += data.len().next_multiple_of(4);
    }
    for (_, _, data) in &tables {
        out.extend(data);
        out.resize(out.len().next_multiple_of(4), 0);
    }
    Some(out)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_name_finds_a_face() {
        let regular = &fonts().regular;
        for name in [
            "Zoë Ångström",
            "Łukasz",
            "山田 太郎",
            "Νίκος",
            "Дмитрий",
            "Nguyễn",
        ] {
            for (face, run) in regular.runs(name) {
                let font = face.font_ref();
                for c in run.chars().filter(|c| !c.is_whitespace()) {
                    assert!(font.charmap().map(c).is_some(), "{c} of {name}");
                }
            }
        }
        let runs = regular.runs("Yamada 山田");
        assert_eq!(runs.len(), 2, "Latin then CJK");
        assert_eq!(runs[1].1, "山田");
    }

    #[test]
    fn long_text_wraps_between_words_and_inside_ideographs() {
        let regular = &fonts().regular;
        let width = regular.width("Blue Cross Blue", 9.0);
        let lines = regular.wrap("Blue Cross Blue Shield of Massachusetts", 9.0, width);
        assert_eq!(lines, ["Blue Cross Blue", "Shield of", "Massachusetts"]);
        let lines = regular.wrap("山田山田山田山田", 9.0, regular.width("山田山", 9.0));
        assert_eq!(lines, ["山田山", "田山田", "山田"]);
        assert_eq!(regular.wrap("", 9.0, 50.0), [""]);
        assert!(fonts().bold.width("Total", 10.0) > regular.width("Total", 10.0));
    }
}
