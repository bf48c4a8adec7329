//! Rate a quote again with today's catalogue rates (and, if asked, the group's latest census);
//! the re-rate records what changed per plan.

use uuid::Uuid;

use super::census_snapshot::{census_source, employee_count, snapshot};
use super::costs::plan_changes;
use super::dto::Quote;
use super::queries;
use super::rate::rate;
use super::rules::check_rerate;
use super::view_quote::reread;
use crate::audit::{self, Entry};
use crate::auth::Principal;
use crate::catalogue::queries::{self as catalogue, Scope};
use crate::census::queries::latest_committed;
use crate::error::AppError;
use crate::state::AppState;

pub async fn rerate_quote(
    state: &AppState,
    p: &Principal,
    ip: &str,
    id: Uuid,
    refresh_census: bool,
) -> Result<Quote, AppError> {
    p.require(state, "quotes", "write").await?;
    let mut tx = p.tenant_tx(state).await?;
    let row = queries::visible(&mut tx, id, p.group_scope()).await?;
    check_rerate(row.status)?;
    queries::lock(&mut tx, row.id).await?;
    let before = queries::plans(&mut tx, row.id).await?;
    let plan_ids: Vec<String> = before.iter().map(|b| b.plan_id.clone()).collect();
    let plans = catalogue::plans_by_id(tx.conn(), Scope::Agency, &plan_ids).await?;
    let (version, label) = if refresh_census {
        let latest = latest_committed(&mut tx, row.group_id).await?;
        // A quote of the current roster stays on the roster.
        let v = latest.filter(|_| row.census_version_id.is_some());
        census_source(&mut tx, row.group_id, v).await?
    } else {
        (row.census_version_id, row.census_label.clone())
    };
    let members = if refresh_census {
        queries::delete_members(&mut tx, row.id).await?;
        snapshot(&mut tx, row.id, row.group_id, version).await?
    } else {
        queries::members(&mut tx, row.id).await?
    };
    let (rated, ms) = rate(
        tx.conn(),
        plans,
        &row.rating_area,
        row.effective_date,
        &members,
        &row.contribution.0,
    )
    .await?;
    let changes = plan_changes(&before, &rated);
    queries::delete_plans(&mut tx, row.id).await?;
    queries::save_plans(&mut tx, row.id, &rated).await?;
    let employees = employee_count(&members);
    queries::mark_rerated(&mut tx, row.id, version, &label, employees).await?;
    queries::insert_rerate(&mut tx, row.id, &changes, p.user_id).await?;
    let moved = changes.iter().filter(|c| c.change_cents != 0).count();
    audit::record(
        &mut tx,
        p,
        ip,
        Entry {
            entity_id: Some(row.id.to_string()),
            group_id: Some(row.group_id),
            ..Entry::new(
                "rerate",
                "quote",
                format!(
                    "Re-rated {}: {moved} of {} plans changed",
                    row.name,
                    changes.len()
                ),
            )
        },
    )
    .await?;
    let quote = reread(&mut tx, row.id, Some(ms)).await?;
    tx.commit().await?;
    Ok(quote)
}
