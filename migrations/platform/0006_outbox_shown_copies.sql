-- The outbox keeps a shown copy of each message, without the links that sign in, reset a
-- password, confirm an address or sign up: every view reads it, and a delivered message keeps
-- only it. Messages already kept get their links' query strings removed.
ALTER TABLE outbox ADD COLUMN shown_text_body text, ADD COLUMN shown_html_body text;
UPDATE outbox SET
    shown_text_body = regexp_replace(text_body, '(https?://[^\s"''<>?#]+)\?[^\s"''<>]*', '\1?[link removed]', 'g'),
    shown_html_body = regexp_replace(html_body, '(https?://[^\s"''<>?#]+)\?[^\s"''<>]*', '\1?[link removed]', 'g');
UPDATE outbox SET text_body = shown_text_body, html_body = shown_html_body WHERE sent_at IS NOT NULL;
ALTER TABLE outbox ALTER COLUMN shown_text_body SET NOT NULL, ALTER COLUMN shown_html_body SET NOT NULL;
