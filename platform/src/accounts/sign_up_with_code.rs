//! An employee signs up with the enrollment code their employer gave and their details as on the
//! roster (last name, date of birth); they can then enroll.

use chrono::NaiveDate;
use poem::Request;
use tenants::{Agency, TenantTx};
use uuid::Uuid;

use super::passwords;
use super::queries::{self, EmployeeMembership, RosterEntry};
use super::rules::{email_shape, new_password};
use crate::audit::{self, Actor, Entry};
use crate::auth::dto::Me;
use crate::auth::principal::{client_ip, host_agency};
use crate::auth::queries as auth_queries;
use crate::auth::start_session::start_session;
use crate::auth::throttle::{self, SIGNUP_PER_IP};
use crate::auth::tokens::{self, Purpose};
use crate::brand::queries::mail_brand;
use crate::error::{AppError, ErrorCode, FieldErrors};
use crate::mail::outbox::{self, Recipient};
use crate::mail::Mail;
use crate::state::AppState;

const TAKEN: &str = "an account with this email exists: sign in instead";
const NOT_ON_ROSTER: &str =
    "we could not find you on this employer's roster: check your details, or ask your HR contact";

pub struct CodeForm<'a> {
    pub code: &'a str,
    pub email: &'a str,
    pub last_name: &'a str,
    pub dob: NaiveDate,
    pub password: &'a str,
}

/// Returns the new account as `/me` shows it and the `Set-Cookie` value.
pub async fn sign_up_with_code(
    state: &AppState,
    req: &Request,
    form: CodeForm<'_>,
) -> Result<(Me, String), AppError> {
    let agency = host_agency(state, req)
        .await?
        .ok_or_else(|| AppError::Forbidden("sign up on your benefits portal's address".into()))?;
    throttle::hit(&state.pool, &[(SIGNUP_PER_IP, &client_ip(req))]).await?;
    let mut errors = FieldErrors::default();
    errors.check(
        email_shape(form.email),
        "email",
        "enter a valid email address",
    );
    new_password(&mut errors, "password", form.password);
    errors.finish()?;
    let (group_id, employee) = employee_for_code(state, &agency, &form).await?;
    let email = form.email.trim();
    let name = employee.name.as_str();
    if auth_queries::user_by_email(&state.pool, email)
        .await?
        .is_some()
    {
        return Err(AppError::field("email", TAKEN));
    }
    let hash = passwords::hash(form.password).await?;
    let mut tx = state.pool.begin().await?;
    let user_id = queries::create_user(&mut tx, email, name, &hash)
        .await
        .map_err(|e| queries::unique_to_field(e, "email", TAKEN))?;
    let membership = EmployeeMembership {
        user_id,
        agency_id: agency.id,
        group_id,
        employee_id: employee.id,
    };
    queries::add_employee_membership(&mut tx, &membership).await?;
    let verify = tokens::issue(&mut *tx, Purpose::VerifyEmail, user_id, Some(agency.id)).await?;
    let brand = mail_brand(&mut *tx, Some(agency.id)).await?;
    let link = format!(
        "{}/auth/verify-email?token={verify}",
        state.config.origin(Some(&agency.slug))
    );
    outbox::enqueue(
        &mut *tx,
        Some(agency.id),
        Recipient {
            email,
            name: Some(name),
        },
        &brand,
        &Mail::VerifyEmail { name, link: &link },
        state.config.log_mail_links(),
    )
    .await?;
    let mut tx = TenantTx::enter(tx, &agency).await?;
    audit::record_as(
        &mut tx,
        Actor::person(user_id, name),
        None,
        Entry {
            entity_id: Some(employee.id.to_string()),
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
    start_session(
        state,
        req,
        user_id,
        Some(agency.id),
        "enrollment_code",
        false,
    )
    .await
}

/// The group and employee behind a sign-up by code, if the details match the group's roster.
async fn employee_for_code(
    state: &AppState,
    agency: &Agency,
    form: &CodeForm<'_>,
) -> Result<(Uuid, RosterEntry), AppError> {
    let mut tx = TenantTx::begin(&state.pool, agency).await?;
    let group = queries::enrollment_code_group(tx.conn(), form.code)
        .await?
        .ok_or(AppError::Token {
            code: ErrorCode::TokenInvalid,
            message: "this enrollment code is not valid or has expired",
        })?;
    let found = queries::roster_match(tx.conn(), group, form.last_name, form.dob).await?;
    tx.commit().await?;
    let employee = found.ok_or_else(|| AppError::field("last_name", NOT_ON_ROSTER))?;
    if queries::employee_has_account(&state.pool, agency.id, employee.id).await? {
        return Err(AppError::Conflict(
            "you already have an account: sign in, or reset your password".into(),
        ));
    }
    if employee
        .email
        .as_deref()
        .is_some_and(|e| !e.eq_ignore_ascii_case(form.email.trim()))
    {
        return Err(AppError::field(
            "email",
            "use the email address your employer has on file",
        ));
    }
    Ok((group, employee))
}
