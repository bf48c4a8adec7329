//! An owner or admin switches a preview feature on or off for the agency; switching to the
//! state it is already in changes nothing and writes no audit row.

use super::dto::Preview;
use super::queries;
use crate::audit::{self, Entry};
use crate::auth::Principal;
use crate::error::AppError;
use crate::state::AppState;
use crate::vocabulary::PreviewFeature;

pub async fn switch_preview(
    state: &AppState,
    p: &Principal,
    ip: &str,
    feature: PreviewFeature,
    on: bool,
) -> Result<Preview, AppError> {
    p.require(state, "previews", "write").await?;
    let agency = p.agency()?;
    let mut tx = p.tenant_tx(state).await?;
    if queries::switch(tx.conn(), agency.id, feature, on, p.user_id).await? {
        audit::record(
            &mut tx,
            p,
            ip,
            Entry {
                entity_id: Some(feature.as_str().to_string()),
                after: Some(serde_json::json!({ "enabled": on })),
                ..Entry::new(
                    "update",
                    "preview",
                    format!(
                        "Switched {} {} for the agency",
                        feature.title().to_lowercase(),
                        if on { "on" } else { "off" }
                    ),
                )
            },
        )
        .await?;
    }
    tx.commit().await?;
    queries::previews(&state.pool, agency.id)
        .await?
        .into_iter()
        .map(Preview::from)
        .find(|preview| preview.feature == feature)
        .ok_or_else(|| AppError::not_found("preview"))
}
