//! Read a group's enrollment windows, one window, and its participants.

use uuid::Uuid;

use super::dto::{EnrollmentDetail, EnrollmentWindow, Participant, ParticipantDetail};
use super::queries;
use super::views::{briefs, detail, participant_detail};
use crate::auth::Principal;
use crate::error::AppError;
use crate::groups::queries as group_queries;
use crate::list::ListQuery;
use crate::state::AppState;

const PARTICIPANT_STATUSES: [&str; 4] = ["not_started", "in_progress", "enrolled", "waived"];

pub async fn list_enrollments(
    state: &AppState,
    p: &Principal,
    group_id: Uuid,
) -> Result<Vec<EnrollmentWindow>, AppError> {
    p.require(state, "enrollment", "read").await?;
    let mut tx = p.tenant_tx(state).await?;
    group_queries::visible(&mut tx, group_id, p.group_scope()).await?;
    let windows = queries::group_windows(&mut tx, group_id).await?;
    let mut out = Vec::with_capacity(windows.len());
    for w in &windows {
        let progress = queries::progress(&mut tx, w.id).await?;
        out.push(EnrollmentWindow::from_row(w, progress));
    }
    tx.commit().await?;
    Ok(out)
}

pub async fn get_enrollment(
    state: &AppState,
    p: &Principal,
    id: Uuid,
) -> Result<EnrollmentDetail, AppError> {
    p.require(state, "enrollment", "read").await?;
    let mut tx = p.tenant_tx(state).await?;
    let window = queries::window(&mut tx, id, p.group_scope()).await?;
    let out = detail(&mut tx, &window).await?;
    tx.commit().await?;
    Ok(out)
}

/// What the caller asked of a window's participants.
pub struct ParticipantListing {
    pub status: Option<String>,
    pub q: Option<String>,
    pub sort: Option<String>,
    pub order: Option<String>,
    pub page: Option<u32>,
    pub per_page: Option<u32>,
}

pub async fn list_participants(
    state: &AppState,
    p: &Principal,
    window_id: Uuid,
    asked: ParticipantListing,
) -> Result<(Vec<Participant>, i64), AppError> {
    p.require(state, "enrollment", "read").await?;
    if asked
        .status
        .as_deref()
        .is_some_and(|s| !PARTICIPANT_STATUSES.contains(&s))
    {
        return Err(AppError::field(
            "status",
            "not_started, in_progress, enrolled or waived",
        ));
    }
    let query = ListQuery::parse(
        asked.page,
        asked.per_page,
        asked.sort,
        asked.order,
        asked.q,
        queries::PARTICIPANT_SORT,
        ("lower(e.last_name), lower(e.first_name)", false),
    )?;
    let mut tx = p.tenant_tx(state).await?;
    queries::window(&mut tx, window_id, p.group_scope()).await?;
    let (rows, total) =
        queries::participants(&mut tx, window_id, asked.status.as_deref(), &query).await?;
    let data = briefs(&mut tx, rows).await?;
    tx.commit().await?;
    Ok((data, total))
}

pub async fn get_participant(
    state: &AppState,
    p: &Principal,
    window_id: Uuid,
    employee_id: Uuid,
) -> Result<ParticipantDetail, AppError> {
    p.require(state, "enrollment", "read").await?;
    let mut tx = p.tenant_tx(state).await?;
    let window = queries::window(&mut tx, window_id, p.group_scope()).await?;
    let out = participant_detail(&mut tx, &window, employee_id).await?;
    tx.commit().await?;
    Ok(out)
}
