//! The demo agency tries every preview feature, and has said what it thinks of one.

use crate::auth::Principal;
use crate::early_access::dto::PreviewFeedbackRequest;
use crate::early_access::send_feedback::send_feedback;
use crate::early_access::switch_preview::switch_preview;
use crate::error::AppError;
use crate::state::AppState;
use crate::vocabulary::PreviewFeature;

pub async fn seed_previews(state: &AppState, owner: &Principal) -> Result<(), AppError> {
    for feature in PreviewFeature::ALL {
        switch_preview(state, owner, "127.0.0.1", *feature, true).await?;
    }
    send_feedback(
        state,
        owner,
        PreviewFeature::Reports,
        &PreviewFeedbackRequest {
            message: "The renewal pipeline by month is what I open every Monday. Could it also \
                      show the renewals' increase against last year?"
                .into(),
        },
    )
    .await?;
    Ok(())
}
