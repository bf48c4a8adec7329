//! A group's documents: contracts, SBCs, applications, invoices.

pub mod api;
pub mod delete_document;
pub mod download_document;
pub mod dto;
pub mod list_documents;
pub mod queries;
pub mod rules;
pub mod upload_document;
