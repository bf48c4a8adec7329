//! Close a window: elections lock; in a passive enrollment, those who did nothing keep their
//! current plans; after open enrollment the group moves on to implementation, its carrier
//! checklists start, and its employer admins are notified in the portal.

use uuid::Uuid;

use super::dto::{CloseRequest, EnrollmentDetail};
use super::elections::tier_label;
use super::invitations;
use super::queries::{self, windows};
use super::views::detail;
use crate::audit::{self, Entry};
use crate::auth::Principal;
use crate::error::AppError;
use crate::implementation::start::begin_checklists;
use crate::lifecycle::enter;
use crate::notifications::notify::{notify, Delivery, Recipients};
use crate::notifications::rules::{dependents_aged_off, enrollment_closed, About, Closing};
use crate::state::AppState;
use crate::vocabulary::StageTrigger;

#[tracing::instrument(skip_all, fields(enrollment = %id))]
pub async fn close_window(
    state: &AppState,
    p: &Principal,
    ip: &str,
    id: Uuid,
    body: &CloseRequest,
) -> Result<EnrollmentDetail, AppError> {
    p.require(state, "enrollment", "write").await?;
    let mut tx = p.tenant_tx(state).await?;
    let window = queries::window(&mut tx, id, p.group_scope()).await?;
    if !windows::close(&mut tx, window.id, body.version, p.user_id).await? {
        return Err(if window.status == "closed" {
            AppError::Conflict("this enrollment is already closed".into())
        } else {
            AppError::StaleVersion("this enrollment was changed by someone else: reload it".into())
        });
    }
    let rolled = if window.mode == "passive" {
        invitations::roll_over(&mut tx, p, &window).await?
    } else {
        invitations::RolledOver::default()
    };
    for aged_off in &rolled.aged_off {
        let tier = tier_label(aged_off.tier);
        let tier = format!("{}{}", tier[..1].to_uppercase(), &tier[1..]);
        notify(
            state,
            &mut tx,
            p.agency()?,
            p.user_id,
            Recipients::Employees(vec![aged_off.employee_id]),
            &dependents_aged_off(
                window.group_id,
                window.plan_year,
                window.coverage_start,
                &aged_off.names,
                &tier,
            ),
            Delivery::InAppAndEmail,
        )
        .await?;
    }
    let aged_off: usize = rolled.aged_off.iter().map(|a| a.names.len()).sum();
    let rolled_over = rolled.count;
    if window.kind == "open" {
        enter::follow_work(
            &mut tx,
            p.into(),
            Some(ip),
            window.group_id,
            StageTrigger::EnrollmentClosed,
        )
        .await?;
        begin_checklists(&mut tx, p.agency()?.id, p.into(), Some(ip), window.group_id).await?;
    }
    let progress = queries::progress(&mut tx, window.id).await?;
    if window.kind == "open" {
        let agency = p.agency()?;
        let about = About {
            group_id: window.group_id,
            group_name: &window.group_name,
        };
        let closing = Closing {
            enrolled: progress.enrolled,
            waived: progress.waived,
            unfinished: progress.not_started + progress.in_progress,
        };
        notify(
            state,
            &mut tx,
            agency,
            p.user_id,
            Recipients::EmployerAdmins,
            &enrollment_closed(about, window.plan_year, &closing),
            Delivery::InApp,
        )
        .await?;
    }
    audit::record(&mut tx, p, ip, Entry {
        entity_id: Some(window.id.to_string()),
        group_id: Some(window.group_id),
        after: Some(serde_json::json!({ "enrolled": progress.enrolled, "waived": progress.waived, "not_started": progress.not_started, "rolled_over": rolled_over, "aged_off": aged_off })),
        ..Entry::new(
            "close",
            "enrollment",
            format!("Closed {} enrollment: {} enrolled, {} waived, {} did not finish{}", window.plan_year, progress.enrolled, progress.waived, progress.not_started + progress.in_progress,
                if rolled_over > 0 { format!(", {rolled_over} kept their plans (passive)") } else { String::new() }),
        )
    })
    .await?;
    let after = queries::window(&mut tx, window.id, None).await?;
    let out = detail(&mut tx, &after).await?;
    tx.commit().await?;
    Ok(out)
}
