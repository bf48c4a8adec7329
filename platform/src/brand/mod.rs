//! The brand of the agency a host names (or the platform's own), its editor, and custom domains.

pub mod api;
pub mod contrast;
pub mod domains;
pub mod queries;
pub mod settings;
pub mod svg;
