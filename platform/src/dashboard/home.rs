//! The dashboard home of the signed-in caller: each part only for those who may see it.

use super::awaiting::awaiting;
use super::queries::{self, ActivityRow, OpenEnrollmentRow, PlatformCounts, RenewalRow};
use super::rules::{audience, Awaiting};
use crate::auth::Principal;
use crate::error::AppError;
use crate::members::queries::count_by_role;
use crate::state::AppState;

const RENEWALS_WITHIN_DAYS: i32 = 120;
const RECENT_ACTIVITY: i64 = 12;

#[derive(Default)]
pub struct Home {
    pub agency: Option<tenants::Agency>,
    /// Active people per role.
    pub team: Vec<(String, i64)>,
    pub recent_activity: Vec<ActivityRow>,
    pub platform: Option<PlatformCounts>,
    /// Active groups per lifecycle stage.
    pub stages: Vec<(crate::vocabulary::GroupStage, i64)>,
    pub renewals: Vec<RenewalRow>,
    pub open_enrollments: Vec<OpenEnrollmentRow>,
    /// What waits for the caller.
    pub awaiting: Vec<Awaiting>,
}

pub async fn home(state: &AppState, p: &Principal) -> Result<Home, AppError> {
    p.require(state, "dashboard", "read").await?;
    let mut home = Home {
        agency: p.agency.clone(),
        ..Home::default()
    };
    let Some(agency) = &p.agency else {
        if p.may(state, "agencies", "read").await {
            home.platform = Some(queries::platform_counts(&state.pool).await?);
        }
        return Ok(home);
    };
    // One transaction for every part: the home is one request's worth of reads.
    let mut tx = p.tenant_tx(state).await?;
    if p.may(state, "members", "read").await {
        home.team = count_by_role(tx.conn(), agency.id).await?;
    }
    if p.may(state, "groups", "read").await {
        home.stages = queries::stages(&mut tx, p.group_scope()).await?;
        home.renewals = queries::renewals(&mut tx, p.group_scope(), RENEWALS_WITHIN_DAYS).await?;
        if p.may(state, "enrollment", "read").await {
            home.open_enrollments = queries::open_enrollments(&mut tx, p.group_scope()).await?;
        }
    }
    let audience = audience(
        &p.role,
        p.group_scope(),
        p.user_id,
        p.may(state, "plan_designs", "approve").await,
        p.may(state, "plan_designs", "write").await,
    );
    if let Some(audience) = audience {
        home.awaiting = awaiting(&mut tx, audience, chrono::Utc::now().date_naive()).await?;
    }
    if p.may(state, "activity", "read").await {
        home.recent_activity = queries::recent_activity(&mut tx, RECENT_ACTIVITY).await?;
    }
    tx.commit().await?;
    Ok(home)
}
