//! The census: the engine that reads any census file (pure), and the import workflow that
//! brings a file into a group's roster (upload → map → check and fix → commit, undo, diff).

pub mod api;
pub mod binary_copy;
pub mod commit;
pub mod compare;
pub mod dto;
pub mod engine;
pub mod fields;
pub mod import;
pub mod kept;
pub mod labels;
pub mod locate;
pub mod matching;
pub mod queries;
pub mod rules;
pub mod snapshot;
pub mod tables;
pub mod views;
pub mod worker;
pub mod workflow;

// Use cases.
pub mod analyse_file;
pub mod clean_file;
pub mod delete_template;
pub mod diff_versions;
pub mod discard_import;
pub mod download_version;
pub mod fix_cells;
pub mod list_rows;
pub mod list_templates;
pub mod list_versions;
pub mod map_columns;
pub mod request_commit;
pub mod run_commit;
pub mod show_import;
pub mod undo_import;
pub mod upload;
