//! Billing: the plan catalogue for anyone, and the agency's subscription and usage against its
//! plan's limits for its own team.

use crate::common::*;
use platform::error::ErrorCode;
use serde_json::Value;

async fn schema(app: &TestApp) -> String {
    tenants::registry::find_by_slug(&app.pool, "summit")
        .await
        .unwrap()
        .unwrap()
        .schema_name
}

fn used(billing: &Value, kind: &str) -> (i64, Option<i64>) {
    let u = billing["usage"]
        .as_array()
        .unwrap()
        .iter()
        .find(|u| u["kind"] == kind)
        .unwrap_or_else(|| panic!("no {kind} in {billing}"));
    (u["used"].as_i64().unwrap(), u["limit"].as_i64())
}

#[tokio::test]
async fn the_catalogue_is_public_and_the_team_reads_its_trial_and_usage_against_the_limits() {
    let app = seeded_app().await;
    platform::seed::seed_book(&app.state).await.unwrap();
    let resp = app.get(SUMMIT, None, "/api/billing/plans").await;
    let text = String::from_utf8(resp.0.into_body().into_vec().await.unwrap()).unwrap();
    assert!(!text.contains("stripe"), "price ids stay with the operator");
    let plans: Value = serde_json::from_str(&text).unwrap();
    let ids: Vec<&str> = plans
        .as_array()
        .unwrap()
        .iter()
        .map(|p| p["id"].as_str().unwrap())
        .collect();
    assert_eq!(ids, ["starter", "growth", "scale"]);
    assert_eq!(plans[0]["monthly_cents"], 19_900);
    assert_eq!(plans[0]["max_groups"], 25);
    assert!(plans[2]["max_groups"].is_null(), "Scale has no limit");

    // The agency is a week into its trial: it tries Growth's limits.
    let schema = schema(&app).await;
    sqlx::query(
        "INSERT INTO subscriptions (agency_id, plan, status, trial_ends_at)
         SELECT id, 'trial', 'trialing', now() + interval '6 days 2 hours' FROM agencies WHERE slug = 'summit'
         ON CONFLICT (agency_id) DO UPDATE SET plan = EXCLUDED.plan, status = EXCLUDED.status,
                                               trial_ends_at = EXCLUDED.trial_ends_at",
    )
    .execute(&app.pool)
    .await
    .unwrap();
    let owner = app
        .sign_in(SUMMIT, "dana@summit.example", PASSWORD)
        .await
        .unwrap();
    let billing = json(app.get(SUMMIT, Some(&owner), "/api/billing").await).await;
    assert_eq!(billing["configured"], false, "no Stripe key in tests");
    let sub = &billing["subscription"];
    assert_eq!(sub["status"], "trialing");
    assert_eq!(sub["trialing"], true);
    assert_eq!(sub["trial_days_left"], 7);
    assert_eq!(sub["plan"]["id"], "growth");
    let (groups, employees, seats): (i64, i64, i64) = sqlx::query_as(&format!(
        "SELECT (SELECT count(*) FROM {schema}.groups WHERE status <> 'archived'),
                (SELECT count(*) FROM {schema}.employees e JOIN {schema}.groups g ON g.id = e.group_id
                  WHERE g.status <> 'archived' AND e.status <> 'terminated'),
                (SELECT count(*) FROM memberships m JOIN agencies a ON a.id = m.agency_id
                  WHERE a.slug = 'summit' AND m.status = 'active' AND m.group_id IS NULL AND m.employee_id IS NULL)
                + (SELECT count(*) FROM invites i JOIN agencies a ON a.id = i.agency_id
                  WHERE a.slug = 'summit' AND i.accepted_at IS NULL AND i.revoked_at IS NULL
                    AND i.expires_at > now() AND i.group_id IS NULL AND i.employee_id IS NULL)"
    ))
    .fetch_one(&app.pool)
    .await
    .unwrap();
    assert!(groups > 0 && employees > 0 && seats > 0);
    assert_eq!(used(&billing, "groups"), (groups, Some(100)));
    assert_eq!(used(&billing, "employees"), (employees, Some(15_000)));
    assert_eq!(used(&billing, "seats"), (seats, Some(10)));

    // Archiving a group frees its place; a subscription on Starter has Starter's limits.
    sqlx::query(&format!(
        "UPDATE {schema}.groups SET status = 'archived' WHERE id = (SELECT id FROM {schema}.groups ORDER BY name LIMIT 1)"
    ))
    .execute(&app.pool)
    .await
    .unwrap();
    sqlx::query(
        "UPDATE subscriptions SET plan = 'starter', status = 'active'
          WHERE agency_id = (SELECT id FROM agencies WHERE slug = 'summit')",
    )
    .execute(&app.pool)
    .await
    .unwrap();
    let broker = app
        .sign_in(SUMMIT, "marcus@summit.example", PASSWORD)
        .await
        .unwrap();
    let billing = json(app.get(SUMMIT, Some(&broker), "/api/billing").await).await;
    assert_eq!(billing["subscription"]["plan"]["id"], "starter");
    assert_eq!(billing["subscription"]["trialing"], false);
    assert!(billing["subscription"]["trial_days_left"].is_null());
    assert_eq!(used(&billing, "groups").0, groups - 1);
    assert_eq!(used(&billing, "seats"), (seats, Some(3)));

    // Employer admins and employees have no part in the agency's billing; signed out, nobody.
    for (email, _) in [
        ("hannah@brightpath.example", "employer admin"),
        ("leo@brightpath.example", "employee"),
    ] {
        let cookie = app.sign_in(SUMMIT, email, PASSWORD).await.unwrap();
        error_body(
            app.get(SUMMIT, Some(&cookie), "/api/billing").await,
            403,
            ErrorCode::Forbidden,
        )
        .await;
    }
    error_body(
        app.get(SUMMIT, None, "/api/billing").await,
        401,
        ErrorCode::Unauthenticated,
    )
    .await;
}
