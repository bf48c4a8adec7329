//! Carrier files: the demo's 834s pass the reference validator, change files carry only what
//! changed, regenerating gives the same file back, census exports, and who may see what.

use crate::common::*;
use platform::carrier_files::dto::{CarrierFiles, Generated};
use platform::error::ErrorCode;
use platform::implementation::dto::Implementation;
use serde_json::json as j;

#[path = "../pyx12/mod.rs"]
mod pyx12;

async fn demo_app() -> TestApp {
    let app = seeded_app().await;
    platform::seed::seed_book(&app.state).await.unwrap();
    app
}

async fn brightpath(app: &TestApp, cookie: &str) -> String {
    let groups = json(
        app.get(SUMMIT, Some(cookie), "/api/groups?q=Brightpath&status=all")
            .await,
    )
    .await;
    groups["data"][0]["id"].as_str().unwrap().to_string()
}

async fn download(app: &TestApp, cookie: &str, document: uuid::Uuid) -> (u16, String) {
    let resp = app
        .get(
            SUMMIT,
            Some(cookie),
            &format!("/api/documents/{document}/download"),
        )
        .await;
    let status = resp.0.status().as_u16();
    let bytes = resp.0.into_body().into_vec().await.unwrap();
    (status, String::from_utf8_lossy(&bytes).into_owned())
}

#[tokio::test]
async fn the_demo_files_validate_and_change_files_carry_only_what_changed() {
    let app = demo_app().await;
    let broker = app
        .sign_in(SUMMIT, "marcus@summit.example", PASSWORD)
        .await
        .unwrap();
    let gid = brightpath(&app, &broker).await;
    let files: CarrierFiles = body(
        app.get(
            SUMMIT,
            Some(&broker),
            &format!("/api/groups/{gid}/carrier-files"),
        )
        .await,
    )
    .await;
    assert!(files.may_download);
    assert_eq!(files.files.len(), 2, "a change file, then a full file");
    let (full, change) = (&files.files[0], &files.files[1]);
    assert_eq!(
        change.adds, change.members,
        "the first change file adds everyone"
    );
    assert_eq!(full.members, change.members);
    assert!(full.interchange_control > change.interchange_control);

    // Every demo file passes pyx12, and carries the SSNs the census stored.
    let mut texts = Vec::new();
    for f in &files.files {
        let (status, text) = download(&app, &broker, f.document_id).await;
        assert_eq!(status, 200);
        assert!(text.starts_with("ISA*"), "{text}");
        platform::x12::read(&text).unwrap_or_else(|e| panic!("{e}"));
        texts.push((f.document_name.clone(), text));
    }
    for verdict in pyx12::validate(&texts) {
        assert!(verdict.ok, "{}: {:?}", verdict.name, verdict.errors);
    }

    // Since the full file, an employee left (the demo's carrier list still covers them): the
    // next change file terminates them; asked again, the same file comes back.
    let imp: Implementation = body(
        app.get(
            SUMMIT,
            Some(&broker),
            &format!("/api/groups/{gid}/implementation"),
        )
        .await,
    )
    .await;
    let carrier = imp.carriers[0].id;
    let generate = |purpose: &'static str| {
        let app = &app;
        let broker = &broker;
        async move {
            app.post(
                SUMMIT,
                Some(broker),
                &format!("/api/implementations/{carrier}/files"),
                j!({ "format": "x12_834", "purpose": purpose }),
            )
            .await
        }
    };
    let demo_leaver: Generated = body(generate("change").await).await;
    assert_eq!(
        (demo_leaver.file.terms, demo_leaver.file.adds),
        (1, 0),
        "{:?}",
        demo_leaver.file
    );
    let twice: Generated = body(generate("change").await).await;
    assert!(twice.reused, "a double click gives the same change file");
    assert_eq!(twice.file.id, demo_leaver.file.id);
    let full_now: Generated = body(generate("full").await).await;
    assert!(!full_now.reused);
    let again: Generated = body(generate("full").await).await;
    assert!(again.reused, "nothing changed: the same full file");
    assert_eq!(again.file.id, full_now.file.id);
    error_body(generate("change").await, 409, ErrorCode::Conflict).await;
    let full = full_now.file;

    // An employee leaves: the next change file terminates them, with the end of that month.
    let summit = tenants::registry::find_by_slug(&app.pool, "summit")
        .await
        .unwrap()
        .unwrap();
    let leaver: (String, String) = sqlx::query_as(&format!(
        "UPDATE {0}.employees SET status = 'terminated', termination_date = current_date
         WHERE id = (SELECT e.id FROM {0}.employees e JOIN {0}.enrollment_participants p ON p.employee_id = e.id
                     WHERE e.group_id = $1::uuid AND p.status = 'enrolled' AND e.first_name <> 'Leo' AND e.status <> 'terminated'
                     ORDER BY e.last_name LIMIT 1)
         RETURNING upper(last_name), upper(first_name)",
        summit.schema_name
    ))
    .bind(&gid)
    .fetch_one(&app.pool)
    .await
    .unwrap();
    let term: Generated = body(generate("change").await).await;
    assert!(!term.reused);
    assert_eq!((term.file.terms, term.file.adds), (1, 0), "{:?}", term.file);
    assert!(term.file.interchange_control > full.interchange_control);
    let (_, text) = download(&app, &broker, term.file.document_id).await;
    let parsed = platform::x12::read(&text).unwrap();
    let member = parsed
        .members
        .iter()
        .find(|m| m.relationship.is_subscriber())
        .unwrap();
    assert_eq!(
        (member.last_name.clone(), member.first_name.clone()),
        leaver
    );
    assert_eq!(member.maintenance, platform::x12::Maintenance::Term);
    assert!(member.coverages.iter().all(|c| c.end.is_some()));
    let verdicts = pyx12::validate(&[("term.x12".into(), text)]);
    assert!(
        verdicts[0].ok,
        "{}: {:?}",
        verdicts[0].name, verdicts[0].errors
    );

    // The carrier census, as CSV, once: asking again gives the same file.
    let csv: Generated = body(
        app.post(
            SUMMIT,
            Some(&broker),
            &format!("/api/implementations/{carrier}/files"),
            j!({ "format": "csv", "purpose": "full" }),
        )
        .await,
    )
    .await;
    let (_, text) = download(&app, &broker, csv.file.document_id).await;
    assert!(text.starts_with("Subscriber ID,Relationship,"), "{text}");
    let again: Generated = body(
        app.post(
            SUMMIT,
            Some(&broker),
            &format!("/api/implementations/{carrier}/files"),
            j!({ "format": "csv", "purpose": "full" }),
        )
        .await,
    )
    .await;
    assert!(again.reused);
    let change_census = app
        .post(
            SUMMIT,
            Some(&broker),
            &format!("/api/implementations/{carrier}/files"),
            j!({ "format": "xlsx", "purpose": "change" }),
        )
        .await;
    let err = error_body(change_census, 400, ErrorCode::Validation).await;
    assert!(err["details"]["fields"]["purpose"].is_string());

    // Generation is audited.
    let audited: i64 = sqlx::query_scalar(&format!(
        "SELECT count(*) FROM {}.audit_log WHERE entity = 'carrier_file'",
        summit.schema_name
    ))
    .fetch_one(&app.pool)
    .await
    .unwrap();
    assert!(audited >= 4, "{audited}");
}

#[tokio::test]
async fn an_834_waits_for_the_group_number_and_the_employer_admin_never_downloads_one() {
    let app = demo_app().await;
    let broker = app
        .sign_in(SUMMIT, "marcus@summit.example", PASSWORD)
        .await
        .unwrap();
    let hr = app
        .sign_in(SUMMIT, "hannah@brightpath.example", PASSWORD)
        .await
        .unwrap();
    let gid = brightpath(&app, &broker).await;
    let imp: Implementation = body(
        app.get(
            SUMMIT,
            Some(&broker),
            &format!("/api/groups/{gid}/implementation"),
        )
        .await,
    )
    .await;
    let no_number = app
        .post(
            SUMMIT,
            Some(&broker),
            &format!("/api/implementations/{}/files", imp.carriers[1].id),
            j!({ "format": "x12_834", "purpose": "full" }),
        )
        .await;
    let err = error_body(no_number, 409, ErrorCode::CheckFailed).await;
    assert!(
        err["message"].as_str().unwrap().contains("group number"),
        "{err}"
    );

    // The employer admin sees the history but not the files, which carry SSNs.
    let files: CarrierFiles = body(
        app.get(
            SUMMIT,
            Some(&hr),
            &format!("/api/groups/{gid}/carrier-files"),
        )
        .await,
    )
    .await;
    assert!(!files.may_download);
    assert_eq!(files.files.len(), 2);
    let (status, _) = download(&app, &hr, files.files[0].document_id).await;
    assert_eq!(status, 404);
    let listed = json(
        app.get(SUMMIT, Some(&hr), &format!("/api/groups/{gid}/documents"))
            .await,
    )
    .await;
    assert!(!listed.to_string().contains("carrier_file"), "{listed}");
    let generate = app
        .post(
            SUMMIT,
            Some(&hr),
            &format!("/api/implementations/{}/files", imp.carriers[0].id),
            j!({ "format": "csv", "purpose": "full" }),
        )
        .await;
    error_body(generate, 403, ErrorCode::Forbidden).await;
    // And a carrier file cannot be deleted: it is the record of what was sent.
    let delete = app
        .client
        .delete(format!("/api/documents/{}", files.files[0].document_id))
        .header("host", SUMMIT)
        .header("cookie", &broker)
        .header("x-canopy-csrf", "1")
        .send()
        .await;
    assert_eq!(delete.0.status(), 404);
}

#[tokio::test]
async fn the_gallery_samples_each_layout_from_the_book_without_ssns_or_control_numbers() {
    let app = seeded_app().await;
    let broker = app
        .sign_in(SUMMIT, "marcus@summit.example", PASSWORD)
        .await
        .unwrap();
    // No implementation yet: no samples, and no error.
    let empty = json(
        app.get(SUMMIT, Some(&broker), "/api/carrier-file-samples")
            .await,
    )
    .await;
    assert_eq!(empty, serde_json::json!({}));

    platform::seed::seed_book(&app.state).await.unwrap();
    let count_files = || async {
        let schema: String =
            sqlx::query_scalar("SELECT schema_name FROM public.agencies WHERE slug = 'summit'")
                .fetch_one(&app.pool)
                .await
                .unwrap();
        sqlx::query_scalar::<_, i64>(&format!("SELECT count(*) FROM {schema}.carrier_files"))
            .fetch_one(&app.pool)
            .await
            .unwrap()
    };
    let files_before = count_files().await;
    let samples = json(
        app.get(SUMMIT, Some(&broker), "/api/carrier-file-samples")
            .await,
    )
    .await;
    let source = &samples["source"];
    assert_eq!(source["households"], 3, "{samples}");
    let change = samples["x12_change"].as_str().unwrap();
    let full = samples["x12_full"].as_str().unwrap();
    assert!(change.starts_with("ISA*") && change.contains("*021*") && !change.contains("*030*"));
    assert!(full.contains("*030*") && full.contains("BGN*00*"));
    for text in [change, full] {
        assert!(
            !text.contains("*34*"),
            "no SSN (NM108 34) in a sample: {text}"
        );
        assert_eq!(
            text.matches("INS*Y*").count(),
            3,
            "one subscriber per household"
        );
    }
    let headers = samples["census_headers"].as_array().unwrap();
    assert_eq!(headers[0], "Subscriber ID");
    let ssn_column = headers.iter().position(|h| h == "SSN").unwrap();
    for row in samples["census_rows"].as_array().unwrap() {
        assert_eq!(row[ssn_column], "");
    }
    assert_eq!(
        files_before,
        count_files().await,
        "a sample is not a file sent"
    );

    let hr = app
        .sign_in(SUMMIT, "hannah@brightpath.example", PASSWORD)
        .await
        .unwrap();
    error_body(
        app.get(SUMMIT, Some(&hr), "/api/carrier-file-samples")
            .await,
        403,
        platform::error::ErrorCode::Forbidden,
    )
    .await;
}
