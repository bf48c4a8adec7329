//! The billing API's response objects.

use chrono::{DateTime, Utc};
use poem_openapi::Object;
use uuid::Uuid;

use super::queries::{CataloguePlanRow, EventRow, InvoiceRow, PlanRow};
use crate::vocabulary::{BillingInterval, SubscriptionStatus, UsageKind};

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
    /// The subscription ended, or the trial did: the agency's data is read-only.
    pub lapsed: bool,
    pub interval: Option<BillingInterval>,
    /// When the period paid for ends (the next renewal, or the end after a cancellation).
    pub current_period_end: Option<DateTime<Utc>>,
    /// Canceled in the portal: it ends at `current_period_end`.
    pub cancel_at_period_end: bool,
    /// A Stripe customer exists: the customer portal can be opened.
    pub has_customer: bool,
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

/// What to subscribe to.
#[derive(Debug, Object)]
pub struct CheckoutStart {
    /// A plan of the catalogue.
    #[oai(validator(min_length = 1, max_length = 40))]
    pub plan_id: String,
    pub interval: BillingInterval,
}

/// Where to send the browser next (Stripe Checkout or the customer portal).
#[derive(Debug, Object)]
pub struct BillingRedirect {
    pub url: String,
}

/// An invoice Stripe sent the agency.
#[derive(Debug, Object)]
#[oai(skip_serializing_if_is_none)]
pub struct BillingInvoice {
    pub id: String,
    pub number: Option<String>,
    /// Stripe's invoice status: draft, open, paid, uncollectible or void.
    pub status: String,
    pub currency: String,
    pub amount_due_cents: i64,
    pub amount_paid_cents: i64,
    pub period_start: DateTime<Utc>,
    pub period_end: DateTime<Utc>,
    pub created: DateTime<Utc>,
    pub hosted_invoice_url: Option<String>,
    pub invoice_pdf: Option<String>,
}

impl From<InvoiceRow> for BillingInvoice {
    fn from(i: InvoiceRow) -> Self {
        Self {
            id: i.id,
            number: i.number,
            status: i.status,
            currency: i.currency,
            amount_due_cents: i.amount_due_cents,
            amount_paid_cents: i.amount_paid_cents,
            period_start: i.period_start,
            period_end: i.period_end,
            created: i.created,
            hosted_invoice_url: i.hosted_invoice_url,
            invoice_pdf: i.invoice_pdf,
        }
    }
}

/// What a webhook delivery did.
#[derive(Debug, Object)]
pub struct WebhookReceipt {
    pub received: bool,
    /// The event was received before; nothing changed.
    pub replay: bool,
}

/// A plan of the catalogue as the platform operator edits it.
#[derive(Debug, Object)]
#[oai(skip_serializing_if_is_none)]
pub struct CataloguePlan {
    pub id: String,
    pub name: String,
    pub tagline: String,
    /// Its place on the landing page and the billing page.
    pub position: i32,
    pub monthly_cents: i64,
    pub yearly_cents: i64,
    pub max_groups: Option<i32>,
    pub max_employees: Option<i32>,
    pub max_seats: Option<i32>,
    pub features: Vec<String>,
    /// The Stripe price Checkout sells for monthly billing (`price_…`).
    pub stripe_monthly_price: Option<String>,
    pub stripe_yearly_price: Option<String>,
    /// Offered to agencies (an inactive plan keeps its subscribers).
    pub active: bool,
    pub version: i32,
    pub updated_at: DateTime<Utc>,
}

impl From<CataloguePlanRow> for CataloguePlan {
    fn from(p: CataloguePlanRow) -> Self {
        Self {
            id: p.id,
            name: p.name,
            tagline: p.tagline,
            position: p.position,
            monthly_cents: p.monthly_cents,
            yearly_cents: p.yearly_cents,
            max_groups: p.max_groups,
            max_employees: p.max_employees,
            max_seats: p.max_seats,
            features: p.features,
            stripe_monthly_price: p.stripe_monthly_price,
            stripe_yearly_price: p.stripe_yearly_price,
            active: p.active,
            version: p.version,
            updated_at: p.updated_at,
        }
    }
}

/// A plan's new terms, over the version read.
#[derive(Debug, Object)]
pub struct CataloguePlanInput {
    #[oai(validator(max_length = 60))]
    pub name: String,
    #[oai(default, validator(max_length = 200))]
    pub tagline: String,
    #[oai(validator(minimum(value = "0"), maximum(value = "1000")))]
    pub position: i32,
    #[oai(validator(minimum(value = "0"), maximum(value = "100000000")))]
    pub monthly_cents: i64,
    #[oai(validator(minimum(value = "0"), maximum(value = "1000000000")))]
    pub yearly_cents: i64,
    /// Absent: no limit.
    #[oai(validator(minimum(value = "1"), maximum(value = "10000000")))]
    pub max_groups: Option<i32>,
    #[oai(validator(minimum(value = "1"), maximum(value = "10000000")))]
    pub max_employees: Option<i32>,
    #[oai(validator(minimum(value = "1"), maximum(value = "10000000")))]
    pub max_seats: Option<i32>,
    #[oai(default, validator(max_items = 20))]
    pub features: Vec<String>,
    #[oai(validator(max_length = 100))]
    pub stripe_monthly_price: Option<String>,
    #[oai(validator(max_length = 100))]
    pub stripe_yearly_price: Option<String>,
    pub active: bool,
    pub version: i32,
}

/// A webhook event received for an agency.
#[derive(Debug, Object)]
pub struct BillingEvent {
    pub id: String,
    #[oai(rename = "type")]
    pub kind: String,
    /// applied, or ignored (nothing of ours).
    pub outcome: String,
    pub stripe_created: DateTime<Utc>,
    pub received_at: DateTime<Utc>,
}

impl From<EventRow> for BillingEvent {
    fn from(e: EventRow) -> Self {
        Self {
            id: e.id,
            kind: e.kind,
            outcome: e.outcome,
            stripe_created: e.stripe_created,
            received_at: e.received_at,
        }
    }
}

/// An agency's subscription, usage and last webhook events, for the platform operator.
#[derive(Debug, Object)]
#[oai(skip_serializing_if_is_none)]
pub struct AgencyBilling {
    pub agency_id: Uuid,
    pub plan: String,
    pub status: SubscriptionStatus,
    pub lapsed: bool,
    pub trial_ends_at: Option<DateTime<Utc>>,
    pub interval: Option<BillingInterval>,
    pub current_period_end: Option<DateTime<Utc>>,
    pub cancel_at_period_end: bool,
    pub stripe_customer_id: Option<String>,
    pub stripe_subscription_id: Option<String>,
    pub usage: Vec<Usage>,
    pub events: Vec<BillingEvent>,
}
