//! Opens the agency from the link of a broker sign-up (on the platform's address): the agency,
//! its owner with the confirmed address and the trial are made, and the owner is signed in.

use poem::Request;

use super::broker_signup;
use crate::auth::dto::Me;
use crate::auth::principal::host_agency;
use crate::auth::start_session::start_session;
use crate::auth::tokens;
use crate::error::AppError;
use crate::state::AppState;

pub struct OpenedAgency {
    pub me: Me,
    pub cookie: String,
    /// The agency's own address, signed in through a one-time link.
    pub continue_url: String,
}

pub async fn confirm_broker_sign_up(
    state: &AppState,
    req: &Request,
    token: &str,
) -> Result<OpenedAgency, AppError> {
    if host_agency(state, req).await?.is_some() {
        return Err(tokens::INVALID);
    }
    let opened = broker_signup::confirm(state, token).await?;
    let (me, cookie) = start_session(
        state,
        req,
        opened.owner_id,
        Some(opened.agency.id),
        "sign_up",
        false,
    )
    .await?;
    let continue_url = format!(
        "{}/auth/magic-link?token={}&handoff=1&next=/dashboard",
        state.config.origin(Some(&opened.agency.slug)),
        opened.handoff
    );
    Ok(OpenedAgency {
        me,
        cookie,
        continue_url,
    })
}
