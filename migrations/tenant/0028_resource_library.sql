-- The agency's resource library: forms, plan documents, compliance and enrollment guides, each
-- a file in the document storage with its title, category and description, shared with
-- employer groups; each share is for the group's HR only or for its employees too.

CREATE TABLE resources (
    id               uuid PRIMARY KEY DEFAULT gen_random_uuid(),
    title            text NOT NULL CHECK (length(title) BETWEEN 1 AND 200),
    category         text NOT NULL CHECK (category IN
                     ('form', 'plan_document', 'compliance_guide', 'enrollment_guide', 'other')),
    description      text NOT NULL DEFAULT '' CHECK (length(description) <= 2000),
    file_name        text NOT NULL,
    content_type     text NOT NULL,
    size             bigint NOT NULL CHECK (size > 0),
    file_key         text NOT NULL UNIQUE,
    uploaded_by      uuid,
    uploaded_by_name text NOT NULL,
    created_at       timestamptz NOT NULL DEFAULT now(),
    updated_at       timestamptz NOT NULL DEFAULT now(),
    version          int NOT NULL DEFAULT 1
);
CREATE INDEX resources_newest ON resources (created_at DESC, id DESC);
CREATE INDEX resources_category ON resources (category);

CREATE TABLE resource_shares (
    resource_id          uuid NOT NULL REFERENCES resources ON DELETE CASCADE,
    group_id             uuid NOT NULL REFERENCES groups ON DELETE CASCADE,
    visible_to_employees boolean NOT NULL DEFAULT false,
    shared_by            uuid,
    shared_by_name       text NOT NULL,
    shared_at            timestamptz NOT NULL DEFAULT now(),
    PRIMARY KEY (resource_id, group_id)
);
CREATE INDEX resource_shares_group ON resource_shares (group_id, visible_to_employees);
