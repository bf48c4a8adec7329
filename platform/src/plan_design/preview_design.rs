//! The cost model and checks of a design as it stands in the editor, without saving it.

use chrono::Utc;
use uuid::Uuid;

use super::check_input::checked;
use super::rules::{evaluate, DesignDraft, Evaluation, Setting};
use crate::auth::Principal;
use crate::catalogue::queries::PlanRow;
use crate::error::AppError;
use crate::groups::queries as group_queries;
use crate::quotes::engine;
use crate::quotes::queries as quote_queries;
use crate::rating::premium::RateTable;
use crate::state::AppState;

pub async fn preview_design(
    state: &AppState,
    p: &Principal,
    group_id: Uuid,
    draft: &DesignDraft,
) -> Result<(Vec<(PlanRow, RateTable)>, Evaluation), AppError> {
    p.require(state, "plan_designs", "read").await?;
    let mut tx = p.tenant_tx(state).await?;
    let group = group_queries::visible(&mut tx, group_id, p.group_scope()).await?;
    let (plans, tables) = checked(&mut tx, &group, draft).await?;
    let members = quote_queries::roster_members(&mut tx, group.id).await?;
    tx.commit().await?;
    let households = engine::households(&members, draft.effective_date);
    let setting = Setting {
        contribution: &draft.contribution,
        offering_model: draft.offering_model.as_str(),
        effective_date: draft.effective_date,
        pay_frequency: draft.pay_frequency,
    };
    let evaluation = evaluate(
        &plans,
        &tables,
        &households,
        setting,
        Utc::now().date_naive(),
    );
    Ok((plans, evaluation))
}
