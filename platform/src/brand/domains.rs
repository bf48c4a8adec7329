//! Custom domains: an agency adds a domain, creates a DNS TXT record, and once verified the
//! domain resolves to the agency (`tenants::registry::find_by_host`).

use chrono::{DateTime, Utc};
use poem::web::Data;
use poem::Request;
use poem_openapi::param::Path;
use poem_openapi::payload::Json;
use poem_openapi::{ApiResponse, Object, OpenApi};

use crate::api::ApiTags;
use crate::audit::{self, Entry};
use crate::auth::principal::client_ip;
use crate::auth::SessionCookie;
use crate::domains::{challenge_name, challenge_value, validate_domain};
use crate::error::{ApiResult, AppError};
use crate::state::AppState;

#[derive(Debug, Object)]
#[oai(skip_serializing_if_is_none)]
pub struct Domain {
    pub domain: String,
    pub verified: bool,
    pub verified_at: Option<DateTime<Utc>>,
    /// The TXT record to create: its name …
    pub record_name: String,
    /// … and its value.
    pub record_value: String,
    pub created_at: DateTime<Utc>,
}

#[derive(Debug, sqlx::FromRow)]
struct DomainRow {
    domain: String,
    verification_token: String,
    verified_at: Option<DateTime<Utc>>,
    created_at: DateTime<Utc>,
}

impl From<DomainRow> for Domain {
    fn from(r: DomainRow) -> Self {
        Self {
            record_name: challenge_name(&r.domain),
            record_value: challenge_value(&r.verification_token),
            verified: r.verified_at.is_some(),
            verified_at: r.verified_at,
            domain: r.domain,
            created_at: r.created_at,
        }
    }
}

#[derive(Debug, Object)]
pub struct NewDomain {
    pub domain: String,
}

#[derive(ApiResponse)]
pub enum DomainCreated {
    #[oai(status = 201)]
    Created(Json<Domain>),
}

#[derive(ApiResponse)]
pub enum DomainRemoved {
    #[oai(status = 204)]
    Done,
}

pub struct DomainsApi;

const SELECT: &str =
    "SELECT domain, verification_token, verified_at, created_at FROM agency_domains";

#[OpenApi(tag = "ApiTags::Brand")]
impl DomainsApi {
    /// The agency's custom domains.
    #[oai(path = "/domains", method = "get", operation_id = "listDomains")]
    async fn list(
        &self,
        state: Data<&AppState>,
        _req: &Request,
        auth: SessionCookie,
    ) -> ApiResult<Json<Vec<Domain>>> {
        let p = auth.0;
        p.require(&state, "agency", "read").await?;
        let rows: Vec<DomainRow> = sqlx::query_as(&format!(
            "{SELECT} WHERE agency_id = $1 ORDER BY created_at"
        ))
        .bind(p.agency()?.id)
        .fetch_all(&state.pool)
        .await?;
        Ok(Json(rows.into_iter().map(Domain::from).collect()))
    }

    /// Add a domain; it resolves to the agency once its TXT record is verified.
    #[oai(path = "/domains", method = "post", operation_id = "addDomain")]
    async fn add(
        &self,
        state: Data<&AppState>,
        req: &Request,
        auth: SessionCookie,
        body: Json<NewDomain>,
    ) -> ApiResult<DomainCreated> {
        let state = *state;
        let p = auth.0;
        p.require(state, "agency", "update").await?;
        let domain = validate_domain(&body.domain, &state.config.base_domain)
            .map_err(|problem| AppError::field("domain", problem))?;
        let token = crate::crypto::random_token()[..32].to_string();
        let mut tx = state.pool.begin().await?;
        let row: Option<DomainRow> = sqlx::query_as(
            "INSERT INTO agency_domains (domain, agency_id, verification_token) VALUES ($1, $2, $3)
             ON CONFLICT (domain) DO NOTHING RETURNING domain, verification_token, verified_at, created_at",
        )
        .bind(&domain)
        .bind(p.agency()?.id)
        .bind(&token)
        .fetch_optional(&mut *tx)
        .await?;
        let row =
            row.ok_or_else(|| AppError::Conflict("this domain is already registered".into()))?;
        audit::commit_with(
            tx,
            &p,
            &client_ip(req),
            Entry {
                entity_id: Some(domain.clone()),
                ..Entry::new("create", "domain", format!("Added the domain {domain}"))
            },
        )
        .await?;
        Ok(DomainCreated::Created(Json(row.into())))
    }

    /// Look up the TXT record now; verified domains start resolving to the agency.
    #[oai(
        path = "/domains/:domain/verify",
        method = "post",
        operation_id = "verifyDomain"
    )]
    async fn verify(
        &self,
        state: Data<&AppState>,
        req: &Request,
        auth: SessionCookie,
        domain: Path<String>,
    ) -> ApiResult<Json<Domain>> {
        let state = *state;
        let p = auth.0;
        p.require(state, "agency", "update").await?;
        let agency_id = p.agency()?.id;
        let row: DomainRow =
            sqlx::query_as(&format!("{SELECT} WHERE agency_id = $1 AND domain = $2"))
                .bind(agency_id)
                .bind(domain.0.to_ascii_lowercase())
                .fetch_optional(&state.pool)
                .await?
                .ok_or_else(|| AppError::not_found("domain"))?;
        if row.verified_at.is_some() {
            return Ok(Json(row.into()));
        }
        let expected = challenge_value(&row.verification_token);
        let found = state
            .dns
            .txt(&challenge_name(&row.domain))
            .await
            .map_err(|e| AppError::Conflict(format!("the DNS lookup failed: {e}")))?;
        if !found.iter().any(|v| v.trim_matches('"') == expected) {
            return Err(AppError::Conflict(format!(
                "the TXT record {} = {expected} was not found yet; DNS changes can take a while to appear",
                challenge_name(&row.domain)
            ))
            .into());
        }
        let mut tx = state.pool.begin().await?;
        let row: DomainRow = sqlx::query_as(
            "UPDATE agency_domains SET verified_at = now() WHERE agency_id = $1 AND domain = $2
             RETURNING domain, verification_token, verified_at, created_at",
        )
        .bind(agency_id)
        .bind(&row.domain)
        .fetch_one(&mut *tx)
        .await?;
        audit::commit_with(
            tx,
            &p,
            &client_ip(req),
            Entry {
                entity_id: Some(row.domain.clone()),
                ..Entry::new(
                    "verify",
                    "domain",
                    format!("Verified the domain {}", row.domain),
                )
            },
        )
        .await?;
        Ok(Json(row.into()))
    }

    /// Remove a domain; it stops resolving to the agency at once.
    #[oai(
        path = "/domains/:domain",
        method = "delete",
        operation_id = "removeDomain"
    )]
    async fn remove(
        &self,
        state: Data<&AppState>,
        req: &Request,
        auth: SessionCookie,
        domain: Path<String>,
    ) -> ApiResult<DomainRemoved> {
        let state = *state;
        let p = auth.0;
        p.require(state, "agency", "update").await?;
        let mut tx = state.pool.begin().await?;
        let done = sqlx::query("DELETE FROM agency_domains WHERE agency_id = $1 AND domain = $2")
            .bind(p.agency()?.id)
            .bind(domain.0.to_ascii_lowercase())
            .execute(&mut *tx)
            .await?;
        if done.rows_affected() == 0 {
            return Err(AppError::not_found("domain").into());
        }
        audit::commit_with(
            tx,
            &p,
            &client_ip(req),
            Entry {
                entity_id: Some(domain.0.clone()),
                ..Entry::new(
                    "delete",
                    "domain",
                    format!("Removed the domain {}", domain.0),
                )
            },
        )
        .await?;
        Ok(DomainRemoved::Done)
    }
}
