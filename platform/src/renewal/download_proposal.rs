//! The renewal proposal as a PDF in the agency's brand, from the comparison and the decision as
//! they stand.

use uuid::Uuid;

use super::compare_renewal::compare_renewal;
use super::proposal::{self, RenewalProposal};
use super::view_renewal::view_renewal;
use crate::auth::Principal;
use crate::brand::letterhead::letterhead;
use crate::error::AppError;
use crate::quotes::rules::file_slug;
use crate::state::AppState;

pub struct ProposalFile {
    pub bytes: Vec<u8>,
    pub file_name: String,
}

pub async fn download_proposal(
    state: &AppState,
    p: &Principal,
    group_id: Uuid,
) -> Result<ProposalFile, AppError> {
    let comparison = compare_renewal(state, p, group_id).await?;
    let renewal = view_renewal(state, p, group_id).await?;
    let letterhead = letterhead(state, p.agency()?).await?;
    let doc = RenewalProposal {
        letterhead: &letterhead,
        comparison: &comparison,
        decision: renewal.renewal.as_ref().map(|r| &r.decision),
    };
    Ok(ProposalFile {
        bytes: proposal::pdf(&doc).map_err(AppError::Internal)?,
        file_name: format!(
            "{}-renewal-proposal-{}.pdf",
            file_slug(&comparison.group_name),
            comparison.plan_year
        ),
    })
}
