//! The agencies API's request and response objects.

use chrono::{DateTime, Utc};
use poem_openapi::payload::Json;
use poem_openapi::{ApiResponse, Object};
use uuid::Uuid;

use super::my_agency::MyAgency;
use super::queries::AgencyRow;
use crate::billing::subscription::SubscriptionRow;

#[derive(Debug, Object)]
#[oai(skip_serializing_if_is_none)]
pub struct Agency {
    pub id: Uuid,
    pub slug: String,
    pub name: String,
    pub schema_name: String,
    pub status: String,
    pub created_at: DateTime<Utc>,
    /// Active memberships.
    pub member_count: i64,
    /// A closing agency's purge date (its data is deleted after it unless the owner reopens it).
    #[oai(skip_serializing_if_is_none)]
    pub purge_after: Option<DateTime<Utc>>,
    /// When a closed agency's data was deleted.
    #[oai(skip_serializing_if_is_none)]
    pub purged_at: Option<DateTime<Utc>>,
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
            purge_after: r.purge_after,
            purged_at: r.purged_at,
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

#[derive(Debug, Object)]
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

impl From<SubscriptionRow> for Subscription {
    fn from(r: SubscriptionRow) -> Self {
        Self {
            plan: r.plan,
            status: r.status.to_string(),
            trial_ends_at: r.trial_ends_at,
        }
    }
}

impl From<MyAgency> for AgencyProfile {
    fn from(m: MyAgency) -> Self {
        Self {
            url: m.url,
            id: m.agency.id,
            slug: m.agency.slug,
            name: m.agency.name,
            created_at: m.agency.created_at,
            subscription: m.subscription.map(Subscription::from),
        }
    }
}
