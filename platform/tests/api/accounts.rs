//! Sign-up, email flows and invitations, with mail through a real SMTP server on loopback and
//! the links followed from the received messages.

use crate::common::*;
use serde_json::json as j;

fn host_of(link: &str) -> String {
    link.split("://")
        .nth(1)
        .unwrap()
        .split('/')
        .next()
        .unwrap()
        .to_string()
}

#[tokio::test]
async fn a_broker_starts_an_agency_once_the_address_is_confirmed() {
    let app = seeded_app().await;
    let available = json(
        app.get(PLATFORM, None, "/api/auth/slug-availability?slug=peak")
            .await,
    )
    .await;
    assert_eq!(available["available"], true);
    let taken = json(
        app.get(PLATFORM, None, "/api/auth/slug-availability?slug=summit")
            .await,
    )
    .await;
    assert_eq!(
        (taken["available"].as_bool(), taken["reason"].as_str()),
        (Some(false), Some("this subdomain is already taken"))
    );
    let reserved = json(
        app.get(PLATFORM, None, "/api/auth/slug-availability?slug=admin")
            .await,
    )
    .await;
    assert_eq!(reserved["available"], false);

    let body = j!({ "name": "Rosa Alvarez", "agency_name": "Peak Benefit Advisors", "slug": "peak", "email": "rosa@peak.example", "password": "a long enough passphrase" });
    let resp = app
        .post(PLATFORM, None, "/api/auth/signup/broker", body.clone())
        .await;
    assert_eq!(resp.0.status(), 202);
    assert!(
        resp.0.headers().get("set-cookie").is_none(),
        "nobody is signed in before the address is confirmed"
    );
    assert!(json(resp).await["message"]
        .as_str()
        .unwrap()
        .contains("confirm your address"));
    app.settle().await;

    // The confirmation email, from the platform, with a link to the platform's own host.
    let mail = app.mail_to("rosa@peak.example", "Confirm your email").await;
    assert!(mail["subject"]
        .as_str()
        .unwrap()
        .contains("Peak Benefit Advisors"));
    assert!(mail["html"]
        .as_str()
        .unwrap()
        .contains("Confirm and open my agency"));
    assert!(mail["from"].as_str().unwrap().contains("Canopy"));
    let link = link_in(&mail, "/auth/signup/broker?token=");
    assert_eq!(host_of(&link), PLATFORM);
    error_body(
        app.post(
            PLATFORM,
            None,
            "/api/auth/signup/broker/confirm",
            j!({ "token": "nonsense" }),
        )
        .await,
        400,
        ErrorCode::TokenInvalid,
    )
    .await;
    let resp = app
        .post(
            PLATFORM,
            None,
            "/api/auth/signup/broker/confirm",
            j!({ "token": token_of(&link) }),
        )
        .await;
    assert_eq!(resp.0.status(), 201);
    let cookie = session_cookie(&resp);
    let signed_up = json(resp).await;
    assert_eq!(signed_up["me"]["role"], "owner");
    assert_eq!(signed_up["me"]["agency"]["slug"], "peak");
    assert_eq!(signed_up["me"]["email_verified"], true);
    let continue_url = signed_up["continue_url"].as_str().unwrap().to_string();
    assert!(
        continue_url.starts_with("http://peak.localhost:8080/auth/magic-link?token="),
        "{continue_url}"
    );
    assert_eq!(
        json(app.get(PLATFORM, Some(&cookie), "/api/me").await).await["user"]["email"],
        "rosa@peak.example"
    );
    error_body(
        app.post(
            PLATFORM,
            None,
            "/api/auth/signup/broker/confirm",
            j!({ "token": token_of(&link) }),
        )
        .await,
        400,
        ErrorCode::TokenUsed,
    )
    .await;

    let (status, trial_days): (String, f64) = sqlx::query_as(
        "SELECT s.status, (extract(epoch FROM s.trial_ends_at - now()) / 86400)::float8 FROM subscriptions s JOIN agencies a ON a.id = s.agency_id WHERE a.slug = 'peak'",
    )
    .fetch_one(&app.pool)
    .await
    .unwrap();
    assert_eq!(status, "trialing");
    assert!((13.9..=14.0).contains(&trial_days), "{trial_days}");

    // The one-time hand-off signs the owner in on the agency's own host, and only there.
    error_body(
        app.post(
            PLATFORM,
            None,
            "/api/auth/magic-link",
            j!({ "token": token_of(&continue_url) }),
        )
        .await,
        400,
        ErrorCode::TokenInvalid,
    )
    .await;
    let resp = app
        .post(
            &host_of(&continue_url),
            None,
            "/api/auth/magic-link",
            j!({ "token": token_of(&continue_url) }),
        )
        .await;
    assert_eq!(resp.0.status(), 200);
    let agency_cookie = session_cookie(&resp);
    assert_eq!(json(resp).await["agency"]["name"], "Peak Benefit Advisors");

    // One sign-up reads as one sign-in in the agency's activity.
    let peak = host_of(&continue_url);
    let sign_ins = json(
        app.get(&peak, Some(&agency_cookie), "/api/audit-log?action=sign_in")
            .await,
    )
    .await;
    let summaries: Vec<&str> = sign_ins["data"]
        .as_array()
        .unwrap()
        .iter()
        .map(|e| e["summary"].as_str().unwrap())
        .collect();
    assert_eq!(summaries, ["signed in after sign-up"]);

    // The same subdomain again: a clear field error. The same email again: the same answer as
    // for a new one, and nothing half-made.
    let again = app.post(PLATFORM, None, "/api/auth/signup/broker", j!({ "name": "X", "agency_name": "Y", "slug": "peak", "email": "new@peak.example", "password": "a long enough passphrase" })).await;
    let body = error_body(again, 400, ErrorCode::Validation).await;
    assert!(body["details"]["fields"]["slug"].is_string());
    let again = app.post(PLATFORM, None, "/api/auth/signup/broker", j!({ "name": "X", "agency_name": "Y", "slug": "peak-two", "email": "ROSA@peak.example", "password": "a long enough passphrase" })).await;
    assert_eq!(again.0.status(), 202);
    app.settle().await;
    let schemas: i64 = sqlx::query_scalar("SELECT count(*) FROM agencies")
        .fetch_one(&app.pool)
        .await
        .unwrap();
    assert_eq!(schemas, 2, "summit and peak only");
}

#[tokio::test]
async fn broker_sign_up_validates_every_field() {
    let app = seeded_app().await;
    let resp = app
        .post(PLATFORM, None, "/api/auth/signup/broker", j!({ "name": "", "agency_name": "", "slug": "ww", "email": "not-an-email", "password": "password123" }))
        .await;
    let body = error_body(resp, 400, ErrorCode::Validation).await;
    for field in ["name", "agency_name", "slug", "email", "password"] {
        assert!(
            body["details"]["fields"][field].is_string(),
            "{field}: {body}"
        );
    }
    assert_eq!(
        body["details"]["fields"]["password"],
        "use at least 12 characters"
    );
    // Only from the platform's host.
    let on_agency = app.post(SUMMIT, None, "/api/auth/signup/broker", j!({ "name": "A", "agency_name": "B", "slug": "bbb", "email": "a@b.example", "password": "a long enough passphrase" })).await;
    error_body(on_agency, 403, ErrorCode::Forbidden).await;
}

#[tokio::test]
async fn passwords_need_twelve_characters_and_must_not_be_common() {
    let app = &seeded_app().await;
    let sign_up = |password: &str, slug: &str| {
        let body = j!({ "name": "Rosa Alvarez", "agency_name": "Peak Benefit Advisors", "slug": slug, "email": format!("rosa@{slug}.example"), "password": password });
        async move {
            app.post(PLATFORM, None, "/api/auth/signup/broker", body)
                .await
        }
    };
    let password_problem = |resp: poem::test::TestResponse| async move {
        let body = error_body(resp, 400, ErrorCode::Validation).await;
        body["details"]["fields"]["password"]
            .as_str()
            .unwrap()
            .to_string()
    };
    assert_eq!(
        password_problem(sign_up("eleven char", "peak").await).await,
        "use at least 12 characters"
    );
    assert_eq!(
        password_problem(sign_up(&"x".repeat(129), "peak").await).await,
        "use at most 128 characters"
    );
    // Common passwords of twelve characters and more, whatever their case.
    for common in [
        "Password1234",
        "qwerty123456",
        "1Q2W3E4R5T6Y",
        "LeaveMeAlone",
    ] {
        assert_eq!(
            password_problem(sign_up(common, "peak").await).await,
            "this password is too common; choose another",
            "{common}"
        );
    }
    assert_eq!(sign_up("twelve chars", "peak").await.0.status(), 202);

    // The same rules for a new password set from a reset link and changed in the settings.
    let owner = app
        .sign_in(SUMMIT, "dana@summit.example", PASSWORD)
        .await
        .unwrap();
    let change = |new: &str| {
        app.client
            .put("/api/me/password")
            .header("host", SUMMIT)
            .header("cookie", &owner)
            .header("x-canopy-csrf", "1")
            .body_json(&j!({ "current_password": PASSWORD, "new_password": new }))
            .send()
    };
    for weak in ["short-pass", "qazwsxedcrfv"] {
        let body = error_body(change(weak).await, 400, ErrorCode::Validation).await;
        assert!(
            body["details"]["fields"]["new_password"].is_string(),
            "{weak}: {body}"
        );
    }
    app.post(
        SUMMIT,
        None,
        "/api/auth/reset-password/request",
        j!({ "email": "grace@summit.example" }),
    )
    .await;
    let token = token_of(&link_in(
        &app.mail_to("grace@summit.example", "Reset your").await,
        "/auth/reset-password",
    ));
    error_body(
        app.post(
            SUMMIT,
            None,
            "/api/auth/reset-password",
            j!({ "token": token, "password": "Qwertyuiop123" }),
        )
        .await,
        400,
        ErrorCode::Validation,
    )
    .await;
}

#[tokio::test]
async fn password_reset_ends_every_session() {
    let app = seeded_app().await;
    let old_session = app
        .sign_in(SUMMIT, "grace@summit.example", PASSWORD)
        .await
        .unwrap();
    let unknown = json(
        app.post(
            SUMMIT,
            None,
            "/api/auth/reset-password/request",
            j!({ "email": "ghost@summit.example" }),
        )
        .await,
    )
    .await;
    let known_resp = app
        .post(
            SUMMIT,
            None,
            "/api/auth/reset-password/request",
            j!({ "email": "grace@summit.example" }),
        )
        .await;
    assert_eq!(known_resp.0.status(), 202);
    assert_eq!(
        json(known_resp).await,
        unknown,
        "same answer whether or not the account exists"
    );

    let mail = app.mail_to("grace@summit.example", "Reset your").await;
    let link = link_in(&mail, "/auth/reset-password");
    assert_eq!(host_of(&link), SUMMIT);
    let token = token_of(&link);
    let weak = app
        .post(
            SUMMIT,
            None,
            "/api/auth/reset-password",
            j!({ "token": token, "password": "qwerty123" }),
        )
        .await;
    error_body(weak, 400, ErrorCode::Validation).await;
    let done = app
        .post(
            SUMMIT,
            None,
            "/api/auth/reset-password",
            j!({ "token": token, "password": "new summit passphrase" }),
        )
        .await;
    assert_eq!(done.0.status(), 200);
    error_body(
        app.get(SUMMIT, Some(&old_session), "/api/me").await,
        401,
        ErrorCode::Unauthenticated,
    )
    .await;
    assert!(app
        .sign_in(SUMMIT, "grace@summit.example", PASSWORD)
        .await
        .is_err());
    assert!(app
        .sign_in(SUMMIT, "grace@summit.example", "new summit passphrase")
        .await
        .is_ok());
    error_body(
        app.post(
            SUMMIT,
            None,
            "/api/auth/reset-password",
            j!({ "token": token, "password": "another passphrase" }),
        )
        .await,
        400,
        ErrorCode::TokenUsed,
    )
    .await;

    // An expired link says so.
    app.post(
        SUMMIT,
        None,
        "/api/auth/reset-password/request",
        j!({ "email": "grace@summit.example" }),
    )
    .await;
    app.settle().await;
    let mail = app.mail_to("grace@summit.example", "Reset your").await;
    let token = token_of(&link_in(&mail, "/auth/reset-password"));
    sqlx::query("UPDATE email_tokens SET expires_at = now() - interval '1 second' WHERE purpose = 'reset_password' AND used_at IS NULL")
        .execute(&app.pool)
        .await
        .unwrap();
    error_body(
        app.post(
            SUMMIT,
            None,
            "/api/auth/reset-password",
            j!({ "token": token, "password": "another passphrase" }),
        )
        .await,
        400,
        ErrorCode::TokenExpired,
    )
    .await;
}

#[tokio::test]
async fn email_endpoints_are_rate_limited() {
    let app = seeded_app().await;
    for _ in 0..5 {
        assert_eq!(
            app.post(
                SUMMIT,
                None,
                "/api/auth/magic-link/request",
                j!({ "email": "leo@brightpath.example" })
            )
            .await
            .0
            .status(),
            202
        );
    }
    let resp = app
        .post(
            SUMMIT,
            None,
            "/api/auth/magic-link/request",
            j!({ "email": "leo@brightpath.example" }),
        )
        .await;
    assert!(resp.0.headers().get("retry-after").is_some());
    error_body(resp, 429, ErrorCode::RateLimited).await;
}

#[tokio::test]
async fn magic_links_sign_in_once_on_their_host() {
    let app = seeded_app().await;
    app.post(
        SUMMIT,
        None,
        "/api/auth/magic-link/request",
        j!({ "email": "leo@brightpath.example" }),
    )
    .await;
    let mail = app.mail_to("leo@brightpath.example", "sign-in link").await;
    let link = link_in(&mail, "/auth/magic-link");
    let token = token_of(&link);
    error_body(
        app.post(
            "harbor.localhost:8080",
            None,
            "/api/auth/magic-link",
            j!({ "token": token }),
        )
        .await,
        404,
        ErrorCode::NotFound,
    )
    .await;
    let resp = app
        .post(SUMMIT, None, "/api/auth/magic-link", j!({ "token": token }))
        .await;
    assert_eq!(resp.0.status(), 200);
    let cookie = resp
        .0
        .headers()
        .get("set-cookie")
        .unwrap()
        .to_str()
        .unwrap()
        .split(';')
        .next()
        .unwrap()
        .to_string();
    assert_eq!(
        json(app.get(SUMMIT, Some(&cookie), "/api/me").await).await["role"],
        "employee"
    );
    error_body(
        app.post(SUMMIT, None, "/api/auth/magic-link", j!({ "token": token }))
            .await,
        400,
        ErrorCode::TokenUsed,
    )
    .await;
    // Nobody gets a link for an agency they are not in.
    app.post(
        SUMMIT,
        None,
        "/api/auth/magic-link/request",
        j!({ "email": "operator@canopy.example" }),
    )
    .await;
    app.settle().await;
    app.state.mailer.deliver_due(&app.pool).await.unwrap();
    assert!(app.mails_to("operator@canopy.example").await.is_empty());
}

#[tokio::test]
async fn invitations_bring_people_in_with_their_role() {
    let app = seeded_app().await;
    let owner = app
        .sign_in(SUMMIT, "dana@summit.example", PASSWORD)
        .await
        .unwrap();
    let admin = app
        .sign_in(SUMMIT, "grace@summit.example", PASSWORD)
        .await
        .unwrap();
    let broker = app
        .sign_in(SUMMIT, "marcus@summit.example", PASSWORD)
        .await
        .unwrap();

    error_body(
        app.post(
            SUMMIT,
            Some(&broker),
            "/api/invites",
            j!({ "email": "x@y.example", "role": "broker" }),
        )
        .await,
        403,
        ErrorCode::Forbidden,
    )
    .await;
    error_body(
        app.post(
            SUMMIT,
            Some(&admin),
            "/api/invites",
            j!({ "email": "x@y.example", "role": "owner" }),
        )
        .await,
        403,
        ErrorCode::Forbidden,
    )
    .await;
    error_body(
        app.post(
            SUMMIT,
            Some(&admin),
            "/api/invites",
            j!({ "email": "x@y.example", "role": "wizard" }),
        )
        .await,
        400,
        ErrorCode::Validation,
    )
    .await;
    error_body(
        app.post(
            SUMMIT,
            Some(&admin),
            "/api/invites",
            j!({ "email": "priya@summit.example", "role": "broker" }),
        )
        .await,
        409,
        ErrorCode::Conflict,
    )
    .await;

    let created = app
        .post(
            SUMMIT,
            Some(&owner),
            "/api/invites",
            j!({ "email": "sam@summit.example", "name": "Sam Ortiz", "role": "broker" }),
        )
        .await;
    assert_eq!(created.0.status(), 201);
    let invite = json(created).await;
    assert_eq!(invite["status"], "pending");
    error_body(
        app.post(
            SUMMIT,
            Some(&owner),
            "/api/invites",
            j!({ "email": "SAM@summit.example", "role": "admin" }),
        )
        .await,
        409,
        ErrorCode::Conflict,
    )
    .await;

    let first = app.mail_to("sam@summit.example", "invited you").await;
    assert!(first["text"]
        .as_str()
        .unwrap()
        .contains("Dana Whitfield invited you to join Summit Benefits Group"));
    // Sending again replaces the link.
    let id = invite["id"].as_str().unwrap();
    assert_eq!(
        app.post(
            SUMMIT,
            Some(&owner),
            &format!("/api/invites/{id}/resend"),
            j!({})
        )
        .await
        .0
        .status(),
        200
    );
    let old_token = token_of(&link_in(&first, "/auth/signup"));
    error_body(
        app.get(SUMMIT, None, &format!("/api/auth/invites/{old_token}"))
            .await,
        400,
        ErrorCode::TokenInvalid,
    )
    .await;
    let second = app.mail_to("sam@summit.example", "invited you").await;
    let link = link_in(&second, "/auth/signup");
    assert_eq!(host_of(&link), SUMMIT);
    let token = token_of(&link);
    let preview = json(
        app.get(SUMMIT, None, &format!("/api/auth/invites/{token}"))
            .await,
    )
    .await;
    assert_eq!(
        (
            preview["email"].as_str(),
            preview["role"].as_str(),
            preview["existing_account"].as_bool()
        ),
        (Some("sam@summit.example"), Some("broker"), Some(false))
    );

    error_body(
        app.post(
            SUMMIT,
            None,
            "/api/auth/signup",
            j!({ "invite_token": token, "name": "Sam Ortiz", "password": "short" }),
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
            "/api/auth/signup",
            j!({ "invite_token": token, "name": "Sam Ortiz", "password": "sam's own passphrase" }),
        )
        .await;
    assert_eq!(joined.0.status(), 201);
    let me = json(joined).await;
    assert_eq!(
        (me["role"].as_str(), me["user"]["name"].as_str()),
        (Some("broker"), Some("Sam Ortiz"))
    );
    error_body(
        app.post(
            SUMMIT,
            None,
            "/api/auth/signup",
            j!({ "invite_token": token, "name": "Again", "password": "sam's own passphrase" }),
        )
        .await,
        400,
        ErrorCode::TokenUsed,
    )
    .await;
    let accepted = json(
        app.get(SUMMIT, Some(&owner), "/api/invites?status=accepted")
            .await,
    )
    .await;
    assert_eq!(accepted["total"], 1);

    // Withdrawn invitations stop working.
    let withdrawn = json(
        app.post(
            SUMMIT,
            Some(&owner),
            "/api/invites",
            j!({ "email": "kim@summit.example", "role": "admin" }),
        )
        .await,
    )
    .await;
    let kim_token = token_of(&link_in(
        &app.mail_to("kim@summit.example", "invited you").await,
        "/auth/signup",
    ));
    let resp = app
        .client
        .delete(format!(
            "/api/invites/{}",
            withdrawn["id"].as_str().unwrap()
        ))
        .header("host", SUMMIT)
        .header("cookie", &owner)
        .header("x-canopy-csrf", "1")
        .send()
        .await;
    assert_eq!(resp.0.status(), 200);
    error_body(
        app.get(SUMMIT, None, &format!("/api/auth/invites/{kim_token}"))
            .await,
        400,
        ErrorCode::TokenInvalid,
    )
    .await;

    // The audit log has it all, and nobody can rewrite it.
    let audited: i64 = sqlx::query_scalar(&format!(
        "SELECT count(*) FROM {}.audit_log WHERE entity = 'invite'",
        tenants::registry::find_by_slug(&app.pool, "summit")
            .await
            .unwrap()
            .unwrap()
            .schema_name
    ))
    .fetch_one(&app.pool)
    .await
    .unwrap();
    assert!(audited >= 5, "{audited}");
    let schema = tenants::registry::find_by_slug(&app.pool, "summit")
        .await
        .unwrap()
        .unwrap()
        .schema_name;
    let rewrite = sqlx::query(&format!(
        "UPDATE {schema}.audit_log SET summary = 'nothing happened'"
    ))
    .execute(&app.pool)
    .await;
    assert!(rewrite.is_err(), "append-only");
    assert!(sqlx::query(&format!("DELETE FROM {schema}.audit_log"))
        .execute(&app.pool)
        .await
        .is_err());
}

#[tokio::test]
async fn an_existing_account_joins_with_its_own_password() {
    let app = seeded_app().await;
    let harbor = tenants::registry::provision(&app.pool, "harbor", "Harbor Insurance Partners")
        .await
        .unwrap();
    let hash = platform::auth::password::hash(PASSWORD);
    let user: uuid::Uuid = sqlx::query_scalar("INSERT INTO users (email, name, password_hash) VALUES ('hq@harbor.example', 'Harbor Owner', $1) RETURNING id")
        .bind(hash)
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
        .sign_in("harbor.localhost:8080", "hq@harbor.example", PASSWORD)
        .await
        .unwrap();
    app.post(
        "harbor.localhost:8080",
        Some(&harbor_owner),
        "/api/invites",
        j!({ "email": "priya@summit.example", "role": "broker" }),
    )
    .await;
    let link = link_in(
        &app.mail_to("priya@summit.example", "Harbor Insurance Partners")
            .await,
        "/auth/signup",
    );
    assert_eq!(host_of(&link), "harbor.localhost:8080");
    let token = token_of(&link);
    assert_eq!(
        json(
            app.get(
                "harbor.localhost:8080",
                None,
                &format!("/api/auth/invites/{token}")
            )
            .await
        )
        .await["existing_account"],
        true
    );
    // The invitation is for Harbor: not usable on Summit's host.
    error_body(
        app.post(
            SUMMIT,
            None,
            "/api/auth/signup",
            j!({ "invite_token": token, "password": PASSWORD }),
        )
        .await,
        400,
        ErrorCode::TokenInvalid,
    )
    .await;
    // Guessing the account's password through the invitation is throttled as sign-in is.
    for _ in 0..5 {
        let wrong = app
            .post_from(
                "203.0.113.5",
                "harbor.localhost:8080",
                "/api/auth/signup",
                j!({ "invite_token": token, "password": "not her password" }),
            )
            .await;
        error_body(wrong, 400, ErrorCode::Validation).await;
    }
    let throttled = app
        .post_from(
            "203.0.113.5",
            "harbor.localhost:8080",
            "/api/auth/signup",
            j!({ "invite_token": token, "password": PASSWORD }),
        )
        .await;
    assert!(throttled.0.headers().get("retry-after").is_some());
    error_body(throttled, 429, ErrorCode::RateLimited).await;
    let joined = app
        .post(
            "harbor.localhost:8080",
            None,
            "/api/auth/signup",
            j!({ "invite_token": token, "password": PASSWORD }),
        )
        .await;
    assert_eq!(joined.0.status(), 201);
    assert_eq!(json(joined).await["agency"]["slug"], "harbor");
    // She is still Summit's broker too.
    assert!(app
        .sign_in(SUMMIT, "priya@summit.example", PASSWORD)
        .await
        .is_ok());
}

#[tokio::test]
async fn the_session_probe_answers_visitors_without_an_error() {
    let app = seeded_app().await;
    tenants::registry::provision(&app.pool, "harbor", "Harbor Insurance Partners")
        .await
        .unwrap();
    let probe = |host: &'static str, cookie: Option<String>| {
        let app = &app;
        async move {
            let resp = app.get(host, cookie.as_deref(), "/api/auth/session").await;
            assert_eq!(resp.0.status(), 200, "{host}");
            json(resp).await["me"].clone()
        }
    };
    assert!(probe(SUMMIT, None).await.is_null());
    assert!(probe(SUMMIT, Some("canopy_session=unknown".into()))
        .await
        .is_null());

    let owner = app
        .sign_in(SUMMIT, "dana@summit.example", PASSWORD)
        .await
        .unwrap();
    let me = probe(SUMMIT, Some(owner.clone())).await;
    assert_eq!(me["user"]["email"], "dana@summit.example");
    assert_eq!(me["role"], "owner");
    // A session is only a session on its own agency's host.
    assert!(probe("harbor.localhost:8080", Some(owner.clone()))
        .await
        .is_null());

    app.post(SUMMIT, Some(&owner), "/api/auth/signout", j!({}))
        .await;
    assert!(probe(SUMMIT, Some(owner)).await.is_null());

    error_body(
        app.get("nowhere.localhost:8080", None, "/api/auth/session")
            .await,
        404,
        ErrorCode::NotFound,
    )
    .await;
}
