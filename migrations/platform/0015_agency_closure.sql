-- Closing an agency: the owner asks, the agency waits out a grace period (`closing`, until
-- `purge_after`), then the purge job deletes its files (`purging`) and drops its schema in one
-- transaction with the end of its memberships, sessions and domains (`closed`). The row stays,
-- as the record that the agency existed and was purged.
ALTER TABLE agencies DROP CONSTRAINT agencies_status_check;
ALTER TABLE agencies ADD CONSTRAINT agencies_status_check
    CHECK (status IN ('active', 'suspended', 'closing', 'purging', 'closed'));
ALTER TABLE agencies
    ADD COLUMN closure_requested_at timestamptz,
    ADD COLUMN closure_requested_by uuid REFERENCES users ON DELETE SET NULL,
    ADD COLUMN purge_after timestamptz,
    ADD COLUMN purged_at timestamptz,
    ADD CONSTRAINT agencies_closing_has_purge_date
        CHECK (status NOT IN ('closing', 'purging') OR purge_after IS NOT NULL);
CREATE INDEX agencies_purge_due ON agencies (purge_after) WHERE status IN ('closing', 'purging');

-- What happened to agencies as a whole (closures, purges), kept beyond the agency's own schema.
CREATE TABLE platform_audit (
    id          bigserial PRIMARY KEY,
    actor_id    uuid,
    actor_name  text NOT NULL,
    action      text NOT NULL,
    agency_id   uuid,
    agency_slug text,
    details     jsonb NOT NULL DEFAULT '{}',
    at          timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX platform_audit_agency ON platform_audit (agency_id, at DESC);
