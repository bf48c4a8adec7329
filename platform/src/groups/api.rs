use chrono::{DateTime, NaiveDate, Utc};
use poem::web::Data;
use poem::Request;
use poem_openapi::param::{Path, Query};
use poem_openapi::payload::{Attachment, AttachmentType, Json};
use poem_openapi::{ApiResponse, Enum, Object, OpenApi};
use rust_decimal::prelude::ToPrimitive;
use rust_decimal::Decimal;
use uuid::Uuid;

use super::export::{self, Cell, Table};
use super::queries::{self, ContactRow, Filters, GroupRow, TeamRow, SORT_FIELDS};
use super::stats::{self, Stats};
use super::validate::{self, CONTACT_KINDS, STAGES, TEAM_ROLES, US_STATES, WAITING_PERIODS};
use crate::activity::dto::AuditEntry;
use crate::api::ApiTags;
use crate::audit::{self, Entry};
use crate::auth::principal::client_ip;
use crate::auth::{Principal, SessionCookie};
use crate::error::{ApiResult, AppError, FieldErrors};
use crate::list::{trimmed, ListQuery, Page};
use crate::state::AppState;

#[derive(Debug, Object)]
#[oai(skip_serializing_if_is_none)]
pub struct Group {
    pub id: Uuid,
    /// Legal name.
    pub name: String,
    pub dba: Option<String>,
    /// `NN-NNNNNNN`.
    pub ein: Option<String>,
    pub sic_code: Option<String>,
    pub address_line1: Option<String>,
    pub address_line2: Option<String>,
    pub city: Option<String>,
    pub state: Option<String>,
    pub zip: String,
    pub county: Option<String>,
    /// ACA rating area from the ZIP, e.g. `CO-03`.
    pub rating_area: Option<String>,
    pub size_estimate: Option<i32>,
    /// prospect, quoting, plan_design, enrollment, implementation, active, renewal, lost, terminated.
    pub stage: String,
    /// active, archived or terminated.
    pub status: String,
    pub effective_date: Option<NaiveDate>,
    pub renewal_date: Option<NaiveDate>,
    pub current_carrier: Option<String>,
    /// Current monthly premium, in cents.
    pub current_premium_cents: Option<i64>,
    pub broker_id: Option<Uuid>,
    pub broker_name: Option<String>,
    pub waiting_period: String,
    pub min_hours: f64,
    pub pay_frequency: i32,
    pub employee_classes: Vec<String>,
    pub terminated_on: Option<NaiveDate>,
    pub status_reason: Option<String>,
    /// Increases with every change; send it back when saving (optimistic concurrency).
    pub version: i32,
    /// Employees not terminated.
    pub headcount: i64,
    pub created_at: DateTime<Utc>,
    pub updated_at: DateTime<Utc>,
}

impl From<GroupRow> for Group {
    fn from(r: GroupRow) -> Self {
        Self {
            id: r.id,
            name: r.name,
            dba: r.dba,
            ein: r.ein,
            sic_code: r.sic_code,
            address_line1: r.address_line1,
            address_line2: r.address_line2,
            city: r.city,
            state: r.state,
            zip: r.zip,
            county: r.county,
            rating_area: r.rating_area,
            size_estimate: r.size_estimate,
            stage: r.stage,
            status: r.status,
            effective_date: r.effective_date,
            renewal_date: r.renewal_date,
            current_carrier: r.current_carrier,
            current_premium_cents: r.current_premium_cents,
            broker_id: r.broker_id,
            broker_name: r.broker_name,
            waiting_period: r.waiting_period,
            min_hours: r.min_hours.to_f64().unwrap_or(0.0),
            pay_frequency: r.pay_frequency,
            employee_classes: r.employee_classes,
            terminated_on: r.terminated_on,
            status_reason: r.status_reason,
            version: r.version,
            headcount: r.headcount,
            created_at: r.created_at,
            updated_at: r.updated_at,
        }
    }
}

#[derive(Debug, Clone, Object)]
pub struct ContactInput {
    /// hr, decision_maker, billing or other.
    pub kind: String,
    pub name: String,
    pub title: Option<String>,
    pub email: Option<String>,
    pub phone: Option<String>,
    #[oai(default)]
    pub is_primary: bool,
}

#[derive(Debug, Object)]
#[oai(skip_serializing_if_is_none)]
pub struct Contact {
    pub id: Uuid,
    pub kind: String,
    pub name: String,
    pub title: Option<String>,
    pub email: Option<String>,
    pub phone: Option<String>,
    pub is_primary: bool,
    pub created_at: DateTime<Utc>,
}

impl From<ContactRow> for Contact {
    fn from(r: ContactRow) -> Self {
        Self {
            id: r.id,
            kind: r.kind,
            name: r.name,
            title: r.title,
            email: r.email,
            phone: r.phone,
            is_primary: r.is_primary,
            created_at: r.created_at,
        }
    }
}

/// A new group: quick add needs name, ZIP and effective date; the wizard sends the rest.
#[derive(Debug, Object)]
pub struct GroupInput {
    pub name: String,
    pub dba: Option<String>,
    pub ein: Option<String>,
    pub sic_code: Option<String>,
    pub address_line1: Option<String>,
    pub address_line2: Option<String>,
    pub city: Option<String>,
    pub state: Option<String>,
    pub zip: String,
    pub size_estimate: Option<i32>,
    pub effective_date: Option<NaiveDate>,
    pub renewal_date: Option<NaiveDate>,
    pub current_carrier: Option<String>,
    pub current_premium_cents: Option<i64>,
    pub broker_id: Option<Uuid>,
    /// Only on creation (later moves go through the lifecycle); default prospect.
    pub stage: Option<String>,
    /// Only on creation.
    pub contacts: Option<Vec<ContactInput>>,
    /// Required when saving an existing group: the version it was read at.
    pub version: Option<i32>,
}

#[derive(Debug, Object)]
pub struct GroupSettings {
    pub waiting_period: String,
    pub min_hours: f64,
    pub pay_frequency: i32,
    pub employee_classes: Vec<String>,
    pub version: i32,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Enum)]
#[oai(rename_all = "snake_case")]
pub enum StatusAction {
    Archive,
    Terminate,
    Reactivate,
}

#[derive(Debug, Object)]
pub struct StatusChange {
    pub action: StatusAction,
    /// For terminate: the last day of coverage.
    pub date: Option<NaiveDate>,
    pub reason: Option<String>,
}

#[derive(Debug, Object)]
pub struct TeamMember {
    pub user_id: Uuid,
    pub name: String,
    pub email: String,
    /// lead_broker, account_manager or service.
    pub role: String,
}

impl From<TeamRow> for TeamMember {
    fn from(r: TeamRow) -> Self {
        Self {
            user_id: r.user_id,
            name: r.name,
            email: r.email,
            role: r.role,
        }
    }
}

#[derive(Debug, Object)]
pub struct TeamAssignment {
    pub user_id: Uuid,
    pub role: String,
}

#[derive(Debug, Object)]
pub struct TeamUpdate {
    pub members: Vec<TeamAssignment>,
}

#[derive(Debug, Object)]
pub struct Overview {
    pub group: Group,
    pub stats: Stats,
    pub contacts: Vec<Contact>,
    pub team: Vec<TeamMember>,
    pub recent_activity: Vec<AuditEntry>,
}

#[derive(Debug, Object)]
#[oai(skip_serializing_if_is_none)]
pub struct ZipLookup {
    pub zip: String,
    pub city: String,
    pub state: String,
    pub county: String,
    pub rating_area: String,
}

#[derive(Debug, Object)]
pub struct EnrollmentCode {
    pub code: String,
    pub expires_at: DateTime<Utc>,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Enum)]
#[oai(rename_all = "lowercase")]
pub enum ExportFormat {
    Csv,
    Xlsx,
}

#[derive(ApiResponse)]
pub enum Created {
    #[oai(status = 201)]
    Created(Json<Group>),
}

#[derive(ApiResponse)]
pub enum ContactCreated {
    #[oai(status = 201)]
    Created(Json<Contact>),
}

#[derive(ApiResponse)]
pub enum Removed {
    #[oai(status = 204)]
    Done,
}

pub struct GroupsApi;

#[OpenApi(tag = "ApiTags::Groups")]
impl GroupsApi {
    /// The agency's book of groups: search, filter by stage, renewal month or broker, sort, page.
    /// An employer admin sees only their group.
    #[oai(path = "/groups", method = "get", operation_id = "listGroups")]
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
        stage: Query<Option<String>>,
        renewal_month: Query<Option<i32>>,
        broker_id: Query<Option<Uuid>>,
        status: Query<Option<String>>,
    ) -> ApiResult<Json<Page<Group>>> {
        let p = auth.0;
        p.require(&state, "groups", "read").await?;
        let query = ListQuery::parse(
            page.0,
            per_page.0,
            sort.0,
            order.0,
            q.0,
            SORT_FIELDS,
            ("lower(g.name)", false),
        )?;
        let filters = filters(&p, stage.0, renewal_month.0, broker_id.0, status.0)?;
        let mut tx = p.tenant_tx(&state).await?;
        let (rows, total) = queries::list(&mut tx, &query, &filters).await?;
        tx.commit().await?;
        Ok(Json(Page {
            data: rows.into_iter().map(Group::from).collect(),
            total,
        }))
    }

    /// The same list as a spreadsheet (CSV or XLSX), formula-safe; at most 10,000 rows.
    #[oai(path = "/groups/export", method = "get", operation_id = "exportGroups")]
    #[allow(clippy::too_many_arguments)]
    async fn export(
        &self,
        state: Data<&AppState>,
        _req: &Request,
        auth: SessionCookie,
        format: Query<ExportFormat>,
        sort: Query<Option<String>>,
        order: Query<Option<String>>,
        q: Query<Option<String>>,
        stage: Query<Option<String>>,
        renewal_month: Query<Option<i32>>,
        broker_id: Query<Option<Uuid>>,
        status: Query<Option<String>>,
    ) -> ApiResult<Attachment<Vec<u8>>> {
        let p = auth.0;
        p.require(&state, "groups", "read").await?;
        let query = ListQuery::parse(
            None,
            None,
            sort.0,
            order.0,
            q.0,
            SORT_FIELDS,
            ("lower(g.name)", false),
        )?;
        let filters = filters(&p, stage.0, renewal_month.0, broker_id.0, status.0)?;
        let mut tx = p.tenant_tx(&state).await?;
        let rows = queries::all(&mut tx, &query, &filters, 10_000).await?;
        tx.commit().await?;
        let table = Table {
            headers: vec![
                "Name",
                "DBA",
                "EIN",
                "Stage",
                "Status",
                "City",
                "State",
                "ZIP",
                "Rating area",
                "Headcount",
                "Effective",
                "Renewal",
                "Broker",
                "Current carrier",
            ],
            rows: rows
                .into_iter()
                .map(|g| {
                    vec![
                        g.name.into(),
                        g.dba.into(),
                        g.ein.into(),
                        g.stage.into(),
                        g.status.into(),
                        g.city.into(),
                        g.state.into(),
                        g.zip.into(),
                        g.rating_area.into(),
                        Cell::Integer(g.headcount),
                        g.effective_date.into(),
                        g.renewal_date.into(),
                        g.broker_name.into(),
                        g.current_carrier.into(),
                    ]
                })
                .collect(),
        };
        let today = Utc::now().date_naive();
        Ok(match format.0 {
            ExportFormat::Csv => Attachment::new(export::to_csv(&table))
                .attachment_type(AttachmentType::Attachment)
                .filename(format!("groups-{today}.csv")),
            ExportFormat::Xlsx => Attachment::new(
                export::to_xlsx(&table, "Groups").map_err(|e| AppError::Internal(e.to_string()))?,
            )
            .attachment_type(AttachmentType::Attachment)
            .filename(format!("groups-{today}.xlsx")),
        })
    }

    /// Create a group (quick add or the full wizard). The ZIP fills county and rating area.
    #[oai(path = "/groups", method = "post", operation_id = "createGroup")]
    async fn create(
        &self,
        state: Data<&AppState>,
        req: &Request,
        auth: SessionCookie,
        body: Json<GroupInput>,
    ) -> ApiResult<Created> {
        let state = *state;
        let p = auth.0;
        p.require(state, "groups", "write").await?;
        let mut tx = p.tenant_tx(state).await?;
        let clean = check_group(&mut tx, &state.pool, p.agency()?.id, &body, true).await?;
        let id: Uuid = sqlx::query_scalar(
            "INSERT INTO groups (name, dba, ein, sic_code, address_line1, address_line2, city, state, zip, county, rating_area,
                size_estimate, stage, effective_date, renewal_date, current_carrier, current_premium_cents, broker_id)
             VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18) RETURNING id",
        )
        .bind(&clean.name)
        .bind(&clean.dba)
        .bind(&clean.ein)
        .bind(&clean.sic_code)
        .bind(&clean.address_line1)
        .bind(&clean.address_line2)
        .bind(&clean.city)
        .bind(&clean.state)
        .bind(&clean.zip)
        .bind(&clean.county)
        .bind(&clean.rating_area)
        .bind(body.size_estimate)
        .bind(clean.stage.as_deref().unwrap_or("prospect"))
        .bind(body.effective_date)
        .bind(body.renewal_date)
        .bind(&clean.current_carrier)
        .bind(body.current_premium_cents)
        .bind(body.broker_id.or(Some(p.user_id).filter(|_| p.role == "broker")))
        .fetch_one(tx.conn())
        .await?;
        for contact in body.contacts.iter().flatten() {
            insert_contact(&mut tx, id, contact).await?;
        }
        if p.role == "broker" {
            sqlx::query(
                "INSERT INTO group_team (group_id, user_id, role) VALUES ($1, $2, 'lead_broker')",
            )
            .bind(id)
            .bind(p.user_id)
            .execute(tx.conn())
            .await?;
        }
        let group = queries::get(&mut tx, id)
            .await?
            .ok_or_else(|| AppError::not_found("group"))?;
        audit::record(
            &mut tx,
            &p,
            &client_ip(req),
            Entry {
                entity_id: Some(id.to_string()),
                group_id: Some(id),
                after: Some(snapshot(&group)),
                ..Entry::new("create", "group", format!("Added the group {}", group.name))
            },
        )
        .await?;
        tx.commit().await?;
        Ok(Created::Created(Json(group.into())))
    }

    /// A group.
    #[oai(path = "/groups/:id", method = "get", operation_id = "getGroup")]
    async fn get(
        &self,
        state: Data<&AppState>,
        _req: &Request,
        auth: SessionCookie,
        id: Path<Uuid>,
    ) -> ApiResult<Json<Group>> {
        let p = auth.0;
        p.require(&state, "groups", "read").await?;
        let mut tx = p.tenant_tx(&state).await?;
        let group = queries::visible(&mut tx, id.0, p.group_scope()).await?;
        tx.commit().await?;
        Ok(Json(group.into()))
    }

    /// Edit a group's facts (not its stage). Send the version you read: a newer one is a 409.
    #[oai(path = "/groups/:id", method = "put", operation_id = "updateGroup")]
    async fn update(
        &self,
        state: Data<&AppState>,
        req: &Request,
        auth: SessionCookie,
        id: Path<Uuid>,
        body: Json<GroupInput>,
    ) -> ApiResult<Json<Group>> {
        let state = *state;
        let p = auth.0;
        p.require(state, "groups", "write").await?;
        let mut tx = p.tenant_tx(state).await?;
        let before = queries::visible(&mut tx, id.0, p.group_scope()).await?;
        let version = body.version.ok_or_else(|| {
            AppError::field("version", "send the version of the group you edited")
        })?;
        let clean = check_group(&mut tx, &state.pool, p.agency()?.id, &body, false).await?;
        let done = sqlx::query(
            "UPDATE groups SET name = $3, dba = $4, ein = $5, sic_code = $6, address_line1 = $7, address_line2 = $8, city = $9,
                state = $10, zip = $11, county = $12, rating_area = $13, size_estimate = $14, effective_date = $15, renewal_date = $16,
                current_carrier = $17, current_premium_cents = $18, broker_id = $19, version = version + 1, updated_at = now()
             WHERE id = $1 AND version = $2",
        )
        .bind(id.0)
        .bind(version)
        .bind(&clean.name)
        .bind(&clean.dba)
        .bind(&clean.ein)
        .bind(&clean.sic_code)
        .bind(&clean.address_line1)
        .bind(&clean.address_line2)
        .bind(&clean.city)
        .bind(&clean.state)
        .bind(&clean.zip)
        .bind(&clean.county)
        .bind(&clean.rating_area)
        .bind(body.size_estimate)
        .bind(body.effective_date)
        .bind(body.renewal_date)
        .bind(&clean.current_carrier)
        .bind(body.current_premium_cents)
        .bind(body.broker_id)
        .execute(tx.conn())
        .await?;
        if done.rows_affected() == 0 {
            return Err(stale("group").into());
        }
        let after = queries::get(&mut tx, id.0)
            .await?
            .ok_or_else(|| AppError::not_found("group"))?;
        audit::record(
            &mut tx,
            &p,
            &client_ip(req),
            Entry {
                entity_id: Some(id.0.to_string()),
                group_id: Some(id.0),
                before: Some(snapshot(&before)),
                after: Some(snapshot(&after)),
                ..Entry::new("update", "group", format!("Edited {}", after.name))
            },
        )
        .await?;
        tx.commit().await?;
        Ok(Json(after.into()))
    }

    /// The group's summary: facts, census statistics, contacts, team, recent activity.
    #[oai(
        path = "/groups/:id/overview",
        method = "get",
        operation_id = "getGroupOverview"
    )]
    async fn overview(
        &self,
        state: Data<&AppState>,
        _req: &Request,
        auth: SessionCookie,
        id: Path<Uuid>,
    ) -> ApiResult<Json<Overview>> {
        let p = auth.0;
        p.require(&state, "groups", "read").await?;
        let mut tx = p.tenant_tx(&state).await?;
        let group = queries::visible(&mut tx, id.0, p.group_scope()).await?;
        let stats = stats::for_group(&mut tx, id.0).await?;
        let contacts = queries::contacts(&mut tx, id.0).await?;
        let team = queries::team(&mut tx, id.0).await?;
        let activity: Vec<crate::activity::dto::AuditEntry> =
            crate::activity::recent_activity::group_activity(&mut tx, id.0, 15).await?;
        tx.commit().await?;
        Ok(Json(Overview {
            group: group.into(),
            stats,
            contacts: contacts.into_iter().map(Contact::from).collect(),
            team: team.into_iter().map(TeamMember::from).collect(),
            recent_activity: activity,
        }))
    }

    /// Eligibility and payroll settings: waiting period, minimum hours, pay frequency, classes.
    #[oai(
        path = "/groups/:id/settings",
        method = "put",
        operation_id = "updateGroupSettings"
    )]
    async fn settings(
        &self,
        state: Data<&AppState>,
        req: &Request,
        auth: SessionCookie,
        id: Path<Uuid>,
        body: Json<GroupSettings>,
    ) -> ApiResult<Json<Group>> {
        let p = auth.0;
        p.require(&state, "groups", "write").await?;
        let mut tx = p.tenant_tx(&state).await?;
        let before = queries::visible(&mut tx, id.0, p.group_scope()).await?;
        let mut errors = FieldErrors::default();
        errors.check(
            WAITING_PERIODS.contains(&body.waiting_period.as_str()),
            "waiting_period",
            "choose a waiting period of at most 90 days",
        );
        errors.check(
            (0.0..=60.0).contains(&body.min_hours),
            "min_hours",
            "minimum hours are between 0 and 60 a week",
        );
        errors.check(
            [12, 24, 26, 52].contains(&body.pay_frequency),
            "pay_frequency",
            "pay frequency is 12, 24, 26 or 52",
        );
        let classes: Vec<String> = body
            .employee_classes
            .iter()
            .map(|c| c.trim().to_string())
            .filter(|c| !c.is_empty())
            .collect();
        let mut unique = classes.clone();
        unique.sort_by_key(|c| c.to_lowercase());
        unique.dedup_by_key(|c| c.to_lowercase());
        errors.check(
            !classes.is_empty() && classes.len() <= 20,
            "employee_classes",
            "name between 1 and 20 employee classes",
        );
        errors.check(
            unique.len() == classes.len(),
            "employee_classes",
            "class names must differ",
        );
        errors.check(
            classes.iter().all(|c| c.chars().count() <= 60),
            "employee_classes",
            "a class name has at most 60 characters",
        );
        errors.finish()?;
        let done = sqlx::query(
            "UPDATE groups SET waiting_period = $3, min_hours = $4, pay_frequency = $5, employee_classes = $6, version = version + 1, updated_at = now()
             WHERE id = $1 AND version = $2",
        )
        .bind(id.0)
        .bind(body.version)
        .bind(&body.waiting_period)
        .bind(Decimal::from_f64_retain(body.min_hours).unwrap_or_default().round_dp(1))
        .bind(body.pay_frequency)
        .bind(&classes)
        .execute(tx.conn())
        .await?;
        if done.rows_affected() == 0 {
            return Err(stale("group").into());
        }
        let after = queries::get(&mut tx, id.0)
            .await?
            .ok_or_else(|| AppError::not_found("group"))?;
        audit::record(&mut tx, &p, &client_ip(req), Entry {
            entity_id: Some(id.0.to_string()),
            group_id: Some(id.0),
            before: Some(serde_json::json!({ "waiting_period": before.waiting_period, "min_hours": before.min_hours.to_f64(), "pay_frequency": before.pay_frequency, "employee_classes": before.employee_classes })),
            after: Some(serde_json::json!({ "waiting_period": after.waiting_period, "min_hours": after.min_hours.to_f64(), "pay_frequency": after.pay_frequency, "employee_classes": after.employee_classes })),
            ..Entry::new("update", "group_settings", format!("Changed the settings of {}", after.name))
        })
        .await?;
        tx.commit().await?;
        Ok(Json(after.into()))
    }

    /// Archive, terminate (the client left; kept, not deleted) or reactivate a group.
    #[oai(
        path = "/groups/:id/status",
        method = "post",
        operation_id = "changeGroupStatus"
    )]
    async fn status(
        &self,
        state: Data<&AppState>,
        req: &Request,
        auth: SessionCookie,
        id: Path<Uuid>,
        body: Json<StatusChange>,
    ) -> ApiResult<Json<Group>> {
        let p = auth.0;
        p.require(&state, "groups", "write").await?;
        let mut tx = p.tenant_tx(&state).await?;
        let before = queries::visible(&mut tx, id.0, p.group_scope()).await?;
        let reason = body
            .reason
            .as_deref()
            .map(str::trim)
            .filter(|r| !r.is_empty());
        let (status, stage, terminated_on, summary) = match body.action {
            StatusAction::Archive => (
                "archived",
                before.stage.clone(),
                None,
                format!("Archived {}", before.name),
            ),
            StatusAction::Terminate => {
                let date = body
                    .date
                    .ok_or_else(|| AppError::field("date", "give the last day of coverage"))?;
                (
                    "terminated",
                    "terminated".to_string(),
                    Some(date),
                    format!("Terminated {} as of {date}", before.name),
                )
            }
            StatusAction::Reactivate => {
                let stage = if before.stage == "terminated" {
                    "prospect".to_string()
                } else {
                    before.stage.clone()
                };
                (
                    "active",
                    stage,
                    None,
                    format!("Reactivated {}", before.name),
                )
            }
        };
        if before.status == status {
            return Err(AppError::Conflict(format!("the group is already {status}")).into());
        }
        sqlx::query("UPDATE groups SET status = $2, stage = $3, terminated_on = $4, status_reason = $5, version = version + 1, updated_at = now() WHERE id = $1")
            .bind(id.0)
            .bind(status)
            .bind(&stage)
            .bind(terminated_on)
            .bind(reason)
            .execute(tx.conn())
            .await?;
        let after = queries::get(&mut tx, id.0)
            .await?
            .ok_or_else(|| AppError::not_found("group"))?;
        audit::record(
            &mut tx,
            &p,
            &client_ip(req),
            Entry {
                entity_id: Some(id.0.to_string()),
                group_id: Some(id.0),
                before: Some(serde_json::json!({ "status": before.status, "stage": before.stage })),
                after: Some(
                    serde_json::json!({ "status": status, "stage": stage, "reason": reason }),
                ),
                ..Entry::new("status", "group", summary)
            },
        )
        .await?;
        tx.commit().await?;
        Ok(Json(after.into()))
    }

    /// The group's HR contacts, decision makers and billing contacts.
    #[oai(
        path = "/groups/:id/contacts",
        method = "get",
        operation_id = "listGroupContacts"
    )]
    async fn contacts(
        &self,
        state: Data<&AppState>,
        _req: &Request,
        auth: SessionCookie,
        id: Path<Uuid>,
    ) -> ApiResult<Json<Vec<Contact>>> {
        let p = auth.0;
        p.require(&state, "groups", "read").await?;
        let mut tx = p.tenant_tx(&state).await?;
        queries::visible(&mut tx, id.0, p.group_scope()).await?;
        let rows = queries::contacts(&mut tx, id.0).await?;
        tx.commit().await?;
        Ok(Json(rows.into_iter().map(Contact::from).collect()))
    }

    /// Add a contact.
    #[oai(
        path = "/groups/:id/contacts",
        method = "post",
        operation_id = "addGroupContact"
    )]
    async fn add_contact(
        &self,
        state: Data<&AppState>,
        req: &Request,
        auth: SessionCookie,
        id: Path<Uuid>,
        body: Json<ContactInput>,
    ) -> ApiResult<ContactCreated> {
        let p = auth.0;
        p.require(&state, "groups", "write").await?;
        let mut tx = p.tenant_tx(&state).await?;
        let group = queries::visible(&mut tx, id.0, p.group_scope()).await?;
        let contact = insert_contact(&mut tx, id.0, &body).await?;
        audit::record(
            &mut tx,
            &p,
            &client_ip(req),
            Entry {
                entity_id: Some(contact.id.to_string()),
                group_id: Some(id.0),
                ..Entry::new(
                    "create",
                    "contact",
                    format!("Added {} as a contact of {}", contact.name, group.name),
                )
            },
        )
        .await?;
        tx.commit().await?;
        Ok(ContactCreated::Created(Json(contact.into())))
    }

    /// Change a contact.
    #[oai(
        path = "/groups/:id/contacts/:contact_id",
        method = "put",
        operation_id = "updateGroupContact"
    )]
    async fn update_contact(
        &self,
        state: Data<&AppState>,
        req: &Request,
        auth: SessionCookie,
        id: Path<Uuid>,
        contact_id: Path<Uuid>,
        body: Json<ContactInput>,
    ) -> ApiResult<Json<Contact>> {
        let p = auth.0;
        p.require(&state, "groups", "write").await?;
        let mut tx = p.tenant_tx(&state).await?;
        queries::visible(&mut tx, id.0, p.group_scope()).await?;
        check_contact(&body)?;
        if body.is_primary {
            sqlx::query(
                "UPDATE group_contacts SET is_primary = false WHERE group_id = $1 AND kind = $2",
            )
            .bind(id.0)
            .bind(&body.kind)
            .execute(tx.conn())
            .await?;
        }
        let row: ContactRow = sqlx::query_as(
            "UPDATE group_contacts SET kind = $3, name = $4, title = $5, email = $6, phone = $7, is_primary = $8
             WHERE group_id = $1 AND id = $2 RETURNING id, group_id, kind, name, title, email, phone, is_primary, created_at",
        )
        .bind(id.0)
        .bind(contact_id.0)
        .bind(&body.kind)
        .bind(body.name.trim())
        .bind(trimmed(&body.title))
        .bind(trimmed(&body.email))
        .bind(trimmed(&body.phone))
        .bind(body.is_primary)
        .fetch_optional(tx.conn())
        .await?
        .ok_or_else(|| AppError::not_found("contact"))?;
        audit::record(
            &mut tx,
            &p,
            &client_ip(req),
            Entry {
                entity_id: Some(row.id.to_string()),
                group_id: Some(id.0),
                ..Entry::new(
                    "update",
                    "contact",
                    format!("Changed the contact {}", row.name),
                )
            },
        )
        .await?;
        tx.commit().await?;
        Ok(Json(row.into()))
    }

    /// Remove a contact.
    #[oai(
        path = "/groups/:id/contacts/:contact_id",
        method = "delete",
        operation_id = "removeGroupContact"
    )]
    async fn remove_contact(
        &self,
        state: Data<&AppState>,
        req: &Request,
        auth: SessionCookie,
        id: Path<Uuid>,
        contact_id: Path<Uuid>,
    ) -> ApiResult<Removed> {
        let p = auth.0;
        p.require(&state, "groups", "write").await?;
        let mut tx = p.tenant_tx(&state).await?;
        queries::visible(&mut tx, id.0, p.group_scope()).await?;
        let name: Option<String> = sqlx::query_scalar(
            "DELETE FROM group_contacts WHERE group_id = $1 AND id = $2 RETURNING name",
        )
        .bind(id.0)
        .bind(contact_id.0)
        .fetch_optional(tx.conn())
        .await?;
        let name = name.ok_or_else(|| AppError::not_found("contact"))?;
        audit::record(
            &mut tx,
            &p,
            &client_ip(req),
            Entry {
                entity_id: Some(contact_id.0.to_string()),
                group_id: Some(id.0),
                ..Entry::new("delete", "contact", format!("Removed the contact {name}"))
            },
        )
        .await?;
        tx.commit().await?;
        Ok(Removed::Done)
    }

    /// The agency's people on the account.
    #[oai(
        path = "/groups/:id/team",
        method = "get",
        operation_id = "getGroupTeam"
    )]
    async fn team(
        &self,
        state: Data<&AppState>,
        _req: &Request,
        auth: SessionCookie,
        id: Path<Uuid>,
    ) -> ApiResult<Json<Vec<TeamMember>>> {
        let p = auth.0;
        p.require(&state, "groups", "read").await?;
        let mut tx = p.tenant_tx(&state).await?;
        queries::visible(&mut tx, id.0, p.group_scope()).await?;
        let rows = queries::team(&mut tx, id.0).await?;
        tx.commit().await?;
        Ok(Json(rows.into_iter().map(TeamMember::from).collect()))
    }

    /// Set the agency's team on the account (replaces it). Members must be active brokers,
    /// admins or owners of the agency.
    #[oai(
        path = "/groups/:id/team",
        method = "put",
        operation_id = "setGroupTeam"
    )]
    async fn set_team(
        &self,
        state: Data<&AppState>,
        req: &Request,
        auth: SessionCookie,
        id: Path<Uuid>,
        body: Json<TeamUpdate>,
    ) -> ApiResult<Json<Vec<TeamMember>>> {
        let p = auth.0;
        p.require(&state, "groups", "write").await?;
        let agency_id = p.agency()?.id;
        let mut errors = FieldErrors::default();
        errors.check(
            body.members
                .iter()
                .all(|m| TEAM_ROLES.contains(&m.role.as_str())),
            "members",
            "a team role is lead_broker, account_manager or service",
        );
        errors.check(
            body.members
                .iter()
                .filter(|m| m.role == "lead_broker")
                .count()
                <= 1,
            "members",
            "a group has at most one lead broker",
        );
        let ids: Vec<Uuid> = body.members.iter().map(|m| m.user_id).collect();
        let staff: i64 = sqlx::query_scalar(
            "SELECT count(DISTINCT user_id) FROM memberships WHERE agency_id = $1 AND user_id = ANY($2) AND status = 'active' AND role IN ('owner', 'admin', 'broker')",
        )
        .bind(agency_id)
        .bind(&ids)
        .fetch_one(&state.pool)
        .await?;
        let mut unique = ids.clone();
        unique.sort();
        unique.dedup();
        errors.check(
            staff as usize == unique.len() && unique.len() == ids.len(),
            "members",
            "each member must be an active broker, admin or owner of the agency, once",
        );
        errors.finish()?;
        let mut tx = p.tenant_tx(&state).await?;
        let group = queries::visible(&mut tx, id.0, p.group_scope()).await?;
        sqlx::query("DELETE FROM group_team WHERE group_id = $1")
            .bind(id.0)
            .execute(tx.conn())
            .await?;
        let roles: Vec<String> = body.members.iter().map(|m| m.role.clone()).collect();
        sqlx::query("INSERT INTO group_team (group_id, user_id, role) SELECT $1, u, r FROM unnest($2::uuid[], $3::text[]) AS t(u, r)")
            .bind(id.0)
            .bind(&ids)
            .bind(&roles)
            .execute(tx.conn())
            .await?;
        if let Some(lead) = body.members.iter().find(|m| m.role == "lead_broker") {
            sqlx::query("UPDATE groups SET broker_id = $2, updated_at = now() WHERE id = $1")
                .bind(id.0)
                .bind(lead.user_id)
                .execute(tx.conn())
                .await?;
        }
        let team = queries::team(&mut tx, id.0).await?;
        audit::record(
            &mut tx,
            &p,
            &client_ip(req),
            Entry {
                entity_id: Some(id.0.to_string()),
                group_id: Some(id.0),
                after: Some(serde_json::json!(team
                    .iter()
                    .map(|t| serde_json::json!({ "name": t.name, "role": t.role }))
                    .collect::<Vec<_>>())),
                ..Entry::new(
                    "update",
                    "group_team",
                    format!("Changed the team on {}", group.name),
                )
            },
        )
        .await?;
        tx.commit().await?;
        Ok(Json(team.into_iter().map(TeamMember::from).collect()))
    }

    /// The group's current enrollment code (employees sign up with it and their roster details).
    #[oai(
        path = "/groups/:id/enrollment-code",
        method = "get",
        operation_id = "getEnrollmentCode"
    )]
    async fn enrollment_code(
        &self,
        state: Data<&AppState>,
        _req: &Request,
        auth: SessionCookie,
        id: Path<Uuid>,
    ) -> ApiResult<Json<EnrollmentCode>> {
        let p = auth.0;
        p.require(&state, "groups", "read").await?;
        let mut tx = p.tenant_tx(&state).await?;
        queries::visible(&mut tx, id.0, p.group_scope()).await?;
        let row: Option<(String, DateTime<Utc>)> = sqlx::query_as(
            "SELECT code, expires_at FROM enrollment_codes WHERE group_id = $1 AND revoked_at IS NULL AND expires_at > now() ORDER BY created_at DESC LIMIT 1",
        )
        .bind(id.0)
        .fetch_optional(tx.conn())
        .await?;
        tx.commit().await?;
        let (code, expires_at) = row
            .ok_or_else(|| AppError::NotFound("the group has no active enrollment code".into()))?;
        Ok(Json(EnrollmentCode { code, expires_at }))
    }

    /// Issue a new enrollment code (the previous one stops working). Valid 30 days.
    #[oai(
        path = "/groups/:id/enrollment-code",
        method = "post",
        operation_id = "issueEnrollmentCode"
    )]
    async fn issue_code(
        &self,
        state: Data<&AppState>,
        req: &Request,
        auth: SessionCookie,
        id: Path<Uuid>,
    ) -> ApiResult<Json<EnrollmentCode>> {
        let p = auth.0;
        p.require(&state, "groups", "write").await?;
        let mut tx = p.tenant_tx(&state).await?;
        let group = queries::visible(&mut tx, id.0, p.group_scope()).await?;
        sqlx::query("UPDATE enrollment_codes SET revoked_at = now() WHERE group_id = $1 AND revoked_at IS NULL").bind(id.0).execute(tx.conn()).await?;
        let code = new_code();
        let expires_at: DateTime<Utc> = sqlx::query_scalar(
            "INSERT INTO enrollment_codes (code, group_id, created_by, expires_at) VALUES ($1, $2, $3, now() + interval '30 days') RETURNING expires_at",
        )
        .bind(&code)
        .bind(id.0)
        .bind(p.user_id)
        .fetch_one(tx.conn())
        .await?;
        audit::record(
            &mut tx,
            &p,
            &client_ip(req),
            Entry {
                entity_id: Some(id.0.to_string()),
                group_id: Some(id.0),
                ..Entry::new(
                    "create",
                    "enrollment_code",
                    format!("Issued a new enrollment code for {}", group.name),
                )
            },
        )
        .await?;
        tx.commit().await?;
        Ok(Json(EnrollmentCode { code, expires_at }))
    }

    /// City, county and rating area of a ZIP code.
    #[oai(path = "/zip/:zip", method = "get", operation_id = "lookupZip")]
    async fn zip(
        &self,
        state: Data<&AppState>,
        _req: &Request,
        auth: SessionCookie,
        zip: Path<String>,
    ) -> ApiResult<Json<ZipLookup>> {
        let p = auth.0;
        p.require(&state, "groups", "read").await?;
        let zip = validate::zip(&zip.0).map_err(|problem| AppError::field("zip", problem))?;
        let mut tx = p.tenant_tx(&state).await?;
        let info = queries::zip_info(&mut tx, &zip)
            .await?
            .ok_or_else(|| AppError::NotFound(format!("{zip} is not a US ZIP code")))?;
        tx.commit().await?;
        Ok(Json(ZipLookup {
            zip,
            city: info.city,
            state: info.state,
            county: info.county,
            rating_area: info.rating_area,
        }))
    }
}

/// 8 characters without the easily confused 0/O and 1/I.
pub(crate) fn new_code() -> String {
    use rand::Rng;
    const ALPHABET: &[u8] = b"ABCDEFGHJKLMNPQRSTUVWXYZ23456789";
    let mut rng = rand::rng();
    (0..8)
        .map(|_| ALPHABET[rng.random_range(0..ALPHABET.len())] as char)
        .collect()
}

fn filters(
    p: &Principal,
    stage: Option<String>,
    renewal_month: Option<i32>,
    broker_id: Option<Uuid>,
    status: Option<String>,
) -> Result<Filters, AppError> {
    let stage = stage.filter(|s| !s.is_empty());
    if stage.as_deref().is_some_and(|s| !STAGES.contains(&s)) {
        return Err(AppError::field("stage", "not a lifecycle stage"));
    }
    if renewal_month.is_some_and(|m| !(1..=12).contains(&m)) {
        return Err(AppError::field("renewal_month", "a month is 1 to 12"));
    }
    let status = status.filter(|s| !s.is_empty());
    if status
        .as_deref()
        .is_some_and(|s| !["active", "archived", "terminated", "all"].contains(&s))
    {
        return Err(AppError::field(
            "status",
            "status is active, archived, terminated or all",
        ));
    }
    Ok(Filters {
        stage,
        renewal_month,
        broker_id,
        status,
        scope: p.group_scope(),
    })
}

fn stale(what: &str) -> AppError {
    AppError::Conflict(format!(
        "this {what} was changed by someone else since you opened it: reload to see the changes"
    ))
}

struct CleanGroup {
    name: String,
    dba: Option<String>,
    ein: Option<String>,
    sic_code: Option<String>,
    address_line1: Option<String>,
    address_line2: Option<String>,
    city: Option<String>,
    state: Option<String>,
    zip: String,
    county: Option<String>,
    rating_area: Option<String>,
    current_carrier: Option<String>,
    stage: Option<String>,
}

async fn check_group(
    tx: &mut tenants::TenantTx,
    pool: &sqlx::PgPool,
    agency_id: Uuid,
    body: &GroupInput,
    creating: bool,
) -> Result<CleanGroup, AppError> {
    let mut errors = FieldErrors::default();
    let name = body.name.trim().to_string();
    errors.check(
        !name.is_empty() && name.chars().count() <= 200,
        "name",
        "enter the group's legal name (at most 200 characters)",
    );
    let ein = match trimmed(&body.ein) {
        Some(raw) => match validate::ein(&raw) {
            Ok(e) => Some(e),
            Err(problem) => {
                errors.check(false, "ein", problem);
                None
            }
        },
        None => None,
    };
    let sic_code = match trimmed(&body.sic_code) {
        Some(raw) => validate::sic(&raw)
            .map_err(|p| errors.check(false, "sic_code", p))
            .ok(),
        None => None,
    };
    let zip = validate::zip(&body.zip)
        .map_err(|p| errors.check(false, "zip", p))
        .ok();
    let info = match &zip {
        Some(z) => queries::zip_info(tx, z).await?,
        None => None,
    };
    if let Some(z) = zip.as_deref().filter(|_| info.is_none()) {
        errors.check(
            false,
            "zip",
            &format!("{z} is not a US ZIP code: check the number"),
        );
    }
    let state_code = trimmed(&body.state).map(|s| s.to_ascii_uppercase());
    errors.check(
        state_code.as_deref().is_none_or(|s| US_STATES.contains(&s)),
        "state",
        "use a two-letter state code, as CO",
    );
    errors.check(
        body.size_estimate
            .is_none_or(|n| (1..=100_000).contains(&n)),
        "size_estimate",
        "the number of employees is between 1 and 100,000",
    );
    errors.check(
        body.current_premium_cents.is_none_or(|c| c >= 0),
        "current_premium_cents",
        "the premium cannot be negative",
    );
    let stage = trimmed(&body.stage);
    if creating {
        errors.check(
            stage
                .as_deref()
                .is_none_or(|s| STAGES.contains(&s) && s != "terminated"),
            "stage",
            "choose a lifecycle stage",
        );
    }
    validate::plan_dates(
        &mut errors,
        body.effective_date,
        body.renewal_date,
        Utc::now().date_naive(),
    );
    if let Some(contacts) = &body.contacts {
        for (i, c) in contacts.iter().enumerate() {
            if let Err(AppError::Validation { fields, .. }) = check_contact(c) {
                for (field, problem) in fields {
                    errors.check(false, &format!("contacts[{i}].{field}"), &problem);
                }
            }
        }
    }
    if let Some(broker) = body.broker_id {
        let ok: bool = sqlx::query_scalar(
            "SELECT EXISTS (SELECT 1 FROM memberships WHERE agency_id = $1 AND user_id = $2 AND status = 'active' AND role IN ('owner', 'admin', 'broker'))",
        )
        .bind(agency_id)
        .bind(broker)
        .fetch_one(pool)
        .await?;
        errors.check(ok, "broker_id", "choose an active broker of the agency");
    }
    errors.finish()?;
    let zip = zip.expect("checked above");
    let info = info.expect("checked above");
    Ok(CleanGroup {
        name,
        dba: trimmed(&body.dba),
        ein,
        sic_code,
        address_line1: trimmed(&body.address_line1),
        address_line2: trimmed(&body.address_line2),
        city: trimmed(&body.city).or_else(|| Some(info.city.clone())),
        state: state_code.or_else(|| Some(info.state.clone())),
        county: Some(info.county),
        rating_area: Some(info.rating_area),
        zip,
        current_carrier: trimmed(&body.current_carrier),
        stage: if creating { stage } else { None },
    })
}

fn check_contact(c: &ContactInput) -> Result<(), AppError> {
    let mut errors = FieldErrors::default();
    errors.check(
        CONTACT_KINDS.contains(&c.kind.as_str()),
        "kind",
        "a contact is hr, decision_maker, billing or other",
    );
    errors.check(
        !c.name.trim().is_empty() && c.name.trim().chars().count() <= 120,
        "name",
        "enter the contact's name",
    );
    if let Some(email) = trimmed(&c.email) {
        errors.check(
            crate::accounts::email_shape(&email),
            "email",
            "enter a valid email address",
        );
    }
    errors.finish()
}

async fn insert_contact(
    tx: &mut tenants::TenantTx,
    group_id: Uuid,
    c: &ContactInput,
) -> Result<ContactRow, AppError> {
    check_contact(c)?;
    if c.is_primary {
        sqlx::query(
            "UPDATE group_contacts SET is_primary = false WHERE group_id = $1 AND kind = $2",
        )
        .bind(group_id)
        .bind(&c.kind)
        .execute(tx.conn())
        .await?;
    }
    Ok(sqlx::query_as(
        "INSERT INTO group_contacts (group_id, kind, name, title, email, phone, is_primary) VALUES ($1, $2, $3, $4, $5, $6, $7)
         RETURNING id, group_id, kind, name, title, email, phone, is_primary, created_at",
    )
    .bind(group_id)
    .bind(&c.kind)
    .bind(c.name.trim())
    .bind(trimmed(&c.title))
    .bind(trimmed(&c.email))
    .bind(trimmed(&c.phone))
    .bind(c.is_primary)
    .fetch_one(tx.conn())
    .await?)
}

fn snapshot(g: &GroupRow) -> serde_json::Value {
    serde_json::json!({
        "name": g.name, "dba": g.dba, "ein": g.ein, "sic_code": g.sic_code, "address_line1": g.address_line1, "city": g.city,
        "state": g.state, "zip": g.zip, "rating_area": g.rating_area, "effective_date": g.effective_date, "renewal_date": g.renewal_date,
        "current_carrier": g.current_carrier, "current_premium_cents": g.current_premium_cents, "broker_id": g.broker_id,
    })
}
