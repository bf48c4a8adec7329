//! Carrier implementation: checklists per carrier, items worked at their version, group numbers,
//! marking carriers implemented (and the move to active waiting on it), templates and the board.

use crate::common::*;
use platform::error::ErrorCode;
use platform::implementation::dto::{CarrierImplementation, Implementation};
use platform::lifecycle::dto::Lifecycle;
use platform::vocabulary::{ChecklistItemKind, GroupStage};
use serde_json::{json as j, Value};

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

async fn implementation(app: &TestApp, cookie: &str, gid: &str) -> Implementation {
    let resp = app
        .get(
            SUMMIT,
            Some(cookie),
            &format!("/api/groups/{gid}/implementation"),
        )
        .await;
    assert_eq!(resp.0.status(), 200);
    body(resp).await
}

fn whole(item: &platform::implementation::dto::ChecklistItem, done: bool) -> Value {
    j!({
        "version": item.version,
        "done": done,
        "owner_id": item.owner_id,
        "due_on": item.due_on,
        "note": item.note,
        "document_id": item.document_id,
    })
}

async fn tick_all(app: &TestApp, cookie: &str, carrier: &CarrierImplementation) {
    for item in carrier.items.iter().filter(|i| i.done_at.is_none()) {
        let resp = app
            .put(
                SUMMIT,
                Some(cookie),
                &format!("/api/implementation-items/{}", item.id),
                whole(item, true),
            )
            .await;
        assert_eq!(resp.0.status(), 200, "{}", json(resp).await);
    }
}

#[tokio::test]
async fn a_broker_works_the_checklists_and_the_group_moves_to_active_once_every_carrier_is_implemented(
) {
    let app = demo_app().await;
    let broker = app
        .sign_in(SUMMIT, "marcus@summit.example", PASSWORD)
        .await
        .unwrap();
    let gid = brightpath(&app, &broker).await;

    // The demo: two carriers, the first half done with its group number in.
    let imp = implementation(&app, &broker, &gid).await;
    assert!(imp.may_edit);
    assert_eq!(imp.stage, GroupStage::Implementation);
    assert_eq!(imp.carriers.len(), 2);
    let (first, second) = (&imp.carriers[0], &imp.carriers[1]);
    assert_eq!(first.group_number.as_deref(), Some("CVD-204518"));
    assert_eq!(first.percent_done, 55);
    assert!(first.items.iter().all(|i| i.due_on.is_some()));
    assert!(second
        .not_ready
        .contains(&"no group number recorded".to_string()));
    assert!(!imp.can_start, "every carrier already has its checklist");

    // An item saved at an old version is refused; at its version it is done, by whom and when.
    let item = &second.items[1];
    let stale = app
        .put(
            SUMMIT,
            Some(&broker),
            &format!("/api/implementation-items/{}", item.id),
            j!({ "version": item.version + 5, "done": true }),
        )
        .await;
    error_body(stale, 409, ErrorCode::StaleVersion).await;
    let done = json(
        app.put(
            SUMMIT,
            Some(&broker),
            &format!("/api/implementation-items/{}", item.id),
            whole(item, true),
        )
        .await,
    )
    .await;
    assert_eq!(done["done_by_name"], "Marcus Reyes", "{done}");
    assert_eq!(done["version"], item.version + 1);

    // An owner must be of the agency's team; a document must be the group's.
    let hannah: String =
        sqlx::query_scalar("SELECT id::text FROM users WHERE email = 'hannah@brightpath.example'")
            .fetch_one(&app.pool)
            .await
            .unwrap();
    let mut outsider = whole(&second.items[2], false);
    outsider["owner_id"] = j!(hannah);
    let refused = app
        .put(
            SUMMIT,
            Some(&broker),
            &format!("/api/implementation-items/{}", second.items[2].id),
            outsider,
        )
        .await;
    let err = error_body(refused, 400, ErrorCode::Validation).await;
    assert!(err["details"]["fields"]["owner_id"].is_string(), "{err}");

    // Not ready: the group number and the open required items are named.
    let early = app
        .post(
            SUMMIT,
            Some(&broker),
            &format!("/api/implementations/{}/implemented", second.id),
            j!({ "version": second.version }),
        )
        .await;
    let err = error_body(early, 409, ErrorCode::CheckFailed).await;
    assert!(
        err["message"]
            .as_str()
            .unwrap()
            .contains("no group number recorded"),
        "{err}"
    );

    // A malformed group number is refused; a good one ticks the group-number step.
    let bad = app
        .put(
            SUMMIT,
            Some(&broker),
            &format!("/api/implementations/{}/group-number", second.id),
            j!({ "version": second.version, "group_number": "12 34;" }),
        )
        .await;
    error_body(bad, 400, ErrorCode::Validation).await;
    let imp: Implementation = body(
        app.put(
            SUMMIT,
            Some(&broker),
            &format!("/api/implementations/{}/group-number", second.id),
            j!({ "version": second.version, "group_number": "DV-88120" }),
        )
        .await,
    )
    .await;
    let second = &imp.carriers[1];
    let number_step = second
        .items
        .iter()
        .find(|i| i.kind == ChecklistItemKind::GroupNumber)
        .unwrap();
    assert!(number_step.done_at.is_some());

    // Every item done: the second carrier is implemented; active still waits on the first.
    tick_all(&app, &broker, second).await;
    let imp = implementation(&app, &broker, &gid).await;
    let second = &imp.carriers[1];
    assert!(second.not_ready.is_empty(), "{:?}", second.not_ready);
    let imp: Implementation = body(
        app.post(
            SUMMIT,
            Some(&broker),
            &format!("/api/implementations/{}/implemented", second.id),
            j!({ "version": second.version }),
        )
        .await,
    )
    .await;
    assert_eq!(
        imp.carriers[1].implemented_by_name.as_deref(),
        Some("Marcus Reyes")
    );
    let again = app
        .post(
            SUMMIT,
            Some(&broker),
            &format!("/api/implementations/{}/implemented", imp.carriers[1].id),
            j!({ "version": imp.carriers[1].version }),
        )
        .await;
    error_body(again, 409, ErrorCode::Conflict).await;
    // A done item of an implemented carrier stays done.
    let undo = app
        .put(
            SUMMIT,
            Some(&broker),
            &format!("/api/implementation-items/{}", number_step.id),
            whole(&imp.carriers[1].items[4], false),
        )
        .await;
    error_body(undo, 409, ErrorCode::Conflict).await;

    let l: Lifecycle = body(
        app.get(
            SUMMIT,
            Some(&broker),
            &format!("/api/groups/{gid}/lifecycle"),
        )
        .await,
    )
    .await;
    let active = l
        .next_moves
        .iter()
        .find(|m| m.to == GroupStage::Active)
        .unwrap();
    assert_eq!(active.blocked_by.len(), 1, "{:?}", active.blocked_by);

    tick_all(&app, &broker, &imp.carriers[0]).await;
    let imp = implementation(&app, &broker, &gid).await;
    let first = &imp.carriers[0];
    let resp = app
        .post(
            SUMMIT,
            Some(&broker),
            &format!("/api/implementations/{}/implemented", first.id),
            j!({ "version": first.version }),
        )
        .await;
    assert_eq!(resp.0.status(), 200);
    let l: Lifecycle = body(
        app.get(
            SUMMIT,
            Some(&broker),
            &format!("/api/groups/{gid}/lifecycle"),
        )
        .await,
    )
    .await;
    let active = l
        .next_moves
        .iter()
        .find(|m| m.to == GroupStage::Active)
        .unwrap();
    assert!(active.blocked_by.is_empty(), "{:?}", active.blocked_by);
    let moved = app
        .post(
            SUMMIT,
            Some(&broker),
            &format!("/api/groups/{gid}/lifecycle/moves"),
            j!({ "to": "active", "version": l.version }),
        )
        .await;
    assert_eq!(moved.0.status(), 200, "{}", json(moved).await);

    // Every step left an audit row.
    let summit = tenants::registry::find_by_slug(&app.pool, "summit")
        .await
        .unwrap()
        .unwrap();
    let audited: i64 = sqlx::query_scalar(&format!(
        "SELECT count(*) FROM {}.audit_log WHERE entity IN ('checklist_item', 'implementation') AND actor_name = 'Marcus Reyes'",
        summit.schema_name
    ))
    .fetch_one(&app.pool)
    .await
    .unwrap();
    assert!(audited >= 10, "{audited}");
}

#[tokio::test]
async fn the_employer_admin_reads_their_groups_implementation_and_changes_nothing() {
    let app = demo_app().await;
    let hr = app
        .sign_in(SUMMIT, "hannah@brightpath.example", PASSWORD)
        .await
        .unwrap();
    let owner = app
        .sign_in(SUMMIT, "dana@summit.example", PASSWORD)
        .await
        .unwrap();
    let gid = brightpath(&app, &owner).await;
    let imp = implementation(&app, &hr, &gid).await;
    assert!(!imp.may_edit);
    assert_eq!(imp.carriers.len(), 2);
    let item = &imp.carriers[1].items[3];
    let refused = app
        .put(
            SUMMIT,
            Some(&hr),
            &format!("/api/implementation-items/{}", item.id),
            whole(item, true),
        )
        .await;
    error_body(refused, 403, ErrorCode::Forbidden).await;
    let board = app
        .get(SUMMIT, Some(&hr), "/api/implementation-board")
        .await;
    error_body(board, 403, ErrorCode::Forbidden).await;
}

#[tokio::test]
async fn templates_are_the_agencys_and_the_board_lists_the_book() {
    let app = demo_app().await;
    let owner = app
        .sign_in(SUMMIT, "dana@summit.example", PASSWORD)
        .await
        .unwrap();
    let templates = json(
        app.get(SUMMIT, Some(&owner), "/api/checklist-templates")
            .await,
    )
    .await;
    let default = &templates["templates"][0];
    assert_eq!(default["customised"], false);
    assert_eq!(default["items"].as_array().unwrap().len(), 9);

    let empty = app
        .put(
            SUMMIT,
            Some(&owner),
            "/api/checklist-templates/default",
            j!({ "version": 0, "items": [] }),
        )
        .await;
    let err = error_body(empty, 400, ErrorCode::Validation).await;
    assert!(err["details"]["fields"]["items"].is_string());
    let blank = app
        .put(
            SUMMIT,
            Some(&owner),
            "/api/checklist-templates/default",
            j!({ "version": 0, "items": [{ "kind": "other", "title": " ", "required": true, "due_days": -10 }] }),
        )
        .await;
    let err = error_body(blank, 400, ErrorCode::Validation).await;
    assert!(
        err["details"]["fields"]["items[0].title"].is_string(),
        "{err}"
    );

    let carrier = templates["templates"][1]["carrier_id"]
        .as_str()
        .unwrap()
        .to_string();
    let items = j!([
        { "kind": "application", "title": "Portal application", "required": true, "due_days": -30 },
        { "kind": "group_number", "title": "Group number", "required": true, "due_days": -10 },
    ]);
    let saved = json(
        app.put(
            SUMMIT,
            Some(&owner),
            &format!("/api/checklist-templates/carriers/{carrier}"),
            j!({ "version": 0, "items": items }),
        )
        .await,
    )
    .await;
    let mine = saved["templates"]
        .as_array()
        .unwrap()
        .iter()
        .find(|t| t["carrier_id"] == carrier.as_str())
        .unwrap();
    assert_eq!(mine["customised"], true);
    assert_eq!(mine["version"], 1);
    assert_eq!(mine["updated_by_name"], "Dana Whitfield");
    // The same first save again: someone saved it since.
    let twice = app
        .put(
            SUMMIT,
            Some(&owner),
            &format!("/api/checklist-templates/carriers/{carrier}"),
            j!({ "version": 0, "items": items }),
        )
        .await;
    error_body(twice, 409, ErrorCode::StaleVersion).await;
    let unknown = app
        .put(
            SUMMIT,
            Some(&owner),
            &format!("/api/checklist-templates/carriers/{}", uuid::Uuid::new_v4()),
            j!({ "version": 0, "items": items }),
        )
        .await;
    error_body(unknown, 404, ErrorCode::NotFound).await;

    let board = json(
        app.get(SUMMIT, Some(&owner), "/api/implementation-board")
            .await,
    )
    .await;
    assert_eq!(board["total"], 2, "{board}");
    assert!(board["data"]
        .as_array()
        .unwrap()
        .iter()
        .all(|r| r["group_name"] == "Brightpath Dental Partners"));
    let none = json(
        app.get(SUMMIT, Some(&owner), "/api/implementation-board?q=Acme")
            .await,
    )
    .await;
    assert_eq!(none["total"], 0);
    let bad = app
        .get(SUMMIT, Some(&owner), "/api/implementation-board?sort=ssn")
        .await;
    error_body(bad, 400, ErrorCode::Validation).await;
}

#[tokio::test]
async fn owners_hear_of_their_overdue_items_once_until_the_due_date_moves() {
    let app = demo_app().await;
    let broker = app
        .sign_in(SUMMIT, "marcus@summit.example", PASSWORD)
        .await
        .unwrap();
    let gid = brightpath(&app, &broker).await;
    let imp = implementation(&app, &broker, &gid).await;
    let item = imp.carriers[1]
        .items
        .iter()
        .find(|i| i.done_at.is_none() && i.title.contains("ID cards"))
        .unwrap();
    assert_eq!(item.owner_name.as_deref(), Some("Marcus Reyes"));
    let today = chrono::Utc::now().date_naive();
    let move_due = |item: &platform::implementation::dto::ChecklistItem, days: u64| {
        let mut body = whole(item, false);
        body["due_on"] = j!(today - chrono::Days::new(days));
        body
    };
    let saved: platform::implementation::dto::ChecklistItem = body(
        app.put(
            SUMMIT,
            Some(&broker),
            &format!("/api/implementation-items/{}", item.id),
            move_due(item, 1),
        )
        .await,
    )
    .await;

    let round = platform::jobs::daily_book::run(&app.state).await.unwrap();
    assert!(round.failed_agencies.is_empty());
    assert!(round.overdue_items_notified >= 1, "{round:?}");
    let notices = json(app.get(SUMMIT, Some(&broker), "/api/notifications").await).await;
    let notice = notices["data"]
        .as_array()
        .unwrap()
        .iter()
        .find(|n| {
            n["kind"] == "checklist_overdue" && n["body"].as_str().unwrap().contains(&item.title)
        })
        .unwrap_or_else(|| panic!("{notices}"));
    assert_eq!(notice["link"], format!("/dashboard/groups/{gid}/implement"));
    let mail = app.mail_to("marcus@summit.example", "verdue").await;
    assert!(
        mail["text"].as_str().unwrap().contains(&item.title),
        "{mail}"
    );

    // A second round, on the same day or on a replica, tells no one again.
    let again = platform::jobs::daily_book::run(&app.state).await.unwrap();
    assert_eq!(again.overdue_items_notified, 0);

    // A new due date that passes too is news again.
    app.put(
        SUMMIT,
        Some(&broker),
        &format!("/api/implementation-items/{}", item.id),
        move_due(&saved, 2),
    )
    .await;
    let rearmed = platform::jobs::daily_book::run(&app.state).await.unwrap();
    assert_eq!(rearmed.overdue_items_notified, 1);
}
