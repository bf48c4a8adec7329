//! Background jobs of an agency (census commits, file generation): recorded in its schema,
//! run in-process, their progress streamed over SSE from the database so any replica can
//! serve the stream.

pub mod api;
pub mod queries;
pub mod runner;
