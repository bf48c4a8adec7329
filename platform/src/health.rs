use poem::web::Data;
use poem_openapi::payload::Json;
use poem_openapi::{ApiResponse, Object, OpenApi};

use crate::api::ApiTags;
use crate::error::{ErrorBody, ErrorCode};
use crate::observability::readiness::NotReady;
use crate::state::AppState;

#[derive(Debug, Object)]
pub struct Health {
    pub status: String,
    pub database: String,
}

#[derive(ApiResponse)]
pub enum HealthResponse {
    /// The server and its database answer.
    #[oai(status = 200)]
    Ok(Json<Health>),
    /// The database does not answer.
    #[oai(status = 503)]
    Unavailable(Json<ErrorBody>),
}

/// The process is up and serving.
#[derive(Debug, Object)]
pub struct Liveness {
    /// Always `live`.
    pub status: String,
}

/// The server may be sent traffic.
#[derive(Debug, Object)]
pub struct Readiness {
    /// Always `ready`.
    pub status: String,
    /// `ok`: it answered within the check's time limit.
    pub database: String,
    /// `applied`: every migration this server was built with, in the public schema and in
    /// every agency's.
    pub migrations: String,
}

#[derive(ApiResponse)]
pub enum ReadinessResponse {
    #[oai(status = 200)]
    Ready(Json<Readiness>),
    /// Not ready: `database_unavailable` (no answer within two seconds), `migrations_pending`
    /// or `shutting_down`.
    #[oai(status = 503)]
    NotReady(Json<ErrorBody>),
}

pub struct HealthApi;

#[OpenApi(tag = "ApiTags::Health")]
impl HealthApi {
    /// Liveness and database check, for load balancers and `make run`.
    #[oai(path = "/health", method = "get", operation_id = "getHealth")]
    async fn health(&self, state: Data<&AppState>) -> HealthResponse {
        match sqlx::query_scalar::<_, i32>("SELECT 1")
            .fetch_one(&state.pool)
            .await
        {
            Ok(_) => HealthResponse::Ok(Json(Health {
                status: "ok".into(),
                database: "ok".into(),
            })),
            Err(e) => {
                let body = ErrorBody::new(
                    ErrorCode::DatabaseUnavailable,
                    "the database does not answer",
                );
                tracing::error!(digest = %body.digest, error = %e, "health check failed");
                HealthResponse::Unavailable(Json(body))
            }
        }
    }

    /// Liveness: the process is up and serving requests. It touches nothing else, so an
    /// orchestrator restarts the process only when the process itself is stuck.
    #[oai(path = "/health/live", method = "get", operation_id = "getHealthLive")]
    async fn live(&self) -> Json<Liveness> {
        Json(Liveness {
            status: "live".into(),
        })
    }

    /// Readiness: the database answers within two seconds, every migration is applied and the
    /// server is not shutting down. Load balancers send requests only to ready servers.
    #[oai(
        path = "/health/ready",
        method = "get",
        operation_id = "getHealthReady"
    )]
    async fn ready(&self, state: Data<&AppState>) -> ReadinessResponse {
        match state.readiness.check(&state.pool).await {
            Ok(()) => ReadinessResponse::Ready(Json(Readiness {
                status: "ready".into(),
                database: "ok".into(),
                migrations: "applied".into(),
            })),
            Err(not_ready) => {
                let body = match &not_ready {
                    NotReady::ShuttingDown => {
                        ErrorBody::new(ErrorCode::ShuttingDown, "the server is shutting down")
                    }
                    NotReady::Database(_) => ErrorBody::new(
                        ErrorCode::DatabaseUnavailable,
                        "the database does not answer",
                    ),
                    NotReady::MigrationsPending => ErrorBody::new(
                        ErrorCode::MigrationsPending,
                        "the database is not migrated to this version yet",
                    ),
                };
                if let NotReady::Database(e) = &not_ready {
                    tracing::error!(digest = %body.digest, error = %e, "readiness check failed");
                }
                ReadinessResponse::NotReady(Json(body))
            }
        }
    }
}
