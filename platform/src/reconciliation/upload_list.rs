//! Upload a carrier's list for one carrier implementation and reconcile it with the enrollment:
//! the file is read whole (any problem refuses it, naming the row or segment), kept as a
//! document, and its differences recorded as discrepancies in one transaction.

use chrono::Utc;
use poem_openapi::types::multipart::Upload;
use uuid::Uuid;

use super::carrier_list::{self, ListError};
use super::dto::{CarrierList, Reconciled};
use super::queries::{self, Filters, NewList};
use super::rules;
use crate::audit::{self, Entry};
use crate::auth::Principal;
use crate::carrier_files::{queries as carrier_files, roster};
use crate::documents::queries::{self as documents, NewDocument};
use crate::error::AppError;
use crate::state::AppState;
use crate::uploads::read_whole;
use crate::vocabulary::{DiscrepancyStatus, DocumentKind};

const MAX_LIST_BYTES: usize = 25 * 1024 * 1024;

pub async fn upload_list(
    state: &AppState,
    p: &Principal,
    ip: &str,
    implementation_id: Uuid,
    file: Upload,
) -> Result<Reconciled, AppError> {
    p.require(state, "reconciliation", "write").await?;
    let mut tx = p.tenant_tx(state).await?;
    carrier_files::context(&mut tx, implementation_id, p.group_scope())
        .await?
        .ok_or_else(|| AppError::not_found("carrier implementation"))?;
    tx.commit().await?;
    let (name, bytes) = read_whole(
        file,
        "carrier list",
        MAX_LIST_BYTES,
        "a carrier list is at most 25 MB",
    )
    .await?;
    let (source, listed) = carrier_list::read(&bytes, &name).map_err(|e| match e {
        ListError::Empty => AppError::field("file", "the list has no members"),
        e => AppError::field("file", e.to_string()),
    })?;
    let received = ReceivedList {
        name,
        bytes,
        source,
        listed,
    };
    reconcile(state, p, ip, implementation_id, received).await
}

/// A carrier list read whole, about to be reconciled.
pub struct ReceivedList {
    pub name: String,
    pub bytes: Vec<u8>,
    pub source: carrier_list::Source,
    pub listed: Vec<carrier_list::ListedMember>,
}

pub async fn reconcile(
    state: &AppState,
    p: &Principal,
    ip: &str,
    implementation_id: Uuid,
    received: ReceivedList,
) -> Result<Reconciled, AppError> {
    let ReceivedList {
        name,
        bytes,
        source,
        listed,
    } = received;
    let name = name.as_str();
    let mut tx = p.tenant_tx(state).await?;
    let ctx = carrier_files::context(&mut tx, implementation_id, p.group_scope())
        .await?
        .ok_or_else(|| AppError::not_found("carrier implementation"))?;
    let members = roster::roster(
        carrier_files::covered(&mut tx, ctx.group_id, ctx.plan_year, ctx.carrier_id).await?,
    );
    let premiums = queries::premiums(&mut tx, ctx.group_id, ctx.plan_year).await?;
    let comparison = rules::compare(&members, &listed, &premiums, Utc::now().date_naive());
    if comparison.matched_people == 0 && !members.is_empty() {
        return Err(AppError::field(
            "file",
            format!(
                "none of the {} people on this list is enrolled with {} at {}: is it the right group and carrier?",
                comparison.listed_people, ctx.carrier_name, ctx.group_name
            ),
        ));
    }
    let document_id = Uuid::new_v4();
    let key = format!("documents/{}/{document_id}", ctx.group_id);
    let size = i64::try_from(bytes.len()).unwrap_or(i64::MAX);
    state
        .files
        .put_pending(&key, bytes)
        .await
        .map_err(|e| AppError::Internal(e.to_string()))?;
    documents::insert(
        tx.conn(),
        &NewDocument {
            id: document_id,
            group_id: ctx.group_id,
            name,
            kind: DocumentKind::CarrierFile.as_str(),
            content_type: match source {
                carrier_list::Source::Csv => "text/csv",
                carrier_list::Source::Xlsx => {
                    "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
                }
                carrier_list::Source::X12 => "application/edi-x12",
            },
            size,
            file_key: &key,
            uploaded_by: p.user_id,
            uploaded_by_name: &p.name,
        },
    )
    .await?;
    crate::files::settle(tx.conn(), &key).await?;
    let count = |n: usize| i32::try_from(n).unwrap_or(i32::MAX);
    let list_id = queries::insert_list(
        &mut tx,
        &NewList {
            implementation_id,
            source: source.as_str(),
            file_name: name,
            document_id,
            members: count(listed.len()),
            matched: count(comparison.matched_people),
            actor: p.into(),
        },
    )
    .await?;
    queries::insert_members(&mut tx, list_id, &listed).await?;
    let (opened, resolved) = queries::record_findings(
        &mut tx,
        implementation_id,
        ctx.group_id,
        list_id,
        &comparison.findings,
        p.into(),
    )
    .await?;
    let open_filter = Filters {
        group_id: Some(ctx.group_id),
        carrier: Some(ctx.carrier_name.clone()),
        status: Some(DiscrepancyStatus::Open),
        ..Filters::default()
    };
    let (open, at_stake) = queries::totals(&mut tx, &open_filter, None).await?;
    audit::record(&mut tx, p, ip, Entry {
        entity_id: Some(list_id.to_string()),
        group_id: Some(ctx.group_id),
        after: Some(serde_json::json!({
            "carrier": ctx.carrier_name, "rows": listed.len(), "matched": comparison.matched_people,
            "opened": opened, "resolved": resolved, "open": open,
        })),
        ..Entry::new(
            "reconcile",
            "carrier_list",
            format!(
                "Reconciled {}'s list {name}: {opened} new discrepancies, {resolved} resolved, {open} open",
                ctx.carrier_name
            ),
        )
    })
    .await?;
    let list = queries::lists(&mut tx, ctx.group_id)
        .await?
        .into_iter()
        .find(|l| l.id == list_id)
        .ok_or_else(|| AppError::Internal("the new carrier list is missing".into()))?;
    tx.commit().await?;
    Ok(Reconciled {
        list: CarrierList::from(list),
        opened,
        resolved,
        open,
        premium_at_stake_cents: at_stake,
    })
}
