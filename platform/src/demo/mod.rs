//! Deterministic demo data: the census generator (also used by the benchmarks) and the demo
//! agency's book of groups.

pub mod bench_implementation;
pub mod benefits;
pub mod book;
pub mod census;
pub mod commission_rates;
pub mod enrollment;
pub mod help_articles;
pub mod implementation;
pub mod previews;
pub mod quotes;
pub mod reenrollment;
pub mod renewal;
pub mod resources;
pub mod statements;

/// An employer admin of `group_id` as the demo acts for them.
pub fn employer_admin(
    agency: &tenants::Agency,
    user_id: uuid::Uuid,
    email: String,
    name: String,
    group_id: uuid::Uuid,
) -> crate::auth::Principal {
    crate::auth::Principal {
        session_id: uuid::Uuid::nil(),
        user_id,
        email,
        name,
        email_verified: true,
        role: "employer_admin".into(),
        agency: Some(agency.clone()),
        membership_id: None,
        group_id: Some(group_id),
        employee_id: None,
    }
}
