//! A group's renewal: its plan year, the dated tasks and what is late, or when it will open.

use chrono::Utc;
use uuid::Uuid;

use super::dto::{GroupRenewal, RenewalRecord, RenewalTask};
use super::queries::{self, TaskRow};
use super::rules;
use crate::auth::Principal;
use crate::error::AppError;
use crate::state::AppState;

pub async fn view_renewal(
    state: &AppState,
    p: &Principal,
    group_id: Uuid,
) -> Result<GroupRenewal, AppError> {
    p.require(state, "renewal", "read").await?;
    let may_edit = p.may(state, "renewal", "write").await;
    let mut tx = p.tenant_tx(state).await?;
    let group = queries::group(&mut tx, group_id, p.group_scope())
        .await?
        .ok_or_else(|| AppError::not_found("group"))?;
    let today = Utc::now().date_naive();
    let renewal = match queries::latest(&mut tx, group_id).await? {
        Some(r) => {
            let tasks: Vec<RenewalTask> = queries::tasks(&mut tx, r.id)
                .await?
                .into_iter()
                .map(|t| renewal_task(t, today))
                .collect();
            Some(RenewalRecord {
                id: r.id,
                plan_year: r.plan_year,
                effective_date: r.effective_date,
                status: r.status,
                automatic: r.automatic,
                opened_by_name: r.opened_by_name,
                opened_at: r.created_at,
                current_plan_year: r.current_plan_year,
                days_left: (r.effective_date - today).num_days(),
                late: i32::try_from(tasks.iter().filter(|t| t.late).count()).unwrap_or(0),
                tasks,
                version: r.version,
            })
        }
        None => None,
    };
    tx.commit().await?;
    let renewing_now = renewal
        .as_ref()
        .is_some_and(|r| Some(r.effective_date) == group.renewal_date);
    let blocked = if renewing_now {
        Some("the renewal for this renewal date is open".to_string())
    } else {
        rules::start_blocked(group.renewal_date, today)
    };
    Ok(GroupRenewal {
        group_id: group.id,
        group_name: group.name,
        renewal_date: group.renewal_date,
        opens_on: group.renewal_date.map(rules::opens_on),
        renewal,
        may_edit,
        can_start: may_edit && blocked.is_none(),
        start_blocked: blocked,
    })
}

pub fn renewal_task(t: TaskRow, today: chrono::NaiveDate) -> RenewalTask {
    RenewalTask {
        id: t.id,
        kind: t.kind,
        title: rules::task_title(t.kind).to_string(),
        days_before: t.days_before,
        due_on: t.due_on,
        late: rules::is_late(t.done_at.is_some(), t.due_on, today),
        done_at: t.done_at,
        done_by_name: t.done_by_name,
        version: t.version,
    }
}
