//! Premium statements: for each group and month, what each carrier may bill from the elections
//! in force and the carrier's mid-month rule, per plan and tier and per employee; the carrier's
//! invoice uploaded beside it and compared (billed but not enrolled, enrolled but not billed,
//! wrong plan, tier or rate), each difference disputed or resolved; the statement as a workbook
//! or a branded PDF.

pub mod act_on_difference;
pub mod api;
pub mod dto;
pub mod export_statement;
pub mod invoice_file;
pub mod list_statements;
pub mod queries;
pub mod rules;
pub mod statement;
pub mod statement_file;
pub mod upload_invoice;
pub mod view_statement;
