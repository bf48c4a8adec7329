-- Broker sign-ups waiting for their address to be confirmed: the agency and its owner are made
-- when the emailed link is opened. Only the link token's hash is kept.
CREATE TABLE broker_signups (
    id            uuid PRIMARY KEY DEFAULT gen_random_uuid(),
    token_hash    bytea NOT NULL UNIQUE,
    email         text NOT NULL CHECK (position('@' in email) > 1),
    name          text NOT NULL,
    agency_name   text NOT NULL,
    slug          text NOT NULL,
    password_hash text NOT NULL,
    ip            text,
    created_at    timestamptz NOT NULL DEFAULT now(),
    expires_at    timestamptz NOT NULL,
    used_at       timestamptz
);
CREATE INDEX broker_signups_expiry ON broker_signups (expires_at);
