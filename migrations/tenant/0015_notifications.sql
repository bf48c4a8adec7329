-- Notifications: what happened that waits on someone, one row per recipient, read or not.
-- `kind` lists the NotificationKind vocabulary; a new kind replaces the named constraint.

CREATE TABLE notifications (
    id         uuid PRIMARY KEY DEFAULT gen_random_uuid(),
    -- The recipient (public.users id).
    user_id    uuid NOT NULL,
    kind       text NOT NULL CONSTRAINT notifications_kind CHECK (kind IN
               ('design_submitted', 'design_approved', 'design_changes_requested', 'enrollment_opened', 'enrollment_closed')),
    group_id   uuid NOT NULL REFERENCES groups ON DELETE CASCADE,
    title      text NOT NULL CHECK (length(title) BETWEEN 1 AND 500),
    body       text NOT NULL CHECK (length(body) <= 4000),
    -- A portal path, e.g. /dashboard/groups/{id}/plan-design.
    link       text NOT NULL CHECK (link LIKE '/%'),
    created_at timestamptz NOT NULL DEFAULT now(),
    read_at    timestamptz
);
CREATE INDEX notifications_inbox ON notifications (user_id, read_at, created_at DESC);
