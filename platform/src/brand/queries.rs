use sqlx::PgPool;
use uuid::Uuid;

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

/// The brand emails of `agency_id` carry (the platform's without an agency).
pub async fn mail_brand<'e>(
    db: impl sqlx::PgExecutor<'e>,
    agency_id: Option<Uuid>,
) -> Result<crate::mail::MailBrand, sqlx::Error> {
    let Some(agency_id) = agency_id else {
        return Ok(crate::mail::MailBrand::platform());
    };
    let row: Option<MailBrandRow> = sqlx::query_as(
        "SELECT display_name, email_sender_name, primary_color, logo_url, support_email FROM agency_brands WHERE agency_id = $1",
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
