use std::time::Duration;

use chrono::{DateTime, Utc};
use futures_util::stream::BoxStream;
use futures_util::StreamExt;
use poem::web::Data;
use poem::Request;
use poem_openapi::param::{Path, Query};
use poem_openapi::payload::{EventStream, Json};
use poem_openapi::{ApiResponse, Object, OpenApi};
use tenants::TenantTx;
use uuid::Uuid;

use super::census_commit;
use super::queries::{self, JobRow, SORT_FIELDS};
use crate::api::ApiTags;
use crate::auth::principal::client_ip;
use crate::auth::SessionCookie;
use crate::census::queries::{self as census_queries, Claim, GROUP_BUSY};
use crate::error::{ApiResult, AppError};
use crate::list::ListQuery;
use crate::state::AppState;
use crate::vocabulary::JobStatus;

#[derive(Debug, Clone, Object)]
#[oai(skip_serializing_if_is_none)]
pub struct Job {
    pub id: Uuid,
    /// e.g. census_commit.
    pub kind: String,
    pub status: JobStatus,
    pub group_id: Option<Uuid>,
    pub group_name: Option<String>,
    pub subject_id: Option<Uuid>,
    pub done: i32,
    pub total: i32,
    pub message: String,
    pub result: Option<serde_json::Value>,
    pub error: Option<String>,
    pub created_at: DateTime<Utc>,
    pub started_at: Option<DateTime<Utc>>,
    pub finished_at: Option<DateTime<Utc>>,
    /// Seconds from start to finish.
    pub duration_seconds: Option<f64>,
}

impl From<JobRow> for Job {
    fn from(r: JobRow) -> Self {
        let duration_seconds = match (r.started_at, r.finished_at) {
            (Some(s), Some(f)) => Some((f - s).num_milliseconds() as f64 / 1000.0),
            _ => None,
        };
        Self {
            id: r.id,
            kind: r.kind,
            status: r.status,
            group_id: r.group_id,
            group_name: r.group_name,
            subject_id: r.subject_id,
            done: r.done,
            total: r.total,
            message: r.message,
            result: r.result,
            error: r.error,
            created_at: r.created_at,
            started_at: r.started_at,
            finished_at: r.finished_at,
            duration_seconds,
        }
    }
}

#[derive(Debug, Object)]
pub struct JobsPage {
    pub data: Vec<Job>,
    pub total: i64,
    pub queued: i64,
    pub running: i64,
}

#[derive(Debug, Object)]
pub struct Storage {
    pub census_files: i64,
    pub census_bytes: i64,
    pub documents: i64,
    pub document_bytes: i64,
}

#[derive(ApiResponse)]
pub enum Retried {
    #[oai(status = 202)]
    Accepted(Json<Job>),
}

pub struct JobsApi;

#[OpenApi(tag = "ApiTags::Jobs")]
impl JobsApi {
    /// Recent background jobs with the queue's depth.
    #[oai(path = "/jobs", method = "get", operation_id = "listJobs")]
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
        status: Query<Option<String>>,
    ) -> ApiResult<Json<JobsPage>> {
        let p = auth.0;
        p.require(&state, "jobs", "read").await?;
        let query = ListQuery::parse(
            page.0,
            per_page.0,
            sort.0,
            order.0,
            None,
            SORT_FIELDS,
            ("j.created_at", true),
        )?;
        let mut tx = p.tenant_tx(&state).await?;
        let (rows, total) = queries::list(
            &mut tx,
            &query,
            status.0.as_deref().filter(|s| !s.is_empty()),
            p.group_scope(),
        )
        .await?;
        let (queued, running) = queries::queue_depth(&mut tx).await?;
        tx.commit().await?;
        Ok(Json(JobsPage {
            data: rows.into_iter().map(Job::from).collect(),
            total,
            queued,
            running,
        }))
    }

    /// One job.
    #[oai(path = "/jobs/:id", method = "get", operation_id = "getJob")]
    async fn get(
        &self,
        state: Data<&AppState>,
        _req: &Request,
        auth: SessionCookie,
        id: Path<Uuid>,
    ) -> ApiResult<Json<Job>> {
        let p = auth.0;
        p.require(&state, "census", "read").await?;
        let mut tx = p.tenant_tx(&state).await?;
        let row = queries::get(&mut tx, id.0, p.group_scope())
            .await?
            .ok_or_else(|| AppError::not_found("job"))?;
        tx.commit().await?;
        Ok(Json(row.into()))
    }

    /// The job's progress as server-sent events, until it ends.
    #[oai(path = "/jobs/:id/events", method = "get", operation_id = "streamJob")]
    async fn events(
        &self,
        state: Data<&AppState>,
        _req: &Request,
        auth: SessionCookie,
        id: Path<Uuid>,
    ) -> ApiResult<EventStream<BoxStream<'static, Job>>> {
        let p = auth.0;
        p.require(&state, "census", "read").await?;
        let agency = p.agency()?.clone();
        let scope = p.group_scope();
        let pool = state.pool.clone();
        {
            let mut tx = TenantTx::begin(&pool, &agency).await?;
            queries::get(&mut tx, id.0, scope)
                .await?
                .ok_or_else(|| AppError::not_found("job"))?;
            tx.commit().await?;
        }
        let job_id = id.0;
        let stream = futures_util::stream::unfold(
            (pool, agency, None::<(JobStatus, i32, String)>, false),
            move |(pool, agency, last, ended)| async move {
                if ended {
                    return None;
                }
                for _ in 0..1200 {
                    let row = async {
                        let mut tx = TenantTx::begin(&pool, &agency).await.ok()?;
                        let row = queries::get(&mut tx, job_id, scope).await.ok().flatten();
                        tx.commit().await.ok()?;
                        row
                    }
                    .await?;
                    let key = (row.status, row.done, row.message.clone());
                    if last.as_ref() != Some(&key) {
                        let finished =
                            matches!(row.status, JobStatus::Succeeded | JobStatus::Failed);
                        return Some((Job::from(row), (pool, agency, Some(key), finished)));
                    }
                    tokio::time::sleep(Duration::from_millis(250)).await;
                }
                None
            },
        );
        Ok(EventStream::new(stream.boxed()).keep_alive(Duration::from_secs(15)))
    }

    /// Run a failed job again (a census commit re-checks the file first).
    #[oai(path = "/jobs/:id/retry", method = "post", operation_id = "retryJob")]
    async fn retry(
        &self,
        state: Data<&AppState>,
        req: &Request,
        auth: SessionCookie,
        id: Path<Uuid>,
    ) -> ApiResult<Retried> {
        let state = *state;
        let p = auth.0;
        p.require(state, "census", "write").await?;
        let agency = p.agency()?.clone();
        let mut tx = p.tenant_tx(state).await?;
        let job = queries::get(&mut tx, id.0, p.group_scope())
            .await?
            .ok_or_else(|| AppError::not_found("job"))?;
        if job.status != JobStatus::Failed || job.kind != "census_commit" {
            return Err(
                AppError::Conflict("only a failed census import can be retried".into()).into(),
            );
        }
        let version_id = job
            .subject_id
            .ok_or_else(|| AppError::Internal("a census job without its version".into()))?;
        match census_queries::claim_for_commit(&mut tx, version_id).await? {
            Claim::Claimed => {}
            Claim::NotWaiting => {
                return Err(
                    AppError::Conflict("this import is not waiting to be committed".into()).into(),
                )
            }
            Claim::GroupBusy => return Err(AppError::Conflict(GROUP_BUSY.into()).into()),
        }
        let new_id = queries::create(
            &mut tx,
            "census_commit",
            job.group_id,
            Some(version_id),
            p.user_id,
        )
        .await?;
        let input = census_commit::Input {
            agency_id: agency.id,
            job_id: new_id,
            version_id,
            actor_id: p.user_id,
            actor_name: p.name.clone(),
            ip: client_ip(req),
        };
        census_commit::enqueue(state, &mut tx, &input).await?;
        let row = queries::get(&mut tx, new_id, None)
            .await?
            .ok_or_else(|| AppError::not_found("job"))?;
        tx.commit().await?;
        Ok(Retried::Accepted(Json(row.into())))
    }

    /// Files kept for the agency.
    #[oai(path = "/storage", method = "get", operation_id = "getStorage")]
    async fn storage(
        &self,
        state: Data<&AppState>,
        _req: &Request,
        auth: SessionCookie,
    ) -> ApiResult<Json<Storage>> {
        let p = auth.0;
        p.require(&state, "jobs", "read").await?;
        let mut tx = p.tenant_tx(&state).await?;
        let (census_files, census_bytes, documents, document_bytes) =
            queries::storage(&mut tx).await?;
        tx.commit().await?;
        Ok(Json(Storage {
            census_files,
            census_bytes,
            documents,
            document_bytes,
        }))
    }
}
