//! The OpenAPI service: every operation under `/api`.

use poem_openapi::{OpenApiService, Tags};

use crate::accounts::api::AccountsApi;
use crate::activity::api::ActivityApi;
use crate::agencies::api::AgenciesApi;
use crate::agencies::api::AgencyProfileApi;
use crate::agency_data::api::AgencyDataApi;
use crate::auth::api::AuthApi;
use crate::benefits::api::BenefitsApi;
use crate::billing::api::BillingApi;
use crate::brand::api::BrandApi;
use crate::brand::api::BrandSettingsApi;
use crate::brand::api::DomainsApi;
use crate::carrier_files::api::CarrierFilesApi;
use crate::catalogue::api::{AgencyPlansApi, CatalogueApi};
use crate::census::api::CensusApi;
use crate::client_errors::api::ClientErrorsApi;
use crate::dashboard::api::DashboardApi;
use crate::documents::api::DocumentsApi;
use crate::early_access::api::EarlyAccessApi;
use crate::employees::api::EmployeesApi;
use crate::enrollment::api::{EmployeeBenefitsApi, EnrollmentApi, LifeEventsApi};
use crate::groups::api::GroupsApi;
use crate::health::HealthApi;
use crate::help::api::HelpApi;
use crate::implementation::api::ImplementationApi;
use crate::jobs::api::JobsApi;
use crate::lifecycle::api::LifecycleApi;
use crate::members::api::MembersApi;
use crate::notifications::api::NotificationsApi;
use crate::plan_design::api::PlanDesignApi;
use crate::quotes::api::QuotesApi;
use crate::reconciliation::api::ReconciliationApi;
use crate::renewal::api::RenewalApi;
use crate::reports::api::ReportsApi;
use crate::resources::api::ResourcesApi;
use crate::self_service::api::MyBenefitsApi;
use crate::sso::api::SsoApi;
use crate::statements::api::StatementsApi;
use crate::team::api::TeamApi;

#[derive(Tags)]
pub enum ApiTags {
    /// Server and database health.
    Health,
    /// The brand of the host's agency, its editor, and custom domains.
    Brand,
    /// Sign-in, sign-out, the signed-in caller and their sessions.
    Auth,
    /// Sign-up, email verification, password reset, magic links, invitations.
    Accounts,
    /// Single sign-on with OpenID Connect.
    Sso,
    /// The dashboard home.
    Dashboard,
    /// The caller's own notifications.
    Notifications,
    /// The platform's agencies (platform operators) and the caller's agency.
    Agencies,
    /// An agency's people and memberships.
    Members,
    /// Employer groups: the book of business.
    Groups,
    /// A group's lifecycle: stage moves, their guards and timeline.
    Lifecycle,
    /// Employees and dependents.
    Employees,
    /// Census uploads, checks, commits, versions and the census tools.
    Census,
    /// Background jobs and storage.
    Jobs,
    /// Group documents.
    Documents,
    /// Invitations and the agency's own roles.
    Team,
    /// The audit log and the mail outbox.
    Activity,
    /// Error reports from the portal.
    ClientErrors,
    /// Carriers, plans, rating areas and rates.
    Catalogue,
    /// Quotes, proposals and the market analysis.
    Quotes,
    /// Plan designs, their cost model, checks and approval.
    PlanDesign,
    /// Open enrollment windows, participants, elections, reminders and life events.
    Enrollment,
    /// The signed-in employee's own benefits, enrollment and life events.
    SelfService,
    /// Carrier implementation: checklists, group numbers, templates and the board.
    Implementation,
    /// Renewals: opened ahead of the renewal date, their dated tasks, the new plan year.
    Renewal,
    /// The agency's subscription: the plan catalogue, usage against limits; the premium
    /// statements of its clients, checked against the carriers' invoices.
    Billing,
    /// The help centre: articles by category, and search.
    Help,
    /// Early access: the waitlist, and the preview features each agency switches on.
    EarlyAccess,
    /// The agency's benefits catalogue (a preview): categories and their options.
    Benefits,
    /// The resource library (a preview): forms, plan documents and guides shared with groups.
    Resources,
    /// Reports (a preview): the book of business, enrollment, and the agency's commission rates.
    Reports,
    /// The agency's data whole: its export, and closing the agency.
    AgencyData,
}

/// Nested tuples: poem-openapi combines APIs as tuples of limited length.
pub type Apis = (
    (
        HealthApi,
        BrandApi,
        BrandSettingsApi,
        DomainsApi,
        AuthApi,
        AccountsApi,
        SsoApi,
    ),
    (
        DashboardApi,
        NotificationsApi,
        AgenciesApi,
        AgencyProfileApi,
        MembersApi,
        TeamApi,
        ActivityApi,
        ClientErrorsApi,
    ),
    (
        GroupsApi,
        LifecycleApi,
        EmployeesApi,
        CensusApi,
        JobsApi,
        DocumentsApi,
    ),
    (
        CatalogueApi,
        AgencyPlansApi,
        QuotesApi,
        PlanDesignApi,
        EnrollmentApi,
        LifeEventsApi,
        MyBenefitsApi,
        EmployeeBenefitsApi,
    ),
    (
        ImplementationApi,
        CarrierFilesApi,
        ReconciliationApi,
        RenewalApi,
        BillingApi,
        StatementsApi,
        HelpApi,
        EarlyAccessApi,
        BenefitsApi,
        ResourcesApi,
        ReportsApi,
        AgencyDataApi,
    ),
);

pub fn service() -> OpenApiService<Apis, ()> {
    OpenApiService::new(
        (
            (HealthApi, BrandApi, BrandSettingsApi, DomainsApi, AuthApi, AccountsApi, SsoApi),
            (DashboardApi, NotificationsApi, AgenciesApi, AgencyProfileApi, MembersApi, TeamApi, ActivityApi, ClientErrorsApi),
            (GroupsApi, LifecycleApi, EmployeesApi, CensusApi, JobsApi, DocumentsApi),
            (CatalogueApi, AgencyPlansApi, QuotesApi, PlanDesignApi, EnrollmentApi, LifeEventsApi, MyBenefitsApi, EmployeeBenefitsApi),
            (ImplementationApi, CarrierFilesApi, ReconciliationApi, RenewalApi, BillingApi, StatementsApi, HelpApi, EarlyAccessApi, BenefitsApi, ResourcesApi, ReportsApi, AgencyDataApi),
        ),
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
