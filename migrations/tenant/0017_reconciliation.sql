-- Reconciliation: the lists carriers send back (their eligibility or enrollment report, or an
-- 834), member by member, and the discrepancies between them and the enrollment, with their
-- resolution history.

CREATE TABLE carrier_lists (
    id                uuid PRIMARY KEY DEFAULT gen_random_uuid(),
    implementation_id uuid NOT NULL REFERENCES carrier_implementations ON DELETE CASCADE,
    source            text NOT NULL CHECK (source IN ('csv', 'xlsx', 'x12_834')),
    file_name         text NOT NULL,
    document_id       uuid NOT NULL REFERENCES documents ON DELETE RESTRICT,
    members           int NOT NULL,
    matched           int NOT NULL,
    uploaded_by       uuid,
    uploaded_by_name  text NOT NULL,
    uploaded_at       timestamptz NOT NULL DEFAULT clock_timestamp()
);
CREATE INDEX carrier_lists_implementation ON carrier_lists (implementation_id, uploaded_at DESC);

CREATE TABLE carrier_list_members (
    list_id       uuid NOT NULL REFERENCES carrier_lists ON DELETE CASCADE,
    position      int NOT NULL,
    subscriber_id text NOT NULL,
    relationship  text NOT NULL,
    first_name    text NOT NULL,
    last_name     text NOT NULL,
    dob           date,
    gender        text,
    ssn_last4     text,
    address_line1 text,
    zip           text,
    line          text NOT NULL CHECK (line IN ('medical', 'dental', 'vision')),
    plan_id       text,
    tier          text,
    effective_on  date,
    end_on        date,
    PRIMARY KEY (list_id, position)
);

CREATE TABLE discrepancies (
    id                uuid PRIMARY KEY DEFAULT gen_random_uuid(),
    implementation_id uuid NOT NULL REFERENCES carrier_implementations ON DELETE CASCADE,
    group_id          uuid NOT NULL REFERENCES groups ON DELETE CASCADE,
    -- The person: our member's id, or the carrier's subscriber id and name for someone we lack.
    member_key        text NOT NULL,
    person_name       text NOT NULL,
    kind              text NOT NULL CHECK (kind IN
                      ('missing_from_carrier', 'missing_from_platform', 'plan_mismatch', 'tier_mismatch',
                       'effective_date_mismatch', 'demographic_mismatch')),
    -- The demographic field (name, dob, gender, ssn_last4, address), or '' for coverage kinds.
    field             text NOT NULL DEFAULT '',
    line              text NOT NULL DEFAULT '',
    platform_value    text,
    carrier_value     text,
    premium_cents     bigint NOT NULL DEFAULT 0 CHECK (premium_cents >= 0),
    status            text NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'resolved', 'dismissed')),
    auto_resolved     boolean NOT NULL DEFAULT false,
    assignee_id       uuid,
    assignee_name     text,
    note              text CHECK (length(note) <= 2000),
    dismiss_reason    text CHECK (length(dismiss_reason) <= 1000),
    first_list_id     uuid NOT NULL REFERENCES carrier_lists ON DELETE CASCADE,
    last_list_id      uuid NOT NULL REFERENCES carrier_lists ON DELETE CASCADE,
    first_seen_at     timestamptz NOT NULL DEFAULT clock_timestamp(),
    last_seen_at      timestamptz NOT NULL DEFAULT clock_timestamp(),
    closed_at         timestamptz,
    closed_by_name    text,
    version           int NOT NULL DEFAULT 1,
    UNIQUE (implementation_id, member_key, kind, field, line)
);
CREATE INDEX discrepancies_open ON discrepancies (status, group_id);

CREATE TABLE discrepancy_events (
    id             uuid PRIMARY KEY DEFAULT gen_random_uuid(),
    discrepancy_id uuid NOT NULL REFERENCES discrepancies ON DELETE CASCADE,
    action         text NOT NULL CHECK (action IN
                   ('found', 'seen_again', 'auto_resolved', 'reappeared', 'assigned', 'noted', 'resolved', 'dismissed', 'reopened')),
    actor_name     text NOT NULL,
    note           text,
    at             timestamptz NOT NULL DEFAULT clock_timestamp()
);
CREATE INDEX discrepancy_events_discrepancy ON discrepancy_events (discrepancy_id, at);
