-- Open enrollment and employee self-service: windows per group and plan year (and personal
-- special-enrollment windows after a life event), who takes part, every signed set of
-- elections (each a new version), and qualifying life events.

CREATE TABLE enrollment_windows (
    id             uuid PRIMARY KEY DEFAULT gen_random_uuid(),
    group_id       uuid NOT NULL REFERENCES groups ON DELETE CASCADE,
    design_id      uuid NOT NULL REFERENCES plan_designs,
    plan_year      int NOT NULL,
    kind           text NOT NULL CHECK (kind IN ('open', 'special')),
    -- A special window belongs to one employee and one approved life event.
    employee_id    uuid REFERENCES employees ON DELETE CASCADE,
    life_event_id  uuid,
    mode           text NOT NULL CHECK (mode IN ('active', 'passive')),
    starts_on      date NOT NULL,
    ends_on        date NOT NULL CHECK (ends_on >= starts_on),
    coverage_start date NOT NULL,
    eligible_classes text[],
    min_hours      numeric(4, 1),
    apply_waiting_period boolean NOT NULL DEFAULT true,
    status         text NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'closed')),
    closed_at      timestamptz,
    closed_by      uuid,
    created_by     uuid,
    created_at     timestamptz NOT NULL DEFAULT now(),
    version        int NOT NULL DEFAULT 1,
    CHECK ((kind = 'special') = (employee_id IS NOT NULL))
);
CREATE INDEX enrollment_windows_group ON enrollment_windows (group_id, created_at DESC);
-- One open enrollment per group and plan year.
CREATE UNIQUE INDEX enrollment_windows_one_open ON enrollment_windows (group_id, plan_year) WHERE kind = 'open';

-- Everyone a window is for, with where they stand. `version` counts the signed submissions and
-- is what a submission must name to replace the current one (optimistic concurrency).
CREATE TABLE enrollment_participants (
    window_id          uuid NOT NULL REFERENCES enrollment_windows ON DELETE CASCADE,
    employee_id        uuid NOT NULL REFERENCES employees ON DELETE CASCADE,
    status             text NOT NULL DEFAULT 'not_started' CHECK (status IN ('not_started', 'in_progress', 'enrolled', 'waived')),
    version            int NOT NULL DEFAULT 0,
    current_submission uuid,
    invited_at         timestamptz,
    invite_channel     text CHECK (invite_channel IN ('email', 'code')),
    reminders          int NOT NULL DEFAULT 0,
    last_reminded_at   timestamptz,
    started_at         timestamptz,
    completed_at       timestamptz,
    PRIMARY KEY (window_id, employee_id)
);
CREATE INDEX enrollment_participants_employee ON enrollment_participants (employee_id);
CREATE INDEX enrollment_participants_status ON enrollment_participants (window_id, status);

-- A signed set of elections; never changed, a later one replaces it.
CREATE TABLE enrollment_submissions (
    id               uuid PRIMARY KEY DEFAULT gen_random_uuid(),
    window_id        uuid NOT NULL REFERENCES enrollment_windows ON DELETE CASCADE,
    employee_id      uuid NOT NULL REFERENCES employees ON DELETE CASCADE,
    version          int NOT NULL,
    client_key       uuid NOT NULL,
    outcome          text NOT NULL CHECK (outcome IN ('enrolled', 'waived')),
    signature_name   text NOT NULL,
    consent_text     text NOT NULL,
    signed_at        timestamptz NOT NULL DEFAULT now(),
    ip               text,
    user_agent       text,
    submitted_by     uuid,
    submitted_by_name text NOT NULL,
    assisted         boolean NOT NULL DEFAULT false,
    premium_cents    bigint NOT NULL,
    employer_cents   bigint NOT NULL,
    employee_cents   bigint NOT NULL,
    per_paycheck_cents bigint NOT NULL,
    pay_frequency    int NOT NULL,
    UNIQUE (window_id, employee_id, version),
    UNIQUE (window_id, employee_id, client_key)
);

CREATE TABLE enrollment_elections (
    submission_id  uuid NOT NULL REFERENCES enrollment_submissions ON DELETE CASCADE,
    line           text NOT NULL CHECK (line IN ('medical', 'dental', 'vision')),
    plan_id        text,
    plan_name      text,
    carrier_name   text,
    tier           text CHECK (tier IN ('EE', 'ES', 'EC', 'EF')),
    waive_reason   text CHECK (waive_reason IN ('spouse_plan', 'other_group', 'medicare_medicaid', 'individual', 'cost', 'other')),
    dependent_ids  uuid[] NOT NULL DEFAULT '{}',
    premium_cents  bigint NOT NULL DEFAULT 0,
    employer_cents bigint NOT NULL DEFAULT 0,
    employee_cents bigint NOT NULL DEFAULT 0,
    PRIMARY KEY (submission_id, line),
    CHECK ((plan_id IS NULL) = (waive_reason IS NOT NULL)),
    CHECK ((plan_id IS NULL) = (tier IS NULL))
);

CREATE TABLE life_events (
    id             uuid PRIMARY KEY DEFAULT gen_random_uuid(),
    group_id       uuid NOT NULL REFERENCES groups ON DELETE CASCADE,
    employee_id    uuid NOT NULL REFERENCES employees ON DELETE CASCADE,
    kind           text NOT NULL CHECK (kind IN ('marriage', 'birth', 'adoption', 'loss_of_coverage', 'divorce', 'medicaid_chip')),
    event_date     date NOT NULL,
    note           text,
    document_id    uuid,
    status         text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'approved', 'rejected')),
    reported_by    uuid,
    reported_at    timestamptz NOT NULL DEFAULT now(),
    decided_by     uuid,
    decided_by_name text,
    decided_at     timestamptz,
    decision_note  text,
    window_id      uuid REFERENCES enrollment_windows ON DELETE SET NULL
);
CREATE INDEX life_events_group ON life_events (group_id, reported_at DESC);
CREATE INDEX life_events_employee ON life_events (employee_id, reported_at DESC);
ALTER TABLE enrollment_windows ADD FOREIGN KEY (life_event_id) REFERENCES life_events ON DELETE CASCADE;

-- An employee's own documents (life-event proofs) sit with the group's.
ALTER TABLE documents ADD COLUMN employee_id uuid REFERENCES employees ON DELETE CASCADE;
ALTER TABLE documents DROP CONSTRAINT documents_kind_check;
ALTER TABLE documents ADD CONSTRAINT documents_kind_check
    CHECK (kind IN ('contract', 'census', 'sbc', 'invoice', 'application', 'id_card', 'life_event', 'other'));
