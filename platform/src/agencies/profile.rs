//! The signed-in agency's own profile and subscription.

use chrono::{DateTime, Utc};
use poem::web::Data;
use poem::Request;
use poem_openapi::payload::Json;
use poem_openapi::{Object, OpenApi};
use uuid::Uuid;

use crate::api::ApiTags;
use crate::audit::{self, Entry};
use crate::auth::principal::client_ip;
use crate::auth::SessionCookie;
use crate::error::{ApiResult, AppError};
use crate::state::AppState;

#[derive(Debug, Object, sqlx::FromRow)]
#[oai(skip_serializing_if_is_none)]
pub struct Subscription {
    pub plan: String,
    /// trialing, active, past_due or canceled.
    pub status: String,
    pub trial_ends_at: Option<DateTime<Utc>>,
}

#[derive(Debug, Object)]
#[oai(skip_serializing_if_is_none)]
pub struct AgencyProfile {
    pub id: Uuid,
    pub slug: String,
    pub name: String,
    pub created_at: DateTime<Utc>,
    /// The agency's own address.
    pub url: String,
    pub subscription: Option<Subscription>,
}

#[derive(Debug, Object)]
pub struct AgencyProfileUpdate {
    pub name: String,
}

pub struct AgencyProfileApi;

#[OpenApi(tag = "ApiTags::Agencies")]
impl AgencyProfileApi {
    /// The caller's agency.
    #[oai(path = "/agency", method = "get", operation_id = "getMyAgency")]
    async fn get(
        &self,
        state: Data<&AppState>,
        _req: &Request,
        auth: SessionCookie,
    ) -> ApiResult<Json<AgencyProfile>> {
        let p = auth.0;
        p.require(&state, "agency", "read").await?;
        Ok(Json(profile(&state, p.agency()?.id).await?))
    }

    /// Rename the agency.
    #[oai(path = "/agency", method = "put", operation_id = "updateMyAgency")]
    async fn update(
        &self,
        state: Data<&AppState>,
        req: &Request,
        auth: SessionCookie,
        body: Json<AgencyProfileUpdate>,
    ) -> ApiResult<Json<AgencyProfile>> {
        let state = *state;
        let p = auth.0;
        p.require(state, "agency", "update").await?;
        let name = body.name.trim();
        if name.is_empty() || name.chars().count() > 200 {
            return Err(AppError::field("name", "enter a name of at most 200 characters").into());
        }
        let agency = p.agency()?;
        let mut tx = state.pool.begin().await?;
        sqlx::query("UPDATE agencies SET name = $2 WHERE id = $1")
            .bind(agency.id)
            .bind(name)
            .execute(&mut *tx)
            .await?;
        audit::commit_with(
            tx,
            &p,
            &client_ip(req),
            Entry {
                before: Some(serde_json::json!({ "name": agency.name })),
                after: Some(serde_json::json!({ "name": name })),
                ..Entry::new("update", "agency", format!("Renamed the agency to {name}"))
            },
        )
        .await?;
        Ok(Json(profile(state, agency.id).await?))
    }
}

async fn profile(state: &AppState, id: Uuid) -> Result<AgencyProfile, AppError> {
    let agency = tenants::registry::find_by_id(&state.pool, id)
        .await?
        .ok_or_else(|| AppError::not_found("agency"))?;
    let subscription: Option<Subscription> = sqlx::query_as(
        "SELECT plan, status, trial_ends_at FROM subscriptions WHERE agency_id = $1",
    )
    .bind(id)
    .fetch_optional(&state.pool)
    .await?;
    Ok(AgencyProfile {
        url: state.config.origin(Some(&agency.slug)),
        id: agency.id,
        slug: agency.slug,
        name: agency.name,
        created_at: agency.created_at,
        subscription,
    })
}
