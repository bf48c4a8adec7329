//! The group's summary: facts, census statistics, plan years, contacts, team, recent activity.

use uuid::Uuid;

use super::queries::contacts::{self, ContactRow};
use super::queries::plan_years::{self, PlanYearRow};
use super::queries::stats::{self, RosterStats};
use super::queries::team::{self, TeamRow};
use super::queries::{self, GroupRow};
use crate::activity::dto::AuditEntry;
use crate::auth::Principal;
use crate::error::AppError;
use crate::state::AppState;

const RECENT_ACTIVITY: i64 = 15;

pub struct GroupOverview {
    pub group: GroupRow,
    pub stats: RosterStats,
    pub plan_years: Vec<PlanYearRow>,
    pub contacts: Vec<ContactRow>,
    pub team: Vec<TeamRow>,
    pub recent_activity: Vec<AuditEntry>,
}

pub async fn group_overview(
    state: &AppState,
    p: &Principal,
    id: Uuid,
) -> Result<GroupOverview, AppError> {
    p.require(state, "groups", "read").await?;
    let mut tx = p.tenant_tx(state).await?;
    let group = queries::visible(&mut tx, id, p.group_scope()).await?;
    let stats = stats::for_group(&mut tx, id).await?;
    let plan_years = plan_years::list(&mut tx, id).await?;
    let contacts = contacts::list(&mut tx, id).await?;
    let team = team::list(&mut tx, id).await?;
    let recent_activity =
        crate::activity::recent_activity::group_activity(&mut tx, id, RECENT_ACTIVITY).await?;
    tx.commit().await?;
    Ok(GroupOverview {
        group,
        stats,
        plan_years,
        contacts,
        team,
        recent_activity,
    })
}
