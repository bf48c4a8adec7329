-- Employees of a checked census file who have no email address (they cannot be invited to enroll).
ALTER TABLE census_versions ADD COLUMN without_email integer NOT NULL DEFAULT 0;
