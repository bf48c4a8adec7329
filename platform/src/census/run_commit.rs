//! The census commit job: reads and checks the file again when it must, then applies it to the
//! roster in one transaction that also records the job's success and the audit row.

use chrono::{NaiveDate, Utc};
use serde::Serialize;
use tenants::{Agency, TenantTx};
use uuid::Uuid;

use super::commit;
use super::import::load_checked;
use super::kept::{self, Ready};
use super::queries;
use super::workflow;
use crate::audit::{self, Entry};
use crate::auth::Principal;
use crate::error::AppError;
use crate::jobs::queries::Lease;
use crate::state::AppState;
use crate::vocabulary::UsageKind;

/// What a commit job reports back.
#[derive(Debug, Serialize)]
pub struct Committed {
    pub version: i32,
    pub adds: i64,
    pub updates: i64,
    pub terminations: i64,
    pub dependents_added: i64,
}

/// The commit job: reads and checks the file again, then applies it in one transaction, which
/// also records the job's success (only while the run still holds the job: see `jobs::queries::
/// Lease`). Progress goes to the job row as it runs. It runs outside any request, so its span
/// names the agency and the person who asked.
#[tracing::instrument(skip_all, fields(agency = %agency.slug, user = %actor.user_id, import = %version_id))]
pub async fn run_commit(
    state: &AppState,
    agency: &Agency,
    lease: Lease,
    version_id: Uuid,
    actor: &Principal,
    ip: &str,
) -> Result<Committed, AppError> {
    let started = std::time::Instant::now();
    let progress = |done: i32, message: &'static str| {
        crate::jobs::queries::progress(&state.pool, agency, lease, done, 100, message)
    };
    progress(5, "Reading the file").await?;
    let mut read_tx = TenantTx::begin(&state.pool, agency).await?;
    let version = queries::get(&mut read_tx, version_id, None)
        .await?
        .ok_or_else(|| AppError::not_found("census import"))?;
    read_tx.commit().await?;
    let ready = match kept::take_checked(&version) {
        Some(ready) => ready,
        None => {
            progress(20, "Checking every row").await?;
            let checked = load_checked(state, &version, None).await?;
            if checked.errors > 0 {
                return Err(AppError::Conflict(format!(
                    "the file has {} errors: fix them before committing",
                    checked.errors
                )));
            }
            Ready {
                households: checked.normalised.households,
                has_dependents: checked.has_dependents,
            }
        }
    };

    let mut tx = TenantTx::begin(&state.pool, agency).await?;
    // One commit per group at a time; whatever settles a commit job locks the group first too,
    // so from here on nobody else can settle this one.
    let group_name = queries::lock_group(&mut tx, version.group_id)
        .await?
        .ok_or_else(|| AppError::not_found("group"))?;
    if !crate::jobs::queries::holds(&mut tx, lease).await? {
        return Err(AppError::Conflict(
            "this commit was settled by another server meanwhile; nothing was changed".into(),
        ));
    }
    let roster = queries::roster(&mut tx, version.group_id).await?;
    let plan = workflow::plan(
        &ready.households,
        &roster,
        &state.secrets,
        version.terminate_missing,
    );
    let growth = plan.adds as i64 - plan.terminations.len() as i64;
    let people: usize = ready
        .households
        .iter()
        .map(|h| 1 + h.dependents.len())
        .sum();
    crate::billing::limits::ensure_room(state, tx.conn(), agency.id, UsageKind::Employees, growth)
        .await?;
    progress(40, "Loading the rows").await?;
    let staging = commit::stage(
        version.group_id,
        version_id,
        ready.households,
        plan.targets,
        state.secrets.clone(),
    );
    let added = queries::commit::load(&mut tx, version.group_id, version.id, staging).await?;
    progress(60, "Applying the changes").await?;
    let terminate_on: NaiveDate = version
        .effective_date
        .unwrap_or_else(|| Utc::now().date_naive());
    let changes = queries::commit::Changes {
        updates: plan.updates > 0,
        sync_dependents: ready.has_dependents,
        terminations: &plan.terminations,
        terminate_on,
    };
    let applied = queries::commit::apply(&mut tx, version.id, version.group_id, changes).await?;
    progress(90, "Recording the version").await?;
    let number = queries::next_number(&mut tx, version.group_id).await?;
    queries::mark_committed(
        &mut tx,
        version.id,
        number,
        added.employees,
        applied.updates,
        applied.terminations,
    )
    .await?;
    audit::record(&mut tx, actor, ip, Entry {
        entity_id: Some(version.id.to_string()),
        group_id: Some(version.group_id),
        after: Some(serde_json::json!({ "file": version.file_name, "version": number, "adds": added.employees, "updates": applied.updates, "terminations": applied.terminations })),
        ..Entry::new(
            "commit",
            "census",
            format!("Imported census v{number} for {group_name}: {} added, {} updated, {} terminated", added.employees, applied.updates, applied.terminations),
        )
    })
    .await?;
    let committed = Committed {
        version: number,
        adds: added.employees,
        updates: applied.updates,
        terminations: applied.terminations,
        dependents_added: added.dependents + applied.dependents,
    };
    if !crate::jobs::queries::succeed(
        &mut tx,
        lease,
        serde_json::to_value(&committed).unwrap_or_default(),
    )
    .await?
    {
        return Err(AppError::Conflict(
            "this commit was settled by another server meanwhile; nothing was changed".into(),
        ));
    }
    tx.commit().await?;
    crate::observability::metrics::record_census_commit(people, started.elapsed());
    Ok(committed)
}
