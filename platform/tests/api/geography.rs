//! Every US ZIP resolves to its county and its state's ACA rating area, so a group anywhere in
//! the US can be created and quoted.

use crate::common::catalogue::*;
use crate::common::*;
use poem::test::{TestForm, TestFormField};
use serde_json::json as j;

async fn lookup(app: &TestApp, cookie: &str, zip: &str) -> serde_json::Value {
    json(
        app.get(SUMMIT, Some(cookie), &format!("/api/zip/{zip}"))
            .await,
    )
    .await
}

fn place(v: &serde_json::Value) -> (&str, &str, &str, &str) {
    (
        v["city"].as_str().unwrap_or_default(),
        v["state"].as_str().unwrap_or_default(),
        v["county"].as_str().unwrap_or_default(),
        v["rating_area"].as_str().unwrap_or_default(),
    )
}

#[tokio::test]
async fn zips_resolve_to_their_county_and_rating_area() {
    let app = seeded_app().await;
    let broker = app
        .sign_in(SUMMIT, "marcus@summit.example", PASSWORD)
        .await
        .unwrap();
    let cases = [
        // By county.
        ("30301", ("Atlanta", "GA", "Fulton", "GA-03")),
        ("80202", ("Denver", "CO", "Denver", "CO-03")),
        (
            "20001",
            ("Washington", "DC", "District of Columbia", "DC-01"),
        ),
        ("00901", ("San Juan", "PR", "San Juan Municipio", "PR-01")),
        ("83702", ("Boise", "ID", "Ada", "ID-05")),
        ("84010", ("Bountiful", "UT", "Davis", "UT-03")),
        // Los Angeles County: two areas by three-digit ZIP.
        ("90001", ("Los Angeles", "CA", "Los Angeles", "CA-16")),
        ("91101", ("Pasadena", "CA", "Los Angeles", "CA-15")),
        // California's other areas follow its counties (Orange County is an area of its own).
        ("92618", ("Irvine", "CA", "Orange", "CA-18")),
        ("93277", ("Visalia", "CA", "Tulare", "CA-10")),
        // Kern County shares 935 with Los Angeles County and keeps its county's area.
        ("93301", ("Bakersfield", "CA", "Kern", "CA-14")),
        // Alaska, Massachusetts and Nebraska rate by three-digit ZIP.
        (
            "99501",
            ("Anchorage", "AK", "Anchorage Municipality", "AK-01"),
        ),
        (
            "99645",
            ("Palmer", "AK", "Matanuska-Susitna Borough", "AK-02"),
        ),
        (
            "99801",
            ("Juneau", "AK", "Juneau City and Borough", "AK-03"),
        ),
        ("01301", ("Greenfield", "MA", "Franklin", "MA-01")),
        ("01608", ("Worcester", "MA", "Worcester", "MA-02")),
        ("02108", ("Boston", "MA", "Suffolk", "MA-05")),
        ("02740", ("New Bedford", "MA", "Bristol", "MA-06")),
        ("68102", ("Omaha", "NE", "Douglas", "NE-01")),
        ("69101", ("North Platte", "NE", "Lincoln", "NE-04")),
    ];
    for (zip, expected) in cases {
        let found = lookup(&app, &broker, zip).await;
        assert_eq!(place(&found), expected, "{zip}: {found}");
    }
    let unknown = error_body(
        app.get(SUMMIT, Some(&broker), "/api/zip/00000").await,
        404,
        ErrorCode::NotFound,
    )
    .await;
    assert!(
        unknown["message"].as_str().unwrap().contains("00000"),
        "{unknown}"
    );

    // Every ZIP has a county and an area of its own state, and every area is in the catalogue's
    // list of areas (so rates can be loaded for it).
    let (zips, states, loose): (i64, i64, i64) = sqlx::query_as(
        "SELECT count(*), count(DISTINCT state),
                count(*) FILTER (WHERE split_part(rating_area, '-', 1) <> state
                                    OR NOT EXISTS (SELECT 1 FROM rating_areas a WHERE a.id = z.rating_area))
         FROM zip_codes z",
    )
    .fetch_one(&app.pool)
    .await
    .unwrap();
    assert!(zips > 40_000, "{zips} ZIPs");
    assert_eq!((states, loose), (52, 0));
}

#[tokio::test]
async fn a_group_outside_colorado_is_created_and_quoted() {
    let app = seeded_app().await;
    let year = next_plan_year();
    let owner = app
        .sign_in(SUMMIT, "dana@summit.example", PASSWORD)
        .await
        .unwrap();

    // Not a ZIP at all: a validation error on the field, nothing saved.
    let refused = error_body(
        app.post(
            SUMMIT,
            Some(&owner),
            "/api/groups",
            j!({ "name": "Nowhere Inc", "zip": "00000", "effective_date": jan1(year) }),
        )
        .await,
        400,
        ErrorCode::Validation,
    )
    .await;
    assert!(
        refused["details"]["fields"]["zip"]
            .as_str()
            .unwrap()
            .contains("not a US ZIP code"),
        "{refused}"
    );

    let group = json(
        app.post(
            SUMMIT,
            Some(&owner),
            "/api/groups",
            j!({ "name": "Peachtree Dental", "zip": "30301", "effective_date": jan1(year) }),
        )
        .await,
    )
    .await;
    assert_eq!(
        place(&group),
        ("Atlanta", "GA", "Fulton", "GA-03"),
        "{group}"
    );
    let gid = group["id"].as_str().unwrap();

    // The catalogue has no Georgia plans; the lookup says so, so the wizard can tell up front.
    let area = json(
        app.get(SUMMIT, Some(&owner), "/api/catalogue/rating-area?zip=30301")
            .await,
    )
    .await;
    assert_eq!(
        (
            area["rating_area"].as_str(),
            area["plans_in_state"].as_i64()
        ),
        (Some("GA-03"), Some(0)),
        "{area}"
    );
    let denver = json(
        app.get(SUMMIT, Some(&owner), "/api/catalogue/rating-area?zip=80202")
            .await,
    )
    .await;
    assert!(denver["plans_in_state"].as_i64().unwrap() > 0, "{denver}");

    // The agency's own Georgia plan, with its carrier's rates for area 3, quotes the group.
    let carriers = json(
        app.get(SUMMIT, Some(&owner), "/api/catalogue/carriers")
            .await,
    )
    .await;
    let carrier = carriers[0]["id"].clone();
    let issuer = carriers[0]["hios_issuer_id"].as_str().unwrap().to_string();
    let plan_id = format!("{issuer}GA0099001");
    let made = app
        .post(SUMMIT, Some(&owner), "/api/agency-plans", j!({ "id": plan_id, "carrier_id": carrier, "name": "Peach State Silver", "line": "medical",
            "metal_level": "silver", "network_type": "HMO", "state": "GA", "deductible_individual_cents": 300_000,
            "deductible_family_cents": 600_000, "oop_max_individual_cents": 800_000, "oop_max_family_cents": 1_600_000, "coinsurance_pct": 30 }))
        .await;
    assert_eq!(made.0.status(), 201);
    let made = json(made).await;
    assert_eq!(made["deductible_individual_cents"], 300_000, "{made}");
    assert_eq!(made["oop_max_family_cents"], 1_600_000, "{made}");
    let csv = rates_csv(300, 200)
        .replace(PLAN, &plan_id)
        .replace(",CO,", ",GA,");
    let loaded = app
        .client
        .post("/api/agency-plans/rates/import")
        .header("host", SUMMIT)
        .header("cookie", &owner)
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
        .await;
    assert_eq!(json(loaded).await["rows"], 51);
    let employee = app
        .post(
            SUMMIT,
            Some(&owner),
            "/api/employees",
            j!({ "group_id": gid, "first_name": "Ava", "last_name": "Stone",
            "dob": ymd(year - 40, 6, 1), "medical_tier": "EE", "employment_type": "full_time" }),
        )
        .await;
    assert_eq!(employee.0.status(), 201, "{}", json(employee).await);
    let quote = json(
        app.post(SUMMIT, Some(&owner), &format!("/api/groups/{gid}/quotes"), j!({ "effective_date": jan1(year), "lines": ["medical"],
            "plan_ids": [plan_id], "contribution": [{ "kind": "percent", "employee_pct": "75", "dependents_pct": "50" }] }))
        .await,
    )
    .await;
    assert_eq!(
        (quote["rating_area"].as_str(), quote["zip"].as_str()),
        (Some("GA-03"), Some("30301")),
        "{quote}"
    );
    // Ava is 39 on the effective date: 300 + 39.
    assert_eq!(quote["plans"][0]["monthly_premium_cents"], 33900, "{quote}");
}

#[tokio::test]
async fn groups_read_their_zips_county_and_area_as_the_lookup_has_them() {
    let app = seeded_app().await;
    let owner = app
        .sign_in(SUMMIT, "dana@summit.example", PASSWORD)
        .await
        .unwrap();
    let group = json(
        app.post(
            SUMMIT,
            Some(&owner),
            "/api/groups",
            j!({ "name": "Old Line Co", "zip": "02108", "effective_date": jan1(next_plan_year()) }),
        )
        .await,
    )
    .await;
    let gid = group["id"].as_str().unwrap();
    let schema: String =
        sqlx::query_scalar("SELECT schema_name FROM agencies WHERE slug = 'summit'")
            .fetch_one(&app.pool)
            .await
            .unwrap();
    // Saved before its ZIP was in the lookup, or when the areas were drawn otherwise.
    for (county, area) in [("NULL", "NULL"), ("'Norfolk'", "'MA-03'")] {
        sqlx::query(&format!(
            "UPDATE {schema}.groups SET county = {county}, rating_area = {area} WHERE id = $1"
        ))
        .bind(uuid::Uuid::parse_str(gid).unwrap())
        .execute(&app.pool)
        .await
        .unwrap();
        let read = json(
            app.get(SUMMIT, Some(&owner), &format!("/api/groups/{gid}"))
                .await,
        )
        .await;
        assert_eq!(
            (read["county"].as_str(), read["rating_area"].as_str()),
            (Some("Suffolk"), Some("MA-05")),
            "{read}"
        );
    }
    let listed = json(
        app.get(SUMMIT, Some(&owner), "/api/groups?q=Old%20Line")
            .await,
    )
    .await;
    assert_eq!(listed["data"][0]["rating_area"], "MA-05", "{listed}");
}
