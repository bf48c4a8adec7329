-- The group's lifecycle: every stage move (the timeline), and the carriers whose implementation
-- the move to active waits on.

CREATE TABLE stage_moves (
    id          uuid PRIMARY KEY DEFAULT gen_random_uuid(),
    group_id    uuid NOT NULL REFERENCES groups ON DELETE CASCADE,
    -- NULL for the stage the group was created in.
    from_stage  text,
    to_stage    text NOT NULL CHECK (to_stage IN
                ('prospect', 'quoting', 'plan_design', 'enrollment', 'implementation', 'active', 'renewal', 'lost', 'terminated')),
    trigger     text NOT NULL CHECK (trigger IN
                ('created', 'manual', 'override', 'quote_created', 'design_submitted', 'design_approved',
                 'enrollment_opened', 'enrollment_closed', 'status_changed')),
    reason      text CHECK (length(reason) <= 1000),
    -- The blocked reasons an owner or admin moved past (trigger = 'override').
    overridden  text[] NOT NULL DEFAULT '{}',
    actor_id    uuid,
    actor_name  text NOT NULL,
    moved_at    timestamptz NOT NULL DEFAULT clock_timestamp()
);
CREATE INDEX stage_moves_group ON stage_moves (group_id, moved_at);

-- Every existing group starts its timeline in the stage it is in.
INSERT INTO stage_moves (group_id, from_stage, to_stage, trigger, actor_name, moved_at)
SELECT id, NULL, stage, 'created', 'Canopy', created_at FROM groups;

CREATE TABLE carrier_implementations (
    id             uuid PRIMARY KEY DEFAULT gen_random_uuid(),
    group_id       uuid NOT NULL REFERENCES groups ON DELETE CASCADE,
    plan_year      int NOT NULL CHECK (plan_year BETWEEN 2000 AND 2100),
    carrier_id     uuid NOT NULL,
    carrier_name   text NOT NULL,
    group_number   text CHECK (length(group_number) BETWEEN 1 AND 60),
    implemented_at timestamptz,
    implemented_by uuid,
    version        int NOT NULL DEFAULT 1,
    created_at     timestamptz NOT NULL DEFAULT now(),
    UNIQUE (group_id, plan_year, carrier_id)
);
