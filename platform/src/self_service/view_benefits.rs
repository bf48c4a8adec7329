//! My benefits home: details, dependents, coverage in force, enrollments, life events.

use tenants::TenantTx;
use uuid::Uuid;

use super::my_records::{my_employee_id, my_windows, submission_of};
use super::queries::{self, Dependent, Document, Profile};
use crate::auth::Principal;
use crate::enrollment::dto::Submission;
use crate::enrollment::life_events::LifeEvent;
use crate::enrollment::queries::{self as enrollment_queries, EmployeeWindowRow};
use crate::error::AppError;
use crate::state::AppState;

pub struct Benefits {
    pub profile: Profile,
    pub dependents: Vec<Dependent>,
    /// The coverage in force (or starting), if any.
    pub coverage: Option<Submission>,
    /// The coverage of the plan year before it.
    pub last_year: Option<Submission>,
    pub windows: Vec<(EmployeeWindowRow, Option<crate::vocabulary::LifeEventKind>)>,
    pub life_events: Vec<LifeEvent>,
    pub documents: Vec<Document>,
}

pub async fn view_benefits(state: &AppState, p: &Principal) -> Result<Benefits, AppError> {
    let id = my_employee_id(state, p, "read").await?;
    let mut tx = p.tenant_tx(state).await?;
    let out = benefits_of(&mut tx, id).await?;
    tx.commit().await?;
    Ok(out)
}

pub(super) async fn benefits_of(
    tx: &mut TenantTx,
    employee_id: Uuid,
) -> Result<Benefits, AppError> {
    let profile = queries::profile(tx, employee_id).await?;
    let dependents = queries::dependents(tx, employee_id).await?;
    let coverage_id = enrollment_queries::coverage_submission(tx, employee_id, None)
        .await?
        .map(|(s, _)| s.id);
    let coverage = submission_of(tx, coverage_id).await?;
    let last_year_id = match coverage_id {
        Some(id) => enrollment_queries::previous_year_submission(tx, employee_id, id)
            .await?
            .map(|s| s.id),
        None => None,
    };
    let last_year = submission_of(tx, last_year_id).await?;
    let windows = my_windows(tx, employee_id).await?;
    let life_events = enrollment_queries::employee_life_events(tx, employee_id).await?;
    let documents = queries::documents(tx, employee_id).await?;
    Ok(Benefits {
        profile,
        dependents,
        coverage,
        last_year,
        windows,
        life_events,
        documents,
    })
}
