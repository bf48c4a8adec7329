//! Catalogue fixtures shared by the test files: a test plan with rates by hand, and a small
//! census group in Denver (CO-03).

use poem::test::{TestForm, TestFormField};
use serde_json::json as j;

use super::*;

pub const PLAN: &str = "12345CO0090001";

/// A rates file for the test plan in CO-03: 0-14 at `child`, then `base + age` for 15 … 64.
pub fn rates_csv(base: u32, child: u32) -> String {
    let mut s = String::from(
        "PlanId,RatingAreaId,StateCode,Tobacco,Age,IndividualRate,IndividualTobaccoRate\n",
    );
    s.push_str(&format!(
        "{PLAN},Rating Area 3,CO,Tobacco User/Non-Tobacco User,0-14,{child}.00,\n"
    ));
    for age in 15..=64 {
        let label = if age == 64 {
            "64 and over".to_string()
        } else {
            age.to_string()
        };
        s.push_str(&format!(
            "{PLAN},Rating Area 3,CO,Tobacco User/Non-Tobacco User,{label},{}.00,{}.00\n",
            base + age,
            base + age + 60
        ));
    }
    s
}

pub async fn import_rates(
    app: &TestApp,
    cookie: &str,
    csv: String,
    from: &str,
    to: &str,
) -> poem::test::TestResponse {
    app.client
        .post("/api/catalogue/rates/import")
        .header("host", PLATFORM)
        .header("cookie", cookie)
        .header("x-canopy-csrf", "1")
        .multipart(
            TestForm::new()
                .field(
                    TestFormField::bytes(csv.into_bytes())
                        .name("file")
                        .filename("rates.csv")
                        .content_type("text/csv"),
                )
                .field(TestFormField::text(from).name("effective_from"))
                .field(TestFormField::text(to).name("effective_to")),
        )
        .send()
        .await
}

pub async fn send(
    app: &TestApp,
    cookie: &str,
    method: &str,
    path: &str,
    body: serde_json::Value,
) -> poem::test::TestResponse {
    let req = match method {
        "PUT" => app.client.put(path),
        "DELETE" => app.client.delete(path),
        _ => app.client.post(path),
    };
    req.header("host", SUMMIT)
        .header("cookie", cookie)
        .header("x-canopy-csrf", "1")
        .body_json(&body)
        .send()
        .await
}

pub async fn add_test_plan(app: &TestApp) {
    let carrier: uuid::Uuid = sqlx::query_scalar(
        "INSERT INTO carriers (name, hios_issuer_id, min_contribution_pct, min_participation_pct) VALUES ('Test Mutual', '12345', 50, 70) RETURNING id",
    )
    .fetch_one(&app.pool)
    .await
    .unwrap();
    sqlx::query(
        "INSERT INTO plans (id, carrier_id, name, line, metal_level, network_type, state, deductible_individual, deductible_family,
            oop_max_individual, oop_max_family, coinsurance_pct, copay_pcp, copay_specialist)
         VALUES ($1, $2, 'Test Gold HMO', 'medical', 'gold', 'HMO', 'CO', 1000, 2000, 5000, 10000, 20, 25, 50)",
    )
    .bind(PLAN)
    .bind(carrier)
    .execute(&app.pool)
    .await
    .unwrap();
}

/// The year of birth of someone born on June 1 who is `age` on January 1 of `plan_year` (and
/// until May 31): quotes rate ages on the effective date, so the people age with the plan year.
pub fn born_in(age: i32, plan_year: i32) -> i32 {
    plan_year - age - 1
}

/// A group in Denver (CO-03), effective January 1 of the next plan year, with: A (40 then,
/// family: spouse 38, child 10), B (30, part-time, employee only), C (waives), D (50, employee
/// only).
pub async fn census_group(app: &TestApp, cookie: &str, name: &str) -> String {
    let year = next_plan_year();
    let dob = |age: i32| ymd(born_in(age, year), 6, 1);
    let g = json(app.post(SUMMIT, Some(cookie), "/api/groups", j!({ "name": name, "zip": "80202", "effective_date": jan1(year), "current_premium_cents": 100_000 })).await).await;
    let gid = g["id"].as_str().unwrap().to_string();
    let people = [
        j!({ "first_name": "Ava", "last_name": "Stone", "dob": dob(40), "medical_tier": "EF", "employment_type": "full_time", "salary_cents": 4_000_000,
             "dependents": [
                { "first_name": "Sam", "last_name": "Stone", "dob": dob(38), "relationship": "spouse" },
                { "first_name": "Kit", "last_name": "Stone", "dob": dob(10), "relationship": "child" }
             ] }),
        j!({ "first_name": "Ben", "last_name": "Ruiz", "dob": dob(30), "medical_tier": "EE", "employment_type": "part_time", "salary_cents": 3_000_000 }),
        j!({ "first_name": "Cy", "last_name": "Ong", "dob": dob(36), "medical_tier": "W", "employment_type": "full_time" }),
        j!({ "first_name": "Dee", "last_name": "Park", "dob": dob(50), "medical_tier": "EE", "employment_type": "full_time", "salary_cents": 9_000_000 }),
    ];
    for mut p in people {
        p["group_id"] = j!(gid);
        let resp = app.post(SUMMIT, Some(cookie), "/api/employees", p).await;
        assert_eq!(resp.0.status(), 201, "{}", json(resp).await);
    }
    gid
}

pub const HARBOR: &str = "harbor.localhost:8080";

/// A second agency, Harbor, with an owner of its own; their session on Harbor's host.
pub async fn harbor_owner(app: &TestApp) -> String {
    let harbor = tenants::registry::provision(&app.pool, "harbor", "Harbor")
        .await
        .unwrap();
    let user: uuid::Uuid = sqlx::query_scalar("INSERT INTO users (email, name, password_hash) VALUES ('o@harbor.example', 'H', $1) RETURNING id")
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
    app.sign_in(HARBOR, "o@harbor.example", PASSWORD)
        .await
        .unwrap()
}

/// Makes the demo employer admin (Hannah) the employer admin of `group_id`; her session.
pub async fn scope_employer_admin(app: &TestApp, group_id: &str) -> String {
    sqlx::query("UPDATE memberships SET group_id = $1::uuid WHERE user_id = (SELECT id FROM users WHERE email = 'hannah@brightpath.example')")
        .bind(group_id)
        .execute(&app.pool)
        .await
        .unwrap();
    app.sign_in(SUMMIT, "hannah@brightpath.example", PASSWORD)
        .await
        .unwrap()
}

/// The seeded app with the test plan rated (300 + age, 200 under 15) for the next plan year;
/// and the operator's session.
pub async fn app_with_test_rates() -> (TestApp, String) {
    let app = seeded_app().await;
    add_test_plan(&app).await;
    let operator = app
        .sign_in(PLATFORM, "operator@canopy.example", PASSWORD)
        .await
        .unwrap();
    let year = next_plan_year();
    assert_eq!(
        import_rates(
            &app,
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
    (app, operator)
}
