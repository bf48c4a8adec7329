//! Premium statements: the demo's statement with its carrier invoice (a leaver still billed, a
//! tier billed too low), invoices compared whole or refused, differences worked at their
//! version, the book's month, the exports, and who may see what.

use crate::common::*;
use chrono::NaiveDate;
use platform::error::ErrorCode;
use platform::statements::dto::{PremiumStatement, StatementBook, StatementDifference};
use platform::vocabulary::{StatementDifferenceKind, StatementDifferenceStatus};
use poem::test::{TestForm, TestFormField};
use serde_json::json as j;

async fn demo_app() -> TestApp {
    let app = seeded_app().await;
    platform::seed::seed_book(&app.state).await.unwrap();
    app
}

/// Brightpath's id and the month its coverage begins, as `YYYY-MM`.
async fn brightpath(app: &TestApp, cookie: &str) -> (String, String) {
    let groups = json(
        app.get(SUMMIT, Some(cookie), "/api/groups?q=Brightpath&status=all")
            .await,
    )
    .await;
    let id = groups["data"][0]["id"].as_str().unwrap().to_string();
    let schema: String =
        sqlx::query_scalar("SELECT schema_name FROM agencies WHERE slug = 'summit'")
            .fetch_one(&app.pool)
            .await
            .unwrap();
    let start: NaiveDate = sqlx::query_scalar(&format!(
        "SELECT max(coverage_start) FROM {schema}.enrollment_windows WHERE group_id = $1::uuid AND kind = 'open'"
    ))
    .bind(&id)
    .fetch_one(&app.pool)
    .await
    .unwrap();
    (id, start.format("%Y-%m").to_string())
}

async fn statement(app: &TestApp, cookie: &str, gid: &str, month: &str) -> PremiumStatement {
    body(
        app.get(
            SUMMIT,
            Some(cookie),
            &format!("/api/groups/{gid}/statements/{month}"),
        )
        .await,
    )
    .await
}

async fn upload(
    app: &TestApp,
    cookie: &str,
    gid: &str,
    month: &str,
    carrier: uuid::Uuid,
    csv: &str,
) -> poem::test::TestResponse {
    let form = TestForm::new()
        .text("carrier_id", carrier.to_string())
        .field(
            TestFormField::bytes(csv.as_bytes().to_vec())
                .name("file")
                .filename("invoice.csv")
                .content_type("text/csv"),
        );
    app.client
        .post(format!("/api/groups/{gid}/statements/{month}/invoices"))
        .header("host", SUMMIT)
        .header("cookie", cookie)
        .header("x-canopy-csrf", "1")
        .multipart(form)
        .send()
        .await
}

async fn act(
    app: &TestApp,
    cookie: &str,
    id: uuid::Uuid,
    body: serde_json::Value,
) -> poem::test::TestResponse {
    app.post(
        SUMMIT,
        Some(cookie),
        &format!("/api/statement-differences/{id}/actions"),
        body,
    )
    .await
}

/// The carrier's invoice exactly as the statement has it.
fn exact_invoice(s: &PremiumStatement, carrier: uuid::Uuid) -> String {
    let mut csv = String::from(
        "Member ID,Last Name,First Name,Product,Plan Code,Coverage Level,Billed Amount\n",
    );
    for m in s.members.iter().filter(|m| m.carrier_id == carrier) {
        let (first, last) = m.name.split_once(' ').unwrap();
        csv.push_str(&format!(
            "{},{last},{first},{},{},{},{}.{:02}\n",
            m.subscriber_id,
            m.line,
            m.plan_id,
            m.tier,
            m.premium_cents / 100,
            m.premium_cents % 100
        ));
    }
    csv
}

#[tokio::test]
async fn the_demo_statement_shows_the_leaver_still_billed_and_a_tier_billed_too_low() {
    let app = demo_app().await;
    let broker = app
        .sign_in(SUMMIT, "marcus@summit.example", PASSWORD)
        .await
        .unwrap();
    let (gid, month) = brightpath(&app, &broker).await;
    let s = statement(&app, &broker, &gid, &month).await;
    assert!(s.subscribers > 10, "{}", s.subscribers);
    assert_eq!(
        s.premium_cents,
        s.members.iter().map(|m| m.premium_cents).sum::<i64>()
    );
    assert_eq!(s.premium_cents, s.employer_cents + s.employee_cents);
    for c in &s.carriers {
        let by_plan: i64 = c.plans.iter().map(|p| p.premium_cents).sum();
        assert_eq!(by_plan, c.premium_cents, "{}", c.carrier_name);
        assert!(!c.rule.is_empty());
    }
    assert_eq!(
        s.carriers.iter().map(|c| c.premium_cents).sum::<i64>(),
        s.premium_cents
    );
    let invoiced: Vec<_> = s.carriers.iter().filter(|c| c.invoice.is_some()).collect();
    assert_eq!(invoiced.len(), 1, "one carrier's invoice is in");
    let invoice = invoiced[0].invoice.as_ref().unwrap();
    assert_eq!(invoice.expected_cents, invoiced[0].premium_cents);
    let leaver = invoice
        .differences
        .iter()
        .find(|d| d.kind == StatementDifferenceKind::BilledNotEnrolled)
        .expect("the leaver still billed");
    assert!(
        leaver.detail.starts_with("terminated "),
        "{}",
        leaver.detail
    );
    assert!(leaver.difference_cents > 0);
    assert_eq!(leaver.status, StatementDifferenceStatus::Disputed);
    assert!(leaver.note.as_deref().unwrap().contains("credited"));
    let tier = invoice
        .differences
        .iter()
        .find(|d| d.kind == StatementDifferenceKind::WrongTier)
        .expect("the household billed at employee-only");
    assert_eq!(tier.billed_tier.as_deref(), Some("EE"));
    assert!(tier.difference_cents < 0, "billed too low");
    assert_eq!(invoice.differences.len(), 2, "{:?}", invoice.differences);
    assert_eq!(
        invoice
            .differences
            .iter()
            .map(|d| d.difference_cents)
            .sum::<i64>(),
        invoice.billed_cents - invoice.expected_cents
    );
    assert_eq!(invoice.open_differences, 1);
    assert_eq!(invoice.open_difference_cents, tier.difference_cents);
    assert_eq!(invoice.disputed_difference_cents, leaver.difference_cents);

    // The book's month lists the group with its invoice.
    let book: StatementBook = body(
        app.get(
            SUMMIT,
            Some(&broker),
            &format!("/api/statements?month={month}"),
        )
        .await,
    )
    .await;
    let row = book
        .data
        .iter()
        .find(|g| g.group_id.to_string() == gid)
        .expect("Brightpath in its first month");
    assert_eq!((row.invoices, row.open_differences), (1, 1));
    assert_eq!(row.premium_cents, s.premium_cents);
    assert_eq!(row.billed_cents, invoice.billed_cents);
    // Without a month, the book opens on the latest month invoiced.
    let latest: StatementBook = body(app.get(SUMMIT, Some(&broker), "/api/statements").await).await;
    assert_eq!(latest.month.format("%Y-%m").to_string(), month);
    assert_eq!(
        s.invoice_months
            .iter()
            .map(|m| m.format("%Y-%m").to_string())
            .collect::<Vec<_>>(),
        vec![month.clone()]
    );

    // Its employer admin reads it and cannot change it; the exports come in both formats.
    let hr = app
        .sign_in(SUMMIT, "hannah@brightpath.example", PASSWORD)
        .await
        .unwrap();
    assert_eq!(
        statement(&app, &hr, &gid, &month).await.premium_cents,
        s.premium_cents
    );
    let hr_book: StatementBook = body(
        app.get(SUMMIT, Some(&hr), &format!("/api/statements?month={month}"))
            .await,
    )
    .await;
    assert!(hr_book.data.iter().all(|g| g.group_id.to_string() == gid));
    error_body(
        act(
            &app,
            &hr,
            tier.id,
            j!({ "version": tier.version, "action": "dispute" }),
        )
        .await,
        403,
        ErrorCode::Forbidden,
    )
    .await;
    let xlsx = app
        .get(
            SUMMIT,
            Some(&hr),
            &format!("/api/groups/{gid}/statements/{month}/export?format=xlsx"),
        )
        .await;
    xlsx.assert_status_is_ok();
    assert!(xlsx
        .0
        .into_body()
        .into_vec()
        .await
        .unwrap()
        .starts_with(b"PK"));
    let pdf = app
        .get(
            SUMMIT,
            Some(&broker),
            &format!("/api/groups/{gid}/statements/{month}/export?format=pdf"),
        )
        .await;
    pdf.assert_status_is_ok();
    assert!(pdf
        .0
        .into_body()
        .into_vec()
        .await
        .unwrap()
        .starts_with(b"%PDF"));

    // An employee sees none of it.
    let leo = app
        .sign_in(SUMMIT, "leo@brightpath.example", PASSWORD)
        .await
        .unwrap();
    error_body(
        app.get(
            SUMMIT,
            Some(&leo),
            &format!("/api/groups/{gid}/statements/{month}"),
        )
        .await,
        403,
        ErrorCode::Forbidden,
    )
    .await;
}

#[tokio::test]
async fn an_invoice_is_compared_whole_or_refused_and_its_differences_are_worked() {
    let app = demo_app().await;
    let broker = app
        .sign_in(SUMMIT, "priya@summit.example", PASSWORD)
        .await
        .unwrap();
    let (gid, month) = brightpath(&app, &broker).await;
    let before = statement(&app, &broker, &gid, &month).await;
    // The carrier without an invoice yet, when there is one; else the invoiced one.
    let carrier = before
        .carriers
        .iter()
        .find(|c| c.invoice.is_none())
        .or(before.carriers.first())
        .unwrap();
    let exact = exact_invoice(&before, carrier.carrier_id);

    // Refused whole, nothing changed.
    let bad_row = exact.lines().count() + 1;
    let refusals = [
        ("Name,Amount\nAna,10\n".to_string(), "no column".to_string()),
        (
            format!("{exact}E999,Lopez,Ana,Medical,,EE,ten dollars\n"),
            format!("row {bad_row}: premium 'ten dollars'"),
        ),
        (
            "Member ID,Last Name,First Name,Product,Billed Amount\nZ1,Nobody,Zed,Medical,10.00\n"
                .to_string(),
            "none of the 1 rows".to_string(),
        ),
    ];
    for (csv, said) in &refusals {
        let err = error_body(
            upload(&app, &broker, &gid, &month, carrier.carrier_id, csv).await,
            400,
            ErrorCode::Validation,
        )
        .await;
        let message = err["details"]["fields"]["file"]
            .as_str()
            .unwrap_or_default();
        assert!(message.contains(said.as_str()), "{message}");
    }
    let unknown = upload(&app, &broker, &gid, &month, uuid::Uuid::new_v4(), &exact).await;
    let err = error_body(unknown, 400, ErrorCode::Validation).await;
    assert!(err["details"]["fields"]["carrier_id"].is_string());
    error_body(
        app.get(
            SUMMIT,
            Some(&broker),
            &format!("/api/groups/{gid}/statements/2026-13"),
        )
        .await,
        400,
        ErrorCode::Validation,
    )
    .await;
    let unchanged = statement(&app, &broker, &gid, &month).await;
    assert_eq!(
        unchanged.billed_cents, before.billed_cents,
        "a refused invoice changes nothing"
    );

    // The exact invoice matches; one with a rate $12.34 high has one difference.
    let matched: PremiumStatement =
        body(upload(&app, &broker, &gid, &month, carrier.carrier_id, &exact).await).await;
    let invoice = matched
        .carriers
        .iter()
        .find(|c| c.carrier_id == carrier.carrier_id)
        .and_then(|c| c.invoice.as_ref())
        .unwrap();
    assert!(invoice.differences.is_empty(), "{:?}", invoice.differences);
    assert_eq!(invoice.billed_cents, carrier.premium_cents);
    let first = before
        .members
        .iter()
        .find(|m| m.carrier_id == carrier.carrier_id)
        .unwrap();
    let high = first.premium_cents + 1_234;
    let wrong = exact.replacen(
        &format!(
            ",{}.{:02}\n",
            first.premium_cents / 100,
            first.premium_cents % 100
        ),
        &format!(",{}.{:02}\n", high / 100, high % 100),
        1,
    );
    let compared: PremiumStatement =
        body(upload(&app, &broker, &gid, &month, carrier.carrier_id, &wrong).await).await;
    let invoice = compared
        .carriers
        .iter()
        .find(|c| c.carrier_id == carrier.carrier_id)
        .and_then(|c| c.invoice.as_ref())
        .unwrap();
    assert_eq!(invoice.differences.len(), 1);
    let d = &invoice.differences[0];
    assert_eq!(
        (d.kind, d.difference_cents),
        (StatementDifferenceKind::WrongRate, 1_234)
    );

    // Disputed, then refused at an old version, resolved, not resolved twice, reopened.
    let disputed: StatementDifference = body(
        act(
            &app,
            &broker,
            d.id,
            j!({ "version": d.version, "action": "dispute", "note": "asked for the renewal rate" }),
        )
        .await,
    )
    .await;
    assert_eq!(disputed.status, StatementDifferenceStatus::Disputed);
    assert_eq!(disputed.decided_by_name.as_deref(), Some("Priya Natarajan"));
    error_body(
        act(
            &app,
            &broker,
            d.id,
            j!({ "version": d.version, "action": "resolve" }),
        )
        .await,
        409,
        ErrorCode::StaleVersion,
    )
    .await;
    // A new upload of the same invoice keeps the dispute.
    let again: PremiumStatement =
        body(upload(&app, &broker, &gid, &month, carrier.carrier_id, &wrong).await).await;
    let kept = &again
        .carriers
        .iter()
        .find(|c| c.carrier_id == carrier.carrier_id)
        .and_then(|c| c.invoice.as_ref())
        .unwrap()
        .differences[0];
    assert_eq!(kept.status, StatementDifferenceStatus::Disputed);
    assert_eq!(kept.note.as_deref(), Some("asked for the renewal rate"));
    let resolved: StatementDifference = body(
        act(
            &app,
            &broker,
            kept.id,
            j!({ "version": kept.version, "action": "resolve", "note": "credited" }),
        )
        .await,
    )
    .await;
    assert_eq!(resolved.status, StatementDifferenceStatus::Resolved);
    error_body(
        act(
            &app,
            &broker,
            kept.id,
            j!({ "version": resolved.version, "action": "resolve" }),
        )
        .await,
        409,
        ErrorCode::Conflict,
    )
    .await;
    let reopened: StatementDifference = body(
        act(
            &app,
            &broker,
            kept.id,
            j!({ "version": resolved.version, "action": "reopen" }),
        )
        .await,
    )
    .await;
    assert_eq!(reopened.status, StatementDifferenceStatus::Open);
    let schema: String =
        sqlx::query_scalar("SELECT schema_name FROM agencies WHERE slug = 'summit'")
            .fetch_one(&app.pool)
            .await
            .unwrap();
    let audit: i64 = sqlx::query_scalar(&format!(
        "SELECT count(*) FROM {schema}.audit_log WHERE entity IN ('carrier_invoice', 'statement_difference')"
    ))
    .fetch_one(&app.pool)
    .await
    .unwrap();
    assert!(audit >= 6, "{audit}");
}
