//! The queries of early access, on the platform's schema (qualified, so they also run inside
//! an agency's transaction).

use sqlx::{PgConnection, PgPool};
use uuid::Uuid;

use crate::list::ListQuery;
use crate::vocabulary::{AgencySize, PreviewFeature};

pub async fn enabled(pool: &PgPool, agency_id: Uuid) -> Result<Vec<PreviewFeature>, sqlx::Error> {
    sqlx::query_scalar("SELECT feature FROM public.agency_previews WHERE agency_id = $1")
        .bind(agency_id)
        .fetch_all(pool)
        .await
}

#[derive(Debug, sqlx::FromRow)]
pub struct PreviewRow {
    pub feature: PreviewFeature,
    pub enabled_at: Option<chrono::DateTime<chrono::Utc>>,
    pub enabled_by_name: Option<String>,
    pub feedback_count: i64,
}

/// Every preview feature with whether the agency has it on, who switched it on, and how much
/// feedback the agency sent about it.
pub async fn previews(pool: &PgPool, agency_id: Uuid) -> Result<Vec<PreviewRow>, sqlx::Error> {
    let all: Vec<&str> = PreviewFeature::ALL.iter().map(|f| f.as_str()).collect();
    sqlx::query_as(
        "SELECT f.feature, p.enabled_at, u.name AS enabled_by_name,
                (SELECT count(*) FROM public.preview_feedback b
                  WHERE b.agency_id = $1 AND b.feature = f.feature) AS feedback_count
           FROM unnest($2::text[]) WITH ORDINALITY AS f(feature, position)
           LEFT JOIN public.agency_previews p ON p.agency_id = $1 AND p.feature = f.feature
           LEFT JOIN public.users u ON u.id = p.enabled_by
          ORDER BY f.position",
    )
    .bind(agency_id)
    .bind(all)
    .fetch_all(pool)
    .await
}

/// Switches a preview on or off; answers whether anything changed.
pub async fn switch(
    conn: &mut PgConnection,
    agency_id: Uuid,
    feature: PreviewFeature,
    on: bool,
    by: Uuid,
) -> Result<bool, sqlx::Error> {
    let changed = if on {
        sqlx::query(
            "INSERT INTO public.agency_previews (agency_id, feature, enabled_by)
             VALUES ($1, $2, $3) ON CONFLICT DO NOTHING",
        )
        .bind(agency_id)
        .bind(feature)
        .bind(by)
        .execute(conn)
        .await?
    } else {
        sqlx::query("DELETE FROM public.agency_previews WHERE agency_id = $1 AND feature = $2")
            .bind(agency_id)
            .bind(feature)
            .execute(conn)
            .await?
    };
    Ok(changed.rows_affected() > 0)
}

pub struct NewFeedback<'a> {
    pub agency_id: Uuid,
    pub feature: PreviewFeature,
    pub user_id: Uuid,
    pub user_name: &'a str,
    pub message: &'a str,
}

pub async fn insert_feedback(
    conn: &mut PgConnection,
    new: &NewFeedback<'_>,
) -> Result<(Uuid, chrono::DateTime<chrono::Utc>), sqlx::Error> {
    sqlx::query_as(
        "INSERT INTO public.preview_feedback (agency_id, feature, user_id, user_name, message)
         VALUES ($1, $2, $3, $4, $5) RETURNING id, created_at",
    )
    .bind(new.agency_id)
    .bind(new.feature)
    .bind(new.user_id)
    .bind(new.user_name)
    .bind(new.message)
    .fetch_one(conn)
    .await
}

#[derive(Debug, sqlx::FromRow)]
pub struct FeedbackRow {
    pub id: Uuid,
    pub agency_name: String,
    pub feature: PreviewFeature,
    pub user_name: String,
    pub message: String,
    pub created_at: chrono::DateTime<chrono::Utc>,
}

/// Feedback about the previews, newest first: one agency's, or every agency's for operators.
pub async fn feedback(
    pool: &PgPool,
    agency_id: Option<Uuid>,
    feature: Option<PreviewFeature>,
    list: &ListQuery,
) -> Result<(Vec<FeedbackRow>, i64), sqlx::Error> {
    let rows = sqlx::query_as(&format!(
        "SELECT b.id, a.name AS agency_name, b.feature, b.user_name, b.message, b.created_at
           FROM public.preview_feedback b JOIN public.agencies a ON a.id = b.agency_id
          WHERE ($1::uuid IS NULL OR b.agency_id = $1) AND ($2::text IS NULL OR b.feature = $2)
            AND ($3::text IS NULL OR b.message ILIKE '%' || $3 || '%' OR a.name ILIKE '%' || $3 || '%')
          ORDER BY {} {}, b.id LIMIT $4 OFFSET $5",
        list.sort,
        if list.descending { "DESC" } else { "ASC" }
    ))
    .bind(agency_id)
    .bind(feature)
    .bind(list.q.as_deref())
    .bind(list.limit())
    .bind(list.offset())
    .fetch_all(pool)
    .await?;
    let total = sqlx::query_scalar(
        "SELECT count(*) FROM public.preview_feedback b JOIN public.agencies a ON a.id = b.agency_id
          WHERE ($1::uuid IS NULL OR b.agency_id = $1) AND ($2::text IS NULL OR b.feature = $2)
            AND ($3::text IS NULL OR b.message ILIKE '%' || $3 || '%' OR a.name ILIKE '%' || $3 || '%')",
    )
    .bind(agency_id)
    .bind(feature)
    .bind(list.q.as_deref())
    .fetch_one(pool)
    .await?;
    Ok((rows, total))
}

pub struct NewSignup<'a> {
    pub name: &'a str,
    pub email: &'a str,
    pub agency_name: &'a str,
    pub agency_size: AgencySize,
    pub interests: Vec<&'static str>,
}

/// Adds an address to the waitlist; answers false when it was already on it (nothing changes).
pub async fn insert_signup(
    conn: &mut PgConnection,
    new: &NewSignup<'_>,
) -> Result<bool, sqlx::Error> {
    Ok(sqlx::query(
        "INSERT INTO public.early_access_signups (name, email, agency_name, agency_size, interests)
         VALUES ($1, $2, $3, $4, $5) ON CONFLICT ((lower(email))) DO NOTHING",
    )
    .bind(new.name)
    .bind(new.email)
    .bind(new.agency_name)
    .bind(new.agency_size)
    .bind(&new.interests)
    .execute(conn)
    .await?
    .rows_affected()
        > 0)
}

#[derive(Debug, sqlx::FromRow)]
pub struct SignupRow {
    pub id: Uuid,
    pub name: String,
    pub email: String,
    pub agency_name: String,
    pub agency_size: AgencySize,
    pub interests: Vec<String>,
    pub created_at: chrono::DateTime<chrono::Utc>,
}

const SIGNUP_FILTER: &str =
    "($1::text IS NULL OR name ILIKE '%' || $1 || '%' OR email ILIKE '%' || $1 || '%'
        OR agency_name ILIKE '%' || $1 || '%')";

/// A page of the waitlist; `list.per_page` of 0 is every row (the export).
pub async fn signups(
    pool: &PgPool,
    list: &ListQuery,
    everything: bool,
) -> Result<(Vec<SignupRow>, i64), sqlx::Error> {
    let rows = sqlx::query_as(&format!(
        "SELECT id, name, email, agency_name, agency_size, interests, created_at
           FROM public.early_access_signups WHERE {SIGNUP_FILTER}
          ORDER BY {} {}, id LIMIT $2 OFFSET $3",
        list.sort,
        if list.descending { "DESC" } else { "ASC" }
    ))
    .bind(list.q.as_deref())
    .bind(if everything { i64::MAX } else { list.limit() })
    .bind(if everything { 0 } else { list.offset() })
    .fetch_all(pool)
    .await?;
    let total = sqlx::query_scalar(&format!(
        "SELECT count(*) FROM public.early_access_signups WHERE {SIGNUP_FILTER}"
    ))
    .bind(list.q.as_deref())
    .fetch_one(pool)
    .await?;
    Ok((rows, total))
}
