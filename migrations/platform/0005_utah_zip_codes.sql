-- A second state for the demo catalogue: Utah's six rating areas (counties grouped as in the
-- state's filings), a few ZIP codes in each.
INSERT INTO zip_codes (zip, city, state, county, county_fips, rating_area) VALUES
    ('84321', 'Logan', 'UT', 'Cache', '49005', 'UT-01'),
    ('84302', 'Brigham City', 'UT', 'Box Elder', '49003', 'UT-01'),
    ('84401', 'Ogden', 'UT', 'Weber', '49057', 'UT-02'),
    ('84403', 'Ogden', 'UT', 'Weber', '49057', 'UT-02'),
    ('84041', 'Layton', 'UT', 'Davis', '49011', 'UT-02'),
    ('84010', 'Bountiful', 'UT', 'Davis', '49011', 'UT-02'),
    ('84101', 'Salt Lake City', 'UT', 'Salt Lake', '49035', 'UT-03'),
    ('84102', 'Salt Lake City', 'UT', 'Salt Lake', '49035', 'UT-03'),
    ('84103', 'Salt Lake City', 'UT', 'Salt Lake', '49035', 'UT-03'),
    ('84105', 'Salt Lake City', 'UT', 'Salt Lake', '49035', 'UT-03'),
    ('84106', 'Salt Lake City', 'UT', 'Salt Lake', '49035', 'UT-03'),
    ('84111', 'Salt Lake City', 'UT', 'Salt Lake', '49035', 'UT-03'),
    ('84119', 'West Valley City', 'UT', 'Salt Lake', '49035', 'UT-03'),
    ('84070', 'Sandy', 'UT', 'Salt Lake', '49035', 'UT-03'),
    ('84060', 'Park City', 'UT', 'Summit', '49043', 'UT-03'),
    ('84074', 'Tooele', 'UT', 'Tooele', '49045', 'UT-03'),
    ('84601', 'Provo', 'UT', 'Utah', '49049', 'UT-04'),
    ('84604', 'Provo', 'UT', 'Utah', '49049', 'UT-04'),
    ('84057', 'Orem', 'UT', 'Utah', '49049', 'UT-04'),
    ('84043', 'Lehi', 'UT', 'Utah', '49049', 'UT-04'),
    ('84032', 'Heber City', 'UT', 'Wasatch', '49051', 'UT-04'),
    ('84770', 'St. George', 'UT', 'Washington', '49053', 'UT-05'),
    ('84790', 'St. George', 'UT', 'Washington', '49053', 'UT-05'),
    ('84720', 'Cedar City', 'UT', 'Iron', '49021', 'UT-05'),
    ('84078', 'Vernal', 'UT', 'Uintah', '49047', 'UT-06'),
    ('84501', 'Price', 'UT', 'Carbon', '49007', 'UT-06'),
    ('84532', 'Moab', 'UT', 'Grand', '49019', 'UT-06');

INSERT INTO rating_areas (id, state, name)
SELECT DISTINCT rating_area, state, 'Rating area ' || ltrim(split_part(rating_area, '-', 2), '0') FROM zip_codes
ON CONFLICT (id) DO NOTHING;
