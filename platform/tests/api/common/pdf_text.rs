//! The text a reader copies out of a PDF: each page's text shown in order, its codes read
//! through each font's ToUnicode map, form XObjects (drawings such as an SVG logo) included.

use std::collections::HashMap;

use lopdf::{Dictionary, Document, Object};

pub fn pdf_text(pdf: &[u8]) -> String {
    let doc = Document::load_mem(pdf).expect("a PDF");
    let mut out = String::new();
    for page in doc.get_pages().values() {
        let content = doc.get_page_content(*page).expect("page content");
        let resources = doc
            .get_dictionary(*page)
            .and_then(|p| p.get(b"Resources"))
            .and_then(|r| resolve(&doc, r).as_dict())
            .cloned()
            .unwrap_or_default();
        show(&doc, &content, &resources, &mut out);
        out.push('\n');
    }
    out
}

fn resolve<'a>(doc: &'a Document, object: &'a Object) -> &'a Object {
    match object {
        Object::Reference(id) => doc.get_object(*id).expect("a referenced object"),
        other => other,
    }
}

fn entries<'a>(doc: &'a Document, dict: &'a Dictionary, key: &[u8]) -> Vec<(Vec<u8>, &'a Object)> {
    dict.get(key)
        .ok()
        .and_then(|d| resolve(doc, d).as_dict().ok())
        .map(|d| {
            d.iter()
                .map(|(k, v)| (k.clone(), resolve(doc, v)))
                .collect()
        })
        .unwrap_or_default()
}

fn show(doc: &Document, content: &[u8], resources: &Dictionary, out: &mut String) {
    let fonts: HashMap<Vec<u8>, HashMap<u32, String>> = entries(doc, resources, b"Font")
        .into_iter()
        .map(|(name, font)| (name, to_unicode(doc, font)))
        .collect();
    let forms: HashMap<Vec<u8>, &lopdf::Stream> = entries(doc, resources, b"XObject")
        .into_iter()
        .filter_map(|(name, x)| x.as_stream().ok().map(|s| (name, s)))
        .filter(|(_, s)| s.dict.get(b"Subtype").and_then(|t| t.as_name()).ok() == Some(b"Form"))
        .collect();
    let ops = lopdf::content::Content::decode(content)
        .expect("a content stream")
        .operations;
    let mut font: Option<&HashMap<u32, String>> = None;
    for op in ops {
        match op.operator.as_str() {
            "Tf" => font = op.operands[0].as_name().ok().and_then(|n| fonts.get(n)),
            "Tj" | "'" | "\"" | "TJ" => {
                let strings: Vec<&[u8]> = match op.operands.last() {
                    Some(Object::Array(items)) => {
                        items.iter().filter_map(|i| i.as_str().ok()).collect()
                    }
                    Some(Object::String(s, _)) => vec![s.as_slice()],
                    _ => Vec::new(),
                };
                for s in strings {
                    for code in s.chunks(2) {
                        let code = code.iter().fold(0u32, |a, b| a << 8 | *b as u32);
                        if let Some(text) = font.and_then(|f| f.get(&code)) {
                            out.push_str(text);
                        }
                    }
                }
            }
            "ET" => out.push(' '),
            "Do" => {
                if let Some(form) = op.operands[0].as_name().ok().and_then(|n| forms.get(n)) {
                    let inner = form
                        .dict
                        .get(b"Resources")
                        .ok()
                        .and_then(|r| resolve(doc, r).as_dict().ok())
                        .cloned()
                        .unwrap_or_default();
                    let content = form
                        .decompressed_content()
                        .unwrap_or_else(|_| form.content.clone());
                    show(doc, &content, &inner, out);
                }
            }
            _ => {}
        }
    }
}

/// A font's ToUnicode map (`bfchar` and `bfrange` entries) from two-byte codes to text.
fn to_unicode(doc: &Document, font: &Object) -> HashMap<u32, String> {
    let mut map = HashMap::new();
    let Some(stream) = font
        .as_dict()
        .ok()
        .and_then(|f| f.get(b"ToUnicode").ok())
        .and_then(|t| resolve(doc, t).as_stream().ok())
    else {
        return map;
    };
    let cmap = stream
        .decompressed_content()
        .unwrap_or_else(|_| stream.content.clone());
    let cmap = String::from_utf8_lossy(&cmap);
    let hex = |h: &str| u32::from_str_radix(h.trim_matches(|c| c == '<' || c == '>'), 16).unwrap();
    let text = |h: &str| {
        let h = h.trim_matches(|c| c == '<' || c == '>');
        let units: Vec<u16> = (0..h.len())
            .step_by(4)
            .map(|i| u16::from_str_radix(&h[i..i + 4], 16).unwrap())
            .collect();
        String::from_utf16_lossy(&units)
    };
    let mut section = "";
    for line in cmap.lines().map(str::trim) {
        if line.ends_with("beginbfchar") || line.ends_with("beginbfrange") {
            section = if line.ends_with("beginbfchar") {
                "char"
            } else {
                "range"
            };
            continue;
        }
        if line.starts_with("end") {
            section = "";
            continue;
        }
        let parts: Vec<&str> = line.split_whitespace().collect();
        match (section, parts.as_slice()) {
            ("char", [code, unicode]) => {
                map.insert(hex(code), text(unicode));
            }
            ("range", [from, to, start]) => {
                let first = text(start).chars().next().unwrap() as u32;
                for (i, code) in (hex(from)..=hex(to)).enumerate() {
                    if let Some(c) = char::from_u32(first + i as u32) {
                        map.insert(code, c.to_string());
                    }
                }
            }
            _ => {}
        }
    }
    map
}
