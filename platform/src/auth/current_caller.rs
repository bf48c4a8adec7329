//! Who is signed in on this host, if anyone: the public pages' session probe, which answers
//! "nobody" as a plain result rather than as a 401.

use poem::Request;

use super::dto::Me;
use super::principal::host_agency;
use super::start_session::me_of;
use super::{session, Principal};
use crate::error::AppError;
use crate::state::AppState;

pub async fn current_caller(state: &AppState, req: &Request) -> Result<Option<Me>, AppError> {
    let Some(cookie) = req.cookie().get(session::COOKIE) else {
        // An unknown host is a 404 whoever asks.
        host_agency(state, req).await?;
        return Ok(None);
    };
    match Principal::from_token(state, req, cookie.value_str()).await {
        Ok(principal) => Ok(Some(me_of(state, &principal).await?)),
        // An ended session, or one of another agency: nobody is signed in here.
        Err(AppError::Unauthenticated | AppError::Forbidden(_)) => Ok(None),
        Err(e) => Err(e),
    }
}
