//! `/notifications`: the caller's own notifications, read and unread.

use poem::web::Data;
use poem_openapi::param::{Path, Query};
use poem_openapi::payload::Json;
use poem_openapi::OpenApi;
use uuid::Uuid;

use super::dto::{MarkedRead, Notification, NotificationPage};
use super::list_notifications::list_notifications;
use super::mark_all_read::mark_all_read;
use super::mark_read::mark_read;
use crate::api::ApiTags;
use crate::auth::SessionCookie;
use crate::error::ApiResult;
use crate::state::AppState;

pub struct NotificationsApi;

#[OpenApi(tag = "ApiTags::Notifications")]
impl NotificationsApi {
    /// The caller's notifications, newest first, with how many are unread; `unread=true` lists
    /// only the unread ones.
    #[oai(
        path = "/notifications",
        method = "get",
        operation_id = "listNotifications"
    )]
    async fn list(
        &self,
        state: Data<&AppState>,
        auth: SessionCookie,
        page: Query<Option<u32>>,
        per_page: Query<Option<u32>>,
        unread: Query<Option<bool>>,
    ) -> ApiResult<Json<NotificationPage>> {
        let inbox = list_notifications(
            &state,
            &auth.0,
            page.0,
            per_page.0,
            unread.0.unwrap_or(false),
        )
        .await?;
        Ok(Json(NotificationPage {
            data: inbox.rows.into_iter().map(Notification::from).collect(),
            total: inbox.total,
            unread: inbox.unread,
        }))
    }

    /// Mark one of the caller's notifications read (someone else's is not found).
    #[oai(
        path = "/notifications/:id/read",
        method = "post",
        operation_id = "markNotificationRead"
    )]
    async fn read(
        &self,
        state: Data<&AppState>,
        auth: SessionCookie,
        id: Path<Uuid>,
    ) -> ApiResult<Json<Notification>> {
        Ok(Json(mark_read(&state, &auth.0, id.0).await?.into()))
    }

    /// Mark all the caller's notifications read.
    #[oai(
        path = "/notifications/read-all",
        method = "post",
        operation_id = "markAllNotificationsRead"
    )]
    async fn read_all(
        &self,
        state: Data<&AppState>,
        auth: SessionCookie,
    ) -> ApiResult<Json<MarkedRead>> {
        let marked = mark_all_read(&state, &auth.0).await?;
        Ok(Json(MarkedRead { marked }))
    }
}
