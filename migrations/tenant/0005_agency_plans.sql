-- Plans an agency adds for itself, with rates shaped like the catalogue's: they quote like
-- catalogue plans, within this agency only.
CREATE TABLE agency_plans (LIKE public.plans INCLUDING DEFAULTS INCLUDING CONSTRAINTS);
ALTER TABLE agency_plans ADD PRIMARY KEY (id), ADD FOREIGN KEY (carrier_id) REFERENCES public.carriers ON DELETE RESTRICT;

CREATE TABLE agency_plan_rates (LIKE public.plan_rates INCLUDING DEFAULTS INCLUDING CONSTRAINTS);
ALTER TABLE agency_plan_rates ADD PRIMARY KEY (plan_id, rating_area, effective_from, age),
    ADD FOREIGN KEY (plan_id) REFERENCES agency_plans ON DELETE CASCADE,
    ADD FOREIGN KEY (rating_area) REFERENCES public.rating_areas;
