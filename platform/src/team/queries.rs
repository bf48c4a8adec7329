//! The queries of the team: invitations (a single-use link that makes a membership with a role
//! and scope) and the agency's own roles, all in `public` and named with it, so they run in an
//! agency's transaction too.

use chrono::{DateTime, Utc};
use sqlx::{PgConnection, PgExecutor, PgPool};
use uuid::Uuid;

use super::rules::LIFETIME_DAYS;
use crate::crypto::{random_token, sha256};
use crate::error::{AppError, ErrorCode};

#[derive(Debug, Clone, sqlx::FromRow)]
pub struct Invite {
    pub id: Uuid,
    pub agency_id: Uuid,
    pub agency_name: String,
    pub agency_schema: String,
    pub email: String,
    pub name: Option<String>,
    pub role: String,
    pub group_id: Option<Uuid>,
    pub employee_id: Option<Uuid>,
    pub invited_by_name: Option<String>,
    pub created_at: DateTime<Utc>,
    pub last_sent_at: DateTime<Utc>,
    pub expires_at: DateTime<Utc>,
    pub accepted_at: Option<DateTime<Utc>>,
    pub revoked_at: Option<DateTime<Utc>>,
}

const SELECT: &str = "SELECT i.id, i.agency_id, a.name AS agency_name, a.schema_name AS agency_schema, i.email, i.name, i.role,
        i.group_id, i.employee_id, u.name AS invited_by_name, i.created_at, i.last_sent_at, i.expires_at,
        i.accepted_at, i.revoked_at
     FROM public.invites i JOIN public.agencies a ON a.id = i.agency_id LEFT JOIN public.users u ON u.id = i.invited_by";

/// The invitation behind a link, if it can still be accepted.
pub async fn usable_by_token(pool: &PgPool, token: &str) -> Result<Invite, AppError> {
    let invite: Option<Invite> = sqlx::query_as(&format!("{SELECT} WHERE i.token_hash = $1"))
        .bind(sha256(token.trim()))
        .fetch_optional(pool)
        .await?;
    match invite {
        None => Err(AppError::Token {
            code: ErrorCode::TokenInvalid,
            message: "this invitation link is not valid",
        }),
        Some(i) if i.accepted_at.is_some() => Err(AppError::Token {
            code: ErrorCode::TokenUsed,
            message: "this invitation was already accepted",
        }),
        Some(i) if i.revoked_at.is_some() => Err(AppError::Token {
            code: ErrorCode::TokenInvalid,
            message: "this invitation was withdrawn",
        }),
        Some(i) if i.expires_at <= Utc::now() => Err(AppError::Token {
            code: ErrorCode::TokenExpired,
            message: "this invitation has expired",
        }),
        Some(i) => Ok(i),
    }
}

pub struct NewInvite<'a> {
    pub agency_id: Uuid,
    pub email: &'a str,
    pub name: Option<&'a str>,
    pub role: &'a str,
    pub group_id: Option<Uuid>,
    pub employee_id: Option<Uuid>,
    pub invited_by: Uuid,
}

/// Creates a pending invitation; returns it with the clear token for the link.
pub async fn create(
    conn: &mut PgConnection,
    new: &NewInvite<'_>,
) -> Result<(Invite, String), AppError> {
    let token = random_token();
    let id: Uuid = sqlx::query_scalar(
        "INSERT INTO public.invites (agency_id, email, name, role, group_id, employee_id, token_hash, invited_by, expires_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, now() + make_interval(days => $9::int)) RETURNING id",
    )
    .bind(new.agency_id)
    .bind(new.email)
    .bind(new.name)
    .bind(new.role)
    .bind(new.group_id)
    .bind(new.employee_id)
    .bind(sha256(&token))
    .bind(new.invited_by)
    .bind(LIFETIME_DAYS as i32)
    .fetch_one(&mut *conn)
    .await
    .map_err(|e| match &e {
        sqlx::Error::Database(db) if db.code().as_deref() == Some("23505") => {
            AppError::Conflict("this person already has a pending invitation: resend it instead".into())
        }
        _ => AppError::Database(e),
    })?;
    let invite = get(&mut *conn, new.agency_id, id)
        .await?
        .ok_or_else(|| AppError::not_found("invitation"))?;
    Ok((invite, token))
}

/// A fresh link (the old one stops working) and seven more days.
pub async fn renew_token(
    conn: &mut PgConnection,
    agency_id: Uuid,
    id: Uuid,
) -> Result<(Invite, String), AppError> {
    let token = random_token();
    let done = sqlx::query(
        "UPDATE public.invites SET token_hash = $3, last_sent_at = now(), expires_at = now() + make_interval(days => $4::int)
         WHERE agency_id = $1 AND id = $2 AND accepted_at IS NULL AND revoked_at IS NULL",
    )
    .bind(agency_id)
    .bind(id)
    .bind(sha256(&token))
    .bind(LIFETIME_DAYS as i32)
    .execute(&mut *conn)
    .await?;
    if done.rows_affected() == 0 {
        return Err(AppError::Conflict(
            "only a pending invitation can be sent again".into(),
        ));
    }
    let invite = get(&mut *conn, agency_id, id)
        .await?
        .ok_or_else(|| AppError::not_found("invitation"))?;
    Ok((invite, token))
}

pub async fn revoke(
    conn: &mut PgConnection,
    agency_id: Uuid,
    id: Uuid,
) -> Result<Invite, AppError> {
    let done = sqlx::query("UPDATE public.invites SET revoked_at = now() WHERE agency_id = $1 AND id = $2 AND accepted_at IS NULL AND revoked_at IS NULL")
        .bind(agency_id)
        .bind(id)
        .execute(&mut *conn)
        .await?;
    let invite = get(&mut *conn, agency_id, id)
        .await?
        .ok_or_else(|| AppError::not_found("invitation"))?;
    if done.rows_affected() == 0 {
        return Err(AppError::Conflict(
            "only a pending invitation can be withdrawn".into(),
        ));
    }
    Ok(invite)
}

pub async fn get<'e>(
    db: impl PgExecutor<'e>,
    agency_id: Uuid,
    id: Uuid,
) -> Result<Option<Invite>, sqlx::Error> {
    sqlx::query_as(&format!("{SELECT} WHERE i.agency_id = $1 AND i.id = $2"))
        .bind(agency_id)
        .bind(id)
        .fetch_optional(db)
        .await
}

pub const SORT_FIELDS: crate::list::SortFields = &[
    ("created_at", "i.created_at"),
    ("email", "lower(i.email)"),
    ("role", "i.role"),
    ("expires_at", "i.expires_at"),
];

/// `status`: pending, accepted, revoked or expired.
pub async fn list(
    pool: &PgPool,
    agency_id: Uuid,
    status: Option<&str>,
    query: &crate::list::ListQuery,
) -> Result<(Vec<Invite>, i64), sqlx::Error> {
    let filter = "WHERE i.agency_id = $1 AND ($2::text IS NULL OR i.email ILIKE $2 OR i.name ILIKE $2)
        AND ($3::text IS NULL
             OR ($3 = 'pending' AND i.accepted_at IS NULL AND i.revoked_at IS NULL AND i.expires_at > now())
             OR ($3 = 'accepted' AND i.accepted_at IS NOT NULL)
             OR ($3 = 'revoked' AND i.revoked_at IS NOT NULL)
             OR ($3 = 'expired' AND i.accepted_at IS NULL AND i.revoked_at IS NULL AND i.expires_at <= now()))";
    let total = sqlx::query_scalar(&format!("SELECT count(*) FROM public.invites i {filter}"))
        .bind(agency_id)
        .bind(query.like_pattern())
        .bind(status)
        .fetch_one(pool)
        .await?;
    let rows = sqlx::query_as(&format!(
        "{SELECT} {filter} ORDER BY {} LIMIT $4 OFFSET $5",
        query.order_by("i.id")
    ))
    .bind(agency_id)
    .bind(query.like_pattern())
    .bind(status)
    .bind(query.limit())
    .bind(query.offset())
    .fetch_all(pool)
    .await?;
    Ok((rows, total))
}

/// Marks the invitation accepted and makes (or reactivates) the membership; returns the name of
/// the person who joined.
pub async fn accept(
    conn: &mut PgConnection,
    invite: &Invite,
    user_id: Uuid,
) -> Result<String, AppError> {
    let done = sqlx::query("UPDATE public.invites SET accepted_at = now() WHERE id = $1 AND accepted_at IS NULL AND revoked_at IS NULL")
        .bind(invite.id)
        .execute(&mut *conn)
        .await?;
    if done.rows_affected() == 0 {
        return Err(AppError::Token {
            code: ErrorCode::TokenUsed,
            message: "this invitation was already accepted",
        });
    }
    sqlx::query(
        "INSERT INTO public.memberships (user_id, agency_id, role, group_id, employee_id) VALUES ($1, $2, $3, $4, $5)
         ON CONFLICT (user_id, agency_id) DO UPDATE
         SET role = EXCLUDED.role, group_id = EXCLUDED.group_id, employee_id = EXCLUDED.employee_id, status = 'active'",
    )
    .bind(user_id)
    .bind(invite.agency_id)
    .bind(&invite.role)
    .bind(invite.group_id)
    .bind(invite.employee_id)
    .execute(&mut *conn)
    .await?;
    Ok(
        sqlx::query_scalar("SELECT name FROM public.users WHERE id = $1")
            .bind(user_id)
            .fetch_one(&mut *conn)
            .await?,
    )
}

/// Whether the address belongs to an active member of the agency.
pub async fn is_active_member_email(
    conn: &mut PgConnection,
    agency_id: Uuid,
    email: &str,
) -> Result<bool, sqlx::Error> {
    sqlx::query_scalar(
        "SELECT EXISTS (SELECT 1 FROM public.memberships m JOIN public.users u ON u.id = m.user_id
         WHERE m.agency_id = $1 AND lower(u.email) = lower($2) AND m.status = 'active')",
    )
    .bind(agency_id)
    .bind(email)
    .fetch_one(conn)
    .await
}

#[derive(Debug, sqlx::FromRow)]
pub struct RoleRow {
    pub name: String,
    pub label: String,
    pub description: String,
    pub permissions: Vec<String>,
    pub created_at: DateTime<Utc>,
    pub member_count: i64,
}

pub async fn list_roles(pool: &PgPool, agency_id: Uuid) -> Result<Vec<RoleRow>, sqlx::Error> {
    sqlx::query_as(
        "SELECT r.name, r.label, r.description, r.permissions, r.created_at,
                (SELECT count(*) FROM memberships m WHERE m.agency_id = r.agency_id AND m.role = r.name AND m.status = 'active') AS member_count
         FROM agency_roles r WHERE r.agency_id = $1 ORDER BY r.label",
    )
    .bind(agency_id)
    .fetch_all(pool)
    .await
}

pub async fn role_exists(
    conn: &mut PgConnection,
    agency_id: Uuid,
    name: &str,
) -> Result<bool, sqlx::Error> {
    sqlx::query_scalar(
        "SELECT EXISTS (SELECT 1 FROM public.agency_roles WHERE agency_id = $1 AND name = $2)",
    )
    .bind(agency_id)
    .bind(name)
    .fetch_one(conn)
    .await
}

pub async fn role_label<'e>(
    db: impl PgExecutor<'e>,
    agency_id: Uuid,
    name: &str,
) -> Result<Option<String>, sqlx::Error> {
    sqlx::query_scalar("SELECT label FROM public.agency_roles WHERE agency_id = $1 AND name = $2")
        .bind(agency_id)
        .bind(name)
        .fetch_optional(db)
        .await
}

pub struct RoleValues<'a> {
    pub agency_id: Uuid,
    pub name: &'a str,
    pub label: &'a str,
    pub description: &'a str,
    pub permissions: &'a [String],
}

pub async fn insert_role(conn: &mut PgConnection, r: &RoleValues<'_>) -> Result<(), AppError> {
    sqlx::query("INSERT INTO public.agency_roles (agency_id, name, label, description, permissions) VALUES ($1, $2, $3, $4, $5)")
        .bind(r.agency_id)
        .bind(r.name)
        .bind(r.label)
        .bind(r.description)
        .bind(r.permissions)
        .execute(conn)
        .await
        .map_err(|e| match &e {
            sqlx::Error::Database(db) if db.code().as_deref() == Some("23505") => AppError::field("name", "a role with this name exists"),
            _ => AppError::Database(e),
        })?;
    Ok(())
}

/// Returns the permissions the role had, or None when there is no such role.
pub async fn update_role(
    conn: &mut PgConnection,
    r: &RoleValues<'_>,
) -> Result<Option<Vec<String>>, sqlx::Error> {
    sqlx::query_scalar(
        "UPDATE public.agency_roles r SET label = $3, description = $4, permissions = $5
         FROM public.agency_roles old WHERE r.agency_id = $1 AND r.name = $2 AND old.agency_id = r.agency_id AND old.name = r.name
         RETURNING old.permissions",
    )
    .bind(r.agency_id)
    .bind(r.name)
    .bind(r.label)
    .bind(r.description)
    .bind(r.permissions)
    .fetch_optional(conn)
    .await
}

/// How many memberships (active or not) have the role.
pub async fn role_holders(
    conn: &mut PgConnection,
    agency_id: Uuid,
    name: &str,
) -> Result<i64, sqlx::Error> {
    sqlx::query_scalar("SELECT count(*) FROM public.memberships WHERE agency_id = $1 AND role = $2")
        .bind(agency_id)
        .bind(name)
        .fetch_one(conn)
        .await
}

/// Returns the deleted role's label and permissions.
pub async fn delete_role(
    conn: &mut PgConnection,
    agency_id: Uuid,
    name: &str,
) -> Result<Option<(String, Vec<String>)>, sqlx::Error> {
    sqlx::query_as("DELETE FROM public.agency_roles WHERE agency_id = $1 AND name = $2 RETURNING label, permissions")
        .bind(agency_id)
        .bind(name)
        .fetch_optional(conn)
        .await
}

pub async fn all_roles(pool: &PgPool) -> Result<Vec<(Uuid, String, Vec<String>)>, sqlx::Error> {
    sqlx::query_as("SELECT agency_id, name, permissions FROM agency_roles")
        .fetch_all(pool)
        .await
}

pub async fn agency_roles(
    pool: &PgPool,
    agency_id: Uuid,
) -> Result<Vec<(String, Vec<String>)>, sqlx::Error> {
    sqlx::query_as("SELECT name, permissions FROM agency_roles WHERE agency_id = $1")
        .bind(agency_id)
        .fetch_all(pool)
        .await
}

pub async fn notify_roles_changed<'e>(
    db: impl PgExecutor<'e>,
    channel: &str,
    agency_id: Uuid,
) -> Result<(), sqlx::Error> {
    sqlx::query("SELECT pg_notify($1, $2)")
        .bind(channel)
        .bind(agency_id.to_string())
        .execute(db)
        .await?;
    Ok(())
}
