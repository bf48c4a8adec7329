//! Terminate an employee as of a date; the record stays (history, COBRA, reconciliation).

use uuid::Uuid;

use super::dto::{Employee, Termination};
use super::form::check_termination;
use super::queries;
use super::view_employees::load;
use crate::audit::{self, Entry};
use crate::auth::Principal;
use crate::error::AppError;
use crate::state::AppState;

pub async fn terminate_employee(
    state: &AppState,
    p: &Principal,
    ip: &str,
    id: Uuid,
    body: &Termination,
) -> Result<Employee, AppError> {
    p.require(state, "employees", "write").await?;
    let mut tx = p.tenant_tx(state).await?;
    let before = load(&mut tx, id, p.group_scope()).await?;
    check_termination(before.status, before.hire_date, body.date)?;
    queries::terminate(&mut tx, id, body.date).await?;
    let after = load(&mut tx, id, None).await?;
    let reason = body
        .reason
        .as_deref()
        .map(str::trim)
        .filter(|r| !r.is_empty());
    audit::record(&mut tx, p, ip, Entry {
        entity_id: Some(id.to_string()),
        group_id: Some(after.group_id),
        before: Some(serde_json::json!({ "status": before.status })),
        after: Some(serde_json::json!({ "status": "terminated", "termination_date": body.date, "reason": reason })),
        ..Entry::new("terminate", "employee", format!("Terminated {} {} as of {}", after.first_name, after.last_name, body.date))
    })
    .await?;
    tx.commit().await?;
    Ok(after)
}
