//! Notifications and what waits on the dashboard: a submitted design notifies and emails the
//! employer admin, a decision the broker (never the decider), enrollments notify the employer
//! admin in the portal only; each person reads and marks only their own; the dashboard's
//! "waiting for you" per role.

use crate::common::catalogue::*;
use crate::common::*;
use platform::dashboard::dto::{AwaitingItem, Dashboard};
use platform::notifications::dto::{MarkedRead, Notification, NotificationPage};
use platform::vocabulary::{AwaitingKind, NotificationKind};
use serde_json::json as j;

const HR: &str = "hannah@brightpath.example";
const BROKER: &str = "marcus@summit.example";

/// A design the test plan passes every check with (75 % of the employee-only premium).
fn design_input(year: i32, employee_pct: &str) -> serde_json::Value {
    j!({ "plan_year": year, "effective_date": ymd(year, 3, 1), "offering_model": "single_carrier", "plan_ids": [PLAN],
         "contribution": [{ "kind": "percent", "employee_pct": employee_pct, "dependents_pct": "0" }],
         "waiting_period": "first_of_month_after_30", "pay_frequency": 24 })
}

/// The broker's group (they are its lead broker) with Hannah as its employer admin, and a draft
/// design of the broker's; the sessions of both and the ids.
struct Scene {
    app: TestApp,
    broker: String,
    hr: String,
    group: String,
    design: String,
}

async fn scene(group_name: &str) -> Scene {
    let (app, _) = app_with_test_rates().await;
    let broker = app.sign_in(SUMMIT, BROKER, PASSWORD).await.unwrap();
    let group = census_group(&app, &broker, group_name).await;
    let hr = scope_employer_admin(&app, &group).await;
    let created = app
        .post(
            SUMMIT,
            Some(&broker),
            &format!("/api/groups/{group}/plan-designs"),
            design_input(next_plan_year(), "75"),
        )
        .await;
    assert_eq!(created.0.status(), 201);
    let design = json(created).await["id"].as_str().unwrap().to_string();
    Scene {
        app,
        broker,
        hr,
        group,
        design,
    }
}

async fn inbox(app: &TestApp, cookie: &str, query: &str) -> NotificationPage {
    let resp = app
        .get(SUMMIT, Some(cookie), &format!("/api/notifications{query}"))
        .await;
    assert_eq!(resp.0.status(), 200);
    body(resp).await
}

async fn awaiting(app: &TestApp, cookie: &str) -> Vec<AwaitingItem> {
    body::<Dashboard>(app.get(SUMMIT, Some(cookie), "/api/dashboard").await)
        .await
        .awaiting
}

/// Saves the broker's revision of the design at the version it stands at.
async fn revise(s: &Scene, employee_pct: &str) {
    let current = json(
        s.app
            .get(
                SUMMIT,
                Some(&s.broker),
                &format!("/api/plan-designs/{}", s.design),
            )
            .await,
    )
    .await;
    let mut revised = design_input(next_plan_year(), employee_pct);
    revised["version"] = current["version"].clone();
    let saved = send(
        &s.app,
        &s.broker,
        "PUT",
        &format!("/api/plan-designs/{}", s.design),
        revised,
    )
    .await;
    assert_eq!(saved.0.status(), 200, "{}", json(saved).await);
}

async fn submit(s: &Scene) {
    let resp = send(
        &s.app,
        &s.broker,
        "POST",
        &format!("/api/plan-designs/{}/submit", s.design),
        j!({}),
    )
    .await;
    assert_eq!(resp.0.status(), 200, "{}", json(resp).await);
}

async fn decide(s: &Scene, decision: serde_json::Value) {
    let resp = send(
        &s.app,
        &s.hr,
        "POST",
        &format!("/api/plan-designs/{}/decision", s.design),
        decision,
    )
    .await;
    assert_eq!(resp.0.status(), 200, "{}", json(resp).await);
}

#[tokio::test]
async fn a_submitted_design_waits_for_the_employer_admin_and_the_decision_for_the_broker() {
    let s = scene("Notice Works").await;
    let year = next_plan_year();
    let page = format!("/dashboard/groups/{}/plan-design", s.group);
    assert!(
        awaiting(&s.app, &s.hr).await.is_empty(),
        "a draft waits for nobody"
    );
    submit(&s).await;

    // The employer admin: a notification, an email in the agency's brand, and the design on
    // their home.
    let hr_inbox = inbox(&s.app, &s.hr, "").await;
    assert_eq!((hr_inbox.total, hr_inbox.unread), (1, 1));
    let n = &hr_inbox.data[0];
    assert_eq!(n.kind, NotificationKind::DesignSubmitted);
    assert_eq!(n.title, format!("Plan design {year} awaits your approval"));
    assert_eq!(
        (n.link.as_str(), n.group_name.as_str()),
        (page.as_str(), "Notice Works")
    );
    assert!(n.read_at.is_none());
    let mail = s
        .app
        .mail_to(HR, &format!("Plan design {year} awaits your approval"))
        .await;
    let text = mail["text"].as_str().unwrap();
    assert!(text.starts_with("Hi Hannah,"), "{text}");
    assert!(
        text.contains(&n.body),
        "the email says what the notification says: {text}"
    );
    assert!(
        text.contains(&format!(
            "Review the plan design: http://summit.localhost:8080{page}"
        )),
        "{text}"
    );
    assert!(
        text.contains("Summit Benefits Group"),
        "in the agency's brand: {text}"
    );
    assert_eq!(
        mail["from"]
            .as_str()
            .map(|f| f.contains("Summit Benefits Group")),
        Some(true),
        "{mail}"
    );
    let items = awaiting(&s.app, &s.hr).await;
    assert_eq!(items.len(), 1, "{items:?}");
    assert_eq!(items[0].kind, AwaitingKind::DesignAwaitingApproval);
    assert_eq!(
        items[0].title,
        format!("Plan design {year} v1 awaits your approval")
    );
    assert_eq!(
        (items[0].link.as_str(), items[0].group_name.as_str()),
        (page.as_str(), "Notice Works")
    );
    assert!(
        items[0].detail.starts_with("From Marcus Reyes: review"),
        "{}",
        items[0].detail
    );
    // Who submitted is not told of their own work.
    assert_eq!(inbox(&s.app, &s.broker, "").await.total, 0);

    // The decision reaches the broker (author and lead broker: once), not the employer admin.
    let note = "Cover 80% for the staff, please";
    decide(&s, j!({ "decision": "request_changes", "note": note })).await;
    let broker_inbox = inbox(&s.app, &s.broker, "").await;
    assert_eq!((broker_inbox.total, broker_inbox.unread), (1, 1));
    let n = &broker_inbox.data[0];
    assert_eq!(n.kind, NotificationKind::DesignChangesRequested);
    assert_eq!(
        n.title,
        format!("Changes requested to the {year} plan design of Notice Works")
    );
    assert!(
        n.body.contains(note) && n.body.starts_with("Hannah Cole asked for changes"),
        "{}",
        n.body
    );
    let mail = s.app.mail_to(BROKER, "Changes requested").await;
    assert!(mail["text"].as_str().unwrap().contains(note));
    assert_eq!(
        inbox(&s.app, &s.hr, "").await.total,
        1,
        "the decider is not told"
    );
    let owner = s
        .app
        .sign_in(SUMMIT, "dana@summit.example", PASSWORD)
        .await
        .unwrap();
    assert_eq!(
        inbox(&s.app, &owner, "").await.total,
        0,
        "nor anyone off the design"
    );
    assert!(
        awaiting(&s.app, &s.hr).await.is_empty(),
        "decided: nothing waits for the employer"
    );
    let items = awaiting(&s.app, &s.broker).await;
    let asked = items
        .iter()
        .find(|i| i.group_id.to_string() == s.group)
        .unwrap_or_else(|| panic!("{items:?}"));
    assert_eq!(asked.kind, AwaitingKind::DesignChangesRequested);
    assert_eq!(
        asked.title,
        format!("Hannah Cole asked for changes to plan design {year} v1")
    );
    assert_eq!(asked.detail, format!("“{note}”"));
    // The owner sees the whole book, another broker only their own groups.
    assert!(awaiting(&s.app, &owner)
        .await
        .iter()
        .any(|i| i.group_id.to_string() == s.group));
    let priya = s
        .app
        .sign_in(SUMMIT, "priya@summit.example", PASSWORD)
        .await
        .unwrap();
    assert!(!awaiting(&s.app, &priya)
        .await
        .iter()
        .any(|i| i.group_id.to_string() == s.group));

    // Revised, sent again and approved: the approval waits for the broker instead, and stands
    // for opening enrollment, the next step.
    revise(&s, "80").await;
    submit(&s).await;
    assert_eq!(inbox(&s.app, &s.hr, "?unread=true").await.total, 2);
    decide(&s, j!({ "decision": "approve" })).await;
    let broker_inbox = inbox(&s.app, &s.broker, "").await;
    assert_eq!((broker_inbox.total, broker_inbox.unread), (2, 2));
    assert_eq!(
        broker_inbox.data[0].kind,
        NotificationKind::DesignApproved,
        "newest first"
    );
    let mine: Vec<(AwaitingKind, String)> = awaiting(&s.app, &s.broker)
        .await
        .into_iter()
        .filter(|i| i.group_id.to_string() == s.group)
        .map(|i| (i.kind, i.title))
        .collect();
    assert_eq!(
        mine,
        vec![(
            AwaitingKind::DesignApproved,
            format!("Hannah Cole approved plan design {year} v1")
        )]
    );
}

#[tokio::test]
async fn people_read_and_mark_only_their_own_notifications() {
    let s = scene("Private Notes").await;
    submit(&s).await;
    let hr_inbox = inbox(&s.app, &s.hr, "").await;
    let id = hr_inbox.data[0].id;

    // Someone else's notification is not found, to read or to mark.
    error_body(
        send(
            &s.app,
            &s.broker,
            "POST",
            &format!("/api/notifications/{id}/read"),
            j!({}),
        )
        .await,
        404,
        ErrorCode::NotFound,
    )
    .await;
    assert_eq!(inbox(&s.app, &s.broker, "").await.total, 0);
    let marked: MarkedRead = body(
        send(
            &s.app,
            &s.broker,
            "POST",
            "/api/notifications/read-all",
            j!({}),
        )
        .await,
    )
    .await;
    assert_eq!(marked.marked, 0);
    assert_eq!(
        inbox(&s.app, &s.hr, "").await.unread,
        1,
        "untouched by others"
    );
    // Another agency sees none of them.
    let harbor = harbor_owner(&s.app).await;
    let theirs: NotificationPage =
        body(s.app.get(HARBOR, Some(&harbor), "/api/notifications").await).await;
    assert_eq!((theirs.total, theirs.unread), (0, 0));
    error_body(
        s.app
            .post(
                HARBOR,
                Some(&harbor),
                &format!("/api/notifications/{id}/read"),
                j!({}),
            )
            .await,
        404,
        ErrorCode::NotFound,
    )
    .await;
    error_body(
        s.app.get(SUMMIT, None, "/api/notifications").await,
        401,
        ErrorCode::Unauthenticated,
    )
    .await;
    error_body(
        s.app
            .get(SUMMIT, Some(&s.hr), "/api/notifications?per_page=0")
            .await,
        400,
        ErrorCode::Validation,
    )
    .await;

    // Their own: marked read once (the first reading time stays), then out of the unread list.
    let read: Notification = body(
        send(
            &s.app,
            &s.hr,
            "POST",
            &format!("/api/notifications/{id}/read"),
            j!({}),
        )
        .await,
    )
    .await;
    let first = read.read_at.expect("read");
    let again: Notification = body(
        send(
            &s.app,
            &s.hr,
            "POST",
            &format!("/api/notifications/{id}/read"),
            j!({}),
        )
        .await,
    )
    .await;
    assert_eq!(again.read_at, Some(first));
    let unread = inbox(&s.app, &s.hr, "?unread=true").await;
    assert_eq!((unread.total, unread.unread, unread.data.len()), (0, 0, 0));
    assert_eq!(inbox(&s.app, &s.hr, "").await.total, 1);

    // Mark all: every unread one at once.
    decide(&s, j!({ "decision": "request_changes", "note": "Not yet" })).await;
    revise(&s, "80").await;
    submit(&s).await;
    assert_eq!(inbox(&s.app, &s.hr, "").await.unread, 1);
    let marked: MarkedRead =
        body(send(&s.app, &s.hr, "POST", "/api/notifications/read-all", j!({})).await).await;
    assert_eq!(marked.marked, 1);
    let all = inbox(&s.app, &s.hr, "?per_page=1").await;
    assert_eq!((all.total, all.unread, all.data.len()), (2, 0, 1));
    assert_eq!(
        inbox(&s.app, &s.broker, "").await.unread,
        1,
        "the broker's stay unread"
    );
}

#[tokio::test]
async fn enrollment_opening_and_closing_notify_the_employer_admin_in_the_portal_only() {
    let s = scene("Enrolling Notices").await;
    submit(&s).await;
    decide(&s, j!({ "decision": "approve" })).await;
    let read: MarkedRead =
        body(send(&s.app, &s.hr, "POST", "/api/notifications/read-all", j!({})).await).await;
    assert_eq!(read.marked, 1);
    let year = next_plan_year();
    let ready = awaiting(&s.app, &s.broker).await;
    assert!(
        ready
            .iter()
            .any(|i| i.kind == AwaitingKind::DesignApproved && i.group_id.to_string() == s.group),
        "{ready:?}"
    );

    let today = today();
    let opened = send(
        &s.app,
        &s.broker,
        "POST",
        &format!("/api/groups/{}/enrollments", s.group),
        j!({ "starts_on": today.to_string(), "ends_on": (today + chrono::Duration::days(14)).to_string(), "mode": "active" }),
    )
    .await;
    assert_eq!(opened.0.status(), 201, "{}", json(opened).await);
    let window = json(opened).await["window"].clone();
    let hr_inbox = inbox(&s.app, &s.hr, "?unread=true").await;
    assert_eq!(hr_inbox.total, 1);
    let n = &hr_inbox.data[0];
    assert_eq!(n.kind, NotificationKind::EnrollmentOpened);
    assert_eq!(n.title, format!("Open enrollment {year} is open"));
    assert_eq!(n.link, format!("/dashboard/groups/{}/enroll", s.group));
    assert!(
        s.app.mails_to(HR).await.iter().all(|m| !m["subject"]
            .as_str()
            .unwrap_or("")
            .contains("Open enrollment")),
        "no email: the portal only"
    );
    // Everyone has yet to start: the employer admin's home says so, with the end date.
    let items = awaiting(&s.app, &s.hr).await;
    let waiting = items
        .iter()
        .find(|i| i.kind == AwaitingKind::EnrollmentNotStarted)
        .unwrap_or_else(|| panic!("{items:?}"));
    let eligible = window["progress"]["eligible"].as_i64().unwrap();
    assert_eq!(waiting.count, Some(eligible));
    assert_eq!(waiting.due_on, Some(today + chrono::Duration::days(14)));
    assert_eq!(
        waiting.link,
        format!("/dashboard/groups/{}/enroll", s.group)
    );
    // The approval was acted on: enrollment opened since.
    assert!(!awaiting(&s.app, &s.broker)
        .await
        .iter()
        .any(|i| i.group_id.to_string() == s.group));

    let closed = send(
        &s.app,
        &s.broker,
        "POST",
        &format!("/api/enrollments/{}/close", window["id"].as_str().unwrap()),
        j!({ "version": window["version"] }),
    )
    .await;
    assert_eq!(closed.0.status(), 200, "{}", json(closed).await);
    let hr_inbox = inbox(&s.app, &s.hr, "?unread=true").await;
    assert_eq!(hr_inbox.total, 2);
    assert_eq!(hr_inbox.data[0].kind, NotificationKind::EnrollmentClosed);
    assert!(
        hr_inbox.data[0]
            .body
            .contains(&format!("0 enrolled, 0 waived, {eligible} did not finish")),
        "{}",
        hr_inbox.data[0].body
    );
    // In implementation now: on the broker's home, with the lifecycle page.
    let items = awaiting(&s.app, &s.broker).await;
    let setup = items
        .iter()
        .find(|i| i.group_id.to_string() == s.group)
        .unwrap_or_else(|| panic!("{items:?}"));
    assert_eq!(setup.kind, AwaitingKind::Implementation);
    assert_eq!(setup.detail, "0 of 1 carriers implemented.");
    assert_eq!(
        setup.link,
        format!("/dashboard/groups/{}/implement", s.group)
    );
    assert!(awaiting(&s.app, &s.hr).await.is_empty());
}
