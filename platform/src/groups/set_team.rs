//! Set the agency's team on a group's account (replaces it); its lead broker becomes the
//! group's broker.

use crate::vocabulary::TeamRole;
use uuid::Uuid;

use super::queries;
use super::queries::team::{self, TeamRow};
use super::rules::{self, Assignment};
use crate::audit::{self, Entry};
use crate::auth::Principal;
use crate::error::AppError;
use crate::state::AppState;

pub async fn set_team(
    state: &AppState,
    p: &Principal,
    ip: &str,
    group_id: Uuid,
    members: Vec<Assignment>,
) -> Result<Vec<TeamRow>, AppError> {
    p.require(state, "groups", "write").await?;
    let agency_id = p.agency()?.id;
    let user_ids: Vec<Uuid> = members.iter().map(|m| m.user_id).collect();
    let staff = team::count_agency_staff(&state.pool, agency_id, &user_ids).await?;
    rules::check_team(&members, staff)?;
    let mut tx = p.tenant_tx(state).await?;
    let group = queries::visible(&mut tx, group_id, p.group_scope()).await?;
    let roles: Vec<TeamRole> = members.iter().map(|m| m.role).collect();
    team::replace(&mut tx, group_id, &user_ids, &roles).await?;
    if let Some(lead) = members.iter().find(|m| m.role == TeamRole::LeadBroker) {
        queries::set_broker(&mut tx, group_id, lead.user_id).await?;
    }
    let team = team::list(&mut tx, group_id).await?;
    audit::record(
        &mut tx,
        p,
        ip,
        Entry {
            entity_id: Some(group_id.to_string()),
            group_id: Some(group_id),
            after: Some(serde_json::json!(team
                .iter()
                .map(|t| serde_json::json!({ "name": t.name, "role": t.role }))
                .collect::<Vec<_>>())),
            ..Entry::new(
                "update",
                "group_team",
                format!("Changed the team on {}", group.name),
            )
        },
    )
    .await?;
    tx.commit().await?;
    Ok(team)
}
