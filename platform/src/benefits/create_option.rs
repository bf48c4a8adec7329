//! Add an option to a category of the catalogue.

use poem_openapi::types::ToJSON;

use super::check_option::{checked_option, name_clash};
use super::dto::{BenefitOption, BenefitOptionInput};
use super::queries;
use super::rules::OptionDraft;
use super::view_option::load;
use crate::audit::{self, Entry};
use crate::auth::Principal;
use crate::early_access::gate::require_preview;
use crate::error::AppError;
use crate::state::AppState;
use crate::vocabulary::PreviewFeature;

pub async fn create_option(
    state: &AppState,
    p: &Principal,
    ip: &str,
    input: &BenefitOptionInput,
) -> Result<BenefitOption, AppError> {
    p.require(state, "benefits", "write").await?;
    require_preview(state, p, PreviewFeature::BenefitsCatalog).await?;
    let draft = OptionDraft::from(input);
    let mut tx = p.tenant_tx(state).await?;
    let clean = checked_option(&mut tx, &draft, None).await?;
    let id = queries::insert_option(&mut tx, &clean, &p.name)
        .await
        .map_err(name_clash)?;
    let option = load(&mut tx, id).await?;
    audit::record(
        &mut tx,
        p,
        ip,
        Entry {
            entity_id: Some(id.to_string()),
            after: option.to_json(),
            ..Entry::new(
                "create",
                "benefit_option",
                format!(
                    "Added {} ({}) to the benefit category {}",
                    option.name, option.carrier_name, option.category_name
                ),
            )
        },
    )
    .await?;
    tx.commit().await?;
    Ok(option)
}
