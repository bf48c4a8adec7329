//! Carrier implementation: a group's checklists (`/groups/{id}/implementation`,
//! `/implementations`, `/implementation-items`), the agency's checklist templates
//! (`/checklist-templates`) and the book-wide board (`/implementation-board`).

use poem::web::Data;
use poem::Request;
use poem_openapi::param::{Path, Query};
use poem_openapi::payload::Json;
use poem_openapi::OpenApi;
use uuid::Uuid;

use super::dto::{
    BoardRow, ChecklistItem, ChecklistTemplates, GroupNumberRequest, Implementation, ItemUpdate,
    TemplateSave, VersionRequest,
};
use super::mark_implemented::mark_implemented;
use super::record_group_number::record_group_number;
use super::save_template::save_template;
use super::start::start_implementation;
use super::update_item::update_item;
use super::view_board::{view_board, BoardListing};
use super::view_implementation::view_implementation;
use super::view_templates::view_templates;
use crate::api::ApiTags;
use crate::auth::principal::client_ip;
use crate::auth::SessionCookie;
use crate::error::ApiResult;
use crate::list::Page;
use crate::state::AppState;

pub struct ImplementationApi;

#[OpenApi(tag = "ApiTags::Implementation")]
impl ImplementationApi {
    /// The group's implementation for its approved plan year: a checklist per carrier, its group
    /// number, progress and what stops it being marked implemented.
    #[oai(
        path = "/groups/:id/implementation",
        method = "get",
        operation_id = "getImplementation"
    )]
    async fn view(
        &self,
        state: Data<&AppState>,
        auth: SessionCookie,
        id: Path<Uuid>,
    ) -> ApiResult<Json<Implementation>> {
        Ok(Json(view_implementation(&state, &auth.0, id.0).await?))
    }

    /// Start the checklists of every carrier of the approved design that has none (closing open
    /// enrollment does this by itself).
    #[oai(
        path = "/groups/:id/implementation",
        method = "post",
        operation_id = "startImplementation"
    )]
    async fn start(
        &self,
        state: Data<&AppState>,
        req: &Request,
        auth: SessionCookie,
        id: Path<Uuid>,
    ) -> ApiResult<Json<Implementation>> {
        Ok(Json(
            start_implementation(&state, &auth.0, &client_ip(req), id.0).await?,
        ))
    }

    /// Save a checklist item whole, at the version read.
    #[oai(
        path = "/implementation-items/:id",
        method = "put",
        operation_id = "updateChecklistItem"
    )]
    async fn update_item(
        &self,
        state: Data<&AppState>,
        req: &Request,
        auth: SessionCookie,
        id: Path<Uuid>,
        body: Json<ItemUpdate>,
    ) -> ApiResult<Json<ChecklistItem>> {
        Ok(Json(
            update_item(&state, &auth.0, &client_ip(req), id.0, &body.0).await?,
        ))
    }

    /// Record the carrier's group or policy number.
    #[oai(
        path = "/implementations/:id/group-number",
        method = "put",
        operation_id = "recordGroupNumber"
    )]
    async fn group_number(
        &self,
        state: Data<&AppState>,
        req: &Request,
        auth: SessionCookie,
        id: Path<Uuid>,
        body: Json<GroupNumberRequest>,
    ) -> ApiResult<Json<Implementation>> {
        Ok(Json(
            record_group_number(&state, &auth.0, &client_ip(req), id.0, &body.0).await?,
        ))
    }

    /// Mark the carrier implemented; `check_failed` names what is still missing.
    #[oai(
        path = "/implementations/:id/implemented",
        method = "post",
        operation_id = "markCarrierImplemented"
    )]
    async fn implemented(
        &self,
        state: Data<&AppState>,
        req: &Request,
        auth: SessionCookie,
        id: Path<Uuid>,
        body: Json<VersionRequest>,
    ) -> ApiResult<Json<Implementation>> {
        Ok(Json(
            mark_implemented(&state, &auth.0, &client_ip(req), id.0, &body.0).await?,
        ))
    }

    /// The agency's checklist templates: its default and one per carrier.
    #[oai(
        path = "/checklist-templates",
        method = "get",
        operation_id = "listChecklistTemplates"
    )]
    async fn templates(
        &self,
        state: Data<&AppState>,
        auth: SessionCookie,
    ) -> ApiResult<Json<ChecklistTemplates>> {
        Ok(Json(view_templates(&state, &auth.0).await?))
    }

    /// Save the agency's default checklist, for carriers without a template of their own.
    #[oai(
        path = "/checklist-templates/default",
        method = "put",
        operation_id = "saveDefaultChecklistTemplate"
    )]
    async fn save_default_template(
        &self,
        state: Data<&AppState>,
        req: &Request,
        auth: SessionCookie,
        body: Json<TemplateSave>,
    ) -> ApiResult<Json<ChecklistTemplates>> {
        Ok(Json(
            save_template(&state, &auth.0, &client_ip(req), None, body.0).await?,
        ))
    }

    /// Save the agency's checklist template for a carrier of the catalogue.
    #[oai(
        path = "/checklist-templates/carriers/:id",
        method = "put",
        operation_id = "saveCarrierChecklistTemplate"
    )]
    async fn save_carrier_template(
        &self,
        state: Data<&AppState>,
        req: &Request,
        auth: SessionCookie,
        id: Path<Uuid>,
        body: Json<TemplateSave>,
    ) -> ApiResult<Json<ChecklistTemplates>> {
        Ok(Json(
            save_template(&state, &auth.0, &client_ip(req), Some(id.0), body.0).await?,
        ))
    }

    /// Every carrier implementation across the book, unfinished ones unless asked.
    #[oai(
        path = "/implementation-board",
        method = "get",
        operation_id = "listImplementationBoard"
    )]
    #[allow(clippy::too_many_arguments)]
    async fn board(
        &self,
        state: Data<&AppState>,
        auth: SessionCookie,
        page: Query<Option<u32>>,
        per_page: Query<Option<u32>>,
        sort: Query<Option<String>>,
        order: Query<Option<String>>,
        q: Query<Option<String>>,
        include_implemented: Query<Option<bool>>,
    ) -> ApiResult<Json<Page<BoardRow>>> {
        let asked = BoardListing {
            page: page.0,
            per_page: per_page.0,
            sort: sort.0,
            order: order.0,
            q: q.0,
            include_implemented: include_implemented.0.unwrap_or(false),
        };
        Ok(Json(view_board(&state, &auth.0, asked).await?))
    }
}
