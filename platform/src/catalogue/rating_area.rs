//! The rating area of a ZIP code, and how many plans its state offers.

use super::queries::{self, ZipArea};
use super::reader::Reader;
use super::rules::zip_code;
use crate::auth::Principal;
use crate::error::AppError;
use crate::state::AppState;

/// The ZIP's place and rating area, with the number of active plans in its state.
pub async fn rating_area_of_zip(
    state: &AppState,
    p: &Principal,
    zip: &str,
) -> Result<(ZipArea, i64), AppError> {
    p.require(state, "catalogue", "read").await?;
    let zip = zip_code(zip)?;
    let mut db = Reader::of(state, p).await?;
    let scope = db.scope();
    let area = queries::zip_area(db.conn(), &zip)
        .await?
        .ok_or_else(|| AppError::field("zip", format!("{zip} is not a US ZIP code")))?;
    let plans_in_state = queries::plans_in_state(db.conn(), scope, &area.state).await?;
    db.done().await?;
    Ok((area, plans_in_state))
}
