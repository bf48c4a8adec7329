//! Reports (a preview): the book of business and the enrollment report checked against the same
//! figures elsewhere in the product on the demo data (premium statements, the dashboard, the
//! groups list, each enrollment's own participation check, tallies and progress), the broker
//! filter, the commission rates, the exports, the dates and brokers refused, the preview switch
//! and who may read what.

use std::collections::BTreeMap;

use crate::common::catalogue::{harbor_owner, HARBOR};
use crate::common::*;
use calamine::Reader;
use chrono::{Datelike, Days, NaiveDate};
use platform::error::ErrorCode;
use platform::reports::dto::{BookOfBusinessReport, CommissionSchedule, EnrollmentReport};
use platform::vocabulary::{GroupStage, PremiumSource};
use serde_json::{json as j, Value};

async fn demo_app() -> TestApp {
    let app = seeded_app().await;
    platform::seed::seed_book(&app.state).await.unwrap();
    app
}

async fn owner(app: &TestApp) -> String {
    app.sign_in(SUMMIT, "dana@summit.example", PASSWORD)
        .await
        .unwrap()
}

async fn get_json(app: &TestApp, cookie: &str, path: &str) -> Value {
    let resp = app.get(SUMMIT, Some(cookie), path).await;
    assert_eq!(resp.0.status(), 200, "{path}");
    json(resp).await
}

async fn book(app: &TestApp, cookie: &str, query: &str) -> BookOfBusinessReport {
    let resp = app
        .get(
            SUMMIT,
            Some(cookie),
            &format!("/api/reports/book-of-business{query}"),
        )
        .await;
    assert_eq!(resp.0.status(), 200, "book of business {query}");
    body(resp).await
}

async fn enrollment(app: &TestApp, cookie: &str, query: &str) -> EnrollmentReport {
    let resp = app
        .get(
            SUMMIT,
            Some(cookie),
            &format!("/api/reports/enrollment{query}"),
        )
        .await;
    assert_eq!(resp.0.status(), 200, "enrollment report {query}");
    body(resp).await
}

/// The first day of this month, which every client in force bills. (Next month, the month
/// statements bill by default, may be the renewal of the demo's client renewing now, whose new
/// plan year is still in re-enrollment and so not billed yet.)
fn this_month() -> NaiveDate {
    let today = today();
    NaiveDate::from_ymd_opt(today.year(), today.month(), 1).unwrap()
}

/// Every group of the agency, with its stage, status, broker and recorded premium.
async fn groups(app: &TestApp, cookie: &str) -> Vec<Value> {
    let page = get_json(app, cookie, "/api/groups?per_page=100&status=all").await;
    page["data"].as_array().unwrap().clone()
}

/// `premium × bps / 10000`, rounded half away from zero to the cent.
fn commission(premium: i64, bps: i32) -> i64 {
    let scaled = i128::from(premium) * i128::from(bps);
    let rounded = (scaled * 2 + 10_000 * scaled.signum()) / 20_000;
    i64::try_from(rounded).unwrap()
}

#[tokio::test]
async fn the_book_of_business_bills_what_the_premium_statements_bill() {
    let app = demo_app().await;
    let cookie = owner(&app).await;
    let month = this_month();
    let report = book(&app, &cookie, &format!("?as_of={month}")).await;
    assert_eq!(report.as_of, month);

    // The month's statements, group by group and per carrier and line.
    let statements = get_json(
        &app,
        &cookie,
        &format!(
            "/api/statements?month={}&per_page=100",
            month.format("%Y-%m")
        ),
    )
    .await;
    let billed = statements["data"].as_array().unwrap();
    assert!(billed.len() >= 2, "the demo bills its clients in force");
    let mut by_carrier_line: BTreeMap<(String, String), i64> = BTreeMap::new();
    let mut statement_premium: BTreeMap<String, i64> = BTreeMap::new();
    let (mut premium, mut employer, mut subscribers) = (0, 0, 0);
    for group in billed {
        let id = group["group_id"].as_str().unwrap();
        premium += group["premium_cents"].as_i64().unwrap();
        employer += group["employer_cents"].as_i64().unwrap();
        subscribers += group["subscribers"].as_i64().unwrap();
        statement_premium.insert(id.to_string(), group["premium_cents"].as_i64().unwrap());
        let statement = get_json(
            &app,
            &cookie,
            &format!("/api/groups/{id}/statements/{}", month.format("%Y-%m")),
        )
        .await;
        for carrier in statement["carriers"].as_array().unwrap() {
            for plan in carrier["plans"].as_array().unwrap() {
                *by_carrier_line
                    .entry((
                        carrier["carrier_id"].as_str().unwrap().to_string(),
                        plan["line"].as_str().unwrap().to_string(),
                    ))
                    .or_default() += plan["premium_cents"].as_i64().unwrap();
            }
        }
    }

    // The elections in force are what the statements bill, carrier by carrier and line by line.
    let enrolled: BTreeMap<(String, String), i64> = report
        .premium
        .iter()
        .filter(|r| r.enrolled_premium_cents > 0)
        .map(|r| {
            (
                (r.carrier_id.unwrap().to_string(), r.line.to_string()),
                r.enrolled_premium_cents,
            )
        })
        .collect();
    assert_eq!(enrolled, by_carrier_line);
    assert_eq!(
        report
            .premium
            .iter()
            .map(|r| r.enrolled_premium_cents)
            .sum::<i64>(),
        premium
    );
    assert_eq!(report.totals.employer_cents, employer);
    assert_eq!(report.totals.subscribers, subscribers);
    assert_eq!(report.totals.enrolled_groups, billed.len() as i64);

    // The other clients count with the premium recorded on the group.
    let all = groups(&app, &cookie).await;
    let recorded: Vec<&Value> = all
        .iter()
        .filter(|g| {
            g["status"] != "archived"
                && ["implementation", "active", "renewal"].contains(&g["stage"].as_str().unwrap())
                && !statement_premium.contains_key(g["id"].as_str().unwrap())
        })
        .collect();
    assert!(!recorded.is_empty());
    assert_eq!(report.totals.recorded_groups, recorded.len() as i64);
    assert_eq!(
        report
            .premium
            .iter()
            .map(|r| r.recorded_premium_cents)
            .sum::<i64>(),
        recorded
            .iter()
            .map(|g| g["current_premium_cents"].as_i64().unwrap())
            .sum::<i64>()
    );
    assert_eq!(
        report.totals.monthly_premium_cents,
        report
            .premium
            .iter()
            .map(|r| r.monthly_premium_cents)
            .sum::<i64>()
    );
    assert_eq!(
        report.totals.annual_premium_cents,
        report.totals.monthly_premium_cents * 12
    );

    // A renewing client carries the premium its statement bills, or the one recorded on it.
    let recorded_of: BTreeMap<&str, Option<i64>> = all
        .iter()
        .map(|g| {
            (
                g["id"].as_str().unwrap(),
                g["current_premium_cents"].as_i64(),
            )
        })
        .collect();
    let renewing: Vec<_> = report.renewals.iter().flat_map(|m| &m.renewing).collect();
    assert!(renewing.len() >= 3);
    for g in renewing {
        let id = g.group_id.to_string();
        match statement_premium.get(&id) {
            Some(billed) => {
                assert_eq!(g.monthly_premium_cents, Some(*billed), "{}", g.group_name);
                assert_eq!(g.source, Some(PremiumSource::Enrolled));
            }
            None => {
                assert_eq!(
                    g.monthly_premium_cents,
                    recorded_of[id.as_str()],
                    "{}",
                    g.group_name
                );
                assert_eq!(g.source, Some(PremiumSource::Recorded));
            }
        }
    }
}

#[tokio::test]
async fn stages_and_renewals_are_the_dashboards_and_months_add_up() {
    let app = demo_app().await;
    let cookie = owner(&app).await;
    let report = book(&app, &cookie, "").await;
    let dashboard = get_json(&app, &cookie, "/api/dashboard").await;

    // Groups per stage today: the dashboard's own counts.
    let dashboard_stages: Vec<(String, i64)> = dashboard["stages"]
        .as_array()
        .unwrap()
        .iter()
        .map(|s| {
            (
                s["stage"].as_str().unwrap().to_string(),
                s["count"].as_i64().unwrap(),
            )
        })
        .collect();
    let stages: Vec<(String, i64)> = report
        .stages
        .iter()
        .map(|s| (s.stage.to_string(), s.groups))
        .collect();
    assert_eq!(stages, dashboard_stages);
    assert_eq!(stages.len(), GroupStage::ALL.len());
    assert_eq!(
        report.stages.iter().map(|s| s.book_groups).sum::<i64>(),
        report.totals.groups
    );
    assert_eq!(
        report
            .stages
            .iter()
            .map(|s| s.monthly_premium_cents)
            .sum::<i64>(),
        report.totals.monthly_premium_cents
    );

    // Twelve months from this month; each month's total is its groups'.
    assert_eq!(report.renewals.len(), 12);
    assert_eq!(report.renewals[0].month.day(), 1);
    assert_eq!(report.renewals[0].month.month(), today().month());
    for m in &report.renewals {
        assert_eq!(m.groups, m.renewing.len() as i64);
        assert_eq!(
            m.monthly_premium_cents,
            m.renewing
                .iter()
                .filter_map(|g| g.monthly_premium_cents)
                .sum::<i64>()
        );
        assert_eq!(m.annual_premium_cents, m.monthly_premium_cents * 12);
        for g in &m.renewing {
            assert_eq!(
                (g.renewal_date.year(), g.renewal_date.month()),
                (m.month.year(), m.month.month())
            );
            assert!(!matches!(
                g.stage,
                GroupStage::Lost | GroupStage::Terminated
            ));
        }
    }

    // The renewals of the next 120 days are the dashboard's (leaving out lost and terminated groups).
    let horizon = today() + Days::new(120);
    let mut ours: Vec<String> = report
        .renewals
        .iter()
        .flat_map(|m| &m.renewing)
        .filter(|g| g.renewal_date >= today() && g.renewal_date <= horizon)
        .map(|g| g.group_id.to_string())
        .collect();
    let mut theirs: Vec<String> = dashboard["renewals"]
        .as_array()
        .unwrap()
        .iter()
        .filter(|r| !["lost", "terminated"].contains(&r["stage"].as_str().unwrap()))
        .map(|r| r["group_id"].as_str().unwrap().to_string())
        .collect();
    ours.sort();
    theirs.sort();
    assert!(!ours.is_empty());
    assert_eq!(ours, theirs);

    // Before the demo book existed, there was nothing to report.
    let before = book(&app, &cookie, "?as_of=2001-01-01").await;
    assert_eq!(before.totals.groups, 0);
    assert!(before.stages.iter().all(|s| s.groups == 0));
    assert!(before.premium.is_empty());
}

#[tokio::test]
async fn participation_elections_and_waivers_are_each_enrollments_own() {
    let app = demo_app().await;
    let cookie = owner(&app).await;
    let report = enrollment(&app, &cookie, "").await;
    assert!(report.enrollments.len() >= 4, "the demo's open enrollments");

    let mut tallies: BTreeMap<(String, String), i64> = BTreeMap::new();
    let mut waivers: BTreeMap<(String, String), i64> = BTreeMap::new();
    for e in &report.enrollments {
        let detail = get_json(&app, &cookie, &format!("/api/enrollments/{}", e.window_id)).await;
        let progress = &detail["window"]["progress"];
        assert_eq!(e.eligible, progress["eligible"].as_i64().unwrap());
        assert_eq!(e.enrolled, progress["enrolled"].as_i64().unwrap());
        assert_eq!(e.waived, progress["waived"].as_i64().unwrap());
        assert_eq!(e.in_progress, progress["in_progress"].as_i64().unwrap());
        assert_eq!(e.not_started, progress["not_started"].as_i64().unwrap());
        assert_eq!(
            e.completion_pct,
            progress["percent_complete"].as_f64().unwrap()
        );

        // The enrollment's participation checks, one for one.
        let checks: Vec<Value> = report
            .participation
            .iter()
            .filter(|c| c.window_id == e.window_id)
            .map(|c| {
                j!({
                    "line": c.line.as_str(), "carrier_name": c.carrier_name, "minimum_pct": c.minimum_pct,
                    "eligible": c.eligible, "enrolled": c.enrolled, "waived_other_coverage": c.waived_other_coverage,
                    "waived_counted": c.waived_counted, "participation_pct": c.participation_pct,
                    "status": c.status.as_str(),
                })
            })
            .collect();
        let theirs: Vec<Value> = detail["participation"]
            .as_array()
            .unwrap()
            .iter()
            .map(|c| {
                j!({
                    "line": c["line"], "carrier_name": c["carrier_name"], "minimum_pct": c["minimum_pct"],
                    "eligible": c["eligible"], "enrolled": c["enrolled"], "waived_other_coverage": c["waived_other_coverage"],
                    "waived_counted": c["waived_counted"], "participation_pct": c["participation_pct"],
                    "status": c["status"],
                })
            })
            .collect();
        assert_eq!(checks, theirs, "participation of {}", e.group_name);

        for t in detail["tallies"].as_array().unwrap() {
            let count = t["count"].as_i64().unwrap();
            match t["plan_id"].as_str() {
                Some(plan) => {
                    *tallies
                        .entry((plan.to_string(), t["tier"].as_str().unwrap().to_string()))
                        .or_default() += count
                }
                None => {
                    *waivers
                        .entry((
                            t["line"].as_str().unwrap().to_string(),
                            t["waive_reason"].as_str().unwrap().to_string(),
                        ))
                        .or_default() += count
                }
            }
        }

        // Day by day, never fewer than the day before, ending on who has submitted now.
        let series = report
            .completion
            .iter()
            .find(|s| s.window_id == e.window_id)
            .unwrap();
        assert_eq!(series.eligible, e.eligible);
        if e.starts_on <= today() {
            let last = series.days.last().unwrap();
            assert_eq!(last.day, e.ends_on.min(today()));
            assert_eq!(series.days[0].day, e.starts_on);
            assert_eq!(last.submitted, e.enrolled + e.waived);
            assert_eq!(
                series.days.iter().map(|d| d.submitted_on_day).sum::<i64>(),
                last.submitted
            );
            assert!(series
                .days
                .windows(2)
                .all(|w| w[0].submitted <= w[1].submitted));
        } else {
            assert!(series.days.is_empty());
        }
    }
    let ours: BTreeMap<(String, String), i64> = report
        .elections
        .iter()
        .map(|e| ((e.plan_id.clone(), e.tier.to_string()), e.count))
        .collect();
    assert!(!ours.is_empty());
    assert_eq!(ours, tallies);
    let our_waivers: BTreeMap<(String, String), i64> = report
        .waivers
        .iter()
        .map(|w| ((w.line.to_string(), w.reason.to_string()), w.count))
        .collect();
    assert_eq!(our_waivers, waivers);
    assert!(report
        .waivers
        .iter()
        .any(|w| w.counts_against_participation));
    assert!(report
        .waivers
        .iter()
        .any(|w| !w.counts_against_participation));

    // The dashboard's open enrollments show the same completion.
    let dashboard = get_json(&app, &cookie, "/api/dashboard").await;
    for open in dashboard["open_enrollments"].as_array().unwrap() {
        let ours = report
            .enrollments
            .iter()
            .find(|e| e.window_id.to_string() == open["window_id"].as_str().unwrap())
            .expect("an open enrollment of the period");
        assert_eq!(
            ours.completion_pct,
            open["percent_complete"].as_f64().unwrap()
        );
    }
    assert_eq!(
        report.totals.submitted,
        report.totals.enrolled + report.totals.waived
    );
    assert_eq!(
        report.totals.checks_below,
        report
            .participation
            .iter()
            .filter(|c| c.status.as_str() == "fail")
            .count() as i64
    );

    // A range before any enrollment has none.
    let empty = enrollment(&app, &cookie, "?from=2001-01-01&to=2001-12-31").await;
    assert!(empty.enrollments.is_empty());
    assert_eq!(empty.totals.completion_pct, 0.0);
}

#[tokio::test]
async fn a_broker_filter_keeps_to_that_brokers_groups() {
    let app = demo_app().await;
    let cookie = owner(&app).await;
    let all = book(&app, &cookie, "").await;
    assert_eq!(all.brokers.len(), 2, "the demo's two brokers");
    let groups = groups(&app, &cookie).await;
    let (mut premium, mut clients) = (0, 0);
    for broker in &all.brokers {
        let theirs = book(&app, &cookie, &format!("?broker_id={}", broker.id)).await;
        assert_eq!(theirs.broker_id, Some(broker.id));
        let own: Vec<&Value> = groups
            .iter()
            .filter(|g| {
                g["broker_id"].as_str() == Some(&broker.id.to_string()) && g["status"] != "archived"
            })
            .collect();
        assert_eq!(broker.groups, own.len() as i64);
        assert_eq!(
            theirs.stages.iter().map(|s| s.groups).sum::<i64>(),
            own.len() as i64
        );
        for g in theirs.renewals.iter().flat_map(|m| &m.renewing) {
            assert!(own
                .iter()
                .any(|o| o["id"].as_str() == Some(&g.group_id.to_string())));
        }
        premium += theirs.totals.monthly_premium_cents;
        clients += theirs.totals.groups;

        let enrollments = enrollment(&app, &cookie, &format!("?broker_id={}", broker.id)).await;
        for e in &enrollments.enrollments {
            assert!(own
                .iter()
                .any(|o| o["id"].as_str() == Some(&e.group_id.to_string())));
        }
    }
    // Every group has a broker: the brokers' books make the agency's.
    assert_eq!(premium, all.totals.monthly_premium_cents);
    assert_eq!(clients, all.totals.groups);
}

#[tokio::test]
async fn dates_and_brokers_the_reports_cannot_read_are_refused() {
    let app = demo_app().await;
    let cookie = owner(&app).await;
    harbor_owner(&app).await;
    let harbor_user: String =
        sqlx::query_scalar("SELECT id::text FROM users WHERE email = 'o@harbor.example'")
            .fetch_one(&app.pool)
            .await
            .unwrap();
    let leo: String =
        sqlx::query_scalar("SELECT id::text FROM users WHERE email = 'leo@brightpath.example'")
            .fetch_one(&app.pool)
            .await
            .unwrap();
    let refused = |field: &'static str, query: String, path: &'static str| {
        let (app, cookie) = (&app, &cookie);
        async move {
            let resp = app
                .get(SUMMIT, Some(cookie), &format!("/api/reports/{path}{query}"))
                .await;
            let body = error_body(resp, 400, ErrorCode::Validation).await;
            assert!(
                body["details"]["fields"][field].is_string(),
                "{path}{query}: {body}"
            );
        }
    };
    refused("as_of", "?as_of=2026-13-01".into(), "book-of-business").await;
    refused("as_of", "?as_of=yesterday".into(), "book-of-business").await;
    refused("as_of", "?as_of=1999-12-31".into(), "book-of-business").await;
    refused("broker_id", "?broker_id=marcus".into(), "book-of-business").await;
    refused(
        "broker_id",
        format!("?broker_id={}", uuid::Uuid::new_v4()),
        "book-of-business",
    )
    .await;
    // Another agency's owner, and one of this agency's employees, are nobody's broker here.
    refused(
        "broker_id",
        format!("?broker_id={harbor_user}"),
        "book-of-business",
    )
    .await;
    refused("broker_id", format!("?broker_id={leo}"), "enrollment").await;
    refused("to", "?from=2026-05-01&to=2026-04-30".into(), "enrollment").await;
    refused(
        "from",
        "?from=2020-01-01&to=2026-01-01".into(),
        "enrollment",
    )
    .await;
    refused("from", "?from=01/02/2026".into(), "enrollment").await;
    refused("table", "?format=csv".into(), "book-of-business/export").await;
    refused("table", "?format=csv".into(), "enrollment/export").await;
    refused("format", "?format=pdf".into(), "enrollment/export").await;
    refused(
        "broker_id",
        format!("?format=xlsx&broker_id={harbor_user}"),
        "book-of-business/export",
    )
    .await;
}

#[tokio::test]
async fn the_commission_estimate_is_premium_times_the_agencys_rates() {
    let app = demo_app().await;
    let cookie = owner(&app).await;
    let schedule: CommissionSchedule = body(
        app.get(SUMMIT, Some(&cookie), "/api/reports/commission-rates")
            .await,
    )
    .await;
    assert_eq!(schedule.version, 1, "the demo's rates");
    assert!(schedule.rates.len() >= 5);

    let report = book(&app, &cookie, "").await;
    assert_eq!(report.commission.rates_set, schedule.rates.len() as i64);
    let mut monthly = 0;
    for row in &report.premium {
        let rate = schedule
            .rates
            .iter()
            .find(|r| Some(r.carrier_id) == row.carrier_id && r.line == row.line);
        assert_eq!(
            row.rate_bps,
            rate.map(|r| r.rate_bps),
            "{:?} {}",
            row.carrier_name,
            row.line
        );
        match rate {
            Some(rate) => {
                let expected = commission(row.monthly_premium_cents, rate.rate_bps);
                assert_eq!(row.monthly_commission_cents, Some(expected));
                assert_eq!(row.annual_commission_cents, Some(expected * 12));
                monthly += expected;
            }
            None => assert_eq!(row.monthly_commission_cents, None),
        }
    }
    assert_eq!(report.commission.monthly_commission_cents, monthly);
    assert_eq!(report.commission.annual_commission_cents, monthly * 12);
    assert!(
        report.commission.unrated_premium_cents > 0,
        "a carrier line without a rate"
    );
    assert_eq!(
        report.commission.rated_premium_cents + report.commission.unrated_premium_cents,
        report.totals.monthly_premium_cents
    );

    // Saved as a whole at the version read, audited; the estimate follows.
    let carrier = report.premium[0].carrier_id.unwrap();
    let line = report.premium[0].line.to_string();
    let saved = app
        .put(
            SUMMIT,
            Some(&cookie),
            "/api/reports/commission-rates",
            j!({ "version": 1, "rates": [{ "carrier_id": carrier, "line": line, "rate_bps": 375 }] }),
        )
        .await;
    assert_eq!(saved.0.status(), 200);
    let saved: CommissionSchedule = body(saved).await;
    assert_eq!(saved.version, 2);
    assert_eq!(saved.rates.len(), 1);
    assert_eq!(saved.updated_by_name.as_deref(), Some("Dana Whitfield"));
    let after = book(&app, &cookie, "").await;
    assert_eq!(after.commission.rates_set, 1);
    assert_eq!(
        after.commission.monthly_commission_cents,
        commission(after.premium[0].monthly_premium_cents, 375)
    );
    let audit = get_json(&app, &cookie, "/api/audit-log?per_page=5").await;
    let entry = &audit["data"][0];
    assert_eq!(entry["entity"], "commission_rates");
    assert_eq!(entry["after"][0]["rate"], "3.75%");
    assert!(entry["before"].as_array().unwrap().len() >= 5);

    // Someone else's save in between is not overwritten.
    let stale = app
        .put(
            SUMMIT,
            Some(&cookie),
            "/api/reports/commission-rates",
            j!({ "version": 1, "rates": [] }),
        )
        .await;
    error_body(stale, 409, ErrorCode::StaleVersion).await;

    // Rates are checked: a sensible percentage, each carrier line once, a carrier of the catalogue.
    let invalid = app
        .put(
            SUMMIT,
            Some(&cookie),
            "/api/reports/commission-rates",
            j!({ "version": 2, "rates": [
                { "carrier_id": carrier, "line": "medical", "rate_bps": 0 },
                { "carrier_id": carrier, "line": "dental", "rate_bps": 5001 },
                { "carrier_id": carrier, "line": "dental", "rate_bps": 500 },
            ] }),
        )
        .await;
    let problems = error_body(invalid, 400, ErrorCode::Validation).await;
    let fields = &problems["details"]["fields"];
    assert!(fields["rates[0].rate_bps"].is_string(), "{problems}");
    assert!(fields["rates[1].rate_bps"].is_string(), "{problems}");
    assert!(fields["rates[2].line"].is_string(), "{problems}");
    let unknown = app
        .put(
            SUMMIT,
            Some(&cookie),
            "/api/reports/commission-rates",
            j!({ "version": 2, "rates": [{ "carrier_id": uuid::Uuid::new_v4(), "line": "medical", "rate_bps": 400 }] }),
        )
        .await;
    let problems = error_body(unknown, 400, ErrorCode::Validation).await;
    assert!(problems["details"]["fields"]["rates[0].carrier_id"].is_string());
    let unchanged: CommissionSchedule = body(
        app.get(SUMMIT, Some(&cookie), "/api/reports/commission-rates")
            .await,
    )
    .await;
    assert_eq!(unchanged.version, 2);

    // Without rates there is no estimate.
    let cleared = app
        .put(
            SUMMIT,
            Some(&cookie),
            "/api/reports/commission-rates",
            j!({ "version": 2, "rates": [] }),
        )
        .await;
    assert_eq!(cleared.0.status(), 200);
    let none = book(&app, &cookie, "").await;
    assert_eq!(none.commission.rates_set, 0);
    assert_eq!(none.commission.monthly_commission_cents, 0);
    assert!(none.premium.iter().all(|r| r.rate_bps.is_none()));
}

#[tokio::test]
async fn each_table_exports_with_the_reports_figures() {
    let app = demo_app().await;
    let cookie = owner(&app).await;
    let report = book(&app, &cookie, "").await;
    let resp = app
        .get(
            SUMMIT,
            Some(&cookie),
            "/api/reports/book-of-business/export?format=csv&table=premium",
        )
        .await;
    assert_eq!(resp.0.status(), 200);
    let disposition = resp.0.headers()["content-disposition"]
        .to_str()
        .unwrap()
        .to_string();
    assert!(
        disposition.contains(&format!("book-of-business-{}-premium.csv", report.as_of)),
        "{disposition}"
    );
    let bytes = resp.0.into_body().into_vec().await.unwrap();
    let mut csv = csv::Reader::from_reader(bytes.as_slice());
    assert_eq!(&csv.headers().unwrap()[0], "Carrier");
    let rows: Vec<csv::StringRecord> = csv.records().map(|r| r.unwrap()).collect();
    assert_eq!(rows.len(), report.premium.len());
    for (row, figure) in rows.iter().zip(&report.premium) {
        assert_eq!(
            &row[4],
            format!("{:.2}", figure.monthly_premium_cents as f64 / 100.0)
        );
    }

    // The whole report as one workbook, a sheet a table.
    let resp = app
        .get(
            SUMMIT,
            Some(&cookie),
            "/api/reports/enrollment/export?format=xlsx",
        )
        .await;
    assert_eq!(resp.0.status(), 200);
    let bytes = resp.0.into_body().into_vec().await.unwrap();
    let mut workbook: calamine::Xlsx<_> =
        calamine::open_workbook_from_rs(std::io::Cursor::new(bytes)).unwrap();
    assert_eq!(
        workbook.sheet_names(),
        vec![
            "Enrollments",
            "Participation",
            "Elections",
            "Waivers",
            "Completion"
        ]
    );
    let report = enrollment(&app, &cookie, "").await;
    let participation = workbook.worksheet_range("Participation").unwrap();
    assert_eq!(participation.height(), report.participation.len() + 1);
    let completion = workbook.worksheet_range("Completion").unwrap();
    assert_eq!(
        completion.height(),
        report
            .completion
            .iter()
            .map(|s| s.days.len())
            .sum::<usize>()
            + 1
    );
}

#[tokio::test]
async fn the_reports_answer_only_while_the_agency_has_the_preview_on() {
    let app = demo_app().await;
    let cookie = owner(&app).await;
    let switch = |on: bool| {
        let (app, cookie) = (&app, &cookie);
        async move {
            let resp = app
                .put(
                    SUMMIT,
                    Some(cookie),
                    "/api/previews/reports",
                    j!({ "enabled": on }),
                )
                .await;
            assert_eq!(resp.0.status(), 200);
        }
    };
    switch(false).await;
    for path in [
        "/api/reports/book-of-business",
        "/api/reports/book-of-business/export?format=xlsx",
        "/api/reports/enrollment",
        "/api/reports/enrollment/export?format=csv&table=waivers",
        "/api/reports/commission-rates",
    ] {
        let resp = app.get(SUMMIT, Some(&cookie), path).await;
        let body = error_body(resp, 403, ErrorCode::PreviewNotEnabled).await;
        assert_eq!(body["details"]["feature"], "reports", "{path}");
    }
    let save = app
        .put(
            SUMMIT,
            Some(&cookie),
            "/api/reports/commission-rates",
            j!({ "version": 1, "rates": [] }),
        )
        .await;
    error_body(save, 403, ErrorCode::PreviewNotEnabled).await;
    switch(true).await;
    book(&app, &cookie, "").await;
}

#[tokio::test]
async fn the_agencys_book_is_for_its_owners_admins_and_brokers() {
    let app = demo_app().await;
    let reads = [
        "/api/reports/book-of-business",
        "/api/reports/book-of-business/export?format=xlsx",
        "/api/reports/enrollment",
        "/api/reports/enrollment/export?format=xlsx",
        "/api/reports/commission-rates",
    ];
    for email in ["hannah@brightpath.example", "leo@brightpath.example"] {
        let cookie = app.sign_in(SUMMIT, email, PASSWORD).await.unwrap();
        for path in reads {
            let resp = app.get(SUMMIT, Some(&cookie), path).await;
            error_body(resp, 403, ErrorCode::Forbidden).await;
        }
    }
    for path in reads {
        let resp = app.get(SUMMIT, None, path).await;
        error_body(resp, 401, ErrorCode::Unauthenticated).await;
    }
    for email in [
        "grace@summit.example",
        "marcus@summit.example",
        "priya@summit.example",
    ] {
        let cookie = app.sign_in(SUMMIT, email, PASSWORD).await.unwrap();
        for path in reads {
            let resp = app.get(SUMMIT, Some(&cookie), path).await;
            assert_eq!(resp.0.status(), 200, "{email} {path}");
        }
    }
    // Brokers read the rates; owners and admins set them.
    let marcus = app
        .sign_in(SUMMIT, "marcus@summit.example", PASSWORD)
        .await
        .unwrap();
    let refused = app
        .put(
            SUMMIT,
            Some(&marcus),
            "/api/reports/commission-rates",
            j!({ "version": 1, "rates": [] }),
        )
        .await;
    error_body(refused, 403, ErrorCode::Forbidden).await;
    let grace = app
        .sign_in(SUMMIT, "grace@summit.example", PASSWORD)
        .await
        .unwrap();
    let saved = app
        .put(
            SUMMIT,
            Some(&grace),
            "/api/reports/commission-rates",
            j!({ "version": 1, "rates": [] }),
        )
        .await;
    assert_eq!(saved.0.status(), 200);

    // Another agency reads its own book, with nothing of this one in it.
    let harbor = harbor_owner(&app).await;
    let resp = app
        .get(HARBOR, Some(&harbor), "/api/reports/book-of-business")
        .await;
    error_body(resp, 403, ErrorCode::PreviewNotEnabled).await;
    let on = app
        .put(
            HARBOR,
            Some(&harbor),
            "/api/previews/reports",
            j!({ "enabled": true }),
        )
        .await;
    assert_eq!(on.0.status(), 200);
    let theirs: BookOfBusinessReport = body(
        app.get(HARBOR, Some(&harbor), "/api/reports/book-of-business")
            .await,
    )
    .await;
    assert_eq!(theirs.totals.groups, 0);
    assert!(theirs.brokers.is_empty());
    assert!(theirs.renewals.iter().all(|m| m.renewing.is_empty()));
    let rates: CommissionSchedule = body(
        app.get(HARBOR, Some(&harbor), "/api/reports/commission-rates")
            .await,
    )
    .await;
    assert_eq!(rates.version, 0);
    assert!(rates.rates.is_empty());
}
