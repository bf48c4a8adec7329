-- The carrier and plan catalogue the platform operator manages, and its rates (shaped like the
-- CMS Rate PUF: plan, rating area, age, tobacco → monthly rate) with effective date ranges.
CREATE TABLE rating_areas (
    id    text PRIMARY KEY CHECK (id ~ '^[A-Z]{2}-[0-9]{2}$'),
    state text NOT NULL CHECK (state ~ '^[A-Z]{2}$'),
    name  text NOT NULL
);

CREATE TABLE carriers (
    id                   uuid PRIMARY KEY DEFAULT gen_random_uuid(),
    name                 text NOT NULL UNIQUE CHECK (length(name) BETWEEN 1 AND 120),
    hios_issuer_id       text NOT NULL UNIQUE CHECK (hios_issuer_id ~ '^[0-9]{5}$'),
    -- The carrier's small-group rules: minimum employer contribution (percent of the
    -- employee-only premium, or of the total) and minimum participation of eligible employees.
    min_contribution_pct   numeric(5, 2) NOT NULL DEFAULT 50 CHECK (min_contribution_pct BETWEEN 0 AND 100),
    min_contribution_basis text NOT NULL DEFAULT 'employee_only' CHECK (min_contribution_basis IN ('employee_only', 'total')),
    min_participation_pct  numeric(5, 2) NOT NULL DEFAULT 70 CHECK (min_participation_pct BETWEEN 0 AND 100),
    color                text NOT NULL DEFAULT '#455a64' CHECK (color ~ '^#[0-9a-fA-F]{6}$'),
    created_at           timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE plans (
    id                 text PRIMARY KEY CHECK (id ~ '^[0-9]{5}[A-Z]{2}[0-9]{7}$'),
    carrier_id         uuid NOT NULL REFERENCES carriers ON DELETE RESTRICT,
    name               text NOT NULL CHECK (length(name) BETWEEN 1 AND 200),
    line               text NOT NULL CHECK (line IN ('medical', 'dental', 'vision')),
    metal_level        text CHECK (metal_level IN ('bronze', 'silver', 'gold', 'platinum')),
    network_type       text NOT NULL CHECK (network_type IN ('HMO', 'PPO', 'EPO', 'POS', 'DHMO', 'DPPO')),
    network_name       text,
    hsa_eligible       boolean NOT NULL DEFAULT false,
    state              text NOT NULL CHECK (state ~ '^[A-Z]{2}$'),
    deductible_individual     int NOT NULL CHECK (deductible_individual >= 0),
    deductible_family         int NOT NULL CHECK (deductible_family >= 0),
    deductible_oon_individual int CHECK (deductible_oon_individual >= 0),
    deductible_oon_family     int CHECK (deductible_oon_family >= 0),
    oop_max_individual int NOT NULL CHECK (oop_max_individual >= 0),
    oop_max_family     int NOT NULL CHECK (oop_max_family >= 0),
    coinsurance_pct    int NOT NULL CHECK (coinsurance_pct BETWEEN 0 AND 100),
    copay_pcp          int CHECK (copay_pcp >= 0),
    copay_specialist   int CHECK (copay_specialist >= 0),
    copay_er           int CHECK (copay_er >= 0),
    copay_urgent_care  int CHECK (copay_urgent_care >= 0),
    copay_generic_rx   int CHECK (copay_generic_rx >= 0),
    sbc_url            text,
    active             boolean NOT NULL DEFAULT true,
    created_at         timestamptz NOT NULL DEFAULT now(),
    CHECK ((line = 'medical') = (metal_level IS NOT NULL))
);
CREATE INDEX plans_carrier ON plans (carrier_id);
CREATE INDEX plans_line ON plans (line, state) WHERE active;

-- Age 0 stands for the PUF's "0-14" band and 64 for "64 and over".
CREATE TABLE plan_rates (
    plan_id         text NOT NULL REFERENCES plans ON DELETE CASCADE,
    rating_area     text NOT NULL REFERENCES rating_areas,
    effective_from  date NOT NULL,
    effective_to    date NOT NULL,
    age             smallint NOT NULL CHECK (age = 0 OR age BETWEEN 15 AND 64),
    individual_rate numeric(10, 2) NOT NULL CHECK (individual_rate > 0),
    tobacco_rate    numeric(10, 2) CHECK (tobacco_rate > 0),
    PRIMARY KEY (plan_id, rating_area, effective_from, age),
    CHECK (effective_to >= effective_from)
);

-- Composite tier rates, for plans a carrier rates by tier in an area.
CREATE TABLE plan_composite_rates (
    plan_id        text NOT NULL REFERENCES plans ON DELETE CASCADE,
    rating_area    text NOT NULL REFERENCES rating_areas,
    effective_from date NOT NULL,
    effective_to   date NOT NULL,
    ee numeric(10, 2) NOT NULL CHECK (ee > 0),
    es numeric(10, 2) NOT NULL CHECK (es > 0),
    ec numeric(10, 2) NOT NULL CHECK (ec > 0),
    ef numeric(10, 2) NOT NULL CHECK (ef > 0),
    PRIMARY KEY (plan_id, rating_area, effective_from),
    CHECK (effective_to >= effective_from)
);

INSERT INTO rating_areas (id, state, name)
SELECT DISTINCT rating_area, state, 'Rating area ' || ltrim(split_part(rating_area, '-', 2), '0') FROM zip_codes;
