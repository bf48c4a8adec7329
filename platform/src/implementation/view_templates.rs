//! The agency's checklist templates: its default and one per carrier of the catalogue, each
//! either its own or following the default.

use super::dto::{ChecklistTemplate, ChecklistTemplates, TemplateStep};
use super::queries;
use super::rules::{self, TemplateItem};
use crate::auth::Principal;
use crate::error::AppError;
use crate::state::AppState;

pub async fn view_templates(
    state: &AppState,
    p: &Principal,
) -> Result<ChecklistTemplates, AppError> {
    p.require(state, "implementation_book", "read").await?;
    let mut tx = p.tenant_tx(state).await?;
    let saved = queries::templates(&mut tx).await?;
    let carriers = queries::catalogue_carriers(&mut tx).await?;
    tx.commit().await?;

    let steps = |items: &[TemplateItem]| -> Vec<TemplateStep> {
        items.iter().cloned().map(TemplateStep::from).collect()
    };
    let default = saved.iter().find(|t| t.carrier_id.is_none());
    let default_items = default.map_or_else(rules::default_template, |t| t.items.0.clone());
    let mut templates = vec![ChecklistTemplate {
        carrier_id: None,
        carrier_name: None,
        customised: default.is_some(),
        items: steps(&default_items),
        version: default.map_or(0, |t| t.version),
        updated_by_name: default.map(|t| t.updated_by_name.clone()),
        updated_at: default.map(|t| t.updated_at),
    }];
    for (carrier_id, carrier_name) in carriers {
        let own = saved.iter().find(|t| t.carrier_id == Some(carrier_id));
        templates.push(ChecklistTemplate {
            carrier_id: Some(carrier_id),
            carrier_name: Some(carrier_name),
            customised: own.is_some(),
            items: steps(own.map_or(&default_items, |t| &t.items.0)),
            version: own.map_or(0, |t| t.version),
            updated_by_name: own.map(|t| t.updated_by_name.clone()),
            updated_at: own.map(|t| t.updated_at),
        });
    }
    Ok(ChecklistTemplates { templates })
}
