//! Samples of each carrier file layout for the implementation gallery: the first households of
//! the agency's most recent implementation with a file, written by the same code as the files a
//! carrier receives, without SSNs, with control numbers of 1 and nothing kept or counted.

use chrono::Utc;

use super::census_layout::census;
use super::dto::{CarrierFileSamples, SampleSource};
use super::generate_file::{
    change_members, enrollment_file, full_members, in_households, month_end, x12_ready,
};
use super::queries::{self, Controls};
use super::roster::{self, RosterMember};
use crate::auth::Principal;
use crate::error::AppError;
use crate::state::AppState;
use crate::vocabulary::{CarrierFilePurpose, EdiUsage};
use crate::x12;

/// Households a sample holds.
const HOUSEHOLDS: usize = 3;

pub async fn view_samples(state: &AppState, p: &Principal) -> Result<CarrierFileSamples, AppError> {
    p.require(state, "carrier_files", "generate").await?;
    let agency = p.agency()?;
    let mut tx = p.tenant_tx(state).await?;
    let Some(ctx) = queries::sample_context(&mut tx).await? else {
        return Ok(CarrierFileSamples {
            source: None,
            x12_change: None,
            x12_full: None,
            census_headers: None,
            census_rows: None,
        });
    };
    let members = first_households(roster::roster(
        queries::covered(&mut tx, ctx.group_id, ctx.plan_year, ctx.carrier_id).await?,
    ));
    tx.commit().await?;
    let (group_number, ein) = x12_ready(&ctx)?;
    let today = Utc::now().date_naive();
    let controls = Controls {
        usage: EdiUsage::Test,
        receiver_id: ctx.hios_issuer_id.clone(),
        interchange: 1,
        functional_group: 1,
    };
    let no_ssn = |_: &RosterMember| Ok(None);
    let write = |purpose, mut members: Vec<x12::Member>| -> Result<String, AppError> {
        in_households(&mut members);
        let file = enrollment_file(
            agency,
            &ctx,
            (group_number, ein.clone()),
            &controls,
            purpose,
            members,
            today,
        );
        x12::write(&file)
            .map(|w| w.text)
            .map_err(|e| AppError::CheckFailed {
                message: format!("the sample 834 cannot be written: {e}"),
                failing: vec![e.to_string()],
            })
    };
    let (adds, sent) = roster::changes(
        Default::default(),
        roster::snapshot(&members),
        month_end(today),
    );
    let change = change_members(&members, &sent, &adds, group_number, &no_ssn)?;
    let full = full_members(&members, group_number, &no_ssn)?;
    let table = census(&members, |_| None);
    Ok(CarrierFileSamples {
        source: Some(SampleSource {
            group_id: ctx.group_id,
            group_name: ctx.group_name.clone(),
            carrier_name: ctx.carrier_name.clone(),
            households: i32::try_from(members.iter().filter(|m| m.is_subscriber()).count())
                .unwrap_or(0),
        }),
        x12_change: Some(write(CarrierFilePurpose::Change, change)?),
        x12_full: Some(write(CarrierFilePurpose::Full, full)?),
        census_headers: Some(table.headers.iter().map(|h| h.to_string()).collect()),
        census_rows: Some(
            table
                .rows
                .iter()
                .map(|row| row.iter().map(|c| c.to_csv()).collect())
                .collect(),
        ),
    })
}

/// The members of the first households of the roster, each household whole.
fn first_households(members: Vec<RosterMember>) -> Vec<RosterMember> {
    let mut households: Vec<String> = Vec::new();
    members
        .into_iter()
        .filter(|m| {
            let id = &m.person.subscriber_id;
            if households.contains(id) {
                return true;
            }
            if households.len() < HOUSEHOLDS && m.is_subscriber() {
                households.push(id.clone());
                return true;
            }
            false
        })
        .collect()
}
