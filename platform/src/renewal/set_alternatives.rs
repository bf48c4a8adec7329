//! Put quotes of the group beside its renewal (or take them away): each must be a quote of this
//! group for the renewal's effective date, so that the figures compare like with like.

use std::collections::{BTreeMap, HashSet};

use uuid::Uuid;

use super::dto::{GroupRenewal, RenewalAlternativesUpdate};
use super::lock::{bump, lock_open};
use super::queries;
use super::view_renewal::view_renewal;
use crate::audit::{self, Entry};
use crate::auth::Principal;
use crate::error::AppError;
use crate::state::AppState;

pub async fn set_alternatives(
    state: &AppState,
    p: &Principal,
    ip: &str,
    renewal_id: Uuid,
    body: &RenewalAlternativesUpdate,
) -> Result<GroupRenewal, AppError> {
    p.require(state, "renewal", "write").await?;
    let mut tx = p.tenant_tx(state).await?;
    let renewal = lock_open(&mut tx, p, renewal_id, body.version).await?;
    let found = queries::quotes_of_group(&mut tx, renewal.group_id, &body.quote_ids).await?;
    let mut fields = BTreeMap::new();
    let mut seen = HashSet::new();
    for (i, id) in body.quote_ids.iter().enumerate() {
        let problem = match found.iter().find(|q| q.id == *id) {
            _ if !seen.insert(id) => Some("listed twice".to_string()),
            None => Some("not a quote of this group".to_string()),
            Some(q) if q.effective_date != renewal.effective_date => Some(format!(
                "quoted for {}, not for the renewal's effective date {}",
                q.effective_date, renewal.effective_date
            )),
            Some(_) => None,
        };
        if let Some(problem) = problem {
            fields.insert(format!("quote_ids[{i}]"), problem);
        }
    }
    if !fields.is_empty() {
        return Err(AppError::Validation {
            message: "some quotes cannot be put beside this renewal".into(),
            fields,
        });
    }
    queries::set_alternatives(&mut tx, renewal.id, &body.quote_ids, p.into()).await?;
    bump(&mut tx, &renewal).await?;
    audit::record(
        &mut tx,
        p,
        ip,
        Entry {
            entity_id: Some(renewal.id.to_string()),
            group_id: Some(renewal.group_id),
            after: Some(serde_json::json!({ "quote_ids": body.quote_ids })),
            ..Entry::new(
                "renewal.alternatives",
                "renewal",
                match body.quote_ids.len() {
                    0 => format!(
                        "Took the alternatives away from the {} renewal",
                        renewal.plan_year
                    ),
                    1 => format!("Put 1 quote beside the {} renewal", renewal.plan_year),
                    n => format!("Put {n} quotes beside the {} renewal", renewal.plan_year),
                },
            )
        },
    )
    .await?;
    tx.commit().await?;
    view_renewal(state, p, renewal.group_id).await
}
