//! Qualifying life events: the employee reports one (type, date, proof), the broker or HR admin
//! approves or rejects it, and approval opens a personal special-enrollment window.

use chrono::{DateTime, Duration, NaiveDate, Utc};
use poem::web::Data;
use poem::Request;
use poem_openapi::param::Path;
use poem_openapi::payload::Json;
use poem_openapi::{Object, OpenApi};
use tenants::TenantTx;
use uuid::Uuid;

use super::queries;
use super::rules;
use crate::api::ApiTags;
use crate::audit::{self, Entry};
use crate::auth::principal::client_ip;
use crate::auth::{Principal, SessionCookie};
use crate::error::{ApiResult, AppError};
use crate::groups::queries as group_queries;
use crate::state::AppState;

/// A reported life event, as stored and as the API answers it.
#[derive(Debug, Object, sqlx::FromRow)]
#[oai(skip_serializing_if_is_none)]
pub struct LifeEvent {
    pub id: Uuid,
    pub group_id: Uuid,
    pub employee_id: Uuid,
    pub employee_name: String,
    /// marriage, birth, adoption, loss_of_coverage, divorce or medicaid_chip.
    pub kind: String,
    pub event_date: NaiveDate,
    pub note: Option<String>,
    pub document_id: Option<Uuid>,
    pub document_name: Option<String>,
    /// pending, approved or rejected.
    pub status: String,
    pub reported_at: DateTime<Utc>,
    pub decided_by_name: Option<String>,
    pub decided_at: Option<DateTime<Utc>>,
    pub decision_note: Option<String>,
    /// The special-enrollment window an approval opened.
    pub window_id: Option<Uuid>,
    pub window_ends_on: Option<NaiveDate>,
}

#[derive(Debug, Object)]
pub struct LifeEventDecision {
    /// approve or reject.
    pub decision: String,
    /// Required to reject: what the employee should know.
    pub note: Option<String>,
}

/// Opens the personal special-enrollment window of an approved event, on the group's approved
/// plan design in force when the change takes effect (or the next one, from its start).
async fn open_special_window(
    tx: &mut TenantTx,
    p: &Principal,
    event: &LifeEvent,
    today: NaiveDate,
) -> Result<Uuid, AppError> {
    let change = rules::special_coverage_start(&event.kind, event.event_date);
    let design: Option<(Uuid, i32, NaiveDate)> = sqlx::query_as(
        "SELECT id, plan_year, effective_date FROM plan_designs WHERE group_id = $1 AND status = 'approved'
         ORDER BY effective_date <= $2 DESC, CASE WHEN effective_date <= $2 THEN effective_date END DESC, effective_date LIMIT 1",
    )
    .bind(event.group_id)
    .bind(change)
    .fetch_optional(tx.conn())
    .await?;
    let (design_id, plan_year, effective) = design.ok_or_else(|| {
        AppError::Conflict("the group has no approved plan design to enroll in".into())
    })?;
    let coverage_start = change.max(effective);
    let ends_on = today + Duration::days(rules::special_window_days(&event.kind));
    let window_id: Uuid = sqlx::query_scalar(
        "INSERT INTO enrollment_windows (group_id, design_id, plan_year, kind, employee_id, life_event_id, mode, starts_on, ends_on, coverage_start, apply_waiting_period, created_by)
         VALUES ($1, $2, $3, 'special', $4, $5, 'active', $6, $7, $8, false, $9) RETURNING id",
    )
    .bind(event.group_id)
    .bind(design_id)
    .bind(plan_year)
    .bind(event.employee_id)
    .bind(event.id)
    .bind(today)
    .bind(ends_on)
    .bind(coverage_start)
    .bind(p.user_id)
    .fetch_one(tx.conn())
    .await?;
    sqlx::query("INSERT INTO enrollment_participants (window_id, employee_id, status, invited_at, invite_channel) VALUES ($1, $2, 'not_started', now(), 'email')")
        .bind(window_id)
        .bind(event.employee_id)
        .execute(tx.conn())
        .await?;
    Ok(window_id)
}

pub struct LifeEventsApi;

#[OpenApi(tag = "ApiTags::Enrollment")]
impl LifeEventsApi {
    /// A group's reported life events, pending first.
    #[oai(
        path = "/groups/:id/life-events",
        method = "get",
        operation_id = "listLifeEvents"
    )]
    async fn list(
        &self,
        state: Data<&AppState>,
        _req: &Request,
        auth: SessionCookie,
        id: Path<Uuid>,
    ) -> ApiResult<Json<Vec<LifeEvent>>> {
        let p = auth.0;
        p.require(&state, "enrollment", "read").await?;
        let mut tx = p.tenant_tx(&state).await?;
        group_queries::visible(&mut tx, id.0, p.group_scope()).await?;
        let rows = queries::group_life_events(&mut tx, id.0).await?;
        tx.commit().await?;
        Ok(Json(rows))
    }

    /// Approve a life event (opens the employee's special-enrollment window: 30 days, 60 for
    /// Medicaid/CHIP) or reject it with a note.
    #[oai(
        path = "/life-events/:id/decision",
        method = "post",
        operation_id = "decideLifeEvent"
    )]
    async fn decide(
        &self,
        state: Data<&AppState>,
        req: &Request,
        auth: SessionCookie,
        id: Path<Uuid>,
        body: Json<LifeEventDecision>,
    ) -> ApiResult<Json<LifeEvent>> {
        let p = auth.0;
        p.require(&state, "enrollment", "write").await?;
        let mut tx = p.tenant_tx(&state).await?;
        let event = queries::life_event(&mut tx, id.0, p.group_scope()).await?;
        let locked: String =
            sqlx::query_scalar("SELECT status FROM life_events WHERE id = $1 FOR UPDATE")
                .bind(event.id)
                .fetch_one(tx.conn())
                .await?;
        if locked != "pending" {
            return Err(AppError::Conflict(format!("this life event was already {locked}")).into());
        }
        let note = body
            .note
            .as_deref()
            .map(str::trim)
            .filter(|n| !n.is_empty())
            .map(str::to_string);
        if note.as_ref().is_some_and(|n| n.chars().count() > 1000) {
            return Err(AppError::field("note", "at most 1,000 characters").into());
        }
        let today = Utc::now().date_naive();
        let (status, window_id) = match body.decision.as_str() {
            "approve" => (
                "approved",
                Some(open_special_window(&mut tx, &p, &event, today).await?),
            ),
            "reject" if note.is_some() => ("rejected", None),
            "reject" => return Err(AppError::field("note", "tell the employee why").into()),
            _ => return Err(AppError::field("decision", "approve or reject").into()),
        };
        sqlx::query("UPDATE life_events SET status = $2, decided_by = $3, decided_by_name = $4, decided_at = now(), decision_note = $5, window_id = $6 WHERE id = $1")
            .bind(event.id)
            .bind(status)
            .bind(p.user_id)
            .bind(&p.name)
            .bind(&note)
            .bind(window_id)
            .execute(tx.conn())
            .await?;
        audit::record(
            &mut tx,
            &p,
            &client_ip(req),
            Entry {
                entity_id: Some(event.id.to_string()),
                group_id: Some(event.group_id),
                after: Some(
                    serde_json::json!({ "status": status, "note": note, "window_id": window_id }),
                ),
                ..Entry::new(
                    if status == "approved" {
                        "approve"
                    } else {
                        "reject"
                    },
                    "life_event",
                    format!(
                        "{} {}'s {} of {}",
                        if status == "approved" {
                            "Approved"
                        } else {
                            "Rejected"
                        },
                        event.employee_name,
                        event.kind.replace('_', " "),
                        event.event_date
                    ),
                )
            },
        )
        .await?;
        let after = queries::life_event(&mut tx, event.id, None).await?;
        tx.commit().await?;
        Ok(Json(after))
    }
}
