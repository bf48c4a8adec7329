-- The census's bulk tables (employees, dependents, census_members) check their references once
-- per statement instead of once per row: PostgreSQL's foreign keys look each row's parent up
-- one by one, which was over two seconds of a 100,000-employee import. The integrity is the
-- same: a statement locks the parents it refers to (FOR KEY SHARE, as a foreign key does) and
-- fails with foreign_key_violation when one is missing; deleting a parent deletes its children
-- (or clears the reference) as the constraints' ON DELETE actions did; parent ids never change.
ALTER TABLE employees DROP CONSTRAINT employees_group_id_fkey, DROP CONSTRAINT employees_census_version_id_fkey;
ALTER TABLE dependents DROP CONSTRAINT dependents_employee_id_fkey;
ALTER TABLE census_members DROP CONSTRAINT census_members_version_id_fkey;

-- check_references(column, parent table, message): counts the distinct parents the statement's
-- rows name and those it could lock; fewer locked than named means one is missing (or was
-- deleted meanwhile).
CREATE FUNCTION check_references() RETURNS trigger LANGUAGE plpgsql SET search_path FROM CURRENT AS $$
DECLARE
    missing bigint;
BEGIN
    EXECUTE format(
        'WITH named AS (SELECT DISTINCT %1$I AS id FROM new_rows WHERE %1$I IS NOT NULL),
              locked AS (SELECT id FROM %2$I WHERE id IN (SELECT id FROM named) FOR KEY SHARE)
         SELECT (SELECT count(*) FROM named) - (SELECT count(*) FROM locked)', TG_ARGV[0], TG_ARGV[1])
        INTO missing;
    IF missing > 0 THEN
        RAISE foreign_key_violation USING MESSAGE = TG_ARGV[2];
    END IF;
    RETURN NULL;
END $$;

CREATE TRIGGER employees_group_inserted AFTER INSERT ON employees REFERENCING NEW TABLE AS new_rows
    FOR EACH STATEMENT EXECUTE FUNCTION check_references('group_id', 'groups', 'employees refer to a group that does not exist');
CREATE TRIGGER employees_group_updated AFTER UPDATE ON employees REFERENCING NEW TABLE AS new_rows
    FOR EACH STATEMENT EXECUTE FUNCTION check_references('group_id', 'groups', 'employees refer to a group that does not exist');
CREATE TRIGGER employees_version_inserted AFTER INSERT ON employees REFERENCING NEW TABLE AS new_rows
    FOR EACH STATEMENT EXECUTE FUNCTION check_references('census_version_id', 'census_versions', 'employees refer to a census version that does not exist');
CREATE TRIGGER employees_version_updated AFTER UPDATE ON employees REFERENCING NEW TABLE AS new_rows
    FOR EACH STATEMENT EXECUTE FUNCTION check_references('census_version_id', 'census_versions', 'employees refer to a census version that does not exist');
CREATE TRIGGER dependents_employee_inserted AFTER INSERT ON dependents REFERENCING NEW TABLE AS new_rows
    FOR EACH STATEMENT EXECUTE FUNCTION check_references('employee_id', 'employees', 'dependents refer to an employee who does not exist');
CREATE TRIGGER dependents_employee_updated AFTER UPDATE ON dependents REFERENCING NEW TABLE AS new_rows
    FOR EACH STATEMENT EXECUTE FUNCTION check_references('employee_id', 'employees', 'dependents refer to an employee who does not exist');
CREATE TRIGGER census_members_version_inserted AFTER INSERT ON census_members REFERENCING NEW TABLE AS new_rows
    FOR EACH STATEMENT EXECUTE FUNCTION check_references('version_id', 'census_versions', 'census members refer to a census version that does not exist');
CREATE TRIGGER census_members_version_updated AFTER UPDATE ON census_members REFERENCING NEW TABLE AS new_rows
    FOR EACH STATEMENT EXECUTE FUNCTION check_references('version_id', 'census_versions', 'census members refer to a census version that does not exist');

-- delete_referring(child table, column) and clear_referring(child table, column): what deleting
-- parents does to the rows that refer to them.
CREATE FUNCTION delete_referring() RETURNS trigger LANGUAGE plpgsql SET search_path FROM CURRENT AS $$
BEGIN
    EXECUTE format('DELETE FROM %I WHERE %I IN (SELECT id FROM old_rows)', TG_ARGV[0], TG_ARGV[1]);
    RETURN NULL;
END $$;
CREATE FUNCTION clear_referring() RETURNS trigger LANGUAGE plpgsql SET search_path FROM CURRENT AS $$
BEGIN
    EXECUTE format('UPDATE %I SET %2$I = NULL WHERE %2$I IN (SELECT id FROM old_rows)', TG_ARGV[0], TG_ARGV[1]);
    RETURN NULL;
END $$;
CREATE TRIGGER groups_delete_employees AFTER DELETE ON groups REFERENCING OLD TABLE AS old_rows
    FOR EACH STATEMENT EXECUTE FUNCTION delete_referring('employees', 'group_id');
CREATE TRIGGER employees_delete_dependents AFTER DELETE ON employees REFERENCING OLD TABLE AS old_rows
    FOR EACH STATEMENT EXECUTE FUNCTION delete_referring('dependents', 'employee_id');
CREATE TRIGGER census_versions_delete_members AFTER DELETE ON census_versions REFERENCING OLD TABLE AS old_rows
    FOR EACH STATEMENT EXECUTE FUNCTION delete_referring('census_members', 'version_id');
CREATE TRIGGER census_versions_clear_employees AFTER DELETE ON census_versions REFERENCING OLD TABLE AS old_rows
    FOR EACH STATEMENT EXECUTE FUNCTION clear_referring('employees', 'census_version_id');

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
