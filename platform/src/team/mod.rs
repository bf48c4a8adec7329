//! The agency's team: invitations, role changes and deactivation, and the agency's own roles.

pub mod accept_invite;
pub mod api;
pub mod define_role;
pub mod delete_role;
pub mod dto;
pub mod invite_member;
pub mod queries;
pub mod resend_invite;
pub mod revoke_invite;
pub mod roles;
pub mod rules;
pub mod view_invites;
pub mod view_roles;
