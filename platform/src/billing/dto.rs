//! The billing API's response objects.

use chrono::{DateTime, Utc};
use poem_openapi::Object;

use super::queries::PlanRow;
use crate::vocabulary::{SubscriptionStatus, UsageKind};

/// A plan of the catalogue, as the landing page and the billing page show it.
#[derive(Debug, Object)]
#[oai(skip_serializing_if_is_none)]
pub struct BillingPlan {
    pub id: String,
    pub name: String,
    pub tagline: String,
    pub monthly_cents: i64,
    pub yearly_cents: i64,
    /// Absent: no limit.
    pub max_groups: Option<i32>,
    pub max_employees: Option<i32>,
    pub max_seats: Option<i32>,
    pub features: Vec<String>,
}

impl From<PlanRow> for BillingPlan {
    fn from(p: PlanRow) -> Self {
        Self {
            id: p.id,
            name: p.name,
            tagline: p.tagline,
            monthly_cents: p.monthly_cents,
            yearly_cents: p.yearly_cents,
            max_groups: p.max_groups,
            max_employees: p.max_employees,
            max_seats: p.max_seats,
            features: p.features,
        }
    }
}

#[derive(Debug, Object)]
#[oai(skip_serializing_if_is_none)]
pub struct BillingSubscription {
    pub status: SubscriptionStatus,
    /// The plan whose limits apply (a trial tries one), when the catalogue has it.
    pub plan: Option<BillingPlan>,
    pub trialing: bool,
    pub trial_ends_at: Option<DateTime<Utc>>,
    /// Whole days left in the trial, 0 once it ended.
    pub trial_days_left: Option<i32>,
}

/// A count a plan limits, beside its limit.
#[derive(Debug, Object)]
#[oai(skip_serializing_if_is_none)]
pub struct Usage {
    pub kind: UsageKind,
    pub used: i64,
    /// Absent: no limit.
    pub limit: Option<i32>,
}

/// The agency's billing page.
#[derive(Debug, Object)]
#[oai(skip_serializing_if_is_none)]
pub struct Billing {
    /// Stripe is configured: plans can be bought and limits hold. Without it the product runs
    /// with no limit blocking.
    pub configured: bool,
    pub subscription: Option<BillingSubscription>,
    pub usage: Vec<Usage>,
    /// The plans on offer.
    pub plans: Vec<BillingPlan>,
}
