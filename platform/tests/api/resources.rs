//! The resource library (a preview): the demo's library, uploads checked from their bytes, the
//! search and filters in SQL, edits at their version, shares with groups (for their HR or their
//! employees too), what employer admins and employees each see and download, other agencies,
//! the preview switched off, and the audit rows.

use crate::common::pdf_text::pdf_text;
use crate::common::*;
use platform::error::ErrorCode;
use platform::resources::dto::{MyResources, Resource, ResourceLibrary};
use platform::vocabulary::ResourceCategory;
use poem::http::Method;
use poem::test::{TestForm, TestFormField, TestResponse};
use serde_json::{json as j, Value};
use uuid::Uuid;

const HARBOR: &str = "harbor.localhost:8080";

async fn demo_app() -> TestApp {
    let app = seeded_app().await;
    platform::seed::seed_book(&app.state).await.unwrap();
    app
}

async fn call(app: &TestApp, method: Method, host: &str, cookie: &str, path: &str) -> TestResponse {
    app.client
        .request(method, path)
        .header("host", host)
        .header("cookie", cookie)
        .header("x-canopy-csrf", "1")
        .send()
        .await
}

async fn upload(
    app: &TestApp,
    cookie: &str,
    name: &str,
    bytes: Vec<u8>,
    fields: &[(&str, &str)],
) -> TestResponse {
    let mut form = TestForm::new().field(
        TestFormField::bytes(bytes)
            .name("file")
            .filename(name)
            .content_type("application/octet-stream"),
    );
    for (name, value) in fields {
        form = form.text(*name, *value);
    }
    app.client
        .post("/api/resources")
        .header("host", SUMMIT)
        .header("cookie", cookie)
        .header("x-canopy-csrf", "1")
        .multipart(form)
        .send()
        .await
}

async fn library(app: &TestApp, cookie: &str, query: &str) -> ResourceLibrary {
    body(
        app.get(SUMMIT, Some(cookie), &format!("/api/resources{query}"))
            .await,
    )
    .await
}

async fn group_id(app: &TestApp, cookie: &str, name: &str) -> Uuid {
    let groups = json(
        app.get(
            SUMMIT,
            Some(cookie),
            &format!("/api/groups?q={name}&status=all"),
        )
        .await,
    )
    .await;
    groups["data"][0]["id"]
        .as_str()
        .unwrap_or_else(|| panic!("{groups}"))
        .parse()
        .unwrap()
}

fn titled<'a>(lib: &'a ResourceLibrary, start: &str) -> &'a Resource {
    lib.data
        .iter()
        .find(|r| r.title.starts_with(start))
        .unwrap_or_else(|| panic!("no {start} in {:?}", lib.data))
}

/// A person of the demo agency with a role (and a group or roster record), signed in.
async fn person(
    app: &TestApp,
    email: &str,
    role: &str,
    group: Option<Uuid>,
    employee: Option<Uuid>,
) -> String {
    let summit: Uuid = sqlx::query_scalar("SELECT id FROM agencies WHERE slug = 'summit'")
        .fetch_one(&app.pool)
        .await
        .unwrap();
    let user: Uuid = sqlx::query_scalar("INSERT INTO users (email, name, password_hash, email_verified_at) VALUES ($1, $1, $2, now()) RETURNING id")
        .bind(email)
        .bind(platform::auth::password::hash(PASSWORD))
        .fetch_one(&app.pool)
        .await
        .unwrap();
    sqlx::query("INSERT INTO memberships (user_id, agency_id, role, group_id, employee_id) VALUES ($1, $2, $3, $4, $5)")
        .bind(user)
        .bind(summit)
        .bind(role)
        .bind(group)
        .bind(employee)
        .execute(&app.pool)
        .await
        .unwrap();
    app.sign_in(SUMMIT, email, PASSWORD).await.unwrap()
}

/// The audit rows of a resource, oldest first: (action, summary, group).
async fn audit_rows(app: &TestApp, id: Uuid) -> Vec<(String, String, Option<Uuid>)> {
    let schema: String =
        sqlx::query_scalar("SELECT schema_name FROM agencies WHERE slug = 'summit'")
            .fetch_one(&app.pool)
            .await
            .unwrap();
    sqlx::query_as(&format!(
        "SELECT action, summary, group_id FROM {schema}.audit_log
         WHERE entity = 'resource' AND entity_id = $1 ORDER BY id"
    ))
    .bind(id.to_string())
    .fetch_all(&app.pool)
    .await
    .unwrap()
}

const PDF: &[u8] =
    b"%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n";

#[tokio::test]
async fn the_demo_library_holds_real_documents_shared_with_brightpath() {
    let app = demo_app().await;
    let broker = app
        .sign_in(SUMMIT, "marcus@summit.example", PASSWORD)
        .await
        .unwrap();
    let lib = library(&app, &broker, "").await;
    assert_eq!(lib.total, 4, "{:?}", lib.data);
    let categories: Vec<(ResourceCategory, i64)> = lib
        .categories
        .iter()
        .map(|c| (c.category, c.count))
        .collect();
    assert_eq!(
        categories,
        vec![
            (ResourceCategory::Form, 1),
            (ResourceCategory::PlanDocument, 2),
            (ResourceCategory::ComplianceGuide, 1),
        ]
    );
    let fmla = titled(&lib, "FMLA leave request form");
    assert!(fmla.shares.is_empty());
    let cobra = titled(&lib, "COBRA general notice");
    assert_eq!(cobra.shares.len(), 1);
    assert_eq!(cobra.shares[0].group_name, "Brightpath Dental Partners");
    assert!(!cobra.shares[0].visible_to_employees);
    let sbc = lib
        .data
        .iter()
        .find(|r| r.title.ends_with("— summary of benefits"))
        .expect("the summary of one of Brightpath's plans");
    assert!(sbc.shares[0].visible_to_employees);
    assert_eq!(sbc.content_type, "application/pdf");

    let file = app
        .get(
            SUMMIT,
            Some(&broker),
            &format!("/api/resources/{}/download", sbc.id),
        )
        .await;
    file.assert_status_is_ok();
    let disposition = file.0.headers()["content-disposition"]
        .to_str()
        .unwrap()
        .to_string();
    assert!(disposition.contains("SBC summary.pdf"), "{disposition}");
    let bytes = file.0.into_body().into_vec().await.unwrap();
    let text = pdf_text(&bytes);
    let plan = sbc.title.trim_end_matches(" — summary of benefits");
    assert!(text.contains(plan), "{text}");
    assert!(text.contains("Out-of-pocket maximum"), "{text}");
    let cobra_pdf = app
        .get(
            SUMMIT,
            Some(&broker),
            &format!("/api/resources/{}/download", cobra.id),
        )
        .await
        .0
        .into_body()
        .into_vec()
        .await
        .unwrap();
    assert!(pdf_text(&cobra_pdf).contains("Within 14 days of learning of the qualifying event"));
}

#[tokio::test]
async fn uploads_are_checked_from_their_bytes_and_audited() {
    let app = demo_app().await;
    let broker = app
        .sign_in(SUMMIT, "marcus@summit.example", PASSWORD)
        .await
        .unwrap();
    let made = upload(
        &app,
        &broker,
        "Beneficiary designation.pdf",
        PDF.to_vec(),
        &[
            ("category", "form"),
            (
                "description",
                "  Name who receives the life insurance benefit.  ",
            ),
        ],
    )
    .await;
    assert_eq!(made.0.status(), 201);
    let made: Resource = body(made).await;
    assert_eq!(made.title, "Beneficiary designation");
    assert_eq!(
        made.description,
        "Name who receives the life insurance benefit."
    );
    assert_eq!(made.category, ResourceCategory::Form);
    assert_eq!(made.content_type, "application/pdf");
    assert_eq!(made.size, PDF.len() as i64);
    assert_eq!(made.version, 1);
    let back = app
        .get(
            SUMMIT,
            Some(&broker),
            &format!("/api/resources/{}/download", made.id),
        )
        .await;
    back.assert_status_is_ok();
    assert_eq!(back.0.into_body().into_vec().await.unwrap(), PDF);
    let rows = audit_rows(&app, made.id).await;
    assert_eq!(rows.len(), 1);
    assert_eq!(rows[0].0, "upload");
    assert!(
        rows[0].1.contains("Beneficiary designation"),
        "{}",
        rows[0].1
    );

    let empty = upload(
        &app,
        &broker,
        "empty.pdf",
        Vec::new(),
        &[("category", "form")],
    )
    .await;
    let e = error_body(empty, 400, ErrorCode::Validation).await;
    assert_eq!(e["details"]["fields"]["file"], "the file is empty");

    let mut large = PDF.to_vec();
    large.resize(25 * 1024 * 1024 + 1, b' ');
    let too_large = upload(&app, &broker, "huge.pdf", large, &[("category", "other")]).await;
    let e = error_body(too_large, 413, ErrorCode::PayloadTooLarge).await;
    assert_eq!(e["message"], "a resource can be at most 25 MB");

    let mut exe = b"MZ\x90\x00\x03\x00\x00\x00\x04\x00\x00\x00\xff\xff\x00\x00".to_vec();
    exe.extend_from_slice(&[0u8; 64]);
    let renamed = upload(
        &app,
        &broker,
        "Plan summary.pdf",
        exe,
        &[("category", "plan_document")],
    )
    .await;
    let e = error_body(renamed, 400, ErrorCode::Validation).await;
    assert!(e["details"]["fields"]["file"]
        .as_str()
        .unwrap()
        .starts_with("use a PDF"));

    let long = "x".repeat(201);
    let titled_too_long = upload(
        &app,
        &broker,
        "a.pdf",
        PDF.to_vec(),
        &[("category", "form"), ("title", &long)],
    )
    .await;
    let e = error_body(titled_too_long, 400, ErrorCode::Validation).await;
    assert_eq!(
        e["details"]["fields"]["title"],
        "a title of at most 200 characters"
    );
    let unknown = upload(
        &app,
        &broker,
        "a.pdf",
        PDF.to_vec(),
        &[("category", "poster")],
    )
    .await;
    assert_eq!(unknown.0.status(), 400);
    // Nothing refused was kept.
    assert_eq!(library(&app, &broker, "").await.total, 5);

    // A file name with markup is a name like any other: kept and answered as text.
    let markup = "<img src=x onerror=alert(1)>.pdf";
    let odd: Resource = body(
        upload(
            &app,
            &broker,
            markup,
            PDF.to_vec(),
            &[("category", "other")],
        )
        .await,
    )
    .await;
    assert_eq!(odd.file_name, markup);
    assert_eq!(odd.title, "<img src=x onerror=alert(1)>");
    let listed = app
        .get(SUMMIT, Some(&broker), "/api/resources?q=onerror")
        .await;
    assert!(listed.0.headers()["content-type"]
        .to_str()
        .unwrap()
        .starts_with("application/json"));
    let listed: ResourceLibrary = body(listed).await;
    assert_eq!(listed.data[0].file_name, markup);

    // HR and employees do not upload.
    let hannah = app
        .sign_in(SUMMIT, "hannah@brightpath.example", PASSWORD)
        .await
        .unwrap();
    let refused = upload(
        &app,
        &hannah,
        "a.pdf",
        PDF.to_vec(),
        &[("category", "form")],
    )
    .await;
    error_body(refused, 403, ErrorCode::Forbidden).await;
}

#[tokio::test]
async fn the_library_is_searched_filtered_and_paged_in_sql() {
    let app = demo_app().await;
    let broker = app
        .sign_in(SUMMIT, "priya@summit.example", PASSWORD)
        .await
        .unwrap();
    for (name, category, description) in [
        (
            "Open enrollment checklist.pdf",
            "enrollment_guide",
            "Five steps before the window closes",
        ),
        (
            "Dependent verification form.pdf",
            "form",
            "Proof of a spouse or child: 100% of documents",
        ),
        (
            "HSA contribution limits.pdf",
            "compliance_guide",
            "The yearly limits and catch-up contributions",
        ),
    ] {
        let r = upload(
            &app,
            &broker,
            name,
            PDF.to_vec(),
            &[("category", category), ("description", description)],
        )
        .await;
        assert_eq!(r.0.status(), 201);
    }
    // Every word, in any order, in the title, description or file name.
    let found = library(&app, &broker, "?q=notice%20cobra").await;
    assert_eq!(found.total, 1);
    assert!(found.data[0].title.starts_with("COBRA"));
    let found = library(&app, &broker, "?q=catch-up%20yearly").await;
    assert_eq!(found.total, 1);
    assert_eq!(found.data[0].title, "HSA contribution limits");
    // LIKE's wildcards are searched as text.
    let found = library(&app, &broker, "?q=100%25").await;
    assert_eq!(found.total, 1);
    assert_eq!(found.data[0].title, "Dependent verification form");
    assert_eq!(library(&app, &broker, "?q=_").await.total, 0);

    let forms = library(&app, &broker, "?category=form&sort=title").await;
    let titles: Vec<&str> = forms.data.iter().map(|r| r.title.as_str()).collect();
    assert_eq!(
        titles,
        vec!["Dependent verification form", "FMLA leave request form"]
    );
    // The counts per category follow the search, not the category asked.
    let forms_counts: Vec<(ResourceCategory, i64)> = forms
        .categories
        .iter()
        .map(|c| (c.category, c.count))
        .collect();
    assert_eq!(
        forms_counts,
        vec![
            (ResourceCategory::Form, 2),
            (ResourceCategory::PlanDocument, 2),
            (ResourceCategory::ComplianceGuide, 2),
            (ResourceCategory::EnrollmentGuide, 1),
        ]
    );
    let form_search = library(&app, &broker, "?q=form").await;
    assert!(form_search
        .categories
        .iter()
        .all(|c| c.category == ResourceCategory::Form));

    let brightpath = group_id(&app, &broker, "Brightpath").await;
    let shared = library(&app, &broker, &format!("?group_id={brightpath}")).await;
    assert_eq!(shared.total, 3);

    let page2 = library(&app, &broker, "?per_page=3&page=2&sort=title&order=asc").await;
    assert_eq!(page2.total, 7);
    assert_eq!(page2.data.len(), 3);
    let all = library(&app, &broker, "?sort=title").await;
    let expected: Vec<Uuid> = all.data[3..6].iter().map(|r| r.id).collect();
    assert_eq!(
        page2.data.iter().map(|r| r.id).collect::<Vec<_>>(),
        expected
    );
    // The newest first by default.
    let newest = library(&app, &broker, "?per_page=1").await;
    assert_eq!(newest.data[0].title, "HSA contribution limits");

    let bad = app
        .get(SUMMIT, Some(&broker), "/api/resources?sort=file_key")
        .await;
    let e = error_body(bad, 400, ErrorCode::Validation).await;
    assert!(e["details"]["fields"]["sort"]
        .as_str()
        .unwrap()
        .contains("title"));
    let bad = app
        .get(SUMMIT, Some(&broker), "/api/resources?per_page=500")
        .await;
    error_body(bad, 400, ErrorCode::Validation).await;
}

#[tokio::test]
async fn edits_are_made_at_the_version_read() {
    let app = demo_app().await;
    let broker = app
        .sign_in(SUMMIT, "marcus@summit.example", PASSWORD)
        .await
        .unwrap();
    let fmla = titled(&library(&app, &broker, "").await, "FMLA").id;
    let path = format!("/api/resources/{fmla}");
    let saved = app
        .put(
            SUMMIT,
            Some(&broker),
            &path,
            j!({ "title": "FMLA request (2027)", "category": "form", "description": "Updated for the new year", "version": 1 }),
        )
        .await;
    assert_eq!(saved.0.status(), 200);
    let saved: Resource = body(saved).await;
    assert_eq!(saved.version, 2);
    assert_eq!(saved.title, "FMLA request (2027)");
    assert_eq!(saved.description, "Updated for the new year");

    // Someone else's save, made from the version they had read.
    let stale = app
        .put(
            SUMMIT,
            Some(&broker),
            &path,
            j!({ "title": "FMLA form", "category": "other", "version": 1 }),
        )
        .await;
    error_body(stale, 409, ErrorCode::StaleVersion).await;
    let blank = app
        .put(
            SUMMIT,
            Some(&broker),
            &path,
            j!({ "title": "  ", "category": "form", "version": 2 }),
        )
        .await;
    let e = error_body(blank, 400, ErrorCode::Validation).await;
    assert_eq!(e["details"]["fields"]["title"], "give the resource a title");
    // Saving what is there changes nothing.
    let same: Resource = body(
        app.put(
            SUMMIT,
            Some(&broker),
            &path,
            j!({ "title": "FMLA request (2027)", "category": "form", "description": "Updated for the new year", "version": 2 }),
        )
        .await,
    )
    .await;
    assert_eq!(same.version, 2);
    let viewed: Resource = body(app.get(SUMMIT, Some(&broker), &path).await).await;
    assert_eq!(viewed.title, "FMLA request (2027)");

    let rows = audit_rows(&app, fmla).await;
    let actions: Vec<&str> = rows.iter().map(|r| r.0.as_str()).collect();
    assert_eq!(actions, vec!["upload", "update"]);
    assert_eq!(
        rows[1].1,
        "Renamed FMLA leave request form to FMLA request (2027) in the resource library"
    );

    // Deleted after a confirmation in the portal: gone from the library and the storage.
    let gone = call(&app, Method::DELETE, SUMMIT, &broker, &path).await;
    assert_eq!(gone.0.status(), 204);
    error_body(
        app.get(SUMMIT, Some(&broker), &path).await,
        404,
        ErrorCode::NotFound,
    )
    .await;
    error_body(
        app.get(SUMMIT, Some(&broker), &format!("{path}/download"))
            .await,
        404,
        ErrorCode::NotFound,
    )
    .await;
    error_body(
        call(&app, Method::DELETE, SUMMIT, &broker, &path).await,
        404,
        ErrorCode::NotFound,
    )
    .await;
    assert!(app
        .state
        .files
        .get(&format!("resources/{fmla}"))
        .await
        .unwrap()
        .is_none());
    let rows = audit_rows(&app, fmla).await;
    assert_eq!(rows.last().unwrap().0, "delete");
    assert_eq!(library(&app, &broker, "").await.total, 3);
}

#[tokio::test]
async fn shares_reach_the_groups_hr_and_their_employees_only_as_marked() {
    let app = demo_app().await;
    let broker = app
        .sign_in(SUMMIT, "marcus@summit.example", PASSWORD)
        .await
        .unwrap();
    let hannah = app
        .sign_in(SUMMIT, "hannah@brightpath.example", PASSWORD)
        .await
        .unwrap();
    let leo = app
        .sign_in(SUMMIT, "leo@brightpath.example", PASSWORD)
        .await
        .unwrap();
    let brightpath = group_id(&app, &broker, "Brightpath").await;
    let acme = group_id(&app, &broker, "Acme").await;
    let acme_hr = person(&app, "hr@acme.example", "employer_admin", Some(acme), None).await;
    let lib = library(&app, &broker, "").await;
    let fmla = titled(&lib, "FMLA").id;
    let cobra = titled(&lib, "COBRA").id;
    let pop = titled(&lib, "Section 125").id;
    let sbc = lib
        .data
        .iter()
        .find(|r| r.title.ends_with("summary of benefits"))
        .unwrap()
        .id;

    // Brightpath's HR sees what is shared with Brightpath, with only Brightpath's share.
    let theirs = library(&app, &hannah, "").await;
    let mut ids: Vec<Uuid> = theirs.data.iter().map(|r| r.id).collect();
    ids.sort();
    let mut expected = vec![cobra, pop, sbc];
    expected.sort();
    assert_eq!(ids, expected);
    error_body(
        app.get(SUMMIT, Some(&hannah), &format!("/api/resources/{fmla}"))
            .await,
        404,
        ErrorCode::NotFound,
    )
    .await;
    error_body(
        app.get(
            SUMMIT,
            Some(&hannah),
            &format!("/api/resources/{fmla}/download"),
        )
        .await,
        404,
        ErrorCode::NotFound,
    )
    .await;
    app.get(
        SUMMIT,
        Some(&hannah),
        &format!("/api/resources/{cobra}/download"),
    )
    .await
    .assert_status_is_ok();
    assert_eq!(library(&app, &acme_hr, "").await.total, 0);

    // Shared with Brightpath's HR and Acme's, then Brightpath's employees too.
    let shared: Resource = body(
        app.post(
            SUMMIT,
            Some(&broker),
            &format!("/api/resources/{fmla}/shares"),
            j!({ "group_ids": [brightpath, acme, brightpath], "visible_to_employees": false }),
        )
        .await,
    )
    .await;
    assert_eq!(shared.shares.len(), 2);
    assert!(shared.shares.iter().all(|s| !s.visible_to_employees));
    let acme_sees = library(&app, &acme_hr, "").await;
    assert_eq!(acme_sees.total, 1);
    assert_eq!(acme_sees.data[0].shares.len(), 1, "only Acme's own share");
    assert_eq!(acme_sees.data[0].shares[0].group_id, acme);
    error_body(
        app.get(SUMMIT, Some(&acme_hr), &format!("/api/resources/{cobra}"))
            .await,
        404,
        ErrorCode::NotFound,
    )
    .await;
    let viewed: Resource = body(
        app.get(SUMMIT, Some(&hannah), &format!("/api/resources/{fmla}"))
            .await,
    )
    .await;
    assert_eq!(viewed.shares.len(), 1);
    assert_eq!(viewed.shares[0].group_id, brightpath);

    let mine: MyResources = body(app.get(SUMMIT, Some(&leo), "/api/my/resources").await).await;
    assert_eq!(mine.employer_name, "Brightpath Dental Partners");
    assert_eq!(
        mine.data.iter().map(|r| r.id).collect::<Vec<_>>(),
        vec![sbc]
    );
    let again: Resource = body(
        app.post(
            SUMMIT,
            Some(&broker),
            &format!("/api/resources/{fmla}/shares"),
            j!({ "group_ids": [brightpath], "visible_to_employees": true }),
        )
        .await,
    )
    .await;
    let by_group = |g: Uuid| again.shares.iter().find(|s| s.group_id == g).unwrap();
    assert!(by_group(brightpath).visible_to_employees);
    assert!(!by_group(acme).visible_to_employees);
    let mine: MyResources = body(app.get(SUMMIT, Some(&leo), "/api/my/resources").await).await;
    assert_eq!(mine.total, 2);
    assert_eq!(mine.data[0].id, fmla, "the latest shared first");
    let file = app
        .get(
            SUMMIT,
            Some(&leo),
            &format!("/api/my/resources/{fmla}/download"),
        )
        .await;
    file.assert_status_is_ok();
    assert!(file
        .0
        .into_body()
        .into_vec()
        .await
        .unwrap()
        .starts_with(b"%PDF-"));
    // HR-only resources, and the staff library, are not the employee's.
    for path in [
        format!("/api/my/resources/{cobra}/download"),
        format!("/api/my/resources/{}/download", Uuid::new_v4()),
    ] {
        error_body(
            app.get(SUMMIT, Some(&leo), &path).await,
            404,
            ErrorCode::NotFound,
        )
        .await;
    }
    error_body(
        app.get(SUMMIT, Some(&leo), "/api/resources").await,
        403,
        ErrorCode::Forbidden,
    )
    .await;
    error_body(
        app.get(
            SUMMIT,
            Some(&leo),
            &format!("/api/resources/{sbc}/download"),
        )
        .await,
        403,
        ErrorCode::Forbidden,
    )
    .await;
    error_body(
        app.get(SUMMIT, Some(&hannah), "/api/my/resources").await,
        403,
        ErrorCode::Forbidden,
    )
    .await;

    // An employee of another group sees what their group shares with them, and nothing of
    // Brightpath's.
    let acme_roster = json(
        app.get(
            SUMMIT,
            Some(&broker),
            &format!("/api/employees?group_id={acme}&per_page=1"),
        )
        .await,
    )
    .await;
    let acme_employee: Uuid = acme_roster["data"][0]["id"]
        .as_str()
        .unwrap()
        .parse()
        .unwrap();
    let ana = person(
        &app,
        "ana@acme.example",
        "employee",
        Some(acme),
        Some(acme_employee),
    )
    .await;
    let hers: MyResources = body(app.get(SUMMIT, Some(&ana), "/api/my/resources").await).await;
    assert_eq!(hers.total, 0, "Acme's share is for its HR only");
    error_body(
        app.get(
            SUMMIT,
            Some(&ana),
            &format!("/api/my/resources/{sbc}/download"),
        )
        .await,
        404,
        ErrorCode::NotFound,
    )
    .await;

    // Shares name groups of the agency; unsharing ends one.
    let empty = app
        .post(
            SUMMIT,
            Some(&broker),
            &format!("/api/resources/{fmla}/shares"),
            j!({ "group_ids": [], "visible_to_employees": false }),
        )
        .await;
    let e = error_body(empty, 400, ErrorCode::Validation).await;
    assert_eq!(
        e["details"]["fields"]["group_ids"],
        "choose at least one group to share it with"
    );
    let nowhere = Uuid::new_v4();
    let unknown = app
        .post(
            SUMMIT,
            Some(&broker),
            &format!("/api/resources/{fmla}/shares"),
            j!({ "group_ids": [acme, nowhere], "visible_to_employees": false }),
        )
        .await;
    let e = error_body(unknown, 400, ErrorCode::Validation).await;
    assert!(e["details"]["fields"]["group_ids"]
        .as_str()
        .unwrap()
        .contains(&nowhere.to_string()));
    error_body(
        app.post(
            SUMMIT,
            Some(&hannah),
            &format!("/api/resources/{fmla}/shares"),
            j!({ "group_ids": [brightpath], "visible_to_employees": true }),
        )
        .await,
        403,
        ErrorCode::Forbidden,
    )
    .await;
    let unshared = call(
        &app,
        Method::DELETE,
        SUMMIT,
        &broker,
        &format!("/api/resources/{fmla}/shares/{acme}"),
    )
    .await;
    assert_eq!(unshared.0.status(), 200);
    let unshared: Resource = body(unshared).await;
    assert_eq!(unshared.shares.len(), 1);
    assert_eq!(library(&app, &acme_hr, "").await.total, 0);
    error_body(
        call(
            &app,
            Method::DELETE,
            SUMMIT,
            &broker,
            &format!("/api/resources/{fmla}/shares/{acme}"),
        )
        .await,
        404,
        ErrorCode::NotFound,
    )
    .await;

    // Each share and unshare is in the audit log, on the group it concerns.
    let rows = audit_rows(&app, fmla).await;
    let shape: Vec<(&str, Option<Uuid>)> = rows.iter().map(|r| (r.0.as_str(), r.2)).collect();
    let mut first_share = vec![("share", Some(brightpath)), ("share", Some(acme))];
    first_share.sort();
    let mut made: Vec<(&str, Option<Uuid>)> = shape[1..3].to_vec();
    made.sort();
    assert_eq!(made, first_share);
    assert_eq!(
        shape[3..],
        [("share", Some(brightpath)), ("unshare", Some(acme))]
    );
    assert!(
        rows[3].1.ends_with("for its HR and employees"),
        "{}",
        rows[3].1
    );
}

#[tokio::test]
async fn another_agencys_ids_are_not_found() {
    let app = demo_app().await;
    let broker = app
        .sign_in(SUMMIT, "marcus@summit.example", PASSWORD)
        .await
        .unwrap();
    let lib = library(&app, &broker, "").await;
    let cobra = titled(&lib, "COBRA").id;
    let brightpath = group_id(&app, &broker, "Brightpath").await;

    let harbor = tenants::registry::provision(&app.pool, "harbor", "Harbor")
        .await
        .unwrap();
    let user: Uuid = sqlx::query_scalar("INSERT INTO users (email, name, password_hash) VALUES ('o@harbor.example', 'H', $1) RETURNING id")
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
    let owner = app
        .sign_in(HARBOR, "o@harbor.example", PASSWORD)
        .await
        .unwrap();
    let on = app
        .put(
            HARBOR,
            Some(&owner),
            "/api/previews/resource_library",
            j!({ "enabled": true }),
        )
        .await;
    assert_eq!(on.0.status(), 200);
    let theirs: ResourceLibrary = body(app.get(HARBOR, Some(&owner), "/api/resources").await).await;
    assert_eq!(theirs.total, 0);
    for path in [
        format!("/api/resources/{cobra}"),
        format!("/api/resources/{cobra}/download"),
    ] {
        error_body(
            app.get(HARBOR, Some(&owner), &path).await,
            404,
            ErrorCode::NotFound,
        )
        .await;
    }
    error_body(
        app.put(
            HARBOR,
            Some(&owner),
            &format!("/api/resources/{cobra}"),
            j!({ "title": "Mine now", "category": "other", "version": 1 }),
        )
        .await,
        404,
        ErrorCode::NotFound,
    )
    .await;
    error_body(
        app.post(
            HARBOR,
            Some(&owner),
            &format!("/api/resources/{cobra}/shares"),
            j!({ "group_ids": [brightpath], "visible_to_employees": true }),
        )
        .await,
        404,
        ErrorCode::NotFound,
    )
    .await;
    for path in [
        format!("/api/resources/{cobra}/shares/{brightpath}"),
        format!("/api/resources/{cobra}"),
    ] {
        error_body(
            call(&app, Method::DELETE, HARBOR, &owner, &path).await,
            404,
            ErrorCode::NotFound,
        )
        .await;
    }
    // Its own resource cannot be shared with this agency's group.
    let form = TestForm::new()
        .field(
            TestFormField::bytes(PDF.to_vec())
                .name("file")
                .filename("x.pdf"),
        )
        .text("category", "other");
    let own: Resource = body(
        app.client
            .post("/api/resources")
            .header("host", HARBOR)
            .header("cookie", &owner)
            .header("x-canopy-csrf", "1")
            .multipart(form)
            .send()
            .await,
    )
    .await;
    let e = error_body(
        app.post(
            HARBOR,
            Some(&owner),
            &format!("/api/resources/{}/shares", own.id),
            j!({ "group_ids": [brightpath], "visible_to_employees": false }),
        )
        .await,
        400,
        ErrorCode::Validation,
    )
    .await;
    assert!(e["details"]["fields"]["group_ids"]
        .as_str()
        .unwrap()
        .contains("no group"));
    // Untouched here.
    let still: Resource = body(
        app.get(SUMMIT, Some(&broker), &format!("/api/resources/{cobra}"))
            .await,
    )
    .await;
    assert_eq!(still.version, 1);
    assert_eq!(still.shares.len(), 1);
}

#[tokio::test]
async fn while_the_preview_is_off_every_use_answers_preview_not_enabled() {
    let app = demo_app().await;
    let owner = app
        .sign_in(SUMMIT, "dana@summit.example", PASSWORD)
        .await
        .unwrap();
    let hannah = app
        .sign_in(SUMMIT, "hannah@brightpath.example", PASSWORD)
        .await
        .unwrap();
    let leo = app
        .sign_in(SUMMIT, "leo@brightpath.example", PASSWORD)
        .await
        .unwrap();
    let lib = library(&app, &owner, "").await;
    let sbc = lib
        .data
        .iter()
        .find(|r| r.title.ends_with("summary of benefits"))
        .unwrap()
        .id;
    let brightpath = group_id(&app, &owner, "Brightpath").await;
    let off = app
        .put(
            SUMMIT,
            Some(&owner),
            "/api/previews/resource_library",
            j!({ "enabled": false }),
        )
        .await;
    assert_eq!(off.0.status(), 200);

    let mut answers: Vec<(String, TestResponse)> = Vec::new();
    for (cookie, path) in [
        (&owner, "/api/resources".to_string()),
        (&owner, format!("/api/resources/{sbc}")),
        (&owner, format!("/api/resources/{sbc}/download")),
        (&hannah, "/api/resources".to_string()),
        (&hannah, format!("/api/resources/{sbc}")),
        (&hannah, format!("/api/resources/{sbc}/download")),
        (&leo, "/api/my/resources".to_string()),
        (&leo, format!("/api/my/resources/{sbc}/download")),
    ] {
        answers.push((path.clone(), app.get(SUMMIT, Some(cookie), &path).await));
    }
    answers.push((
        "upload".into(),
        upload(&app, &owner, "a.pdf", PDF.to_vec(), &[("category", "form")]).await,
    ));
    answers.push((
        "update".into(),
        app.put(
            SUMMIT,
            Some(&owner),
            &format!("/api/resources/{sbc}"),
            j!({ "title": "x", "category": "form", "version": 1 }),
        )
        .await,
    ));
    answers.push((
        "share".into(),
        app.post(
            SUMMIT,
            Some(&owner),
            &format!("/api/resources/{sbc}/shares"),
            j!({ "group_ids": [brightpath], "visible_to_employees": false }),
        )
        .await,
    ));
    answers.push((
        "unshare".into(),
        call(
            &app,
            Method::DELETE,
            SUMMIT,
            &owner,
            &format!("/api/resources/{sbc}/shares/{brightpath}"),
        )
        .await,
    ));
    answers.push((
        "delete".into(),
        call(
            &app,
            Method::DELETE,
            SUMMIT,
            &owner,
            &format!("/api/resources/{sbc}"),
        )
        .await,
    ));
    for (what, resp) in answers {
        let status = resp.0.status().as_u16();
        let e: Value = json(resp).await;
        assert_eq!(
            (status, e["code"].as_str()),
            (403, Some("preview_not_enabled")),
            "{what}: {e}"
        );
        assert_eq!(e["details"]["feature"], "resource_library", "{what}");
    }
    // Nothing changed while it was off.
    let on = app
        .put(
            SUMMIT,
            Some(&owner),
            "/api/previews/resource_library",
            j!({ "enabled": true }),
        )
        .await;
    assert_eq!(on.0.status(), 200);
    assert_eq!(library(&app, &owner, "").await.total, 4);
    let mine: MyResources = body(app.get(SUMMIT, Some(&leo), "/api/my/resources").await).await;
    assert_eq!(
        mine.data.iter().map(|r| r.id).collect::<Vec<_>>(),
        vec![sbc]
    );
}
