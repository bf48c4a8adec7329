//! The resource library API's request and response objects.

use std::collections::HashMap;

use chrono::{DateTime, Utc};
use poem_openapi::payload::Json;
use poem_openapi::types::multipart::Upload;
use poem_openapi::{ApiResponse, Multipart, Object};
use uuid::Uuid;

use super::queries::{ResourceRow, ShareRow, SharedRow};
use crate::vocabulary::ResourceCategory;

/// A resource of the agency's library: a file with its title, category and description, and
/// the groups it is shared with.
#[derive(Debug, Object)]
pub struct Resource {
    pub id: Uuid,
    pub title: String,
    pub category: ResourceCategory,
    /// Empty when none was given.
    pub description: String,
    /// The name of the file as it was uploaded (and downloads).
    pub file_name: String,
    pub content_type: String,
    /// Bytes.
    pub size: i64,
    pub uploaded_by_name: String,
    pub created_at: DateTime<Utc>,
    pub updated_at: DateTime<Utc>,
    /// Send it back with a change; a resource changed since is refused.
    pub version: i32,
    /// The groups it is shared with, by name; an employer admin sees their own group's only.
    pub shares: Vec<ResourceShare>,
}

#[derive(Debug, Object)]
pub struct ResourceShare {
    pub group_id: Uuid,
    pub group_name: String,
    /// The group's employees see it on their benefits home, not only its HR.
    pub visible_to_employees: bool,
    pub shared_by_name: String,
    pub shared_at: DateTime<Utc>,
}

impl From<ShareRow> for ResourceShare {
    fn from(s: ShareRow) -> Self {
        Self {
            group_id: s.group_id,
            group_name: s.group_name,
            visible_to_employees: s.visible_to_employees,
            shared_by_name: s.shared_by_name,
            shared_at: s.shared_at,
        }
    }
}

impl Resource {
    pub fn new(r: ResourceRow, shares: Vec<ResourceShare>) -> Self {
        Self {
            id: r.id,
            title: r.title,
            category: r.category,
            description: r.description,
            file_name: r.file_name,
            content_type: r.content_type,
            size: r.size,
            uploaded_by_name: r.uploaded_by_name,
            created_at: r.created_at,
            updated_at: r.updated_at,
            version: r.version,
            shares,
        }
    }

    /// Resources with their shares, in the resources' order.
    pub fn assemble(rows: Vec<ResourceRow>, shares: Vec<ShareRow>) -> Vec<Self> {
        let mut by_resource: HashMap<Uuid, Vec<ResourceShare>> = HashMap::new();
        for s in shares {
            by_resource.entry(s.resource_id).or_default().push(s.into());
        }
        rows.into_iter()
            .map(|r| {
                let shares = by_resource.remove(&r.id).unwrap_or_default();
                Self::new(r, shares)
            })
            .collect()
    }
}

/// One page of the library, with how many resources of each category the search finds.
#[derive(Debug, Object)]
pub struct ResourceLibrary {
    pub data: Vec<Resource>,
    /// Resources matching the search and filters, across all pages.
    pub total: i64,
    /// Per category, the resources the same search and group filter find (whatever the
    /// category asked); categories with none are left out.
    pub categories: Vec<ResourceCategoryCount>,
}

#[derive(Debug, Object)]
pub struct ResourceCategoryCount {
    pub category: ResourceCategory,
    pub count: i64,
}

#[derive(Debug, Multipart)]
pub struct ResourceUpload {
    /// PDF, Word, Excel, PowerPoint, CSV, text or an image; at most 25 MB.
    pub file: Upload,
    /// At most 200 characters; the file's name when left out.
    pub title: Option<String>,
    pub category: ResourceCategory,
    /// What it is for and who should read it; at most 2,000 characters.
    pub description: Option<String>,
}

/// A resource's title, category and description, at the version read.
#[derive(Debug, Object)]
pub struct ResourceChanges {
    /// At most 200 characters.
    pub title: String,
    pub category: ResourceCategory,
    /// At most 2,000 characters; empty or left out for none.
    pub description: Option<String>,
    pub version: i32,
}

/// Share a resource with groups, or change whether their employees see it.
#[derive(Debug, Object)]
pub struct ResourceShareRequest {
    /// One to 200 groups of the agency.
    pub group_ids: Vec<Uuid>,
    /// The groups' employees see it too, not only their HR.
    pub visible_to_employees: bool,
}

/// What my employer shares with its employees.
#[derive(Debug, Object)]
pub struct MyResources {
    /// My employer, as the agency knows it.
    pub employer_name: String,
    pub data: Vec<MyResource>,
    pub total: i64,
}

#[derive(Debug, Object)]
pub struct MyResource {
    pub id: Uuid,
    pub title: String,
    pub category: ResourceCategory,
    pub description: String,
    pub file_name: String,
    pub content_type: String,
    pub size: i64,
    pub shared_at: DateTime<Utc>,
}

impl From<SharedRow> for MyResource {
    fn from(s: SharedRow) -> Self {
        let r = s.resource;
        Self {
            id: r.id,
            title: r.title,
            category: r.category,
            description: r.description,
            file_name: r.file_name,
            content_type: r.content_type,
            size: r.size,
            shared_at: s.shared_at,
        }
    }
}

#[derive(ApiResponse)]
pub enum Created {
    #[oai(status = 201)]
    Created(Json<Resource>),
}

#[derive(ApiResponse)]
pub enum Removed {
    #[oai(status = 204)]
    Done,
}
