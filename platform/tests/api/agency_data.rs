//! The agency's data whole: the owner's export (every table, counts that match, no platform
//! secrets, SSNs only on re-authentication and in the audit log) and closing the agency (the
//! grace period, reopening, and the purge that drops its schema and files, twice harmlessly).

use std::collections::HashMap;
use std::io::Read;

use crate::common::catalogue::{harbor_owner, HARBOR};
use crate::common::*;
use serde_json::{json as j, Value};
use uuid::Uuid;

const SSN: &str = "987654320";

/// The demo agency with its book of business (groups, rosters, documents, quotes…).
async fn app_with_book() -> TestApp {
    let app = seeded_app().await;
    platform::seed::seed_book(&app.state).await.unwrap();
    app
}

async fn export(app: &TestApp, host: &str, cookie: &str, body: Value) -> TestResponseParts {
    let resp = app
        .post(host, Some(cookie), "/api/agency/export", body)
        .await;
    let status = resp.0.status().as_u16();
    let disposition = resp
        .0
        .headers()
        .get("content-disposition")
        .map(|h| h.to_str().unwrap().to_string())
        .unwrap_or_default();
    let bytes = resp.0.into_body().into_vec().await.unwrap();
    TestResponseParts {
        status,
        disposition,
        bytes,
    }
}

struct TestResponseParts {
    status: u16,
    disposition: String,
    bytes: Vec<u8>,
}

/// Every entry of the archive, uncompressed.
fn unzip(bytes: &[u8]) -> HashMap<String, Vec<u8>> {
    let mut archive = zip::ZipArchive::new(std::io::Cursor::new(bytes)).unwrap();
    let mut out = HashMap::new();
    for i in 0..archive.len() {
        let mut entry = archive.by_index(i).unwrap();
        let mut content = Vec::new();
        entry.read_to_end(&mut content).unwrap();
        out.insert(entry.name().unwrap().to_string(), content);
    }
    out
}

fn csv_of(bytes: &[u8]) -> (Vec<String>, Vec<Vec<String>>) {
    let mut reader = csv::Reader::from_reader(bytes);
    let headers = reader
        .headers()
        .unwrap()
        .iter()
        .map(str::to_string)
        .collect();
    let rows = reader
        .records()
        .map(|r| r.unwrap().iter().map(str::to_string).collect())
        .collect();
    (headers, rows)
}

async fn schema_of(app: &TestApp, slug: &str) -> String {
    sqlx::query_scalar("SELECT schema_name FROM agencies WHERE slug = $1")
        .bind(slug)
        .fetch_one(&app.pool)
        .await
        .unwrap()
}

/// Gives the first employee of the agency a full SSN, stored as the product stores it.
async fn give_an_ssn(app: &TestApp, schema: &str) -> Uuid {
    let sealed = app.state.secrets.encrypt(SSN);
    let print = app.state.secrets.fingerprint(SSN);
    sqlx::query_scalar(&format!(
        "UPDATE {schema}.employees SET ssn_enc = $1, ssn_hmac = $2, ssn_last4 = '4320'
         WHERE id = (SELECT min(id::text)::uuid FROM {schema}.employees) RETURNING id"
    ))
    .bind(sealed)
    .bind(print)
    .fetch_one(&app.pool)
    .await
    .unwrap()
}

fn contains(haystack: &[u8], needle: &[u8]) -> bool {
    haystack.windows(needle.len()).any(|w| w == needle)
}

async fn audit_actions(app: &TestApp, schema: &str, entity: &str) -> Vec<String> {
    sqlx::query_scalar(&format!(
        "SELECT action FROM {schema}.audit_log
         WHERE entity = $1 AND action IN ('export', 'export_with_ssns', 'close', 'reopen')
         ORDER BY id"
    ))
    .bind(entity)
    .fetch_all(&app.pool)
    .await
    .unwrap()
}

#[tokio::test]
async fn the_owner_exports_everything_but_secrets_and_ssns_need_the_password() {
    let app = app_with_book().await;
    let schema = schema_of(&app, "summit").await;
    let employee = give_an_ssn(&app, &schema).await;
    let owner = app
        .sign_in(SUMMIT, "dana@summit.example", PASSWORD)
        .await
        .unwrap();

    let plain = export(&app, SUMMIT, &owner, j!({})).await;
    assert_eq!(plain.status, 200);
    assert!(
        plain.disposition.contains("summit-export-") && plain.disposition.contains(".zip"),
        "{}",
        plain.disposition
    );
    let files = unzip(&plain.bytes);
    let manifest: Value = serde_json::from_slice(&files["manifest.json"]).unwrap();
    assert_eq!(manifest["agency"]["slug"], "summit");
    assert_eq!(manifest["includes_ssns"], false);
    assert!(manifest["schema_version"].as_i64().unwrap() >= 30);

    // Every table of the schema is there, and each file holds the rows the manifest counts.
    let tables: Vec<String> = sqlx::query_scalar(
        "SELECT table_name::text FROM information_schema.tables
         WHERE table_schema = $1 AND table_type = 'BASE TABLE' AND table_name <> '_sqlx_migrations'
         ORDER BY 1",
    )
    .bind(&schema)
    .fetch_all(&app.pool)
    .await
    .unwrap();
    let listed: Vec<&str> = manifest["tables"]
        .as_array()
        .unwrap()
        .iter()
        .map(|t| t["table"].as_str().unwrap())
        .collect();
    assert_eq!(listed, tables);
    for t in manifest["tables"].as_array().unwrap() {
        let name = t["table"].as_str().unwrap();
        let (_, rows) = csv_of(&files[t["file"].as_str().unwrap()]);
        let in_db: i64 = sqlx::query_scalar(&format!("SELECT count(*) FROM {schema}.{name}"))
            .fetch_one(&app.pool)
            .await
            .unwrap();
        assert_eq!(rows.len() as i64, t["rows"].as_i64().unwrap(), "{name}");
        // The export's own audit row is written after the snapshot.
        if name != "audit_log" {
            assert_eq!(rows.len() as i64, in_db, "{name}");
        }
    }
    for t in [
        "groups",
        "employees",
        "dependents",
        "quotes",
        "enrollment_elections",
        "documents",
    ] {
        assert!(files.contains_key(&format!("tables/{t}.csv")), "{t}");
    }
    let (headers, groups) = csv_of(&files["tables/groups.csv"]);
    assert!(headers.contains(&"name".to_string()) && !groups.is_empty());
    let (members_header, members) = csv_of(&files["members.csv"]);
    assert!(members_header.contains(&"email".to_string()));
    assert!(members
        .iter()
        .any(|m| m.contains(&"dana@summit.example".to_string())));
    let profile: Value = serde_json::from_slice(&files["agency.json"]).unwrap();
    assert_eq!(profile["slug"], "summit");

    // No SSN, no encrypted column, no platform secret anywhere in the archive.
    let (employee_headers, _) = csv_of(&files["tables/employees.csv"]);
    assert!(employee_headers.contains(&"ssn_last4".to_string()));
    assert!(!employee_headers
        .iter()
        .any(|h| h.starts_with("ssn_enc") || h == "ssn_hmac"));
    assert!(!files.keys().any(|k| k.starts_with("ssns/")));
    let password_hash: String =
        sqlx::query_scalar("SELECT password_hash FROM users WHERE email = 'dana@summit.example'")
            .fetch_one(&app.pool)
            .await
            .unwrap();
    let token = owner.split_once('=').unwrap().1.split(';').next().unwrap();
    for (name, content) in &files {
        assert!(!contains(content, SSN.as_bytes()), "an SSN in {name}");
        assert!(
            !contains(content, password_hash.as_bytes()),
            "a password hash in {name}"
        );
        assert!(
            !contains(content, token.as_bytes()),
            "a session token in {name}"
        );
        assert!(
            !contains(content, b"$argon2id$"),
            "a password hash in {name}"
        );
        assert!(
            !contains(content, b"token_hash"),
            "a token column in {name}"
        );
        assert!(!contains(content, b"verification_token"), "{name}");
    }
    assert_eq!(audit_actions(&app, &schema, "agency").await, ["export"]);

    // SSNs need the password: none, then a wrong one, are field errors.
    let resp = app
        .post(
            SUMMIT,
            Some(&owner),
            "/api/agency/export",
            j!({ "include_ssns": true }),
        )
        .await;
    let body = error_body(resp, 400, ErrorCode::Validation).await;
    assert!(body["details"]["fields"]["password"].is_string(), "{body}");
    let resp = app
        .post(
            SUMMIT,
            Some(&owner),
            "/api/agency/export",
            j!({ "include_ssns": true, "password": "not the password at all" }),
        )
        .await;
    let body = error_body(resp, 400, ErrorCode::Validation).await;
    assert_eq!(
        body["details"]["fields"]["password"],
        "this is not your password"
    );
    assert_eq!(audit_actions(&app, &schema, "agency").await, ["export"]);

    let with = export(
        &app,
        SUMMIT,
        &owner,
        j!({ "include_ssns": true, "password": PASSWORD }),
    )
    .await;
    assert_eq!(with.status, 200);
    let files = unzip(&with.bytes);
    let manifest: Value = serde_json::from_slice(&files["manifest.json"]).unwrap();
    assert_eq!(manifest["includes_ssns"], true);
    let (headers, rows) = csv_of(&files["ssns/employees.csv"]);
    assert_eq!(headers, ["id", "ssn"]);
    assert_eq!(rows, [[employee.to_string(), SSN.to_string()]]);
    for (name, content) in &files {
        assert!(!contains(content, password_hash.as_bytes()), "{name}");
        assert!(!contains(content, b"$argon2id$"), "{name}");
    }
    assert_eq!(
        audit_actions(&app, &schema, "agency").await,
        ["export", "export_with_ssns"]
    );
    let summary: String = sqlx::query_scalar(&format!(
        "SELECT summary FROM {schema}.audit_log WHERE action = 'export_with_ssns'"
    ))
    .fetch_one(&app.pool)
    .await
    .unwrap();
    assert!(summary.contains("SSNs included"), "{summary}");
}

#[tokio::test]
async fn only_the_owner_exports_and_each_agency_only_its_own() {
    let app = app_with_book().await;
    for email in [
        "grace@summit.example",
        "marcus@summit.example",
        "hannah@brightpath.example",
        "leo@brightpath.example",
    ] {
        let cookie = app.sign_in(SUMMIT, email, PASSWORD).await.unwrap();
        let resp = export(&app, SUMMIT, &cookie, j!({})).await;
        assert_eq!(resp.status, 403, "{email}");
        let resp = app
            .post(
                SUMMIT,
                Some(&cookie),
                "/api/agency/closure",
                j!({ "password": PASSWORD, "confirm_slug": "summit" }),
            )
            .await;
        assert_eq!(resp.0.status(), 403, "{email}");
    }
    let resp = export(&app, SUMMIT, "canopy_session=nothing", j!({})).await;
    assert_eq!(resp.status, 401);

    // Harbor's owner: not on Summit's host, and Harbor's export holds nothing of Summit's.
    let harbor = harbor_owner(&app).await;
    let resp = export(&app, SUMMIT, &harbor, j!({})).await;
    assert!([403, 404].contains(&resp.status), "{}", resp.status);
    let own = export(&app, HARBOR, &harbor, j!({})).await;
    assert_eq!(own.status, 200);
    let files = unzip(&own.bytes);
    let manifest: Value = serde_json::from_slice(&files["manifest.json"]).unwrap();
    assert_eq!(manifest["agency"]["slug"], "harbor");
    let summit_group: String = sqlx::query_scalar(&format!(
        "SELECT name FROM {}.groups ORDER BY name LIMIT 1",
        schema_of(&app, "summit").await
    ))
    .fetch_one(&app.pool)
    .await
    .unwrap();
    for (name, content) in &files {
        assert!(!contains(content, summit_group.as_bytes()), "{name}");
        assert!(!contains(content, b"dana@summit.example"), "{name}");
    }
}

async fn delete(app: &TestApp, host: &str, cookie: &str, path: &str) -> poem::test::TestResponse {
    app.client
        .delete(path)
        .header("host", host)
        .header("cookie", cookie)
        .header("x-canopy-csrf", "1")
        .send()
        .await
}

async fn platform_actions(app: &TestApp, agency: Uuid) -> Vec<String> {
    sqlx::query_scalar("SELECT action FROM platform_audit WHERE agency_id = $1 ORDER BY id")
        .bind(agency)
        .fetch_all(&app.pool)
        .await
        .unwrap()
}

#[tokio::test]
async fn closing_reopening_and_the_purge() {
    let app = app_with_book().await;
    let schema = schema_of(&app, "summit").await;
    let agency: Uuid = sqlx::query_scalar("SELECT id FROM agencies WHERE slug = 'summit'")
        .fetch_one(&app.pool)
        .await
        .unwrap();
    let owner = app
        .sign_in(SUMMIT, "dana@summit.example", PASSWORD)
        .await
        .unwrap();
    let broker = app
        .sign_in(SUMMIT, "marcus@summit.example", PASSWORD)
        .await
        .unwrap();

    // A document with its file, and a logo, to be deleted by the purge.
    let group: Uuid = sqlx::query_scalar(&format!("SELECT id FROM {schema}.groups LIMIT 1"))
        .fetch_one(&app.pool)
        .await
        .unwrap();
    let document_key = format!("documents/{group}/{}", Uuid::new_v4());
    sqlx::query(&format!(
        "INSERT INTO {schema}.documents (group_id, name, kind, content_type, size, file_key, uploaded_by_name)
         VALUES ($1, 'Contract.pdf', 'contract', 'application/pdf', 4, $2, 'Dana')"
    ))
    .bind(group)
    .bind(&document_key)
    .execute(&app.pool)
    .await
    .unwrap();
    app.state
        .files
        .put(&document_key, b"%PDF".to_vec())
        .await
        .unwrap();
    let logo_key = format!("brand/{agency}/logo.png");
    app.state
        .files
        .put(&logo_key, b"png".to_vec())
        .await
        .unwrap();

    let close = |slug: &str, password: &str| j!({ "password": password, "confirm_slug": slug });
    let resp = app
        .post(
            SUMMIT,
            Some(&owner),
            "/api/agency/closure",
            close("summit-benefits", PASSWORD),
        )
        .await;
    let body = error_body(resp, 400, ErrorCode::Validation).await;
    assert!(
        body["details"]["fields"]["confirm_slug"].is_string(),
        "{body}"
    );
    let resp = app
        .post(
            SUMMIT,
            Some(&owner),
            "/api/agency/closure",
            close("summit", "wrong password here"),
        )
        .await;
    let body = error_body(resp, 400, ErrorCode::Validation).await;
    assert!(body["details"]["fields"]["password"].is_string(), "{body}");

    let closing = json(
        app.post(
            SUMMIT,
            Some(&owner),
            "/api/agency/closure",
            close("summit", PASSWORD),
        )
        .await,
    )
    .await;
    assert_eq!(closing["status"], "closing", "{closing}");
    let purge_after: chrono::DateTime<chrono::Utc> =
        closing["purge_after"].as_str().unwrap().parse().unwrap();
    let days = (purge_after - chrono::Utc::now()).num_hours();
    assert!((29 * 24..=30 * 24).contains(&days), "{days}");
    assert_eq!(closing["grace_days"], 30);

    // During the grace period: others are turned away, the owner reads but does not change.
    let resp = app.get(SUMMIT, Some(&broker), "/api/groups").await;
    let body = error_body(resp, 403, ErrorCode::Forbidden).await;
    assert!(
        body["message"].as_str().unwrap().contains("closing"),
        "{body}"
    );
    let (status, refused) = app
        .sign_in(SUMMIT, "grace@summit.example", PASSWORD)
        .await
        .unwrap_err();
    assert_eq!(status, 403, "{refused}");
    assert!(
        refused["message"].as_str().unwrap().contains("closing"),
        "{refused}"
    );
    let owner_again = app.sign_in(SUMMIT, "dana@summit.example", PASSWORD).await;
    assert!(
        owner_again.is_ok(),
        "the owner still signs in: {owner_again:?}"
    );
    assert_eq!(
        app.get(SUMMIT, Some(&owner), "/api/groups")
            .await
            .0
            .status(),
        200
    );
    let resp = app
        .put(
            SUMMIT,
            Some(&owner),
            "/api/agency",
            j!({ "name": "Renamed" }),
        )
        .await;
    assert_eq!(resp.0.status(), 403);
    // What the owner's session says: closing, and only reads, the export and the reopening.
    let me = json(app.get(SUMMIT, Some(&owner), "/api/me").await).await;
    assert_eq!(me["agency"]["status"], "closing", "{me}");
    let held = held_permissions(&me);
    assert!(held.contains(&("groups".into(), "read".into())), "{me}");
    assert!(
        held.contains(&("agency_data".into(), "close".into())),
        "{me}"
    );
    assert!(
        held.iter()
            .all(|(resource, action)| action == "read" || resource == "agency_data"),
        "{me}"
    );
    assert_eq!(export(&app, SUMMIT, &owner, j!({})).await.status, 200);
    let again = app
        .post(
            SUMMIT,
            Some(&owner),
            "/api/agency/closure",
            close("summit", PASSWORD),
        )
        .await;
    assert_eq!(again.0.status(), 409);

    // Reopened: everyone is back.
    let reopened = json(delete(&app, SUMMIT, &owner, "/api/agency/closure").await).await;
    assert_eq!(reopened["status"], "active", "{reopened}");
    assert!(reopened.get("purge_after").is_none(), "{reopened}");
    assert_eq!(
        app.get(SUMMIT, Some(&broker), "/api/groups")
            .await
            .0
            .status(),
        200
    );
    assert_eq!(
        delete(&app, SUMMIT, &owner, "/api/agency/closure")
            .await
            .0
            .status(),
        409
    );
    assert_eq!(
        audit_actions(&app, &schema, "agency").await,
        ["close", "export", "reopen"]
    );

    // Closed again, and the grace period ends.
    let resp = app
        .post(
            SUMMIT,
            Some(&owner),
            "/api/agency/closure",
            close("SUMMIT", PASSWORD),
        )
        .await;
    assert_eq!(resp.0.status(), 200);
    let purge = platform::agency_data::purge_agency::purge_due(&app.state)
        .await
        .unwrap();
    assert!(purge.purged.is_empty(), "not due yet");
    sqlx::query("UPDATE agencies SET purge_after = now() - interval '1 minute' WHERE id = $1")
        .bind(agency)
        .execute(&app.pool)
        .await
        .unwrap();
    let resp = app.get(SUMMIT, Some(&owner), "/api/groups").await;
    assert_eq!(
        resp.0.status(),
        403,
        "past its grace period, not even the owner"
    );
    assert_eq!(
        delete(&app, SUMMIT, &owner, "/api/agency/closure")
            .await
            .0
            .status(),
        403
    );

    let purge = platform::agency_data::purge_agency::purge_due(&app.state)
        .await
        .unwrap();
    assert_eq!(purge.purged, ["summit"]);
    assert!(purge.failed.is_empty());
    let schema_left: bool =
        sqlx::query_scalar("SELECT EXISTS (SELECT 1 FROM pg_namespace WHERE nspname = $1)")
            .bind(&schema)
            .fetch_one(&app.pool)
            .await
            .unwrap();
    assert!(!schema_left);
    assert_eq!(app.state.files.get(&document_key).await.unwrap(), None);
    assert_eq!(app.state.files.get(&logo_key).await.unwrap(), None);
    let (status, purged_at): (String, Option<chrono::DateTime<chrono::Utc>>) =
        sqlx::query_as("SELECT status, purged_at FROM agencies WHERE id = $1")
            .bind(agency)
            .fetch_one(&app.pool)
            .await
            .unwrap();
    assert_eq!(status, "closed");
    assert!(purged_at.is_some());
    for table in ["memberships", "sessions", "agency_domains", "invites"] {
        let left: i64 = sqlx::query_scalar(&format!(
            "SELECT count(*) FROM {table} WHERE agency_id = $1"
        ))
        .bind(agency)
        .fetch_one(&app.pool)
        .await
        .unwrap();
        assert_eq!(left, 0, "{table}");
    }
    assert!(app
        .sign_in(SUMMIT, "dana@summit.example", PASSWORD)
        .await
        .is_err());
    assert_eq!(
        platform_actions(&app, agency).await,
        [
            "closure_requested",
            "closure_cancelled",
            "closure_requested",
            "agency_purged"
        ]
    );
    let details: Value = sqlx::query_scalar(
        "SELECT details FROM platform_audit WHERE agency_id = $1 AND action = 'agency_purged'",
    )
    .bind(agency)
    .fetch_one(&app.pool)
    .await
    .unwrap();
    assert!(
        details["removed"]["memberships"].as_u64().unwrap() >= 5,
        "{details}"
    );

    // A second run is harmless, and migrating every schema skips the purged one.
    let purge = platform::agency_data::purge_agency::purge_due(&app.state)
        .await
        .unwrap();
    assert!(purge.purged.is_empty() && purge.failed.is_empty());
    assert_eq!(platform_actions(&app, agency).await.len(), 4);
    tenants::migrations::migrate_all(&app.pool, |_| {})
        .await
        .unwrap();

    // The operator sees it closed, with its dates.
    let operator = app
        .sign_in(PLATFORM, "operator@canopy.example", PASSWORD)
        .await
        .unwrap();
    let shown = json(
        app.get(
            PLATFORM,
            Some(&operator),
            &format!("/api/agencies/{agency}"),
        )
        .await,
    )
    .await;
    assert_eq!(shown["status"], "closed", "{shown}");
    assert!(shown["purged_at"].is_string() && shown["purge_after"].is_string());
}

#[tokio::test]
async fn a_purge_that_stopped_half_way_finishes() {
    let app = app_with_book().await;
    let _ = harbor_owner(&app).await;
    let schema = schema_of(&app, "harbor").await;
    let agency: Uuid = sqlx::query_scalar("SELECT id FROM agencies WHERE slug = 'harbor'")
        .fetch_one(&app.pool)
        .await
        .unwrap();
    // As a crash leaves it: marked as being purged, some files already gone, the schema there.
    sqlx::query(
        "UPDATE agencies SET status = 'purging', purge_after = now() - interval '1 day' WHERE id = $1",
    )
    .bind(agency)
    .execute(&app.pool)
    .await
    .unwrap();
    let resp = app.sign_in(HARBOR, "o@harbor.example", PASSWORD).await;
    if let Ok(cookie) = resp {
        assert_eq!(
            app.get(HARBOR, Some(&cookie), "/api/groups")
                .await
                .0
                .status(),
            403
        );
    }
    let purge = platform::agency_data::purge_agency::purge_due(&app.state)
        .await
        .unwrap();
    assert_eq!(purge.purged, ["harbor"]);
    let schema_left: bool =
        sqlx::query_scalar("SELECT EXISTS (SELECT 1 FROM pg_namespace WHERE nspname = $1)")
            .bind(&schema)
            .fetch_one(&app.pool)
            .await
            .unwrap();
    assert!(!schema_left);
    assert_eq!(platform_actions(&app, agency).await, ["agency_purged"]);
    // Summit is untouched.
    assert_eq!(
        app.get(
            SUMMIT,
            Some(
                &app.sign_in(SUMMIT, "dana@summit.example", PASSWORD)
                    .await
                    .unwrap()
            ),
            "/api/groups"
        )
        .await
        .0
        .status(),
        200
    );
}
