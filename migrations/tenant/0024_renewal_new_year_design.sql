-- The design of the new plan year made from the approved renewal: the renewal plans at their
-- renewal rates under the contribution in force.
ALTER TABLE renewals ADD COLUMN design_id uuid REFERENCES plan_designs ON DELETE SET NULL;
