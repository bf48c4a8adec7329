//! The agency's benefits catalogue (a preview): categories from medical to EAP in the agency's
//! order, and the options in each with their carrier, the catalogue plan they are, who is
//! eligible and links to their documents; browsed, searched and filtered, and kept by brokers.

pub mod api;
pub mod check_option;
pub mod create_category;
pub mod create_option;
pub mod dto;
pub mod list_categories;
pub mod list_options;
pub mod queries;
pub mod rules;
pub mod update_category;
pub mod update_option;
pub mod view_category;
pub mod view_option;
