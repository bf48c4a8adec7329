use chrono::{DateTime, Utc};
use poem::web::Data;
use poem::Request;
use poem_openapi::param::{Path, Query};
use poem_openapi::payload::Json;
use poem_openapi::{Object, OpenApi};
use uuid::Uuid;

pub use super::queries::count_by_role;
use super::queries::{self, Filters, MemberRow, SORT_FIELDS};
use crate::api::ApiTags;
use crate::audit::Entry;
use crate::auth::queries as auth_queries;
use crate::auth::SessionCookie;
use crate::error::{ApiResult, AppError};
use crate::list::{ListQuery, Page};
use crate::state::AppState;
use crate::team::api::{audit_action, role_label, MemberUpdate};
use sqlx::Connection;

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
    /// active or deactivated.
    pub status: String,
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
        let state = *state;
        let p = auth.0;
        p.require(state, "members", "write").await?;
        let agency_id = p.agency()?.id;
        let mut conn = state.pool.acquire().await?;
        let mut tx = conn.begin().await?;
        // Lock the agency's memberships so two owners cannot demote each other at once.
        sqlx::query("SELECT id FROM memberships WHERE agency_id = $1 FOR UPDATE")
            .bind(agency_id)
            .execute(&mut *tx)
            .await?;
        let target: Option<(Uuid, String, String, String)> = sqlx::query_as(
            "SELECT m.user_id, m.role, m.status, u.name FROM memberships m JOIN users u ON u.id = m.user_id WHERE m.agency_id = $1 AND m.id = $2",
        )
        .bind(agency_id)
        .bind(id.0)
        .fetch_optional(&mut *tx)
        .await?;
        let (user_id, old_role, old_status, name) =
            target.ok_or_else(|| AppError::not_found("member"))?;
        let new_role = body.role.clone().unwrap_or_else(|| old_role.clone());
        let new_status = body.status.clone().unwrap_or_else(|| old_status.clone());
        if !["active", "deactivated"].contains(&new_status.as_str()) {
            return Err(AppError::field("status", "status is active or deactivated").into());
        }
        if new_role != old_role && role_label(state, agency_id, &new_role).await?.is_none() {
            return Err(AppError::field("role", "choose one of the agency's roles").into());
        }
        let changes = new_role != old_role || new_status != old_status;
        if changes && user_id == p.user_id {
            return Err(AppError::Forbidden(
                "you cannot change your own role or status: ask another admin".into(),
            )
            .into());
        }
        let touches_owner = old_role == "owner" || new_role == "owner";
        if touches_owner && p.role != "owner" && changes {
            return Err(AppError::Forbidden(
                "only an owner can change an owner or make someone owner".into(),
            )
            .into());
        }
        if changes {
            // Nobody changes someone who holds more than they do, nor gives more than they hold.
            p.require_grant(state, &old_role).await?;
            p.require_grant(state, &new_role).await?;
        }
        let stops_being_active_owner = old_role == "owner"
            && old_status == "active"
            && (new_role != "owner" || new_status != "active");
        if stops_being_active_owner {
            let owners: i64 = sqlx::query_scalar("SELECT count(*) FROM memberships WHERE agency_id = $1 AND role = 'owner' AND status = 'active'")
                .bind(agency_id)
                .fetch_one(&mut *tx)
                .await?;
            if owners <= 1 {
                return Err(AppError::Conflict(
                    "the last owner cannot leave or step down: make someone else owner first"
                        .into(),
                )
                .into());
            }
        }
        sqlx::query(
            "UPDATE memberships SET role = $3, status = $4 WHERE agency_id = $1 AND id = $2",
        )
        .bind(agency_id)
        .bind(id.0)
        .bind(&new_role)
        .bind(&new_status)
        .execute(&mut *tx)
        .await?;
        if new_status == "deactivated" && old_status != "deactivated" {
            auth_queries::revoke_all_sessions(&mut *tx, user_id, Some(agency_id)).await?;
        }
        tx.commit().await?;
        let summary = match (new_role != old_role, new_status != old_status) {
            (true, _) => format!("Changed {name}'s role from {old_role} to {new_role}"),
            (false, true) if new_status == "deactivated" => format!("Deactivated {name}"),
            (false, true) => format!("Reactivated {name}"),
            _ => format!("Saved {name} unchanged"),
        };
        audit_action(
            state,
            &p,
            req,
            Entry {
                entity_id: Some(id.0.to_string()),
                before: Some(serde_json::json!({ "role": old_role, "status": old_status })),
                after: Some(serde_json::json!({ "role": new_role, "status": new_status })),
                ..Entry::new("update", "member", summary)
            },
        )
        .await?;
        let member = get_member(&state.pool, agency_id, id.0)
            .await?
            .ok_or_else(|| AppError::not_found("member"))?;
        Ok(Json(member))
    }
}

/// One member as the API shows it (for other modules' answers).
pub async fn get_member(
    pool: &sqlx::PgPool,
    agency_id: Uuid,
    id: Uuid,
) -> Result<Option<Member>, sqlx::Error> {
    Ok(queries::get(pool, agency_id, id).await?.map(Member::from))
}
