//! The billing area's SQL: the plan catalogue and subscriptions (`public`), usage (the agency's
//! schema and memberships).

use chrono::{DateTime, Utc};
use sqlx::{PgConnection, PgPool};
use uuid::Uuid;

use super::stripe::StripeInvoice;
use crate::vocabulary::{BillingInterval, SubscriptionStatus};
use tenants::TenantTx;

#[derive(Debug, Clone, sqlx::FromRow)]
pub struct PlanRow {
    pub id: String,
    pub name: String,
    pub tagline: String,
    pub monthly_cents: i64,
    pub yearly_cents: i64,
    pub max_groups: Option<i32>,
    pub max_employees: Option<i32>,
    pub max_seats: Option<i32>,
    pub features: Vec<String>,
}

const PLAN_COLUMNS: &str = "id, name, tagline, monthly_cents, yearly_cents, max_groups, max_employees, max_seats, features";

/// The plans on offer, in the catalogue's order.
pub async fn active_plans(pool: &PgPool) -> Result<Vec<PlanRow>, sqlx::Error> {
    sqlx::query_as(&format!(
        "SELECT {PLAN_COLUMNS} FROM billing_plans WHERE active ORDER BY position, id"
    ))
    .fetch_all(pool)
    .await
}

#[derive(Debug, sqlx::FromRow)]
pub struct SubscriptionRow {
    pub plan: String,
    pub status: SubscriptionStatus,
    pub trial_ends_at: Option<DateTime<Utc>>,
    pub billing_interval: Option<BillingInterval>,
    pub current_period_end: Option<DateTime<Utc>>,
    pub cancel_at_period_end: bool,
    pub has_customer: bool,
}

pub async fn subscription(
    pool: &PgPool,
    agency_id: Uuid,
) -> Result<Option<SubscriptionRow>, sqlx::Error> {
    sqlx::query_as(
        "SELECT plan, status, trial_ends_at, billing_interval, current_period_end,
                cancel_at_period_end, stripe_customer_id IS NOT NULL AS has_customer
         FROM subscriptions WHERE agency_id = $1",
    )
    .bind(agency_id)
    .fetch_optional(pool)
    .await
}

/// What a plan's limits count, now.
#[derive(Debug, Clone, Copy, PartialEq, Eq, sqlx::FromRow)]
pub struct UsageRow {
    pub groups: i64,
    pub employees: i64,
    pub seats: i64,
}

/// What each limit counts, in the agency's schema (`$1` the agency): groups not archived,
/// their employees not terminated, and team seats (active staff, and staff invitations pending,
/// which are seats spoken for).
const GROUPS: &str =
    "SELECT count(*) FROM groups WHERE status <> 'archived' AND $1::uuid IS NOT NULL";
const EMPLOYEES: &str = "SELECT count(*) FROM employees e JOIN groups g ON g.id = e.group_id
     WHERE g.status <> 'archived' AND e.status <> 'terminated' AND $1::uuid IS NOT NULL";
const SEATS: &str = "SELECT (SELECT count(*) FROM public.memberships m
              WHERE m.agency_id = $1 AND m.status = 'active'
                AND m.group_id IS NULL AND m.employee_id IS NULL)
          + (SELECT count(*) FROM public.invites i
              WHERE i.agency_id = $1 AND i.accepted_at IS NULL AND i.revoked_at IS NULL
                AND i.expires_at > now() AND i.group_id IS NULL AND i.employee_id IS NULL)";

pub async fn usage(tx: &mut TenantTx, agency_id: Uuid) -> Result<UsageRow, sqlx::Error> {
    sqlx::query_as(&format!(
        "SELECT ({GROUPS}) AS groups, ({EMPLOYEES}) AS employees, ({SEATS}) AS seats"
    ))
    .bind(agency_id)
    .fetch_one(tx.conn())
    .await
}

/// The subscription's row, locked until the transaction ends: webhook deliveries, checkouts
/// and writes counted against the plan's limits for one agency take their turn.
#[derive(Debug, sqlx::FromRow)]
pub struct LockedSubscription {
    pub plan: String,
    pub status: SubscriptionStatus,
    pub stripe_customer_id: Option<String>,
    pub stripe_subscription_id: Option<String>,
}

pub async fn lock_subscription(
    conn: &mut PgConnection,
    agency_id: Uuid,
) -> Result<Option<LockedSubscription>, sqlx::Error> {
    sqlx::query_as(
        "SELECT plan, status, stripe_customer_id, stripe_subscription_id
         FROM public.subscriptions WHERE agency_id = $1 FOR UPDATE",
    )
    .bind(agency_id)
    .fetch_optional(conn)
    .await
}

pub async fn plan_limits(
    conn: &mut PgConnection,
    plan: &str,
) -> Result<Option<PlanRow>, sqlx::Error> {
    sqlx::query_as(&format!(
        "SELECT {PLAN_COLUMNS} FROM public.billing_plans WHERE id = $1"
    ))
    .bind(plan)
    .fetch_optional(conn)
    .await
}

pub async fn set_customer(
    conn: &mut PgConnection,
    agency_id: Uuid,
    customer: &str,
) -> Result<(), sqlx::Error> {
    sqlx::query(
        "UPDATE public.subscriptions SET stripe_customer_id = $2, updated_at = now() WHERE agency_id = $1",
    )
    .bind(agency_id)
    .bind(customer)
    .execute(conn)
    .await?;
    Ok(())
}

/// A plan's Stripe price for an interval (`month` or `year`), when the operator mapped one.
pub async fn plan_price(
    pool: &PgPool,
    plan: &str,
    interval: &str,
) -> Result<Option<Option<String>>, sqlx::Error> {
    sqlx::query_scalar(
        "SELECT CASE WHEN $2 = 'year' THEN stripe_yearly_price ELSE stripe_monthly_price END
         FROM billing_plans WHERE id = $1 AND active",
    )
    .bind(plan)
    .bind(interval)
    .fetch_optional(pool)
    .await
}

/// The plan a Stripe price belongs to.
pub async fn plan_of_price(
    conn: &mut PgConnection,
    price: &str,
) -> Result<Option<String>, sqlx::Error> {
    sqlx::query_scalar(
        "SELECT id FROM public.billing_plans WHERE stripe_monthly_price = $1 OR stripe_yearly_price = $1",
    )
    .bind(price)
    .fetch_optional(conn)
    .await
}

pub async fn agency_of_customer(
    conn: &mut PgConnection,
    customer: &str,
) -> Result<Option<Uuid>, sqlx::Error> {
    sqlx::query_scalar("SELECT agency_id FROM public.subscriptions WHERE stripe_customer_id = $1")
        .bind(customer)
        .fetch_optional(conn)
        .await
}

/// Stores a webhook event the first time it arrives; `false` when it was already stored.
pub async fn record_event(
    conn: &mut PgConnection,
    event: &NewEvent<'_>,
) -> Result<bool, sqlx::Error> {
    let stored = sqlx::query(
        "INSERT INTO public.billing_events (id, type, stripe_created, agency_id, outcome, payload)
         VALUES ($1, $2, $3, $4, $5, $6) ON CONFLICT (id) DO NOTHING",
    )
    .bind(event.id)
    .bind(event.kind)
    .bind(event.created)
    .bind(event.agency_id)
    .bind(event.outcome)
    .bind(event.payload)
    .execute(conn)
    .await?;
    Ok(stored.rows_affected() == 1)
}

pub struct NewEvent<'a> {
    pub id: &'a str,
    pub kind: &'a str,
    pub created: DateTime<Utc>,
    pub agency_id: Option<Uuid>,
    pub outcome: &'a str,
    pub payload: &'a serde_json::Value,
}

/// The subscription as Stripe holds it now.
pub struct SubscriptionUpdate<'a> {
    pub plan: Option<&'a str>,
    pub status: SubscriptionStatus,
    pub stripe_subscription_id: &'a str,
    pub interval: Option<&'a str>,
    pub current_period_end: Option<DateTime<Utc>>,
    pub cancel_at_period_end: bool,
}

pub async fn apply_subscription(
    conn: &mut PgConnection,
    agency_id: Uuid,
    update: &SubscriptionUpdate<'_>,
) -> Result<(), sqlx::Error> {
    sqlx::query(
        "UPDATE public.subscriptions
         SET plan = coalesce($2, plan), status = $3, stripe_subscription_id = $4,
             billing_interval = coalesce($5, billing_interval), current_period_end = $6,
             cancel_at_period_end = $7, updated_at = now()
         WHERE agency_id = $1",
    )
    .bind(agency_id)
    .bind(update.plan)
    .bind(update.status)
    .bind(update.stripe_subscription_id)
    .bind(update.interval)
    .bind(update.current_period_end)
    .bind(update.cancel_at_period_end)
    .execute(conn)
    .await?;
    Ok(())
}

pub async fn upsert_invoice(
    conn: &mut PgConnection,
    agency_id: Uuid,
    invoice: &StripeInvoice,
) -> Result<(), sqlx::Error> {
    sqlx::query(
        "INSERT INTO public.billing_invoices (id, agency_id, number, status, currency,
                amount_due_cents, amount_paid_cents, period_start, period_end, created,
                hosted_invoice_url, invoice_pdf)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12)
         ON CONFLICT (id) DO UPDATE SET number = EXCLUDED.number, status = EXCLUDED.status,
             amount_due_cents = EXCLUDED.amount_due_cents, amount_paid_cents = EXCLUDED.amount_paid_cents,
             hosted_invoice_url = EXCLUDED.hosted_invoice_url, invoice_pdf = EXCLUDED.invoice_pdf
         WHERE billing_invoices.agency_id = EXCLUDED.agency_id",
    )
    .bind(&invoice.id)
    .bind(agency_id)
    .bind(&invoice.number)
    .bind(&invoice.status)
    .bind(&invoice.currency)
    .bind(invoice.amount_due_cents)
    .bind(invoice.amount_paid_cents)
    .bind(invoice.period_start)
    .bind(invoice.period_end)
    .bind(invoice.created)
    .bind(&invoice.hosted_invoice_url)
    .bind(&invoice.invoice_pdf)
    .execute(conn)
    .await?;
    Ok(())
}

#[derive(Debug, sqlx::FromRow)]
pub struct InvoiceRow {
    pub id: String,
    pub number: Option<String>,
    pub status: String,
    pub currency: String,
    pub amount_due_cents: i64,
    pub amount_paid_cents: i64,
    pub period_start: DateTime<Utc>,
    pub period_end: DateTime<Utc>,
    pub created: DateTime<Utc>,
    pub hosted_invoice_url: Option<String>,
    pub invoice_pdf: Option<String>,
}

/// The agency's invoices, newest first.
pub async fn invoices(pool: &PgPool, agency_id: Uuid) -> Result<Vec<InvoiceRow>, sqlx::Error> {
    sqlx::query_as(
        "SELECT id, number, status, currency, amount_due_cents, amount_paid_cents, period_start,
                period_end, created, hosted_invoice_url, invoice_pdf
         FROM billing_invoices WHERE agency_id = $1 ORDER BY created DESC, id DESC LIMIT 60",
    )
    .bind(agency_id)
    .fetch_all(pool)
    .await
}

pub async fn stripe_customer(
    pool: &PgPool,
    agency_id: Uuid,
) -> Result<Option<String>, sqlx::Error> {
    Ok(sqlx::query_scalar::<_, Option<String>>(
        "SELECT stripe_customer_id FROM subscriptions WHERE agency_id = $1",
    )
    .bind(agency_id)
    .fetch_optional(pool)
    .await?
    .flatten())
}

/// What the plan limits of `kind`, now, on a connection in the agency's schema.
pub async fn count(
    conn: &mut PgConnection,
    agency_id: Uuid,
    kind: crate::vocabulary::UsageKind,
) -> Result<i64, sqlx::Error> {
    use crate::vocabulary::UsageKind;
    let sql = match kind {
        UsageKind::Groups => GROUPS,
        UsageKind::Employees => EMPLOYEES,
        UsageKind::Seats => SEATS,
    };
    sqlx::query_scalar(sql)
        .bind(agency_id)
        .fetch_one(conn)
        .await
}

/// A plan as the operator edits it: its Stripe prices, place and state too.
#[derive(Debug, Clone, sqlx::FromRow)]
pub struct CataloguePlanRow {
    pub id: String,
    pub name: String,
    pub tagline: String,
    pub position: i32,
    pub monthly_cents: i64,
    pub yearly_cents: i64,
    pub max_groups: Option<i32>,
    pub max_employees: Option<i32>,
    pub max_seats: Option<i32>,
    pub features: Vec<String>,
    pub stripe_monthly_price: Option<String>,
    pub stripe_yearly_price: Option<String>,
    pub active: bool,
    pub version: i32,
    pub updated_at: DateTime<Utc>,
}

const CATALOGUE_COLUMNS: &str = "id, name, tagline, position, monthly_cents, yearly_cents, max_groups, max_employees, max_seats, features, stripe_monthly_price, stripe_yearly_price, active, version, updated_at";

pub async fn catalogue(pool: &PgPool) -> Result<Vec<CataloguePlanRow>, sqlx::Error> {
    sqlx::query_as(&format!(
        "SELECT {CATALOGUE_COLUMNS} FROM billing_plans ORDER BY position, id"
    ))
    .fetch_all(pool)
    .await
}

pub async fn catalogue_plan(
    pool: &PgPool,
    id: &str,
) -> Result<Option<CataloguePlanRow>, sqlx::Error> {
    sqlx::query_as(&format!(
        "SELECT {CATALOGUE_COLUMNS} FROM billing_plans WHERE id = $1"
    ))
    .bind(id)
    .fetch_optional(pool)
    .await
}

/// A plan's new terms, written only over the version the operator read.
pub struct PlanTerms<'a> {
    pub name: &'a str,
    pub tagline: &'a str,
    pub position: i32,
    pub monthly_cents: i64,
    pub yearly_cents: i64,
    pub max_groups: Option<i32>,
    pub max_employees: Option<i32>,
    pub max_seats: Option<i32>,
    pub features: &'a [String],
    pub stripe_monthly_price: Option<&'a str>,
    pub stripe_yearly_price: Option<&'a str>,
    pub active: bool,
}

pub async fn update_plan(
    pool: &PgPool,
    id: &str,
    version: i32,
    terms: &PlanTerms<'_>,
) -> Result<Option<CataloguePlanRow>, sqlx::Error> {
    sqlx::query_as(&format!(
        "UPDATE billing_plans SET name = $3, tagline = $4, position = $5, monthly_cents = $6,
                yearly_cents = $7, max_groups = $8, max_employees = $9, max_seats = $10,
                features = $11, stripe_monthly_price = $12, stripe_yearly_price = $13, active = $14,
                version = version + 1, updated_at = now()
         WHERE id = $1 AND version = $2
         RETURNING {CATALOGUE_COLUMNS}"
    ))
    .bind(id)
    .bind(version)
    .bind(terms.name)
    .bind(terms.tagline)
    .bind(terms.position)
    .bind(terms.monthly_cents)
    .bind(terms.yearly_cents)
    .bind(terms.max_groups)
    .bind(terms.max_employees)
    .bind(terms.max_seats)
    .bind(terms.features)
    .bind(terms.stripe_monthly_price)
    .bind(terms.stripe_yearly_price)
    .bind(terms.active)
    .fetch_optional(pool)
    .await
}

/// The agency's subscription as the operator sees it.
#[derive(Debug, sqlx::FromRow)]
pub struct AgencySubscriptionRow {
    pub plan: String,
    pub status: SubscriptionStatus,
    pub trial_ends_at: Option<DateTime<Utc>>,
    pub billing_interval: Option<BillingInterval>,
    pub current_period_end: Option<DateTime<Utc>>,
    pub cancel_at_period_end: bool,
    pub stripe_customer_id: Option<String>,
    pub stripe_subscription_id: Option<String>,
}

pub async fn agency_subscription(
    pool: &PgPool,
    agency_id: Uuid,
) -> Result<Option<AgencySubscriptionRow>, sqlx::Error> {
    sqlx::query_as(
        "SELECT plan, status, trial_ends_at, billing_interval, current_period_end,
                cancel_at_period_end, stripe_customer_id, stripe_subscription_id
         FROM subscriptions WHERE agency_id = $1",
    )
    .bind(agency_id)
    .fetch_optional(pool)
    .await
}

#[derive(Debug, sqlx::FromRow)]
pub struct EventRow {
    pub id: String,
    pub kind: String,
    pub outcome: String,
    pub stripe_created: DateTime<Utc>,
    pub received_at: DateTime<Utc>,
}

/// The webhook events last received for an agency.
pub async fn recent_events(
    pool: &PgPool,
    agency_id: Uuid,
    limit: i64,
) -> Result<Vec<EventRow>, sqlx::Error> {
    sqlx::query_as(
        "SELECT id, type AS kind, outcome, stripe_created, received_at FROM billing_events
         WHERE agency_id = $1 ORDER BY received_at DESC, stripe_created DESC LIMIT $2",
    )
    .bind(agency_id)
    .bind(limit)
    .fetch_all(pool)
    .await
}

#[derive(Debug, sqlx::FromRow)]
pub struct TrialRow {
    pub status: SubscriptionStatus,
    pub trial_ends_at: Option<DateTime<Utc>>,
    pub trial_reminders_sent: Vec<i32>,
}

/// The agency's trial, locked while its reminder is sent: two rounds at once send it once.
pub async fn lock_trial(
    conn: &mut PgConnection,
    agency_id: Uuid,
) -> Result<Option<TrialRow>, sqlx::Error> {
    sqlx::query_as(
        "SELECT status, trial_ends_at, trial_reminders_sent FROM public.subscriptions
         WHERE agency_id = $1 FOR UPDATE",
    )
    .bind(agency_id)
    .fetch_optional(conn)
    .await
}

pub async fn mark_trial_reminded(
    conn: &mut PgConnection,
    agency_id: Uuid,
    days: i32,
) -> Result<(), sqlx::Error> {
    sqlx::query(
        "UPDATE public.subscriptions SET trial_reminders_sent = array_append(trial_reminders_sent, $2)
         WHERE agency_id = $1",
    )
    .bind(agency_id)
    .bind(days)
    .execute(conn)
    .await?;
    Ok(())
}

#[derive(Debug, sqlx::FromRow)]
pub struct OwnerRow {
    pub email: String,
    pub name: String,
}

/// The agency's active owners, who hear about its subscription.
pub async fn owners(
    conn: &mut PgConnection,
    agency_id: Uuid,
) -> Result<Vec<OwnerRow>, sqlx::Error> {
    sqlx::query_as(
        "SELECT u.email, u.name FROM public.memberships m JOIN public.users u ON u.id = m.user_id
         WHERE m.agency_id = $1 AND m.role = 'owner' AND m.status = 'active' AND u.deactivated_at IS NULL
         ORDER BY u.email",
    )
    .bind(agency_id)
    .fetch_all(conn)
    .await
}
