//! Early access's request and response objects.

use chrono::{DateTime, Utc};
use poem_openapi::Object;
use uuid::Uuid;

use super::queries::{FeedbackRow, PreviewRow, SignupRow};
use crate::vocabulary::{AgencySize, PreviewFeature};

#[derive(Debug, Object)]
pub struct EarlyAccessRequest {
    pub name: String,
    pub email: String,
    pub agency_name: String,
    pub agency_size: AgencySize,
    /// The previews the agency would like to try.
    #[oai(default)]
    pub interests: Vec<PreviewFeature>,
}

/// The same answer whether the address was new or already on the list.
#[derive(Debug, Object)]
pub struct EarlyAccessJoined {
    pub message: String,
}

#[derive(Debug, Object)]
pub struct EarlyAccessSignup {
    pub id: Uuid,
    pub name: String,
    pub email: String,
    pub agency_name: String,
    pub agency_size: AgencySize,
    pub interests: Vec<String>,
    pub created_at: DateTime<Utc>,
}

impl From<SignupRow> for EarlyAccessSignup {
    fn from(r: SignupRow) -> Self {
        Self {
            id: r.id,
            name: r.name,
            email: r.email,
            agency_name: r.agency_name,
            agency_size: r.agency_size,
            interests: r.interests,
            created_at: r.created_at,
        }
    }
}

#[derive(Debug, Object)]
pub struct EarlyAccessSignupPage {
    pub data: Vec<EarlyAccessSignup>,
    pub total: i64,
}

/// A preview feature and whether the caller's agency has it on.
#[derive(Debug, Object)]
#[oai(skip_serializing_if_is_none)]
pub struct Preview {
    pub feature: PreviewFeature,
    pub title: String,
    pub description: String,
    /// Where it lives in the portal.
    pub path: String,
    pub enabled: bool,
    pub enabled_at: Option<DateTime<Utc>>,
    pub enabled_by_name: Option<String>,
    /// How many messages the agency has sent about it.
    pub feedback_count: i64,
}

impl From<PreviewRow> for Preview {
    fn from(r: PreviewRow) -> Self {
        Self {
            feature: r.feature,
            title: r.feature.title().into(),
            description: r.feature.description().into(),
            path: r.feature.path().into(),
            enabled: r.enabled_at.is_some(),
            enabled_at: r.enabled_at,
            enabled_by_name: r.enabled_by_name,
            feedback_count: r.feedback_count,
        }
    }
}

#[derive(Debug, Object)]
pub struct PreviewSwitch {
    pub enabled: bool,
}

#[derive(Debug, Object)]
pub struct PreviewFeedbackRequest {
    pub message: String,
}

#[derive(Debug, Object)]
pub struct PreviewFeedback {
    pub id: Uuid,
    pub agency_name: String,
    pub feature: PreviewFeature,
    pub user_name: String,
    pub message: String,
    pub created_at: DateTime<Utc>,
}

impl From<FeedbackRow> for PreviewFeedback {
    fn from(r: FeedbackRow) -> Self {
        Self {
            id: r.id,
            agency_name: r.agency_name,
            feature: r.feature,
            user_name: r.user_name,
            message: r.message,
            created_at: r.created_at,
        }
    }
}

#[derive(Debug, Object)]
pub struct PreviewFeedbackPage {
    pub data: Vec<PreviewFeedback>,
    pub total: i64,
}
