-- Employer groups, their people and contacts, employees and dependents, census versions,
-- background jobs and documents.

CREATE TABLE groups (
    id                  uuid PRIMARY KEY DEFAULT gen_random_uuid(),
    name                text NOT NULL CHECK (length(name) BETWEEN 1 AND 200),
    dba                 text,
    ein                 text CHECK (ein ~ '^[0-9]{2}-[0-9]{7}$'),
    sic_code            text CHECK (sic_code ~ '^[0-9]{4}$'),
    address_line1       text,
    address_line2       text,
    city                text,
    state               text CHECK (state ~ '^[A-Z]{2}$'),
    zip                 text NOT NULL CHECK (zip ~ '^[0-9]{5}$'),
    county              text,
    rating_area         text,
    size_estimate       int CHECK (size_estimate BETWEEN 1 AND 100000),
    stage               text NOT NULL DEFAULT 'prospect' CHECK (stage IN
                        ('prospect', 'quoting', 'plan_design', 'enrollment', 'implementation', 'active', 'renewal', 'lost', 'terminated')),
    status              text NOT NULL DEFAULT 'active' CHECK (status IN ('active', 'archived', 'terminated')),
    effective_date      date,
    renewal_date        date,
    current_carrier     text,
    current_premium_cents bigint CHECK (current_premium_cents >= 0),
    broker_id           uuid,
    waiting_period      text NOT NULL DEFAULT 'first_of_month_after_30' CHECK (waiting_period IN
                        ('none', 'first_of_month', 'days_30', 'days_60', 'first_of_month_after_30', 'first_of_month_after_60', 'days_90')),
    min_hours           numeric(4, 1) NOT NULL DEFAULT 30 CHECK (min_hours BETWEEN 0 AND 60),
    pay_frequency       int NOT NULL DEFAULT 26 CHECK (pay_frequency IN (12, 24, 26, 52)),
    employee_classes    text[] NOT NULL DEFAULT ARRAY['Full-time', 'Part-time'],
    terminated_on       date,
    status_reason       text,
    version             int NOT NULL DEFAULT 1,
    created_at          timestamptz NOT NULL DEFAULT now(),
    updated_at          timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX groups_stage ON groups (stage);
CREATE INDEX groups_renewal ON groups (renewal_date);
CREATE INDEX groups_name ON groups (lower(name));

CREATE TABLE group_contacts (
    id         uuid PRIMARY KEY DEFAULT gen_random_uuid(),
    group_id   uuid NOT NULL REFERENCES groups ON DELETE CASCADE,
    kind       text NOT NULL CHECK (kind IN ('hr', 'decision_maker', 'billing', 'other')),
    name       text NOT NULL,
    title      text,
    email      text,
    phone      text,
    is_primary boolean NOT NULL DEFAULT false,
    created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX group_contacts_group ON group_contacts (group_id);

-- The agency's people on the account (public.users ids).
CREATE TABLE group_team (
    group_id uuid NOT NULL REFERENCES groups ON DELETE CASCADE,
    user_id  uuid NOT NULL,
    role     text NOT NULL CHECK (role IN ('lead_broker', 'account_manager', 'service')),
    PRIMARY KEY (group_id, user_id)
);

CREATE TABLE census_versions (
    id                 uuid PRIMARY KEY DEFAULT gen_random_uuid(),
    group_id           uuid NOT NULL REFERENCES groups ON DELETE CASCADE,
    number             int,
    file_name          text NOT NULL,
    file_key           text NOT NULL,
    file_size          bigint NOT NULL,
    format             text NOT NULL,
    encoding           text,
    delimiter          text,
    layout             jsonb NOT NULL DEFAULT '{}',
    columns            jsonb NOT NULL DEFAULT '[]',
    skipped            jsonb NOT NULL DEFAULT '[]',
    status             text NOT NULL DEFAULT 'mapping' CHECK (status IN ('mapping', 'validated', 'committing', 'committed', 'undone', 'failed', 'discarded')),
    header_row         int NOT NULL DEFAULT 0,
    mapping            jsonb NOT NULL DEFAULT '[]',
    cell_fixes         jsonb NOT NULL DEFAULT '{}',
    terminate_missing  boolean NOT NULL DEFAULT false,
    effective_date     date,
    rows_total         int NOT NULL DEFAULT 0,
    employees          int NOT NULL DEFAULT 0,
    dependents         int NOT NULL DEFAULT 0,
    adds               int NOT NULL DEFAULT 0,
    updates            int NOT NULL DEFAULT 0,
    terminations       int NOT NULL DEFAULT 0,
    errors             int NOT NULL DEFAULT 0,
    warnings           int NOT NULL DEFAULT 0,
    -- The latest check's issues (the first 5,000).
    issues             jsonb NOT NULL DEFAULT '[]',
    failure            text,
    uploaded_by        uuid,
    uploaded_by_name   text NOT NULL,
    created_at         timestamptz NOT NULL DEFAULT now(),
    committed_at       timestamptz,
    undone_at          timestamptz,
    UNIQUE (group_id, number)
);
CREATE INDEX census_versions_group ON census_versions (group_id, created_at DESC);

CREATE TABLE employees (
    id                 uuid PRIMARY KEY DEFAULT gen_random_uuid(),
    group_id           uuid NOT NULL REFERENCES groups ON DELETE CASCADE,
    external_id        text,
    first_name         text NOT NULL,
    middle_name        text,
    last_name          text NOT NULL,
    dob                date NOT NULL,
    gender             text CHECK (gender IN ('male', 'female', 'non_binary', 'unknown')),
    ssn_enc            bytea,
    ssn_hmac           bytea,
    ssn_last4          text CHECK (ssn_last4 ~ '^[0-9]{4}$'),
    email              text,
    phone              text,
    address_line1      text,
    city               text,
    state              text,
    zip                text CHECK (zip ~ '^[0-9]{5}$'),
    county             text,
    hire_date          date,
    termination_date   date,
    status             text NOT NULL DEFAULT 'active' CHECK (status IN ('active', 'terminated', 'cobra', 'retiree', 'leave')),
    employment_type    text CHECK (employment_type IN ('full_time', 'part_time')),
    hours_per_week     numeric(5, 2) CHECK (hours_per_week BETWEEN 0 AND 168),
    salary_cents       bigint CHECK (salary_cents >= 0),
    hourly_rate_cents  bigint CHECK (hourly_rate_cents >= 0),
    job_class          text,
    employee_class     text,
    medical_tier       text CHECK (medical_tier IN ('EE', 'ES', 'EC', 'EF', 'W')),
    dental_tier        text CHECK (dental_tier IN ('EE', 'ES', 'EC', 'EF', 'W')),
    vision_tier        text CHECK (vision_tier IN ('EE', 'ES', 'EC', 'EF', 'W')),
    tobacco            boolean NOT NULL DEFAULT false,
    census_version_id  uuid REFERENCES census_versions ON DELETE SET NULL,
    version            int NOT NULL DEFAULT 1,
    created_at         timestamptz NOT NULL DEFAULT now(),
    updated_at         timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX employees_group ON employees (group_id, status, lower(last_name), lower(first_name));
CREATE INDEX employees_ssn ON employees (group_id, ssn_hmac);

CREATE TABLE dependents (
    id           uuid PRIMARY KEY DEFAULT gen_random_uuid(),
    employee_id  uuid NOT NULL REFERENCES employees ON DELETE CASCADE,
    first_name   text NOT NULL,
    last_name    text NOT NULL,
    dob          date NOT NULL,
    gender       text CHECK (gender IN ('male', 'female', 'non_binary', 'unknown')),
    relationship text NOT NULL CHECK (relationship IN ('spouse', 'domestic_partner', 'child', 'other')),
    ssn_enc      bytea,
    ssn_hmac     bytea,
    ssn_last4    text CHECK (ssn_last4 ~ '^[0-9]{4}$'),
    disabled     boolean NOT NULL DEFAULT false,
    tobacco      boolean NOT NULL DEFAULT false,
    created_at   timestamptz NOT NULL DEFAULT now(),
    updated_at   timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX dependents_employee ON dependents (employee_id);
-- At most one spouse or partner per employee.
CREATE UNIQUE INDEX dependents_one_partner ON dependents (employee_id) WHERE relationship IN ('spouse', 'domestic_partner');

-- What a committed import changed, so that the last import can be undone.
CREATE TABLE census_changes (
    version_id  uuid NOT NULL REFERENCES census_versions ON DELETE CASCADE,
    employee_id uuid NOT NULL,
    action      text NOT NULL CHECK (action IN ('add', 'update', 'terminate')),
    before      jsonb,
    PRIMARY KEY (version_id, employee_id)
);

-- The roster as each committed import left it (for diffs and downloads).
CREATE TABLE census_members (
    version_id     uuid NOT NULL REFERENCES census_versions ON DELETE CASCADE,
    member_key     text NOT NULL,
    employee_key   text NOT NULL,
    relationship   text NOT NULL,
    first_name     text NOT NULL,
    last_name      text NOT NULL,
    dob            date,
    gender         text,
    zip            text,
    medical_tier   text,
    dental_tier    text,
    vision_tier    text,
    status         text,
    salary_cents   bigint,
    hours_per_week numeric(5, 2),
    PRIMARY KEY (version_id, member_key)
);

-- Confirmed column mappings, reused when a file with the same headers comes again.
CREATE TABLE census_mapping_templates (
    id          uuid PRIMARY KEY DEFAULT gen_random_uuid(),
    name        text NOT NULL,
    headers_key text NOT NULL UNIQUE,
    mapping     jsonb NOT NULL,
    created_by  uuid,
    created_at  timestamptz NOT NULL DEFAULT now(),
    used_at     timestamptz NOT NULL DEFAULT now(),
    use_count   int NOT NULL DEFAULT 1
);

CREATE TABLE jobs (
    id           uuid PRIMARY KEY DEFAULT gen_random_uuid(),
    kind         text NOT NULL,
    status       text NOT NULL DEFAULT 'queued' CHECK (status IN ('queued', 'running', 'succeeded', 'failed')),
    group_id     uuid REFERENCES groups ON DELETE CASCADE,
    subject_id   uuid,
    done         int NOT NULL DEFAULT 0,
    total        int NOT NULL DEFAULT 0,
    message      text NOT NULL DEFAULT '',
    result       jsonb,
    error        text,
    created_by   uuid,
    created_at   timestamptz NOT NULL DEFAULT now(),
    started_at   timestamptz,
    finished_at  timestamptz
);
CREATE INDEX jobs_recent ON jobs (created_at DESC);

CREATE TABLE documents (
    id            uuid PRIMARY KEY DEFAULT gen_random_uuid(),
    group_id      uuid NOT NULL REFERENCES groups ON DELETE CASCADE,
    name          text NOT NULL,
    kind          text NOT NULL CHECK (kind IN ('contract', 'census', 'sbc', 'invoice', 'application', 'id_card', 'other')),
    content_type  text NOT NULL,
    size          bigint NOT NULL,
    file_key      text NOT NULL,
    uploaded_by   uuid,
    uploaded_by_name text NOT NULL,
    created_at    timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX documents_group ON documents (group_id, created_at DESC);

-- Codes a broker gives a group so employees can sign up without an email invitation.
CREATE TABLE enrollment_codes (
    code       text PRIMARY KEY CHECK (code ~ '^[A-Z0-9]{8}$'),
    group_id   uuid NOT NULL REFERENCES groups ON DELETE CASCADE,
    created_by uuid,
    created_at timestamptz NOT NULL DEFAULT now(),
    expires_at timestamptz NOT NULL,
    revoked_at timestamptz
);

-- Activity per group (the group hub shows it).
ALTER TABLE audit_log ADD COLUMN group_id uuid;
CREATE INDEX audit_log_group ON audit_log (group_id, at DESC) WHERE group_id IS NOT NULL;
