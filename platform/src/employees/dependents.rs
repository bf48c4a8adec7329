//! An employee's dependents saved as a whole list: the ones not in it are removed.

use tenants::TenantTx;
use uuid::Uuid;

use super::dto::DependentInput;
use super::form::ssn_change;
use super::queries::{self, SsnHolder};
use super::ssn;
use crate::error::AppError;
use crate::state::AppState;

/// Saves `deps` as the employee's dependents in the caller's transaction (its audit row is the
/// caller's).
pub async fn sync_dependents(
    state: &AppState,
    tx: &mut TenantTx,
    employee_id: Uuid,
    deps: &[DependentInput],
) -> Result<(), AppError> {
    let keep: Vec<Uuid> = deps.iter().filter_map(|d| d.id).collect();
    queries::delete_dependents_except(tx, employee_id, &keep).await?;
    for d in deps {
        let id = match d.id {
            Some(id) => {
                if !queries::update_dependent(tx, employee_id, id, d).await? {
                    return Err(AppError::field(
                        "dependents",
                        "a dependent does not belong to this employee",
                    ));
                }
                id
            }
            None => queries::insert_dependent(tx, employee_id, d)
                .await
                .map_err(|e| match &e {
                    sqlx::Error::Database(db) if db.code().as_deref() == Some("23505") => {
                        AppError::field(
                            "dependents",
                            "an employee has at most one spouse or partner",
                        )
                    }
                    _ => AppError::Database(e),
                })?,
        };
        let change = ssn_change(d.ssn.as_deref())?;
        ssn::store(&state.secrets, tx, SsnHolder::Dependent, id, &change).await?;
    }
    Ok(())
}
