-- How a carrier bills a month in which coverage starts, changes or ends: the whole month at
-- the coverage in force on its first covered day, or each part of the month by its days.
ALTER TABLE carriers
    ADD COLUMN mid_month_billing text NOT NULL DEFAULT 'full_month'
        CHECK (mid_month_billing IN ('full_month', 'prorated'));
