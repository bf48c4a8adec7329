//! The one error type of the API, mapped once to HTTP.
//!
//! Every error answers `{ code, message, details?, digest }`, where `digest` is the request id
//! (also in the `x-request-id` header and in the server log). Internal errors never show SQL or
//! a stack trace to the client: they are logged with the digest instead.

use std::collections::BTreeMap;

use poem::http::StatusCode;
use poem_openapi::payload::Json;
use poem_openapi::{ApiResponse, Object};
use tenants::TenantError;

tokio::task_local! {
    pub static REQUEST_ID: String;
}

pub fn current_request_id() -> String {
    REQUEST_ID
        .try_with(|id| id.clone())
        .unwrap_or_else(|_| "-".to_string())
}

#[derive(Debug, Clone, Object)]
#[oai(skip_serializing_if_is_none)]
pub struct ErrorBody {
    /// Machine-readable code, e.g. `validation`, `not_found`, `invalid_credentials`,
    /// `stale_version`, `check_failed`.
    pub code: String,
    /// A sentence for people.
    pub message: String,
    /// For validation errors: `{ "fields": { "<field>": "<problem>" } }`; for rate limits
    /// `{ "retry_after_seconds": n }`.
    pub details: Option<serde_json::Value>,
    /// The request id, to quote to support; the server log has the same id.
    pub digest: String,
}

impl ErrorBody {
    pub fn new(code: &str, message: impl Into<String>) -> Self {
        Self {
            code: code.to_string(),
            message: message.into(),
            details: None,
            digest: current_request_id(),
        }
    }
}

#[derive(Debug, thiserror::Error)]
pub enum AppError {
    #[error("{message}")]
    Validation {
        message: String,
        fields: BTreeMap<String, String>,
    },
    #[error("sign in to continue")]
    Unauthenticated,
    #[error("email or password is incorrect")]
    InvalidCredentials,
    #[error("{0}")]
    Forbidden(String),
    #[error("{0}")]
    NotFound(String),
    #[error("{0}")]
    Conflict(String),
    /// Someone saved the record after the caller read it: their version is not the latest.
    #[error("{0}")]
    StaleVersion(String),
    /// The record must pass its checks first; `failing` names the ones that do not.
    #[error("{message}")]
    CheckFailed {
        message: String,
        failing: Vec<String>,
    },
    /// An email link that cannot be used (expired, used, unknown).
    #[error("{message}")]
    Token {
        code: &'static str,
        message: &'static str,
    },
    #[error("{0}")]
    PayloadTooLarge(String),
    #[error("too many attempts; try again in {}", wait_text(*retry_after_secs))]
    RateLimited { retry_after_secs: u64 },
    #[error(transparent)]
    Database(#[from] sqlx::Error),
    #[error("{0}")]
    Internal(String),
}

/// A wait as people say it: "30 seconds", "46 minutes", "2 hours 5 minutes".
pub fn wait_text(seconds: u64) -> String {
    let plural = |n: u64, unit: &str| format!("{n} {unit}{}", if n == 1 { "" } else { "s" });
    let seconds = seconds.max(1);
    if seconds < 60 {
        return plural(seconds, "second");
    }
    let minutes = seconds.div_ceil(60);
    if minutes < 60 {
        return plural(minutes, "minute");
    }
    match (minutes / 60, minutes % 60) {
        (hours, 0) => plural(hours, "hour"),
        (hours, rest) => format!("{} {}", plural(hours, "hour"), plural(rest, "minute")),
    }
}

impl AppError {
    pub fn forbidden() -> Self {
        Self::Forbidden("you do not have access to this".into())
    }

    pub fn not_found(what: &str) -> Self {
        Self::NotFound(format!("{what} not found"))
    }

    pub fn field(field: &str, problem: impl Into<String>) -> Self {
        let mut fields = BTreeMap::new();
        fields.insert(field.to_string(), problem.into());
        Self::Validation {
            message: "some fields need attention".into(),
            fields,
        }
    }
}

impl From<TenantError> for AppError {
    fn from(e: TenantError) -> Self {
        match e {
            TenantError::InvalidSlug(problem) => AppError::field("slug", problem),
            TenantError::SlugTaken => AppError::Conflict("that subdomain is already taken".into()),
            TenantError::Database(e) => AppError::Database(e),
            other => AppError::Internal(other.to_string()),
        }
    }
}

/// Collects field problems and turns them into one validation error.
#[derive(Default)]
pub struct FieldErrors(BTreeMap<String, String>);

impl FieldErrors {
    pub fn check(&mut self, ok: bool, field: &str, problem: &str) {
        if !ok && !self.0.contains_key(field) {
            self.0.insert(field.to_string(), problem.to_string());
        }
    }

    pub fn finish(self) -> Result<(), AppError> {
        if self.0.is_empty() {
            Ok(())
        } else {
            Err(AppError::Validation {
                message: "some fields need attention".into(),
                fields: self.0,
            })
        }
    }
}

/// The error responses every operation can give, as the OpenAPI document describes them.
#[derive(Debug, ApiResponse)]
pub enum ApiError {
    /// The request is malformed or a field is invalid.
    #[oai(status = 400)]
    BadRequest(Json<ErrorBody>),
    /// Not signed in, or the session ended.
    #[oai(status = 401)]
    Unauthorized(Json<ErrorBody>),
    /// Signed in, but not allowed.
    #[oai(status = 403)]
    Forbidden(Json<ErrorBody>),
    #[oai(status = 404)]
    NotFound(Json<ErrorBody>),
    /// The request conflicts with the current state.
    #[oai(status = 409)]
    Conflict(Json<ErrorBody>),
    #[oai(status = 413)]
    PayloadTooLarge(Json<ErrorBody>),
    /// The body is not in a format the operation reads (JSON, or multipart for uploads).
    /// poem-openapi answers it while reading the body (see `from_poem_error`); the variant
    /// declares it on every operation.
    #[allow(dead_code)]
    #[oai(status = 415)]
    UnsupportedMediaType(Json<ErrorBody>),
    #[oai(status = 429)]
    TooManyRequests(Json<ErrorBody>, #[oai(header = "Retry-After")] u64),
    #[oai(status = 500)]
    Internal(Json<ErrorBody>),
}

impl From<AppError> for ApiError {
    fn from(e: AppError) -> Self {
        let message = e.to_string();
        match e {
            AppError::Validation { fields, .. } => ApiError::BadRequest(Json(ErrorBody {
                details: Some(serde_json::json!({ "fields": fields })),
                ..ErrorBody::new("validation", message)
            })),
            AppError::Token { code, .. } => {
                ApiError::BadRequest(Json(ErrorBody::new(code, message)))
            }
            AppError::Unauthenticated => {
                ApiError::Unauthorized(Json(ErrorBody::new("unauthenticated", message)))
            }
            AppError::InvalidCredentials => {
                ApiError::Unauthorized(Json(ErrorBody::new("invalid_credentials", message)))
            }
            AppError::Forbidden(_) => {
                ApiError::Forbidden(Json(ErrorBody::new("forbidden", message)))
            }
            AppError::NotFound(_) => ApiError::NotFound(Json(ErrorBody::new("not_found", message))),
            AppError::Conflict(_) => ApiError::Conflict(Json(ErrorBody::new("conflict", message))),
            AppError::StaleVersion(_) => {
                ApiError::Conflict(Json(ErrorBody::new("stale_version", message)))
            }
            AppError::CheckFailed { failing, .. } => ApiError::Conflict(Json(ErrorBody {
                details: Some(serde_json::json!({ "failing": failing })),
                ..ErrorBody::new("check_failed", message)
            })),
            AppError::PayloadTooLarge(_) => {
                ApiError::PayloadTooLarge(Json(ErrorBody::new("payload_too_large", message)))
            }
            AppError::RateLimited { retry_after_secs } => ApiError::TooManyRequests(
                Json(ErrorBody {
                    details: Some(serde_json::json!({ "retry_after_seconds": retry_after_secs })),
                    ..ErrorBody::new("rate_limited", message)
                }),
                retry_after_secs,
            ),
            AppError::Database(err) => internal(&err.to_string()),
            AppError::Internal(detail) => internal(&detail),
        }
    }
}

fn internal(detail: &str) -> ApiError {
    let body = ErrorBody::new("internal", "something went wrong on our side");
    tracing::error!(digest = %body.digest, error = %detail, "internal error");
    ApiError::Internal(Json(body))
}

impl From<sqlx::Error> for ApiError {
    fn from(e: sqlx::Error) -> Self {
        AppError::from(e).into()
    }
}

impl From<TenantError> for ApiError {
    fn from(e: TenantError) -> Self {
        AppError::from(e).into()
    }
}

pub type ApiResult<T> = Result<T, ApiError>;

/// Turns an error raised outside our handlers (a malformed body, an unknown route, a missing
/// session cookie) into the same shape.
pub fn from_poem_error(err: &poem::Error) -> (StatusCode, ErrorBody) {
    let status = err.status();
    let (code, message) = match status {
        StatusCode::UNAUTHORIZED => ("unauthenticated", "sign in to continue".to_string()),
        StatusCode::NOT_FOUND => ("not_found", "no such resource".to_string()),
        StatusCode::METHOD_NOT_ALLOWED => (
            "method_not_allowed",
            "this method is not allowed here".to_string(),
        ),
        StatusCode::PAYLOAD_TOO_LARGE => {
            ("payload_too_large", "the request is too large".to_string())
        }
        StatusCode::UNSUPPORTED_MEDIA_TYPE => ("unsupported_media_type", err.to_string()),
        s if s.is_client_error() => ("bad_request", err.to_string()),
        _ => ("internal", "something went wrong on our side".to_string()),
    };
    let body = ErrorBody::new(code, message);
    if status.is_server_error() {
        tracing::error!(digest = %body.digest, error = %err, "internal error");
    }
    (status, body)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn waits_read_naturally() {
        assert_eq!(wait_text(1), "1 second");
        assert_eq!(wait_text(45), "45 seconds");
        assert_eq!(wait_text(2725), "46 minutes");
        assert_eq!(wait_text(3600), "1 hour");
        assert_eq!(wait_text(7500), "2 hours 5 minutes");
        assert_eq!(
            AppError::RateLimited {
                retry_after_secs: 2725
            }
            .to_string(),
            "too many attempts; try again in 46 minutes"
        );
    }
}
