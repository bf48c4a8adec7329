//! The agency registry in `public` and the provisioning of an agency's schema.

use chrono::{DateTime, Utc};
use rand::Rng;
use sqlx::{Connection, PgConnection, PgPool};
use uuid::Uuid;

use crate::migrations::migrate_schema_in_tx;
use crate::resolve::HostTarget;
use crate::TenantError;

#[derive(Debug, Clone, sqlx::FromRow)]
pub struct Agency {
    pub id: Uuid,
    pub slug: String,
    pub name: String,
    pub schema_name: String,
    pub status: String,
    pub created_at: DateTime<Utc>,
}

/// Subdomains an agency may not take: they belong to the platform or confuse people.
const RESERVED_SLUGS: &[&str] = &[
    "www",
    "api",
    "admin",
    "app",
    "auth",
    "mail",
    "smtp",
    "ftp",
    "static",
    "assets",
    "cdn",
    "help",
    "support",
    "status",
    "docs",
    "blog",
    "billing",
    "dashboard",
    "portal",
    "canopy",
    "platform",
    "public",
    "root",
    "system",
    "test",
    "dev",
    "staging",
    "localhost",
];

/// Checks a subdomain against DNS label rules (RFC 1035 as used for host names) and the
/// reserved list.
pub fn validate_slug(slug: &str) -> Result<(), TenantError> {
    if slug.len() < 3 {
        return Err(TenantError::InvalidSlug(
            "the subdomain needs at least 3 characters",
        ));
    }
    if slug.len() > 63 {
        return Err(TenantError::InvalidSlug(
            "the subdomain can have at most 63 characters",
        ));
    }
    if !slug
        .bytes()
        .all(|b| b.is_ascii_lowercase() || b.is_ascii_digit() || b == b'-')
    {
        return Err(TenantError::InvalidSlug(
            "the subdomain can only use lowercase letters, digits and hyphens",
        ));
    }
    if slug.starts_with('-') || slug.ends_with('-') {
        return Err(TenantError::InvalidSlug(
            "the subdomain cannot start or end with a hyphen",
        ));
    }
    if slug.get(2..4) == Some("--") {
        return Err(TenantError::InvalidSlug(
            "the subdomain cannot have hyphens in 3rd and 4th place",
        ));
    }
    if RESERVED_SLUGS.contains(&slug) {
        return Err(TenantError::InvalidSlug("this subdomain is reserved"));
    }
    Ok(())
}

pub(crate) fn check_schema_name(schema: &str) -> Result<(), TenantError> {
    let ok = schema.strip_prefix("agency_").is_some_and(|rest| {
        (8..=32).contains(&rest.len())
            && rest
                .bytes()
                .all(|b| b.is_ascii_lowercase() || b.is_ascii_digit())
    });
    if ok {
        Ok(())
    } else {
        Err(TenantError::InvalidSchema(schema.to_string()))
    }
}

fn new_schema_name() -> String {
    const ALPHABET: &[u8] = b"abcdefghijklmnopqrstuvwxyz0123456789";
    let mut rng = rand::rng();
    let id: String = (0..12)
        .map(|_| ALPHABET[rng.random_range(0..ALPHABET.len())] as char)
        .collect();
    format!("agency_{id}")
}

/// Creates the agency row, its schema and every tenant migration in the caller's
/// transaction: either all of it commits or none of it does.
pub async fn provision_in_tx(
    conn: &mut PgConnection,
    slug: &str,
    name: &str,
) -> Result<Agency, TenantError> {
    validate_slug(slug)?;
    let schema = new_schema_name();
    let agency = sqlx::query_as::<_, Agency>(
        "INSERT INTO public.agencies (slug, name, schema_name) VALUES ($1, $2, $3)
         ON CONFLICT (slug) DO NOTHING
         RETURNING id, slug, name, schema_name, status, created_at",
    )
    .bind(slug)
    .bind(name.trim())
    .bind(&schema)
    .fetch_optional(&mut *conn)
    .await?
    .ok_or(TenantError::SlugTaken)?;
    // The schema name was made here from [a-z0-9] only; check_schema_name guards it again.
    check_schema_name(&schema)?;
    sqlx::query(&format!("CREATE SCHEMA {schema}"))
        .execute(&mut *conn)
        .await?;
    migrate_schema_in_tx(conn, &schema).await?;
    sqlx::query("INSERT INTO public.agency_brands (agency_id, display_name) VALUES ($1, $2)")
        .bind(agency.id)
        .bind(&agency.name)
        .execute(&mut *conn)
        .await?;
    Ok(agency)
}

/// [`provision_in_tx`] in a transaction of its own.
pub async fn provision(pool: &PgPool, slug: &str, name: &str) -> Result<Agency, TenantError> {
    let mut conn = pool.acquire().await?;
    let mut tx = conn.begin().await?;
    let agency = provision_in_tx(&mut tx, slug, name).await?;
    tx.commit().await?;
    Ok(agency)
}

const COLUMNS: &str = "id, slug, name, schema_name, status, created_at";

pub async fn list_all(pool: &PgPool) -> Result<Vec<Agency>, sqlx::Error> {
    sqlx::query_as(&format!(
        "SELECT {COLUMNS} FROM public.agencies ORDER BY created_at, slug"
    ))
    .fetch_all(pool)
    .await
}

pub async fn find_by_id(pool: &PgPool, id: Uuid) -> Result<Option<Agency>, sqlx::Error> {
    sqlx::query_as(&format!(
        "SELECT {COLUMNS} FROM public.agencies WHERE id = $1"
    ))
    .bind(id)
    .fetch_optional(pool)
    .await
}

pub async fn find_by_slug<'e>(
    db: impl sqlx::PgExecutor<'e>,
    slug: &str,
) -> Result<Option<Agency>, sqlx::Error> {
    sqlx::query_as(&format!(
        "SELECT {COLUMNS} FROM public.agencies WHERE slug = $1"
    ))
    .bind(slug)
    .fetch_optional(db)
    .await
}

/// The agency a host names, if any: a subdomain, or a verified custom domain.
pub async fn find_by_host(
    pool: &PgPool,
    target: &HostTarget,
) -> Result<Option<Agency>, sqlx::Error> {
    match target {
        HostTarget::Platform => Ok(None),
        HostTarget::Subdomain(slug) => find_by_slug(pool, slug).await,
        HostTarget::CustomDomain(domain) => {
            sqlx::query_as(
                "SELECT a.id, a.slug, a.name, a.schema_name, a.status, a.created_at
                 FROM public.agencies a JOIN public.agency_domains d ON d.agency_id = a.id
                 WHERE d.domain = $1 AND d.verified_at IS NOT NULL",
            )
            .bind(domain)
            .fetch_optional(pool)
            .await
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn slugs() {
        for ok in [
            "summit",
            "abc",
            "summit-benefits",
            "a1b2c3",
            &"a".repeat(63),
        ] {
            assert!(validate_slug(ok).is_ok(), "{ok}");
        }
        for bad in [
            "ab",
            "-abc",
            "abc-",
            "Summit",
            "sum_mit",
            "sum mit",
            "www",
            "admin",
            "api",
            "xn--abc",
            &"a".repeat(64),
            "résumé",
        ] {
            assert!(validate_slug(bad).is_err(), "{bad}");
        }
    }

    #[test]
    fn schema_names() {
        let name = new_schema_name();
        assert!(check_schema_name(&name).is_ok());
        assert!(check_schema_name("agency_x").is_err());
        assert!(check_schema_name("public").is_err());
        assert!(check_schema_name("agency_abcdefgh; drop").is_err());
    }
}
