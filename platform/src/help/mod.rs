//! The help centre: articles written for the product, shipped with it and published on start
//! (markdown rendered and sanitized on the server), browsed by category and searched by full
//! text, each with "was this helpful?"; the contact form, its messages kept for the back
//! office and sent to the agency's support address.

pub mod api;
pub mod browse;
pub mod contact;
pub mod dto;
pub mod feedback;
pub mod library;
pub mod list_requests;
pub mod queries;
pub mod render;
pub mod search_articles;
