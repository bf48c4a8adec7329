use poem::web::Data;
use poem::Request;
use poem_openapi::param::{Path, Query};
use poem_openapi::payload::{Attachment, AttachmentType, Json};
use poem_openapi::OpenApi;
use uuid::Uuid;

use super::add_contact::add_contact;
use super::change_status::{change_status, StatusRequest};
use super::create_group::create_group;
use super::dto::{
    Contact, ContactCreated, ContactInput, Created, EnrollmentCode, Group, GroupInput,
    GroupSettings, Overview, Removed, StatusChange, TeamMember, TeamUpdate, ZipLookup,
};
use super::enrollment_code::enrollment_code;
use super::export_groups::{export_groups, GroupExport};
use super::group_overview::group_overview;
use super::issue_code::issue_code;
use super::list_contacts::list_contacts;
use super::list_groups::{list_groups, GroupListing};
use super::lookup_zip::lookup_zip;
use super::remove_contact::remove_contact;
use super::rules::Assignment;
use super::set_team::set_team;
use super::update_contact::update_contact;
use super::update_group::update_group;
use super::update_settings::update_settings;
use super::view_group::view_group;
use super::view_team::view_team;
use crate::api::ApiTags;
use crate::auth::principal::client_ip;
use crate::auth::SessionCookie;
use crate::error::ApiResult;
use crate::list::Page;
use crate::spreadsheet::ExportFormat;
use crate::state::AppState;

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
        let asked = GroupListing {
            page: page.0,
            per_page: per_page.0,
            sort: sort.0,
            order: order.0,
            q: q.0,
            stage: stage.0,
            renewal_month: renewal_month.0,
            broker_id: broker_id.0,
            status: status.0,
        };
        let (rows, total) = list_groups(&state, &auth.0, asked).await?;
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
        let asked = GroupExport {
            format: format.0,
            listing: GroupListing {
                page: None,
                per_page: None,
                sort: sort.0,
                order: order.0,
                q: q.0,
                stage: stage.0,
                renewal_month: renewal_month.0,
                broker_id: broker_id.0,
                status: status.0,
            },
        };
        let (file_name, bytes) = export_groups(&state, &auth.0, asked).await?;
        Ok(Attachment::new(bytes)
            .attachment_type(AttachmentType::Attachment)
            .filename(file_name))
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
        let group = create_group(&state, &auth.0, &client_ip(req), body.0.into()).await?;
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
        Ok(Json(view_group(&state, &auth.0, id.0).await?.into()))
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
        let group = update_group(&state, &auth.0, &client_ip(req), id.0, body.0.into()).await?;
        Ok(Json(group.into()))
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
        Ok(Json(group_overview(&state, &auth.0, id.0).await?.into()))
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
        let group = update_settings(&state, &auth.0, &client_ip(req), id.0, body.0.into()).await?;
        Ok(Json(group.into()))
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
        let asked = StatusRequest {
            action: body.action,
            date: body.date,
            reason: body.reason.as_deref(),
        };
        let group = change_status(&state, &auth.0, &client_ip(req), id.0, asked).await?;
        Ok(Json(group.into()))
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
        let rows = list_contacts(&state, &auth.0, id.0).await?;
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
        let contact = add_contact(&state, &auth.0, &client_ip(req), id.0, body.0.into()).await?;
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
        let ip = client_ip(req);
        let contact =
            update_contact(&state, &auth.0, &ip, id.0, contact_id.0, body.0.into()).await?;
        Ok(Json(contact.into()))
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
        remove_contact(&state, &auth.0, &client_ip(req), id.0, contact_id.0).await?;
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
        let rows = view_team(&state, &auth.0, id.0).await?;
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
        let members = body.0.members.into_iter().map(Assignment::from).collect();
        let team = set_team(&state, &auth.0, &client_ip(req), id.0, members).await?;
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
        Ok(Json(enrollment_code(&state, &auth.0, id.0).await?.into()))
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
        Ok(Json(
            issue_code(&state, &auth.0, &client_ip(req), id.0)
                .await?
                .into(),
        ))
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
        Ok(Json(lookup_zip(&state, &auth.0, &zip.0).await?.into()))
    }
}
