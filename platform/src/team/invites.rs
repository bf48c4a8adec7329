//! Invitations: a single-use link (7 days) that makes a membership with a role and scope.

use chrono::{DateTime, Utc};
use sqlx::{PgConnection, PgExecutor, PgPool};
use uuid::Uuid;

use crate::crypto::{random_token, sha256};
use crate::error::AppError;

pub const LIFETIME_DAYS: i64 = 7;

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
            code: "token_invalid",
            message: "this invitation link is not valid",
        }),
        Some(i) if i.accepted_at.is_some() => Err(AppError::Token {
            code: "token_used",
            message: "this invitation was already accepted",
        }),
        Some(i) if i.revoked_at.is_some() => Err(AppError::Token {
            code: "token_invalid",
            message: "this invitation was withdrawn",
        }),
        Some(i) if i.expires_at <= Utc::now() => Err(AppError::Token {
            code: "token_expired",
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

pub async fn revoke(pool: &PgPool, agency_id: Uuid, id: Uuid) -> Result<Invite, AppError> {
    let done = sqlx::query("UPDATE public.invites SET revoked_at = now() WHERE agency_id = $1 AND id = $2 AND accepted_at IS NULL AND revoked_at IS NULL")
        .bind(agency_id)
        .bind(id)
        .execute(pool)
        .await?;
    let invite = get(pool, agency_id, id)
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
    let total = sqlx::query_scalar(&format!("SELECT count(*) FROM invites i {filter}"))
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

/// Marks the invitation accepted and makes (or reactivates) the membership, in the caller's
/// transaction; the agency's audit log records it.
pub async fn accept_in_tx(
    conn: &mut PgConnection,
    invite: &Invite,
    user_id: Uuid,
) -> Result<(), AppError> {
    let done = sqlx::query("UPDATE public.invites SET accepted_at = now() WHERE id = $1 AND accepted_at IS NULL AND revoked_at IS NULL")
        .bind(invite.id)
        .execute(&mut *conn)
        .await?;
    if done.rows_affected() == 0 {
        return Err(AppError::Token {
            code: "token_used",
            message: "this invitation was already accepted",
        });
    }
    sqlx::query(
        "INSERT INTO memberships (user_id, agency_id, role, group_id, employee_id) VALUES ($1, $2, $3, $4, $5)
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
    sqlx::query(&format!(
        "INSERT INTO {}.audit_log (actor_id, actor_name, action, entity, entity_id, summary)
         SELECT id, name, 'accept', 'invite', $2, name || ' joined as ' || $3 FROM public.users WHERE id = $1",
        invite.agency_schema
    ))
    .bind(user_id)
    .bind(invite.id.to_string())
    .bind(&invite.role)
    .execute(&mut *conn)
    .await?;
    Ok(())
}
