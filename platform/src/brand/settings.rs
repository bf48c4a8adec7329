//! The brand editor: what an agency admin sets, the uploads of logo and favicon, and the
//! public serving of those files.

use poem::web::{Data, Path as PoemPath};
use poem::{handler, IntoResponse, Request, Response};
use poem_openapi::payload::Json;
use poem_openapi::types::multipart::Upload;
use poem_openapi::{ApiResponse, Multipart, Object, OpenApi};
use uuid::Uuid;

use super::contrast::{contrast_ratio, darken_until, parse_hex, to_hex, AA};
use crate::api::ApiTags;
use crate::audit::{self, Entry};
use crate::auth::principal::client_ip;
use crate::auth::SessionCookie;
use crate::error::{ApiResult, AppError, FieldErrors};
use crate::state::AppState;

/// The fonts the portal ships (no font is fetched from elsewhere).
pub const FONTS: &[&str] = &[
    "Inter",
    "Lato",
    "Montserrat",
    "Open Sans",
    "Roboto",
    "Source Sans 3",
];
pub const MAX_IMAGE_BYTES: usize = 1024 * 1024;
const WHITE: (u8, u8, u8) = (255, 255, 255);

#[derive(Debug, Object, sqlx::FromRow)]
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
    #[sqlx(skip)]
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
        let p = auth.0;
        p.require(&state, "agency", "read").await?;
        Ok(Json(load(&state, p.agency()?.id).await?))
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
        let state = *state;
        let p = auth.0;
        p.require(state, "agency", "update").await?;
        let agency_id = p.agency()?.id;
        check(&body)?;
        let before = load(state, agency_id).await?;
        let blank = |v: &Option<String>| {
            v.as_deref()
                .map(str::trim)
                .filter(|s| !s.is_empty())
                .map(str::to_string)
        };
        let mut tx = state.pool.begin().await?;
        sqlx::query(
            "UPDATE agency_brands SET display_name = $2, primary_color = lower($3), secondary_color = lower($4), font_family = $5,
                welcome_text = $6, email_sender_name = $7, support_email = $8, support_phone = $9, updated_at = now()
             WHERE agency_id = $1",
        )
        .bind(agency_id)
        .bind(body.display_name.trim())
        .bind(&body.primary_color)
        .bind(&body.secondary_color)
        .bind(&body.font_family)
        .bind(body.welcome_text.trim())
        .bind(blank(&body.email_sender_name))
        .bind(blank(&body.support_email))
        .bind(blank(&body.support_phone))
        .execute(&mut *tx)
        .await?;
        let after = load_in(&mut *tx, agency_id).await?;
        audit::commit_with(
            tx,
            &p,
            &client_ip(req),
            Entry {
                before: Some(snapshot(&before)),
                after: Some(snapshot(&after)),
                ..Entry::new("update", "brand", "Changed the brand")
            },
        )
        .await?;
        Ok(Json(after))
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
        store_image(&state, req, &auth, body.file, "logo").await
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
        store_image(&state, req, &auth, body.file, "favicon").await
    }

    /// Remove the logo.
    #[oai(path = "/brand/logo", method = "delete", operation_id = "removeLogo")]
    async fn remove_logo(
        &self,
        state: Data<&AppState>,
        req: &Request,
        auth: SessionCookie,
    ) -> ApiResult<Removed> {
        remove_image(&state, req, &auth, "logo").await
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
        remove_image(&state, req, &auth, "favicon").await
    }
}

async fn load(state: &AppState, agency_id: Uuid) -> Result<BrandSettings, AppError> {
    load_in(&state.pool, agency_id).await
}

async fn load_in<'e>(
    db: impl sqlx::PgExecutor<'e>,
    agency_id: Uuid,
) -> Result<BrandSettings, AppError> {
    let mut settings: BrandSettings = sqlx::query_as(
        "SELECT display_name, primary_color, secondary_color, font_family, welcome_text, logo_url, favicon_url,
                support_email, support_phone, email_sender_name
         FROM agency_brands WHERE agency_id = $1",
    )
    .bind(agency_id)
    .fetch_optional(db)
    .await?
    .ok_or_else(|| AppError::not_found("brand"))?;
    settings.fonts = FONTS.iter().map(|f| f.to_string()).collect();
    Ok(settings)
}

fn snapshot(b: &BrandSettings) -> serde_json::Value {
    serde_json::json!({
        "display_name": b.display_name, "primary_color": b.primary_color, "secondary_color": b.secondary_color,
        "font_family": b.font_family, "welcome_text": b.welcome_text, "email_sender_name": b.email_sender_name,
        "support_email": b.support_email, "support_phone": b.support_phone, "logo_url": b.logo_url.as_ref().map(|_| "set"),
    })
}

/// The editor's rules, with a suggestion when a colour fails WCAG AA under white text.
pub fn check(body: &BrandUpdate) -> Result<(), AppError> {
    let mut errors = FieldErrors::default();
    let name = body.display_name.trim();
    errors.check(
        !name.is_empty() && name.chars().count() <= 120,
        "display_name",
        "enter a name of at most 120 characters",
    );
    // The primary colour carries white text (app bar, buttons); the secondary one takes
    // whichever of white or black text reads better, so it needs AA with one of them.
    if let Some(rgb) = parse_hex(&body.secondary_color) {
        let best = contrast_ratio(rgb, WHITE).max(contrast_ratio(rgb, (0, 0, 0)));
        errors.check(
            best >= AA,
            "secondary_color",
            "neither white nor black text reaches WCAG AA (4.5:1) on this colour",
        );
    } else {
        errors.check(false, "secondary_color", "use a colour like #e4572e");
    }
    for (field, color) in [("primary_color", &body.primary_color)] {
        match parse_hex(color) {
            None => errors.check(false, field, "use a colour like #0b4f6c"),
            Some(rgb) => {
                let ratio = contrast_ratio(rgb, WHITE);
                if ratio < AA {
                    let message = match darken_until(rgb, WHITE, AA) {
                        Some(fix) => format!(
                            "white text on {color} has a contrast of {ratio:.1}:1; WCAG AA needs 4.5:1 — try {}",
                            to_hex(fix)
                        ),
                        None => format!("white text on {color} has a contrast of {ratio:.1}:1; WCAG AA needs 4.5:1"),
                    };
                    errors.check(false, field, &message);
                }
            }
        }
    }
    errors.check(
        FONTS.contains(&body.font_family.as_str()),
        "font_family",
        "choose one of the offered fonts",
    );
    errors.check(
        body.welcome_text.chars().count() <= 1000,
        "welcome_text",
        "use at most 1000 characters",
    );
    if let Some(email) = body
        .support_email
        .as_deref()
        .map(str::trim)
        .filter(|e| !e.is_empty())
    {
        errors.check(
            crate::accounts::email_shape(email),
            "support_email",
            "enter a valid email address",
        );
    }
    if let Some(phone) = body
        .support_phone
        .as_deref()
        .map(str::trim)
        .filter(|p| !p.is_empty())
    {
        let digits = phone.chars().filter(char::is_ascii_digit).count();
        let ok = (7..=15).contains(&digits)
            && phone
                .chars()
                .all(|c| c.is_ascii_digit() || " +-().x".contains(c));
        errors.check(
            ok,
            "support_phone",
            "enter a phone number such as (303) 555-0142",
        );
    }
    if let Some(sender) = &body.email_sender_name {
        errors.check(
            sender.chars().count() <= 80 && !sender.contains(['<', '>', '"', '\n']),
            "email_sender_name",
            "use at most 80 characters, without < > or quotes",
        );
    }
    errors.finish()
}

/// The image kind from its first bytes (never from the name the browser sent).
pub fn sniff_image(bytes: &[u8]) -> Option<(&'static str, &'static str)> {
    if bytes.starts_with(b"\x89PNG\r\n\x1a\n") {
        Some(("png", "image/png"))
    } else if bytes.starts_with(&[0xFF, 0xD8, 0xFF]) {
        Some(("jpg", "image/jpeg"))
    } else if bytes.len() > 12 && &bytes[0..4] == b"RIFF" && &bytes[8..12] == b"WEBP" {
        Some(("webp", "image/webp"))
    } else if bytes.starts_with(&[0, 0, 1, 0]) {
        Some(("ico", "image/x-icon"))
    } else {
        let head = String::from_utf8_lossy(&bytes[..bytes.len().min(1024)]).to_ascii_lowercase();
        (head.trim_start().starts_with("<?xml") || head.trim_start().starts_with("<svg"))
            .then_some(("svg", "image/svg+xml"))
            .filter(|_| head.contains("<svg"))
    }
}

async fn store_image(
    state: &AppState,
    req: &Request,
    auth: &SessionCookie,
    file: Upload,
    kind: &str,
) -> ApiResult<Json<BrandSettings>> {
    let p = auth.0.clone();
    p.require(state, "agency", "update").await?;
    let agency_id = p.agency()?.id;
    if file.size() > MAX_IMAGE_BYTES {
        return Err(AppError::field("file", "the image is larger than 1 MB").into());
    }
    let bytes = file
        .into_vec()
        .await
        .map_err(|e| AppError::field("file", format!("the upload could not be read: {e}")))?;
    if bytes.len() > MAX_IMAGE_BYTES {
        return Err(AppError::field("file", "the image is larger than 1 MB").into());
    }
    let Some((ext, _)) = sniff_image(&bytes) else {
        return Err(AppError::field("file", "use a PNG, JPEG, WebP, SVG or ICO image").into());
    };
    let bytes = if ext == "svg" {
        super::svg::sanitize(&bytes).map_err(|e| AppError::field("file", e.to_string()))?
    } else {
        bytes
    };
    let name = format!("{kind}-{}.{ext}", &crate::crypto::random_token()[..16]);
    state
        .files
        .put(&format!("brand/{agency_id}/{name}"), bytes)
        .await
        .map_err(|e| AppError::Internal(e.to_string()))?;
    let url = format!("/api/brand-assets/{agency_id}/{name}");
    let column = if kind == "logo" {
        "logo_url"
    } else {
        "favicon_url"
    };
    let mut tx = state.pool.begin().await?;
    sqlx::query(&format!(
        "UPDATE agency_brands SET {column} = $2, updated_at = now() WHERE agency_id = $1"
    ))
    .bind(agency_id)
    .bind(&url)
    .execute(&mut *tx)
    .await?;
    audit::commit_with(
        tx,
        &p,
        &client_ip(req),
        Entry {
            after: Some(serde_json::json!({ column: url })),
            ..Entry::new("upload", "brand", format!("Uploaded a new {kind}"))
        },
    )
    .await?;
    Ok(Json(load(state, agency_id).await?))
}

async fn remove_image(
    state: &AppState,
    req: &Request,
    auth: &SessionCookie,
    kind: &str,
) -> ApiResult<Removed> {
    let p = auth.0.clone();
    p.require(state, "agency", "update").await?;
    let column = if kind == "logo" {
        "logo_url"
    } else {
        "favicon_url"
    };
    let mut tx = state.pool.begin().await?;
    sqlx::query(&format!(
        "UPDATE agency_brands SET {column} = NULL, updated_at = now() WHERE agency_id = $1"
    ))
    .bind(p.agency()?.id)
    .execute(&mut *tx)
    .await?;
    audit::commit_with(
        tx,
        &p,
        &client_ip(req),
        Entry::new("delete", "brand", format!("Removed the {kind}")),
    )
    .await?;
    Ok(Removed::Done)
}

/// Serves an uploaded brand image; public, since logos appear before sign-in and in email.
#[handler]
pub async fn asset(
    state: Data<&AppState>,
    PoemPath((agency, file)): PoemPath<(Uuid, String)>,
) -> Response {
    let valid_name = file.len() <= 64
        && file
            .bytes()
            .all(|b| b.is_ascii_alphanumeric() || b == b'-' || b == b'.')
        && !file.starts_with('.');
    if !valid_name {
        return poem::http::StatusCode::NOT_FOUND.into_response();
    }
    match state.files.get(&format!("brand/{agency}/{file}")).await {
        Ok(Some(bytes)) => {
            let content_type = sniff_image(&bytes)
                .map(|(_, ct)| ct)
                .unwrap_or("application/octet-stream");
            Response::builder()
                .content_type(content_type)
                .header("cache-control", "public, max-age=31536000, immutable")
                .header(
                    "content-security-policy",
                    "default-src 'none'; style-src 'unsafe-inline'; sandbox",
                )
                .body(bytes)
        }
        Ok(None) => poem::http::StatusCode::NOT_FOUND.into_response(),
        Err(e) => {
            tracing::error!(error = %e, "reading a brand asset failed");
            poem::http::StatusCode::INTERNAL_SERVER_ERROR.into_response()
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn update() -> BrandUpdate {
        BrandUpdate {
            display_name: "Summit".into(),
            primary_color: "#0b4f6c".into(),
            secondary_color: "#8a3a1c".into(),
            font_family: "Lato".into(),
            welcome_text: "Hi".into(),
            email_sender_name: Some("Summit".into()),
            support_email: Some("help@summit.example".into()),
            support_phone: Some("(303) 555-0142".into()),
        }
    }

    #[test]
    fn a_good_brand_passes() {
        assert!(check(&update()).is_ok());
    }

    #[test]
    fn low_contrast_gets_a_suggestion() {
        let mut b = update();
        b.primary_color = "#f5c518".into();
        let AppError::Validation { fields, .. } = check(&b).unwrap_err() else {
            panic!()
        };
        let message = &fields["primary_color"];
        assert!(
            message.contains("4.5:1") && message.contains("try #"),
            "{message}"
        );
    }

    #[test]
    fn other_fields() {
        let mut b = update();
        b.font_family = "Comic Sans".into();
        b.support_email = Some("nope".into());
        b.support_phone = Some("call me".into());
        b.primary_color = "blue".into();
        let AppError::Validation { fields, .. } = check(&b).unwrap_err() else {
            panic!()
        };
        assert_eq!(fields.len(), 4, "{fields:?}");
    }

    #[test]
    fn images_are_sniffed() {
        assert_eq!(sniff_image(b"\x89PNG\r\n\x1a\nrest").unwrap().0, "png");
        assert_eq!(
            sniff_image(b"<svg xmlns='http://www.w3.org/2000/svg'></svg>")
                .unwrap()
                .1,
            "image/svg+xml"
        );
        assert!(sniff_image(b"<html><script>").is_none());
        assert!(sniff_image(b"GIF89a").is_none());
    }
}
