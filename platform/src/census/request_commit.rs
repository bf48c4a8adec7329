//! Commit a checked import to the roster (refused while it has errors): it is claimed and its
//! job queued; the job (`run_commit`) does the work.

use uuid::Uuid;

use super::import;
use super::queries::{self, Claim, GROUP_BUSY};
use crate::audit::{self, Entry};
use crate::auth::Principal;
use crate::error::AppError;
use crate::jobs;
use crate::state::AppState;

/// The job that commits it.
pub async fn request_commit(
    state: &AppState,
    p: &Principal,
    ip: &str,
    id: Uuid,
) -> Result<Uuid, AppError> {
    p.require(state, "census", "write").await?;
    let agency = p.agency()?.clone();
    let mut tx = p.tenant_tx(state).await?;
    let v = import::find(&mut tx, id, p.group_scope()).await?;
    if v.status == "mapping" {
        return Err(AppError::Conflict(
            "confirm the column mapping first".into(),
        ));
    }
    if v.errors > 0 {
        return Err(AppError::Conflict(format!(
            "the file has {} errors: fix them before committing",
            v.errors
        )));
    }
    match queries::claim_for_commit(&mut tx, v.id).await? {
        Claim::Claimed => {}
        Claim::NotWaiting => {
            return Err(AppError::Conflict(format!("this import is {}", v.status)))
        }
        Claim::GroupBusy => return Err(AppError::Conflict(GROUP_BUSY.into())),
    }
    let job_id = jobs::queries::create(
        &mut tx,
        "census_commit",
        Some(v.group_id),
        Some(v.id),
        p.user_id,
    )
    .await?;
    let input = jobs::census_commit::Input {
        agency_id: agency.id,
        job_id,
        version_id: v.id,
        actor_id: p.user_id,
        actor_name: p.name.clone(),
        ip: ip.to_string(),
    };
    jobs::census_commit::enqueue(state, &mut tx, &input).await?;
    audit::record(
        &mut tx,
        p,
        ip,
        Entry {
            entity_id: Some(v.id.to_string()),
            group_id: Some(v.group_id),
            ..Entry::new(
                "commit_requested",
                "census",
                format!("Asked to import the census file {}", v.file_name),
            )
        },
    )
    .await?;
    tx.commit().await?;
    Ok(job_id)
}
