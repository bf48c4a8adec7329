//! A design with its live cost model and checks over the group's current roster.

use std::collections::HashMap;

use chrono::Utc;
use tenants::TenantTx;
use uuid::Uuid;

use super::queries::{self, DesignEvent, DesignRow};
use super::rules::{evaluate, Evaluation, Setting};
use crate::auth::Principal;
use crate::catalogue::queries::PlanRow;
use crate::error::AppError;
use crate::quotes::engine;
use crate::quotes::queries as quote_queries;
use crate::rating::premium::RateTable;
use crate::state::AppState;

pub struct DesignView {
    pub row: DesignRow,
    pub plans: Vec<(PlanRow, RateTable)>,
    pub evaluation: Evaluation,
    /// Every step of this version, oldest first.
    pub history: Vec<DesignEvent>,
}

pub async fn view_design(
    state: &AppState,
    p: &Principal,
    id: Uuid,
) -> Result<DesignView, AppError> {
    p.require(state, "plan_designs", "read").await?;
    let mut tx = p.tenant_tx(state).await?;
    let row = queries::design(&mut tx, id, p.group_scope()).await?;
    let view = view_of(&mut tx, row).await?;
    tx.commit().await?;
    Ok(view)
}

/// The design `row` with its plans, model, checks and history, in the caller's transaction.
pub(super) async fn view_of(tx: &mut TenantTx, row: DesignRow) -> Result<DesignView, AppError> {
    let plans = queries::design_plans(tx, row.id).await?;
    let tables: HashMap<String, RateTable> = plans
        .iter()
        .map(|(p, t)| (p.id.clone(), t.clone()))
        .collect();
    let members = quote_queries::roster_members(tx, row.group_id).await?;
    let households = engine::households(&members, row.effective_date);
    let setting = Setting {
        contribution: &row.contribution.0,
        offering_model: row.offering_model.as_str(),
        effective_date: row.effective_date,
        pay_frequency: row.pay_frequency,
    };
    let evaluation = evaluate(
        &plans,
        &tables,
        &households,
        setting,
        Utc::now().date_naive(),
    );
    let history = queries::history(tx, row.id).await?;
    Ok(DesignView {
        row,
        plans,
        evaluation,
        history,
    })
}
