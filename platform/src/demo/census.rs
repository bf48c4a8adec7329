//! A deterministic census generator: realistic households (ages, spouses, children, tiers
//! consistent with them, salaries, ZIPs) from a seed. The same seed gives the same file.

use chrono::{Datelike, Duration, NaiveDate};

/// SplitMix64: small, fast, and the same on every machine.
pub struct Rng(u64);

impl Rng {
    pub fn new(seed: u64) -> Self {
        Self(seed ^ 0x9E37_79B9_7F4A_7C15)
    }

    pub fn next_u64(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    }

    /// Uniform in `lo..hi`.
    pub fn range(&mut self, lo: i64, hi: i64) -> i64 {
        lo + (self.next_u64() % (hi - lo) as u64) as i64
    }

    pub fn chance(&mut self, percent: u64) -> bool {
        self.next_u64() % 100 < percent
    }

    pub fn pick<'a, T>(&mut self, items: &'a [T]) -> &'a T {
        &items[(self.next_u64() % items.len() as u64) as usize]
    }
}

const FEMALE: &[&str] = &[
    "Maria",
    "Jennifer",
    "Linda",
    "Elizabeth",
    "Susan",
    "Jessica",
    "Sarah",
    "Karen",
    "Nancy",
    "Lisa",
    "Emily",
    "Ashley",
    "Michelle",
    "Amanda",
    "Melissa",
    "Stephanie",
    "Rebecca",
    "Laura",
    "Sharon",
    "Cynthia",
    "Angela",
    "Priya",
    "Mei",
    "Fatima",
    "Aisha",
    "Sofia",
    "Camila",
    "Ana",
    "Grace",
    "Hannah",
    "Olivia",
    "Chloe",
    "Zoe",
    "Nora",
    "Leah",
    "Rosa",
    "Thao",
    "Yuki",
    "Ingrid",
    "Amara",
];
const MALE: &[&str] = &[
    "James",
    "Robert",
    "John",
    "Michael",
    "David",
    "William",
    "Richard",
    "Joseph",
    "Thomas",
    "Christopher",
    "Daniel",
    "Matthew",
    "Anthony",
    "Mark",
    "Steven",
    "Andrew",
    "Joshua",
    "Kevin",
    "Brian",
    "Jose",
    "Carlos",
    "Luis",
    "Miguel",
    "Raj",
    "Wei",
    "Omar",
    "Ahmed",
    "Kwame",
    "Diego",
    "Marcus",
    "Ethan",
    "Noah",
    "Liam",
    "Lucas",
    "Mateo",
    "Minh",
    "Hiro",
    "Sven",
    "Tariq",
    "Elijah",
];
const LAST: &[&str] = &[
    "Smith",
    "Johnson",
    "Williams",
    "Brown",
    "Jones",
    "Garcia",
    "Miller",
    "Davis",
    "Rodriguez",
    "Martinez",
    "Hernandez",
    "Lopez",
    "Gonzalez",
    "Wilson",
    "Anderson",
    "Thomas",
    "Taylor",
    "Moore",
    "Jackson",
    "Martin",
    "Lee",
    "Perez",
    "Thompson",
    "White",
    "Harris",
    "Sanchez",
    "Clark",
    "Ramirez",
    "Lewis",
    "Robinson",
    "Walker",
    "Young",
    "Allen",
    "King",
    "Wright",
    "Scott",
    "Torres",
    "Nguyen",
    "Hill",
    "Flores",
    "Green",
    "Adams",
    "Nelson",
    "Baker",
    "Hall",
    "Rivera",
    "Campbell",
    "Mitchell",
    "Carter",
    "Roberts",
    "Patel",
    "Shah",
    "Kim",
    "Chen",
    "Wang",
    "Okafor",
    "Haddad",
    "Novak",
    "Kowalski",
    "O'Brien",
    "McDonald",
    "Schmidt",
    "Fischer",
    "Rossi",
    "Silva",
    "Costa",
    "Tanaka",
    "Sato",
    "Ivanova",
    "Dubois",
    "Murphy",
    "Sullivan",
];
pub const DENVER_ZIPS: &[&str] = &[
    "80202", "80203", "80205", "80206", "80210", "80211", "80218", "80220", "80224", "80231",
    "80012", "80014", "80015", "80111", "80120", "80127", "80214", "80226", "80031", "80233",
    "80020", "80126", "80134",
];

pub const HEADER: &str = "Employee ID,Last Name,First Name,DOB,Gender,Zip,Relationship,Medical Tier,Dental Tier,Vision Tier,Hire Date,Salary,Hours,Email";

#[derive(Debug, Clone)]
pub struct Member {
    pub relationship: &'static str,
    pub first: String,
    pub last: String,
    pub dob: NaiveDate,
    pub gender: &'static str,
}

#[derive(Debug, Clone)]
pub struct Household {
    pub employee_id: String,
    pub employee: Member,
    pub dependents: Vec<Member>,
    pub zip: String,
    pub medical: &'static str,
    pub dental: &'static str,
    pub vision: &'static str,
    pub hire_date: NaiveDate,
    pub salary_cents: i64,
    pub hours: u32,
    pub email: String,
}

fn birth(rng: &mut Rng, as_of: NaiveDate, min_age: i64, max_age: i64) -> NaiveDate {
    let days = rng.range(min_age * 365 + 1, max_age * 365);
    as_of - Duration::days(days)
}

fn person(rng: &mut Rng, relationship: &'static str, last: &str, dob: NaiveDate) -> Member {
    let female = rng.chance(50);
    let first = if female {
        rng.pick(FEMALE)
    } else {
        rng.pick(MALE)
    };
    Member {
        relationship,
        first: first.to_string(),
        last: last.to_string(),
        dob,
        gender: if female { "F" } else { "M" },
    }
}

/// `count` households for a group whose people live around `zips`.
pub fn households(
    seed: u64,
    count: usize,
    as_of: NaiveDate,
    zips: &[&str],
    domain: &str,
) -> Vec<Household> {
    let mut rng = Rng::new(seed);
    (0..count)
        .map(|i| {
            let last = rng.pick(LAST).to_string();
            let dob = birth(&mut rng, as_of, 21, 64);
            let employee = person(&mut rng, "Employee", &last, dob);
            let age = as_of.year() - dob.year();
            let mut dependents = Vec::new();
            let married = age > 25 && rng.chance(55);
            if married {
                let spouse_dob = (dob + Duration::days(rng.range(-2500, 2500)))
                    .min(as_of - Duration::days(20 * 365));
                let mut spouse = person(&mut rng, "Spouse", &last, spouse_dob);
                spouse.gender = if employee.gender == "F" && rng.chance(90) {
                    "M"
                } else if employee.gender == "M" && rng.chance(90) {
                    "F"
                } else {
                    spouse.gender
                };
                spouse.first = if spouse.gender == "F" {
                    rng.pick(FEMALE).to_string()
                } else {
                    rng.pick(MALE).to_string()
                };
                dependents.push(spouse);
            }
            if age > 24 && rng.chance(45) {
                let kids = rng.range(1, 4);
                let oldest = ((age - 20) as i64).clamp(1, 25);
                for _ in 0..kids {
                    let child_dob = birth(&mut rng, as_of, 0, oldest);
                    dependents.push(person(&mut rng, "Child", &last, child_dob));
                }
            }
            let has_partner = married;
            let has_child = dependents.iter().any(|d| d.relationship == "Child");
            let covered_tier = match (has_partner, has_child) {
                (true, true) => "EF",
                (true, false) => "ES",
                (false, true) => "EC",
                (false, false) => "EE",
            };
            let waives = rng.chance(12);
            let medical = if waives {
                "W"
            } else if rng.chance(85) {
                covered_tier
            } else {
                "EE"
            };
            let dental = if rng.chance(20) {
                "W"
            } else if medical == "W" {
                "EE"
            } else {
                medical
            };
            let vision = if rng.chance(35) { "W" } else { dental };
            let tenure_days = rng.range(30, ((age as i64 - 18).max(1)) * 365);
            let hire_date = as_of - Duration::days(tenure_days);
            let salary_cents = rng.range(32_000, 185_000) * 100;
            let hours = if rng.chance(88) {
                40
            } else {
                *rng.pick(&[20u32, 24, 28, 30, 32])
            };
            let email = format!(
                "{}.{}{}@{domain}",
                employee.first.to_lowercase(),
                last.to_lowercase().replace(['\'', ' '], ""),
                i % 97
            );
            Household {
                employee_id: format!("E{:05}", i + 1),
                employee,
                dependents,
                zip: rng.pick(zips).to_string(),
                medical,
                dental,
                vision,
                hire_date,
                salary_cents,
                hours,
                email,
            }
        })
        .collect()
}

/// The households as a census CSV, one row per person (employee first, then dependents).
pub fn to_csv(households: &[Household]) -> String {
    let mut out = String::with_capacity(households.len() * 220);
    out.push_str(HEADER);
    out.push('\n');
    for h in households {
        let e = &h.employee;
        out.push_str(&format!(
            "{},{},{},{},{},{},Employee,{},{},{},{},{}.{:02},{},{}\n",
            h.employee_id,
            quote(&e.last),
            e.first,
            e.dob.format("%m/%d/%Y"),
            e.gender,
            h.zip,
            h.medical,
            h.dental,
            h.vision,
            h.hire_date.format("%m/%d/%Y"),
            h.salary_cents / 100,
            h.salary_cents % 100,
            h.hours,
            h.email
        ));
        for d in &h.dependents {
            out.push_str(&format!(
                ",{},{},{},{},{},{},,,,,,,\n",
                quote(&d.last),
                d.first,
                d.dob.format("%m/%d/%Y"),
                d.gender,
                h.zip,
                d.relationship
            ));
        }
    }
    out
}

fn quote(s: &str) -> String {
    if s.contains([',', '"']) {
        format!("\"{}\"", s.replace('"', "\"\""))
    } else {
        s.to_string()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn deterministic_and_consistent() {
        let as_of = NaiveDate::from_ymd_opt(2026, 11, 22).unwrap();
        let a = to_csv(&households(7, 50, as_of, DENVER_ZIPS, "acme.example"));
        let b = to_csv(&households(7, 50, as_of, DENVER_ZIPS, "acme.example"));
        assert_eq!(a, b);
        assert_ne!(
            a,
            to_csv(&households(8, 50, as_of, DENVER_ZIPS, "acme.example"))
        );
        for h in households(7, 500, as_of, DENVER_ZIPS, "x.example") {
            let partner = h.dependents.iter().any(|d| d.relationship == "Spouse");
            let child = h.dependents.iter().any(|d| d.relationship == "Child");
            assert!(
                crate::employees::validate::tier_matches(h.medical, partner, child),
                "{h:?}"
            );
            let age = crate::employees::validate::age_on(h.employee.dob, as_of);
            assert!((21..=64).contains(&age));
            for d in h.dependents.iter().filter(|d| d.relationship == "Child") {
                assert!(crate::employees::validate::age_on(d.dob, as_of) < 26);
            }
        }
    }

    #[test]
    fn the_engine_reads_it_cleanly() {
        let as_of = NaiveDate::from_ymd_opt(2026, 11, 22).unwrap();
        let csv = to_csv(&households(3, 200, as_of, DENVER_ZIPS, "acme.example"));
        let table = crate::census::engine::read(csv.as_bytes(), "demo.csv").unwrap();
        let analysis = crate::census::engine::analyse(&table, None);
        let checked =
            crate::census::workflow::check(&table, analysis.header_row, &analysis.mapping(), as_of);
        assert_eq!(checked.employees, 200);
        assert_eq!(
            checked.errors,
            0,
            "{:?}",
            checked
                .issues
                .iter()
                .filter(|i| i.severity == crate::census::engine::Severity::Error)
                .take(3)
                .collect::<Vec<_>>()
        );
    }
}
