//! A Stripe webhook delivery: the signature checked on the raw body, the event stored once by
//! its id, and the agency's subscription and invoice brought up to date by reading them again
//! from Stripe — so a replay changes nothing and events out of order end in Stripe's state.
//! Deliveries for one agency take their turn on the subscription's row.

use chrono::{DateTime, Utc};
use serde::Deserialize;
use tenants::TenantTx;

use super::queries::{self, NewEvent, SubscriptionUpdate};
use super::rules::status_from_stripe;
use super::signature::{self, SignatureError};
use crate::audit::{self, Actor, Entry};
use crate::error::AppError;
use crate::state::AppState;

/// The events that change an agency's subscription or invoices; others are stored and ignored.
const HANDLED: [&str; 6] = [
    "checkout.session.completed",
    "customer.subscription.created",
    "customer.subscription.updated",
    "customer.subscription.deleted",
    "invoice.paid",
    "invoice.payment_failed",
];

#[derive(Debug, PartialEq, Eq)]
pub enum Receipt {
    Applied,
    Ignored,
    /// The event was received before: nothing changed.
    Replayed,
}

#[derive(Deserialize)]
struct Envelope {
    id: String,
    #[serde(rename = "type")]
    kind: String,
    created: i64,
    data: EnvelopeData,
}

#[derive(Deserialize)]
struct EnvelopeData {
    object: serde_json::Value,
}

/// The ids an event's object names, whatever its kind.
struct Named {
    customer: Option<String>,
    subscription: Option<String>,
    invoice: Option<String>,
}

fn named(kind: &str, object: &serde_json::Value) -> Named {
    let text = |v: &serde_json::Value| match v {
        serde_json::Value::String(s) => Some(s.clone()),
        serde_json::Value::Object(o) => o.get("id").and_then(|id| id.as_str()).map(String::from),
        _ => None,
    };
    let field = |name: &str| object.get(name).and_then(text);
    let id = field("id");
    let subscription = if kind.starts_with("customer.subscription.") {
        id.clone()
    } else {
        field("subscription").or_else(|| {
            object
                .pointer("/parent/subscription_details/subscription")
                .and_then(text)
        })
    };
    Named {
        customer: field("customer"),
        subscription,
        invoice: kind.starts_with("invoice.").then_some(id).flatten(),
    }
}

fn refused(e: SignatureError) -> AppError {
    AppError::field("stripe_signature", e.to_string())
}

pub async fn receive_event(
    state: &AppState,
    signature_header: Option<&str>,
    body: &[u8],
) -> Result<Receipt, AppError> {
    let (Some(stripe), Some(secret)) = (&state.stripe, &state.config.stripe_webhook_secret) else {
        return Err(AppError::NotFound("billing is not configured".into()));
    };
    signature::verify(
        secret,
        signature_header
            .ok_or(SignatureError::Malformed)
            .map_err(refused)?,
        body,
        Utc::now().timestamp(),
    )
    .map_err(refused)?;
    let event: Envelope = serde_json::from_slice(body)
        .map_err(|e| AppError::field("body", format!("not a Stripe event: {e}")))?;
    let payload: serde_json::Value =
        serde_json::from_slice(body).map_err(|e| AppError::field("body", e.to_string()))?;
    let created = DateTime::from_timestamp(event.created, 0)
        .ok_or_else(|| AppError::field("created", "not a time"))?;
    let ids = named(&event.kind, &event.data.object);

    let mut tx = state.pool.begin().await?;
    let agency_id = match &ids.customer {
        Some(customer) => queries::agency_of_customer(&mut tx, customer).await?,
        None => None,
    };
    let handled = HANDLED.contains(&event.kind.as_str());
    let record = |outcome| NewEvent {
        id: &event.id,
        kind: &event.kind,
        created,
        agency_id,
        outcome,
        payload: &payload,
    };
    let Some(agency_id) = agency_id.filter(|_| handled) else {
        return Ok(
            if queries::record_event(&mut tx, &record("ignored")).await? {
                tx.commit().await?;
                Receipt::Ignored
            } else {
                Receipt::Replayed
            },
        );
    };
    // The row's lock first: a second delivery of the same event waits here, then finds it
    // stored.
    let Some(before) = queries::lock_subscription(&mut tx, agency_id).await? else {
        return Ok(Receipt::Ignored);
    };
    if !queries::record_event(&mut tx, &record("applied")).await? {
        return Ok(Receipt::Replayed);
    }
    let mut summary = None;
    if let Some(subscription_id) = &ids.subscription {
        let now = stripe.subscription(subscription_id).await?;
        if let Some(status) = status_from_stripe(&now.status)
            .filter(|_| before.stripe_customer_id.as_deref() == Some(now.customer.as_str()))
        {
            let plan = match &now.price {
                Some(price) => queries::plan_of_price(&mut tx, price).await?,
                None => None,
            };
            queries::apply_subscription(
                &mut tx,
                agency_id,
                &SubscriptionUpdate {
                    plan: plan.as_deref(),
                    status,
                    stripe_subscription_id: &now.id,
                    interval: now.interval.as_deref(),
                    current_period_end: now.current_period_end,
                    cancel_at_period_end: now.cancel_at_period_end,
                },
            )
            .await?;
            if status != before.status || plan.as_deref().is_some_and(|p| p != before.plan) {
                summary = Some(format!(
                    "Subscription {} on {} (was {} on {})",
                    status.as_str(),
                    plan.as_deref().unwrap_or(&before.plan),
                    before.status.as_str(),
                    before.plan
                ));
            }
        }
    }
    if let Some(invoice_id) = &ids.invoice {
        let invoice = stripe.invoice(invoice_id).await?;
        if invoice.customer.as_deref() == before.stripe_customer_id.as_deref() {
            queries::upsert_invoice(&mut tx, agency_id, &invoice).await?;
        }
    }
    let Some(summary) = summary else {
        tx.commit().await?;
        return Ok(Receipt::Applied);
    };
    let agency = tenants::registry::find_by_id(&state.pool, agency_id)
        .await?
        .ok_or_else(|| AppError::Internal("the subscription's agency is gone".into()))?;
    let mut tx = TenantTx::enter(tx, &agency).await?;
    let mut entry = Entry::new("billing.subscription_changed", "subscription", summary);
    entry.entity_id = Some(agency_id.to_string());
    entry.after = Some(serde_json::json!({ "event": event.id, "type": event.kind }));
    audit::record_as(
        &mut tx,
        Actor {
            id: None,
            name: "Stripe",
        },
        None,
        entry,
    )
    .await?;
    tx.commit().await?;
    Ok(Receipt::Applied)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_invoice_names_its_subscription_under_its_parent_in_this_api_version() {
        let invoice = serde_json::json!({
            "id": "in_1", "customer": "cus_1",
            "parent": { "subscription_details": { "subscription": "sub_1" } }
        });
        let ids = named("invoice.paid", &invoice);
        assert_eq!(ids.customer.as_deref(), Some("cus_1"));
        assert_eq!(ids.subscription.as_deref(), Some("sub_1"));
        assert_eq!(ids.invoice.as_deref(), Some("in_1"));
    }

    #[test]
    fn a_subscription_event_names_itself_and_a_checkout_names_what_it_made() {
        let sub = serde_json::json!({ "id": "sub_9", "customer": { "id": "cus_9" } });
        let ids = named("customer.subscription.updated", &sub);
        assert_eq!(ids.subscription.as_deref(), Some("sub_9"));
        assert_eq!(ids.customer.as_deref(), Some("cus_9"));
        assert_eq!(ids.invoice, None);
        let session =
            serde_json::json!({ "id": "cs_1", "customer": "cus_2", "subscription": "sub_2" });
        let ids = named("checkout.session.completed", &session);
        assert_eq!(ids.subscription.as_deref(), Some("sub_2"));
        assert_eq!(ids.invoice, None);
    }
}
