//! Turn single sign-on off and forget its settings.

use super::queries;
use crate::audit::{self, Entry};
use crate::auth::Principal;
use crate::error::AppError;
use crate::state::AppState;

pub async fn remove_sso(state: &AppState, p: &Principal, ip: &str) -> Result<(), AppError> {
    p.require(state, "agency", "update").await?;
    let mut tx = state.pool.begin().await?;
    queries::delete(&mut tx, p.agency()?.id).await?;
    audit::commit_with(
        tx,
        p,
        ip,
        Entry::new("delete", "sso", "Removed single sign-on"),
    )
    .await
}
