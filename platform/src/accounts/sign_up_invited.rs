//! Accepts an invitation: a new account (name and password) or an existing one (its password),
//! the membership with the invited role and scope, and a session.

use poem::Request;
use uuid::Uuid;

use super::preview_invite::on_invite_host;
use super::rules::{new_password, person_name};
use super::{passwords, queries};
use crate::auth::dto::Me;
use crate::auth::principal::client_ip;
use crate::auth::start_session::start_session;
use crate::auth::{password, queries as auth_queries, rate_limit};
use crate::error::{AppError, FieldErrors};
use crate::state::AppState;
use crate::team::accept_invite::accept_invite;
use crate::team::queries as invites;

enum Account<'a> {
    Existing(Uuid),
    New { name: &'a str, hash: String },
}

/// Returns the person as `/me` shows them and the `Set-Cookie` value.
pub async fn sign_up_invited(
    state: &AppState,
    req: &Request,
    invite_token: &str,
    name: Option<&str>,
    given: &str,
) -> Result<(Me, String), AppError> {
    let invite = invites::usable_by_token(&state.pool, invite_token).await?;
    on_invite_host(state, req, &invite).await?;
    let existing = auth_queries::user_by_email(&state.pool, &invite.email).await?;
    let account = match existing {
        Some(user) => {
            // Whoever holds the invitation could guess the account's password here: it is
            // throttled as sign-in is.
            let attempt = rate_limit::attempt(&state.pool, &invite.email, &client_ip(req)).await?;
            let phc = user
                .password_hash
                .clone()
                .unwrap_or_else(|| password::decoy_hash().to_string());
            if !passwords::verify(given, phc).await? || user.deactivated {
                return Err(AppError::field(
                    "password",
                    "this is not the password of the existing account",
                ));
            }
            attempt.succeeded(&state.pool).await?;
            Account::Existing(user.id)
        }
        None => {
            let name = name.unwrap_or("").trim();
            let mut errors = FieldErrors::default();
            person_name(&mut errors, "name", name);
            new_password(&mut errors, "password", given);
            errors.finish()?;
            Account::New {
                name,
                hash: passwords::hash(given).await?,
            }
        }
    };
    let mut tx = state.pool.begin().await?;
    let user_id = match account {
        Account::Existing(id) => id,
        Account::New { name, hash } => {
            queries::create_verified_user(&mut tx, &invite.email, name, &hash)
                .await
                .map_err(|e| {
                    queries::unique_to_field(
                        e,
                        "email",
                        "an account with this email was just created: sign in instead",
                    )
                })?
        }
    };
    accept_invite(tx, &invite, user_id).await?;
    start_session(state, req, user_id, Some(invite.agency_id), "invite", false).await
}
