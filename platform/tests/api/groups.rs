//! Groups and employees through the API: validation, lists, exports, concurrency, scoping.

use crate::common::*;
use serde_json::json as j;

async fn put(
    app: &TestApp,
    cookie: &str,
    path: &str,
    body: serde_json::Value,
) -> poem::test::TestResponse {
    app.client
        .put(path)
        .header("host", SUMMIT)
        .header("cookie", cookie)
        .header("x-canopy-csrf", "1")
        .body_json(&body)
        .send()
        .await
}

async fn new_group(app: &TestApp, cookie: &str, name: &str, zip: &str) -> serde_json::Value {
    let resp = app
        .post(
            SUMMIT,
            Some(cookie),
            "/api/groups",
            j!({ "name": name, "zip": zip, "effective_date": jan1(next_plan_year()) }),
        )
        .await;
    assert_eq!(resp.0.status(), 201);
    json(resp).await
}

#[tokio::test]
async fn groups_are_created_validated_listed_and_exported() {
    let app = seeded_app().await;
    let broker = app
        .sign_in(SUMMIT, "marcus@summit.example", PASSWORD)
        .await
        .unwrap();
    let year = next_plan_year();
    let quick = new_group(&app, &broker, "Brightpath Dental", "80202").await;
    assert_eq!(
        (
            quick["stage"].as_str(),
            quick["county"].as_str(),
            quick["rating_area"].as_str(),
            quick["city"].as_str()
        ),
        (
            Some("prospect"),
            Some("Denver"),
            Some("CO-03"),
            Some("Denver")
        )
    );
    assert_eq!(
        quick["broker_name"], "Marcus Reyes",
        "a broker's own groups are theirs"
    );

    let bad = app
        .post(SUMMIT, Some(&broker), "/api/groups", j!({ "name": "", "zip": "8020", "ein": "07-1234567", "sic_code": "12", "state": "Colorado",
            "effective_date": jan1(year), "renewal_date": ymd(year - 1, 12, 1), "contacts": [{ "kind": "hr", "name": "" }] }))
        .await;
    let body = error_body(bad, 400, ErrorCode::Validation).await;
    for field in [
        "name",
        "zip",
        "ein",
        "sic_code",
        "state",
        "renewal_date",
        "contacts[0].name",
    ] {
        assert!(
            body["details"]["fields"][field].is_string(),
            "{field}: {body}"
        );
    }
    // A value outside the vocabulary is refused while the request is read, naming the field
    // and the values it takes.
    for (body, field) in [
        (
            j!({ "name": "Acme", "zip": "80202", "stage": "flying" }),
            "stage",
        ),
        (
            j!({ "name": "Acme", "zip": "80202", "contacts": [{ "kind": "boss", "name": "Ivy" }] }),
            "kind",
        ),
    ] {
        let refused = app.post(SUMMIT, Some(&broker), "/api/groups", body).await;
        let err = error_body(refused, 400, ErrorCode::Validation).await;
        assert!(
            err["details"]["fields"][field]
                .as_str()
                .is_some_and(|p| p.starts_with("choose one of: ")),
            "{err}"
        );
    }

    let full = app
        .post(SUMMIT, Some(&broker), "/api/groups", j!({
            "name": "=Acme Robotics", "dba": "Acme", "ein": "123456789", "sic_code": "3569", "address_line1": "1 Main St", "zip": "80301-1234",
            "size_estimate": 40, "effective_date": jan1(year), "renewal_date": jan1(year + 1), "current_carrier": "Rocky Mountain Health",
            "current_premium_cents": 2_512_345, "stage": "quoting",
            "contacts": [{ "kind": "hr", "name": "Ivy Chen", "email": "ivy@acme.example", "is_primary": true }]
        }))
        .await;
    assert_eq!(full.0.status(), 201);
    let acme = json(full).await;
    assert_eq!(
        (
            acme["ein"].as_str(),
            acme["zip"].as_str(),
            acme["rating_area"].as_str()
        ),
        (Some("12-3456789"), Some("80301"), Some("CO-01"))
    );

    let list = json(
        app.get(SUMMIT, Some(&broker), "/api/groups?stage=quoting")
            .await,
    )
    .await;
    assert_eq!(list["total"], 1);
    let renewing = json(
        app.get(
            SUMMIT,
            Some(&broker),
            "/api/groups?renewal_month=1&sort=name&order=desc",
        )
        .await,
    )
    .await;
    assert_eq!(renewing["data"][0]["name"], "=Acme Robotics");
    let searched = json(
        app.get(SUMMIT, Some(&broker), "/api/groups?q=bright&per_page=1")
            .await,
    )
    .await;
    assert_eq!(
        (
            searched["total"].as_i64(),
            searched["data"][0]["name"].as_str()
        ),
        (Some(1), Some("Brightpath Dental"))
    );
    // A page and its total come from one statement; past the last page the total still holds.
    let everything = json(app.get(SUMMIT, Some(&broker), "/api/groups").await).await;
    let total = everything["total"].as_i64().unwrap();
    assert!(total >= 2, "{everything}");
    let second = json(
        app.get(SUMMIT, Some(&broker), "/api/groups?per_page=1&page=2")
            .await,
    )
    .await;
    assert_eq!(
        (
            second["total"].as_i64(),
            second["data"].as_array().map(Vec::len)
        ),
        (Some(total), Some(1))
    );
    let beyond = json(
        app.get(SUMMIT, Some(&broker), "/api/groups?per_page=1&page=500")
            .await,
    )
    .await;
    assert_eq!(
        (
            beyond["total"].as_i64(),
            beyond["data"].as_array().map(Vec::len)
        ),
        (Some(total), Some(0))
    );
    let none = json(
        app.get(
            SUMMIT,
            Some(&broker),
            "/api/groups?q=no-such-group-anywhere",
        )
        .await,
    )
    .await;
    assert_eq!(
        (
            none["total"].as_i64(),
            none["data"].as_array().map(Vec::len)
        ),
        (Some(0), Some(0))
    );
    error_body(
        app.get(SUMMIT, Some(&broker), "/api/groups?stage=flying")
            .await,
        400,
        ErrorCode::Validation,
    )
    .await;

    let csv = app
        .get(SUMMIT, Some(&broker), "/api/groups/export?format=csv")
        .await;
    assert_eq!(csv.0.status(), 200);
    let text = String::from_utf8(csv.0.into_body().into_vec().await.unwrap()).unwrap();
    assert!(text.starts_with("Name,DBA,EIN"), "{text}");
    assert!(text.contains("'=Acme Robotics"), "formula-safe: {text}");
    let xlsx = app
        .get(SUMMIT, Some(&broker), "/api/groups/export?format=xlsx")
        .await;
    assert!(xlsx
        .0
        .into_body()
        .into_vec()
        .await
        .unwrap()
        .starts_with(b"PK"));

    // Stale saves are refused; fresh ones pass.
    let id = acme["id"].as_str().unwrap();
    let mut edit = acme.clone();
    edit["name"] = j!("Acme Robotics Inc");
    let saved = json(put(&app, &broker, &format!("/api/groups/{id}"), edit.clone()).await).await;
    assert_eq!(
        (saved["name"].as_str(), saved["version"].as_i64()),
        (Some("Acme Robotics Inc"), Some(2))
    );
    error_body(
        put(&app, &broker, &format!("/api/groups/{id}"), edit).await,
        409,
        ErrorCode::StaleVersion,
    )
    .await;

    let settings = put(&app, &broker, &format!("/api/groups/{id}/settings"), j!({ "waiting_period": "days_60", "min_hours": 25, "pay_frequency": 24, "employee_classes": ["Salaried", "Hourly"], "version": 2 })).await;
    assert_eq!(json(settings).await["pay_frequency"], 24);
    let terminated = json(
        app.post(
            SUMMIT,
            Some(&broker),
            &format!("/api/groups/{id}/status"),
            j!({ "action": "terminate", "date": ymd(year, 6, 30), "reason": "moved to a PEO" }),
        )
        .await,
    )
    .await;
    assert_eq!(
        (terminated["status"].as_str(), terminated["stage"].as_str()),
        (Some("terminated"), Some("terminated"))
    );
    assert_eq!(
        json(app.get(SUMMIT, Some(&broker), "/api/groups").await).await["total"],
        1,
        "terminated groups leave the default list"
    );
    assert_eq!(
        json(
            app.get(SUMMIT, Some(&broker), "/api/groups?status=all")
                .await
        )
        .await["total"],
        2
    );

    let overview = json(
        app.get(SUMMIT, Some(&broker), &format!("/api/groups/{id}/overview"))
            .await,
    )
    .await;
    assert_eq!(overview["contacts"][0]["name"], "Ivy Chen");
    assert!(overview["recent_activity"].as_array().unwrap().len() >= 3);
}

#[tokio::test]
async fn employees_with_dependents_and_protected_ssns() {
    let app = seeded_app().await;
    let owner = app
        .sign_in(SUMMIT, "dana@summit.example", PASSWORD)
        .await
        .unwrap();
    let broker = app
        .sign_in(SUMMIT, "marcus@summit.example", PASSWORD)
        .await
        .unwrap();
    let group = new_group(&app, &owner, "Peakview Logistics", "80910").await;
    let gid = group["id"].as_str().unwrap();
    let person = j!({
        "group_id": gid, "first_name": "Rosa", "last_name": "Diaz", "dob": "1986-04-12", "gender": "female", "ssn": "123-45-6789",
        "zip": "80910", "hire_date": "2019-02-01", "employment_type": "full_time", "hours_per_week": 40, "salary_cents": 6_500_000,
        "medical_tier": "EF", "dependents": [
            { "first_name": "Luis", "last_name": "Diaz", "dob": "1984-09-30", "relationship": "spouse" },
            { "first_name": "Ana", "last_name": "Diaz", "dob": "2015-06-01", "relationship": "child", "ssn": "234-56-7890" }
        ]
    });
    // Born next year (in the future), a child over 26 and two spouses.
    let bad = app.post(SUMMIT, Some(&owner), "/api/employees", j!({ "group_id": gid, "first_name": "X", "last_name": "Y", "dob": jan1(next_plan_year()), "medical_tier": "ES",
        "dependents": [{ "first_name": "Old", "last_name": "Kid", "dob": "1990-01-01", "relationship": "child" }, { "first_name": "A", "last_name": "B", "dob": "1980-01-01", "relationship": "spouse" }, { "first_name": "C", "last_name": "D", "dob": "1980-01-01", "relationship": "spouse" }] })).await;
    let body = error_body(bad, 400, ErrorCode::Validation).await;
    for field in ["dob", "dependents[0].dob", "dependents"] {
        assert!(
            body["details"]["fields"][field].is_string(),
            "{field}: {body}"
        );
    }
    let created = app
        .post(SUMMIT, Some(&owner), "/api/employees", person)
        .await;
    assert_eq!(created.0.status(), 201);
    let rosa = json(created).await;
    assert_eq!(rosa["ssn_masked"], "***-**-6789");
    assert_eq!(rosa["dependents"].as_array().unwrap().len(), 2);
    let id = rosa["id"].as_str().unwrap();
    let stored: Vec<u8> = sqlx::query_scalar(&format!(
        "SELECT ssn_enc FROM {}.employees WHERE id = $1::uuid",
        tenants::registry::find_by_slug(&app.pool, "summit")
            .await
            .unwrap()
            .unwrap()
            .schema_name
    ))
    .bind(id)
    .fetch_one(&app.pool)
    .await
    .unwrap();
    assert!(
        !String::from_utf8_lossy(&stored).contains("123456789"),
        "encrypted at rest"
    );

    error_body(
        app.post(
            SUMMIT,
            Some(&broker),
            &format!("/api/employees/{id}/reveal-ssn"),
            j!({}),
        )
        .await,
        403,
        ErrorCode::Forbidden,
    )
    .await;
    let revealed = json(
        app.post(
            SUMMIT,
            Some(&owner),
            &format!("/api/employees/{id}/reveal-ssn"),
            j!({}),
        )
        .await,
    )
    .await;
    assert_eq!(revealed["ssn"], "123-45-6789");
    let history = json(
        app.get(
            SUMMIT,
            Some(&owner),
            &format!("/api/employees/{id}/history"),
        )
        .await,
    )
    .await;
    assert!(
        history
            .as_array()
            .unwrap()
            .iter()
            .any(|h| h["action"] == "reveal_ssn"),
        "{history}"
    );
    assert!(
        !history.to_string().contains("123-45-6789") && !history.to_string().contains("123456789"),
        "no full SSN in the log"
    );

    // Edit: drop the spouse, keep the child (with its id), stale version refused.
    let mut edit = rosa.clone();
    edit["medical_tier"] = j!("EC");
    edit["dependents"] = j!([{ "id": rosa["dependents"][1]["id"], "first_name": "Ana", "last_name": "Diaz", "dob": "2015-06-01", "relationship": "child" }]);
    edit.as_object_mut().unwrap().remove("ssn_masked");
    let saved = json(put(&app, &owner, &format!("/api/employees/{id}"), edit.clone()).await).await;
    assert_eq!(saved["dependents"].as_array().unwrap().len(), 1);
    assert_eq!(
        saved["dependents"][0]["ssn_masked"], "***-**-7890",
        "kept when not sent"
    );
    error_body(
        put(&app, &owner, &format!("/api/employees/{id}"), edit).await,
        409,
        ErrorCode::StaleVersion,
    )
    .await;

    let list = json(
        app.get(
            SUMMIT,
            Some(&broker),
            &format!("/api/employees?group_id={gid}&q=rosa"),
        )
        .await,
    )
    .await;
    assert_eq!(
        (
            list["total"].as_i64(),
            list["data"][0]["dependents_count"].as_i64()
        ),
        (Some(1), Some(1))
    );
    let last_day = ymd(next_plan_year(), 3, 31);
    let terminated = json(
        app.post(
            SUMMIT,
            Some(&owner),
            &format!("/api/employees/{id}/terminate"),
            j!({ "date": last_day, "reason": "resigned" }),
        )
        .await,
    )
    .await;
    assert_eq!(terminated["status"], "terminated");
    assert_eq!(
        json(
            app.get(SUMMIT, Some(&owner), &format!("/api/employees/{id}"))
                .await
        )
        .await["termination_date"],
        last_day.as_str(),
        "kept, not deleted"
    );
}

#[tokio::test]
async fn employer_admins_see_their_group_only_and_other_agencies_nothing() {
    let app = seeded_app().await;
    let owner = app
        .sign_in(SUMMIT, "dana@summit.example", PASSWORD)
        .await
        .unwrap();
    let mine = new_group(&app, &owner, "Brightpath Dental", "80202").await;
    let other = new_group(&app, &owner, "Other Co", "80203").await;
    sqlx::query("UPDATE memberships SET group_id = $1::uuid WHERE user_id = (SELECT id FROM users WHERE email = 'hannah@brightpath.example')")
        .bind(mine["id"].as_str().unwrap())
        .execute(&app.pool)
        .await
        .unwrap();
    let hr = app
        .sign_in(SUMMIT, "hannah@brightpath.example", PASSWORD)
        .await
        .unwrap();
    let list = json(app.get(SUMMIT, Some(&hr), "/api/groups").await).await;
    assert_eq!(
        (list["total"].as_i64(), list["data"][0]["name"].as_str()),
        (Some(1), Some("Brightpath Dental"))
    );
    error_body(
        app.get(
            SUMMIT,
            Some(&hr),
            &format!("/api/groups/{}", other["id"].as_str().unwrap()),
        )
        .await,
        404,
        ErrorCode::NotFound,
    )
    .await;
    error_body(
        app.post(
            SUMMIT,
            Some(&hr),
            "/api/groups",
            j!({ "name": "X", "zip": "80202" }),
        )
        .await,
        403,
        ErrorCode::Forbidden,
    )
    .await;
    let employee = app.post(SUMMIT, Some(&hr), "/api/employees", j!({ "group_id": other["id"], "first_name": "A", "last_name": "B", "dob": "1990-01-01" })).await;
    error_body(employee, 404, ErrorCode::NotFound).await;

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
    let harbor_owner = app
        .sign_in("harbor.localhost:8080", "o@harbor.example", PASSWORD)
        .await
        .unwrap();
    error_body(
        app.get(
            "harbor.localhost:8080",
            Some(&harbor_owner),
            &format!("/api/groups/{}", mine["id"].as_str().unwrap()),
        )
        .await,
        404,
        ErrorCode::NotFound,
    )
    .await;
    assert_eq!(
        json(
            app.get("harbor.localhost:8080", Some(&harbor_owner), "/api/groups")
                .await
        )
        .await["total"],
        0
    );
}

#[tokio::test]
async fn employees_sign_up_with_the_groups_enrollment_code() {
    let app = seeded_app().await;
    let owner = app
        .sign_in(SUMMIT, "dana@summit.example", PASSWORD)
        .await
        .unwrap();
    let group = new_group(&app, &owner, "Brightpath Dental", "80202").await;
    let gid = group["id"].as_str().unwrap();
    app.post(SUMMIT, Some(&owner), "/api/employees", j!({ "group_id": gid, "first_name": "Omar", "last_name": "Haddad", "dob": "1991-08-08", "email": "omar@brightpath.example" })).await;
    error_body(
        app.get(
            SUMMIT,
            Some(&owner),
            &format!("/api/groups/{gid}/enrollment-code"),
        )
        .await,
        404,
        ErrorCode::NotFound,
    )
    .await;
    let code = json(
        app.post(
            SUMMIT,
            Some(&owner),
            &format!("/api/groups/{gid}/enrollment-code"),
            j!({}),
        )
        .await,
    )
    .await;
    let code = code["code"].as_str().unwrap().to_string();
    assert_eq!(code.len(), 8);

    let signup = |email: &str, last: &str, dob: &str, code: &str| j!({ "code": code, "email": email, "last_name": last, "dob": dob, "password": "omar's passphrase" });
    error_body(
        app.post(
            SUMMIT,
            None,
            "/api/auth/signup/code",
            signup(
                "omar@brightpath.example",
                "Haddad",
                "1991-08-08",
                "WRONG123",
            ),
        )
        .await,
        400,
        ErrorCode::TokenInvalid,
    )
    .await;
    error_body(
        app.post(
            SUMMIT,
            None,
            "/api/auth/signup/code",
            signup("omar@brightpath.example", "Haddad", "1990-01-01", &code),
        )
        .await,
        400,
        ErrorCode::Validation,
    )
    .await;
    error_body(
        app.post(
            SUMMIT,
            None,
            "/api/auth/signup/code",
            signup("someone@else.example", "Haddad", "1991-08-08", &code),
        )
        .await,
        400,
        ErrorCode::Validation,
    )
    .await;
    let joined = app
        .post(
            SUMMIT,
            None,
            "/api/auth/signup/code",
            signup(
                "omar@brightpath.example",
                "haddad",
                "1991-08-08",
                &code.to_lowercase(),
            ),
        )
        .await;
    assert_eq!(joined.0.status(), 201);
    let me = json(joined).await;
    assert_eq!(
        (me["role"].as_str(), me["group_id"].as_str()),
        (Some("employee"), Some(gid))
    );
    assert!(me["employee_id"].is_string());
    error_body(
        app.post(
            SUMMIT,
            None,
            "/api/auth/signup/code",
            signup("omar2@brightpath.example", "Haddad", "1991-08-08", &code),
        )
        .await,
        409,
        ErrorCode::Conflict,
    )
    .await;
    // A fresh code replaces the old one.
    app.post(
        SUMMIT,
        Some(&owner),
        &format!("/api/groups/{gid}/enrollment-code"),
        j!({}),
    )
    .await;
    app.post(
        SUMMIT,
        Some(&owner),
        "/api/employees",
        j!({ "group_id": gid, "first_name": "Lina", "last_name": "Park", "dob": "1993-02-02" }),
    )
    .await;
    error_body(
        app.post(
            SUMMIT,
            None,
            "/api/auth/signup/code",
            signup("lina@x.example", "Park", "1993-02-02", &code),
        )
        .await,
        400,
        ErrorCode::TokenInvalid,
    )
    .await;
}

#[tokio::test]
async fn documents_and_the_dashboard() {
    use poem::test::{TestForm, TestFormField};
    let app = seeded_app().await;
    let owner = app
        .sign_in(SUMMIT, "dana@summit.example", PASSWORD)
        .await
        .unwrap();
    let group = json(app.post(SUMMIT, Some(&owner), "/api/groups", j!({ "name": "Renewing Co", "zip": "80202", "stage": "active",
        "effective_date": (chrono::Utc::now().date_naive() - chrono::Duration::days(300)), "renewal_date": (chrono::Utc::now().date_naive() + chrono::Duration::days(65)) })).await).await;
    let gid = group["id"].as_str().unwrap();
    let upload = |bytes: Vec<u8>, name: &str, kind: &str| {
        app.client
            .post(format!("/api/groups/{gid}/documents"))
            .header("host", SUMMIT)
            .header("cookie", &owner)
            .header("x-canopy-csrf", "1")
            .multipart(
                TestForm::new()
                    .field(TestFormField::bytes(bytes).name("file").filename(name))
                    .text("kind", kind),
            )
            .send()
    };
    let pdf = b"%PDF-1.7\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF".to_vec();
    let resp = upload(pdf.clone(), "contract.pdf", "contract").await;
    assert_eq!(resp.0.status(), 201);
    let doc = json(resp).await;
    error_body(
        upload(b"MZ\x90\x00".to_vec(), "tool.exe", "other").await,
        400,
        ErrorCode::Validation,
    )
    .await;
    error_body(
        upload(pdf.clone(), "x.pdf", "scroll").await,
        400,
        ErrorCode::BadRequest,
    )
    .await;
    let listed = json(
        app.get(
            SUMMIT,
            Some(&owner),
            &format!("/api/groups/{gid}/documents"),
        )
        .await,
    )
    .await;
    assert_eq!(listed[0]["content_type"], "application/pdf");
    let download = app
        .get(
            SUMMIT,
            Some(&owner),
            &format!("/api/documents/{}/download", doc["id"].as_str().unwrap()),
        )
        .await;
    assert_eq!(download.0.into_body().into_vec().await.unwrap(), pdf);
    let deleted = app
        .client
        .delete(format!("/api/documents/{}", doc["id"].as_str().unwrap()))
        .header("host", SUMMIT)
        .header("cookie", &owner)
        .header("x-canopy-csrf", "1")
        .send()
        .await;
    assert_eq!(deleted.0.status(), 204);
    let activity = json(
        app.get(SUMMIT, Some(&owner), &format!("/api/groups/{gid}/overview"))
            .await,
    )
    .await;
    assert!(activity["recent_activity"]
        .as_array()
        .unwrap()
        .iter()
        .any(|a| a["action"] == "delete" && a["entity"] == "document"));

    let dashboard = json(app.get(SUMMIT, Some(&owner), "/api/dashboard").await).await;
    let active = dashboard["stages"]
        .as_array()
        .unwrap()
        .iter()
        .find(|s| s["stage"] == "active")
        .unwrap();
    assert_eq!(active["count"], 1);
    assert_eq!(dashboard["stages"].as_array().unwrap().len(), 9);
    assert_eq!(
        (
            dashboard["renewals"][0]["name"].as_str(),
            dashboard["renewals"][0]["days"].as_i64()
        ),
        (Some("Renewing Co"), Some(65))
    );
}

#[tokio::test]
async fn the_directory_leaves_out_archived_groups_and_sorts_first_names_within_a_surname() {
    let app = seeded_app().await;
    let owner = app
        .sign_in(SUMMIT, "dana@summit.example", PASSWORD)
        .await
        .unwrap();
    let kept = new_group(&app, &owner, "Kept Holdings", "80202").await;
    let shelved = new_group(&app, &owner, "Shelved Traders", "80202").await;
    for (group, first) in [
        (&kept, "Zoe"),
        (&kept, "Anna"),
        (&kept, "Maya"),
        (&shelved, "Bea"),
    ] {
        let made = app
            .post(SUMMIT, Some(&owner), "/api/employees", j!({ "group_id": group["id"], "first_name": first, "last_name": "Aaberg",
                "dob": "1985-03-04", "zip": "80202", "hire_date": "2020-01-06", "employment_type": "full_time", "hours_per_week": 40, "medical_tier": "EE" }))
            .await;
        assert_eq!(made.0.status(), 201, "{first}");
    }
    let directory = |sort: &'static str| {
        let app = &app;
        let owner = &owner;
        async move {
            json(
                app.get(
                    SUMMIT,
                    Some(owner),
                    &format!("/api/employees?q=Aaberg&sort=last_name&order={sort}"),
                )
                .await,
            )
            .await
        }
    };
    let before = directory("ASC").await;
    assert_eq!(before["total"], 4, "{before}");

    let archived = app
        .post(
            SUMMIT,
            Some(&owner),
            &format!("/api/groups/{}/status", shelved["id"].as_str().unwrap()),
            j!({ "action": "archive" }),
        )
        .await;
    assert!(archived.0.status().is_success());
    let names = |body: &serde_json::Value| -> Vec<String> {
        body["data"]
            .as_array()
            .unwrap()
            .iter()
            .map(|e| e["first_name"].as_str().unwrap().to_string())
            .collect()
    };
    let ascending = directory("ASC").await;
    assert_eq!(ascending["total"], 3, "{ascending}");
    assert_eq!(names(&ascending), ["Anna", "Maya", "Zoe"]);
    assert_eq!(names(&directory("DESC").await), ["Zoe", "Maya", "Anna"]);

    // The archived group's own roster still lists its people.
    let own = json(
        app.get(
            SUMMIT,
            Some(&owner),
            &format!(
                "/api/employees?group_id={}",
                shelved["id"].as_str().unwrap()
            ),
        )
        .await,
    )
    .await;
    assert_eq!(own["total"], 1, "{own}");
}
