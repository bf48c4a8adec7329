//! I started my enrollment (the broker sees "in progress").

use uuid::Uuid;

use super::my_records::{my_employee_id, my_row};
use super::queries;
use crate::auth::Principal;
use crate::error::AppError;
use crate::state::AppState;

pub async fn start_enrollment(
    state: &AppState,
    p: &Principal,
    window_id: Uuid,
) -> Result<(), AppError> {
    let employee_id = my_employee_id(state, p, "write").await?;
    let mut tx = p.tenant_tx(state).await?;
    my_row(&mut tx, window_id, employee_id).await?;
    queries::mark_started(&mut tx, employee_id, Some(window_id)).await?;
    tx.commit().await?;
    Ok(())
}
