//! The benefits catalogue (a preview): its categories (`/benefit-categories`) and their options
//! (`/benefit-options`).

use poem::web::Data;
use poem::Request;
use poem_openapi::param::{Path, Query};
use poem_openapi::payload::Json;
use poem_openapi::OpenApi;
use uuid::Uuid;

use super::create_category::create_category;
use super::create_option::create_option;
use super::dto::{
    BenefitCategory, BenefitCategoryInput, BenefitCategorySaved, BenefitOption, BenefitOptionInput,
    BenefitOptionSaved,
};
use super::list_categories::{list_categories, CategoryListing};
use super::list_options::{list_options, OptionListing};
use super::update_category::update_category;
use super::update_option::update_option;
use super::view_category::view_category;
use super::view_option::view_option;
use crate::api::ApiTags;
use crate::auth::principal::client_ip;
use crate::auth::SessionCookie;
use crate::error::ApiResult;
use crate::list::Page;
use crate::state::AppState;
use crate::vocabulary::{BenefitKind, BenefitOptionStatus};

pub struct BenefitsApi;

#[OpenApi(tag = "ApiTags::Benefits")]
impl BenefitsApi {
    /// The catalogue's categories in the agency's order, each with how many options it has and
    /// the first few of them.
    #[oai(
        path = "/benefit-categories",
        method = "get",
        operation_id = "listBenefitCategories"
    )]
    #[allow(clippy::too_many_arguments)]
    async fn categories(
        &self,
        state: Data<&AppState>,
        auth: SessionCookie,
        page: Query<Option<u32>>,
        per_page: Query<Option<u32>>,
        sort: Query<Option<String>>,
        order: Query<Option<String>>,
        q: Query<Option<String>>,
        kind: Query<Option<BenefitKind>>,
    ) -> ApiResult<Json<Page<BenefitCategory>>> {
        let asked = CategoryListing {
            page: page.0,
            per_page: per_page.0,
            sort: sort.0,
            order: order.0,
            q: q.0,
            kind: kind.0,
        };
        Ok(Json(list_categories(&state, &auth.0, asked).await?))
    }

    /// Add a category, by default after the last one. Names are unique in the agency.
    #[oai(
        path = "/benefit-categories",
        method = "post",
        operation_id = "createBenefitCategory"
    )]
    async fn create_category(
        &self,
        state: Data<&AppState>,
        req: &Request,
        auth: SessionCookie,
        body: Json<BenefitCategoryInput>,
    ) -> ApiResult<BenefitCategorySaved> {
        let category = create_category(&state, &auth.0, &client_ip(req), &body.0).await?;
        Ok(BenefitCategorySaved::Created(Json(category)))
    }

    /// One category.
    #[oai(
        path = "/benefit-categories/:id",
        method = "get",
        operation_id = "getBenefitCategory"
    )]
    async fn category(
        &self,
        state: Data<&AppState>,
        auth: SessionCookie,
        id: Path<Uuid>,
    ) -> ApiResult<Json<BenefitCategory>> {
        Ok(Json(view_category(&state, &auth.0, id.0).await?))
    }

    /// Change a category at the version read. A category with options keeps its line of
    /// coverage.
    #[oai(
        path = "/benefit-categories/:id",
        method = "put",
        operation_id = "updateBenefitCategory"
    )]
    async fn update_category(
        &self,
        state: Data<&AppState>,
        req: &Request,
        auth: SessionCookie,
        id: Path<Uuid>,
        body: Json<BenefitCategoryInput>,
    ) -> ApiResult<BenefitCategorySaved> {
        let category = update_category(&state, &auth.0, &client_ip(req), id.0, &body.0).await?;
        Ok(BenefitCategorySaved::Updated(Json(category)))
    }

    /// Every option of the catalogue, searched by name, description, carrier, plan and
    /// category, and filtered.
    #[oai(
        path = "/benefit-options",
        method = "get",
        operation_id = "listBenefitOptions"
    )]
    #[allow(clippy::too_many_arguments)]
    async fn options(
        &self,
        state: Data<&AppState>,
        auth: SessionCookie,
        page: Query<Option<u32>>,
        per_page: Query<Option<u32>>,
        sort: Query<Option<String>>,
        order: Query<Option<String>>,
        q: Query<Option<String>>,
        category_id: Query<Option<Uuid>>,
        carrier_id: Query<Option<Uuid>>,
        kind: Query<Option<BenefitKind>>,
        status: Query<Option<BenefitOptionStatus>>,
    ) -> ApiResult<Json<Page<BenefitOption>>> {
        let asked = OptionListing {
            page: page.0,
            per_page: per_page.0,
            sort: sort.0,
            order: order.0,
            q: q.0,
            category_id: category_id.0,
            carrier_id: carrier_id.0,
            kind: kind.0,
            status: status.0,
        };
        Ok(Json(list_options(&state, &auth.0, asked).await?))
    }

    /// Add an option to a category: its carrier, the carrier's catalogue plan of the category's
    /// line where there is one, who is eligible, and links to its documents. Names are unique in
    /// the agency.
    #[oai(
        path = "/benefit-options",
        method = "post",
        operation_id = "createBenefitOption"
    )]
    async fn create_option(
        &self,
        state: Data<&AppState>,
        req: &Request,
        auth: SessionCookie,
        body: Json<BenefitOptionInput>,
    ) -> ApiResult<BenefitOptionSaved> {
        let option = create_option(&state, &auth.0, &client_ip(req), &body.0).await?;
        Ok(BenefitOptionSaved::Created(Json(option)))
    }

    /// One option, with its eligibility in words.
    #[oai(
        path = "/benefit-options/:id",
        method = "get",
        operation_id = "getBenefitOption"
    )]
    async fn option(
        &self,
        state: Data<&AppState>,
        auth: SessionCookie,
        id: Path<Uuid>,
    ) -> ApiResult<Json<BenefitOption>> {
        Ok(Json(view_option(&state, &auth.0, id.0).await?))
    }

    /// Change an option at the version read, archive it or restore it.
    #[oai(
        path = "/benefit-options/:id",
        method = "put",
        operation_id = "updateBenefitOption"
    )]
    async fn update_option(
        &self,
        state: Data<&AppState>,
        req: &Request,
        auth: SessionCookie,
        id: Path<Uuid>,
        body: Json<BenefitOptionInput>,
    ) -> ApiResult<BenefitOptionSaved> {
        let option = update_option(&state, &auth.0, &client_ip(req), id.0, &body.0).await?;
        Ok(BenefitOptionSaved::Updated(Json(option)))
    }
}
