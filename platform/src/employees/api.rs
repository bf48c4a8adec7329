use chrono::{DateTime, NaiveDate, Utc};
use poem::web::Data;
use poem::Request;
use poem_openapi::param::{Path, Query};
use poem_openapi::payload::{Attachment, AttachmentType, Json};
use poem_openapi::{ApiResponse, Object, OpenApi};
use rust_decimal::prelude::{FromPrimitive, ToPrimitive};
use rust_decimal::Decimal;
use uuid::Uuid;

use super::export;
use super::queries::{self, DependentRow, EmployeeRow, Filters, SORT_FIELDS};
use super::validate::{self, age_on, DependentFacts, GENDERS, STATUSES, TIERS};
use crate::activity::api::AuditEntry;
use crate::api::ApiTags;
use crate::audit::{self, mask_ssn, Entry};
use crate::auth::principal::client_ip;
use crate::auth::SessionCookie;
use crate::error::{ApiResult, AppError, FieldErrors};
use crate::groups::queries as group_queries;
use crate::list::{trimmed, ListQuery, Page};
use crate::spreadsheet::ExportFormat;
use crate::state::AppState;

#[derive(Debug, Object)]
#[oai(skip_serializing_if_is_none)]
pub struct Dependent {
    pub id: Uuid,
    pub first_name: String,
    pub last_name: String,
    pub dob: NaiveDate,
    pub age: i32,
    pub gender: Option<String>,
    /// spouse, domestic_partner, child or other.
    pub relationship: String,
    /// `***-**-1234`.
    pub ssn_masked: Option<String>,
    pub disabled: bool,
    pub tobacco: bool,
}

impl Dependent {
    fn from_row(r: DependentRow, today: NaiveDate) -> Self {
        Self {
            id: r.id,
            age: age_on(r.dob, today),
            first_name: r.first_name,
            last_name: r.last_name,
            dob: r.dob,
            gender: r.gender,
            relationship: r.relationship,
            ssn_masked: mask_ssn(r.ssn_last4.as_deref()),
            disabled: r.disabled,
            tobacco: r.tobacco,
        }
    }
}

/// An employee as lists show them.
#[derive(Debug, Object)]
#[oai(skip_serializing_if_is_none)]
pub struct EmployeeSummary {
    pub id: Uuid,
    pub group_id: Uuid,
    pub group_name: String,
    pub first_name: String,
    pub last_name: String,
    pub dob: NaiveDate,
    pub age: i32,
    pub email: Option<String>,
    /// active, terminated, cobra, retiree or leave.
    pub status: String,
    pub hire_date: Option<NaiveDate>,
    pub termination_date: Option<NaiveDate>,
    pub employee_class: Option<String>,
    pub medical_tier: Option<String>,
    pub dependents_count: i64,
    pub ssn_masked: Option<String>,
    pub zip: Option<String>,
}

#[derive(Debug, Object)]
#[oai(skip_serializing_if_is_none)]
pub struct Employee {
    pub id: Uuid,
    pub group_id: Uuid,
    pub group_name: String,
    pub external_id: Option<String>,
    pub first_name: String,
    pub middle_name: Option<String>,
    pub last_name: String,
    pub dob: NaiveDate,
    pub age: i32,
    pub gender: Option<String>,
    /// `***-**-1234`; the full number only through reveal-ssn (permission, audited).
    pub ssn_masked: Option<String>,
    pub email: Option<String>,
    pub phone: Option<String>,
    pub address_line1: Option<String>,
    pub city: Option<String>,
    pub state: Option<String>,
    pub zip: Option<String>,
    pub county: Option<String>,
    pub hire_date: Option<NaiveDate>,
    pub termination_date: Option<NaiveDate>,
    pub status: String,
    /// full_time or part_time.
    pub employment_type: Option<String>,
    pub hours_per_week: Option<f64>,
    /// Annual salary in cents.
    pub salary_cents: Option<i64>,
    pub hourly_rate_cents: Option<i64>,
    pub job_class: Option<String>,
    /// One of the group's employee classes.
    pub employee_class: Option<String>,
    pub medical_tier: Option<String>,
    pub dental_tier: Option<String>,
    pub vision_tier: Option<String>,
    pub tobacco: bool,
    pub dependents: Vec<Dependent>,
    pub version: i32,
    pub created_at: DateTime<Utc>,
    pub updated_at: DateTime<Utc>,
}

fn summary(r: EmployeeRow, today: NaiveDate) -> EmployeeSummary {
    EmployeeSummary {
        id: r.id,
        group_id: r.group_id,
        group_name: r.group_name,
        age: age_on(r.dob, today),
        first_name: r.first_name,
        last_name: r.last_name,
        dob: r.dob,
        email: r.email,
        status: r.status,
        hire_date: r.hire_date,
        termination_date: r.termination_date,
        employee_class: r.employee_class,
        medical_tier: r.medical_tier,
        dependents_count: r.dependents_count,
        ssn_masked: mask_ssn(r.ssn_last4.as_deref()),
        zip: r.zip,
    }
}

fn full(r: EmployeeRow, deps: Vec<DependentRow>, today: NaiveDate) -> Employee {
    Employee {
        id: r.id,
        group_id: r.group_id,
        group_name: r.group_name,
        external_id: r.external_id,
        age: age_on(r.dob, today),
        first_name: r.first_name,
        middle_name: r.middle_name,
        last_name: r.last_name,
        dob: r.dob,
        gender: r.gender,
        ssn_masked: mask_ssn(r.ssn_last4.as_deref()),
        email: r.email,
        phone: r.phone,
        address_line1: r.address_line1,
        city: r.city,
        state: r.state,
        zip: r.zip,
        county: r.county,
        hire_date: r.hire_date,
        termination_date: r.termination_date,
        status: r.status,
        employment_type: r.employment_type,
        hours_per_week: r.hours_per_week.and_then(|h| h.to_f64()),
        salary_cents: r.salary_cents,
        hourly_rate_cents: r.hourly_rate_cents,
        job_class: r.job_class,
        employee_class: r.employee_class,
        medical_tier: r.medical_tier,
        dental_tier: r.dental_tier,
        vision_tier: r.vision_tier,
        tobacco: r.tobacco,
        dependents: deps
            .into_iter()
            .map(|d| Dependent::from_row(d, today))
            .collect(),
        version: r.version,
        created_at: r.created_at,
        updated_at: r.updated_at,
    }
}

#[derive(Debug, Clone, Object)]
pub struct DependentInput {
    /// Present for an existing dependent; absent for a new one.
    pub id: Option<Uuid>,
    pub first_name: String,
    pub last_name: String,
    pub dob: NaiveDate,
    pub gender: Option<String>,
    pub relationship: String,
    /// Absent keeps the stored SSN; empty clears it.
    pub ssn: Option<String>,
    #[oai(default)]
    pub disabled: bool,
    #[oai(default)]
    pub tobacco: bool,
}

#[derive(Debug, Object)]
pub struct EmployeeInput {
    /// The group (on creation; an employee does not move between groups).
    pub group_id: Option<Uuid>,
    pub external_id: Option<String>,
    pub first_name: String,
    pub middle_name: Option<String>,
    pub last_name: String,
    pub dob: NaiveDate,
    pub gender: Option<String>,
    /// Absent keeps the stored SSN; empty clears it.
    pub ssn: Option<String>,
    pub email: Option<String>,
    pub phone: Option<String>,
    pub address_line1: Option<String>,
    pub city: Option<String>,
    pub state: Option<String>,
    pub zip: Option<String>,
    pub hire_date: Option<NaiveDate>,
    pub status: Option<String>,
    pub employment_type: Option<String>,
    pub hours_per_week: Option<f64>,
    pub salary_cents: Option<i64>,
    pub hourly_rate_cents: Option<i64>,
    pub job_class: Option<String>,
    pub employee_class: Option<String>,
    pub medical_tier: Option<String>,
    pub dental_tier: Option<String>,
    pub vision_tier: Option<String>,
    #[oai(default)]
    pub tobacco: bool,
    #[oai(default)]
    pub dependents: Vec<DependentInput>,
    /// Required on save: the version you read.
    pub version: Option<i32>,
}

#[derive(Debug, Object)]
pub struct Termination {
    /// The last day of employment (and of coverage by default).
    pub date: NaiveDate,
    pub reason: Option<String>,
}

#[derive(Debug, Object)]
pub struct RevealRequest {
    /// Reveal a dependent's SSN instead of the employee's.
    pub dependent_id: Option<Uuid>,
}

#[derive(Debug, Object)]
pub struct RevealedSsn {
    /// `123-45-6789`.
    pub ssn: String,
}

#[derive(ApiResponse)]
pub enum EmployeeCreated {
    #[oai(status = 201)]
    Created(Json<Employee>),
}

pub struct EmployeesApi;

#[OpenApi(tag = "ApiTags::Employees")]
impl EmployeesApi {
    /// Everyone across the agency's groups (or one group's roster with `group_id`). `q` searches
    /// name, email, group and employee id. An employer admin sees their group only.
    #[oai(path = "/employees", method = "get", operation_id = "listEmployees")]
    #[allow(clippy::too_many_arguments)]
    async fn list(
        &self,
        state: Data<&AppState>,
        _req: &Request,
        auth: SessionCookie,
        page: Query<Option<u32>>,
        per_page: Query<Option<u32>>,
        sort: Query<Option<String>>,
        order: Query<Option<String>>,
        q: Query<Option<String>>,
        group_id: Query<Option<Uuid>>,
        status: Query<Option<String>>,
    ) -> ApiResult<Json<Page<EmployeeSummary>>> {
        let p = auth.0;
        p.require(&state, "employees", "read").await?;
        let query = ListQuery::parse(
            page.0,
            per_page.0,
            sort.0,
            order.0,
            q.0,
            SORT_FIELDS,
            ("lower(e.last_name), lower(e.first_name)", false),
        )?;
        let status = status.0.filter(|s| !s.is_empty());
        if status.as_deref().is_some_and(|s| !STATUSES.contains(&s)) {
            return Err(
                AppError::field("status", "active, terminated, cobra, retiree or leave").into(),
            );
        }
        let filters = Filters {
            group_id: group_id.0,
            status,
            scope: p.group_scope(),
        };
        let mut tx = p.tenant_tx(&state).await?;
        let (rows, total) = queries::list(&mut tx, &query, &filters).await?;
        tx.commit().await?;
        let today = Utc::now().date_naive();
        Ok(Json(Page {
            data: rows.into_iter().map(|r| summary(r, today)).collect(),
            total,
        }))
    }

    /// The directory as a spreadsheet: everyone the same search and filters list (an employer
    /// admin: their group only), in the same order, with dates and pay as typed cells.
    #[oai(
        path = "/employees/export",
        method = "get",
        operation_id = "exportEmployees"
    )]
    #[allow(clippy::too_many_arguments)]
    async fn export(
        &self,
        state: Data<&AppState>,
        req: &Request,
        auth: SessionCookie,
        format: Query<ExportFormat>,
        sort: Query<Option<String>>,
        order: Query<Option<String>>,
        q: Query<Option<String>>,
        group_id: Query<Option<Uuid>>,
        status: Query<Option<String>>,
    ) -> ApiResult<Attachment<Vec<u8>>> {
        let p = auth.0;
        let query = ListQuery::parse(
            None,
            None,
            sort.0,
            order.0,
            q.0,
            SORT_FIELDS,
            ("lower(e.last_name), lower(e.first_name)", false),
        )?;
        let status = status.0.filter(|s| !s.is_empty());
        if status.as_deref().is_some_and(|s| !STATUSES.contains(&s)) {
            return Err(
                AppError::field("status", "active, terminated, cobra, retiree or leave").into(),
            );
        }
        let filters = Filters {
            group_id: group_id.0,
            status,
            scope: p.group_scope(),
        };
        let format = match format.0 {
            ExportFormat::Csv => export::Format::Csv,
            ExportFormat::Xlsx => export::Format::Xlsx,
        };
        let file = export::directory(&state, &p, &client_ip(req), format, &query, &filters).await?;
        Ok(Attachment::new(file.bytes)
            .attachment_type(AttachmentType::Attachment)
            .filename(file.filename))
    }

    /// Add an employee (and dependents) to a group.
    #[oai(path = "/employees", method = "post", operation_id = "createEmployee")]
    async fn create(
        &self,
        state: Data<&AppState>,
        req: &Request,
        auth: SessionCookie,
        body: Json<EmployeeInput>,
    ) -> ApiResult<EmployeeCreated> {
        let state = *state;
        let p = auth.0;
        p.require(state, "employees", "write").await?;
        let group_id = body
            .group_id
            .ok_or_else(|| AppError::field("group_id", "choose the group"))?;
        let mut tx = p.tenant_tx(state).await?;
        let group = group_queries::visible(&mut tx, group_id, p.group_scope()).await?;
        let today = Utc::now().date_naive();
        check(&body, &group.employee_classes, today)?;
        let id = Uuid::new_v4();
        let ssn = parse_ssn(body.ssn.as_deref())?;
        let insert = format!("INSERT INTO employees (id, group_id, {EMPLOYEE_COLUMNS}) VALUES ($1, $2, {EMPLOYEE_PARAMS})");
        bind_fields(
            sqlx::query(&insert).bind(id).bind(group_id),
            &body,
            "active",
        )
        .execute(tx.conn())
        .await?;
        if let Some(ssn) = ssn.flatten() {
            set_ssn(&state.secrets, &mut tx, "employees", id, &ssn).await?;
        }
        sync_dependents(state, &mut tx, id, &body.dependents).await?;
        let created = load(&mut tx, id, None).await?;
        audit::record(
            &mut tx,
            &p,
            &client_ip(req),
            Entry {
                entity_id: Some(id.to_string()),
                group_id: Some(group_id),
                after: Some(snapshot(&created)),
                ..Entry::new(
                    "create",
                    "employee",
                    format!(
                        "Added {} {} to {}",
                        created.first_name, created.last_name, group.name
                    ),
                )
            },
        )
        .await?;
        tx.commit().await?;
        Ok(EmployeeCreated::Created(Json(created)))
    }

    /// An employee with dependents (SSNs masked).
    #[oai(path = "/employees/:id", method = "get", operation_id = "getEmployee")]
    async fn get(
        &self,
        state: Data<&AppState>,
        _req: &Request,
        auth: SessionCookie,
        id: Path<Uuid>,
    ) -> ApiResult<Json<Employee>> {
        let p = auth.0;
        p.require(&state, "employees", "read").await?;
        let mut tx = p.tenant_tx(&state).await?;
        let employee = load(&mut tx, id.0, p.group_scope()).await?;
        tx.commit().await?;
        Ok(Json(employee))
    }

    /// Save an employee and dependents (dependents not in the list are removed). Send the
    /// version you read: a newer one is a 409. Every change is audited.
    #[oai(
        path = "/employees/:id",
        method = "put",
        operation_id = "updateEmployee"
    )]
    async fn update(
        &self,
        state: Data<&AppState>,
        req: &Request,
        auth: SessionCookie,
        id: Path<Uuid>,
        body: Json<EmployeeInput>,
    ) -> ApiResult<Json<Employee>> {
        let state = *state;
        let p = auth.0;
        p.require(state, "employees", "write").await?;
        let mut tx = p.tenant_tx(state).await?;
        let before = load(&mut tx, id.0, p.group_scope()).await?;
        let version = body.version.ok_or_else(|| {
            AppError::field("version", "send the version of the employee you edited")
        })?;
        let group = group_queries::visible(&mut tx, before.group_id, p.group_scope()).await?;
        let today = Utc::now().date_naive();
        check(&body, &group.employee_classes, today)?;
        let ssn = parse_ssn(body.ssn.as_deref())?;
        let update = format!(
            "UPDATE employees SET ({EMPLOYEE_COLUMNS}) = ({EMPLOYEE_PARAMS}), version = version + 1, updated_at = now()
             WHERE id = $1 AND version = $2"
        );
        let done = bind_fields(
            sqlx::query(&update).bind(id.0).bind(version),
            &body,
            &before.status,
        )
        .execute(tx.conn())
        .await?;
        if done.rows_affected() == 0 {
            return Err(AppError::Conflict("this employee was changed by someone else since you opened it: reload to see the changes".into()).into());
        }
        match ssn {
            Some(Some(ssn)) => set_ssn(&state.secrets, &mut tx, "employees", id.0, &ssn).await?,
            Some(None) => clear_ssn(&mut tx, "employees", id.0).await?,
            None => {}
        }
        sync_dependents(state, &mut tx, id.0, &body.dependents).await?;
        let after = load(&mut tx, id.0, None).await?;
        audit::record(
            &mut tx,
            &p,
            &client_ip(req),
            Entry {
                entity_id: Some(id.0.to_string()),
                group_id: Some(after.group_id),
                before: Some(snapshot(&before)),
                after: Some(snapshot(&after)),
                ..Entry::new(
                    "update",
                    "employee",
                    format!("Edited {} {}", after.first_name, after.last_name),
                )
            },
        )
        .await?;
        tx.commit().await?;
        Ok(Json(after))
    }

    /// Terminate an employee as of a date. The record stays (history, COBRA, reconciliation).
    #[oai(
        path = "/employees/:id/terminate",
        method = "post",
        operation_id = "terminateEmployee"
    )]
    async fn terminate(
        &self,
        state: Data<&AppState>,
        req: &Request,
        auth: SessionCookie,
        id: Path<Uuid>,
        body: Json<Termination>,
    ) -> ApiResult<Json<Employee>> {
        let p = auth.0;
        p.require(&state, "employees", "write").await?;
        let mut tx = p.tenant_tx(&state).await?;
        let before = load(&mut tx, id.0, p.group_scope()).await?;
        if before.status == "terminated" {
            return Err(AppError::Conflict("this employee is already terminated".into()).into());
        }
        if before.hire_date.is_some_and(|h| body.date < h) {
            return Err(
                AppError::field("date", "the termination date is before the hire date").into(),
            );
        }
        sqlx::query("UPDATE employees SET status = 'terminated', termination_date = $2, version = version + 1, updated_at = now() WHERE id = $1")
            .bind(id.0)
            .bind(body.date)
            .execute(tx.conn())
            .await?;
        let after = load(&mut tx, id.0, None).await?;
        let reason = body
            .reason
            .as_deref()
            .map(str::trim)
            .filter(|r| !r.is_empty());
        audit::record(&mut tx, &p, &client_ip(req), Entry {
            entity_id: Some(id.0.to_string()),
            group_id: Some(after.group_id),
            before: Some(serde_json::json!({ "status": before.status })),
            after: Some(serde_json::json!({ "status": "terminated", "termination_date": body.date, "reason": reason })),
            ..Entry::new("terminate", "employee", format!("Terminated {} {} as of {}", after.first_name, after.last_name, body.date))
        })
        .await?;
        tx.commit().await?;
        Ok(Json(after))
    }

    /// The full SSN of the employee or a dependent. Needs the reveal permission; audited.
    #[oai(
        path = "/employees/:id/reveal-ssn",
        method = "post",
        operation_id = "revealSsn"
    )]
    async fn reveal(
        &self,
        state: Data<&AppState>,
        req: &Request,
        auth: SessionCookie,
        id: Path<Uuid>,
        body: Json<RevealRequest>,
    ) -> ApiResult<Json<RevealedSsn>> {
        let p = auth.0;
        p.require(&state, "employees", "reveal_ssn").await?;
        let mut tx = p.tenant_tx(&state).await?;
        let employee = load(&mut tx, id.0, p.group_scope()).await?;
        let (sealed, whose): (Option<Vec<u8>>, String) = match body.dependent_id {
            None => (
                sqlx::query_scalar("SELECT ssn_enc FROM employees WHERE id = $1")
                    .bind(id.0)
                    .fetch_one(tx.conn())
                    .await?,
                format!("{} {}", employee.first_name, employee.last_name),
            ),
            Some(dep) => {
                let row: Option<(Option<Vec<u8>>, String, String)> = sqlx::query_as("SELECT ssn_enc, first_name, last_name FROM dependents WHERE id = $1 AND employee_id = $2")
                    .bind(dep)
                    .bind(id.0)
                    .fetch_optional(tx.conn())
                    .await?;
                let (sealed, first, last) = row.ok_or_else(|| AppError::not_found("dependent"))?;
                (
                    sealed,
                    format!(
                        "{first} {last} (dependent of {} {})",
                        employee.first_name, employee.last_name
                    ),
                )
            }
        };
        let sealed = sealed.ok_or_else(|| AppError::NotFound("no SSN is on file".into()))?;
        let ssn = state
            .secrets
            .decrypt(&sealed)
            .map_err(|e| AppError::Internal(e.to_string()))?;
        audit::record(
            &mut tx,
            &p,
            &client_ip(req),
            Entry {
                entity_id: Some(id.0.to_string()),
                group_id: Some(employee.group_id),
                ..Entry::new(
                    "reveal_ssn",
                    "employee",
                    format!("Viewed the full SSN of {whose}"),
                )
            },
        )
        .await?;
        tx.commit().await?;
        Ok(Json(RevealedSsn {
            ssn: format!("{}-{}-{}", &ssn[..3], &ssn[3..5], &ssn[5..]),
        }))
    }

    /// Every recorded change of the employee, newest first.
    #[oai(
        path = "/employees/:id/history",
        method = "get",
        operation_id = "getEmployeeHistory"
    )]
    async fn history(
        &self,
        state: Data<&AppState>,
        _req: &Request,
        auth: SessionCookie,
        id: Path<Uuid>,
    ) -> ApiResult<Json<Vec<AuditEntry>>> {
        let p = auth.0;
        p.require(&state, "employees", "read").await?;
        let mut tx = p.tenant_tx(&state).await?;
        load(&mut tx, id.0, p.group_scope()).await?;
        let rows: Vec<crate::activity::api::AuditRow> = sqlx::query_as(
            "SELECT id, at, actor_id, actor_name, action, entity, entity_id, summary, before, after, ip FROM audit_log
             WHERE entity = 'employee' AND entity_id = $1 ORDER BY at DESC, id DESC LIMIT 200",
        )
        .bind(id.0.to_string())
        .fetch_all(tx.conn())
        .await?;
        tx.commit().await?;
        Ok(Json(rows.into_iter().map(AuditEntry::from).collect()))
    }
}

const EMPLOYEE_COLUMNS: &str = "external_id, first_name, middle_name, last_name, dob, gender, email, phone, address_line1, city, state, zip,
    hire_date, status, employment_type, hours_per_week, salary_cents, hourly_rate_cents, job_class, employee_class, medical_tier,
    dental_tier, vision_tier, tobacco";
const EMPLOYEE_PARAMS: &str = "$3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23, $24, $25, $26";

/// Binds `EMPLOYEE_COLUMNS` in order ($3 on), after the statement's own first two parameters.
fn bind_fields<'q>(
    query: sqlx::query::Query<'q, sqlx::Postgres, sqlx::postgres::PgArguments>,
    body: &'q EmployeeInput,
    default_status: &'q str,
) -> sqlx::query::Query<'q, sqlx::Postgres, sqlx::postgres::PgArguments> {
    query
        .bind(trimmed(&body.external_id))
        .bind(body.first_name.trim())
        .bind(trimmed(&body.middle_name))
        .bind(body.last_name.trim())
        .bind(body.dob)
        .bind(&body.gender)
        .bind(trimmed(&body.email))
        .bind(trimmed(&body.phone))
        .bind(trimmed(&body.address_line1))
        .bind(trimmed(&body.city))
        .bind(trimmed(&body.state).map(|s| s.to_ascii_uppercase()))
        .bind(trimmed(&body.zip))
        .bind(body.hire_date)
        .bind(body.status.as_deref().unwrap_or(default_status))
        .bind(&body.employment_type)
        .bind(
            body.hours_per_week
                .and_then(Decimal::from_f64)
                .map(|h| h.round_dp(2)),
        )
        .bind(body.salary_cents)
        .bind(body.hourly_rate_cents)
        .bind(trimmed(&body.job_class))
        .bind(trimmed(&body.employee_class))
        .bind(&body.medical_tier)
        .bind(&body.dental_tier)
        .bind(&body.vision_tier)
        .bind(body.tobacco)
}

async fn load(
    tx: &mut tenants::TenantTx,
    id: Uuid,
    scope: Option<Uuid>,
) -> Result<Employee, AppError> {
    let row = queries::get(tx, id, scope)
        .await?
        .ok_or_else(|| AppError::not_found("employee"))?;
    let deps = queries::dependents(tx, id).await?;
    Ok(full(row, deps, Utc::now().date_naive()))
}

/// `None`: keep; `Some(None)`: clear; `Some(Some(digits))`: set. Invalid is a 400.
fn parse_ssn(raw: Option<&str>) -> Result<Option<Option<String>>, AppError> {
    match raw.map(str::trim) {
        None => Ok(None),
        Some("") => Ok(Some(None)),
        Some(s) => validate::ssn(s)
            .map(|d| Some(Some(d)))
            .map_err(|p| AppError::field("ssn", p)),
    }
}

async fn set_ssn(
    secrets: &crate::crypto::SecretBox,
    tx: &mut tenants::TenantTx,
    table: &str,
    id: Uuid,
    digits: &str,
) -> Result<(), AppError> {
    let state_box = secrets;
    sqlx::query(&format!(
        "UPDATE {table} SET ssn_enc = $2, ssn_hmac = $3, ssn_last4 = $4 WHERE id = $1"
    ))
    .bind(id)
    .bind(state_box.encrypt(digits))
    .bind(state_box.fingerprint(digits))
    .bind(&digits[5..])
    .execute(tx.conn())
    .await?;
    Ok(())
}

async fn clear_ssn(tx: &mut tenants::TenantTx, table: &str, id: Uuid) -> Result<(), AppError> {
    sqlx::query(&format!(
        "UPDATE {table} SET ssn_enc = NULL, ssn_hmac = NULL, ssn_last4 = NULL WHERE id = $1"
    ))
    .bind(id)
    .execute(tx.conn())
    .await?;
    Ok(())
}

fn check(body: &EmployeeInput, classes: &[String], today: NaiveDate) -> Result<(), AppError> {
    let mut errors = FieldErrors::default();
    errors.check(
        !body.first_name.trim().is_empty() && body.first_name.trim().chars().count() <= 100,
        "first_name",
        "enter the first name",
    );
    errors.check(
        !body.last_name.trim().is_empty() && body.last_name.trim().chars().count() <= 100,
        "last_name",
        "enter the last name",
    );
    validate::employment(&mut errors, body.dob, body.hire_date, None, today);
    errors.check(
        body.gender.as_deref().is_none_or(|g| GENDERS.contains(&g)),
        "gender",
        "male, female, non_binary or unknown",
    );
    errors.check(
        body.status.as_deref().is_none_or(|s| STATUSES.contains(&s)),
        "status",
        "active, terminated, cobra, retiree or leave",
    );
    errors.check(
        body.employment_type
            .as_deref()
            .is_none_or(|t| t == "full_time" || t == "part_time"),
        "employment_type",
        "full_time or part_time",
    );
    errors.check(
        body.hours_per_week
            .is_none_or(|h| (0.0..=168.0).contains(&h)),
        "hours_per_week",
        "hours are between 0 and 168 a week",
    );
    errors.check(
        body.salary_cents
            .is_none_or(|s| (0..=10_000_000_000).contains(&s)),
        "salary_cents",
        "the salary is not plausible",
    );
    errors.check(
        body.hourly_rate_cents
            .is_none_or(|s| (0..=100_000).contains(&s)),
        "hourly_rate_cents",
        "the hourly rate is not plausible",
    );
    if let Some(zip) = trimmed(&body.zip) {
        errors.check(
            zip.len() == 5 && zip.bytes().all(|b| b.is_ascii_digit()),
            "zip",
            "a ZIP code has 5 digits",
        );
    }
    if let Some(email) = trimmed(&body.email) {
        errors.check(
            crate::accounts::email_shape(&email),
            "email",
            "enter a valid email address",
        );
    }
    if let Some(class) = trimmed(&body.employee_class) {
        errors.check(
            classes.iter().any(|c| c == &class),
            "employee_class",
            "choose one of the group's employee classes",
        );
    }
    for (field, tier) in [
        ("medical_tier", &body.medical_tier),
        ("dental_tier", &body.dental_tier),
        ("vision_tier", &body.vision_tier),
    ] {
        errors.check(
            tier.as_deref().is_none_or(|t| TIERS.contains(&t)),
            field,
            "EE, ES, EC, EF or W",
        );
    }
    for (i, d) in body.dependents.iter().enumerate() {
        if let Some(raw) = d.ssn.as_deref().map(str::trim).filter(|s| !s.is_empty()) {
            if let Err(problem) = validate::ssn(raw) {
                errors.check(false, &format!("dependents[{i}].ssn"), problem);
            }
        }
        errors.check(
            d.gender.as_deref().is_none_or(|g| GENDERS.contains(&g)),
            &format!("dependents[{i}].gender"),
            "male, female, non_binary or unknown",
        );
    }
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
    let has_partner = body
        .dependents
        .iter()
        .any(|d| d.relationship == "spouse" || d.relationship == "domestic_partner");
    let has_child = body.dependents.iter().any(|d| d.relationship == "child");
    for (field, tier) in [
        ("medical_tier", &body.medical_tier),
        ("dental_tier", &body.dental_tier),
        ("vision_tier", &body.vision_tier),
    ] {
        if let Some(t) = tier.as_deref() {
            errors.check(validate::tier_matches(t, has_partner, has_child), field, "this tier does not match the dependents (ES needs a spouse or partner, EC a child, EF both)");
        }
    }
    errors.finish()
}

pub(crate) async fn sync_dependents(
    state: &AppState,
    tx: &mut tenants::TenantTx,
    employee_id: Uuid,
    deps: &[DependentInput],
) -> Result<(), AppError> {
    let keep: Vec<Uuid> = deps.iter().filter_map(|d| d.id).collect();
    sqlx::query("DELETE FROM dependents WHERE employee_id = $1 AND NOT (id = ANY($2))")
        .bind(employee_id)
        .bind(&keep)
        .execute(tx.conn())
        .await?;
    for d in deps {
        let id = match d.id {
            Some(id) => {
                let done = sqlx::query(
                    "UPDATE dependents SET first_name = $3, last_name = $4, dob = $5, gender = $6, relationship = $7, disabled = $8, tobacco = $9, updated_at = now()
                     WHERE id = $1 AND employee_id = $2",
                )
                .bind(id)
                .bind(employee_id)
                .bind(d.first_name.trim())
                .bind(d.last_name.trim())
                .bind(d.dob)
                .bind(&d.gender)
                .bind(&d.relationship)
                .bind(d.disabled)
                .bind(d.tobacco)
                .execute(tx.conn())
                .await?;
                if done.rows_affected() == 0 {
                    return Err(AppError::field("dependents", "a dependent does not belong to this employee"));
                }
                id
            }
            None => sqlx::query_scalar(
                "INSERT INTO dependents (employee_id, first_name, last_name, dob, gender, relationship, disabled, tobacco)
                 VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING id",
            )
            .bind(employee_id)
            .bind(d.first_name.trim())
            .bind(d.last_name.trim())
            .bind(d.dob)
            .bind(&d.gender)
            .bind(&d.relationship)
            .bind(d.disabled)
            .bind(d.tobacco)
            .fetch_one(tx.conn())
            .await
            .map_err(|e| match &e {
                sqlx::Error::Database(db) if db.code().as_deref() == Some("23505") => AppError::field("dependents", "an employee has at most one spouse or partner"),
                _ => AppError::Database(e),
            })?,
        };
        match parse_ssn(d.ssn.as_deref())? {
            Some(Some(ssn)) => set_ssn(&state.secrets, tx, "dependents", id, &ssn).await?,
            Some(None) => clear_ssn(tx, "dependents", id).await?,
            None => {}
        }
    }
    Ok(())
}

fn snapshot(e: &Employee) -> serde_json::Value {
    serde_json::json!({
        "first_name": e.first_name, "last_name": e.last_name, "dob": e.dob, "gender": e.gender, "ssn": e.ssn_masked,
        "email": e.email, "zip": e.zip, "hire_date": e.hire_date, "status": e.status, "employment_type": e.employment_type,
        "hours_per_week": e.hours_per_week, "salary_cents": e.salary_cents, "employee_class": e.employee_class,
        "medical_tier": e.medical_tier, "dental_tier": e.dental_tier, "vision_tier": e.vision_tier,
        "dependents": e.dependents.iter().map(|d| serde_json::json!({ "name": format!("{} {}", d.first_name, d.last_name), "relationship": d.relationship, "dob": d.dob, "ssn": d.ssn_masked })).collect::<Vec<_>>(),
    })
}
