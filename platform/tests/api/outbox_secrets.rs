//! Email links are secrets: the outbox never shows one, a link works once, only for its user and
//! only on the host it was issued for, and asking for one tells nothing about who has an account.

use crate::common::*;
use serde_json::json as j;

const HARBOR: &str = "harbor.localhost:8080";

/// Whether a text carries a token: 64 hex digits in a row.
fn carries_token(text: &str) -> bool {
    text.as_bytes()
        .windows(64)
        .any(|w| w.iter().all(|b| b.is_ascii_hexdigit()))
}

fn cookie_of(resp: &poem::test::TestResponse) -> String {
    resp.0
        .headers()
        .get("set-cookie")
        .unwrap()
        .to_str()
        .unwrap()
        .split(';')
        .next()
        .unwrap()
        .to_string()
}

/// Starts an agency through the API the way a broker does and returns its owner's session on
/// the agency's own host.
async fn sign_up_agency(app: &TestApp, slug: &str, name: &str, email: &str) -> String {
    let body = j!({ "name": name, "agency_name": format!("{name} Benefits"), "slug": slug, "email": email, "password": "a long enough passphrase" });
    let resp = app
        .post(PLATFORM, None, "/api/auth/signup/broker", body)
        .await;
    let signed_up = if resp.0.status() == 201 {
        json(resp).await
    } else {
        assert_eq!(resp.0.status(), 202);
        app.settle().await;
        let link = link_in(
            &app.mail_to(email, "Confirm your email").await,
            "/auth/signup/broker?token=",
        );
        let resp = app
            .post(
                PLATFORM,
                None,
                "/api/auth/signup/broker/confirm",
                j!({ "token": token_of(&link) }),
            )
            .await;
        assert_eq!(resp.0.status(), 201);
        json(resp).await
    };
    let handoff = signed_up["continue_url"].as_str().unwrap().to_string();
    let resp = app
        .post(
            &format!("{slug}.localhost:8080"),
            None,
            "/api/auth/magic-link",
            j!({ "token": token_of(&handoff) }),
        )
        .await;
    assert_eq!(resp.0.status(), 200);
    cookie_of(&resp)
}

/// Every message of an outbox, list and detail, as `who` reads them on `host`.
async fn outbox_as(app: &TestApp, host: &str, who: &str) -> Vec<serde_json::Value> {
    let list = app.get(host, Some(who), "/api/outbox?per_page=100").await;
    assert_eq!(list.0.status(), 200);
    let list = json(list).await;
    let mut messages = Vec::new();
    for row in list["data"].as_array().unwrap() {
        assert!(!carries_token(&row.to_string()), "{row}");
        let detail = json(
            app.get(
                host,
                Some(who),
                &format!("/api/outbox/{}", row["id"].as_str().unwrap()),
            )
            .await,
        )
        .await;
        messages.push(detail);
    }
    messages
}

async fn user_id(app: &TestApp, email: &str) -> uuid::Uuid {
    sqlx::query_scalar("SELECT id FROM users WHERE email = $1")
        .bind(email)
        .fetch_one(&app.pool)
        .await
        .unwrap()
}

async fn tokens_of(app: &TestApp, email: &str) -> Vec<(String, Option<uuid::Uuid>)> {
    sqlx::query_as("SELECT t.purpose, t.agency_id FROM email_tokens t JOIN users u ON u.id = t.user_id WHERE u.email = $1 AND t.purpose <> 'handoff'")
        .bind(email)
        .fetch_all(&app.pool)
        .await
        .unwrap()
}

#[tokio::test]
async fn another_agencys_admin_cannot_take_over_an_account() {
    let app = seeded_app().await;
    let harbor_owner = sign_up_agency(
        &app,
        "harbor",
        "Hana Harbor",
        "hana@harbor-takeover.example",
    )
    .await;
    let summit = tenants::registry::find_by_slug(&app.pool, "summit")
        .await
        .unwrap()
        .unwrap();
    let harbor = tenants::registry::find_by_slug(&app.pool, "harbor")
        .await
        .unwrap()
        .unwrap();

    // Dana, Summit's owner, is only Summit's: Harbor's host issues nothing for her.
    let asked = app
        .post(
            HARBOR,
            None,
            "/api/auth/reset-password/request",
            j!({ "email": "dana@summit.example" }),
        )
        .await;
    assert_eq!(asked.0.status(), 202);
    app.post(
        HARBOR,
        None,
        "/api/auth/magic-link/request",
        j!({ "email": "dana@summit.example" }),
    )
    .await;
    app.settle().await;
    assert!(tokens_of(&app, "dana@summit.example").await.is_empty());

    // Marcus is a broker of both: Harbor's host may send him a link, in Harbor's outbox, but
    // Harbor's owner reads no token there.
    sqlx::query("INSERT INTO memberships (user_id, agency_id, role) VALUES ($1, $2, 'broker')")
        .bind(user_id(&app, "marcus@summit.example").await)
        .bind(harbor.id)
        .execute(&app.pool)
        .await
        .unwrap();
    app.post(
        HARBOR,
        None,
        "/api/auth/reset-password/request",
        j!({ "email": "marcus@summit.example" }),
    )
    .await;
    app.post(
        HARBOR,
        None,
        "/api/auth/magic-link/request",
        j!({ "email": "MARCUS@summit.example" }),
    )
    .await;
    app.settle().await;
    let messages = outbox_as(&app, HARBOR, &harbor_owner).await;
    let to_marcus: Vec<_> = messages
        .iter()
        .filter(|m| m["to_email"] == "marcus@summit.example")
        .collect();
    assert_eq!(to_marcus.len(), 2, "{messages:?}");
    for m in &messages {
        assert!(
            !carries_token(&m.to_string()),
            "no token in Harbor's outbox: {m}"
        );
        assert_eq!(m["agency_id"], harbor.id.to_string());
    }
    let reset = to_marcus
        .iter()
        .find(|m| m["kind"] == "reset_password")
        .unwrap();
    assert!(
        reset["text_body"].as_str().unwrap().contains(
            "[password reset link removed] (http://harbor.localhost:8080/auth/reset-password)"
        ),
        "{reset}"
    );
    assert!(reset["html_body"]
        .as_str()
        .unwrap()
        .contains("[password reset link removed]"));

    // His own copy works on Harbor's host only.
    let token = token_of(&link_in(
        &app.mail_to("marcus@summit.example", "Reset your").await,
        "/auth/reset-password",
    ));
    for host in [SUMMIT, PLATFORM] {
        let refused = app
            .post(
                host,
                None,
                "/api/auth/reset-password",
                j!({ "token": token, "password": "taken over at last" }),
            )
            .await;
        let body = error_body(refused, 400, ErrorCode::TokenInvalid).await;
        assert_eq!(body["message"], "this link is not valid");
    }

    // A link issued on Summit's host cannot be spent on Harbor's (nor the platform's).
    app.post(
        SUMMIT,
        None,
        "/api/auth/reset-password/request",
        j!({ "email": "dana@summit.example" }),
    )
    .await;
    app.settle().await;
    assert_eq!(
        tokens_of(&app, "dana@summit.example").await,
        vec![("reset_password".to_string(), Some(summit.id))]
    );
    let token = token_of(&link_in(
        &app.mail_to("dana@summit.example", "Reset your").await,
        "/auth/reset-password",
    ));
    for host in [HARBOR, PLATFORM] {
        error_body(
            app.post(
                host,
                None,
                "/api/auth/reset-password",
                j!({ "token": token, "password": "taken over at last" }),
            )
            .await,
            400,
            ErrorCode::TokenInvalid,
        )
        .await;
    }
    assert!(
        app.sign_in(SUMMIT, "dana@summit.example", PASSWORD)
            .await
            .is_ok(),
        "the password is unchanged"
    );
    assert_eq!(
        app.post(
            SUMMIT,
            None,
            "/api/auth/reset-password",
            j!({ "token": token, "password": "dana's own new passphrase" })
        )
        .await
        .0
        .status(),
        200
    );
}

#[tokio::test]
async fn the_operator_reads_no_token_in_any_outbox() {
    let app = seeded_app().await;
    let owner = app
        .sign_in(SUMMIT, "dana@summit.example", PASSWORD)
        .await
        .unwrap();
    let operator = app
        .sign_in(PLATFORM, "operator@canopy.example", PASSWORD)
        .await
        .unwrap();
    app.post(
        SUMMIT,
        Some(&owner),
        "/api/invites",
        j!({ "email": "ivy@op-outbox.example", "role": "broker" }),
    )
    .await;
    app.post(
        SUMMIT,
        None,
        "/api/auth/reset-password/request",
        j!({ "email": "priya@summit.example" }),
    )
    .await;
    app.post(
        SUMMIT,
        None,
        "/api/auth/magic-link/request",
        j!({ "email": "dana@summit.example" }),
    )
    .await;
    app.post(
        PLATFORM,
        None,
        "/api/auth/reset-password/request",
        j!({ "email": "grace@summit.example" }),
    )
    .await;
    app.post(
        PLATFORM,
        None,
        "/api/auth/magic-link/request",
        j!({ "email": "operator@canopy.example" }),
    )
    .await;
    app.settle().await;

    let messages = outbox_as(&app, PLATFORM, &operator).await;
    let kinds: Vec<&str> = messages
        .iter()
        .map(|m| m["kind"].as_str().unwrap())
        .collect();
    for kind in ["invite", "reset_password", "magic_link"] {
        assert!(kinds.contains(&kind), "{kinds:?}");
    }
    for m in &messages {
        assert!(
            !carries_token(m["text_body"].as_str().unwrap())
                && !carries_token(m["html_body"].as_str().unwrap()),
            "{m}"
        );
    }
    let invite = messages.iter().find(|m| m["kind"] == "invite").unwrap();
    assert!(
        invite["text_body"]
            .as_str()
            .unwrap()
            .contains("[invitation link removed] (http://summit.localhost:8080/auth/signup)"),
        "{invite}"
    );
    // Asked on the platform's host: the platform's message, not an agency's.
    let to_grace = messages
        .iter()
        .find(|m| m["to_email"] == "grace@summit.example")
        .unwrap();
    assert!(to_grace["agency_id"].is_null(), "{to_grace}");
    assert_eq!(to_grace["from_name"], "Canopy");

    // Once delivered, not even the database keeps the working link.
    app.mail_to("priya@summit.example", "Reset your").await;
    let kept: Vec<(String, String)> =
        sqlx::query_as("SELECT text_body, html_body FROM outbox WHERE sent_at IS NOT NULL")
            .fetch_all(&app.pool)
            .await
            .unwrap();
    assert!(!kept.is_empty());
    for (text, html) in kept {
        assert!(!carries_token(&text) && !carries_token(&html), "{text}");
    }
}

#[tokio::test]
async fn an_admin_cannot_sign_in_as_the_owner_with_a_link_from_the_outbox() {
    let app = seeded_app().await;
    let admin = app
        .sign_in(SUMMIT, "grace@summit.example", PASSWORD)
        .await
        .unwrap();
    app.post(
        SUMMIT,
        None,
        "/api/auth/magic-link/request",
        j!({ "email": "dana@summit.example" }),
    )
    .await;
    app.settle().await;
    let messages = outbox_as(&app, SUMMIT, &admin).await;
    let link = messages
        .iter()
        .find(|m| m["kind"] == "magic_link" && m["to_email"] == "dana@summit.example")
        .expect("the message is listed");
    let text = link["text_body"].as_str().unwrap();
    assert!(
        !carries_token(text) && !carries_token(link["html_body"].as_str().unwrap()),
        "{text}"
    );
    assert!(
        text.contains(
            "Sign in: [sign-in link removed] (http://summit.localhost:8080/auth/magic-link)"
        ),
        "{text}"
    );
    // Dana's own copy signs her in.
    let token = token_of(&link_in(
        &app.mail_to("dana@summit.example", "sign-in link").await,
        "/auth/magic-link",
    ));
    let resp = app
        .post(SUMMIT, None, "/api/auth/magic-link", j!({ "token": token }))
        .await;
    assert_eq!(resp.0.status(), 200);
    assert_eq!(json(resp).await["role"], "owner");
}

#[tokio::test]
async fn email_links_work_only_on_the_host_they_were_issued_for() {
    let app = seeded_app().await;
    tenants::registry::provision(&app.pool, "harbor", "Harbor Insurance Partners")
        .await
        .unwrap();

    // A platform sign-in link is the platform's: not usable on an agency's host.
    app.post(
        PLATFORM,
        None,
        "/api/auth/magic-link/request",
        j!({ "email": "hannah@brightpath.example" }),
    )
    .await;
    app.settle().await;
    let token = token_of(&link_in(
        &app.mail_to("hannah@brightpath.example", "sign-in link")
            .await,
        "/auth/magic-link",
    ));
    error_body(
        app.post(SUMMIT, None, "/api/auth/magic-link", j!({ "token": token }))
            .await,
        400,
        ErrorCode::TokenInvalid,
    )
    .await;
    error_body(
        app.post(HARBOR, None, "/api/auth/magic-link", j!({ "token": token }))
            .await,
        400,
        ErrorCode::TokenInvalid,
    )
    .await;
    assert_eq!(
        app.post(
            PLATFORM,
            None,
            "/api/auth/magic-link",
            j!({ "token": token })
        )
        .await
        .0
        .status(),
        200
    );

    // A platform reset link is refused on Summit's host.
    app.post(
        PLATFORM,
        None,
        "/api/auth/reset-password/request",
        j!({ "email": "priya@summit.example" }),
    )
    .await;
    app.settle().await;
    let token = token_of(&link_in(
        &app.mail_to("priya@summit.example", "Reset your").await,
        "/auth/reset-password",
    ));
    error_body(
        app.post(
            SUMMIT,
            None,
            "/api/auth/reset-password",
            j!({ "token": token, "password": "someone else's idea" }),
        )
        .await,
        400,
        ErrorCode::TokenInvalid,
    )
    .await;
    assert_eq!(
        app.post(
            PLATFORM,
            None,
            "/api/auth/reset-password",
            j!({ "token": token, "password": "priya's own new passphrase" })
        )
        .await
        .0
        .status(),
        200
    );

    // A confirmation link of Summit's is refused elsewhere.
    sqlx::query("UPDATE users SET email_verified_at = NULL WHERE email = 'leo@brightpath.example'")
        .execute(&app.pool)
        .await
        .unwrap();
    app.post(
        SUMMIT,
        None,
        "/api/auth/verify-email/resend",
        j!({ "email": "leo@brightpath.example" }),
    )
    .await;
    app.settle().await;
    let link = link_in(
        &app.mail_to("leo@brightpath.example", "Confirm your email")
            .await,
        "/auth/verify-email",
    );
    assert!(link.starts_with("http://summit.localhost:8080/"), "{link}");
    for host in [PLATFORM, HARBOR] {
        error_body(
            app.post(
                host,
                None,
                "/api/auth/verify-email",
                j!({ "token": token_of(&link) }),
            )
            .await,
            400,
            ErrorCode::TokenInvalid,
        )
        .await;
    }
    assert_eq!(
        app.post(
            SUMMIT,
            None,
            "/api/auth/verify-email",
            j!({ "token": token_of(&link) })
        )
        .await
        .0
        .status(),
        200
    );

    // An invitation to Summit previews and signs up on Summit's host only.
    let owner = app
        .sign_in(SUMMIT, "dana@summit.example", PASSWORD)
        .await
        .unwrap();
    app.post(
        SUMMIT,
        Some(&owner),
        "/api/invites",
        j!({ "email": "noor@hosts.example", "role": "broker" }),
    )
    .await;
    let token = token_of(&link_in(
        &app.mail_to("noor@hosts.example", "invited you").await,
        "/auth/signup",
    ));
    for host in [PLATFORM, HARBOR] {
        error_body(
            app.get(host, None, &format!("/api/auth/invites/{token}"))
                .await,
            400,
            ErrorCode::TokenInvalid,
        )
        .await;
        error_body(
            app.post(
                host,
                None,
                "/api/auth/signup",
                j!({ "invite_token": token, "name": "Noor", "password": "noor's own passphrase" }),
            )
            .await,
            400,
            ErrorCode::TokenInvalid,
        )
        .await;
    }
    assert_eq!(
        app.get(SUMMIT, None, &format!("/api/auth/invites/{token}"))
            .await
            .0
            .status(),
        200
    );
    // Whether an invited address has an account is for the invited person alone: the agency's
    // list of invitations does not say.
    app.post(
        SUMMIT,
        Some(&owner),
        "/api/invites",
        j!({ "email": "hq@harbor.example", "role": "broker" }),
    )
    .await;
    let listed = json(
        app.get(SUMMIT, Some(&owner), "/api/invites?status=pending")
            .await,
    )
    .await;
    assert!(listed["total"].as_i64().unwrap() >= 2);
    assert!(
        !listed.to_string().contains("existing_account")
            && !listed.to_string().contains("has_account"),
        "{listed}"
    );
}

#[tokio::test]
async fn mail_about_a_user_goes_to_their_own_address_and_through_the_platform_when_asked_there() {
    let app = seeded_app().await;
    let summit = tenants::registry::find_by_slug(&app.pool, "summit")
        .await
        .unwrap()
        .unwrap();
    // Asked with another spelling of the address: the message goes to the address on file.
    app.post(
        SUMMIT,
        None,
        "/api/auth/reset-password/request",
        j!({ "email": " Grace@SUMMIT.example " }),
    )
    .await;
    // On the platform's host, a member of Summit gets the platform's message.
    app.post(
        PLATFORM,
        None,
        "/api/auth/magic-link/request",
        j!({ "email": "marcus@summit.example" }),
    )
    .await;
    app.settle().await;
    let rows: Vec<(String, String, Option<uuid::Uuid>, String)> = sqlx::query_as(
        "SELECT kind, to_email, agency_id, from_name FROM outbox ORDER BY created_at",
    )
    .fetch_all(&app.pool)
    .await
    .unwrap();
    assert!(
        rows.contains(&(
            "reset_password".into(),
            "grace@summit.example".into(),
            Some(summit.id),
            "Summit Benefits Group".into()
        )),
        "{rows:?}"
    );
    assert!(
        rows.contains(&(
            "magic_link".into(),
            "marcus@summit.example".into(),
            None,
            "Canopy".into()
        )),
        "{rows:?}"
    );
    let link = link_in(
        &app.mail_to("marcus@summit.example", "sign-in link").await,
        "/auth/magic-link",
    );
    assert!(
        link.starts_with("http://localhost:8080/auth/magic-link?token="),
        "{link}"
    );
}

#[tokio::test]
async fn broker_sign_up_with_an_address_that_has_an_account_answers_like_a_new_one() {
    let app = seeded_app().await;
    let fresh = app
        .post(PLATFORM, None, "/api/auth/signup/broker", j!({ "name": "Rosa Alvarez", "agency_name": "Peak Benefit Advisors", "slug": "peak", "email": "rosa@peak-neutral.example", "password": "a long enough passphrase" }))
        .await;
    let existing = app
        .post(PLATFORM, None, "/api/auth/signup/broker", j!({ "name": "Not Dana", "agency_name": "Copycat Benefits", "slug": "copycat", "email": "dana@summit.example", "password": "a long enough passphrase" }))
        .await;
    assert_eq!(fresh.0.status(), existing.0.status());
    assert_eq!(fresh.0.status(), 202);
    assert!(
        fresh.0.headers().get("set-cookie").is_none()
            && existing.0.headers().get("set-cookie").is_none()
    );
    assert_eq!(json(fresh).await, json(existing).await, "the same answer");
    app.settle().await;

    // Dana hears of it; nothing is made for the copycat, not even its subdomain.
    let note = app.mail_to("dana@summit.example", "tried to sign up").await;
    let text = note["text"].as_str().unwrap();
    assert!(
        text.contains("already has an account")
            && text.contains("http://localhost:8080/auth/signin")
            && text.contains("reset"),
        "{text}"
    );
    assert!(!carries_token(text));
    let copycat = json(
        app.get(PLATFORM, None, "/api/auth/slug-availability?slug=copycat")
            .await,
    )
    .await;
    assert_eq!(copycat["available"], true);
    let peak = json(
        app.get(PLATFORM, None, "/api/auth/slug-availability?slug=peak")
            .await,
    )
    .await;
    assert_eq!(
        peak["available"], true,
        "nothing is made before the address is confirmed"
    );
    assert_eq!(
        sqlx::query_scalar::<_, i64>(
            "SELECT count(*) FROM users WHERE email ILIKE 'dana@summit.example'"
        )
        .fetch_one(&app.pool)
        .await
        .unwrap(),
        1
    );
    let attempt = sqlx::query_as::<_, (Option<uuid::Uuid>, String)>(
        "SELECT agency_id, from_name FROM outbox WHERE kind = 'signup_attempt'",
    )
    .fetch_one(&app.pool)
    .await
    .unwrap();
    assert_eq!(attempt, (None, "Canopy".to_string()));

    // The new address confirms and its agency opens, with the owner signed in and confirmed.
    let mail = app
        .mail_to("rosa@peak-neutral.example", "Confirm your email")
        .await;
    assert!(mail["subject"]
        .as_str()
        .unwrap()
        .contains("Peak Benefit Advisors"));
    let link = link_in(&mail, "/auth/signup/broker?token=");
    assert!(
        link.starts_with("http://localhost:8080/auth/signup/broker?token="),
        "{link}"
    );
    error_body(
        app.post(
            SUMMIT,
            None,
            "/api/auth/signup/broker/confirm",
            j!({ "token": token_of(&link) }),
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
    let cookie = cookie_of(&resp);
    let signed_up = json(resp).await;
    assert_eq!(
        (
            signed_up["me"]["role"].as_str(),
            signed_up["me"]["agency"]["slug"].as_str()
        ),
        (Some("owner"), Some("peak"))
    );
    assert_eq!(signed_up["me"]["email_verified"], true);
    assert!(signed_up["continue_url"]
        .as_str()
        .unwrap()
        .starts_with("http://peak.localhost:8080/auth/magic-link?token="));
    assert_eq!(
        json(app.get(PLATFORM, Some(&cookie), "/api/me").await).await["user"]["email"],
        "rosa@peak-neutral.example"
    );
    let (status, trial_days): (String, f64) = sqlx::query_as(
        "SELECT s.status, (extract(epoch FROM s.trial_ends_at - now()) / 86400)::float8 FROM subscriptions s JOIN agencies a ON a.id = s.agency_id WHERE a.slug = 'peak'",
    )
    .fetch_one(&app.pool)
    .await
    .unwrap();
    assert_eq!(status, "trialing");
    assert!((13.9..=14.0).contains(&trial_days), "{trial_days}");
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
    // The subdomain is taken now: a field error, whoever asks.
    let again = app
        .post(PLATFORM, None, "/api/auth/signup/broker", j!({ "name": "X", "agency_name": "Y", "slug": "peak", "email": "someone@else.example", "password": "a long enough passphrase" }))
        .await;
    assert!(
        error_body(again, 400, ErrorCode::Validation).await["details"]["fields"]["slug"]
            .is_string()
    );
}

#[tokio::test]
async fn email_link_requests_answer_before_any_work_for_the_address() {
    let app = seeded_app().await;
    sqlx::query("UPDATE users SET email_verified_at = NULL WHERE email = 'priya@summit.example'")
        .execute(&app.pool)
        .await
        .unwrap();
    let requests = [
        (
            "/api/auth/reset-password/request",
            "marcus@summit.example",
            "Reset your",
        ),
        (
            "/api/auth/magic-link/request",
            "grace@summit.example",
            "sign-in link",
        ),
        (
            "/api/auth/verify-email/resend",
            "priya@summit.example",
            "Confirm your email",
        ),
    ];
    // While nothing can write a token, a known address is answered at once, like an unknown one.
    let mut lock = app.pool.begin().await.unwrap();
    sqlx::query("LOCK TABLE email_tokens IN ACCESS EXCLUSIVE MODE")
        .execute(&mut *lock)
        .await
        .unwrap();
    for (path, known, _) in requests {
        let mut answers = Vec::new();
        for email in [known, "nobody-here@summit.example"] {
            let resp = tokio::time::timeout(
                std::time::Duration::from_secs(5),
                app.post(SUMMIT, None, path, j!({ "email": email })),
            )
            .await
            .unwrap_or_else(|_| panic!("{path} for {email} waited for work on the address"));
            answers.push((resp.0.status(), json(resp).await));
        }
        assert_eq!(answers[0], answers[1], "{path}");
        assert_eq!(answers[0].0, 202);
    }
    lock.rollback().await.unwrap();
    app.settle().await;
    for (_, known, subject) in requests {
        app.mail_to(known, subject).await;
    }
    let sent: i64 = sqlx::query_scalar(
        "SELECT count(*) FROM outbox WHERE to_email = 'nobody-here@summit.example'",
    )
    .fetch_one(&app.pool)
    .await
    .unwrap();
    assert_eq!(sent, 0);

    // Known and unknown addresses take the same time to answer (generous bound: no hashing,
    // token or mail on either path before the answer).
    let mut known = Vec::new();
    let mut unknown = Vec::new();
    for round in 0..3 {
        for (email, times) in [
            ("hannah@brightpath.example", &mut known),
            (&*format!("ghost-{round}@summit.example"), &mut unknown),
        ] {
            let started = std::time::Instant::now();
            let resp = app
                .post(
                    "summit.localhost:8080",
                    None,
                    "/api/auth/reset-password/request",
                    j!({ "email": email }),
                )
                .await;
            times.push(started.elapsed());
            assert_eq!(resp.0.status(), 202);
        }
    }
    app.settle().await;
    known.sort();
    unknown.sort();
    let (k, u) = (known[1], unknown[1]);
    assert!(
        k < u * 3 + std::time::Duration::from_millis(50),
        "known {k:?} against unknown {u:?}"
    );
}

#[tokio::test]
async fn the_outbox_says_when_no_mail_server_delivers_it() {
    let db = test_db().await;
    platform::seed::seed(&db.pool).await.unwrap();
    let mut config = test_config(false);
    config.smtp_url = None;
    let app = app_with(db.pool.clone(), config, Some(job_settings())).await;
    let owner = app
        .sign_in(SUMMIT, "dana@summit.example", PASSWORD)
        .await
        .unwrap();
    let invited = app
        .post(
            SUMMIT,
            Some(&owner),
            "/api/invites",
            j!({ "email": "waiting@summit.example", "role": "broker" }),
        )
        .await;
    assert_eq!(invited.0.status(), 201);
    let delivery = json(app.get(SUMMIT, Some(&owner), "/api/outbox/delivery").await).await;
    assert_eq!(delivery["smtp_configured"], false, "{delivery}");
    assert!(delivery["queued"].as_i64().unwrap() >= 1, "{delivery}");
    assert!(delivery["oldest_queued_at"].is_string(), "{delivery}");

    let delivering = seeded_app().await;
    let owner = delivering
        .sign_in(SUMMIT, "dana@summit.example", PASSWORD)
        .await
        .unwrap();
    let delivery = json(
        delivering
            .get(SUMMIT, Some(&owner), "/api/outbox/delivery")
            .await,
    )
    .await;
    assert_eq!(delivery["smtp_configured"], true, "{delivery}");
    let broker = delivering
        .sign_in(SUMMIT, "marcus@summit.example", PASSWORD)
        .await
        .unwrap();
    error_body(
        delivering
            .get(SUMMIT, Some(&broker), "/api/outbox/delivery")
            .await,
        403,
        ErrorCode::Forbidden,
    )
    .await;
}
