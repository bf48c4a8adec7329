//! A broker asks to start a new agency: the form is checked at once, and the confirmation link
//! (or the note to an existing account's owner) is sent after the answer.

use poem::Request;

use super::broker_signup::{self, SignUpRequest};
use super::passwords;
use super::rules::check_broker_form;
use crate::auth::principal::{client_ip, host_agency};
use crate::auth::throttle::{self, EMAIL_PER_ADDRESS, SIGNUP_PER_IP};
use crate::error::{AppError, FieldErrors};
use crate::state::AppState;

pub struct BrokerForm<'a> {
    pub name: &'a str,
    pub agency_name: &'a str,
    pub slug: &'a str,
    pub email: &'a str,
    pub password: &'a str,
}

pub async fn sign_up_broker(
    state: &AppState,
    req: &Request,
    form: BrokerForm<'_>,
) -> Result<(), AppError> {
    if host_agency(state, req).await?.is_some() {
        return Err(AppError::Forbidden(
            "start a new agency from the platform's own address".into(),
        ));
    }
    let email = form.email.trim().to_string();
    let slug = form.slug.trim().to_ascii_lowercase();
    let agency_name = form.agency_name.trim();
    let mut errors = FieldErrors::default();
    check_broker_form(
        &mut errors,
        form.name,
        agency_name,
        &slug,
        &email,
        form.password,
    );
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
        return Err(AppError::field("slug", "this subdomain is already taken"));
    }
    let request = SignUpRequest {
        name: form.name.trim().to_string(),
        agency_name: agency_name.to_string(),
        slug,
        email,
        password_hash: passwords::hash(form.password).await?,
        ip,
    };
    let background = state.clone();
    state.background.spawn("broker sign-up", async move {
        broker_signup::request(&background, request).await
    });
    Ok(())
}
