//! Whether the caller's agency is closing, and until when it can be reopened.

use super::dto::AgencyClosure;
use super::queries;
use crate::auth::Principal;
use crate::error::AppError;
use crate::state::AppState;

pub async fn view_closure(state: &AppState, p: &Principal) -> Result<AgencyClosure, AppError> {
    p.require(state, "agency_data", "close").await?;
    let agency = p.agency()?;
    let mut conn = state.pool.acquire().await?;
    queries::closure(&mut conn, agency.id).await?.try_into()
}
