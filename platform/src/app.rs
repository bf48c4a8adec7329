//! The HTTP application: the API, its documentation, the two UIs, and the operator's metrics.

use poem::endpoint::StaticFilesEndpoint;
use poem::middleware::{CatchPanic, CookieJarManager};
use poem::{Endpoint, EndpointExt, Route};

use crate::api;
use crate::http::{self, Options};
use crate::load_shed::LoadShed;
use crate::state::AppState;

pub fn build(state: AppState) -> impl Endpoint {
    let service = api::service();
    let options = Options {
        test_hooks: state.config.test_hooks,
        https: state.config.secure_cookies(),
        trusted_proxies: std::sync::Arc::new(state.config.trusted_proxies.clone()),
    };
    crate::observability::metrics::handle();
    if !state.config.portal_dist.join("index.html").exists() {
        tracing::warn!(dir = %state.config.portal_dist.display(), "the portal is not built (run `make build`)");
    }
    let route = Route::new()
        .at(
            "/metrics",
            poem::get(crate::observability::scrape::render_metrics),
        )
        .at("/api/openapi.json", service.spec_endpoint())
        .at(
            "/api/brand-assets/:agency/:file",
            poem::get(crate::brand::api::asset),
        )
        .nest("/api/docs", service.swagger_ui())
        .nest("/api", service)
        .nest(
            "/admin",
            StaticFilesEndpoint::new(&state.config.admin_dist)
                .index_file("index.html")
                .fallback_to_index()
                .no_cache_index(),
        )
        .nest(
            "/",
            StaticFilesEndpoint::new(&state.config.portal_dist)
                .index_file("index.html")
                .fallback_to_index()
                .no_cache_index(),
        );
    let shed = LoadShed::new(state.config.capacity);
    let sessions = state.clone();
    route
        .with(shed)
        .around(move |ep, req| http::forget_sessions_after_changes(ep, req, sessions.clone()))
        .data(state)
        .with(CatchPanic::new().with_handler(http::panic_response))
        .with(CookieJarManager::new())
        .around(move |ep, req| http::handle(ep, req, options.clone()))
}
