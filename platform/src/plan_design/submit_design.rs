//! Send a design to the group's employer admin for approval (notified in the portal and by
//! email). Failing checks block it.

use uuid::Uuid;

use super::queries;
use super::rules::{is_open, spoken};
use super::view_design::{view_of, DesignView};
use crate::audit::{self, Entry};
use crate::auth::Principal;
use crate::error::AppError;
use crate::lifecycle::enter;
use crate::notifications::notify::{notify, Delivery, Recipients};
use crate::notifications::rules::{design_submitted, About, DesignRef};
use crate::state::AppState;
use crate::vocabulary::StageTrigger;

pub async fn submit_design(
    state: &AppState,
    p: &Principal,
    ip: &str,
    id: Uuid,
) -> Result<DesignView, AppError> {
    p.require(state, "plan_designs", "write").await?;
    let mut tx = p.tenant_tx(state).await?;
    let row = queries::design(&mut tx, id, p.group_scope()).await?;
    if !is_open(row.status) {
        return Err(AppError::Conflict(format!(
            "this design is {}; only a draft can be submitted",
            spoken(row.status)
        )));
    }
    let (design_id, group_id, plan_year, number) =
        (row.id, row.group_id, row.plan_year, row.number);
    let current = view_of(&mut tx, row).await?;
    if !current.evaluation.ready() {
        let failing = current.evaluation.failing();
        return Err(AppError::CheckFailed {
            message: format!("fix the failing checks first: {}", failing.join("; ")),
            failing: failing.into_iter().map(str::to_string).collect(),
        });
    }
    queries::mark_submitted(&mut tx, design_id).await?;
    enter::follow_work(
        &mut tx,
        p.into(),
        Some(ip),
        group_id,
        StageTrigger::DesignSubmitted,
    )
    .await?;
    let agency = p.agency()?;
    let (group_name, _) = queries::notice_facts(&mut tx, design_id).await?;
    let notice = design_submitted(
        DesignRef {
            about: About {
                group_id,
                group_name: &group_name,
            },
            plan_year,
            number,
        },
        &p.name,
    );
    notify(
        state,
        &mut tx,
        agency,
        p.user_id,
        Recipients::EmployerAdmins,
        &notice,
        Delivery::InAppAndEmail,
    )
    .await?;
    audit::record(
        &mut tx,
        p,
        ip,
        Entry {
            entity_id: Some(design_id.to_string()),
            group_id: Some(group_id),
            ..Entry::new(
                "submit",
                "plan_design",
                format!("Submitted plan design {plan_year} v{number} for the employer's approval"),
            )
        },
    )
    .await?;
    let after = queries::design(&mut tx, design_id, None).await?;
    let view = view_of(&mut tx, after).await?;
    tx.commit().await?;
    Ok(view)
}
