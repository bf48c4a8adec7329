//! Download a resource my employer shares with its employees.

use uuid::Uuid;

use super::download_resource::read_file;
use super::list_my_resources::my_employee_id;
use super::queries;
use crate::auth::Principal;
use crate::error::AppError;
use crate::state::AppState;

pub async fn download_my_resource(
    state: &AppState,
    p: &Principal,
    id: Uuid,
) -> Result<(String, Vec<u8>), AppError> {
    let employee_id = my_employee_id(state, p).await?;
    let mut tx = p.tenant_tx(state).await?;
    let (group_id, _) = queries::employer_of(&mut tx, employee_id)
        .await?
        .ok_or_else(|| AppError::not_found("employee"))?;
    let row = queries::employee_file_of(&mut tx, id, group_id).await?;
    tx.commit().await?;
    let (name, key) = row.ok_or_else(|| AppError::not_found("resource"))?;
    read_file(state, name, &key).await
}
