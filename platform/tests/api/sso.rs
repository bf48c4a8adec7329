//! Single sign-on end to end against a real OpenID provider on loopback (the `oidc-provider`
//! npm package, e2e/oidc-provider.mjs).

use crate::common::*;
use serde_json::json as j;

const CALLBACK: &str = "http://summit.localhost:8080/api/auth/sso/callback";

struct Provider {
    issuer: String,
    _child: std::process::Child,
    _stdout: std::io::BufReader<std::process::ChildStdout>,
}

fn start_provider() -> Provider {
    use std::io::BufRead;
    let port = std::net::TcpListener::bind("127.0.0.1:0")
        .unwrap()
        .local_addr()
        .unwrap()
        .port();
    let mut child = std::process::Command::new("node")
        .arg(concat!(
            env!("CARGO_MANIFEST_DIR"),
            "/../e2e/oidc-provider.mjs"
        ))
        .args([
            "--port",
            &port.to_string(),
            "--client-id",
            "canopy-summit",
            "--client-secret",
            "provider-secret-123",
            "--redirect-uri",
            CALLBACK,
        ])
        .stdin(std::process::Stdio::piped())
        .stdout(std::process::Stdio::piped())
        .stderr(std::process::Stdio::inherit())
        .spawn()
        .expect("start the OpenID provider (run npm ci first)");
    let mut line = String::new();
    let mut stdout = std::io::BufReader::new(child.stdout.take().unwrap());
    stdout.read_line(&mut line).unwrap();
    let issuer = line
        .trim()
        .strip_prefix("ready ")
        .unwrap_or_else(|| panic!("provider did not start: {line:?}"))
        .to_string();
    Provider {
        issuer,
        _child: child,
        _stdout: stdout,
    }
}

/// Plays the browser at the provider: follows redirects, fills its login form with `login`,
/// and stops at our callback; returns the callback's path and query.
async fn sign_in_at_provider(authorize_url: &str, login: &str) -> String {
    let client = reqwest::Client::builder()
        .cookie_store(true)
        .redirect(reqwest::redirect::Policy::none())
        .build()
        .unwrap();
    let mut next = client.get(authorize_url).send().await.unwrap();
    for _ in 0..12 {
        if let Some(location) = next
            .headers()
            .get("location")
            .map(|l| l.to_str().unwrap().to_string())
        {
            if location.starts_with(CALLBACK) {
                return location
                    .trim_start_matches("http://summit.localhost:8080")
                    .to_string();
            }
            let url = next.url().join(&location).unwrap();
            next = client.get(url).send().await.unwrap();
            continue;
        }
        let base = next.url().clone();
        let html = next.text().await.unwrap();
        let action = html
            .split("action=\"")
            .nth(1)
            .and_then(|rest| rest.split('"').next())
            .unwrap_or_else(|| panic!("no form in {html}"));
        let url = base.join(action).unwrap();
        // Submit the form as a browser would: its hidden fields, and our login.
        let mut fields: Vec<(String, String)> = html
            .split("<input")
            .skip(1)
            .filter_map(|tag| {
                let attr = |name: &str| {
                    tag.split(&format!("{name}=\""))
                        .nth(1)
                        .and_then(|rest| rest.split('"').next())
                        .map(str::to_string)
                };
                Some((attr("name")?, attr("value").unwrap_or_default()))
            })
            .collect();
        for (name, value) in fields.iter_mut() {
            match name.as_str() {
                "login" => *value = login.to_string(),
                "password" => *value = "any".to_string(),
                _ => {}
            }
        }
        next = client.post(url).form(&fields).send().await.unwrap();
    }
    panic!("the provider never sent the browser back");
}

async fn start_sso(app: &TestApp, next: &str) -> String {
    let resp = app
        .get(SUMMIT, None, &format!("/api/auth/sso/start?next={next}"))
        .await;
    assert_eq!(resp.0.status(), 302);
    resp.0
        .headers()
        .get("location")
        .unwrap()
        .to_str()
        .unwrap()
        .to_string()
}

async fn callback(app: &TestApp, path: &str) -> (String, Option<String>) {
    let resp = app.get(SUMMIT, None, path).await;
    assert_eq!(resp.0.status(), 302);
    let location = resp
        .0
        .headers()
        .get("location")
        .unwrap()
        .to_str()
        .unwrap()
        .to_string();
    let cookie = resp
        .0
        .headers()
        .get("set-cookie")
        .map(|c| c.to_str().unwrap().split(';').next().unwrap().to_string());
    (location, cookie)
}

async fn put_sso(app: &TestApp, cookie: &str, body: serde_json::Value) -> poem::test::TestResponse {
    app.client
        .put("/api/sso")
        .header("host", SUMMIT)
        .header("cookie", cookie)
        .header("x-canopy-csrf", "1")
        .body_json(&body)
        .send()
        .await
}

#[tokio::test]
async fn sign_in_with_the_agencys_identity_provider() {
    let provider = start_provider();
    let app = seeded_app().await;
    let owner = app
        .sign_in(SUMMIT, "dana@summit.example", PASSWORD)
        .await
        .unwrap();

    assert_eq!(
        json(app.get(SUMMIT, None, "/api/brand").await).await["sso_enabled"],
        false
    );
    let (location, _) = callback(&app, "/api/auth/sso/start").await;
    assert_eq!(location, "/auth/signin?sso_error=not_configured");

    let unreachable = put_sso(&app, &owner, j!({ "issuer_url": "http://127.0.0.1:9", "client_id": "x", "client_secret": "y", "enabled": true, "allow_jit": false, "jit_role": "broker" })).await;
    let body = error_body(unreachable, 400, ErrorCode::Validation).await;
    assert!(body["details"]["fields"]["issuer_url"].is_string());
    let saved = put_sso(&app, &owner, j!({ "issuer_url": provider.issuer, "client_id": "canopy-summit", "client_secret": "provider-secret-123", "enabled": true, "allow_jit": false, "jit_role": "broker" })).await;
    assert_eq!(saved.0.status(), 200);
    let settings = json(saved).await;
    assert_eq!(
        (
            settings["has_secret"].as_bool(),
            settings["redirect_uri"].as_str()
        ),
        (Some(true), Some(CALLBACK))
    );
    assert!(settings.get("client_secret").is_none());
    let sealed: Vec<u8> = sqlx::query_scalar("SELECT client_secret_enc FROM agency_sso")
        .fetch_one(&app.pool)
        .await
        .unwrap();
    assert!(
        !String::from_utf8_lossy(&sealed).contains("provider-secret-123"),
        "encrypted at rest"
    );
    assert_eq!(
        json(app.get(SUMMIT, None, "/api/brand").await).await["sso_enabled"],
        true
    );

    // A member signs in and lands where they were going.
    let authorize = start_sso(&app, "/dashboard/settings").await;
    assert!(
        authorize.starts_with(&provider.issuer)
            && authorize.contains("code_challenge=")
            && authorize.contains("nonce="),
        "{authorize}"
    );
    let back = sign_in_at_provider(&authorize, "marcus@summit.example").await;
    let (location, cookie) = callback(&app, &back).await;
    assert_eq!(location, "/dashboard/settings");
    let me = json(app.get(SUMMIT, cookie.as_deref(), "/api/me").await).await;
    assert_eq!(
        (me["role"].as_str(), me["user"]["email"].as_str()),
        (Some("broker"), Some("marcus@summit.example"))
    );
    // The same answer twice is refused (state is single use).
    assert_eq!(
        callback(&app, &back).await.0,
        "/auth/signin?sso_error=invalid_state"
    );

    // Someone the agency never invited is refused …
    let back = sign_in_at_provider(
        &start_sso(&app, "/dashboard").await,
        "stranger@elsewhere.example",
    )
    .await;
    assert_eq!(
        callback(&app, &back).await,
        ("/auth/signin?sso_error=not_invited".to_string(), None)
    );
    // … an invited email joins with the invited role …
    app.post(
        SUMMIT,
        Some(&owner),
        "/api/invites",
        j!({ "email": "nora@summit.example", "role": "admin" }),
    )
    .await;
    let back =
        sign_in_at_provider(&start_sso(&app, "/dashboard").await, "nora@summit.example").await;
    let (_, cookie) = callback(&app, &back).await;
    assert_eq!(
        json(app.get(SUMMIT, cookie.as_deref(), "/api/me").await).await["role"],
        "admin"
    );
    // … and with just-in-time users allowed, strangers join with the default role.
    put_sso(&app, &owner, j!({ "issuer_url": provider.issuer, "client_id": "canopy-summit", "enabled": true, "allow_jit": true, "jit_role": "employee" })).await;
    let back = sign_in_at_provider(
        &start_sso(&app, "/dashboard").await,
        "new.hire@summit.example",
    )
    .await;
    let (_, cookie) = callback(&app, &back).await;
    let me = json(app.get(SUMMIT, cookie.as_deref(), "/api/me").await).await;
    assert_eq!(
        (me["role"].as_str(), me["user"]["name"].as_str()),
        (Some("employee"), Some("New Hire"))
    );

    // Turned off: no button, no sign-in.
    let off = app
        .client
        .delete("/api/sso")
        .header("host", SUMMIT)
        .header("cookie", &owner)
        .header("x-canopy-csrf", "1")
        .send()
        .await;
    assert_eq!(off.0.status(), 204);
    assert_eq!(
        json(app.get(SUMMIT, None, "/api/brand").await).await["sso_enabled"],
        false
    );
}
