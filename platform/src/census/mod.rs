//! The census: the engine that reads any census file (pure), and the import workflow that
//! brings a file into a group's roster.

pub mod engine;
