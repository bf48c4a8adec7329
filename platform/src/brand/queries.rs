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
