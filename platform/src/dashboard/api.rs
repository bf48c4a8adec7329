use poem::web::Data;
use poem::Request;
use poem_openapi::payload::Json;
use poem_openapi::OpenApi;

use super::dto::Dashboard;
use super::home::home;
use crate::api::ApiTags;
use crate::auth::SessionCookie;
use crate::error::ApiResult;
use crate::state::AppState;

pub struct DashboardApi;

#[OpenApi(tag = "ApiTags::Dashboard")]
impl DashboardApi {
    /// The dashboard home of the signed-in caller.
    #[oai(path = "/dashboard", method = "get", operation_id = "getDashboard")]
    async fn dashboard(
        &self,
        state: Data<&AppState>,
        _req: &Request,
        auth: SessionCookie,
    ) -> ApiResult<Json<Dashboard>> {
        Ok(Json(home(&state, &auth.0).await?.into()))
    }
}
