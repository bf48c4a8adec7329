-- A passive enrollment may still ask everyone to choose again on some lines (where the plans
-- change): on those lines nothing carries over at close.
ALTER TABLE enrollment_windows
    ADD COLUMN active_lines text[] NOT NULL DEFAULT '{}'
        CHECK (active_lines <@ ARRAY['medical', 'dental', 'vision']::text[]),
    ADD CHECK (mode = 'passive' OR active_lines = '{}');

-- An employee hears when a dependent ages off as their elections carry over.
ALTER TABLE notifications DROP CONSTRAINT notifications_kind;
ALTER TABLE notifications ADD CONSTRAINT notifications_kind CHECK (kind IN
    ('design_submitted', 'design_approved', 'design_changes_requested', 'enrollment_opened', 'enrollment_closed',
     'checklist_overdue', 'renewal_decision_sent', 'renewal_approved', 'renewal_changes_requested',
     'dependent_aged_off'));
