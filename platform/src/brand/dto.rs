//! The brand API's request and response objects.

use chrono::{DateTime, Utc};
use poem_openapi::payload::Json;
use poem_openapi::types::multipart::Upload;
use poem_openapi::{ApiResponse, Multipart, Object};

use super::host_brand::AgencyBrand;
use super::queries::{BrandSettingsRow, DomainRow};
use super::rules::{BrandDraft, FONTS};
use crate::domains::{challenge_name, challenge_value};

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

impl From<Option<AgencyBrand>> for Brand {
    fn from(host: Option<AgencyBrand>) -> Self {
        match host {
            None => platform_brand(),
            Some(AgencyBrand {
                agency,
                brand: Some(b),
                sso_enabled,
            }) => Brand {
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
            Some(AgencyBrand {
                agency,
                brand: None,
                ..
            }) => Brand {
                slug: Some(agency.slug),
                is_platform: false,
                name: agency.name,
                ..platform_brand()
            },
        }
    }
}

#[derive(Debug, Object)]
#[oai(skip_serializing_if_is_none)]
pub struct BrandSettings {
    pub display_name: String,
    pub primary_color: String,
    pub secondary_color: String,
    pub font_family: String,
    pub welcome_text: String,
    pub logo_url: Option<String>,
    pub favicon_url: Option<String>,
    pub support_email: Option<String>,
    pub support_phone: Option<String>,
    pub email_sender_name: Option<String>,
    /// The fonts to choose from.
    pub fonts: Vec<String>,
}

#[derive(Debug, Object)]
pub struct BrandUpdate {
    pub display_name: String,
    /// `#rrggbb`; white text on it must reach WCAG AA (4.5:1).
    pub primary_color: String,
    pub secondary_color: String,
    pub font_family: String,
    #[oai(default)]
    pub welcome_text: String,
    pub email_sender_name: Option<String>,
    pub support_email: Option<String>,
    pub support_phone: Option<String>,
}

#[derive(Debug, Multipart)]
pub struct ImageUpload {
    /// PNG, JPEG, WebP, SVG or ICO; at most 1 MB.
    pub file: Upload,
}

#[derive(ApiResponse)]
pub enum Removed {
    #[oai(status = 204)]
    Done,
}

impl From<BrandSettingsRow> for BrandSettings {
    fn from(r: BrandSettingsRow) -> Self {
        Self {
            display_name: r.display_name,
            primary_color: r.primary_color,
            secondary_color: r.secondary_color,
            font_family: r.font_family,
            welcome_text: r.welcome_text,
            logo_url: r.logo_url,
            favicon_url: r.favicon_url,
            support_email: r.support_email,
            support_phone: r.support_phone,
            email_sender_name: r.email_sender_name,
            fonts: FONTS.iter().map(|f| f.to_string()).collect(),
        }
    }
}

impl From<BrandUpdate> for BrandDraft {
    fn from(b: BrandUpdate) -> Self {
        Self {
            display_name: b.display_name,
            primary_color: b.primary_color,
            secondary_color: b.secondary_color,
            font_family: b.font_family,
            welcome_text: b.welcome_text,
            email_sender_name: b.email_sender_name,
            support_email: b.support_email,
            support_phone: b.support_phone,
        }
    }
}

#[derive(Debug, Object)]
#[oai(skip_serializing_if_is_none)]
pub struct Domain {
    pub domain: String,
    pub verified: bool,
    pub verified_at: Option<DateTime<Utc>>,
    /// The TXT record to create: its name …
    pub record_name: String,
    /// … and its value.
    pub record_value: String,
    pub created_at: DateTime<Utc>,
}

impl From<DomainRow> for Domain {
    fn from(r: DomainRow) -> Self {
        Self {
            record_name: challenge_name(&r.domain),
            record_value: challenge_value(&r.verification_token),
            verified: r.verified_at.is_some(),
            verified_at: r.verified_at,
            domain: r.domain,
            created_at: r.created_at,
        }
    }
}

#[derive(Debug, Object)]
pub struct NewDomain {
    pub domain: String,
}

#[derive(ApiResponse)]
pub enum DomainCreated {
    #[oai(status = 201)]
    Created(Json<Domain>),
}

#[derive(ApiResponse)]
pub enum DomainRemoved {
    #[oai(status = 204)]
    Done,
}
