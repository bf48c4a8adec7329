//! Renewals: opened by the daily round 120 days out (once, however many rounds run at once) or
//! by hand, with dated tasks, the group's move to renewal, and who may see and work them.

use crate::common::*;
use chrono::{Days, Utc};
use platform::error::ErrorCode;
use platform::renewal::dto::GroupRenewal;
use platform::renewal::rules::{due_on, TASKS};
use platform::vocabulary::{GroupStage, RenewalTaskKind};
use serde_json::json as j;

async fn demo_app() -> TestApp {
    let app = seeded_app().await;
    platform::seed::seed_book(&app.state).await.unwrap();
    app
}

async fn group_id(app: &TestApp, cookie: &str, name: &str) -> String {
    let groups = json(
        app.get(
            SUMMIT,
            Some(cookie),
            &format!("/api/groups?q={}&status=all", name.replace(' ', "%20")),
        )
        .await,
    )
    .await;
    groups["data"][0]["id"].as_str().unwrap().to_string()
}

async fn renewal(app: &TestApp, cookie: &str, gid: &str) -> GroupRenewal {
    let resp = app
        .get(SUMMIT, Some(cookie), &format!("/api/groups/{gid}/renewal"))
        .await;
    assert_eq!(resp.0.status(), 200);
    body(resp).await
}

async fn stage(app: &TestApp, cookie: &str, gid: &str) -> GroupStage {
    let group = json(
        app.get(SUMMIT, Some(cookie), &format!("/api/groups/{gid}"))
            .await,
    )
    .await;
    serde_json::from_value(group["stage"].clone()).unwrap()
}

#[tokio::test]
async fn the_daily_round_opens_each_renewal_once_with_its_dated_tasks() {
    let app = demo_app().await;
    let broker = app
        .sign_in(SUMMIT, "marcus@summit.example", PASSWORD)
        .await
        .unwrap();
    let larkspur = group_id(&app, &broker, "Larkspur Veterinary Group").await;
    let before = renewal(&app, &broker, &larkspur).await;
    assert!(before.renewal.is_none());
    assert!(before.can_start, "{:?}", before.start_blocked);
    let renewal_date = before.renewal_date.unwrap();
    assert_eq!(
        before.opens_on,
        Some(renewal_date - Days::new(120)),
        "the round opens it 120 days out"
    );

    // Larkspur's renewal comes within 120 days; two rounds run at once (two servers).
    let today = Utc::now().date_naive();
    let soon = platform::calendar::first_of_month_on_or_after(today + Days::new(90));
    sqlx::query(&format!(
        "UPDATE {}.groups SET renewal_date = $1 WHERE id = $2::uuid",
        schema(&app, "summit").await
    ))
    .bind(soon)
    .bind(&larkspur)
    .execute(&app.pool)
    .await
    .unwrap();
    let (a, b) = tokio::join!(
        platform::jobs::daily_book::run(&app.state),
        platform::jobs::daily_book::run(&app.state)
    );
    let (a, b) = (a.unwrap(), b.unwrap());
    assert!(a.failed_agencies.is_empty() && b.failed_agencies.is_empty());
    let mesa = group_id(&app, &broker, "Mesa Verde Credit Union").await;
    let demo = renewal(&app, &broker, &mesa).await;
    assert!(
        demo.renewal.unwrap().automatic,
        "the demo's round opened Mesa Verde's"
    );
    let opened: i64 = sqlx::query_scalar(&format!(
        "SELECT count(*) FROM {}.renewals WHERE group_id = $1::uuid",
        schema(&app, "summit").await
    ))
    .bind(&larkspur)
    .fetch_one(&app.pool)
    .await
    .unwrap();
    assert_eq!(opened, 1, "one renewal, however many rounds ran");

    let now = renewal(&app, &broker, &larkspur).await;
    let r = now.renewal.as_ref().unwrap();
    assert!(r.automatic);
    assert_eq!(r.effective_date, soon);
    assert_eq!(r.plan_year, chrono::Datelike::year(&soon));
    let kinds: Vec<RenewalTaskKind> = r.tasks.iter().map(|t| t.kind).collect();
    assert_eq!(kinds, TASKS.iter().map(|(k, _)| *k).collect::<Vec<_>>());
    for (task, (_, days)) in r.tasks.iter().zip(TASKS) {
        assert_eq!(task.due_on, due_on(soon, days));
        assert_eq!(task.late, task.due_on < today);
    }
    let past_due = r.tasks.iter().filter(|t| t.due_on < today).count();
    assert_eq!(r.late as usize, past_due);
    assert!(!now.can_start);
    assert_eq!(stage(&app, &broker, &larkspur).await, GroupStage::Renewal);
    let lifecycle = json(
        app.get(
            SUMMIT,
            Some(&broker),
            &format!("/api/groups/{larkspur}/lifecycle"),
        )
        .await,
    )
    .await;
    assert!(
        lifecycle.to_string().contains("renewal_opened"),
        "the move is on the timeline: {lifecycle}"
    );

    // A renewal already open is not started again by hand.
    let again = app
        .post(
            SUMMIT,
            Some(&broker),
            &format!("/api/groups/{larkspur}/renewal"),
            j!({}),
        )
        .await;
    error_body(again, 409, ErrorCode::Conflict).await;

    // A task ticked at an old version is refused; at its version it is done, by whom.
    let task = &r.tasks[0];
    let stale = app
        .put(
            SUMMIT,
            Some(&broker),
            &format!("/api/renewal-tasks/{}", task.id),
            j!({ "version": task.version + 1, "done": true }),
        )
        .await;
    error_body(stale, 409, ErrorCode::StaleVersion).await;
    let done = json(
        app.put(
            SUMMIT,
            Some(&broker),
            &format!("/api/renewal-tasks/{}", task.id),
            j!({ "version": task.version, "done": true }),
        )
        .await,
    )
    .await;
    assert_eq!(done["done_by_name"], "Marcus Reyes");
    assert_eq!(done["late"], false);
}

#[tokio::test]
async fn a_broker_starts_a_renewal_by_hand_and_the_employer_admin_only_reads_their_own() {
    let app = demo_app().await;
    let broker = app
        .sign_in(SUMMIT, "marcus@summit.example", PASSWORD)
        .await
        .unwrap();
    let bright = group_id(&app, &broker, "Brightpath Dental Partners").await;
    let acme = group_id(&app, &broker, "Acme Robotics").await;

    let started: GroupRenewal = body(
        app.post(
            SUMMIT,
            Some(&broker),
            &format!("/api/groups/{bright}/renewal"),
            j!({}),
        )
        .await,
    )
    .await;
    let r = started.renewal.as_ref().unwrap();
    assert!(!r.automatic);
    assert_eq!(r.opened_by_name, "Marcus Reyes");
    assert_eq!(r.tasks.len(), TASKS.len());
    assert_eq!(
        stage(&app, &broker, &bright).await,
        GroupStage::Implementation,
        "a group not yet active keeps its stage"
    );

    let hr = app
        .sign_in(SUMMIT, "hannah@brightpath.example", PASSWORD)
        .await
        .unwrap();
    let seen = renewal(&app, &hr, &bright).await;
    assert!(!seen.may_edit && !seen.can_start);
    assert_eq!(seen.renewal.unwrap().id, r.id);
    let tick = app
        .put(
            SUMMIT,
            Some(&hr),
            &format!("/api/renewal-tasks/{}", r.tasks[0].id),
            j!({ "version": r.tasks[0].version, "done": true }),
        )
        .await;
    error_body(tick, 403, ErrorCode::Forbidden).await;
    let other = app
        .get(SUMMIT, Some(&hr), &format!("/api/groups/{acme}/renewal"))
        .await;
    error_body(other, 404, ErrorCode::NotFound).await;

    // No renewal date, no renewal.
    sqlx::query(&format!(
        "UPDATE {}.groups SET renewal_date = NULL WHERE id = $1::uuid",
        schema(&app, "summit").await
    ))
    .bind(&acme)
    .execute(&app.pool)
    .await
    .unwrap();
    let refused = app
        .post(
            SUMMIT,
            Some(&broker),
            &format!("/api/groups/{acme}/renewal"),
            j!({}),
        )
        .await;
    let e = error_body(refused, 409, ErrorCode::CheckFailed).await;
    assert!(
        e["message"].as_str().unwrap().contains("renewal date"),
        "{e}"
    );
}

async fn schema(app: &TestApp, slug: &str) -> String {
    sqlx::query_scalar("SELECT schema_name FROM public.agencies WHERE slug = $1")
        .bind(slug)
        .fetch_one(&app.pool)
        .await
        .unwrap()
}
