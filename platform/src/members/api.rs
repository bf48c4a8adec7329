use crate::vocabulary::MemberStatus;
use chrono::{DateTime, Utc};
use poem::web::Data;
use poem::Request;
use poem_openapi::param::{Path, Query};
use poem_openapi::payload::Json;
use poem_openapi::{Object, OpenApi};
use uuid::Uuid;

use super::queries::{self, Filters, MemberRow, SORT_FIELDS};
use super::update_member::{update_member, MemberChange};
use crate::api::ApiTags;
use crate::auth::principal::client_ip;
use crate::auth::SessionCookie;
use crate::error::{ApiResult, AppError};
use crate::list::{ListQuery, Page};
use crate::state::AppState;
use crate::team::dto::MemberUpdate;

/// A person of the agency: the user and their membership.
#[derive(Debug, Object)]
#[oai(skip_serializing_if_is_none)]
pub struct Member {
    /// The membership id.
    pub id: Uuid,
    pub user_id: Uuid,
    pub email: String,
    pub name: String,
    pub role: String,
    pub status: MemberStatus,
    /// For an employer admin: the one group they see.
    pub group_id: Option<Uuid>,
    /// For an employee: their employee record.
    pub employee_id: Option<Uuid>,
    pub created_at: DateTime<Utc>,
    pub last_seen_at: Option<DateTime<Utc>>,
}

impl From<MemberRow> for Member {
    fn from(r: MemberRow) -> Self {
        Self {
            id: r.id,
            user_id: r.user_id,
            email: r.email,
            name: r.name,
            role: r.role,
            status: r.status,
            group_id: r.group_id,
            employee_id: r.employee_id,
            created_at: r.created_at,
            last_seen_at: r.last_seen_at,
        }
    }
}

pub struct MembersApi;

#[OpenApi(tag = "ApiTags::Members")]
impl MembersApi {
    /// The agency's users and their memberships. `q` searches name and email.
    #[oai(path = "/members", method = "get", operation_id = "listMembers")]
    #[allow(clippy::too_many_arguments)]
    async fn list(
        &self,
        state: Data<&AppState>,
        _req: &Request,
        auth: SessionCookie,
        page: Query<Option<u32>>,
        per_page: Query<Option<u32>>,
        sort: Query<Option<String>>,
        order: Query<Option<String>>,
        q: Query<Option<String>>,
        role: Query<Option<String>>,
        status: Query<Option<String>>,
    ) -> ApiResult<Json<Page<Member>>> {
        let p = auth.0;
        p.require(&state, "members", "read").await?;
        let query = ListQuery::parse(
            page.0,
            per_page.0,
            sort.0,
            order.0,
            q.0,
            SORT_FIELDS,
            ("u.name", false),
        )?;
        let filters = Filters {
            role: role.0.filter(|r| !r.is_empty()),
            status: status.0.filter(|s| !s.is_empty()),
        };
        let (rows, total) = queries::list(&state.pool, p.agency()?.id, &query, &filters).await?;
        Ok(Json(Page {
            data: rows.into_iter().map(Member::from).collect(),
            total,
        }))
    }

    /// One member of the caller's agency (another agency's member is not found).
    #[oai(path = "/members/:id", method = "get", operation_id = "getMember")]
    async fn get(
        &self,
        state: Data<&AppState>,
        _req: &Request,
        auth: SessionCookie,
        id: Path<Uuid>,
    ) -> ApiResult<Json<Member>> {
        let p = auth.0;
        p.require(&state, "members", "read").await?;
        let row = queries::get(&state.pool, p.agency()?.id, id.0)
            .await?
            .ok_or_else(|| AppError::not_found("member"))?;
        Ok(Json(row.into()))
    }
    /// Change a member's role, or deactivate / reactivate them. An owner is changed only by an
    /// owner, and the last active owner cannot be demoted or deactivated.
    #[oai(path = "/members/:id", method = "put", operation_id = "updateMember")]
    async fn update_member(
        &self,
        state: Data<&AppState>,
        req: &Request,
        auth: SessionCookie,
        id: Path<Uuid>,
        body: Json<MemberUpdate>,
    ) -> ApiResult<Json<Member>> {
        let p = auth.0;
        let change = MemberChange {
            role: body.0.role,
            status: body.0.status,
        };
        let row = update_member(&state, &p, &client_ip(req), id.0, change).await?;
        Ok(Json(row.into()))
    }
}
