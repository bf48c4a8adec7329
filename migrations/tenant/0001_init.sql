-- One copy per agency schema. Unqualified names: the migrator runs with search_path = the agency schema.

CREATE TABLE audit_log (
    id          bigserial PRIMARY KEY,
    at          timestamptz NOT NULL DEFAULT now(),
    actor_id    uuid,
    actor_name  text NOT NULL,
    action      text NOT NULL,
    entity      text NOT NULL,
    entity_id   text,
    summary     text NOT NULL,
    before      jsonb,
    after       jsonb,
    ip          text
);
CREATE INDEX audit_log_at ON audit_log (at DESC);
