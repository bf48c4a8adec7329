use poem::web::Data;
use poem::Request;
use poem_openapi::payload::Json;
use poem_openapi::{Object, OpenApi};

use super::queries;
use crate::api::ApiTags;
use crate::auth::principal::host_agency;
use crate::error::ApiResult;
use crate::state::AppState;

/// What the portal needs to look like the agency (or like Canopy on the platform host).
#[derive(Debug, Object)]
#[oai(skip_serializing_if_is_none)]
pub struct Brand {
    /// The agency's subdomain; absent on the platform host.
    pub slug: Option<String>,
    pub is_platform: bool,
    pub name: String,
    /// `#rrggbb`.
    pub primary_color: String,
    pub secondary_color: String,
    pub font_family: String,
    pub welcome_text: String,
    pub logo_url: Option<String>,
    pub favicon_url: Option<String>,
    pub support_email: Option<String>,
    pub support_phone: Option<String>,
    /// Whether "Sign in with SSO" is offered on this host.
    pub sso_enabled: bool,
}

fn platform_brand() -> Brand {
    Brand {
        slug: None,
        is_platform: true,
        name: "Canopy".into(),
        primary_color: "#1e5b4f".into(),
        secondary_color: "#e0913a".into(),
        font_family: "Inter".into(),
        welcome_text: "The benefits platform for brokerages: census to renewal, in your brand."
            .into(),
        logo_url: None,
        favicon_url: None,
        support_email: None,
        support_phone: None,
        sso_enabled: false,
    }
}

pub struct BrandApi;

#[OpenApi(tag = "ApiTags::Brand")]
impl BrandApi {
    /// The brand of the agency this host belongs to, or the platform's own.
    #[oai(path = "/brand", method = "get", operation_id = "getBrand")]
    async fn brand(&self, state: Data<&AppState>, req: &Request) -> ApiResult<Json<Brand>> {
        let Some(agency) = host_agency(&state, req).await? else {
            return Ok(Json(platform_brand()));
        };
        let row = queries::for_agency(&state.pool, agency.id).await?;
        let sso_enabled = queries::sso_enabled(&state.pool, agency.id).await?;
        let brand = match row {
            Some(b) => Brand {
                slug: Some(agency.slug),
                is_platform: false,
                name: b.display_name,
                primary_color: b.primary_color,
                secondary_color: b.secondary_color,
                font_family: b.font_family,
                welcome_text: b.welcome_text,
                logo_url: b.logo_url,
                favicon_url: b.favicon_url,
                support_email: b.support_email,
                support_phone: b.support_phone,
                sso_enabled,
            },
            None => Brand {
                slug: Some(agency.slug),
                is_platform: false,
                name: agency.name,
                ..platform_brand()
            },
        };
        Ok(Json(brand))
    }
}
