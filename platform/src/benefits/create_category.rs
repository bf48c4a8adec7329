//! Add a category to the catalogue, by default after the last one.

use poem_openapi::types::ToJSON;

use super::dto::{BenefitCategory, BenefitCategoryInput};
use super::queries;
use super::rules::{check_category, CategoryDraft};
use super::view_category::load;
use crate::audit::{self, Entry};
use crate::auth::Principal;
use crate::early_access::gate::require_preview;
use crate::error::AppError;
use crate::state::AppState;
use crate::vocabulary::PreviewFeature;

pub async fn create_category(
    state: &AppState,
    p: &Principal,
    ip: &str,
    input: &BenefitCategoryInput,
) -> Result<BenefitCategory, AppError> {
    p.require(state, "benefits", "write").await?;
    require_preview(state, p, PreviewFeature::BenefitsCatalog).await?;
    let draft = CategoryDraft::from(input);
    let mut tx = p.tenant_tx(state).await?;
    let taken = queries::category_name_taken(&mut tx, &draft.name, None).await?;
    let clean = check_category(&draft, taken)?;
    let position = match clean.position {
        Some(position) => position,
        None => queries::next_position(&mut tx).await?,
    };
    let id = queries::insert_category(&mut tx, &clean, position, &p.name)
        .await
        .map_err(name_clash)?;
    let category = load(&mut tx, id).await?;
    audit::record(
        &mut tx,
        p,
        ip,
        Entry {
            entity_id: Some(id.to_string()),
            after: category.to_json(),
            ..Entry::new(
                "create",
                "benefit_category",
                format!("Added the benefit category {}", category.name),
            )
        },
    )
    .await?;
    tx.commit().await?;
    Ok(category)
}

/// Two people adding the same name at once: the second hears what the check would have said.
pub(super) fn name_clash(e: sqlx::Error) -> AppError {
    match e {
        sqlx::Error::Database(d) if d.is_unique_violation() => {
            AppError::field("name", "another category of your agency has this name")
        }
        e => e.into(),
    }
}
