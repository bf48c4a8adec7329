//! Uploaded SVG images rewritten from an allow-list: shapes, text, gradients, clips, masks,
//! filters and styles stay; scripts, event handlers, foreign objects and links outside the
//! image go. The logo route also serves images under a sandboxing policy; this is the layer
//! that holds wherever the file is copied to.

use std::fmt::Write;

use crate::mail::templates::escape;

const SVG_NS: &str = "http://www.w3.org/2000/svg";
const XLINK_NS: &str = "http://www.w3.org/1999/xlink";
const XML_NS: &str = "http://www.w3.org/XML/1998/namespace";

const ELEMENTS: &[&str] = &[
    "svg",
    "g",
    "defs",
    "symbol",
    "use",
    "title",
    "desc",
    "path",
    "rect",
    "circle",
    "ellipse",
    "line",
    "polyline",
    "polygon",
    "text",
    "tspan",
    "textPath",
    "linearGradient",
    "radialGradient",
    "stop",
    "pattern",
    "clipPath",
    "mask",
    "image",
    "style",
    "filter",
    "feBlend",
    "feColorMatrix",
    "feComponentTransfer",
    "feComposite",
    "feDropShadow",
    "feFlood",
    "feFuncA",
    "feFuncB",
    "feFuncG",
    "feFuncR",
    "feGaussianBlur",
    "feMerge",
    "feMergeNode",
    "feMorphology",
    "feOffset",
];

#[derive(Debug, thiserror::Error)]
pub enum SvgProblem {
    #[error("the SVG could not be read: {0}")]
    Unreadable(#[from] roxmltree::Error),
    #[error("the file is not an SVG image")]
    NotSvg,
}

/// The image, rewritten with only what the allow-list keeps.
pub fn sanitize(bytes: &[u8]) -> Result<Vec<u8>, SvgProblem> {
    let text = std::str::from_utf8(bytes).map_err(|_| SvgProblem::NotSvg)?;
    let doc = roxmltree::Document::parse(text)?;
    let root = doc.root_element();
    if root.tag_name().name() != "svg" || root.tag_name().namespace() != Some(SVG_NS) {
        return Err(SvgProblem::NotSvg);
    }
    let mut out = String::with_capacity(text.len());
    write_element(&mut out, root, true);
    Ok(out.into_bytes())
}

fn write_element(out: &mut String, node: roxmltree::Node, is_root: bool) {
    let name = node.tag_name().name();
    if node.tag_name().namespace() != Some(SVG_NS) || !ELEMENTS.contains(&name) {
        return;
    }
    out.push('<');
    out.push_str(name);
    if is_root {
        let _ = write!(out, " xmlns=\"{SVG_NS}\" xmlns:xlink=\"{XLINK_NS}\"");
    }
    for attr in node.attributes() {
        let Some(qualified) = attribute_name(&attr) else {
            continue;
        };
        if kept_attribute(name, &qualified, attr.value()) {
            let _ = write!(out, " {qualified}=\"{}\"", escape(attr.value()));
        }
    }
    out.push('>');
    for child in node.children() {
        if child.is_element() {
            write_element(out, child, false);
        } else if let Some(text) = child.text().filter(|_| child.is_text()) {
            if name != "style" || safe_css(text) {
                out.push_str(&escape(text));
            }
        }
    }
    let _ = write!(out, "</{name}>");
}

/// The attribute as written in the output, for the namespaces an SVG image needs.
fn attribute_name(attr: &roxmltree::Attribute) -> Option<String> {
    match attr.namespace() {
        None => Some(attr.name().to_string()),
        Some(XLINK_NS) => Some(format!("xlink:{}", attr.name())),
        Some(XML_NS) => Some(format!("xml:{}", attr.name())),
        Some(_) => None,
    }
}

fn kept_attribute(element: &str, name: &str, value: &str) -> bool {
    let lower = name.to_ascii_lowercase();
    if lower.starts_with("on") {
        return false;
    }
    if lower == "href" || lower == "xlink:href" {
        let v = value.trim();
        return v.starts_with('#') || (element == "image" && is_embedded_raster(v));
    }
    if lower == "style" {
        return safe_css(value);
    }
    !value.to_ascii_lowercase().contains("javascript:")
}

fn is_embedded_raster(v: &str) -> bool {
    [
        "data:image/png;",
        "data:image/jpeg;",
        "data:image/gif;",
        "data:image/webp;",
    ]
    .iter()
    .any(|p| v.starts_with(p))
}

/// CSS that reaches nothing outside the image: no imports, no scripts, `url()` only to `#ids`.
fn safe_css(css: &str) -> bool {
    let lower = css.to_ascii_lowercase();
    if lower.contains("@import") || lower.contains("javascript:") || lower.contains("expression(") {
        return false;
    }
    lower.match_indices("url(").all(|(i, _)| {
        lower[i + 4..]
            .trim_start()
            .trim_start_matches(['"', '\''])
            .starts_with('#')
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn clean(svg: &str) -> String {
        String::from_utf8(sanitize(svg.as_bytes()).unwrap()).unwrap()
    }

    #[test]
    fn scripts_handlers_and_outside_links_go() {
        let out = clean(
            r##"<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" viewBox="0 0 10 10" onload="alert(1)">
                <script>alert(2)</script>
                <foreignObject><div xmlns="http://www.w3.org/1999/xhtml">hi</div></foreignObject>
                <a href="javascript:alert(3)"><rect width="5" height="5"/></a>
                <use xlink:href="https://evil.example/x.svg#a"/>
                <image href="https://evil.example/track.png"/>
                <rect width="10" height="10" fill="#0b4f6c" style="fill:url(https://evil.example/x)"/>
                <style>@import url(https://evil.example/x.css);</style>
            </svg>"##,
        );
        for gone in [
            "script",
            "alert",
            "foreignObject",
            "evil.example",
            "onload",
            "@import",
            "<a",
        ] {
            assert!(!out.contains(gone), "{gone} in {out}");
        }
        assert!(
            out.contains(r##"<rect width="10" height="10" fill="#0b4f6c">"##),
            "{out}"
        );
    }

    #[test]
    fn shapes_text_gradients_and_styles_stay_and_still_render() {
        let svg = r##"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 40">
            <defs><linearGradient id="g"><stop offset="0" stop-color="#fff"/></linearGradient></defs>
            <style>.a { fill: url(#g); }</style>
            <path class="a" d="M0 0L10 10"/><text x="20" y="30" font-family="Lato">Summit &amp; Co</text>
        </svg>"##;
        let out = clean(svg);
        for kept in [
            "<linearGradient id=\"g\">",
            ".a { fill: url(#g); }",
            "<text x=\"20\" y=\"30\" font-family=\"Lato\">Summit &amp; Co</text>",
        ] {
            assert!(out.contains(kept), "{kept} missing from {out}");
        }
        assert!(usvg::Tree::from_data(out.as_bytes(), &usvg::Options::default()).is_ok());
    }

    #[test]
    fn what_is_not_an_svg_is_refused() {
        assert!(matches!(
            sanitize(b"<html><svg/></html>"),
            Err(SvgProblem::NotSvg)
        ));
        assert!(matches!(
            sanitize(
                b"<!DOCTYPE svg [<!ENTITY x \"y\">]><svg xmlns=\"http://www.w3.org/2000/svg\"/>"
            ),
            Err(SvgProblem::Unreadable(_))
        ));
        assert!(matches!(sanitize(&[0xff, 0xfe]), Err(SvgProblem::NotSvg)));
    }
}
