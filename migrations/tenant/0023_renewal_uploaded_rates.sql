-- The carrier's renewal rates uploaded for a plan being renewed (the rates file of the catalogue,
-- read for the group's rating area): they price the renewal plan ahead of the catalogue's.
ALTER TABLE renewal_plans
    ADD COLUMN uploaded_rates   jsonb,
    ADD COLUMN uploaded_file    text CHECK (length(uploaded_file) <= 255),
    ADD COLUMN uploaded_by_name text,
    ADD COLUMN uploaded_at      timestamptz;
