//! Rate limits of the email-sending endpoints: counted events per (bucket, key) over a window.

use sqlx::PgPool;

use crate::error::AppError;

#[derive(Debug, Clone, Copy)]
pub struct Limit {
    pub bucket: &'static str,
    pub max: i64,
    pub window_secs: i64,
}

pub const EMAIL_PER_ADDRESS: Limit = Limit {
    bucket: "email_address",
    max: 5,
    window_secs: 3600,
};
pub const EMAIL_PER_IP: Limit = Limit {
    bucket: "email_ip",
    max: 30,
    window_secs: 3600,
};
/// Messages and answers from the help centre (contact form, "was this helpful?").
pub const HELP_PER_IP: Limit = Limit {
    bucket: "help_ip",
    max: 20,
    window_secs: 3600,
};
pub const SIGNUP_PER_IP: Limit = Limit {
    bucket: "signup_ip",
    max: 10,
    window_secs: 3600,
};

/// Counts one event for each (limit, key), or refuses with 429 when any is exhausted. The keys
/// are locked while they are counted, so requests at once cannot all pass the same last count.
pub async fn hit(pool: &PgPool, checks: &[(Limit, &str)]) -> Result<(), AppError> {
    let mut keyed: Vec<(Limit, String)> = checks
        .iter()
        .map(|(limit, key)| (*limit, key.to_ascii_lowercase()))
        .collect();
    // One order for every caller, so two requests never wait on each other's locks.
    keyed.sort_by(|a, b| (a.0.bucket, &a.1).cmp(&(b.0.bucket, &b.1)));
    let mut tx = pool.begin().await?;
    for (limit, key) in &keyed {
        sqlx::query("SELECT pg_advisory_xact_lock(hashtextextended($1 || ':' || $2, 0))")
            .bind(limit.bucket)
            .bind(key)
            .execute(&mut *tx)
            .await?;
    }
    for (limit, key) in &keyed {
        let (count, oldest): (i64, Option<chrono::DateTime<chrono::Utc>>) = sqlx::query_as(
            "SELECT count(*), min(at) FROM rate_events
             WHERE bucket = $1 AND key = $2 AND at > now() - make_interval(secs => $3)",
        )
        .bind(limit.bucket)
        .bind(key)
        .bind(limit.window_secs as f64)
        .fetch_one(&mut *tx)
        .await?;
        if count >= limit.max {
            let elapsed = oldest
                .map(|o| (chrono::Utc::now() - o).num_seconds())
                .unwrap_or(0);
            return Err(AppError::RateLimited {
                retry_after_secs: (limit.window_secs - elapsed).max(1) as u64,
            });
        }
    }
    for (limit, key) in &keyed {
        sqlx::query("INSERT INTO rate_events (bucket, key) VALUES ($1, $2)")
            .bind(limit.bucket)
            .bind(key)
            .execute(&mut *tx)
            .await?;
    }
    tx.commit().await?;
    Ok(())
}
