//! Fix cells of an import in place; the file is checked again.

use uuid::Uuid;

use super::import;
use super::queries::{self, VersionRow};
use super::rules;
use super::workflow::{self, CellFixes};
use crate::audit::{self, Entry};
use crate::auth::Principal;
use crate::error::AppError;
use crate::state::AppState;

/// `fixes`: (1-based row, 0-based column, new text).
pub async fn fix_cells(
    state: &AppState,
    p: &Principal,
    ip: &str,
    id: Uuid,
    fixes: Vec<(i64, i64, String)>,
) -> Result<VersionRow, AppError> {
    p.require(state, "census", "write").await?;
    let mut tx = p.tenant_tx(state).await?;
    let v = import::draft(&mut tx, id, p.group_scope()).await?;
    rules::cell_fixes(&fixes)?;
    let count = fixes.len();
    let mut all: CellFixes = serde_json::from_value(v.cell_fixes.clone()).unwrap_or_default();
    for (row, column, value) in fixes {
        all.insert(workflow::fix_key(row as usize, column as usize), value);
    }
    queries::set_cell_fixes(
        &mut tx,
        v.id,
        serde_json::to_value(&all).unwrap_or_default(),
    )
    .await?;
    audit::record(
        &mut tx,
        p,
        ip,
        Entry {
            entity_id: Some(v.id.to_string()),
            group_id: Some(v.group_id),
            ..Entry::new(
                "fix",
                "census",
                format!("Fixed {count} cells of the census file {}", v.file_name),
            )
        },
    )
    .await?;
    let v = import::find(&mut tx, v.id, None).await?;
    import::revalidate(state, &mut tx, &v).await?;
    let v = import::find(&mut tx, v.id, None).await?;
    tx.commit().await?;
    Ok(v)
}
