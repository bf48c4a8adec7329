//! A quote's settings checked against the catalogue and the group.

use chrono::Utc;
use sqlx::PgConnection;

use super::engine;
use super::rules::{catalogue_problem, extra_base_plans, setting_problems, QuoteDraft};
use crate::catalogue::queries::{self as catalogue, PlanRow, Scope};
use crate::error::AppError;
use crate::groups::queries::GroupRow;

/// Checks the draft; returns its plans in the order given.
pub async fn checked_plans(
    conn: &mut PgConnection,
    draft: &QuoteDraft,
    group: &GroupRow,
) -> Result<Vec<PlanRow>, AppError> {
    let mut fields = setting_problems(draft, Utc::now().date_naive());
    let plans = catalogue::plans_by_id(conn, Scope::Agency, &draft.plan_ids).await?;
    if !fields.contains_key("plan_ids") {
        if let Some(problem) = catalogue_problem(draft, &plans) {
            fields.insert("plan_ids".to_string(), problem);
        }
    }
    let extra = catalogue::plans_by_id(conn, Scope::Agency, &extra_base_plans(draft)).await?;
    let known = |id: &str, line: Option<&str>| {
        plans
            .iter()
            .chain(&extra)
            .any(|p| p.id == id && line.is_none_or(|l| l == p.line))
    };
    for (f, problem) in engine::validate_rules(&draft.contribution, &group.employee_classes, known)
    {
        fields.entry(f).or_insert(problem);
    }
    if !fields.is_empty() {
        return Err(AppError::Validation {
            message: "some fields need attention".into(),
            fields,
        });
    }
    Ok(plans)
}
