-- Password-guessing throttles (platform/src/auth/rate_limit.rs): one counter of failed
-- attempts per account and address, per account (ip = '') and per address (email = ''), each
-- updated under its row lock so that parallel attempts are counted one after another.
CREATE TABLE signin_throttle (
    email    text NOT NULL,
    ip       text NOT NULL,
    failures integer NOT NULL DEFAULT 0,
    last_at  timestamptz NOT NULL DEFAULT now(),
    PRIMARY KEY (email, ip)
);
CREATE INDEX signin_throttle_last_at ON signin_throttle (last_at);

DROP TABLE signin_attempts;
