//! The agency's invitations, as a list or one at a time.

use crate::vocabulary::InviteStatus;
use uuid::Uuid;

use super::queries::{self, Invite};
use crate::auth::Principal;
use crate::error::AppError;
use crate::list::ListQuery;
use crate::state::AppState;

/// A page of the list as asked for; `status` is pending, accepted, revoked or expired.
pub struct InviteListing {
    pub page: Option<u32>,
    pub per_page: Option<u32>,
    pub sort: Option<String>,
    pub order: Option<String>,
    pub q: Option<String>,
    pub status: Option<String>,
}

pub async fn list_invites(
    state: &AppState,
    p: &Principal,
    asked: InviteListing,
) -> Result<(Vec<Invite>, i64), AppError> {
    p.require(state, "members", "read").await?;
    let query = ListQuery::parse(
        asked.page,
        asked.per_page,
        asked.sort,
        asked.order,
        asked.q,
        queries::SORT_FIELDS,
        ("i.created_at", true),
    )?;
    let status = asked.status.as_deref();
    if let Some(s) = status {
        if s.parse::<InviteStatus>().is_err() {
            return Err(AppError::field(
                "status",
                "status is pending, accepted, revoked or expired",
            ));
        }
    }
    Ok(queries::list(&state.pool, p.agency()?.id, status, &query).await?)
}

pub async fn get_invite(state: &AppState, p: &Principal, id: Uuid) -> Result<Invite, AppError> {
    p.require(state, "members", "read").await?;
    queries::get(&state.pool, p.agency()?.id, id)
        .await?
        .ok_or_else(|| AppError::not_found("invitation"))
}
