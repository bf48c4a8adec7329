//! The agency as its printed documents show it: display name, colour and logo.

use tenants::Agency;

use crate::error::AppError;
use crate::pdf::report::Letterhead;
use crate::state::AppState;

const DEFAULT_PRIMARY: &str = "#1f5f8b";

pub async fn letterhead(state: &AppState, agency: &Agency) -> Result<Letterhead, AppError> {
    let brand = super::queries::for_agency(&state.pool, agency.id).await?;
    let logo_url = brand
        .as_ref()
        .and_then(|b| b.logo_url.as_deref())
        .unwrap_or_default();
    let logo = match logo_url.strip_prefix("/api/brand-assets/") {
        Some(key) => state
            .files
            .get(&format!("brand/{key}"))
            .await
            .unwrap_or_else(|e| {
                tracing::warn!(error = %e, "the logo could not be read for a printed document");
                None
            }),
        None => data_url_bytes(logo_url),
    };
    Ok(match brand {
        Some(b) => Letterhead {
            name: b.display_name,
            primary: b.primary_color,
            logo,
        },
        None => Letterhead {
            name: agency.name.clone(),
            primary: DEFAULT_PRIMARY.to_string(),
            logo,
        },
    })
}

/// The bytes of a `data:` URL (base64 or percent-encoded), as a brand may hold its logo.
fn data_url_bytes(url: &str) -> Option<Vec<u8>> {
    use base64::Engine;
    let (header, data) = url.strip_prefix("data:")?.split_once(',')?;
    if header.ends_with(";base64") {
        return base64::engine::general_purpose::STANDARD
            .decode(data.trim())
            .ok();
    }
    Some(percent_encoding::percent_decode_str(data).collect())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::pdf::Picture;

    #[test]
    fn logos_come_from_data_urls() {
        let url = "data:image/svg+xml;utf8,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 64 32'%3E%3Crect width='32' height='32' fill='%230b4f6c'/%3E%3C/svg%3E";
        let svg = data_url_bytes(url).unwrap();
        assert!(svg.starts_with(b"<svg xmlns=") && svg.ends_with(b"fill='#0b4f6c'/></svg>"));
        let logo = Picture::decode(&svg).expect("an SVG logo");
        assert_eq!(logo.aspect(), 2.0);
        assert_eq!(
            data_url_bytes("data:image/png;base64,iVBORw0K").unwrap(),
            b"\x89PNG\r\n"
        );
        assert!(Picture::decode(b"<svg but not really").is_none());
    }
}
