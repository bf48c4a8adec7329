//! Reconciliation: the demo's carrier list and its discrepancies, the resolution workflow, a
//! newer list resolving what is gone, 834 lists, bad lists refused whole, and the export.

use crate::common::*;
use platform::error::ErrorCode;
use platform::implementation::dto::Implementation;
use platform::reconciliation::dto::{DiscrepancyDetail, DiscrepancyPage, Reconciled};
use platform::vocabulary::{DiscrepancyKind, DiscrepancyStatus};
use poem::test::{TestForm, TestFormField};
use serde_json::json as j;

async fn demo_app() -> TestApp {
    let app = seeded_app().await;
    platform::seed::seed_book(&app.state).await.unwrap();
    app
}

async fn brightpath(app: &TestApp, cookie: &str) -> String {
    let groups = json(
        app.get(SUMMIT, Some(cookie), "/api/groups?q=Brightpath&status=all")
            .await,
    )
    .await;
    groups["data"][0]["id"].as_str().unwrap().to_string()
}

async fn upload(
    app: &TestApp,
    cookie: &str,
    implementation: uuid::Uuid,
    name: &str,
    bytes: Vec<u8>,
) -> poem::test::TestResponse {
    let form = TestForm::new().field(
        TestFormField::bytes(bytes)
            .name("file")
            .filename(name)
            .content_type("text/csv"),
    );
    app.client
        .post(format!(
            "/api/implementations/{implementation}/carrier-lists"
        ))
        .header("host", SUMMIT)
        .header("cookie", cookie)
        .header("x-canopy-csrf", "1")
        .multipart(form)
        .send()
        .await
}

async fn discrepancies(app: &TestApp, cookie: &str, query: &str) -> DiscrepancyPage {
    body(
        app.get(
            SUMMIT,
            Some(cookie),
            &format!("/api/discrepancies?per_page=200&{query}"),
        )
        .await,
    )
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
        &format!("/api/discrepancies/{id}/actions"),
        body,
    )
    .await
}

async fn document_text(app: &TestApp, cookie: &str, document: uuid::Uuid) -> String {
    let resp = app
        .get(
            SUMMIT,
            Some(cookie),
            &format!("/api/documents/{document}/download"),
        )
        .await;
    assert_eq!(resp.0.status(), 200);
    String::from_utf8(resp.0.into_body().into_vec().await.unwrap()).unwrap()
}

#[tokio::test]
async fn the_demo_list_shows_the_usual_mix_and_a_broker_works_it() {
    let app = demo_app().await;
    let broker = app
        .sign_in(SUMMIT, "marcus@summit.example", PASSWORD)
        .await
        .unwrap();
    let gid = brightpath(&app, &broker).await;
    let page = discrepancies(&app, &broker, &format!("group_id={gid}&status=open")).await;
    let kinds: Vec<(DiscrepancyKind, Option<String>)> = page
        .data
        .iter()
        .map(|d| (d.kind, d.field.clone()))
        .collect();
    for wanted in [
        (DiscrepancyKind::MissingFromPlatform, None),
        (DiscrepancyKind::TierMismatch, None),
        (
            DiscrepancyKind::DemographicMismatch,
            Some("name".to_string()),
        ),
        (DiscrepancyKind::MissingFromCarrier, None),
    ] {
        assert!(kinds.contains(&wanted), "{wanted:?} in {kinds:?}");
    }
    assert!(page.premium_at_stake_cents > 0);
    assert_eq!(
        page.premium_at_stake_cents,
        page.data.iter().map(|d| d.premium_cents).sum::<i64>()
    );
    let still_billed = page
        .data
        .iter()
        .find(|d| d.kind == DiscrepancyKind::MissingFromPlatform)
        .unwrap();
    assert!(
        still_billed.premium_cents > 0,
        "a leaver still billed puts their premium at stake"
    );
    assert_eq!(still_billed.carrier_value.as_deref(), Some("still covered"));

    // Filters: by kind, and by carrier.
    let tiers = discrepancies(&app, &broker, "kind=tier_mismatch").await;
    assert!(
        tiers
            .data
            .iter()
            .all(|d| d.kind == DiscrepancyKind::TierMismatch)
            && tiers.total >= 1
    );
    let none = discrepancies(&app, &broker, "carrier=Nobody%20Health").await;
    assert_eq!(none.total, 0);

    // The workflow: assign, note, dismiss needs a reason, reopen, resolve; old versions refused.
    let d = &page
        .data
        .iter()
        .find(|d| d.kind == DiscrepancyKind::TierMismatch)
        .unwrap();
    let marcus: uuid::Uuid =
        sqlx::query_scalar("SELECT id FROM users WHERE email = 'marcus@summit.example'")
            .fetch_one(&app.pool)
            .await
            .unwrap();
    let assigned: DiscrepancyDetail = body(
        act(
            &app,
            &broker,
            d.id,
            j!({ "version": d.version, "action": "assign", "assignee_id": marcus }),
        )
        .await,
    )
    .await;
    assert_eq!(
        assigned.discrepancy.assignee_name.as_deref(),
        Some("Marcus Reyes")
    );
    let stale = act(
        &app,
        &broker,
        d.id,
        j!({ "version": d.version, "action": "note", "note": "called" }),
    )
    .await;
    error_body(stale, 409, ErrorCode::StaleVersion).await;
    let v = assigned.discrepancy.version;
    let no_reason = act(
        &app,
        &broker,
        d.id,
        j!({ "version": v, "action": "dismiss" }),
    )
    .await;
    let err = error_body(no_reason, 400, ErrorCode::Validation).await;
    assert!(err["details"]["fields"]["reason"].is_string());
    let dismissed: DiscrepancyDetail = body(act(&app, &broker, d.id, j!({ "version": v, "action": "dismiss", "reason": "the birth is not effective until next month" })).await).await;
    assert_eq!(dismissed.discrepancy.status, DiscrepancyStatus::Dismissed);
    let reopened: DiscrepancyDetail = body(
        act(
            &app,
            &broker,
            d.id,
            j!({ "version": dismissed.discrepancy.version, "action": "reopen" }),
        )
        .await,
    )
    .await;
    assert_eq!(reopened.discrepancy.status, DiscrepancyStatus::Open);
    let resolved: DiscrepancyDetail = body(act(&app, &broker, d.id, j!({ "version": reopened.discrepancy.version, "action": "resolve", "note": "carrier updated the tier" })).await).await;
    assert_eq!(resolved.discrepancy.status, DiscrepancyStatus::Resolved);
    assert_eq!(
        resolved.discrepancy.closed_by_name.as_deref(),
        Some("Marcus Reyes")
    );
    let actions: Vec<&str> = resolved.history.iter().map(|e| e.action.as_str()).collect();
    assert_eq!(
        actions,
        vec!["resolved", "reopened", "dismissed", "assigned", "found"]
    );

    // The employer admin reaches none of it.
    let hr = app
        .sign_in(SUMMIT, "hannah@brightpath.example", PASSWORD)
        .await
        .unwrap();
    error_body(
        app.get(SUMMIT, Some(&hr), "/api/discrepancies").await,
        403,
        ErrorCode::Forbidden,
    )
    .await;
}

#[tokio::test]
async fn a_newer_list_resolves_what_is_gone_and_bad_lists_are_refused_whole() {
    let app = demo_app().await;
    let broker = app
        .sign_in(SUMMIT, "marcus@summit.example", PASSWORD)
        .await
        .unwrap();
    let gid = brightpath(&app, &broker).await;
    let imp: Implementation = body(
        app.get(
            SUMMIT,
            Some(&broker),
            &format!("/api/groups/{gid}/implementation"),
        )
        .await,
    )
    .await;
    let carrier = imp.carriers[0].id;
    let lists = json(
        app.get(
            SUMMIT,
            Some(&broker),
            &format!("/api/groups/{gid}/carrier-lists"),
        )
        .await,
    )
    .await;
    assert_eq!(lists.as_array().unwrap().len(), 1, "{lists}");
    let document: uuid::Uuid = lists[0]["document_id"].as_str().unwrap().parse().unwrap();
    let original = document_text(&app, &broker, document).await;
    let before = discrepancies(&app, &broker, &format!("group_id={gid}&status=open")).await;

    // The same list again: nothing new, nothing gone.
    let same: Reconciled = body(
        upload(
            &app,
            &broker,
            carrier,
            "again.csv",
            original.clone().into_bytes(),
        )
        .await,
    )
    .await;
    assert_eq!((same.opened, same.resolved), (0, 0));
    assert_eq!(same.open, before.total);

    // The carrier fixed the name: that discrepancy resolves itself, with its history.
    let name = before
        .data
        .iter()
        .find(|d| d.field.as_deref() == Some("name"))
        .unwrap();
    let wrong = name.carrier_value.clone().unwrap();
    let right = name.platform_value.clone().unwrap();
    let fixed = original.replace(
        &wrong.split(' ').next().unwrap().to_string(),
        right.split(' ').next().unwrap(),
    );
    let newer: Reconciled =
        body(upload(&app, &broker, carrier, "newer.csv", fixed.into_bytes()).await).await;
    assert_eq!(newer.resolved, 1, "{newer:?}");
    let detail: DiscrepancyDetail = body(
        app.get(
            SUMMIT,
            Some(&broker),
            &format!("/api/discrepancies/{}", name.id),
        )
        .await,
    )
    .await;
    assert_eq!(detail.discrepancy.status, DiscrepancyStatus::Resolved);
    assert!(detail.discrepancy.auto_resolved);
    assert_eq!(detail.history[0].action, "auto_resolved");

    // The carrier's list as an 834 (here, the full file we sent) reads and reconciles.
    let files = json(
        app.get(
            SUMMIT,
            Some(&broker),
            &format!("/api/groups/{gid}/carrier-files"),
        )
        .await,
    )
    .await;
    let full: uuid::Uuid = files["files"][0]["document_id"]
        .as_str()
        .unwrap()
        .parse()
        .unwrap();
    let x12 = document_text(&app, &broker, full).await;
    let from_834 = upload(
        &app,
        &broker,
        carrier,
        "carrier.834",
        x12.clone().into_bytes(),
    )
    .await;
    assert_eq!(from_834.0.status(), 200, "{}", json(from_834).await);

    // Bad lists: nothing is written.
    let lists_before = json(
        app.get(
            SUMMIT,
            Some(&broker),
            &format!("/api/groups/{gid}/carrier-lists"),
        )
        .await,
    )
    .await
    .as_array()
    .unwrap()
    .len();
    let truncated = x12[..x12.find("SE*").unwrap()].to_string();
    let err = error_body(
        upload(&app, &broker, carrier, "cut.834", truncated.into_bytes()).await,
        400,
        ErrorCode::Validation,
    )
    .await;
    assert!(
        err["details"]["fields"]["file"]
            .as_str()
            .unwrap()
            .contains("segment"),
        "{err}"
    );
    // The ISA says `*` separates elements; the rest of the file uses `|`.
    let isa_end = x12.find('~').unwrap();
    let separators = format!("{}{}", &x12[..isa_end], x12[isa_end..].replace('*', "|"));
    let err = error_body(
        upload(&app, &broker, carrier, "pipes.834", separators.into_bytes()).await,
        400,
        ErrorCode::Validation,
    )
    .await;
    assert!(err["details"]["fields"]["file"].is_string(), "{err}");
    let mut lines: Vec<&str> = original.lines().collect();
    lines.push(lines[1]);
    let duplicated = lines.join("\n");
    let err = error_body(
        upload(&app, &broker, carrier, "twice.csv", duplicated.into_bytes()).await,
        400,
        ErrorCode::Validation,
    )
    .await;
    assert!(
        err["details"]["fields"]["file"]
            .as_str()
            .unwrap()
            .contains("same member"),
        "{err}"
    );
    let strangers = "Subscriber ID,Relationship,Last name,First name,Date of birth,Coverage\nH001,Employee,Quist,Nora,1988-09-02,Medical\n";
    let err = error_body(
        upload(
            &app,
            &broker,
            carrier,
            "harbor.csv",
            strangers.as_bytes().to_vec(),
        )
        .await,
        400,
        ErrorCode::Validation,
    )
    .await;
    assert!(
        err["details"]["fields"]["file"]
            .as_str()
            .unwrap()
            .contains("right group"),
        "{err}"
    );
    let lists_after = json(
        app.get(
            SUMMIT,
            Some(&broker),
            &format!("/api/groups/{gid}/carrier-lists"),
        )
        .await,
    )
    .await
    .as_array()
    .unwrap()
    .len();
    assert_eq!(lists_after, lists_before);

    // The export carries what the filters match.
    let resp = app
        .get(
            SUMMIT,
            Some(&broker),
            &format!("/api/discrepancies/export?format=csv&group_id={gid}"),
        )
        .await;
    assert_eq!(resp.0.status(), 200);
    let csv = String::from_utf8(resp.0.into_body().into_vec().await.unwrap()).unwrap();
    assert!(csv.starts_with("Group,Carrier,Person,Kind"), "{csv}");
    assert!(csv.contains("tier_mismatch"), "{csv}");
    // And the search the list shows: one person's rows only.
    let first_person = csv
        .lines()
        .nth(1)
        .unwrap()
        .split(',')
        .nth(2)
        .unwrap()
        .to_string();
    let searched = app
        .get(
            SUMMIT,
            Some(&broker),
            &format!(
                "/api/discrepancies/export?format=csv&group_id={gid}&q={}",
                first_person.replace(' ', "%20")
            ),
        )
        .await;
    let searched = String::from_utf8(searched.0.into_body().into_vec().await.unwrap()).unwrap();
    assert!(searched.lines().count() >= 2, "{searched}");
    assert!(searched.lines().count() < csv.lines().count(), "{searched}");
    assert!(
        searched.lines().skip(1).all(|l| l
            .split(',')
            .nth(2)
            .is_some_and(|p| p.contains(&first_person))),
        "{searched}"
    );
}

#[tokio::test]
async fn the_demos_client_in_force_matches_what_its_carriers_were_sent() {
    let app = demo_app().await;
    let broker = app
        .sign_in(SUMMIT, "marcus@summit.example", PASSWORD)
        .await
        .unwrap();
    let groups = json(
        app.get(
            SUMMIT,
            Some(&broker),
            "/api/groups?q=Mesa%20Verde&status=all",
        )
        .await,
    )
    .await;
    let gid = groups["data"][0]["id"].as_str().unwrap().to_string();
    assert_eq!(
        groups["data"][0]["stage"], "renewal",
        "its renewal date is within 120 days: the daily round opened its renewal"
    );

    let imp: Implementation = body(
        app.get(
            SUMMIT,
            Some(&broker),
            &format!("/api/groups/{gid}/implementation"),
        )
        .await,
    )
    .await;
    assert_eq!(
        imp.carriers.len(),
        2,
        "medical and dental with one carrier, vision with another"
    );
    for carrier in &imp.carriers {
        assert!(carrier.implemented_at.is_some(), "{}", carrier.carrier_name);
        assert_eq!(carrier.percent_done, 100);
        assert!(carrier.group_number.is_some());
    }
    let lists = json(
        app.get(
            SUMMIT,
            Some(&broker),
            &format!("/api/groups/{gid}/carrier-lists"),
        )
        .await,
    )
    .await;
    let lists = lists
        .as_array()
        .or(lists["data"].as_array())
        .unwrap()
        .clone();
    assert_eq!(lists.len(), 2, "{lists:?}");
    for list in &lists {
        assert!(list["matched"].as_i64().unwrap() > 100, "{list}");
    }
    let page = discrepancies(&app, &broker, &format!("group_id={gid}")).await;
    assert_eq!(page.total, 0, "{:?}", page.data.first());
    assert_eq!(page.premium_at_stake_cents, 0);
}
