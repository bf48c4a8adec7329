use poem::web::Data;
use poem_openapi::param::{Header, Path};
use poem_openapi::payload::{Binary, Json};
use poem_openapi::OpenApi;

use super::dto::{
    AgencyBilling, Billing, BillingInvoice, BillingPlan, BillingRedirect, CataloguePlan,
    CataloguePlanInput, CheckoutStart, WebhookReceipt,
};
use super::list_catalogue::{list_catalogue, view_catalogue_plan};
use super::list_invoices::list_invoices;
use super::list_plans::list_plans;
use super::open_portal::open_portal;
use super::receive_event::{receive_event, Receipt};
use super::start_checkout::start_checkout;
use super::update_catalogue_plan::update_catalogue_plan;
use super::view_agency_billing::view_agency_billing;
use super::view_billing::view_billing;
use crate::api::ApiTags;
use crate::auth::SessionCookie;
use crate::error::ApiResult;
use crate::state::AppState;
use uuid::Uuid;

pub struct BillingApi;

#[OpenApi(tag = "ApiTags::Billing")]
impl BillingApi {
    /// The plans on offer, with their prices, limits and features (public).
    #[oai(
        path = "/billing/plans",
        method = "get",
        operation_id = "listBillingPlans"
    )]
    async fn plans(&self, state: Data<&AppState>) -> ApiResult<Json<Vec<BillingPlan>>> {
        Ok(Json(list_plans(&state).await?))
    }

    /// The agency's subscription and its usage against the plan's limits.
    #[oai(path = "/billing", method = "get", operation_id = "getBilling")]
    async fn billing(
        &self,
        state: Data<&AppState>,
        auth: SessionCookie,
    ) -> ApiResult<Json<Billing>> {
        Ok(Json(view_billing(&state, &auth.0).await?))
    }

    /// The invoices Stripe sent the agency, newest first (owners and admins).
    #[oai(
        path = "/billing/invoices",
        method = "get",
        operation_id = "listBillingInvoices"
    )]
    async fn invoices(
        &self,
        state: Data<&AppState>,
        auth: SessionCookie,
    ) -> ApiResult<Json<Vec<BillingInvoice>>> {
        Ok(Json(list_invoices(&state, &auth.0).await?))
    }

    /// Starts Stripe Checkout for a plan; the browser goes to the returned URL and comes back
    /// to the billing page (owners and admins).
    #[oai(
        path = "/billing/checkout",
        method = "post",
        operation_id = "startBillingCheckout"
    )]
    async fn checkout(
        &self,
        state: Data<&AppState>,
        auth: SessionCookie,
        body: Json<CheckoutStart>,
    ) -> ApiResult<Json<BillingRedirect>> {
        let url = start_checkout(&state, &auth.0, &body.plan_id, body.interval).await?;
        Ok(Json(BillingRedirect { url }))
    }

    /// Opens Stripe's customer portal: payment method, invoices, plan changes, cancellation
    /// (owners and admins).
    #[oai(
        path = "/billing/portal",
        method = "post",
        operation_id = "openBillingPortal"
    )]
    async fn portal(
        &self,
        state: Data<&AppState>,
        auth: SessionCookie,
    ) -> ApiResult<Json<BillingRedirect>> {
        let url = open_portal(&state, &auth.0).await?;
        Ok(Json(BillingRedirect { url }))
    }

    /// Stripe's webhook: the signature is checked on the raw body; each event is applied once.
    #[oai(
        path = "/billing/webhook",
        method = "post",
        operation_id = "receiveStripeWebhook"
    )]
    async fn webhook(
        &self,
        state: Data<&AppState>,
        #[oai(name = "Stripe-Signature")] signature: Header<Option<String>>,
        body: Binary<Vec<u8>>,
    ) -> ApiResult<Json<WebhookReceipt>> {
        let receipt = receive_event(&state, signature.0.as_deref(), &body.0).await?;
        Ok(Json(WebhookReceipt {
            received: true,
            replay: receipt == Receipt::Replayed,
        }))
    }

    /// The plan catalogue with its Stripe prices (platform operators).
    #[oai(
        path = "/admin/billing/plans",
        method = "get",
        operation_id = "listCataloguePlans"
    )]
    async fn catalogue(
        &self,
        state: Data<&AppState>,
        auth: SessionCookie,
    ) -> ApiResult<Json<Vec<CataloguePlan>>> {
        Ok(Json(list_catalogue(&state, &auth.0).await?))
    }

    /// One plan of the catalogue (platform operators).
    #[oai(
        path = "/admin/billing/plans/:id",
        method = "get",
        operation_id = "getCataloguePlan"
    )]
    async fn catalogue_plan(
        &self,
        state: Data<&AppState>,
        auth: SessionCookie,
        id: Path<String>,
    ) -> ApiResult<Json<CataloguePlan>> {
        Ok(Json(view_catalogue_plan(&state, &auth.0, &id.0).await?))
    }

    /// Change a plan's prices, limits, features, Stripe prices or whether it is offered
    /// (platform operators).
    #[oai(
        path = "/admin/billing/plans/:id",
        method = "put",
        operation_id = "updateCataloguePlan"
    )]
    async fn update_catalogue_plan(
        &self,
        state: Data<&AppState>,
        auth: SessionCookie,
        id: Path<String>,
        body: Json<CataloguePlanInput>,
    ) -> ApiResult<Json<CataloguePlan>> {
        Ok(Json(
            update_catalogue_plan(&state, &auth.0, &id.0, &body.0).await?,
        ))
    }

    /// An agency's subscription, usage and last Stripe events (platform operators).
    #[oai(
        path = "/admin/billing/agencies/:id",
        method = "get",
        operation_id = "getAgencyBilling"
    )]
    async fn agency_billing(
        &self,
        state: Data<&AppState>,
        auth: SessionCookie,
        id: Path<Uuid>,
    ) -> ApiResult<Json<AgencyBilling>> {
        Ok(Json(view_agency_billing(&state, &auth.0, id.0).await?))
    }
}
