//! Open enrollment as the broker and the HR admin run it: open a window from the approved plan
//! design, invite, watch progress, remind, enroll on an employee's behalf, extend, close,
//! check participation, export.

use std::collections::BTreeMap;

use chrono::{DateTime, NaiveDate, Utc};
use poem::web::Data;
use poem::Request;
use poem_openapi::param::{Path, Query};
use poem_openapi::payload::{Attachment, AttachmentType, Json};
use poem_openapi::{ApiResponse, Object, OpenApi};
use rust_decimal::prelude::{FromPrimitive, ToPrimitive};
use rust_decimal::Decimal;
use tenants::TenantTx;
use uuid::Uuid;

use super::elections::{
    self, dollars, Household, LineOffer, Offering, Signer, Submission, SubmitElections,
};
use super::invitations;
use super::queries::{self, ParticipantRow, Progress, WindowRow};
use super::rules;
use crate::api::ApiTags;
use crate::audit::{self, Entry};
use crate::auth::principal::{client_ip, user_agent};
use crate::auth::SessionCookie;
use crate::error::{ApiResult, AppError, FieldErrors};
use crate::groups::queries as group_queries;
use crate::list::{ListQuery, Page};
use crate::spreadsheet::{self as export, Cell, ExportFormat, Table};
use crate::state::AppState;

#[derive(Debug, Object)]
pub struct EnrollmentProgress {
    pub eligible: i64,
    pub not_started: i64,
    pub in_progress: i64,
    pub enrolled: i64,
    pub waived: i64,
    /// Enrolled or waived, of everyone eligible.
    pub percent_complete: f64,
}

impl From<Progress> for EnrollmentProgress {
    fn from(p: Progress) -> Self {
        let percent_complete = rules::percent_complete(p.enrolled + p.waived, p.eligible);
        Self {
            eligible: p.eligible,
            not_started: p.not_started,
            in_progress: p.in_progress,
            enrolled: p.enrolled,
            waived: p.waived,
            percent_complete,
        }
    }
}

#[derive(Debug, Object)]
#[oai(skip_serializing_if_is_none)]
pub struct EnrollmentWindow {
    pub id: Uuid,
    pub group_id: Uuid,
    pub group_name: String,
    pub design_id: Uuid,
    pub plan_year: i32,
    /// open (the group's open enrollment) or special (one employee's, after a life event).
    pub kind: String,
    pub employee_id: Option<Uuid>,
    /// active or passive (current elections roll over at close unless changed).
    pub mode: String,
    pub starts_on: NaiveDate,
    pub ends_on: NaiveDate,
    pub coverage_start: NaiveDate,
    pub eligible_classes: Vec<String>,
    pub min_hours: Option<f64>,
    pub apply_waiting_period: bool,
    /// scheduled, open, ended (past its end date, not closed) or closed.
    pub state: String,
    pub closed_at: Option<DateTime<Utc>>,
    pub created_at: DateTime<Utc>,
    pub pay_frequency: i32,
    pub version: i32,
    pub progress: EnrollmentProgress,
}

pub fn window_model(w: &WindowRow, progress: Progress) -> EnrollmentWindow {
    EnrollmentWindow {
        id: w.id,
        group_id: w.group_id,
        group_name: w.group_name.clone(),
        design_id: w.design_id,
        plan_year: w.plan_year,
        kind: w.kind.clone(),
        employee_id: w.employee_id,
        mode: w.mode.clone(),
        starts_on: w.starts_on,
        ends_on: w.ends_on,
        coverage_start: w.coverage_start,
        eligible_classes: w.eligible_classes.clone().unwrap_or_default(),
        min_hours: w.min_hours.and_then(|h| h.to_f64()),
        apply_waiting_period: w.apply_waiting_period,
        state: w.state(Utc::now().date_naive()).to_string(),
        closed_at: w.closed_at,
        created_at: w.created_at,
        pay_frequency: w.pay_frequency,
        version: w.version,
        progress: progress.into(),
    }
}

#[derive(Debug, Object)]
#[oai(skip_serializing_if_is_none)]
pub struct ParticipationCheck {
    pub line: String,
    pub carrier_name: String,
    pub minimum_pct: f64,
    pub eligible: i64,
    pub enrolled: i64,
    /// Waivers for other coverage (spouse's plan, other group plan, Medicare/Medicaid): left out.
    pub waived_other_coverage: i64,
    /// Waivers that count against participation (cost, individual plan, other).
    pub waived_counted: i64,
    pub participation_pct: Option<f64>,
    /// pass or fail, on the elections so far.
    pub status: String,
}

#[derive(Debug, Object)]
#[oai(skip_serializing_if_is_none)]
pub struct ElectionTally {
    pub line: String,
    pub plan_id: Option<String>,
    pub plan_name: Option<String>,
    pub carrier_name: Option<String>,
    pub tier: Option<String>,
    pub waive_reason: Option<String>,
    pub count: i64,
}

#[derive(Debug, Object)]
pub struct EnrollmentDetail {
    pub window: EnrollmentWindow,
    pub participation: Vec<ParticipationCheck>,
    pub tallies: Vec<ElectionTally>,
}

#[derive(Debug, Object)]
pub struct NewEnrollment {
    /// The plan year whose approved design to enroll in; absent: the latest approved design.
    pub plan_year: Option<i32>,
    pub starts_on: NaiveDate,
    pub ends_on: NaiveDate,
    /// active or passive.
    pub mode: String,
    /// Employee classes that are eligible; absent or empty: every class.
    pub eligible_classes: Option<Vec<String>>,
    /// Minimum hours a week; absent: the group's setting.
    pub min_hours: Option<f64>,
    /// Leave out employees still in their waiting period on the coverage start.
    #[oai(default = "yes")]
    pub apply_waiting_period: bool,
}

fn yes() -> bool {
    true
}

#[derive(Debug, Object)]
pub struct IneligibleEmployee {
    pub employee_id: Uuid,
    pub name: String,
    pub reason: String,
}

#[derive(Debug, Object)]
pub struct EligibilityPreview {
    pub design_id: Uuid,
    pub plan_year: i32,
    pub coverage_start: NaiveDate,
    pub eligible: i64,
    /// Eligible employees with an email address (invited by email).
    pub with_email: i64,
    /// Eligible employees without one (they get a printable enrollment code letter).
    pub without_email: i64,
    pub ineligible: Vec<IneligibleEmployee>,
}

#[derive(Debug, Object)]
#[oai(skip_serializing_if_is_none)]
pub struct ElectionBrief {
    pub line: String,
    pub plan_name: Option<String>,
    pub carrier_name: Option<String>,
    pub tier: Option<String>,
    pub waive_reason: Option<String>,
    /// The employee's monthly share.
    pub employee: f64,
}

#[derive(Debug, Object)]
#[oai(skip_serializing_if_is_none)]
pub struct Participant {
    pub employee_id: Uuid,
    pub name: String,
    pub email: Option<String>,
    pub employee_class: Option<String>,
    /// not_started, in_progress, enrolled or waived.
    pub status: String,
    pub version: i32,
    /// email or code (a printed letter with the group's enrollment code).
    pub invite_channel: Option<String>,
    pub invited_at: Option<DateTime<Utc>>,
    pub reminders: i32,
    pub last_reminded_at: Option<DateTime<Utc>>,
    pub completed_at: Option<DateTime<Utc>>,
    /// Entered by a broker or HR admin on the employee's behalf.
    pub assisted: bool,
    pub signed_at: Option<DateTime<Utc>>,
    pub per_paycheck: Option<f64>,
    pub elections: Vec<ElectionBrief>,
}

#[derive(Debug, Object)]
pub struct ReminderRequest {
    /// Only these employees; absent: everyone not finished.
    pub employee_ids: Option<Vec<Uuid>>,
}

#[derive(Debug, Object)]
pub struct ReminderResult {
    pub sent: i64,
    /// Reminded in the last 24 hours already.
    pub skipped_recent: i64,
    /// No email address: give them their code letter instead.
    pub without_email: i64,
}

#[derive(Debug, Object)]
pub struct WindowChange {
    /// The new last day (extend or shorten); not before today.
    pub ends_on: NaiveDate,
    pub version: i32,
}

#[derive(Debug, Object)]
pub struct CloseRequest {
    pub version: i32,
}

#[derive(Debug, Object)]
pub struct SubmissionBrief {
    pub id: Uuid,
    pub version: i32,
    pub outcome: String,
    pub signed_at: DateTime<Utc>,
    pub submitted_by_name: String,
    pub assisted: bool,
    pub per_paycheck: f64,
}

#[derive(Debug, Object)]
#[oai(skip_serializing_if_is_none)]
pub struct ParticipantDetail {
    pub participant: Participant,
    pub window: EnrollmentWindow,
    pub lines: Vec<LineOffer>,
    pub current: Option<Submission>,
    pub history: Vec<SubmissionBrief>,
    pub consent_text: String,
}

#[derive(Debug, Object)]
pub struct CoverageHistoryItem {
    pub window_id: Uuid,
    pub plan_year: i32,
    /// open or special.
    pub kind: String,
    /// scheduled, open, ended or closed.
    pub state: String,
    pub coverage_start: NaiveDate,
    /// not_started, in_progress, enrolled or waived.
    pub status: String,
    /// Every signed version, newest first.
    pub submissions: Vec<SubmissionBrief>,
    /// The current version's elections.
    pub elections: Vec<ElectionBrief>,
}

#[derive(Debug, Object)]
#[oai(skip_serializing_if_is_none)]
pub struct EmployeeBenefits {
    /// The coverage in force or starting (the latest locked or special elections).
    pub coverage: Option<Submission>,
    pub history: Vec<CoverageHistoryItem>,
    pub life_events: Vec<super::life_events::LifeEvent>,
}

#[derive(ApiResponse)]
pub enum WindowCreated {
    #[oai(status = 201)]
    Created(Json<EnrollmentDetail>),
}

#[derive(ApiResponse)]
pub enum SubmissionCreated {
    #[oai(status = 201)]
    Created(Json<Submission>),
}

const MODES: [&str; 2] = ["active", "passive"];
/// Reminders to one employee at most once a day.
const REMINDER_COOLDOWN_HOURS: i32 = 24;

pub async fn detail(tx: &mut TenantTx, window: &WindowRow) -> Result<EnrollmentDetail, AppError> {
    let progress = queries::progress(tx, window.id).await?;
    let counts = queries::election_counts(tx, window.id).await?;
    let offering = Offering::load(tx, window).await?;
    let eligible = progress.eligible;
    let mut carriers: BTreeMap<(String, String), Decimal> = BTreeMap::new();
    for (p, _) in &offering.plans {
        carriers.insert(
            (p.line.clone(), p.carrier_name.clone()),
            p.min_participation_pct,
        );
    }
    let participation = carriers
        .into_iter()
        .map(|((line, carrier), minimum)| {
            let on_line = counts.iter().filter(|c| c.line == line);
            let enrolled: i64 = on_line
                .clone()
                .filter(|c| c.carrier_name.as_deref() == Some(&carrier))
                .map(|c| c.count)
                .sum();
            let other_coverage: i64 = on_line
                .clone()
                .filter(|c| {
                    c.waive_reason
                        .as_deref()
                        .is_some_and(rules::waiver_counts_as_covered_elsewhere)
                })
                .map(|c| c.count)
                .sum();
            let counted: i64 = on_line
                .filter(|c| {
                    c.waive_reason
                        .as_deref()
                        .is_some_and(|r| !rules::waiver_counts_as_covered_elsewhere(r))
                })
                .map(|c| c.count)
                .sum();
            let pct = rules::participation_pct(eligible, enrolled, other_coverage);
            ParticipationCheck {
                status: if pct.is_some_and(|p| p >= minimum) {
                    "pass"
                } else {
                    "fail"
                }
                .into(),
                participation_pct: pct.and_then(|p| p.to_f64()),
                line,
                carrier_name: carrier,
                minimum_pct: minimum.to_f64().unwrap_or(0.0),
                eligible,
                enrolled,
                waived_other_coverage: other_coverage,
                waived_counted: counted,
            }
        })
        .collect();
    Ok(EnrollmentDetail {
        window: window_model(window, progress),
        participation,
        tallies: counts
            .into_iter()
            .map(|c| ElectionTally {
                line: c.line,
                plan_id: c.plan_id,
                plan_name: c.plan_name,
                carrier_name: c.carrier_name,
                tier: c.tier,
                waive_reason: c.waive_reason,
                count: c.count,
            })
            .collect(),
    })
}

async fn briefs(
    tx: &mut TenantTx,
    rows: Vec<ParticipantRow>,
) -> Result<Vec<Participant>, AppError> {
    let ids: Vec<Uuid> = rows.iter().filter_map(|r| r.current_submission).collect();
    let all = queries::elections(tx, &ids).await?;
    Ok(rows
        .into_iter()
        .map(|r| Participant {
            elections: all
                .iter()
                .filter(|e| Some(e.submission_id) == r.current_submission)
                .cloned()
                .map(brief)
                .collect(),
            employee_id: r.employee_id,
            name: format!("{} {}", r.first_name, r.last_name),
            email: r.email,
            employee_class: r.employee_class,
            status: r.status,
            version: r.version,
            invite_channel: r.invite_channel,
            invited_at: r.invited_at,
            reminders: r.reminders,
            last_reminded_at: r.last_reminded_at,
            completed_at: r.completed_at,
            assisted: r.assisted.unwrap_or(false),
            signed_at: r.signed_at,
            per_paycheck: r.per_paycheck_cents.map(dollars),
        })
        .collect())
}

/// The approved design to enroll in, and who is eligible under the window's rules.
struct Opening {
    design_id: Uuid,
    plan_year: i32,
    coverage_start: NaiveDate,
    eligible: Vec<queries::EnrolleeRow>,
    ineligible: Vec<IneligibleEmployee>,
    classes: Option<Vec<String>>,
    min_hours: Option<Decimal>,
}

async fn opening(
    tx: &mut TenantTx,
    group: &group_queries::GroupRow,
    body: &NewEnrollment,
) -> Result<Opening, AppError> {
    let design: Option<(Uuid, i32, NaiveDate, String)> = sqlx::query_as(
        "SELECT id, plan_year, effective_date, waiting_period FROM plan_designs
         WHERE group_id = $1 AND status = 'approved' AND ($2::int IS NULL OR plan_year = $2) ORDER BY plan_year DESC LIMIT 1",
    )
    .bind(group.id)
    .bind(body.plan_year)
    .fetch_optional(tx.conn())
    .await?;
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
            status: &e.status,
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
    })
}

pub struct EnrollmentApi;

#[OpenApi(tag = "ApiTags::Enrollment")]
impl EnrollmentApi {
    /// A group's enrollment windows: open enrollments per plan year and special enrollments.
    #[oai(
        path = "/groups/:id/enrollments",
        method = "get",
        operation_id = "listEnrollments"
    )]
    async fn list(
        &self,
        state: Data<&AppState>,
        _req: &Request,
        auth: SessionCookie,
        id: Path<Uuid>,
    ) -> ApiResult<Json<Vec<EnrollmentWindow>>> {
        let p = auth.0;
        p.require(&state, "enrollment", "read").await?;
        let mut tx = p.tenant_tx(&state).await?;
        group_queries::visible(&mut tx, id.0, p.group_scope()).await?;
        let windows = queries::group_windows(&mut tx, id.0).await?;
        let mut out = Vec::with_capacity(windows.len());
        for w in &windows {
            let progress = queries::progress(&mut tx, w.id).await?;
            out.push(window_model(w, progress));
        }
        tx.commit().await?;
        Ok(Json(out))
    }

    /// Who a window with these rules would include, before opening it.
    #[oai(
        path = "/groups/:id/enrollments/preview",
        method = "post",
        operation_id = "previewEnrollment"
    )]
    async fn preview(
        &self,
        state: Data<&AppState>,
        _req: &Request,
        auth: SessionCookie,
        id: Path<Uuid>,
        body: Json<NewEnrollment>,
    ) -> ApiResult<Json<EligibilityPreview>> {
        let p = auth.0;
        p.require(&state, "enrollment", "read").await?;
        let mut tx = p.tenant_tx(&state).await?;
        let group = group_queries::visible(&mut tx, id.0, p.group_scope()).await?;
        let opening = opening(&mut tx, &group, &body).await?;
        tx.commit().await?;
        let with_email = opening
            .eligible
            .iter()
            .filter(|e| e.email.as_deref().is_some_and(|m| m.contains('@')))
            .count() as i64;
        Ok(Json(EligibilityPreview {
            design_id: opening.design_id,
            plan_year: opening.plan_year,
            coverage_start: opening.coverage_start,
            eligible: opening.eligible.len() as i64,
            with_email,
            without_email: opening.eligible.len() as i64 - with_email,
            ineligible: opening.ineligible,
        }))
    }

    /// Open enrollment from the approved plan design: the eligible employees are invited by
    /// email in the agency's brand (those without email get a code letter to print).
    #[oai(
        path = "/groups/:id/enrollments",
        method = "post",
        operation_id = "openEnrollment"
    )]
    async fn open(
        &self,
        state: Data<&AppState>,
        req: &Request,
        auth: SessionCookie,
        id: Path<Uuid>,
        body: Json<NewEnrollment>,
    ) -> ApiResult<WindowCreated> {
        let state = *state;
        let p = auth.0;
        p.require(state, "enrollment", "write").await?;
        let mut tx = p.tenant_tx(state).await?;
        let group = group_queries::visible(&mut tx, id.0, p.group_scope()).await?;
        let opening = opening(&mut tx, &group, &body).await?;
        if opening.eligible.is_empty() {
            return Err(AppError::Conflict(
                "nobody on the roster is eligible under these rules".into(),
            )
            .into());
        }
        let window_id: Uuid = sqlx::query_scalar(
            "INSERT INTO enrollment_windows (group_id, design_id, plan_year, kind, mode, starts_on, ends_on, coverage_start, eligible_classes, min_hours,
                 apply_waiting_period, created_by)
             VALUES ($1, $2, $3, 'open', $4, $5, $6, $7, $8, $9, $10, $11) RETURNING id",
        )
        .bind(group.id)
        .bind(opening.design_id)
        .bind(opening.plan_year)
        .bind(&body.mode)
        .bind(body.starts_on)
        .bind(body.ends_on)
        .bind(opening.coverage_start)
        .bind(&opening.classes)
        .bind(opening.min_hours)
        .bind(body.apply_waiting_period)
        .bind(p.user_id)
        .fetch_one(tx.conn())
        .await
        .map_err(|e| match &e {
            sqlx::Error::Database(db) if db.code().as_deref() == Some("23505") => {
                AppError::Conflict(format!("the {} open enrollment already exists: extend it instead", opening.plan_year))
            }
            _ => AppError::Database(e),
        })?;
        let ids: Vec<Uuid> = opening.eligible.iter().map(|e| e.id).collect();
        sqlx::query("INSERT INTO enrollment_participants (window_id, employee_id) SELECT $1, unnest($2::uuid[])").bind(window_id).bind(&ids).execute(tx.conn()).await?;
        sqlx::query("UPDATE groups SET stage = 'enrollment', updated_at = now() WHERE id = $1 AND stage IN ('prospect', 'quoting', 'plan_design', 'renewal', 'active')")
            .bind(group.id)
            .execute(tx.conn())
            .await?;
        let window = queries::window(&mut tx, window_id, None).await?;
        let sent = invitations::invite_all(state, &mut tx, &p, &window, &opening.eligible).await?;
        audit::record(&mut tx, &p, &client_ip(req), Entry {
            entity_id: Some(window_id.to_string()),
            group_id: Some(group.id),
            after: Some(serde_json::json!({ "plan_year": opening.plan_year, "starts_on": body.starts_on, "ends_on": body.ends_on, "mode": body.mode, "eligible": ids.len() })),
            ..Entry::new(
                "open",
                "enrollment",
                format!("Opened {} open enrollment ({} to {}) for {} employees: {} invited by email, {} by code letter", opening.plan_year, body.starts_on, body.ends_on, ids.len(), sent.emailed, sent.coded),
            )
        })
        .await?;
        let out = detail(&mut tx, &window).await?;
        tx.commit().await?;
        Ok(WindowCreated::Created(Json(out)))
    }

    /// A window with its progress, participation check per carrier and election counts.
    #[oai(
        path = "/enrollments/:id",
        method = "get",
        operation_id = "getEnrollment"
    )]
    async fn get(
        &self,
        state: Data<&AppState>,
        _req: &Request,
        auth: SessionCookie,
        id: Path<Uuid>,
    ) -> ApiResult<Json<EnrollmentDetail>> {
        let p = auth.0;
        p.require(&state, "enrollment", "read").await?;
        let mut tx = p.tenant_tx(&state).await?;
        let window = queries::window(&mut tx, id.0, p.group_scope()).await?;
        let out = detail(&mut tx, &window).await?;
        tx.commit().await?;
        Ok(Json(out))
    }

    /// Everyone in a window with their status and current elections (`status` filters,
    /// `q` searches name and email; sort by name, status or completed_at).
    #[oai(
        path = "/enrollments/:id/participants",
        method = "get",
        operation_id = "listParticipants"
    )]
    #[allow(clippy::too_many_arguments)]
    async fn participants(
        &self,
        state: Data<&AppState>,
        _req: &Request,
        auth: SessionCookie,
        id: Path<Uuid>,
        status: Query<Option<String>>,
        q: Query<Option<String>>,
        sort: Query<Option<String>>,
        order: Query<Option<String>>,
        page: Query<Option<u32>>,
        per_page: Query<Option<u32>>,
    ) -> ApiResult<Json<Page<Participant>>> {
        let p = auth.0;
        p.require(&state, "enrollment", "read").await?;
        if status
            .0
            .as_deref()
            .is_some_and(|s| !["not_started", "in_progress", "enrolled", "waived"].contains(&s))
        {
            return Err(
                AppError::field("status", "not_started, in_progress, enrolled or waived").into(),
            );
        }
        let query = ListQuery::parse(
            page.0,
            per_page.0,
            sort.0,
            order.0,
            q.0,
            queries::PARTICIPANT_SORT,
            ("lower(e.last_name), lower(e.first_name)", false),
        )?;
        let mut tx = p.tenant_tx(&state).await?;
        queries::window(&mut tx, id.0, p.group_scope()).await?;
        let (rows, total) =
            queries::participants(&mut tx, id.0, status.0.as_deref(), &query).await?;
        let data = briefs(&mut tx, rows).await?;
        tx.commit().await?;
        Ok(Json(Page { data, total }))
    }

    /// Email a reminder to employees who have not finished (everyone, or the ones named), at
    /// most once a day each.
    #[oai(
        path = "/enrollments/:id/reminders",
        method = "post",
        operation_id = "remindParticipants"
    )]
    async fn remind(
        &self,
        state: Data<&AppState>,
        req: &Request,
        auth: SessionCookie,
        id: Path<Uuid>,
        body: Json<ReminderRequest>,
    ) -> ApiResult<Json<ReminderResult>> {
        let state = *state;
        let p = auth.0;
        p.require(state, "enrollment", "write").await?;
        let mut tx = p.tenant_tx(state).await?;
        let window = queries::window(&mut tx, id.0, p.group_scope()).await?;
        if window.state(Utc::now().date_naive()) != "open" {
            return Err(
                AppError::Conflict("reminders go out while the enrollment is open".into()).into(),
            );
        }
        let result = invitations::remind(
            state,
            &mut tx,
            &p,
            &window,
            body.employee_ids.as_deref(),
            REMINDER_COOLDOWN_HOURS,
        )
        .await?;
        audit::record(
            &mut tx,
            &p,
            &client_ip(req),
            Entry {
                entity_id: Some(window.id.to_string()),
                group_id: Some(window.group_id),
                ..Entry::new(
                    "remind",
                    "enrollment",
                    format!(
                        "Sent {} enrollment reminders ({} skipped: reminded in the last day)",
                        result.sent, result.skipped_recent
                    ),
                )
            },
        )
        .await?;
        tx.commit().await?;
        Ok(Json(result))
    }

    /// Extend (or shorten) a window that is not closed.
    #[oai(
        path = "/enrollments/:id",
        method = "put",
        operation_id = "updateEnrollment"
    )]
    async fn update(
        &self,
        state: Data<&AppState>,
        req: &Request,
        auth: SessionCookie,
        id: Path<Uuid>,
        body: Json<WindowChange>,
    ) -> ApiResult<Json<EnrollmentDetail>> {
        let p = auth.0;
        p.require(&state, "enrollment", "write").await?;
        let mut tx = p.tenant_tx(&state).await?;
        let window = queries::window(&mut tx, id.0, p.group_scope()).await?;
        if window.status == "closed" {
            return Err(AppError::Conflict(
                "this enrollment is closed; its elections are locked".into(),
            )
            .into());
        }
        let mut errors = FieldErrors::default();
        errors.check(
            body.ends_on >= Utc::now().date_naive(),
            "ends_on",
            "the window must end today or later",
        );
        errors.check(
            body.ends_on >= window.starts_on,
            "ends_on",
            "the window ends on or after it starts",
        );
        errors.check(
            (body.ends_on - window.starts_on).num_days() <= 120,
            "ends_on",
            "an enrollment window lasts at most 120 days",
        );
        errors.finish()?;
        let done = sqlx::query("UPDATE enrollment_windows SET ends_on = $3, version = version + 1 WHERE id = $1 AND version = $2 AND status = 'open'")
            .bind(window.id)
            .bind(body.version)
            .bind(body.ends_on)
            .execute(tx.conn())
            .await?;
        if done.rows_affected() == 0 {
            return Err(AppError::Conflict(
                "this enrollment was changed by someone else: reload it".into(),
            )
            .into());
        }
        audit::record(
            &mut tx,
            &p,
            &client_ip(req),
            Entry {
                entity_id: Some(window.id.to_string()),
                group_id: Some(window.group_id),
                before: Some(serde_json::json!({ "ends_on": window.ends_on })),
                after: Some(serde_json::json!({ "ends_on": body.ends_on })),
                ..Entry::new(
                    "update",
                    "enrollment",
                    format!(
                        "Moved the end of {} enrollment from {} to {}",
                        window.plan_year, window.ends_on, body.ends_on
                    ),
                )
            },
        )
        .await?;
        let after = queries::window(&mut tx, window.id, None).await?;
        let out = detail(&mut tx, &after).await?;
        tx.commit().await?;
        Ok(Json(out))
    }

    /// Close a window: elections lock; in a passive enrollment, those who did nothing keep
    /// their current plans; the group moves on to implementation.
    #[oai(
        path = "/enrollments/:id/close",
        method = "post",
        operation_id = "closeEnrollment"
    )]
    async fn close(
        &self,
        state: Data<&AppState>,
        req: &Request,
        auth: SessionCookie,
        id: Path<Uuid>,
        body: Json<CloseRequest>,
    ) -> ApiResult<Json<EnrollmentDetail>> {
        let state = *state;
        let p = auth.0;
        p.require(state, "enrollment", "write").await?;
        let mut tx = p.tenant_tx(state).await?;
        let window = queries::window(&mut tx, id.0, p.group_scope()).await?;
        // Waits for submissions being written (they hold the window FOR SHARE).
        let done = sqlx::query("UPDATE enrollment_windows SET status = 'closed', closed_at = now(), closed_by = $3, version = version + 1 WHERE id = $1 AND version = $2 AND status = 'open'")
            .bind(window.id)
            .bind(body.version)
            .bind(p.user_id)
            .execute(tx.conn())
            .await?;
        if done.rows_affected() == 0 {
            let msg = if window.status == "closed" {
                "this enrollment is already closed"
            } else {
                "this enrollment was changed by someone else: reload it"
            };
            return Err(AppError::Conflict(msg.into()).into());
        }
        let rolled = if window.mode == "passive" {
            invitations::roll_over(&mut tx, &p, &window).await?
        } else {
            0
        };
        if window.kind == "open" {
            sqlx::query("UPDATE groups SET stage = 'implementation', updated_at = now() WHERE id = $1 AND stage = 'enrollment'").bind(window.group_id).execute(tx.conn()).await?;
        }
        let progress = queries::progress(&mut tx, window.id).await?;
        audit::record(&mut tx, &p, &client_ip(req), Entry {
            entity_id: Some(window.id.to_string()),
            group_id: Some(window.group_id),
            after: Some(serde_json::json!({ "enrolled": progress.enrolled, "waived": progress.waived, "not_started": progress.not_started, "rolled_over": rolled })),
            ..Entry::new(
                "close",
                "enrollment",
                format!("Closed {} enrollment: {} enrolled, {} waived, {} did not finish{}", window.plan_year, progress.enrolled, progress.waived, progress.not_started + progress.in_progress,
                    if rolled > 0 { format!(", {rolled} kept their plans (passive)") } else { String::new() }),
            )
        })
        .await?;
        let after = queries::window(&mut tx, window.id, None).await?;
        let out = detail(&mut tx, &after).await?;
        tx.commit().await?;
        Ok(Json(out))
    }

    /// Everyone's current elections as a spreadsheet (CSV or XLSX), formula-safe.
    #[oai(
        path = "/enrollments/:id/export",
        method = "get",
        operation_id = "exportElections"
    )]
    async fn export(
        &self,
        state: Data<&AppState>,
        _req: &Request,
        auth: SessionCookie,
        id: Path<Uuid>,
        format: Query<ExportFormat>,
    ) -> ApiResult<Attachment<Vec<u8>>> {
        let p = auth.0;
        p.require(&state, "enrollment", "read").await?;
        let mut tx = p.tenant_tx(&state).await?;
        let window = queries::window(&mut tx, id.0, p.group_scope()).await?;
        let all = queries::all_participants(&mut tx, window.id).await?;
        let rows = briefs(&mut tx, all).await?;
        tx.commit().await?;
        let mut table: Table<Cell> = Table {
            headers: vec![
                "Employee",
                "Email",
                "Class",
                "Status",
                "Signed",
                "Assisted",
                "Line",
                "Carrier",
                "Plan",
                "Tier",
                "Waiver reason",
                "Employee monthly",
                "Per paycheck",
            ],
            rows: Vec::new(),
        };
        for r in rows {
            let common = |line: &str| -> Vec<Cell> {
                vec![
                    r.name.clone().into(),
                    r.email.clone().into(),
                    r.employee_class.clone().into(),
                    r.status.clone().into(),
                    r.signed_at
                        .map_or(Cell::Empty, |d| Cell::DateTime(d.naive_utc())),
                    if r.assisted { "yes" } else { "" }.into(),
                    line.into(),
                ]
            };
            if r.elections.is_empty() {
                let mut row = common("");
                row.extend(std::iter::repeat_n(Cell::Empty, 6));
                table.rows.push(row);
            }
            for e in &r.elections {
                let mut row = common(&e.line);
                row.extend([
                    e.carrier_name.clone().into(),
                    e.plan_name.clone().into(),
                    e.tier.clone().into(),
                    e.waive_reason.clone().into(),
                    Cell::dollars(e.employee),
                    r.per_paycheck.map_or(Cell::Empty, Cell::dollars),
                ]);
                table.rows.push(row);
            }
        }
        let name = format!(
            "elections-{}-{}",
            window
                .group_name
                .to_lowercase()
                .replace(|c: char| !c.is_ascii_alphanumeric(), "-"),
            window.plan_year
        );
        Ok(match format.0 {
            ExportFormat::Csv => Attachment::new(export::to_csv(&table))
                .attachment_type(AttachmentType::Attachment)
                .filename(format!("{name}.csv")),
            ExportFormat::Xlsx => Attachment::new(
                export::to_xlsx(&table, "Elections")
                    .map_err(|e| AppError::Internal(e.to_string()))?,
            )
            .attachment_type(AttachmentType::Attachment)
            .filename(format!("{name}.xlsx")),
        })
    }

    /// One employee in a window: what they can elect, their current elections and every
    /// earlier version (to enroll or waive on their behalf).
    #[oai(
        path = "/enrollments/:id/participants/:employee_id",
        method = "get",
        operation_id = "getParticipant"
    )]
    async fn participant(
        &self,
        state: Data<&AppState>,
        _req: &Request,
        auth: SessionCookie,
        id: Path<Uuid>,
        employee_id: Path<Uuid>,
    ) -> ApiResult<Json<ParticipantDetail>> {
        let p = auth.0;
        p.require(&state, "enrollment", "read").await?;
        let mut tx = p.tenant_tx(&state).await?;
        let window = queries::window(&mut tx, id.0, p.group_scope()).await?;
        let out = participant_detail(&mut tx, &window, employee_id.0).await?;
        tx.commit().await?;
        Ok(Json(out))
    }

    /// Enroll or waive on an employee's behalf (marked assisted and audited). The signature is
    /// the assisting person's name.
    #[oai(
        path = "/enrollments/:id/participants/:employee_id/elections",
        method = "post",
        operation_id = "submitAssistedElections"
    )]
    async fn assist(
        &self,
        state: Data<&AppState>,
        req: &Request,
        auth: SessionCookie,
        id: Path<Uuid>,
        employee_id: Path<Uuid>,
        body: Json<SubmitElections>,
    ) -> ApiResult<SubmissionCreated> {
        let state = *state;
        let p = auth.0;
        p.require(state, "enrollment", "write").await?;
        let mut tx = p.tenant_tx(state).await?;
        queries::window(&mut tx, id.0, p.group_scope()).await?;
        let signer = Signer {
            principal: &p,
            ip: client_ip(req),
            user_agent: user_agent(req),
            assisted: true,
        };
        let row = elections::submit(state, &mut tx, &signer, id.0, employee_id.0, &body).await?;
        let out = elections::full(&mut tx, row).await?;
        tx.commit().await?;
        Ok(SubmissionCreated::Created(Json(out)))
    }
}

pub struct EmployeeBenefitsApi;

#[OpenApi(tag = "ApiTags::Enrollment")]
impl EmployeeBenefitsApi {
    /// An employee's elections and coverage history (every window, every signed version) and
    /// life events, for the broker and HR.
    #[oai(
        path = "/employees/:id/benefits",
        method = "get",
        operation_id = "getEmployeeBenefits"
    )]
    async fn benefits(
        &self,
        state: Data<&AppState>,
        _req: &Request,
        auth: SessionCookie,
        id: Path<Uuid>,
    ) -> ApiResult<Json<EmployeeBenefits>> {
        let p = auth.0;
        p.require(&state, "enrollment", "read").await?;
        let mut tx = p.tenant_tx(&state).await?;
        let employee = queries::enrollee(&mut tx, id.0)
            .await?
            .filter(|e| p.group_scope().is_none_or(|g| g == e.group_id))
            .ok_or_else(|| AppError::not_found("employee"))?;
        let today = Utc::now().date_naive();
        let mut history = Vec::new();
        for row in queries::employee_windows(&mut tx, employee.id).await? {
            let submissions = queries::versions(&mut tx, row.window.id, employee.id).await?;
            let current: Vec<Uuid> = row.participant.current_submission.into_iter().collect();
            let elections = queries::elections(&mut tx, &current).await?;
            history.push(CoverageHistoryItem {
                window_id: row.window.id,
                plan_year: row.window.plan_year,
                kind: row.window.kind.clone(),
                state: row.window.state(today).to_string(),
                coverage_start: row.window.coverage_start,
                status: row.participant.status.clone(),
                submissions: submissions.into_iter().map(version_brief).collect(),
                elections: elections.into_iter().map(brief).collect(),
            });
        }
        let coverage = match queries::coverage_submission(&mut tx, employee.id, None).await? {
            Some((row, _)) => Some(elections::full(&mut tx, row).await?),
            None => None,
        };
        let life_events = queries::employee_life_events(&mut tx, employee.id).await?;
        tx.commit().await?;
        Ok(Json(EmployeeBenefits {
            coverage,
            history,
            life_events,
        }))
    }
}

fn version_brief(
    (id, version, outcome, signed_at, submitted_by_name, assisted, cents): (
        Uuid,
        i32,
        String,
        DateTime<Utc>,
        String,
        bool,
        i64,
    ),
) -> SubmissionBrief {
    SubmissionBrief {
        id,
        version,
        outcome,
        signed_at,
        submitted_by_name,
        assisted,
        per_paycheck: dollars(cents),
    }
}

fn brief(e: queries::ElectionRow) -> ElectionBrief {
    ElectionBrief {
        employee: dollars(e.employee_cents),
        line: e.line,
        plan_name: e.plan_name,
        carrier_name: e.carrier_name,
        tier: e.tier,
        waive_reason: e.waive_reason,
    }
}

pub async fn participant_detail(
    tx: &mut TenantTx,
    window: &WindowRow,
    employee_id: Uuid,
) -> Result<ParticipantDetail, AppError> {
    let row = queries::one_participant(tx, window.id, employee_id).await?;
    let row = row.ok_or_else(|| AppError::not_found("participant"))?;
    let current_id = row.current_submission;
    let participant = briefs(tx, vec![row]).await?.remove(0);
    let household = Household::load(tx, employee_id).await?;
    let offering = Offering::load(tx, window).await?;
    let lines = elections::offer(window, &offering, &household);
    let current = match current_id {
        Some(id) => match queries::submission(tx, id).await? {
            Some(s) => Some(elections::full(tx, s).await?),
            None => None,
        },
        None => None,
    };
    let history = queries::versions(tx, window.id, employee_id).await?;
    let progress = queries::progress(tx, window.id).await?;
    Ok(ParticipantDetail {
        participant,
        window: window_model(window, progress),
        lines,
        current,
        history: history.into_iter().map(version_brief).collect(),
        consent_text: elections::CONSENT_ASSISTED.into(),
    })
}
