//! The team API's request and response objects.

use chrono::{DateTime, Utc};
use poem_openapi::payload::Json;
use poem_openapi::{ApiResponse, Object};
use uuid::Uuid;

use super::define_role::SavedRole;
use super::queries::Invite as InviteRow;
use super::rules::{invite_status, parse_permissions, RoleDraft};
use super::view_roles::AgencyRole;
use crate::rbac::Permission;
use crate::vocabulary::{InviteStatus, MemberStatus};

#[derive(Debug, Object)]
#[oai(skip_serializing_if_is_none)]
pub struct Invite {
    pub id: Uuid,
    pub email: String,
    pub name: Option<String>,
    pub role: String,
    pub group_id: Option<Uuid>,
    pub employee_id: Option<Uuid>,
    pub status: InviteStatus,
    pub invited_by_name: Option<String>,
    pub created_at: DateTime<Utc>,
    pub last_sent_at: DateTime<Utc>,
    pub expires_at: DateTime<Utc>,
}

impl From<InviteRow> for Invite {
    fn from(r: InviteRow) -> Self {
        let status = invite_status(r.accepted_at, r.revoked_at, r.expires_at, Utc::now());
        Self {
            id: r.id,
            email: r.email,
            name: r.name,
            role: r.role,
            group_id: r.group_id,
            employee_id: r.employee_id,
            status,
            invited_by_name: r.invited_by_name,
            created_at: r.created_at,
            last_sent_at: r.last_sent_at,
            expires_at: r.expires_at,
        }
    }
}

#[derive(Debug, Object)]
pub struct NewInviteBody {
    pub email: String,
    pub name: Option<String>,
    pub role: String,
    /// For an employer admin: the group they will see.
    pub group_id: Option<Uuid>,
    /// For an employee: their employee record.
    pub employee_id: Option<Uuid>,
}

#[derive(ApiResponse)]
pub enum InviteCreated {
    /// Invited; the email is on its way.
    #[oai(status = 201)]
    Created(Json<Invite>),
}

#[derive(Debug, Object)]
#[oai(skip_serializing_if_is_none)]
pub struct MemberUpdate {
    pub role: Option<String>,
    /// Deactivation ends the person's sessions in this agency.
    pub status: Option<MemberStatus>,
}

#[derive(Debug, Object)]
pub struct Role {
    pub name: String,
    pub label: String,
    pub description: String,
    /// Built-in roles cannot be edited.
    pub builtin: bool,
    pub permissions: Vec<Permission>,
    pub member_count: i64,
}

impl From<AgencyRole> for Role {
    fn from(r: AgencyRole) -> Self {
        Self {
            name: r.name,
            label: r.label,
            description: r.description,
            builtin: r.builtin,
            permissions: r.permissions,
            member_count: r.member_count,
        }
    }
}

impl From<SavedRole> for Role {
    fn from(r: SavedRole) -> Self {
        Self {
            name: r.name,
            label: r.label,
            description: r.description,
            builtin: false,
            permissions: parse_permissions(&r.permissions),
            member_count: r.member_count,
        }
    }
}

#[derive(Debug, Object)]
pub struct RoleBody {
    /// Lower-case identifier, e.g. `analyst` (set on creation, then fixed).
    pub name: String,
    pub label: String,
    #[oai(default)]
    pub description: String,
    pub permissions: Vec<Permission>,
}

impl RoleBody {
    /// The role as described; `name` when the path names the role.
    pub fn draft<'a>(&'a self, name: Option<&'a str>) -> RoleDraft<'a> {
        RoleDraft {
            name: name.unwrap_or(&self.name),
            label: &self.label,
            description: &self.description,
            permissions: &self.permissions,
        }
    }
}

#[derive(ApiResponse)]
pub enum RoleCreated {
    #[oai(status = 201)]
    Created(Json<Role>),
}

#[derive(ApiResponse)]
pub enum Deleted {
    #[oai(status = 204)]
    Done,
}
