//! Send the renewal decision to the group's employer admins for approval (in the portal and by
//! email in the agency's brand); only once every line is decided and no plan is left
//! discontinued.

use uuid::Uuid;

use super::dto::{GroupRenewal, RenewalVersion};
use super::lock::{bump, lock_open};
use super::queries;
use super::rules::mapping_blocked;
use super::view_renewal::view_renewal;
use crate::audit::{self, Entry};
use crate::auth::Principal;
use crate::error::AppError;
use crate::notifications::notify::{notify, Delivery, Recipients};
use crate::notifications::rules::{renewal_decision_sent, About};
use crate::state::AppState;
use crate::vocabulary::{RenewalDecisionStatus, RenewalMapping};

pub async fn send_decision(
    state: &AppState,
    p: &Principal,
    ip: &str,
    renewal_id: Uuid,
    body: &RenewalVersion,
) -> Result<GroupRenewal, AppError> {
    p.require(state, "renewal", "write").await?;
    let mut tx = p.tenant_tx(state).await?;
    let renewal = lock_open(&mut tx, p, renewal_id, body.version).await?;
    let decision = queries::decision_state(&mut tx, renewal.id).await?;
    match decision.decision_status {
        RenewalDecisionStatus::Sent => {
            return Err(AppError::Conflict(
                "the decision is already with the employer".into(),
            ))
        }
        RenewalDecisionStatus::Approved => {
            return Err(AppError::Conflict(
                "the employer already approved this decision; change it to send it again".into(),
            ))
        }
        _ => {}
    }
    let plans = queries::plans(&mut tx, renewal.id).await?;
    let mut failing: Vec<String> = mapping_blocked(
        plans
            .iter()
            .filter(|p| p.mapping == RenewalMapping::Discontinued)
            .map(|p| p.current_plan.0.name.as_str()),
    )
    .into_iter()
    .collect();
    if queries::decisions(&mut tx, renewal.id).await?.is_empty() {
        failing.push("record the decision for each line first".into());
    }
    if !failing.is_empty() {
        return Err(AppError::CheckFailed {
            message: format!("the decision cannot be sent: {}", failing.join("; ")),
            failing,
        });
    }
    queries::mark_sent(&mut tx, renewal.id, p.into()).await?;
    bump(&mut tx, &renewal).await?;
    let group = queries::group(&mut tx, renewal.group_id, None)
        .await?
        .ok_or_else(|| AppError::not_found("group"))?;
    notify(
        state,
        &mut tx,
        p.agency()?,
        p.user_id,
        Recipients::EmployerAdmins,
        &renewal_decision_sent(
            About {
                group_id: group.id,
                group_name: &group.name,
            },
            renewal.plan_year,
            &p.name,
        ),
        Delivery::InAppAndEmail,
    )
    .await?;
    audit::record(
        &mut tx,
        p,
        ip,
        Entry {
            entity_id: Some(renewal.id.to_string()),
            group_id: Some(renewal.group_id),
            ..Entry::new(
                "renewal.send",
                "renewal",
                format!(
                    "Sent the {} renewal decision for the employer's approval",
                    renewal.plan_year
                ),
            )
        },
    )
    .await?;
    tx.commit().await?;
    view_renewal(state, p, renewal.group_id).await
}
