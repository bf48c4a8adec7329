//! An article as written (front matter and CommonMark) turned into what the help centre keeps:
//! sanitized HTML, plain text for search and snippets, and a digest that says when it changed.

use pulldown_cmark::{html, Event, Options, Parser, TagEnd};
use sha2::{Digest, Sha256};

use crate::vocabulary::HelpCategory;

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Rendered {
    pub slug: String,
    pub category: HelpCategory,
    pub title: String,
    pub summary: String,
    pub html: String,
    pub text: String,
    pub digest: String,
}

#[derive(Debug, thiserror::Error, PartialEq, Eq)]
pub enum ArticleError {
    #[error("{slug}: the article starts with no front matter")]
    NoFrontMatter { slug: String },
    #[error("{slug}: the front matter has no {field}")]
    Missing { slug: String, field: &'static str },
    #[error("{slug}: '{value}' is not a help category")]
    Category { slug: String, value: String },
}

pub fn render(slug: &str, source: &str) -> Result<Rendered, ArticleError> {
    let rest = source
        .trim_start_matches('\u{feff}')
        .strip_prefix("---\n")
        .ok_or_else(|| ArticleError::NoFrontMatter { slug: slug.into() })?;
    let (front, body) = rest
        .split_once("\n---\n")
        .ok_or_else(|| ArticleError::NoFrontMatter { slug: slug.into() })?;
    let field = |name: &'static str| -> Result<String, ArticleError> {
        front
            .lines()
            .find_map(|l| l.strip_prefix(name)?.strip_prefix(':'))
            .map(|v| v.trim().to_string())
            .filter(|v| !v.is_empty())
            .ok_or(ArticleError::Missing {
                slug: slug.into(),
                field: name,
            })
    };
    let category_text = field("category")?;
    let category = category_text
        .parse::<HelpCategory>()
        .map_err(|_| ArticleError::Category {
            slug: slug.into(),
            value: category_text,
        })?;
    let (title, summary) = (field("title")?, field("summary")?);
    let Body { html, text } = render_body(body);
    let digest = hex::encode(Sha256::digest(source.as_bytes()));
    Ok(Rendered {
        slug: slug.into(),
        category,
        title,
        summary,
        html,
        text,
        digest,
    })
}

/// An article's body: sanitized HTML, and its words without markup for search and passages.
pub struct Body {
    pub html: String,
    pub text: String,
}

/// Renders CommonMark (tables and strikethrough too) to HTML that keeps no script, handler or
/// other unsafe markup, whoever wrote it.
pub fn render_body(markdown: &str) -> Body {
    let options = Options::ENABLE_TABLES | Options::ENABLE_STRIKETHROUGH;
    let mut unsafe_html = String::new();
    html::push_html(&mut unsafe_html, Parser::new_ext(markdown, options));
    Body {
        html: ammonia::clean(&unsafe_html),
        text: plain_text(markdown, options),
    }
}

/// The article's words without markup, a space between blocks.
fn plain_text(body: &str, options: Options) -> String {
    let mut text = String::new();
    for event in Parser::new_ext(body, options) {
        match event {
            Event::Text(t) | Event::Code(t) => text.push_str(&t),
            Event::SoftBreak | Event::HardBreak => text.push(' '),
            Event::End(
                TagEnd::Paragraph
                | TagEnd::Heading(_)
                | TagEnd::Item
                | TagEnd::TableCell
                | TagEnd::CodeBlock,
            ) => text.push(' '),
            _ => {}
        }
    }
    text.split_whitespace().collect::<Vec<_>>().join(" ")
}

#[cfg(test)]
mod tests {
    use super::*;

    const ARTICLE: &str = "---\ntitle: Importing a census\ncategory: census\nsummary: Upload a CSV or Excel file.\n---\n## Steps\n\n1. Open **Census**.\n2. Upload the file.\n\n<script>alert('x')</script>\n\n[Groups](/dashboard/groups) <img src=x onerror=alert(1)>\n";

    #[test]
    fn an_article_is_rendered_sanitized_with_its_plain_text() {
        let a = render("importing-a-census", ARTICLE).unwrap();
        assert_eq!(a.category, HelpCategory::Census);
        assert_eq!(a.title, "Importing a census");
        assert!(a.html.contains("<h2>Steps</h2>"), "{}", a.html);
        assert!(a.html.contains("<strong>Census</strong>"));
        assert!(a.html.contains("href=\"/dashboard/groups\""));
        assert!(!a.html.contains("<script"), "{}", a.html);
        assert!(!a.html.contains("onerror"), "{}", a.html);
        assert_eq!(a.text, "Steps Open Census. Upload the file. Groups");
        assert_eq!(a.digest.len(), 64);
    }

    #[test]
    fn front_matter_problems_name_the_article() {
        assert_eq!(
            render("x", "## No front matter").unwrap_err(),
            ArticleError::NoFrontMatter { slug: "x".into() }
        );
        assert_eq!(
            render("x", "---\ntitle: T\ncategory: census\n---\nbody").unwrap_err(),
            ArticleError::Missing {
                slug: "x".into(),
                field: "summary"
            }
        );
        assert!(matches!(
            render(
                "x",
                "---\ntitle: T\ncategory: astrology\nsummary: S\n---\nbody"
            )
            .unwrap_err(),
            ArticleError::Category { .. }
        ));
    }
}
