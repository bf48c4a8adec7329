//! A broker starts an agency. The request gets the same answer whether or not the address has
//! an account: a new address is sent a link to confirm it, an address with an account a note to
//! its owner (sign in, or reset the password). Nothing is made until the link is opened: then
//! the agency, its owner (with the confirmed address), the 14-day trial and a hand-off to the
//! agency's own address, all at once or not at all.

use sqlx::Connection;
use uuid::Uuid;

use tenants::TenantTx;

use super::queries::{self, BrokerSignUp, NewBrokerSignUp};
use crate::audit::{self, Actor, Entry};
use crate::auth::tokens::{self, Purpose};
use crate::crypto::{random_token, sha256};
use crate::error::AppError;
use crate::mail::outbox::{self, Recipient};
use crate::mail::{Mail, MailBrand};
use crate::state::AppState;

/// How long the confirmation link works.
const LIFETIME_SECS: i64 = 24 * 3600;

/// A checked sign-up form, its password already hashed.
pub struct SignUpRequest {
    pub name: String,
    pub agency_name: String,
    pub slug: String,
    pub email: String,
    pub password_hash: String,
    pub ip: String,
}

/// Sends the confirmation link, or the note to an existing account's owner. Mail goes through
/// the platform: no agency is involved yet.
pub async fn request(state: &AppState, r: SignUpRequest) -> Result<(), AppError> {
    let brand = MailBrand::platform();
    let log = state.config.log_mail_links();
    match queries::person_by_email(&state.pool, &r.email).await? {
        Some(person) if person.deactivated => {}
        Some(person) => {
            let sign_in = format!("{}/auth/signin", state.config.origin(None));
            let mail = Mail::SignUpAttempt {
                name: &person.name,
                sign_in: &sign_in,
            };
            outbox::enqueue(
                &state.pool,
                None,
                Recipient {
                    email: &person.email,
                    name: Some(&person.name),
                },
                &brand,
                &mail,
                log,
            )
            .await?;
        }
        None => {
            let token = random_token();
            let link = format!(
                "{}/auth/signup/broker?token={token}",
                state.config.origin(None)
            );
            let mut conn = state.pool.acquire().await?;
            let mut tx = conn.begin().await?;
            let pending = NewBrokerSignUp {
                token_hash: &sha256(&token),
                email: &r.email,
                name: &r.name,
                agency_name: &r.agency_name,
                slug: &r.slug,
                password_hash: &r.password_hash,
                ip: &r.ip,
                lifetime_secs: LIFETIME_SECS,
            };
            queries::insert_broker_signup(&mut *tx, &pending).await?;
            let mail = Mail::ConfirmAgencySignUp {
                name: &r.name,
                agency_name: &r.agency_name,
                link: &link,
            };
            outbox::enqueue(
                &mut *tx,
                None,
                Recipient {
                    email: &r.email,
                    name: Some(&r.name),
                },
                &brand,
                &mail,
                log,
            )
            .await?;
            tx.commit().await?;
        }
    }
    Ok(())
}

pub struct Opened {
    pub owner_id: Uuid,
    pub agency: tenants::Agency,
    /// A one-time token that carries the new session to the agency's own address.
    pub handoff: String,
}

/// Opens the agency of a confirmed sign-up.
pub async fn confirm(state: &AppState, token: &str) -> Result<Opened, AppError> {
    let mut tx = state.pool.begin().await?;
    let signup: BrokerSignUp = queries::take_broker_signup(&mut tx, &sha256(token.trim())).await?;
    let taken = || AppError::Conflict("an account with this email exists: sign in instead".into());
    if queries::person_by_email(&mut *tx, &signup.email)
        .await?
        .is_some()
    {
        return Err(taken());
    }
    let agency = tenants::registry::provision_in_tx(&mut tx, &signup.slug, &signup.agency_name)
        .await
        .map_err(|e| match e {
            tenants::TenantError::SlugTaken => AppError::Conflict(format!(
                "the subdomain {} was taken meanwhile: start again and choose another",
                signup.slug
            )),
            other => AppError::from(other),
        })?;
    let owner_id = queries::create_owner(&mut tx, agency.id, &signup)
        .await
        .map_err(|e| match &e {
            sqlx::Error::Database(db) if db.code().as_deref() == Some("23505") => taken(),
            _ => AppError::Database(e),
        })?;
    queries::start_trial(&mut tx, agency.id).await?;
    let handoff = tokens::issue(&mut *tx, Purpose::Handoff, owner_id, Some(agency.id)).await?;
    let mut tx = TenantTx::enter(tx, &agency).await?;
    audit::record_as(
        &mut tx,
        Actor::person(owner_id, &signup.name),
        signup.ip.as_deref(),
        Entry {
            entity_id: Some(agency.id.to_string()),
            ..Entry::new(
                "create",
                "agency",
                "Agency created by sign-up; 14-day trial started",
            )
        },
    )
    .await?;
    tx.commit().await?;
    tracing::info!(agency = %agency.slug, "agency signed up");
    Ok(Opened {
        owner_id,
        agency,
        handoff,
    })
}
