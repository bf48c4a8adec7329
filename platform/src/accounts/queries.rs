//! The queries of accounts: who an address belongs to, email links redeemed, broker sign-ups
//! waiting for their address to be confirmed (all in `public`), and the enrollment codes and
//! roster an employee signs up against (in the agency's transaction).

use chrono::NaiveDate;
use sqlx::{PgConnection, PgExecutor};
use uuid::Uuid;

use crate::error::{AppError, ErrorCode};

/// A person as email flows need them: the address on file is the only one mail goes to.
#[derive(Debug, sqlx::FromRow)]
pub struct Person {
    pub id: Uuid,
    pub email: String,
    pub name: String,
    pub is_platform_operator: bool,
    pub verified: bool,
    pub deactivated: bool,
}

pub async fn person_by_email<'e>(
    db: impl PgExecutor<'e>,
    email: &str,
) -> Result<Option<Person>, sqlx::Error> {
    sqlx::query_as(
        "SELECT id, email, name, is_platform_operator, email_verified_at IS NOT NULL AS verified, deactivated_at IS NOT NULL AS deactivated
         FROM users WHERE lower(email) = lower($1)",
    )
    .bind(email.trim())
    .fetch_optional(db)
    .await
}

/// Whether the user is an active member of `agency_id`, or (`None`) of any agency.
pub async fn is_active_member<'e>(
    db: impl PgExecutor<'e>,
    user_id: Uuid,
    agency_id: Option<Uuid>,
) -> Result<bool, sqlx::Error> {
    sqlx::query_scalar("SELECT EXISTS (SELECT 1 FROM memberships WHERE user_id = $1 AND status = 'active' AND ($2::uuid IS NULL OR agency_id = $2))")
        .bind(user_id)
        .bind(agency_id)
        .fetch_one(db)
        .await
}

pub async fn is_platform_operator<'e>(
    db: impl PgExecutor<'e>,
    user_id: Uuid,
) -> Result<bool, sqlx::Error> {
    sqlx::query_scalar("SELECT is_platform_operator FROM users WHERE id = $1")
        .bind(user_id)
        .fetch_one(db)
        .await
}

/// Confirms the user's address (a link sent to it was opened); returns the address.
pub async fn mark_verified(conn: &mut PgConnection, user_id: Uuid) -> Result<String, sqlx::Error> {
    sqlx::query_scalar("UPDATE users SET email_verified_at = coalesce(email_verified_at, now()) WHERE id = $1 RETURNING email")
        .bind(user_id)
        .fetch_one(conn)
        .await
}

/// A new password from a reset link: the address is confirmed too, and failed sign-ins are forgotten.
pub async fn set_password(
    conn: &mut PgConnection,
    user_id: Uuid,
    password_hash: &str,
) -> Result<(), sqlx::Error> {
    sqlx::query("UPDATE users SET password_hash = $2, email_verified_at = coalesce(email_verified_at, now()) WHERE id = $1")
        .bind(user_id)
        .bind(password_hash)
        .execute(&mut *conn)
        .await?;
    crate::auth::queries::clear_account_throttles(&mut *conn, user_id).await
}

/// A broker sign-up to keep until its address is confirmed.
pub struct NewBrokerSignUp<'a> {
    pub token_hash: &'a [u8],
    pub email: &'a str,
    pub name: &'a str,
    pub agency_name: &'a str,
    pub slug: &'a str,
    pub password_hash: &'a str,
    pub ip: &'a str,
    pub lifetime_secs: i64,
}

pub async fn insert_broker_signup<'e>(
    db: impl PgExecutor<'e>,
    s: &NewBrokerSignUp<'_>,
) -> Result<(), sqlx::Error> {
    sqlx::query(
        "INSERT INTO broker_signups (token_hash, email, name, agency_name, slug, password_hash, ip, expires_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, now() + make_interval(secs => $8))",
    )
    .bind(s.token_hash)
    .bind(s.email)
    .bind(s.name)
    .bind(s.agency_name)
    .bind(s.slug)
    .bind(s.password_hash)
    .bind(s.ip)
    .bind(s.lifetime_secs as f64)
    .execute(db)
    .await?;
    Ok(())
}

#[derive(Debug, sqlx::FromRow)]
pub struct BrokerSignUp {
    pub email: String,
    pub name: String,
    pub agency_name: String,
    pub slug: String,
    pub password_hash: String,
    pub ip: Option<String>,
}

/// Uses a sign-up's confirmation link once. Expired and used links get their own errors.
pub async fn take_broker_signup(
    conn: &mut PgConnection,
    token_hash: &[u8],
) -> Result<BrokerSignUp, AppError> {
    let taken: Option<BrokerSignUp> = sqlx::query_as(
        "UPDATE broker_signups SET used_at = now() WHERE token_hash = $1 AND used_at IS NULL AND expires_at > now()
         RETURNING email, name, agency_name, slug, password_hash, ip",
    )
    .bind(token_hash)
    .fetch_optional(&mut *conn)
    .await?;
    if let Some(s) = taken {
        return Ok(s);
    }
    let used: Option<bool> =
        sqlx::query_scalar("SELECT used_at IS NOT NULL FROM broker_signups WHERE token_hash = $1")
            .bind(token_hash)
            .fetch_optional(&mut *conn)
            .await?;
    Err(match used {
        Some(true) => AppError::Token {
            code: ErrorCode::TokenUsed,
            message: "this link was already used",
        },
        Some(false) => AppError::Token {
            code: ErrorCode::TokenExpired,
            message: "this link has expired",
        },
        None => crate::auth::tokens::INVALID,
    })
}

/// The owner of a new agency, with the address the link confirmed.
pub async fn create_owner(
    conn: &mut PgConnection,
    agency_id: Uuid,
    s: &BrokerSignUp,
) -> Result<Uuid, sqlx::Error> {
    let user_id: Uuid = sqlx::query_scalar("INSERT INTO users (email, name, password_hash, email_verified_at) VALUES ($1, $2, $3, now()) RETURNING id")
        .bind(&s.email)
        .bind(&s.name)
        .bind(&s.password_hash)
        .fetch_one(&mut *conn)
        .await?;
    sqlx::query("INSERT INTO memberships (user_id, agency_id, role) VALUES ($1, $2, 'owner')")
        .bind(user_id)
        .bind(agency_id)
        .execute(&mut *conn)
        .await?;
    Ok(user_id)
}

pub async fn start_trial(conn: &mut PgConnection, agency_id: Uuid) -> Result<(), sqlx::Error> {
    sqlx::query("INSERT INTO subscriptions (agency_id, plan, status, trial_ends_at) VALUES ($1, 'trial', 'trialing', now() + interval '14 days')")
        .bind(agency_id)
        .execute(conn)
        .await?;
    Ok(())
}

/// A new account; its address is confirmed later, by the link sent to it.
pub async fn create_user(
    conn: &mut PgConnection,
    email: &str,
    name: &str,
    password_hash: &str,
) -> Result<Uuid, sqlx::Error> {
    sqlx::query_scalar(
        "INSERT INTO users (email, name, password_hash) VALUES ($1, $2, $3) RETURNING id",
    )
    .bind(email)
    .bind(name)
    .bind(password_hash)
    .fetch_one(conn)
    .await
}

/// A new account whose address is already confirmed (an invitation reached it).
pub async fn create_verified_user(
    conn: &mut PgConnection,
    email: &str,
    name: &str,
    password_hash: &str,
) -> Result<Uuid, sqlx::Error> {
    sqlx::query_scalar("INSERT INTO users (email, name, password_hash, email_verified_at) VALUES ($1, $2, $3, now()) RETURNING id")
        .bind(email)
        .bind(name)
        .bind(password_hash)
        .fetch_one(conn)
        .await
}

pub struct EmployeeMembership {
    pub user_id: Uuid,
    pub agency_id: Uuid,
    pub group_id: Uuid,
    pub employee_id: Uuid,
}

pub async fn add_employee_membership(
    conn: &mut PgConnection,
    m: &EmployeeMembership,
) -> Result<(), sqlx::Error> {
    sqlx::query("INSERT INTO memberships (user_id, agency_id, role, group_id, employee_id) VALUES ($1, $2, 'employee', $3, $4)")
        .bind(m.user_id)
        .bind(m.agency_id)
        .bind(m.group_id)
        .bind(m.employee_id)
        .execute(conn)
        .await?;
    Ok(())
}

/// Whether an employee record already has an account in the agency.
pub async fn employee_has_account<'e>(
    db: impl PgExecutor<'e>,
    agency_id: Uuid,
    employee_id: Uuid,
) -> Result<bool, sqlx::Error> {
    sqlx::query_scalar(
        "SELECT EXISTS (SELECT 1 FROM memberships WHERE agency_id = $1 AND employee_id = $2)",
    )
    .bind(agency_id)
    .bind(employee_id)
    .fetch_one(db)
    .await
}

/// The group of a live enrollment code (codes are kept in upper case).
pub async fn enrollment_code_group(
    conn: &mut PgConnection,
    code: &str,
) -> Result<Option<Uuid>, sqlx::Error> {
    sqlx::query_scalar("SELECT group_id FROM enrollment_codes WHERE code = $1 AND revoked_at IS NULL AND expires_at > now()")
        .bind(code.trim().to_ascii_uppercase())
        .fetch_optional(conn)
        .await
}

/// An employee on the group's roster, as a sign-up by code finds them.
#[derive(Debug, sqlx::FromRow)]
pub struct RosterEntry {
    pub id: Uuid,
    pub name: String,
    pub email: Option<String>,
}

pub async fn roster_match(
    conn: &mut PgConnection,
    group_id: Uuid,
    last_name: &str,
    dob: NaiveDate,
) -> Result<Option<RosterEntry>, sqlx::Error> {
    sqlx::query_as(
        "SELECT id, first_name || ' ' || last_name AS name, email FROM employees
         WHERE group_id = $1 AND lower(last_name) = lower($2) AND dob = $3 AND status <> 'terminated'",
    )
    .bind(group_id)
    .bind(last_name.trim())
    .bind(dob)
    .fetch_optional(conn)
    .await
}

/// A unique-key violation as a field error (the address was taken meanwhile).
pub fn unique_to_field(e: sqlx::Error, field: &str, problem: &str) -> AppError {
    match &e {
        sqlx::Error::Database(db) if db.code().as_deref() == Some("23505") => {
            AppError::field(field, problem)
        }
        _ => AppError::Database(e),
    }
}
