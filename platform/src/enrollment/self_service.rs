//! The employee's own benefits, on their agency's portal: details and dependents, current
//! coverage, the enrollment flow, confirmations and life events. Every path is the signed-in
//! employee's own record; anything else answers 404.

use chrono::{DateTime, NaiveDate, Utc};
use poem::web::Data;
use poem::Request;
use poem_openapi::param::Path;
use poem_openapi::payload::{Attachment, AttachmentType, Json};
use poem_openapi::types::multipart::Upload;
use poem_openapi::{ApiResponse, Multipart, Object, OpenApi};
use tenants::TenantTx;
use uuid::Uuid;

use super::api::user_agent;
use super::elections::{self, Household, LineOffer, Offering, Signer, Submission, SubmitElections};
use super::life_events::LifeEvent;
use super::queries::{self, EmployeeWindowRow};
use super::rules;
use crate::api::ApiTags;
use crate::audit::{self, Entry};
use crate::auth::principal::client_ip;
use crate::auth::{Principal, SessionCookie};
use crate::documents::rules::{accepted_type, MAX_DOCUMENT_BYTES};
use crate::employees::api::{sync_dependents, DependentInput};
use crate::employees::validate::{self, DependentFacts};
use crate::error::{ApiResult, AppError, FieldErrors};
use crate::state::AppState;

#[derive(Debug, Object, sqlx::FromRow)]
#[oai(skip_serializing_if_is_none)]
pub struct MyProfile {
    pub id: Uuid,
    pub group_id: Uuid,
    pub group_name: String,
    pub first_name: String,
    pub last_name: String,
    pub dob: NaiveDate,
    pub email: Option<String>,
    pub phone: Option<String>,
    pub address_line1: Option<String>,
    pub city: Option<String>,
    pub state: Option<String>,
    pub zip: Option<String>,
    pub employee_class: Option<String>,
    pub version: i32,
}

#[derive(Debug, Object, sqlx::FromRow)]
#[oai(skip_serializing_if_is_none)]
pub struct MyDependent {
    pub id: Uuid,
    pub first_name: String,
    pub last_name: String,
    pub dob: NaiveDate,
    pub gender: Option<String>,
    pub relationship: String,
    pub disabled: bool,
    pub tobacco: bool,
}

#[derive(Debug, Object)]
#[oai(skip_serializing_if_is_none)]
pub struct MyWindow {
    pub id: Uuid,
    pub group_name: String,
    pub plan_year: i32,
    /// open or special.
    pub kind: String,
    pub mode: String,
    pub starts_on: NaiveDate,
    pub ends_on: NaiveDate,
    pub coverage_start: NaiveDate,
    /// scheduled, open, ended or closed.
    pub state: String,
    /// Mine: not_started, in_progress, enrolled or waived.
    pub status: String,
    pub version: i32,
    pub current_submission: Option<Uuid>,
    pub completed_at: Option<DateTime<Utc>>,
    pub pay_frequency: i32,
    /// For a special window: the life event that opened it.
    pub life_event_kind: Option<String>,
}

#[derive(Debug, Object, sqlx::FromRow)]
pub struct MyDocument {
    pub id: Uuid,
    pub name: String,
    pub kind: String,
    pub created_at: DateTime<Utc>,
}

#[derive(Debug, Object)]
#[oai(skip_serializing_if_is_none)]
pub struct MyBenefits {
    pub profile: MyProfile,
    pub dependents: Vec<MyDependent>,
    /// The coverage in force (or starting), if any.
    pub coverage: Option<Submission>,
    pub enrollments: Vec<MyWindow>,
    pub life_events: Vec<LifeEvent>,
    pub documents: Vec<MyDocument>,
}

#[derive(Debug, Object)]
pub struct HouseholdInput {
    pub email: Option<String>,
    pub phone: Option<String>,
    pub address_line1: Option<String>,
    pub city: Option<String>,
    pub state: Option<String>,
    pub zip: Option<String>,
    /// Everyone: dependents not in the list are removed.
    pub dependents: Vec<DependentInput>,
    /// The version of your details you read.
    pub version: i32,
}

#[derive(Debug, Object)]
#[oai(skip_serializing_if_is_none)]
pub struct MyEnrollment {
    pub window: MyWindow,
    pub employee_name: String,
    pub dependents: Vec<MyDependent>,
    /// Every line's plans, priced for me at each tier I can take.
    pub lines: Vec<LineOffer>,
    pub current: Option<Submission>,
    /// In a special window: the coverage the event changes.
    pub coverage_before: Option<Submission>,
    pub consent_text: String,
}

#[derive(Debug, Multipart)]
pub struct LifeEventReport {
    /// marriage, birth, adoption, loss_of_coverage, divorce or medicaid_chip.
    pub kind: String,
    /// YYYY-MM-DD.
    pub event_date: String,
    pub note: Option<String>,
    /// Proof (marriage or birth certificate, letter of lost coverage): PDF or image, at most 25 MB.
    pub document: Option<Upload>,
}

#[derive(ApiResponse)]
pub enum SubmissionCreated {
    #[oai(status = 201)]
    Created(Json<Submission>),
}

#[derive(ApiResponse)]
pub enum LifeEventCreated {
    #[oai(status = 201)]
    Created(Json<LifeEvent>),
}

#[derive(ApiResponse)]
pub enum Started {
    #[oai(status = 204)]
    Done,
}

/// The signed-in employee's roster record.
async fn me(
    state: &AppState,
    _req: &Request,
    auth: &SessionCookie,
    action: &str,
) -> Result<(Principal, Uuid), AppError> {
    let p = auth.0.clone();
    p.require(state, "my_benefits", action).await?;
    let id = p.employee_id.ok_or_else(|| {
        AppError::Forbidden("this page is for employees enrolled through their employer".into())
    })?;
    Ok((p, id))
}

async fn profile(tx: &mut TenantTx, id: Uuid) -> Result<MyProfile, AppError> {
    sqlx::query_as(
        "SELECT e.id, e.group_id, g.name AS group_name, e.first_name, e.last_name, e.dob, e.email, e.phone, e.address_line1, e.city, e.state, e.zip,
                coalesce(e.employee_class, CASE e.employment_type WHEN 'full_time' THEN 'Full-time' WHEN 'part_time' THEN 'Part-time' END) AS employee_class,
                e.version
         FROM employees e JOIN groups g ON g.id = e.group_id WHERE e.id = $1",
    )
    .bind(id)
    .fetch_optional(tx.conn())
    .await?
    .ok_or_else(|| AppError::not_found("employee"))
}

async fn dependents(tx: &mut TenantTx, id: Uuid) -> Result<Vec<MyDependent>, sqlx::Error> {
    sqlx::query_as(
        "SELECT id, first_name, last_name, dob, gender, relationship, disabled, tobacco FROM dependents WHERE employee_id = $1
         ORDER BY array_position(ARRAY['spouse','domestic_partner','child','other'], relationship), dob",
    )
    .bind(id)
    .fetch_all(tx.conn())
    .await
}

fn my_window(r: &EmployeeWindowRow, life_event_kind: Option<String>) -> MyWindow {
    let w = &r.window;
    MyWindow {
        id: w.id,
        group_name: w.group_name.clone(),
        plan_year: w.plan_year,
        kind: w.kind.clone(),
        mode: w.mode.clone(),
        starts_on: w.starts_on,
        ends_on: w.ends_on,
        coverage_start: w.coverage_start,
        state: w.state(Utc::now().date_naive()).to_string(),
        status: r.participant.status.clone(),
        version: r.participant.version,
        current_submission: r.participant.current_submission,
        completed_at: r.participant.completed_at,
        pay_frequency: w.pay_frequency,
        life_event_kind,
    }
}

async fn event_kind(
    tx: &mut TenantTx,
    life_event_id: Option<Uuid>,
) -> Result<Option<String>, sqlx::Error> {
    match life_event_id {
        None => Ok(None),
        Some(id) => {
            sqlx::query_scalar("SELECT kind FROM life_events WHERE id = $1")
                .bind(id)
                .fetch_optional(tx.conn())
                .await
        }
    }
}

async fn my_windows(tx: &mut TenantTx, employee_id: Uuid) -> Result<Vec<MyWindow>, sqlx::Error> {
    let rows = queries::employee_windows(tx, employee_id).await?;
    let mut out = Vec::with_capacity(rows.len());
    for r in &rows {
        let kind = event_kind(tx, r.window.life_event_id).await?;
        out.push(my_window(r, kind));
    }
    Ok(out)
}

/// My row in a window, or 404 when the window is not mine.
async fn my_row(
    tx: &mut TenantTx,
    window_id: Uuid,
    employee_id: Uuid,
) -> Result<EmployeeWindowRow, AppError> {
    queries::employee_windows(tx, employee_id)
        .await?
        .into_iter()
        .find(|r| r.window.id == window_id)
        .ok_or_else(|| AppError::not_found("enrollment"))
}

async fn submission_of(
    tx: &mut TenantTx,
    id: Option<Uuid>,
) -> Result<Option<Submission>, AppError> {
    match id {
        None => Ok(None),
        Some(id) => match queries::submission(tx, id).await? {
            Some(row) => Ok(Some(elections::full(tx, row).await?)),
            None => Ok(None),
        },
    }
}

async fn benefits(tx: &mut TenantTx, employee_id: Uuid) -> Result<MyBenefits, AppError> {
    let profile = profile(tx, employee_id).await?;
    let dependents = dependents(tx, employee_id).await?;
    let coverage_id = queries::coverage_submission(tx, employee_id, None)
        .await?
        .map(|(s, _)| s.id);
    let coverage = submission_of(tx, coverage_id).await?;
    let enrollments = my_windows(tx, employee_id).await?;
    let life_events = queries::employee_life_events(tx, employee_id).await?;
    let documents = sqlx::query_as("SELECT id, name, kind, created_at FROM documents WHERE employee_id = $1 ORDER BY created_at DESC")
        .bind(employee_id)
        .fetch_all(tx.conn())
        .await?;
    Ok(MyBenefits {
        profile,
        dependents,
        coverage,
        enrollments,
        life_events,
        documents,
    })
}

pub struct MyBenefitsApi;

#[OpenApi(tag = "ApiTags::SelfService")]
impl MyBenefitsApi {
    /// My benefits home: details, dependents, coverage in force, enrollments, life events.
    #[oai(path = "/my/benefits", method = "get", operation_id = "getMyBenefits")]
    async fn benefits(
        &self,
        state: Data<&AppState>,
        req: &Request,
        auth: SessionCookie,
    ) -> ApiResult<Json<MyBenefits>> {
        let (p, id) = me(&state, req, &auth, "read").await?;
        let mut tx = p.tenant_tx(&state).await?;
        let out = benefits(&mut tx, id).await?;
        tx.commit().await?;
        Ok(Json(out))
    }

    /// Confirm or correct my contact details and my dependents (children to 26 unless
    /// disabled; one spouse or partner). Audited.
    #[oai(
        path = "/my/household",
        method = "put",
        operation_id = "updateMyHousehold"
    )]
    async fn household(
        &self,
        state: Data<&AppState>,
        req: &Request,
        auth: SessionCookie,
        body: Json<HouseholdInput>,
    ) -> ApiResult<Json<MyBenefits>> {
        let state = *state;
        let (p, id) = me(state, req, &auth, "write").await?;
        let today = Utc::now().date_naive();
        let mut errors = FieldErrors::default();
        let trimmed = |v: &Option<String>| {
            v.as_deref()
                .map(str::trim)
                .filter(|s| !s.is_empty())
                .map(str::to_string)
        };
        let email = trimmed(&body.email);
        errors.check(
            email.as_deref().is_none_or(crate::accounts::email_shape),
            "email",
            "enter a valid email address",
        );
        let zip = trimmed(&body.zip);
        errors.check(
            zip.as_deref()
                .is_none_or(|z| crate::groups::validate::zip(z).is_ok()),
            "zip",
            "a ZIP code has 5 digits",
        );
        let us_state = trimmed(&body.state).map(|s| s.to_uppercase());
        errors.check(
            us_state
                .as_deref()
                .is_none_or(|s| crate::groups::validate::US_STATES.contains(&s)),
            "state",
            "a two-letter state code",
        );
        let facts: Vec<DependentFacts> = body
            .dependents
            .iter()
            .enumerate()
            .map(|(index, d)| DependentFacts {
                index,
                first_name: &d.first_name,
                last_name: &d.last_name,
                dob: d.dob,
                relationship: &d.relationship,
                disabled: d.disabled,
            })
            .collect();
        validate::dependents(&mut errors, &facts, today);
        for (i, d) in body.dependents.iter().enumerate() {
            errors.check(
                d.gender
                    .as_deref()
                    .is_none_or(|g| validate::GENDERS.contains(&g)),
                &format!("dependents[{i}].gender"),
                "male, female, non_binary or unknown",
            );
        }
        errors.finish()?;
        let mut tx = p.tenant_tx(state).await?;
        let before = profile(&mut tx, id).await?;
        let kept: Vec<Uuid> = body.dependents.iter().filter_map(|d| d.id).collect();
        // Someone covered by locked elections stays until a life event changes the coverage.
        let covered: Option<String> = sqlx::query_scalar(
            "SELECT d.first_name || ' ' || d.last_name FROM dependents d
             WHERE d.employee_id = $1 AND NOT (d.id = ANY($2)) AND EXISTS (
                 SELECT 1 FROM enrollment_participants p JOIN enrollment_windows w ON w.id = p.window_id
                 JOIN enrollment_elections el ON el.submission_id = p.current_submission
                 WHERE p.employee_id = $1 AND w.status = 'closed' AND d.id = ANY(el.dependent_ids)) LIMIT 1",
        )
        .bind(id)
        .bind(&kept)
        .fetch_optional(tx.conn())
        .await?;
        if let Some(name) = covered {
            return Err(AppError::Conflict(format!(
                "{name} is covered by your current elections: report a life event to remove them"
            ))
            .into());
        }
        let done = sqlx::query(
            "UPDATE employees SET email = $3, phone = $4, address_line1 = $5, city = $6, state = $7, zip = $8, version = version + 1, updated_at = now()
             WHERE id = $1 AND version = $2",
        )
        .bind(id)
        .bind(body.version)
        .bind(&email)
        .bind(trimmed(&body.phone))
        .bind(trimmed(&body.address_line1))
        .bind(trimmed(&body.city))
        .bind(&us_state)
        .bind(&zip)
        .execute(tx.conn())
        .await?;
        if done.rows_affected() == 0 {
            return Err(AppError::Conflict("your details were changed elsewhere since you opened this page: reload to see them".into()).into());
        }
        sync_dependents(state, &mut tx, id, &body.dependents).await?;
        sqlx::query("UPDATE enrollment_participants SET status = 'in_progress', started_at = coalesce(started_at, now()) WHERE employee_id = $1 AND status = 'not_started'")
            .bind(id)
            .execute(tx.conn())
            .await?;
        audit::record(&mut tx, &p, &client_ip(req), Entry {
            entity_id: Some(id.to_string()),
            group_id: Some(before.group_id),
            before: Some(serde_json::json!({ "email": before.email, "zip": before.zip })),
            after: Some(serde_json::json!({ "email": email, "zip": zip, "dependents": body.dependents.len() })),
            ..Entry::new("update", "employee", format!("{} {} updated their details and dependents", before.first_name, before.last_name))
        })
        .await?;
        let out = benefits(&mut tx, id).await?;
        tx.commit().await?;
        Ok(Json(out))
    }

    /// One of my enrollments: every plan priced for me per paycheck, my current elections.
    #[oai(
        path = "/my/enrollments/:id",
        method = "get",
        operation_id = "getMyEnrollment"
    )]
    async fn enrollment(
        &self,
        state: Data<&AppState>,
        req: &Request,
        auth: SessionCookie,
        id: Path<Uuid>,
    ) -> ApiResult<Json<MyEnrollment>> {
        let (p, employee_id) = me(&state, req, &auth, "read").await?;
        let mut tx = p.tenant_tx(&state).await?;
        let row = my_row(&mut tx, id.0, employee_id).await?;
        let kind = event_kind(&mut tx, row.window.life_event_id).await?;
        let household = Household::load(&mut tx, employee_id).await?;
        let offering = Offering::load(&mut tx, &row.window).await?;
        let lines = elections::offer(&row.window, &offering, &household);
        let current = submission_of(&mut tx, row.participant.current_submission).await?;
        let coverage_before = if row.window.kind == "special" {
            let before = queries::coverage_submission(&mut tx, employee_id, Some(row.window.id))
                .await?
                .map(|(s, _)| s.id);
            submission_of(&mut tx, before).await?
        } else {
            None
        };
        let deps = dependents(&mut tx, employee_id).await?;
        tx.commit().await?;
        Ok(Json(MyEnrollment {
            window: my_window(&row, kind),
            employee_name: household.name(),
            dependents: deps,
            lines,
            current,
            coverage_before,
            consent_text: elections::CONSENT_SELF.into(),
        }))
    }

    /// I started my enrollment (the broker sees "in progress").
    #[oai(
        path = "/my/enrollments/:id/start",
        method = "post",
        operation_id = "startMyEnrollment"
    )]
    async fn start(
        &self,
        state: Data<&AppState>,
        req: &Request,
        auth: SessionCookie,
        id: Path<Uuid>,
    ) -> ApiResult<Started> {
        let (p, employee_id) = me(&state, req, &auth, "write").await?;
        let mut tx = p.tenant_tx(&state).await?;
        my_row(&mut tx, id.0, employee_id).await?;
        sqlx::query("UPDATE enrollment_participants SET status = 'in_progress', started_at = coalesce(started_at, now()) WHERE window_id = $1 AND employee_id = $2 AND status = 'not_started'")
            .bind(id.0)
            .bind(employee_id)
            .execute(tx.conn())
            .await?;
        tx.commit().await?;
        Ok(Started::Done)
    }

    /// Sign my elections: one per line (a plan and tier, or waive with a reason), my typed
    /// name and consent. Send the version you started from; sending the same client key twice
    /// returns the first result. A closed window is a 409.
    #[oai(
        path = "/my/enrollments/:id/elections",
        method = "post",
        operation_id = "submitMyElections"
    )]
    async fn submit(
        &self,
        state: Data<&AppState>,
        req: &Request,
        auth: SessionCookie,
        id: Path<Uuid>,
        body: Json<SubmitElections>,
    ) -> ApiResult<SubmissionCreated> {
        let state = *state;
        let (p, employee_id) = me(state, req, &auth, "write").await?;
        let mut tx = p.tenant_tx(state).await?;
        my_row(&mut tx, id.0, employee_id).await?;
        let signer = Signer {
            principal: &p,
            ip: client_ip(req),
            user_agent: user_agent(req),
            assisted: false,
        };
        let row = elections::submit(state, &mut tx, &signer, id.0, employee_id, &body).await?;
        let out = elections::full(&mut tx, row).await?;
        tx.commit().await?;
        Ok(SubmissionCreated::Created(Json(out)))
    }

    /// One of my signed submissions (the printable confirmation).
    #[oai(
        path = "/my/submissions/:id",
        method = "get",
        operation_id = "getMySubmission"
    )]
    async fn submission(
        &self,
        state: Data<&AppState>,
        req: &Request,
        auth: SessionCookie,
        id: Path<Uuid>,
    ) -> ApiResult<Json<Submission>> {
        let (p, employee_id) = me(&state, req, &auth, "read").await?;
        let mut tx = p.tenant_tx(&state).await?;
        let row = queries::submission(&mut tx, id.0)
            .await?
            .filter(|s| s.employee_id == employee_id)
            .ok_or_else(|| AppError::not_found("submission"))?;
        let out = elections::full(&mut tx, row).await?;
        tx.commit().await?;
        Ok(Json(out))
    }

    /// Download one of my own documents (a life-event proof I sent).
    #[oai(
        path = "/my/documents/:id/download",
        method = "get",
        operation_id = "downloadMyDocument"
    )]
    async fn download(
        &self,
        state: Data<&AppState>,
        req: &Request,
        auth: SessionCookie,
        id: Path<Uuid>,
    ) -> ApiResult<Attachment<Vec<u8>>> {
        let (p, employee_id) = me(&state, req, &auth, "read").await?;
        let mut tx = p.tenant_tx(&state).await?;
        let row: Option<(String, String)> = sqlx::query_as(
            "SELECT name, file_key FROM documents WHERE id = $1 AND employee_id = $2",
        )
        .bind(id.0)
        .bind(employee_id)
        .fetch_optional(tx.conn())
        .await?;
        tx.commit().await?;
        let (name, key) = row.ok_or_else(|| AppError::not_found("document"))?;
        let bytes = state
            .files
            .get(&key)
            .await
            .map_err(|e| AppError::Internal(e.to_string()))?
            .ok_or_else(|| AppError::not_found("document file"))?;
        Ok(Attachment::new(bytes)
            .attachment_type(AttachmentType::Attachment)
            .filename(name))
    }

    /// Report a qualifying life event, with proof; the broker or HR approves it.
    #[oai(
        path = "/my/life-events",
        method = "post",
        operation_id = "reportLifeEvent"
    )]
    async fn report(
        &self,
        state: Data<&AppState>,
        req: &Request,
        auth: SessionCookie,
        body: LifeEventReport,
    ) -> ApiResult<LifeEventCreated> {
        let state = *state;
        let (p, employee_id) = me(state, req, &auth, "write").await?;
        let today = Utc::now().date_naive();
        let event_date = NaiveDate::parse_from_str(body.event_date.trim(), "%Y-%m-%d")
            .map_err(|_| AppError::field("event_date", "a date as YYYY-MM-DD"))?;
        rules::event_reportable(&body.kind, event_date, today).map_err(|why| {
            AppError::field(
                if rules::LIFE_EVENTS.contains(&body.kind.as_str()) {
                    "event_date"
                } else {
                    "kind"
                },
                why,
            )
        })?;
        let note = body
            .note
            .as_deref()
            .map(str::trim)
            .filter(|n| !n.is_empty())
            .map(str::to_string);
        if note
            .as_ref()
            .is_some_and(|n| n.chars().count() > 1000 || n.contains('\0'))
        {
            return Err(AppError::field("note", "at most 1,000 characters").into());
        }
        let mut tx = p.tenant_tx(state).await?;
        let me = profile(&mut tx, employee_id).await?;
        let pending: bool = sqlx::query_scalar("SELECT EXISTS (SELECT 1 FROM life_events WHERE employee_id = $1 AND kind = $2 AND event_date = $3 AND status <> 'rejected')")
            .bind(employee_id)
            .bind(&body.kind)
            .bind(event_date)
            .fetch_one(tx.conn())
            .await?;
        if pending {
            return Err(AppError::Conflict("you already reported this event".into()).into());
        }
        let document_id = match body.document {
            None => None,
            Some(upload) => {
                let name: String = crate::uploads::display_name(upload.file_name(), "proof");
                if upload.size() > MAX_DOCUMENT_BYTES {
                    return Err(AppError::PayloadTooLarge(
                        "a document can be at most 25 MB".into(),
                    )
                    .into());
                }
                let bytes = upload.into_vec().await.map_err(|e| {
                    AppError::field("document", format!("the upload could not be read: {e}"))
                })?;
                if bytes.is_empty() {
                    return Err(AppError::field("document", "the file is empty").into());
                }
                let content_type = accepted_type(&bytes, &name)
                    .ok_or_else(|| AppError::field("document", "use a PDF, PNG or JPEG file"))?;
                let doc_id = Uuid::new_v4();
                let key = format!("documents/{}/{doc_id}", me.group_id);
                let size = bytes.len() as i64;
                state
                    .files
                    .put(&key, bytes)
                    .await
                    .map_err(|e| AppError::Internal(e.to_string()))?;
                sqlx::query(
                    "INSERT INTO documents (id, group_id, employee_id, name, kind, content_type, size, file_key, uploaded_by, uploaded_by_name)
                     VALUES ($1, $2, $3, $4, 'life_event', $5, $6, $7, $8, $9)",
                )
                .bind(doc_id)
                .bind(me.group_id)
                .bind(employee_id)
                .bind(&name)
                .bind(content_type)
                .bind(size)
                .bind(&key)
                .bind(p.user_id)
                .bind(&p.name)
                .execute(tx.conn())
                .await?;
                Some(doc_id)
            }
        };
        let event_id: Uuid = sqlx::query_scalar(
            "INSERT INTO life_events (group_id, employee_id, kind, event_date, note, document_id, reported_by) VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING id",
        )
        .bind(me.group_id)
        .bind(employee_id)
        .bind(&body.kind)
        .bind(event_date)
        .bind(&note)
        .bind(document_id)
        .bind(p.user_id)
        .fetch_one(tx.conn())
        .await?;
        audit::record(&mut tx, &p, &client_ip(req), Entry {
            entity_id: Some(event_id.to_string()),
            group_id: Some(me.group_id),
            after: Some(serde_json::json!({ "kind": body.kind, "event_date": event_date, "document": document_id.is_some() })),
            ..Entry::new("report", "life_event", format!("{} {} reported a {} on {event_date}", me.first_name, me.last_name, body.kind.replace('_', " ")))
        })
        .await?;
        let out = queries::life_event(&mut tx, event_id, None).await?;
        tx.commit().await?;
        Ok(LifeEventCreated::Created(Json(out)))
    }
}
