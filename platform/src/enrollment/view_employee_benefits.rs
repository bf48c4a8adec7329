//! An employee's elections and coverage history (every window, every signed version) and life
//! events, for the broker and HR.

use chrono::Utc;
use uuid::Uuid;

use super::dto::{CoverageHistoryItem, ElectionBrief, EmployeeBenefits, SubmissionBrief};
use super::elections;
use super::queries;
use crate::auth::Principal;
use crate::error::AppError;
use crate::state::AppState;

pub async fn employee_benefits(
    state: &AppState,
    p: &Principal,
    employee_id: Uuid,
) -> Result<EmployeeBenefits, AppError> {
    p.require(state, "enrollment", "read").await?;
    let mut tx = p.tenant_tx(state).await?;
    let employee = queries::enrollee(&mut tx, employee_id)
        .await?
        .filter(|e| p.group_scope().is_none_or(|g| g == e.group_id))
        .ok_or_else(|| AppError::not_found("employee"))?;
    let today = Utc::now().date_naive();
    let mut history = Vec::new();
    for row in queries::employee_windows(&mut tx, employee.id).await? {
        let submissions = queries::versions(&mut tx, row.window.id, employee.id).await?;
        let current: Vec<Uuid> = row.participant.current_submission.into_iter().collect();
        let elections = queries::elections(&mut tx, &current).await?;
        history.push(CoverageHistoryItem {
            window_id: row.window.id,
            plan_year: row.window.plan_year,
            kind: row.window.kind,
            state: row.window.state(today),
            coverage_start: row.window.coverage_start,
            status: row.participant.status,
            submissions: submissions.into_iter().map(SubmissionBrief::from).collect(),
            elections: elections.into_iter().map(ElectionBrief::from).collect(),
        });
    }
    let coverage = match queries::coverage_submission(&mut tx, employee.id, None).await? {
        Some((row, _)) => Some(elections::full(&mut tx, row).await?),
        None => None,
    };
    let life_events = queries::employee_life_events(&mut tx, employee.id).await?;
    tx.commit().await?;
    Ok(EmployeeBenefits {
        coverage,
        history,
        life_events,
    })
}
