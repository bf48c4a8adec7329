//! Sign my elections in one of my enrollments, as the enrollment's rules take them.

use uuid::Uuid;

use super::my_records::{my_employee_id, my_row};
use crate::auth::Principal;
use crate::enrollment::dto::{Submission, SubmitElections};
use crate::enrollment::elections::{self, Signer};
use crate::error::AppError;
use crate::state::AppState;

pub async fn submit_elections(
    state: &AppState,
    p: &Principal,
    ip: String,
    user_agent: Option<String>,
    window_id: Uuid,
    body: &SubmitElections,
) -> Result<Submission, AppError> {
    let employee_id = my_employee_id(state, p, "write").await?;
    let mut tx = p.tenant_tx(state).await?;
    my_row(&mut tx, window_id, employee_id).await?;
    let signer = Signer {
        principal: p,
        ip,
        user_agent,
        assisted: false,
    };
    let row = elections::submit(state, &mut tx, &signer, window_id, employee_id, body).await?;
    let out = elections::full(&mut tx, row).await?;
    tx.commit().await?;
    Ok(out)
}
