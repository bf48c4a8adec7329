use poem::web::Data;
use poem::Request;
use poem_openapi::param::{Path, Query};
use poem_openapi::payload::Json;
use poem_openapi::OpenApi;

use super::check_slug::check_slug;
use super::confirm_broker_sign_up::confirm_broker_sign_up;
use super::dto::{
    AcceptedResponse, BrokerSignUp, CodeSignUp, EmailBody, EmailVerified, InvitePreview,
    InvitedSignUp, InvitedSignUpResponse, NewPasswordBody, Notice, SessionResponse,
    SignUpRequested, SignUpResponse, SignedUp, SlugAvailability, TokenBody,
};
use super::email_links::{ask_for_link, EmailLink};
use super::preview_invite::preview_invite;
use super::reset_password::reset_password;
use super::sign_in_with_magic_link::sign_in_with_magic_link;
use super::sign_up_broker::{sign_up_broker, BrokerForm};
use super::sign_up_invited::sign_up_invited;
use super::sign_up_with_code::{sign_up_with_code, CodeForm};
use super::verify_email::verify_email;
use crate::api::ApiTags;
use crate::error::ApiResult;
use crate::state::AppState;

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
        Ok(Json(check_slug(&state, &slug.0).await?.into()))
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
        let form = BrokerForm {
            name: &body.name,
            agency_name: &body.agency_name,
            slug: &body.slug,
            email: &body.email,
            password: &body.password,
        };
        sign_up_broker(&state, req, form).await?;
        Ok(SignUpRequested::Accepted(notice(SIGN_UP_SENT)))
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
        let opened = confirm_broker_sign_up(&state, req, &body.token).await?;
        let signed_up = SignedUp {
            me: opened.me,
            continue_url: opened.continue_url,
        };
        Ok(SignUpResponse::Created(Json(signed_up), opened.cookie))
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
        let email = verify_email(&state, req, &body.token).await?;
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
        ask_for_link(&state, req, &body.email, EmailLink::VerifyEmail).await?;
        Ok(AcceptedResponse::Accepted(notice(ACCEPTED)))
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
        ask_for_link(&state, req, &body.email, EmailLink::ResetPassword).await?;
        Ok(AcceptedResponse::Accepted(notice(ACCEPTED)))
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
        reset_password(&state, req, &body.token, &body.password).await?;
        Ok(notice("Your password is changed. Sign in with it now."))
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
        ask_for_link(&state, req, &body.email, EmailLink::MagicLink).await?;
        Ok(AcceptedResponse::Accepted(notice(ACCEPTED)))
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
        let (me, cookie) = sign_in_with_magic_link(&state, req, &body.token).await?;
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
        let form = CodeForm {
            code: &body.code,
            email: &body.email,
            last_name: &body.last_name,
            dob: body.dob,
            password: &body.password,
        };
        let (me, cookie) = sign_up_with_code(&state, req, form).await?;
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
        let (invite, existing_account) = preview_invite(&state, req, &token.0).await?;
        Ok(Json(InvitePreview::of(invite, existing_account)))
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
        let name = body.name.as_deref();
        let (me, cookie) =
            sign_up_invited(&state, req, &body.invite_token, name, &body.password).await?;
        Ok(InvitedSignUpResponse::Created(Json(me), cookie))
    }
}

fn notice(message: &str) -> Json<Notice> {
    Json(Notice {
        message: message.into(),
    })
}
