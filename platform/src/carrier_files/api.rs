//! Carrier files: generate an 834 or a carrier census for a carrier implementation
//! (`/implementations/{id}/files`), list a group's files (`/groups/{id}/carrier-files`), and
//! show a sample of each layout (`/carrier-file-samples`).

use poem::web::Data;
use poem::Request;
use poem_openapi::param::Path;
use poem_openapi::payload::Json;
use poem_openapi::OpenApi;
use uuid::Uuid;

use super::dto::{CarrierFileSamples, CarrierFiles, GenerateRequest, Generated};
use super::generate_file::generate_file;
use super::list_files::list_files;
use super::view_samples::view_samples;
use crate::api::ApiTags;
use crate::auth::principal::client_ip;
use crate::auth::SessionCookie;
use crate::error::ApiResult;
use crate::state::AppState;

pub struct CarrierFilesApi;

#[OpenApi(tag = "ApiTags::Implementation")]
impl CarrierFilesApi {
    /// Every file generated for the group's carriers, newest first. Employer admins see the
    /// history; only the agency downloads the files (they carry SSNs).
    #[oai(
        path = "/groups/:id/carrier-files",
        method = "get",
        operation_id = "listCarrierFiles"
    )]
    async fn list(
        &self,
        state: Data<&AppState>,
        auth: SessionCookie,
        id: Path<Uuid>,
    ) -> ApiResult<Json<CarrierFiles>> {
        Ok(Json(list_files(&state, &auth.0, id.0).await?))
    }

    /// Generate a file for the carrier: an 834 change file (what changed since the last 834), an
    /// 834 full file, or the carrier census. Nothing changed since the same file: it comes back
    /// as it was (`reused`), with no new control number.
    #[oai(
        path = "/implementations/:id/files",
        method = "post",
        operation_id = "generateCarrierFile"
    )]
    async fn generate(
        &self,
        state: Data<&AppState>,
        req: &Request,
        auth: SessionCookie,
        id: Path<Uuid>,
        body: Json<GenerateRequest>,
    ) -> ApiResult<Json<Generated>> {
        Ok(Json(
            generate_file(&state, &auth.0, &client_ip(req), id.0, &body.0).await?,
        ))
    }

    /// A sample of each file layout (834 change and full files, the carrier census), written from
    /// the first households of the agency's most recent implementation with a file, without
    /// SSNs; nothing is kept and no control number is used.
    #[oai(
        path = "/carrier-file-samples",
        method = "get",
        operation_id = "viewCarrierFileSamples"
    )]
    async fn samples(
        &self,
        state: Data<&AppState>,
        auth: SessionCookie,
    ) -> ApiResult<Json<CarrierFileSamples>> {
        Ok(Json(view_samples(&state, &auth.0).await?))
    }
}
