//! The signed-in employee's own records, as every self-service use case reaches them.

use crate::vocabulary::LifeEventKind;
use tenants::TenantTx;
use uuid::Uuid;

use super::queries;
use crate::auth::Principal;
use crate::enrollment::dto::Submission;
use crate::enrollment::elections;
use crate::enrollment::queries::{self as enrollment_queries, EmployeeWindowRow};
use crate::error::AppError;
use crate::state::AppState;

/// The signed-in employee's roster record, if they may `action` their own benefits.
pub(super) async fn my_employee_id(
    state: &AppState,
    p: &Principal,
    action: &str,
) -> Result<Uuid, AppError> {
    p.require(state, "my_benefits", action).await?;
    p.employee_id.ok_or_else(|| {
        AppError::Forbidden("this page is for employees enrolled through their employer".into())
    })
}

/// My enrollment windows, each with the kind of the life event that opened it, if any.
pub(super) async fn my_windows(
    tx: &mut TenantTx,
    employee_id: Uuid,
) -> Result<Vec<(EmployeeWindowRow, Option<LifeEventKind>)>, sqlx::Error> {
    let rows = enrollment_queries::employee_windows(tx, employee_id).await?;
    let mut out = Vec::with_capacity(rows.len());
    for r in rows {
        let kind = queries::event_kind(tx, r.window.life_event_id).await?;
        out.push((r, kind));
    }
    Ok(out)
}

/// My row in a window, or 404 when the window is not mine.
pub(super) async fn my_row(
    tx: &mut TenantTx,
    window_id: Uuid,
    employee_id: Uuid,
) -> Result<EmployeeWindowRow, AppError> {
    enrollment_queries::employee_windows(tx, employee_id)
        .await?
        .into_iter()
        .find(|r| r.window.id == window_id)
        .ok_or_else(|| AppError::not_found("enrollment"))
}

pub(super) async fn submission_of(
    tx: &mut TenantTx,
    id: Option<Uuid>,
) -> Result<Option<Submission>, AppError> {
    match id {
        None => Ok(None),
        Some(id) => match enrollment_queries::submission(tx, id).await? {
            Some(row) => Ok(Some(elections::full(tx, row).await?)),
            None => Ok(None),
        },
    }
}
