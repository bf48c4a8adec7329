//! Remove the brand's logo or favicon.

use super::queries;
use super::rules::BrandImage;
use crate::audit::{self, Entry};
use crate::auth::Principal;
use crate::error::AppError;
use crate::state::AppState;

pub async fn remove_image(
    state: &AppState,
    p: &Principal,
    ip: &str,
    image: BrandImage,
) -> Result<(), AppError> {
    p.require(state, "agency", "update").await?;
    let mut tx = state.pool.begin().await?;
    queries::set_image(&mut tx, p.agency()?.id, image, None).await?;
    audit::commit_with(
        tx,
        p,
        ip,
        Entry::new("delete", "brand", format!("Removed the {}", image.name())),
    )
    .await?;
    Ok(())
}
