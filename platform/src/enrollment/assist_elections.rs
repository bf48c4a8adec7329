//! Enroll or waive on an employee's behalf: marked assisted and audited, signed with the
//! assisting person's name.

use uuid::Uuid;

use super::dto::{Submission, SubmitElections};
use super::elections::{self, Signer};
use super::queries;
use crate::auth::Principal;
use crate::error::AppError;
use crate::state::AppState;

pub async fn assist_elections(
    state: &AppState,
    p: &Principal,
    ip: String,
    user_agent: Option<String>,
    window_id: Uuid,
    employee_id: Uuid,
    body: &SubmitElections,
) -> Result<Submission, AppError> {
    p.require(state, "enrollment", "write").await?;
    let mut tx = p.tenant_tx(state).await?;
    queries::window(&mut tx, window_id, p.group_scope()).await?;
    let signer = Signer {
        principal: p,
        ip,
        user_agent,
        assisted: true,
    };
    let row = elections::submit(state, &mut tx, &signer, window_id, employee_id, body).await?;
    let out = elections::full(&mut tx, row).await?;
    tx.commit().await?;
    Ok(out)
}
