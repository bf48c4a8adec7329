-- Renewals: one per group and new plan year, opened 120 days before the group's renewal date by
-- the daily round (or earlier by hand), with its dated tasks.

CREATE TABLE renewals (
    id                uuid PRIMARY KEY DEFAULT gen_random_uuid(),
    group_id          uuid NOT NULL REFERENCES groups ON DELETE CASCADE,
    -- The plan year the renewal leads into, starting on effective_date.
    plan_year         int NOT NULL CHECK (plan_year BETWEEN 2000 AND 2100),
    effective_date    date NOT NULL,
    -- The design of the plan year being renewed, when the group has one in Canopy.
    current_design_id uuid REFERENCES plan_designs ON DELETE SET NULL,
    status            text NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'completed')),
    automatic         boolean NOT NULL,
    opened_by         uuid,
    opened_by_name    text NOT NULL,
    created_at        timestamptz NOT NULL DEFAULT now(),
    version           int NOT NULL DEFAULT 1,
    UNIQUE (group_id, plan_year)
);

CREATE TABLE renewal_tasks (
    id           uuid PRIMARY KEY DEFAULT gen_random_uuid(),
    renewal_id   uuid NOT NULL REFERENCES renewals ON DELETE CASCADE,
    kind         text NOT NULL CHECK (kind IN
                 ('request_rates', 'market', 'present', 'decision', 'open_enrollment', 'send_files')),
    position     int NOT NULL,
    days_before  int NOT NULL CHECK (days_before >= 0),
    due_on       date NOT NULL,
    done_at      timestamptz,
    done_by      uuid,
    done_by_name text,
    version      int NOT NULL DEFAULT 1,
    UNIQUE (renewal_id, kind),
    CHECK ((done_at IS NULL) = (done_by_name IS NULL))
);
CREATE INDEX renewal_tasks_open ON renewal_tasks (due_on) WHERE done_at IS NULL;

ALTER TABLE stage_moves DROP CONSTRAINT stage_moves_trigger_check;
ALTER TABLE stage_moves ADD CONSTRAINT stage_moves_trigger_check CHECK (trigger IN
    ('created', 'manual', 'override', 'quote_created', 'design_submitted', 'design_approved',
     'enrollment_opened', 'enrollment_closed', 'status_changed', 'renewal_opened'));
