-- Owners of checklist items hear when their items are overdue.

ALTER TABLE notifications DROP CONSTRAINT notifications_kind;
ALTER TABLE notifications ADD CONSTRAINT notifications_kind CHECK (kind IN
    ('design_submitted', 'design_approved', 'design_changes_requested', 'enrollment_opened', 'enrollment_closed',
     'checklist_overdue'));
