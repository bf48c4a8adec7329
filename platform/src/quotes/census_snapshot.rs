//! The census a quote is rated on: a committed census version of the group or its current
//! roster, copied into the quote so the quote keeps it until re-rated.

use tenants::TenantTx;
use uuid::Uuid;

use super::engine::{self, CensusMember};
use super::queries;
use crate::error::AppError;

/// The census a quote starts from, with its label: a committed version of the group, or the
/// current roster.
pub async fn census_source(
    tx: &mut TenantTx,
    group_id: Uuid,
    version: Option<Uuid>,
) -> Result<(Option<Uuid>, String), AppError> {
    let Some(v) = version else {
        return Ok((None, "Current roster".to_string()));
    };
    match queries::census_version(tx, v, group_id).await? {
        Some(c) if c.status == "committed" => Ok((
            Some(v),
            format!(
                "Census v{} ({})",
                c.number.unwrap_or(0),
                c.created_at.format("%b %-d, %Y")
            ),
        )),
        Some(_) => Err(AppError::field(
            "census_version_id",
            "only a committed census can be quoted",
        )),
        None => Err(AppError::field(
            "census_version_id",
            "no such census version for this group",
        )),
    }
}

/// Stores the census version's members (or the current roster's) as the quote's, which has none
/// (a re-rate removes the old ones first), and returns them in the order the quote's members are
/// read back in.
pub async fn snapshot(
    tx: &mut TenantTx,
    quote_id: Uuid,
    group_id: Uuid,
    version: Option<Uuid>,
) -> Result<Vec<CensusMember>, AppError> {
    let mut members = match version {
        Some(v) => {
            let members = engine::rated_members(crate::census::queries::members(tx, v).await?);
            queries::insert_members(tx, quote_id, &members).await?;
            members
        }
        None => queries::snapshot_roster(tx, quote_id, group_id).await?,
    };
    engine::into_rating_order(&mut members);
    if !members.iter().any(|m| m.relationship == "employee") {
        return Err(AppError::field(
            "census_version_id",
            "the census has no employees to rate; upload a census first",
        ));
    }
    Ok(members)
}

/// How many of the members are employees.
pub fn employee_count(members: &[CensusMember]) -> i32 {
    members
        .iter()
        .filter(|m| m.relationship == "employee")
        .count() as i32
}
