//! The broker's decision per line of the renewal (renew, change plans, shop further, drop),
//! recorded whole at the renewal's version read; a changed decision goes back to a draft.

use std::collections::BTreeMap;

use uuid::Uuid;

use super::dto::{GroupRenewal, RenewalDecisionInput};
use super::lock::{bump, lock_open};
use super::queries;
use super::rules::decision_problems;
use super::view_renewal::view_renewal;
use crate::audit::{self, Entry};
use crate::auth::Principal;
use crate::error::AppError;
use crate::state::AppState;

pub async fn record_decision(
    state: &AppState,
    p: &Principal,
    ip: &str,
    renewal_id: Uuid,
    body: &RenewalDecisionInput,
) -> Result<GroupRenewal, AppError> {
    p.require(state, "renewal", "write").await?;
    let mut tx = p.tenant_tx(state).await?;
    let renewal = lock_open(&mut tx, p, renewal_id, body.version).await?;
    let mut lines: Vec<_> = queries::plans(&mut tx, renewal.id)
        .await?
        .into_iter()
        .map(|p| p.line)
        .collect();
    lines.dedup();
    let given: Vec<_> = body
        .lines
        .iter()
        .map(|l| (l.line, l.note.as_deref()))
        .collect();
    let problems = decision_problems(&lines, &given);
    if !problems.is_empty() {
        return Err(AppError::Validation {
            message: "the decision needs attention".into(),
            fields: problems.into_iter().collect::<BTreeMap<_, _>>(),
        });
    }
    let decided: Vec<_> = body
        .lines
        .iter()
        .map(|l| {
            let note = l
                .note
                .as_deref()
                .map(str::trim)
                .filter(|n| !n.is_empty())
                .map(str::to_string);
            (l.line, l.decision, note)
        })
        .collect();
    queries::set_decisions(&mut tx, renewal.id, &decided).await?;
    bump(&mut tx, &renewal).await?;
    let described: Vec<serde_json::Value> = decided
        .iter()
        .map(|(line, decision, note)| {
            serde_json::json!({ "line": line.as_str(), "decision": decision.as_str(), "note": note })
        })
        .collect();
    audit::record(
        &mut tx,
        p,
        ip,
        Entry {
            entity_id: Some(renewal.id.to_string()),
            group_id: Some(renewal.group_id),
            after: Some(serde_json::json!({ "lines": described })),
            ..Entry::new(
                "renewal.decision",
                "renewal",
                format!("Recorded the {} renewal decision", renewal.plan_year),
            )
        },
    )
    .await?;
    tx.commit().await?;
    view_renewal(state, p, renewal.group_id).await
}
