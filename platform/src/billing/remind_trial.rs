//! The reminders that a trial is ending, to the agency's owners: seven days before its end and
//! the day before, each once (a server down over the first sends only the second). Runs in the
//! daily round; only when billing is configured, since a trial never ends without it.

use chrono::{DateTime, Utc};
use tenants::{Agency, TenantTx};

use super::queries;
use super::rules::{trial_days_left, trial_reminder_due};
use crate::audit::{self, Actor, Entry};
use crate::brand::queries::mail_brand;
use crate::error::AppError;
use crate::mail::outbox::{self, Recipient};
use crate::mail::Mail;
use crate::state::AppState;
use crate::vocabulary::SubscriptionStatus;

/// Sends the agency's trial reminder when one is due; whether one was sent.
pub async fn remind_trial(
    state: &AppState,
    agency: &Agency,
    now: DateTime<Utc>,
) -> Result<bool, AppError> {
    if state.stripe.is_none() {
        return Ok(false);
    }
    let mut tx = state.pool.begin().await?;
    let Some(trial) = queries::lock_trial(&mut tx, agency.id).await? else {
        return Ok(false);
    };
    let (SubscriptionStatus::Trialing, Some(ends_at)) = (trial.status, trial.trial_ends_at) else {
        return Ok(false);
    };
    let days_left = trial_days_left(ends_at, now);
    let Some(due) = trial_reminder_due(days_left, &trial.trial_reminders_sent) else {
        return Ok(false);
    };
    let brand = mail_brand(&mut *tx, None).await?;
    let link = format!(
        "{}/dashboard/billing",
        state.config.origin(Some(&agency.slug))
    );
    let ends_on = ends_at.format("%B %-d, %Y").to_string();
    for owner in queries::owners(&mut tx, agency.id).await? {
        outbox::enqueue(
            &mut *tx,
            Some(agency.id),
            Recipient {
                email: &owner.email,
                name: Some(&owner.name),
            },
            &brand,
            &Mail::TrialEnding {
                name: &owner.name,
                agency_name: &agency.name,
                days_left,
                ends_on: &ends_on,
                link: &link,
            },
            state.config.log_mail_links(),
        )
        .await?;
    }
    queries::mark_trial_reminded(&mut tx, agency.id, due).await?;
    let mut tx = TenantTx::enter(tx, agency).await?;
    let mut entry = Entry::new(
        "billing.trial_reminded",
        "subscription",
        format!("Reminded the owners that the trial ends on {ends_on} ({days_left} days left)"),
    );
    entry.entity_id = Some(agency.id.to_string());
    audit::record_as(&mut tx, Actor::SYSTEM, None, entry).await?;
    tx.commit().await?;
    Ok(true)
}
