//! What my employer shares with its employees, the latest first: only the resources shared
//! with my own group and marked for employees.

use uuid::Uuid;

use super::dto::{MyResource, MyResources};
use super::queries;
use crate::auth::Principal;
use crate::early_access::gate::require_preview;
use crate::error::AppError;
use crate::list::ListQuery;
use crate::state::AppState;
use crate::vocabulary::PreviewFeature;

/// The signed-in employee's roster record, if they may read what their employer shares.
pub(super) async fn my_employee_id(state: &AppState, p: &Principal) -> Result<Uuid, AppError> {
    p.require(state, "my_resources", "read").await?;
    require_preview(state, p, PreviewFeature::ResourceLibrary).await?;
    p.employee_id.ok_or_else(|| {
        AppError::Forbidden("this is for employees enrolled through their employer".into())
    })
}

pub async fn list_my_resources(
    state: &AppState,
    p: &Principal,
    page: Option<u32>,
    per_page: Option<u32>,
) -> Result<MyResources, AppError> {
    let employee_id = my_employee_id(state, p).await?;
    let list = ListQuery::parse(page, per_page, None, None, None, &[], ("s.shared_at", true))?;
    let mut tx = p.tenant_tx(state).await?;
    let (group_id, employer_name) = queries::employer_of(&mut tx, employee_id)
        .await?
        .ok_or_else(|| AppError::not_found("employee"))?;
    let (rows, total) = queries::shared_with_employees(&mut tx, group_id, &list).await?;
    tx.commit().await?;
    Ok(MyResources {
        employer_name,
        data: rows.into_iter().map(MyResource::from).collect(),
        total,
    })
}
