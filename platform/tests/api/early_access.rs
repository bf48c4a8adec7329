//! Early access: the public waitlist (one row per address, the same answer either way, a
//! confirmation only for a new address, rate-limited, exported by operators) and the agency's
//! preview switches with their feedback.

use crate::common::catalogue::{harbor_owner, HARBOR};
use crate::common::*;
use platform::auth::dto::Me;
use platform::early_access::dto::{
    EarlyAccessJoined, EarlyAccessSignupPage, Preview, PreviewFeedbackPage,
};
use platform::error::ErrorCode;
use platform::vocabulary::PreviewFeature;
use serde_json::json as j;

#[tokio::test]
async fn the_waitlist_keeps_one_row_per_address_and_never_tells_which() {
    let app = seeded_app().await;
    let signup = j!({
        "name": "Ines Ortega", "email": "ines@ortega-benefits.example",
        "agency_name": "Ortega Benefits <b>Group</b>", "agency_size": "11-50",
        "interests": ["resource_library", "reports", "reports"]
    });
    let first: EarlyAccessJoined = body(
        app.post(PLATFORM, None, "/api/early-access", signup.clone())
            .await,
    )
    .await;
    app.mail_to(
        "ines@ortega-benefits.example",
        "You are on the Canopy early-access list",
    )
    .await;
    // The same address again, spelled differently: the same answer, nothing more kept or sent.
    let again: EarlyAccessJoined = body(
        app.post(
            PLATFORM,
            None,
            "/api/early-access",
            j!({ "name": "Ines O.", "email": "INES@ortega-benefits.example", "agency_name": "Ortega",
                 "agency_size": "solo" }),
        )
        .await,
    )
    .await;
    assert_eq!(first.message, again.message);
    assert_eq!(app.mails_to("ines@ortega-benefits.example").await.len(), 1);

    let bad = app
        .post(
            PLATFORM,
            None,
            "/api/early-access",
            j!({ "name": " ", "email": "not-an-address", "agency_name": "", "agency_size": "2-10" }),
        )
        .await;
    let err = error_body(bad, 400, ErrorCode::Validation).await;
    for field in ["name", "email", "agency_name"] {
        assert!(err["details"]["fields"][field].is_string(), "{err}");
    }
    let unknown_size = app
        .post(
            PLATFORM,
            None,
            "/api/early-access",
            j!({ "name": "A", "email": "a@example.org", "agency_name": "A", "agency_size": "huge" }),
        )
        .await;
    assert_eq!(unknown_size.0.status(), 400);

    let operator = app
        .sign_in(PLATFORM, "operator@canopy.example", PASSWORD)
        .await
        .unwrap();
    let list: EarlyAccessSignupPage = body(
        app.get(
            PLATFORM,
            Some(&operator),
            "/api/early-access/signups?q=ortega",
        )
        .await,
    )
    .await;
    assert_eq!(list.total, 1);
    let row = &list.data[0];
    assert_eq!(row.name, "Ines Ortega");
    assert_eq!(row.agency_name, "Ortega Benefits <b>Group</b>");
    assert_eq!(row.interests, vec!["reports", "resource_library"]);
    let export = app
        .get(
            PLATFORM,
            Some(&operator),
            "/api/early-access/signups/export?format=csv",
        )
        .await;
    assert_eq!(export.0.status(), 200);
    let csv = String::from_utf8(export.0.into_body().into_vec().await.unwrap()).unwrap();
    assert!(
        csv.starts_with("Joined,Name,Email,Agency,Size,Interests"),
        "{csv}"
    );
    assert_eq!(
        csv.matches("ines@ortega-benefits.example").count(),
        1,
        "{csv}"
    );
    let xlsx = app
        .get(
            PLATFORM,
            Some(&operator),
            "/api/early-access/signups/export?format=xlsx",
        )
        .await;
    assert!(xlsx
        .0
        .into_body()
        .into_vec()
        .await
        .unwrap()
        .starts_with(b"PK"));

    // An agency's owner does not read the platform's waitlist.
    let owner = app
        .sign_in(SUMMIT, "dana@summit.example", PASSWORD)
        .await
        .unwrap();
    error_body(
        app.get(SUMMIT, Some(&owner), "/api/early-access/signups")
            .await,
        403,
        ErrorCode::Forbidden,
    )
    .await;

    // One address is answered at most five times an hour, new or not.
    for _ in 0..3 {
        let resp = app
            .post(PLATFORM, None, "/api/early-access", signup.clone())
            .await;
        assert_eq!(resp.0.status(), 200);
    }
    error_body(
        app.post(PLATFORM, None, "/api/early-access", signup).await,
        429,
        ErrorCode::RateLimited,
    )
    .await;
}

#[tokio::test]
async fn owners_switch_previews_the_server_enforces_them_and_everyone_gives_feedback() {
    let app = seeded_app().await;
    let owner = app
        .sign_in(SUMMIT, "dana@summit.example", PASSWORD)
        .await
        .unwrap();
    let previews: Vec<Preview> = body(app.get(SUMMIT, Some(&owner), "/api/previews").await).await;
    assert_eq!(previews.len(), PreviewFeature::ALL.len());
    assert!(previews
        .iter()
        .all(|p| p.enabled && p.enabled_by_name.is_some()));

    let off: Preview = body(
        app.put(
            SUMMIT,
            Some(&owner),
            "/api/previews/reports",
            j!({ "enabled": false }),
        )
        .await,
    )
    .await;
    assert!(!off.enabled && off.enabled_at.is_none());
    // Switching it off again changes nothing and logs nothing more.
    app.put(
        SUMMIT,
        Some(&owner),
        "/api/previews/reports",
        j!({ "enabled": false }),
    )
    .await;
    let me: Me = body(app.get(SUMMIT, Some(&owner), "/api/me").await).await;
    assert!(!me.previews.contains(&PreviewFeature::Reports));
    assert!(me.previews.contains(&PreviewFeature::BenefitsCatalog));
    let audit = json(
        app.get(SUMMIT, Some(&owner), "/api/audit-log?q=reports&per_page=50")
            .await,
    )
    .await;
    let switched: Vec<&serde_json::Value> = audit["data"]
        .as_array()
        .unwrap()
        .iter()
        .filter(|row| row["entity"] == "preview")
        .collect();
    assert_eq!(switched.len(), 1, "{audit}");

    // A broker reads the previews and says what they think, but cannot switch them.
    let broker = app
        .sign_in(SUMMIT, "marcus@summit.example", PASSWORD)
        .await
        .unwrap();
    error_body(
        app.put(
            SUMMIT,
            Some(&broker),
            "/api/previews/reports",
            j!({ "enabled": true }),
        )
        .await,
        403,
        ErrorCode::Forbidden,
    )
    .await;
    let sent = app
        .post(
            SUMMIT,
            Some(&broker),
            "/api/previews/benefits_catalog/feedback",
            j!({ "message": "  Please add <i>vision</i> riders.  " }),
        )
        .await;
    assert_eq!(sent.0.status(), 200);
    error_body(
        app.post(
            SUMMIT,
            Some(&broker),
            "/api/previews/benefits_catalog/feedback",
            j!({ "message": "   " }),
        )
        .await,
        400,
        ErrorCode::Validation,
    )
    .await;
    assert_eq!(
        app.post(
            SUMMIT,
            Some(&broker),
            "/api/previews/no_such_feature/feedback",
            j!({ "message": "hello" }),
        )
        .await
        .0
        .status(),
        400
    );

    // Operators read every agency's feedback; owners their own; brokers none.
    let operator = app
        .sign_in(PLATFORM, "operator@canopy.example", PASSWORD)
        .await
        .unwrap();
    let all: PreviewFeedbackPage = body(
        app.get(
            PLATFORM,
            Some(&operator),
            "/api/preview-feedback?feature=benefits_catalog",
        )
        .await,
    )
    .await;
    assert_eq!(all.total, 1);
    assert_eq!(all.data[0].message, "Please add <i>vision</i> riders.");
    assert_eq!(all.data[0].agency_name, "Summit Benefits Group");
    let own: PreviewFeedbackPage =
        body(app.get(SUMMIT, Some(&owner), "/api/preview-feedback").await).await;
    assert_eq!(own.total, 1);
    error_body(
        app.get(SUMMIT, Some(&broker), "/api/preview-feedback")
            .await,
        403,
        ErrorCode::Forbidden,
    )
    .await;
    let harbor = harbor_owner(&app).await;
    let theirs: PreviewFeedbackPage = body(
        app.get(HARBOR, Some(&harbor), "/api/preview-feedback")
            .await,
    )
    .await;
    assert!(theirs
        .data
        .iter()
        .all(|f| f.agency_name != "Summit Benefits Group"));

    // Employees have no previews to switch or read.
    let employee = app
        .sign_in(SUMMIT, "leo@brightpath.example", PASSWORD)
        .await
        .unwrap();
    error_body(
        app.get(SUMMIT, Some(&employee), "/api/previews").await,
        403,
        ErrorCode::Forbidden,
    )
    .await;

    // An admin switches it back on.
    let admin = app
        .sign_in(SUMMIT, "grace@summit.example", PASSWORD)
        .await
        .unwrap();
    let on: Preview = body(
        app.put(
            SUMMIT,
            Some(&admin),
            "/api/previews/reports",
            j!({ "enabled": true }),
        )
        .await,
    )
    .await;
    assert!(on.enabled);
    assert_eq!(on.enabled_by_name.as_deref(), Some("Grace Kim"));
}

#[tokio::test]
async fn requests_at_once_cannot_pass_the_same_last_count_of_a_limit() {
    let app = seeded_app().await;
    let signup = j!({
        "name": "Rush Hour", "email": "rush@example.org", "agency_name": "Rush", "agency_size": "solo"
    });
    let answers = futures::future::join_all(
        (0..8).map(|_| app.post(PLATFORM, None, "/api/early-access", signup.clone())),
    )
    .await;
    let passed = answers.iter().filter(|r| r.0.status() == 200).count();
    let limited = answers.iter().filter(|r| r.0.status() == 429).count();
    assert_eq!(
        (passed, limited),
        (5, 3),
        "one address is answered five times an hour"
    );
}
