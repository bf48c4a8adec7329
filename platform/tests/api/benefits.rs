//! The benefits catalogue (a preview): the demo agency's catalogue from its book's plans and the
//! cover placed beside them; categories and options made, changed at their version, searched and
//! filtered in SQL; every field checked; names unique in the agency; audit rows; another
//! agency's ids, employer admins, employees and a switched-off preview refused.

use crate::common::*;
use platform::benefits::dto::{BenefitCategory, BenefitOption};
use platform::error::ErrorCode;
use platform::list::Page;
use platform::vocabulary::{BenefitKind, BenefitOptionStatus, DependentsCovered, Line};
use serde_json::{json as j, Value};
use uuid::Uuid;

const BROKER: &str = "marcus@summit.example";

/// The demo agency with its book, previews and catalogue.
async fn demo_app() -> TestApp {
    let app = seeded_app().await;
    platform::seed::seed_book(&app.state).await.unwrap();
    app
}

/// The demo agency without a book, its benefits catalogue switched on and empty.
async fn empty_catalogue() -> (TestApp, String) {
    let app = seeded_app().await;
    let owner = app
        .sign_in(SUMMIT, "dana@summit.example", PASSWORD)
        .await
        .unwrap();
    let on = app
        .put(
            SUMMIT,
            Some(&owner),
            "/api/previews/benefits_catalog",
            j!({ "enabled": true }),
        )
        .await;
    assert_eq!(on.0.status(), 200);
    let broker = app.sign_in(SUMMIT, BROKER, PASSWORD).await.unwrap();
    (app, broker)
}

async fn carrier(app: &TestApp, cookie: &str, name: &str) -> Uuid {
    let carriers = json(
        app.get(SUMMIT, Some(cookie), "/api/catalogue/carriers")
            .await,
    )
    .await;
    carriers
        .as_array()
        .unwrap()
        .iter()
        .find(|c| c["name"] == name)
        .unwrap_or_else(|| panic!("no carrier {name} in {carriers}"))["id"]
        .as_str()
        .unwrap()
        .parse()
        .unwrap()
}

/// A plan of the carrier on the line.
async fn plan(app: &TestApp, cookie: &str, carrier: Uuid, line: &str) -> String {
    let plans = json(
        app.get(
            SUMMIT,
            Some(cookie),
            &format!("/api/catalogue/plans?line={line}&carrier_id={carrier}&per_page=1"),
        )
        .await,
    )
    .await;
    plans["data"][0]["id"]
        .as_str()
        .unwrap_or_else(|| panic!("no {line} plan: {plans}"))
        .to_string()
}

async fn create_category(app: &TestApp, cookie: &str, body: Value) -> poem::test::TestResponse {
    app.post(SUMMIT, Some(cookie), "/api/benefit-categories", body)
        .await
}

async fn new_category(app: &TestApp, cookie: &str, kind: &str, name: &str) -> BenefitCategory {
    let resp = create_category(app, cookie, j!({ "kind": kind, "name": name })).await;
    assert_eq!(resp.0.status(), 201);
    body(resp).await
}

fn option_body(category: Uuid, carrier: Uuid, name: &str, plan: Option<&str>) -> Value {
    j!({
        "category_id": category,
        "name": name,
        "carrier_id": carrier,
        "plan_id": plan,
        "description": "Preventive care in full.",
        "eligibility": {
            "min_hours_per_week": 30,
            "waiting_period_days": 30,
            "employee_classes": ["Full-time"],
            "dependents": "family",
            "child_age_limit": 26
        },
        "documents": [{ "name": "Summary of benefits", "url": "https://carrier.example/summary.pdf" }]
    })
}

async fn create_option(app: &TestApp, cookie: &str, body: Value) -> poem::test::TestResponse {
    app.post(SUMMIT, Some(cookie), "/api/benefit-options", body)
        .await
}

async fn options(app: &TestApp, cookie: &str, query: &str) -> Page<BenefitOption> {
    body(
        app.get(
            SUMMIT,
            Some(cookie),
            &format!("/api/benefit-options{query}"),
        )
        .await,
    )
    .await
}

/// The field problems of a validation answer.
async fn field_errors(resp: poem::test::TestResponse) -> Value {
    error_body(resp, 400, ErrorCode::Validation).await["details"]["fields"].clone()
}

#[tokio::test]
async fn the_demo_catalogue_holds_every_plan_of_the_book_and_the_cover_beside_them() {
    let app = demo_app().await;
    let broker = app.sign_in(SUMMIT, BROKER, PASSWORD).await.unwrap();
    let categories: Page<BenefitCategory> = body(
        app.get(SUMMIT, Some(&broker), "/api/benefit-categories")
            .await,
    )
    .await;
    let names: Vec<&str> = categories.data.iter().map(|c| c.name.as_str()).collect();
    assert_eq!(
        names,
        [
            "Medical",
            "Dental",
            "Vision",
            "Life and AD&D",
            "Disability",
            "Voluntary benefits",
            "Employee assistance"
        ]
    );
    assert_eq!(categories.total, 7);
    for c in &categories.data {
        assert!(c.active_options > 0, "{} is empty", c.name);
        assert_eq!(
            c.highlights.len() as i64,
            c.active_options.min(4),
            "{}",
            c.name
        );
    }

    // Every active catalogue plan the book quotes or designs with is an option of its line.
    let schema: String =
        sqlx::query_scalar("SELECT schema_name FROM agencies WHERE slug = 'summit'")
            .fetch_one(&app.pool)
            .await
            .unwrap();
    let mut used: Vec<String> = sqlx::query_scalar(&format!(
        "SELECT p.id FROM public.plans p WHERE p.active AND p.id IN
            (SELECT plan_id FROM {schema}.quote_plans UNION SELECT plan_id FROM {schema}.plan_design_plans)"
    ))
    .fetch_all(&app.pool)
    .await
    .unwrap();
    used.sort();
    let all = options(&app, &broker, "?per_page=200").await;
    let mut linked: Vec<String> = all.data.iter().filter_map(|o| o.plan_id.clone()).collect();
    linked.sort();
    assert!(used.len() >= 10, "{used:?}");
    assert_eq!(linked, used);
    for o in all.data.iter().filter(|o| o.plan_id.is_some()) {
        let plan = o.plan.as_ref().unwrap();
        assert_eq!(
            o.kind.line().map(|l| l.as_str()),
            Some(plan_line(&app, &plan.id).await.as_str())
        );
        assert!(!o.description.is_empty() && !o.documents.is_empty());
    }
    let life = options(&app, &broker, "?kind=life").await;
    assert_eq!(life.total, 2);
    assert!(life.data.iter().all(|o| o.plan.is_none()
        && o.carrier_name == "Pioneer Benefit Life"
        && !o.eligibility_summary.is_empty()));
    let eap = options(&app, &broker, "?kind=eap").await;
    assert_eq!(
        eap.data[0].eligibility_summary,
        "All employees, from their first day. Covers the employee, a spouse or partner, and children to age 26."
    );

    // Seeding again changes nothing.
    let owner = platform::auth::Principal {
        session_id: Uuid::nil(),
        user_id: Uuid::nil(),
        email: "dana@summit.example".into(),
        name: "Dana".into(),
        email_verified: true,
        role: "owner".into(),
        agency: tenants::registry::find_by_slug(&app.pool, "summit")
            .await
            .unwrap(),
        membership_id: None,
        group_id: None,
        employee_id: None,
    };
    platform::demo::benefits::seed_benefits(&app.state, &owner)
        .await
        .unwrap();
    assert_eq!(options(&app, &broker, "").await.total, all.total);
}

async fn plan_line(app: &TestApp, id: &str) -> String {
    sqlx::query_scalar("SELECT line FROM public.plans WHERE id = $1")
        .bind(id)
        .fetch_one(&app.pool)
        .await
        .unwrap()
}

#[tokio::test]
async fn a_broker_builds_a_category_and_an_option_then_edits_them_at_their_version() {
    let (app, broker) = empty_catalogue().await;
    let life = new_category(&app, &broker, "life", "Life").await;
    let dental = create_category(
        &app,
        &broker,
        j!({ "kind": "dental", "name": "  Dental  ", "description": "Cleanings twice a year." }),
    )
    .await;
    assert_eq!(dental.0.status(), 201);
    let dental: BenefitCategory = body(dental).await;
    assert_eq!(
        (dental.name.as_str(), dental.position, life.position),
        ("Dental", 2, 1)
    );
    assert_eq!(dental.line, Some(Line::Dental));

    let clearview = carrier(&app, &broker, "Clearview Vision & Dental").await;
    let plan_id = plan(&app, &broker, clearview, "dental").await;
    let made = create_option(
        &app,
        &broker,
        option_body(
            dental.id,
            clearview,
            "Clearview Dental Plus",
            Some(&plan_id),
        ),
    )
    .await;
    assert_eq!(made.0.status(), 201);
    let made: BenefitOption = body(made).await;
    assert_eq!(made.plan.as_ref().unwrap().id, plan_id);
    assert_eq!(made.status, BenefitOptionStatus::Active);
    assert_eq!(made.version, 1);
    assert_eq!(made.eligibility.dependents, DependentsCovered::Family);
    assert_eq!(
        made.eligibility_summary,
        "Full-time employees working at least 30 hours a week, after a 30-day waiting period. Covers the employee, a spouse or partner, and children to age 26."
    );
    let read: BenefitOption = body(
        app.get(
            SUMMIT,
            Some(&broker),
            &format!("/api/benefit-options/{}", made.id),
        )
        .await,
    )
    .await;
    assert_eq!(read.name, "Clearview Dental Plus");
    assert_eq!(read.documents[0].url, "https://carrier.example/summary.pdf");

    // Edited at its version: archived, with fewer hours and no plan.
    let mut change = option_body(dental.id, clearview, "Clearview Dental Plus", None);
    change["version"] = j!(1);
    change["status"] = j!("archived");
    change["eligibility"]["min_hours_per_week"] = j!(20);
    let path = format!("/api/benefit-options/{}", made.id);
    let edited = app.put(SUMMIT, Some(&broker), &path, change.clone()).await;
    assert_eq!(edited.0.status(), 200);
    let edited: BenefitOption = body(edited).await;
    assert_eq!(
        (edited.version, edited.status, edited.plan_id.as_deref()),
        (2, BenefitOptionStatus::Archived, None)
    );
    assert_eq!(edited.eligibility.min_hours_per_week, Some(20));
    // The same change from the version read before is stale.
    error_body(
        app.put(SUMMIT, Some(&broker), &path, change).await,
        409,
        ErrorCode::StaleVersion,
    )
    .await;
    let dental_now: BenefitCategory = body(
        app.get(
            SUMMIT,
            Some(&broker),
            &format!("/api/benefit-categories/{}", dental.id),
        )
        .await,
    )
    .await;
    assert_eq!((dental_now.options, dental_now.active_options), (1, 0));
    assert!(dental_now.highlights.is_empty());

    // The category is renamed and moved at its version; a stale save is refused.
    let cat_path = format!("/api/benefit-categories/{}", dental.id);
    let renamed = app
        .put(
            SUMMIT,
            Some(&broker),
            &cat_path,
            j!({ "kind": "dental", "name": "Dental care", "position": 1, "version": 1 }),
        )
        .await;
    assert_eq!(renamed.0.status(), 200);
    let renamed: BenefitCategory = body(renamed).await;
    assert_eq!(
        (renamed.name.as_str(), renamed.position, renamed.version),
        ("Dental care", 1, 2)
    );
    error_body(
        app.put(
            SUMMIT,
            Some(&broker),
            &cat_path,
            j!({ "kind": "dental", "name": "Dental plans", "version": 1 }),
        )
        .await,
        409,
        ErrorCode::StaleVersion,
    )
    .await;
    // With an option in it, it keeps its line of coverage.
    let problems = field_errors(
        app.put(
            SUMMIT,
            Some(&broker),
            &cat_path,
            j!({ "kind": "life", "name": "Dental care", "version": 2 }),
        )
        .await,
    )
    .await;
    assert!(problems["kind"]
        .as_str()
        .unwrap()
        .contains("keeps its line"));

    // Every change left its audit row.
    let owner = app
        .sign_in(SUMMIT, "dana@summit.example", PASSWORD)
        .await
        .unwrap();
    let log = json(
        app.get(SUMMIT, Some(&owner), "/api/audit-log?entity=benefit_option")
            .await,
    )
    .await;
    let summaries: Vec<&str> = log["data"]
        .as_array()
        .unwrap()
        .iter()
        .map(|e| e["summary"].as_str().unwrap())
        .collect();
    assert_eq!(
        summaries,
        [
            "Archived the benefit option Clearview Dental Plus",
            "Added Clearview Dental Plus (Clearview Vision & Dental) to the benefit category Dental"
        ]
    );
    let categories = json(
        app.get(
            SUMMIT,
            Some(&owner),
            "/api/audit-log?entity=benefit_category",
        )
        .await,
    )
    .await;
    assert_eq!(categories["total"], 3);
    assert_eq!(categories["data"][0]["actor_name"], "Marcus Reyes");
    assert_eq!(
        categories["data"][0]["summary"],
        "Edited the benefit category Dental care"
    );
}

#[tokio::test]
async fn the_catalogue_is_searched_filtered_and_paged_by_the_server() {
    let app = demo_app().await;
    let broker = app.sign_in(SUMMIT, BROKER, PASSWORD).await.unwrap();
    let all = options(&app, &broker, "?per_page=200").await;
    assert_eq!(all.total as usize, all.data.len());

    // Pages of two, in the catalogue's order, cover the same options once.
    let first = options(&app, &broker, "?per_page=2&page=1").await;
    let second = options(&app, &broker, "?per_page=2&page=2").await;
    assert_eq!((first.total, first.data.len()), (all.total, 2));
    assert_eq!(first.data[0].id, all.data[0].id);
    assert_eq!(second.data[0].id, all.data[2].id);
    assert_eq!(first.data[0].category_name, "Medical");

    // Search finds by carrier, by description and by category, whatever the case.
    let pioneer = options(&app, &broker, "?q=pioneer%20benefit").await;
    assert!(pioneer.total >= 4);
    assert!(pioneer
        .data
        .iter()
        .all(|o| o.carrier_name == "Pioneer Benefit Life"));
    let lump = options(&app, &broker, "?q=LUMP%20SUM").await;
    assert_eq!(lump.data[0].name, "Critical Illness, $10,000 or $20,000");
    let wildcard = options(&app, &broker, "?q=100%25").await;
    assert_eq!(wildcard.total, 0, "a % is searched as itself");

    // Filters by kind, category, carrier and status, together.
    let dental = options(&app, &broker, "?kind=dental").await;
    assert!(dental.total > 0 && dental.data.iter().all(|o| o.kind == BenefitKind::Dental));
    let category = dental.data[0].category_id;
    let carrier = dental.data[0].carrier_id;
    let both = options(
        &app,
        &broker,
        &format!("?category_id={category}&carrier_id={carrier}&status=active"),
    )
    .await;
    assert!(both.total >= 1);
    assert!(both
        .data
        .iter()
        .all(|o| o.category_id == category && o.carrier_id == carrier));
    assert_eq!(options(&app, &broker, "?status=archived").await.total, 0);

    // Sorted by carrier, descending.
    let by_carrier = options(&app, &broker, "?sort=carrier&order=desc&per_page=200").await;
    let carriers: Vec<String> = by_carrier
        .data
        .iter()
        .map(|o| o.carrier_name.to_lowercase())
        .collect();
    let mut sorted = carriers.clone();
    sorted.sort_by(|a, b| b.cmp(a));
    assert_eq!(carriers, sorted);
    error_body(
        app.get(SUMMIT, Some(&broker), "/api/benefit-options?sort=secret")
            .await,
        400,
        ErrorCode::Validation,
    )
    .await;
    error_body(
        app.get(SUMMIT, Some(&broker), "/api/benefit-options?kind=pets")
            .await,
        400,
        ErrorCode::Validation,
    )
    .await;

    let life: Page<BenefitCategory> = body(
        app.get(SUMMIT, Some(&broker), "/api/benefit-categories?kind=life")
            .await,
    )
    .await;
    assert_eq!(life.total, 1);
    assert_eq!(life.data[0].name, "Life and AD&D");
}

#[tokio::test]
async fn every_field_is_checked_and_named() {
    let (app, broker) = empty_catalogue().await;
    let medical = new_category(&app, &broker, "medical", "Medical").await;
    let life = new_category(&app, &broker, "life", "Life").await;
    let rocky = carrier(&app, &broker, "Rocky Mountain Health").await;
    let front_range = carrier(&app, &broker, "Front Range Mutual").await;
    let rocky_plan = plan(&app, &broker, rocky, "medical").await;
    let front_range_plan = plan(&app, &broker, front_range, "medical").await;
    let front_range_dental = plan(&app, &broker, front_range, "dental").await;

    // Categories: a name, not too long, a place in range, a kind of the vocabulary.
    let problems = field_errors(
        create_category(
            &app,
            &broker,
            j!({ "kind": "life", "name": "   ", "position": 0 }),
        )
        .await,
    )
    .await;
    assert_eq!(problems["name"], "enter the category's name");
    assert_eq!(problems["position"], "a place from 1 to 1000");
    let problems = field_errors(
        create_category(
            &app,
            &broker,
            j!({ "kind": "life", "name": "n".repeat(81), "description": "d".repeat(1001) }),
        )
        .await,
    )
    .await;
    assert_eq!(problems["name"], "use at most 80 characters");
    assert_eq!(problems["description"], "use at most 1000 characters");
    let problems =
        field_errors(create_category(&app, &broker, j!({ "kind": "pets", "name": "Pets" })).await)
            .await;
    assert!(problems["kind"]
        .as_str()
        .unwrap()
        .starts_with("choose one of: medical"));

    // Options: every problem at once.
    let mut bad = option_body(medical.id, Uuid::new_v4(), "", Some(&rocky_plan));
    bad["eligibility"]["min_hours_per_week"] = j!(-4);
    bad["eligibility"]["waiting_period_days"] = j!(120);
    bad["documents"] = j!([
        { "name": "Summary", "url": "javascript:alert(1)" },
        { "name": "", "url": "https://carrier.example/a.pdf" }
    ]);
    let problems = field_errors(create_option(&app, &broker, bad).await).await;
    assert_eq!(problems["name"], "enter the option's name");
    assert_eq!(problems["carrier_id"], "no such carrier in the catalogue");
    assert_eq!(problems["plan_id"], "that plan is Rocky Mountain Health's");
    assert_eq!(
        problems["eligibility.min_hours_per_week"],
        "hours cannot be negative"
    );
    assert_eq!(
        problems["eligibility.waiting_period_days"],
        "a health plan's waiting period is at most 90 days by law"
    );
    assert!(problems["documents[0].url"]
        .as_str()
        .unwrap()
        .contains("https://"));
    assert_eq!(problems["documents[1].name"], "name the document");

    let cases: [(Value, &str, &str); 7] = [
        (
            option_body(medical.id, rocky, &"n".repeat(121), None),
            "name",
            "use at most 120 characters",
        ),
        (
            option_body(medical.id, rocky, "Gold", Some(&front_range_plan)),
            "plan_id",
            "that plan is Front Range Mutual's, not Rocky Mountain Health's",
        ),
        (
            option_body(
                medical.id,
                front_range,
                "Dental as medical",
                Some(&front_range_dental),
            ),
            "plan_id",
            "that is a dental plan, and this category is medical",
        ),
        (
            option_body(life.id, rocky, "Life with a plan", Some(&rocky_plan)),
            "plan_id",
            "Life options have no catalogue plan; only medical, dental and vision options do",
        ),
        (
            option_body(medical.id, rocky, "Unknown plan", Some("99999CO0010001")),
            "plan_id",
            "no such plan in the catalogue",
        ),
        (
            option_body(Uuid::new_v4(), rocky, "Nowhere", None),
            "category_id",
            "no such category in your catalogue",
        ),
        (
            {
                let mut b = option_body(medical.id, rocky, "Bad link", None);
                b["documents"] = j!([{ "name": "SBC", "url": "ftp://carrier.example/sbc.pdf" }]);
                b
            },
            "documents[0].url",
            "a web address starting with https:// or http://",
        ),
    ];
    for (body, field, problem) in cases {
        let problems = field_errors(create_option(&app, &broker, body).await).await;
        assert_eq!(problems[field], problem, "{problems}");
    }
    let mut young = option_body(medical.id, rocky, "Children to 19", None);
    young["eligibility"]["child_age_limit"] = j!(19);
    let problems = field_errors(create_option(&app, &broker, young).await).await;
    assert_eq!(
        problems["eligibility.child_age_limit"],
        "medical plans cover children to at least age 26"
    );
    let mut spouse = option_body(life.id, rocky, "Spouse life", None);
    spouse["eligibility"]["dependents"] = j!("spouse");
    let problems = field_errors(create_option(&app, &broker, spouse).await).await;
    assert_eq!(
        problems["eligibility.child_age_limit"],
        "only options that cover children have a child age limit"
    );
    // Nothing was saved by any of them.
    assert_eq!(options(&app, &broker, "").await.total, 0);

    // A life option may wait longer than a health plan, with no plan.
    let mut long_wait = option_body(life.id, rocky, "Basic life", None);
    long_wait["eligibility"]["waiting_period_days"] = j!(180);
    assert_eq!(
        create_option(&app, &broker, long_wait).await.0.status(),
        201
    );
}

#[tokio::test]
async fn names_are_unique_in_the_agency() {
    let (app, broker) = empty_catalogue().await;
    let life = new_category(&app, &broker, "life", "Life and AD&D").await;
    let problems = field_errors(
        create_category(
            &app,
            &broker,
            j!({ "kind": "disability", "name": " life AND ad&d " }),
        )
        .await,
    )
    .await;
    assert_eq!(
        problems["name"],
        "another category of your agency has this name"
    );
    let other = new_category(&app, &broker, "disability", "Disability").await;
    let problems = field_errors(
        app.put(
            SUMMIT,
            Some(&broker),
            &format!("/api/benefit-categories/{}", other.id),
            j!({ "kind": "disability", "name": "LIFE and AD&D", "version": 1 }),
        )
        .await,
    )
    .await;
    assert_eq!(
        problems["name"],
        "another category of your agency has this name"
    );

    let pioneer = carrier(&app, &broker, "Pioneer Benefit Life").await;
    let first: BenefitOption = body(
        create_option(
            &app,
            &broker,
            option_body(life.id, pioneer, "Basic Life", None),
        )
        .await,
    )
    .await;
    let problems = field_errors(
        create_option(
            &app,
            &broker,
            option_body(other.id, pioneer, "basic life", None),
        )
        .await,
    )
    .await;
    assert_eq!(
        problems["name"],
        "another option of your agency has this name"
    );
    // An option keeps its own name when it is saved again.
    let mut same = option_body(life.id, pioneer, "Basic Life", None);
    same["version"] = j!(first.version);
    same["description"] = j!("One times salary.");
    let saved = app
        .put(
            SUMMIT,
            Some(&broker),
            &format!("/api/benefit-options/{}", first.id),
            same,
        )
        .await;
    assert_eq!(saved.0.status(), 200);
}

#[tokio::test]
async fn markup_in_a_description_is_kept_as_the_text_typed() {
    let (app, broker) = empty_catalogue().await;
    let eap = new_category(&app, &broker, "eap", "<b>EAP</b>").await;
    let summit = carrier(&app, &broker, "Summit Health Plans").await;
    let typed = "<img src=x onerror=alert(1)> <script>alert('x')</script> & <b>free</b>";
    let made: BenefitOption = body(
        create_option(
            &app,
            &broker,
            j!({
                "category_id": eap.id,
                "name": "Counselling <i>anytime</i>",
                "carrier_id": summit,
                "description": typed,
                "eligibility": { "dependents": "employee_only" }
            }),
        )
        .await,
    )
    .await;
    let raw = app
        .get(
            SUMMIT,
            Some(&broker),
            &format!("/api/benefit-options/{}", made.id),
        )
        .await;
    assert_eq!(
        raw.0.headers().get("content-type").unwrap(),
        "application/json; charset=utf-8"
    );
    let read = json(raw).await;
    assert_eq!(read["description"], typed);
    assert_eq!(read["name"], "Counselling <i>anytime</i>");
    assert_eq!(read["category_name"], "<b>EAP</b>");
    assert_eq!(
        read["eligibility_summary"],
        "All employees. Covers the employee only."
    );
}

#[tokio::test]
async fn another_agency_finds_none_of_the_catalogue() {
    let app = demo_app().await;
    let broker = app.sign_in(SUMMIT, BROKER, PASSWORD).await.unwrap();
    let summit_option = options(&app, &broker, "?per_page=1").await.data.remove(0);
    let category = summit_option.category_id;

    let harbor = tenants::registry::provision(&app.pool, "harbor", "Harbor")
        .await
        .unwrap();
    let user: Uuid = sqlx::query_scalar(
        "INSERT INTO users (email, name, password_hash, email_verified_at) VALUES ('o@harbor.example', 'Hal', $1, now()) RETURNING id",
    )
    .bind(platform::auth::password::hash(PASSWORD))
    .fetch_one(&app.pool)
    .await
    .unwrap();
    sqlx::query("INSERT INTO memberships (user_id, agency_id, role) VALUES ($1, $2, 'owner')")
        .bind(user)
        .bind(harbor.id)
        .execute(&app.pool)
        .await
        .unwrap();
    let host = "harbor.localhost:8080";
    let owner = app
        .sign_in(host, "o@harbor.example", PASSWORD)
        .await
        .unwrap();
    let on = app
        .put(
            host,
            Some(&owner),
            "/api/previews/benefits_catalog",
            j!({ "enabled": true }),
        )
        .await;
    assert_eq!(on.0.status(), 200);

    let listed = json(app.get(host, Some(&owner), "/api/benefit-options").await).await;
    assert_eq!(listed["total"], 0);
    let listed = json(app.get(host, Some(&owner), "/api/benefit-categories").await).await;
    assert_eq!(listed["total"], 0);
    for path in [
        format!("/api/benefit-options/{}", summit_option.id),
        format!("/api/benefit-categories/{category}"),
    ] {
        error_body(
            app.get(host, Some(&owner), &path).await,
            404,
            ErrorCode::NotFound,
        )
        .await;
    }
    error_body(
        app.put(
            host,
            Some(&owner),
            &format!("/api/benefit-categories/{category}"),
            j!({ "kind": "medical", "name": "Taken over", "version": 1 }),
        )
        .await,
        404,
        ErrorCode::NotFound,
    )
    .await;
    let mut takeover = option_body(category, summit_option.carrier_id, "Taken over", None);
    takeover["version"] = j!(summit_option.version);
    error_body(
        app.put(
            host,
            Some(&owner),
            &format!("/api/benefit-options/{}", summit_option.id),
            takeover.clone(),
        )
        .await,
        404,
        ErrorCode::NotFound,
    )
    .await;
    // Its own category may not hold an option in Summit's category either.
    let problems = field_errors(
        app.post(host, Some(&owner), "/api/benefit-options", takeover)
            .await,
    )
    .await;
    assert_eq!(
        problems["category_id"],
        "no such category in your catalogue"
    );
    let untouched = options(&app, &broker, "?per_page=1").await.data.remove(0);
    assert_eq!(untouched.version, summit_option.version);
}

#[tokio::test]
async fn employer_admins_employees_and_strangers_are_refused() {
    let app = demo_app().await;
    let hannah = app
        .sign_in(SUMMIT, "hannah@brightpath.example", PASSWORD)
        .await
        .unwrap();
    let leo = app
        .sign_in(SUMMIT, "leo@brightpath.example", PASSWORD)
        .await
        .unwrap();
    let broker = app.sign_in(SUMMIT, BROKER, PASSWORD).await.unwrap();
    let option = options(&app, &broker, "?per_page=1").await.data.remove(0);
    for cookie in [&hannah, &leo] {
        for path in [
            "/api/benefit-categories".to_string(),
            "/api/benefit-options".to_string(),
            format!("/api/benefit-options/{}", option.id),
        ] {
            error_body(
                app.get(SUMMIT, Some(cookie), &path).await,
                403,
                ErrorCode::Forbidden,
            )
            .await;
        }
        error_body(
            create_category(&app, cookie, j!({ "kind": "life", "name": "Mine" })).await,
            403,
            ErrorCode::Forbidden,
        )
        .await;
    }
    error_body(
        app.get(SUMMIT, None, "/api/benefit-options").await,
        401,
        ErrorCode::Unauthenticated,
    )
    .await;
}

#[tokio::test]
async fn switched_off_the_preview_answers_preview_not_enabled() {
    let app = demo_app().await;
    let owner = app
        .sign_in(SUMMIT, "dana@summit.example", PASSWORD)
        .await
        .unwrap();
    let broker = app.sign_in(SUMMIT, BROKER, PASSWORD).await.unwrap();
    let option = options(&app, &broker, "?per_page=1").await.data.remove(0);
    let off = app
        .client
        .put("/api/previews/benefits_catalog")
        .header("host", SUMMIT)
        .header("cookie", &owner)
        .header("X-Canopy-Csrf", "1")
        .body_json(&j!({ "enabled": false }))
        .send()
        .await;
    assert_eq!(off.0.status(), 200);

    let refused = error_body(
        app.get(SUMMIT, Some(&broker), "/api/benefit-categories")
            .await,
        403,
        ErrorCode::PreviewNotEnabled,
    )
    .await;
    assert_eq!(refused["details"]["feature"], "benefits_catalog");
    assert_eq!(refused["details"]["switch_on"], "/dashboard/early-access");
    for resp in [
        app.get(SUMMIT, Some(&broker), "/api/benefit-options").await,
        app.get(
            SUMMIT,
            Some(&broker),
            &format!("/api/benefit-options/{}", option.id),
        )
        .await,
        create_category(&app, &broker, j!({ "kind": "life", "name": "Group life" })).await,
        create_option(
            &app,
            &broker,
            option_body(option.category_id, option.carrier_id, "Another", None),
        )
        .await,
    ] {
        error_body(resp, 403, ErrorCode::PreviewNotEnabled).await;
    }
    // The permission is checked first: an employer admin still hears she may not.
    let hannah = app
        .sign_in(SUMMIT, "hannah@brightpath.example", PASSWORD)
        .await
        .unwrap();
    error_body(
        app.get(SUMMIT, Some(&hannah), "/api/benefit-options").await,
        403,
        ErrorCode::Forbidden,
    )
    .await;
}
