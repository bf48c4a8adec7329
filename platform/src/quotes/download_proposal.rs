//! The proposal of a quote: a workbook (plans, employees, families) or a PDF in the agency's
//! brand.

use uuid::Uuid;

use super::costs::{base_tables, plan_breakdown};
use super::dto::{EmployeeCost, ProposalFormat};
use super::proposal::{self, Proposal};
use super::queries;
use super::rules::file_slug;
use crate::auth::Principal;
use crate::error::AppError;
use crate::groups::queries as group_queries;
use crate::state::AppState;

pub struct ProposalFile {
    pub bytes: Vec<u8>,
    pub file_name: String,
}

pub async fn download_proposal(
    state: &AppState,
    p: &Principal,
    id: Uuid,
    format: ProposalFormat,
) -> Result<ProposalFile, AppError> {
    p.require(state, "quotes", "read").await?;
    let mut tx = p.tenant_tx(state).await?;
    let row = queries::visible(&mut tx, id, p.group_scope()).await?;
    let group = group_queries::get(&mut tx, row.group_id)
        .await?
        .ok_or_else(|| AppError::not_found("group"))?;
    let plans = queries::plans(&mut tx, row.id).await?;
    let members = queries::members(&mut tx, row.id).await?;
    tx.commit().await?;
    let letterhead = crate::brand::letterhead::letterhead(state, p.agency()?).await?;
    let bases = base_tables(&plans);
    let breakdowns: Vec<Vec<EmployeeCost>> = plans
        .iter()
        .map(|pl| plan_breakdown(pl, &members, &row, &bases))
        .collect();
    let doc = Proposal {
        letterhead: &letterhead,
        group: &group,
        quote: &row,
        plans: &plans,
        breakdowns: &breakdowns,
    };
    let slug = file_slug(&group.name);
    Ok(match format {
        ProposalFormat::Xlsx => ProposalFile {
            bytes: proposal::xlsx(&doc).map_err(|e| AppError::Internal(e.to_string()))?,
            file_name: format!("{slug}-quote-{}.xlsx", row.number),
        },
        ProposalFormat::Pdf => ProposalFile {
            bytes: proposal::pdf(&doc).map_err(AppError::Internal)?,
            file_name: format!("{slug}-quote-{}.pdf", row.number),
        },
    })
}
