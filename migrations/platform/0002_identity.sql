-- Sign-up, email flows, invites, mail outbox, rate limiting, single sign-on, agency roles,
-- subscriptions (trial).

CREATE TABLE subscriptions (
    agency_id              uuid PRIMARY KEY REFERENCES agencies ON DELETE CASCADE,
    plan                   text NOT NULL DEFAULT 'trial',
    status                 text NOT NULL CHECK (status IN ('trialing', 'active', 'past_due', 'canceled')),
    trial_ends_at          timestamptz,
    stripe_customer_id     text,
    stripe_subscription_id text,
    updated_at             timestamptz NOT NULL DEFAULT now()
);

-- Single-use tokens sent by email; only the hash is kept.
CREATE TABLE email_tokens (
    id         uuid PRIMARY KEY DEFAULT gen_random_uuid(),
    purpose    text NOT NULL CHECK (purpose IN ('verify_email', 'reset_password', 'magic_link', 'handoff')),
    user_id    uuid NOT NULL REFERENCES users ON DELETE CASCADE,
    agency_id  uuid REFERENCES agencies ON DELETE CASCADE,
    token_hash bytea NOT NULL UNIQUE,
    created_at timestamptz NOT NULL DEFAULT now(),
    expires_at timestamptz NOT NULL,
    used_at    timestamptz
);
CREATE INDEX email_tokens_user ON email_tokens (user_id, purpose);

CREATE TABLE invites (
    id           uuid PRIMARY KEY DEFAULT gen_random_uuid(),
    agency_id    uuid NOT NULL REFERENCES agencies ON DELETE CASCADE,
    email        text NOT NULL CHECK (position('@' in email) > 1),
    name         text,
    role         text NOT NULL CHECK (role ~ '^[a-z][a-z0-9_]{1,40}$'),
    group_id     uuid,
    employee_id  uuid,
    token_hash   bytea NOT NULL UNIQUE,
    invited_by   uuid REFERENCES users ON DELETE SET NULL,
    created_at   timestamptz NOT NULL DEFAULT now(),
    last_sent_at timestamptz NOT NULL DEFAULT now(),
    expires_at   timestamptz NOT NULL,
    accepted_at  timestamptz,
    revoked_at   timestamptz
);
CREATE UNIQUE INDEX invites_one_pending ON invites (agency_id, lower(email)) WHERE accepted_at IS NULL AND revoked_at IS NULL;

-- Every message the platform sends, kept; delivered by the outbox worker when SMTP is set.
CREATE TABLE outbox (
    id              uuid PRIMARY KEY DEFAULT gen_random_uuid(),
    agency_id       uuid REFERENCES agencies ON DELETE CASCADE,
    kind            text NOT NULL,
    to_email        text NOT NULL,
    to_name         text,
    from_name       text NOT NULL,
    subject         text NOT NULL,
    text_body       text NOT NULL,
    html_body       text NOT NULL,
    created_at      timestamptz NOT NULL DEFAULT now(),
    next_attempt_at timestamptz NOT NULL DEFAULT now(),
    attempts        int NOT NULL DEFAULT 0,
    sent_at         timestamptz,
    last_error      text
);
CREATE INDEX outbox_pending ON outbox (next_attempt_at) WHERE sent_at IS NULL;
CREATE INDEX outbox_agency ON outbox (agency_id, created_at DESC);

-- Rate limiting of sign-in and email-sending endpoints: one row per counted event.
CREATE TABLE rate_events (
    bucket text NOT NULL,
    key    text NOT NULL,
    at     timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX rate_events_lookup ON rate_events (bucket, key, at);

-- OpenID Connect per agency; the client secret is encrypted (AES-256-GCM).
CREATE TABLE agency_sso (
    agency_id         uuid PRIMARY KEY REFERENCES agencies ON DELETE CASCADE,
    issuer_url        text NOT NULL,
    client_id         text NOT NULL,
    client_secret_enc bytea NOT NULL,
    enabled           boolean NOT NULL DEFAULT true,
    allow_jit         boolean NOT NULL DEFAULT false,
    jit_role          text NOT NULL DEFAULT 'broker',
    updated_at        timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE sso_logins (
    state         text PRIMARY KEY,
    agency_id     uuid NOT NULL REFERENCES agencies ON DELETE CASCADE,
    nonce         text NOT NULL,
    pkce_verifier text NOT NULL,
    next_path     text NOT NULL DEFAULT '/dashboard',
    created_at    timestamptz NOT NULL DEFAULT now(),
    expires_at    timestamptz NOT NULL
);

-- An agency's own roles: a name and the permissions (resource:action) it grants.
CREATE TABLE agency_roles (
    agency_id   uuid NOT NULL REFERENCES agencies ON DELETE CASCADE,
    name        text NOT NULL CHECK (name ~ '^[a-z][a-z0-9_]{1,40}$'),
    label       text NOT NULL,
    description text NOT NULL DEFAULT '',
    permissions text[] NOT NULL,
    created_at  timestamptz NOT NULL DEFAULT now(),
    PRIMARY KEY (agency_id, name)
);

ALTER TABLE users ADD COLUMN sso_subject text;
ALTER TABLE sessions ADD COLUMN method text NOT NULL DEFAULT 'password';
