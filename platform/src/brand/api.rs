use poem::web::{Data, Path as PoemPath};
use poem::{handler, IntoResponse, Request, Response};
use poem_openapi::param::Path;
use poem_openapi::payload::Json;
use poem_openapi::OpenApi;
use uuid::Uuid;

use super::add_domain::add_domain;
use super::brand_asset::brand_asset;
use super::dto::{
    Brand, BrandSettings, BrandUpdate, Domain, DomainCreated, DomainRemoved, ImageUpload,
    NewDomain, Removed,
};
use super::host_brand::host_brand;
use super::list_domains::list_domains;
use super::remove_domain::remove_domain;
use super::remove_image::remove_image;
use super::rules::BrandImage;
use super::update_settings::update_settings;
use super::upload_image::upload_image;
use super::verify_domain::verify_domain;
use super::view_settings::view_settings;
use crate::api::ApiTags;
use crate::auth::principal::{client_ip, host_agency};
use crate::auth::SessionCookie;
use crate::error::ApiResult;
use crate::state::AppState;

pub struct BrandApi;

#[OpenApi(tag = "ApiTags::Brand")]
impl BrandApi {
    /// The brand of the agency this host belongs to, or the platform's own.
    #[oai(path = "/brand", method = "get", operation_id = "getBrand")]
    async fn brand(&self, state: Data<&AppState>, req: &Request) -> ApiResult<Json<Brand>> {
        let agency = host_agency(&state, req).await?;
        Ok(Json(host_brand(&state, agency).await?.into()))
    }
}

pub struct BrandSettingsApi;

#[OpenApi(tag = "ApiTags::Brand")]
impl BrandSettingsApi {
    /// The brand as the editor shows it.
    #[oai(
        path = "/brand/settings",
        method = "get",
        operation_id = "getBrandSettings"
    )]
    async fn get(
        &self,
        state: Data<&AppState>,
        _req: &Request,
        auth: SessionCookie,
    ) -> ApiResult<Json<BrandSettings>> {
        Ok(Json(view_settings(&state, &auth.0).await?.into()))
    }

    /// Save the brand; the portal, emails and documents use it at once.
    #[oai(
        path = "/brand/settings",
        method = "put",
        operation_id = "updateBrandSettings"
    )]
    async fn update(
        &self,
        state: Data<&AppState>,
        req: &Request,
        auth: SessionCookie,
        body: Json<BrandUpdate>,
    ) -> ApiResult<Json<BrandSettings>> {
        let saved = update_settings(&state, &auth.0, &client_ip(req), body.0.into()).await?;
        Ok(Json(saved.into()))
    }

    /// Upload the logo (shown in the portal's app bar, emails and documents).
    #[oai(path = "/brand/logo", method = "post", operation_id = "uploadLogo")]
    async fn upload_logo(
        &self,
        state: Data<&AppState>,
        req: &Request,
        auth: SessionCookie,
        body: ImageUpload,
    ) -> ApiResult<Json<BrandSettings>> {
        let ip = client_ip(req);
        let saved = upload_image(&state, &auth.0, &ip, BrandImage::Logo, body.file).await?;
        Ok(Json(saved.into()))
    }

    /// Upload the favicon.
    #[oai(
        path = "/brand/favicon",
        method = "post",
        operation_id = "uploadFavicon"
    )]
    async fn upload_favicon(
        &self,
        state: Data<&AppState>,
        req: &Request,
        auth: SessionCookie,
        body: ImageUpload,
    ) -> ApiResult<Json<BrandSettings>> {
        let ip = client_ip(req);
        let saved = upload_image(&state, &auth.0, &ip, BrandImage::Favicon, body.file).await?;
        Ok(Json(saved.into()))
    }

    /// Remove the logo.
    #[oai(path = "/brand/logo", method = "delete", operation_id = "removeLogo")]
    async fn remove_logo(
        &self,
        state: Data<&AppState>,
        req: &Request,
        auth: SessionCookie,
    ) -> ApiResult<Removed> {
        remove_image(&state, &auth.0, &client_ip(req), BrandImage::Logo).await?;
        Ok(Removed::Done)
    }

    /// Remove the favicon.
    #[oai(
        path = "/brand/favicon",
        method = "delete",
        operation_id = "removeFavicon"
    )]
    async fn remove_favicon(
        &self,
        state: Data<&AppState>,
        req: &Request,
        auth: SessionCookie,
    ) -> ApiResult<Removed> {
        remove_image(&state, &auth.0, &client_ip(req), BrandImage::Favicon).await?;
        Ok(Removed::Done)
    }
}

pub struct DomainsApi;

#[OpenApi(tag = "ApiTags::Brand")]
impl DomainsApi {
    /// The agency's custom domains.
    #[oai(path = "/domains", method = "get", operation_id = "listDomains")]
    async fn list(
        &self,
        state: Data<&AppState>,
        _req: &Request,
        auth: SessionCookie,
    ) -> ApiResult<Json<Vec<Domain>>> {
        let rows = list_domains(&state, &auth.0).await?;
        Ok(Json(rows.into_iter().map(Domain::from).collect()))
    }

    /// Add a domain; it resolves to the agency once its TXT record is verified.
    #[oai(path = "/domains", method = "post", operation_id = "addDomain")]
    async fn add(
        &self,
        state: Data<&AppState>,
        req: &Request,
        auth: SessionCookie,
        body: Json<NewDomain>,
    ) -> ApiResult<DomainCreated> {
        let row = add_domain(&state, &auth.0, &client_ip(req), &body.domain).await?;
        Ok(DomainCreated::Created(Json(row.into())))
    }

    /// Look up the TXT record now; verified domains start resolving to the agency.
    #[oai(
        path = "/domains/:domain/verify",
        method = "post",
        operation_id = "verifyDomain"
    )]
    async fn verify(
        &self,
        state: Data<&AppState>,
        req: &Request,
        auth: SessionCookie,
        domain: Path<String>,
    ) -> ApiResult<Json<Domain>> {
        Ok(Json(
            verify_domain(&state, &auth.0, &client_ip(req), &domain.0)
                .await?
                .into(),
        ))
    }

    /// Remove a domain; it stops resolving to the agency at once.
    #[oai(
        path = "/domains/:domain",
        method = "delete",
        operation_id = "removeDomain"
    )]
    async fn remove(
        &self,
        state: Data<&AppState>,
        req: &Request,
        auth: SessionCookie,
        domain: Path<String>,
    ) -> ApiResult<DomainRemoved> {
        remove_domain(&state, &auth.0, &client_ip(req), &domain.0).await?;
        Ok(DomainRemoved::Done)
    }
}

/// Serves an uploaded brand image; public, since logos appear before sign-in and in email.
#[handler]
pub async fn asset(
    state: Data<&AppState>,
    PoemPath((agency, file)): PoemPath<(Uuid, String)>,
) -> Response {
    match brand_asset(&state, agency, &file).await {
        Ok(Some(asset)) => Response::builder()
            .content_type(asset.content_type)
            .header("cache-control", "public, max-age=31536000, immutable")
            .header(
                "content-security-policy",
                "default-src 'none'; style-src 'unsafe-inline'; sandbox",
            )
            .body(asset.bytes),
        Ok(None) => poem::http::StatusCode::NOT_FOUND.into_response(),
        Err(e) => {
            tracing::error!(error = %e, "reading a brand asset failed");
            poem::http::StatusCode::INTERNAL_SERVER_ERROR.into_response()
        }
    }
}
