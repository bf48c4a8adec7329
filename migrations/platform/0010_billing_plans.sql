-- The plans an agency subscribes to: prices in cents, limits (NULL: no limit) and features,
-- shown on the platform's landing page and the agency's billing page. The operator maps each to
-- its Stripe prices.
CREATE TABLE billing_plans (
    id                   text PRIMARY KEY CHECK (id ~ '^[a-z][a-z0-9_]{1,30}$'),
    name                 text NOT NULL CHECK (length(trim(name)) > 0),
    tagline              text NOT NULL DEFAULT '',
    position             int NOT NULL,
    monthly_cents        bigint NOT NULL CHECK (monthly_cents >= 0),
    yearly_cents         bigint NOT NULL CHECK (yearly_cents >= 0),
    max_groups           int CHECK (max_groups > 0),
    max_employees        int CHECK (max_employees > 0),
    max_seats            int CHECK (max_seats > 0),
    features             text[] NOT NULL DEFAULT '{}',
    stripe_monthly_price text,
    stripe_yearly_price  text,
    active               boolean NOT NULL DEFAULT true,
    version              int NOT NULL DEFAULT 1,
    updated_at           timestamptz NOT NULL DEFAULT now()
);

INSERT INTO billing_plans (id, name, tagline, position, monthly_cents, yearly_cents, max_groups, max_employees, max_seats, features) VALUES
 ('starter', 'Starter', 'For a small book getting off spreadsheets', 1, 19900, 199000, 25, 2500, 3,
  ARRAY['Quotes and market analysis', 'Plan design and open enrollment', 'Carrier 834 files', 'Your brand on every page and email']),
 ('growth', 'Growth', 'For a growing agency with a team', 2, 49900, 499000, 100, 15000, 10,
  ARRAY['Everything in Starter', 'Renewals with side-by-side alternatives', 'Carrier list reconciliation', 'Single sign-on', 'Custom domain']),
 ('scale', 'Scale', 'For large books and several offices', 3, 129900, 1299000, NULL, NULL, NULL,
  ARRAY['Everything in Growth', 'Agency roles of your own', 'Priority support']);
