-- The help centre's articles, written for the product and published with each release: their
-- markdown rendered to sanitized HTML and plain text when published, searched by full text
-- (the title weighs most, then the summary, then the body).
CREATE TABLE help_articles (
    slug         text PRIMARY KEY CHECK (slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$'),
    category     text NOT NULL CHECK (category IN
                 ('getting-started', 'census', 'quoting', 'plan-design', 'enrollment', 'employees',
                  'carriers', 'renewal', 'billing', 'branding', 'security')),
    title        text NOT NULL CHECK (length(title) BETWEEN 1 AND 200),
    summary      text NOT NULL,
    body_html    text NOT NULL,
    body_text    text NOT NULL,
    content_hash text NOT NULL,
    position     int NOT NULL,
    search       tsvector GENERATED ALWAYS AS (
                     setweight(to_tsvector('english', title), 'A')
                     || setweight(to_tsvector('english', summary), 'B')
                     || setweight(to_tsvector('english', body_text), 'C')) STORED,
    published_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX help_articles_search ON help_articles USING gin (search);
CREATE INDEX help_articles_category ON help_articles (category, position);

-- "Was this helpful?", one answer per reader's click, with where it was asked from.
CREATE TABLE help_feedback (
    id         uuid PRIMARY KEY DEFAULT gen_random_uuid(),
    slug       text NOT NULL REFERENCES help_articles ON DELETE CASCADE,
    helpful    boolean NOT NULL,
    agency_id  uuid REFERENCES agencies ON DELETE CASCADE,
    created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX help_feedback_slug ON help_feedback (slug, helpful);

-- Messages sent from the help centre's contact form: to the agency whose address it was sent
-- from (its support address), or to the platform's.
CREATE TABLE support_requests (
    id         uuid PRIMARY KEY DEFAULT gen_random_uuid(),
    agency_id  uuid REFERENCES agencies ON DELETE CASCADE,
    user_id    uuid REFERENCES users ON DELETE SET NULL,
    name       text NOT NULL CHECK (length(name) BETWEEN 1 AND 120),
    email      text NOT NULL CHECK (length(email) BETWEEN 3 AND 254),
    message    text NOT NULL CHECK (length(message) BETWEEN 1 AND 5000),
    page       text CHECK (length(page) <= 300),
    created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX support_requests_agency ON support_requests (agency_id, created_at DESC);
