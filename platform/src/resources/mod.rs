//! The agency's resource library (a preview): forms, plan documents and compliance guides kept
//! in the document storage with a title, category and description; searched, edited at their
//! version, shared with employer groups (for their HR, or their employees too), whose employer
//! admins and employees then read and download them in their own portal.

pub mod api;
pub mod delete_resource;
pub mod download_my_resource;
pub mod download_resource;
pub mod dto;
pub mod list_my_resources;
pub mod list_resources;
pub mod queries;
pub mod rules;
pub mod share_resource;
pub mod unshare_resource;
pub mod update_resource;
pub mod upload_resource;
pub mod view_resource;
