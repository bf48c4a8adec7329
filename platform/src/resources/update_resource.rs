//! Change a resource's title, category and description at the version read; a resource
//! changed since is refused. Saving what is already there changes nothing.

use uuid::Uuid;

use super::dto::{Resource, ResourceChanges, ResourceShare};
use super::queries::{self, Details};
use super::rules;
use crate::audit::{self, Entry};
use crate::auth::Principal;
use crate::early_access::gate::require_preview;
use crate::error::{AppError, FieldErrors};
use crate::state::AppState;
use crate::vocabulary::PreviewFeature;

const STALE: &str = "someone changed this resource since you opened it; reload to see it";

pub async fn update_resource(
    state: &AppState,
    p: &Principal,
    ip: &str,
    id: Uuid,
    asked: &ResourceChanges,
) -> Result<Resource, AppError> {
    p.require(state, "resources", "write").await?;
    require_preview(state, p, PreviewFeature::ResourceLibrary).await?;
    let mut tx = p.tenant_tx(state).await?;
    let before = queries::lock(&mut tx, id)
        .await?
        .ok_or_else(|| AppError::not_found("resource"))?;
    let title = rules::title(Some(&asked.title), "");
    let description = rules::description(asked.description.as_deref());
    let mut errors = FieldErrors::default();
    if let Err(problem) = &title {
        errors.check(false, "title", problem);
    }
    if let Err(problem) = &description {
        errors.check(false, "description", problem);
    }
    errors.finish()?;
    let (title, description) = (title.unwrap_or_default(), description.unwrap_or_default());
    if before.version != asked.version {
        return Err(AppError::StaleVersion(STALE.into()));
    }
    let unchanged = before.title == title
        && before.category == asked.category
        && before.description == description;
    let row = if unchanged {
        before
    } else {
        let after = queries::update(
            &mut tx,
            id,
            &Details {
                title: &title,
                category: asked.category,
                description: &description,
            },
        )
        .await?;
        audit::record(
            &mut tx,
            p,
            ip,
            Entry {
                entity_id: Some(id.to_string()),
                before: Some(serde_json::json!({
                    "title": before.title, "category": before.category, "description": before.description,
                })),
                after: Some(serde_json::json!({
                    "title": after.title, "category": after.category, "description": after.description,
                })),
                ..Entry::new(
                    "update",
                    "resource",
                    if before.title == after.title {
                        format!("Edited {} in the resource library", after.title)
                    } else {
                        format!(
                            "Renamed {} to {} in the resource library",
                            before.title, after.title
                        )
                    },
                )
            },
        )
        .await?;
        after
    };
    let shares = queries::shares(&mut tx, &[id], None).await?;
    tx.commit().await?;
    Ok(Resource::new(
        row,
        shares.into_iter().map(ResourceShare::from).collect(),
    ))
}
