//! Whether a subdomain can be taken for a new agency (DNS label rules, reserved words, taken).

use crate::error::AppError;
use crate::state::AppState;

pub struct SlugCheck {
    /// The subdomain as it would be taken (trimmed, lower case).
    pub slug: String,
    /// Why it cannot be used, when it cannot.
    pub reason: Option<String>,
}

pub async fn check_slug(state: &AppState, asked: &str) -> Result<SlugCheck, AppError> {
    let slug = asked.trim().to_ascii_lowercase();
    let reason = match tenants::registry::validate_slug(&slug) {
        Err(tenants::TenantError::InvalidSlug(problem)) => Some(problem.to_string()),
        Err(other) => return Err(other.into()),
        Ok(())
            if tenants::registry::find_by_slug(&state.pool, &slug)
                .await?
                .is_some() =>
        {
            Some("this subdomain is already taken".to_string())
        }
        Ok(()) => None,
    };
    Ok(SlugCheck { slug, reason })
}
