//! The audit entries of one group or one employee, read in the caller's transaction (after it
//! has checked the caller may see that group or employee).

use tenants::TenantTx;
use uuid::Uuid;

use super::dto::AuditEntry;
use super::queries;

/// How many changes an employee's history shows.
const EMPLOYEE_HISTORY_LIMIT: i64 = 200;

/// The latest audit entries of one group.
pub async fn group_activity(
    tx: &mut TenantTx,
    group_id: Uuid,
    limit: i64,
) -> Result<Vec<AuditEntry>, sqlx::Error> {
    let rows = queries::for_group(tx, group_id, limit).await?;
    Ok(rows.into_iter().map(AuditEntry::from).collect())
}

/// Every recorded change of an employee, newest first.
pub async fn employee_history(
    tx: &mut TenantTx,
    employee_id: Uuid,
) -> Result<Vec<AuditEntry>, sqlx::Error> {
    let rows = queries::for_employee(tx, employee_id, EMPLOYEE_HISTORY_LIMIT).await?;
    Ok(rows.into_iter().map(AuditEntry::from).collect())
}
