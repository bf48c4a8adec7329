use poem::web::Data;
use poem::Request;
use poem_openapi::param::{Path, Query};
use poem_openapi::payload::Json;
use poem_openapi::OpenApi;
use uuid::Uuid;

use super::create_design::start_design;
use super::decide_design::decide_design;
use super::dto::{
    Decision, DesignCreated, DesignInput, DesignModel, PlanDesign, PlanDesignSummary,
};
use super::list_designs::list_designs;
use super::preview_design::preview_design;
use super::submit_design::submit_design;
use super::update_design::update_design;
use super::view_design::view_design;
use crate::api::ApiTags;
use crate::auth::principal::client_ip;
use crate::auth::SessionCookie;
use crate::error::ApiResult;
use crate::list::Page;
use crate::state::AppState;

pub struct PlanDesignApi;

#[OpenApi(tag = "ApiTags::PlanDesign")]
impl PlanDesignApi {
    /// A group's plan designs, every version of every plan year, newest first (an employer admin
    /// sees them from submission on).
    #[oai(
        path = "/groups/:id/plan-designs",
        method = "get",
        operation_id = "listPlanDesigns"
    )]
    async fn list(
        &self,
        state: Data<&AppState>,
        _req: &Request,
        auth: SessionCookie,
        id: Path<Uuid>,
        page: Query<Option<u32>>,
        per_page: Query<Option<u32>>,
    ) -> ApiResult<Json<Page<PlanDesignSummary>>> {
        let (rows, total) = list_designs(&state, &auth.0, id.0, page.0, per_page.0).await?;
        Ok(Json(Page {
            data: rows.iter().map(PlanDesignSummary::from).collect(),
            total,
        }))
    }

    /// The cost model and checks of a design as it stands in the editor, without saving it.
    #[oai(
        path = "/groups/:id/plan-designs/preview",
        method = "post",
        operation_id = "previewPlanDesign"
    )]
    async fn preview(
        &self,
        state: Data<&AppState>,
        _req: &Request,
        auth: SessionCookie,
        id: Path<Uuid>,
        body: Json<DesignInput>,
    ) -> ApiResult<Json<DesignModel>> {
        let draft = body.0.into();
        let (plans, evaluation) = preview_design(&state, &auth.0, id.0, &draft).await?;
        Ok(Json(DesignModel::of(&plans, evaluation)))
    }

    /// Start a new draft version of the plan year's design.
    #[oai(
        path = "/groups/:id/plan-designs",
        method = "post",
        operation_id = "createPlanDesign"
    )]
    async fn create(
        &self,
        state: Data<&AppState>,
        req: &Request,
        auth: SessionCookie,
        id: Path<Uuid>,
        body: Json<DesignInput>,
    ) -> ApiResult<DesignCreated> {
        let draft = body.0.into();
        let view = start_design(&state, &auth.0, &client_ip(req), id.0, &draft).await?;
        Ok(DesignCreated::Created(Json(view.into())))
    }

    /// A design with its live cost model and checks.
    #[oai(
        path = "/plan-designs/:id",
        method = "get",
        operation_id = "getPlanDesign"
    )]
    async fn get(
        &self,
        state: Data<&AppState>,
        _req: &Request,
        auth: SessionCookie,
        id: Path<Uuid>,
    ) -> ApiResult<Json<PlanDesign>> {
        Ok(Json(view_design(&state, &auth.0, id.0).await?.into()))
    }

    /// Save a draft (or a design sent back for changes). Send the version you read.
    #[oai(
        path = "/plan-designs/:id",
        method = "put",
        operation_id = "updatePlanDesign"
    )]
    async fn update(
        &self,
        state: Data<&AppState>,
        req: &Request,
        auth: SessionCookie,
        id: Path<Uuid>,
        body: Json<DesignInput>,
    ) -> ApiResult<Json<PlanDesign>> {
        let draft = body.0.into();
        let view = update_design(&state, &auth.0, &client_ip(req), id.0, &draft).await?;
        Ok(Json(view.into()))
    }

    /// Send the design to the group's employer admin for approval. Failing checks block it.
    #[oai(
        path = "/plan-designs/:id/submit",
        method = "post",
        operation_id = "submitPlanDesign"
    )]
    async fn submit(
        &self,
        state: Data<&AppState>,
        req: &Request,
        auth: SessionCookie,
        id: Path<Uuid>,
    ) -> ApiResult<Json<PlanDesign>> {
        let view = submit_design(&state, &auth.0, &client_ip(req), id.0).await?;
        Ok(Json(view.into()))
    }

    /// The employer admin approves a submitted design or asks for changes (with a note).
    /// Approval supersedes the plan year's earlier approved design.
    #[oai(
        path = "/plan-designs/:id/decision",
        method = "post",
        operation_id = "decidePlanDesign"
    )]
    async fn decide(
        &self,
        state: Data<&AppState>,
        req: &Request,
        auth: SessionCookie,
        id: Path<Uuid>,
        body: Json<Decision>,
    ) -> ApiResult<Json<PlanDesign>> {
        let ip = client_ip(req);
        let note = body.note.as_deref();
        let view = decide_design(&state, &auth.0, &ip, id.0, &body.decision, note).await?;
        Ok(Json(view.into()))
    }
}
