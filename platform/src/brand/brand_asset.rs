//! An uploaded brand image, served publicly: logos appear before sign-in and in email.

use uuid::Uuid;

use super::rules::{is_asset_name, sniff_image};
use crate::files::FileError;
use crate::state::AppState;

pub struct Asset {
    pub bytes: Vec<u8>,
    pub content_type: &'static str,
}

/// The asset, or None when no upload has this name.
pub async fn brand_asset(
    state: &AppState,
    agency_id: Uuid,
    file: &str,
) -> Result<Option<Asset>, FileError> {
    if !is_asset_name(file) {
        return Ok(None);
    }
    let Some(bytes) = state
        .files
        .get(&format!("brand/{agency_id}/{file}"))
        .await?
    else {
        return Ok(None);
    };
    let content_type = sniff_image(&bytes)
        .map(|(_, ct)| ct)
        .unwrap_or("application/octet-stream");
    Ok(Some(Asset {
        bytes,
        content_type,
    }))
}
