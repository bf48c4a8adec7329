#[derive(Debug, thiserror::Error)]
pub enum TenantError {
    #[error("{0}")]
    InvalidSlug(&'static str),
    #[error("the subdomain is already taken")]
    SlugTaken,
    #[error("invalid schema name {0:?}")]
    InvalidSchema(String),
    #[error("migration failed: {0}")]
    Migrate(#[from] sqlx::migrate::MigrateError),
    #[error(transparent)]
    Database(#[from] sqlx::Error),
}
