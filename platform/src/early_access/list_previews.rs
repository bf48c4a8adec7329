//! The preview features with whether the caller's agency has each on.

use super::dto::Preview;
use super::queries;
use crate::auth::Principal;
use crate::error::AppError;
use crate::state::AppState;

pub async fn list_previews(state: &AppState, p: &Principal) -> Result<Vec<Preview>, AppError> {
    p.require(state, "previews", "read").await?;
    let agency = p.agency()?;
    Ok(queries::previews(&state.pool, agency.id)
        .await?
        .into_iter()
        .map(Preview::from)
        .collect())
}
