//! An option checked against the agency's records: its category, its carrier, the plan it is,
//! and whether another option has its name.

use tenants::TenantTx;
use uuid::Uuid;

use super::queries;
use super::rules::{self, CleanOption, Found, OptionDraft};
use crate::error::AppError;
use crate::list::trimmed;

/// The option as stored, or every problem with it; `editing` is the option being changed, with
/// the plan it is linked to now.
pub(super) async fn checked_option(
    tx: &mut TenantTx,
    draft: &OptionDraft,
    editing: Option<(Uuid, Option<String>)>,
) -> Result<CleanOption, AppError> {
    let (except, current_plan_id) = editing.unzip();
    let plan = match trimmed(&draft.plan_id) {
        Some(id) => queries::plan_facts(tx, &id).await?,
        None => None,
    };
    let found = Found {
        category: queries::category_kind(tx, draft.category_id).await?,
        carrier: queries::carrier_name(tx, draft.carrier_id).await?,
        plan,
        name_taken: queries::option_name_taken(tx, &draft.name, except).await?,
        current_plan_id: current_plan_id.flatten(),
    };
    rules::check_option(draft, &found)
}

/// Two people saving the same name at once: the second hears what the check would have said.
pub(super) fn name_clash(e: sqlx::Error) -> AppError {
    match e {
        sqlx::Error::Database(d) if d.is_unique_violation() => {
            AppError::field("name", "another option of your agency has this name")
        }
        e => e.into(),
    }
}
