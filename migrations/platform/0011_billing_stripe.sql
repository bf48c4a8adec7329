-- The agency's subscription as Stripe last told it, the webhook events received (each once),
-- and the invoices Stripe sent the agency.
ALTER TABLE subscriptions
    ADD COLUMN billing_interval     text CHECK (billing_interval IN ('month', 'year')),
    ADD COLUMN current_period_end   timestamptz,
    ADD COLUMN cancel_at_period_end boolean NOT NULL DEFAULT false,
    -- Days before the trial's end whose reminder was sent (7, 1).
    ADD COLUMN trial_reminders_sent int[] NOT NULL DEFAULT '{}';

CREATE UNIQUE INDEX subscriptions_stripe_customer ON subscriptions (stripe_customer_id)
    WHERE stripe_customer_id IS NOT NULL;

CREATE TABLE billing_events (
    id             text PRIMARY KEY,
    type           text NOT NULL,
    stripe_created timestamptz NOT NULL,
    agency_id      uuid REFERENCES agencies ON DELETE SET NULL,
    -- applied: the subscription was brought up to date from Stripe; ignored: nothing of ours.
    outcome        text NOT NULL CHECK (outcome IN ('applied', 'ignored')),
    received_at    timestamptz NOT NULL DEFAULT now(),
    payload        jsonb NOT NULL
);
CREATE INDEX billing_events_agency ON billing_events (agency_id, received_at DESC);
CREATE INDEX billing_events_received ON billing_events (received_at DESC);

CREATE TABLE billing_invoices (
    id                 text PRIMARY KEY,
    agency_id          uuid NOT NULL REFERENCES agencies ON DELETE CASCADE,
    number             text,
    status             text NOT NULL CHECK (status IN ('draft', 'open', 'paid', 'uncollectible', 'void')),
    currency           text NOT NULL,
    amount_due_cents   bigint NOT NULL,
    amount_paid_cents  bigint NOT NULL,
    period_start       timestamptz NOT NULL,
    period_end         timestamptz NOT NULL,
    created            timestamptz NOT NULL,
    hosted_invoice_url text,
    invoice_pdf        text
);
CREATE INDEX billing_invoices_agency ON billing_invoices (agency_id, created DESC);
