//! Past capacity the server answers 503 with Retry-After at once, and health checks still pass.

use std::time::Duration;

use crate::common::*;
use platform::load_shed::Capacity;

#[tokio::test]
async fn past_capacity_requests_are_shed_with_503_and_retry_after() {
    let db = test_db().await;
    platform::seed::seed(&db.pool).await.unwrap();
    let mut config = test_config(false);
    config.capacity = Capacity {
        in_flight: 1,
        waiting: 0,
        max_wait: Duration::from_millis(1),
    };
    let app = app_with(db.pool, config, None).await;
    let owner = app
        .sign_in(SUMMIT, "dana@summit.example", PASSWORD)
        .await
        .unwrap();

    let answers = futures::future::join_all(
        (0..20).map(|_| app.get(SUMMIT, Some(&owner), "/api/groups?per_page=5")),
    )
    .await;
    let mut shed = 0;
    for resp in answers {
        match resp.0.status().as_u16() {
            200 => {}
            503 => {
                shed += 1;
                assert_eq!(resp.0.headers().get("retry-after").unwrap(), "1");
                let body = error_body(resp, 503, ErrorCode::Overloaded).await;
                assert_eq!(body["details"]["retry_after_seconds"], 1);
            }
            other => panic!("a request answered {other}"),
        }
    }
    assert!(shed > 0, "one request at a time: the others were shed");

    // Health checks are never shed, however busy the server is.
    let checks =
        futures::future::join_all((0..10).map(|_| app.get(SUMMIT, None, "/api/health"))).await;
    assert!(checks.iter().all(|r| r.0.status() == 200));

    // Once the burst has passed, requests are answered again.
    let after = app
        .get(SUMMIT, Some(&owner), "/api/groups?per_page=5")
        .await;
    assert_eq!(after.0.status(), 200);
}
