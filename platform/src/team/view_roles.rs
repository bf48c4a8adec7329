//! The roles of the agency, built-in and its own, with their permissions and holders.

use super::queries;
use super::rules::{builtin_label, parse_permissions, AGENCY_ROLES};
use crate::auth::Principal;
use crate::error::AppError;
use crate::members::queries::count_by_role;
use crate::rbac::{Permission, Rbac};
use crate::state::AppState;

pub struct AgencyRole {
    pub name: String,
    pub label: String,
    pub description: String,
    pub builtin: bool,
    pub permissions: Vec<Permission>,
    pub member_count: i64,
}

pub async fn list_roles(state: &AppState, p: &Principal) -> Result<Vec<AgencyRole>, AppError> {
    p.require(state, "members", "read").await?;
    let agency = p.agency()?;
    let counts = count_by_role(&state.pool, agency.id).await?;
    let count_of = |role: &str| {
        counts
            .iter()
            .find(|(r, _)| r == role)
            .map(|(_, c)| *c)
            .unwrap_or(0)
    };
    let mut out = Vec::new();
    for role in AGENCY_ROLES {
        out.push(AgencyRole {
            name: role.to_string(),
            label: builtin_label(role).unwrap_or(role).to_string(),
            description: String::new(),
            builtin: true,
            permissions: state.rbac.permissions(role, &p.domain()).await,
            member_count: count_of(role),
        });
    }
    for r in queries::list_roles(&state.pool, agency.id).await? {
        out.push(AgencyRole {
            permissions: parse_permissions(&r.permissions),
            name: r.name,
            label: r.label,
            description: r.description,
            builtin: false,
            member_count: r.member_count,
        });
    }
    Ok(out)
}

/// Every permission a role can be given (the columns of the permission matrix).
pub async fn permission_catalogue(
    state: &AppState,
    p: &Principal,
) -> Result<Vec<Permission>, AppError> {
    p.require(state, "members", "read").await?;
    Ok(Rbac::catalogue())
}
