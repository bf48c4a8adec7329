//! The brand editor's rules: colours readable under text, offered fonts, well-formed contacts,
//! and the images a brand may carry. Pure.

use super::contrast::{contrast_ratio, darken_until, parse_hex, to_hex, AA};
use crate::error::{AppError, FieldErrors};

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

/// The brand as an agency admin enters it.
pub struct BrandDraft {
    pub display_name: String,
    pub primary_color: String,
    pub secondary_color: String,
    pub font_family: String,
    pub welcome_text: String,
    pub email_sender_name: Option<String>,
    pub support_email: Option<String>,
    pub support_phone: Option<String>,
}

/// The editor's rules, with a suggestion when a colour fails WCAG AA under white text.
pub fn check(body: &BrandDraft) -> Result<(), AppError> {
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

/// An optional text as stored: trimmed, and None when blank.
pub fn blank_to_none(v: &Option<String>) -> Option<String> {
    v.as_deref()
        .map(str::trim)
        .filter(|s| !s.is_empty())
        .map(str::to_string)
}

/// The two images of a brand.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum BrandImage {
    Logo,
    Favicon,
}

impl BrandImage {
    /// How people and file names call it.
    pub fn name(self) -> &'static str {
        match self {
            BrandImage::Logo => "logo",
            BrandImage::Favicon => "favicon",
        }
    }

    /// The brand's column holding its address.
    pub fn column(self) -> &'static str {
        match self {
            BrandImage::Logo => "logo_url",
            BrandImage::Favicon => "favicon_url",
        }
    }
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

/// Whether a requested asset name could be one the platform gave an upload.
pub fn is_asset_name(file: &str) -> bool {
    file.len() <= 64
        && file
            .bytes()
            .all(|b| b.is_ascii_alphanumeric() || b == b'-' || b == b'.')
        && !file.starts_with('.')
}

#[cfg(test)]
mod tests {
    use super::*;

    fn update() -> BrandDraft {
        BrandDraft {
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

    #[test]
    fn blanks_are_stored_as_nothing() {
        assert_eq!(blank_to_none(&Some("  ".into())), None);
        assert_eq!(blank_to_none(&Some(" x ".into())).as_deref(), Some("x"));
        assert_eq!(blank_to_none(&None), None);
    }

    #[test]
    fn asset_names_are_plain() {
        assert!(is_asset_name("logo-0123456789abcdef.png"));
        assert!(!is_asset_name("../secrets"));
        assert!(!is_asset_name(".hidden"));
        assert!(!is_asset_name(&"a".repeat(65)));
    }

    #[test]
    fn images_name_their_column() {
        assert_eq!(BrandImage::Logo.column(), "logo_url");
        assert_eq!(BrandImage::Favicon.name(), "favicon");
    }
}
