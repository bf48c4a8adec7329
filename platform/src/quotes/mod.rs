//! Quotes: a group's census priced against chosen plans on an effective date, kept as a
//! snapshot (members and rates) until re-rated; proposals as XLSX and branded PDF; the market
//! analysis across every quoted plan.

pub mod api;
pub mod engine;
pub mod proposal;
pub mod queries;
