-- The agency's benefits catalogue: categories (medical to EAP, in the agency's order) and the
-- options in each, with the carrier that underwrites the option, the catalogue plan it is when
-- there is one, who is eligible, and links to its documents.

CREATE TABLE benefit_categories (
    id              uuid PRIMARY KEY DEFAULT gen_random_uuid(),
    kind            text NOT NULL CHECK (kind IN
                    ('medical', 'dental', 'vision', 'life', 'disability', 'voluntary', 'eap', 'wellness', 'other')),
    name            text NOT NULL CHECK (length(name) BETWEEN 1 AND 80),
    description     text NOT NULL DEFAULT '' CHECK (length(description) <= 1000),
    -- Where the category sits on the overview, smallest first.
    position        int NOT NULL CHECK (position BETWEEN 1 AND 1000),
    version         int NOT NULL DEFAULT 1,
    created_at      timestamptz NOT NULL DEFAULT now(),
    updated_at      timestamptz NOT NULL DEFAULT now(),
    updated_by_name text
);
CREATE UNIQUE INDEX benefit_categories_name ON benefit_categories (lower(name));

CREATE TABLE benefit_options (
    id                  uuid PRIMARY KEY DEFAULT gen_random_uuid(),
    category_id         uuid NOT NULL REFERENCES benefit_categories ON DELETE RESTRICT,
    name                text NOT NULL CHECK (length(name) BETWEEN 1 AND 120),
    carrier_id          uuid NOT NULL REFERENCES public.carriers ON DELETE RESTRICT,
    -- A plan of the catalogue or of the agency's own plans (medical, dental and vision only).
    plan_id             text,
    description         text NOT NULL DEFAULT '' CHECK (length(description) <= 4000),
    min_hours_per_week  int CHECK (min_hours_per_week BETWEEN 0 AND 40),
    waiting_period_days int CHECK (waiting_period_days BETWEEN 0 AND 365),
    -- The employee classes eligible; none listed means every class.
    employee_classes    text[] NOT NULL DEFAULT '{}',
    dependents          text NOT NULL CHECK (dependents IN ('employee_only', 'spouse', 'children', 'family')),
    child_age_limit     int CHECK (child_age_limit BETWEEN 1 AND 30),
    -- [{ "name": …, "url": "https://…" }]
    documents           jsonb NOT NULL DEFAULT '[]' CHECK (jsonb_typeof(documents) = 'array'),
    status              text NOT NULL DEFAULT 'active' CHECK (status IN ('active', 'archived')),
    version             int NOT NULL DEFAULT 1,
    created_at          timestamptz NOT NULL DEFAULT now(),
    updated_at          timestamptz NOT NULL DEFAULT now(),
    updated_by_name     text
);
CREATE UNIQUE INDEX benefit_options_name ON benefit_options (lower(name));
CREATE INDEX benefit_options_category ON benefit_options (category_id, status);
CREATE INDEX benefit_options_carrier ON benefit_options (carrier_id);
