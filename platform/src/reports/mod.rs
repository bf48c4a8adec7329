//! Reports (a preview): the book of business on a date (premium in force by carrier and line,
//! the commission the agency's rates earn on it, groups by lifecycle stage, the renewals of the
//! next twelve months) and the open enrollments of a period (participation against the
//! carriers' minimums, elections by plan and tier, waivers by reason, completion day by day),
//! filtered by broker, each table exported as CSV or a workbook; the agency's commission rates.

mod access;
pub mod api;
pub mod book_of_business;
pub mod dto;
pub mod enrollment_report;
pub mod export_book;
pub mod export_enrollment;
pub mod files;
pub mod queries;
pub mod rules;
pub mod set_commission_rates;
pub mod view_commission_rates;
