//! The agency's subscription to Canopy: the plan catalogue, where the subscription stands, the
//! agency's usage against its plan's limits (held in the writes that add to them), Stripe's
//! Checkout, customer portal and webhooks, and the read-only state of a lapsed agency.

pub mod api;
pub mod dto;
mod queries;
pub mod rules;
pub mod signature;
pub mod stripe;

// Use cases.
pub mod limits;
pub mod list_catalogue;
pub mod list_invoices;
pub mod list_plans;
pub mod open_portal;
pub mod receive_event;
pub mod remind_trial;
pub mod start_checkout;
pub mod subscription;
pub mod update_catalogue_plan;
pub mod view_agency_billing;
pub mod view_billing;
