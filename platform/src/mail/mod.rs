//! Email: branded templates, the outbox every message is kept in, and the SMTP sender.

pub mod outbox;
pub mod sender;
pub mod templates;

pub use templates::{Mail, MailBrand, Rendered};
