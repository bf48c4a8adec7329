-- Servers keep the sessions they looked up for a few seconds. Whatever can end a session or
-- change what it may do notifies every server (LISTEN canopy_sessions), which then forgets the
-- sessions it keeps. Marking a session seen (`last_seen_at`) is not such a change.
CREATE FUNCTION notify_session_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    PERFORM pg_notify('canopy_sessions', '');
    RETURN NULL;
END
$$;

CREATE TRIGGER sessions_changed AFTER UPDATE OF revoked_at, expires_at, user_id, agency_id OR DELETE
    ON sessions FOR EACH STATEMENT EXECUTE FUNCTION notify_session_change();
CREATE TRIGGER users_changed AFTER UPDATE OR DELETE
    ON users FOR EACH STATEMENT EXECUTE FUNCTION notify_session_change();
CREATE TRIGGER memberships_changed AFTER INSERT OR UPDATE OR DELETE
    ON memberships FOR EACH STATEMENT EXECUTE FUNCTION notify_session_change();
CREATE TRIGGER agencies_changed AFTER UPDATE OR DELETE
    ON agencies FOR EACH STATEMENT EXECUTE FUNCTION notify_session_change();
CREATE TRIGGER subscriptions_changed AFTER INSERT OR UPDATE OR DELETE
    ON subscriptions FOR EACH STATEMENT EXECUTE FUNCTION notify_session_change();
CREATE TRIGGER agency_domains_changed AFTER INSERT OR UPDATE OR DELETE
    ON agency_domains FOR EACH STATEMENT EXECUTE FUNCTION notify_session_change();
