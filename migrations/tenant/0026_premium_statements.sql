-- Premium statements: the carriers' invoices (list bills) for a group and month, line by line,
-- and the differences between each invoice and the statement the enrollment gives, with where
-- the broker stands on each.

CREATE TABLE carrier_invoices (
    id               uuid PRIMARY KEY DEFAULT gen_random_uuid(),
    group_id         uuid NOT NULL REFERENCES groups ON DELETE CASCADE,
    carrier_id       uuid NOT NULL,
    carrier_name     text NOT NULL,
    -- The first day of the month billed.
    month            date NOT NULL CHECK (extract(day FROM month) = 1),
    source           text NOT NULL CHECK (source IN ('csv', 'xlsx')),
    file_name        text NOT NULL,
    document_id      uuid NOT NULL REFERENCES documents ON DELETE RESTRICT,
    rows             int NOT NULL CHECK (rows > 0),
    billed_cents     bigint NOT NULL,
    expected_cents   bigint NOT NULL,
    uploaded_by      uuid,
    uploaded_by_name text NOT NULL,
    uploaded_at      timestamptz NOT NULL DEFAULT clock_timestamp(),
    UNIQUE (group_id, month, carrier_id)
);

CREATE TABLE carrier_invoice_lines (
    invoice_id    uuid NOT NULL REFERENCES carrier_invoices ON DELETE CASCADE,
    row_number    int NOT NULL,
    subscriber_id text NOT NULL,
    first_name    text NOT NULL,
    last_name     text NOT NULL,
    line          text NOT NULL CHECK (line IN ('medical', 'dental', 'vision')),
    plan_id       text,
    tier          text CHECK (tier IN ('EE', 'ES', 'EC', 'EF')),
    billed_cents  bigint NOT NULL,
    PRIMARY KEY (invoice_id, row_number)
);

CREATE TABLE statement_differences (
    id              uuid PRIMARY KEY DEFAULT gen_random_uuid(),
    invoice_id      uuid NOT NULL REFERENCES carrier_invoices ON DELETE CASCADE,
    group_id        uuid NOT NULL REFERENCES groups ON DELETE CASCADE,
    -- The employee's id when they are ours, else the carrier's subscriber id.
    member_key      text NOT NULL,
    person_name     text NOT NULL,
    subscriber_id   text NOT NULL,
    line            text NOT NULL CHECK (line IN ('medical', 'dental', 'vision')),
    kind            text NOT NULL CHECK (kind IN
                    ('billed_not_enrolled', 'enrolled_not_billed', 'wrong_plan', 'wrong_tier', 'wrong_rate')),
    expected_plan   text,
    billed_plan     text,
    expected_tier   text,
    billed_tier     text,
    expected_cents  bigint NOT NULL,
    billed_cents    bigint NOT NULL,
    -- Billed less expected: above zero the carrier asks too much.
    difference_cents bigint NOT NULL CHECK (difference_cents = billed_cents - expected_cents),
    detail          text NOT NULL DEFAULT '',
    status          text NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'disputed', 'resolved')),
    note            text CHECK (length(note) <= 2000),
    decided_by_name text,
    decided_at      timestamptz,
    version         int NOT NULL DEFAULT 1,
    UNIQUE (invoice_id, member_key, line, kind)
);
CREATE INDEX statement_differences_group ON statement_differences (group_id, status);
