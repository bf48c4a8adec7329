//! The catalogue, quotes and plan designs through the API: rates import (all or nothing),
//! rating figures by hand, snapshots and re-rates, proposals, market analysis, plan design
//! checks and approval, and who may do what.

use crate::common::catalogue::*;
use crate::common::census::import_census;
use crate::common::*;
use poem::test::{TestForm, TestFormField};
use serde_json::json as j;

fn plan_of<'a>(quote: &'a serde_json::Value, id: &str) -> &'a serde_json::Value {
    quote["plans"]
        .as_array()
        .unwrap()
        .iter()
        .find(|p| p["plan"]["id"] == id)
        .unwrap()
}

/// 75 % of the employee and 50 % of dependents; part-timers 50 % and nothing.
fn class_rules() -> serde_json::Value {
    j!([
        { "kind": "percent", "employee_pct": "75", "dependents_pct": "50" },
        { "kind": "percent", "employee_class": "Part-time", "employee_pct": "50", "dependents_pct": "0" }
    ])
}

#[tokio::test]
async fn rates_import_checks_every_row_and_loads_all_or_nothing() {
    let app = seeded_app().await;
    add_test_plan(&app).await;
    let year = next_plan_year();
    let (from, to) = (jan1(year), dec31(year));
    let owner = app
        .sign_in(SUMMIT, "dana@summit.example", PASSWORD)
        .await
        .unwrap();
    let forbidden = app
        .client
        .post("/api/catalogue/rates/import")
        .header("host", SUMMIT)
        .header("cookie", &owner)
        .header("x-canopy-csrf", "1")
        .multipart(
            TestForm::new()
                .field(
                    TestFormField::bytes(rates_csv(300, 200).into_bytes())
                        .name("file")
                        .filename("r.csv"),
                )
                .field(TestFormField::text(from.clone()).name("effective_from"))
                .field(TestFormField::text(to.clone()).name("effective_to")),
        )
        .send()
        .await;
    error_body(forbidden, 403, ErrorCode::Forbidden).await;

    let operator = app
        .sign_in(PLATFORM, "operator@canopy.example", PASSWORD)
        .await
        .unwrap();
    // A file with one bad row and a plan missing an age band loads nothing.
    let mut bad = rates_csv(300, 200).replace(
        &format!("{PLAN},Rating Area 3,CO,Tobacco User/Non-Tobacco User,40,340.00"),
        &format!("{PLAN},Rating Area 3,CO,Tobacco User/Non-Tobacco User,40,abc"),
    );
    bad.push_str("99999CO0000001,Rating Area 3,CO,,30,100.00,\n");
    let body = error_body(
        import_rates(&app, &operator, bad, &from, &to).await,
        400,
        ErrorCode::Validation,
    )
    .await;
    let fields = body["details"]["fields"].as_object().unwrap();
    assert!(
        fields.keys().any(|k| k == "row 28 IndividualRate"),
        "{body}"
    );
    assert!(fields.keys().any(|k| k == "row 53 PlanId"), "{body}");
    let loaded: i64 = sqlx::query_scalar("SELECT count(*) FROM plan_rates WHERE plan_id = $1")
        .bind(PLAN)
        .fetch_one(&app.pool)
        .await
        .unwrap();
    assert_eq!(loaded, 0, "nothing of a bad file is loaded");
    let missing_band = rates_csv(300, 200)
        .lines()
        .filter(|l| !l.contains(",45,"))
        .collect::<Vec<_>>()
        .join("\n");
    let body = error_body(
        import_rates(&app, &operator, missing_band, &from, &to).await,
        400,
        ErrorCode::Validation,
    )
    .await;
    assert!(body.to_string().contains("lacks age bands 45"), "{body}");
    error_body(
        import_rates(&app, &operator, rates_csv(300, 200), &to, &from).await,
        400,
        ErrorCode::Validation,
    )
    .await;

    let ok = json(import_rates(&app, &operator, rates_csv(300, 200), &from, &to).await).await;
    assert_eq!(
        (
            ok["rows"].as_i64(),
            ok["plans"].as_i64(),
            ok["rating_areas"].as_i64(),
            ok["replaced"].as_i64()
        ),
        (Some(51), Some(1), Some(1), Some(0))
    );
    // Loading the same start date again replaces; an overlapping range is refused whole.
    let again = json(import_rates(&app, &operator, rates_csv(310, 210), &from, &to).await).await;
    assert_eq!(again["replaced"], 51);
    error_body(
        import_rates(
            &app,
            &operator,
            rates_csv(320, 220),
            &ymd(year, 6, 1),
            &ymd(year + 1, 5, 31),
        )
        .await,
        400,
        ErrorCode::Validation,
    )
    .await;
    let forty: String = sqlx::query_scalar(
        "SELECT individual_rate::text FROM plan_rates WHERE plan_id = $1 AND age = 40",
    )
    .bind(PLAN)
    .fetch_one(&app.pool)
    .await
    .unwrap();
    assert_eq!(forty, "350.00");

    // The catalogue lists it for the area and date, with its 21-year-old rate.
    let plans = json(
        app.get(
            SUMMIT,
            Some(&owner),
            &format!(
                "/api/catalogue/plans?rating_area=CO-03&effective_date={}&q=Test",
                ymd(year, 3, 1)
            ),
        )
        .await,
    )
    .await;
    assert_eq!(
        (
            plans["total"].as_i64(),
            plans["data"][0]["base_rate_cents"].as_i64()
        ),
        (Some(1), Some(33100))
    );
    // Its benefit figures, kept in whole dollars, cross in cents.
    let test_plan = &plans["data"][0];
    assert_eq!(
        [
            &test_plan["deductible_individual_cents"],
            &test_plan["deductible_family_cents"],
            &test_plan["oop_max_individual_cents"],
            &test_plan["oop_max_family_cents"],
            &test_plan["copay_pcp_cents"],
            &test_plan["copay_specialist_cents"],
        ],
        [
            &j!(100_000),
            &j!(200_000),
            &j!(500_000),
            &j!(1_000_000),
            &j!(2_500),
            &j!(5_000)
        ],
        "{test_plan}"
    );
    assert!(test_plan.get("copay_er_cents").is_none());
    // The deductible filter is in cents too.
    for (max, total) in [(99_999, 0), (100_000, 1), (100_050, 1)] {
        let within = json(
            app.get(
                SUMMIT,
                Some(&owner),
                &format!("/api/catalogue/plans?q=Test&max_deductible_cents={max}"),
            )
            .await,
        )
        .await;
        assert_eq!(within["total"], total, "{max}: {within}");
    }
    let below_zero = error_body(
        app.get(
            SUMMIT,
            Some(&owner),
            "/api/catalogue/plans?max_deductible_cents=-100",
        )
        .await,
        400,
        ErrorCode::Validation,
    )
    .await;
    assert!(
        below_zero["details"]["fields"]["max_deductible_cents"].is_string(),
        "{below_zero}"
    );
    let demo = json(app.get(SUMMIT, Some(&owner), "/api/catalogue/plans?line=medical&metal_level=gold,platinum&network_type=PPO&per_page=100").await).await;
    assert!(demo["total"].as_i64().unwrap() >= 8, "{demo}");
    assert!(demo["data"]
        .as_array()
        .unwrap()
        .iter()
        .all(|p| p["network_type"] == "PPO"
            && ["gold", "platinum"].contains(&p["metal_level"].as_str().unwrap())));
    error_body(
        app.get(SUMMIT, Some(&owner), "/api/catalogue/plans?metal_level=tin")
            .await,
        400,
        ErrorCode::Validation,
    )
    .await;
    // The same design is sold in several states: the list filters by state.
    let utah = json(
        app.get(
            SUMMIT,
            Some(&owner),
            "/api/catalogue/plans?state=ut,NM&per_page=100",
        )
        .await,
    )
    .await;
    let states: std::collections::BTreeSet<&str> = utah["data"]
        .as_array()
        .unwrap()
        .iter()
        .map(|p| p["state"].as_str().unwrap())
        .collect();
    assert_eq!(
        states.into_iter().collect::<Vec<_>>(),
        ["NM", "UT"],
        "{utah}"
    );
    let everywhere = json(
        app.get(SUMMIT, Some(&owner), "/api/catalogue/plans?per_page=1")
            .await,
    )
    .await;
    assert!(everywhere["total"].as_i64() > utah["total"].as_i64());
    error_body(
        app.get(SUMMIT, Some(&owner), "/api/catalogue/plans?state=Colorado")
            .await,
        400,
        ErrorCode::Validation,
    )
    .await;
    let carriers = json(
        app.get(SUMMIT, Some(&owner), "/api/catalogue/carriers")
            .await,
    )
    .await;
    assert!(carriers.as_array().unwrap().len() >= 5);
    let area = json(
        app.get(SUMMIT, Some(&owner), "/api/catalogue/rating-area?zip=80202")
            .await,
    )
    .await;
    assert_eq!(area["rating_area"], "CO-03");
    error_body(
        app.get(SUMMIT, Some(&owner), "/api/catalogue/rating-area?zip=99999")
            .await,
        400,
        ErrorCode::Validation,
    )
    .await;
}

#[tokio::test]
async fn quotes_rate_by_hand_keep_snapshots_and_export() {
    let (app, operator) = app_with_test_rates().await;
    let year = next_plan_year();
    let effective = jan1(year);
    let owner = app
        .sign_in(SUMMIT, "dana@summit.example", PASSWORD)
        .await
        .unwrap();
    let gid = census_group(&app, &owner, "Stone & Ruiz Studio").await;
    let demo_plan = json(app.get(SUMMIT, Some(&owner), &format!("/api/catalogue/plans?line=medical&rating_area=CO-03&effective_date={effective}&per_page=1")).await).await["data"][0]["id"]
        .as_str()
        .unwrap()
        .to_string();
    let rules = class_rules();

    // Bad input is refused with every field named.
    let too_many: Vec<String> = (0..51).map(|i| format!("12345CO00900{i:02}")).collect();
    let body = error_body(
        app.post(SUMMIT, Some(&owner), &format!("/api/groups/{gid}/quotes"), j!({ "effective_date": effective, "lines": ["medical", "medical"], "plan_ids": too_many,
            "contribution": [{ "kind": "percent", "employee_pct": "120", "dependents_pct": "0", "employee_class": "Owners" }] }))
        .await,
        400,
        ErrorCode::Validation,
    )
    .await;
    for f in [
        "lines",
        "plan_ids",
        "contribution[0].employee_pct",
        "contribution[0].employee_class",
    ] {
        assert!(body["details"]["fields"][f].is_string(), "{f}: {body}");
    }
    // Money arrives in whole cents, from 0 to $100,000 a month.
    let body = error_body(
        app.post(SUMMIT, Some(&owner), &format!("/api/groups/{gid}/quotes"), j!({ "effective_date": effective, "lines": ["medical"], "plan_ids": [PLAN],
            "contribution": [{ "kind": "flat_per_tier", "line": "medical", "ee_cents": -1, "es_cents": 10_000_001, "ec_cents": 0, "ef_cents": 10_000_000 },
                { "kind": "allowance", "line": "dental", "amount_cents": -45000 }] }))
        .await,
        400,
        ErrorCode::Validation,
    )
    .await;
    let fields = &body["details"]["fields"];
    for f in [
        "contribution[0].ee_cents",
        "contribution[0].es_cents",
        "contribution[1].amount_cents",
    ] {
        assert!(fields[f].is_string(), "{f}: {body}");
    }
    for f in ["contribution[0].ec_cents", "contribution[0].ef_cents"] {
        assert!(fields[f].is_null(), "{f}: {body}");
    }
    let dental = json(
        app.get(
            SUMMIT,
            Some(&owner),
            "/api/catalogue/plans?line=dental&per_page=1",
        )
        .await,
    )
    .await["data"][0]["id"]
        .as_str()
        .unwrap()
        .to_string();
    let body = error_body(
        app.post(SUMMIT, Some(&owner), &format!("/api/groups/{gid}/quotes"), j!({ "effective_date": effective, "lines": ["medical"], "plan_ids": [PLAN, dental], "contribution": rules })).await,
        400,
        ErrorCode::Validation,
    )
    .await;
    assert!(
        body["details"]["fields"]["plan_ids"]
            .as_str()
            .unwrap()
            .contains("dental plan"),
        "{body}"
    );

    let created = app
        .post(SUMMIT, Some(&owner), &format!("/api/groups/{gid}/quotes"), j!({ "effective_date": effective, "lines": ["medical"], "plan_ids": [PLAN, demo_plan], "contribution": rules, "pay_frequency": 26 }))
        .await;
    assert_eq!(created.0.status(), 201);
    assert_eq!(
        latest_move(&app, &owner, &gid).await,
        (
            Some(GroupStage::Prospect),
            GroupStage::Quoting,
            StageTrigger::QuoteCreated
        ),
        "a quote moves a prospect to quoting"
    );
    let quote = json(created).await;
    let qid = quote["id"].as_str().unwrap().to_string();
    assert_eq!(
        (
            quote["status"].as_str(),
            quote["employees"].as_i64(),
            quote["rating_area"].as_str(),
            quote["number"].as_i64()
        ),
        (Some("draft"), Some(4), Some("CO-03"), Some(1))
    );
    // By hand: Ava 40 → 340.00, Sam 38 → 338.00, Kit 10 → 200.00 (the 0-14 band): 878.00,
    // employer 75 % of 340.00 = 255.00 + 50 % of 538.00 = 269.00 → 524.00. Ben (part-time) 30 → 330.00,
    // employer 50 % = 165.00. Dee 50 → 350.00, employer 262.50. Cy waives.
    let test_plan = plan_of(&quote, PLAN);
    assert_eq!(test_plan["monthly_premium_cents"], 155800);
    assert_eq!(test_plan["employer_monthly_cents"], 95150);
    assert_eq!(test_plan["employee_monthly_cents"], 60650);
    assert_eq!(test_plan["annual_premium_cents"], 1869600);
    assert_eq!(test_plan["enrolled"], 3);
    assert_eq!(test_plan["base_rate_cents"], 32100);
    let tiers: Vec<(String, i64)> = test_plan["tiers"]
        .as_array()
        .unwrap()
        .iter()
        .map(|t| {
            (
                t["tier"].as_str().unwrap().to_string(),
                t["count"].as_i64().unwrap(),
            )
        })
        .collect();
    assert_eq!(
        tiers,
        vec![
            ("EE".into(), 2),
            ("ES".into(), 0),
            ("EC".into(), 0),
            ("EF".into(), 1)
        ]
    );

    let breakdown = json(
        app.get(
            SUMMIT,
            Some(&owner),
            &format!("/api/quotes/{qid}/breakdown?plan_id={PLAN}&q=stone"),
        )
        .await,
    )
    .await;
    assert_eq!(breakdown["total"], 1);
    let ava = &breakdown["data"][0];
    // 354.00 a month × 12 / 26 = 163.38 a paycheck
    assert_eq!(
        (
            ava["premium_cents"].as_i64(),
            ava["employee_cents"].as_i64(),
            ava["per_paycheck_cents"].as_i64(),
            ava["tier"].as_str()
        ),
        (Some(87800), Some(35400), Some(16338), Some("EF"))
    );
    let ages: Vec<i64> = ava["members"]
        .as_array()
        .unwrap()
        .iter()
        .map(|m| m["age"].as_i64().unwrap())
        .collect();
    assert_eq!(ages, vec![40, 38, 10]);
    let all = json(
        app.get(
            SUMMIT,
            Some(&owner),
            &format!("/api/quotes/{qid}/breakdown?plan_id={PLAN}&per_page=2&page=2"),
        )
        .await,
    )
    .await;
    assert_eq!(
        (all["total"].as_i64(), all["data"].as_array().unwrap().len()),
        (Some(4), 2)
    );
    error_body(
        app.get(
            SUMMIT,
            Some(&owner),
            &format!("/api/quotes/{qid}/breakdown?plan_id=nope"),
        )
        .await,
        400,
        ErrorCode::Validation,
    )
    .await;

    // A snapshot: a roster change (Dee leaves before the plan year) does not move the quote until
    // it is re-rated with the census.
    let list = json(
        app.get(
            SUMMIT,
            Some(&owner),
            &format!("/api/employees?group_id={gid}&q=Dee"),
        )
        .await,
    )
    .await;
    let dee = list["data"][0]["id"].as_str().unwrap().to_string();
    send(
        &app,
        &owner,
        "POST",
        &format!("/api/employees/{dee}/terminate"),
        j!({ "date": dec31(year - 1) }),
    )
    .await;
    assert_eq!(
        json(
            app.get(SUMMIT, Some(&owner), &format!("/api/quotes/{qid}"))
                .await
        )
        .await["plans"][0]["monthly_premium_cents"],
        155800
    );
    // New rates (+10 a member) and the fresh census: 908.00 + 340.00 = 1248.00, −310.00 (−19.9 %).
    assert_eq!(
        import_rates(
            &app,
            &operator,
            rates_csv(310, 210),
            &effective,
            &dec31(year)
        )
        .await
        .0
        .status(),
        200
    );
    let rerated = json(
        send(
            &app,
            &owner,
            "POST",
            &format!("/api/quotes/{qid}/rerate"),
            j!({ "refresh_census": true }),
        )
        .await,
    )
    .await;
    let change = rerated["rerates"][0]["changes"]
        .as_array()
        .unwrap()
        .iter()
        .find(|c| c["plan_id"] == PLAN)
        .unwrap()
        .clone();
    assert_eq!(
        (
            change["before_monthly_cents"].as_i64(),
            change["after_monthly_cents"].as_i64(),
            change["change_cents"].as_i64(),
            change["change_pct"].as_f64()
        ),
        (Some(155800), Some(124800), Some(-31000), Some(-19.9))
    );
    assert_eq!(
        (
            change["before_enrolled"].as_i64(),
            change["after_enrolled"].as_i64()
        ),
        (Some(3), Some(2))
    );
    assert_eq!(rerated["employees"], 3);

    // Statuses move one step at a time.
    error_body(
        send(
            &app,
            &owner,
            "POST",
            &format!("/api/quotes/{qid}/status"),
            j!({ "status": "accepted" }),
        )
        .await,
        409,
        ErrorCode::Conflict,
    )
    .await;
    assert_eq!(
        json(
            send(
                &app,
                &owner,
                "POST",
                &format!("/api/quotes/{qid}/status"),
                j!({ "status": "presented" })
            )
            .await
        )
        .await["status"],
        "presented"
    );
    error_body(
        send(
            &app,
            &owner,
            "DELETE",
            &format!("/api/quotes/{qid}"),
            j!({}),
        )
        .await,
        409,
        ErrorCode::Conflict,
    )
    .await;
    let accepted = json(
        send(
            &app,
            &owner,
            "POST",
            &format!("/api/quotes/{qid}/status"),
            j!({ "status": "accepted" }),
        )
        .await,
    )
    .await;
    assert!(accepted["decided_at"].is_string() && accepted["presented_at"].is_string());
    error_body(
        send(
            &app,
            &owner,
            "POST",
            &format!("/api/quotes/{qid}/rerate"),
            j!({}),
        )
        .await,
        409,
        ErrorCode::Conflict,
    )
    .await;

    // Proposals open: a workbook with three sheets, a PDF with the group's name.
    let xlsx = app
        .get(
            SUMMIT,
            Some(&owner),
            &format!("/api/quotes/{qid}/proposal?format=xlsx"),
        )
        .await;
    assert_eq!(xlsx.0.status(), 200);
    let bytes = xlsx.0.into_body().into_vec().await.unwrap();
    assert!(bytes.starts_with(b"PK"));
    let mut book: calamine::Xlsx<_> =
        calamine::open_workbook_from_rs(std::io::Cursor::new(bytes)).unwrap();
    use calamine::Reader;
    assert_eq!(book.sheet_names(), vec!["Plans", "Employees", "Families"]);
    let plans_sheet = book.worksheet_range("Plans").unwrap();
    assert!(plans_sheet
        .rows()
        .any(|r| r.iter().any(|c| *c == "Test Gold HMO")));
    let pdf = app
        .get(
            SUMMIT,
            Some(&owner),
            &format!("/api/quotes/{qid}/proposal?format=pdf"),
        )
        .await;
    assert_eq!(pdf.0.status(), 200);
    let bytes = pdf.0.into_body().into_vec().await.unwrap();
    assert!(bytes.starts_with(b"%PDF-"));
    let text = crate::common::pdf_text::pdf_text(&bytes);
    assert!(
        text.contains("Stone & Ruiz Studio")
            && text.contains("Summit Benefits Group")
            && text.contains("$1,248.00"),
        "the PDF carries the group, the agency and the figures: {text}"
    );

    // Market analysis: each plan against the current $1,000.00 a month.
    let market = json(
        app.get(
            SUMMIT,
            Some(&owner),
            &format!("/api/groups/{gid}/market-analysis"),
        )
        .await,
    )
    .await;
    assert_eq!(market["current_monthly_premium_cents"], 100000);
    let row = market["plans"]
        .as_array()
        .unwrap()
        .iter()
        .find(|p| p["plan"]["id"] == PLAN)
        .unwrap();
    assert_eq!(
        (
            row["change_vs_current_cents"].as_i64(),
            row["change_pct"].as_f64()
        ),
        (Some(24800), Some(24.8))
    );
    let list = json(
        app.get(
            SUMMIT,
            Some(&owner),
            &format!("/api/groups/{gid}/quotes?status=accepted"),
        )
        .await,
    )
    .await;
    assert_eq!(
        (
            list["total"].as_i64(),
            list["data"][0]["plan_count"].as_i64()
        ),
        (Some(1), Some(2))
    );

    // Another agency sees none of it; an employer admin reads but doesn't write.
    let harbor = harbor_owner(&app).await;
    error_body(
        app.get(HARBOR, Some(&harbor), &format!("/api/quotes/{qid}"))
            .await,
        404,
        ErrorCode::NotFound,
    )
    .await;
    error_body(
        app.get(HARBOR, Some(&harbor), &format!("/api/groups/{gid}/quotes"))
            .await,
        404,
        ErrorCode::NotFound,
    )
    .await;
    error_body(
        app.get(
            HARBOR,
            Some(&harbor),
            &format!("/api/quotes/{qid}/proposal?format=pdf"),
        )
        .await,
        404,
        ErrorCode::NotFound,
    )
    .await;
    // Carrier comparisons are the broker's: the client's HR reads none of them.
    let hr = scope_employer_admin(&app, &gid).await;
    error_body(
        app.get(SUMMIT, Some(&hr), &format!("/api/quotes/{qid}"))
            .await,
        403,
        ErrorCode::Forbidden,
    )
    .await;
    error_body(
        app.get(SUMMIT, Some(&hr), &format!("/api/groups/{gid}/quotes"))
            .await,
        403,
        ErrorCode::Forbidden,
    )
    .await;
    error_body(
        send(
            &app,
            &hr,
            "POST",
            &format!("/api/quotes/{qid}/status"),
            j!({ "status": "presented" }),
        )
        .await,
        403,
        ErrorCode::Forbidden,
    )
    .await;
    error_body(app.post(SUMMIT, Some(&hr), &format!("/api/groups/{gid}/quotes"), j!({ "effective_date": effective, "lines": ["medical"], "plan_ids": [PLAN], "contribution": rules })).await, 403, ErrorCode::Forbidden).await;
    let other = json(
        app.post(
            SUMMIT,
            Some(&owner),
            "/api/groups",
            j!({ "name": "Elsewhere", "zip": "80202" }),
        )
        .await,
    )
    .await;
    error_body(
        app.get(
            SUMMIT,
            Some(&hr),
            &format!("/api/groups/{}/quotes", other["id"].as_str().unwrap()),
        )
        .await,
        403,
        ErrorCode::Forbidden,
    )
    .await;

    // A draft can be removed; the audit log has the story.
    let draft = json(app.post(SUMMIT, Some(&owner), &format!("/api/groups/{gid}/quotes"), j!({ "effective_date": effective, "lines": ["medical"], "plan_ids": [PLAN], "contribution": rules })).await).await;
    assert_eq!(draft["number"], 2);
    assert_eq!(
        send(
            &app,
            &owner,
            "DELETE",
            &format!("/api/quotes/{}", draft["id"].as_str().unwrap()),
            j!({})
        )
        .await
        .0
        .status(),
        204
    );
    let log = json(
        app.get(SUMMIT, Some(&owner), "/api/audit-log?per_page=100")
            .await,
    )
    .await
    .to_string();
    for action in [
        "Created Quote 1",
        "Re-rated",
        "presented → accepted",
        "Removed Quote 2",
    ] {
        assert!(log.contains(action), "{action}: {log}");
    }
}

#[tokio::test]
async fn a_quote_rates_a_committed_census_version_as_it_was() {
    let (app, _) = app_with_test_rates().await;
    let year = next_plan_year();
    let owner = app
        .sign_in(SUMMIT, "dana@summit.example", PASSWORD)
        .await
        .unwrap();
    let group = json(
        app.post(
            SUMMIT,
            Some(&owner),
            "/api/groups",
            j!({ "name": "Census Quote Co", "zip": "80202", "effective_date": jan1(year) }),
        )
        .await,
    )
    .await;
    let gid = group["id"].as_str().unwrap();
    // The people of the roster quote above (of the same ages on January 1), by file, and one who has left.
    let born = |age: i32| born_in(age, year);
    let version = import_census(
        &app,
        &owner,
        gid,
        &format!(
            "First Name,Last Name,DOB,Zip,Relationship,Medical Tier,Employment Status,Salary
Ava,Stone,06/01/{},80202,Employee,EF,Full-time,40000
Sam,Stone,06/01/{},80202,Spouse,,,
Kit,Stone,06/01/{},80202,Child,,,
Ben,Ruiz,06/01/{},80202,Employee,EE,Part-time,30000
Cy,Ong,06/01/{},80202,Employee,W,Full-time,
Dee,Park,06/01/{},80202,Employee,EE,Full-time,90000
Lou,Marsh,06/01/{},80202,Employee,EE,Terminated,50000
",
            born(40),
            born(38),
            born(10),
            born(30),
            born(36),
            born(50),
            born(56)
        ),
    )
    .await;
    // Later roster changes are not the version's.
    let list = json(
        app.get(
            SUMMIT,
            Some(&owner),
            &format!("/api/employees?group_id={gid}&q=Dee"),
        )
        .await,
    )
    .await;
    let dee = list["data"][0]["id"].as_str().unwrap().to_string();
    send(
        &app,
        &owner,
        "POST",
        &format!("/api/employees/{dee}/terminate"),
        j!({ "date": dec31(year - 1) }),
    )
    .await;

    let rules = class_rules();
    let created = app
        .post(SUMMIT, Some(&owner), &format!("/api/groups/{gid}/quotes"), j!({ "effective_date": jan1(year), "lines": ["medical"], "plan_ids": [PLAN], "contribution": rules, "census_version_id": version }))
        .await;
    assert_eq!(created.0.status(), 201);
    let quote = json(created).await;
    // As rated from the roster: 1558.00 a month, 951.50 by the employer; Lou is not rated.
    assert_eq!(quote["employees"], 4);
    let plan = plan_of(&quote, PLAN);
    assert_eq!(
        (
            plan["monthly_premium_cents"].as_i64(),
            plan["employer_monthly_cents"].as_i64(),
            plan["enrolled"].as_i64()
        ),
        (Some(155800), Some(95150), Some(3))
    );
    let breakdown = json(
        app.get(
            SUMMIT,
            Some(&owner),
            &format!(
                "/api/quotes/{}/breakdown?plan_id={PLAN}&q=stone",
                quote["id"].as_str().unwrap()
            ),
        )
        .await,
    )
    .await;
    let ages: Vec<i64> = breakdown["data"][0]["members"]
        .as_array()
        .unwrap()
        .iter()
        .map(|m| m["age"].as_i64().unwrap())
        .collect();
    assert_eq!(ages, vec![40, 38, 10]);
}

#[tokio::test]
async fn plan_designs_are_checked_submitted_and_approved_by_the_employer() {
    let (app, _) = app_with_test_rates().await;
    let broker = app
        .sign_in(SUMMIT, "marcus@summit.example", PASSWORD)
        .await
        .unwrap();
    let gid = census_group(&app, &broker, "Design Works").await;
    // March 1, not January 1: carriers waive their minimums for January 1 applications made
    // between November 15 and December 15, and the checks below must fail on any day.
    let year = next_plan_year();
    let input = |employee_pct: &str| {
        j!({ "plan_year": year, "effective_date": ymd(year, 3, 1), "offering_model": "single_carrier", "plan_ids": [PLAN],
             "contribution": [{ "kind": "percent", "employee_pct": employee_pct, "dependents_pct": "0" }],
             "waiting_period": "first_of_month_after_30", "pay_frequency": 24 })
    };

    // The live model: at 10 % the carrier minimum fails, with the households named.
    let preview = json(
        app.post(
            SUMMIT,
            Some(&broker),
            &format!("/api/groups/{gid}/plan-designs/preview"),
            input("10"),
        )
        .await,
    )
    .await;
    let check = |model: &serde_json::Value, key: &str| {
        model["checks"]
            .as_array()
            .unwrap()
            .iter()
            .find(|c| c["key"] == key)
            .unwrap()
            .clone()
    };
    let minimum = check(&preview, "min_contribution:Test Mutual");
    assert_eq!(minimum["status"], "fail", "{minimum}");
    assert!(
        minimum["summary"]
            .as_str()
            .unwrap()
            .starts_with("3 of 3 people fall short"),
        "{minimum}"
    );
    assert_eq!(preview["ready"], false);
    // Participation: 3 of 4 enroll (75 %) against 70 %. Affordability: Ben pays 90 % of 330.00 = 297.00 a
    // month, more than 9.96 % of $30,000 a year (249.00).
    assert_eq!(
        check(&preview, "participation:Test Mutual")["status"],
        "pass"
    );
    let afford = check(&preview, "aca_affordability");
    assert_eq!(afford["status"], "fail");
    assert!(
        afford["details"][0]
            .as_str()
            .unwrap()
            .contains("Ben Ruiz: $297.00 a month"),
        "{afford}"
    );
    // Employer cost at 10 %: 34.00 + 33.00 + 35.00 = 102.00 a month → 1,224.00 a year.
    assert_eq!(preview["employer_annual_low_cents"], 122400);

    let created = app
        .post(
            SUMMIT,
            Some(&broker),
            &format!("/api/groups/{gid}/plan-designs"),
            input("10"),
        )
        .await;
    assert_eq!(created.0.status(), 201);
    let design = json(created).await;
    let did = design["id"].as_str().unwrap().to_string();
    assert_eq!(
        (design["status"].as_str(), design["number"].as_i64()),
        (Some("draft"), Some(1))
    );
    let refused = error_body(
        send(
            &app,
            &broker,
            "POST",
            &format!("/api/plan-designs/{did}/submit"),
            j!({}),
        )
        .await,
        409,
        ErrorCode::CheckFailed,
    )
    .await;
    assert!(
        refused["details"]["failing"]
            .as_array()
            .is_some_and(|f| !f.is_empty()),
        "{refused}"
    );
    error_body(
        send(&app, &broker, "PUT", &format!("/api/plan-designs/{did}"), {
            let mut b = input("75");
            b["version"] = j!(99);
            b
        })
        .await,
        409,
        ErrorCode::StaleVersion,
    )
    .await;
    let mut fixed = input("75");
    fixed["version"] = design["version"].clone();
    let saved = json(
        send(
            &app,
            &broker,
            "PUT",
            &format!("/api/plan-designs/{did}"),
            fixed,
        )
        .await,
    )
    .await;
    assert_eq!(
        saved["model"]["ready"], true,
        "{}",
        saved["model"]["checks"]
    );
    // At 75 % the employee-only households pay 85.00 (Ava's 340.00 is in EF) — Ben 82.50 and Dee 87.50.
    let ee = &saved["model"]["plans"][0]["tiers"][0];
    assert_eq!(
        (
            ee["households"].as_i64(),
            ee["average_employee_cents"].as_i64()
        ),
        (Some(2), Some(8500))
    );

    let submitted = json(
        send(
            &app,
            &broker,
            "POST",
            &format!("/api/plan-designs/{did}/submit"),
            j!({}),
        )
        .await,
    )
    .await;
    assert_eq!(submitted["status"], "submitted");
    let (_, stage, trigger) = latest_move(&app, &broker, &gid).await;
    assert_eq!(
        (stage, trigger),
        (GroupStage::PlanDesign, StageTrigger::DesignSubmitted)
    );
    error_body(
        send(
            &app,
            &broker,
            "PUT",
            &format!("/api/plan-designs/{did}"),
            input("80"),
        )
        .await,
        409,
        ErrorCode::Conflict,
    )
    .await;
    error_body(
        send(
            &app,
            &broker,
            "POST",
            &format!("/api/plan-designs/{did}/decision"),
            j!({ "decision": "approve" }),
        )
        .await,
        403,
        ErrorCode::Forbidden,
    )
    .await;

    let hr = scope_employer_admin(&app, &gid).await;
    let draft = json(
        app.post(
            SUMMIT,
            Some(&broker),
            &format!("/api/groups/{gid}/plan-designs"),
            input("60"),
        )
        .await,
    )
    .await;
    error_body(
        app.get(
            SUMMIT,
            Some(&hr),
            &format!("/api/plan-designs/{}", draft["id"].as_str().unwrap()),
        )
        .await,
        404,
        ErrorCode::NotFound,
    )
    .await;
    let seen = json(
        app.get(
            SUMMIT,
            Some(&hr),
            &format!("/api/groups/{gid}/plan-designs"),
        )
        .await,
    )
    .await;
    assert_eq!(
        seen["total"], 1,
        "a broker's draft is not the employer's to see: {seen}"
    );
    assert_eq!(
        send(
            &app,
            &broker,
            "DELETE",
            &format!("/api/plan-designs/{}", draft["id"].as_str().unwrap()),
            j!({})
        )
        .await
        .0
        .status(),
        405
    );
    error_body(
        send(
            &app,
            &hr,
            "POST",
            &format!("/api/plan-designs/{did}/decision"),
            j!({ "decision": "request_changes" }),
        )
        .await,
        400,
        ErrorCode::Validation,
    )
    .await;
    let back = json(
        send(
            &app,
            &hr,
            "POST",
            &format!("/api/plan-designs/{did}/decision"),
            j!({ "decision": "request_changes", "note": "Cover 80% for staff" }),
        )
        .await,
    )
    .await;
    assert_eq!(
        (
            back["status"].as_str(),
            back["decision_note"].as_str(),
            back["decided_by_name"].as_str()
        ),
        (
            Some("changes_requested"),
            Some("Cover 80% for staff"),
            Some("Hannah Cole")
        )
    );
    error_body(
        send(
            &app,
            &hr,
            "PUT",
            &format!("/api/plan-designs/{did}"),
            input("80"),
        )
        .await,
        403,
        ErrorCode::Forbidden,
    )
    .await;
    json(
        send(
            &app,
            &broker,
            "PUT",
            &format!("/api/plan-designs/{did}"),
            input("80"),
        )
        .await,
    )
    .await;
    json(
        send(
            &app,
            &broker,
            "POST",
            &format!("/api/plan-designs/{did}/submit"),
            j!({}),
        )
        .await,
    )
    .await;
    let approved = json(
        send(
            &app,
            &hr,
            "POST",
            &format!("/api/plan-designs/{did}/decision"),
            j!({ "decision": "approve" }),
        )
        .await,
    )
    .await;
    assert_eq!(approved["status"], "approved");
    let steps: Vec<(&str, Option<&str>)> = approved["history"]
        .as_array()
        .unwrap()
        .iter()
        .map(|e| (e["action"].as_str().unwrap(), e["note"].as_str()))
        .collect();
    assert_eq!(
        steps,
        vec![
            ("create", None),
            ("update", None),
            ("submit", None),
            ("request_changes", Some("Cover 80% for staff")),
            ("update", None),
            ("submit", None),
            ("approve", None)
        ]
    );

    // A later version approved supersedes the first.
    let v2 = json(
        app.post(
            SUMMIT,
            Some(&broker),
            &format!("/api/groups/{gid}/plan-designs"),
            input("90"),
        )
        .await,
    )
    .await;
    assert_eq!(v2["number"], 3, "the draft above took number 2");
    let v2id = v2["id"].as_str().unwrap();
    json(
        send(
            &app,
            &broker,
            "POST",
            &format!("/api/plan-designs/{v2id}/submit"),
            j!({}),
        )
        .await,
    )
    .await;
    json(
        send(
            &app,
            &hr,
            "POST",
            &format!("/api/plan-designs/{v2id}/decision"),
            j!({ "decision": "approve" }),
        )
        .await,
    )
    .await;
    let versions = json(
        app.get(
            SUMMIT,
            Some(&hr),
            &format!("/api/groups/{gid}/plan-designs"),
        )
        .await,
    )
    .await;
    let statuses: Vec<&str> = versions["data"]
        .as_array()
        .unwrap()
        .iter()
        .map(|v| v["status"].as_str().unwrap())
        .collect();
    assert_eq!(statuses, vec!["approved", "superseded"]);
    let owner = app
        .sign_in(SUMMIT, "dana@summit.example", PASSWORD)
        .await
        .unwrap();
    let log = json(
        app.get(SUMMIT, Some(&owner), "/api/audit-log?per_page=100")
            .await,
    )
    .await
    .to_string();
    assert!(
        log.contains(&format!("Asked for changes to plan design {year} v1"))
            && log.contains(&format!("Approved plan design {year} v3")),
        "{log}"
    );

    // Bad input and other agencies.
    let body = error_body(
        app.post(
            SUMMIT,
            Some(&broker),
            &format!("/api/groups/{gid}/plan-designs"),
            j!({ "plan_year": year, "effective_date": jan1(year + 1), "offering_model": "single_plan",
            "plan_ids": [], "contribution": [], "waiting_period": "none", "pay_frequency": 13 }),
        )
        .await,
        400,
        ErrorCode::Validation,
    )
    .await;
    for f in [
        "effective_date",
        "plan_ids",
        "contribution",
        "pay_frequency",
    ] {
        assert!(body["details"]["fields"][f].is_string(), "{f}: {body}");
    }
    let harbor = harbor_owner(&app).await;
    error_body(
        app.get(HARBOR, Some(&harbor), &format!("/api/plan-designs/{did}"))
            .await,
        404,
        ErrorCode::NotFound,
    )
    .await;
    error_body(
        app.post(
            HARBOR,
            Some(&harbor),
            &format!("/api/groups/{gid}/plan-designs/preview"),
            input("75"),
        )
        .await,
        404,
        ErrorCode::NotFound,
    )
    .await;
}

#[tokio::test]
async fn operators_manage_carriers_and_plans() {
    let app = seeded_app().await;
    let operator = app
        .sign_in(PLATFORM, "operator@canopy.example", PASSWORD)
        .await
        .unwrap();
    let owner = app
        .sign_in(SUMMIT, "dana@summit.example", PASSWORD)
        .await
        .unwrap();
    let post = |host: &'static str, cookie: String, path: &'static str, body: serde_json::Value| {
        let app = &app;
        async move {
            app.client
                .post(path)
                .header("host", host)
                .header("cookie", cookie)
                .header("x-canopy-csrf", "1")
                .body_json(&body)
                .send()
                .await
        }
    };
    let carrier = j!({ "name": "Aspen Care", "hios_issuer_id": "44444", "min_contribution_pct": "75", "min_participation_pct": "75", "color": "#336699" });
    error_body(
        post(
            SUMMIT,
            owner.clone(),
            "/api/catalogue/carriers",
            carrier.clone(),
        )
        .await,
        403,
        ErrorCode::Forbidden,
    )
    .await;
    let bad = post(PLATFORM, operator.clone(), "/api/catalogue/carriers", j!({ "name": "", "hios_issuer_id": "44", "min_contribution_pct": "150", "min_contribution_basis": "total", "color": "blue" })).await;
    let body = error_body(bad, 400, ErrorCode::Validation).await;
    for f in ["name", "hios_issuer_id", "min_contribution_pct", "color"] {
        assert!(body["details"]["fields"][f].is_string(), "{f}: {body}");
    }
    let created = post(
        PLATFORM,
        operator.clone(),
        "/api/catalogue/carriers",
        carrier.clone(),
    )
    .await;
    assert_eq!(created.0.status(), 201);
    let aspen = json(created).await;
    assert_eq!(
        (
            aspen["min_contribution_pct"].as_f64(),
            aspen["min_contribution_basis"].as_str(),
            aspen["plans"].as_i64()
        ),
        (Some(75.0), Some("employee_only"), Some(0))
    );
    error_body(
        post(
            PLATFORM,
            operator.clone(),
            "/api/catalogue/carriers",
            carrier,
        )
        .await,
        409,
        ErrorCode::Conflict,
    )
    .await;

    let plan = j!({ "id": "44444CO0010001", "carrier_id": aspen["id"], "name": "Aspen Gold PPO", "line": "medical", "metal_level": "gold", "network_type": "PPO",
        "state": "CO", "deductible_individual_cents": 150_000, "deductible_family_cents": 300_000, "oop_max_individual_cents": 600_000,
        "oop_max_family_cents": 1_200_000, "coinsurance_pct": 20, "copay_pcp_cents": 2_500, "sbc_url": "https://sbc.example/aspen.pdf" });
    let mut wrong = plan.clone();
    wrong["id"] = j!("55555CO0010001");
    wrong["metal_level"] = j!(null);
    wrong["deductible_family_cents"] = j!(10_000);
    // Benefit figures are whole dollars, from $0 to $100,000.
    wrong["copay_pcp_cents"] = j!(2_550);
    wrong["copay_er_cents"] = j!(-100);
    wrong["copay_specialist_cents"] = j!(10_000_100);
    let body = error_body(
        post(PLATFORM, operator.clone(), "/api/catalogue/plans", wrong).await,
        400,
        ErrorCode::Validation,
    )
    .await;
    for f in [
        "id",
        "metal_level",
        "deductible_family_cents",
        "copay_pcp_cents",
        "copay_er_cents",
        "copay_specialist_cents",
    ] {
        assert!(body["details"]["fields"][f].is_string(), "{f}: {body}");
    }
    assert_eq!(
        body["details"]["fields"]["copay_pcp_cents"],
        "whole dollars from 0 to 100,000"
    );
    let made = post(
        PLATFORM,
        operator.clone(),
        "/api/catalogue/plans",
        plan.clone(),
    )
    .await;
    assert_eq!(made.0.status(), 201);
    let made = json(made).await;
    assert_eq!(made["carrier_name"], "Aspen Care");
    assert_eq!(
        (
            &made["deductible_individual_cents"],
            &made["oop_max_family_cents"],
            &made["copay_pcp_cents"]
        ),
        (&j!(150_000), &j!(1_200_000), &j!(2_500)),
        "{made}"
    );
    error_body(
        post(
            PLATFORM,
            operator.clone(),
            "/api/catalogue/plans",
            plan.clone(),
        )
        .await,
        409,
        ErrorCode::Conflict,
    )
    .await;
    let mut renamed = plan.clone();
    renamed["name"] = j!("Aspen Gold PPO 1500");
    renamed["active"] = j!(false);
    let put = app
        .client
        .put("/api/catalogue/plans/44444CO0010001")
        .header("host", PLATFORM)
        .header("cookie", &operator)
        .header("x-canopy-csrf", "1")
        .body_json(&renamed)
        .send()
        .await;
    assert_eq!(json(put).await["name"], "Aspen Gold PPO 1500");
    let listed = json(
        app.get(SUMMIT, Some(&owner), "/api/catalogue/plans?q=Aspen")
            .await,
    )
    .await;
    assert_eq!(listed["total"], 0, "an inactive plan leaves the catalogue");

    // A demo plan's rates by age, and where it is rated.
    let demo = "71234CO0010006";
    let ranges = json(
        app.get(
            SUMMIT,
            Some(&owner),
            &format!("/api/catalogue/plans/{demo}/rate-ranges"),
        )
        .await,
    )
    .await;
    assert_eq!(
        ranges.as_array().unwrap().len(),
        27,
        "nine areas, three plan years"
    );
    let year = chrono::Utc::now()
        .date_naive()
        .format("%Y-06-01")
        .to_string();
    let rates = json(
        app.get(
            SUMMIT,
            Some(&owner),
            &format!("/api/catalogue/plans/{demo}/rates?rating_area=CO-01&effective_date={year}"),
        )
        .await,
    )
    .await;
    let ages = rates["ages"].as_array().unwrap();
    assert_eq!(ages.len(), 51);
    // Rocky Mountain gold HMO: 489.60 × 0.93 = 455.33 at 21; × 1.278 = 581.91 at 40; tobacco × 1.15 = 669.20
    let at = |age: i64| ages.iter().find(|a| a["age"] == age).unwrap().clone();
    assert_eq!(
        (
            at(21)["rate_cents"].as_i64(),
            at(40)["rate_cents"].as_i64(),
            at(40)["tobacco_rate_cents"].as_i64()
        ),
        (Some(45533), Some(58191), Some(66920))
    );
    error_body(
        app.get(
            SUMMIT,
            Some(&owner),
            &format!(
                "/api/catalogue/plans/{demo}/rates?rating_area=CO-01&effective_date=2001-01-01"
            ),
        )
        .await,
        404,
        ErrorCode::NotFound,
    )
    .await;
}

#[tokio::test]
async fn agencies_quote_plans_of_their_own() {
    let app = seeded_app().await;
    let year = next_plan_year();
    let owner = app
        .sign_in(SUMMIT, "dana@summit.example", PASSWORD)
        .await
        .unwrap();
    let broker = app
        .sign_in(SUMMIT, "marcus@summit.example", PASSWORD)
        .await
        .unwrap();
    let carriers = json(
        app.get(SUMMIT, Some(&owner), "/api/catalogue/carriers")
            .await,
    )
    .await;
    let rocky = carriers
        .as_array()
        .unwrap()
        .iter()
        .find(|c| c["hios_issuer_id"] == "71234")
        .unwrap()["id"]
        .clone();
    let plan = j!({ "id": "71234CO0099001", "carrier_id": rocky, "name": "Summit Group Level-Funded Gold", "line": "medical", "metal_level": "gold",
        "network_type": "PPO", "state": "CO", "deductible_individual_cents": 200_000, "deductible_family_cents": 400_000, "oop_max_individual_cents": 600_000, "oop_max_family_cents": 1_200_000,
        "coinsurance_pct": 20 });
    error_body(
        app.post(SUMMIT, Some(&broker), "/api/agency-plans", plan.clone())
            .await,
        403,
        ErrorCode::Forbidden,
    )
    .await;
    let mut taken = plan.clone();
    taken["id"] = j!("71234CO0010001");
    error_body(
        app.post(SUMMIT, Some(&owner), "/api/agency-plans", taken)
            .await,
        409,
        ErrorCode::Conflict,
    )
    .await;
    let mut multi_byte = plan.clone();
    multi_byte["id"] = j!("1234éCO123456");
    let refused = error_body(
        app.post(SUMMIT, Some(&owner), "/api/agency-plans", multi_byte)
            .await,
        400,
        ErrorCode::Validation,
    )
    .await;
    assert!(
        refused["details"]["fields"]["id"]
            .as_str()
            .unwrap()
            .contains("HIOS"),
        "{refused}"
    );
    let made = app
        .post(SUMMIT, Some(&owner), "/api/agency-plans", plan)
        .await;
    assert_eq!(made.0.status(), 201);
    assert_eq!(json(made).await["agency_owned"], true);

    let csv = rates_csv(300, 200).replace(PLAN, "71234CO0099001");
    let upload = |path: &'static str, cookie: String, csv: String| {
        let app = &app;
        async move {
            app.client
                .post(path)
                .header("host", SUMMIT)
                .header("cookie", cookie)
                .header("x-canopy-csrf", "1")
                .multipart(
                    TestForm::new()
                        .field(
                            TestFormField::bytes(csv.into_bytes())
                                .name("file")
                                .filename("rates.csv"),
                        )
                        .field(TestFormField::text(jan1(year)).name("effective_from"))
                        .field(TestFormField::text(dec31(year)).name("effective_to")),
                )
                .send()
                .await
        }
    };
    // Only the agency's own plans take rates here.
    error_body(
        upload(
            "/api/agency-plans/rates/import",
            owner.clone(),
            rates_csv(300, 200).replace(PLAN, "71234CO0010001"),
        )
        .await,
        400,
        ErrorCode::Validation,
    )
    .await;
    let loaded = json(upload("/api/agency-plans/rates/import", owner.clone(), csv).await).await;
    assert_eq!(loaded["rows"], 51);

    let listed = json(
        app.get(
            SUMMIT,
            Some(&broker),
            &format!(
                "/api/catalogue/plans?q=Level-Funded&rating_area=CO-03&effective_date={}",
                ymd(year, 2, 1)
            ),
        )
        .await,
    )
    .await;
    assert_eq!(
        (
            listed["total"].as_i64(),
            listed["data"][0]["agency_owned"].as_bool(),
            listed["data"][0]["base_rate_cents"].as_i64()
        ),
        (Some(1), Some(true), Some(32100))
    );
    let gid = census_group(&app, &broker, "Own Plan Co").await;
    let quote = json(
        app.post(SUMMIT, Some(&broker), &format!("/api/groups/{gid}/quotes"), j!({ "effective_date": jan1(year), "lines": ["medical"], "plan_ids": ["71234CO0099001"],
            "contribution": [{ "kind": "percent", "employee_pct": "75", "dependents_pct": "50" }] }))
        .await,
    )
    .await;
    // 878.00 + 330.00 + 350.00, as with the catalogue plan of the same rates.
    assert_eq!(
        quote["plans"][0]["monthly_premium_cents"], 155800,
        "{quote}"
    );
    assert_eq!(
        json(app.get(SUMMIT, Some(&broker), "/api/agency-plans").await).await["total"],
        1
    );

    // Nobody else sees it: not another agency, not the platform's catalogue.
    let harbor = harbor_owner(&app).await;
    assert_eq!(
        json(
            app.get(HARBOR, Some(&harbor), "/api/catalogue/plans?q=Level-Funded")
                .await
        )
        .await["total"],
        0
    );
    assert_eq!(
        json(app.get(HARBOR, Some(&harbor), "/api/agency-plans").await).await["total"],
        0
    );
    let operator = app
        .sign_in(PLATFORM, "operator@canopy.example", PASSWORD)
        .await
        .unwrap();
    assert_eq!(
        json(
            app.get(
                PLATFORM,
                Some(&operator),
                "/api/catalogue/plans?q=Level-Funded"
            )
            .await
        )
        .await["total"],
        0
    );
}

#[tokio::test]
async fn the_demo_history_runs_forwards() {
    let app = seeded_app().await;
    platform::seed::seed_book(&app.state).await.unwrap();
    let summit = tenants::registry::find_by_slug(&app.pool, "summit")
        .await
        .unwrap()
        .unwrap();
    let mut tx = tenants::TenantTx::begin(&app.pool, &summit).await.unwrap();
    let backwards: Vec<String> = sqlx::query_scalar(
        "SELECT q.name || ': created ' || q.created_at || ', presented ' || coalesce(q.presented_at::text, '-') || ', decided ' || coalesce(q.decided_at::text, '-')
         FROM quotes q
         WHERE q.presented_at < q.created_at OR q.decided_at < coalesce(q.presented_at, q.created_at)
         UNION ALL
         SELECT 'design of ' || g.name || ': created ' || d.created_at || ', submitted ' || coalesce(d.submitted_at::text, '-') || ', decided ' || coalesce(d.decided_at::text, '-')
         FROM plan_designs d JOIN groups g ON g.id = d.group_id LEFT JOIN quotes q ON q.id = d.source_quote_id
         WHERE d.submitted_at < d.created_at OR d.decided_at < coalesce(d.submitted_at, d.created_at) OR d.created_at < q.decided_at
         UNION ALL
         SELECT 'enrollment of ' || g.name || ': opened ' || w.created_at || ' before its design was approved ' || d.decided_at
         FROM enrollment_windows w JOIN plan_designs d ON d.id = w.design_id JOIN groups g ON g.id = w.group_id
         WHERE w.created_at < d.decided_at",
    )
    .fetch_all(tx.conn())
    .await
    .unwrap();
    assert!(backwards.is_empty(), "{backwards:#?}");
    let (quotes, designs, windows): (i64, i64, i64) = sqlx::query_as(
        "SELECT (SELECT count(*) FROM quotes WHERE decided_at IS NOT NULL), (SELECT count(*) FROM plan_designs WHERE decided_at IS NOT NULL),
                (SELECT count(*) FROM enrollment_windows)",
    )
    .fetch_one(tx.conn())
    .await
    .unwrap();
    assert!(quotes > 0 && designs > 0 && windows > 0);
}

#[tokio::test]
async fn proposals_print_every_name_whole() {
    let (app, _) = app_with_test_rates().await;
    let year = next_plan_year();
    let carrier = "Blue Cross Blue Shield of Massachusetts Łukasz 山田 Mutual Insurance Company";
    sqlx::query("UPDATE carriers SET name = $1 WHERE name = 'Test Mutual'")
        .bind(carrier)
        .execute(&app.pool)
        .await
        .unwrap();
    sqlx::query(
        "UPDATE plans SET name = 'Zoë Ångström Gold HMO Preferred Provider Choice' WHERE id = $1",
    )
    .bind(PLAN)
    .execute(&app.pool)
    .await
    .unwrap();
    let owner = app
        .sign_in(SUMMIT, "dana@summit.example", PASSWORD)
        .await
        .unwrap();
    let gid = census_group(&app, &owner, "Łukasz & 山田 Zoë Ångström Studio").await;
    let created = app
        .post(SUMMIT, Some(&owner), &format!("/api/groups/{gid}/quotes"), j!({ "effective_date": jan1(year), "lines": ["medical"], "plan_ids": [PLAN], "contribution": class_rules() }))
        .await;
    assert_eq!(created.0.status(), 201);
    let qid = json(created).await["id"].as_str().unwrap().to_string();
    let pdf = app
        .get(
            SUMMIT,
            Some(&owner),
            &format!("/api/quotes/{qid}/proposal?format=pdf"),
        )
        .await;
    assert_eq!(pdf.0.status(), 200);
    let bytes = pdf.0.into_body().into_vec().await.unwrap();
    // Wrapped lines and runs of different faces are shown apart: compare without spaces.
    let squeeze = |s: &str| s.split_whitespace().collect::<String>();
    let text = squeeze(&crate::common::pdf_text::pdf_text(&bytes));
    for name in [
        "Łukasz & 山田 Zoë Ångström Studio",
        "Zoë Ångström Gold HMO Preferred Provider Choice",
        carrier,
    ] {
        assert!(text.contains(&squeeze(name)), "{name} whole in {text}");
    }
    assert!(
        !text.contains('?') && !text.contains('…'),
        "nothing replaced or clipped: {text}"
    );
}
