//! The census import workflow end to end: upload, map, fix, commit (COPY), diff, undo.

use crate::common::census::*;
use crate::common::*;
use poem::test::{TestForm, TestFormField};
use serde_json::json as j;

const V1: &str = "Acme Corp census - November 2026
Employee ID,Last Name,First Name,DOB,Gender,Zip,Relationship,Medical Tier,Salary
E1,Lopez,Maria,04/12/1984,F,80202,Employee,ES,\"$72,000\"
,Lopez,Carlos,1983-02-01,M,80202,Spouse,
E2,Smith,John,13/45/1990,M,80203,Employee,EE,58000
E3,Nguyen,Thao,07/04/1979,F,80204,Employee,EF,91000
,Nguyen,Minh,1978-01-15,M,80204,Spouse,
,Nguyen,Bao,2012-09-09,M,80204,Child,
Total,,,,,,,,
";

fn v2() -> String {
    // John's birth date fixed, Thao leaves (missing), Priya joins, Maria switches to EE.
    "Employee ID,Last Name,First Name,DOB,Gender,Zip,Relationship,Medical Tier,Salary
E1,Lopez,Maria,04/12/1984,F,80202,Employee,EE,\"$74,000\"
E2,Smith,John,01/15/1990,M,80203,Employee,EE,58000
E4,Shah,Priya,1992-03-03,F,80205,Employee,EE,66000
"
    .to_string()
}

async fn send(
    app: &TestApp,
    cookie: &str,
    method: &str,
    path: &str,
    body: serde_json::Value,
) -> serde_json::Value {
    let req = match method {
        "PUT" => app.client.put(path),
        "PATCH" => app.client.patch(path),
        _ => app.client.post(path),
    };
    let resp = req
        .header("host", SUMMIT)
        .header("cookie", cookie)
        .header("x-canopy-csrf", "1")
        .body_json(&body)
        .send()
        .await;
    let status = resp.0.status().as_u16();
    let body = json(resp).await;
    assert!(status < 300, "{method} {path}: {status} {body}");
    body
}

#[tokio::test]
async fn a_census_goes_from_file_to_roster_and_back() {
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
            j!({ "name": "Acme Corp", "zip": "80202" }),
        )
        .await,
    )
    .await;
    let gid = group["id"].as_str().unwrap();

    // Upload: title row skipped, headers found, columns guessed, totals row skipped.
    let resp = upload(&app, &owner, gid, "acme.csv", V1.as_bytes().to_vec()).await;
    assert_eq!(resp.0.status(), 201);
    let import = json(resp).await;
    assert_eq!(
        (import["status"].as_str(), import["header_row"].as_i64()),
        (Some("mapping"), Some(1))
    );
    let field_of = |header: &str| {
        import["columns"]
            .as_array()
            .unwrap()
            .iter()
            .find(|c| c["header"] == header)
            .unwrap()["field"]
            .clone()
    };
    assert_eq!(field_of("DOB"), "dob");
    assert_eq!(field_of("Medical Tier"), "medical_tier");
    assert!(
        import["skipped"]
            .as_array()
            .unwrap()
            .iter()
            .any(|s| s["reason"] == "totals"),
        "{}",
        import["skipped"]
    );
    let id = import["id"].as_str().unwrap().to_string();

    // Map: the bad date is an error; commit is refused until it is fixed.
    let checked = send(
        &app,
        &owner,
        "PUT",
        &format!("/api/census-imports/{id}/mapping"),
        j!({ "columns": mapping_of(&import), "template_name": "Acme layout" }),
    )
    .await;
    assert_eq!(checked["counts"]["employees"], 3);
    assert_eq!(checked["counts"]["dependents"], 3);
    assert!(
        checked["counts"]["errors"].as_i64().unwrap() >= 1,
        "{}",
        checked["issues"]
    );
    let bad = checked["issues"]
        .as_array()
        .unwrap()
        .iter()
        .find(|i| i["severity"] == "error")
        .unwrap()
        .clone();
    assert_eq!(bad["row"], 5);
    let refused = app
        .post(
            SUMMIT,
            Some(&owner),
            &format!("/api/census-imports/{id}/commit"),
            j!({}),
        )
        .await;
    error_body(refused, 409, ErrorCode::Conflict).await;
    let rows = json(
        app.get(
            SUMMIT,
            Some(&owner),
            &format!("/api/census-imports/{id}/rows?only_issues=true"),
        )
        .await,
    )
    .await;
    assert_eq!(rows["data"][0]["row"], 5);
    assert_eq!(rows["data"][0]["cells"][3], "13/45/1990");

    let fixed = send(
        &app,
        &owner,
        "PATCH",
        &format!("/api/census-imports/{id}/cells"),
        j!({ "fixes": [{ "row": 5, "column": bad["column"], "value": "01/15/1990" }] }),
    )
    .await;
    assert_eq!(fixed["counts"]["errors"], 0, "{}", fixed["issues"]);
    assert_eq!(fixed["counts"]["adds"], 3);

    // Commit, twice at once (double click): one job, one version.
    let first = app
        .post(
            SUMMIT,
            Some(&owner),
            &format!("/api/census-imports/{id}/commit"),
            j!({}),
        )
        .await;
    let second = app
        .post(
            SUMMIT,
            Some(&owner),
            &format!("/api/census-imports/{id}/commit"),
            j!({}),
        )
        .await;
    assert_eq!(first.0.status(), 202);
    error_body(second, 409, ErrorCode::Conflict).await;
    let job = json(first).await["job_id"].as_str().unwrap().to_string();
    let done = wait_for_job(&app, &owner, &job).await;
    assert_eq!(done["status"], "succeeded", "{done}");
    assert_eq!(done["result"]["adds"], 3);
    let roster = json(
        app.get(
            SUMMIT,
            Some(&owner),
            &format!("/api/employees?group_id={gid}&sort=last_name"),
        )
        .await,
    )
    .await;
    assert_eq!(roster["total"], 3);
    let thao = roster["data"]
        .as_array()
        .unwrap()
        .iter()
        .find(|e| e["first_name"] == "Thao")
        .unwrap();
    assert_eq!(thao["dependents_count"], 2);
    let maria_id = roster["data"]
        .as_array()
        .unwrap()
        .iter()
        .find(|e| e["first_name"] == "Maria")
        .unwrap()["id"]
        .as_str()
        .unwrap()
        .to_string();
    let maria = json(
        app.get(SUMMIT, Some(&owner), &format!("/api/employees/{maria_id}"))
            .await,
    )
    .await;
    assert_eq!(
        (
            maria["salary_cents"].as_i64(),
            maria["medical_tier"].as_str()
        ),
        (Some(7_200_000), Some("ES"))
    );

    // Version 2: the saved template maps the headers; missing employees leave the roster.
    let resp = upload(&app, &owner, gid, "acme-v2.csv", v2().into_bytes()).await;
    let second = json(resp).await;
    let id2 = second["id"].as_str().unwrap().to_string();
    let checked = send(&app, &owner, "PUT", &format!("/api/census-imports/{id2}/mapping"), j!({ "columns": mapping_of(&second), "terminate_missing": true, "effective_date": chrono::Utc::now().date_naive() })).await;
    assert_eq!(
        (
            checked["counts"]["adds"].as_i64(),
            checked["counts"]["updates"].as_i64(),
            checked["counts"]["terminations"].as_i64()
        ),
        (Some(1), Some(2), Some(1))
    );
    // As after a restart: the checked rows are no longer in memory, the commit reads the file again.
    platform::census::kept::clear();
    let job = send(
        &app,
        &owner,
        "POST",
        &format!("/api/census-imports/{id2}/commit"),
        j!({}),
    )
    .await["job_id"]
        .as_str()
        .unwrap()
        .to_string();
    assert_eq!(
        wait_for_job(&app, &owner, &job).await["status"],
        "succeeded"
    );
    let active = json(
        app.get(
            SUMMIT,
            Some(&owner),
            &format!("/api/employees?group_id={gid}&status=active"),
        )
        .await,
    )
    .await;
    assert_eq!(active["total"], 3);
    let maria = json(
        app.get(SUMMIT, Some(&owner), &format!("/api/employees/{maria_id}"))
            .await,
    )
    .await;
    assert_eq!(
        (
            maria["medical_tier"].as_str(),
            maria["salary_cents"].as_i64()
        ),
        (Some("EE"), Some(7_400_000)),
        "the same person, updated"
    );

    let diff = json(
        app.get(
            SUMMIT,
            Some(&owner),
            &format!("/api/groups/{gid}/census/diff?from=1&to=2"),
        )
        .await,
    )
    .await;
    assert!(
        diff["added"]
            .as_array()
            .unwrap()
            .iter()
            .any(|m| m["first_name"] == "Priya"),
        "{diff}"
    );
    assert!(
        diff["removed"]
            .as_array()
            .unwrap()
            .iter()
            .any(|m| m["first_name"] == "Thao"),
        "{diff}"
    );
    assert!(
        diff["changed"]
            .as_array()
            .unwrap()
            .iter()
            .any(|c| c["member"]["first_name"] == "Maria"
                && c["changes"]
                    .as_array()
                    .unwrap()
                    .iter()
                    .any(|f| f["field"] == "medical_tier")),
        "{diff}"
    );

    let download = app
        .get(
            SUMMIT,
            Some(&owner),
            &format!("/api/census-imports/{id2}/download?format=csv"),
        )
        .await;
    let text = String::from_utf8(download.0.into_body().into_vec().await.unwrap()).unwrap();
    assert!(
        text.starts_with("Household,Relationship,First Name") && text.contains("Priya"),
        "{text}"
    );

    // Only the latest import can be undone; undoing it restores the roster exactly.
    error_body(
        app.post(
            SUMMIT,
            Some(&owner),
            &format!("/api/census-imports/{id}/undo"),
            j!({}),
        )
        .await,
        409,
        ErrorCode::Conflict,
    )
    .await;
    let undone = send(
        &app,
        &owner,
        "POST",
        &format!("/api/census-imports/{id2}/undo"),
        j!({}),
    )
    .await;
    assert_eq!(undone["status"], "undone");
    let roster = json(
        app.get(
            SUMMIT,
            Some(&owner),
            &format!("/api/employees?group_id={gid}&status=active"),
        )
        .await,
    )
    .await;
    let names: Vec<&str> = roster["data"]
        .as_array()
        .unwrap()
        .iter()
        .map(|e| e["first_name"].as_str().unwrap())
        .collect();
    assert_eq!(roster["total"], 3, "{names:?}");
    assert!(
        names.contains(&"Thao") && !names.contains(&"Priya"),
        "{names:?}"
    );
    let maria = json(
        app.get(SUMMIT, Some(&owner), &format!("/api/employees/{maria_id}"))
            .await,
    )
    .await;
    assert_eq!(
        (
            maria["medical_tier"].as_str(),
            maria["salary_cents"].as_i64()
        ),
        (Some("ES"), Some(7_200_000))
    );
    let thao = roster["data"]
        .as_array()
        .unwrap()
        .iter()
        .find(|e| e["first_name"] == "Thao")
        .unwrap();
    assert_eq!(thao["dependents_count"], 2);

    let versions = json(
        app.get(SUMMIT, Some(&owner), &format!("/api/groups/{gid}/census"))
            .await,
    )
    .await;
    let statuses: Vec<&str> = versions
        .as_array()
        .unwrap()
        .iter()
        .map(|v| v["status"].as_str().unwrap())
        .collect();
    assert_eq!(statuses, ["undone", "committed"]);
    assert_eq!(versions[1]["undoable"], true);
    let jobs = json(app.get(SUMMIT, Some(&owner), "/api/jobs").await).await;
    assert_eq!(jobs["total"], 2);
    let templates = json(app.get(SUMMIT, Some(&owner), "/api/census/templates").await).await;
    assert_eq!(templates[0]["name"], "Acme layout");
}

#[tokio::test]
async fn a_broker_moves_the_header_row() {
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
            j!({ "name": "Acme Corp", "zip": "80202" }),
        )
        .await,
    )
    .await;
    let gid = group["id"].as_str().unwrap();
    let import = json(upload(&app, &owner, gid, "acme.csv", V1.as_bytes().to_vec()).await).await;
    let id = import["id"].as_str().unwrap().to_string();
    assert_eq!(import["header_row"], 1);
    assert_eq!(import["preview"][0][0], "Acme Corp census - November 2026");
    assert_eq!(import["preview"][1][3], "DOB");

    // Row 3 (Maria's) as the header: its cells become the headers and are guessed again; the columns sent are ignored.
    let moved = send(
        &app,
        &owner,
        "PUT",
        &format!("/api/census-imports/{id}/mapping"),
        j!({ "columns": mapping_of(&import), "header_row": 3 }),
    )
    .await;
    assert_eq!(moved["header_row"], 2);
    assert_eq!(moved["columns"][1]["header"], "Lopez");
    assert!(
        moved["columns"][3]["field"].is_null(),
        "{}",
        moved["columns"]
    );
    assert_eq!(moved["rows_total"], 5);
    assert!(moved["counts"]["errors"].as_i64().unwrap() > 0);

    // Back to row 2: the headers and their guesses return.
    let back = send(
        &app,
        &owner,
        "PUT",
        &format!("/api/census-imports/{id}/mapping"),
        j!({ "columns": [], "header_row": 2 }),
    )
    .await;
    assert_eq!(
        (back["header_row"].as_i64(), back["rows_total"].as_i64()),
        (Some(1), Some(6))
    );
    assert_eq!(back["columns"][3]["field"], "dob");
    assert_eq!(back["counts"]["employees"], 3);

    // A row beyond the table, or an empty one, is refused and changes nothing.
    let put = |row: i64| {
        app.client
            .put(format!("/api/census-imports/{id}/mapping"))
            .header("host", SUMMIT)
            .header("cookie", &owner)
            .header("x-canopy-csrf", "1")
            .body_json(&j!({ "columns": [], "header_row": row }))
            .send()
    };
    let body = error_body(put(40).await, 400, ErrorCode::Validation).await;
    assert_eq!(
        body["details"]["fields"]["header_row"],
        "row 40 is not in the file, which has 9 rows"
    );
    error_body(put(0).await, 400, ErrorCode::Validation).await;
    let now = json(
        app.get(SUMMIT, Some(&owner), &format!("/api/census-imports/{id}"))
            .await,
    )
    .await;
    assert_eq!(now["header_row"], 1);
}

#[tokio::test]
async fn bad_files_get_clear_errors_and_nothing_is_kept() {
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
            j!({ "name": "Acme Corp", "zip": "80202" }),
        )
        .await,
    )
    .await;
    let gid = group["id"].as_str().unwrap();
    let fixtures = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/fixtures/census");
    let empty = upload(
        &app,
        &owner,
        gid,
        "empty.csv",
        std::fs::read(format!("{fixtures}/empty.csv")).unwrap(),
    )
    .await;
    let body = error_body(empty, 400, ErrorCode::Validation).await;
    assert_eq!(body["details"]["fields"]["file"], "the file is empty");
    let binary = upload(
        &app,
        &owner,
        gid,
        "binary.csv",
        std::fs::read(format!("{fixtures}/binary-renamed.csv")).unwrap(),
    )
    .await;
    error_body(binary, 400, ErrorCode::Validation).await;
    let huge = upload(&app, &owner, gid, "huge.csv", vec![b'a'; 51 * 1024 * 1024]).await;
    error_body(huge, 413, ErrorCode::PayloadTooLarge).await;
    assert!(json(
        app.get(SUMMIT, Some(&owner), &format!("/api/groups/{gid}/census"))
            .await
    )
    .await
    .as_array()
    .unwrap()
    .is_empty());

    // The CSV processor reads any file and imports nothing.
    let resp = app
        .client
        .post("/api/census/analyse")
        .header("host", SUMMIT)
        .header("cookie", &owner)
        .header("x-canopy-csrf", "1")
        .multipart(
            TestForm::new().field(
                TestFormField::bytes(std::fs::read(format!("{fixtures}/windows1252.csv")).unwrap())
                    .name("file")
                    .filename("w.csv"),
            ),
        )
        .send()
        .await;
    let analysis = json(resp).await;
    assert_eq!(analysis["encoding"], "windows-1252");
    assert!(analysis["columns"].as_array().unwrap().len() >= 3);
    let resp = app
        .client
        .post("/api/census/clean")
        .header("host", SUMMIT)
        .header("cookie", &owner)
        .header("x-canopy-csrf", "1")
        .multipart(
            TestForm::new().field(
                TestFormField::bytes(V1.as_bytes().to_vec())
                    .name("file")
                    .filename("acme.csv"),
            ),
        )
        .send()
        .await;
    let cleaned = String::from_utf8(resp.0.into_body().into_vec().await.unwrap()).unwrap();
    assert!(
        cleaned.starts_with("Household,Relationship") && cleaned.contains("1984-04-12"),
        "{cleaned}"
    );
    assert_eq!(
        json(app.get(SUMMIT, Some(&owner), "/api/employees").await).await["total"],
        0
    );
}

#[tokio::test]
async fn another_agency_cannot_reach_census_jobs_or_documents() {
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
            j!({ "name": "Acme Corp", "zip": "80202" }),
        )
        .await,
    )
    .await;
    let gid = group["id"].as_str().unwrap();
    let import = json(upload(&app, &owner, gid, "acme.csv", v2().into_bytes()).await).await;
    let id = import["id"].as_str().unwrap();
    send(
        &app,
        &owner,
        "PUT",
        &format!("/api/census-imports/{id}/mapping"),
        j!({ "columns": mapping_of(&import) }),
    )
    .await;
    let job = send(
        &app,
        &owner,
        "POST",
        &format!("/api/census-imports/{id}/commit"),
        j!({}),
    )
    .await["job_id"]
        .as_str()
        .unwrap()
        .to_string();
    wait_for_job(&app, &owner, &job).await;

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
    let other = app
        .sign_in("harbor.localhost:8080", "o@harbor.example", PASSWORD)
        .await
        .unwrap();
    for path in [
        format!("/api/census-imports/{id}"),
        format!("/api/census-imports/{id}/rows"),
        format!("/api/census-imports/{id}/download?format=csv"),
        format!("/api/groups/{gid}/census"),
        format!("/api/groups/{gid}/documents"),
        format!("/api/groups/{gid}/overview"),
        format!("/api/jobs/{job}"),
    ] {
        error_body(
            app.get("harbor.localhost:8080", Some(&other), &path).await,
            404,
            ErrorCode::NotFound,
        )
        .await;
    }
    error_body(
        app.post(
            "harbor.localhost:8080",
            Some(&other),
            &format!("/api/census-imports/{id}/undo"),
            j!({}),
        )
        .await,
        404,
        ErrorCode::NotFound,
    )
    .await;
    assert_eq!(
        json(
            app.get("harbor.localhost:8080", Some(&other), "/api/jobs")
                .await
        )
        .await["total"],
        0
    );
}

/// The bulk tables check their references per statement (migration 0008): the same guarantees
/// as the foreign keys they replace.
#[tokio::test]
async fn roster_tables_keep_their_references() {
    let app = seeded_app().await;
    let schema = tenants::registry::find_by_slug(&app.pool, "summit")
        .await
        .unwrap()
        .unwrap()
        .schema_name;
    let mut tx = app.pool.begin().await.unwrap();
    sqlx::query("SELECT set_config('search_path', $1, true)")
        .bind(&schema)
        .execute(&mut *tx)
        .await
        .unwrap();
    let group: uuid::Uuid = sqlx::query_scalar(
        "INSERT INTO groups (name, zip) VALUES ('Reference Test', '80202') RETURNING id",
    )
    .fetch_one(&mut *tx)
    .await
    .unwrap();
    let employee: uuid::Uuid = sqlx::query_scalar("INSERT INTO employees (group_id, first_name, last_name, dob) VALUES ($1, 'Ann', 'Lee', '1980-01-02') RETURNING id")
        .bind(group)
        .fetch_one(&mut *tx)
        .await
        .unwrap();
    sqlx::query("INSERT INTO dependents (employee_id, first_name, last_name, dob, relationship) VALUES ($1, 'Bo', 'Lee', '2012-01-01', 'child')")
        .bind(employee)
        .execute(&mut *tx)
        .await
        .unwrap();

    async fn refused(tx: &mut sqlx::PgConnection, sql: &str, id: uuid::Uuid) -> String {
        sqlx::query("SAVEPOINT attempt")
            .execute(&mut *tx)
            .await
            .unwrap();
        let err = sqlx::query(sql)
            .bind(id)
            .execute(&mut *tx)
            .await
            .expect_err(sql);
        sqlx::query("ROLLBACK TO SAVEPOINT attempt")
            .execute(&mut *tx)
            .await
            .unwrap();
        let db = err.as_database_error().expect("a database error");
        assert_eq!(db.code().as_deref(), Some("23503"), "{sql}: {db}");
        db.message().to_string()
    }
    let missing = uuid::Uuid::new_v4();
    assert!(refused(&mut tx, "INSERT INTO employees (group_id, first_name, last_name, dob) VALUES ($1, 'X', 'Y', '1980-01-01')", missing).await.contains("group"));
    assert!(refused(&mut tx, "INSERT INTO dependents (employee_id, first_name, last_name, dob, relationship) VALUES ($1, 'X', 'Y', '2012-01-01', 'child')", missing).await.contains("employee"));
    assert!(refused(
        &mut tx,
        "UPDATE employees SET census_version_id = $1",
        missing
    )
    .await
    .contains("census version"));
    refused(&mut tx, "UPDATE employees SET id = $1", missing).await;

    // Deleting an employee takes their dependents; deleting a group takes its employees.
    let second: uuid::Uuid = sqlx::query_scalar("INSERT INTO employees (group_id, first_name, last_name, dob) VALUES ($1, 'Raj', 'Patel', '1975-03-04') RETURNING id")
        .bind(group)
        .fetch_one(&mut *tx)
        .await
        .unwrap();
    sqlx::query("DELETE FROM employees WHERE id = $1")
        .bind(employee)
        .execute(&mut *tx)
        .await
        .unwrap();
    let orphans: i64 = sqlx::query_scalar("SELECT count(*) FROM dependents WHERE employee_id = $1")
        .bind(employee)
        .fetch_one(&mut *tx)
        .await
        .unwrap();
    assert_eq!(orphans, 0);
    sqlx::query("DELETE FROM groups WHERE id = $1")
        .bind(group)
        .execute(&mut *tx)
        .await
        .unwrap();
    let left: i64 = sqlx::query_scalar("SELECT count(*) FROM employees WHERE id = $1")
        .bind(second)
        .fetch_one(&mut *tx)
        .await
        .unwrap();
    assert_eq!(left, 0);
    tx.rollback().await.unwrap();

    // A transaction that proves its references itself (the census commit, migration 0010) skips
    // the check for its own statements only: the next transaction on the connection is checked.
    let mut conn = app.pool.acquire().await.unwrap();
    for proven in [true, false] {
        let mut tx = sqlx::Connection::begin(&mut *conn).await.unwrap();
        sqlx::query("SELECT set_config('search_path', $1, true)")
            .bind(&schema)
            .execute(&mut *tx)
            .await
            .unwrap();
        if proven {
            sqlx::query("SELECT set_config('canopy.references_proven', 'on', true)")
                .execute(&mut *tx)
                .await
                .unwrap();
            sqlx::query("INSERT INTO dependents (employee_id, first_name, last_name, dob, relationship) VALUES ($1, 'X', 'Y', '2012-01-01', 'child')")
                .bind(missing)
                .execute(&mut *tx)
                .await
                .expect("skipped while proven");
            tx.rollback().await.unwrap();
        } else {
            let message = refused(&mut tx, "INSERT INTO dependents (employee_id, first_name, last_name, dob, relationship) VALUES ($1, 'X', 'Y', '2012-01-01', 'child')", missing).await;
            assert!(message.contains("employee"), "{message}");
        }
    }
}

#[tokio::test]
async fn a_commit_keeps_every_value_of_the_file() {
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
            j!({ "name": "Every Field Inc", "zip": "80202" }),
        )
        .await,
    )
    .await;
    let gid = group["id"].as_str().unwrap();
    import_census(
        &app,
        &owner,
        gid,
        "Employee ID,First Name,Middle Name,Last Name,DOB,Gender,SSN,Email,Phone,Address,City,State,Zip,Hire Date,Employment Status,Hours,Salary,Medical Tier,Dental Tier,Vision Tier,Tobacco,Relationship
E9,Zoë,Q,O'Neil,1999-12-31,F,123-45-6789,zoe@example.com,303-555-0100,\"1 Main St, Apt \\2\",Denver,CO,80202-1234,2020-02-29,Part-time,37.5,\"$61,250.50\",EC,EE,W,Y,Employee
,Max,,O'Neil,2015-06-30,M,234-56-7890,,,,,,,,,,,,,,N,Child
",
    )
    .await;
    let roster = json(
        app.get(
            SUMMIT,
            Some(&owner),
            &format!("/api/employees?group_id={gid}"),
        )
        .await,
    )
    .await;
    let id = roster["data"][0]["id"].as_str().unwrap().to_string();
    let e = json(
        app.get(SUMMIT, Some(&owner), &format!("/api/employees/{id}"))
            .await,
    )
    .await;
    let field = |k: &str| e[k].clone();
    assert_eq!(
        (
            field("external_id"),
            field("first_name"),
            field("middle_name"),
            field("last_name")
        ),
        (j!("E9"), j!("Zoë"), j!("Q"), j!("O'Neil"))
    );
    assert_eq!(
        (field("dob"), field("gender"), field("ssn_masked")),
        (j!("1999-12-31"), j!("female"), j!("***-**-6789")),
        "{e}"
    );
    assert_eq!(
        (field("email"), field("phone"), field("address_line1")),
        (
            j!("zoe@example.com"),
            j!("3035550100"),
            j!("1 Main St, Apt \\2")
        ),
        "{e}"
    );
    assert_eq!(
        (
            field("city"),
            field("state"),
            field("zip"),
            field("hire_date")
        ),
        (j!("Denver"), j!("CO"), j!("80202"), j!("2020-02-29"))
    );
    assert_eq!(
        (
            field("status"),
            field("employment_type"),
            field("hours_per_week"),
            field("salary_cents")
        ),
        (j!("active"), j!("part_time"), j!(37.5), j!(6_125_050))
    );
    assert_eq!(
        (
            field("medical_tier"),
            field("dental_tier"),
            field("vision_tier"),
            field("tobacco")
        ),
        (j!("EC"), j!("EE"), j!("W"), j!(true))
    );
    let max = &e["dependents"][0];
    assert_eq!(
        (
            max["first_name"].clone(),
            max["dob"].clone(),
            max["relationship"].clone(),
            max["tobacco"].clone()
        ),
        (j!("Max"), j!("2015-06-30"), j!("child"), j!(false))
    );
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
    let revealed = json(
        app.post(
            SUMMIT,
            Some(&owner),
            &format!("/api/employees/{id}/reveal-ssn"),
            j!({ "dependent_id": max["id"] }),
        )
        .await,
    )
    .await;
    assert_eq!(revealed["ssn"], "234-56-7890");

    // A second file updates her (what it leaves empty stays as it was) and adds a colleague.
    import_census(
        &app,
        &owner,
        gid,
        "Employee ID,First Name,Middle Name,Last Name,DOB,Gender,SSN,Email,Zip,Hours,Relationship
E9,Zoë,,O'Neil,1999-12-31,F,123-45-6789,,80202,7.125,Employee
,Max,,O'Neil,2015-06-30,M,,,,,Child
,Ivy,,O'Neil,2019-01-15,F,,,,,Child
E10,Ada,,Byron,1990-05-01,F,,,80203,0.25,Employee
",
    )
    .await;
    let e = json(
        app.get(SUMMIT, Some(&owner), &format!("/api/employees/{id}"))
            .await,
    )
    .await;
    assert_eq!(
        (
            e["middle_name"].clone(),
            e["email"].clone(),
            e["hours_per_week"].clone()
        ),
        (j!("Q"), j!("zoe@example.com"), j!(7.13)),
        "{e}"
    );
    let children: Vec<&str> = e["dependents"]
        .as_array()
        .unwrap()
        .iter()
        .map(|d| d["first_name"].as_str().unwrap())
        .collect();
    assert_eq!(children.len(), 2, "{e}");
    assert!(children.contains(&"Max") && children.contains(&"Ivy"));
    let roster = json(
        app.get(
            SUMMIT,
            Some(&owner),
            &format!("/api/employees?group_id={gid}&q=Byron"),
        )
        .await,
    )
    .await;
    let ada = roster["data"][0]["id"].as_str().unwrap();
    let ada = json(
        app.get(SUMMIT, Some(&owner), &format!("/api/employees/{ada}"))
            .await,
    )
    .await;
    assert_eq!(
        (
            ada["hours_per_week"].clone(),
            ada["status"].clone(),
            ada["tobacco"].clone()
        ),
        (j!(0.25), j!("active"), j!(false))
    );
}

#[tokio::test]
async fn employer_admins_see_and_delete_only_their_own_mapping_templates() {
    let app = seeded_app().await;
    platform::seed::seed_book(&app.state).await.unwrap();
    let owner = app
        .sign_in(SUMMIT, "dana@summit.example", PASSWORD)
        .await
        .unwrap();
    let hr = app
        .sign_in(SUMMIT, "hannah@brightpath.example", PASSWORD)
        .await
        .unwrap();
    let group = json(
        app.post(
            SUMMIT,
            Some(&owner),
            "/api/groups",
            j!({ "name": "Template Co", "zip": "80202" }),
        )
        .await,
    )
    .await;
    let import = json(
        upload(
            &app,
            &owner,
            group["id"].as_str().unwrap(),
            "t.csv",
            v2().into_bytes(),
        )
        .await,
    )
    .await;
    let id = import["id"].as_str().unwrap();
    send(
        &app,
        &owner,
        "PUT",
        &format!("/api/census-imports/{id}/mapping"),
        j!({ "columns": mapping_of(&import), "template_name": "Template Co payroll" }),
    )
    .await;
    let theirs = json(app.get(SUMMIT, Some(&owner), "/api/census/templates").await).await;
    let template = theirs
        .as_array()
        .unwrap()
        .iter()
        .find(|t| t["name"] == "Template Co payroll")
        .expect("saved")["id"]
        .as_str()
        .unwrap()
        .to_string();

    // The employer admin neither sees, replaces nor deletes another client's template.
    let listed = json(app.get(SUMMIT, Some(&hr), "/api/census/templates").await).await;
    assert!(
        listed
            .as_array()
            .unwrap()
            .iter()
            .all(|t| t["id"] != template.as_str()),
        "{listed}"
    );
    let delete = |cookie: &str| {
        app.client
            .delete(format!("/api/census/templates/{template}"))
            .header("host", SUMMIT)
            .header("cookie", cookie.to_string())
            .header("x-canopy-csrf", "1")
            .send()
    };
    error_body(delete(&hr).await, 404, ErrorCode::NotFound).await;
    let groups = json(app.get(SUMMIT, Some(&hr), "/api/groups").await).await;
    let own = groups["data"][0]["id"].as_str().unwrap().to_string();
    let mine = json(upload(&app, &hr, &own, "same-headers.csv", v2().into_bytes()).await).await;
    let mine_id = mine["id"].as_str().unwrap();
    send(
        &app,
        &hr,
        "PUT",
        &format!("/api/census-imports/{mine_id}/mapping"),
        j!({ "columns": mapping_of(&mine), "template_name": "Hijacked" }),
    )
    .await;
    let after = json(app.get(SUMMIT, Some(&owner), "/api/census/templates").await).await;
    assert_eq!(
        after
            .as_array()
            .unwrap()
            .iter()
            .find(|t| t["id"] == template.as_str())
            .unwrap()["name"],
        "Template Co payroll"
    );

    // Its owner deletes it, and the deletion is in the audit log.
    assert_eq!(delete(&owner).await.0.status(), 204);
    let log = app
        .get(SUMMIT, Some(&owner), "/api/audit-log?per_page=5")
        .await
        .0
        .into_body()
        .into_string()
        .await
        .unwrap();
    assert!(
        log.contains("Deleted the census mapping template Template Co payroll"),
        "{log}"
    );
}

async fn new_group(app: &TestApp, cookie: &str, name: &str) -> String {
    let group = json(
        app.post(
            SUMMIT,
            Some(cookie),
            "/api/groups",
            j!({ "name": name, "zip": "80202" }),
        )
        .await,
    )
    .await;
    group["id"].as_str().unwrap().to_string()
}

#[tokio::test]
async fn a_census_file_over_the_limit_is_told_the_census_limit() {
    let app = seeded_app().await;
    let owner = app
        .sign_in(SUMMIT, "dana@summit.example", PASSWORD)
        .await
        .unwrap();
    let gid = new_group(&app, &owner, "Big Files Inc").await;
    // Over the census's 50 MB but under the server's cap, and over the cap, streamed.
    for mb in [55, 61] {
        let resp = upload(&app, &owner, &gid, "big.csv", vec![b'a'; mb * 1024 * 1024]).await;
        let body = error_body(resp, 413, ErrorCode::PayloadTooLarge).await;
        assert_eq!(body["message"], "the file is larger than 50 MB", "{mb} MB");
    }
    // Over the cap with its length declared: refused before the body is read.
    let boundary = "censusboundary";
    let mut body = format!(
        "--{boundary}\r\nContent-Disposition: form-data; name=\"file\"; filename=\"big.csv\"\r\nContent-Type: text/csv\r\n\r\n"
    )
    .into_bytes();
    body.extend(vec![b'a'; 61 * 1024 * 1024]);
    body.extend(format!("\r\n--{boundary}--\r\n").into_bytes());
    for path in [
        format!("/api/groups/{gid}/census"),
        "/api/census/analyse".into(),
    ] {
        let resp = app
            .client
            .post(&path)
            .header("host", SUMMIT)
            .header("cookie", &owner)
            .header("x-canopy-csrf", "1")
            .header(
                "content-type",
                format!("multipart/form-data; boundary={boundary}"),
            )
            .header("content-length", body.len().to_string())
            .body(body.clone())
            .send()
            .await;
        let refused = error_body(resp, 413, ErrorCode::PayloadTooLarge).await;
        assert_eq!(
            refused["message"], "the file is larger than 50 MB",
            "{path}"
        );
    }
    // Another route keeps the server's own limit.
    let resp = app
        .client
        .post("/api/groups")
        .header("host", SUMMIT)
        .header("cookie", &owner)
        .header("x-canopy-csrf", "1")
        .header("content-type", "application/json")
        .header("content-length", body.len().to_string())
        .body(body)
        .send()
        .await;
    let refused = error_body(resp, 413, ErrorCode::PayloadTooLarge).await;
    assert_eq!(refused["message"], "the request is larger than 60 MB");
}

#[tokio::test]
async fn waivers_tier_columns_zips_and_missing_emails_are_reported() {
    let app = seeded_app().await;
    let owner = app
        .sign_in(SUMMIT, "dana@summit.example", PASSWORD)
        .await
        .unwrap();
    let gid = new_group(&app, &owner, "Election Co").await;

    // Without a tier column the preview says so at once, and the check warns.
    let untiered = json(
        upload(
            &app,
            &owner,
            &gid,
            "untiered.csv",
            b"First Name,Last Name,DOB,Zip\nAnn,Lee,1980-01-01,80202\n".to_vec(),
        )
        .await,
    )
    .await;
    assert_eq!(untiered["no_tier_column"], true);
    let checked = send(
        &app,
        &owner,
        "PUT",
        &format!(
            "/api/census-imports/{}/mapping",
            untiered["id"].as_str().unwrap()
        ),
        j!({ "columns": mapping_of(&untiered) }),
    )
    .await;
    assert!(
        checked["issues"]
            .as_array()
            .unwrap()
            .iter()
            .any(|i| i["code"] == "no_tier_column" && i["severity"] == "warning"),
        "{}",
        checked["issues"]
    );
    // "Election" is the tier column; "Waive" and "W" are waivers; a 4-digit ZIP in Colorado is
    // an error on its cell, in New Hampshire a ZIP that lost its 0.
    let csv = "First Name,Last Name,DOB,Zip,State,Election,Email
Ann,Lee,1980-01-01,80202,CO,EE,ann@example.com
Bo,Ray,1981-01-01,3030,NH,Waive,
Cy,Fox,1982-01-01,80203,CO,W,
Di,Orr,1983-01-01,8020,CO,EE,
";
    let import =
        json(upload(&app, &owner, &gid, "election.csv", csv.as_bytes().to_vec()).await).await;
    assert_eq!(import["no_tier_column"], false);
    let election = import["columns"]
        .as_array()
        .unwrap()
        .iter()
        .find(|c| c["header"] == "Election")
        .unwrap()
        .clone();
    assert_eq!(election["field"], "medical_tier");
    let id = import["id"].as_str().unwrap().to_string();
    let checked = send(
        &app,
        &owner,
        "PUT",
        &format!("/api/census-imports/{id}/mapping"),
        j!({ "columns": mapping_of(&import) }),
    )
    .await;
    assert_eq!(checked["counts"]["without_email"], 3);
    let errors: Vec<&serde_json::Value> = checked["issues"]
        .as_array()
        .unwrap()
        .iter()
        .filter(|i| i["severity"] == "error")
        .collect();
    assert_eq!(errors.len(), 1, "{}", checked["issues"]);
    assert_eq!(
        (
            &errors[0]["row"],
            &errors[0]["column"],
            &errors[0]["header"],
            &errors[0]["code"]
        ),
        (&j!(5), &j!(3), &j!("Zip"), &j!("invalid_zip"))
    );
    let fixed = send(
        &app,
        &owner,
        "PATCH",
        &format!("/api/census-imports/{id}/cells"),
        j!({ "fixes": [{ "row": 5, "column": 3, "value": "80204" }] }),
    )
    .await;
    assert_eq!(fixed["counts"]["errors"], 0, "{}", fixed["issues"]);
    let job = json(
        app.post(
            SUMMIT,
            Some(&owner),
            &format!("/api/census-imports/{id}/commit"),
            j!({}),
        )
        .await,
    )
    .await;
    let done = wait_for_job(&app, &owner, job["job_id"].as_str().unwrap()).await;
    assert_eq!(done["status"], "succeeded", "{done}");
    let roster = json(
        app.get(
            SUMMIT,
            Some(&owner),
            &format!("/api/employees?group_id={gid}&per_page=50&sort=last_name"),
        )
        .await,
    )
    .await;
    let of = |last: &str| {
        roster["data"]
            .as_array()
            .unwrap()
            .iter()
            .find(|e| e["last_name"] == last)
            .unwrap_or_else(|| panic!("{last} in {roster}"))
            .clone()
    };
    assert_eq!(of("Ray")["medical_tier"], "W");
    assert_eq!(of("Fox")["medical_tier"], "W");
    assert_eq!(of("Lee")["medical_tier"], "EE");
    assert_eq!(of("Ray")["zip"], "03030");
}

#[tokio::test]
async fn a_dependent_column_issue_names_its_header_and_dependent() {
    let app = seeded_app().await;
    let owner = app
        .sign_in(SUMMIT, "dana@summit.example", PASSWORD)
        .await
        .unwrap();
    let gid = new_group(&app, &owner, "Wide Rows LLC").await;
    let csv = "First Name,Last Name,DOB,Zip,Medical Tier,Spouse First Name,Spouse Last Name,Spouse DOB,Dep 1 First Name,Dep 1 DOB,Dep 2 First Name,Dep 2 DOB
Ann,Lee,1980-01-01,80202,EF,Bo,Lee,1981-02-02,Cy,2010-03-03,Di,31/31/2012
";
    let import = json(upload(&app, &owner, &gid, "wide.csv", csv.as_bytes().to_vec()).await).await;
    let id = import["id"].as_str().unwrap().to_string();
    send(
        &app,
        &owner,
        "PUT",
        &format!("/api/census-imports/{id}/mapping"),
        j!({ "columns": mapping_of(&import) }),
    )
    .await;
    let rows = json(
        app.get(
            SUMMIT,
            Some(&owner),
            &format!("/api/census-imports/{id}/rows?only_issues=true"),
        )
        .await,
    )
    .await;
    let issues = rows["data"][0]["issues"].as_array().unwrap();
    assert_eq!(issues.len(), 1, "{issues:?}");
    let i = &issues[0];
    assert_eq!(
        (&i["column"], &i["header"], &i["dependent"], &i["code"]),
        (&j!(11), &j!("Dep 2 DOB"), &j!(2), &j!("invalid_date"))
    );
    assert!(
        i["message"]
            .as_str()
            .unwrap()
            .starts_with("Dependent 2 (column \"Dep 2 DOB\")"),
        "{i}"
    );
}

#[tokio::test]
async fn the_headcount_says_how_much_comes_from_the_census() {
    let app = seeded_app().await;
    let owner = app
        .sign_in(SUMMIT, "dana@summit.example", PASSWORD)
        .await
        .unwrap();
    let gid = new_group(&app, &owner, "Counted Co").await;
    import_census(&app, &owner, &gid, &v2()).await;
    let added = app
        .post(
            SUMMIT,
            Some(&owner),
            "/api/employees",
            j!({ "group_id": gid, "first_name": "Hand", "last_name": "Made", "dob": "1985-05-05", "zip": "80202", "medical_tier": "EE" }),
        )
        .await;
    assert_eq!(added.0.status(), 201);
    let overview = json(
        app.get(SUMMIT, Some(&owner), &format!("/api/groups/{gid}/overview"))
            .await,
    )
    .await;
    let stats = &overview["stats"];
    assert_eq!(stats["headcount"], 4);
    assert_eq!(
        (
            &stats["census"]["employees"],
            &stats["census"]["active_from_version"],
            &stats["census"]["active_from_earlier"],
            &stats["census"]["active_added_by_hand"]
        ),
        (&j!(3), &j!(3), &j!(0), &j!(1))
    );
}

#[tokio::test]
async fn an_import_shows_its_first_issues_and_the_grid_reaches_every_kept_one() {
    let app = seeded_app().await;
    let owner = app
        .sign_in(SUMMIT, "dana@summit.example", PASSWORD)
        .await
        .unwrap();
    let gid = new_group(&app, &owner, "Many Mistakes Inc").await;
    let mut csv = String::from("First Name,Last Name,DOB,Zip,Gender,Medical Tier\n");
    for n in 0..300 {
        csv.push_str(&format!("Ann{n},Lee,1980-01-01,80202,Q,EE\n"));
    }
    let import = json(upload(&app, &owner, &gid, "many.csv", csv.into_bytes()).await).await;
    let id = import["id"].as_str().unwrap().to_string();
    let checked = send(
        &app,
        &owner,
        "PUT",
        &format!("/api/census-imports/{id}/mapping"),
        j!({ "columns": mapping_of(&import) }),
    )
    .await;
    assert_eq!(
        (&checked["counts"]["errors"], &checked["counts"]["warnings"]),
        (&j!(0), &j!(300))
    );
    let shown = checked["issues"].as_array().unwrap();
    assert_eq!(shown.len(), 200);
    assert_eq!((&shown[0]["row"], &shown[199]["row"]), (&j!(2), &j!(201)));
    let shown_again = json(
        app.get(SUMMIT, Some(&owner), &format!("/api/census-imports/{id}"))
            .await,
    )
    .await;
    assert_eq!(shown_again["issues"], checked["issues"]);

    let last_page = json(
        app.get(
            SUMMIT,
            Some(&owner),
            &format!("/api/census-imports/{id}/rows?only_issues=true&page=3&per_page=100"),
        )
        .await,
    )
    .await;
    assert_eq!(last_page["total"], 300);
    assert_eq!(last_page["data"][99]["row"], 301);
    assert_eq!(
        last_page["data"][99]["issues"][0]["code"], "invalid_gender",
        "{}",
        last_page["data"][99]
    );
}
