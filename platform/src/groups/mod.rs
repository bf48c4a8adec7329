//! Employer groups: the agency's book of clients, their settings, contacts and team.

pub mod add_contact;
pub mod api;
pub mod change_status;
pub mod create_group;
pub mod dto;
pub mod enrollment_code;
pub mod export_groups;
mod facts;
pub mod group_overview;
pub mod issue_code;
pub mod list_contacts;
pub mod list_groups;
pub mod lookup_zip;
pub mod queries;
pub mod remove_contact;
pub mod rules;
pub mod set_team;
pub mod update_contact;
pub mod update_group;
pub mod update_settings;
pub mod validate;
pub mod view_group;
pub mod view_team;
