//! The email links people ask for on the sign-in pages: a password reset, a sign-in link, a new
//! confirmation link. The API answers before any of this runs, so the answer and the time it
//! takes are the same for every address.
//!
//! A link is issued for the host it was asked on: an agency's, and then only to its active
//! members, in the agency's name and outbox; or the platform's, in the platform's name with no
//! agency's outbox involved. It is bound to its user and that host, and goes to the address on
//! file, never to the spelling that was typed.

use poem::Request;
use sqlx::Connection;
use tenants::Agency;

use super::queries::{self, Person};
use crate::auth::principal::{client_ip, host_agency};
use crate::auth::throttle::{self, EMAIL_PER_ADDRESS, EMAIL_PER_IP};
use crate::auth::tokens::{self, Purpose};
use crate::brand::queries::mail_brand;
use crate::error::AppError;
use crate::mail::outbox::{self, Recipient};
use crate::mail::Mail;
use crate::state::AppState;

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum EmailLink {
    ResetPassword,
    MagicLink,
    VerifyEmail,
}

impl EmailLink {
    pub fn what(self) -> &'static str {
        match self {
            EmailLink::ResetPassword => "password reset link",
            EmailLink::MagicLink => "sign-in link",
            EmailLink::VerifyEmail => "confirmation link",
        }
    }

    fn purpose(self) -> Purpose {
        match self {
            EmailLink::ResetPassword => Purpose::ResetPassword,
            EmailLink::MagicLink => Purpose::MagicLink,
            EmailLink::VerifyEmail => Purpose::VerifyEmail,
        }
    }

    fn page(self) -> &'static str {
        match self {
            EmailLink::ResetPassword => "/auth/reset-password",
            EmailLink::MagicLink => "/auth/magic-link",
            EmailLink::VerifyEmail => "/auth/verify-email",
        }
    }
}

/// Answers a request for an email link at once, the same for every address; the link itself is
/// looked into and sent after the answer.
pub async fn ask_for_link(
    state: &AppState,
    req: &Request,
    email: &str,
    link: EmailLink,
) -> Result<(), AppError> {
    let email = email.trim().to_string();
    throttle::hit(
        &state.pool,
        &[(EMAIL_PER_ADDRESS, &email), (EMAIL_PER_IP, &client_ip(req))],
    )
    .await?;
    let host = host_agency(state, req).await?;
    let background = state.clone();
    state.background.spawn(link.what(), async move {
        send(&background, link, host.as_ref(), &email).await
    });
    Ok(())
}

/// Sends `link` to the account of `email` when it may have one on `host` (`None`: the
/// platform's address); does nothing otherwise.
async fn send(
    state: &AppState,
    link: EmailLink,
    host: Option<&Agency>,
    email: &str,
) -> Result<(), AppError> {
    let Some(person) = queries::person_by_email(&state.pool, email).await? else {
        return Ok(());
    };
    if !may_have(state, link, host, &person).await? {
        return Ok(());
    }
    let agency_id = host.map(|a| a.id);
    let mut conn = state.pool.acquire().await?;
    let mut tx = conn.begin().await?;
    let token = tokens::issue(&mut *tx, link.purpose(), person.id, agency_id).await?;
    let url = format!(
        "{}{}?token={token}",
        state.config.origin(host.map(|a| a.slug.as_str())),
        link.page()
    );
    let name = person.name.as_str();
    let mail = match link {
        EmailLink::ResetPassword => Mail::ResetPassword { name, link: &url },
        EmailLink::MagicLink => Mail::MagicLink { name, link: &url },
        EmailLink::VerifyEmail => Mail::VerifyEmail { name, link: &url },
    };
    let brand = mail_brand(&mut *tx, agency_id).await?;
    outbox::enqueue(
        &mut *tx,
        agency_id,
        Recipient {
            email: &person.email,
            name: Some(name),
        },
        &brand,
        &mail,
        state.config.log_mail_links(),
    )
    .await?;
    tx.commit().await?;
    Ok(())
}

async fn may_have(
    state: &AppState,
    link: EmailLink,
    host: Option<&Agency>,
    person: &Person,
) -> Result<bool, AppError> {
    if person.deactivated {
        return Ok(false);
    }
    // On an agency's host, only its people.
    if let Some(agency) = host {
        if !queries::is_active_member(&state.pool, person.id, Some(agency.id)).await? {
            return Ok(false);
        }
    }
    Ok(match link {
        EmailLink::ResetPassword => true,
        EmailLink::VerifyEmail => !person.verified,
        // On the platform's host: operators, and people with an agency to sign in to.
        EmailLink::MagicLink => {
            host.is_some()
                || person.is_platform_operator
                || queries::is_active_member(&state.pool, person.id, None).await?
        }
    })
}
