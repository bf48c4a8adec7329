//! The rules the shipped ZIP data (platform migration 0009) must keep, checked on its text so a
//! regenerated file that breaks one fails here before it reaches a database.

use std::collections::{BTreeMap, BTreeSet, HashMap};

const MIGRATION: &str = include_str!("../../../migrations/platform/0009_us_zip_codes.sql");
const THREE_DIGIT_STATES: [&str; 3] = ["AK", "MA", "NE"];
const LOS_ANGELES: &str = "06037";

struct Data<'a> {
    /// county FIPS → (state, area)
    counties: HashMap<&'a str, (&'a str, Option<u32>)>,
    /// (state, ZIP-3, county FIPS or "") → area
    zip3: Vec<(&'a str, &'a str, &'a str, u32)>,
    /// (ZIP, county FIPS)
    zips: Vec<(&'a str, &'a str)>,
}

fn rows(block: &str) -> impl Iterator<Item = Vec<&str>> {
    block
        .trim()
        .lines()
        .map(|l| l.split('|').collect::<Vec<_>>())
}

fn data() -> Data<'static> {
    let blocks: Vec<&str> = MIGRATION.split("$rows$").collect();
    assert_eq!(blocks.len(), 7, "three blocks of rows");
    let counties = rows(blocks[1])
        .map(|r| (r[0], (r[1], r[3].parse().ok())))
        .collect();
    let zip3 = rows(blocks[3])
        .map(|r| (r[0], r[1], r[2], r[3].parse().unwrap()))
        .collect();
    let zips = rows(blocks[5]).map(|r| (r[0], r[2])).collect();
    Data {
        counties,
        zip3,
        zips,
    }
}

/// The area a ZIP gets: its county's, unless CMS rates it by three-digit ZIP.
fn area_of(d: &Data, zip: &str, county: &str) -> Option<u32> {
    let (state, county_area) = d.counties[county];
    let zip3 = &zip[..3];
    let by_zip3 = |scope: &str| {
        d.zip3
            .iter()
            .find(|r| r.0 == state && r.1 == zip3 && r.2 == scope)
            .map(|r| r.3)
    };
    by_zip3(county).or_else(|| by_zip3("")).or(county_area)
}

#[test]
fn every_zip_is_five_digits_once_in_a_known_county() {
    let d = data();
    assert!(d.zips.len() > 40_000, "{} ZIPs", d.zips.len());
    let mut seen = BTreeSet::new();
    for (zip, county) in &d.zips {
        assert!(
            zip.len() == 5 && zip.bytes().all(|b| b.is_ascii_digit()),
            "{zip}"
        );
        assert!(seen.insert(*zip), "{zip} twice");
        assert!(d.counties.contains_key(county), "{zip}: county {county}");
    }
    let states: BTreeSet<&str> = d.counties.values().map(|c| c.0).collect();
    assert_eq!(states.len(), 52, "50 states, DC and Puerto Rico");
}

#[test]
fn every_zip_has_an_area_and_each_state_numbers_its_areas_from_one() {
    let d = data();
    let mut areas: BTreeMap<&str, BTreeSet<u32>> = BTreeMap::new();
    for (zip, county) in &d.zips {
        let area = area_of(&d, zip, county).unwrap_or_else(|| panic!("{zip}: no area"));
        areas.entry(d.counties[county].0).or_default().insert(area);
    }
    for (state, numbers) in &areas {
        let expected: BTreeSet<u32> = (1..=numbers.len() as u32).collect();
        assert_eq!(numbers, &expected, "{state}'s areas");
    }
    assert_eq!(areas["CA"].len(), 19);
    assert_eq!(areas["DC"].len(), 1);
}

#[test]
fn three_digit_zip_states_rate_by_three_digit_zip() {
    let d = data();
    let listed: BTreeSet<(&str, &str)> = d
        .zip3
        .iter()
        .filter(|r| r.2.is_empty())
        .map(|r| (r.0, r.1))
        .collect();
    let rated: BTreeSet<&str> = listed.iter().map(|(s, _)| *s).collect();
    assert_eq!(rated, THREE_DIGIT_STATES.into_iter().collect());
    // Every ZIP-3 those states use is in CMS's table but Andover's IRS ZIPs (055), which take
    // their county's area.
    let unlisted: BTreeSet<&str> = d
        .zips
        .iter()
        .filter(|(zip, county)| {
            let state = d.counties[county].0;
            THREE_DIGIT_STATES.contains(&state) && !listed.contains(&(state, &zip[..3]))
        })
        .map(|(zip, _)| &zip[..3])
        .collect();
    assert_eq!(unlisted, ["055"].into_iter().collect());
    // Anchorage 1, Fairbanks 2, Juneau 3; Boston 5; Omaha 1.
    for (zip, county, area) in [
        ("99501", "02020", 1),
        ("99701", "02090", 2),
        ("99801", "02110", 3),
        ("02108", "25025", 5),
        ("68102", "31055", 1),
    ] {
        assert_eq!(area_of(&d, zip, county), Some(area), "{zip}");
    }
}

#[test]
fn los_angeles_county_has_two_areas_by_three_digit_zip_and_only_it() {
    let d = data();
    let la: Vec<_> = d.zip3.iter().filter(|r| !r.2.is_empty()).collect();
    assert!(la.iter().all(|r| r.0 == "CA" && r.2 == LOS_ANGELES));
    let areas: BTreeSet<u32> = la.iter().map(|r| r.3).collect();
    assert_eq!(areas, [15, 16].into_iter().collect());
    // Pasadena 15, Los Angeles 16; Bakersfield (Kern, also 93x) keeps Kern's 14.
    assert_eq!(area_of(&d, "91101", LOS_ANGELES), Some(15));
    assert_eq!(area_of(&d, "90001", LOS_ANGELES), Some(16));
    assert_eq!(area_of(&d, "93301", "06029"), Some(14));
}
