//! Load rates from a CSV shaped like the CMS Rate PUF, for the platform's catalogue (platform
//! operators) or an agency's own plans. Every row is checked first; a file with any problem
//! loads nothing. Rates of the same plan, area and start date are replaced.

use std::collections::HashSet;

use chrono::NaiveDate;
use poem_openapi::types::multipart::Upload;
use sqlx::PgConnection;

use super::dto::{RatesImported, RatesUpload};
use super::puf;
use super::queries::{self, PlanTables, AGENCY_TABLES, PLATFORM_TABLES};
use super::rules::{check_rate_dates, file_problems};
use crate::audit::{self, Entry};
use crate::auth::Principal;
use crate::error::AppError;
use crate::state::AppState;

const MAX_RATES_FILE: usize = 30 * 1024 * 1024;

pub async fn import_rates(
    state: &AppState,
    p: &Principal,
    upload: RatesUpload,
) -> Result<RatesImported, AppError> {
    p.require(state, "catalogue", "write").await?;
    let bytes = read_rates_file(upload.file).await?;
    let mut tx = state.pool.begin().await?;
    let (from, to) = (upload.effective_from, upload.effective_to);
    let imported = load_rates(&mut tx, &bytes, from, to, PLATFORM_TABLES).await?;
    tx.commit().await?;
    tracing::info!(operator = %p.user_id, rows = imported.rows, "rates imported");
    Ok(imported)
}

pub async fn import_agency_rates(
    state: &AppState,
    p: &Principal,
    ip: &str,
    upload: RatesUpload,
) -> Result<RatesImported, AppError> {
    p.require(state, "agency_plans", "write").await?;
    let bytes = read_rates_file(upload.file).await?;
    let mut tx = p.tenant_tx(state).await?;
    let (from, to) = (upload.effective_from, upload.effective_to);
    let imported = load_rates(tx.conn(), &bytes, from, to, AGENCY_TABLES).await?;
    let summary = format!(
        "Loaded {} rates for {} agency plan(s) from {from} to {to}",
        imported.rows, imported.plans
    );
    audit::record(
        &mut tx,
        p,
        ip,
        Entry::new("import", "agency_plan_rates", summary),
    )
    .await?;
    tx.commit().await?;
    Ok(imported)
}

pub async fn read_rates_file(file: Upload) -> Result<Vec<u8>, AppError> {
    if file.size() > MAX_RATES_FILE {
        return Err(AppError::PayloadTooLarge(
            "a rates file is at most 30 MB".into(),
        ));
    }
    file.into_vec()
        .await
        .map_err(|e| AppError::field("file", format!("the upload could not be read: {e}")))
}

/// Checks a rates file against the plans of `tables` and loads it whole, or nothing.
async fn load_rates(
    conn: &mut PgConnection,
    bytes: &[u8],
    from: NaiveDate,
    to: NaiveDate,
    tables: PlanTables,
) -> Result<RatesImported, AppError> {
    check_rate_dates(from, to)?;
    let plans = queries::plan_ids(conn, tables.plans).await?;
    let areas = queries::rating_area_ids(conn).await?;
    let rows = puf::read(bytes, &plans, "in the catalogue", &areas)
        .map_err(|problems| file_problems(&problems))?;
    let keys: HashSet<(&str, &str)> = rows
        .iter()
        .map(|r| (r.plan_id.as_str(), r.rating_area.as_str()))
        .collect();
    let (plan_ids, area_ids): (Vec<String>, Vec<String>) = keys
        .iter()
        .map(|(p, a)| (p.to_string(), a.to_string()))
        .unzip();
    let replaced =
        queries::delete_rates_starting(conn, tables.rates, &plan_ids, &area_ids, from).await?;
    queries::copy_rates(conn, tables.rates, &rows, from, to).await?;
    let overlapping =
        queries::overlapping_rates(conn, tables.rates, &plan_ids, &area_ids, from, to).await?;
    if overlapping > 0 {
        return Err(AppError::field("effective_from", "these dates overlap rates already loaded for the same plans and areas; nothing was loaded"));
    }
    let plans_loaded: HashSet<&str> = rows.iter().map(|r| r.plan_id.as_str()).collect();
    let areas_loaded: HashSet<&str> = rows.iter().map(|r| r.rating_area.as_str()).collect();
    Ok(RatesImported {
        rows: rows.len() as i64,
        plans: plans_loaded.len() as i64,
        rating_areas: areas_loaded.len() as i64,
        replaced: replaced as i64,
    })
}
