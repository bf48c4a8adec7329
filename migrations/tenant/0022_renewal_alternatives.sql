-- Quotes of the group the broker puts beside the renewal: each is re-priced with the people and
-- tiers in force and the current contribution strategy, line by line.
CREATE TABLE renewal_alternatives (
    renewal_id    uuid NOT NULL REFERENCES renewals ON DELETE CASCADE,
    quote_id      uuid NOT NULL REFERENCES quotes ON DELETE CASCADE,
    position      int NOT NULL,
    added_by_name text NOT NULL,
    added_at      timestamptz NOT NULL DEFAULT now(),
    PRIMARY KEY (renewal_id, quote_id)
);
CREATE INDEX renewal_alternatives_quote ON renewal_alternatives (quote_id);
