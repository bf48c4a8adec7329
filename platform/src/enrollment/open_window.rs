//! Open enrollment from the approved plan design: the eligible employees join the window and
//! are invited (by email in the agency's brand, or by code letter), the group moves to
//! enrollment; the group's employer admins are notified in the portal.

use uuid::Uuid;

use super::dto::{EnrollmentDetail, NewEnrollment};
use super::invitations;
use super::opening::opening;
use super::queries::{self, windows};
use super::views::detail;
use crate::audit::{self, Entry};
use crate::auth::Principal;
use crate::error::AppError;
use crate::groups::queries as group_queries;
use crate::lifecycle::enter;
use crate::notifications::notify::{notify, Delivery, Recipients};
use crate::notifications::rules::{enrollment_opened, About};
use crate::state::AppState;
use crate::vocabulary::StageTrigger;

pub async fn open_window(
    state: &AppState,
    p: &Principal,
    ip: &str,
    group_id: Uuid,
    body: &NewEnrollment,
) -> Result<EnrollmentDetail, AppError> {
    p.require(state, "enrollment", "write").await?;
    let mut tx = p.tenant_tx(state).await?;
    let group = group_queries::visible(&mut tx, group_id, p.group_scope()).await?;
    let opening = opening(&mut tx, &group, body).await?;
    if opening.eligible.is_empty() {
        return Err(AppError::Conflict(
            "nobody on the roster is eligible under these rules".into(),
        ));
    }
    let new_window = windows::NewOpenWindow {
        group_id: group.id,
        design_id: opening.design_id,
        plan_year: opening.plan_year,
        mode: body.mode,
        active_lines: &opening.active_lines,
        starts_on: body.starts_on,
        ends_on: body.ends_on,
        coverage_start: opening.coverage_start,
        eligible_classes: opening.classes.as_deref(),
        min_hours: opening.min_hours,
        apply_waiting_period: body.apply_waiting_period,
        created_by: p.user_id,
    };
    let window_id = windows::insert_open_window(&mut tx, &new_window)
        .await
        .map_err(|e| match &e {
            sqlx::Error::Database(db) if db.code().as_deref() == Some("23505") => {
                AppError::Conflict(format!(
                    "the {} open enrollment already exists: extend it instead",
                    opening.plan_year
                ))
            }
            _ => AppError::Database(e),
        })?;
    let ids: Vec<Uuid> = opening.eligible.iter().map(|e| e.id).collect();
    windows::add_participants(&mut tx, window_id, &ids).await?;
    enter::follow_work(
        &mut tx,
        p.into(),
        Some(ip),
        group.id,
        StageTrigger::EnrollmentOpened,
    )
    .await?;
    let window = queries::window(&mut tx, window_id, None).await?;
    let sent = invitations::invite_all(state, &mut tx, p, &window, &opening.eligible).await?;
    let agency = p.agency()?;
    let about = About {
        group_id: group.id,
        group_name: &group.name,
    };
    let notice = enrollment_opened(about, opening.plan_year, body.ends_on, ids.len());
    notify(
        state,
        &mut tx,
        agency,
        p.user_id,
        Recipients::EmployerAdmins,
        &notice,
        Delivery::InApp,
    )
    .await?;
    audit::record(&mut tx, p, ip, Entry {
        entity_id: Some(window_id.to_string()),
        group_id: Some(group.id),
        after: Some(serde_json::json!({ "plan_year": opening.plan_year, "starts_on": body.starts_on, "ends_on": body.ends_on, "mode": body.mode, "eligible": ids.len() })),
        ..Entry::new(
            "open",
            "enrollment",
            format!("Opened {} open enrollment ({} to {}) for {} employees: {} invited by email, {} by code letter", opening.plan_year, body.starts_on, body.ends_on, ids.len(), sent.emailed, sent.coded),
        )
    })
    .await?;
    let out = detail(&mut tx, &window).await?;
    tx.commit().await?;
    Ok(out)
}
