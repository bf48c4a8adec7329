//! The full SSN of an employee or a dependent: needs the reveal permission, and is audited.

use uuid::Uuid;

use super::form::display_ssn;
use super::queries;
use super::view_employees::load;
use crate::audit::{self, Entry};
use crate::auth::Principal;
use crate::error::AppError;
use crate::state::AppState;

/// The SSN as `123-45-6789`: the employee's, or with `dependent_id` a dependent's.
pub async fn reveal_ssn(
    state: &AppState,
    p: &Principal,
    ip: &str,
    id: Uuid,
    dependent_id: Option<Uuid>,
) -> Result<String, AppError> {
    p.require(state, "employees", "reveal_ssn").await?;
    let mut tx = p.tenant_tx(state).await?;
    let employee = load(&mut tx, id, p.group_scope()).await?;
    let (sealed, whose) = match dependent_id {
        None => (
            queries::employee_ssn(&mut tx, id).await?,
            format!("{} {}", employee.first_name, employee.last_name),
        ),
        Some(dep) => {
            let (sealed, first, last) = queries::dependent_ssn(&mut tx, id, dep)
                .await?
                .ok_or_else(|| AppError::not_found("dependent"))?;
            (
                sealed,
                format!(
                    "{first} {last} (dependent of {} {})",
                    employee.first_name, employee.last_name
                ),
            )
        }
    };
    let sealed = sealed.ok_or_else(|| AppError::NotFound("no SSN is on file".into()))?;
    let ssn = state
        .secrets
        .decrypt(&sealed)
        .map_err(|e| AppError::Internal(e.to_string()))?;
    audit::record(
        &mut tx,
        p,
        ip,
        Entry {
            entity_id: Some(id.to_string()),
            group_id: Some(employee.group_id),
            ..Entry::new(
                "reveal_ssn",
                "employee",
                format!("Viewed the full SSN of {whose}"),
            )
        },
    )
    .await?;
    tx.commit().await?;
    Ok(display_ssn(&ssn))
}
