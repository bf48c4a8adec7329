//! Renewals: opened by the daily round 120 days out (once, however many rounds run at once) or
//! by hand, with dated tasks, the group's move to renewal, and who may see and work them.

use crate::common::*;
use chrono::{Days, Utc};
use platform::carrier_files::dto::Generated;
use platform::error::ErrorCode;
use platform::implementation::dto::Implementation;
use platform::renewal::dto::GroupRenewal;
use platform::renewal::rules::{due_on, TASKS};
use platform::vocabulary::{ChecklistItemKind, GroupStage, RenewalTaskKind};
use platform::x12::{CoverageLine, CoverageTier, Maintenance};
use poem::test::{TestForm, TestFormField};
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

fn plan_of<'a>(renewal: &'a serde_json::Value, line: &str) -> Vec<&'a serde_json::Value> {
    renewal["renewal"]["plans"]
        .as_array()
        .unwrap()
        .iter()
        .filter(|p| p["line"] == line)
        .collect()
}

fn compared<'a>(comparison: &'a serde_json::Value, plan_id: &str) -> &'a serde_json::Value {
    comparison["plans"]
        .as_array()
        .unwrap()
        .iter()
        .find(|p| p["current_plan_id"] == plan_id)
        .unwrap_or_else(|| panic!("{plan_id} not compared in {comparison}"))
}

#[tokio::test]
async fn a_renewal_is_mapped_rerated_and_blocked_by_a_discontinued_plan_until_it_is_replaced() {
    let app = demo_app().await;
    let broker = app
        .sign_in(SUMMIT, "marcus@summit.example", PASSWORD)
        .await
        .unwrap();
    let mesa = group_id(&app, &broker, "Mesa Verde Credit Union").await;
    let view = |cookie: String| {
        let app = &app;
        let mesa = mesa.clone();
        async move {
            json(
                app.get(
                    SUMMIT,
                    Some(&cookie),
                    &format!("/api/groups/{mesa}/renewal"),
                )
                .await,
            )
            .await
        }
    };
    let compare = || async {
        let resp = app
            .get(
                SUMMIT,
                Some(&broker),
                &format!("/api/groups/{mesa}/renewal/comparison"),
            )
            .await;
        assert_eq!(resp.0.status(), 200);
        json(resp).await
    };
    let opened = view(broker.clone()).await;
    let rid = opened["renewal"]["id"].as_str().unwrap().to_string();
    let medical = plan_of(&opened, "medical");
    let dental = plan_of(&opened, "dental");
    assert!(!medical.is_empty() && !dental.is_empty(), "{opened}");
    // The demo's carriers have answered: medical by a percentage, the first dental plan by its
    // successor or a replacement, the rest by their rates for the new plan year.
    assert!(medical
        .iter()
        .all(|p| p["rate_source"] == "percent" && p["rate_change_bps"] == 850));
    assert!(
        dental[0]["mapping"] == "successor" || dental[0]["mapping"] == "replacement",
        "{opened}"
    );
    assert!(opened["renewal"]["plans"]
        .as_array()
        .unwrap()
        .iter()
        .all(|p| p["rate_source"] != "missing"));
    let medical_id = medical[0]["current_plan_id"].as_str().unwrap().to_string();
    let dental_id = dental[0]["current_plan_id"].as_str().unwrap().to_string();

    // Everyone enrolled is re-rated: the plans add up to the totals, and the renewal is priced.
    let first = compare().await;
    assert!(first["blocked"].is_null(), "{first}");
    assert!(first["enrolled_employees"].as_i64().unwrap() > 100);
    let sum = |c: &serde_json::Value, side: &str| -> i64 {
        c["plans"]
            .as_array()
            .unwrap()
            .iter()
            .map(|p| p[side]["premium_cents"].as_i64().unwrap_or(0))
            .sum()
    };
    assert_eq!(sum(&first, "current"), first["current"]["premium_cents"]);
    assert_eq!(sum(&first, "renewal"), first["renewal"]["premium_cents"]);
    let employees = first["employees"].as_array().unwrap();
    assert_eq!(
        employees.len() as i64,
        first["enrolled_employees"].as_i64().unwrap()
    );
    let by_employees: i64 = employees
        .iter()
        .map(|e| e["current"]["employee_cents"].as_i64().unwrap())
        .sum();
    assert_eq!(by_employees, first["current"]["employee_cents"]);

    // The carrier quotes +10 % on the medical plan, then 0 %: each rate scales, to a cent a
    // covered person.
    let put = |version: i64, plans: serde_json::Value| {
        let app = &app;
        let broker = broker.clone();
        let rid = rid.clone();
        async move {
            app.put(
                SUMMIT,
                Some(&broker),
                &format!("/api/renewals/{rid}/plans"),
                j!({ "version": version, "plans": plans }),
            )
            .await
        }
    };
    let version = opened["renewal"]["version"].as_i64().unwrap();
    let flat = json(
        put(
            version,
            j!([{ "current_plan_id": medical_id, "mapping": "same", "rate_change_bps": 0 }]),
        )
        .await,
    )
    .await;
    assert_eq!(plan_of(&flat, "medical")[0]["rate_source"], "percent");
    assert_eq!(
        flat["renewal"]["decision"]["status"], "draft",
        "the decision sent was on other numbers"
    );
    let at_zero = compare().await;
    let zero = compared(&at_zero, &medical_id)["renewal"]["premium_cents"]
        .as_i64()
        .unwrap();
    let tenth = json(
        put(
            version + 1,
            j!([{ "current_plan_id": medical_id, "mapping": "same", "rate_change_bps": 1000 }]),
        )
        .await,
    )
    .await;
    assert_eq!(tenth["renewal"]["version"], version + 2);
    let at_ten = compare().await;
    let plan = compared(&at_ten, &medical_id);
    let raised = plan["renewal"]["premium_cents"].as_i64().unwrap();
    let people: i64 = plan["enrolled"].as_i64().unwrap() * 6;
    assert!(
        (raised - (zero as f64 * 1.1).round() as i64).abs() <= people,
        "{zero} → {raised}"
    );

    // Bad input changes nothing: a plan not in the group, a negative change, a replacement from
    // another line, a stale version.
    let v = version + 2;
    let e = error_body(
        put(
            v,
            j!([{ "current_plan_id": "00000XX0000000", "mapping": "same" }]),
        )
        .await,
        400,
        ErrorCode::Validation,
    )
    .await;
    assert!(
        e["details"]["fields"]["plans[0].current_plan_id"].is_string(),
        "{e}"
    );
    let e = error_body(
        put(
            v,
            j!([{ "current_plan_id": medical_id, "mapping": "same", "rate_change_bps": -500 }]),
        )
        .await,
        400,
        ErrorCode::Validation,
    )
    .await;
    assert!(
        e["details"]["fields"]["plans[0].rate_change_bps"].is_string(),
        "{e}"
    );
    let e = error_body(
        put(
            v,
            j!([{ "current_plan_id": medical_id, "mapping": "replacement", "renewal_plan_id": dental_id }]),
        )
        .await,
        400,
        ErrorCode::Validation,
    )
    .await;
    assert!(
        e["details"]["fields"]["plans[0].renewal_plan_id"]
            .as_str()
            .unwrap()
            .contains("cannot replace"),
        "{e}"
    );
    error_body(
        put(
            v - 1,
            j!([{ "current_plan_id": medical_id, "mapping": "discontinued" }]),
        )
        .await,
        409,
        ErrorCode::StaleVersion,
    )
    .await;
    let unchanged = view(broker.clone()).await;
    assert_eq!(unchanged["renewal"]["version"], v);
    assert_eq!(plan_of(&unchanged, "medical")[0]["rate_change_bps"], 1000);

    // The carrier discontinues the dental plan: nothing goes on until it is replaced.
    let dropped = json(
        put(
            v,
            j!([{ "current_plan_id": dental_id, "mapping": "discontinued" }]),
        )
        .await,
    )
    .await;
    assert!(dropped["renewal"]["blocked"]
        .as_str()
        .unwrap()
        .contains("discontinued"));
    let blocked = compare().await;
    assert!(blocked["blocked"].is_string());
    assert!(
        blocked["renewal"].is_null(),
        "no renewal total with a plan unpriced"
    );
    assert_eq!(compared(&blocked, &dental_id)["rate_source"], "missing");
    let hr_denied = app
        .put(
            SUMMIT,
            Some(&app.sign_in(SUMMIT, "hannah@brightpath.example", PASSWORD).await.unwrap()),
            &format!("/api/renewals/{rid}/plans"),
            j!({ "version": v + 1, "plans": [{ "current_plan_id": dental_id, "mapping": "same" }] }),
        )
        .await;
    assert!(matches!(hr_denied.0.status().as_u16(), 403 | 404));
    // Another dental plan rated where the current one is, for the new plan year.
    let replacement: String = sqlx::query_scalar(
        "SELECT p.id FROM public.plans p
          WHERE p.line = 'dental' AND p.id <> $1
            AND EXISTS (SELECT 1 FROM public.plan_rates r JOIN public.plan_rates c
                          ON c.plan_id = $1 AND c.rating_area = r.rating_area
                         WHERE r.plan_id = p.id AND $2::date BETWEEN r.effective_from AND r.effective_to)
          ORDER BY p.id LIMIT 1",
    )
    .bind(&dental_id)
    .bind(opened["renewal"]["effective_date"].as_str().unwrap())
    .fetch_one(&app.pool)
    .await
    .unwrap();
    let mapped = json(
        put(
            v + 1,
            j!([{ "current_plan_id": dental_id, "mapping": "replacement", "renewal_plan_id": replacement }]),
        )
        .await,
    )
    .await;
    assert!(mapped["renewal"]["blocked"].is_null(), "{mapped}");
    let dental_plan = plan_of(&mapped, "dental")
        .into_iter()
        .find(|p| p["current_plan_id"] == dental_id.as_str())
        .unwrap()
        .clone();
    assert_eq!(dental_plan["renewal_plan_id"], replacement.as_str());
    assert_eq!(dental_plan["updated_by_name"], "Marcus Reyes");
    assert!(compare().await["renewal"].is_object());

    // The workbook of the comparison: plans, employees, children who age off.
    let workbook = app
        .get(
            SUMMIT,
            Some(&broker),
            &format!("/api/groups/{mesa}/renewal/comparison/export"),
        )
        .await;
    assert_eq!(workbook.0.status(), 200);
    let disposition = workbook.0.headers()["content-disposition"]
        .to_str()
        .unwrap()
        .to_string();
    assert!(
        disposition.contains("mesa-verde-credit-union-renewal-"),
        "{disposition}"
    );
    let bytes = workbook.0.into_body().into_vec().await.unwrap();
    assert!(bytes.starts_with(b"PK"), "an XLSX is a zip");
}

#[tokio::test]
async fn the_broker_sends_the_decision_per_line_and_the_employer_admin_approves_it_once() {
    let app = demo_app().await;
    let broker = app
        .sign_in(SUMMIT, "marcus@summit.example", PASSWORD)
        .await
        .unwrap();
    let hr = app
        .sign_in(SUMMIT, "hannah@brightpath.example", PASSWORD)
        .await
        .unwrap();
    // Mesa Verde's benefits lead answers for it here.
    let mesa = group_id(&app, &broker, "Mesa Verde Credit Union").await;
    sqlx::query(
        "UPDATE public.memberships SET group_id = $1::uuid
          WHERE user_id = (SELECT id FROM public.users WHERE email = 'hannah@brightpath.example')",
    )
    .bind(&mesa)
    .execute(&app.pool)
    .await
    .unwrap();
    let started = json(
        app.get(
            SUMMIT,
            Some(&broker),
            &format!("/api/groups/{mesa}/renewal"),
        )
        .await,
    )
    .await;
    let r = &started["renewal"];
    let rid = r["id"].as_str().unwrap().to_string();
    // The demo's broker sent a decision already; it is with the employer.
    assert_eq!(r["decision"]["status"], "sent", "{started}");
    let mut lines: Vec<String> = r["plans"]
        .as_array()
        .unwrap()
        .iter()
        .map(|p| p["line"].as_str().unwrap().to_string())
        .collect();
    lines.dedup();
    assert!(lines.len() >= 2, "{started}");
    let mut version = r["version"].as_i64().unwrap();
    let post = |path: &'static str, cookie: &str, body: serde_json::Value| {
        let app = &app;
        let url = format!("/api/renewals/{rid}/{path}");
        let cookie = cookie.to_string();
        async move { app.post(SUMMIT, Some(&cookie), &url, body).await }
    };

    error_body(
        post("decision/send", &broker, j!({ "version": version })).await,
        409,
        ErrorCode::Conflict,
    )
    .await;
    // A changed decision must cover every line, and goes back to a draft.
    let record = |cookie: &str, version: i64, decided: &[String]| {
        let app = &app;
        let url = format!("/api/renewals/{rid}/decision");
        let cookie = cookie.to_string();
        let body = j!({
            "version": version,
            "lines": decided.iter().enumerate().map(|(i, l)| j!({
                "line": l,
                "decision": if i == 0 { "renew" } else { "shop" },
                "note": if i == 0 { "8.5 % is fair for the market" } else { "" },
            })).collect::<Vec<_>>(),
        });
        async move { app.put(SUMMIT, Some(&cookie), &url, body).await }
    };
    let e = error_body(
        record(&broker, version, &lines[..1]).await,
        400,
        ErrorCode::Validation,
    )
    .await;
    assert!(e["details"]["fields"]["lines"].is_string(), "{e}");
    error_body(
        record(&hr, version, &lines).await,
        403,
        ErrorCode::Forbidden,
    )
    .await;
    let recorded = json(record(&broker, version, &lines).await).await;
    version += 1;
    assert_eq!(recorded["renewal"]["version"], version);
    assert_eq!(recorded["renewal"]["decision"]["status"], "draft");
    let decision = &recorded["renewal"]["decision"];
    assert_eq!(decision["lines"][0]["decision"], "renew");
    assert!(
        decision["lines"][1]["note"].is_null(),
        "a blank note is none"
    );

    let sent = json(post("decision/send", &broker, j!({ "version": version })).await).await;
    version += 1;
    assert_eq!(sent["renewal"]["decision"]["status"], "sent");
    assert_eq!(sent["renewal"]["decision"]["sent_by_name"], "Marcus Reyes");
    let notices = json(app.get(SUMMIT, Some(&hr), "/api/notifications").await).await;
    assert!(
        notices["data"]
            .as_array()
            .unwrap()
            .iter()
            .any(|n| n["kind"] == "renewal_decision_sent"
                && n["link"] == format!("/dashboard/groups/{mesa}/renew")),
        "{notices}"
    );
    app.mail_to("hannah@brightpath.example", "renewal awaits your approval")
        .await;

    // It waits on the employer admin's home until answered.
    let home = json(app.get(SUMMIT, Some(&hr), "/api/dashboard").await).await;
    let item = home["awaiting"]
        .as_array()
        .unwrap()
        .iter()
        .find(|i| i["kind"] == "renewal_awaiting_approval")
        .unwrap_or_else(|| panic!("{home}"));
    assert_eq!(item["link"], format!("/dashboard/groups/{mesa}/renew"));

    // Only the employer admin answers, with a note when asking for changes, and once.
    let seen = renewal(&app, &hr, &mesa).await;
    assert!(seen.may_approve && !seen.may_edit);
    error_body(
        post(
            "decision/answer",
            &broker,
            j!({ "version": version, "approve": true }),
        )
        .await,
        403,
        ErrorCode::Forbidden,
    )
    .await;
    error_body(
        post(
            "decision/answer",
            &hr,
            j!({ "version": version, "approve": false }),
        )
        .await,
        400,
        ErrorCode::Validation,
    )
    .await;
    let approved = json(
        post(
            "decision/answer",
            &hr,
            j!({ "version": version, "approve": true }),
        )
        .await,
    )
    .await;
    version += 1;
    let decision = &approved["renewal"]["decision"];
    assert_eq!(decision["status"], "approved");
    assert!(decision["decided_by_name"].is_string());
    assert!(decision["decided_at"].is_string());
    let again = error_body(
        post(
            "decision/answer",
            &hr,
            j!({ "version": version, "approve": true }),
        )
        .await,
        409,
        ErrorCode::Conflict,
    )
    .await;
    assert!(
        again["message"]
            .as_str()
            .unwrap()
            .contains("already approved"),
        "{again}"
    );
    // The proposal PDF says what was decided and by whom, in the agency's name, to the employer
    // admin as to the broker; another group's admin gets nothing.
    for cookie in [&hr, &broker] {
        let pdf = app
            .get(
                SUMMIT,
                Some(cookie),
                &format!("/api/groups/{mesa}/renewal/proposal"),
            )
            .await;
        assert_eq!(pdf.0.status(), 200);
        let disposition = pdf.0.headers()["content-disposition"]
            .to_str()
            .unwrap()
            .to_string();
        assert!(
            disposition.contains("mesa-verde-credit-union-renewal-proposal-"),
            "{disposition}"
        );
        let bytes = pdf.0.into_body().into_vec().await.unwrap();
        assert!(bytes.starts_with(b"%PDF-"));
        let squeeze = |s: &str| s.split_whitespace().collect::<String>();
        let text = squeeze(&crate::common::pdf_text::pdf_text(&bytes));
        for expected in [
            "Mesa Verde Credit Union",
            "Renewal proposal",
            "Cost a month, in force and renewed",
            "All lines",
            "Plan by plan",
            "Our recommendation",
            "Approved by",
            "Prepared by Summit Benefits Group",
        ] {
            assert!(text.contains(&squeeze(expected)), "{expected} in {text}");
        }
    }
    let other = app
        .sign_in(SUMMIT, "teresa@mesaverde.example", PASSWORD)
        .await
        .unwrap();
    let bright = group_id(&app, &broker, "BrightPath Dental Partners").await;
    assert_eq!(
        app.get(
            SUMMIT,
            Some(&other),
            &format!("/api/groups/{bright}/renewal/proposal"),
        )
        .await
        .0
        .status(),
        404
    );
    let home = json(app.get(SUMMIT, Some(&hr), "/api/dashboard").await).await;
    assert!(!home["awaiting"]
        .as_array()
        .unwrap()
        .iter()
        .any(|i| i["kind"] == "renewal_awaiting_approval"));
    // The group's lead broker hears of it.
    let lead = app
        .sign_in(SUMMIT, "priya@summit.example", PASSWORD)
        .await
        .unwrap();
    let notices = json(app.get(SUMMIT, Some(&lead), "/api/notifications").await).await;
    assert!(
        notices["data"]
            .as_array()
            .unwrap()
            .iter()
            .any(|n| n["kind"] == "renewal_approved"),
        "{notices}"
    );

    // The new plan year is not designed while a line is still being shopped...
    let e = error_body(
        post("design", &broker, j!({ "version": version })).await,
        409,
        ErrorCode::CheckFailed,
    )
    .await;
    assert!(
        e["message"]
            .as_str()
            .unwrap()
            .contains("still being shopped"),
        "{e}"
    );
    // ...so every line renews, and the employer approves that.
    let renew_all = j!({
        "version": version,
        "lines": lines.iter().map(|l| j!({ "line": l, "decision": "renew" })).collect::<Vec<_>>(),
    });
    json(
        app.put(
            SUMMIT,
            Some(&broker),
            &format!("/api/renewals/{rid}/decision"),
            renew_all,
        )
        .await,
    )
    .await;
    version += 1;
    json(post("decision/send", &broker, j!({ "version": version })).await).await;
    version += 1;
    json(
        post(
            "decision/answer",
            &hr,
            j!({ "version": version, "approve": true }),
        )
        .await,
    )
    .await;
    version += 1;
    error_body(
        post("design", &hr, j!({ "version": version })).await,
        403,
        ErrorCode::Forbidden,
    )
    .await;
    let designed = json(post("design", &broker, j!({ "version": version })).await).await;
    version += 1;
    let renewal = &designed["renewal"];
    let design_id = renewal["design_id"]
        .as_str()
        .expect("the new year's design");
    let design = json(
        app.get(
            SUMMIT,
            Some(&broker),
            &format!("/api/plan-designs/{design_id}"),
        )
        .await,
    )
    .await;
    assert_eq!(design["plan_year"], renewal["plan_year"]);
    assert_eq!(design["effective_date"], renewal["effective_date"]);
    assert_eq!(design["status"], "approved");
    assert_eq!(design["decided_by_name"], "Hannah Cole");
    assert!(design["decision_note"]
        .as_str()
        .unwrap()
        .starts_with("Approved with the"));
    let mut expected: Vec<&str> = renewal["plans"]
        .as_array()
        .unwrap()
        .iter()
        .map(|p| p["renewal_plan_id"].as_str().unwrap())
        .collect();
    expected.sort();
    expected.dedup();
    let mut offered: Vec<&str> = design["model"]["plans"]
        .as_array()
        .unwrap()
        .iter()
        .map(|p| p["plan"]["id"].as_str().unwrap())
        .collect();
    offered.sort();
    assert_eq!(offered, expected);
    // Made once.
    let again = error_body(
        post("design", &broker, j!({ "version": version })).await,
        409,
        ErrorCode::Conflict,
    )
    .await;
    assert!(
        again["message"].as_str().unwrap().contains("already made"),
        "{again}"
    );
}

#[tokio::test]
async fn quotes_put_beside_the_renewal_are_priced_for_the_people_enrolled_and_must_be_this_groups_for_its_date(
) {
    let app = demo_app().await;
    let broker = app
        .sign_in(SUMMIT, "marcus@summit.example", PASSWORD)
        .await
        .unwrap();
    let mesa = group_id(&app, &broker, "Mesa Verde Credit Union").await;
    let bright = group_id(&app, &broker, "Brightpath").await;
    let opened = json(
        app.get(
            SUMMIT,
            Some(&broker),
            &format!("/api/groups/{mesa}/renewal"),
        )
        .await,
    )
    .await;
    let rid = opened["renewal"]["id"].as_str().unwrap().to_string();
    let version = opened["renewal"]["version"].as_i64().unwrap();
    // The demo marketed the group: two quotes for the new plan year beside the renewal.
    let beside: Vec<String> = opened["renewal"]["alternatives"]
        .as_array()
        .unwrap()
        .iter()
        .map(|a| a["quote_id"].as_str().unwrap().to_string())
        .collect();
    assert_eq!(beside.len(), 2, "{opened}");

    let comparison = json(
        app.get(
            SUMMIT,
            Some(&broker),
            &format!("/api/groups/{mesa}/renewal/comparison"),
        )
        .await,
    )
    .await;
    let lines = comparison["lines"].as_array().unwrap();
    let line = |name: &str| lines.iter().find(|l| l["line"] == name).unwrap();
    assert_eq!(
        lines
            .iter()
            .map(|l| l["current"]["premium_cents"].as_i64().unwrap())
            .sum::<i64>(),
        comparison["current"]["premium_cents"].as_i64().unwrap(),
        "the lines add up to the group"
    );
    let alternatives = comparison["alternatives"].as_array().unwrap();
    assert_eq!(alternatives.len(), 2);
    let mut priced = 0;
    for plan in alternatives
        .iter()
        .flat_map(|a| a["plans"].as_array().unwrap())
    {
        let on = line(plan["line"].as_str().unwrap());
        let cost = &plan["cost"];
        let premium = cost["premium_cents"].as_i64().unwrap();
        assert!(premium > 0, "{plan}");
        assert_eq!(
            cost["employer_cents"].as_i64().unwrap() + cost["employee_cents"].as_i64().unwrap(),
            premium
        );
        assert_eq!(
            plan["enrolled"], on["enrolled"],
            "everyone on the line moves"
        );
        assert_eq!(
            plan["change_vs_current_cents"].as_i64().unwrap(),
            premium - on["current"]["premium_cents"].as_i64().unwrap()
        );
        assert_eq!(
            plan["change_vs_renewal_cents"].as_i64().unwrap(),
            premium - on["renewal"]["premium_cents"].as_i64().unwrap()
        );
        priced += 1;
    }
    assert_eq!(
        priced, 5,
        "two Rocky Mountain plans, two Summit plans and a dental plan"
    );

    // What cannot be put beside it: another group's quote, the plan year in force's quote, the
    // same quote twice. Nothing changes.
    let quote_of = |gid: String, effective: Option<String>| {
        let app = &app;
        let broker = broker.clone();
        async move {
            let quotes = json(
                app.get(
                    SUMMIT,
                    Some(&broker),
                    &format!("/api/groups/{gid}/quotes?per_page=100"),
                )
                .await,
            )
            .await;
            quotes["data"]
                .as_array()
                .unwrap()
                .iter()
                .find(|q| {
                    effective
                        .as_deref()
                        .is_none_or(|e| q["effective_date"] != e)
                })
                .map(|q| q["id"].as_str().unwrap().to_string())
                .unwrap()
        }
    };
    let other_group = quote_of(bright, None).await;
    let in_force = quote_of(
        mesa.clone(),
        Some(
            opened["renewal"]["effective_date"]
                .as_str()
                .unwrap()
                .to_string(),
        ),
    )
    .await;
    let put = |body: serde_json::Value| {
        let app = &app;
        let broker = broker.clone();
        let rid = rid.clone();
        async move {
            app.put(
                SUMMIT,
                Some(&broker),
                &format!("/api/renewals/{rid}/alternatives"),
                body,
            )
            .await
        }
    };
    let refused =
        put(j!({ "version": version, "quote_ids": [beside[0], other_group, in_force, beside[0]] }))
            .await;
    assert_eq!(refused.0.status(), 400);
    let refused = json(refused).await;
    let fields = &refused["details"]["fields"];
    assert_eq!(
        fields["quote_ids[1]"], "not a quote of this group",
        "{refused}"
    );
    assert!(
        fields["quote_ids[2]"]
            .as_str()
            .unwrap()
            .starts_with("quoted for "),
        "{refused}"
    );
    assert_eq!(fields["quote_ids[3]"], "listed twice");
    let stale = put(j!({ "version": version - 1, "quote_ids": [] })).await;
    assert_eq!(stale.0.status(), 409);
    let hr = app
        .sign_in(SUMMIT, "hannah@brightpath.example", PASSWORD)
        .await
        .unwrap();
    let denied = app
        .put(
            SUMMIT,
            Some(&hr),
            &format!("/api/renewals/{rid}/alternatives"),
            j!({ "version": version, "quote_ids": [] }),
        )
        .await;
    assert!(matches!(denied.0.status().as_u16(), 403 | 404));
    let unchanged = renewal(&app, &broker, &mesa).await.renewal.unwrap();
    assert_eq!(i64::from(unchanged.version), version);
    assert_eq!(unchanged.alternatives.len(), 2);

    // One taken away, the other kept with who added it.
    let kept = json(put(j!({ "version": version, "quote_ids": [beside[1]] })).await).await;
    let kept = kept["renewal"]["alternatives"].as_array().unwrap();
    assert_eq!(kept.len(), 1);
    assert_eq!(kept[0]["quote_id"], beside[1].as_str());
    assert_eq!(kept[0]["added_by_name"], "Dana Whitfield");
    let compared = json(
        app.get(
            SUMMIT,
            Some(&broker),
            &format!("/api/groups/{mesa}/renewal/comparison"),
        )
        .await,
    )
    .await;
    assert_eq!(compared["alternatives"].as_array().unwrap().len(), 1);
}

/// A rates file of one plan for one area: every age band at `base + age` dollars.
fn renewal_rates_csv(plan: &str, area: &str, base: i64) -> String {
    let mut csv = String::from("PlanId,RatingAreaId,Age,IndividualRate,IndividualTobaccoRate\n");
    for age in platform::catalogue::puf::bands() {
        let band = match age {
            0 => "0-14".to_string(),
            64 => "64 and over".to_string(),
            a => a.to_string(),
        };
        csv.push_str(&format!(
            "{plan},{area},{band},{}.00,\n",
            base + i64::from(age)
        ));
    }
    csv
}

async fn upload(
    app: &TestApp,
    cookie: &str,
    rid: &str,
    version: i64,
    csv: String,
) -> poem::test::TestResponse {
    app.client
        .post(format!("/api/renewals/{rid}/rates"))
        .header("host", SUMMIT)
        .header("cookie", cookie)
        .header("x-canopy-csrf", "1")
        .multipart(
            TestForm::new()
                .field(
                    TestFormField::bytes(csv.into_bytes())
                        .name("file")
                        .filename("front-range-renewal.csv")
                        .content_type("text/csv"),
                )
                .field(TestFormField::text(version.to_string()).name("version")),
        )
        .send()
        .await
}

#[tokio::test]
async fn the_carriers_renewal_rates_are_uploaded_for_the_groups_area_whole_or_not_at_all() {
    let app = demo_app().await;
    let broker = app
        .sign_in(SUMMIT, "marcus@summit.example", PASSWORD)
        .await
        .unwrap();
    let mesa = group_id(&app, &broker, "Mesa Verde Credit Union").await;
    let view = || async {
        json(
            app.get(
                SUMMIT,
                Some(&broker),
                &format!("/api/groups/{mesa}/renewal"),
            )
            .await,
        )
        .await
    };
    let opened = view().await;
    let rid = opened["renewal"]["id"].as_str().unwrap().to_string();
    let version = opened["renewal"]["version"].as_i64().unwrap();
    let medical = plan_of(&opened, "medical")[0]["current_plan_id"]
        .as_str()
        .unwrap()
        .to_string();
    let area: String = sqlx::query_scalar(&format!(
        "SELECT d.rating_area FROM {s}.renewals r JOIN {s}.plan_designs d ON d.id = r.current_design_id WHERE r.id = $1::uuid",
        s = schema(&app, "summit").await
    ))
    .bind(&rid)
    .fetch_one(&app.pool)
    .await
    .unwrap();
    let other_area = if area == "CO-01" { "CO-02" } else { "CO-01" };
    let comparison = || async {
        json(
            app.get(
                SUMMIT,
                Some(&broker),
                &format!("/api/groups/{mesa}/renewal/comparison"),
            )
            .await,
        )
        .await
    };
    let before = compared(&comparison().await, &medical)["renewal"]["premium_cents"]
        .as_i64()
        .unwrap();

    // A plan the group does not have: the whole file is refused, row by row, and nothing moves.
    let mut stray = renewal_rates_csv(&medical, &area, 500);
    stray.push_str("99999CO0019999,CO-01,30,400.00,\n");
    let refused = upload(&app, &broker, &rid, version, stray).await;
    assert_eq!(refused.0.status(), 400);
    let refused = json(refused).await;
    let problem = refused["details"]["fields"]
        .as_object()
        .unwrap()
        .values()
        .map(|v| v.as_str().unwrap().to_string())
        .collect::<Vec<_>>()
        .join("; ");
    assert!(
        problem.contains("in the plan year being renewed"),
        "{refused}"
    );
    // Rates for another area only: not the group's.
    let elsewhere = upload(
        &app,
        &broker,
        &rid,
        version,
        renewal_rates_csv(&medical, other_area, 500),
    )
    .await;
    assert_eq!(elsewhere.0.status(), 400);
    let elsewhere = json(elsewhere).await;
    assert_eq!(
        elsewhere["details"]["fields"][format!("plan {medical}")],
        format!("no rates for {area}, the group's rating area").as_str()
    );
    let stale = upload(
        &app,
        &broker,
        &rid,
        version - 1,
        renewal_rates_csv(&medical, &area, 500),
    )
    .await;
    assert_eq!(stale.0.status(), 409);
    let unchanged = view().await;
    assert_eq!(unchanged["renewal"]["version"].as_i64().unwrap(), version);
    assert_eq!(plan_of(&unchanged, "medical")[0]["rate_source"], "percent");

    // The carrier's file, with other areas' rates beside the group's: the plan is priced by it.
    let mut file = renewal_rates_csv(&medical, &area, 500);
    file.push_str(&renewal_rates_csv(&medical, other_area, 900).replace(
        "PlanId,RatingAreaId,Age,IndividualRate,IndividualTobaccoRate\n",
        "",
    ));
    let loaded = upload(&app, &broker, &rid, version, file).await;
    assert_eq!(loaded.0.status(), 200);
    let loaded = json(loaded).await;
    let plan = plan_of(&loaded, "medical")[0].clone();
    assert_eq!(plan["rate_source"], "uploaded", "{plan}");
    assert!(plan["rate_change_bps"].is_null());
    assert_eq!(plan["uploaded"]["file"], "front-range-renewal.csv");
    assert_eq!(plan["uploaded"]["by_name"], "Marcus Reyes");
    // The decision sent was on other numbers.
    assert_eq!(loaded["renewal"]["decision"]["status"], "draft");
    let after = compared(&comparison().await, &medical)["renewal"]["premium_cents"]
        .as_i64()
        .unwrap();
    assert_ne!(after, before);

    // A percentage entered afterwards replaces the uploaded rates.
    let v = loaded["renewal"]["version"].as_i64().unwrap();
    let mapped = json(
        app.put(
            SUMMIT,
            Some(&broker),
            &format!("/api/renewals/{rid}/plans"),
            j!({ "version": v, "plans": [{ "current_plan_id": medical, "mapping": "same", "rate_change_bps": 400 }] }),
        )
        .await,
    )
    .await;
    let plan = plan_of(&mapped, "medical")[0].clone();
    assert_eq!(plan["rate_source"], "percent", "{mapped}");
    assert!(plan["uploaded"].is_null());

    // A tier-rated file: the vision plan renews at the carrier's four tier rates.
    let vision = plan_of(&mapped, "vision")[0]["current_plan_id"]
        .as_str()
        .unwrap()
        .to_string();
    let tiers =
        format!("PlanId,RatingAreaId,EE,ES,EC,EF\n{vision},{area},9.00,18.00,17.00,27.00\n");
    let v = mapped["renewal"]["version"].as_i64().unwrap();
    let tiered = json(upload(&app, &broker, &rid, v, tiers).await).await;
    assert_eq!(
        plan_of(&tiered, "vision")[0]["rate_source"],
        "uploaded",
        "{tiered}"
    );
    let c = comparison().await;
    let vision_plan = compared(&c, &vision);
    let by_tier: i64 = vision_plan["tiers"]
        .as_array()
        .unwrap()
        .iter()
        .map(|t| {
            let rate = match t["tier"].as_str().unwrap() {
                "EE" => 900,
                "ES" => 1800,
                "EC" => 1700,
                _ => 2700,
            };
            t["renewal_count"].as_i64().unwrap() * rate
        })
        .sum();
    assert_eq!(
        vision_plan["renewal"]["premium_cents"].as_i64().unwrap(),
        by_tier,
        "{vision_plan}"
    );
}

/// A line of a carried-over submission: line, plan, tier, waiver, dependents, consent.
type CarriedLine = (
    String,
    Option<String>,
    Option<String>,
    Option<String>,
    Vec<uuid::Uuid>,
    String,
);

/// The approved renewal becomes the new plan year's design, and its re-enrollment is passive
/// except for dental, chosen again: at close, everyone who did nothing keeps medical on the
/// renewal plan that succeeds theirs, a child who is 26 by the new effective date leaves the
/// coverage (a one-child family moves to employee only), and dental has no coverage.
#[tokio::test]
async fn a_passive_re_enrollment_carries_elections_to_the_renewal_plans_and_drops_aged_off_children(
) {
    let app = demo_app().await;
    let broker = app
        .sign_in(SUMMIT, "marcus@summit.example", PASSWORD)
        .await
        .unwrap();
    let hr = app
        .sign_in(SUMMIT, "teresa@mesaverde.example", PASSWORD)
        .await
        .unwrap();
    let mesa = group_id(&app, &broker, "Mesa Verde Credit Union").await;
    let r = renewal(&app, &broker, &mesa).await.renewal.unwrap();
    let last_years_files = send_full_files(&app, &broker, &mesa).await;
    let url = |path: &str| format!("/api/renewals/{}/{path}", r.id);
    json(
        app.post(
            SUMMIT,
            Some(&hr),
            &url("decision/answer"),
            j!({ "version": r.version, "approve": true }),
        )
        .await,
    )
    .await;
    let designed = json(
        app.post(
            SUMMIT,
            Some(&broker),
            &url("design"),
            j!({ "version": r.version + 1 }),
        )
        .await,
    )
    .await;
    assert!(designed["renewal"]["design_id"].is_string(), "{designed}");

    // A one-child household on medical, whose child is 26 by the new effective date.
    let schema = schema(&app, "summit").await;
    let (employee, plan, child): (uuid::Uuid, String, uuid::Uuid) = sqlx::query_as(&format!(
        "SELECT e.id, el.plan_id, (SELECT d.id FROM {schema}.dependents d WHERE d.employee_id = e.id AND d.relationship = 'child')
           FROM {schema}.employees e
           JOIN {schema}.enrollment_participants p ON p.employee_id = e.id
           JOIN {schema}.enrollment_elections el ON el.submission_id = p.current_submission AND el.line = 'medical'
          WHERE e.group_id = $1::uuid AND el.tier = 'EC'
            AND (SELECT count(*) FROM {schema}.dependents d WHERE d.employee_id = e.id) = 1
          LIMIT 1"
    ))
    .bind(&mesa)
    .fetch_one(&app.pool)
    .await
    .unwrap();
    let effective = r.effective_date;
    sqlx::query(&format!(
        "UPDATE {schema}.dependents SET dob = $2 - interval '26 years' - interval '10 days' WHERE id = $1"
    ))
    .bind(child)
    .bind(effective)
    .execute(&app.pool)
    .await
    .unwrap();
    let successor = r
        .plans
        .iter()
        .find(|p| p.current_plan_id == plan)
        .and_then(|p| p.renewal_plan_id.clone())
        .unwrap();

    // Another employee, alone on medical, who will choose for herself.
    let (chooser, chooser_plan, chooser_name): (uuid::Uuid, String, String) = sqlx::query_as(&format!(
        "SELECT e.id, el.plan_id, e.first_name || ' ' || e.last_name FROM {schema}.employees e
           JOIN {schema}.enrollment_participants p ON p.employee_id = e.id
           JOIN {schema}.enrollment_elections el ON el.submission_id = p.current_submission AND el.line = 'medical'
          WHERE e.group_id = $1::uuid AND el.tier = 'EE' AND e.id <> $2
          ORDER BY e.last_name LIMIT 1"
    ))
    .bind(&mesa)
    .bind(employee)
    .fetch_one(&app.pool)
    .await
    .unwrap();
    let chooser_email = "renewing.chooser@mesaverde.example";
    sqlx::query(&format!(
        "UPDATE {schema}.employees SET email = $2 WHERE id = $1"
    ))
    .bind(chooser)
    .bind(chooser_email)
    .execute(&app.pool)
    .await
    .unwrap();

    let today = Utc::now().date_naive();
    let window = |mode: &str, active: serde_json::Value| {
        j!({
            "plan_year": r.plan_year,
            "starts_on": today,
            "ends_on": today.checked_add_days(Days::new(14)).unwrap(),
            "mode": mode,
            "active_lines": active,
        })
    };
    let enrollments = format!("/api/groups/{mesa}/enrollments");
    // The group cannot move into the new plan year before its re-enrollment is over.
    let start = |version: i32| {
        let app = &app;
        let (url, cookie) = (url("complete"), broker.clone());
        async move {
            app.post(SUMMIT, Some(&cookie), &url, j!({ "version": version }))
                .await
        }
    };
    let e = error_body(start(r.version + 2).await, 409, ErrorCode::CheckFailed).await;
    assert!(
        e["message"].as_str().unwrap().contains("open and close"),
        "{e}"
    );
    let e = error_body(
        app.post(
            SUMMIT,
            Some(&broker),
            &enrollments,
            window("active", j!(["dental"])),
        )
        .await,
        400,
        ErrorCode::Validation,
    )
    .await;
    assert!(e["details"]["fields"]["active_lines"].is_string(), "{e}");
    let opened = app
        .post(
            SUMMIT,
            Some(&broker),
            &enrollments,
            window("passive", j!(["dental"])),
        )
        .await;
    assert_eq!(opened.0.status(), 201);
    let opened = json(opened).await;
    assert_eq!(opened["window"]["active_lines"], j!(["dental"]));
    let window_id = opened["window"]["id"].as_str().unwrap().to_string();
    let chooser_session = app
        .join_from_invitation(chooser_email, &chooser_name, "a renewal passphrase")
        .await;
    choose_in_renewal(
        &app,
        &chooser_session,
        &window_id,
        &chooser_plan,
        &chooser_name,
        &r.plans,
    )
    .await;
    let closed = json(
        app.post(
            SUMMIT,
            Some(&broker),
            &format!("/api/enrollments/{window_id}/close"),
            j!({ "version": opened["window"]["version"] }),
        )
        .await,
    )
    .await;
    assert_eq!(closed["window"]["state"], "closed");

    let carried: Vec<CarriedLine> = sqlx::query_as(&format!(
        "SELECT el.line, el.plan_id, el.tier, el.waive_reason, el.dependent_ids, s.consent_text
               FROM {schema}.enrollment_participants p
               JOIN {schema}.enrollment_submissions s ON s.id = p.current_submission
               JOIN {schema}.enrollment_elections el ON el.submission_id = s.id
              WHERE p.window_id = $1::uuid AND p.employee_id = $2
              ORDER BY array_position(ARRAY['medical', 'dental', 'vision'], el.line)"
    ))
    .bind(&window_id)
    .bind(employee)
    .fetch_all(&app.pool)
    .await
    .unwrap();
    let medical = &carried[0];
    assert_eq!(medical.0, "medical");
    assert_eq!(medical.1.as_deref(), Some(successor.as_str()));
    assert_eq!(medical.2.as_deref(), Some("EE"), "the only child aged off");
    assert!(medical.4.is_empty());
    assert!(medical.5.contains("chosen again"), "{}", medical.5);
    let dental = carried.iter().find(|c| c.0 == "dental").unwrap();
    assert_eq!(
        (dental.1.as_deref(), dental.3.as_deref()),
        (None, Some("other"))
    );

    // The close is on record with who aged off.
    let (after,): (serde_json::Value,) = sqlx::query_as(&format!(
        "SELECT after FROM {schema}.audit_log WHERE action = 'close' AND entity_id = $1"
    ))
    .bind(&window_id)
    .fetch_one(&app.pool)
    .await
    .unwrap();
    assert!(after["rolled_over"].as_i64().unwrap() > 100, "{after}");
    assert!(after["aged_off"].as_i64().unwrap() >= 1, "{after}");
    the_new_years_change_file_carries_the_renewals_changes(
        &app,
        &broker,
        &mesa,
        (employee, child, &plan),
        (effective, after["aged_off"].as_u64().unwrap() as usize),
        &last_years_files,
    )
    .await;

    // Into the new plan year: the renewal is history and the dates move on a year; last year's
    // design and elections stay readable beside the new ones.
    error_body(
        app.post(
            SUMMIT,
            Some(&hr),
            &url("complete"),
            j!({ "version": r.version + 2 }),
        )
        .await,
        403,
        ErrorCode::Forbidden,
    )
    .await;
    // The daily round does it on the effective date: two rounds at once move the group once.
    let agency = tenants::registry::find_by_slug(&app.pool, "summit")
        .await
        .unwrap()
        .unwrap();
    let round = |day| platform::renewal::complete_due::complete_due(&app.state, &agency, day);
    let early = round(effective.pred_opt().unwrap()).await.unwrap();
    assert_eq!(early, 0, "not before the new plan year starts");
    let (a, b) = tokio::join!(round(effective), round(effective));
    assert_eq!(
        a.unwrap() + b.unwrap(),
        1,
        "one move, however many rounds ran"
    );
    let started = renewal(&app, &broker, &mesa).await;
    assert_eq!(
        started.renewal.unwrap().status,
        platform::vocabulary::RenewalStatus::Completed
    );
    assert!(!started.may_edit, "history only reads");
    let group = json(
        app.get(SUMMIT, Some(&broker), &format!("/api/groups/{mesa}"))
            .await,
    )
    .await;
    assert_eq!(group["effective_date"], j!(effective));
    assert_eq!(
        group["renewal_date"],
        j!(effective
            .checked_add_months(chrono::Months::new(12))
            .unwrap())
    );
    let again = error_body(start(r.version + 3).await, 409, ErrorCode::Conflict).await;
    assert!(
        again["message"].as_str().unwrap().contains("history"),
        "{again}"
    );
    let designs = json(
        app.get(
            SUMMIT,
            Some(&broker),
            &format!("/api/groups/{mesa}/plan-designs"),
        )
        .await,
    )
    .await;
    let approved_years: Vec<i64> = designs["data"]
        .as_array()
        .unwrap()
        .iter()
        .filter(|d| d["status"] == "approved")
        .map(|d| d["plan_year"].as_i64().unwrap())
        .collect();
    assert_eq!(
        approved_years,
        [i64::from(r.plan_year), i64::from(r.plan_year) - 1]
    );
    // The chooser's own choice stood at close, and her home shows last year beside the new.
    let mine = json(
        app.get(SUMMIT, Some(&chooser_session), "/api/my/benefits")
            .await,
    )
    .await;
    assert_eq!(mine["coverage"]["plan_year"], j!(r.plan_year), "{mine}");
    assert_eq!(mine["coverage"]["window_id"], j!(window_id));
    assert!(mine["coverage"]["lines"]
        .as_array()
        .unwrap()
        .iter()
        .any(|l| l["line"] == "dental" && l["plan_id"].is_string()));
    assert_eq!(
        mine["last_year"]["plan_year"],
        j!(r.plan_year - 1),
        "{mine}"
    );
    // The group shows both plan years, the new one enrolled.
    let overview = json(
        app.get(SUMMIT, Some(&hr), &format!("/api/groups/{mesa}/overview"))
            .await,
    )
    .await;
    let years = overview["plan_years"].as_array().unwrap();
    assert_eq!(
        years
            .iter()
            .map(|y| y["plan_year"].as_i64().unwrap())
            .collect::<Vec<_>>(),
        [i64::from(r.plan_year), i64::from(r.plan_year) - 1]
    );
    assert!(years[0]["enrolled"].as_i64().unwrap() > 100, "{overview}");
    assert!(years[0]["premium_cents"].as_i64().unwrap() > 0);
    let benefits = json(
        app.get(
            SUMMIT,
            Some(&broker),
            &format!("/api/employees/{employee}/benefits"),
        )
        .await,
    )
    .await;
    let years: Vec<i64> = benefits["history"]
        .as_array()
        .unwrap()
        .iter()
        .map(|h| h["plan_year"].as_i64().unwrap())
        .collect();
    assert!(
        years.contains(&i64::from(r.plan_year)) && years.contains(&(i64::from(r.plan_year) - 1)),
        "{benefits}"
    );
}

/// A full 834 sent to each of last plan year's carriers, their group numbers recorded: the
/// carrier and how many members it was told of.
async fn send_full_files(app: &TestApp, broker: &str, gid: &str) -> Vec<(uuid::Uuid, i32)> {
    let last_year: Implementation = body(
        app.get(
            SUMMIT,
            Some(broker),
            &format!("/api/groups/{gid}/implementation"),
        )
        .await,
    )
    .await;
    let mut sent = Vec::new();
    for (i, carrier) in last_year.carriers.iter().enumerate() {
        if carrier.group_number.is_none() {
            json(
                app.put(
                    SUMMIT,
                    Some(broker),
                    &format!("/api/implementations/{}/group-number", carrier.id),
                    j!({ "version": carrier.version, "group_number": format!("MV-{}", 1000 + i) }),
                )
                .await,
            )
            .await;
        }
        let full: Generated = body(
            app.post(
                SUMMIT,
                Some(broker),
                &format!("/api/implementations/{}/files", carrier.id),
                j!({ "format": "x12_834", "purpose": "full" }),
            )
            .await,
        )
        .await;
        sent.push((carrier.carrier_id, full.file.members));
    }
    sent
}

/// The renewed year's first change file for the carrier of an employee whose only child aged off
/// starts from last year's file: the child ends with last year, the employee's coverage goes on
/// at employee only, and whoever carries on unchanged is not sent again.
async fn the_new_years_change_file_carries_the_renewals_changes(
    app: &TestApp,
    broker: &str,
    gid: &str,
    (employee, child, plan): (uuid::Uuid, uuid::Uuid, &str),
    (effective, aged_off_households): (chrono::NaiveDate, usize),
    last_years_files: &[(uuid::Uuid, i32)],
) {
    let schema = schema(app, "summit").await;
    let carrier: uuid::Uuid = sqlx::query_scalar(&format!(
        "SELECT DISTINCT (plan->>'carrier_id')::uuid FROM {schema}.plan_design_plans WHERE plan_id = $1"
    ))
    .bind(plan)
    .fetch_one(&app.pool)
    .await
    .unwrap();
    let names = |table: &'static str, id: uuid::Uuid| {
        let schema = schema.clone();
        async move {
            let (first, last): (String, String) = sqlx::query_as(&format!(
                "SELECT upper(first_name), upper(last_name) FROM {schema}.{table} WHERE id = $1"
            ))
            .bind(id)
            .fetch_one(&app.pool)
            .await
            .unwrap();
            (first, last)
        }
    };
    let (employee_name, child_name) = (
        names("employees", employee).await,
        names("dependents", child).await,
    );

    // Closing the re-enrollment started the new year's checklists, with last year's numbers.
    let new_year: Implementation = body(
        app.get(
            SUMMIT,
            Some(broker),
            &format!("/api/groups/{gid}/implementation"),
        )
        .await,
    )
    .await;
    let renewed = new_year
        .carriers
        .iter()
        .find(|c| c.carrier_id == carrier)
        .expect("the carrier covers the new plan year");
    assert_eq!(renewed.coverage_start, Some(effective));
    let last_years_number: String = sqlx::query_scalar(&format!(
        "SELECT group_number FROM {schema}.carrier_implementations
          WHERE group_id = $1::uuid AND carrier_id = $2 AND plan_year = $3"
    ))
    .bind(gid)
    .bind(carrier)
    .bind(renewed.plan_year - 1)
    .fetch_one(&app.pool)
    .await
    .unwrap();
    assert_eq!(renewed.group_number, Some(last_years_number));
    assert!(
        renewed
            .items
            .iter()
            .any(|i| i.kind == ChecklistItemKind::GroupNumber && i.done_at.is_some()),
        "the group-number step is ticked"
    );
    let last_year_members = last_years_files
        .iter()
        .find(|(c, _)| *c == carrier)
        .map(|(_, members)| *members)
        .unwrap();

    let change: Generated = body(
        app.post(
            SUMMIT,
            Some(broker),
            &format!("/api/implementations/{}/files", renewed.id),
            j!({ "format": "x12_834", "purpose": "change" }),
        )
        .await,
    )
    .await;
    let file = &change.file;
    assert!(!change.reused);
    assert_eq!(file.adds, 0, "no one new: {file:?}");
    assert!(file.terms >= 1, "{file:?}");
    assert!(file.members <= last_year_members, "{file:?}");
    let resp = app
        .get(
            SUMMIT,
            Some(broker),
            &format!("/api/documents/{}/download", file.document_id),
        )
        .await;
    let text = String::from_utf8(resp.0.into_body().into_vec().await.unwrap()).unwrap();
    let parsed = platform::x12::read(&text).unwrap_or_else(|e| panic!("{e}"));
    let member = |(first, last): &(String, String)| {
        parsed
            .members
            .iter()
            .find(|m| &m.first_name == first && &m.last_name == last)
            .unwrap_or_else(|| panic!("{first} {last} is not in the file"))
    };
    // Medical renews as it was but for the households a child left; dental was chosen again, so
    // whoever did not choose it leaves it with last year.
    let coverages = |line| {
        parsed
            .members
            .iter()
            .flat_map(|m| &m.coverages)
            .filter(move |c| c.line == line)
    };
    let (ended, going_on): (Vec<_>, Vec<_>) =
        coverages(CoverageLine::Health).partition(|c| c.end.is_some());
    assert!(
        going_on.len() <= aged_off_households && ended.len() <= aged_off_households,
        "{} medical coverages go on, {} end",
        going_on.len(),
        ended.len()
    );
    assert!(coverages(CoverageLine::Dental)
        .all(|c| c.end == effective.pred_opt() || c.begin == effective));
    let aged_off = member(&child_name);
    assert_eq!(aged_off.maintenance, Maintenance::Term);
    assert!(aged_off
        .coverages
        .iter()
        .all(|c| c.end == effective.pred_opt()));
    let subscriber = member(&employee_name);
    assert_eq!(subscriber.maintenance, Maintenance::Change);
    let medical = subscriber
        .coverages
        .iter()
        .find(|c| c.line == CoverageLine::Health)
        .expect("the medical coverage goes on");
    assert_eq!(
        (medical.tier, medical.begin, medical.end),
        (Some(CoverageTier::Employee), effective, None)
    );
}

/// In the renewal's re-enrollment the employee sees each plan marked against last year and her
/// last year's elections, then chooses: medical as renewed, dental (chosen again) afresh.
async fn choose_in_renewal(
    app: &TestApp,
    session: &str,
    window_id: &str,
    last_plan: &str,
    name: &str,
    plans: &[platform::renewal::dto::RenewalPlan],
) {
    let offer = json(
        app.get(
            SUMMIT,
            Some(session),
            &format!("/api/my/enrollments/{window_id}"),
        )
        .await,
    )
    .await;
    assert_eq!(offer["window"]["active_lines"], j!(["dental"]), "{offer}");
    let last_medical = offer["last_year"]["lines"]
        .as_array()
        .unwrap()
        .iter()
        .find(|l| l["line"] == "medical")
        .unwrap();
    assert_eq!(last_medical["plan_id"], j!(last_plan));
    let renewed = plans
        .iter()
        .find(|p| p.current_plan_id == last_plan)
        .and_then(|p| p.renewal_plan_id.clone())
        .unwrap();
    let lines = offer["lines"].as_array().unwrap();
    let options = |line: &str| {
        lines
            .iter()
            .find(|l| l["line"] == line)
            .map(|l| l["plans"].as_array().unwrap().clone())
            .unwrap_or_default()
    };
    let medical = options("medical");
    let successor = medical
        .iter()
        .find(|o| o["plan"]["id"] == j!(renewed))
        .unwrap();
    assert!(
        successor["renewal"]["succeeds"]
            .as_array()
            .unwrap()
            .iter()
            .any(|s| s["plan_id"] == j!(last_plan)),
        "{successor}"
    );
    let expected_mark = if renewed == last_plan {
        "price_change"
    } else {
        "new"
    };
    assert_eq!(successor["renewal"]["mark"], expected_mark, "{successor}");
    // Every plan offered is marked, and the replaced dental plan is new this year.
    assert!(lines
        .iter()
        .flat_map(|l| l["plans"].as_array().unwrap())
        .all(|o| o["renewal"]["mark"].is_string()));
    let dental = options("dental");
    for o in &dental {
        let carried_on = plans
            .iter()
            .any(|p| p.current_plan_id == o["plan"]["id"].as_str().unwrap());
        assert_eq!(o["renewal"]["mark"] == "new", !carried_on, "{o}");
    }

    let elections: Vec<serde_json::Value> = lines
        .iter()
        .map(|l| {
            let line = l["line"].as_str().unwrap();
            let plan = if line == "medical" {
                renewed.clone()
            } else {
                l["plans"][0]["plan"]["id"].as_str().unwrap().to_string()
            };
            j!({ "line": line, "plan_id": plan, "tier": "EE" })
        })
        .collect();
    let signed = app
        .post(
            SUMMIT,
            Some(session),
            &format!("/api/my/enrollments/{window_id}/elections"),
            j!({
                "expected_version": 0,
                "client_key": uuid::Uuid::new_v4(),
                "elections": elections,
                "signature_name": name,
                "consent": true,
            }),
        )
        .await;
    assert_eq!(signed.0.status(), 201);
}
