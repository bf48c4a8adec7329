//! `/groups/{id}/lifecycle`: the group's timeline and the moves open from its stage.

use poem::web::Data;
use poem::Request;
use poem_openapi::param::Path;
use poem_openapi::payload::Json;
use poem_openapi::OpenApi;
use uuid::Uuid;

use super::dto::{Lifecycle, MoveRequest};
use super::move_stage::{move_stage, MoveAsked};
use super::view_lifecycle::view_lifecycle;
use crate::api::ApiTags;
use crate::auth::principal::client_ip;
use crate::auth::SessionCookie;
use crate::error::ApiResult;
use crate::state::AppState;

pub struct LifecycleApi;

#[OpenApi(tag = "ApiTags::Lifecycle")]
impl LifecycleApi {
    /// The group's stage, every move it made (who, when, from → to, why), the time it spent in
    /// each stage, and the moves open from here with what blocks each.
    #[oai(
        path = "/groups/:id/lifecycle",
        method = "get",
        operation_id = "getGroupLifecycle"
    )]
    async fn view(
        &self,
        state: Data<&AppState>,
        auth: SessionCookie,
        id: Path<Uuid>,
    ) -> ApiResult<Json<Lifecycle>> {
        Ok(Json(view_lifecycle(&state, &auth.0, id.0).await?))
    }

    /// Move the group to another stage at the version the caller read. A blocked move answers
    /// `check_failed` naming what blocks it, unless an owner or admin overrides it with a reason;
    /// someone else moving first answers `stale_version`.
    #[oai(
        path = "/groups/:id/lifecycle/moves",
        method = "post",
        operation_id = "moveGroupStage"
    )]
    async fn move_to(
        &self,
        state: Data<&AppState>,
        req: &Request,
        auth: SessionCookie,
        id: Path<Uuid>,
        body: Json<MoveRequest>,
    ) -> ApiResult<Json<Lifecycle>> {
        let asked = MoveAsked {
            to: body.to,
            version: body.version,
            reason: body.reason.as_deref(),
            override_guards: body.override_guards,
            last_day: body.last_day,
        };
        move_stage(&state, &auth.0, &client_ip(req), id.0, asked).await?;
        Ok(Json(view_lifecycle(&state, &auth.0, id.0).await?))
    }
}
