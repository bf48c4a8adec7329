-- Each plan of the plan year being renewed, with the rates it is in force at, and what it
-- becomes in the new plan year: the same plan, the carrier's successor, a replacement from the
-- catalogue, or nothing yet when the carrier discontinues it. A percentage change, when the
-- carrier quoted one, applies to the plan's current rates; without one the renewal plan's rates
-- for the new plan year come from the catalogue (where the carrier's uploaded rates land).
CREATE TABLE renewal_plans (
    renewal_id       uuid NOT NULL REFERENCES renewals ON DELETE CASCADE,
    current_plan_id  text NOT NULL,
    position         int NOT NULL,
    line             text NOT NULL CHECK (line IN ('medical', 'dental', 'vision')),
    current_plan     jsonb NOT NULL,
    current_rates    jsonb NOT NULL,
    mapping          text NOT NULL DEFAULT 'same'
                     CHECK (mapping IN ('same', 'successor', 'replacement', 'discontinued')),
    renewal_plan_id  text,
    renewal_plan     jsonb,
    rate_change_bps  int CHECK (rate_change_bps BETWEEN 0 AND 10000),
    updated_by_name  text,
    updated_at       timestamptz,
    PRIMARY KEY (renewal_id, current_plan_id),
    CHECK ((mapping = 'discontinued') = (renewal_plan_id IS NULL)),
    CHECK ((renewal_plan_id IS NULL) = (renewal_plan IS NULL)),
    CHECK (mapping <> 'same' OR renewal_plan_id = current_plan_id)
);

INSERT INTO renewal_plans (renewal_id, current_plan_id, position, line, current_plan, current_rates, renewal_plan_id, renewal_plan)
SELECT r.id, p.plan_id, p.position, p.line, p.plan, p.rates, p.plan_id, p.plan
  FROM renewals r JOIN plan_design_plans p ON p.design_id = r.current_design_id
ON CONFLICT DO NOTHING;
