//! One plan of the catalogue, and where, when and at what rates it is offered.

use chrono::NaiveDate;

use super::queries::{self, PlanRow, RateRangeRow};
use super::reader::Reader;
use crate::auth::Principal;
use crate::error::AppError;
use crate::rating::premium::RateTable;
use crate::state::AppState;

pub async fn view_plan(state: &AppState, p: &Principal, id: &str) -> Result<PlanRow, AppError> {
    p.require(state, "catalogue", "read").await?;
    let mut db = Reader::of(state, p).await?;
    let scope = db.scope();
    let plan = queries::plan(db.conn(), scope, id)
        .await?
        .ok_or_else(|| AppError::not_found("plan"))?;
    db.done().await?;
    Ok(plan)
}

pub async fn rate_ranges(
    state: &AppState,
    p: &Principal,
    id: &str,
) -> Result<Vec<RateRangeRow>, AppError> {
    p.require(state, "catalogue", "read").await?;
    let mut db = Reader::of(state, p).await?;
    let scope = db.scope();
    let ranges = queries::rate_ranges(db.conn(), scope, id).await?;
    db.done().await?;
    Ok(ranges)
}

/// The plan's rate table in the rating area on the date.
pub async fn plan_rates(
    state: &AppState,
    p: &Principal,
    id: &str,
    rating_area: &str,
    date: NaiveDate,
) -> Result<RateTable, AppError> {
    p.require(state, "catalogue", "read").await?;
    let mut db = Reader::of(state, p).await?;
    let scope = db.scope();
    let ids = [id.to_string()];
    let mut tables = queries::rate_tables(db.conn(), scope, &ids, rating_area, date).await?;
    db.done().await?;
    tables
        .remove(id)
        .ok_or_else(|| AppError::NotFound(format!("no rates for {id} in {rating_area} on {date}")))
}
