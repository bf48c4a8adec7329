#!/usr/bin/env python3
"""Writes migrations/platform/0009_us_zip_codes.sql: every US ZIP with its county and its
state's ACA rating area, from two packages on PyPI:

- policyengine-us: CMS's state geographic rating areas by county
  (parameters/gov/hhs/medicaid/geography/aca_rating_areas.csv), Los Angeles County's two areas
  by three-digit ZIP (parameters/gov/aca/la_county_rating_area.yaml) and the county FIPS codes
  (data/county_fips_2020.csv.gz);
- zipcodes (1.2.0, MIT, the last release that ships its data as JSON): every ZIP with its
  city, state and county.

Alaska, Massachusetts and Nebraska rate by three-digit ZIP, not by county (CMS, state
specific geographic rating areas, 45 CFR 147.102(b)); their tables are below.

Usage: python3 scripts/zip-rating-areas.py [OUT.sql]   (needs pip)
With no argument it writes migrations/platform/0009_us_zip_codes.sql; to refresh the data of a
database that ran 0009, write the next platform migration instead (the SQL replaces what it
finds).
"""
import bz2
import csv
import gzip
import io
import json
import os
import re
import subprocess
import sys
import tempfile
import unicodedata
import zipfile

POLICYENGINE = "policyengine-us==2.68.0"
ZIPCODES = "zipcodes==1.2.0"

# CMS: states whose rating areas are groups of three-digit ZIP codes.
ZIP3_AREAS = {
    "AK": {1: ["995"], 2: ["996", "997"], 3: ["998", "999"]},
    "MA": {
        1: ["010", "011", "012", "013"],
        2: ["014", "015", "016"],
        3: ["017", "020"],
        4: ["018", "019"],
        5: ["021", "022", "024"],
        6: ["023", "027"],
        7: ["025", "026"],
    },
    "NE": {
        1: ["680", "681"],
        2: ["683", "684", "685"],
        3: ["686", "687", "688", "689"],
        4: ["690", "691", "692", "693"],
    },
}
LOS_ANGELES = "06037"

# The 50 states, DC and Puerto Rico: the places with ACA rating areas.
PLACES = set(
    "AL AK AZ AR CA CO CT DE DC FL GA HI ID IL IN IA KS KY LA ME MD MA MI MN MS MO MT NE NV NH "
    "NJ NM NY NC ND OH OK OR PA PR RI SC SD TN TX UT VT VA WA WV WI WY".split()
)

# County names that changed, or that the two packages spell differently, per state.
ALIASES = {
    ("AK", "MUNICIPALITYOFANCHORAGE"): "ANCHORAGE",
    ("AK", "CITYANDBOROUGHOFJUNEAU"): "JUNEAU",
    ("AK", "WADEHAMPTON"): "KUSILVAK",
    ("AK", "PRINCEOFWALESOUTERKETCHIKAN"): "PRINCEOFWALESHYDER",
    ("AK", "PETERSBURGCENSUSAREA"): "PETERSBURG",
    ("SD", "SHANNON"): "OGLALALAKOTA",
    ("IN", "LAPORTE"): "LAPORTE",
    ("TX", "DEWITT"): "DEWITT",
}
# policyengine-us has five California counties in the wrong area; CMS's California areas
# (Covered California's regions) put Tulare in 10, Kings in 11, Inyo and Mono in 13 and Orange
# in 18, an area of its own.
CORRECTIONS = {("CA", "TULARE"): 10, ("CA", "KINGS"): 11, ("CA", "INYO"): 13, ("CA", "MONO"): 13, ("CA", "ORANGE"): 18}

# CMS lists Oglala Lakota County under its former name, Shannon County, in area 1 with its
# neighbours; the county table leaves it out.
MISSING_AREAS = {("SD", "OGLALALAKOTA"): 1}

SUFFIXES = ("CITYANDBOROUGH", "CENSUSAREA", "MUNICIPALITY", "MUNICIPIO", "BOROUGH", "PARISH", "COUNTY")


def core(name: str) -> str:
    """A county name reduced to letters, without its kind (County, Parish, Borough...)."""
    text = unicodedata.normalize("NFKD", name).encode("ascii", "ignore").decode().upper()
    text = re.sub(r"[^A-Z]", "", text.replace("_", " "))
    for suffix in SUFFIXES:
        if text.endswith(suffix) and len(text) > len(suffix):
            text = text[: -len(suffix)]
            break
    return text


def download(spec: str, into: str) -> str:
    subprocess.run(
        [sys.executable, "-m", "pip", "download", spec, "--no-deps", "--only-binary=:all:", "-d", into, "-q"],
        check=True,
    )
    name = spec.split("==")[0].replace("-", "_")
    return next(os.path.join(into, f) for f in os.listdir(into) if f.startswith(name) and f.endswith(".whl"))


def main() -> None:
    out = sys.argv[1] if len(sys.argv) > 1 else os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "migrations", "platform", "0009_us_zip_codes.sql")
    with tempfile.TemporaryDirectory() as tmp:
        pe = zipfile.ZipFile(download(POLICYENGINE, tmp))
        zc = zipfile.ZipFile(download(ZIPCODES, tmp))
        areas_csv = pe.read("policyengine_us/parameters/gov/hhs/medicaid/geography/aca_rating_areas.csv").decode()
        la_yaml = pe.read("policyengine_us/parameters/gov/aca/la_county_rating_area.yaml").decode()
        fips_csv = gzip.decompress(pe.read("policyengine_us/data/county_fips_2020.csv.gz")).decode()
        zips = json.loads(bz2.decompress(zc.read("zipcodes/zips.json.bz2")))

    # County → rating area, keyed by (state, core name).
    county_area = {}
    for row in csv.DictReader(io.StringIO(areas_csv)):
        key, state = row["county"].rsplit("_", 1)
        county_area[(state, core(key))] = int(row["rating_area"])

    counties = {}  # (state, core) -> (fips, name)
    for row in csv.DictReader(io.StringIO(fips_csv)):
        if row["state"] in PLACES:
            counties[(row["state"], core(row["county_name"]))] = (row["county_fips"], row["county_name"])

    la_zip3 = {}
    current = None
    for line in la_yaml.splitlines():
        if m := re.match(r"^(\d{3}):\s*$", line):
            current = m.group(1)
        elif current and (m := re.match(r"^\s+\d{4}-\d{2}-\d{2}:\s*(\d+)\s*$", line)):
            la_zip3[current] = int(m.group(1))
            current = None

    county_rows = []
    for (state, name), (fips, label) in sorted(counties.items(), key=lambda kv: kv[1][0]):
        area = CORRECTIONS.get((state, name)) or county_area.get((state, name), MISSING_AREAS.get((state, name)))
        if area is None and state not in ZIP3_AREAS:
            sys.exit(f"no rating area for {label}, {state}")
        county_rows.append((fips, state, label, area))

    zip3_rows = [(s, z3, "", a) for s, by_area in ZIP3_AREAS.items() for a, z3s in by_area.items() for z3 in z3s]
    zip3_rows += [("CA", z3, LOS_ANGELES, a) for z3, a in sorted(la_zip3.items())]

    # ZIP → county. A ZIP the package gives no county, or a county of another state or one
    # that no longer exists (Valdez-Cordova), takes the county of the nearest ZIP of its state.
    def county_of(state, name):
        key = core(name)
        key = ALIASES.get((state, key), key)
        return counties.get((state, key))

    def position(z):
        try:
            return float(z["lat"]), float(z["long"])
        except (TypeError, ValueError):
            return None

    known, unplaced, where = {}, [], {}
    for z in zips:
        if not z["active"] or z["state"] not in PLACES:
            continue
        found = county_of(z["state"], z["county"]) if z["county"] else None
        if z["state"] == "DC":
            found = counties[("DC", "DISTRICTOFCOLUMBIA")]
        if found:
            known[z["zip_code"]] = (z["city"], z["state"], found[0])
            if (at := position(z)) is not None:
                where.setdefault(z["state"], []).append((at, found[0]))
        else:
            unplaced.append(z)
    dropped = []
    for z in unplaced:
        at = position(z)
        candidates = where.get(z["state"], [])
        if at is None or not candidates:
            dropped.append(f'{z["zip_code"]} {z["state"]} {z["county"]!r}')
            continue
        _, fips = min(candidates, key=lambda c: (c[0][0] - at[0]) ** 2 + (c[0][1] - at[1]) ** 2)
        known[z["zip_code"]] = (z["city"], z["state"], fips)

    def lines(rows):
        text = "".join("|".join("" if v is None else str(v) for v in r) + "\n" for r in rows)
        assert text.count("|") == len(rows) * (len(rows[0]) - 1), "a value holds the separator"
        return text

    zip_rows = [(zip_code, city, fips) for zip_code, (city, _, fips) in sorted(known.items())]
    with open(out, "w", encoding="utf-8") as f:
        f.write(HEADER)
        f.write("INSERT INTO us_counties (county_fips, state, name, rating_area)\n")
        f.write("SELECT split_part(l, '|', 1), split_part(l, '|', 2), split_part(l, '|', 3), nullif(split_part(l, '|', 4), '')::int\n")
        f.write("FROM string_to_table(btrim($rows$\n")
        f.write(lines(county_rows))
        f.write("$rows$, E'\\n'), E'\\n') AS l;\n\n")
        f.write("INSERT INTO rating_area_zip3 (state, zip3, county_fips, rating_area)\n")
        f.write("SELECT split_part(l, '|', 1), split_part(l, '|', 2), nullif(split_part(l, '|', 3), ''), split_part(l, '|', 4)::int\n")
        f.write("FROM string_to_table(btrim($rows$\n")
        f.write(lines(zip3_rows))
        f.write("$rows$, E'\\n'), E'\\n') AS l;\n\n")
        f.write("INSERT INTO us_zips (zip, city, county_fips)\n")
        f.write("SELECT split_part(l, '|', 1), split_part(l, '|', 2), split_part(l, '|', 3)\n")
        f.write("FROM string_to_table(btrim($rows$\n")
        f.write(lines(zip_rows))
        f.write("$rows$, E'\\n'), E'\\n') AS l;\n")
        f.write(FOOTER)
    print(f"{len(zip_rows)} ZIPs, {len(county_rows)} counties, {len(zip3_rows)} three-digit ZIP areas; "
          f"{len(dropped)} ZIPs without a county left out", file=sys.stderr)
    for d in dropped:
        print("  left out:", d, file=sys.stderr)


HEADER = """-- Every US ZIP (the 50 states, DC and Puerto Rico) with its county and its state's ACA rating
-- area (45 CFR 147.102(b)), replacing the hand-made demo rows. Written by
-- scripts/zip-rating-areas.py from PyPI's policyengine-us (CMS's rating areas by county and Los
-- Angeles County's by three-digit ZIP) and zipcodes (ZIP → county); do not edit by hand.
--
-- A ZIP's area is its county's, except where CMS rates by three-digit ZIP: all of Alaska,
-- Massachusetts and Nebraska, and Los Angeles County (rating_area_zip3).

CREATE TABLE IF NOT EXISTS us_counties (
    county_fips text PRIMARY KEY CHECK (county_fips ~ '^[0-9]{5}$'),
    state       text NOT NULL CHECK (state ~ '^[A-Z]{2}$'),
    name        text NOT NULL,
    -- Where the state rates by three-digit ZIP, the area of most of the county, for the few
    -- ZIPs (IRS and other unique ZIPs) outside the three-digit ZIPs CMS lists.
    rating_area int CHECK (rating_area > 0)
);

CREATE TABLE IF NOT EXISTS rating_area_zip3 (
    state       text NOT NULL CHECK (state ~ '^[A-Z]{2}$'),
    zip3        text NOT NULL CHECK (zip3 ~ '^[0-9]{3}$'),
    -- Set when only one county of the state rates by three-digit ZIP (Los Angeles).
    county_fips text REFERENCES us_counties,
    rating_area int NOT NULL CHECK (rating_area > 0),
    UNIQUE (state, zip3, county_fips)
);

TRUNCATE rating_area_zip3, us_counties;

CREATE TEMPORARY TABLE us_zips (zip text PRIMARY KEY, city text NOT NULL, county_fips text NOT NULL) ON COMMIT DROP;

"""

FOOTER = """
DELETE FROM zip_codes;
INSERT INTO zip_codes (zip, city, state, county, county_fips, rating_area)
SELECT z.zip, z.city, c.state, regexp_replace(c.name, ' County$', ''),
       c.county_fips, c.state || '-' || lpad(coalesce(county_zip3.rating_area, state_zip3.rating_area, c.rating_area)::text, 2, '0')
FROM us_zips z
JOIN us_counties c ON c.county_fips = z.county_fips
LEFT JOIN rating_area_zip3 county_zip3
       ON county_zip3.state = c.state AND county_zip3.zip3 = left(z.zip, 3) AND county_zip3.county_fips = c.county_fips
LEFT JOIN rating_area_zip3 state_zip3
       ON state_zip3.state = c.state AND state_zip3.zip3 = left(z.zip, 3) AND state_zip3.county_fips IS NULL;

INSERT INTO rating_areas (id, state, name)
SELECT DISTINCT rating_area, state, 'Rating area ' || ltrim(split_part(rating_area, '-', 2), '0') FROM zip_codes
ON CONFLICT (id) DO NOTHING;
"""

if __name__ == "__main__":
    main()
