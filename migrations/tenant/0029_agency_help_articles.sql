-- Help articles an agency writes for its own clients: markdown as written, rendered to sanitized
-- HTML and plain text when saved, searched with the platform's articles on the agency's host.
CREATE TABLE agency_articles (
    id              uuid PRIMARY KEY DEFAULT gen_random_uuid(),
    slug            text NOT NULL UNIQUE CHECK (slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$' AND length(slug) <= 80),
    category        text NOT NULL CHECK (category IN
                    ('getting-started', 'census', 'quoting', 'plan-design', 'enrollment', 'employees',
                     'carriers', 'renewal', 'billing', 'branding', 'security')),
    title           text NOT NULL CHECK (length(title) BETWEEN 1 AND 200),
    summary         text NOT NULL CHECK (length(summary) BETWEEN 1 AND 300),
    body_markdown   text NOT NULL CHECK (length(body_markdown) BETWEEN 1 AND 50000),
    body_html       text NOT NULL,
    body_text       text NOT NULL,
    published       boolean NOT NULL DEFAULT false,
    search          tsvector GENERATED ALWAYS AS (
                        setweight(to_tsvector('english', title), 'A')
                        || setweight(to_tsvector('english', summary), 'B')
                        || setweight(to_tsvector('english', body_text), 'C')) STORED,
    version         int NOT NULL DEFAULT 1,
    created_at      timestamptz NOT NULL DEFAULT now(),
    updated_at      timestamptz NOT NULL DEFAULT now(),
    updated_by_name text NOT NULL
);
CREATE INDEX agency_articles_search ON agency_articles USING gin (search);

-- "Was this helpful?" on the agency's own articles.
CREATE TABLE agency_article_feedback (
    id         uuid PRIMARY KEY DEFAULT gen_random_uuid(),
    article_id uuid NOT NULL REFERENCES agency_articles ON DELETE CASCADE,
    helpful    boolean NOT NULL,
    created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX agency_article_feedback_article ON agency_article_feedback (article_id, helpful);
