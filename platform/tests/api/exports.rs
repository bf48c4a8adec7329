//! Spreadsheet exports: the employee directory (scope, filters, typed cells) and the groups
//! list, read back as a spreadsheet program would.

use crate::common::*;
use calamine::{Data, DataType, Reader};
use serde_json::json as j;

const HARBOR: &str = "harbor.localhost:8080";

async fn download(app: &TestApp, host: &str, cookie: &str, path: &str) -> Vec<u8> {
    let resp = app.get(host, Some(cookie), path).await;
    assert_eq!(resp.0.status(), 200, "{path}");
    resp.0.into_body().into_vec().await.unwrap()
}

fn csv_rows(bytes: &[u8]) -> Vec<Vec<String>> {
    csv::Reader::from_reader(bytes)
        .records()
        .map(|r| r.unwrap().iter().map(str::to_string).collect())
        .collect()
}

fn sheet(bytes: Vec<u8>, name: &str) -> calamine::Range<Data> {
    let mut book: calamine::Xlsx<_> =
        calamine::open_workbook_from_rs(std::io::Cursor::new(bytes)).unwrap();
    book.worksheet_range(name).unwrap()
}

/// What the directory lists for the same search: the ids and names, in order.
async fn listed(app: &TestApp, cookie: &str, query: &str) -> Vec<(String, String)> {
    let page = json(
        app.get(
            SUMMIT,
            Some(cookie),
            &format!("/api/employees?per_page=100&{query}"),
        )
        .await,
    )
    .await;
    assert!(
        page["total"].as_i64().unwrap() <= 100,
        "one page holds them"
    );
    page["data"]
        .as_array()
        .unwrap()
        .iter()
        .map(|e| {
            (
                e["last_name"].as_str().unwrap().to_string(),
                e["first_name"].as_str().unwrap().to_string(),
            )
        })
        .collect()
}

fn names(rows: &[Vec<String>]) -> Vec<(String, String)> {
    rows.iter()
        .map(|r| {
            (
                r[1].trim_start_matches('\'').to_string(),
                r[2].trim_start_matches('\'').to_string(),
            )
        })
        .collect()
}

#[tokio::test]
async fn the_directory_exports_what_the_caller_sees_with_typed_cells() {
    let app = seeded_app().await;
    platform::seed::seed_book(&app.state).await.unwrap();
    let broker = app
        .sign_in(SUMMIT, "dana@summit.example", PASSWORD)
        .await
        .unwrap();

    // Another agency with an employee of its own.
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
        .sign_in(HARBOR, "o@harbor.example", PASSWORD)
        .await
        .unwrap();
    let year = next_plan_year();
    let hg = json(
        app.post(
            HARBOR,
            Some(&harbor_owner),
            "/api/groups",
            j!({ "name": "Harbor Marine", "zip": "80202", "effective_date": jan1(year) }),
        )
        .await,
    )
    .await;
    let resp = app.post(HARBOR, Some(&harbor_owner), "/api/employees", j!({ "group_id": hg["id"], "first_name": "Outside", "last_name": "Harborview", "dob": ymd(year - 40, 3, 1), "employment_type": "full_time" })).await;
    assert_eq!(resp.0.status(), 201);

    // In Summit: someone whose name a spreadsheet would run, with pay and dates.
    let groups = json(
        app.get(SUMMIT, Some(&broker), "/api/groups?per_page=100&sort=name")
            .await,
    )
    .await;
    let gid = groups["data"][0]["id"].as_str().unwrap().to_string();
    let dob = ymd(year - 35, 2, 14);
    let resp = app.post(SUMMIT, Some(&broker), "/api/employees", j!({ "group_id": gid, "first_name": "=HYPERLINK(\"x\")", "last_name": "-Dashwoodquist", "dob": dob,
        "employment_type": "full_time", "salary_cents": 5_250_075, "hours_per_week": 37.5, "medical_tier": "EE" })).await;
    assert_eq!(resp.0.status(), 201, "{}", json(resp).await);

    // Everything the directory lists for a search, in its order, and nothing else.
    let total = json(
        app.get(SUMMIT, Some(&broker), "/api/employees?per_page=1")
            .await,
    )
    .await["total"]
        .as_i64()
        .unwrap();
    assert!(total > 100, "the demo book is larger than a page: {total}");
    let all = csv_rows(&download(&app, SUMMIT, &broker, "/api/employees/export?format=csv").await);
    assert_eq!(
        all.len() as i64,
        total,
        "every employee, past any page size"
    );
    assert!(
        all.iter().all(|r| r[1] != "Harborview"),
        "no other agency's employee"
    );
    let harbor_all = csv_rows(
        &download(
            &app,
            HARBOR,
            &harbor_owner,
            "/api/employees/export?format=csv",
        )
        .await,
    );
    assert_eq!(
        names(&harbor_all),
        [("Harborview".to_string(), "Outside".to_string())]
    );

    for query in [
        format!("group_id={gid}"),
        "status=terminated".to_string(),
        "q=dashwoodquist&sort=first_name&order=desc".to_string(),
    ] {
        let rows = csv_rows(
            &download(
                &app,
                SUMMIT,
                &broker,
                &format!("/api/employees/export?format=csv&{query}"),
            )
            .await,
        );
        assert_eq!(names(&rows), listed(&app, &broker, &query).await, "{query}");
    }

    // Typed: numbers and dates as they are, only text neutralised.
    let dash = csv_rows(
        &download(
            &app,
            SUMMIT,
            &broker,
            "/api/employees/export?format=csv&q=dashwoodquist",
        )
        .await,
    );
    let row = &dash[0];
    assert_eq!(
        (row[1].as_str(), row[2].as_str()),
        ("'-Dashwoodquist", "'=HYPERLINK(\"x\")")
    );
    assert_eq!(
        (row[13].as_str(), row[19].as_str(), row[20].as_str()),
        (dob.as_str(), "37.5", "52500.75")
    );
    let xlsx = sheet(
        download(
            &app,
            SUMMIT,
            &broker,
            "/api/employees/export?format=xlsx&q=dashwoodquist",
        )
        .await,
        "Employees",
    );
    let cells: Vec<&Data> = xlsx.rows().nth(1).unwrap().iter().collect();
    assert_eq!(cells[2], &Data::String("'=HYPERLINK(\"x\")".into()));
    let Data::DateTime(born) = cells[13] else {
        panic!("a date of birth: {:?}", cells[13]);
    };
    assert_eq!(born.as_datetime().unwrap().date().to_string(), dob);
    assert_eq!(
        (cells[19], cells[20]),
        (&Data::Float(37.5), &Data::Float(52_500.75))
    );
    let full = sheet(
        download(&app, SUMMIT, &broker, "/api/employees/export?format=xlsx").await,
        "Employees",
    );
    assert_eq!(
        full.height() as i64,
        total + 1,
        "a header and every employee"
    );

    // An employer admin gets their group only, whatever group they name.
    let hr = app
        .sign_in(SUMMIT, "hannah@brightpath.example", PASSWORD)
        .await
        .unwrap();
    let own = csv_rows(&download(&app, SUMMIT, &hr, "/api/employees/export?format=csv").await);
    assert!(!own.is_empty());
    assert_eq!(names(&own), listed(&app, &hr, "").await);
    let group_names: std::collections::BTreeSet<&str> = own.iter().map(|r| r[3].as_str()).collect();
    assert_eq!(group_names.len(), 1, "one group: {group_names:?}");
    let other = csv_rows(
        &download(
            &app,
            SUMMIT,
            &hr,
            &format!("/api/employees/export?format=csv&group_id={gid}"),
        )
        .await,
    );
    assert!(
        other.iter().all(|r| group_names.contains(r[3].as_str())),
        "another group's employees never appear"
    );

    // An employee may not; a bad filter is named.
    let employee = app
        .sign_in(SUMMIT, "leo@brightpath.example", PASSWORD)
        .await
        .unwrap();
    error_body(
        app.get(SUMMIT, Some(&employee), "/api/employees/export?format=csv")
            .await,
        403,
        ErrorCode::Forbidden,
    )
    .await;
    error_body(
        app.get(SUMMIT, None, "/api/employees/export?format=csv")
            .await,
        401,
        ErrorCode::Unauthenticated,
    )
    .await;
    let body = error_body(
        app.get(
            SUMMIT,
            Some(&broker),
            "/api/employees/export?format=csv&status=gone",
        )
        .await,
        400,
        ErrorCode::Validation,
    )
    .await;
    assert!(body["details"]["fields"]["status"].is_string());

    // Each export is in the audit log with its count.
    let schema: String =
        sqlx::query_scalar("SELECT schema_name FROM agencies WHERE slug = 'summit'")
            .fetch_one(&app.pool)
            .await
            .unwrap();
    let logged: i64 = sqlx::query_scalar(&format!(
        "SELECT count(*) FROM {schema}.audit_log WHERE action = 'export' AND entity = 'employee'"
    ))
    .fetch_one(&app.pool)
    .await
    .unwrap();
    assert!(logged >= 8, "{logged} exports logged");
}

#[tokio::test]
async fn the_groups_export_sums_and_sorts() {
    let app = seeded_app().await;
    platform::seed::seed_book(&app.state).await.unwrap();
    let broker = app
        .sign_in(SUMMIT, "dana@summit.example", PASSWORD)
        .await
        .unwrap();
    let listed = json(
        app.get(SUMMIT, Some(&broker), "/api/groups?per_page=100")
            .await,
    )
    .await;
    let headcount: i64 = listed["data"]
        .as_array()
        .unwrap()
        .iter()
        .map(|g| g["headcount"].as_i64().unwrap())
        .sum();
    let groups = sheet(
        download(&app, SUMMIT, &broker, "/api/groups/export?format=xlsx").await,
        "Groups",
    );
    let header: Vec<String> = groups
        .rows()
        .next()
        .unwrap()
        .iter()
        .map(|c| c.to_string())
        .collect();
    let col = |name: &str| header.iter().position(|h| h == name).unwrap();
    let total: f64 = groups
        .rows()
        .skip(1)
        .filter_map(|r| r[col("Headcount")].as_f64())
        .sum();
    assert_eq!(total as i64, headcount, "headcounts are numbers that sum");
    let effective = groups
        .rows()
        .skip(1)
        .filter(|r| !matches!(r[col("Effective")], Data::Empty))
        .map(|r| match &r[col("Effective")] {
            Data::DateTime(d) => d.as_datetime().unwrap().date(),
            other => panic!("a date: {other:?}"),
        })
        .count();
    assert!(effective > 0);
    let csv = csv_rows(&download(&app, SUMMIT, &broker, "/api/groups/export?format=csv").await);
    assert!(csv
        .iter()
        .all(|r| r[col("Headcount")].parse::<i64>().is_ok()));
}
