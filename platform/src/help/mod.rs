//! The help centre: articles written for the product, shipped with it and published on start
//! (markdown rendered and sanitized on the server), browsed by category and searched by full
//! text, each with "was this helpful?"; the contact form, its messages kept for the back
//! office and sent to the agency's support address; and the articles each agency writes for its
//! own clients, shown beside the platform's on its host.

pub mod api;
mod article_rules;
pub mod browse;
pub mod contact;
mod delete_agency_article;
pub mod dto;
pub mod feedback;
pub mod library;
mod list_agency_articles;
pub mod list_requests;
mod preview_article;
pub mod queries;
pub mod render;
pub mod save_agency_article;
pub mod search_articles;
