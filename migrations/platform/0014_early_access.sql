-- The public early-access waitlist: one row per address (compared without case).
CREATE TABLE early_access_signups (
    id          uuid PRIMARY KEY DEFAULT gen_random_uuid(),
    name        text NOT NULL CHECK (length(name) BETWEEN 1 AND 120),
    email       text NOT NULL CHECK (length(email) BETWEEN 3 AND 254),
    agency_name text NOT NULL CHECK (length(agency_name) BETWEEN 1 AND 160),
    agency_size text NOT NULL CHECK (agency_size IN ('solo', '2-10', '11-50', '51-200', '200+')),
    interests   text[] NOT NULL DEFAULT '{}'
                CHECK (interests <@ ARRAY['benefits_catalog', 'reports', 'resource_library']),
    created_at  timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX early_access_signups_email ON early_access_signups (lower(email));

-- The preview features an agency has switched on: a row while it is on.
CREATE TABLE agency_previews (
    agency_id  uuid NOT NULL REFERENCES agencies ON DELETE CASCADE,
    feature    text NOT NULL CHECK (feature IN ('benefits_catalog', 'reports', 'resource_library')),
    enabled_by uuid REFERENCES users ON DELETE SET NULL,
    enabled_at timestamptz NOT NULL DEFAULT now(),
    PRIMARY KEY (agency_id, feature)
);

-- What people of an agency say about a preview feature, for the platform's operators.
CREATE TABLE preview_feedback (
    id         uuid PRIMARY KEY DEFAULT gen_random_uuid(),
    agency_id  uuid NOT NULL REFERENCES agencies ON DELETE CASCADE,
    feature    text NOT NULL CHECK (feature IN ('benefits_catalog', 'reports', 'resource_library')),
    user_id    uuid REFERENCES users ON DELETE SET NULL,
    user_name  text NOT NULL,
    message    text NOT NULL CHECK (length(message) BETWEEN 1 AND 5000),
    created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX preview_feedback_created ON preview_feedback (created_at DESC);
