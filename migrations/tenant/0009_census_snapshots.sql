-- A committed census version's roster is kept as CSV text (compressed by PostgreSQL with lz4)
-- instead of a row per member: it is only ever read whole (diffs, downloads, quotes), and writing
-- 230,000 indexed rows was a quarter of a 100,000-employee import. The text is cut into parts
-- (about a megabyte each, so that it streams in by COPY); the parts in order are the whole.
-- Columns, no header: employee_key, relationship, first_name, last_name, dob (YYYY-MM-DD),
-- gender, zip, medical_tier, dental_tier, vision_tier, status, salary_cents, tobacco
-- (true/false), employee_class; an empty field is NULL. A member's key follows from these (an
-- employee's is the employee key; a dependent's is the employee key, relationship, first name
-- in lower case and birth date joined by colons, as census_members kept it).
CREATE TABLE census_snapshots (
    version_id uuid NOT NULL REFERENCES census_versions ON DELETE CASCADE,
    part       int NOT NULL,
    members    text NOT NULL,
    PRIMARY KEY (version_id, part)
);
ALTER TABLE census_snapshots ALTER COLUMN members SET COMPRESSION lz4;

CREATE FUNCTION pg_temp.csv_field(value text) RETURNS text LANGUAGE sql IMMUTABLE AS $$
    SELECT CASE WHEN value IS NULL THEN '' ELSE '"' || replace(value, '"', '""') || '"' END
$$;

INSERT INTO census_snapshots (version_id, part, members)
SELECT version_id, 0, string_agg(concat_ws(',',
        pg_temp.csv_field(employee_key), pg_temp.csv_field(relationship),
        pg_temp.csv_field(first_name), pg_temp.csv_field(last_name), coalesce(to_char(dob, 'YYYY-MM-DD'), ''),
        pg_temp.csv_field(gender), pg_temp.csv_field(zip), pg_temp.csv_field(medical_tier), pg_temp.csv_field(dental_tier),
        pg_temp.csv_field(vision_tier), pg_temp.csv_field(status), coalesce(salary_cents::text, ''), tobacco::text,
        pg_temp.csv_field(employee_class)) || E'\n', '' ORDER BY member_key)
FROM census_members GROUP BY version_id;

DROP TRIGGER census_versions_delete_members ON census_versions;
DROP TABLE census_members;
DROP FUNCTION pg_temp.csv_field(text);
