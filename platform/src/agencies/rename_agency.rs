//! Rename the signed-in agency.

use super::my_agency::{profile, MyAgency};
use super::queries;
use super::rules;
use crate::audit::{self, Entry};
use crate::auth::Principal;
use crate::error::AppError;
use crate::state::AppState;

pub async fn rename_agency(
    state: &AppState,
    p: &Principal,
    ip: &str,
    name: &str,
) -> Result<MyAgency, AppError> {
    p.require(state, "agency", "update").await?;
    let name = rules::rename(name)?;
    let agency = p.agency()?;
    let mut tx = state.pool.begin().await?;
    queries::rename(&mut tx, agency.id, name).await?;
    audit::commit_with(
        tx,
        p,
        ip,
        Entry {
            before: Some(serde_json::json!({ "name": agency.name })),
            after: Some(serde_json::json!({ "name": name })),
            ..Entry::new("update", "agency", format!("Renamed the agency to {name}"))
        },
    )
    .await?;
    profile(state, agency.id).await
}
