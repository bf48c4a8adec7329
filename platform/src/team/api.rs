use chrono::{DateTime, Utc};
use poem::web::Data;
use poem::Request;
use poem_openapi::param::{Path, Query};
use poem_openapi::payload::Json;
use poem_openapi::{ApiResponse, Object, OpenApi};
use sqlx::Connection;
use uuid::Uuid;

use super::invites::{self, Invite as InviteRow, NewInvite};
use super::roles::{self, parse_permissions};
use crate::api::ApiTags;
use crate::audit::{self, Entry};
use crate::auth::principal::client_ip;
use crate::auth::{Principal, SessionCookie};
use crate::brand::queries::mail_brand;
use crate::error::{ApiResult, AppError, FieldErrors};
use crate::list::{ListQuery, Page};
use crate::mail::outbox::{self, Recipient};
use crate::mail::Mail;
use crate::rbac::{CustomRole, Permission, Rbac, ROLES};
use crate::state::AppState;

/// Roles an agency can give (the platform operator is not an agency role).
const AGENCY_ROLES: &[&str] = &["owner", "admin", "broker", "employer_admin", "employee"];

fn builtin_label(role: &str) -> Option<&'static str> {
    Some(match role {
        "owner" => "Owner",
        "admin" => "Admin",
        "broker" => "Broker",
        "employer_admin" => "Employer admin",
        "employee" => "Employee",
        _ => return None,
    })
}

fn with_article(label: &str) -> String {
    let article = if label.starts_with(['A', 'E', 'I', 'O', 'U', 'a', 'e', 'i', 'o', 'u']) {
        "an"
    } else {
        "a"
    };
    format!("{article} {}", label.to_lowercase())
}

#[derive(Debug, Object)]
#[oai(skip_serializing_if_is_none)]
pub struct Invite {
    pub id: Uuid,
    pub email: String,
    pub name: Option<String>,
    pub role: String,
    pub group_id: Option<Uuid>,
    pub employee_id: Option<Uuid>,
    /// pending, accepted, revoked or expired.
    pub status: String,
    pub invited_by_name: Option<String>,
    pub created_at: DateTime<Utc>,
    pub last_sent_at: DateTime<Utc>,
    pub expires_at: DateTime<Utc>,
}

impl From<InviteRow> for Invite {
    fn from(r: InviteRow) -> Self {
        let status = if r.accepted_at.is_some() {
            "accepted"
        } else if r.revoked_at.is_some() {
            "revoked"
        } else if r.expires_at <= Utc::now() {
            "expired"
        } else {
            "pending"
        };
        Self {
            id: r.id,
            email: r.email,
            name: r.name,
            role: r.role,
            group_id: r.group_id,
            employee_id: r.employee_id,
            status: status.to_string(),
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
    /// active or deactivated. Deactivation ends the person's sessions in this agency.
    pub status: Option<String>,
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

#[derive(Debug, Object)]
pub struct RoleBody {
    /// Lower-case identifier, e.g. `analyst` (set on creation, then fixed).
    pub name: String,
    pub label: String,
    #[oai(default)]
    pub description: String,
    pub permissions: Vec<Permission>,
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

pub struct TeamApi;

#[OpenApi(tag = "ApiTags::Team")]
impl TeamApi {
    /// Invite a person by email with a role (and a group or employee record for those roles).
    #[oai(path = "/invites", method = "post", operation_id = "createInvite")]
    async fn invite(
        &self,
        state: Data<&AppState>,
        req: &Request,
        auth: SessionCookie,
        body: Json<NewInviteBody>,
    ) -> ApiResult<InviteCreated> {
        let state = *state;
        let p = auth.0;
        p.require(state, "members", "write").await?;
        let agency = p.agency()?.clone();
        let email = body.email.trim().to_string();
        let mut errors = FieldErrors::default();
        errors.check(
            crate::accounts::email_shape(&email),
            "email",
            "enter a valid email address",
        );
        let role_label = role_label(state, agency.id, &body.role).await?;
        errors.check(
            role_label.is_some(),
            "role",
            "choose one of the agency's roles",
        );
        errors.finish()?;
        p.require_grant(state, &body.role).await?;
        let already: bool = sqlx::query_scalar(
            "SELECT EXISTS (SELECT 1 FROM memberships m JOIN users u ON u.id = m.user_id
             WHERE m.agency_id = $1 AND lower(u.email) = lower($2) AND m.status = 'active')",
        )
        .bind(agency.id)
        .bind(&email)
        .fetch_one(&state.pool)
        .await?;
        if already {
            return Err(
                AppError::Conflict("this person is already a member of the agency".into()).into(),
            );
        }
        let mut conn = state.pool.acquire().await?;
        let mut tx = conn.begin().await?;
        let (invite, token) = invites::create(
            &mut tx,
            &NewInvite {
                agency_id: agency.id,
                email: &email,
                name: body
                    .name
                    .as_deref()
                    .map(str::trim)
                    .filter(|n| !n.is_empty()),
                role: &body.role,
                group_id: body.group_id,
                employee_id: body.employee_id,
                invited_by: p.user_id,
            },
        )
        .await?;
        send_invite(
            state,
            &mut tx,
            &p,
            &invite,
            &token,
            role_label.as_deref().unwrap_or(&body.role),
        )
        .await?;
        tx.commit().await?;
        audit_action(
            state,
            &p,
            req,
            Entry {
                entity_id: Some(invite.id.to_string()),
                after: Some(serde_json::json!({ "email": invite.email, "role": invite.role })),
                ..Entry::new(
                    "create",
                    "invite",
                    format!("Invited {} as {}", invite.email, invite.role),
                )
            },
        )
        .await?;
        Ok(InviteCreated::Created(Json(invite.into())))
    }

    /// The agency's invitations; `status` = pending, accepted, revoked or expired.
    #[oai(path = "/invites", method = "get", operation_id = "listInvites")]
    #[allow(clippy::too_many_arguments)]
    async fn list_invites(
        &self,
        state: Data<&AppState>,
        _req: &Request,
        auth: SessionCookie,
        page: Query<Option<u32>>,
        per_page: Query<Option<u32>>,
        sort: Query<Option<String>>,
        order: Query<Option<String>>,
        q: Query<Option<String>>,
        status: Query<Option<String>>,
    ) -> ApiResult<Json<Page<Invite>>> {
        let p = auth.0;
        p.require(&state, "members", "read").await?;
        let query = ListQuery::parse(
            page.0,
            per_page.0,
            sort.0,
            order.0,
            q.0,
            invites::SORT_FIELDS,
            ("i.created_at", true),
        )?;
        if let Some(s) = status.0.as_deref() {
            if !["pending", "accepted", "revoked", "expired"].contains(&s) {
                return Err(AppError::field(
                    "status",
                    "status is pending, accepted, revoked or expired",
                )
                .into());
            }
        }
        let (rows, total) =
            invites::list(&state.pool, p.agency()?.id, status.0.as_deref(), &query).await?;
        Ok(Json(Page {
            data: rows.into_iter().map(Invite::from).collect(),
            total,
        }))
    }

    /// One invitation.
    #[oai(path = "/invites/:id", method = "get", operation_id = "getInvite")]
    async fn get_invite(
        &self,
        state: Data<&AppState>,
        _req: &Request,
        auth: SessionCookie,
        id: Path<Uuid>,
    ) -> ApiResult<Json<Invite>> {
        let p = auth.0;
        p.require(&state, "members", "read").await?;
        let row = invites::get(&state.pool, p.agency()?.id, id.0)
            .await?
            .ok_or_else(|| AppError::not_found("invitation"))?;
        Ok(Json(row.into()))
    }

    /// Send a pending invitation again, with a fresh link.
    #[oai(
        path = "/invites/:id/resend",
        method = "post",
        operation_id = "resendInvite"
    )]
    async fn resend_invite(
        &self,
        state: Data<&AppState>,
        req: &Request,
        auth: SessionCookie,
        id: Path<Uuid>,
    ) -> ApiResult<Json<Invite>> {
        let state = *state;
        let p = auth.0;
        p.require(state, "members", "write").await?;
        let agency_id = p.agency()?.id;
        let current = invites::get(&state.pool, agency_id, id.0)
            .await?
            .ok_or_else(|| AppError::not_found("invitation"))?;
        crate::auth::throttle::hit(
            &state.pool,
            &[(crate::auth::throttle::EMAIL_PER_ADDRESS, &current.email)],
        )
        .await?;
        let mut conn = state.pool.acquire().await?;
        let mut tx = conn.begin().await?;
        let (invite, token) = invites::renew_token(&mut tx, agency_id, id.0).await?;
        let label = role_label(state, agency_id, &invite.role)
            .await?
            .unwrap_or_else(|| invite.role.clone());
        send_invite(state, &mut tx, &p, &invite, &token, &label).await?;
        tx.commit().await?;
        audit_action(
            state,
            &p,
            req,
            Entry {
                entity_id: Some(invite.id.to_string()),
                ..Entry::new(
                    "resend",
                    "invite",
                    format!("Sent the invitation to {} again", invite.email),
                )
            },
        )
        .await?;
        Ok(Json(invite.into()))
    }

    /// Withdraw a pending invitation: its link stops working.
    #[oai(
        path = "/invites/:id",
        method = "delete",
        operation_id = "revokeInvite"
    )]
    async fn revoke_invite(
        &self,
        state: Data<&AppState>,
        req: &Request,
        auth: SessionCookie,
        id: Path<Uuid>,
    ) -> ApiResult<Json<Invite>> {
        let p = auth.0;
        p.require(&state, "members", "write").await?;
        let invite = invites::revoke(&state.pool, p.agency()?.id, id.0).await?;
        audit_action(
            &state,
            &p,
            req,
            Entry {
                entity_id: Some(invite.id.to_string()),
                ..Entry::new(
                    "revoke",
                    "invite",
                    format!("Withdrew the invitation of {}", invite.email),
                )
            },
        )
        .await?;
        Ok(Json(invite.into()))
    }

    /// The roles of the agency: built-in and its own, with their permissions.
    #[oai(path = "/roles", method = "get", operation_id = "listRoles")]
    async fn list_roles(
        &self,
        state: Data<&AppState>,
        _req: &Request,
        auth: SessionCookie,
    ) -> ApiResult<Json<Vec<Role>>> {
        let p = auth.0;
        p.require(&state, "members", "read").await?;
        let agency = p.agency()?;
        let counts = crate::members::api::count_by_role(&state.pool, agency.id).await?;
        let count_of = |role: &str| {
            counts
                .iter()
                .find(|(r, _)| r == role)
                .map(|(_, c)| *c)
                .unwrap_or(0)
        };
        let mut out = Vec::new();
        for role in AGENCY_ROLES {
            out.push(Role {
                name: role.to_string(),
                label: builtin_label(role).unwrap_or(role).to_string(),
                description: String::new(),
                builtin: true,
                permissions: state.rbac.permissions(role, &p.domain()).await,
                member_count: count_of(role),
            });
        }
        for r in roles::list(&state.pool, agency.id).await? {
            out.push(Role {
                permissions: parse_permissions(&r.permissions),
                name: r.name,
                label: r.label,
                description: r.description,
                builtin: false,
                member_count: r.member_count,
            });
        }
        Ok(Json(out))
    }

    /// Every permission a role can be given (the columns of the permission matrix).
    #[oai(
        path = "/permissions",
        method = "get",
        operation_id = "listPermissions"
    )]
    async fn permissions(
        &self,
        state: Data<&AppState>,
        _req: &Request,
        auth: SessionCookie,
    ) -> ApiResult<Json<Vec<Permission>>> {
        let p = auth.0;
        p.require(&state, "members", "read").await?;
        Ok(Json(Rbac::catalogue()))
    }

    /// Define a role of the agency's own from the platform's permissions.
    #[oai(path = "/roles", method = "post", operation_id = "createRole")]
    async fn create_role(
        &self,
        state: Data<&AppState>,
        req: &Request,
        auth: SessionCookie,
        body: Json<RoleBody>,
    ) -> ApiResult<RoleCreated> {
        let state = *state;
        let p = auth.0;
        p.require(state, "roles", "write").await?;
        let agency_id = p.agency()?.id;
        let permissions = check_role(&body, true)?;
        require_held(state, &p, &body).await?;
        sqlx::query("INSERT INTO agency_roles (agency_id, name, label, description, permissions) VALUES ($1, $2, $3, $4, $5)")
            .bind(agency_id)
            .bind(&body.name)
            .bind(body.label.trim())
            .bind(body.description.trim())
            .bind(&permissions)
            .execute(&state.pool)
            .await
            .map_err(|e| match &e {
                sqlx::Error::Database(db) if db.code().as_deref() == Some("23505") => AppError::field("name", "a role with this name exists"),
                _ => AppError::Database(e),
            })?;
        apply_role(state, agency_id, &body.name, &permissions).await?;
        audit_action(
            state,
            &p,
            req,
            Entry {
                entity_id: Some(body.name.clone()),
                after: Some(serde_json::json!({ "permissions": permissions })),
                ..Entry::new(
                    "create",
                    "role",
                    format!("Created the role {}", body.label.trim()),
                )
            },
        )
        .await?;
        Ok(RoleCreated::Created(Json(Role {
            name: body.name.clone(),
            label: body.label.trim().to_string(),
            description: body.description.trim().to_string(),
            builtin: false,
            permissions: parse_permissions(&permissions),
            member_count: 0,
        })))
    }

    /// Change an agency role's label, description or permissions.
    #[oai(path = "/roles/:name", method = "put", operation_id = "updateRole")]
    async fn update_role(
        &self,
        state: Data<&AppState>,
        req: &Request,
        auth: SessionCookie,
        name: Path<String>,
        body: Json<RoleBody>,
    ) -> ApiResult<Json<Role>> {
        let state = *state;
        let p = auth.0;
        p.require(state, "roles", "write").await?;
        let agency_id = p.agency()?.id;
        if builtin_label(&name.0).is_some() {
            return Err(AppError::Forbidden("built-in roles cannot be changed".into()).into());
        }
        if !roles::exists(&state.pool, agency_id, &name.0).await? {
            return Err(AppError::not_found("role").into());
        }
        let body = RoleBody {
            name: name.0.clone(),
            ..body.0
        };
        let permissions = check_role(&body, false)?;
        require_held(state, &p, &body).await?;
        let before: Option<Vec<String>> = sqlx::query_scalar(
            "UPDATE agency_roles r SET label = $3, description = $4, permissions = $5
             FROM agency_roles old WHERE r.agency_id = $1 AND r.name = $2 AND old.agency_id = r.agency_id AND old.name = r.name
             RETURNING old.permissions",
        )
        .bind(agency_id)
        .bind(&name.0)
        .bind(body.label.trim())
        .bind(body.description.trim())
        .bind(&permissions)
        .fetch_optional(&state.pool)
        .await?;
        let before = before.ok_or_else(|| AppError::not_found("role"))?;
        apply_role(state, agency_id, &name.0, &permissions).await?;
        audit_action(
            state,
            &p,
            req,
            Entry {
                entity_id: Some(name.0.clone()),
                before: Some(serde_json::json!({ "permissions": before })),
                after: Some(serde_json::json!({ "permissions": permissions })),
                ..Entry::new(
                    "update",
                    "role",
                    format!("Changed the role {}", body.label.trim()),
                )
            },
        )
        .await?;
        let member_count = crate::members::api::count_by_role(&state.pool, agency_id)
            .await?
            .into_iter()
            .find(|(r, _)| *r == name.0)
            .map(|(_, c)| c)
            .unwrap_or(0);
        Ok(Json(Role {
            name: name.0.clone(),
            label: body.label.trim().to_string(),
            description: body.description.trim().to_string(),
            builtin: false,
            permissions: parse_permissions(&permissions),
            member_count,
        }))
    }

    /// Delete an agency role that nobody has.
    #[oai(path = "/roles/:name", method = "delete", operation_id = "deleteRole")]
    async fn delete_role(
        &self,
        state: Data<&AppState>,
        req: &Request,
        auth: SessionCookie,
        name: Path<String>,
    ) -> ApiResult<Deleted> {
        let state = *state;
        let p = auth.0;
        p.require(state, "roles", "write").await?;
        let agency_id = p.agency()?.id;
        if builtin_label(&name.0).is_some() {
            return Err(AppError::Forbidden("built-in roles cannot be deleted".into()).into());
        }
        let in_use: i64 = sqlx::query_scalar(
            "SELECT count(*) FROM memberships WHERE agency_id = $1 AND role = $2",
        )
        .bind(agency_id)
        .bind(&name.0)
        .fetch_one(&state.pool)
        .await?;
        if in_use > 0 {
            return Err(AppError::Conflict(format!(
                "{in_use} member(s) have this role: give them another role first"
            ))
            .into());
        }
        let removed: Option<(String, Vec<String>)> = sqlx::query_as("DELETE FROM agency_roles WHERE agency_id = $1 AND name = $2 RETURNING label, permissions")
            .bind(agency_id)
            .bind(&name.0)
            .fetch_optional(&state.pool)
            .await?;
        let (label, permissions) = removed.ok_or_else(|| AppError::not_found("role"))?;
        state
            .rbac
            .remove_custom_role(&agency_id.to_string(), &name.0)
            .await
            .map_err(|e| AppError::Internal(e.to_string()))?;
        roles::notify_changed(&state.pool, agency_id).await?;
        audit_action(
            state,
            &p,
            req,
            Entry {
                entity_id: Some(name.0.clone()),
                before: Some(serde_json::json!({ "label": label, "permissions": permissions })),
                ..Entry::new("delete", "role", format!("Deleted the role {label}"))
            },
        )
        .await?;
        Ok(Deleted::Done)
    }
}

/// The label of a role the agency can give (built-in or its own), or None.
pub(crate) async fn role_label(
    state: &AppState,
    agency_id: Uuid,
    role: &str,
) -> Result<Option<String>, AppError> {
    if let Some(label) = builtin_label(role) {
        return Ok(Some(label.to_string()));
    }
    Ok(roles::label(&state.pool, agency_id, role).await?)
}

/// Validates a role body; returns its permissions as `resource:action` strings.
fn check_role(body: &RoleBody, new: bool) -> Result<Vec<String>, AppError> {
    let mut errors = FieldErrors::default();
    if new {
        let name_ok = body.name.len() >= 2
            && body.name.len() <= 41
            && body.name.starts_with(|c: char| c.is_ascii_lowercase())
            && body
                .name
                .bytes()
                .all(|b| b.is_ascii_lowercase() || b.is_ascii_digit() || b == b'_');
        errors.check(
            name_ok,
            "name",
            "use 2–41 lower-case letters, digits or _ , starting with a letter",
        );
        errors.check(
            !ROLES.contains(&body.name.as_str()),
            "name",
            "this is a built-in role's name",
        );
    }
    errors.check(
        !body.label.trim().is_empty() && body.label.trim().chars().count() <= 60,
        "label",
        "enter a label of at most 60 characters",
    );
    errors.check(
        body.description.chars().count() <= 500,
        "description",
        "use at most 500 characters",
    );
    let catalogue = Rbac::catalogue();
    errors.check(
        body.permissions.iter().all(|p| catalogue.contains(p)),
        "permissions",
        "a permission is not one the platform knows",
    );
    errors.check(
        !body.permissions.is_empty(),
        "permissions",
        "give the role at least one permission",
    );
    errors.finish()?;
    let mut out: Vec<String> = body
        .permissions
        .iter()
        .map(|p| format!("{}:{}", p.resource, p.action))
        .collect();
    out.sort();
    out.dedup();
    Ok(out)
}

/// A role is defined only from permissions its author holds.
async fn require_held(state: &AppState, p: &Principal, body: &RoleBody) -> Result<(), AppError> {
    let held = state.rbac.permissions(&p.role, &p.domain()).await;
    let beyond = crate::rbac::beyond_held(&held, &body.name, &body.permissions);
    if beyond.is_empty() {
        return Ok(());
    }
    Err(AppError::Forbidden(format!(
        "a role can only hold permissions you hold yourself (not yours: {})",
        crate::rbac::name_some(&beyond)
    )))
}

async fn apply_role(
    state: &AppState,
    agency_id: Uuid,
    name: &str,
    permissions: &[String],
) -> Result<(), AppError> {
    state
        .rbac
        .set_custom_role(&CustomRole {
            agency_id: agency_id.to_string(),
            name: name.to_string(),
            permissions: parse_permissions(permissions),
        })
        .await
        .map_err(|e| AppError::Internal(e.to_string()))?;
    roles::notify_changed(&state.pool, agency_id).await?;
    Ok(())
}

async fn send_invite(
    state: &AppState,
    tx: &mut sqlx::PgConnection,
    inviter: &Principal,
    invite: &InviteRow,
    token: &str,
    role_label: &str,
) -> Result<(), AppError> {
    let agency = inviter.agency()?;
    let brand = mail_brand(&mut *tx, Some(agency.id)).await?;
    let link = format!(
        "{}/auth/signup?invite={token}",
        state.config.origin(Some(&agency.slug))
    );
    outbox::enqueue(
        &mut *tx,
        Some(agency.id),
        Recipient {
            email: &invite.email,
            name: invite.name.as_deref(),
        },
        &brand,
        &Mail::Invite {
            inviter: &inviter.name,
            role_label: &with_article(role_label),
            link: &link,
        },
        state.config.log_mail_links(),
    )
    .await?;
    Ok(())
}

/// Records a state change in the caller's agency's audit log.
pub async fn audit_action(
    state: &AppState,
    p: &Principal,
    req: &Request,
    entry: Entry<'_>,
) -> Result<(), AppError> {
    let mut tx = p.tenant_tx(state).await?;
    audit::record(&mut tx, p, &client_ip(req), entry).await?;
    tx.commit().await?;
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn articles() {
        assert_eq!(with_article("Employer admin"), "an employer admin");
        assert_eq!(with_article("Broker"), "a broker");
    }

    #[test]
    fn role_checks() {
        let perm = |r: &str, a: &str| Permission {
            resource: r.into(),
            action: a.into(),
        };
        let ok = RoleBody {
            name: "analyst".into(),
            label: "Read-only analyst".into(),
            description: String::new(),
            permissions: vec![perm("members", "read"), perm("members", "read")],
        };
        assert_eq!(check_role(&ok, true).unwrap(), vec!["members:read"]);
        let bad = RoleBody {
            name: "Owner!".into(),
            label: " ".into(),
            description: String::new(),
            permissions: vec![perm("agencies", "create")],
        };
        let AppError::Validation { fields, .. } = check_role(&bad, true).unwrap_err() else {
            panic!()
        };
        assert!(
            fields.contains_key("name")
                && fields.contains_key("label")
                && fields.contains_key("permissions")
        );
    }
}
