//! The census: the engine that reads any census file (pure), and the import workflow that
//! brings a file into a group's roster (upload → map → check and fix → commit, undo, diff).

pub mod api;
pub mod binary_copy;
pub mod commit;
pub mod engine;
pub mod fields;
pub mod import;
pub mod kept;
pub mod matching;
pub mod queries;
pub mod snapshot;
pub mod worker;
pub mod workflow;
