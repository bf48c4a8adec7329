use poem::web::Data;
use poem_openapi::payload::Json;
use poem_openapi::{ApiResponse, Object, OpenApi};

use crate::api::ApiTags;
use crate::error::{ErrorBody, ErrorCode};
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
}
