use sqlx::{PgConnection, PgPool};

pub async fn record_pending(pool: &PgPool, key: &str) -> Result<(), sqlx::Error> {
    sqlx::query("INSERT INTO public.pending_files (key) VALUES ($1) ON CONFLICT (key) DO NOTHING")
        .bind(key)
        .execute(pool)
        .await?;
    Ok(())
}

pub async fn settle(conn: &mut PgConnection, key: &str) -> Result<(), sqlx::Error> {
    sqlx::query("DELETE FROM public.pending_files WHERE key = $1")
        .bind(key)
        .execute(conn)
        .await?;
    Ok(())
}

/// Keys pending for longer than `after`, a batch at a time.
pub async fn unsettled(
    pool: &PgPool,
    after: std::time::Duration,
) -> Result<Vec<String>, sqlx::Error> {
    sqlx::query_scalar(
        "SELECT key FROM public.pending_files WHERE created_at < now() - make_interval(secs => $1)
         ORDER BY created_at LIMIT 1000",
    )
    .bind(after.as_secs_f64())
    .fetch_all(pool)
    .await
}

pub async fn forget(pool: &PgPool, keys: &[String]) -> Result<(), sqlx::Error> {
    sqlx::query("DELETE FROM public.pending_files WHERE key = ANY($1)")
        .bind(keys)
        .execute(pool)
        .await?;
    Ok(())
}
