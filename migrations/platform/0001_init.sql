-- Public schema: the agency registry, identities, sessions and platform-wide records.

CREATE TABLE agencies (
    id          uuid PRIMARY KEY DEFAULT gen_random_uuid(),
    slug        text NOT NULL UNIQUE CHECK (slug ~ '^[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?$'),
    name        text NOT NULL CHECK (length(name) BETWEEN 1 AND 200),
    schema_name text NOT NULL UNIQUE CHECK (schema_name ~ '^agency_[a-z0-9]{8,32}$'),
    status      text NOT NULL DEFAULT 'active' CHECK (status IN ('active', 'suspended')),
    created_at  timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE agency_brands (
    agency_id         uuid PRIMARY KEY REFERENCES agencies ON DELETE CASCADE,
    display_name      text NOT NULL,
    primary_color     text NOT NULL DEFAULT '#1f5f8b' CHECK (primary_color ~ '^#[0-9a-fA-F]{6}$'),
    secondary_color   text NOT NULL DEFAULT '#e07a2e' CHECK (secondary_color ~ '^#[0-9a-fA-F]{6}$'),
    font_family       text NOT NULL DEFAULT 'Inter',
    welcome_text      text NOT NULL DEFAULT '',
    logo_url          text,
    favicon_url       text,
    support_email     text,
    support_phone     text,
    email_sender_name text,
    updated_at        timestamptz NOT NULL DEFAULT now()
);

-- Custom domains; only verified ones resolve to an agency.
CREATE TABLE agency_domains (
    domain             text PRIMARY KEY CHECK (domain = lower(domain)),
    agency_id          uuid NOT NULL REFERENCES agencies ON DELETE CASCADE,
    verification_token text NOT NULL,
    verified_at        timestamptz,
    created_at         timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX agency_domains_agency ON agency_domains (agency_id);

CREATE TABLE users (
    id                   uuid PRIMARY KEY DEFAULT gen_random_uuid(),
    email                text NOT NULL CHECK (position('@' in email) > 1),
    name                 text NOT NULL,
    password_hash        text,
    email_verified_at    timestamptz,
    is_platform_operator boolean NOT NULL DEFAULT false,
    deactivated_at       timestamptz,
    created_at           timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX users_email_key ON users (lower(email));

CREATE TABLE memberships (
    id          uuid PRIMARY KEY DEFAULT gen_random_uuid(),
    user_id     uuid NOT NULL REFERENCES users ON DELETE CASCADE,
    agency_id   uuid NOT NULL REFERENCES agencies ON DELETE CASCADE,
    role        text NOT NULL CHECK (role ~ '^[a-z][a-z0-9_]{1,40}$'),
    group_id    uuid,
    employee_id uuid,
    status      text NOT NULL DEFAULT 'active' CHECK (status IN ('active', 'deactivated')),
    created_at  timestamptz NOT NULL DEFAULT now(),
    UNIQUE (user_id, agency_id)
);
CREATE INDEX memberships_agency ON memberships (agency_id, role);

CREATE TABLE sessions (
    id           uuid PRIMARY KEY DEFAULT gen_random_uuid(),
    token_hash   bytea NOT NULL UNIQUE,
    user_id      uuid NOT NULL REFERENCES users ON DELETE CASCADE,
    agency_id    uuid REFERENCES agencies ON DELETE CASCADE,
    ip           text,
    user_agent   text,
    created_at   timestamptz NOT NULL DEFAULT now(),
    last_seen_at timestamptz NOT NULL DEFAULT now(),
    expires_at   timestamptz NOT NULL,
    revoked_at   timestamptz
);
CREATE INDEX sessions_user ON sessions (user_id);

-- Failed sign-in attempts, for rate limiting per account and per IP.
CREATE TABLE signin_attempts (
    id         bigserial PRIMARY KEY,
    email      text NOT NULL,
    ip         text NOT NULL,
    at         timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX signin_attempts_email ON signin_attempts (lower(email), at);
CREATE INDEX signin_attempts_ip ON signin_attempts (ip, at);

-- Reports sent by the portal's error screen.
CREATE TABLE client_errors (
    id         uuid PRIMARY KEY DEFAULT gen_random_uuid(),
    kind       text NOT NULL CHECK (kind IN ('client', 'server')),
    message    text NOT NULL,
    stack      text,
    url        text NOT NULL,
    digest     text,
    user_agent text,
    agency_id  uuid REFERENCES agencies ON DELETE SET NULL,
    user_id    uuid REFERENCES users ON DELETE SET NULL,
    created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX client_errors_agency ON client_errors (agency_id, created_at DESC);
