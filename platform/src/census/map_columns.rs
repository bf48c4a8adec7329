//! Confirm an import's column mapping and options (or move its header row); the file is checked
//! again against them and the roster.

use chrono::{NaiveDate, Utc};
use uuid::Uuid;

use super::engine::{self, SavedMapping};
use super::import::{self, MappedColumn};
use super::queries::{self, VersionRow};
use super::{fields, rules};
use crate::audit::{self, Entry};
use crate::auth::Principal;
use crate::error::AppError;
use crate::state::AppState;

pub struct MappingChoice {
    /// (column index, field key or none).
    pub columns: Vec<(i64, Option<String>)>,
    pub terminate_missing: bool,
    pub effective_date: Option<NaiveDate>,
    pub template_name: Option<String>,
    /// 1-based.
    pub header_row: Option<i64>,
}

pub async fn map_columns(
    state: &AppState,
    p: &Principal,
    ip: &str,
    id: Uuid,
    choice: MappingChoice,
) -> Result<VersionRow, AppError> {
    p.require(state, "census", "write").await?;
    let mut tx = p.tenant_tx(state).await?;
    let mut v = import::draft(&mut tx, id, p.group_scope()).await?;
    let new_header = choice
        .header_row
        .filter(|row| *row != i64::from(v.header_row) + 1);
    if let Some(row) = new_header {
        let table = import::load_table(state, &v).await?;
        let index = engine::header_index(&table, usize::try_from(row).unwrap_or(0))
            .map_err(|e| AppError::field("header_row", e.to_string()))?;
        let analysis = import::analyse_with_template(&mut tx, &table, index).await?;
        import::store_analysis(&mut tx, v.id, &table, &analysis).await?;
        v = import::find(&mut tx, v.id, None).await?;
    }
    let mut mapping = if new_header.is_some() {
        Vec::new()
    } else {
        rules::mapping(&choice.columns)?
    };
    rules::effective_date(choice.effective_date, Utc::now().date_naive())?;
    if new_header.is_some() {
        mapping = serde_json::from_value(v.mapping.clone()).unwrap_or_default();
    }
    queries::set_mapping(
        &mut tx,
        v.id,
        serde_json::to_value(&mapping).unwrap_or_default(),
        choice.terminate_missing,
        choice.effective_date,
    )
    .await?;
    if let Some(name) = choice
        .template_name
        .as_deref()
        .map(str::trim)
        .filter(|n| !n.is_empty())
    {
        let (key, saved) = template_of(&v, &mapping);
        let name: String = name.chars().take(120).collect();
        queries::save_template(
            &mut tx,
            &name,
            &key,
            serde_json::to_value(&saved).unwrap_or_default(),
            p.user_id,
            import::template_author(p),
        )
        .await?;
    }
    audit::record(
        &mut tx,
        p,
        ip,
        Entry {
            entity_id: Some(v.id.to_string()),
            group_id: Some(v.group_id),
            ..Entry::new(
                "map",
                "census",
                format!("Confirmed the columns of the census file {}", v.file_name),
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

/// The key of the file's headers and the mapping to save under it.
fn template_of(v: &VersionRow, mapping: &[MappedColumn]) -> (String, SavedMapping) {
    let headers: Vec<String> = v
        .columns
        .as_array()
        .map(|c| {
            c.iter()
                .map(|x| x["header"].as_str().unwrap_or("").to_string())
                .collect()
        })
        .unwrap_or_default();
    let mut saved = SavedMapping::default();
    for (i, header) in headers.iter().enumerate() {
        if header.is_empty() {
            continue;
        }
        let chosen = mapping
            .iter()
            .find(|m| m.index == i)
            .and_then(|m| m.field.as_deref())
            .and_then(fields::parse);
        saved.insert(header, chosen);
    }
    let key = headers
        .iter()
        .map(|h| engine::normalise_header(h))
        .collect::<Vec<_>>()
        .join("|");
    (key, saved)
}
