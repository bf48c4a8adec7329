//! Save an employee and dependents over the version the editor read.

use chrono::Utc;
use uuid::Uuid;

use super::dependents::sync_dependents;
use super::dto::{Employee, EmployeeInput};
use super::form::{check_employee, ssn_change};
use super::queries::{self, SsnHolder};
use super::ssn;
use super::view_employees::load;
use crate::audit::{self, Entry};
use crate::auth::Principal;
use crate::error::AppError;
use crate::groups::queries as group_queries;
use crate::state::AppState;

pub async fn update_employee(
    state: &AppState,
    p: &Principal,
    ip: &str,
    id: Uuid,
    body: &EmployeeInput,
) -> Result<Employee, AppError> {
    p.require(state, "employees", "write").await?;
    let mut tx = p.tenant_tx(state).await?;
    let before = load(&mut tx, id, p.group_scope()).await?;
    let version = body
        .version
        .ok_or_else(|| AppError::field("version", "send the version of the employee you edited"))?;
    let group = group_queries::visible(&mut tx, before.group_id, p.group_scope()).await?;
    check_employee(body, &group.employee_classes, Utc::now().date_naive())?;
    let ssn_sent = ssn_change(body.ssn.as_deref())?;
    if !queries::update_employee(&mut tx, id, version, body, before.status).await? {
        return Err(AppError::StaleVersion("this employee was changed by someone else since you opened it: reload to see the changes".into()));
    }
    ssn::store(&state.secrets, &mut tx, SsnHolder::Employee, id, &ssn_sent).await?;
    sync_dependents(state, &mut tx, id, &body.dependents).await?;
    let after = load(&mut tx, id, None).await?;
    audit::record(
        &mut tx,
        p,
        ip,
        Entry {
            entity_id: Some(id.to_string()),
            group_id: Some(after.group_id),
            before: Some(before.snapshot()),
            after: Some(after.snapshot()),
            ..Entry::new(
                "update",
                "employee",
                format!("Edited {} {}", after.first_name, after.last_name),
            )
        },
    )
    .await?;
    tx.commit().await?;
    Ok(after)
}
