//! What the HTTP layer does for every answer: compression negotiated by Accept-Encoding, caching
//! by kind of file, and the security headers on top.

use crate::common::*;
use poem::test::TestResponse;
use tokio::io::AsyncReadExt;

const HASHED: &str = "/assets/index-Qm9vZ2xl.js";

/// A built portal and back office of our own, so the test does not depend on `npm run build`.
fn built_uis() -> (std::path::PathBuf, std::path::PathBuf) {
    let root = std::env::temp_dir().join(format!("canopy-web-{}", uuid::Uuid::new_v4().simple()));
    let script: String = (0..400)
        .map(|i| format!("export const route{i} = () => import('./area-{i}.js');\n"))
        .collect();
    let page = format!(
        "<!doctype html><html><head><script type=\"module\" src=\"{HASHED}\"></script></head>\
         <body><div id=\"root\"></div>{}</body></html>",
        "<!-- the portal -->".repeat(80)
    );
    for (dir, prefix) in [("portal", ""), ("admin", "/admin")] {
        let dist = root.join(dir);
        std::fs::create_dir_all(dist.join("assets")).unwrap();
        std::fs::write(
            dist.join("index.html"),
            page.replace("/assets/", &format!("{prefix}/assets/")),
        )
        .unwrap();
        std::fs::write(dist.join("assets/index-Qm9vZ2xl.js"), &script).unwrap();
        std::fs::write(
            dist.join("assets/logo.svg"),
            "<svg xmlns=\"http://www.w3.org/2000/svg\"/>",
        )
        .unwrap();
    }
    (root.join("portal"), root.join("admin"))
}

async fn app() -> TestApp {
    let db = test_db().await;
    platform::seed::seed(&db.pool).await.unwrap();
    let mut config = test_config(false);
    (config.portal_dist, config.admin_dist) = built_uis();
    let app = app_with(db.pool, config, None).await;
    platform::seed::seed_book(&app.state).await.unwrap();
    app
}

async fn fetch(
    app: &TestApp,
    path: &str,
    cookie: Option<&str>,
    accept: Option<&str>,
) -> TestResponse {
    let mut req = app.client.get(path).header("host", SUMMIT);
    if let Some(c) = cookie {
        req = req.header("cookie", c);
    }
    if let Some(a) = accept {
        req = req.header("accept-encoding", a);
    }
    req.send().await
}

fn header(resp: &TestResponse, name: &str) -> Option<String> {
    resp.0
        .headers()
        .get(name)
        .map(|v| v.to_str().unwrap().to_string())
}

async fn body(resp: TestResponse) -> Vec<u8> {
    resp.0.into_body().into_vec().await.unwrap()
}

async fn decoded(resp: TestResponse) -> Vec<u8> {
    let coding = header(&resp, "content-encoding");
    let raw = body(resp).await;
    let mut out = Vec::new();
    match coding.as_deref() {
        Some("br") => async_compression::tokio::bufread::BrotliDecoder::new(&raw[..])
            .read_to_end(&mut out)
            .await
            .unwrap(),
        Some("gzip") => async_compression::tokio::bufread::GzipDecoder::new(&raw[..])
            .read_to_end(&mut out)
            .await
            .unwrap(),
        other => panic!("not compressed: {other:?}"),
    };
    out
}

#[tokio::test]
async fn text_answers_are_compressed_as_the_client_asks() {
    let app = app().await;
    let cookie = app
        .sign_in(SUMMIT, "dana@summit.example", PASSWORD)
        .await
        .unwrap();

    for path in [
        "/api/openapi.json",
        "/api/groups?per_page=100",
        HASHED,
        "/",
        "/admin/",
    ] {
        let cookie = path.starts_with("/api/groups").then_some(cookie.as_str());
        let plain = fetch(&app, path, cookie, None).await;
        plain.assert_status_is_ok();
        assert_eq!(header(&plain, "content-encoding"), None, "{path}");
        assert_eq!(
            header(&plain, "vary").as_deref(),
            Some("accept-encoding"),
            "{path}"
        );
        let plain = body(plain).await;
        for (accept, coding) in [
            ("gzip, deflate, br, zstd", "br"),
            ("gzip", "gzip"),
            ("br;q=0.4, gzip;q=0.9", "gzip"),
        ] {
            let resp = fetch(&app, path, cookie, Some(accept)).await;
            resp.assert_status_is_ok();
            assert_eq!(
                header(&resp, "content-encoding").as_deref(),
                Some(coding),
                "{path} {accept}"
            );
            assert_eq!(header(&resp, "vary").as_deref(), Some("accept-encoding"));
            assert!(header(&resp, "content-security-policy").is_some());
            assert_eq!(
                header(&resp, "x-content-type-options").as_deref(),
                Some("nosniff")
            );
            let unpacked = decoded(resp).await;
            assert_eq!(
                unpacked, plain,
                "{path} in {coding} decodes to the same bytes"
            );
        }
        let small = fetch(&app, path, cookie, Some("br")).await;
        let small = body(small).await.len();
        assert!(
            small * 3 < plain.len(),
            "{path}: {small} of {} bytes",
            plain.len()
        );
    }

    let refused = fetch(&app, "/api/openapi.json", None, Some("br;q=0, gzip;q=0")).await;
    assert_eq!(header(&refused, "content-encoding"), None);
}

#[tokio::test]
async fn hashed_files_are_kept_for_a_year_and_pages_are_checked_each_time() {
    let app = app().await;
    let cookie = app
        .sign_in(SUMMIT, "dana@summit.example", PASSWORD)
        .await
        .unwrap();
    let cache = |resp: &TestResponse| header(resp, "cache-control");

    for path in [HASHED, "/admin/assets/index-Qm9vZ2xl.js"] {
        let resp = fetch(&app, path, None, Some("br")).await;
        resp.assert_status_is_ok();
        assert_eq!(
            cache(&resp).as_deref(),
            Some("public, max-age=31536000, immutable"),
            "{path}"
        );
    }
    for path in [
        "/",
        "/index.html",
        "/dashboard/groups",
        "/admin/",
        "/admin/index.html",
        "/admin/users",
    ] {
        let resp = fetch(&app, path, None, Some("br")).await;
        resp.assert_status_is_ok();
        assert_eq!(cache(&resp).as_deref(), Some("no-cache"), "{path}");
    }
    // A file without a hash in its name may change under the same name.
    let logo = fetch(&app, "/assets/logo.svg", None, None).await;
    logo.assert_status_is_ok();
    assert_eq!(cache(&logo), None);
    // An unknown hashed-looking path falls back to the page, which is never kept.
    let missing = fetch(&app, "/assets/gone-Zm9vYmFyYmF6.js", None, None).await;
    assert_ne!(
        cache(&missing).as_deref(),
        Some("public, max-age=31536000, immutable")
    );

    let me = fetch(&app, "/api/me", Some(&cookie), Some("gzip")).await;
    me.assert_status_is_ok();
    assert_eq!(cache(&me).as_deref(), Some("no-store"));
    let groups = fetch(&app, "/api/groups", Some(&cookie), Some("br")).await;
    assert_eq!(cache(&groups).as_deref(), Some("no-store"));
    assert_eq!(header(&groups, "content-encoding").as_deref(), Some("br"));
    assert_eq!(header(&groups, "x-frame-options").as_deref(), Some("DENY"));
    let spec = fetch(&app, "/api/openapi.json", None, Some("br")).await;
    assert_eq!(cache(&spec), None);
}
