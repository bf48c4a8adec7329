//! One of my signed submissions (the printable confirmation).

use uuid::Uuid;

use super::my_records::my_employee_id;
use crate::auth::Principal;
use crate::enrollment::dto::Submission;
use crate::enrollment::elections;
use crate::enrollment::queries as enrollment_queries;
use crate::error::AppError;
use crate::state::AppState;

pub async fn view_submission(
    state: &AppState,
    p: &Principal,
    id: Uuid,
) -> Result<Submission, AppError> {
    let employee_id = my_employee_id(state, p, "read").await?;
    let mut tx = p.tenant_tx(state).await?;
    let row = enrollment_queries::submission(&mut tx, id)
        .await?
        .filter(|s| s.employee_id == employee_id)
        .ok_or_else(|| AppError::not_found("submission"))?;
    let out = elections::full(&mut tx, row).await?;
    tx.commit().await?;
    Ok(out)
}
