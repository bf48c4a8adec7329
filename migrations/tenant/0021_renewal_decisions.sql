-- The broker's decision per line (renew as is, change plans, shop further, drop the line), sent
-- to the employer admin, who approves it or asks for changes; who and when kept on the renewal.
CREATE TABLE renewal_decisions (
    renewal_id uuid NOT NULL REFERENCES renewals ON DELETE CASCADE,
    line       text NOT NULL CHECK (line IN ('medical', 'dental', 'vision')),
    decision   text NOT NULL CHECK (decision IN ('renew', 'change_plans', 'shop', 'drop')),
    note       text CHECK (length(note) <= 1000),
    PRIMARY KEY (renewal_id, line)
);

ALTER TABLE renewals
    ADD COLUMN decision_status text NOT NULL DEFAULT 'draft'
        CHECK (decision_status IN ('draft', 'sent', 'approved', 'changes_requested')),
    ADD COLUMN decision_sent_at timestamptz,
    ADD COLUMN decision_sent_by_name text,
    ADD COLUMN decided_at timestamptz,
    ADD COLUMN decided_by uuid,
    ADD COLUMN decided_by_name text,
    ADD COLUMN decision_note text CHECK (length(decision_note) <= 1000);

ALTER TABLE notifications DROP CONSTRAINT notifications_kind;
ALTER TABLE notifications ADD CONSTRAINT notifications_kind CHECK (kind IN
    ('design_submitted', 'design_approved', 'design_changes_requested', 'enrollment_opened', 'enrollment_closed',
     'checklist_overdue', 'renewal_decision_sent', 'renewal_approved', 'renewal_changes_requested'));
