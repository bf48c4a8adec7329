//! The brands' and custom domains' queries (`public` tables).

use chrono::{DateTime, Utc};
use sqlx::{PgConnection, PgPool};
use uuid::Uuid;

use super::rules::BrandImage;

#[derive(Debug, sqlx::FromRow)]
pub struct BrandRow {
    pub display_name: String,
    pub primary_color: String,
    pub secondary_color: String,
    pub font_family: String,
    pub welcome_text: String,
    pub logo_url: Option<String>,
    pub favicon_url: Option<String>,
    pub support_email: Option<String>,
    pub support_phone: Option<String>,
}

pub async fn for_agency(pool: &PgPool, agency_id: Uuid) -> Result<Option<BrandRow>, sqlx::Error> {
    sqlx::query_as(
        "SELECT display_name, primary_color, secondary_color, font_family, welcome_text, logo_url, favicon_url,
                support_email, support_phone
         FROM agency_brands WHERE agency_id = $1",
    )
    .bind(agency_id)
    .fetch_optional(pool)
    .await
}

#[derive(sqlx::FromRow)]
struct MailBrandRow {
    display_name: String,
    email_sender_name: Option<String>,
    primary_color: String,
    logo_url: Option<String>,
    support_email: Option<String>,
}

/// The brand emails of `agency_id` carry (the platform's without an agency). Read it on the
/// connection of the transaction that writes the mail: a second connection taken while holding
/// one starves the pool under load.
pub async fn mail_brand<'e>(
    db: impl sqlx::PgExecutor<'e>,
    agency_id: Option<Uuid>,
) -> Result<crate::mail::MailBrand, sqlx::Error> {
    let Some(agency_id) = agency_id else {
        return Ok(crate::mail::MailBrand::platform());
    };
    let row: Option<MailBrandRow> = sqlx::query_as(
        "SELECT display_name, email_sender_name, primary_color, logo_url, support_email FROM public.agency_brands WHERE agency_id = $1",
    )
    .bind(agency_id)
    .fetch_optional(db)
    .await?;
    Ok(match row {
        Some(row) => crate::mail::MailBrand {
            sender_name: row
                .email_sender_name
                .filter(|s| !s.is_empty())
                .unwrap_or_else(|| row.display_name.clone()),
            name: row.display_name,
            primary_color: row.primary_color,
            logo_url: row.logo_url,
            support_email: row.support_email,
        },
        None => crate::mail::MailBrand::platform(),
    })
}

pub async fn sso_enabled(pool: &PgPool, agency_id: Uuid) -> Result<bool, sqlx::Error> {
    sqlx::query_scalar("SELECT EXISTS (SELECT 1 FROM agency_sso WHERE agency_id = $1 AND enabled)")
        .bind(agency_id)
        .fetch_one(pool)
        .await
}

/// The brand as the editor shows it.
#[derive(Debug, sqlx::FromRow)]
pub struct BrandSettingsRow {
    pub display_name: String,
    pub primary_color: String,
    pub secondary_color: String,
    pub font_family: String,
    pub welcome_text: String,
    pub logo_url: Option<String>,
    pub favicon_url: Option<String>,
    pub support_email: Option<String>,
    pub support_phone: Option<String>,
    pub email_sender_name: Option<String>,
}

pub async fn settings<'e>(
    db: impl sqlx::PgExecutor<'e>,
    agency_id: Uuid,
) -> Result<Option<BrandSettingsRow>, sqlx::Error> {
    sqlx::query_as(
        "SELECT display_name, primary_color, secondary_color, font_family, welcome_text, logo_url, favicon_url,
                support_email, support_phone, email_sender_name
         FROM agency_brands WHERE agency_id = $1",
    )
    .bind(agency_id)
    .fetch_optional(db)
    .await
}

/// The brand's editable texts, colours stored in lower case; blank optional texts are None.
pub struct BrandChange<'a> {
    pub display_name: &'a str,
    pub primary_color: &'a str,
    pub secondary_color: &'a str,
    pub font_family: &'a str,
    pub welcome_text: &'a str,
    pub email_sender_name: Option<String>,
    pub support_email: Option<String>,
    pub support_phone: Option<String>,
}

pub async fn update_settings(
    conn: &mut PgConnection,
    agency_id: Uuid,
    b: &BrandChange<'_>,
) -> Result<(), sqlx::Error> {
    sqlx::query(
        "UPDATE agency_brands SET display_name = $2, primary_color = lower($3), secondary_color = lower($4), font_family = $5,
            welcome_text = $6, email_sender_name = $7, support_email = $8, support_phone = $9, updated_at = now()
         WHERE agency_id = $1",
    )
    .bind(agency_id)
    .bind(b.display_name)
    .bind(b.primary_color)
    .bind(b.secondary_color)
    .bind(b.font_family)
    .bind(b.welcome_text)
    .bind(&b.email_sender_name)
    .bind(&b.support_email)
    .bind(&b.support_phone)
    .execute(conn)
    .await?;
    Ok(())
}

/// Points the brand's logo or favicon at `url` (None removes it).
pub async fn set_image(
    conn: &mut PgConnection,
    agency_id: Uuid,
    image: BrandImage,
    url: Option<&str>,
) -> Result<(), sqlx::Error> {
    sqlx::query(&format!(
        "UPDATE agency_brands SET {} = $2, updated_at = now() WHERE agency_id = $1",
        image.column()
    ))
    .bind(agency_id)
    .bind(url)
    .execute(conn)
    .await?;
    Ok(())
}

#[derive(Debug, sqlx::FromRow)]
pub struct DomainRow {
    pub domain: String,
    pub verification_token: String,
    pub verified_at: Option<DateTime<Utc>>,
    pub created_at: DateTime<Utc>,
}

const DOMAIN_SELECT: &str =
    "SELECT domain, verification_token, verified_at, created_at FROM agency_domains";

pub async fn domains(pool: &PgPool, agency_id: Uuid) -> Result<Vec<DomainRow>, sqlx::Error> {
    sqlx::query_as(&format!(
        "{DOMAIN_SELECT} WHERE agency_id = $1 ORDER BY created_at"
    ))
    .bind(agency_id)
    .fetch_all(pool)
    .await
}

pub async fn domain(
    pool: &PgPool,
    agency_id: Uuid,
    domain: &str,
) -> Result<Option<DomainRow>, sqlx::Error> {
    sqlx::query_as(&format!(
        "{DOMAIN_SELECT} WHERE agency_id = $1 AND domain = $2"
    ))
    .bind(agency_id)
    .bind(domain)
    .fetch_optional(pool)
    .await
}

/// The new domain, or None when it is already registered (by any agency).
pub async fn insert_domain(
    conn: &mut PgConnection,
    agency_id: Uuid,
    domain: &str,
    token: &str,
) -> Result<Option<DomainRow>, sqlx::Error> {
    sqlx::query_as(
        "INSERT INTO agency_domains (domain, agency_id, verification_token) VALUES ($1, $2, $3)
         ON CONFLICT (domain) DO NOTHING RETURNING domain, verification_token, verified_at, created_at",
    )
    .bind(domain)
    .bind(agency_id)
    .bind(token)
    .fetch_optional(conn)
    .await
}

pub async fn mark_verified(
    conn: &mut PgConnection,
    agency_id: Uuid,
    domain: &str,
) -> Result<DomainRow, sqlx::Error> {
    sqlx::query_as(
        "UPDATE agency_domains SET verified_at = now() WHERE agency_id = $1 AND domain = $2
         RETURNING domain, verification_token, verified_at, created_at",
    )
    .bind(agency_id)
    .bind(domain)
    .fetch_one(conn)
    .await
}

/// Whether the agency had the domain.
pub async fn delete_domain(
    conn: &mut PgConnection,
    agency_id: Uuid,
    domain: &str,
) -> Result<bool, sqlx::Error> {
    let done = sqlx::query("DELETE FROM agency_domains WHERE agency_id = $1 AND domain = $2")
        .bind(agency_id)
        .bind(domain)
        .execute(conn)
        .await?;
    Ok(done.rows_affected() > 0)
}
