//! The resource library (a preview): the agency's library (`/resources`), read by the employer
//! admins of the groups it is shared with, and what an employer shares with its employees
//! (`/my/resources`).

use poem::web::Data;
use poem::Request;
use poem_openapi::param::{Path, Query};
use poem_openapi::payload::{Attachment, AttachmentType, Json};
use poem_openapi::OpenApi;
use uuid::Uuid;

use super::delete_resource::delete_resource;
use super::download_my_resource::download_my_resource;
use super::download_resource::download_resource;
use super::dto::{
    Created, MyResources, Removed, Resource, ResourceChanges, ResourceLibrary,
    ResourceShareRequest, ResourceUpload,
};
use super::list_my_resources::list_my_resources;
use super::list_resources::{list_resources, LibraryListing};
use super::share_resource::share_resource;
use super::unshare_resource::unshare_resource;
use super::update_resource::update_resource;
use super::upload_resource::{upload_resource, Details};
use super::view_resource::view_resource;
use crate::api::ApiTags;
use crate::auth::principal::client_ip;
use crate::auth::SessionCookie;
use crate::error::ApiResult;
use crate::state::AppState;
use crate::vocabulary::ResourceCategory;

pub struct ResourcesApi;

fn attachment((name, bytes): (String, Vec<u8>)) -> Attachment<Vec<u8>> {
    Attachment::new(bytes)
        .attachment_type(AttachmentType::Attachment)
        .filename(name)
}

#[OpenApi(tag = "ApiTags::Resources")]
impl ResourcesApi {
    /// The library, newest first by default: `q` finds every word in the title, description or
    /// file name; filter by `category` and by the group it is shared with (`group_id`). An
    /// employer admin sees what is shared with their group only.
    #[oai(path = "/resources", method = "get", operation_id = "listResources")]
    #[allow(clippy::too_many_arguments)]
    async fn list(
        &self,
        state: Data<&AppState>,
        auth: SessionCookie,
        page: Query<Option<u32>>,
        per_page: Query<Option<u32>>,
        sort: Query<Option<String>>,
        order: Query<Option<String>>,
        q: Query<Option<String>>,
        category: Query<Option<ResourceCategory>>,
        group_id: Query<Option<Uuid>>,
    ) -> ApiResult<Json<ResourceLibrary>> {
        let asked = LibraryListing {
            page: page.0,
            per_page: per_page.0,
            sort: sort.0,
            order: order.0,
            q: q.0,
            category: category.0,
            group_id: group_id.0,
        };
        Ok(Json(list_resources(&state, &auth.0, asked).await?))
    }

    /// Upload a resource (size and type checked from the content) with its title, category and
    /// description. Audited.
    #[oai(path = "/resources", method = "post", operation_id = "uploadResource")]
    async fn upload(
        &self,
        state: Data<&AppState>,
        req: &Request,
        auth: SessionCookie,
        body: ResourceUpload,
    ) -> ApiResult<Created> {
        let ResourceUpload {
            file,
            title,
            category,
            description,
        } = body;
        let details = Details {
            title,
            category,
            description,
        };
        let resource = upload_resource(&state, &auth.0, &client_ip(req), file, details).await?;
        Ok(Created::Created(Json(resource)))
    }

    /// One resource with the groups it is shared with.
    #[oai(path = "/resources/:id", method = "get", operation_id = "getResource")]
    async fn view(
        &self,
        state: Data<&AppState>,
        auth: SessionCookie,
        id: Path<Uuid>,
    ) -> ApiResult<Json<Resource>> {
        Ok(Json(view_resource(&state, &auth.0, id.0).await?))
    }

    /// Change a resource's title, category and description at the version read. Audited.
    #[oai(
        path = "/resources/:id",
        method = "put",
        operation_id = "updateResource"
    )]
    async fn update(
        &self,
        state: Data<&AppState>,
        req: &Request,
        auth: SessionCookie,
        id: Path<Uuid>,
        body: Json<ResourceChanges>,
    ) -> ApiResult<Json<Resource>> {
        Ok(Json(
            update_resource(&state, &auth.0, &client_ip(req), id.0, &body.0).await?,
        ))
    }

    /// Delete a resource: it is no longer shared with anyone. Audited.
    #[oai(
        path = "/resources/:id",
        method = "delete",
        operation_id = "deleteResource"
    )]
    async fn delete(
        &self,
        state: Data<&AppState>,
        req: &Request,
        auth: SessionCookie,
        id: Path<Uuid>,
    ) -> ApiResult<Removed> {
        delete_resource(&state, &auth.0, &client_ip(req), id.0).await?;
        Ok(Removed::Done)
    }

    /// Download a resource's file.
    #[oai(
        path = "/resources/:id/download",
        method = "get",
        operation_id = "downloadResource"
    )]
    async fn download(
        &self,
        state: Data<&AppState>,
        auth: SessionCookie,
        id: Path<Uuid>,
    ) -> ApiResult<Attachment<Vec<u8>>> {
        Ok(attachment(download_resource(&state, &auth.0, id.0).await?))
    }

    /// Share a resource with groups, for their HR only or their employees too; sharing again
    /// with a group changes whether its employees see it. Audited per group.
    #[oai(
        path = "/resources/:id/shares",
        method = "post",
        operation_id = "shareResource"
    )]
    async fn share(
        &self,
        state: Data<&AppState>,
        req: &Request,
        auth: SessionCookie,
        id: Path<Uuid>,
        body: Json<ResourceShareRequest>,
    ) -> ApiResult<Json<Resource>> {
        Ok(Json(
            share_resource(&state, &auth.0, &client_ip(req), id.0, &body.0).await?,
        ))
    }

    /// Stop sharing a resource with a group. Audited.
    #[oai(
        path = "/resources/:id/shares/:group_id",
        method = "delete",
        operation_id = "unshareResource"
    )]
    async fn unshare(
        &self,
        state: Data<&AppState>,
        req: &Request,
        auth: SessionCookie,
        id: Path<Uuid>,
        group_id: Path<Uuid>,
    ) -> ApiResult<Json<Resource>> {
        Ok(Json(
            unshare_resource(&state, &auth.0, &client_ip(req), id.0, group_id.0).await?,
        ))
    }

    /// What my employer shares with its employees, the latest first.
    #[oai(
        path = "/my/resources",
        method = "get",
        operation_id = "listMyResources"
    )]
    async fn mine(
        &self,
        state: Data<&AppState>,
        auth: SessionCookie,
        page: Query<Option<u32>>,
        per_page: Query<Option<u32>>,
    ) -> ApiResult<Json<MyResources>> {
        Ok(Json(
            list_my_resources(&state, &auth.0, page.0, per_page.0).await?,
        ))
    }

    /// Download a resource my employer shares with its employees.
    #[oai(
        path = "/my/resources/:id/download",
        method = "get",
        operation_id = "downloadMyResource"
    )]
    async fn download_mine(
        &self,
        state: Data<&AppState>,
        auth: SessionCookie,
        id: Path<Uuid>,
    ) -> ApiResult<Attachment<Vec<u8>>> {
        Ok(attachment(
            download_my_resource(&state, &auth.0, id.0).await?,
        ))
    }
}
