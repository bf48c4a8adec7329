//! Save a draft (or a design sent back for changes), from the version the editor read.

use uuid::Uuid;

use super::check_input::checked;
use super::create_design::snapshot;
use super::queries;
use super::rules::{is_open, spoken, DesignDraft};
use super::view_design::{view_of, DesignView};
use crate::audit::{self, Entry};
use crate::auth::Principal;
use crate::error::AppError;
use crate::groups::queries as group_queries;
use crate::state::AppState;

pub async fn update_design(
    state: &AppState,
    p: &Principal,
    ip: &str,
    id: Uuid,
    draft: &DesignDraft,
) -> Result<DesignView, AppError> {
    p.require(state, "plan_designs", "write").await?;
    let mut tx = p.tenant_tx(state).await?;
    let row = queries::design(&mut tx, id, p.group_scope()).await?;
    if !is_open(row.status) {
        return Err(AppError::Conflict(format!(
            "a {} design can't be edited; start a new version",
            spoken(row.status)
        )));
    }
    if draft.version.is_some_and(|v| v != row.version) {
        return Err(AppError::StaleVersion(
            "someone saved this design after you opened it; reload to see their changes".into(),
        ));
    }
    if draft.plan_year != row.plan_year {
        return Err(AppError::field(
            "plan_year",
            "a version stays in its plan year; start a new design for another year",
        ));
    }
    let group = group_queries::visible(&mut tx, row.group_id, p.group_scope()).await?;
    let (plans, _) = checked(&mut tx, &group, draft).await?;
    queries::update(&mut tx, row.id, draft).await?;
    queries::save_plans(&mut tx, row.id, &plans).await?;
    let after = queries::design(&mut tx, row.id, None).await?;
    audit::record(
        &mut tx,
        p,
        ip,
        Entry {
            entity_id: Some(row.id.to_string()),
            group_id: Some(row.group_id),
            before: Some(snapshot(&row)),
            after: Some(snapshot(&after)),
            ..Entry::new(
                "update",
                "plan_design",
                format!("Edited plan design {} v{}", row.plan_year, row.number),
            )
        },
    )
    .await?;
    let view = view_of(&mut tx, after).await?;
    tx.commit().await?;
    Ok(view)
}
