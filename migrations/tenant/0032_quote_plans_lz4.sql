-- A quote's plans and a design's plans keep the attributes and rates each plan was rated with as
-- JSON, a few kilobytes a plan, written fifty at a time. lz4 compresses them several times
-- faster than the default pglz, which was a tenth of the database's work in making a quote.
ALTER TABLE quote_plans
    ALTER plan SET COMPRESSION lz4,
    ALTER rates SET COMPRESSION lz4,
    ALTER tiers SET COMPRESSION lz4;
ALTER TABLE plan_design_plans
    ALTER plan SET COMPRESSION lz4,
    ALTER rates SET COMPRESSION lz4;
