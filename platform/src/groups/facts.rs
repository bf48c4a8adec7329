//! A group's facts as entered, checked against the ZIP lookup and the agency's staff.

use chrono::Utc;
use tenants::TenantTx;

use super::queries::{self, team};
use super::rules::{self, CleanGroup, FactLookups, GroupFacts};
use super::validate;
use crate::auth::Principal;
use crate::error::AppError;

pub(super) async fn check_facts(
    tx: &mut TenantTx,
    p: &Principal,
    facts: &GroupFacts,
    creating: bool,
) -> Result<CleanGroup, AppError> {
    let agency_id = p.agency()?.id;
    let place = match validate::zip(&facts.zip) {
        Ok(zip) => queries::zip_info(tx, &zip).await?,
        Err(_) => None,
    };
    let broker_is_staff = match facts.broker_id {
        Some(broker) => Some(team::is_agency_staff(tx.conn(), agency_id, broker).await?),
        None => None,
    };
    let lookups = FactLookups {
        place,
        broker_is_staff,
    };
    rules::clean_group(facts, creating, lookups, Utc::now().date_naive())
}
