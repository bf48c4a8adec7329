//! The agency's custom domains.

use super::queries::{self, DomainRow};
use crate::auth::Principal;
use crate::error::AppError;
use crate::state::AppState;

pub async fn list_domains(state: &AppState, p: &Principal) -> Result<Vec<DomainRow>, AppError> {
    p.require(state, "agency", "read").await?;
    Ok(queries::domains(&state.pool, p.agency()?.id).await?)
}
