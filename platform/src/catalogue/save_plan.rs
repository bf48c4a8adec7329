//! Writing a plan of the platform's catalogue or of an agency's own plans.

use sqlx::PgConnection;

use super::queries;
use super::rules::{check_plan, BenefitDollars, PlanDraft};
use crate::error::AppError;

/// Checks the plan against its carrier and adds it to `table`.
pub async fn add_plan(conn: &mut PgConnection, table: &str, p: &PlanDraft) -> Result<(), AppError> {
    let dollars = checked(conn, p).await?;
    if queries::insert_plan(conn, table, p, &dollars).await? == 0 {
        return Err(AppError::Conflict(format!(
            "the plan {} is in the catalogue already",
            p.id
        )));
    }
    Ok(())
}

/// Checks the plan against its carrier and changes it in `table`.
pub async fn change_plan(
    conn: &mut PgConnection,
    table: &str,
    p: &PlanDraft,
) -> Result<(), AppError> {
    let dollars = checked(conn, p).await?;
    if queries::update_plan(conn, table, p, &dollars).await? == 0 {
        return Err(AppError::not_found("plan"));
    }
    Ok(())
}

/// The plan's benefit figures in whole dollars, once the plan is checked.
async fn checked(conn: &mut PgConnection, p: &PlanDraft) -> Result<BenefitDollars, AppError> {
    let issuer = queries::carrier_issuer(conn, p.carrier_id)
        .await?
        .ok_or_else(|| AppError::field("carrier_id", "no such carrier"))?;
    check_plan(p, &issuer)
}
