-- The census's bulk tables (employees, dependents, census_members) check their references once
-- per statement instead of once per row: PostgreSQL's foreign keys look each row's parent up
-- one by one, which was over two seconds of a 100,000-employee import. The integrity is the
-- same: a statement locks the parents it refers to (FOR KEY SHARE, as a foreign key does) and
-- fails with foreign_key_violation when one is missing; deleting a parent deletes its children
-- (or clears the reference) as the constraints' ON DELETE actions did; parent ids never change.
ALTER TABLE employees DROP CONSTRAINT employees_group_id_fkey, DROP CONSTRAINT employees_census_version_id_fkey;
ALTER TABLE dependents DROP CONSTRAINT dependents_employee_id_fkey;
ALTER TABLE census_members DROP CONSTRAINT census_members_version_id_fkey;

-- Each check counts the distinct parents the statement's rows name and the ones it could lock;
-- fewer locked than named means one is missing (or was deleted meanwhile).
CREATE FUNCTION employees_check_references() RETURNS trigger LANGUAGE plpgsql SET search_path FROM CURRENT AS $$
DECLARE
    missing bigint;
BEGIN
    WITH named AS (SELECT DISTINCT group_id AS id FROM new_rows),
         locked AS (SELECT id FROM groups WHERE id IN (SELECT id FROM named) FOR KEY SHARE)
    SELECT (SELECT count(*) FROM named) - (SELECT count(*) FROM locked) INTO missing;
    IF missing > 0 THEN
        RAISE foreign_key_violation USING MESSAGE = 'employees refer to a group that does not exist';
    END IF;
    WITH named AS (SELECT DISTINCT census_version_id AS id FROM new_rows WHERE census_version_id IS NOT NULL),
         locked AS (SELECT id FROM census_versions WHERE id IN (SELECT id FROM named) FOR KEY SHARE)
    SELECT (SELECT count(*) FROM named) - (SELECT count(*) FROM locked) INTO missing;
    IF missing > 0 THEN
        RAISE foreign_key_violation USING MESSAGE = 'employees refer to a census version that does not exist';
    END IF;
    RETURN NULL;
END $$;
CREATE TRIGGER employees_references_inserted AFTER INSERT ON employees
    REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION employees_check_references();
CREATE TRIGGER employees_references_updated AFTER UPDATE ON employees
    REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION employees_check_references();

CREATE FUNCTION dependents_check_references() RETURNS trigger LANGUAGE plpgsql SET search_path FROM CURRENT AS $$
DECLARE
    missing bigint;
BEGIN
    WITH named AS (SELECT DISTINCT employee_id AS id FROM new_rows),
         locked AS (SELECT id FROM employees WHERE id IN (SELECT id FROM named) FOR KEY SHARE)
    SELECT (SELECT count(*) FROM named) - (SELECT count(*) FROM locked) INTO missing;
    IF missing > 0 THEN
        RAISE foreign_key_violation USING MESSAGE = 'dependents refer to an employee who does not exist';
    END IF;
    RETURN NULL;
END $$;
CREATE TRIGGER dependents_references_inserted AFTER INSERT ON dependents
    REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION dependents_check_references();
CREATE TRIGGER dependents_references_updated AFTER UPDATE ON dependents
    REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION dependents_check_references();

CREATE FUNCTION census_members_check_references() RETURNS trigger LANGUAGE plpgsql SET search_path FROM CURRENT AS $$
DECLARE
    missing bigint;
BEGIN
    WITH named AS (SELECT DISTINCT version_id AS id FROM new_rows),
         locked AS (SELECT id FROM census_versions WHERE id IN (SELECT id FROM named) FOR KEY SHARE)
    SELECT (SELECT count(*) FROM named) - (SELECT count(*) FROM locked) INTO missing;
    IF missing > 0 THEN
        RAISE foreign_key_violation USING MESSAGE = 'census members refer to a census version that does not exist';
    END IF;
    RETURN NULL;
END $$;
CREATE TRIGGER census_members_references_inserted AFTER INSERT ON census_members
    REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION census_members_check_references();
CREATE TRIGGER census_members_references_updated AFTER UPDATE ON census_members
    REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION census_members_check_references();

-- Deleting parents.
CREATE FUNCTION groups_delete_employees() RETURNS trigger LANGUAGE plpgsql SET search_path FROM CURRENT AS $$
BEGIN
    DELETE FROM employees WHERE group_id IN (SELECT id FROM old_rows);
    RETURN NULL;
END $$;
CREATE TRIGGER groups_delete_employees AFTER DELETE ON groups
    REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION groups_delete_employees();

CREATE FUNCTION employees_delete_dependents() RETURNS trigger LANGUAGE plpgsql SET search_path FROM CURRENT AS $$
BEGIN
    DELETE FROM dependents WHERE employee_id IN (SELECT id FROM old_rows);
    RETURN NULL;
END $$;
CREATE TRIGGER employees_delete_dependents AFTER DELETE ON employees
    REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION employees_delete_dependents();

CREATE FUNCTION census_versions_release() RETURNS trigger LANGUAGE plpgsql SET search_path FROM CURRENT AS $$
BEGIN
    DELETE FROM census_members WHERE version_id IN (SELECT id FROM old_rows);
    UPDATE employees SET census_version_id = NULL WHERE census_version_id IN (SELECT id FROM old_rows);
    RETURN NULL;
END $$;
CREATE TRIGGER census_versions_release AFTER DELETE ON census_versions
    REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION census_versions_release();

CREATE FUNCTION refuse_id_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    RAISE EXCEPTION 'the id of a row of % never changes', TG_TABLE_NAME USING ERRCODE = 'foreign_key_violation';
END $$;
CREATE TRIGGER groups_id_fixed BEFORE UPDATE OF id ON groups
    FOR EACH ROW WHEN (OLD.id IS DISTINCT FROM NEW.id) EXECUTE FUNCTION refuse_id_change();
CREATE TRIGGER employees_id_fixed BEFORE UPDATE OF id ON employees
    FOR EACH ROW WHEN (OLD.id IS DISTINCT FROM NEW.id) EXECUTE FUNCTION refuse_id_change();
CREATE TRIGGER census_versions_id_fixed BEFORE UPDATE OF id ON census_versions
    FOR EACH ROW WHEN (OLD.id IS DISTINCT FROM NEW.id) EXECUTE FUNCTION refuse_id_change();

-- Employees without an SSN are never looked up by it: they stay out of its index.
DROP INDEX employees_ssn;
CREATE INDEX employees_ssn ON employees (group_id, ssn_hmac) WHERE ssn_hmac IS NOT NULL;
