//! Price a group's census against chosen plans on an effective date, under a contribution
//! scenario; the quote keeps the census and the rates it was rated with.

use tenants::TenantTx;
use uuid::Uuid;

use super::census_snapshot::{census_source, employee_count, snapshot};
use super::check_input::checked_plans;
use super::dto::Quote;
use super::queries::{self, NewQuote, QuotePlanRow, QuoteRow};
use super::rate::rate;
use super::rules::{ordered_lines, quote_name, QuoteDraft};
use super::view_quote::quote_of;
use crate::audit::{self, Entry};
use crate::auth::Principal;
use crate::error::AppError;
use crate::groups::queries::{self as group_queries, GroupRow};
use crate::lifecycle::enter;
use crate::state::AppState;
use crate::vocabulary::StageTrigger;

#[tracing::instrument(skip_all, fields(group = %group_id))]
pub async fn start_quote(
    state: &AppState,
    p: &Principal,
    ip: &str,
    group_id: Uuid,
    draft: &QuoteDraft,
) -> Result<Quote, AppError> {
    p.require(state, "quotes", "write").await?;
    let mut tx = p.tenant_tx(state).await?;
    let group = group_queries::visible(&mut tx, group_id, p.group_scope()).await?;
    let (row, plans, ms) = create_quote(&mut tx, p, ip, &group, draft).await?;
    // A new quote has no re-rates, and its plans are the ones just written.
    let quote = quote_of(&row, &plans, Vec::new(), Some(ms));
    tx.commit().await?;
    Ok(quote)
}

/// Creates and rates a quote for `group` (the caller checked access); returns it, its plans and
/// the milliseconds rating took.
pub async fn create_quote(
    tx: &mut TenantTx,
    p: &Principal,
    ip: &str,
    group: &GroupRow,
    draft: &QuoteDraft,
) -> Result<(QuoteRow, Vec<QuotePlanRow>, f64), AppError> {
    let plans = checked_plans(tx.conn(), draft, group).await?;
    let area = group.rating_area.clone().ok_or_else(|| {
        AppError::field(
            "zip",
            "the group's ZIP is in no rating area we rate; fix the group's ZIP",
        )
    })?;
    let (version, census_label) = census_source(tx, group.id, draft.census_version_id).await?;
    queries::lock_group(tx, group.id).await?;
    let number = queries::next_number(tx, group.id).await?;
    let name = quote_name(&draft.name, number, draft.effective_date)?;
    let new = NewQuote {
        group_id: group.id,
        number,
        name: &name,
        effective_date: draft.effective_date,
        zip: &group.zip,
        rating_area: &area,
        lines: &ordered_lines(&draft.lines),
        census_version_id: version,
        census_label: &census_label,
        contribution: &draft.contribution,
        pay_frequency: draft.pay_frequency.unwrap_or(group.pay_frequency),
        created_by: p.user_id,
    };
    let quote_id = queries::insert(tx, &new).await?;
    let members = snapshot(tx, quote_id, group.id, version).await?;
    let (rated, ms) = rate(
        tx.conn(),
        plans,
        &area,
        draft.effective_date,
        &members,
        &draft.contribution,
    )
    .await?;
    queries::save_plans(tx, quote_id, &rated).await?;
    queries::set_employees(tx, quote_id, employee_count(&members)).await?;
    let row = queries::get(tx, quote_id)
        .await?
        .ok_or_else(|| AppError::not_found("quote"))?;
    audit::record(
        tx,
        p,
        ip,
        Entry {
            entity_id: Some(quote_id.to_string()),
            group_id: Some(group.id),
            after: Some(audit_snapshot(&row)),
            ..Entry::new(
                "create",
                "quote",
                format!(
                    "Created {name} with {} plans for {}",
                    rated.len(),
                    group.name
                ),
            )
        },
    )
    .await?;
    enter::follow_work(tx, p.into(), Some(ip), group.id, StageTrigger::QuoteCreated).await?;
    Ok((row, queries::plan_rows(rated), ms))
}

/// How a quote appears in the audit log.
pub(super) fn audit_snapshot(q: &QuoteRow) -> serde_json::Value {
    serde_json::json!({ "name": q.name, "status": q.status, "effective_date": q.effective_date, "lines": q.lines, "census": q.census_label })
}
