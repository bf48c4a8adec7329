//! Change an option at the version read: move it to another category, relink its carrier or
//! plan, restate who is eligible, its documents, or archive it.

use poem_openapi::types::ToJSON;
use uuid::Uuid;

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
use crate::vocabulary::{BenefitOptionStatus, PreviewFeature};

const STALE: &str = "someone changed this option since you opened it: reload to see their changes";

pub async fn update_option(
    state: &AppState,
    p: &Principal,
    ip: &str,
    id: Uuid,
    input: &BenefitOptionInput,
) -> Result<BenefitOption, AppError> {
    p.require(state, "benefits", "write").await?;
    require_preview(state, p, PreviewFeature::BenefitsCatalog).await?;
    let mut tx = p.tenant_tx(state).await?;
    if !queries::lock_option(&mut tx, id).await? {
        return Err(AppError::not_found("benefit option"));
    }
    let version = input
        .version
        .ok_or_else(|| AppError::field("version", "send the version of the option you edited"))?;
    let before = load(&mut tx, id).await?;
    let draft = OptionDraft::from(input);
    let clean = checked_option(&mut tx, &draft, Some((id, before.plan_id.clone()))).await?;
    if !queries::update_option(&mut tx, id, version, &clean, &p.name)
        .await
        .map_err(name_clash)?
    {
        return Err(AppError::StaleVersion(STALE.into()));
    }
    let after = load(&mut tx, id).await?;
    let verb = match (before.status, after.status) {
        (BenefitOptionStatus::Active, BenefitOptionStatus::Archived) => "Archived",
        (BenefitOptionStatus::Archived, BenefitOptionStatus::Active) => "Restored",
        _ => "Edited",
    };
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
                "benefit_option",
                format!("{verb} the benefit option {}", after.name),
            )
        },
    )
    .await?;
    tx.commit().await?;
    Ok(after)
}
