//! The help centre's contact form: the message is kept, sent to the support address of the
//! agency whose address it came from (the platform's elsewhere or when the agency names none),
//! and acknowledged to the sender, in one transaction; senders are rate-limited.

use poem::Request;

use super::dto::{ContactRequest, ContactSent};
use super::queries::{self, NewRequest};
use crate::accounts::rules::email_shape;
use crate::auth::current_caller::current_caller;
use crate::auth::principal::{client_ip, host_agency};
use crate::auth::throttle::{self, EMAIL_PER_ADDRESS, HELP_PER_IP};
use crate::brand::queries::mail_brand;
use crate::error::{AppError, FieldErrors};
use crate::mail::outbox::{self, Recipient};
use crate::mail::Mail;
use crate::state::AppState;

pub const MAX_MESSAGE: usize = 5000;

pub async fn send_contact(
    state: &AppState,
    req: &Request,
    asked: &ContactRequest,
) -> Result<ContactSent, AppError> {
    let agency = host_agency(state, req).await?;
    let caller = current_caller(state, req).await?;
    let (name, email, message) = (asked.name.trim(), asked.email.trim(), asked.message.trim());
    let page = asked
        .page
        .as_deref()
        .map(str::trim)
        .filter(|p| !p.is_empty());
    let mut errors = FieldErrors::default();
    errors.check(
        (1..=120).contains(&name.chars().count()),
        "name",
        "your name, at most 120 characters",
    );
    errors.check(email_shape(email), "email", "enter a valid email address");
    errors.check(
        !message.is_empty() && message.chars().count() <= MAX_MESSAGE,
        "message",
        "a message of at most 5,000 characters",
    );
    errors.check(
        page.is_none_or(|p| p.chars().count() <= 300),
        "page",
        "a page address of at most 300 characters",
    );
    errors.finish()?;
    throttle::hit(
        &state.pool,
        &[(HELP_PER_IP, &client_ip(req)), (EMAIL_PER_ADDRESS, email)],
    )
    .await?;
    let agency_id = agency.as_ref().map(|a| a.id);
    let mut tx = state.pool.begin().await?;
    let (id, received_at) = queries::insert_request(
        &mut tx,
        &NewRequest {
            agency_id,
            user_id: caller.as_ref().map(|me| me.user.id),
            name,
            email,
            message,
            page,
        },
    )
    .await?;
    let brand = mail_brand(&mut *tx, agency_id).await?;
    let inbox = brand
        .support_email
        .clone()
        .filter(|e| email_shape(e))
        .unwrap_or_else(|| state.config.support_email.clone());
    let origin = state
        .config
        .origin(agency.as_ref().map(|a| a.slug.as_str()));
    let requests_link = format!("{origin}/admin#/support-requests");
    outbox::enqueue(
        &mut *tx,
        agency_id,
        Recipient {
            email: &inbox,
            name: Some(&brand.name),
        },
        &brand,
        &Mail::SupportRequest {
            from_name: name,
            from_email: email,
            message,
            page: page.unwrap_or(""),
            link: &requests_link,
        },
        state.config.log_mail_links(),
    )
    .await?;
    outbox::enqueue(
        &mut *tx,
        agency_id,
        Recipient {
            email,
            name: Some(name),
        },
        &brand,
        &Mail::SupportReceived {
            name,
            message,
            link: &format!("{origin}/help"),
        },
        state.config.log_mail_links(),
    )
    .await?;
    tx.commit().await?;
    Ok(ContactSent { id, received_at })
}
