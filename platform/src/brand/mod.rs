//! The brand of the agency a host names (or the platform's own), its editor, and custom domains.

pub mod add_domain;
pub mod api;
pub mod brand_asset;
pub mod contrast;
pub mod dto;
pub mod host_brand;
pub mod letterhead;
pub mod list_domains;
pub mod queries;
pub mod remove_domain;
pub mod remove_image;
pub mod rules;
pub mod svg;
pub mod update_settings;
pub mod upload_image;
pub mod verify_domain;
pub mod view_settings;
