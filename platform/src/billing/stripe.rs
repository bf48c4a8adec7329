//! Stripe, reached through async-stripe: the agency's customer, Checkout and the customer
//! portal, and the subscriptions and invoices re-read when a webhook says they changed.
//! What the rest of the area sees are plain records, not async-stripe's types.

use std::collections::HashMap;
use std::time::Duration;

use chrono::{DateTime, Utc};
use stripe::{Client, ClientBuilder};
use stripe_billing::billing_portal_session::CreateBillingPortalSession;
use stripe_billing::invoice::RetrieveInvoice;
use stripe_billing::subscription::RetrieveSubscription;
use stripe_checkout::checkout_session::{
    CreateCheckoutSession, CreateCheckoutSessionLineItems, CreateCheckoutSessionSubscriptionData,
};
use stripe_core::customer::CreateCustomer;
use stripe_shared::CheckoutSessionMode;

use crate::config::Config;
use crate::error::AppError;

#[derive(Debug, thiserror::Error)]
pub enum StripeError {
    #[error("Stripe refused: {0}")]
    Refused(String),
    #[error("Stripe could not be reached: {0}")]
    Unreachable(String),
}

impl From<stripe::StripeError> for StripeError {
    fn from(e: stripe::StripeError) -> Self {
        match e {
            stripe::StripeError::Stripe(errors, status) => Self::Refused(format!(
                "{status}: {}",
                errors.message.as_deref().unwrap_or("no message")
            )),
            other => Self::Unreachable(other.to_string()),
        }
    }
}

impl From<StripeError> for AppError {
    fn from(e: StripeError) -> Self {
        match e {
            StripeError::Refused(_) => AppError::CheckFailed {
                message: e.to_string(),
                failing: vec!["stripe".into()],
            },
            StripeError::Unreachable(_) => AppError::Internal(e.to_string()),
        }
    }
}

/// A subscription as Stripe holds it now.
#[derive(Debug, Clone, PartialEq)]
pub struct StripeSubscription {
    pub id: String,
    pub customer: String,
    /// Stripe's own status word (active, past_due, canceled, ...).
    pub status: String,
    pub price: Option<String>,
    /// `month` or `year`.
    pub interval: Option<String>,
    pub current_period_end: Option<DateTime<Utc>>,
    pub cancel_at_period_end: bool,
}

/// An invoice as Stripe holds it now.
#[derive(Debug, Clone, PartialEq)]
pub struct StripeInvoice {
    pub id: String,
    pub customer: Option<String>,
    pub subscription: Option<String>,
    pub number: Option<String>,
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

/// What Checkout sells: one plan's price, for the agency's customer.
pub struct CheckoutRequest<'a> {
    pub customer: &'a str,
    pub price: &'a str,
    pub agency_id: &'a str,
    pub success_url: &'a str,
    pub cancel_url: &'a str,
}

#[derive(Clone)]
pub struct Stripe {
    client: Client,
}

fn time(seconds: i64) -> DateTime<Utc> {
    DateTime::from_timestamp(seconds, 0).unwrap_or_default()
}

impl Stripe {
    /// The client when a secret key is configured (billing is off without one).
    pub fn from_config(config: &Config) -> anyhow::Result<Option<Self>> {
        let Some(key) = &config.stripe_secret_key else {
            return Ok(None);
        };
        let mut builder = ClientBuilder::new(key.clone()).timeout(Duration::from_secs(20));
        if let Some(base) = &config.stripe_api_base {
            builder = builder.url(base.clone());
        }
        let client = builder
            .build()
            .map_err(|e| anyhow::anyhow!("the Stripe client: {e}"))?;
        Ok(Some(Self { client }))
    }

    /// A new Stripe customer for an agency.
    pub async fn create_customer(
        &self,
        agency_id: &str,
        agency_name: &str,
        email: &str,
    ) -> Result<String, StripeError> {
        let customer = CreateCustomer::new()
            .name(agency_name)
            .email(email)
            .metadata(HashMap::from([(
                "agency_id".to_string(),
                agency_id.to_string(),
            )]))
            .send(&self.client)
            .await?;
        Ok(customer.id.to_string())
    }

    /// A Checkout session subscribing the customer to a price; the URL to send the buyer to.
    pub async fn checkout(&self, request: CheckoutRequest<'_>) -> Result<String, StripeError> {
        let metadata = HashMap::from([("agency_id".to_string(), request.agency_id.to_string())]);
        let mut line = CreateCheckoutSessionLineItems::new();
        line.price = Some(request.price.to_string());
        line.quantity = Some(1);
        let mut subscription_data = CreateCheckoutSessionSubscriptionData::new();
        subscription_data.metadata = Some(metadata.clone());
        let session = CreateCheckoutSession::new()
            .mode(CheckoutSessionMode::Subscription)
            .customer(request.customer)
            .client_reference_id(request.agency_id)
            .line_items(vec![line])
            .subscription_data(subscription_data)
            .metadata(metadata)
            .success_url(request.success_url)
            .cancel_url(request.cancel_url)
            .send(&self.client)
            .await?;
        session
            .url
            .ok_or_else(|| StripeError::Refused("the checkout session has no URL".into()))
    }

    /// A customer portal session; the URL to send the agency to.
    pub async fn portal(&self, customer: &str, return_url: &str) -> Result<String, StripeError> {
        let session = CreateBillingPortalSession::new()
            .customer(customer)
            .return_url(return_url)
            .send(&self.client)
            .await?;
        Ok(session.url)
    }

    pub async fn subscription(&self, id: &str) -> Result<StripeSubscription, StripeError> {
        let s = RetrieveSubscription::new(id).send(&self.client).await?;
        let item = s.items.data.first();
        Ok(StripeSubscription {
            id: s.id.to_string(),
            customer: s.customer.id().to_string(),
            status: s.status.as_str().to_string(),
            price: item.map(|i| i.price.id.to_string()),
            interval: item
                .and_then(|i| i.price.recurring.as_ref())
                .map(|r| r.interval.as_str().to_string()),
            current_period_end: item.map(|i| time(i.current_period_end)),
            cancel_at_period_end: s.cancel_at_period_end,
        })
    }

    pub async fn invoice(&self, id: &str) -> Result<StripeInvoice, StripeError> {
        let i = RetrieveInvoice::new(id).send(&self.client).await?;
        Ok(StripeInvoice {
            id: i
                .id
                .map(|id| id.to_string())
                .unwrap_or_else(|| id.to_string()),
            customer: i.customer.map(|c| c.id().to_string()),
            subscription: i.subscription.map(|s| s.id().to_string()),
            number: i.number,
            status: i
                .status
                .map(|s| s.as_str().to_string())
                .unwrap_or_else(|| "draft".into()),
            currency: i.currency.to_string(),
            amount_due_cents: i.amount_due,
            amount_paid_cents: i.amount_paid,
            period_start: time(i.period_start),
            period_end: time(i.period_end),
            created: time(i.created),
            hosted_invoice_url: i.hosted_invoice_url,
            invoice_pdf: i.invoice_pdf,
        })
    }
}
