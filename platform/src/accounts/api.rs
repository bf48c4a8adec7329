use poem::web::Data;
use poem::Request;
use poem_openapi::param::{Path, Query};
use poem_openapi::payload::Json;
use poem_openapi::{ApiResponse, Object, OpenApi};
use sqlx::Connection;
use tenants::TenantTx;
use uuid::Uuid;

use super::broker_signup::{self, SignUpRequest};
use super::email_links::{self, EmailLink};
use super::queries;
use super::validate::{email_shape, new_password, person_name};
use crate::api::ApiTags;
use crate::audit::{self, Actor, Entry};
use crate::auth::dto::Me;
use crate::auth::principal::{client_ip, host_agency};
use crate::auth::start_session::start_session;
use crate::auth::throttle::{self, EMAIL_PER_ADDRESS, EMAIL_PER_IP, SIGNUP_PER_IP};
use crate::auth::tokens::{self, Purpose};
use crate::auth::{password, queries as auth_queries, rate_limit};
use crate::brand::queries::mail_brand;
use crate::error::{ApiResult, AppError, FieldErrors};
use crate::mail::outbox::{self, Recipient};
use crate::mail::Mail;
use crate::state::AppState;
use crate::team::accept_invite::accept_invite;
use crate::team::queries as invites;

#[derive(Debug, Object)]
#[oai(skip_serializing_if_is_none)]
pub struct SlugAvailability {
    pub slug: String,
    pub available: bool,
    /// Why it cannot be used, when it cannot.
    pub reason: Option<String>,
}

#[derive(Debug, Object)]
pub struct BrokerSignUp {
    /// The person's full name.
    pub name: String,
    pub agency_name: String,
    /// The agency's subdomain.
    pub slug: String,
    pub email: String,
    pub password: String,
}

#[derive(Debug, Object)]
pub struct SignedUp {
    pub me: Me,
    /// Where to continue: the agency's own address, signed in through a one-time link.
    pub continue_url: String,
}

#[derive(ApiResponse)]
pub enum SignUpResponse {
    /// The agency and its owner exist and the owner is signed in; the session cookie is set.
    #[oai(status = 201)]
    Created(Json<SignedUp>, #[oai(header = "Set-Cookie")] String),
}

#[derive(ApiResponse)]
pub enum SignUpRequested {
    /// A link to confirm the address is on its way. The answer is the same when the address
    /// already has an account (its owner is told instead).
    #[oai(status = 202)]
    Accepted(Json<Notice>),
}

#[derive(Debug, Object)]
pub struct TokenBody {
    pub token: String,
}

#[derive(Debug, Object)]
pub struct EmailBody {
    pub email: String,
}

#[derive(Debug, Object)]
pub struct NewPasswordBody {
    pub token: String,
    pub password: String,
}

#[derive(Debug, Object)]
pub struct Notice {
    pub message: String,
}

#[derive(ApiResponse)]
pub enum AcceptedResponse {
    /// Accepted. The answer is the same whether or not the address has an account.
    #[oai(status = 202)]
    Accepted(Json<Notice>),
}

#[derive(Debug, Object)]
pub struct EmailVerified {
    pub email: String,
}

#[derive(ApiResponse)]
pub enum SessionResponse {
    /// Signed in; the session cookie is set.
    #[oai(status = 200)]
    Ok(Json<Me>, #[oai(header = "Set-Cookie")] String),
}

#[derive(ApiResponse)]
pub enum InvitedSignUpResponse {
    /// The invitation is accepted and the person signed in.
    #[oai(status = 201)]
    Created(Json<Me>, #[oai(header = "Set-Cookie")] String),
}

#[derive(Debug, Object)]
pub struct InvitedSignUp {
    pub invite_token: String,
    /// Required for a new account; ignored when the email already has one.
    pub name: Option<String>,
    /// A new password, or the existing account's password.
    pub password: String,
}

/// What the holder of an invitation link sees. Only the invited person has the link (it is
/// never shown in the outbox), so only they learn whether their address has an account.
#[derive(Debug, Object)]
#[oai(skip_serializing_if_is_none)]
pub struct InvitePreview {
    pub agency_name: String,
    pub email: String,
    pub name: Option<String>,
    pub role: String,
    pub expires_at: chrono::DateTime<chrono::Utc>,
    /// Whether the email already has an account (then the person enters its password).
    pub existing_account: bool,
}

#[derive(Debug, Object)]
pub struct CodeSignUp {
    /// The enrollment code the employer gave.
    pub code: String,
    pub email: String,
    /// As on the employer's roster.
    pub last_name: String,
    pub dob: chrono::NaiveDate,
    pub password: String,
}

pub struct AccountsApi;

const ACCEPTED: &str = "If the address has an account, a message is on its way.";
const SIGN_UP_SENT: &str =
    "Check your inbox: a link to confirm your address and open your agency is on its way.";

#[OpenApi(tag = "ApiTags::Accounts")]
impl AccountsApi {
    /// Whether a subdomain can be taken for a new agency (DNS label rules, reserved words, taken).
    #[oai(
        path = "/auth/slug-availability",
        method = "get",
        operation_id = "checkSlug"
    )]
    async fn slug_availability(
        &self,
        state: Data<&AppState>,
        slug: Query<String>,
    ) -> ApiResult<Json<SlugAvailability>> {
        let slug = slug.0.trim().to_ascii_lowercase();
        let reason = match tenants::registry::validate_slug(&slug) {
            Err(tenants::TenantError::InvalidSlug(problem)) => Some(problem.to_string()),
            Err(other) => return Err(AppError::from(other).into()),
            Ok(())
                if tenants::registry::find_by_slug(&state.pool, &slug)
                    .await?
                    .is_some() =>
            {
                Some("this subdomain is already taken".to_string())
            }
            Ok(()) => None,
        };
        Ok(Json(SlugAvailability {
            available: reason.is_none(),
            slug,
            reason,
        }))
    }

    /// A broker starts a new agency: once the emailed link confirms the address, the agency, its
    /// owner and a 14-day trial are made. The answer is the same whether or not the address has
    /// an account (its owner gets a note instead of a link).
    #[oai(
        path = "/auth/signup/broker",
        method = "post",
        operation_id = "signUpBroker"
    )]
    async fn sign_up_broker(
        &self,
        state: Data<&AppState>,
        req: &Request,
        body: Json<BrokerSignUp>,
    ) -> ApiResult<SignUpRequested> {
        let state = *state;
        if host_agency(state, req).await?.is_some() {
            return Err(AppError::Forbidden(
                "start a new agency from the platform's own address".into(),
            )
            .into());
        }
        let email = body.email.trim().to_string();
        let slug = body.slug.trim().to_ascii_lowercase();
        let mut errors = FieldErrors::default();
        person_name(&mut errors, "name", &body.name);
        errors.check(
            !body.agency_name.trim().is_empty(),
            "agency_name",
            "enter the agency's name",
        );
        errors.check(
            body.agency_name.trim().chars().count() <= 200,
            "agency_name",
            "use at most 200 characters",
        );
        if let Err(tenants::TenantError::InvalidSlug(problem)) =
            tenants::registry::validate_slug(&slug)
        {
            errors.check(false, "slug", problem);
        }
        errors.check(email_shape(&email), "email", "enter a valid email address");
        new_password(&mut errors, "password", &body.password);
        errors.finish()?;
        let ip = client_ip(req);
        throttle::hit(
            &state.pool,
            &[(SIGNUP_PER_IP, &ip), (EMAIL_PER_ADDRESS, &email)],
        )
        .await?;
        if tenants::registry::find_by_slug(&state.pool, &slug)
            .await?
            .is_some()
        {
            return Err(AppError::field("slug", "this subdomain is already taken").into());
        }
        let given = body.password.clone();
        let password_hash = tokio::task::spawn_blocking(move || password::hash(&given))
            .await
            .map_err(|e| AppError::Internal(e.to_string()))?;
        let request = SignUpRequest {
            name: body.name.trim().to_string(),
            agency_name: body.agency_name.trim().to_string(),
            slug,
            email,
            password_hash,
            ip,
        };
        let background = state.clone();
        state.background.spawn("broker sign-up", async move {
            broker_signup::request(&background, request).await
        });
        Ok(SignUpRequested::Accepted(Json(Notice {
            message: SIGN_UP_SENT.into(),
        })))
    }

    /// Opens the agency from the link of a broker sign-up (on the platform's address): the agency,
    /// its owner with the confirmed address and the trial are made, and the owner is signed in.
    #[oai(
        path = "/auth/signup/broker/confirm",
        method = "post",
        operation_id = "confirmBrokerSignUp"
    )]
    async fn confirm_broker_sign_up(
        &self,
        state: Data<&AppState>,
        req: &Request,
        body: Json<TokenBody>,
    ) -> ApiResult<SignUpResponse> {
        let state = *state;
        if host_agency(state, req).await?.is_some() {
            return Err(tokens::INVALID.into());
        }
        let opened = broker_signup::confirm(state, &body.token).await?;
        let (me, cookie) = start_session(
            state,
            req,
            opened.owner_id,
            Some(opened.agency.id),
            "magic_link",
            false,
        )
        .await?;
        let continue_url = format!(
            "{}/auth/magic-link?token={}&handoff=1&next=/dashboard",
            state.config.origin(Some(&opened.agency.slug)),
            opened.handoff
        );
        Ok(SignUpResponse::Created(
            Json(SignedUp { me, continue_url }),
            cookie,
        ))
    }

    /// Confirms an email address from the link in the verification email, on the host it was
    /// sent for.
    #[oai(
        path = "/auth/verify-email",
        method = "post",
        operation_id = "verifyEmail"
    )]
    async fn verify_email(
        &self,
        state: Data<&AppState>,
        req: &Request,
        body: Json<TokenBody>,
    ) -> ApiResult<Json<EmailVerified>> {
        let host = host_agency(&state, req).await?.map(|a| a.id);
        let mut conn = state.pool.acquire().await?;
        let mut tx = conn.begin().await?;
        let redeemed = tokens::redeem(&mut tx, Purpose::VerifyEmail, &body.token, host).await?;
        let email = queries::mark_verified(&mut tx, redeemed.user_id).await?;
        tx.commit().await?;
        Ok(Json(EmailVerified { email }))
    }

    /// Sends a new verification link to an unverified address (same answer whether or not the
    /// account exists).
    #[oai(
        path = "/auth/verify-email/resend",
        method = "post",
        operation_id = "resendVerification"
    )]
    async fn resend_verification(
        &self,
        state: Data<&AppState>,
        req: &Request,
        body: Json<EmailBody>,
    ) -> ApiResult<AcceptedResponse> {
        ask_for_link(&state, req, &body.email, EmailLink::VerifyEmail).await
    }

    /// Asks for a password reset link (same answer whether or not the account exists).
    #[oai(
        path = "/auth/reset-password/request",
        method = "post",
        operation_id = "requestPasswordReset"
    )]
    async fn request_reset(
        &self,
        state: Data<&AppState>,
        req: &Request,
        body: Json<EmailBody>,
    ) -> ApiResult<AcceptedResponse> {
        ask_for_link(&state, req, &body.email, EmailLink::ResetPassword).await
    }

    /// Sets a new password from a reset link, on the host it was sent for; every session of the
    /// account ends.
    #[oai(
        path = "/auth/reset-password",
        method = "post",
        operation_id = "resetPassword"
    )]
    async fn reset_password(
        &self,
        state: Data<&AppState>,
        req: &Request,
        body: Json<NewPasswordBody>,
    ) -> ApiResult<Json<Notice>> {
        let host = host_agency(&state, req).await?.map(|a| a.id);
        let mut errors = FieldErrors::default();
        new_password(&mut errors, "password", &body.password);
        errors.finish()?;
        let given = body.password.clone();
        let hash = tokio::task::spawn_blocking(move || password::hash(&given))
            .await
            .map_err(|e| AppError::Internal(e.to_string()))?;
        let mut conn = state.pool.acquire().await?;
        let mut tx = conn.begin().await?;
        let redeemed = tokens::redeem(&mut tx, Purpose::ResetPassword, &body.token, host).await?;
        queries::set_password(&mut tx, redeemed.user_id, &hash).await?;
        auth_queries::revoke_all_sessions(&mut *tx, redeemed.user_id, None).await?;
        tx.commit().await?;
        Ok(Json(Notice {
            message: "Your password is changed. Sign in with it now.".into(),
        }))
    }

    /// Asks for a one-time sign-in link (same answer whether or not the account exists).
    #[oai(
        path = "/auth/magic-link/request",
        method = "post",
        operation_id = "requestMagicLink"
    )]
    async fn request_magic_link(
        &self,
        state: Data<&AppState>,
        req: &Request,
        body: Json<EmailBody>,
    ) -> ApiResult<AcceptedResponse> {
        ask_for_link(&state, req, &body.email, EmailLink::MagicLink).await
    }

    /// Signs in with a one-time link, on the host it was sent for.
    #[oai(
        path = "/auth/magic-link",
        method = "post",
        operation_id = "signInWithMagicLink"
    )]
    async fn magic_link(
        &self,
        state: Data<&AppState>,
        req: &Request,
        body: Json<TokenBody>,
    ) -> ApiResult<SessionResponse> {
        let state = *state;
        let host = host_agency(state, req).await?.map(|a| a.id);
        let mut conn = state.pool.acquire().await?;
        let mut tx = conn.begin().await?;
        // A hand-off after sign-up signs in like a magic link but, never emailed, verifies nothing.
        let (redeemed, emailed) =
            match tokens::redeem(&mut tx, Purpose::MagicLink, &body.token, host).await {
                Ok(r) => (r, true),
                Err(AppError::Token {
                    code: "token_invalid",
                    ..
                }) => (
                    tokens::redeem(&mut tx, Purpose::Handoff, &body.token, host).await?,
                    false,
                ),
                Err(e) => return Err(e.into()),
            };
        if emailed {
            queries::mark_verified(&mut tx, redeemed.user_id).await?;
        }
        tx.commit().await?;
        let operator = queries::is_platform_operator(&state.pool, redeemed.user_id).await?;
        // A platform-host link signs operators in to the platform, everyone else to their agency.
        let agency_id = match redeemed.agency_id {
            Some(id) => Some(id),
            None if operator => None,
            None => auth_queries::sign_in_agency(&state.pool, redeemed.user_id, None).await?,
        };
        let (me, cookie) =
            start_session(state, req, redeemed.user_id, agency_id, "magic_link", false).await?;
        Ok(SessionResponse::Ok(Json(me), cookie))
    }

    /// An employee signs up with the enrollment code their employer gave and their details as
    /// on the roster (last name, date of birth); they can then enroll.
    #[oai(
        path = "/auth/signup/code",
        method = "post",
        operation_id = "signUpWithCode"
    )]
    async fn sign_up_with_code(
        &self,
        state: Data<&AppState>,
        req: &Request,
        body: Json<CodeSignUp>,
    ) -> ApiResult<InvitedSignUpResponse> {
        let state = *state;
        let agency = host_agency(state, req).await?.ok_or_else(|| {
            AppError::Forbidden("sign up on your benefits portal's address".into())
        })?;
        throttle::hit(&state.pool, &[(SIGNUP_PER_IP, &client_ip(req))]).await?;
        let mut errors = FieldErrors::default();
        errors.check(
            email_shape(&body.email),
            "email",
            "enter a valid email address",
        );
        new_password(&mut errors, "password", &body.password);
        errors.finish()?;
        let (group_id, employee_id, name) = employee_for_code(state, &agency, &body).await?;
        let email = body.email.trim().to_string();
        let existing = auth_queries::user_by_email(&state.pool, &email).await?;
        if existing.is_some() {
            return Err(AppError::field(
                "email",
                "an account with this email exists: sign in instead",
            )
            .into());
        }
        let given = body.password.clone();
        let hash = tokio::task::spawn_blocking(move || password::hash(&given))
            .await
            .map_err(|e| AppError::Internal(e.to_string()))?;
        let mut tx = state.pool.begin().await?;
        let user_id: Uuid = sqlx::query_scalar(
            "INSERT INTO users (email, name, password_hash) VALUES ($1, $2, $3) RETURNING id",
        )
        .bind(&email)
        .bind(&name)
        .bind(hash)
        .fetch_one(&mut *tx)
        .await
        .map_err(|e| {
            unique_to_field(
                e,
                "email",
                "an account with this email exists: sign in instead",
            )
        })?;
        sqlx::query("INSERT INTO memberships (user_id, agency_id, role, group_id, employee_id) VALUES ($1, $2, 'employee', $3, $4)")
            .bind(user_id)
            .bind(agency.id)
            .bind(group_id)
            .bind(employee_id)
            .execute(&mut *tx)
            .await?;
        let verify =
            tokens::issue(&mut *tx, Purpose::VerifyEmail, user_id, Some(agency.id)).await?;
        let brand = mail_brand(&mut *tx, Some(agency.id)).await?;
        let link = format!(
            "{}/auth/verify-email?token={verify}",
            state.config.origin(Some(&agency.slug))
        );
        outbox::enqueue(
            &mut *tx,
            Some(agency.id),
            Recipient {
                email: &email,
                name: Some(&name),
            },
            &brand,
            &Mail::VerifyEmail {
                name: &name,
                link: &link,
            },
            state.config.log_mail_links(),
        )
        .await?;
        let mut tx = TenantTx::enter(tx, &agency).await?;
        audit::record_as(
            &mut tx,
            Actor::person(user_id, &name),
            None,
            Entry {
                entity_id: Some(employee_id.to_string()),
                group_id: Some(group_id),
                ..Entry::new(
                    "create",
                    "account",
                    format!("{name} signed up with the group's enrollment code"),
                )
            },
        )
        .await?;
        tx.commit().await?;
        let (me, cookie) = start_session(
            state,
            req,
            user_id,
            Some(agency.id),
            "enrollment_code",
            false,
        )
        .await?;
        Ok(InvitedSignUpResponse::Created(Json(me), cookie))
    }

    /// What an invitation link is for, to show before the person signs up.
    #[oai(
        path = "/auth/invites/:token",
        method = "get",
        operation_id = "previewInvite"
    )]
    async fn preview_invite(
        &self,
        state: Data<&AppState>,
        req: &Request,
        token: Path<String>,
    ) -> ApiResult<Json<InvitePreview>> {
        let invite = invites::usable_by_token(&state.pool, &token.0).await?;
        on_invite_host(&state, req, &invite).await?;
        let existing_account = auth_queries::user_by_email(&state.pool, &invite.email)
            .await?
            .is_some();
        Ok(Json(InvitePreview {
            agency_name: invite.agency_name,
            email: invite.email,
            name: invite.name,
            role: invite.role,
            expires_at: invite.expires_at,
            existing_account,
        }))
    }

    /// Accepts an invitation: a new account (name and password) or an existing one (its
    /// password), the membership with the invited role and scope, and a session.
    #[oai(path = "/auth/signup", method = "post", operation_id = "signUpInvited")]
    async fn sign_up_invited(
        &self,
        state: Data<&AppState>,
        req: &Request,
        body: Json<InvitedSignUp>,
    ) -> ApiResult<InvitedSignUpResponse> {
        let state = *state;
        let invite = invites::usable_by_token(&state.pool, &body.invite_token).await?;
        on_invite_host(state, req, &invite).await?;
        let existing = auth_queries::user_by_email(&state.pool, &invite.email).await?;
        let user_id = match existing {
            Some(user) => {
                // Whoever holds the invitation could guess the account's password here: it is
                // throttled as sign-in is.
                let attempt =
                    rate_limit::attempt(&state.pool, &invite.email, &client_ip(req)).await?;
                let phc = user
                    .password_hash
                    .clone()
                    .unwrap_or_else(|| password::decoy_hash().to_string());
                let given = body.password.clone();
                let ok = tokio::task::spawn_blocking(move || password::verify(&given, &phc))
                    .await
                    .map_err(|e| AppError::Internal(e.to_string()))?;
                if !ok || user.deactivated {
                    return Err(AppError::field(
                        "password",
                        "this is not the password of the existing account",
                    )
                    .into());
                }
                attempt.succeeded(&state.pool).await?;
                Some(user.id)
            }
            None => {
                let mut errors = FieldErrors::default();
                person_name(&mut errors, "name", body.name.as_deref().unwrap_or(""));
                new_password(&mut errors, "password", &body.password);
                errors.finish()?;
                None
            }
        };
        let hash = match user_id {
            Some(_) => None,
            None => {
                let given = body.password.clone();
                Some(
                    tokio::task::spawn_blocking(move || password::hash(&given))
                        .await
                        .map_err(|e| AppError::Internal(e.to_string()))?,
                )
            }
        };
        let mut tx = state.pool.begin().await?;
        let user_id = match user_id {
            Some(id) => id,
            None => sqlx::query_scalar("INSERT INTO users (email, name, password_hash, email_verified_at) VALUES ($1, $2, $3, now()) RETURNING id")
                .bind(&invite.email)
                .bind(body.name.as_deref().unwrap_or("").trim())
                .bind(hash)
                .fetch_one(&mut *tx)
                .await
                .map_err(|e| unique_to_field(e, "email", "an account with this email was just created: sign in instead"))?,
        };
        accept_invite(tx, &invite, user_id).await?;
        let (me, cookie) =
            start_session(state, req, user_id, Some(invite.agency_id), "invite", false).await?;
        Ok(InvitedSignUpResponse::Created(Json(me), cookie))
    }
}

/// Answers a request for an email link at once, the same for every address; the link itself is
/// looked into and sent after the answer.
async fn ask_for_link(
    state: &AppState,
    req: &Request,
    email: &str,
    link: EmailLink,
) -> ApiResult<AcceptedResponse> {
    let email = email.trim().to_string();
    throttle::hit(
        &state.pool,
        &[(EMAIL_PER_ADDRESS, &email), (EMAIL_PER_IP, &client_ip(req))],
    )
    .await?;
    let host = host_agency(state, req).await?;
    let background = state.clone();
    state.background.spawn(link.what(), async move {
        email_links::send(&background, link, host.as_ref(), &email).await
    });
    Ok(AcceptedResponse::Accepted(Json(Notice {
        message: ACCEPTED.into(),
    })))
}

/// An invitation is used on its agency's own address only.
async fn on_invite_host(
    state: &AppState,
    req: &Request,
    invite: &invites::Invite,
) -> Result<(), AppError> {
    match host_agency(state, req).await? {
        Some(host) if host.id == invite.agency_id => Ok(()),
        _ => Err(AppError::Token {
            code: "token_invalid",
            message: "this invitation link is not valid",
        }),
    }
}

const NOT_ON_ROSTER: &str =
    "we could not find you on this employer's roster: check your details, or ask your HR contact";

/// The employee behind a sign-up by code, if the details match the group's roster.
async fn employee_for_code(
    state: &AppState,
    agency: &tenants::Agency,
    body: &CodeSignUp,
) -> Result<(Uuid, Uuid, String), AppError> {
    let mut tx = tenants::TenantTx::begin(&state.pool, agency).await?;
    let group: Option<Uuid> = sqlx::query_scalar("SELECT group_id FROM enrollment_codes WHERE code = $1 AND revoked_at IS NULL AND expires_at > now()")
        .bind(body.code.trim().to_ascii_uppercase())
        .fetch_optional(tx.conn())
        .await?;
    let group = group.ok_or(AppError::Token {
        code: "token_invalid",
        message: "this enrollment code is not valid or has expired",
    })?;
    let found: Option<(Uuid, String, Option<String>)> = sqlx::query_as(
        "SELECT id, first_name || ' ' || last_name, email FROM employees
         WHERE group_id = $1 AND lower(last_name) = lower($2) AND dob = $3 AND status <> 'terminated'",
    )
    .bind(group)
    .bind(body.last_name.trim())
    .bind(body.dob)
    .fetch_optional(tx.conn())
    .await?;
    tx.commit().await?;
    let (employee_id, name, email) =
        found.ok_or_else(|| AppError::field("last_name", NOT_ON_ROSTER))?;
    let taken: bool = sqlx::query_scalar(
        "SELECT EXISTS (SELECT 1 FROM memberships WHERE agency_id = $1 AND employee_id = $2)",
    )
    .bind(agency.id)
    .bind(employee_id)
    .fetch_one(&state.pool)
    .await?;
    if taken {
        return Err(AppError::Conflict(
            "you already have an account: sign in, or reset your password".into(),
        ));
    }
    if email.is_some_and(|e| !e.eq_ignore_ascii_case(body.email.trim())) {
        return Err(AppError::field(
            "email",
            "use the email address your employer has on file",
        ));
    }
    Ok((group, employee_id, name))
}

fn unique_to_field(e: sqlx::Error, field: &str, problem: &str) -> AppError {
    match &e {
        sqlx::Error::Database(db) if db.code().as_deref() == Some("23505") => {
            AppError::field(field, problem)
        }
        _ => AppError::Database(e),
    }
}
