//! A group's premium statement for a month, for the agency's team and the group's employer
//! admin.

use chrono::NaiveDate;
use uuid::Uuid;

use super::dto::PremiumStatement;
use super::queries;
use super::statement::assemble;
use crate::auth::Principal;
use crate::error::AppError;
use crate::state::AppState;

pub async fn view_statement(
    state: &AppState,
    p: &Principal,
    group_id: Uuid,
    month: NaiveDate,
) -> Result<PremiumStatement, AppError> {
    p.require(state, "statements", "read").await?;
    let mut tx = p.tenant_tx(state).await?;
    let group = queries::group(&mut tx, group_id, p.group_scope())
        .await?
        .ok_or_else(|| AppError::not_found("group"))?;
    let statement = assemble(&mut tx, &group, month).await?;
    tx.commit().await?;
    Ok(statement)
}
