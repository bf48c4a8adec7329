//! What an invitation link is for, to show before the person signs up.

use poem::Request;

use crate::auth::principal::host_agency;
use crate::auth::queries as auth_queries;
use crate::error::{AppError, ErrorCode};
use crate::state::AppState;
use crate::team::queries::{self as invites, Invite};

/// The invitation, and whether its address already has an account.
pub async fn preview_invite(
    state: &AppState,
    req: &Request,
    token: &str,
) -> Result<(Invite, bool), AppError> {
    let invite = invites::usable_by_token(&state.pool, token).await?;
    on_invite_host(state, req, &invite).await?;
    let existing_account = auth_queries::user_by_email(&state.pool, &invite.email)
        .await?
        .is_some();
    Ok((invite, existing_account))
}

/// An invitation is used on its agency's own address only.
pub(super) async fn on_invite_host(
    state: &AppState,
    req: &Request,
    invite: &Invite,
) -> Result<(), AppError> {
    match host_agency(state, req).await? {
        Some(host) if host.id == invite.agency_id => Ok(()),
        _ => Err(AppError::Token {
            code: ErrorCode::TokenInvalid,
            message: "this invitation link is not valid",
        }),
    }
}
