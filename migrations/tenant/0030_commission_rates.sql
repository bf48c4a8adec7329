-- The agency's commission rates: a percentage of premium per carrier and line of coverage, in
-- basis points (450 = 4.50 %), which the book of business multiplies its premium by. The
-- schedule row carries the set's version, so two people saving at once cannot overwrite each
-- other unseen.

CREATE TABLE commission_schedule (
    only_row        boolean PRIMARY KEY DEFAULT true CHECK (only_row),
    version         int NOT NULL CHECK (version > 0),
    updated_by      uuid,
    updated_by_name text NOT NULL,
    updated_at      timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE commission_rates (
    carrier_id uuid NOT NULL REFERENCES public.carriers ON DELETE CASCADE,
    line       text NOT NULL CHECK (line IN ('medical', 'dental', 'vision')),
    rate_bps   int NOT NULL CHECK (rate_bps BETWEEN 1 AND 5000),
    PRIMARY KEY (carrier_id, line)
);
