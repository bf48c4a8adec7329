//! Change a category (its kind, name, description or place) at the version read.

use poem_openapi::types::ToJSON;
use uuid::Uuid;

use super::create_category::name_clash;
use super::dto::{BenefitCategory, BenefitCategoryInput};
use super::queries;
use super::rules::{check_category, kind_change_problem, CategoryDraft};
use super::view_category::load;
use crate::audit::{self, Entry};
use crate::auth::Principal;
use crate::early_access::gate::require_preview;
use crate::error::AppError;
use crate::state::AppState;
use crate::vocabulary::PreviewFeature;

const STALE: &str =
    "someone changed this category since you opened it: reload to see their changes";

pub async fn update_category(
    state: &AppState,
    p: &Principal,
    ip: &str,
    id: Uuid,
    input: &BenefitCategoryInput,
) -> Result<BenefitCategory, AppError> {
    p.require(state, "benefits", "write").await?;
    require_preview(state, p, PreviewFeature::BenefitsCatalog).await?;
    let mut tx = p.tenant_tx(state).await?;
    let (kind, _) = queries::lock_category(&mut tx, id)
        .await?
        .ok_or_else(|| AppError::not_found("benefit category"))?;
    let version = input
        .version
        .ok_or_else(|| AppError::field("version", "send the version of the category you edited"))?;
    let before = load(&mut tx, id).await?;
    let draft = CategoryDraft::from(input);
    let taken = queries::category_name_taken(&mut tx, &draft.name, Some(id)).await?;
    let clean = check_category(&draft, taken)?;
    if let Some(problem) = kind_change_problem(kind, clean.kind, before.options) {
        return Err(AppError::field("kind", problem));
    }
    let position = clean.position.unwrap_or(before.position);
    if !queries::update_category(&mut tx, id, version, &clean, position, &p.name)
        .await
        .map_err(name_clash)?
    {
        return Err(AppError::StaleVersion(STALE.into()));
    }
    let after = load(&mut tx, id).await?;
    audit::record(
        &mut tx,
        p,
        ip,
        Entry {
            entity_id: Some(id.to_string()),
            before: before.to_json(),
            after: after.to_json(),
            ..Entry::new(
                "update",
                "benefit_category",
                format!("Edited the benefit category {}", after.name),
            )
        },
    )
    .await?;
    tx.commit().await?;
    Ok(after)
}
