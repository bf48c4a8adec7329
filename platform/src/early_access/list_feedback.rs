//! What agencies said about the previews: operators read every agency's, owners and admins
//! their own.

use super::dto::{PreviewFeedback, PreviewFeedbackPage};
use super::list_waitlist::ListParams;
use super::queries;
use crate::auth::Principal;
use crate::error::AppError;
use crate::list::{ListQuery, SortFields};
use crate::state::AppState;
use crate::vocabulary::PreviewFeature;

const SORTS: SortFields = &[
    ("created_at", "b.created_at"),
    ("feature", "b.feature"),
    ("agency_name", "lower(a.name)"),
];

pub async fn list_feedback(
    state: &AppState,
    p: &Principal,
    feature: Option<PreviewFeature>,
    list: ListParams,
) -> Result<PreviewFeedbackPage, AppError> {
    p.require(state, "preview_feedback", "read").await?;
    let (page, per_page, sort, order, q) = list;
    let list = ListQuery::parse(page, per_page, sort, order, q, SORTS, ("created_at", true))?;
    let agency_id = p.agency.as_ref().map(|a| a.id);
    let (rows, total) = queries::feedback(&state.pool, agency_id, feature, &list).await?;
    Ok(PreviewFeedbackPage {
        data: rows.into_iter().map(PreviewFeedback::from).collect(),
        total,
    })
}
