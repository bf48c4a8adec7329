use poem::web::Data;
use poem_openapi::payload::Json;
use poem_openapi::OpenApi;

use super::dto::{Billing, BillingPlan};
use super::list_plans::list_plans;
use super::view_billing::view_billing;
use crate::api::ApiTags;
use crate::auth::SessionCookie;
use crate::error::ApiResult;
use crate::state::AppState;

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
}
