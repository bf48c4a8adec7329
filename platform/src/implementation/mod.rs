//! Carrier implementation: after enrollment closes, a checklist per carrier of the approved design
//! (built from the agency's template for that carrier), the carrier's group number, and the mark
//! that the carrier is implemented, which the move to active waits on.

pub mod api;
pub mod dto;
pub mod mark_implemented;
pub mod notify_overdue;
pub mod queries;
pub mod record_group_number;
pub mod rules;
pub mod save_template;
pub mod start;
pub mod update_item;
pub mod view_board;
pub mod view_implementation;
pub mod view_templates;
