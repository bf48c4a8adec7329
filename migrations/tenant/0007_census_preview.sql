-- The first rows of a census file as uploaded, so that a broker can pick the header row.
ALTER TABLE census_versions ADD COLUMN preview jsonb NOT NULL DEFAULT '[]';
