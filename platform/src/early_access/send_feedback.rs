//! Someone of the agency says what they think of a preview feature, for the platform's
//! operators.

use super::dto::{PreviewFeedback, PreviewFeedbackRequest};
use super::queries::{self, NewFeedback};
use crate::auth::Principal;
use crate::error::AppError;
use crate::state::AppState;
use crate::vocabulary::PreviewFeature;

pub async fn send_feedback(
    state: &AppState,
    p: &Principal,
    feature: PreviewFeature,
    asked: &PreviewFeedbackRequest,
) -> Result<PreviewFeedback, AppError> {
    p.require(state, "previews", "read").await?;
    let agency = p.agency()?;
    let message = asked.message.trim();
    if message.is_empty() || message.chars().count() > 5000 {
        return Err(AppError::field(
            "message",
            "a message of at most 5,000 characters",
        ));
    }
    let mut conn = state.pool.acquire().await?;
    let (id, created_at) = queries::insert_feedback(
        &mut conn,
        &NewFeedback {
            agency_id: agency.id,
            feature,
            user_id: p.user_id,
            user_name: &p.name,
            message,
        },
    )
    .await?;
    Ok(PreviewFeedback {
        id,
        agency_name: agency.name.clone(),
        feature,
        user_name: p.name.clone(),
        message: message.to_string(),
        created_at,
    })
}
