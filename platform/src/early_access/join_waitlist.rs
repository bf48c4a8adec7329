//! The public early-access waitlist. Every valid request gets the same answer, so the form
//! never tells whether an address was already on the list; only a new address is stored and
//! sent the confirmation. Requests are rate-limited per address and per network address.

use poem::Request;

use super::dto::{EarlyAccessJoined, EarlyAccessRequest};
use super::queries::{self, NewSignup};
use super::rules::interests_in_order;
use crate::accounts::rules::email_shape;
use crate::auth::principal::client_ip;
use crate::auth::throttle::{self, EMAIL_PER_ADDRESS, SIGNUP_PER_IP};
use crate::brand::queries::mail_brand;
use crate::error::{AppError, FieldErrors};
use crate::mail::outbox::{self, Recipient};
use crate::mail::Mail;
use crate::state::AppState;

pub const JOINED: &str = "Thank you. If this address was not on the list yet, a confirmation is \
                          on its way; we will write when a preview opens.";

pub async fn join_waitlist(
    state: &AppState,
    req: &Request,
    asked: &EarlyAccessRequest,
) -> Result<EarlyAccessJoined, AppError> {
    let (name, email, agency_name) = (
        asked.name.trim(),
        asked.email.trim(),
        asked.agency_name.trim(),
    );
    let mut errors = FieldErrors::default();
    errors.check(
        (1..=120).contains(&name.chars().count()),
        "name",
        "your name, at most 120 characters",
    );
    errors.check(email_shape(email), "email", "enter a valid email address");
    errors.check(
        (1..=160).contains(&agency_name.chars().count()),
        "agency_name",
        "your agency's name, at most 160 characters",
    );
    errors.finish()?;
    throttle::hit(
        &state.pool,
        &[
            (SIGNUP_PER_IP, &client_ip(req)),
            (EMAIL_PER_ADDRESS, &email.to_lowercase()),
        ],
    )
    .await?;
    let interests = interests_in_order(&asked.interests);
    let mut tx = state.pool.begin().await?;
    let added = queries::insert_signup(
        &mut tx,
        &NewSignup {
            name,
            email,
            agency_name,
            agency_size: asked.agency_size,
            interests: interests.iter().map(|f| f.as_str()).collect(),
        },
    )
    .await?;
    if added {
        let brand = mail_brand(&mut *tx, None).await?;
        let wanted = interests
            .iter()
            .map(|f| f.title().to_lowercase())
            .collect::<Vec<_>>()
            .join(", ");
        outbox::enqueue(
            &mut *tx,
            None,
            Recipient {
                email,
                name: Some(name),
            },
            &brand,
            &Mail::EarlyAccessJoined {
                name,
                agency_name,
                interests: &wanted,
                link: &format!("{}/help", state.config.origin(None)),
            },
            state.config.log_mail_links(),
        )
        .await?;
    }
    tx.commit().await?;
    Ok(EarlyAccessJoined {
        message: JOINED.into(),
    })
}
