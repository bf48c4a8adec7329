-- Carrier implementation: the agency's checklist templates per carrier, each group's checklist
-- per carrier and plan year, the agency's EDI settings and control numbers per carrier, and
-- every carrier file generated with what it told the carrier.

ALTER TABLE carrier_implementations
    ADD COLUMN coverage_start  date,
    ADD COLUMN started_by      uuid,
    ADD COLUMN started_by_name text NOT NULL DEFAULT 'Canopy',
    ADD COLUMN implemented_by_name text;

CREATE TABLE checklist_templates (
    id              uuid PRIMARY KEY DEFAULT gen_random_uuid(),
    -- NULL: the agency's default, for carriers without a template of their own.
    carrier_id      uuid UNIQUE,
    carrier_name    text,
    items           jsonb NOT NULL CHECK (jsonb_typeof(items) = 'array'),
    version         int NOT NULL DEFAULT 1,
    updated_by      uuid,
    updated_by_name text NOT NULL,
    updated_at      timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX checklist_templates_one_default ON checklist_templates ((carrier_id IS NULL)) WHERE carrier_id IS NULL;

CREATE TABLE implementation_items (
    id                uuid PRIMARY KEY DEFAULT gen_random_uuid(),
    implementation_id uuid NOT NULL REFERENCES carrier_implementations ON DELETE CASCADE,
    position          int NOT NULL,
    kind              text NOT NULL CHECK (kind IN
                      ('application', 'signed_forms', 'census', 'binder_payment', 'group_number', 'id_cards',
                       'payroll_deductions', 'edi_tested', 'edi_live', 'other')),
    title             text NOT NULL CHECK (length(title) BETWEEN 1 AND 200),
    required          boolean NOT NULL,
    owner_id          uuid,
    owner_name        text,
    due_on            date,
    done_at           timestamptz,
    done_by           uuid,
    done_by_name      text,
    note              text CHECK (length(note) <= 2000),
    document_id       uuid REFERENCES documents ON DELETE SET NULL,
    overdue_notified_on date,
    version           int NOT NULL DEFAULT 1,
    UNIQUE (implementation_id, position),
    CHECK ((done_at IS NULL) = (done_by_name IS NULL))
);
CREATE INDEX implementation_items_open ON implementation_items (due_on) WHERE done_at IS NULL;

CREATE TABLE carrier_edi_settings (
    carrier_id       uuid PRIMARY KEY,
    usage            text NOT NULL DEFAULT 'test' CHECK (usage IN ('test', 'production')),
    -- ISA08 / GS03: the carrier's receiver id.
    receiver_id      text NOT NULL CHECK (receiver_id ~ '^[A-Z0-9]{2,15}$'),
    last_interchange int NOT NULL DEFAULT 0 CHECK (last_interchange BETWEEN 0 AND 999999999),
    last_group       int NOT NULL DEFAULT 0 CHECK (last_group BETWEEN 0 AND 999999999),
    version          int NOT NULL DEFAULT 1
);

ALTER TABLE documents DROP CONSTRAINT documents_kind_check;
ALTER TABLE documents ADD CONSTRAINT documents_kind_check
    CHECK (kind IN ('contract', 'census', 'sbc', 'invoice', 'application', 'id_card', 'life_event', 'carrier_file', 'other'));

CREATE TABLE carrier_files (
    id                  uuid PRIMARY KEY DEFAULT gen_random_uuid(),
    implementation_id   uuid NOT NULL REFERENCES carrier_implementations ON DELETE CASCADE,
    format              text NOT NULL CHECK (format IN ('x12_834', 'csv', 'xlsx')),
    purpose             text NOT NULL CHECK (purpose IN ('change', 'full')),
    usage               text CHECK (usage IN ('test', 'production')),
    interchange_control int,
    group_control       int,
    members             int NOT NULL,
    subscribers         int NOT NULL,
    dependents          int NOT NULL,
    adds                int NOT NULL,
    changes             int NOT NULL,
    terms               int NOT NULL,
    document_id         uuid NOT NULL REFERENCES documents ON DELETE RESTRICT,
    -- What the file told the carrier, member by member: the base of the next change file.
    sent                jsonb NOT NULL,
    sent_hash           text NOT NULL,
    created_by          uuid,
    created_by_name     text NOT NULL,
    created_at          timestamptz NOT NULL DEFAULT clock_timestamp(),
    CHECK ((format = 'x12_834') = (interchange_control IS NOT NULL))
);
CREATE INDEX carrier_files_implementation ON carrier_files (implementation_id, created_at DESC);
