//! Read the directory: a page of employees, one employee with dependents, their history.

use chrono::Utc;
use tenants::TenantTx;
use uuid::Uuid;

use super::dto::{Employee, EmployeeSummary};
use super::form::status_filter;
use super::queries::{self, Filters, SORT_FIELDS};
use crate::activity::dto::AuditEntry;
use crate::activity::recent_activity;
use crate::auth::Principal;
use crate::error::AppError;
use crate::list::ListQuery;
use crate::state::AppState;

/// What the caller asked of the directory (an export asks no page).
pub struct DirectoryListing {
    pub page: Option<u32>,
    pub per_page: Option<u32>,
    pub sort: Option<String>,
    pub order: Option<String>,
    pub q: Option<String>,
    pub group_id: Option<Uuid>,
    pub status: Option<String>,
}

impl DirectoryListing {
    /// The search, order and filters; an employer admin is kept to their group.
    pub fn parse(self, p: &Principal) -> Result<(ListQuery, Filters), AppError> {
        let query = ListQuery::parse(
            self.page,
            self.per_page,
            self.sort,
            self.order,
            self.q,
            SORT_FIELDS,
            ("lower(e.last_name), lower(e.first_name)", false),
        )?;
        let filters = Filters {
            group_id: self.group_id,
            status: status_filter(self.status)?,
            scope: p.group_scope(),
        };
        Ok((query, filters))
    }
}

pub async fn list_employees(
    state: &AppState,
    p: &Principal,
    asked: DirectoryListing,
) -> Result<(Vec<EmployeeSummary>, i64), AppError> {
    p.require(state, "employees", "read").await?;
    let (query, filters) = asked.parse(p)?;
    let mut tx = p.tenant_tx(state).await?;
    let (rows, total) = queries::list(&mut tx, &query, &filters).await?;
    tx.commit().await?;
    let today = Utc::now().date_naive();
    let summaries = rows
        .into_iter()
        .map(|r| EmployeeSummary::from_row(r, today))
        .collect();
    Ok((summaries, total))
}

pub async fn get_employee(state: &AppState, p: &Principal, id: Uuid) -> Result<Employee, AppError> {
    p.require(state, "employees", "read").await?;
    let mut tx = p.tenant_tx(state).await?;
    let employee = load(&mut tx, id, p.group_scope()).await?;
    tx.commit().await?;
    Ok(employee)
}

/// Every recorded change of an employee the caller may see, newest first.
pub async fn employee_history(
    state: &AppState,
    p: &Principal,
    id: Uuid,
) -> Result<Vec<AuditEntry>, AppError> {
    p.require(state, "employees", "read").await?;
    let mut tx = p.tenant_tx(state).await?;
    load(&mut tx, id, p.group_scope()).await?;
    let history = recent_activity::employee_history(&mut tx, id).await?;
    tx.commit().await?;
    Ok(history)
}

/// An employee with dependents; `scope` is an employer admin's group.
pub(super) async fn load(
    tx: &mut TenantTx,
    id: Uuid,
    scope: Option<Uuid>,
) -> Result<Employee, AppError> {
    let row = queries::get(tx, id, scope)
        .await?
        .ok_or_else(|| AppError::not_found("employee"))?;
    let deps = queries::dependents(tx, id).await?;
    Ok(Employee::from_rows(row, deps, Utc::now().date_naive()))
}
