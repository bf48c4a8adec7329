//! The brand editor, logo uploads, custom domains, the agency profile.

use crate::common::*;
use poem::test::{TestForm, TestFormField};
use serde_json::json as j;

async fn put(
    app: &TestApp,
    host: &str,
    cookie: &str,
    path: &str,
    body: serde_json::Value,
) -> poem::test::TestResponse {
    app.client
        .put(path)
        .header("host", host)
        .header("cookie", cookie)
        .header("x-canopy-csrf", "1")
        .body_json(&body)
        .send()
        .await
}

fn brand(primary: &str) -> serde_json::Value {
    j!({
        "display_name": "Summit Benefits", "primary_color": primary, "secondary_color": "#7a2e12", "font_family": "Montserrat",
        "welcome_text": "Your benefits, made simple.", "email_sender_name": "Summit Benefits", "support_email": "care@summit.example",
        "support_phone": "+1 303 555 0100"
    })
}

#[tokio::test]
async fn the_brand_editor_applies_at_once_and_checks_contrast() {
    let app = seeded_app().await;
    let owner = app
        .sign_in(SUMMIT, "dana@summit.example", PASSWORD)
        .await
        .unwrap();
    let broker = app
        .sign_in(SUMMIT, "marcus@summit.example", PASSWORD)
        .await
        .unwrap();

    let settings = json(app.get(SUMMIT, Some(&owner), "/api/brand/settings").await).await;
    assert_eq!(settings["primary_color"], "#0b4f6c");
    assert_eq!(settings["fonts"].as_array().unwrap().len(), 6);

    error_body(
        put(
            &app,
            SUMMIT,
            &broker,
            "/api/brand/settings",
            brand("#123456"),
        )
        .await,
        403,
        ErrorCode::Forbidden,
    )
    .await;
    let low = error_body(
        put(
            &app,
            SUMMIT,
            &owner,
            "/api/brand/settings",
            brand("#f5c518"),
        )
        .await,
        400,
        ErrorCode::Validation,
    )
    .await;
    let message = low["details"]["fields"]["primary_color"].as_str().unwrap();
    assert!(
        message.contains("WCAG AA") && message.contains("try #"),
        "{message}"
    );

    let saved = json(
        put(
            &app,
            SUMMIT,
            &owner,
            "/api/brand/settings",
            brand("#1D4ED8"),
        )
        .await,
    )
    .await;
    assert_eq!(saved["primary_color"], "#1d4ed8");
    let public = json(app.get(SUMMIT, None, "/api/brand").await).await;
    assert_eq!(
        (
            public["name"].as_str(),
            public["primary_color"].as_str(),
            public["font_family"].as_str()
        ),
        (Some("Summit Benefits"), Some("#1d4ed8"), Some("Montserrat"))
    );

    // Emails use it too.
    app.post(
        SUMMIT,
        None,
        "/api/auth/magic-link/request",
        j!({ "email": "leo@brightpath.example" }),
    )
    .await;
    let mail = app.mail_to("leo@brightpath.example", "sign-in link").await;
    assert!(
        mail["subject"]
            .as_str()
            .unwrap()
            .contains("Summit Benefits")
            && mail["html"].as_str().unwrap().contains("#1d4ed8")
    );
    assert!(mail["from"].as_str().unwrap().contains("Summit Benefits"));
}

#[tokio::test]
async fn logos_are_checked_stored_and_served() {
    let app = seeded_app().await;
    let owner = app
        .sign_in(SUMMIT, "dana@summit.example", PASSWORD)
        .await
        .unwrap();
    let upload = |bytes: Vec<u8>, name: &str| {
        app.client
            .post("/api/brand/logo")
            .header("host", SUMMIT)
            .header("cookie", &owner)
            .header("x-canopy-csrf", "1")
            .multipart(
                TestForm::new().field(
                    TestFormField::bytes(bytes)
                        .name("file")
                        .filename(name)
                        .content_type("image/png"),
                ),
            )
            .send()
    };
    let mut png = b"\x89PNG\r\n\x1a\n".to_vec();
    png.extend_from_slice(&[0u8; 64]);
    let resp = upload(png.clone(), "logo.png").await;
    assert_eq!(resp.0.status(), 200);
    let logo_url = json(resp).await["logo_url"].as_str().unwrap().to_string();
    assert!(logo_url.starts_with("/api/brand-assets/"), "{logo_url}");
    let served = app.get(SUMMIT, None, &logo_url).await;
    assert_eq!(served.0.status(), 200);
    assert_eq!(served.0.headers().get("content-type").unwrap(), "image/png");
    assert_eq!(served.0.into_body().into_vec().await.unwrap(), png);
    assert_eq!(
        json(app.get(SUMMIT, None, "/api/brand").await).await["logo_url"],
        logo_url.as_str()
    );

    // An SVG logo keeps its drawing and text, loses its script, and is served sandboxed.
    let svg = br#"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 80 20" onload="alert(1)"><script>alert(2)</script><text x="2" y="15">Summit</text></svg>"#;
    let svg_url = json(upload(svg.to_vec(), "logo.svg").await).await["logo_url"]
        .as_str()
        .unwrap()
        .to_string();
    let served = app.get(SUMMIT, None, &svg_url).await;
    assert_eq!(
        served.0.headers().get("content-type").unwrap(),
        "image/svg+xml"
    );
    assert!(served
        .0
        .headers()
        .get("content-security-policy")
        .unwrap()
        .to_str()
        .unwrap()
        .ends_with("sandbox"));
    let served = served.0.into_body().into_string().await.unwrap();
    assert!(
        !served.contains("alert") && served.contains(r#"<text x="2" y="15">Summit</text>"#),
        "{served}"
    );

    let body = error_body(
        upload(b"<html><script>alert(1)</script>".to_vec(), "logo.png").await,
        400,
        ErrorCode::Validation,
    )
    .await;
    assert!(body["details"]["fields"]["file"].is_string());
    let mut big = b"\x89PNG\r\n\x1a\n".to_vec();
    big.resize(1024 * 1024 + 10, 0);
    error_body(upload(big, "big.png").await, 400, ErrorCode::Validation).await;
    assert_eq!(
        app.get(
            SUMMIT,
            None,
            "/api/brand-assets/00000000-0000-0000-0000-000000000000/nothing.png"
        )
        .await
        .0
        .status(),
        404
    );
    let removed = app
        .client
        .delete("/api/brand/logo")
        .header("host", SUMMIT)
        .header("cookie", &owner)
        .header("x-canopy-csrf", "1")
        .send()
        .await;
    assert_eq!(removed.0.status(), 204);
    assert!(json(app.get(SUMMIT, None, "/api/brand").await)
        .await
        .get("logo_url")
        .is_none());
}

#[tokio::test]
async fn custom_domains_resolve_only_once_verified() {
    let app = seeded_app().await;
    let owner = app
        .sign_in(SUMMIT, "dana@summit.example", PASSWORD)
        .await
        .unwrap();
    error_body(
        app.post(
            SUMMIT,
            Some(&owner),
            "/api/domains",
            j!({ "domain": "other.localhost" }),
        )
        .await,
        400,
        ErrorCode::Validation,
    )
    .await;
    let added = app
        .post(
            SUMMIT,
            Some(&owner),
            "/api/domains",
            j!({ "domain": "Benefits.SummitGroup.com" }),
        )
        .await;
    assert_eq!(added.0.status(), 201);
    let domain = json(added).await;
    assert_eq!(
        (domain["domain"].as_str(), domain["verified"].as_bool()),
        (Some("benefits.summitgroup.com"), Some(false))
    );
    assert_eq!(
        domain["record_name"],
        "_canopy-challenge.benefits.summitgroup.com"
    );
    error_body(
        app.post(
            SUMMIT,
            Some(&owner),
            "/api/domains",
            j!({ "domain": "benefits.summitgroup.com" }),
        )
        .await,
        409,
        ErrorCode::Conflict,
    )
    .await;

    // Not verified: the domain is nobody's yet.
    error_body(
        app.get("benefits.summitgroup.com", None, "/api/brand")
            .await,
        404,
        ErrorCode::NotFound,
    )
    .await;
    error_body(
        app.post(
            SUMMIT,
            Some(&owner),
            "/api/domains/benefits.summitgroup.com/verify",
            j!({}),
        )
        .await,
        409,
        ErrorCode::Conflict,
    )
    .await;
    app.dns.set(
        "_canopy-challenge.benefits.summitgroup.com",
        vec![domain["record_value"].as_str().unwrap().to_string()],
    );
    let verified = json(
        app.post(
            SUMMIT,
            Some(&owner),
            "/api/domains/benefits.summitgroup.com/verify",
            j!({}),
        )
        .await,
    )
    .await;
    assert_eq!(verified["verified"], true);
    let brand = json(
        app.get("benefits.summitgroup.com", None, "/api/brand")
            .await,
    )
    .await;
    assert_eq!(brand["slug"], "summit");
    // People sign in on the custom domain too.
    assert!(app
        .sign_in(
            "benefits.summitgroup.com",
            "marcus@summit.example",
            PASSWORD
        )
        .await
        .is_ok());

    let removed = app
        .client
        .delete("/api/domains/benefits.summitgroup.com")
        .header("host", SUMMIT)
        .header("cookie", &owner)
        .header("x-canopy-csrf", "1")
        .send()
        .await;
    assert_eq!(removed.0.status(), 204);
    error_body(
        app.get("benefits.summitgroup.com", None, "/api/brand")
            .await,
        404,
        ErrorCode::NotFound,
    )
    .await;
}

#[tokio::test]
async fn the_agency_profile_sessions_and_password() {
    let app = seeded_app().await;
    let owner = app
        .sign_in(SUMMIT, "dana@summit.example", PASSWORD)
        .await
        .unwrap();
    let other_device = app
        .sign_in(SUMMIT, "dana@summit.example", PASSWORD)
        .await
        .unwrap();
    let profile = json(app.get(SUMMIT, Some(&owner), "/api/agency").await).await;
    assert_eq!(
        (profile["slug"].as_str(), profile["url"].as_str()),
        (Some("summit"), Some("http://summit.localhost:8080"))
    );
    let renamed = json(
        put(
            &app,
            SUMMIT,
            &owner,
            "/api/agency",
            j!({ "name": "Summit Benefits Group LLC" }),
        )
        .await,
    )
    .await;
    assert_eq!(renamed["name"], "Summit Benefits Group LLC");

    let sessions = json(app.get(SUMMIT, Some(&owner), "/api/me/sessions").await).await;
    let sessions = sessions.as_array().unwrap();
    assert_eq!(sessions.len(), 2);
    assert_eq!(sessions.iter().filter(|s| s["current"] == true).count(), 1);
    let other = sessions.iter().find(|s| s["current"] == false).unwrap()["id"]
        .as_str()
        .unwrap()
        .to_string();
    let revoked = app
        .client
        .delete(format!("/api/me/sessions/{other}"))
        .header("host", SUMMIT)
        .header("cookie", &owner)
        .header("x-canopy-csrf", "1")
        .send()
        .await;
    assert_eq!(revoked.0.status(), 204);
    error_body(
        app.get(SUMMIT, Some(&other_device), "/api/me").await,
        401,
        ErrorCode::Unauthenticated,
    )
    .await;

    let wrong = put(
        &app,
        SUMMIT,
        &owner,
        "/api/me/password",
        j!({ "current_password": "nope", "new_password": "a fresh passphrase" }),
    )
    .await;
    error_body(wrong, 400, ErrorCode::Validation).await;
    let changed = put(
        &app,
        SUMMIT,
        &owner,
        "/api/me/password",
        j!({ "current_password": PASSWORD, "new_password": "a fresh passphrase" }),
    )
    .await;
    assert_eq!(changed.0.status(), 204);
    assert!(app
        .sign_in(SUMMIT, "dana@summit.example", "a fresh passphrase")
        .await
        .is_ok());
}

#[tokio::test]
async fn the_audit_log_and_outbox_are_visible_to_admins() {
    let app = seeded_app().await;
    let owner = app
        .sign_in(SUMMIT, "dana@summit.example", PASSWORD)
        .await
        .unwrap();
    let broker = app
        .sign_in(SUMMIT, "marcus@summit.example", PASSWORD)
        .await
        .unwrap();
    app.post(
        SUMMIT,
        Some(&owner),
        "/api/invites",
        j!({ "email": "zoe@summit.example", "role": "broker" }),
    )
    .await;

    let log = json(
        app.get(SUMMIT, Some(&owner), "/api/audit-log?entity=invite")
            .await,
    )
    .await;
    assert_eq!(log["total"], 1);
    assert_eq!(log["data"][0]["actor_name"], "Dana Whitfield");
    assert_eq!(log["data"][0]["after"]["email"], "zoe@summit.example");
    let id = log["data"][0]["id"].as_i64().unwrap();
    assert_eq!(
        json(
            app.get(SUMMIT, Some(&owner), &format!("/api/audit-log/{id}"))
                .await
        )
        .await["action"],
        "create"
    );
    let signins = json(
        app.get(SUMMIT, Some(&owner), "/api/audit-log?action=sign_in")
            .await,
    )
    .await;
    assert_eq!(signins["total"], 2);
    error_body(
        app.get(SUMMIT, Some(&broker), "/api/audit-log").await,
        403,
        ErrorCode::Forbidden,
    )
    .await;

    let outbox = json(
        app.get(SUMMIT, Some(&owner), "/api/outbox?kind=invite")
            .await,
    )
    .await;
    assert_eq!(outbox["total"], 1);
    assert_eq!(outbox["data"][0]["status"], "queued");
    assert!(outbox["data"][0].get("html_body").is_none());
    app.mail_to("zoe@summit.example", "invited you").await;
    let id = outbox["data"][0]["id"].as_str().unwrap();
    let message = json(
        app.get(SUMMIT, Some(&owner), &format!("/api/outbox/{id}"))
            .await,
    )
    .await;
    assert_eq!(message["status"], "sent");
    assert!(message["html_body"]
        .as_str()
        .unwrap()
        .contains("Accept the invitation"));
    let operator = app
        .sign_in(PLATFORM, "operator@canopy.example", PASSWORD)
        .await
        .unwrap();
    assert!(
        json(app.get(PLATFORM, Some(&operator), "/api/outbox").await).await["total"]
            .as_i64()
            .unwrap()
            >= 1
    );
}
