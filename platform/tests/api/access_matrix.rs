//! The generated access matrix: every operation of the exported OpenAPI document, called by
//! every kind of caller, against one declared table of who may do what. An operation with no
//! entry fails the test, so every new endpoint declares its access here.
//!
//! Expectations come from the declared access and the role policy: a caller without the
//! permission gets 403; signed out, 401; another agency's owner, another group's employer admin
//! and another employee get 404 for the ids of this agency, group or employee, and their lists
//! carry none of its data; everyone allowed gets past the checks (no 401, 403, 404 or 5xx).
//! The other agency has a book of its own, and its owner is also called with that book's ids:
//! allowed there, and nothing of the demo agency in the answers.
//! Bodies are generated from the operation's schema, so a refusal is the access check's, not
//! the body parser's.

use std::collections::{BTreeMap, HashMap};

use crate::common::*;
use poem::http::Method;
use poem::test::{TestForm, TestFormField};
use serde_json::{json as j, Value};
use uuid::Uuid;

const HARBOR: &str = "harbor.localhost:8080";

/// Who may call an operation.
#[derive(Clone, Copy, Debug)]
enum Access {
    /// Anyone, signed out too.
    Public,
    /// Any session.
    SignedIn,
    /// Roles holding `(resource, action)`, on data every agency shares (the plan catalogue).
    Shared(&'static str, &'static str),
    /// Roles holding `(resource, action)`, on the agency's own data (or the platform's).
    Agency(&'static str, &'static str),
    /// Roles holding `(resource, action)`, on one group's data: an employer admin reaches only
    /// their own group.
    Group(&'static str, &'static str),
    /// The signed-in employee's own record (`my_benefits`).
    Own(&'static str),
}

use Access::*;

/// The declared table: every operation of the API and who may call it.
const TABLE: &[(&str, Access)] = &[
    ("getHealth", Public),
    ("getBrand", Public),
    ("getBrandSettings", Agency("agency", "read")),
    ("updateBrandSettings", Agency("agency", "update")),
    ("uploadLogo", Agency("agency", "update")),
    ("removeLogo", Agency("agency", "update")),
    ("uploadFavicon", Agency("agency", "update")),
    ("removeFavicon", Agency("agency", "update")),
    ("listDomains", Agency("agency", "read")),
    ("addDomain", Agency("agency", "update")),
    ("verifyDomain", Agency("agency", "update")),
    ("removeDomain", Agency("agency", "update")),
    ("signIn", Public),
    ("signOut", Public),
    ("getSession", Public),
    ("listMySessions", SignedIn),
    ("revokeMySession", SignedIn),
    ("changeMyPassword", SignedIn),
    ("getMe", SignedIn),
    ("checkSlug", Public),
    ("signUpBroker", Public),
    ("confirmBrokerSignUp", Public),
    ("verifyEmail", Public),
    ("resendVerification", Public),
    ("requestPasswordReset", Public),
    ("resetPassword", Public),
    ("requestMagicLink", Public),
    ("signInWithMagicLink", Public),
    ("signUpWithCode", Public),
    ("previewInvite", Public),
    ("signUpInvited", Public),
    ("getSso", Agency("agency", "update")),
    ("updateSso", Agency("agency", "update")),
    ("deleteSso", Agency("agency", "update")),
    ("startSso", Public),
    ("finishSso", Public),
    ("getDashboard", Agency("dashboard", "read")),
    ("listNotifications", SignedIn),
    ("markNotificationRead", SignedIn),
    ("markAllNotificationsRead", SignedIn),
    ("listAgencies", Agency("agencies", "read")),
    ("createAgency", Agency("agencies", "create")),
    ("getAgency", Agency("agencies", "read")),
    ("getMyAgency", Agency("agency", "read")),
    ("updateMyAgency", Agency("agency", "update")),
    ("listMembers", Agency("members", "read")),
    ("getMember", Agency("members", "read")),
    ("updateMember", Agency("members", "write")),
    ("createInvite", Agency("members", "write")),
    ("listInvites", Agency("members", "read")),
    ("getInvite", Agency("members", "read")),
    ("revokeInvite", Agency("members", "write")),
    ("resendInvite", Agency("members", "write")),
    ("listRoles", Agency("members", "read")),
    ("createRole", Agency("roles", "write")),
    ("listPermissions", Agency("members", "read")),
    ("updateRole", Agency("roles", "write")),
    ("deleteRole", Agency("roles", "write")),
    ("listAuditLog", Agency("audit", "read")),
    ("getAuditEntry", Agency("audit", "read")),
    ("listOutbox", Agency("outbox", "read")),
    ("getOutboxDelivery", Agency("outbox", "read")),
    ("getOutboxMessage", Agency("outbox", "read")),
    ("reportClientError", Public),
    ("listClientErrors", Agency("client_errors", "read")),
    ("getClientError", Agency("client_errors", "read")),
    ("listGroups", Group("groups", "read")),
    ("createGroup", Agency("groups", "write")),
    ("exportGroups", Group("groups", "read")),
    ("getGroup", Group("groups", "read")),
    ("updateGroup", Group("groups", "write")),
    ("getGroupOverview", Group("groups", "read")),
    ("updateGroupSettings", Group("groups", "write")),
    ("changeGroupStatus", Group("groups", "write")),
    ("getGroupLifecycle", Group("lifecycle", "read")),
    ("moveGroupStage", Group("lifecycle", "move")),
    ("getImplementation", Group("implementation", "read")),
    ("startImplementation", Group("implementation", "write")),
    ("updateChecklistItem", Group("implementation", "write")),
    ("recordGroupNumber", Group("implementation", "write")),
    ("markCarrierImplemented", Group("implementation", "write")),
    (
        "listChecklistTemplates",
        Agency("implementation_book", "read"),
    ),
    (
        "saveDefaultChecklistTemplate",
        Agency("implementation_book", "write"),
    ),
    (
        "saveCarrierChecklistTemplate",
        Shared("implementation_book", "write"),
    ),
    (
        "listImplementationBoard",
        Agency("implementation_book", "read"),
    ),
    ("listCarrierFiles", Group("carrier_files", "read")),
    ("uploadCarrierList", Group("reconciliation", "write")),
    ("listCarrierLists", Group("reconciliation", "read")),
    ("listDiscrepancies", Agency("reconciliation", "read")),
    ("exportDiscrepancies", Agency("reconciliation", "read")),
    ("getDiscrepancy", Agency("reconciliation", "read")),
    ("actOnDiscrepancy", Agency("reconciliation", "write")),
    ("listHelpArticles", Public),
    ("getHelpArticle", Public),
    ("searchHelp", Public),
    ("sendHelpFeedback", Public),
    ("contactSupport", Public),
    ("listSupportRequests", Agency("support_requests", "read")),
    ("joinEarlyAccess", Public),
    ("listEarlyAccessSignups", Agency("early_access", "read")),
    ("exportEarlyAccessSignups", Agency("early_access", "read")),
    ("listPreviews", Agency("previews", "read")),
    ("switchPreview", Agency("previews", "write")),
    ("sendPreviewFeedback", Agency("previews", "read")),
    ("listPreviewFeedback", Agency("preview_feedback", "read")),
    ("getHealthLive", Public),
    ("getHealthReady", Public),
    ("exportAgencyData", Agency("agency_data", "export")),
    ("getAgencyClosure", Agency("agency_data", "close")),
    // Sampled bodies carry a wrong password and subdomain, so the shared agencies stay open.
    ("closeAgency", Agency("agency_data", "close")),
    ("cancelAgencyClosure", Agency("agency_data", "close")),
    ("listAgencyArticles", Agency("help_articles", "read")),
    ("getAgencyArticle", Agency("help_articles", "read")),
    ("createAgencyArticle", Agency("help_articles", "write")),
    ("previewAgencyArticle", Agency("help_articles", "write")),
    ("updateAgencyArticle", Agency("help_articles", "write")),
    ("deleteAgencyArticle", Agency("help_articles", "write")),
    ("listBenefitCategories", Agency("benefits", "read")),
    ("createBenefitCategory", Agency("benefits", "write")),
    ("getBenefitCategory", Agency("benefits", "read")),
    ("updateBenefitCategory", Agency("benefits", "write")),
    ("listBenefitOptions", Agency("benefits", "read")),
    ("createBenefitOption", Agency("benefits", "write")),
    ("getBenefitOption", Agency("benefits", "read")),
    ("updateBenefitOption", Agency("benefits", "write")),
    ("listResources", Agency("resources", "read")),
    ("uploadResource", Agency("resources", "write")),
    ("getResource", Group("resources", "read")),
    ("updateResource", Agency("resources", "write")),
    ("deleteResource", Agency("resources", "write")),
    ("downloadResource", Group("resources", "read")),
    ("shareResource", Agency("resources", "write")),
    ("unshareResource", Agency("resources", "write")),
    // What the employee's own group shares with its employees: the same for every colleague.
    ("listMyResources", Agency("my_resources", "read")),
    ("downloadMyResource", Agency("my_resources", "read")),
    ("getBookOfBusinessReport", Agency("reports", "read")),
    ("exportBookOfBusinessReport", Agency("reports", "read")),
    ("getEnrollmentReport", Agency("reports", "read")),
    ("exportEnrollmentReport", Agency("reports", "read")),
    ("getCommissionRates", Agency("reports", "read")),
    ("setCommissionRates", Agency("reports", "write")),
    ("listPremiumStatements", Agency("statements", "read")),
    ("getPremiumStatement", Group("statements", "read")),
    ("uploadCarrierInvoice", Group("statements", "write")),
    ("exportPremiumStatement", Group("statements", "read")),
    ("actOnStatementDifference", Agency("statements", "write")),
    ("generateCarrierFile", Group("carrier_files", "generate")),
    ("getRenewal", Group("renewal", "read")),
    ("startRenewal", Group("renewal", "write")),
    ("updateRenewalTask", Group("renewal", "write")),
    ("compareRenewal", Group("renewal", "read")),
    ("exportRenewalComparison", Group("renewal", "read")),
    ("downloadRenewalProposal", Group("renewal", "read")),
    ("designRenewalPlanYear", Group("renewal", "write")),
    ("startRenewalPlanYear", Group("renewal", "write")),
    ("mapRenewalPlans", Group("renewal", "write")),
    ("recordRenewalDecision", Group("renewal", "write")),
    ("sendRenewalDecision", Group("renewal", "write")),
    ("answerRenewalDecision", Group("renewal", "approve")),
    ("uploadRenewalRates", Group("renewal", "write")),
    ("setRenewalAlternatives", Group("renewal", "write")),
    ("listBillingPlans", Public),
    ("getBilling", Agency("billing", "read")),
    ("listBillingInvoices", Agency("billing", "pay")),
    ("startBillingCheckout", Agency("billing", "pay")),
    ("openBillingPortal", Agency("billing", "pay")),
    // Stripe's signature on the body is its credential.
    ("receiveStripeWebhook", Public),
    ("listCataloguePlans", Agency("billing_catalogue", "read")),
    ("getCataloguePlan", Agency("billing_catalogue", "read")),
    ("updateCataloguePlan", Agency("billing_catalogue", "write")),
    ("getAgencyBilling", Agency("billing_catalogue", "read")),
    (
        "viewCarrierFileSamples",
        Agency("carrier_files", "generate"),
    ),
    ("listGroupContacts", Group("groups", "read")),
    ("addGroupContact", Group("groups", "write")),
    ("updateGroupContact", Group("groups", "write")),
    ("removeGroupContact", Group("groups", "write")),
    ("getGroupTeam", Group("groups", "read")),
    ("setGroupTeam", Group("groups", "write")),
    ("getEnrollmentCode", Group("groups", "read")),
    ("issueEnrollmentCode", Group("groups", "write")),
    ("lookupZip", Shared("groups", "read")),
    ("listEmployees", Group("employees", "read")),
    ("exportEmployees", Group("employees", "read")),
    ("createEmployee", Group("employees", "write")),
    ("getEmployee", Group("employees", "read")),
    ("updateEmployee", Group("employees", "write")),
    ("terminateEmployee", Group("employees", "write")),
    ("revealSsn", Group("employees", "reveal_ssn")),
    ("getEmployeeHistory", Group("employees", "read")),
    ("uploadCensus", Group("census", "write")),
    ("listCensusVersions", Group("census", "read")),
    ("getCensusImport", Group("census", "read")),
    ("discardCensusImport", Group("census", "write")),
    ("mapCensusImport", Group("census", "write")),
    ("getCensusRows", Group("census", "read")),
    ("fixCensusCells", Group("census", "write")),
    ("commitCensusImport", Group("census", "write")),
    ("undoCensusImport", Group("census", "write")),
    ("diffCensusVersions", Group("census", "read")),
    ("downloadCensus", Group("census", "read")),
    ("analyseCensusFile", Agency("census", "read")),
    ("cleanCensusFile", Agency("census", "read")),
    ("listCensusTemplates", Group("census", "read")),
    ("deleteCensusTemplate", Group("census", "write")),
    ("listJobs", Group("jobs", "read")),
    ("getJob", Group("census", "read")),
    ("streamJob", Group("census", "read")),
    ("retryJob", Group("census", "write")),
    ("getStorage", Agency("jobs", "read")),
    ("listDocuments", Group("documents", "read")),
    ("uploadDocument", Group("documents", "write")),
    ("downloadDocument", Group("documents", "read")),
    ("deleteDocument", Group("documents", "write")),
    ("listCarriers", Shared("catalogue", "read")),
    ("createCarrier", Shared("catalogue", "write")),
    ("listPlans", Shared("catalogue", "read")),
    ("createPlan", Shared("catalogue", "write")),
    ("getPlan", Shared("catalogue", "read")),
    ("updatePlan", Shared("catalogue", "write")),
    ("getCarrier", Shared("catalogue", "read")),
    ("updateCarrier", Shared("catalogue", "write")),
    ("planRateRanges", Shared("catalogue", "read")),
    ("planRates", Shared("catalogue", "read")),
    ("ratingAreaOfZip", Shared("catalogue", "read")),
    ("importRates", Shared("catalogue", "write")),
    ("listAgencyPlans", Agency("agency_plans", "read")),
    ("createAgencyPlan", Agency("agency_plans", "write")),
    ("updateAgencyPlan", Agency("agency_plans", "write")),
    ("importAgencyPlanRates", Agency("agency_plans", "write")),
    ("listQuotes", Group("quotes", "read")),
    ("createQuote", Group("quotes", "write")),
    ("getQuote", Group("quotes", "read")),
    ("deleteQuote", Group("quotes", "write")),
    ("quoteBreakdown", Group("quotes", "read")),
    ("rerateQuote", Group("quotes", "write")),
    ("setQuoteStatus", Group("quotes", "write")),
    ("quoteProposal", Group("quotes", "read")),
    ("marketAnalysis", Group("quotes", "read")),
    ("listPlanDesigns", Group("plan_designs", "read")),
    ("createPlanDesign", Group("plan_designs", "write")),
    ("previewPlanDesign", Group("plan_designs", "read")),
    ("getPlanDesign", Group("plan_designs", "read")),
    ("updatePlanDesign", Group("plan_designs", "write")),
    ("submitPlanDesign", Group("plan_designs", "write")),
    ("decidePlanDesign", Group("plan_designs", "approve")),
    ("listEnrollments", Group("enrollment", "read")),
    ("openEnrollment", Group("enrollment", "write")),
    ("previewEnrollment", Group("enrollment", "read")),
    ("getEnrollment", Group("enrollment", "read")),
    ("updateEnrollment", Group("enrollment", "write")),
    ("listParticipants", Group("enrollment", "read")),
    ("remindParticipants", Group("enrollment", "write")),
    ("closeEnrollment", Group("enrollment", "write")),
    ("exportElections", Group("enrollment", "read")),
    ("getParticipant", Group("enrollment", "read")),
    ("submitAssistedElections", Group("enrollment", "write")),
    ("listLifeEvents", Group("enrollment", "read")),
    ("decideLifeEvent", Group("enrollment", "write")),
    ("getEmployeeBenefits", Group("enrollment", "read")),
    ("getMyBenefits", Own("read")),
    ("updateMyHousehold", Own("write")),
    ("getMyEnrollment", Own("read")),
    ("startMyEnrollment", Own("write")),
    ("submitMyElections", Own("write")),
    ("getMySubmission", Own("read")),
    ("downloadMyDocument", Own("read")),
    ("reportLifeEvent", Own("write")),
];

/// Operations that use up what they name (delete, commit, close…): allowed callers are sent an
/// id that does not exist, and must get past the checks to a 404; the others get the real one.
const CONSUMING: &[&str] = &[
    "removeDomain",
    "deleteAgencyArticle",
    "revokeMySession",
    // Only its recipient's: everyone else gets a 404 for a real one.
    "markNotificationRead",
    "deleteSso",
    "revokeInvite",
    "deleteRole",
    "removeGroupContact",
    "changeGroupStatus",
    "terminateEmployee",
    "discardCensusImport",
    "commitCensusImport",
    "undoCensusImport",
    "deleteCensusTemplate",
    "retryJob",
    "deleteDocument",
    "deleteResource",
    "unshareResource",
    "deleteQuote",
    "closeEnrollment",
    "updateMember",
    // Switches the reports preview (the `feature` fixture) off for every operation after it.
    "switchPreview",
    // Answers 409 unless the agency is closing, which the matrix never makes it.
    "cancelAgencyClosure",
];

#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
enum Kind {
    SignedOut,
    Operator,
    Staff,
    GroupHr,
    OtherGroupHr,
    Employee,
    OtherEmployee,
    OtherAgency,
    /// Another agency's owner on that agency's own records.
    OtherAgencyOwnRecords,
}

struct Caller {
    name: &'static str,
    kind: Kind,
    host: &'static str,
    cookie: Option<String>,
    role: &'static str,
    domain: String,
    /// Names the records of its own agency's book rather than the demo agency's.
    own_book: bool,
}

#[derive(Debug, PartialEq)]
enum Expect {
    /// A public operation: any answer but a server error.
    Answered,
    Allowed,
    Status(u16),
}

/// An agency's demo book and the people the fixtures are made by.
struct Book {
    host: &'static str,
    slug: &'static str,
    owner: &'static str,
    employee: &'static str,
    domain: &'static str,
    invite: &'static str,
    mail_domain: &'static str,
    /// Names each agency chooses for itself, different in each book so that one agency's
    /// name for a record never happens to name the other's.
    role: &'static str,
    agency_plan: &'static str,
}

const SUMMIT_BOOK: Book = Book {
    host: SUMMIT,
    slug: "summit",
    owner: "dana@summit.example",
    employee: "leo@brightpath.example",
    domain: "benefits.summit-example.com",
    invite: "invited@summit.example",
    mail_domain: "summit.example",
    role: "analyst",
    agency_plan: "71234CO0099001",
};

const HARBOR_BOOK: Book = Book {
    host: HARBOR,
    slug: "harbor",
    owner: "owner@harbor.example",
    employee: "employee@harbor.example",
    domain: "benefits.harbor-example.com",
    invite: "invited@harbor.example",
    mail_domain: "harbor.example",
    role: "reviewer",
    agency_plan: "71234CO0099002",
};

/// The ids of an agency's records that the paths name.
struct Fixtures {
    ids: HashMap<&'static str, String>,
    /// Text that must not appear in what another agency, group or employee reads.
    foreign: HashMap<Kind, Vec<String>>,
}

#[tokio::test]
async fn every_operation_answers_every_caller_as_declared() {
    let app = seeded_app().await;
    platform::seed::seed_book(&app.state).await.unwrap();
    let spec: Value = serde_json::from_str(&platform::api::spec_json()).unwrap();
    let declared: BTreeMap<&str, Access> = TABLE.iter().copied().collect();
    assert_eq!(
        declared.len(),
        TABLE.len(),
        "an operation is declared twice"
    );

    let mut operations = Vec::new();
    for (path, item) in spec["paths"].as_object().unwrap() {
        for (method, op) in item.as_object().unwrap() {
            let id = op["operationId"].as_str().unwrap().to_string();
            operations.push((method.to_uppercase(), path.clone(), id, op.clone()));
        }
    }
    let undeclared: Vec<&str> = operations
        .iter()
        .map(|o| o.2.as_str())
        .filter(|id| !declared.contains_key(id))
        .collect();
    assert!(
        undeclared.is_empty(),
        "declare the access of these operations in TABLE: {undeclared:?}"
    );
    let stale: Vec<&str> = declared
        .keys()
        .copied()
        .filter(|id| !operations.iter().any(|o| o.2 == *id))
        .collect();
    assert!(
        stale.is_empty(),
        "TABLE names operations the API no longer has: {stale:?}"
    );

    seed_harbor(&app).await;
    let harbor_fixtures = fixtures(&app, &HARBOR_BOOK).await;
    // A demo agency with a long history: its log's latest ids are ids the other agency's log
    // does not reach during the run.
    let summit = tenants::registry::find_by_slug(&app.pool, "summit")
        .await
        .unwrap()
        .unwrap();
    sqlx::query(&format!(
        "SELECT setval(pg_get_serial_sequence('{}.audit_log', 'id'), 1000000)",
        summit.schema_name
    ))
    .execute(&app.pool)
    .await
    .unwrap();
    let fixtures = fixtures(&app, &SUMMIT_BOOK).await;
    let harbor = tenants::registry::find_by_slug(&app.pool, "harbor")
        .await
        .unwrap()
        .unwrap();
    let harbor_log: i64 = sqlx::query_scalar(&format!(
        "SELECT coalesce(max(id), 0) FROM {}.audit_log",
        harbor.schema_name
    ))
    .fetch_one(&app.pool)
    .await
    .unwrap();
    assert!(
        fixtures.ids["audit-log"].parse::<i64>().unwrap() > harbor_log,
        "the other agency's log reaches the demo agency's entry id"
    );
    let callers = callers(&app, &fixtures).await;
    // Reads first, then changes, then what uses its record up; signing out last of all.
    operations.sort_by_key(|(method, _, id, _)| {
        (
            id == "signOut",
            CONSUMING.contains(&id.as_str()),
            method != "GET",
        )
    });

    let mut failures = Vec::new();
    let mut checked = 0;
    for (method, path, id, op) in &operations {
        let access = declared[id.as_str()];
        for caller in &callers {
            let ids = if caller.own_book {
                &harbor_fixtures
            } else {
                &fixtures
            };
            let expected = expectation(&app, access, caller, path).await;
            let consuming = CONSUMING.contains(&id.as_str())
                && expected == Expect::Allowed
                && path.contains('{');
            let url = format!(
                "{}{}",
                fill_path(path, ids, consuming),
                query_of(op, &spec, ids)
            );
            let resp = send(&app, caller, method, &url, op, &spec).await;
            let status = resp.0.status().as_u16();
            let body = resp.0.into_body().into_string().await.unwrap_or_default();
            checked += 1;
            let ok = match &expected {
                Expect::Allowed if consuming => {
                    status == 404 || (status < 500 && status != 401 && status != 403)
                }
                Expect::Allowed => status < 500 && ![401, 403, 404].contains(&status),
                Expect::Answered => status < 500,
                Expect::Status(s) => status == *s,
            };
            if !ok {
                failures.push(format!(
                    "{method} {url} ({id}) as {}: expected {expected:?}, got {status} {}",
                    caller.name,
                    body.chars().take(160).collect::<String>()
                ));
                continue;
            }
            if method == "GET" && status < 300 {
                if let Some(leak) = fixtures
                    .foreign
                    .get(&caller.kind)
                    .and_then(|marks| marks.iter().find(|m| body.contains(m.as_str())))
                {
                    failures.push(format!(
                        "{method} {url} ({id}) as {}: the answer carries {leak}",
                        caller.name
                    ));
                }
            }
        }
    }
    println!(
        "access matrix: {} operations × {} callers = {checked} requests",
        operations.len(),
        callers.len()
    );
    assert!(
        failures.is_empty(),
        "{} of {checked} answers differ from the table:\n{}",
        failures.len(),
        failures.join("\n")
    );
}

async fn expectation(app: &TestApp, access: Access, caller: &Caller, path: &str) -> Expect {
    // A preview feature's name is the same in every agency: it names none of this one's records.
    let names_ids = path.replace("{feature}", "").contains('{');
    let (resource, action, scope) = match access {
        Public => return Expect::Answered,
        SignedIn => {
            return if caller.kind == Kind::SignedOut {
                Expect::Status(401)
            } else {
                Expect::Allowed
            }
        }
        Shared(r, a) => (r, a, "shared"),
        Agency(r, a) => (r, a, "agency"),
        Group(r, a) => (r, a, "group"),
        Own(a) => ("my_benefits", a, "own"),
    };
    if caller.kind == Kind::SignedOut {
        return Expect::Status(401);
    }
    if !app
        .state
        .rbac
        .allows(caller.role, &caller.domain, resource, action)
        .await
    {
        return Expect::Status(403);
    }
    let reaches_elsewhere = match (caller.kind, scope) {
        (Kind::OtherAgency, "shared") => false,
        (Kind::OtherAgency, _) => names_ids,
        (Kind::OtherGroupHr, "group") => names_ids,
        (Kind::OtherEmployee, "own") => names_ids && !path.starts_with("/my/enrollments/"),
        _ => false,
    };
    if reaches_elsewhere {
        Expect::Status(404)
    } else {
        Expect::Allowed
    }
}

/// The path with this agency's ids in it (or ids nobody has, for an allowed consuming call).
fn fill_path(path: &str, fixtures: &Fixtures, nowhere: bool) -> String {
    let mut out = String::from("/api");
    let mut parent = "";
    for segment in path.split('/').filter(|s| !s.is_empty()) {
        out.push('/');
        if let Some(param) = segment.strip_prefix('{').and_then(|s| s.strip_suffix('}')) {
            let key = match param {
                "id" if path.starts_with("/my/documents/") => "documents-own",
                "id" if path.starts_with("/admin/billing/plans/") => "billing-plans",
                "id" => parent,
                "employee_id" => "employees",
                "contact_id" => "contacts",
                "domain" => "domains",
                "name" => "roles",
                other => other,
            };
            let value = if nowhere {
                nowhere_id(key)
            } else {
                fixtures
                    .ids
                    .get(key)
                    .cloned()
                    .unwrap_or_else(|| panic!("no fixture for {key} in {path}"))
            };
            out.push_str(&value);
        } else {
            out.push_str(segment);
            parent = segment;
        }
    }
    out
}

fn nowhere_id(key: &str) -> String {
    match key {
        "roles" => "nobody_has_this_role".into(),
        "billing-plans" => "no_such_plan".into(),
        "month" => "2001-01".into(),
        "feature" => "no_such_feature".into(),
        "domains" | "domain" => "nowhere.example.org".into(),
        _ => Uuid::new_v4().to_string(),
    }
}

/// Required query parameters, with values a real caller would send.
fn query_of(op: &Value, spec: &Value, fixtures: &Fixtures) -> String {
    let mut pairs = Vec::new();
    for p in op["parameters"].as_array().into_iter().flatten() {
        if p["in"] != "query" || p["required"] != true {
            continue;
        }
        let name = p["name"].as_str().unwrap();
        let value = match name {
            "zip" => "80202".to_string(),
            "slug" => "some-new-agency".to_string(),
            "from" => "1".to_string(),
            "to" => "2".to_string(),
            "effective_date" => format!(
                "{}-01-01",
                chrono::Datelike::year(&chrono::Utc::now().date_naive())
            ),
            "rating_area" => "CO-03".to_string(),
            other => fixtures.ids.get(other).cloned().unwrap_or_else(|| {
                let value = sample(&p["schema"], spec);
                value
                    .as_str()
                    .map(str::to_string)
                    .unwrap_or_else(|| value.to_string())
            }),
        };
        pairs.push(format!("{name}={value}"));
    }
    if pairs.is_empty() {
        String::new()
    } else {
        format!("?{}", pairs.join("&"))
    }
}

async fn send(
    app: &TestApp,
    caller: &Caller,
    method: &str,
    url: &str,
    op: &Value,
    spec: &Value,
) -> poem::test::TestResponse {
    let method: Method = method.parse().unwrap();
    let mut req = app
        .client
        .request(method, url)
        .header("host", caller.host)
        .header("x-canopy-csrf", "1");
    if let Some(cookie) = &caller.cookie {
        req = req.header("cookie", cookie.clone());
    }
    let content = &op["requestBody"]["content"];
    let json_body = content
        .as_object()
        .and_then(|c| {
            c.iter()
                .find(|(kind, _)| kind.starts_with("application/json"))
        })
        .map(|(_, c)| &c["schema"]);
    if let Some(schema) = json_body {
        req = req.body_json(&sample(schema, spec));
    } else if let Some(schema) = content.get("multipart/form-data").map(|c| &c["schema"]) {
        let schema = resolve(schema, spec);
        let mut form = TestForm::new();
        for (name, prop) in schema["properties"].as_object().into_iter().flatten() {
            let prop = resolve(prop, spec);
            if prop["format"] == "binary" {
                form = form.field(
                    TestFormField::bytes(b"x".to_vec())
                        .name(name.clone())
                        .filename("x.txt")
                        .content_type("text/plain"),
                );
            } else {
                let value = sample(prop, spec);
                let text = value
                    .as_str()
                    .map(str::to_string)
                    .unwrap_or_else(|| value.to_string());
                form = form.field(TestFormField::text(text).name(name.clone()));
            }
        }
        req = req.multipart(form);
    }
    req.send().await
}

fn resolve<'a>(schema: &'a Value, spec: &'a Value) -> &'a Value {
    match schema["$ref"].as_str() {
        Some(r) => resolve(
            &spec["components"]["schemas"][r.rsplit('/').next().unwrap()],
            spec,
        ),
        None => match schema["allOf"].as_array() {
            Some(all) if all.len() == 1 => resolve(&all[0], spec),
            // A described reference: the reference, and a description beside it.
            Some(all) => match all.iter().find(|s| s["$ref"].is_string()) {
                Some(r)
                    if all
                        .iter()
                        .all(|s| s["$ref"].is_string() || s["type"].is_null()) =>
                {
                    resolve(r, spec)
                }
                _ => schema,
            },
            _ => schema,
        },
    }
}

/// The smallest value the schema accepts: required properties only, placeholder values.
fn sample(schema: &Value, spec: &Value) -> Value {
    let schema = resolve(schema, spec);
    if let Some(first) = schema["oneOf"]
        .as_array()
        .or(schema["anyOf"].as_array())
        .and_then(|v| v.first())
    {
        return sample(first, spec);
    }
    if let Some(first) = schema["enum"].as_array().and_then(|v| v.first()) {
        return first.clone();
    }
    match schema["type"].as_str().unwrap_or("object") {
        "object" => {
            let required: Vec<&str> = schema["required"]
                .as_array()
                .into_iter()
                .flatten()
                .filter_map(Value::as_str)
                .collect();
            let mut out = serde_json::Map::new();
            for (name, prop) in schema["properties"].as_object().into_iter().flatten() {
                if required.contains(&name.as_str()) {
                    out.insert(name.clone(), sample(prop, spec));
                }
            }
            Value::Object(out)
        }
        "array" => {
            let min = schema["minItems"].as_u64().unwrap_or(0);
            Value::Array((0..min).map(|_| sample(&schema["items"], spec)).collect())
        }
        "integer" | "number" => schema["minimum"]
            .clone()
            .as_f64()
            .map(|m| j!(m as i64))
            .unwrap_or(j!(0)),
        "boolean" => j!(false),
        _ => match schema["format"].as_str().unwrap_or("") {
            "uuid" => j!(Uuid::nil()),
            f if f.ends_with("date-time") => j!("2000-01-01T00:00:00Z"),
            f if f.ends_with("date") => j!("2000-01-01"),
            "email" => j!("nobody@example.org"),
            _ => j!("x"),
        },
    }
}

async fn first_id(app: &TestApp, host: &str, cookie: &str, path: &str) -> String {
    let body = json(app.get(host, Some(cookie), path).await).await;
    let rows = body.get("data").unwrap_or(&body);
    match &rows[0]["id"] {
        Value::String(id) => id.clone(),
        Value::Number(id) => id.to_string(),
        _ => panic!("no row at {path}: {body}"),
    }
}

async fn add_person(
    app: &TestApp,
    email: &str,
    agency: Uuid,
    role: &str,
    group: Option<&str>,
    employee: Option<&str>,
) {
    let user: Uuid = sqlx::query_scalar("INSERT INTO users (email, name, password_hash, email_verified_at) VALUES ($1, $1, $2, now()) RETURNING id")
        .bind(email)
        .bind(platform::auth::password::hash(PASSWORD))
        .fetch_one(&app.pool)
        .await
        .unwrap();
    sqlx::query("INSERT INTO memberships (user_id, agency_id, role, group_id, employee_id) VALUES ($1, $2, $3, $4::uuid, $5::uuid)")
        .bind(user)
        .bind(agency)
        .bind(role)
        .bind(group)
        .bind(employee)
        .execute(&app.pool)
        .await
        .unwrap();
}

async fn fixtures(app: &TestApp, book: &Book) -> Fixtures {
    let owner = app.sign_in(book.host, book.owner, PASSWORD).await.unwrap();
    let leo = app
        .sign_in(book.host, book.employee, PASSWORD)
        .await
        .unwrap();
    let operator = app
        .sign_in(PLATFORM, "operator@canopy.example", PASSWORD)
        .await
        .unwrap();
    let mut ids: HashMap<&'static str, String> = HashMap::new();
    let agency = tenants::registry::find_by_slug(&app.pool, book.slug)
        .await
        .unwrap()
        .unwrap();

    let groups = json(
        app.get(
            book.host,
            Some(&owner),
            "/api/groups?q=Brightpath&status=all",
        )
        .await,
    )
    .await;
    let group = groups["data"][0]["id"]
        .as_str()
        .unwrap_or_else(|| panic!("{groups}"))
        .to_string();
    let me = json(app.get(book.host, Some(&leo), "/api/me").await).await;
    let employee = me["employee_id"]
        .as_str()
        .unwrap_or_else(|| panic!("{me}"))
        .to_string();
    ids.insert("groups", group.clone());
    ids.insert("employees", employee.clone());
    ids.insert("agencies", agency.id.to_string());
    ids.insert("billing-plans", "starter".into());
    ids.insert(
        "quotes",
        first_id(
            app,
            book.host,
            &owner,
            &format!("/api/groups/{group}/quotes"),
        )
        .await,
    );
    ids.insert(
        "plan-designs",
        first_id(
            app,
            book.host,
            &owner,
            &format!("/api/groups/{group}/plan-designs"),
        )
        .await,
    );
    let window = first_id(
        app,
        book.host,
        &owner,
        &format!("/api/groups/{group}/enrollments"),
    )
    .await;
    ids.insert("enrollments", window.clone());
    let implementation = json(
        app.get(
            book.host,
            Some(&owner),
            &format!("/api/groups/{group}/implementation"),
        )
        .await,
    )
    .await;
    let carrier = &implementation["carriers"][0];
    ids.insert(
        "implementations",
        carrier["id"]
            .as_str()
            .unwrap_or_else(|| panic!("no implementation in {implementation}"))
            .to_string(),
    );
    ids.insert(
        "implementation-items",
        carrier["items"][0]["id"].as_str().unwrap().to_string(),
    );
    ids.insert(
        "discrepancies",
        first_id(app, book.host, &owner, "/api/discrepancies").await,
    );
    // The month of the group's first premium statement, and a difference on its invoice.
    let first_month: chrono::NaiveDate = sqlx::query_scalar(&format!(
        "SELECT max(coverage_start) FROM {}.enrollment_windows WHERE group_id = $1::uuid AND kind = 'open'",
        agency.schema_name
    ))
    .bind(&group)
    .fetch_one(&app.pool)
    .await
    .unwrap();
    ids.insert("month", first_month.format("%Y-%m").to_string());
    ids.insert("slug", "importing-a-census".into());
    ids.insert("feature", "reports".into());
    ids.insert(
        "agency-articles",
        first_id(app, book.host, &owner, "/api/agency-articles").await,
    );
    ids.insert(
        "benefit-categories",
        first_id(app, book.host, &owner, "/api/benefit-categories").await,
    );
    ids.insert(
        "benefit-options",
        first_id(app, book.host, &owner, "/api/benefit-options").await,
    );
    // A resource of the library shared with the group's employees, and the group it names.
    let shared = json(app.get(book.host, Some(&leo), "/api/my/resources").await).await;
    ids.insert(
        "resources",
        shared["data"][0]["id"]
            .as_str()
            .unwrap_or_else(|| panic!("no resource shared with employees in {shared}"))
            .to_string(),
    );
    ids.insert("group_id", group.clone());
    let difference: Uuid = sqlx::query_scalar(&format!(
        "SELECT id FROM {}.statement_differences ORDER BY difference_cents LIMIT 1",
        agency.schema_name
    ))
    .fetch_one(&app.pool)
    .await
    .expect("the demo statement has differences");
    ids.insert("statement-differences", difference.to_string());
    // The group's renewal, started by hand (its renewal date is within the year).
    let started = app
        .post(
            book.host,
            Some(&owner),
            &format!("/api/groups/{group}/renewal"),
            j!({}),
        )
        .await;
    let renewal = json(started).await;
    ids.insert(
        "renewal-tasks",
        renewal["renewal"]["tasks"][0]["id"]
            .as_str()
            .unwrap_or_else(|| panic!("no renewal in {renewal}"))
            .to_string(),
    );
    ids.insert(
        "renewals",
        renewal["renewal"]["id"].as_str().unwrap().to_string(),
    );
    ids.insert(
        "census-imports",
        first_id(
            app,
            book.host,
            &owner,
            &format!("/api/groups/{group}/census"),
        )
        .await,
    );
    ids.insert(
        "members",
        first_id(app, book.host, &owner, "/api/members?q=hannah").await,
    );
    ids.insert(
        "carriers",
        first_id(app, book.host, &owner, "/api/catalogue/carriers").await,
    );
    ids.insert(
        "plans",
        first_id(app, book.host, &owner, "/api/catalogue/plans?per_page=1").await,
    );
    ids.insert("zip", "80202".into());
    ids.insert("token", "not-a-token".into());

    // Records the demo has none of, made as their owners would.
    let jobs = json(
        app.get(book.host, Some(&owner), "/api/jobs?per_page=100")
            .await,
    )
    .await;
    let job = jobs["data"]
        .as_array()
        .unwrap()
        .iter()
        .find(|j| j["group_id"] == group.as_str())
        .expect("a census job of the group")["id"]
        .as_str()
        .unwrap()
        .to_string();
    ids.insert("jobs", job);
    let contact = json(
        app.post(
            book.host,
            Some(&owner),
            &format!("/api/groups/{group}/contacts"),
            j!({ "kind": "hr", "name": "Pat Contact", "email": "pat@brightpath.example" }),
        )
        .await,
    )
    .await;
    ids.insert(
        "contacts",
        contact["id"]
            .as_str()
            .unwrap_or_else(|| panic!("{contact}"))
            .to_string(),
    );
    let invite = json(
        app.post(
            book.host,
            Some(&owner),
            "/api/invites",
            j!({ "email": book.invite, "role": "broker" }),
        )
        .await,
    )
    .await;
    ids.insert("invites", invite["id"].as_str().unwrap().to_string());
    ids.insert(
        "outbox",
        first_id(app, book.host, &owner, "/api/outbox").await,
    );
    let role = app.post(book.host, Some(&owner), "/api/roles", j!({ "name": book.role, "label": "Analyst", "permissions": [{ "resource": "groups", "action": "read" }, { "resource": "census", "action": "read" }, { "resource": "dashboard", "action": "read" }] })).await;
    assert_eq!(role.0.status(), 201);
    ids.insert("roles", book.role.into());
    let domain = app
        .post(
            book.host,
            Some(&owner),
            "/api/domains",
            j!({ "domain": book.domain }),
        )
        .await;
    assert!(domain.0.status().is_success(), "{:?}", json(domain).await);
    ids.insert("domains", book.domain.into());
    let document = app
        .client
        .post(format!("/api/groups/{group}/documents"))
        .header("host", book.host)
        .header("cookie", &owner)
        .header("x-canopy-csrf", "1")
        .multipart(
            TestForm::new()
                .field(
                    TestFormField::bytes(b"%PDF-1.4 plan summary".to_vec())
                        .name("file")
                        .filename("summary.pdf")
                        .content_type("application/pdf"),
                )
                .field(TestFormField::text("other").name("kind")),
        )
        .send()
        .await;
    let document = json(document).await;
    ids.insert(
        "documents",
        document["id"]
            .as_str()
            .unwrap_or_else(|| panic!("{document}"))
            .to_string(),
    );
    let plan = json(
        app.get(book.host, Some(&owner), "/api/catalogue/carriers")
            .await,
    )
    .await;
    let rocky = plan
        .as_array()
        .unwrap()
        .iter()
        .find(|c| c["hios_issuer_id"] == "71234")
        .unwrap()["id"]
        .clone();
    let agency_plan = app
        .post(book.host, Some(&owner), "/api/agency-plans", j!({ "id": book.agency_plan, "carrier_id": rocky, "name": "Own Gold", "line": "medical", "metal_level": "gold",
            "network_type": "PPO", "state": "CO", "deductible_individual_cents": 200_000, "deductible_family_cents": 400_000, "oop_max_individual_cents": 600_000, "oop_max_family_cents": 1_200_000, "coinsurance_pct": 20 }))
        .await;
    assert_eq!(agency_plan.0.status(), 201);
    ids.insert("agency-plans", book.agency_plan.into());
    let mut tx = tenants::TenantTx::begin(&app.pool, &agency).await.unwrap();
    let template: Uuid = sqlx::query_scalar("INSERT INTO census_mapping_templates (name, headers_key, mapping) VALUES ('Brightpath payroll', 'a|b', '{}') RETURNING id")
        .fetch_one(tx.conn())
        .await
        .unwrap();
    // An SSN on file for Leo, as a census import would store it.
    sqlx::query(
        "UPDATE employees SET ssn_enc = $2, ssn_hmac = $3, ssn_last4 = '6789' WHERE id = $1::uuid",
    )
    .bind(&employee)
    .bind(app.state.secrets.encrypt("123456789"))
    .bind(app.state.secrets.fingerprint("123456789"))
    .execute(tx.conn())
    .await
    .unwrap();
    tx.commit().await.unwrap();
    ids.insert("templates", template.to_string());
    let code = app
        .post(
            book.host,
            Some(&owner),
            &format!("/api/groups/{group}/enrollment-code"),
            j!({}),
        )
        .await;
    assert!(code.0.status().is_success(), "{:?}", json(code).await);
    let error = app
        .post(
            book.host,
            Some(&owner),
            "/api/client-errors",
            j!({ "kind": "client", "message": "boom", "url": "/dashboard" }),
        )
        .await;
    assert!(error.0.status().is_success());
    let errors = json(
        app.get(PLATFORM, Some(&operator), "/api/client-errors")
            .await,
    )
    .await;
    ids.insert(
        "client-errors",
        errors["data"][0]["id"]
            .as_str()
            .unwrap_or_else(|| panic!("{errors}"))
            .to_string(),
    );

    // Leo's own: a life event with its proof, and his signed elections.
    let days_ago = (chrono::Utc::now().date_naive() - chrono::Duration::days(5)).to_string();
    let form = TestForm::new()
        .field(TestFormField::text("marriage").name("kind"))
        .field(TestFormField::text(days_ago).name("event_date"))
        .field(
            TestFormField::bytes(b"%PDF-1.4 certificate".to_vec())
                .name("document")
                .filename("certificate.pdf")
                .content_type("application/pdf"),
        );
    let event = json(
        app.client
            .post("/api/my/life-events")
            .header("host", book.host)
            .header("cookie", &leo)
            .header("x-canopy-csrf", "1")
            .multipart(form)
            .send()
            .await,
    )
    .await;
    ids.insert(
        "life-events",
        event["id"]
            .as_str()
            .unwrap_or_else(|| panic!("{event}"))
            .to_string(),
    );
    ids.insert(
        "documents-own",
        event["document_id"].as_str().unwrap().to_string(),
    );
    let benefits = json(app.get(book.host, Some(&leo), "/api/my/benefits").await).await;
    let submission = benefits["coverage"]["id"]
        .as_str()
        .unwrap_or_else(|| panic!("no signed coverage in {benefits}"))
        .to_string();
    ids.insert("submissions", submission.clone());
    ids.insert("sessions", Uuid::new_v4().to_string());
    // A notification of the book (its employer admin's design to approve).
    let notification: Uuid = sqlx::query_scalar(&format!(
        "SELECT id FROM {}.notifications ORDER BY created_at LIMIT 1",
        agency.schema_name
    ))
    .fetch_one(&app.pool)
    .await
    .expect("the demo book has notifications");
    ids.insert("notifications", notification.to_string());
    // The latest entry, made after the other book was built: an id only this agency's log has.
    ids.insert(
        "audit-log",
        first_id(app, book.host, &owner, "/api/audit-log").await,
    );

    let mut foreign = HashMap::new();
    let agency_marks = vec![
        agency.id.to_string(),
        group.clone(),
        employee.clone(),
        window.clone(),
        template.to_string(),
        book.mail_domain.into(),
        "71234CO0099001".into(),
    ];
    foreign.insert(
        Kind::OtherAgencyOwnRecords,
        vec![
            agency.id.to_string(),
            group.clone(),
            employee.clone(),
            window.clone(),
            book.mail_domain.into(),
        ],
    );
    foreign.insert(Kind::OtherAgency, agency_marks);
    foreign.insert(
        Kind::OtherGroupHr,
        vec![group.clone(), employee.clone(), "Brightpath".into()],
    );
    foreign.insert(Kind::OtherEmployee, vec![employee.clone(), submission]);
    Fixtures { ids, foreign }
}

/// A second agency signed up with its own demo book, owner, employer admin and employee.
async fn seed_harbor(app: &TestApp) {
    let harbor = tenants::registry::provision(&app.pool, "harbor", "Harbor Insurance Partners")
        .await
        .unwrap();
    add_person(app, HARBOR_BOOK.owner, harbor.id, "owner", None, None).await;
    let owner_id: Uuid = sqlx::query_scalar("SELECT id FROM users WHERE email = $1")
        .bind(HARBOR_BOOK.owner)
        .fetch_one(&app.pool)
        .await
        .unwrap();
    let owner = platform::auth::Principal {
        session_id: Uuid::nil(),
        user_id: owner_id,
        email: HARBOR_BOOK.owner.into(),
        name: HARBOR_BOOK.owner.into(),
        email_verified: true,
        role: "owner".into(),
        agency: Some(harbor.clone()),
        membership_id: None,
        group_id: None,
        employee_id: None,
    };
    platform::demo::book::seed_book(&app.state, &harbor, &owner, &[owner_id])
        .await
        .unwrap();
    let mut tx = tenants::TenantTx::begin(&app.pool, &harbor).await.unwrap();
    let group: Uuid = sqlx::query_scalar("SELECT id FROM groups WHERE name = $1")
        .bind(platform::demo::book::HR_GROUP)
        .fetch_one(tx.conn())
        .await
        .unwrap();
    let employee: Uuid = sqlx::query_scalar(
        "INSERT INTO employees (group_id, external_id, first_name, last_name, dob, gender, email, zip, hire_date, employment_type, hours_per_week,
            salary_cents, medical_tier, dental_tier, vision_tier, employee_class)
         VALUES ($1, 'H00999', 'Nora', 'Quist', '1988-09-02', 'female', $2, '80206', '2020-06-01', 'full_time', 40,
            7100000, 'EE', 'EE', 'W', 'Full-time') RETURNING id",
    )
    .bind(group)
    .bind(HARBOR_BOOK.employee)
    .fetch_one(tx.conn())
    .await
    .unwrap();
    tx.commit().await.unwrap();
    let (group, employee) = (group.to_string(), employee.to_string());
    add_person(
        app,
        "hannah@harbor.example",
        harbor.id,
        "employer_admin",
        Some(&group),
        None,
    )
    .await;
    add_person(
        app,
        HARBOR_BOOK.employee,
        harbor.id,
        "employee",
        Some(&group),
        Some(&employee),
    )
    .await;
    let hr: Uuid = sqlx::query_scalar("SELECT id FROM users WHERE email = 'hannah@harbor.example'")
        .fetch_one(&app.pool)
        .await
        .unwrap();
    platform::demo::quotes::seed_quotes(&app.state, &harbor, &owner, hr)
        .await
        .unwrap();
    platform::demo::enrollment::seed_enrollments(
        &app.state,
        &harbor,
        owner_id,
        employee.parse().unwrap(),
    )
    .await
    .unwrap();
    platform::demo::implementation::seed_implementations(
        &app.state,
        &harbor,
        &owner,
        platform::demo::book::HR_GROUP,
    )
    .await
    .unwrap();
    platform::demo::statements::seed_statement(
        &app.state,
        &harbor,
        &owner,
        platform::demo::book::HR_GROUP,
    )
    .await
    .unwrap();
    platform::demo::previews::seed_previews(&app.state, &owner)
        .await
        .unwrap();
    platform::demo::help_articles::seed_help_articles(&app.state, &owner)
        .await
        .unwrap();
    platform::demo::benefits::seed_benefits(&app.state, &owner)
        .await
        .unwrap();
    platform::demo::resources::seed_resources(
        &app.state,
        &harbor,
        &owner,
        platform::demo::book::HR_GROUP,
    )
    .await
    .unwrap();
}

async fn callers(app: &TestApp, fixtures: &Fixtures) -> Vec<Caller> {
    let summit = tenants::registry::find_by_slug(&app.pool, "summit")
        .await
        .unwrap()
        .unwrap();
    let harbor = tenants::registry::find_by_slug(&app.pool, "harbor")
        .await
        .unwrap()
        .unwrap();
    let owner = app
        .sign_in(SUMMIT, "dana@summit.example", PASSWORD)
        .await
        .unwrap();
    let acme = json(
        app.get(SUMMIT, Some(&owner), "/api/groups?q=Acme&status=all")
            .await,
    )
    .await["data"][0]["id"]
        .as_str()
        .unwrap()
        .to_string();
    add_person(
        app,
        "hr@acme.example",
        summit.id,
        "employer_admin",
        Some(&acme),
        None,
    )
    .await;
    let roster = json(
        app.get(
            SUMMIT,
            Some(&owner),
            &format!(
                "/api/employees?group_id={}&per_page=50",
                fixtures.ids["groups"]
            ),
        )
        .await,
    )
    .await;
    let colleague = roster["data"]
        .as_array()
        .unwrap()
        .iter()
        .find(|e| e["id"] != fixtures.ids["employees"].as_str())
        .unwrap()["id"]
        .as_str()
        .unwrap()
        .to_string();
    add_person(
        app,
        "colleague@brightpath.example",
        summit.id,
        "employee",
        Some(&fixtures.ids["groups"]),
        Some(&colleague),
    )
    .await;
    let priya = first_id(app, SUMMIT, &owner, "/api/members?q=priya").await;
    let made_custom = app
        .client
        .put(format!("/api/members/{priya}"))
        .header("host", SUMMIT)
        .header("cookie", &owner)
        .header("x-canopy-csrf", "1")
        .body_json(&j!({ "role": "analyst" }))
        .send()
        .await;
    assert_eq!(made_custom.0.status(), 200);

    let agency = summit.id.to_string();
    let people: [(&str, Kind, &str, &str, &str, String); 12] = [
        (
            "signed out",
            Kind::SignedOut,
            SUMMIT,
            "",
            "",
            agency.clone(),
        ),
        (
            "platform operator",
            Kind::Operator,
            PLATFORM,
            "operator@canopy.example",
            "platform_operator",
            platform::rbac::PLATFORM_DOMAIN.to_string(),
        ),
        (
            "owner",
            Kind::Staff,
            SUMMIT,
            "dana@summit.example",
            "owner",
            agency.clone(),
        ),
        (
            "admin",
            Kind::Staff,
            SUMMIT,
            "grace@summit.example",
            "admin",
            agency.clone(),
        ),
        (
            "broker",
            Kind::Staff,
            SUMMIT,
            "marcus@summit.example",
            "broker",
            agency.clone(),
        ),
        (
            "custom role",
            Kind::Staff,
            SUMMIT,
            "priya@summit.example",
            "analyst",
            agency.clone(),
        ),
        (
            "employer admin of the group",
            Kind::GroupHr,
            SUMMIT,
            "hannah@brightpath.example",
            "employer_admin",
            agency.clone(),
        ),
        (
            "employer admin of another group",
            Kind::OtherGroupHr,
            SUMMIT,
            "hr@acme.example",
            "employer_admin",
            agency.clone(),
        ),
        (
            "employee",
            Kind::Employee,
            SUMMIT,
            "leo@brightpath.example",
            "employee",
            agency.clone(),
        ),
        (
            "another employee",
            Kind::OtherEmployee,
            SUMMIT,
            "colleague@brightpath.example",
            "employee",
            agency.clone(),
        ),
        (
            "owner of another agency",
            Kind::OtherAgency,
            HARBOR,
            "owner@harbor.example",
            "owner",
            harbor.id.to_string(),
        ),
        (
            "owner of another agency, on its own records",
            Kind::OtherAgencyOwnRecords,
            HARBOR,
            "owner@harbor.example",
            "owner",
            harbor.id.to_string(),
        ),
    ];
    let mut out = Vec::new();
    for (name, kind, host, email, role, domain) in people {
        let cookie = if email.is_empty() {
            None
        } else {
            Some(
                app.sign_in(host, email, PASSWORD)
                    .await
                    .unwrap_or_else(|e| panic!("{name}: {e:?}")),
            )
        };
        out.push(Caller {
            name,
            kind,
            host,
            cookie,
            role,
            domain,
            own_book: kind == Kind::OtherAgencyOwnRecords,
        });
    }
    out
}
