//! The notifications' response objects.

use chrono::{DateTime, Utc};
use poem_openapi::Object;
use uuid::Uuid;

use super::queries::NotificationRow;
use crate::vocabulary::NotificationKind;

#[derive(Debug, Object)]
#[oai(skip_serializing_if_is_none)]
pub struct Notification {
    pub id: Uuid,
    pub kind: NotificationKind,
    pub group_id: Uuid,
    pub group_name: String,
    pub title: String,
    pub body: String,
    /// The portal page it is about, e.g. `/dashboard/groups/{id}/plan-design`.
    pub link: String,
    pub created_at: DateTime<Utc>,
    /// When the recipient first read it; absent while unread.
    pub read_at: Option<DateTime<Utc>>,
}

impl From<NotificationRow> for Notification {
    fn from(r: NotificationRow) -> Self {
        Self {
            id: r.id,
            kind: r.kind,
            group_id: r.group_id,
            group_name: r.group_name,
            title: r.title,
            body: r.body,
            link: r.link,
            created_at: r.created_at,
            read_at: r.read_at,
        }
    }
}

/// A page of the caller's notifications.
#[derive(Debug, Object)]
pub struct NotificationPage {
    pub data: Vec<Notification>,
    /// Notifications matching the filter, across all pages.
    pub total: i64,
    /// The caller's unread notifications, whatever the filter.
    pub unread: i64,
}

#[derive(Debug, Object)]
pub struct MarkedRead {
    /// How many notifications were unread and are now read.
    pub marked: u64,
}
