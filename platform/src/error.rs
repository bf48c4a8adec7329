//! The one error type of the API, mapped once to HTTP.
//!
//! Every error answers `{ code, message, details?, digest }`, where `digest` is the request id
//! (also in the `x-request-id` header and in the server log). Internal errors never show SQL or
//! a stack trace to the client: they are logged with the digest instead.

use std::collections::BTreeMap;

use poem::http::StatusCode;
use poem_openapi::payload::Json;
use poem_openapi::{ApiResponse, Enum, Object};
use tenants::TenantError;

tokio::task_local! {
    pub static REQUEST_ID: String;
}

pub fn current_request_id() -> String {
    REQUEST_ID
        .try_with(|id| id.clone())
        .unwrap_or_else(|_| "-".to_string())
}

/// What went wrong, for programs: clients branch on the code, never on the message.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Enum, serde::Serialize)]
#[oai(rename_all = "snake_case")]
#[serde(rename_all = "snake_case")]
pub enum ErrorCode {
    /// A field is invalid; `details.fields` names each one.
    Validation,
    /// The request cannot be read (malformed JSON, a wrong parameter type).
    BadRequest,
    Unauthenticated,
    InvalidCredentials,
    Forbidden,
    /// A state-changing request without the CSRF header.
    Csrf,
    NotFound,
    MethodNotAllowed,
    Conflict,
    /// Someone saved the record after the caller read it.
    StaleVersion,
    /// The record must pass its checks first; `details.failing` names the ones that do not.
    CheckFailed,
    /// The request goes over one of the product's limits; `details.limit` says which number.
    LimitReached,
    /// The agency's subscription ended (canceled, or a trial past its end): its data is
    /// read-only until it subscribes; `details.billing` is where to.
    SubscriptionInactive,
    /// A preview feature the agency has not switched on; `details.feature` names it and
    /// `details.switch_on` is where owners and admins switch it on.
    PreviewNotEnabled,
    TokenInvalid,
    TokenUsed,
    TokenExpired,
    PayloadTooLarge,
    UnsupportedMediaType,
    /// Too many attempts; `details.retry_after_seconds` says how long to wait.
    RateLimited,
    Internal,
    DatabaseUnavailable,
    /// The server is past capacity; `details.retry_after_seconds` (and the `Retry-After`
    /// header) say when to try again.
    Overloaded,
    /// The database lacks migrations this server was built with (readiness).
    MigrationsPending,
    /// The server is finishing its requests before it stops (readiness).
    ShuttingDown,
}

#[derive(Debug, Clone, Object)]
#[oai(skip_serializing_if_is_none)]
pub struct ErrorBody {
    pub code: ErrorCode,
    /// A sentence for people.
    pub message: String,
    /// For validation errors: `{ "fields": { "<field>": "<problem>" } }`; for rate limits
    /// `{ "retry_after_seconds": n }`; for limits `{ "limit": n, "field": "<field>" }`; for
    /// failed checks `{ "failing": ["<check>"] }`.
    pub details: Option<serde_json::Value>,
    /// The request id, to quote to support; the server log has the same id.
    pub digest: String,
}

impl ErrorBody {
    pub fn new(code: ErrorCode, message: impl Into<String>) -> Self {
        Self {
            code,
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
        code: ErrorCode,
        message: &'static str,
    },
    /// The request goes over one of the product's limits (rows in a file or an export).
    #[error("{message}")]
    LimitReached {
        message: String,
        limit: u64,
        field: Option<&'static str>,
    },
    /// The agency's plan allows no more of something (groups, employees, seats).
    #[error("{message}")]
    PlanLimit {
        message: String,
        kind: crate::vocabulary::UsageKind,
        limit: i32,
        used: i64,
    },
    /// The agency's subscription ended: its data is read-only.
    #[error("{0}")]
    SubscriptionInactive(String),
    /// A preview feature the agency has not switched on.
    #[error("{} is a preview not enabled for your agency", .0.title())]
    PreviewNotEnabled(crate::vocabulary::PreviewFeature),
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

    /// One check that does not pass, its message the check's own.
    pub fn check_failed(problem: impl Into<String>) -> Self {
        let problem = problem.into();
        Self::CheckFailed {
            message: problem.clone(),
            failing: vec![problem],
        }
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
    /// The agency's subscription does not cover this: it ended (read-only), or the plan's
    /// limit is reached.
    #[oai(status = 402)]
    PaymentRequired(Json<ErrorBody>),
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
    /// The server is past capacity: nothing was done; try again after `Retry-After` seconds.
    #[oai(status = 503)]
    ServiceUnavailable(Json<ErrorBody>, #[oai(header = "Retry-After")] u64),
}

impl From<AppError> for ApiError {
    fn from(e: AppError) -> Self {
        let message = e.to_string();
        match e {
            AppError::Validation { fields, .. } => ApiError::BadRequest(Json(ErrorBody {
                details: Some(serde_json::json!({ "fields": fields })),
                ..ErrorBody::new(ErrorCode::Validation, message)
            })),
            AppError::Token { code, .. } => {
                ApiError::BadRequest(Json(ErrorBody::new(code, message)))
            }
            AppError::Unauthenticated => {
                ApiError::Unauthorized(Json(ErrorBody::new(ErrorCode::Unauthenticated, message)))
            }
            AppError::InvalidCredentials => {
                ApiError::Unauthorized(Json(ErrorBody::new(ErrorCode::InvalidCredentials, message)))
            }
            AppError::Forbidden(_) => {
                ApiError::Forbidden(Json(ErrorBody::new(ErrorCode::Forbidden, message)))
            }
            AppError::NotFound(_) => {
                ApiError::NotFound(Json(ErrorBody::new(ErrorCode::NotFound, message)))
            }
            AppError::Conflict(_) => {
                ApiError::Conflict(Json(ErrorBody::new(ErrorCode::Conflict, message)))
            }
            AppError::StaleVersion(_) => {
                ApiError::Conflict(Json(ErrorBody::new(ErrorCode::StaleVersion, message)))
            }
            AppError::CheckFailed { failing, .. } => ApiError::Conflict(Json(ErrorBody {
                details: Some(serde_json::json!({ "failing": failing })),
                ..ErrorBody::new(ErrorCode::CheckFailed, message)
            })),
            AppError::LimitReached { limit, field, .. } => ApiError::BadRequest(Json(ErrorBody {
                details: Some(serde_json::json!({ "limit": limit, "field": field })),
                ..ErrorBody::new(ErrorCode::LimitReached, message)
            })),
            AppError::PlanLimit {
                kind, limit, used, ..
            } => ApiError::PaymentRequired(Json(ErrorBody {
                details: Some(serde_json::json!({
                    "limit": limit,
                    "used": used,
                    "kind": kind,
                    "billing": "/dashboard/billing",
                })),
                ..ErrorBody::new(ErrorCode::LimitReached, message)
            })),
            AppError::SubscriptionInactive(_) => ApiError::PaymentRequired(Json(ErrorBody {
                details: Some(serde_json::json!({ "billing": "/dashboard/billing" })),
                ..ErrorBody::new(ErrorCode::SubscriptionInactive, message)
            })),
            AppError::PreviewNotEnabled(feature) => ApiError::Forbidden(Json(ErrorBody {
                details: Some(serde_json::json!({
                    "feature": feature.as_str(),
                    "switch_on": "/dashboard/early-access",
                })),
                ..ErrorBody::new(ErrorCode::PreviewNotEnabled, message)
            })),
            AppError::PayloadTooLarge(_) => {
                ApiError::PayloadTooLarge(Json(ErrorBody::new(ErrorCode::PayloadTooLarge, message)))
            }
            AppError::RateLimited { retry_after_secs } => ApiError::TooManyRequests(
                Json(ErrorBody {
                    details: Some(serde_json::json!({ "retry_after_seconds": retry_after_secs })),
                    ..ErrorBody::new(ErrorCode::RateLimited, message)
                }),
                retry_after_secs,
            ),
            // Every connection stayed busy for the whole wait: the server is past capacity.
            AppError::Database(sqlx::Error::PoolTimedOut) => {
                let retry_after = crate::load_shed::RETRY_AFTER_SECS;
                tracing::warn!("no database connection came free in time: shedding the request");
                ApiError::ServiceUnavailable(
                    Json(ErrorBody {
                        details: Some(serde_json::json!({ "retry_after_seconds": retry_after })),
                        ..ErrorBody::new(
                            ErrorCode::Overloaded,
                            "the server is busier than it can answer well; try again in a second",
                        )
                    }),
                    retry_after,
                )
            }
            AppError::Database(err) => internal(&err.to_string()),
            AppError::Internal(detail) => internal(&detail),
        }
    }
}

fn internal(detail: &str) -> ApiError {
    let body = ErrorBody::new(ErrorCode::Internal, "something went wrong on our side");
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
    if let Some(param) = err.downcast_ref::<poem_openapi::error::ParseParamError>() {
        let body = ErrorBody {
            details: Some(serde_json::json!({ "fields": { param.name: param.reason } })),
            ..ErrorBody::new(ErrorCode::Validation, "some fields need attention")
        };
        return (StatusCode::BAD_REQUEST, body);
    }
    let status = err.status();
    let (code, message) = match status {
        StatusCode::UNAUTHORIZED => (ErrorCode::Unauthenticated, "sign in to continue".into()),
        StatusCode::NOT_FOUND => (ErrorCode::NotFound, "no such resource".into()),
        StatusCode::METHOD_NOT_ALLOWED => (
            ErrorCode::MethodNotAllowed,
            "this method is not allowed here".into(),
        ),
        StatusCode::PAYLOAD_TOO_LARGE => (
            ErrorCode::PayloadTooLarge,
            "the request is too large".into(),
        ),
        StatusCode::UNSUPPORTED_MEDIA_TYPE => (ErrorCode::UnsupportedMediaType, err.to_string()),
        s if s.is_client_error() => (ErrorCode::BadRequest, err.to_string()),
        _ => (
            ErrorCode::Internal,
            "something went wrong on our side".into(),
        ),
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

    fn body_of(e: AppError) -> (u16, serde_json::Value) {
        let (status, body) = match ApiError::from(e) {
            ApiError::BadRequest(Json(b)) => (400, b),
            ApiError::Conflict(Json(b)) => (409, b),
            other => panic!("unexpected answer {other:?}"),
        };
        let json = serde_json::json!({ "code": body.code, "details": body.details });
        (status, json)
    }

    #[test]
    fn a_parameter_that_does_not_parse_names_its_field() {
        let err = poem::Error::from(poem_openapi::error::ParseParamError {
            name: "stage",
            reason: "unknown value".into(),
        });
        let (status, body) = from_poem_error(&err);
        assert_eq!(status, StatusCode::BAD_REQUEST);
        assert_eq!(body.code, ErrorCode::Validation);
        assert_eq!(
            body.details,
            Some(serde_json::json!({ "fields": { "stage": "unknown value" } }))
        );
    }

    #[test]
    fn limits_and_checks_carry_their_code_and_details() {
        let (status, body) = body_of(AppError::LimitReached {
            message: "the file has more than 10 rows".into(),
            limit: 10,
            field: Some("file"),
        });
        assert_eq!(status, 400);
        assert_eq!(body["code"], "limit_reached");
        assert_eq!(body["details"]["limit"], 10);
        assert_eq!(body["details"]["field"], "file");

        let (status, body) = body_of(AppError::StaleVersion("changed".into()));
        assert_eq!(
            (status, body["code"].as_str()),
            (409, Some("stale_version"))
        );

        let (status, body) = body_of(AppError::CheckFailed {
            message: "fix the checks".into(),
            failing: vec!["single_carrier".into()],
        });
        assert_eq!((status, body["code"].as_str()), (409, Some("check_failed")));
        assert_eq!(body["details"]["failing"][0], "single_carrier");
    }
}
