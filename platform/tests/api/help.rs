//! The help centre: the shipped articles published and sanitized, search that finds the right
//! article first and never fails on what is typed, "was this helpful?", and the contact form
//! with its copies, limits and the back office's list.

use crate::common::*;
use platform::error::ErrorCode;
use platform::help::dto::{HelpArticle, HelpArticleSummary, HelpSearchHit, SupportRequestPage};
use serde_json::json as j;

fn encoded(text: &str) -> String {
    text.bytes()
        .map(|b| {
            if b.is_ascii_alphanumeric() {
                char::from(b).to_string()
            } else {
                format!("%{b:02X}")
            }
        })
        .collect()
}

async fn search(app: &TestApp, q: &str) -> Vec<HelpSearchHit> {
    let path = format!("/api/help/search?q={}", encoded(q));
    body(app.get(PLATFORM, None, &path).await).await
}

#[tokio::test]
async fn the_shipped_articles_are_published_once_sanitized_and_browsed_by_category() {
    let app = seeded_app().await;
    let all: Vec<HelpArticleSummary> =
        body(app.get(SUMMIT, None, "/api/help/articles").await).await;
    assert!(all.len() >= 20, "{} articles", all.len());
    let census: Vec<HelpArticleSummary> = body(
        app.get(SUMMIT, None, "/api/help/articles?category=census")
            .await,
    )
    .await;
    assert!(!census.is_empty() && census.iter().all(|a| a.category.as_str() == "census"));
    let article: HelpArticle = body(
        app.get(PLATFORM, None, "/api/help/articles/importing-a-census")
            .await,
    )
    .await;
    assert!(article.body_html.contains("<h2>"), "{}", article.body_html);
    assert!(!article.body_html.contains("<script"));
    assert!(!article.related.is_empty());
    assert!(article
        .related
        .iter()
        .all(|r| r.category == article.category && r.slug != article.slug));
    error_body(
        app.get(PLATFORM, None, "/api/help/articles/no-such-article")
            .await,
        404,
        ErrorCode::NotFound,
    )
    .await;
    // Publishing again writes nothing that did not change.
    assert_eq!(
        platform::help::library::publish(&app.pool).await.unwrap(),
        0
    );
}

#[tokio::test]
async fn ten_questions_find_their_article_first() {
    let app = seeded_app().await;
    for (q, wanted) in [
        ("import census from excel", "importing-a-census"),
        ("834 EDI file for the carrier", "carrier-files-and-the-834"),
        (
            "compare two census versions",
            "census-versions-and-comparisons",
        ),
        ("renewal rates from the carrier", "renewing-a-group"),
        (
            "carrier invoice overbilled",
            "premium-statements-and-carrier-invoices",
        ),
        (
            "single sign-on openid",
            "single-sign-on-with-openid-connect",
        ),
        ("custom domain and logo", "branding-and-custom-domains"),
        (
            "marriage qualifying life event",
            "life-events-and-special-enrollment",
        ),
        (
            "reveal social security number",
            "security-ssns-and-audit-log",
        ),
        ("invite a broker to the team", "team-roles-and-invitations"),
        ("trial ends read-only", "subscription-plans-and-limits"),
        (
            "contribution strategy buy-up",
            "plan-design-and-contributions",
        ),
    ] {
        let hits = search(&app, q).await;
        let found: Vec<&str> = hits.iter().map(|h| h.slug.as_str()).collect();
        assert_eq!(found.first(), Some(&wanted), "{q:?} found {found:?}");
        assert!(
            hits[0].snippet_html.contains("<mark>"),
            "{q:?}: {}",
            hits[0].snippet_html
        );
    }
}

#[tokio::test]
async fn no_search_input_is_an_error_and_nothing_typed_becomes_markup() {
    let app = seeded_app().await;
    assert!(search(&app, "").await.is_empty());
    assert!(search(&app, "   ").await.is_empty());
    for odd in ["\"census -", "or or or", "!!! ::: &&", "census)))"] {
        search(&app, odd).await;
    }
    let hits = search(&app, "<script>alert(1)</script> census").await;
    assert!(hits.iter().all(|h| !h.snippet_html.contains("<script")));
    let long = "census ".repeat(1500);
    let resp = app
        .get(
            PLATFORM,
            None,
            &format!("/api/help/search?q={}", encoded(&long)),
        )
        .await;
    let err = error_body(resp, 400, ErrorCode::Validation).await;
    assert!(err["details"]["fields"]["q"].is_string());
}

#[tokio::test]
async fn a_reader_answers_was_this_helpful() {
    let app = seeded_app().await;
    let resp = app
        .post(
            SUMMIT,
            None,
            "/api/help/articles/importing-a-census/feedback",
            j!({ "helpful": true }),
        )
        .await;
    assert_eq!(resp.0.status(), 204);
    let count: i64 = sqlx::query_scalar(
        "SELECT count(*) FROM help_feedback WHERE slug = 'importing-a-census' AND helpful AND agency_id IS NOT NULL",
    )
    .fetch_one(&app.pool)
    .await
    .unwrap();
    assert_eq!(count, 1);
    error_body(
        app.post(
            SUMMIT,
            None,
            "/api/help/articles/nope/feedback",
            j!({ "helpful": false }),
        )
        .await,
        404,
        ErrorCode::NotFound,
    )
    .await;
}

#[tokio::test]
async fn a_message_reaches_the_agencys_support_with_a_copy_to_its_sender_and_only_its_admins_see_it(
) {
    let app = seeded_app().await;
    let message = "My census upload says <script>alert(1)</script> on row 4 — what now?";
    let resp = app
        .post(
            SUMMIT,
            None,
            "/api/help/contact",
            j!({ "name": "Nora Quist", "email": "nora@example.org", "message": message, "page": "/help" }),
        )
        .await;
    assert_eq!(resp.0.status(), 200);
    let inbox = app
        .mail_to("help@summit.example", "Help request from Nora Quist")
        .await;
    let html = inbox["html"].as_str().unwrap_or_default();
    assert!(!html.contains("<script>alert(1)"), "{html}");
    assert!(inbox["text"].as_str().unwrap_or_default().contains("row 4"));
    app.mail_to("nora@example.org", "We received your message")
        .await;

    // Refused with the field named, and nothing kept.
    let bad = app
        .post(
            SUMMIT,
            None,
            "/api/help/contact",
            j!({ "name": "", "email": "nope", "message": "" }),
        )
        .await;
    let err = error_body(bad, 400, ErrorCode::Validation).await;
    for field in ["name", "email", "message"] {
        assert!(err["details"]["fields"][field].is_string(), "{err}");
    }

    let owner = app
        .sign_in(SUMMIT, "dana@summit.example", PASSWORD)
        .await
        .unwrap();
    let page: SupportRequestPage =
        body(app.get(SUMMIT, Some(&owner), "/api/support-requests").await).await;
    assert_eq!(page.total, 1);
    assert_eq!(page.data[0].message, message);
    let broker = app
        .sign_in(SUMMIT, "marcus@summit.example", PASSWORD)
        .await
        .unwrap();
    error_body(
        app.get(SUMMIT, Some(&broker), "/api/support-requests")
            .await,
        403,
        ErrorCode::Forbidden,
    )
    .await;
    // The platform's operators see the platform's requests, not the agency's.
    let operator = app
        .sign_in(PLATFORM, "operator@canopy.example", PASSWORD)
        .await
        .unwrap();
    let theirs: SupportRequestPage = body(
        app.get(PLATFORM, Some(&operator), "/api/support-requests")
            .await,
    )
    .await;
    assert_eq!(theirs.total, 0);

    // One sender writes at most five times an hour.
    for n in 0..4 {
        let again = app
            .post(SUMMIT, None, "/api/help/contact", j!({ "name": "Nora Quist", "email": "nora@example.org", "message": format!("again {n}") }))
            .await;
        assert_eq!(again.0.status(), 200);
    }
    let limited = app
        .post(
            SUMMIT,
            None,
            "/api/help/contact",
            j!({ "name": "Nora Quist", "email": "nora@example.org", "message": "once more" }),
        )
        .await;
    error_body(limited, 429, ErrorCode::RateLimited).await;
}

#[tokio::test]
async fn an_agency_writes_articles_for_its_own_clients_shown_only_on_its_host() {
    let app = seeded_app().await;
    let harbor = crate::common::catalogue::harbor_owner(&app).await;
    let owner = app
        .sign_in(SUMMIT, "dana@summit.example", PASSWORD)
        .await
        .unwrap();
    let written = app
        .post(
            SUMMIT,
            Some(&owner),
            "/api/agency-articles",
            j!({
                "category": "enrollment", "title": "Enrolling with Summit: the calendar",
                "summary": "When open enrollment starts and who helps you.",
                "body_markdown": "## Dates\n\nYour **open enrollment** starts in October.\n\n<script>alert(1)</script><img src=x onerror=alert(2)>",
                "published": true
            }),
        )
        .await;
    let article: platform::help::dto::AgencyArticle = body(written).await;
    assert_eq!(article.slug, "enrolling-with-summit-the-calendar");
    assert!(article
        .body_html
        .contains("<strong>open enrollment</strong>"));
    assert!(!article.body_html.contains("<script") && !article.body_html.contains("onerror"));
    assert!(
        article.body_markdown.contains("<script>"),
        "the markdown is kept as written"
    );

    // On Summit's host, beside the platform's articles, found by search; nowhere else.
    let listed: Vec<HelpArticleSummary> = body(
        app.get(SUMMIT, None, "/api/help/articles?category=enrollment")
            .await,
    )
    .await;
    assert_eq!(listed[0].slug, article.slug, "the agency's own come first");
    assert_eq!(listed[0].source.as_str(), "agency");
    let hits: Vec<HelpSearchHit> = body(
        app.get(SUMMIT, None, "/api/help/search?q=calendar%20summit")
            .await,
    )
    .await;
    assert_eq!(hits[0].slug, article.slug);
    let shown: HelpArticle = body(
        app.get(
            SUMMIT,
            None,
            "/api/help/articles/enrolling-with-summit-the-calendar",
        )
        .await,
    )
    .await;
    assert_eq!(shown.body_html, article.body_html);
    for host in [PLATFORM, "harbor.localhost:8080"] {
        let elsewhere = app
            .get(
                host,
                None,
                "/api/help/articles/enrolling-with-summit-the-calendar",
            )
            .await;
        assert_eq!(elsewhere.0.status(), 404, "{host}");
        let found: Vec<HelpSearchHit> = body(
            app.get(host, None, "/api/help/search?q=calendar%20summit")
                .await,
        )
        .await;
        assert!(found.iter().all(|h| h.slug != article.slug), "{host}");
    }
    let answered = app
        .post(
            SUMMIT,
            None,
            "/api/help/articles/enrolling-with-summit-the-calendar/feedback",
            j!({ "helpful": true }),
        )
        .await;
    assert_eq!(answered.0.status(), 204);

    // Addresses are the agency's alone, and a platform article's address is not taken over.
    for (slug, why) in [
        ("importing-a-census", "a help centre article"),
        (
            "enrolling-with-summit-the-calendar",
            "another of your articles",
        ),
        ("Not A Slug", "lower-case"),
    ] {
        let refused = app
            .post(
                SUMMIT,
                Some(&owner),
                "/api/agency-articles",
                j!({ "slug": slug, "category": "census", "title": "T", "summary": "S", "body_markdown": "B" }),
            )
            .await;
        let err = error_body(refused, 400, ErrorCode::Validation).await;
        assert!(
            err["details"]["fields"]["slug"]
                .as_str()
                .unwrap()
                .contains(why),
            "{err}"
        );
    }
    let empty = app
        .post(
            SUMMIT,
            Some(&owner),
            "/api/agency-articles",
            j!({ "category": "census", "title": " ", "summary": "", "body_markdown": "" }),
        )
        .await;
    let err = error_body(empty, 400, ErrorCode::Validation).await;
    for field in ["title", "summary", "body_markdown"] {
        assert!(err["details"]["fields"][field].is_string(), "{err}");
    }

    // A draft is the editors' only; a stale save is refused; the preview renders as saving would.
    let path = format!("/api/agency-articles/{}", article.id);
    let draft: platform::help::dto::AgencyArticle = body(
        app.put(
            SUMMIT,
            Some(&owner),
            &path,
            j!({ "slug": article.slug, "category": "enrollment", "title": article.title, "summary": article.summary,
                 "body_markdown": "Back soon.", "published": false, "version": article.version }),
        )
        .await,
    )
    .await;
    assert_eq!(draft.version, article.version + 1);
    assert_eq!(draft.helpful, 1);
    let gone = app
        .get(
            SUMMIT,
            None,
            "/api/help/articles/enrolling-with-summit-the-calendar",
        )
        .await;
    assert_eq!(gone.0.status(), 404);
    error_body(
        app.put(
            SUMMIT,
            Some(&owner),
            &path,
            j!({ "category": "enrollment", "title": "Old", "summary": "S", "body_markdown": "B", "version": article.version }),
        )
        .await,
        409,
        ErrorCode::StaleVersion,
    )
    .await;
    let preview = json(
        app.post(
            SUMMIT,
            Some(&owner),
            "/api/agency-articles/preview",
            j!({ "body_markdown": "*hi* <iframe src=x></iframe>" }),
        )
        .await,
    )
    .await;
    assert_eq!(preview["body_html"], "<p><em>hi</em> </p>\n");

    // Brokers neither read nor write them in the back office; another agency cannot reach them.
    let broker = app
        .sign_in(SUMMIT, "marcus@summit.example", PASSWORD)
        .await
        .unwrap();
    error_body(
        app.get(SUMMIT, Some(&broker), "/api/agency-articles").await,
        403,
        ErrorCode::Forbidden,
    )
    .await;
    error_body(
        app.get("harbor.localhost:8080", Some(&harbor), &path).await,
        404,
        ErrorCode::NotFound,
    )
    .await;

    let removed = app
        .client
        .delete(&path)
        .header("host", SUMMIT)
        .header("cookie", &owner)
        .header("x-canopy-csrf", "1")
        .send()
        .await;
    assert_eq!(removed.0.status(), 204);
    let audit = json(
        app.get(
            SUMMIT,
            Some(&owner),
            "/api/audit-log?q=help%20article&per_page=50",
        )
        .await,
    )
    .await;
    let entries = audit["data"].as_array().unwrap();
    assert!(entries.iter().any(|e| e["action"] == "delete"), "{audit}");
    assert!(
        entries
            .iter()
            .filter(|e| e["entity"] == "help_article")
            .count()
            >= 3,
        "{audit}"
    );
}
