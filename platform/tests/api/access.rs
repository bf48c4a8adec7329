//! The access matrix: each role gets exactly what the policy gives, nothing across agencies.

use crate::common::*;

const HARBOR: &str = "harbor.localhost:8080";

/// (role's login, host) for every built-in role.
const LOGINS: &[(&str, &str, &str)] = &[
    ("platform_operator", "operator@canopy.example", PLATFORM),
    ("owner", "dana@summit.example", SUMMIT),
    ("admin", "grace@summit.example", SUMMIT),
    ("broker", "marcus@summit.example", SUMMIT),
    ("employer_admin", "hannah@brightpath.example", SUMMIT),
    ("employee", "leo@brightpath.example", SUMMIT),
];

/// Expected status per (endpoint, role) in the order of LOGINS.
const MATRIX: &[(&str, [u16; 6])] = &[
    ("/api/me", [200, 200, 200, 200, 200, 200]),
    ("/api/dashboard", [200, 200, 200, 200, 200, 200]),
    ("/api/members", [403, 200, 200, 200, 403, 403]),
    ("/api/agencies", [200, 403, 403, 403, 403, 403]),
    ("/api/client-errors", [200, 200, 200, 403, 403, 403]),
];

#[tokio::test]
async fn each_role_gets_exactly_what_the_policy_gives() {
    let app = seeded_app().await;
    for (i, (role, email, host)) in LOGINS.iter().enumerate() {
        let cookie = app
            .sign_in(host, email, PASSWORD)
            .await
            .unwrap_or_else(|e| panic!("{role}: {e:?}"));
        let me = json(app.get(host, Some(&cookie), "/api/me").await).await;
        assert_eq!(me["role"], *role);
        for (path, expected) in MATRIX {
            let resp = app.get(host, Some(&cookie), path).await;
            let status = resp.0.status().as_u16();
            assert_eq!(status, expected[i], "{role} GET {path}");
            if status == 403 {
                error_body(resp, 403, ErrorCode::Forbidden).await;
            }
        }
        let create = app
            .post(
                host,
                Some(&cookie),
                "/api/agencies",
                serde_json::json!({ "name": "New Agency", "slug": format!("new-{i}") }),
            )
            .await;
        let expected = if *role == "platform_operator" {
            201
        } else {
            403
        };
        assert_eq!(
            create.0.status().as_u16(),
            expected,
            "{role} POST /api/agencies"
        );
    }
}

#[tokio::test]
async fn signed_out_is_401_everywhere() {
    let app = seeded_app().await;
    for (path, _) in MATRIX {
        error_body(
            app.get(SUMMIT, None, path).await,
            401,
            ErrorCode::Unauthenticated,
        )
        .await;
        error_body(
            app.get(SUMMIT, Some("canopy_session=forged"), path).await,
            401,
            ErrorCode::Unauthenticated,
        )
        .await;
    }
}

#[tokio::test]
async fn another_agency_is_out_of_reach() {
    let app = seeded_app().await;
    let harbor = tenants::registry::provision(&app.pool, "harbor", "Harbor Insurance Partners")
        .await
        .unwrap();
    let hash = platform::auth::password::hash(PASSWORD);
    let user: uuid::Uuid = sqlx::query_scalar("INSERT INTO users (email, name, password_hash) VALUES ('owner@harbor.example', 'Harbor Owner', $1) RETURNING id")
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
        .sign_in(HARBOR, "owner@harbor.example", PASSWORD)
        .await
        .unwrap();
    // Harbor's session presented on Summit's host: refused.
    for (path, _) in MATRIX {
        error_body(
            app.get(SUMMIT, Some(&harbor_owner), path).await,
            403,
            ErrorCode::Forbidden,
        )
        .await;
    }
    // Summit's member ids do not exist for Harbor.
    let summit_owner = app
        .sign_in(SUMMIT, "dana@summit.example", PASSWORD)
        .await
        .unwrap();
    let members = json(app.get(SUMMIT, Some(&summit_owner), "/api/members").await).await;
    let summit_member = members["data"][0]["id"].as_str().unwrap().to_string();
    error_body(
        app.get(
            HARBOR,
            Some(&harbor_owner),
            &format!("/api/members/{summit_member}"),
        )
        .await,
        404,
        ErrorCode::NotFound,
    )
    .await;
    let harbor_members = json(app.get(HARBOR, Some(&harbor_owner), "/api/members").await).await;
    assert_eq!(harbor_members["total"], 1);
    assert_eq!(harbor_members["data"][0]["email"], "owner@harbor.example");

    // One cannot sign in on an agency's host without a membership there.
    let (status, body) = app
        .sign_in(HARBOR, "dana@summit.example", PASSWORD)
        .await
        .unwrap_err();
    assert_eq!(
        (status, body["code"].as_str().unwrap()),
        (401, "invalid_credentials")
    );
    let (status, _) = app
        .sign_in(SUMMIT, "operator@canopy.example", PASSWORD)
        .await
        .unwrap_err();
    assert_eq!(status, 401);
    // The platform operator's session is not an agency's.
    let operator = app
        .sign_in(PLATFORM, "operator@canopy.example", PASSWORD)
        .await
        .unwrap();
    error_body(
        app.get(SUMMIT, Some(&operator), "/api/dashboard").await,
        403,
        ErrorCode::Forbidden,
    )
    .await;
}

#[tokio::test]
async fn deactivation_ends_access_at_once() {
    let app = seeded_app().await;
    let broker = app
        .sign_in(SUMMIT, "marcus@summit.example", PASSWORD)
        .await
        .unwrap();
    assert_eq!(
        app.get(SUMMIT, Some(&broker), "/api/members")
            .await
            .0
            .status(),
        200
    );
    sqlx::query("UPDATE memberships SET status = 'deactivated' WHERE user_id = (SELECT id FROM users WHERE email = 'marcus@summit.example')")
        .execute(&app.pool)
        .await
        .unwrap();
    error_body(
        app.get(SUMMIT, Some(&broker), "/api/members").await,
        401,
        ErrorCode::Unauthenticated,
    )
    .await;
    let (status, _) = app
        .sign_in(SUMMIT, "marcus@summit.example", PASSWORD)
        .await
        .unwrap_err();
    assert_eq!(status, 401);
}
