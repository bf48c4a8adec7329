//! Census imports through the API, for the test files: upload a file, map it as guessed, commit.

use poem::test::{TestForm, TestFormField};
use serde_json::json as j;

use super::*;

pub async fn upload(
    app: &TestApp,
    cookie: &str,
    group: &str,
    name: &str,
    bytes: Vec<u8>,
) -> poem::test::TestResponse {
    app.client
        .post(format!("/api/groups/{group}/census"))
        .header("host", SUMMIT)
        .header("cookie", cookie)
        .header("x-canopy-csrf", "1")
        .multipart(
            TestForm::new().field(
                TestFormField::bytes(bytes)
                    .name("file")
                    .filename(name)
                    .content_type("text/csv"),
            ),
        )
        .send()
        .await
}

pub async fn wait_for_job(app: &TestApp, cookie: &str, job: &str) -> serde_json::Value {
    for _ in 0..100 {
        let j = json(
            app.get(SUMMIT, Some(cookie), &format!("/api/jobs/{job}"))
                .await,
        )
        .await;
        if j["status"] == "succeeded" || j["status"] == "failed" {
            return j;
        }
        tokio::time::sleep(std::time::Duration::from_millis(100)).await;
    }
    panic!("job {job} did not finish");
}

pub fn mapping_of(import: &serde_json::Value) -> serde_json::Value {
    j!(import["columns"]
        .as_array()
        .unwrap()
        .iter()
        .map(|c| j!({ "index": c["index"], "field": c["field"] }))
        .collect::<Vec<_>>())
}

/// Imports `csv` into the group with the columns as guessed; the committed version's id.
pub async fn import_census(app: &TestApp, cookie: &str, group: &str, csv: &str) -> String {
    let import =
        json(upload(app, cookie, group, "census.csv", csv.as_bytes().to_vec()).await).await;
    let id = import["id"].as_str().unwrap().to_string();
    let checked = json(
        catalogue::send(
            app,
            cookie,
            "PUT",
            &format!("/api/census-imports/{id}/mapping"),
            j!({ "columns": mapping_of(&import) }),
        )
        .await,
    )
    .await;
    assert_eq!(checked["counts"]["errors"], 0, "{}", checked["issues"]);
    let job = json(
        app.post(
            SUMMIT,
            Some(cookie),
            &format!("/api/census-imports/{id}/commit"),
            j!({}),
        )
        .await,
    )
    .await;
    let done = wait_for_job(app, cookie, job["job_id"].as_str().unwrap()).await;
    assert_eq!(done["status"], "succeeded", "{done}");
    id
}
