//! Billing through Stripe, against the loopback stand-in of Stripe's API (e2e/stripe-standin.mjs):
//! checkout, webhooks with real signatures (replayed, out of order, concurrent, forged, stale),
//! the read-only state of a lapsed agency, and the plan's limits under concurrent writes.

use std::io::BufRead;

use crate::common::*;
use hmac::{Hmac, Mac};
use platform::error::ErrorCode;
use serde_json::{json as j, Value};
use sha2::Sha256;

pub(crate) const API_KEY: &str = "sk_test_canopy";
pub(crate) const WEBHOOK_SECRET: &str = "whsec_canopy_test";

pub(crate) struct StandIn {
    pub(crate) base: String,
    http: reqwest::Client,
    _child: std::process::Child,
    _stdout: std::io::BufReader<std::process::ChildStdout>,
}

pub(crate) fn start_standin() -> StandIn {
    let mut child = std::process::Command::new("node")
        .arg(concat!(
            env!("CARGO_MANIFEST_DIR"),
            "/../e2e/stripe-standin.mjs"
        ))
        .args([
            "--port",
            "0",
            "--api-key",
            API_KEY,
            "--webhook-secret",
            WEBHOOK_SECRET,
        ])
        .args(["--price", "price_starter_month=19900/month:Starter"])
        .args(["--price", "price_growth_month=49900/month:Growth"])
        .args(["--price", "price_growth_year=499000/year:Growth"])
        // It stops when its stdin closes, with the test.
        .stdin(std::process::Stdio::piped())
        .stdout(std::process::Stdio::piped())
        .stderr(std::process::Stdio::inherit())
        .spawn()
        .expect("start the Stripe stand-in (node)");
    let mut stdout = std::io::BufReader::new(child.stdout.take().unwrap());
    let mut line = String::new();
    stdout.read_line(&mut line).unwrap();
    let port = line
        .trim()
        .strip_prefix("ready ")
        .unwrap_or_else(|| panic!("the stand-in did not start: {line:?}"))
        .to_string();
    StandIn {
        base: format!("http://127.0.0.1:{port}"),
        http: reqwest::Client::new(),
        _child: child,
        _stdout: stdout,
    }
}

impl StandIn {
    pub(crate) async fn post(&self, path: &str) -> Value {
        let resp = self
            .http
            .post(format!("{}{path}", self.base))
            .send()
            .await
            .unwrap();
        assert!(resp.status().is_success(), "{path}: {}", resp.status());
        serde_json::from_slice(&resp.bytes().await.unwrap()).unwrap()
    }

    pub(crate) async fn events(&self) -> Vec<Value> {
        let resp = self
            .http
            .get(format!("{}/_test/events", self.base))
            .send()
            .await
            .unwrap();
        serde_json::from_slice(&resp.bytes().await.unwrap()).unwrap()
    }

    /// Cancels a subscription at once, as the customer portal would.
    async fn cancel(&self, subscription: &str) {
        let resp = self
            .http
            .delete(format!("{}/v1/subscriptions/{subscription}", self.base))
            .bearer_auth(API_KEY)
            .send()
            .await
            .unwrap();
        assert!(resp.status().is_success());
    }
}

/// Summit with Stripe configured, on a trial with no Stripe customer nor invoice yet, the
/// catalogue's plans mapped to the stand-in's prices.
async fn billing_app(standin: &StandIn) -> TestApp {
    let db = test_db().await;
    platform::seed::seed(&db.pool).await.unwrap();
    let mut config = test_config(false);
    config.stripe_secret_key = Some(API_KEY.into());
    config.stripe_webhook_secret = Some(WEBHOOK_SECRET.into());
    config.stripe_api_base = Some(format!("{}/", standin.base));
    let app = app_with(db.pool, config, Some(job_settings())).await;
    start_on_a_trial_with_stripe_prices(&app.pool).await;
    app
}

/// The demo's plans priced in the stand-in, and Summit on a trial with no Stripe customer and no
/// invoices yet.
pub(crate) async fn start_on_a_trial_with_stripe_prices(pool: &sqlx::PgPool) {
    sqlx::query(
        "UPDATE billing_plans SET stripe_monthly_price = 'price_' || id || '_month',
                                  stripe_yearly_price = 'price_' || id || '_year'",
    )
    .execute(pool)
    .await
    .unwrap();
    sqlx::query(
        "UPDATE subscriptions SET plan = 'trial', status = 'trialing',
                trial_ends_at = now() + interval '10 days', stripe_customer_id = NULL,
                stripe_subscription_id = NULL
         WHERE agency_id = (SELECT id FROM agencies WHERE slug = 'summit')",
    )
    .execute(pool)
    .await
    .unwrap();
    sqlx::query("DELETE FROM billing_invoices")
        .execute(pool)
        .await
        .unwrap();
}

pub(crate) fn signature(body: &str, at: i64, secret: &str) -> String {
    let mut mac = Hmac::<Sha256>::new_from_slice(secret.as_bytes()).unwrap();
    mac.update(format!("{at}.{body}").as_bytes());
    format!("t={at},v1={}", hex::encode(mac.finalize().into_bytes()))
}

async fn deliver_signed(app: &TestApp, body: &str, header: &str) -> poem::test::TestResponse {
    app.client
        .post("/api/billing/webhook")
        .header("host", PLATFORM)
        .header("content-type", "application/json")
        .header("stripe-signature", header)
        .body(body.to_string())
        .send()
        .await
}

/// Delivers an event as Stripe would, signed now; returns whether it was a replay.
async fn deliver(app: &TestApp, event: &Value) -> bool {
    let body = event.to_string();
    let header = signature(&body, chrono::Utc::now().timestamp(), WEBHOOK_SECRET);
    let resp = deliver_signed(app, &body, &header).await;
    assert_eq!(resp.0.status(), 200, "{}", event["type"]);
    json(resp).await["replay"].as_bool().unwrap()
}

async fn deliver_new(app: &TestApp, standin: &StandIn, seen: &mut usize) {
    let events = standin.events().await;
    for event in &events[*seen..] {
        assert!(!deliver(app, event).await);
    }
    *seen = events.len();
}

/// How many of `kind` the billing page counts.
fn used(billing: &Value, kind: &str) -> i64 {
    billing["usage"]
        .as_array()
        .unwrap()
        .iter()
        .find(|u| u["kind"] == kind)
        .unwrap()["used"]
        .as_i64()
        .unwrap()
}

async fn billing(app: &TestApp, cookie: &str) -> Value {
    json(app.get(SUMMIT, Some(cookie), "/api/billing").await).await
}

async fn audit_rows(app: &TestApp) -> i64 {
    let schema = tenants::registry::find_by_slug(&app.pool, "summit")
        .await
        .unwrap()
        .unwrap()
        .schema_name;
    sqlx::query_scalar(&format!(
        "SELECT count(*) FROM {schema}.audit_log WHERE action = 'billing.subscription_changed'"
    ))
    .fetch_one(&app.pool)
    .await
    .unwrap()
}

async fn new_group(app: &TestApp, cookie: &str, name: &str) -> poem::test::TestResponse {
    app.post(
        SUMMIT,
        Some(cookie),
        "/api/groups",
        j!({ "name": name, "zip": "80202" }),
    )
    .await
}

#[tokio::test]
async fn trial_to_checkout_to_past_due_to_paid_to_canceled_and_read_only() {
    let standin = start_standin();
    let app = billing_app(&standin).await;
    let owner = app
        .sign_in(SUMMIT, "dana@summit.example", PASSWORD)
        .await
        .unwrap();
    let broker = app
        .sign_in(SUMMIT, "marcus@summit.example", PASSWORD)
        .await
        .unwrap();
    let start = billing(&app, &owner).await;
    assert_eq!(start["configured"], true);
    assert_eq!(start["subscription"]["status"], "trialing");
    assert_eq!(start["subscription"]["has_customer"], false);

    // Brokers see usage, not payment.
    let body = j!({ "plan_id": "starter", "interval": "month" });
    let refused = app
        .post(SUMMIT, Some(&broker), "/api/billing/checkout", body.clone())
        .await;
    error_body(refused, 403, ErrorCode::Forbidden).await;
    let refused = app
        .get(SUMMIT, Some(&broker), "/api/billing/invoices")
        .await;
    error_body(refused, 403, ErrorCode::Forbidden).await;
    assert_eq!(
        billing(&app, &broker).await["subscription"]["status"],
        "trialing"
    );

    // Checkout: the customer is made once and kept, a second click reuses it.
    let url = checkout(&app, &owner, &body).await;
    assert!(
        url.starts_with(&format!("{}/pay/cs_", standin.base)),
        "{url}"
    );
    let again = checkout(&app, &owner, &body).await;
    assert_ne!(again, url);
    let customers: Vec<Option<String>> =
        sqlx::query_scalar("SELECT stripe_customer_id FROM subscriptions s JOIN agencies a ON a.id = s.agency_id WHERE a.slug = 'summit'")
            .fetch_all(&app.pool)
            .await
            .unwrap();
    assert!(customers[0].as_deref().unwrap().starts_with("cus_"));
    let unknown = app
        .post(
            SUMMIT,
            Some(&owner),
            "/api/billing/checkout",
            j!({ "plan_id": "platinum", "interval": "month" }),
        )
        .await;
    error_body(unknown, 400, ErrorCode::Validation).await;

    // The buyer pays; Stripe's events arrive and the subscription is Starter, active.
    let session = url.rsplit('/').next().unwrap();
    let done = standin
        .post(&format!("/_test/checkout/{session}/complete"))
        .await;
    let subscription = done["subscription"].as_str().unwrap().to_string();
    let mut seen = 0;
    deliver_new(&app, &standin, &mut seen).await;
    let now = billing(&app, &owner).await;
    assert_eq!(now["subscription"]["status"], "active");
    assert_eq!(now["subscription"]["plan"]["id"], "starter");
    assert_eq!(now["subscription"]["interval"], "month");
    assert_eq!(now["subscription"]["lapsed"], false);
    assert!(now["subscription"]["current_period_end"].is_string());
    let invoices = json(app.get(SUMMIT, Some(&owner), "/api/billing/invoices").await).await;
    assert_eq!(invoices.as_array().unwrap().len(), 1);
    assert_eq!(invoices[0]["status"], "paid");
    assert_eq!(invoices[0]["amount_paid_cents"], 19_900);
    assert!(invoices[0]["invoice_pdf"]
        .as_str()
        .unwrap()
        .starts_with(&standin.base));
    let changes = audit_rows(&app).await;
    assert_eq!(changes, 1);

    // Already subscribed: a second checkout is refused (plan changes go through the portal).
    let twice = app
        .post(SUMMIT, Some(&owner), "/api/billing/checkout", body.clone())
        .await;
    error_body(twice, 409, ErrorCode::Conflict).await;
    let portal = json(
        app.post(SUMMIT, Some(&owner), "/api/billing/portal", j!({}))
            .await,
    )
    .await;
    assert!(portal["url"]
        .as_str()
        .unwrap()
        .starts_with(&format!("{}/portal/", standin.base)));

    // A replayed event changes nothing.
    let first = standin.events().await[0].clone();
    assert!(deliver(&app, &first).await);
    assert_eq!(audit_rows(&app).await, changes);

    // A payment fails: the updates arrive before the invoice's event. Past due is a grace
    // period: writes still work.
    standin
        .post(&format!(
            "/_test/subscriptions/{subscription}/payment_failed"
        ))
        .await;
    let events = standin.events().await;
    for event in events[seen..].iter().rev() {
        assert!(!deliver(&app, event).await);
    }
    seen = events.len();
    let now = billing(&app, &owner).await;
    assert_eq!(now["subscription"]["status"], "past_due");
    let invoices = json(app.get(SUMMIT, Some(&owner), "/api/billing/invoices").await).await;
    let statuses: Vec<&str> = invoices
        .as_array()
        .unwrap()
        .iter()
        .map(|i| i["status"].as_str().unwrap())
        .collect();
    assert_eq!(statuses.len(), 2);
    assert!(statuses.contains(&"open") && statuses.contains(&"paid"));
    assert_eq!(
        new_group(&app, &owner, "Grace Period Bakery")
            .await
            .0
            .status(),
        201
    );

    // Paid after all: active again, the open invoice now paid.
    standin
        .post(&format!(
            "/_test/subscriptions/{subscription}/payment_succeeded"
        ))
        .await;
    deliver_new(&app, &standin, &mut seen).await;
    let now = billing(&app, &owner).await;
    assert_eq!(now["subscription"]["status"], "active");
    let invoices = json(app.get(SUMMIT, Some(&owner), "/api/billing/invoices").await).await;
    assert!(invoices
        .as_array()
        .unwrap()
        .iter()
        .all(|i| i["status"] == "paid"));

    // Canceled in the portal: the agency's data is read-only, reads and billing still work.
    standin.cancel(&subscription).await;
    let events = standin.events().await;
    let late_update = events[seen - 1].clone();
    deliver_new(&app, &standin, &mut seen).await;
    // An older "active" update arriving after the cancellation does not revive it.
    assert_eq!(late_update["type"], "customer.subscription.updated");
    let mut late = late_update.clone();
    late["id"] = j!("evt_delivered_late");
    assert!(!deliver(&app, &late).await);
    let now = billing(&app, &owner).await;
    assert_eq!(now["subscription"]["status"], "canceled");
    assert_eq!(now["subscription"]["lapsed"], true);
    let refused = new_group(&app, &owner, "Too Late Industries").await;
    let body = error_body(refused, 402, ErrorCode::SubscriptionInactive).await;
    assert_eq!(body["details"]["billing"], "/dashboard/billing");
    assert!(body["message"].as_str().unwrap().contains("read-only"));
    assert_eq!(
        app.get(SUMMIT, Some(&owner), "/api/groups")
            .await
            .0
            .status(),
        200
    );
    let export = app.get(SUMMIT, Some(&owner), "/api/groups/export").await;
    assert_ne!(export.0.status(), 402);
    // The portal is told so: the owner holds only what reads, and billing.
    let me = json(app.get(SUMMIT, Some(&owner), "/api/me").await).await;
    let held = held_permissions(&me);
    assert!(held.contains(&("groups".into(), "read".into())));
    assert!(held.contains(&("billing".into(), "pay".into())));
    assert!(
        held.iter().all(|(r, a)| a == "read" || r == "billing"),
        "{held:?}"
    );
    // Subscribing again is the way back.
    checkout(&app, &owner, &body_for("growth")).await;
}

/// Starts a checkout; the stand-in's payment page.
async fn checkout(app: &TestApp, cookie: &str, body: &Value) -> String {
    let resp = app
        .post(SUMMIT, Some(cookie), "/api/billing/checkout", body.clone())
        .await;
    let status = resp.0.status();
    let answer = json(resp).await;
    assert_eq!(status, 200, "{answer}");
    answer["url"].as_str().unwrap().to_string()
}

fn body_for(plan: &str) -> Value {
    j!({ "plan_id": plan, "interval": "month" })
}

#[tokio::test]
async fn forged_stale_and_concurrent_deliveries() {
    let standin = start_standin();
    let app = billing_app(&standin).await;
    let owner = app
        .sign_in(SUMMIT, "dana@summit.example", PASSWORD)
        .await
        .unwrap();
    let url = json(
        app.post(
            SUMMIT,
            Some(&owner),
            "/api/billing/checkout",
            body_for("growth"),
        )
        .await,
    )
    .await["url"]
        .as_str()
        .unwrap()
        .to_string();
    let session = url.rsplit('/').next().unwrap();
    standin
        .post(&format!("/_test/checkout/{session}/complete"))
        .await;
    let events = standin.events().await;
    let stored = || async {
        sqlx::query_scalar::<_, i64>("SELECT count(*) FROM billing_events")
            .fetch_one(&app.pool)
            .await
            .unwrap()
    };

    // Signed with another secret, or with the body changed: 400, nothing stored or changed.
    let body = events[1].to_string();
    let now = chrono::Utc::now().timestamp();
    let forged = deliver_signed(&app, &body, &signature(&body, now, "whsec_someone_else")).await;
    error_body(forged, 400, ErrorCode::Validation).await;
    let tampered = body.replace("active", "canceled");
    let header = signature(&body, now, WEBHOOK_SECRET);
    error_body(
        deliver_signed(&app, &tampered, &header).await,
        400,
        ErrorCode::Validation,
    )
    .await;
    // Signed right, but ten minutes ago: a replay of a captured request.
    let old = signature(&body, now - 600, WEBHOOK_SECRET);
    error_body(
        deliver_signed(&app, &body, &old).await,
        400,
        ErrorCode::Validation,
    )
    .await;
    error_body(
        deliver_signed(&app, &body, "").await,
        400,
        ErrorCode::Validation,
    )
    .await;
    assert_eq!(stored().await, 0);
    assert_eq!(
        billing(&app, &owner).await["subscription"]["status"],
        "trialing"
    );

    // The same event delivered twice at once: applied once, the other a replay.
    let event = events[1].clone();
    let (a, b) = tokio::join!(deliver(&app, &event), deliver(&app, &event));
    assert!(a ^ b, "exactly one delivery is a replay");
    assert_eq!(stored().await, 1);
    assert_eq!(audit_rows(&app).await, 1);
    // Every event, all at once and in reverse: the state is Stripe's.
    let all: Vec<_> = events.iter().rev().map(|e| deliver(&app, e)).collect();
    futures::future::join_all(all).await;
    assert_eq!(stored().await, events.len() as i64);
    let now = billing(&app, &owner).await;
    assert_eq!(now["subscription"]["status"], "active");
    assert_eq!(now["subscription"]["plan"]["id"], "growth");
}

#[tokio::test]
async fn a_plan_limit_holds_at_exactly_n_under_concurrent_writes() {
    let standin = start_standin();
    let app = billing_app(&standin).await;
    let owner = app
        .sign_in(SUMMIT, "dana@summit.example", PASSWORD)
        .await
        .unwrap();
    let groups = used(&billing(&app, &owner).await, "groups");
    // Room for exactly two more groups on the trial's plan.
    sqlx::query("UPDATE billing_plans SET max_groups = $1, max_seats = NULL WHERE id = 'growth'")
        .bind(groups as i32 + 2)
        .execute(&app.pool)
        .await
        .unwrap();
    let names: Vec<String> = ["One", "Two", "Three", "Four", "Five"]
        .iter()
        .map(|n| format!("Limit {n} LLC"))
        .collect();
    let tries = names.iter().map(|n| new_group(&app, &owner, n));
    let answers = futures::future::join_all(tries).await;
    let mut made = 0;
    for resp in answers {
        match resp.0.status().as_u16() {
            201 => made += 1,
            402 => {
                let body = error_body(resp, 402, ErrorCode::LimitReached).await;
                assert_eq!(body["details"]["kind"], "groups");
                assert_eq!(body["details"]["limit"], groups + 2);
                assert_eq!(body["details"]["used"], groups + 2);
            }
            other => panic!("unexpected {other}"),
        }
    }
    assert_eq!(made, 2, "exactly up to the limit, no overshoot");
    let after = billing(&app, &owner).await;
    let groups_now = used(&after, "groups");
    assert_eq!(groups_now, groups + 2);

    // Seats: of two invitations to the team at once with one seat left, one is refused.
    let seats = used(&after, "seats");
    sqlx::query("UPDATE billing_plans SET max_seats = $1 WHERE id = 'growth'")
        .bind(seats as i32 + 1)
        .execute(&app.pool)
        .await
        .unwrap();
    let invite = |email: &str| {
        app.post(
            SUMMIT,
            Some(&owner),
            "/api/invites",
            j!({ "email": email, "role": "broker" }),
        )
    };
    let (a, b) = tokio::join!(
        invite("seat-a@summit.example"),
        invite("seat-b@summit.example")
    );
    let statuses = [a.0.status().as_u16(), b.0.status().as_u16()];
    assert!(
        statuses.contains(&402) && statuses.iter().any(|s| (200..300).contains(s)),
        "{statuses:?}"
    );
}

#[tokio::test]
async fn the_operator_maps_plans_to_stripe_prices_and_reads_an_agencys_billing() {
    let standin = start_standin();
    let app = billing_app(&standin).await;
    let operator = app
        .sign_in(PLATFORM, "operator@canopy.example", PASSWORD)
        .await
        .unwrap();
    let owner = app
        .sign_in(SUMMIT, "dana@summit.example", PASSWORD)
        .await
        .unwrap();
    let plans = json(
        app.get(PLATFORM, Some(&operator), "/api/admin/billing/plans")
            .await,
    )
    .await;
    assert_eq!(plans.as_array().unwrap().len(), 3);
    let starter = json(
        app.get(
            PLATFORM,
            Some(&operator),
            "/api/admin/billing/plans/starter",
        )
        .await,
    )
    .await;
    assert_eq!(starter["stripe_monthly_price"], "price_starter_month");
    // Agencies never see the catalogue's Stripe side.
    let refused = app
        .get(SUMMIT, Some(&owner), "/api/admin/billing/plans")
        .await;
    error_body(refused, 403, ErrorCode::Forbidden).await;

    let mut change = starter.clone();
    for key in ["id", "updated_at"] {
        change.as_object_mut().unwrap().remove(key);
    }
    change["monthly_cents"] = j!(21_900);
    change["max_seats"] = j!(5);
    change["features"] = j!(["Quotes and market analysis", "  ", "Carrier 834 files"]);
    change["stripe_monthly_price"] = j!("prod_not_a_price");
    let bad = app
        .put(
            PLATFORM,
            Some(&operator),
            "/api/admin/billing/plans/starter",
            change.clone(),
        )
        .await;
    let body = error_body(bad, 400, ErrorCode::Validation).await;
    assert!(body["details"]["fields"]["stripe_monthly_price"].is_string());
    change["stripe_monthly_price"] = j!("price_starter_2027");
    let saved = json(
        app.put(
            PLATFORM,
            Some(&operator),
            "/api/admin/billing/plans/starter",
            change.clone(),
        )
        .await,
    )
    .await;
    assert_eq!(saved["version"], starter["version"].as_i64().unwrap() + 1);
    assert_eq!(
        saved["features"],
        j!(["Quotes and market analysis", "Carrier 834 files"])
    );
    let stale = app
        .put(
            PLATFORM,
            Some(&operator),
            "/api/admin/billing/plans/starter",
            change,
        )
        .await;
    error_body(stale, 409, ErrorCode::StaleVersion).await;
    let public = json(app.get(PLATFORM, None, "/api/billing/plans").await).await;
    assert_eq!(public[0]["monthly_cents"], 21_900);
    assert_eq!(public[0]["max_seats"], 5);

    // After a checkout, the operator sees the agency's subscription and the events it came by.
    let url = checkout(&app, &owner, &body_for("growth")).await;
    let session = url.rsplit('/').next().unwrap();
    standin
        .post(&format!("/_test/checkout/{session}/complete"))
        .await;
    let mut seen = 0;
    deliver_new(&app, &standin, &mut seen).await;
    let summit = tenants::registry::find_by_slug(&app.pool, "summit")
        .await
        .unwrap()
        .unwrap();
    let overview = json(
        app.get(
            PLATFORM,
            Some(&operator),
            &format!("/api/admin/billing/agencies/{}", summit.id),
        )
        .await,
    )
    .await;
    assert_eq!(overview["status"], "active");
    assert_eq!(overview["plan"], "growth");
    assert!(overview["stripe_customer_id"]
        .as_str()
        .unwrap()
        .starts_with("cus_"));
    let kinds: Vec<&str> = overview["events"]
        .as_array()
        .unwrap()
        .iter()
        .map(|e| e["type"].as_str().unwrap())
        .collect();
    assert_eq!(kinds.len(), 3);
    assert!(kinds.contains(&"checkout.session.completed") && kinds.contains(&"invoice.paid"));
    assert!(overview["usage"].as_array().unwrap().len() == 3);
}

async fn trial_ends_in(app: &TestApp, interval: &str) {
    sqlx::query(&format!(
        "UPDATE subscriptions SET trial_ends_at = now() + interval '{interval}'
         WHERE agency_id = (SELECT id FROM agencies WHERE slug = 'summit')"
    ))
    .execute(&app.pool)
    .await
    .unwrap();
}

async fn owner_reminders(app: &TestApp) -> Vec<String> {
    app.state.mailer.deliver_due(&app.pool).await.unwrap();
    app.mails_to("dana@summit.example")
        .await
        .iter()
        .map(|m| m["subject"].as_str().unwrap().to_string())
        .filter(|s| s.contains("trial ends"))
        .collect()
}

#[tokio::test]
async fn the_owners_hear_a_week_and_a_day_before_the_trial_ends_and_then_it_is_read_only() {
    let standin = start_standin();
    let app = billing_app(&standin).await;
    let owner = app
        .sign_in(SUMMIT, "dana@summit.example", PASSWORD)
        .await
        .unwrap();
    // Ten days left: nothing yet.
    let round = platform::jobs::daily_book::run(&app.state).await.unwrap();
    assert_eq!(round.trial_reminders, 0);

    trial_ends_in(&app, "6 days 20 hours").await;
    let round = platform::jobs::daily_book::run(&app.state).await.unwrap();
    assert_eq!(round.trial_reminders, 1);
    let again = platform::jobs::daily_book::run(&app.state).await.unwrap();
    assert_eq!(again.trial_reminders, 0, "once");
    let mail = app
        .mail_to("dana@summit.example", "trial ends in 7 days")
        .await;
    assert!(mail["text"]
        .as_str()
        .unwrap()
        .contains("/dashboard/billing"));
    // Only owners hear it.
    assert!(app
        .mails_to("marcus@summit.example")
        .await
        .iter()
        .all(|m| !m["subject"].as_str().unwrap().contains("trial")));

    trial_ends_in(&app, "20 hours").await;
    let round = platform::jobs::daily_book::run(&app.state).await.unwrap();
    assert_eq!(round.trial_reminders, 1);
    platform::jobs::daily_book::run(&app.state).await.unwrap();
    let reminders = owner_reminders(&app).await;
    assert_eq!(reminders.len(), 2, "{reminders:?}");
    assert!(
        reminders[1].ends_with("trial ends tomorrow"),
        "{reminders:?}"
    );

    // The trial is over: read-only until the agency subscribes.
    trial_ends_in(&app, "-1 minute").await;
    let refused = new_group(&app, &owner, "After The Trial LLC").await;
    error_body(refused, 402, ErrorCode::SubscriptionInactive).await;
    let now = billing(&app, &owner).await;
    assert_eq!(now["subscription"]["lapsed"], true);
    assert_eq!(now["subscription"]["trial_days_left"], 0);
    checkout(&app, &owner, &body_for("starter")).await;
}
