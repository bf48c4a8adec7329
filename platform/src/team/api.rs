use poem::web::Data;
use poem::Request;
use poem_openapi::param::{Path, Query};
use poem_openapi::payload::Json;
use poem_openapi::OpenApi;
use uuid::Uuid;

use super::define_role::{create_role, update_role};
use super::delete_role::delete_role;
use super::dto::{Deleted, Invite, InviteCreated, NewInviteBody, Role, RoleBody, RoleCreated};
use super::invite_member::{invite_member, InviteRequest};
use super::resend_invite::resend_invite;
use super::revoke_invite::revoke_invite;
use super::view_invites::{get_invite, list_invites, InviteListing};
use super::view_roles::{list_roles, permission_catalogue};
use crate::api::ApiTags;
use crate::auth::principal::client_ip;
use crate::auth::SessionCookie;
use crate::error::ApiResult;
use crate::list::Page;
use crate::rbac::Permission;
use crate::state::AppState;

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
        let asked = InviteRequest {
            email: &body.email,
            name: body.name.as_deref(),
            role: &body.role,
            group_id: body.group_id,
            employee_id: body.employee_id,
        };
        let invite = invite_member(&state, &auth.0, &client_ip(req), asked).await?;
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
        let asked = InviteListing {
            page: page.0,
            per_page: per_page.0,
            sort: sort.0,
            order: order.0,
            q: q.0,
            status: status.0,
        };
        let (rows, total) = list_invites(&state, &auth.0, asked).await?;
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
        Ok(Json(get_invite(&state, &auth.0, id.0).await?.into()))
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
        let invite = resend_invite(&state, &auth.0, &client_ip(req), id.0).await?;
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
        let invite = revoke_invite(&state, &auth.0, &client_ip(req), id.0).await?;
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
        let roles = list_roles(&state, &auth.0).await?;
        Ok(Json(roles.into_iter().map(Role::from).collect()))
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
        Ok(Json(permission_catalogue(&state, &auth.0).await?))
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
        let role = create_role(&state, &auth.0, &client_ip(req), body.draft(None)).await?;
        Ok(RoleCreated::Created(Json(role.into())))
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
        let draft = body.draft(Some(&name.0));
        let role = update_role(&state, &auth.0, &client_ip(req), draft).await?;
        Ok(Json(role.into()))
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
        delete_role(&state, &auth.0, &client_ip(req), &name.0).await?;
        Ok(Deleted::Done)
    }
}
