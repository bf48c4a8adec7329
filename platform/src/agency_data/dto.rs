//! Agency export and closure: request and response objects.

use chrono::{DateTime, Utc};
use poem_openapi::Object;

use super::queries::ClosureRow;
use super::rules::GRACE_DAYS;
use crate::vocabulary::AgencyStatus;

#[derive(Debug, Object)]
pub struct AgencyExportRequest {
    /// Put the full SSNs of employees and dependents (and the files that carry them: census
    /// uploads, carrier enrollment files) in the export; needs `password`.
    #[oai(default)]
    pub include_ssns: bool,
    /// The caller's password, to confirm an export with SSNs.
    #[oai(skip_serializing_if_is_none)]
    pub password: Option<String>,
}

#[derive(Debug, Object)]
pub struct AgencyClosureRequest {
    /// The caller's password.
    pub password: String,
    /// The agency's subdomain, typed to confirm.
    pub confirm_slug: String,
}

/// Whether the agency is closing, and until when its owner can reopen it.
#[derive(Debug, Object)]
#[oai(skip_serializing_if_is_none)]
pub struct AgencyClosure {
    pub slug: String,
    pub name: String,
    pub status: AgencyStatus,
    /// When the owner asked to close it.
    #[oai(skip_serializing_if_is_none)]
    pub requested_at: Option<DateTime<Utc>>,
    #[oai(skip_serializing_if_is_none)]
    pub requested_by: Option<String>,
    /// From when its data is deleted for good.
    #[oai(skip_serializing_if_is_none)]
    pub purge_after: Option<DateTime<Utc>>,
    /// The grace period a closure gives, in days.
    pub grace_days: i64,
}

impl TryFrom<ClosureRow> for AgencyClosure {
    type Error = crate::error::AppError;
    fn try_from(r: ClosureRow) -> Result<Self, Self::Error> {
        Ok(Self {
            slug: r.slug,
            name: r.name,
            status: r
                .status
                .parse()
                .map_err(|e| crate::error::AppError::Internal(format!("{e:?}")))?,
            requested_at: r.closure_requested_at,
            requested_by: r.closure_requested_by_name,
            purge_after: r.purge_after,
            grace_days: GRACE_DAYS,
        })
    }
}
