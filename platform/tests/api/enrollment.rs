//! Open enrollment and employee self-service through the API: opening from the approved design,
//! invitations in the SMTP sink, the employee's prices by hand, signing with optimistic
//! concurrency, assisted elections, isolation, close and lock, life events.

use crate::common::catalogue::*;
use crate::common::*;
use poem::test::{TestForm, TestFormField};
use serde_json::json as j;

/// The date `n` days from today (before it when negative).
fn days(n: i64) -> String {
    (today() + chrono::Duration::days(n)).to_string()
}

/// The census group with emails at `domain` (Cy has none; each test its own domain: the SMTP
/// sink is shared), a design for the next plan year (from January 1) offering the test plan
/// (medical) and a demo dental plan, approved.
async fn approved_group(app: &TestApp, owner: &str, domain: &str) -> (String, String) {
    add_test_plan(app).await;
    let operator = app
        .sign_in(PLATFORM, "operator@canopy.example", PASSWORD)
        .await
        .unwrap();
    let year = next_plan_year();
    assert_eq!(
        import_rates(
            app,
            &operator,
            rates_csv(300, 200),
            &jan1(year),
            &dec31(year)
        )
        .await
        .0
        .status(),
        200
    );
    let gid = census_group(app, owner, "Stone & Ruiz Studio").await;
    let schema = tenants::registry::find_by_slug(&app.pool, "summit")
        .await
        .unwrap()
        .unwrap()
        .schema_name;
    sqlx::query(&format!("UPDATE {schema}.employees SET email = lower(first_name) || $2 WHERE group_id = $1::uuid AND first_name <> 'Cy'"))
        .bind(&gid)
        .bind(format!("@{domain}"))
        .execute(&app.pool)
        .await
        .unwrap();
    let dental = json(
        app.get(
            SUMMIT,
            Some(owner),
            &format!(
                "/api/catalogue/plans?line=dental&rating_area=CO-03&effective_date={}&per_page=1",
                jan1(year)
            ),
        )
        .await,
    )
    .await["data"][0]["id"]
        .as_str()
        .unwrap()
        .to_string();
    let design = app
        .post(SUMMIT, Some(owner), &format!("/api/groups/{gid}/plan-designs"), j!({
            "plan_year": year, "effective_date": jan1(year), "offering_model": "single_plan", "plan_ids": [PLAN, dental],
            "contribution": [
                { "kind": "percent", "employee_pct": "75", "dependents_pct": "50" },
                { "kind": "percent", "employee_class": "Part-time", "employee_pct": "50", "dependents_pct": "0" }
            ],
            "waiting_period": "none", "pay_frequency": 26
        }))
        .await;
    assert_eq!(design.0.status(), 201);
    let did = json(design).await["id"].as_str().unwrap().to_string();
    // Approval itself is covered in quotes.rs; here the employer has approved it.
    sqlx::query(&format!("UPDATE {schema}.plan_designs SET status = 'approved', decided_at = now() WHERE id = $1::uuid")).bind(&did).execute(&app.pool).await.unwrap();
    (gid, dental)
}

async fn employee_id(app: &TestApp, cookie: &str, gid: &str, name: &str) -> String {
    json(
        app.get(
            SUMMIT,
            Some(cookie),
            &format!("/api/employees?group_id={gid}&q={name}"),
        )
        .await,
    )
    .await["data"][0]["id"]
        .as_str()
        .unwrap()
        .to_string()
}

fn elections(dental_waive: bool, tier: &str) -> serde_json::Value {
    let dental = if dental_waive {
        j!({ "line": "dental", "waive_reason": "spouse_plan" })
    } else {
        j!({ "line": "dental", "waive_reason": "cost" })
    };
    j!([{ "line": "medical", "plan_id": PLAN, "tier": tier }, dental])
}

#[tokio::test]
async fn open_enrollment_from_invite_to_close() {
    let app = seeded_app().await;
    let owner = app
        .sign_in(SUMMIT, "dana@summit.example", PASSWORD)
        .await
        .unwrap();
    let (gid, _) = approved_group(&app, &owner, "stone.example").await;
    let rules = j!({ "starts_on": days(0), "ends_on": days(14), "mode": "active", "eligible_classes": ["Full-time"] });

    // Who is in: the full-time employees; Ben is part-time.
    let preview = json(
        app.post(
            SUMMIT,
            Some(&owner),
            &format!("/api/groups/{gid}/enrollments/preview"),
            rules.clone(),
        )
        .await,
    )
    .await;
    assert_eq!(
        (
            preview["eligible"].as_i64(),
            preview["with_email"].as_i64(),
            preview["without_email"].as_i64()
        ),
        (Some(3), Some(2), Some(1))
    );
    assert_eq!(
        preview["ineligible"][0]["reason"],
        "the class Part-time is not eligible"
    );
    let bad = error_body(app.post(SUMMIT, Some(&owner), &format!("/api/groups/{gid}/enrollments"), j!({ "starts_on": days(5), "ends_on": days(1), "mode": "active", "eligible_classes": ["Owners"] })).await, 400, ErrorCode::Validation).await;
    for f in ["ends_on", "eligible_classes"] {
        assert!(bad["details"]["fields"][f].is_string(), "{f}: {bad}");
    }

    let opened = app
        .post(
            SUMMIT,
            Some(&owner),
            &format!("/api/groups/{gid}/enrollments"),
            rules.clone(),
        )
        .await;
    assert_eq!(opened.0.status(), 201);
    let detail = json(opened).await;
    let wid = detail["window"]["id"].as_str().unwrap().to_string();
    assert_eq!(
        (
            detail["window"]["state"].as_str(),
            detail["window"]["progress"]["not_started"].as_i64()
        ),
        (Some("open"), Some(3))
    );
    error_body(
        app.post(
            SUMMIT,
            Some(&owner),
            &format!("/api/groups/{gid}/enrollments"),
            rules,
        )
        .await,
        409,
        ErrorCode::Conflict,
    )
    .await;
    let group = json(
        app.get(SUMMIT, Some(&owner), &format!("/api/groups/{gid}"))
            .await,
    )
    .await;
    assert_eq!(group["stage"], "enrollment");
    assert_eq!(
        latest_move(&app, &owner, &gid).await.2,
        StageTrigger::EnrollmentOpened
    );
    let cy = json(
        app.get(
            SUMMIT,
            Some(&owner),
            &format!("/api/enrollments/{wid}/participants?q=Cy"),
        )
        .await,
    )
    .await;
    assert_eq!(cy["data"][0]["invite_channel"], "code");

    // Ava signs up from the invitation in the agency's brand.
    let mail = app.mail_to("ava@stone.example", "Open enrollment").await;
    assert!(mail["text"]
        .as_str()
        .unwrap()
        .contains("Stone & Ruiz Studio"));
    let ava = app
        .join_from_invitation("ava@stone.example", "Ava Stone", "ava's own passphrase")
        .await;
    let home = json(app.get(SUMMIT, Some(&ava), "/api/my/benefits").await).await;
    assert_eq!(
        (
            home["enrollments"][0]["id"].as_str(),
            home["enrollments"][0]["status"].as_str()
        ),
        (Some(wid.as_str()), Some("not_started"))
    );
    assert!(home["coverage"].is_null());

    // Her prices by hand: 40 → 340.00, spouse 38 → 338.00, child 10 → 200.00 = 878.00; the
    // employer pays 75 % of 340.00 + 50 % of 538.00 = 524.00; she pays 354.00 a month,
    // × 12 / 26 = 163.38 a paycheck.
    let offer = json(
        app.get(SUMMIT, Some(&ava), &format!("/api/my/enrollments/{wid}"))
            .await,
    )
    .await;
    let medical = &offer["lines"][0];
    assert_eq!(medical["line"], "medical");
    let ef = medical["plans"][0]["prices"]
        .as_array()
        .unwrap()
        .iter()
        .find(|p| p["tier"] == "EF")
        .unwrap();
    assert_eq!(
        (
            ef["premium_cents"].as_i64(),
            ef["employer_cents"].as_i64(),
            ef["employee_cents"].as_i64(),
            ef["per_paycheck_cents"].as_i64()
        ),
        (Some(87800), Some(52400), Some(35400), Some(16338))
    );
    assert_eq!(ef["covers"], j!(["Sam Stone", "Kit Stone"]));

    // She adds a child (a 30-year-old child is refused), which starts her enrollment.
    let profile = &home["profile"];
    let mut deps: Vec<serde_json::Value> = home["dependents"].as_array().unwrap().iter().map(|d| j!({ "id": d["id"], "first_name": d["first_name"], "last_name": d["last_name"], "dob": d["dob"], "relationship": d["relationship"] })).collect();
    let mut too_old = deps.clone();
    too_old.push(j!({ "first_name": "Old", "last_name": "Stone", "dob": "1995-01-01", "relationship": "child" }));
    let put = |body: serde_json::Value| {
        app.client
            .put("/api/my/household")
            .header("host", SUMMIT)
            .header("cookie", &ava)
            .header("x-canopy-csrf", "1")
            .body_json(&body)
            .send()
    };
    let refused = error_body(put(j!({ "email": "ava@stone.example", "zip": "80202", "dependents": too_old, "version": profile["version"] })).await, 400, ErrorCode::Validation).await;
    assert!(
        refused["details"]["fields"]["dependents[2].dob"]
            .as_str()
            .unwrap()
            .contains("26"),
        "{refused}"
    );
    // Lu is 6 when coverage starts (the 0-14 band).
    deps.push(j!({ "first_name": "Lu", "last_name": "Stone", "dob": ymd(next_plan_year() - 7, 3, 3), "relationship": "child" }));
    let saved = json(put(j!({ "email": "ava@stone.example", "zip": "80202", "dependents": deps, "version": profile["version"] })).await).await;
    assert_eq!(saved["dependents"].as_array().unwrap().len(), 3);
    assert_eq!(saved["enrollments"][0]["status"], "in_progress");
    error_body(
        put(j!({ "dependents": [], "version": profile["version"] })).await,
        409,
        ErrorCode::StaleVersion,
    )
    .await;

    // Every line chosen, signed with her own name.
    let sign_path = format!("/api/my/enrollments/{wid}/elections");
    let sign = |body: serde_json::Value| app.post(SUMMIT, Some(&ava), &sign_path, body);
    let missing = error_body(sign(j!({ "expected_version": 0, "client_key": uuid::Uuid::new_v4(), "elections": [{ "line": "medical", "plan_id": PLAN, "tier": "EF" }], "signature_name": "Ava Stone", "consent": true })).await, 400, ErrorCode::Validation).await;
    assert!(
        missing["details"]["fields"]["elections.dental"].is_string(),
        "{missing}"
    );
    let unsigned = error_body(sign(j!({ "expected_version": 0, "client_key": uuid::Uuid::new_v4(), "elections": elections(true, "EF"), "signature_name": "Someone Else", "consent": false })).await, 400, ErrorCode::Validation).await;
    assert!(
        unsigned["details"]["fields"]["signature_name"].is_string()
            && unsigned["details"]["fields"]["consent"].is_string()
    );
    // A tier outside the vocabulary is refused while the request is read.
    let unknown_tier = error_body(sign(j!({ "expected_version": 0, "client_key": uuid::Uuid::new_v4(), "elections": elections(true, "XX"), "signature_name": "Ava Stone", "consent": true })).await, 400, ErrorCode::Validation).await;
    assert_eq!(
        unknown_tier["details"]["fields"]["tier"],
        "choose one of: EE, ES, EC, EF"
    );

    // Two tabs sign at once from the same version: one wins, the other is told.
    let key = uuid::Uuid::new_v4();
    let first = j!({ "expected_version": 0, "client_key": key, "elections": elections(true, "EF"), "signature_name": "  ava  STONE ", "consent": true });
    let second = j!({ "expected_version": 0, "client_key": uuid::Uuid::new_v4(), "elections": elections(false, "EE"), "signature_name": "Ava Stone", "consent": true });
    let (a, b) = tokio::join!(sign(first.clone()), sign(second));
    let statuses = [a.0.status().as_u16(), b.0.status().as_u16()];
    assert!(
        statuses.contains(&201) && statuses.contains(&409),
        "{statuses:?}"
    );
    let winner = json(if a.0.status() == 201 { a } else { b }).await;
    assert_eq!(winner["version"], 1);
    // 340 + 338 + 200 + 200 = 1,078.00; employer 255.00 + 50 % of 738.00 = 624.00; she pays
    // 454.00 a month = 209.54 a paycheck (or EE: 340 − 255 = 85.00 = 39.23 a paycheck).
    let per_paycheck = winner["per_paycheck_cents"].as_i64().unwrap();
    assert!(per_paycheck == 20954 || per_paycheck == 3923, "{winner}");
    // The double click: the same key again answers the same submission.
    if winner["signature_name"] == "ava  STONE" {
        let again = json(sign(first).await).await;
        assert_eq!(again["id"], winner["id"]);
    }
    let stale = error_body(sign(j!({ "expected_version": 0, "client_key": uuid::Uuid::new_v4(), "elections": elections(true, "EE"), "signature_name": "Ava Stone", "consent": true })).await, 409, ErrorCode::StaleVersion).await;
    assert!(
        stale["message"]
            .as_str()
            .unwrap()
            .contains("changed by Ava Stone"),
        "{stale}"
    );
    let latest = json(sign(j!({ "expected_version": 1, "client_key": uuid::Uuid::new_v4(), "elections": elections(true, "EF"), "signature_name": "Ava Stone", "consent": true })).await).await;
    assert_eq!(
        (
            latest["version"].as_i64(),
            latest["per_paycheck_cents"].as_i64(),
            latest["premium_cents"].as_i64()
        ),
        (Some(2), Some(20954), Some(107800))
    );
    assert_eq!(
        latest["lines"][0]["dependents"],
        j!(["Sam Stone", "Kit Stone", "Lu Stone"])
    );
    let confirmation = app
        .mail_to("ava@stone.example", "elections are confirmed")
        .await;
    assert!(
        confirmation["text"]
            .as_str()
            .unwrap()
            .contains("$209.54 per paycheck"),
        "{confirmation}"
    );

    // The broker enrolls Dee on her behalf (assisted, signed with the broker's name).
    let dee = employee_id(&app, &owner, &gid, "Dee").await;
    let assisted = app
        .post(SUMMIT, Some(&owner), &format!("/api/enrollments/{wid}/participants/{dee}/elections"), j!({
            "expected_version": 0, "client_key": uuid::Uuid::new_v4(), "elections": [{ "line": "medical", "plan_id": PLAN, "tier": "EE" }, { "line": "dental", "waive_reason": "cost" }],
            "signature_name": "Dana Whitfield", "consent": true
        }))
        .await;
    assert_eq!(assisted.0.status(), 201);
    let dee_submission = json(assisted).await;
    assert_eq!(
        (
            dee_submission["assisted"].as_bool(),
            dee_submission["premium_cents"].as_i64()
        ),
        (Some(true), Some(35000))
    );

    // Nobody reads another employee's elections or another group's or agency's enrollment.
    error_body(
        app.get(
            SUMMIT,
            Some(&ava),
            &format!(
                "/api/my/submissions/{}",
                dee_submission["id"].as_str().unwrap()
            ),
        )
        .await,
        404,
        ErrorCode::NotFound,
    )
    .await;
    error_body(
        app.get(SUMMIT, Some(&ava), &format!("/api/enrollments/{wid}"))
            .await,
        403,
        ErrorCode::Forbidden,
    )
    .await;
    let hannah = app
        .sign_in(SUMMIT, "hannah@brightpath.example", PASSWORD)
        .await
        .unwrap();
    error_body(
        app.get(SUMMIT, Some(&hannah), &format!("/api/enrollments/{wid}"))
            .await,
        404,
        ErrorCode::NotFound,
    )
    .await;
    error_body(
        app.get(
            SUMMIT,
            Some(&hannah),
            &format!("/api/enrollments/{wid}/participants"),
        )
        .await,
        404,
        ErrorCode::NotFound,
    )
    .await;
    // Dee (signed up now) sees her own elections, never Ava's; a window she is not in is a 404.
    let dee_token = token_of(&link_in(
        &app.mail_to("dee@stone.example", "Open enrollment").await,
        "/auth/signup",
    ));
    assert_eq!(app.post(SUMMIT, None, "/api/auth/signup", j!({ "invite_token": dee_token, "name": "Dee Park", "password": "dee's own passphrase" })).await.0.status(), 201);
    let dee_session = app
        .sign_in(SUMMIT, "dee@stone.example", "dee's own passphrase")
        .await
        .unwrap();
    let dee_home = json(
        app.get(SUMMIT, Some(&dee_session), "/api/my/benefits")
            .await,
    )
    .await;
    assert_eq!(dee_home["enrollments"][0]["status"], "enrolled");
    error_body(
        app.get(
            SUMMIT,
            Some(&dee_session),
            &format!("/api/my/submissions/{}", latest["id"].as_str().unwrap()),
        )
        .await,
        404,
        ErrorCode::NotFound,
    )
    .await;
    error_body(
        app.get(
            SUMMIT,
            Some(&ava),
            &format!("/api/my/enrollments/{}", uuid::Uuid::new_v4()),
        )
        .await,
        404,
        ErrorCode::NotFound,
    )
    .await;
    // A signed-in employee with no roster record has no benefits page.
    let leo = app
        .sign_in(SUMMIT, "leo@brightpath.example", PASSWORD)
        .await
        .unwrap();
    error_body(
        app.get(SUMMIT, Some(&leo), "/api/my/benefits").await,
        403,
        ErrorCode::Forbidden,
    )
    .await;
    let harbor = tenants::registry::provision(&app.pool, "harbor", "Harbor")
        .await
        .unwrap();
    let other: uuid::Uuid = sqlx::query_scalar("INSERT INTO users (email, name, password_hash) VALUES ('o@harbor.example', 'H', $1) RETURNING id")
        .bind(platform::auth::password::hash(PASSWORD))
        .fetch_one(&app.pool)
        .await
        .unwrap();
    sqlx::query("INSERT INTO memberships (user_id, agency_id, role) VALUES ($1, $2, 'owner')")
        .bind(other)
        .bind(harbor.id)
        .execute(&app.pool)
        .await
        .unwrap();
    let harbor_owner = app
        .sign_in("harbor.localhost:8080", "o@harbor.example", PASSWORD)
        .await
        .unwrap();
    let resp = app
        .client
        .get(format!("/api/enrollments/{wid}"))
        .header("host", "harbor.localhost:8080")
        .header("cookie", &harbor_owner)
        .send()
        .await;
    error_body(resp, 404, ErrorCode::NotFound).await;

    // Progress, participation (Test Mutual asks 70 %: 2 of 3 = 66.7 %), reminders, export.
    let detail = json(
        app.get(SUMMIT, Some(&owner), &format!("/api/enrollments/{wid}"))
            .await,
    )
    .await;
    assert_eq!(
        (
            detail["window"]["progress"]["enrolled"].as_i64(),
            detail["window"]["progress"]["not_started"].as_i64()
        ),
        (Some(2), Some(1))
    );
    let check = detail["participation"]
        .as_array()
        .unwrap()
        .iter()
        .find(|c| c["carrier_name"] == "Test Mutual")
        .unwrap();
    assert_eq!(
        (
            check["enrolled"].as_i64(),
            check["participation_pct"].as_f64(),
            check["status"].as_str()
        ),
        (Some(2), Some(66.7), Some("fail"))
    );
    let reminded = json(
        app.post(
            SUMMIT,
            Some(&owner),
            &format!("/api/enrollments/{wid}/reminders"),
            j!({}),
        )
        .await,
    )
    .await;
    assert_eq!(
        (
            reminded["sent"].as_i64(),
            reminded["without_email"].as_i64()
        ),
        (Some(0), Some(1))
    );
    let csv = app
        .client
        .get(format!("/api/enrollments/{wid}/export?format=csv"))
        .header("host", SUMMIT)
        .header("cookie", &owner)
        .send()
        .await;
    assert_eq!(csv.0.status(), 200);
    let text = csv.0.into_body().into_string().await.unwrap();
    assert!(
        text.contains("Ava Stone") && text.contains("Test Gold HMO") && text.contains("454.00"),
        "{text}"
    );
    let enrolled = json(
        app.get(
            SUMMIT,
            Some(&owner),
            &format!("/api/enrollments/{wid}/participants?status=enrolled&sort=name"),
        )
        .await,
    )
    .await;
    assert_eq!(enrolled["total"], 2);
    error_body(
        app.get(
            SUMMIT,
            Some(&owner),
            &format!("/api/enrollments/{wid}/participants?status=maybe"),
        )
        .await,
        400,
        ErrorCode::Validation,
    )
    .await;

    // Close: a stale version is refused; then elections lock and the group moves on.
    let version = detail["window"]["version"].as_i64().unwrap();
    error_body(
        app.post(
            SUMMIT,
            Some(&owner),
            &format!("/api/enrollments/{wid}/close"),
            j!({ "version": version + 5 }),
        )
        .await,
        409,
        ErrorCode::StaleVersion,
    )
    .await;
    let closed = json(
        app.post(
            SUMMIT,
            Some(&owner),
            &format!("/api/enrollments/{wid}/close"),
            j!({ "version": version }),
        )
        .await,
    )
    .await;
    assert_eq!(closed["window"]["state"], "closed");
    assert_eq!(
        latest_move(&app, &owner, &gid).await,
        (
            Some(GroupStage::Enrollment),
            GroupStage::Implementation,
            StageTrigger::EnrollmentClosed
        )
    );
    let locked = error_body(sign(j!({ "expected_version": 2, "client_key": uuid::Uuid::new_v4(), "elections": elections(true, "EE"), "signature_name": "Ava Stone", "consent": true })).await, 409, ErrorCode::Conflict).await;
    assert!(
        locked["message"].as_str().unwrap().contains("closed"),
        "{locked}"
    );
    let extend = app
        .client
        .put(format!("/api/enrollments/{wid}"))
        .header("host", SUMMIT)
        .header("cookie", &owner)
        .header("x-canopy-csrf", "1")
        .body_json(&j!({ "ends_on": days(20), "version": version + 1 }))
        .send()
        .await;
    error_body(extend, 409, ErrorCode::Conflict).await;
    assert_eq!(
        json(
            app.get(SUMMIT, Some(&owner), &format!("/api/groups/{gid}"))
                .await
        )
        .await["stage"],
        "implementation"
    );
    let home = json(app.get(SUMMIT, Some(&ava), "/api/my/benefits").await).await;
    assert_eq!(
        (
            home["coverage"]["version"].as_i64(),
            home["coverage"]["per_paycheck_cents"].as_i64()
        ),
        (Some(2), Some(20954))
    );
    // The broker sees her coverage and every version; another group's HR does not.
    let ava_id = employee_id(&app, &owner, &gid, "Ava").await;
    let benefits = json(
        app.get(
            SUMMIT,
            Some(&owner),
            &format!("/api/employees/{ava_id}/benefits"),
        )
        .await,
    )
    .await;
    assert_eq!(
        (
            benefits["coverage"]["version"].as_i64(),
            benefits["history"][0]["submissions"]
                .as_array()
                .unwrap()
                .len()
        ),
        (Some(2), 2)
    );
    assert_eq!(
        benefits["history"][0]["elections"][0]["plan_name"],
        "Test Gold HMO"
    );
    error_body(
        app.get(
            SUMMIT,
            Some(&hannah),
            &format!("/api/employees/{ava_id}/benefits"),
        )
        .await,
        404,
        ErrorCode::NotFound,
    )
    .await;
    // Someone covered by locked elections cannot simply be removed.
    let kept: Vec<serde_json::Value> = home["dependents"].as_array().unwrap().iter().filter(|d| d["first_name"] != "Lu").map(|d| j!({ "id": d["id"], "first_name": d["first_name"], "last_name": d["last_name"], "dob": d["dob"], "relationship": d["relationship"] })).collect();
    error_body(
        put(j!({ "dependents": kept, "version": home["profile"]["version"] })).await,
        409,
        ErrorCode::Conflict,
    )
    .await;
}

#[tokio::test]
async fn life_events_open_a_special_enrollment_with_limited_changes() {
    let app = seeded_app().await;
    let owner = app
        .sign_in(SUMMIT, "dana@summit.example", PASSWORD)
        .await
        .unwrap();
    let (gid, _) = approved_group(&app, &owner, "park.example").await;
    let opened = json(
        app.post(
            SUMMIT,
            Some(&owner),
            &format!("/api/groups/{gid}/enrollments"),
            j!({ "starts_on": days(0), "ends_on": days(10), "mode": "active" }),
        )
        .await,
    )
    .await;
    let wid = opened["window"]["id"].as_str().unwrap().to_string();
    let token = token_of(&link_in(
        &app.mail_to("dee@park.example", "Open enrollment").await,
        "/auth/signup",
    ));
    assert_eq!(
        app.post(
            SUMMIT,
            None,
            "/api/auth/signup",
            j!({ "invite_token": token, "name": "Dee Park", "password": "dee's own passphrase" })
        )
        .await
        .0
        .status(),
        201
    );
    let dee = app
        .sign_in(SUMMIT, "dee@park.example", "dee's own passphrase")
        .await
        .unwrap();
    let signed = app
        .post(SUMMIT, Some(&dee), &format!("/api/my/enrollments/{wid}/elections"), j!({ "expected_version": 0, "client_key": uuid::Uuid::new_v4(), "elections": elections(true, "EE"), "signature_name": "Dee Park", "consent": true }))
        .await;
    assert_eq!(signed.0.status(), 201);
    let version = json(
        app.get(SUMMIT, Some(&owner), &format!("/api/enrollments/{wid}"))
            .await,
    )
    .await["window"]["version"]
        .clone();
    assert_eq!(
        app.post(
            SUMMIT,
            Some(&owner),
            &format!("/api/enrollments/{wid}/close"),
            j!({ "version": version })
        )
        .await
        .0
        .status(),
        200
    );

    let report = |kind: &str, date: String, pdf: bool| {
        let mut form = TestForm::new()
            .field(TestFormField::text(kind).name("kind"))
            .field(TestFormField::text(date).name("event_date"));
        if pdf {
            form = form.field(
                TestFormField::bytes(b"%PDF-1.4 birth certificate".to_vec())
                    .name("document")
                    .filename("certificate.pdf")
                    .content_type("application/pdf"),
            );
        }
        app.client
            .post("/api/my/life-events")
            .header("host", SUMMIT)
            .header("cookie", &dee)
            .header("x-canopy-csrf", "1")
            .multipart(form)
            .send()
    };
    error_body(
        report("lottery", days(-3), false).await,
        400,
        ErrorCode::BadRequest,
    )
    .await;
    let late = error_body(
        report("birth", days(-45), false).await,
        400,
        ErrorCode::Validation,
    )
    .await;
    assert!(
        late["details"]["fields"]["event_date"]
            .as_str()
            .unwrap()
            .contains("30 days"),
        "{late}"
    );
    let reported = report("birth", days(-10), true).await;
    assert_eq!(reported.0.status(), 201);
    let event = json(reported).await;
    assert_eq!(
        (event["status"].as_str(), event["document_name"].as_str()),
        (Some("pending"), Some("certificate.pdf"))
    );
    error_body(
        report("birth", days(-10), false).await,
        409,
        ErrorCode::Conflict,
    )
    .await;
    // Her proof is hers to download from her benefits page.
    let doc = event["document_id"].as_str().unwrap();
    let own = app
        .client
        .get(format!("/api/my/documents/{doc}/download"))
        .header("host", SUMMIT)
        .header("cookie", &dee)
        .send()
        .await;
    assert_eq!(own.0.status(), 200);
    assert!(own
        .0
        .into_body()
        .into_string()
        .await
        .unwrap()
        .starts_with("%PDF-"));
    error_body(
        app.get(
            SUMMIT,
            Some(&owner),
            &format!("/api/my/documents/{doc}/download"),
        )
        .await,
        403,
        ErrorCode::Forbidden,
    )
    .await;
    error_body(
        app.get(
            SUMMIT,
            Some(&dee),
            &format!("/api/my/documents/{}/download", uuid::Uuid::new_v4()),
        )
        .await,
        404,
        ErrorCode::NotFound,
    )
    .await;
    let marriage = json(report("marriage", days(-2), false).await).await;

    // HR of another group cannot decide; rejecting needs a note.
    let hannah = app
        .sign_in(SUMMIT, "hannah@brightpath.example", PASSWORD)
        .await
        .unwrap();
    let eid = event["id"].as_str().unwrap();
    error_body(
        app.post(
            SUMMIT,
            Some(&hannah),
            &format!("/api/life-events/{eid}/decision"),
            j!({ "decision": "approve" }),
        )
        .await,
        404,
        ErrorCode::NotFound,
    )
    .await;
    error_body(
        app.post(
            SUMMIT,
            Some(&owner),
            &format!(
                "/api/life-events/{}/decision",
                marriage["id"].as_str().unwrap()
            ),
            j!({ "decision": "reject" }),
        )
        .await,
        400,
        ErrorCode::Validation,
    )
    .await;
    let rejected = json(
        app.post(
            SUMMIT,
            Some(&owner),
            &format!(
                "/api/life-events/{}/decision",
                marriage["id"].as_str().unwrap()
            ),
            j!({ "decision": "reject", "note": "No certificate yet" }),
        )
        .await,
    )
    .await;
    assert_eq!(rejected["status"], "rejected");
    let approved = json(
        app.post(
            SUMMIT,
            Some(&owner),
            &format!("/api/life-events/{eid}/decision"),
            j!({ "decision": "approve" }),
        )
        .await,
    )
    .await;
    assert_eq!(
        (
            approved["status"].as_str(),
            approved["window_ends_on"].as_str()
        ),
        (Some("approved"), Some(days(30).as_str()))
    );
    error_body(
        app.post(
            SUMMIT,
            Some(&owner),
            &format!("/api/life-events/{eid}/decision"),
            j!({ "decision": "approve" }),
        )
        .await,
        409,
        ErrorCode::Conflict,
    )
    .await;
    let listed = json(
        app.get(
            SUMMIT,
            Some(&owner),
            &format!("/api/groups/{gid}/life-events"),
        )
        .await,
    )
    .await;
    assert_eq!(listed.as_array().unwrap().len(), 2);

    // The special window allows adding the baby, not dropping coverage.
    let special = approved["window_id"].as_str().unwrap().to_string();
    let home = json(app.get(SUMMIT, Some(&dee), "/api/my/benefits").await).await;
    assert!(home["enrollments"]
        .as_array()
        .unwrap()
        .iter()
        .any(|w| w["id"] == special.as_str()
            && w["kind"] == "special"
            && w["life_event_kind"] == "birth"));
    let put = app
        .client
        .put("/api/my/household")
        .header("host", SUMMIT)
        .header("cookie", &dee)
        .header("x-canopy-csrf", "1")
        .body_json(&j!({ "email": "dee@park.example", "dependents": [{ "first_name": "Bo", "last_name": "Park", "dob": days(-10), "relationship": "child" }], "version": home["profile"]["version"] }))
        .send()
        .await;
    assert_eq!(put.0.status(), 200);
    let sign_path = format!("/api/my/enrollments/{special}/elections");
    let sign = |body: serde_json::Value| app.post(SUMMIT, Some(&dee), &sign_path, body);
    let dropped = error_body(sign(j!({ "expected_version": 0, "client_key": uuid::Uuid::new_v4(), "elections": [{ "line": "medical", "waive_reason": "cost" }, { "line": "dental", "waive_reason": "cost" }], "signature_name": "Dee Park", "consent": true })).await, 409, ErrorCode::Conflict).await;
    assert!(
        dropped["message"]
            .as_str()
            .unwrap()
            .contains("does not allow dropping coverage"),
        "{dropped}"
    );
    let offer = json(
        app.get(
            SUMMIT,
            Some(&dee),
            &format!("/api/my/enrollments/{special}"),
        )
        .await,
    )
    .await;
    assert_eq!(offer["coverage_before"]["lines"][0]["tier"], "EE");
    let added = json(sign(j!({ "expected_version": 0, "client_key": uuid::Uuid::new_v4(), "elections": [{ "line": "medical", "plan_id": PLAN, "tier": "EC" }, { "line": "dental", "waive_reason": "spouse_plan" }], "signature_name": "Dee Park", "consent": true })).await).await;
    // 50 → 350.00 and the baby (0-14) → 200.00; employer 262.50 + 100.00.
    assert_eq!(
        (
            added["premium_cents"].as_i64(),
            added["employer_cents"].as_i64(),
            added["lines"][0]["dependents"][0].as_str()
        ),
        (Some(55000), Some(36250), Some("Bo Park"))
    );
    let home = json(app.get(SUMMIT, Some(&dee), "/api/my/benefits").await).await;
    assert_eq!(home["coverage"]["id"], added["id"]);
}
