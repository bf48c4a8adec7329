//! Upload a carrier's invoice for a group and month and compare it with the statement: the file
//! is read whole (any problem refuses it, naming the row), kept as a document, and recorded with
//! its differences in one transaction, in place of the carrier's earlier invoice for the month.

use chrono::NaiveDate;
use poem_openapi::types::multipart::Upload;
use uuid::Uuid;

use super::dto::PremiumStatement;
use super::invoice_file::{self, InvoiceError};
use super::queries::{self, NewInvoice};
use super::rules::{self, InvoiceRow};
use super::statement::{assemble, ingredients, Ingredients};
use crate::audit::{self, Entry};
use crate::auth::Principal;
use crate::documents::queries::{self as documents, NewDocument};
use crate::error::AppError;
use crate::money::dollars;
use crate::rating::usd;
use crate::state::AppState;
use crate::uploads::read_whole;
use crate::vocabulary::DocumentKind;

const MAX_INVOICE_BYTES: usize = 10 * 1024 * 1024;

pub async fn upload_invoice(
    state: &AppState,
    p: &Principal,
    ip: &str,
    group_id: Uuid,
    month: NaiveDate,
    carrier_id: Uuid,
    file: Upload,
) -> Result<PremiumStatement, AppError> {
    p.require(state, "statements", "write").await?;
    let mut tx = p.tenant_tx(state).await?;
    queries::group(&mut tx, group_id, p.group_scope())
        .await?
        .ok_or_else(|| AppError::not_found("group"))?;
    tx.commit().await?;
    let (name, bytes) = read_whole(
        file,
        "carrier invoice",
        MAX_INVOICE_BYTES,
        "a carrier invoice is at most 10 MB",
    )
    .await?;
    let (source, rows) = invoice_file::read(&bytes, &name).map_err(|e| match e {
        InvoiceError::Empty => AppError::field("file", "the invoice has no rows"),
        e => AppError::field("file", e.to_string()),
    })?;
    let received = ReceivedInvoice {
        name,
        bytes,
        source,
        rows,
    };
    compare_invoice(state, p, ip, group_id, month, carrier_id, received).await
}

/// A carrier's invoice read whole, about to be compared.
pub struct ReceivedInvoice {
    pub name: String,
    pub bytes: Vec<u8>,
    pub source: invoice_file::Source,
    pub rows: Vec<InvoiceRow>,
}

pub async fn compare_invoice(
    state: &AppState,
    p: &Principal,
    ip: &str,
    group_id: Uuid,
    month: NaiveDate,
    carrier_id: Uuid,
    received: ReceivedInvoice,
) -> Result<PremiumStatement, AppError> {
    let ReceivedInvoice {
        name,
        bytes,
        source,
        rows,
    } = received;
    let mut tx = p.tenant_tx(state).await?;
    let group = queries::lock_group(&mut tx, group_id, p.group_scope())
        .await?
        .ok_or_else(|| AppError::not_found("group"))?;
    let Ingredients {
        billable,
        people,
        carriers,
    } = ingredients(&mut tx, group_id, month).await?;
    let carrier = carriers
        .iter()
        .find(|c| c.id == carrier_id && billable.iter().any(|b| b.carrier_id == c.id))
        .ok_or_else(|| {
            AppError::field(
                "carrier_id",
                format!(
                    "{} has no coverage with that carrier in {}",
                    group.name,
                    month.format("%B %Y")
                ),
            )
        })?;
    let expected: Vec<_> = billable
        .into_iter()
        .filter(|b| b.carrier_id == carrier_id)
        .collect();
    let comparison = rules::compare(&expected, &people, &rows, &carrier.name);
    let ours = comparison
        .differences
        .iter()
        .filter(|d| d.member_key.starts_with("carrier:"))
        .count();
    if ours == rows.len() {
        return Err(AppError::field(
            "file",
            format!(
                "none of the {} rows on this invoice names an employee of {}: is it the right group?",
                rows.len(),
                group.name
            ),
        ));
    }
    let document_id = Uuid::new_v4();
    let key = format!("documents/{group_id}/{document_id}");
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
            group_id,
            name: &name,
            kind: DocumentKind::Invoice.as_str(),
            content_type: source.content_type(),
            size,
            file_key: &key,
            uploaded_by: p.user_id,
            uploaded_by_name: &p.name,
        },
    )
    .await?;
    crate::files::settle(tx.conn(), &key).await?;
    let (invoice_id, replaced) = queries::replace_invoice(
        &mut tx,
        &NewInvoice {
            group_id,
            carrier_id,
            carrier_name: &carrier.name,
            month,
            source: source.as_str(),
            file_name: &name,
            document_id,
            billed_cents: comparison.billed_cents,
            expected_cents: comparison.expected_cents,
            actor: p.into(),
        },
        &rows,
        &comparison.differences,
    )
    .await?;
    let gap = comparison.billed_cents - comparison.expected_cents;
    let over = if gap > 0 {
        format!(", {} over", usd(dollars(gap)))
    } else {
        String::new()
    };
    audit::record(&mut tx, p, ip, Entry {
        entity_id: Some(invoice_id.to_string()),
        group_id: Some(group_id),
        after: Some(serde_json::json!({
            "carrier": carrier.name, "month": month, "rows": rows.len(), "replaced": replaced,
            "billed_cents": comparison.billed_cents, "expected_cents": comparison.expected_cents,
            "differences": comparison.differences.len(),
        })),
        ..Entry::new(
            "upload",
            "carrier_invoice",
            format!(
                "Compared {}'s invoice for {} ({name}): billed {} against {} expected, {} differences{over}",
                carrier.name,
                month.format("%B %Y"),
                usd(dollars(comparison.billed_cents)),
                usd(dollars(comparison.expected_cents)),
                comparison.differences.len()
            ),
        )
    })
    .await?;
    let statement = assemble(&mut tx, &group, month).await?;
    tx.commit().await?;
    Ok(statement)
}
