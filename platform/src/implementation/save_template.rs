//! Save the agency's checklist template for a carrier, or its default. Checklists already
//! started keep the items they were built with.

use uuid::Uuid;

use super::dto::{ChecklistTemplates, TemplateSave};
use super::queries;
use super::rules::{self, TemplateItem};
use super::view_templates::view_templates;
use crate::audit::{self, Entry};
use crate::auth::Principal;
use crate::error::AppError;
use crate::state::AppState;

pub async fn save_template(
    state: &AppState,
    p: &Principal,
    ip: &str,
    carrier_id: Option<Uuid>,
    body: TemplateSave,
) -> Result<ChecklistTemplates, AppError> {
    p.require(state, "implementation_book", "write").await?;
    let items: Vec<TemplateItem> = body.items.into_iter().map(TemplateItem::from).collect();
    let problems = rules::template_problems(&items);
    if !problems.is_empty() {
        return Err(AppError::Validation {
            message: "the checklist needs attention".into(),
            fields: problems.into_iter().collect(),
        });
    }
    let mut tx = p.tenant_tx(state).await?;
    let carrier_name = match carrier_id {
        Some(id) => Some(
            queries::carrier_name(&mut tx, id)
                .await?
                .ok_or_else(|| AppError::not_found("carrier"))?,
        ),
        None => None,
    };
    let carrier = carrier_id.zip(carrier_name.as_deref());
    if !queries::save_template(&mut tx, carrier, body.version, &items, p.into()).await? {
        return Err(AppError::StaleVersion(
            "someone saved this checklist template since you opened it; reload to see it".into(),
        ));
    }
    let whose = carrier_name.as_deref().unwrap_or("the agency's default");
    audit::record(
        &mut tx,
        p,
        ip,
        Entry {
            entity_id: Some(carrier_id.map_or_else(|| "default".to_string(), |id| id.to_string())),
            after: Some(serde_json::json!({ "items": items })),
            ..Entry::new(
                "update",
                "checklist_template",
                format!(
                    "Saved the checklist template of {whose}: {} items",
                    items.len()
                ),
            )
        },
    )
    .await?;
    tx.commit().await?;
    view_templates(state, p).await
}
