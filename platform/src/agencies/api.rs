use chrono::{DateTime, Utc};
use poem::web::Data;
use poem::Request;
use poem_openapi::param::{Path, Query};
use poem_openapi::payload::Json;
use poem_openapi::{ApiResponse, Object, OpenApi};
use uuid::Uuid;

use super::queries::{self, AgencyRow, SORT_FIELDS};
use crate::api::ApiTags;
use crate::auth::SessionCookie;
use crate::error::{ApiResult, AppError, FieldErrors};
use crate::list::{ListQuery, Page};
use crate::state::AppState;

#[derive(Debug, Object)]
pub struct Agency {
    pub id: Uuid,
    pub slug: String,
    pub name: String,
    pub schema_name: String,
    pub status: String,
    pub created_at: DateTime<Utc>,
    /// Active memberships.
    pub member_count: i64,
}

impl From<AgencyRow> for Agency {
    fn from(r: AgencyRow) -> Self {
        Self {
            id: r.id,
            slug: r.slug,
            name: r.name,
            schema_name: r.schema_name,
            status: r.status,
            created_at: r.created_at,
            member_count: r.member_count,
        }
    }
}

#[derive(Debug, Object)]
pub struct NewAgency {
    pub name: String,
    /// The subdomain: `{slug}.{base domain}`.
    pub slug: String,
}

#[derive(ApiResponse)]
pub enum Created {
    #[oai(status = 201)]
    Created(Json<Agency>),
}

pub struct AgenciesApi;

#[OpenApi(tag = "ApiTags::Agencies")]
impl AgenciesApi {
    /// Every agency on the platform (platform operators).
    #[oai(path = "/agencies", method = "get", operation_id = "listAgencies")]
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
    ) -> ApiResult<Json<Page<Agency>>> {
        let p = auth.0;
        p.require(&state, "agencies", "read").await?;
        let query = ListQuery::parse(
            page.0,
            per_page.0,
            sort.0,
            order.0,
            q.0,
            SORT_FIELDS,
            ("a.created_at", true),
        )?;
        let (rows, total) = queries::list(&state.pool, &query).await?;
        Ok(Json(Page {
            data: rows.into_iter().map(Agency::from).collect(),
            total,
        }))
    }

    /// One agency.
    #[oai(path = "/agencies/:id", method = "get", operation_id = "getAgency")]
    async fn get(
        &self,
        state: Data<&AppState>,
        _req: &Request,
        auth: SessionCookie,
        id: Path<Uuid>,
    ) -> ApiResult<Json<Agency>> {
        let p = auth.0;
        p.require(&state, "agencies", "read").await?;
        let row = queries::get(&state.pool, id.0)
            .await?
            .ok_or_else(|| AppError::not_found("agency"))?;
        Ok(Json(row.into()))
    }

    /// Create an agency: its record, its own database schema and its default brand, at once.
    #[oai(path = "/agencies", method = "post", operation_id = "createAgency")]
    async fn create(
        &self,
        state: Data<&AppState>,
        req: &Request,
        auth: SessionCookie,
        body: Json<NewAgency>,
    ) -> ApiResult<Created> {
        let p = auth.0;
        p.require(&state, "agencies", "create").await?;
        let name = body.name.trim();
        let slug = body.slug.trim().to_ascii_lowercase();
        let mut errors = FieldErrors::default();
        errors.check(!name.is_empty(), "name", "enter the agency's name");
        errors.check(
            name.chars().count() <= 200,
            "name",
            "use at most 200 characters",
        );
        if let Err(tenants::TenantError::InvalidSlug(problem)) =
            tenants::registry::validate_slug(&slug)
        {
            errors.check(false, "slug", problem);
        }
        errors.finish()?;
        let agency = tenants::registry::provision(&state.pool, &slug, name).await?;
        let mut tx = tenants::TenantTx::begin(&state.pool, &agency).await?;
        crate::audit::record(
            &mut tx,
            &p,
            &crate::auth::principal::client_ip(req),
            crate::audit::Entry {
                entity_id: Some(agency.id.to_string()),
                ..crate::audit::Entry::new(
                    "create",
                    "agency",
                    format!("Agency created by the platform operator {}", p.name),
                )
            },
        )
        .await?;
        tx.commit().await?;
        tracing::info!(agency = %agency.slug, schema = %agency.schema_name, by = %p.email, "agency created");
        let row = queries::get(&state.pool, agency.id)
            .await?
            .ok_or_else(|| AppError::not_found("agency"))?;
        Ok(Created::Created(Json(row.into())))
    }
}
