//! The group lifecycle: guarded moves, overrides, concurrency, the timeline and who may move.

use crate::common::catalogue::census_group;
use crate::common::*;
use platform::lifecycle::dto::Lifecycle;
use platform::vocabulary::{GroupStage, MoveDirection, StageTrigger};
use serde_json::json as j;

async fn lifecycle(app: &TestApp, cookie: &str, gid: &str) -> Lifecycle {
    let resp = app
        .get(
            SUMMIT,
            Some(cookie),
            &format!("/api/groups/{gid}/lifecycle"),
        )
        .await;
    assert_eq!(resp.0.status(), 200);
    body(resp).await
}

async fn move_to(
    app: &TestApp,
    cookie: &str,
    gid: &str,
    body: serde_json::Value,
) -> poem::test::TestResponse {
    app.post(
        SUMMIT,
        Some(cookie),
        &format!("/api/groups/{gid}/lifecycle/moves"),
        body,
    )
    .await
}

fn next(l: &Lifecycle, to: GroupStage) -> &platform::lifecycle::dto::NextMove {
    l.next_moves.iter().find(|m| m.to == to).unwrap()
}

#[tokio::test]
async fn moves_follow_the_lifecycle_and_its_guards() {
    let app = seeded_app().await;
    let broker = app
        .sign_in(SUMMIT, "marcus@summit.example", PASSWORD)
        .await
        .unwrap();
    let owner = app
        .sign_in(SUMMIT, "dana@summit.example", PASSWORD)
        .await
        .unwrap();

    // A new group with no census: its timeline starts where it was created, and quoting waits.
    let empty = json(
        app.post(
            SUMMIT,
            Some(&broker),
            "/api/groups",
            j!({ "name": "Empty Co", "zip": "80202", "effective_date": jan1(next_plan_year()) }),
        )
        .await,
    )
    .await["id"]
        .as_str()
        .unwrap()
        .to_string();
    let l = lifecycle(&app, &broker, &empty).await;
    assert_eq!((l.stage, l.moves.len()), (GroupStage::Prospect, 1));
    assert_eq!(
        (
            l.moves[0].from_stage,
            l.moves[0].trigger,
            l.moves[0].actor_name.as_str()
        ),
        (None, StageTrigger::Created, "Marcus Reyes")
    );
    assert!(
        l.may_move && !l.may_override,
        "a broker moves but does not override"
    );
    let quoting = next(&l, GroupStage::Quoting);
    assert_eq!(
        quoting.blocked_by,
        ["no census yet: import the group's employees first"]
    );
    let lost = next(&l, GroupStage::Lost);
    assert!(lost.blocked_by.is_empty() && lost.needs_reason);
    assert_eq!(lost.direction, MoveDirection::Exit);

    let blocked = move_to(
        &app,
        &broker,
        &empty,
        j!({ "to": "quoting", "version": l.version }),
    )
    .await;
    let err = error_body(blocked, 409, ErrorCode::CheckFailed).await;
    assert_eq!(
        err["details"]["failing"],
        j!(["no census yet: import the group's employees first"])
    );
    let not_theirs = move_to(&app, &broker, &empty, j!({ "to": "quoting", "version": l.version, "override_guards": true, "reason": "census by email" })).await;
    error_body(not_theirs, 403, ErrorCode::Forbidden).await;
    let no_reason = move_to(
        &app,
        &owner,
        &empty,
        j!({ "to": "quoting", "version": l.version, "override_guards": true }),
    )
    .await;
    let err = error_body(no_reason, 400, ErrorCode::Validation).await;
    assert!(err["details"]["fields"]["reason"].is_string(), "{err}");
    let nowhere = move_to(
        &app,
        &owner,
        &empty,
        j!({ "to": "active", "version": l.version }),
    )
    .await;
    let err = error_body(nowhere, 400, ErrorCode::Validation).await;
    assert_eq!(
        err["details"]["fields"]["to"],
        "a group in Prospect cannot move to Active"
    );
    let unknown = move_to(
        &app,
        &owner,
        &empty,
        j!({ "to": "won", "version": l.version }),
    )
    .await;
    let err = error_body(unknown, 400, ErrorCode::Validation).await;
    assert!(
        err["details"]["fields"]["to"]
            .as_str()
            .unwrap()
            .starts_with("choose one of: prospect, quoting, plan_design"),
        "{err}"
    );
    let overridden = move_to(&app, &owner, &empty, j!({ "to": "quoting", "version": l.version, "override_guards": true, "reason": "census arrives by email on Monday" })).await;
    assert_eq!(overridden.0.status(), 200);
    let l: Lifecycle = body(overridden).await;
    assert_eq!(l.stage, GroupStage::Quoting);
    assert_eq!(l.moves.len(), 2, "newest first");
    let last = &l.moves[0];
    assert_eq!(
        (
            last.from_stage,
            last.to_stage,
            last.trigger,
            last.actor_name.as_str()
        ),
        (
            Some(GroupStage::Prospect),
            GroupStage::Quoting,
            StageTrigger::Override,
            "Dana Whitfield"
        )
    );
    assert_eq!(
        last.overridden,
        ["no census yet: import the group's employees first"]
    );
    assert_eq!(
        last.reason.as_deref(),
        Some("census arrives by email on Monday")
    );

    // A group with a census moves on by hand; an old version is refused.
    let gid = census_group(&app, &broker, "Lifecycle Studio").await;
    let l = lifecycle(&app, &broker, &gid).await;
    assert!(next(&l, GroupStage::Quoting).blocked_by.is_empty());
    let moved = move_to(
        &app,
        &broker,
        &gid,
        j!({ "to": "quoting", "version": l.version }),
    )
    .await;
    assert_eq!(moved.0.status(), 200);
    let stale = move_to(
        &app,
        &broker,
        &gid,
        j!({ "to": "lost", "version": l.version, "reason": "went quiet" }),
    )
    .await;
    error_body(stale, 409, ErrorCode::StaleVersion).await;

    // Two brokers moving at once: one wins, the other is told someone moved first.
    let l = lifecycle(&app, &broker, &gid).await;
    let (a, b) = tokio::join!(
        move_to(
            &app,
            &broker,
            &gid,
            j!({ "to": "lost", "version": l.version, "reason": "chose another broker" })
        ),
        move_to(
            &app,
            &owner,
            &gid,
            j!({ "to": "prospect", "version": l.version, "reason": "not ready to quote" })
        ),
    );
    let mut statuses = [a.0.status().as_u16(), b.0.status().as_u16()];
    statuses.sort();
    assert_eq!(statuses, [200, 409]);
    let l = lifecycle(&app, &broker, &gid).await;
    assert_eq!(l.moves.len(), 3, "exactly one of the two moves is recorded");

    // Going back needs a reason; a lost prospect can come back.
    let back_to = if l.stage == GroupStage::Lost {
        GroupStage::Prospect
    } else {
        GroupStage::Quoting
    };
    let reopened = move_to(
        &app,
        &broker,
        &gid,
        j!({ "to": back_to, "version": l.version, "reason": "they called back" }),
    )
    .await;
    assert_eq!(reopened.0.status(), 200);
    let l: Lifecycle = body(reopened).await;
    let stages: Vec<GroupStage> = l.time_in_stages.iter().map(|t| t.stage).collect();
    assert_eq!(stages[..2], [GroupStage::Prospect, GroupStage::Quoting]);
    assert!(l
        .time_in_stages
        .iter()
        .any(|t| t.current && t.stage == back_to));
    assert!(l.time_in_stages.iter().all(|t| t.seconds >= 0));

    // Terminating needs the last day of coverage and marks the group terminated.
    let schema = summit_schema(&app).await;
    sqlx::query(&format!(
        "UPDATE {schema}.groups SET stage = 'active' WHERE id = $1::uuid"
    ))
    .bind(&gid)
    .execute(&app.pool)
    .await
    .unwrap();
    let l = lifecycle(&app, &broker, &gid).await;
    let no_date = move_to(
        &app,
        &broker,
        &gid,
        j!({ "to": "terminated", "version": l.version, "reason": "moved to a PEO" }),
    )
    .await;
    let err = error_body(no_date, 400, ErrorCode::Validation).await;
    assert!(err["details"]["fields"]["last_day"].is_string(), "{err}");
    let last_day = (today() + chrono::Duration::days(20)).to_string();
    let ended = move_to(&app, &broker, &gid, j!({ "to": "terminated", "version": l.version, "reason": "moved to a PEO", "last_day": last_day })).await;
    assert_eq!(ended.0.status(), 200);
    let group = json(
        app.get(SUMMIT, Some(&broker), &format!("/api/groups/{gid}"))
            .await,
    )
    .await;
    assert_eq!(
        (&group["stage"], &group["status"], &group["terminated_on"]),
        (&j!("terminated"), &j!("terminated"), &j!(last_day))
    );
    assert!(lifecycle(&app, &broker, &gid).await.next_moves.is_empty());

    // Reactivating from the group's settings is a move of the lifecycle too.
    let reactivated = app
        .post(
            SUMMIT,
            Some(&broker),
            &format!("/api/groups/{gid}/status"),
            j!({ "action": "reactivate" }),
        )
        .await;
    assert_eq!(reactivated.0.status(), 200);
    let l = lifecycle(&app, &broker, &gid).await;
    assert_eq!(
        (l.stage, l.moves[0].trigger),
        (GroupStage::Prospect, StageTrigger::StatusChanged)
    );

    // Every move leaves an audit row in the same transaction.
    let audited: i64 = sqlx::query_scalar(&format!(
        "SELECT count(*) FROM {schema}.audit_log WHERE action = 'stage' AND group_id = $1::uuid"
    ))
    .bind(&gid)
    .fetch_one(&app.pool)
    .await
    .unwrap();
    let moves: i64 = sqlx::query_scalar(&format!(
        "SELECT count(*) FROM {schema}.stage_moves WHERE group_id = $1::uuid AND from_stage IS NOT NULL"
    ))
    .bind(&gid)
    .fetch_one(&app.pool)
    .await
    .unwrap();
    assert_eq!(audited, moves);
}

#[tokio::test]
async fn an_employer_admin_sees_their_own_groups_lifecycle_and_cannot_move_it() {
    let app = seeded_app().await;
    let broker = app
        .sign_in(SUMMIT, "marcus@summit.example", PASSWORD)
        .await
        .unwrap();
    let gid = census_group(&app, &broker, "Scoped Lifecycle Co").await;
    let other = census_group(&app, &broker, "Another Lifecycle Co").await;
    sqlx::query("UPDATE memberships SET group_id = $1::uuid WHERE user_id = (SELECT id FROM users WHERE email = 'hannah@brightpath.example')")
        .bind(&gid)
        .execute(&app.pool)
        .await
        .unwrap();
    let hr = app
        .sign_in(SUMMIT, "hannah@brightpath.example", PASSWORD)
        .await
        .unwrap();
    let l = lifecycle(&app, &hr, &gid).await;
    assert!(!l.may_move && !l.may_override);
    let refused = move_to(
        &app,
        &hr,
        &gid,
        j!({ "to": "quoting", "version": l.version }),
    )
    .await;
    error_body(refused, 403, ErrorCode::Forbidden).await;
    let elsewhere = app
        .get(SUMMIT, Some(&hr), &format!("/api/groups/{other}/lifecycle"))
        .await;
    error_body(elsewhere, 404, ErrorCode::NotFound).await;
}

#[tokio::test]
async fn the_demo_book_has_a_timeline_that_ends_in_each_groups_stage() {
    let app = seeded_app().await;
    let owner = app
        .sign_in(SUMMIT, "dana@summit.example", PASSWORD)
        .await
        .unwrap();
    let groups = json(
        app.get(SUMMIT, Some(&owner), "/api/groups?per_page=100&status=all")
            .await,
    )
    .await;
    for g in groups["data"].as_array().unwrap() {
        let gid = g["id"].as_str().unwrap();
        let l = lifecycle(&app, &owner, gid).await;
        assert_eq!(l.moves[0].to_stage.as_str(), g["stage"], "{}", g["name"]);
        let times: Vec<_> = l.moves.iter().map(|m| m.moved_at).collect();
        assert!(
            times.windows(2).all(|w| w[0] >= w[1]),
            "{}: the timeline runs forwards",
            g["name"]
        );
        for pair in l.moves.windows(2) {
            assert_eq!(pair[0].from_stage, Some(pair[1].to_stage), "{}", g["name"]);
        }
    }
}

async fn summit_schema(app: &TestApp) -> String {
    tenants::registry::find_by_slug(&app.pool, "summit")
        .await
        .unwrap()
        .unwrap()
        .schema_name
}
