//! Carrier files: what a group's enrollment tells each carrier, as X12 834 change and full files
//! and as a census in the common carrier layout. Every file is kept as a document with what it
//! told the carrier, so the next change file carries only what changed since.

pub mod api;
pub mod census_layout;
pub mod dto;
pub mod generate_file;
pub mod list_files;
pub mod queries;
pub mod roster;
pub mod view_samples;
pub mod x12_layout;
