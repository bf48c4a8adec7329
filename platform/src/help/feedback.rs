//! "Was this helpful?": a reader's answer about an article, counted for those who write them.

use poem::Request;

use super::queries;
use crate::auth::principal::{client_ip, host_agency};
use crate::auth::throttle::{self, HELP_PER_IP};
use crate::error::AppError;
use crate::state::AppState;

pub async fn record_feedback(
    state: &AppState,
    req: &Request,
    slug: &str,
    helpful: bool,
) -> Result<(), AppError> {
    let agency = host_agency(state, req).await?;
    throttle::hit(&state.pool, &[(HELP_PER_IP, &client_ip(req))]).await?;
    let schema = agency.as_ref().map(|a| a.schema_name.as_str());
    if !queries::record_feedback(
        &state.pool,
        schema,
        slug,
        helpful,
        agency.as_ref().map(|a| a.id),
    )
    .await?
    {
        return Err(AppError::not_found("help article"));
    }
    Ok(())
}
