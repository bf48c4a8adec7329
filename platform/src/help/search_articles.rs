//! Searching the help centre as you type: full text over title, summary and body, ranked, with
//! the passages that matched.

use poem::Request;

use super::browse::host_schema;
use super::dto::HelpSearchHit;
use super::queries;
use crate::error::AppError;
use crate::state::AppState;

/// The longest search accepted, in characters.
pub const MAX_QUERY: usize = 200;
const RESULTS: i64 = 10;

pub async fn search_articles(
    state: &AppState,
    req: &Request,
    q: &str,
) -> Result<Vec<HelpSearchHit>, AppError> {
    let words = q.trim();
    if words.chars().count() > MAX_QUERY {
        return Err(AppError::field(
            "q",
            format!("a search of at most {MAX_QUERY} characters"),
        ));
    }
    if words.is_empty() {
        return Ok(Vec::new());
    }
    let schema = host_schema(state, req).await?;
    Ok(
        queries::search(&state.pool, schema.as_deref(), words, RESULTS)
            .await?
            .into_iter()
            .map(|h| HelpSearchHit {
                snippet_html: marked(&h.snippet),
                slug: h.slug,
                category: h.category,
                title: h.title,
                summary: h.summary,
                source: h.source,
            })
            .collect(),
    )
}

/// The passages escaped, then the matched words marked.
fn marked(snippet: &str) -> String {
    let mut out = String::with_capacity(snippet.len() + 32);
    for c in snippet.chars() {
        match c {
            '<' => out.push_str("&lt;"),
            '>' => out.push_str("&gt;"),
            '&' => out.push_str("&amp;"),
            '"' => out.push_str("&quot;"),
            '\'' => out.push_str("&#39;"),
            '\u{e000}' => out.push_str("<mark>"),
            '\u{e001}' => out.push_str("</mark>"),
            c => out.push(c),
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::marked;

    #[test]
    fn passages_are_escaped_and_only_the_found_words_marked() {
        assert_eq!(
            marked("Upload the \u{e000}census\u{e001} <b>now</b> & \"then\""),
            "Upload the <mark>census</mark> &lt;b&gt;now&lt;/b&gt; &amp; &quot;then&quot;"
        );
    }
}
