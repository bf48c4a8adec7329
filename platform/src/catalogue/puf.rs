//! Rates files shaped like the CMS Rate PUF: `PlanId, RatingAreaId, Tobacco, Age,
//! IndividualRate, IndividualTobaccoRate` (and optionally `StateCode`), one row per plan, area and
//! age band. Reading is pure; every problem is reported with its row, and a file with any
//! problem is not loaded at all.

use std::collections::{BTreeMap, HashSet};

use rust_decimal::Decimal;

#[derive(Debug, Clone, PartialEq)]
pub struct RateRow {
    pub plan_id: String,
    pub rating_area: String,
    /// 0 for the "0-14" band, 64 for "64 and over".
    pub age: i32,
    pub rate: Decimal,
    pub tobacco_rate: Option<Decimal>,
}

#[derive(Debug, Clone, PartialEq)]
pub struct RowProblem {
    /// 1-based line of the file (the header is line 1).
    pub row: usize,
    pub column: Option<String>,
    pub message: String,
}

const REQUIRED: [&str; 5] = [
    "PlanId",
    "RatingAreaId",
    "Age",
    "IndividualRate",
    "IndividualTobaccoRate",
];
const MAX_PROBLEMS: usize = 200;

/// Every age band a complete table has: 0 ("0-14"), 15 … 63, 64 ("64 and over").
pub fn bands() -> impl Iterator<Item = i32> {
    std::iter::once(0).chain(15..=64)
}

fn age_band(text: &str) -> Option<i32> {
    let t = text.trim().to_ascii_lowercase();
    match t.as_str() {
        "0-14" => Some(0),
        "64 and over" | "64+" => Some(64),
        _ => t.parse::<i32>().ok().filter(|a| (15..=64).contains(a)),
    }
}

/// `Rating Area 3` with state `CO`, or `CO-03`.
fn rating_area(text: &str, state: Option<&str>) -> Option<String> {
    let t = text.trim();
    if t.len() == 5
        && t.as_bytes()[2] == b'-'
        && t[..2].chars().all(|c| c.is_ascii_uppercase())
        && t[3..].chars().all(|c| c.is_ascii_digit())
    {
        return Some(t.to_string());
    }
    let number = t
        .to_ascii_lowercase()
        .strip_prefix("rating area")?
        .trim()
        .parse::<u32>()
        .ok()
        .filter(|n| (1..=99).contains(n))?;
    let state = state?.trim().to_ascii_uppercase();
    (state.len() == 2 && state.chars().all(|c| c.is_ascii_uppercase()))
        .then(|| format!("{state}-{number:02}"))
}

fn money(text: &str) -> Option<Decimal> {
    let t = text.trim().trim_start_matches('$').replace(',', "");
    let d: Decimal = t.parse().ok()?;
    (d > Decimal::ZERO && d < Decimal::from(100_000) && d.scale() <= 2).then_some(d)
}

/// Reads a rates file. Rows naming a plan not in `known_plans` (said to be `plans_of`, e.g. "in
/// the catalogue") or an area not in `known_areas` are problems. Each (plan, area) must carry
/// every age band exactly once.
pub fn read(
    bytes: &[u8],
    known_plans: &HashSet<String>,
    plans_of: &str,
    known_areas: &HashSet<String>,
) -> Result<Vec<RateRow>, Vec<RowProblem>> {
    let text = match std::str::from_utf8(bytes.strip_prefix(b"\xef\xbb\xbf").unwrap_or(bytes)) {
        Ok(t) => t,
        Err(_) => {
            return Err(vec![RowProblem {
                row: 1,
                column: None,
                message: "the file is not UTF-8 text".into(),
            }])
        }
    };
    let mut reader = csv::ReaderBuilder::new()
        .flexible(true)
        .from_reader(text.as_bytes());
    let headers: Vec<String> = match reader.headers() {
        Ok(h) => h.iter().map(|s| s.trim().to_string()).collect(),
        Err(e) => {
            return Err(vec![RowProblem {
                row: 1,
                column: None,
                message: format!("the header row cannot be read: {e}"),
            }])
        }
    };
    let index = |name: &str| headers.iter().position(|h| h.eq_ignore_ascii_case(name));
    let missing: Vec<&str> = REQUIRED
        .iter()
        .copied()
        .filter(|c| index(c).is_none())
        .collect();
    if !missing.is_empty() {
        return Err(vec![RowProblem {
            row: 1,
            column: None,
            message: format!("missing columns: {}", missing.join(", ")),
        }]);
    }
    let [plan_i, area_i, age_i, rate_i, tobacco_i] =
        REQUIRED.map(|c| index(c).expect("checked above"));
    let state_i = index("StateCode");
    let mut problems = Vec::new();
    let mut rows = Vec::new();
    let mut seen = HashSet::new();
    for (n, record) in reader.records().enumerate() {
        let line = n + 2;
        if problems.len() >= MAX_PROBLEMS {
            break;
        }
        let record = match record {
            Ok(r) => r,
            Err(e) => {
                problems.push(RowProblem {
                    row: line,
                    column: None,
                    message: format!("unreadable row: {e}"),
                });
                continue;
            }
        };
        if record.iter().all(|c| c.trim().is_empty()) {
            continue;
        }
        let cell = |i: usize| record.get(i).unwrap_or("").trim();
        let mut bad = |column: &str, message: String| {
            problems.push(RowProblem {
                row: line,
                column: Some(column.to_string()),
                message,
            })
        };
        let plan_id = cell(plan_i).to_ascii_uppercase();
        if !known_plans.contains(&plan_id) {
            bad("PlanId", format!("no plan {plan_id:?} {plans_of}"));
            continue;
        }
        let Some(area) = rating_area(cell(area_i), state_i.map(cell)) else {
            bad("RatingAreaId", format!("{:?} is not a rating area (use \"Rating Area N\" with StateCode, or \"CO-03\")", cell(area_i)));
            continue;
        };
        if !known_areas.contains(&area) {
            bad(
                "RatingAreaId",
                format!("no rating area {area} in the catalogue"),
            );
            continue;
        }
        let Some(age) = age_band(cell(age_i)) else {
            bad(
                "Age",
                format!(
                    "{:?} is not an age band (0-14, 15 … 63, 64 and over)",
                    cell(age_i)
                ),
            );
            continue;
        };
        let Some(rate) = money(cell(rate_i)) else {
            bad(
                "IndividualRate",
                format!(
                    "{:?} is not a monthly rate in dollars and cents",
                    cell(rate_i)
                ),
            );
            continue;
        };
        let tobacco_rate = match cell(tobacco_i) {
            "" => None,
            t => match money(t) {
                // The ceiling rounded to the cent as a carrier files it (100.01 × 1.5 = 150.02).
                Some(r) if r >= rate && r <= rate * Decimal::new(15, 1) + Decimal::new(1, 2) => {
                    Some(r)
                }
                Some(_) => {
                    bad(
                        "IndividualTobaccoRate",
                        "a tobacco rate lies between the rate and 1.5 times it".into(),
                    );
                    continue;
                }
                None => {
                    bad(
                        "IndividualTobaccoRate",
                        format!("{t:?} is not a monthly rate in dollars and cents"),
                    );
                    continue;
                }
            },
        };
        if !seen.insert((plan_id.clone(), area.clone(), age)) {
            bad(
                "Age",
                format!("a second rate for {plan_id} in {area} at age band {age}"),
            );
            continue;
        }
        rows.push(RateRow {
            plan_id,
            rating_area: area,
            age,
            rate,
            tobacco_rate,
        });
    }
    if problems.is_empty() && rows.is_empty() {
        problems.push(RowProblem {
            row: 2,
            column: None,
            message: "the file has no rates".into(),
        });
    }
    if problems.is_empty() {
        let mut bands_of: BTreeMap<(&str, &str), HashSet<i32>> = BTreeMap::new();
        for r in &rows {
            bands_of
                .entry((&r.plan_id, &r.rating_area))
                .or_default()
                .insert(r.age);
        }
        for ((plan, area), have) in bands_of {
            let missing: Vec<String> = bands()
                .filter(|b| !have.contains(b))
                .map(|b| if b == 0 { "0-14".into() } else { b.to_string() })
                .collect();
            if !missing.is_empty() {
                problems.push(RowProblem {
                    row: 1,
                    column: Some("Age".into()),
                    message: format!("{plan} in {area} lacks age bands {}", missing.join(", ")),
                });
            }
        }
    }
    if problems.is_empty() {
        Ok(rows)
    } else {
        Err(problems)
    }
}

/// A tier-rated (composite) plan's rates in one area: employee only, with spouse, with
/// children, family.
#[derive(Debug, Clone, PartialEq)]
pub struct CompositeRow {
    pub plan_id: String,
    pub rating_area: String,
    pub rates: [Decimal; 4],
}

const COMPOSITE: [&str; 6] = ["PlanId", "RatingAreaId", "EE", "ES", "EC", "EF"];

/// Whether a rates file is tier-rated: its header names the four tiers (`EE, ES, EC, EF`).
pub fn is_composite(bytes: &[u8]) -> bool {
    let first = bytes.split(|b| *b == b'\n').next().unwrap_or_default();
    let header = String::from_utf8_lossy(first).to_ascii_uppercase();
    let cells: Vec<&str> = header.split(',').map(str::trim).collect();
    ["EE", "ES", "EC", "EF"].iter().all(|t| cells.contains(t))
}

/// Reads a tier-rated rates file: `PlanId, RatingAreaId, EE, ES, EC, EF` (and optionally
/// `StateCode`), one row per plan and area, checked like the age-banded file.
pub fn read_composite(
    bytes: &[u8],
    known_plans: &HashSet<String>,
    plans_of: &str,
    known_areas: &HashSet<String>,
) -> Result<Vec<CompositeRow>, Vec<RowProblem>> {
    let whole = |message: String| {
        vec![RowProblem {
            row: 1,
            column: None,
            message,
        }]
    };
    let text = std::str::from_utf8(bytes.strip_prefix(b"\xef\xbb\xbf").unwrap_or(bytes))
        .map_err(|_| whole("the file is not UTF-8 text".into()))?;
    let mut reader = csv::ReaderBuilder::new()
        .flexible(true)
        .from_reader(text.as_bytes());
    let headers: Vec<String> = reader
        .headers()
        .map_err(|e| whole(format!("the header row cannot be read: {e}")))?
        .iter()
        .map(|s| s.trim().to_string())
        .collect();
    let index = |name: &str| headers.iter().position(|h| h.eq_ignore_ascii_case(name));
    let missing: Vec<&str> = COMPOSITE
        .iter()
        .copied()
        .filter(|c| index(c).is_none())
        .collect();
    if !missing.is_empty() {
        return Err(whole(format!("missing columns: {}", missing.join(", "))));
    }
    let columns = COMPOSITE.map(|c| index(c).expect("checked above"));
    let state_i = index("StateCode");
    let mut problems = Vec::new();
    let mut rows = Vec::new();
    let mut seen = HashSet::new();
    for (n, record) in reader.records().enumerate() {
        let line = n + 2;
        if problems.len() >= MAX_PROBLEMS {
            break;
        }
        let mut bad = |column: &str, message: String| {
            problems.push(RowProblem {
                row: line,
                column: Some(column.to_string()),
                message,
            })
        };
        let Ok(record) = record else {
            bad("", "unreadable row".into());
            continue;
        };
        if record.iter().all(|c| c.trim().is_empty()) {
            continue;
        }
        let cell = |i: usize| record.get(i).unwrap_or("").trim();
        let plan_id = cell(columns[0]).to_ascii_uppercase();
        if !known_plans.contains(&plan_id) {
            bad("PlanId", format!("no plan {plan_id:?} {plans_of}"));
            continue;
        }
        let Some(area) =
            rating_area(cell(columns[1]), state_i.map(cell)).filter(|a| known_areas.contains(a))
        else {
            bad("RatingAreaId", format!("{:?} is not a rating area (use \"Rating Area N\" with StateCode, or \"CO-03\")", cell(columns[1])));
            continue;
        };
        let mut rates = [Decimal::ZERO; 4];
        let mut ok = true;
        for (t, column) in columns[2..].iter().enumerate() {
            match money(cell(*column)) {
                Some(r) => rates[t] = r,
                None => {
                    bad(
                        COMPOSITE[t + 2],
                        format!(
                            "{:?} is not a monthly rate in dollars and cents",
                            cell(*column)
                        ),
                    );
                    ok = false;
                }
            }
        }
        if !ok {
            continue;
        }
        if !seen.insert((plan_id.clone(), area.clone())) {
            bad("PlanId", format!("a second row for {plan_id} in {area}"));
            continue;
        }
        rows.push(CompositeRow {
            plan_id,
            rating_area: area,
            rates,
        });
    }
    if problems.is_empty() && rows.is_empty() {
        problems.push(RowProblem {
            row: 2,
            column: None,
            message: "the file has no rates".into(),
        });
    }
    if problems.is_empty() {
        Ok(rows)
    } else {
        Err(problems)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn known() -> (HashSet<String>, HashSet<String>) {
        (
            ["71234CO0010001".to_string()].into(),
            ["CO-03".to_string()].into(),
        )
    }

    fn file(extra: &str, skip_age: Option<i32>) -> String {
        let mut s = String::from(
            "StateCode,PlanId,RatingAreaId,Tobacco,Age,IndividualRate,IndividualTobaccoRate\n",
        );
        for b in bands().filter(|b| Some(*b) != skip_age) {
            let age = match b {
                0 => "0-14".to_string(),
                64 => "64 and over".to_string(),
                a => a.to_string(),
            };
            s.push_str(&format!(
                "CO,71234CO0010001,Rating Area 3,Tobacco User/Non-Tobacco User,{age},{}.25,{}.50\n",
                300 + b,
                400 + b
            ));
        }
        s.push_str(extra);
        s
    }

    #[test]
    fn a_complete_file_reads() {
        let (plans, areas) = known();
        let rows = read(
            file("", None).as_bytes(),
            &plans,
            "in the catalogue",
            &areas,
        )
        .unwrap();
        assert_eq!(rows.len(), 51);
        assert_eq!(
            rows[0],
            RateRow {
                plan_id: "71234CO0010001".into(),
                rating_area: "CO-03".into(),
                age: 0,
                rate: "300.25".parse().unwrap(),
                tobacco_rate: Some("400.50".parse().unwrap())
            }
        );
        assert_eq!(rows[50].age, 64);
    }

    #[test]
    fn problems_name_their_rows() {
        let (plans, areas) = known();
        let bad = "CO,99999CO0010001,Rating Area 3,,30,1.00,\nCO,71234CO0010001,Rating Area 9,,30,1.00,\nCO,71234CO0010001,Rating Area 3,,70,1.00,\nCO,71234CO0010001,Rating Area 3,,30,abc,\nCO,71234CO0010001,Rating Area 3,,30,100.00,200.00\nCO,71234CO0010001,Rating Area 3,,30,330.25,\n";
        let problems = read(
            file(bad, None).as_bytes(),
            &plans,
            "in the catalogue",
            &areas,
        )
        .unwrap_err();
        let rows: Vec<(usize, Option<&str>)> = problems
            .iter()
            .map(|p| (p.row, p.column.as_deref()))
            .collect();
        assert_eq!(
            rows,
            vec![
                (53, Some("PlanId")),
                (54, Some("RatingAreaId")),
                (55, Some("Age")),
                (56, Some("IndividualRate")),
                (57, Some("IndividualTobaccoRate")),
                (58, Some("Age"))
            ]
        );
    }

    #[test]
    fn a_tobacco_rate_of_1_5_times_rounded_to_the_cent_reads() {
        let (plans, areas) = known();
        let mut text = String::from(
            "StateCode,PlanId,RatingAreaId,Tobacco,Age,IndividualRate,IndividualTobaccoRate\n",
        );
        for b in bands() {
            let age = match b {
                0 => "0-14".to_string(),
                64 => "64 and over".to_string(),
                a => a.to_string(),
            };
            text.push_str(&format!(
                "CO,71234CO0010001,Rating Area 3,Tobacco User/Non-Tobacco User,{age},100.01,150.02\n"
            ));
        }
        let rows = read(text.as_bytes(), &plans, "in the catalogue", &areas).unwrap();
        assert_eq!(rows[0].tobacco_rate, Some("150.02".parse().unwrap()));
        let over = text.replace("150.02", "150.03");
        let problems = read(over.as_bytes(), &plans, "in the catalogue", &areas).unwrap_err();
        assert_eq!(problems[0].column.as_deref(), Some("IndividualTobaccoRate"));
    }

    #[test]
    fn missing_bands_and_columns() {
        let (plans, areas) = known();
        let problems = read(
            file("", Some(40)).as_bytes(),
            &plans,
            "in the catalogue",
            &areas,
        )
        .unwrap_err();
        assert!(
            problems[0].message.contains("lacks age bands 40"),
            "{problems:?}"
        );
        let problems = read(b"PlanId,Age\n", &plans, "in the catalogue", &areas).unwrap_err();
        assert!(problems[0]
            .message
            .contains("missing columns: RatingAreaId, IndividualRate, IndividualTobaccoRate"));
        assert!(read(b"\xff\xfe", &plans, "in the catalogue", &areas).is_err());
    }

    #[test]
    fn a_tier_rated_file_is_read_row_by_row() {
        let (plans, areas) = known();
        let file = "PlanId,RatingAreaId,StateCode,EE,ES,EC,EF\n71234CO0010001,Rating Area 3,CO,20.10,40.20,38.00,$61.75\n";
        assert!(is_composite(file.as_bytes()));
        assert!(!is_composite(b"PlanId,RatingAreaId,Age,IndividualRate\n"));
        let rows = read_composite(file.as_bytes(), &plans, "in the catalogue", &areas).unwrap();
        assert_eq!(rows[0].rating_area, "CO-03");
        assert_eq!(rows[0].rates[3], Decimal::new(6175, 2));
        let bad = "PlanId,RatingAreaId,EE,ES,EC,EF\n71234CO0010001,CO-03,20,x,38,61\n71234CO0010009,CO-03,1,2,3,4\n";
        let problems =
            read_composite(bad.as_bytes(), &plans, "in the catalogue", &areas).unwrap_err();
        assert_eq!(problems.len(), 2);
        assert_eq!(problems[0].column.as_deref(), Some("ES"));
        assert!(problems[1].message.contains("in the catalogue"));
    }
}
