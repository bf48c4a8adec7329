//! Save the brand; the portal, emails and documents use it at once.

use super::queries::{self, BrandChange, BrandSettingsRow};
use super::rules::{self, BrandDraft};
use super::view_settings::brand_settings;
use crate::audit::{self, Entry};
use crate::auth::Principal;
use crate::error::AppError;
use crate::state::AppState;

pub async fn update_settings(
    state: &AppState,
    p: &Principal,
    ip: &str,
    draft: BrandDraft,
) -> Result<BrandSettingsRow, AppError> {
    p.require(state, "agency", "update").await?;
    let agency_id = p.agency()?.id;
    rules::check(&draft)?;
    let before = brand_settings(state, agency_id).await?;
    let change = BrandChange {
        display_name: draft.display_name.trim(),
        primary_color: &draft.primary_color,
        secondary_color: &draft.secondary_color,
        font_family: &draft.font_family,
        welcome_text: draft.welcome_text.trim(),
        email_sender_name: rules::blank_to_none(&draft.email_sender_name),
        support_email: rules::blank_to_none(&draft.support_email),
        support_phone: rules::blank_to_none(&draft.support_phone),
    };
    let mut tx = state.pool.begin().await?;
    queries::update_settings(&mut tx, agency_id, &change).await?;
    let after = queries::settings(&mut *tx, agency_id)
        .await?
        .ok_or_else(|| AppError::not_found("brand"))?;
    audit::commit_with(
        tx,
        p,
        ip,
        Entry {
            before: Some(snapshot(&before)),
            after: Some(snapshot(&after)),
            ..Entry::new("update", "brand", "Changed the brand")
        },
    )
    .await?;
    Ok(after)
}

fn snapshot(b: &BrandSettingsRow) -> serde_json::Value {
    serde_json::json!({
        "display_name": b.display_name, "primary_color": b.primary_color, "secondary_color": b.secondary_color,
        "font_family": b.font_family, "welcome_text": b.welcome_text, "email_sender_name": b.email_sender_name,
        "support_email": b.support_email, "support_phone": b.support_phone, "logo_url": b.logo_url.as_ref().map(|_| "set"),
    })
}
