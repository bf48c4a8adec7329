//! A group's implementation page: the checklist of each carrier of its approved design.

use chrono::Utc;
use uuid::Uuid;

use super::dto::{CarrierImplementation, ChecklistItem, Implementation};
use super::queries::{self, ItemRow};
use super::rules::{self, ItemState};
use super::start::start_blocked;
use crate::auth::Principal;
use crate::error::AppError;
use crate::state::AppState;

pub async fn view_implementation(
    state: &AppState,
    p: &Principal,
    group_id: Uuid,
) -> Result<Implementation, AppError> {
    p.require(state, "implementation", "read").await?;
    let may_edit = p.may(state, "implementation", "write").await;
    let mut tx = p.tenant_tx(state).await?;
    let group = queries::group(&mut tx, group_id, p.group_scope())
        .await?
        .ok_or_else(|| AppError::not_found("group"))?;
    let design = queries::approved_design(&mut tx, group_id).await?;
    let (rows, items) = match &design {
        Some(d) => {
            let rows = queries::implementations(&mut tx, group_id, d.plan_year).await?;
            let ids: Vec<Uuid> = rows.iter().map(|r| r.id).collect();
            (rows, queries::items(&mut tx, &ids).await?)
        }
        None => (Vec::new(), Vec::new()),
    };
    let carriers_in_design = match &design {
        Some(d) => queries::design_carriers(&mut tx, d.id).await?.len(),
        None => 0,
    };
    tx.commit().await?;

    let today = Utc::now().date_naive();
    let start_blocked = start_blocked(design.as_ref());
    let carriers = rows
        .into_iter()
        .map(|r| {
            let own: Vec<&ItemRow> = items
                .iter()
                .filter(|i| i.implementation_id == r.id)
                .collect();
            let states: Vec<(String, ItemState)> = own
                .iter()
                .map(|i| (i.title.clone(), item_state(i)))
                .collect();
            let done = states.iter().filter(|(_, s)| s.done).count();
            let overdue = states
                .iter()
                .filter(|(_, s)| rules::is_overdue(s, today))
                .count();
            CarrierImplementation {
                not_ready: if r.implemented_at.is_some() {
                    Vec::new()
                } else {
                    rules::not_ready(&states, r.group_number.as_deref())
                },
                percent_done: rules::percent_done(done as i64, states.len() as i64),
                overdue: i32::try_from(overdue).unwrap_or(i32::MAX),
                items: own.into_iter().map(|i| checklist_item(i, today)).collect(),
                id: r.id,
                carrier_id: r.carrier_id,
                carrier_name: r.carrier_name,
                plan_year: r.plan_year,
                coverage_start: r.coverage_start,
                group_number: r.group_number,
                implemented_at: r.implemented_at,
                implemented_by_name: r.implemented_by_name,
                started_by_name: r.started_by_name,
                version: r.version,
            }
        })
        .collect::<Vec<_>>();
    Ok(Implementation {
        group_id,
        group_name: group.name,
        stage: group.stage,
        plan_year: design.as_ref().map(|d| d.plan_year),
        coverage_start: design
            .as_ref()
            .map(|d| d.coverage_start.unwrap_or(d.effective_date)),
        can_start: start_blocked.is_none() && carriers.len() < carriers_in_design,
        start_blocked,
        carriers,
        may_edit,
    })
}

fn item_state(i: &ItemRow) -> ItemState {
    ItemState {
        required: i.required,
        done: i.done_at.is_some(),
        due_on: i.due_on,
    }
}

pub fn checklist_item(i: &ItemRow, today: chrono::NaiveDate) -> ChecklistItem {
    ChecklistItem {
        id: i.id,
        position: i.position,
        kind: i.kind,
        title: i.title.clone(),
        required: i.required,
        owner_id: i.owner_id,
        owner_name: i.owner_name.clone(),
        due_on: i.due_on,
        overdue: rules::is_overdue(&item_state(i), today),
        done_at: i.done_at,
        done_by_name: i.done_by_name.clone(),
        note: i.note.clone(),
        document_id: i.document_id,
        document_name: i.document_name.clone(),
        version: i.version,
    }
}
