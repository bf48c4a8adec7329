//! The OpenAPI service: every operation under `/api`.

use poem_openapi::{OpenApiService, Tags};

use crate::accounts::api::AccountsApi;
use crate::agencies::api::AgenciesApi;
use crate::auth::api::AuthApi;
use crate::brand::api::BrandApi;
use crate::client_errors::api::ClientErrorsApi;
use crate::dashboard::api::DashboardApi;
use crate::health::HealthApi;
use crate::members::api::MembersApi;
use crate::team::api::TeamApi;

#[derive(Tags)]
pub enum ApiTags {
    /// Server and database health.
    Health,
    /// The brand of the host's agency.
    Brand,
    /// Sign-in, sign-out and the signed-in caller.
    Auth,
    /// Sign-up, email verification, password reset, magic links, invitations.
    Accounts,
    /// The dashboard home.
    Dashboard,
    /// The platform's agencies (platform operators).
    Agencies,
    /// An agency's people and memberships.
    Members,
    /// Invitations, role changes, deactivation and the agency's own roles.
    Team,
    /// Error reports from the portal.
    ClientErrors,
}

pub type Apis = (HealthApi, BrandApi, AuthApi, AccountsApi, DashboardApi, AgenciesApi, MembersApi, TeamApi, ClientErrorsApi);

pub fn service() -> OpenApiService<Apis, ()> {
    OpenApiService::new(
        (HealthApi, BrandApi, AuthApi, AccountsApi, DashboardApi, AgenciesApi, MembersApi, TeamApi, ClientErrorsApi),
        "Canopy API",
        env!("CARGO_PKG_VERSION"),
    )
    .description(
        "The API of Canopy, the benefits platform for brokerages. Lists take `page`, `per_page`, `sort`, \
         `order` and `q` and answer `{ data, total }`. Errors answer `{ code, message, details?, digest }`. \
         State-changing requests must carry the header `X-Canopy-Csrf: 1`.",
    )
    .server("/api")
}

/// The OpenAPI document as committed in `openapi/openapi.json`.
pub fn spec_json() -> String {
    let mut spec = service().spec();
    spec.push('\n');
    spec
}
