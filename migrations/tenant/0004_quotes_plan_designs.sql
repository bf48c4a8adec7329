-- What rating needs of each census member that the census snapshot did not keep.
ALTER TABLE census_members ADD COLUMN tobacco boolean NOT NULL DEFAULT false;
ALTER TABLE census_members ADD COLUMN employee_class text;

-- A quote: a group's census priced against chosen plans on an effective date. It is a
-- snapshot: the members and the rates it was rated with stay as they were until re-rated.
CREATE TABLE quotes (
    id                uuid PRIMARY KEY DEFAULT gen_random_uuid(),
    group_id          uuid NOT NULL REFERENCES groups ON DELETE CASCADE,
    number            int NOT NULL,
    name              text NOT NULL CHECK (length(name) BETWEEN 1 AND 200),
    status            text NOT NULL DEFAULT 'draft' CHECK (status IN ('draft', 'presented', 'accepted', 'declined')),
    effective_date    date NOT NULL,
    zip               text NOT NULL CHECK (zip ~ '^[0-9]{5}$'),
    rating_area       text NOT NULL,
    lines             text[] NOT NULL,
    census_version_id uuid REFERENCES census_versions ON DELETE SET NULL,
    census_label      text NOT NULL,
    contribution      jsonb NOT NULL,
    pay_frequency     int NOT NULL CHECK (pay_frequency IN (12, 24, 26, 52)),
    employees         int NOT NULL DEFAULT 0,
    rated_at          timestamptz NOT NULL DEFAULT now(),
    presented_at      timestamptz,
    decided_at        timestamptz,
    created_by        uuid,
    created_at        timestamptz NOT NULL DEFAULT now(),
    updated_at        timestamptz NOT NULL DEFAULT now(),
    version           int NOT NULL DEFAULT 1,
    UNIQUE (group_id, number)
);
CREATE INDEX quotes_group ON quotes (group_id, created_at DESC);

CREATE TABLE quote_members (
    quote_id      uuid NOT NULL REFERENCES quotes ON DELETE CASCADE,
    member_key    text NOT NULL,
    employee_key  text NOT NULL,
    relationship  text NOT NULL,
    first_name    text NOT NULL,
    last_name     text NOT NULL,
    dob           date NOT NULL,
    tobacco       boolean NOT NULL DEFAULT false,
    medical_tier  text,
    dental_tier   text,
    vision_tier   text,
    employee_class text,
    salary_cents  bigint,
    PRIMARY KEY (quote_id, member_key)
);

-- Each quoted plan with the attributes and rates it was rated with, and its totals.
CREATE TABLE quote_plans (
    quote_id         uuid NOT NULL REFERENCES quotes ON DELETE CASCADE,
    plan_id          text NOT NULL,
    position         int NOT NULL,
    line             text NOT NULL,
    plan             jsonb NOT NULL,
    rates            jsonb NOT NULL,
    monthly_premium  numeric(14, 2) NOT NULL,
    employer_monthly numeric(14, 2) NOT NULL,
    employee_monthly numeric(14, 2) NOT NULL,
    enrolled         int NOT NULL,
    tiers            jsonb NOT NULL,
    PRIMARY KEY (quote_id, plan_id)
);

-- Every re-rate, with what it changed.
CREATE TABLE quote_rerates (
    id         uuid PRIMARY KEY DEFAULT gen_random_uuid(),
    quote_id   uuid NOT NULL REFERENCES quotes ON DELETE CASCADE,
    changes    jsonb NOT NULL,
    created_by uuid,
    created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX quote_rerates_quote ON quote_rerates (quote_id, created_at DESC);

-- What the employer offers and pays for a plan year; versions per plan year. Approved by the
-- employer admin; the approved design is what enrollment uses.
CREATE TABLE plan_designs (
    id              uuid PRIMARY KEY DEFAULT gen_random_uuid(),
    group_id        uuid NOT NULL REFERENCES groups ON DELETE CASCADE,
    plan_year       int NOT NULL CHECK (plan_year BETWEEN 2000 AND 2100),
    number          int NOT NULL,
    status          text NOT NULL DEFAULT 'draft' CHECK (status IN ('draft', 'submitted', 'approved', 'changes_requested', 'superseded')),
    offering_model  text NOT NULL CHECK (offering_model IN ('single_plan', 'single_carrier', 'metal_level', 'sole_source')),
    effective_date  date NOT NULL,
    rating_area     text NOT NULL,
    waiting_period  text NOT NULL,
    pay_frequency   int NOT NULL CHECK (pay_frequency IN (12, 24, 26, 52)),
    contribution    jsonb NOT NULL,
    source_quote_id uuid REFERENCES quotes ON DELETE SET NULL,
    submitted_at    timestamptz,
    decided_at      timestamptz,
    decided_by      uuid,
    decision_note   text,
    created_by      uuid,
    created_at      timestamptz NOT NULL DEFAULT now(),
    updated_at      timestamptz NOT NULL DEFAULT now(),
    version         int NOT NULL DEFAULT 1,
    UNIQUE (group_id, plan_year, number)
);
CREATE INDEX plan_designs_group ON plan_designs (group_id, plan_year DESC, number DESC);
-- One approved design per group and plan year.
CREATE UNIQUE INDEX plan_designs_one_approved ON plan_designs (group_id, plan_year) WHERE status = 'approved';

CREATE TABLE plan_design_plans (
    design_id uuid NOT NULL REFERENCES plan_designs ON DELETE CASCADE,
    plan_id   text NOT NULL,
    position  int NOT NULL,
    line      text NOT NULL,
    plan      jsonb NOT NULL,
    rates     jsonb NOT NULL,
    PRIMARY KEY (design_id, plan_id)
);
