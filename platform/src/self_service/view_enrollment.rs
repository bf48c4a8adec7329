//! One of my enrollments: every plan priced for me per paycheck, my current elections.

use uuid::Uuid;

use super::my_records::{my_employee_id, my_row, submission_of};
use super::queries::{self, Dependent};
use crate::auth::Principal;
use crate::enrollment::dto::{LineOffer, Submission};
use crate::enrollment::elections::{self, Household, Offering};
use crate::enrollment::queries::{self as enrollment_queries, EmployeeWindowRow};
use crate::error::AppError;
use crate::renewal;
use crate::state::AppState;

pub struct Enrollment {
    pub row: EmployeeWindowRow,
    /// For a special window: the life event that opened it.
    pub life_event_kind: Option<crate::vocabulary::LifeEventKind>,
    pub employee_name: String,
    pub dependents: Vec<Dependent>,
    pub lines: Vec<LineOffer>,
    pub current: Option<Submission>,
    /// In a special window: the coverage the event changes.
    pub coverage_before: Option<Submission>,
    /// In a renewal's re-enrollment: the coverage of the plan year being renewed.
    pub last_year: Option<Submission>,
}

pub async fn view_enrollment(
    state: &AppState,
    p: &Principal,
    window_id: Uuid,
) -> Result<Enrollment, AppError> {
    let employee_id = my_employee_id(state, p, "read").await?;
    let mut tx = p.tenant_tx(state).await?;
    let row = my_row(&mut tx, window_id, employee_id).await?;
    let life_event_kind = queries::event_kind(&mut tx, row.window.life_event_id).await?;
    let household = Household::load(&mut tx, employee_id).await?;
    let offering = Offering::load(&mut tx, &row.window).await?;
    let mut lines = elections::offer(&row.window, &offering, &household);
    let marks = renewal::plan_marks::plan_marks(&mut tx, row.window.design_id).await?;
    for plan in lines.iter_mut().flat_map(|l| l.plans.iter_mut()) {
        plan.renewal = marks.get(&plan.plan.id).cloned();
    }
    let current = submission_of(&mut tx, row.participant.current_submission).await?;
    let before = enrollment_queries::coverage_submission(&mut tx, employee_id, Some(row.window.id))
        .await?
        .map(|(s, _)| s.id);
    let before = submission_of(&mut tx, before).await?;
    let (coverage_before, last_year) = if row.window.kind == "special" {
        (before, None)
    } else if !marks.is_empty() {
        (None, before)
    } else {
        (None, None)
    };
    let dependents = queries::dependents(&mut tx, employee_id).await?;
    tx.commit().await?;
    Ok(Enrollment {
        row,
        life_event_kind,
        employee_name: household.name(),
        dependents,
        lines,
        current,
        coverage_before,
        last_year,
    })
}
