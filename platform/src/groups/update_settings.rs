//! Eligibility and payroll settings: waiting period, minimum hours, pay frequency, classes.

use rust_decimal::prelude::ToPrimitive;
use uuid::Uuid;

use super::queries::{self, GroupRow};
use super::rules::{self, SettingsDraft};
use crate::audit::{self, Entry};
use crate::auth::Principal;
use crate::error::AppError;
use crate::state::AppState;

pub async fn update_settings(
    state: &AppState,
    p: &Principal,
    ip: &str,
    id: Uuid,
    draft: SettingsDraft,
) -> Result<GroupRow, AppError> {
    p.require(state, "groups", "write").await?;
    let mut tx = p.tenant_tx(state).await?;
    let before = queries::visible(&mut tx, id, p.group_scope()).await?;
    let settings = rules::settings(draft)?;
    if !queries::update_settings(&mut tx, id, &settings).await? {
        return Err(rules::stale("group"));
    }
    let after = queries::get(&mut tx, id)
        .await?
        .ok_or_else(|| AppError::not_found("group"))?;
    audit::record(
        &mut tx,
        p,
        ip,
        Entry {
            entity_id: Some(id.to_string()),
            group_id: Some(id),
            before: Some(snapshot(&before)),
            after: Some(snapshot(&after)),
            ..Entry::new(
                "update",
                "group_settings",
                format!("Changed the settings of {}", after.name),
            )
        },
    )
    .await?;
    tx.commit().await?;
    Ok(after)
}

fn snapshot(g: &GroupRow) -> serde_json::Value {
    serde_json::json!({
        "waiting_period": g.waiting_period, "min_hours": g.min_hours.to_f64(),
        "pay_frequency": g.pay_frequency, "employee_classes": g.employee_classes,
    })
}
