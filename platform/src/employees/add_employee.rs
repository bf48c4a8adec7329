//! Add an employee (and dependents) to a group.

use chrono::Utc;
use uuid::Uuid;

use super::dependents::sync_dependents;
use super::dto::{Employee, EmployeeInput};
use super::form::{check_employee, ssn_change, SsnChange};
use super::queries::{self, SsnHolder};
use super::ssn;
use super::view_employees::load;
use crate::audit::{self, Entry};
use crate::auth::Principal;
use crate::error::AppError;
use crate::groups::queries as group_queries;
use crate::state::AppState;

pub async fn add_employee(
    state: &AppState,
    p: &Principal,
    ip: &str,
    body: &EmployeeInput,
) -> Result<Employee, AppError> {
    p.require(state, "employees", "write").await?;
    let group_id = body
        .group_id
        .ok_or_else(|| AppError::field("group_id", "choose the group"))?;
    let mut tx = p.tenant_tx(state).await?;
    let group = group_queries::visible(&mut tx, group_id, p.group_scope()).await?;
    check_employee(body, &group.employee_classes, Utc::now().date_naive())?;
    let id = Uuid::new_v4();
    let ssn_sent = ssn_change(body.ssn.as_deref())?;
    queries::insert_employee(&mut tx, id, group_id, body).await?;
    // A new record has no SSN to clear.
    if let SsnChange::Set(_) = ssn_sent {
        ssn::store(&state.secrets, &mut tx, SsnHolder::Employee, id, &ssn_sent).await?;
    }
    sync_dependents(state, &mut tx, id, &body.dependents).await?;
    let created = load(&mut tx, id, None).await?;
    audit::record(
        &mut tx,
        p,
        ip,
        Entry {
            entity_id: Some(id.to_string()),
            group_id: Some(group_id),
            after: Some(created.snapshot()),
            ..Entry::new(
                "create",
                "employee",
                format!(
                    "Added {} {} to {}",
                    created.first_name, created.last_name, group.name
                ),
            )
        },
    )
    .await?;
    tx.commit().await?;
    Ok(created)
}
