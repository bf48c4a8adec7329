use poem::web::Data;
use poem::Request;
use poem_openapi::param::{Path, Query};
use poem_openapi::payload::Json;
use poem_openapi::OpenApi;
use uuid::Uuid;

use super::create_agency::create_agency;
use super::dto::{Agency, AgencyProfile, AgencyProfileUpdate, Created, NewAgency};
use super::list_agencies::{list_agencies, AgencyListing};
use super::my_agency::my_agency;
use super::rename_agency::rename_agency;
use super::view_agency::view_agency;
use crate::api::ApiTags;
use crate::auth::principal::client_ip;
use crate::auth::SessionCookie;
use crate::error::ApiResult;
use crate::list::Page;
use crate::state::AppState;

pub struct AgenciesApi;

#[OpenApi(tag = "ApiTags::Agencies")]
impl AgenciesApi {
    /// Every agency on the platform (platform operators).
    #[oai(path = "/agencies", method = "get", operation_id = "listAgencies")]
    #[allow(clippy::too_many_arguments)]
    async fn list(
        &self,
        state: Data<&AppState>,
        _req: &Request,
        auth: SessionCookie,
        page: Query<Option<u32>>,
        per_page: Query<Option<u32>>,
        sort: Query<Option<String>>,
        order: Query<Option<String>>,
        q: Query<Option<String>>,
    ) -> ApiResult<Json<Page<Agency>>> {
        let asked = AgencyListing {
            page: page.0,
            per_page: per_page.0,
            sort: sort.0,
            order: order.0,
            q: q.0,
        };
        let (rows, total) = list_agencies(&state, &auth.0, asked).await?;
        Ok(Json(Page {
            data: rows.into_iter().map(Agency::from).collect(),
            total,
        }))
    }

    /// One agency.
    #[oai(path = "/agencies/:id", method = "get", operation_id = "getAgency")]
    async fn get(
        &self,
        state: Data<&AppState>,
        _req: &Request,
        auth: SessionCookie,
        id: Path<Uuid>,
    ) -> ApiResult<Json<Agency>> {
        Ok(Json(view_agency(&state, &auth.0, id.0).await?.into()))
    }

    /// Create an agency: its record, its own database schema and its default brand, at once.
    #[oai(path = "/agencies", method = "post", operation_id = "createAgency")]
    async fn create(
        &self,
        state: Data<&AppState>,
        req: &Request,
        auth: SessionCookie,
        body: Json<NewAgency>,
    ) -> ApiResult<Created> {
        let ip = client_ip(req);
        let row = create_agency(&state, &auth.0, &ip, &body.name, &body.slug).await?;
        Ok(Created::Created(Json(row.into())))
    }
}

pub struct AgencyProfileApi;

#[OpenApi(tag = "ApiTags::Agencies")]
impl AgencyProfileApi {
    /// The caller's agency.
    #[oai(path = "/agency", method = "get", operation_id = "getMyAgency")]
    async fn get(
        &self,
        state: Data<&AppState>,
        _req: &Request,
        auth: SessionCookie,
    ) -> ApiResult<Json<AgencyProfile>> {
        Ok(Json(my_agency(&state, &auth.0).await?.into()))
    }

    /// Rename the agency.
    #[oai(path = "/agency", method = "put", operation_id = "updateMyAgency")]
    async fn update(
        &self,
        state: Data<&AppState>,
        req: &Request,
        auth: SessionCookie,
        body: Json<AgencyProfileUpdate>,
    ) -> ApiResult<Json<AgencyProfile>> {
        let renamed = rename_agency(&state, &auth.0, &client_ip(req), &body.name).await?;
        Ok(Json(renamed.into()))
    }
}
