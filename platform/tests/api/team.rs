//! Role changes, deactivation, owner protections and the agency's own roles.

use crate::common::*;
use platform::auth::dto::Me;
use platform::rbac::Permission;
use platform::team::dto::Role;
use serde_json::json as j;

async fn member_id(app: &TestApp, cookie: &str, email: &str) -> String {
    let found = json(
        app.get(SUMMIT, Some(cookie), &format!("/api/members?q={email}"))
            .await,
    )
    .await;
    found["data"][0]["id"].as_str().unwrap().to_string()
}

async fn put(
    app: &TestApp,
    cookie: &str,
    path: &str,
    body: serde_json::Value,
) -> poem::test::TestResponse {
    app.client
        .put(path)
        .header("host", SUMMIT)
        .header("cookie", cookie)
        .header("x-canopy-csrf", "1")
        .body_json(&body)
        .send()
        .await
}

#[tokio::test]
async fn roles_change_and_owners_are_protected() {
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
        .sign_in(SUMMIT, "priya@summit.example", PASSWORD)
        .await
        .unwrap();
    let dana = member_id(&app, &owner, "dana@").await;
    let priya = member_id(&app, &owner, "priya@").await;

    error_body(
        put(
            &app,
            &admin,
            &format!("/api/members/{dana}"),
            j!({ "status": "deactivated" }),
        )
        .await,
        403,
        ErrorCode::Forbidden,
    )
    .await;
    error_body(
        put(
            &app,
            &admin,
            &format!("/api/members/{priya}"),
            j!({ "role": "owner" }),
        )
        .await,
        403,
        ErrorCode::Forbidden,
    )
    .await;
    error_body(
        put(
            &app,
            &owner,
            &format!("/api/members/{dana}"),
            j!({ "role": "admin" }),
        )
        .await,
        403,
        ErrorCode::Forbidden,
    )
    .await;
    error_body(
        put(
            &app,
            &broker,
            &format!("/api/members/{priya}"),
            j!({ "role": "admin" }),
        )
        .await,
        403,
        ErrorCode::Forbidden,
    )
    .await;
    error_body(
        put(
            &app,
            &admin,
            &format!("/api/members/{priya}"),
            j!({ "role": "wizard" }),
        )
        .await,
        400,
        ErrorCode::Validation,
    )
    .await;

    let promoted = json(
        put(
            &app,
            &admin,
            &format!("/api/members/{priya}"),
            j!({ "role": "admin" }),
        )
        .await,
    )
    .await;
    assert_eq!(promoted["role"], "admin");
    assert_eq!(
        body::<Me>(app.get(SUMMIT, Some(&broker), "/api/me").await)
            .await
            .role,
        "admin",
        "applies at once"
    );

    let deactivated = json(
        put(
            &app,
            &owner,
            &format!("/api/members/{priya}"),
            j!({ "status": "deactivated" }),
        )
        .await,
    )
    .await;
    assert_eq!(deactivated["status"], "deactivated");
    error_body(
        app.get(SUMMIT, Some(&broker), "/api/me").await,
        401,
        ErrorCode::Unauthenticated,
    )
    .await;

    // With a second owner, the first is stepped down by them (nobody changes their own role).
    put(
        &app,
        &owner,
        &format!("/api/members/{priya}"),
        j!({ "status": "active", "role": "owner" }),
    )
    .await;
    let second_owner = app
        .sign_in(SUMMIT, "priya@summit.example", PASSWORD)
        .await
        .unwrap();
    let stepped = json(
        put(
            &app,
            &second_owner,
            &format!("/api/members/{dana}"),
            j!({ "role": "admin" }),
        )
        .await,
    )
    .await;
    assert_eq!(stepped["role"], "admin");
}

#[tokio::test]
async fn nobody_grants_more_than_they_hold() {
    let app = seeded_app().await;
    let owner = app
        .sign_in(SUMMIT, "dana@summit.example", PASSWORD)
        .await
        .unwrap();
    let admin = app
        .sign_in(SUMMIT, "grace@summit.example", PASSWORD)
        .await
        .unwrap();
    let people = j!([{ "resource": "members", "action": "read" }, { "resource": "members", "action": "write" }, { "resource": "roles", "action": "write" }]);
    let created = app
        .post(
            SUMMIT,
            Some(&owner),
            "/api/roles",
            j!({ "name": "people_ops", "label": "People ops", "permissions": people }),
        )
        .await;
    assert_eq!(created.0.status(), 201);
    let marcus = member_id(&app, &owner, "marcus@").await;
    let priya = member_id(&app, &owner, "priya@").await;
    let grace = member_id(&app, &owner, "grace@").await;
    assert_eq!(
        put(
            &app,
            &owner,
            &format!("/api/members/{marcus}"),
            j!({ "role": "people_ops" })
        )
        .await
        .0
        .status(),
        200
    );
    let custom = app
        .sign_in(SUMMIT, "marcus@summit.example", PASSWORD)
        .await
        .unwrap();

    // The custom role cannot promote itself, nor give or take roles beyond its own permissions.
    error_body(
        put(
            &app,
            &custom,
            &format!("/api/members/{marcus}"),
            j!({ "role": "admin" }),
        )
        .await,
        403,
        ErrorCode::Forbidden,
    )
    .await;
    error_body(
        put(
            &app,
            &custom,
            &format!("/api/members/{marcus}"),
            j!({ "role": "owner" }),
        )
        .await,
        403,
        ErrorCode::Forbidden,
    )
    .await;
    error_body(
        put(
            &app,
            &custom,
            &format!("/api/members/{priya}"),
            j!({ "role": "admin" }),
        )
        .await,
        403,
        ErrorCode::Forbidden,
    )
    .await;
    error_body(
        put(
            &app,
            &custom,
            &format!("/api/members/{grace}"),
            j!({ "status": "deactivated" }),
        )
        .await,
        403,
        ErrorCode::Forbidden,
    )
    .await;
    error_body(
        put(
            &app,
            &custom,
            &format!("/api/members/{grace}"),
            j!({ "role": "people_ops" }),
        )
        .await,
        403,
        ErrorCode::Forbidden,
    )
    .await;
    let invite = app
        .post(
            SUMMIT,
            Some(&custom),
            "/api/invites",
            j!({ "email": "new.admin@summit.example", "role": "admin" }),
        )
        .await;
    error_body(invite, 403, ErrorCode::Forbidden).await;
    // Nor define a role wider than itself, or widen its own.
    let wider = j!([{ "resource": "members", "action": "write" }, { "resource": "groups", "action": "write" }]);
    error_body(
        app.post(
            SUMMIT,
            Some(&custom),
            "/api/roles",
            j!({ "name": "wider", "label": "Wider", "permissions": wider }),
        )
        .await,
        403,
        ErrorCode::Forbidden,
    )
    .await;
    let widened = j!([{ "resource": "members", "action": "write" }, { "resource": "roles", "action": "write" }, { "resource": "audit", "action": "read" }]);
    error_body(
        put(
            &app,
            &custom,
            "/api/roles/people_ops",
            j!({ "name": "people_ops", "label": "People ops", "permissions": widened }),
        )
        .await,
        403,
        ErrorCode::Forbidden,
    )
    .await;
    assert_eq!(
        body::<Me>(app.get(SUMMIT, Some(&custom), "/api/me").await)
            .await
            .role,
        "people_ops",
        "unchanged"
    );
    // What it holds, it may give; a broker holds more, so it cannot change one.
    let invited = app
        .post(
            SUMMIT,
            Some(&custom),
            "/api/invites",
            j!({ "email": "new.people@summit.example", "role": "people_ops" }),
        )
        .await;
    assert_eq!(invited.0.status(), 201);
    error_body(
        put(
            &app,
            &custom,
            &format!("/api/members/{priya}"),
            j!({ "role": "people_ops" }),
        )
        .await,
        403,
        ErrorCode::Forbidden,
    )
    .await;

    // Built-in roles: an admin gives every role but owner, and changes nobody above them.
    let dana = member_id(&app, &owner, "dana@").await;
    for role in ["broker", "admin"] {
        assert_eq!(
            put(
                &app,
                &admin,
                &format!("/api/members/{priya}"),
                j!({ "role": role })
            )
            .await
            .0
            .status(),
            200,
            "admin gives {role}"
        );
    }
    error_body(
        put(
            &app,
            &admin,
            &format!("/api/members/{priya}"),
            j!({ "role": "owner" }),
        )
        .await,
        403,
        ErrorCode::Forbidden,
    )
    .await;
    error_body(
        put(
            &app,
            &admin,
            &format!("/api/members/{dana}"),
            j!({ "role": "broker" }),
        )
        .await,
        403,
        ErrorCode::Forbidden,
    )
    .await;
    error_body(
        put(
            &app,
            &admin,
            &format!("/api/members/{grace}"),
            j!({ "role": "broker" }),
        )
        .await,
        403,
        ErrorCode::Forbidden,
    )
    .await;
    let broker = app
        .sign_in(SUMMIT, "priya@summit.example", PASSWORD)
        .await
        .unwrap();
    assert_eq!(
        put(
            &app,
            &owner,
            &format!("/api/members/{priya}"),
            j!({ "role": "broker" })
        )
        .await
        .0
        .status(),
        200
    );
    error_body(
        put(
            &app,
            &broker,
            &format!("/api/members/{marcus}"),
            j!({ "role": "broker" }),
        )
        .await,
        403,
        ErrorCode::Forbidden,
    )
    .await;
}

#[tokio::test]
async fn agencies_define_their_own_roles() {
    let app = seeded_app().await;
    let owner = app
        .sign_in(SUMMIT, "dana@summit.example", PASSWORD)
        .await
        .unwrap();
    let catalogue: Vec<Permission> =
        body(app.get(SUMMIT, Some(&owner), "/api/permissions").await).await;
    assert!(catalogue
        .iter()
        .any(|p| p.resource == "members" && p.action == "read"));

    let bad = app.post(SUMMIT, Some(&owner), "/api/roles", j!({ "name": "owner", "label": "", "permissions": [{ "resource": "agencies", "action": "create" }] })).await;
    error_body(bad, 400, ErrorCode::Validation).await;
    let created = app
        .post(SUMMIT, Some(&owner), "/api/roles", j!({ "name": "analyst", "label": "Read-only analyst", "permissions": [{ "resource": "members", "action": "read" }, { "resource": "dashboard", "action": "read" }] }))
        .await;
    assert_eq!(created.0.status(), 201);
    let roles: Vec<Role> = body(app.get(SUMMIT, Some(&owner), "/api/roles").await).await;
    assert!(roles.iter().any(|r| r.name == "analyst" && !r.builtin));

    app.post(
        SUMMIT,
        Some(&owner),
        "/api/invites",
        j!({ "email": "ana@summit.example", "name": "Ana Lytic", "role": "analyst" }),
    )
    .await;
    let token = token_of(&link_in(
        &app.mail_to("ana@summit.example", "invited you").await,
        "/auth/signup",
    ));
    assert!(
        app.mail_to("ana@summit.example", "invited you").await["text"]
            .as_str()
            .unwrap()
            .contains("as a read-only analyst")
    );
    let joined = app
        .post(
            SUMMIT,
            None,
            "/api/auth/signup",
            j!({ "invite_token": token, "name": "Ana Lytic", "password": "analyst passphrase" }),
        )
        .await;
    let cookie = joined
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
    let me: Me = body(joined).await;
    assert_eq!(me.role, "analyst");
    assert_eq!(me.permissions.len(), 2);
    assert_eq!(
        app.get(SUMMIT, Some(&cookie), "/api/members")
            .await
            .0
            .status(),
        200
    );
    assert_eq!(
        app.get(SUMMIT, Some(&cookie), "/api/client-errors")
            .await
            .0
            .status(),
        403
    );

    // Widening the role applies at once; deleting it needs nobody to hold it.
    let widened = put(&app, &owner, "/api/roles/analyst", j!({ "name": "analyst", "label": "Analyst", "permissions": [{ "resource": "members", "action": "read" }, { "resource": "client_errors", "action": "read" }] })).await;
    assert_eq!(widened.0.status(), 200);
    assert_eq!(
        app.get(SUMMIT, Some(&cookie), "/api/client-errors")
            .await
            .0
            .status(),
        200
    );
    let delete = app
        .client
        .delete("/api/roles/analyst")
        .header("host", SUMMIT)
        .header("cookie", &owner)
        .header("x-canopy-csrf", "1")
        .send()
        .await;
    error_body(delete, 409, ErrorCode::Conflict).await;
    let builtin = app
        .client
        .delete("/api/roles/broker")
        .header("host", SUMMIT)
        .header("cookie", &owner)
        .header("x-canopy-csrf", "1")
        .send()
        .await;
    error_body(builtin, 403, ErrorCode::Forbidden).await;
}

#[tokio::test]
async fn role_changes_reach_every_server() {
    let first = seeded_app().await;
    let second = app_on(first.pool.clone(), false).await;
    tokio::spawn(platform::team::roles::follow_changes(
        std::sync::Arc::new(second.state.clone()),
        second.pool.clone(),
    ));
    tokio::time::sleep(std::time::Duration::from_millis(300)).await;
    let owner = first
        .sign_in(SUMMIT, "dana@summit.example", PASSWORD)
        .await
        .unwrap();
    let created = first
        .post(SUMMIT, Some(&owner), "/api/roles", j!({ "name": "auditor", "label": "Auditor", "permissions": [{ "resource": "audit", "action": "read" }] }))
        .await;
    assert_eq!(created.0.status(), 201);
    let agency = tenants::registry::find_by_slug(&first.pool, "summit")
        .await
        .unwrap()
        .unwrap()
        .id
        .to_string();
    for _ in 0..50 {
        if second
            .state
            .rbac
            .allows("auditor", &agency, "audit", "read")
            .await
        {
            return;
        }
        tokio::time::sleep(std::time::Duration::from_millis(100)).await;
    }
    panic!("the second server never learned the new role");
}

#[tokio::test]
async fn a_change_and_its_audit_row_commit_together() {
    let app = seeded_app().await;
    let owner = app
        .sign_in(SUMMIT, "dana@summit.example", PASSWORD)
        .await
        .unwrap();
    let schema = tenants::registry::find_by_slug(&app.pool, "summit")
        .await
        .unwrap()
        .unwrap()
        .schema_name;
    let audited = |entity: &'static str, id: &'static str| {
        let sql = format!(
            "SELECT count(*) FROM {schema}.audit_log WHERE entity = '{entity}' AND entity_id = '{id}'"
        );
        let pool = app.pool.clone();
        async move {
            sqlx::query_scalar::<_, i64>(&sql)
                .fetch_one(&pool)
                .await
                .unwrap()
        }
    };
    let role_rows = || async {
        sqlx::query_scalar::<_, i64>("SELECT count(*) FROM agency_roles WHERE name = 'analyst'")
            .fetch_one(&app.pool)
            .await
            .unwrap()
    };
    let analyst = j!({ "name": "analyst", "label": "Analyst", "permissions": [{ "resource": "members", "action": "read" }] });

    // The audit row cannot be written: the role is not made either.
    sqlx::raw_sql(&format!(
        "CREATE FUNCTION {schema}.refuse_role_audit() RETURNS trigger LANGUAGE plpgsql AS
           $$ BEGIN RAISE EXCEPTION 'audit refused'; END $$;
         CREATE TRIGGER refuse_role_audit BEFORE INSERT ON {schema}.audit_log
           FOR EACH ROW WHEN (NEW.entity = 'role') EXECUTE FUNCTION {schema}.refuse_role_audit();"
    ))
    .execute(&app.pool)
    .await
    .unwrap();
    error_body(
        app.post(SUMMIT, Some(&owner), "/api/roles", analyst.clone())
            .await,
        500,
        ErrorCode::Internal,
    )
    .await;
    assert_eq!(role_rows().await, 0);
    assert_eq!(audited("role", "analyst").await, 0);
    let roles: Vec<Role> = body(app.get(SUMMIT, Some(&owner), "/api/roles").await).await;
    assert!(!roles.iter().any(|r| r.name == "analyst"));

    // Accepted: the role and exactly one audit row.
    sqlx::query(&format!(
        "DROP TRIGGER refuse_role_audit ON {schema}.audit_log"
    ))
    .execute(&app.pool)
    .await
    .unwrap();
    let made = app
        .post(SUMMIT, Some(&owner), "/api/roles", analyst.clone())
        .await;
    assert_eq!(made.0.status(), 201);
    assert_eq!(role_rows().await, 1);
    assert_eq!(audited("role", "analyst").await, 1);

    // Refused by a rule inside the change: nothing is written.
    error_body(
        app.post(SUMMIT, Some(&owner), "/api/roles", analyst).await,
        400,
        ErrorCode::Validation,
    )
    .await;
    assert_eq!(audited("role", "analyst").await, 1);
    let priya = member_id(&app, &owner, "priya@").await;
    put(
        &app,
        &owner,
        &format!("/api/members/{priya}"),
        j!({ "role": "analyst" }),
    )
    .await;
    let refused = app
        .client
        .delete("/api/roles/analyst")
        .header("host", SUMMIT)
        .header("cookie", &owner)
        .header("x-canopy-csrf", "1")
        .send()
        .await;
    error_body(refused, 409, ErrorCode::Conflict).await;
    assert_eq!(role_rows().await, 1);
    assert_eq!(
        sqlx::query_scalar::<_, i64>(&format!(
            "SELECT count(*) FROM {schema}.audit_log WHERE entity = 'role' AND action = 'delete'"
        ))
        .fetch_one(&app.pool)
        .await
        .unwrap(),
        0
    );
}
