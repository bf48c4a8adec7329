//! Who a new open enrollment would include: the approved design to enroll in, the window's
//! rules checked, and the roster sorted into eligible and not (with why).

use chrono::{NaiveDate, Utc};
use rust_decimal::prelude::FromPrimitive;
use rust_decimal::Decimal;
use tenants::TenantTx;
use uuid::Uuid;

use super::dto::{IneligibleEmployee, NewEnrollment};
use super::queries::{self, windows};
use super::rules;
use crate::error::{AppError, FieldErrors};
use crate::groups::queries as group_queries;
use crate::vocabulary::{EnrollmentMode, Line};

const MODES: [&str; 2] = ["active", "passive"];

/// The approved design to enroll in, and who is eligible under the window's rules.
pub struct Opening {
    pub design_id: Uuid,
    pub plan_year: i32,
    pub coverage_start: NaiveDate,
    pub eligible: Vec<queries::EnrolleeRow>,
    pub ineligible: Vec<IneligibleEmployee>,
    pub classes: Option<Vec<String>>,
    pub min_hours: Option<Decimal>,
    /// The lines the design offers.
    pub lines: Vec<Line>,
    /// The lines everyone must choose again, each once.
    pub active_lines: Vec<String>,
}

pub async fn opening(
    tx: &mut TenantTx,
    group: &group_queries::GroupRow,
    body: &NewEnrollment,
) -> Result<Opening, AppError> {
    let design = windows::approved_design(tx, group.id, body.plan_year).await?;
    let Some((design_id, plan_year, coverage_start, waiting_period)) = design else {
        return Err(AppError::Conflict(match body.plan_year {
            Some(y) => {
                format!("the {y} plan design is not approved yet: the employer approves it first")
            }
            None => {
                "the group has no approved plan design yet: the employer approves one first".into()
            }
        }));
    };
    let mut errors = FieldErrors::default();
    errors.check(
        MODES.contains(&body.mode.as_str()),
        "mode",
        "active or passive",
    );
    errors.check(
        body.active_lines.is_empty() || body.mode == EnrollmentMode::Passive,
        "active_lines",
        "in an active enrollment every line is chosen again already",
    );
    let offered = windows::design_lines(tx, design_id).await?;
    for (i, line) in body.active_lines.iter().enumerate() {
        errors.check(
            offered.iter().any(|l| l == line.as_str()),
            &format!("active_lines[{i}]"),
            &format!("the design offers no {line} plan"),
        );
    }
    let lines: Vec<Line> = Line::ALL
        .iter()
        .copied()
        .filter(|l| offered.iter().any(|o| o == l.as_str()))
        .collect();
    let active_lines: Vec<String> = lines
        .iter()
        .filter(|l| body.active_lines.contains(l))
        .map(|l| l.as_str().to_string())
        .collect();
    errors.check(
        body.ends_on >= body.starts_on,
        "ends_on",
        "the window ends on or after it starts",
    );
    errors.check(
        body.ends_on >= Utc::now().date_naive(),
        "ends_on",
        "the window must end today or later",
    );
    errors.check(
        (body.ends_on - body.starts_on).num_days() <= 90,
        "ends_on",
        "an enrollment window lasts at most 90 days",
    );
    errors.check(
        body.starts_on <= coverage_start,
        "starts_on",
        &format!("enrollment starts before coverage does ({coverage_start})"),
    );
    let classes = body.eligible_classes.clone().filter(|c| !c.is_empty());
    if let Some(classes) = &classes {
        for c in classes {
            errors.check(
                group
                    .employee_classes
                    .iter()
                    .any(|g| g.eq_ignore_ascii_case(c)),
                "eligible_classes",
                &format!("{c} is not one of the group's classes"),
            );
        }
    }
    let min_hours = match body.min_hours {
        Some(h) => {
            errors.check(
                (0.0..=60.0).contains(&h),
                "min_hours",
                "between 0 and 60 hours",
            );
            Decimal::from_f64(h).map(|d| d.round_dp(1))
        }
        None => Some(group.min_hours),
    };
    errors.finish()?;
    let eligibility = rules::Eligibility {
        classes: classes.as_deref(),
        min_hours,
        waiting_period: body.apply_waiting_period.then_some(waiting_period.as_str()),
        coverage_start,
    };
    let mut eligible = Vec::new();
    let mut ineligible = Vec::new();
    for e in queries::group_enrollees(tx, group.id).await? {
        let facts = rules::EmployeeFacts {
            status: e.status.as_str(),
            employee_class: e.employee_class.as_deref(),
            hours_per_week: e.hours_per_week,
            hire_date: e.hire_date,
        };
        match rules::eligibility(&facts, &eligibility) {
            Ok(()) => eligible.push(e),
            Err(reason) if e.status != "terminated" => ineligible.push(IneligibleEmployee {
                employee_id: e.id,
                name: format!("{} {}", e.first_name, e.last_name),
                reason,
            }),
            Err(_) => {}
        }
    }
    Ok(Opening {
        design_id,
        plan_year,
        coverage_start,
        eligible,
        ineligible,
        classes,
        min_hours,
        lines,
        active_lines,
    })
}
