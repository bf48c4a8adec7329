//! Extend (or shorten) a window that is not closed.

use chrono::Utc;
use uuid::Uuid;

use super::dto::{EnrollmentDetail, WindowChange};
use super::queries::{self, windows};
use super::rules;
use super::views::detail;
use crate::audit::{self, Entry};
use crate::auth::Principal;
use crate::error::{AppError, FieldErrors};
use crate::state::AppState;

pub async fn extend_window(
    state: &AppState,
    p: &Principal,
    ip: &str,
    id: Uuid,
    body: &WindowChange,
) -> Result<EnrollmentDetail, AppError> {
    p.require(state, "enrollment", "write").await?;
    let mut tx = p.tenant_tx(state).await?;
    let window = queries::window(&mut tx, id, p.group_scope()).await?;
    if window.status == "closed" {
        return Err(AppError::Conflict(
            "this enrollment is closed; its elections are locked".into(),
        ));
    }
    let mut errors = FieldErrors::default();
    rules::check_new_end(
        &mut errors,
        body.ends_on,
        window.starts_on,
        Utc::now().date_naive(),
    );
    errors.finish()?;
    if !windows::set_end(&mut tx, window.id, body.version, body.ends_on).await? {
        return Err(AppError::StaleVersion(
            "this enrollment was changed by someone else: reload it".into(),
        ));
    }
    audit::record(
        &mut tx,
        p,
        ip,
        Entry {
            entity_id: Some(window.id.to_string()),
            group_id: Some(window.group_id),
            before: Some(serde_json::json!({ "ends_on": window.ends_on })),
            after: Some(serde_json::json!({ "ends_on": body.ends_on })),
            ..Entry::new(
                "update",
                "enrollment",
                format!(
                    "Moved the end of {} enrollment from {} to {}",
                    window.plan_year, window.ends_on, body.ends_on
                ),
            )
        },
    )
    .await?;
    let after = queries::window(&mut tx, window.id, None).await?;
    let out = detail(&mut tx, &after).await?;
    tx.commit().await?;
    Ok(out)
}
