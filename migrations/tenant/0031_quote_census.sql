-- A quote's census is read and written whole: one row per quote holding each field of its
-- members as an array (member i is element i of every array), so making a quote writes one row
-- and checks one reference, whatever the census size. The arrays are stored uncompressed:
-- compressing them on every quote costs more time than their size is worth.
CREATE TABLE quote_census (
    quote_id         uuid PRIMARY KEY REFERENCES quotes ON DELETE CASCADE,
    member_keys      text[] NOT NULL,
    employee_keys    text[] NOT NULL,
    relationships    text[] NOT NULL,
    first_names      text[] NOT NULL,
    last_names       text[] NOT NULL,
    dobs             date[] NOT NULL,
    tobacco          boolean[] NOT NULL,
    medical_tiers    text[] NOT NULL,
    dental_tiers     text[] NOT NULL,
    vision_tiers     text[] NOT NULL,
    employee_classes text[] NOT NULL,
    salaries_cents   bigint[] NOT NULL,
    CHECK (cardinality(member_keys) = cardinality(employee_keys)
       AND cardinality(member_keys) = cardinality(relationships)
       AND cardinality(member_keys) = cardinality(first_names)
       AND cardinality(member_keys) = cardinality(last_names)
       AND cardinality(member_keys) = cardinality(dobs)
       AND cardinality(member_keys) = cardinality(tobacco)
       AND cardinality(member_keys) = cardinality(medical_tiers)
       AND cardinality(member_keys) = cardinality(dental_tiers)
       AND cardinality(member_keys) = cardinality(vision_tiers)
       AND cardinality(member_keys) = cardinality(employee_classes)
       AND cardinality(member_keys) = cardinality(salaries_cents))
);
ALTER TABLE quote_census
    ALTER member_keys SET STORAGE EXTERNAL,
    ALTER employee_keys SET STORAGE EXTERNAL,
    ALTER first_names SET STORAGE EXTERNAL,
    ALTER last_names SET STORAGE EXTERNAL;

INSERT INTO quote_census
SELECT quote_id, array_agg(member_key), array_agg(employee_key), array_agg(relationship), array_agg(first_name),
       array_agg(last_name), array_agg(dob), array_agg(tobacco), array_agg(medical_tier), array_agg(dental_tier),
       array_agg(vision_tier), array_agg(employee_class), array_agg(salary_cents)
FROM quote_members
GROUP BY quote_id;

DROP TABLE quote_members;
