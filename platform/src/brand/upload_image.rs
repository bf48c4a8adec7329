//! Upload the brand's logo or favicon: checked by its bytes, an SVG cleaned, stored under a
//! fresh name.

use poem_openapi::types::multipart::Upload;

use super::queries::{self, BrandSettingsRow};
use super::rules::{sniff_image, BrandImage, MAX_IMAGE_BYTES};
use super::view_settings::brand_settings;
use crate::audit::{self, Entry};
use crate::auth::Principal;
use crate::error::AppError;
use crate::state::AppState;

pub async fn upload_image(
    state: &AppState,
    p: &Principal,
    ip: &str,
    image: BrandImage,
    file: Upload,
) -> Result<BrandSettingsRow, AppError> {
    p.require(state, "agency", "update").await?;
    let agency_id = p.agency()?.id;
    if file.size() > MAX_IMAGE_BYTES {
        return Err(AppError::field("file", "the image is larger than 1 MB"));
    }
    let bytes = file
        .into_vec()
        .await
        .map_err(|e| AppError::field("file", format!("the upload could not be read: {e}")))?;
    if bytes.len() > MAX_IMAGE_BYTES {
        return Err(AppError::field("file", "the image is larger than 1 MB"));
    }
    let Some((ext, _)) = sniff_image(&bytes) else {
        return Err(AppError::field(
            "file",
            "use a PNG, JPEG, WebP, SVG or ICO image",
        ));
    };
    let bytes = if ext == "svg" {
        super::svg::sanitize(&bytes).map_err(|e| AppError::field("file", e.to_string()))?
    } else {
        bytes
    };
    let kind = image.name();
    let name = format!("{kind}-{}.{ext}", &crate::crypto::random_token()[..16]);
    let key = format!("brand/{agency_id}/{name}");
    state
        .files
        .put_pending(&key, bytes)
        .await
        .map_err(|e| AppError::Internal(e.to_string()))?;
    let url = format!("/api/brand-assets/{agency_id}/{name}");
    let mut tx = state.pool.begin().await?;
    crate::files::settle(&mut tx, &key).await?;
    queries::set_image(&mut tx, agency_id, image, Some(&url)).await?;
    audit::commit_with(
        tx,
        p,
        ip,
        Entry {
            after: Some(serde_json::json!({ image.column(): url })),
            ..Entry::new("upload", "brand", format!("Uploaded a new {kind}"))
        },
    )
    .await?;
    brand_settings(state, agency_id).await
}
