use chrono::{DateTime, Utc};
use poem::web::Data;
use poem::Request;
use poem_openapi::payload::Json;
use poem_openapi::{Object, OpenApi};

use super::queries;
use crate::api::ApiTags;
use crate::auth::dto::AgencySummary;
use crate::auth::SessionCookie;
use crate::error::ApiResult;
use crate::members::queries::count_by_role;
use crate::state::AppState;

#[derive(Debug, Object)]
pub struct RoleCount {
    pub role: String,
    pub count: i64,
}

#[derive(Debug, Object)]
pub struct Activity {
    pub id: i64,
    pub at: DateTime<Utc>,
    pub actor_name: String,
    pub action: String,
    pub summary: String,
}

#[derive(Debug, Object)]
pub struct StageCount {
    pub stage: String,
    pub count: i64,
}

#[derive(Debug, Object)]
#[oai(skip_serializing_if_is_none)]
pub struct Renewal {
    pub group_id: uuid::Uuid,
    pub name: String,
    pub stage: String,
    pub renewal_date: chrono::NaiveDate,
    /// Days from today.
    pub days: i32,
    pub broker_name: Option<String>,
}

#[derive(Debug, Object)]
pub struct PlatformStats {
    pub agencies: i64,
    pub users: i64,
    /// Error reports from the portal in the last 7 days.
    pub client_errors_7d: i64,
}

#[derive(Debug, Object)]
pub struct OpenEnrollment {
    pub window_id: uuid::Uuid,
    pub group_id: uuid::Uuid,
    pub group_name: String,
    pub plan_year: i32,
    pub ends_on: chrono::NaiveDate,
    pub eligible: i64,
    /// Enrolled or waived.
    pub done: i64,
    pub percent_complete: f64,
}

#[derive(Debug, Object)]
#[oai(skip_serializing_if_is_none)]
pub struct Dashboard {
    pub agency: Option<AgencySummary>,
    /// Active people per role (for roles that may see the team).
    pub team: Vec<RoleCount>,
    /// The agency's latest audited actions (for roles that may see activity).
    pub recent_activity: Vec<Activity>,
    /// Platform-wide figures, for platform operators.
    pub platform: Option<PlatformStats>,
    /// Active groups per lifecycle stage (in lifecycle order; stages without groups included).
    pub stages: Vec<StageCount>,
    /// Groups renewing in the next 120 days, soonest first.
    pub renewals: Vec<Renewal>,
    /// Open enrollments with how far along they are, ending soonest first.
    pub open_enrollments: Vec<OpenEnrollment>,
}

pub struct DashboardApi;

#[OpenApi(tag = "ApiTags::Dashboard")]
impl DashboardApi {
    /// The dashboard home of the signed-in caller.
    #[oai(path = "/dashboard", method = "get", operation_id = "getDashboard")]
    async fn dashboard(
        &self,
        state: Data<&AppState>,
        _req: &Request,
        auth: SessionCookie,
    ) -> ApiResult<Json<Dashboard>> {
        let p = auth.0;
        p.require(&state, "dashboard", "read").await?;
        let mut dashboard = Dashboard {
            agency: p.agency.as_ref().map(AgencySummary::from),
            team: vec![],
            recent_activity: vec![],
            platform: None,
            stages: vec![],
            renewals: vec![],
            open_enrollments: vec![],
        };
        if let Some(agency) = &p.agency {
            if p.may(&state, "members", "read").await {
                dashboard.team = count_by_role(&state.pool, agency.id)
                    .await?
                    .into_iter()
                    .map(|(role, count)| RoleCount { role, count })
                    .collect();
            }
            if p.may(&state, "groups", "read").await {
                let mut tx = p.tenant_tx(&state).await?;
                dashboard.stages = queries::stages(&mut tx, p.group_scope())
                    .await?
                    .into_iter()
                    .map(|(stage, count)| StageCount { stage, count })
                    .collect();
                dashboard.renewals = queries::renewals(&mut tx, p.group_scope(), 120)
                    .await?
                    .into_iter()
                    .map(|r| Renewal {
                        group_id: r.id,
                        name: r.name,
                        stage: r.stage,
                        renewal_date: r.renewal_date,
                        days: r.days,
                        broker_name: r.broker_name,
                    })
                    .collect();
                if p.may(&state, "enrollment", "read").await {
                    dashboard.open_enrollments =
                        queries::open_enrollments(&mut tx, p.group_scope())
                            .await?
                            .into_iter()
                            .map(|r| OpenEnrollment {
                                percent_complete: crate::enrollment::rules::percent_complete(
                                    r.done, r.eligible,
                                ),
                                window_id: r.window_id,
                                group_id: r.group_id,
                                group_name: r.group_name,
                                plan_year: r.plan_year,
                                ends_on: r.ends_on,
                                eligible: r.eligible,
                                done: r.done,
                            })
                            .collect();
                }
                tx.commit().await?;
            }
            if p.may(&state, "activity", "read").await {
                let mut tx = p.tenant_tx(&state).await?;
                dashboard.recent_activity = queries::recent_activity(&mut tx, 12)
                    .await?
                    .into_iter()
                    .map(|r| Activity {
                        id: r.id,
                        at: r.at,
                        actor_name: r.actor_name,
                        action: r.action,
                        summary: r.summary,
                    })
                    .collect();
                tx.commit().await?;
            }
        } else if p.may(&state, "agencies", "read").await {
            let c = queries::platform_counts(&state.pool).await?;
            dashboard.platform = Some(PlatformStats {
                agencies: c.agencies,
                users: c.users,
                client_errors_7d: c.client_errors_7d,
            });
        }
        Ok(Json(dashboard))
    }
}
