//! A committed version's roster as the import left it, kept as CSV text per version
//! (`census_snapshots`, see tenant migration 0009): written after the rows are staged, read
//! whole for diffs, downloads and quotes.

use std::io::Write;

use chrono::NaiveDate;
use serde::Deserialize;
use uuid::Uuid;

use super::engine::{Household, Person};

#[derive(Debug, Clone, PartialEq)]
pub struct SnapshotMember {
    /// The employee's key, or for a dependent their employee's key, relationship, first name
    /// and birth date (see [`member_key`]).
    pub member_key: String,
    pub employee_key: String,
    pub relationship: String,
    pub first_name: String,
    pub last_name: String,
    pub dob: Option<NaiveDate>,
    pub gender: Option<String>,
    pub zip: Option<String>,
    pub medical_tier: Option<String>,
    pub dental_tier: Option<String>,
    pub vision_tier: Option<String>,
    pub status: Option<String>,
    pub salary_cents: Option<i64>,
    pub tobacco: bool,
    pub employee_class: Option<String>,
}

/// A member as stored: everything but the key, which follows from the rest.
#[derive(Deserialize)]
struct Stored {
    employee_key: String,
    relationship: String,
    first_name: String,
    last_name: String,
    dob: Option<NaiveDate>,
    gender: Option<String>,
    zip: Option<String>,
    medical_tier: Option<String>,
    dental_tier: Option<String>,
    vision_tier: Option<String>,
    status: Option<String>,
    salary_cents: Option<i64>,
    tobacco: bool,
    employee_class: Option<String>,
}

/// A member's key within a version: an employee's is their employee key; a dependent's adds
/// relationship, first name (lower case) and birth date.
fn member_key(
    employee_key: &str,
    relationship: &str,
    first_name: &str,
    dob: Option<NaiveDate>,
) -> String {
    if relationship == "employee" {
        return employee_key.to_string();
    }
    format!(
        "{employee_key}:{relationship}:{}:{}",
        first_name.to_lowercase(),
        date(dob)
    )
}

/// Reads a stored snapshot, in the order diffs and downloads list it: by employee, the employee
/// first, then their dependents.
pub fn parse(text: &str) -> Result<Vec<SnapshotMember>, csv::Error> {
    let mut members = Vec::new();
    for stored in csv::ReaderBuilder::new()
        .has_headers(false)
        .from_reader(text.as_bytes())
        .into_deserialize()
    {
        let m: Stored = stored?;
        members.push(SnapshotMember {
            member_key: member_key(&m.employee_key, &m.relationship, &m.first_name, m.dob),
            employee_key: m.employee_key,
            relationship: m.relationship,
            first_name: m.first_name,
            last_name: m.last_name,
            dob: m.dob,
            gender: m.gender,
            zip: m.zip,
            medical_tier: m.medical_tier,
            dental_tier: m.dental_tier,
            vision_tier: m.vision_tier,
            status: m.status,
            salary_cents: m.salary_cents,
            tobacco: m.tobacco,
            employee_class: m.employee_class,
        });
    }
    members.sort_unstable_by(|a, b| {
        (&a.employee_key, a.relationship != "employee", &a.member_key).cmp(&(
            &b.employee_key,
            b.relationship != "employee",
            &b.member_key,
        ))
    });
    Ok(members)
}

fn text(v: Option<&str>) -> &str {
    v.unwrap_or_default()
}

fn date(d: Option<NaiveDate>) -> String {
    d.map(|d| d.to_string()).unwrap_or_default()
}

/// Writes a snapshot a household at a time.
pub struct SnapshotWriter<W: Write> {
    out: csv::Writer<W>,
    keys: Vec<String>,
}

impl<W: Write> SnapshotWriter<W> {
    pub fn new(out: W) -> Self {
        Self {
            out: csv::WriterBuilder::new()
                .has_headers(false)
                .from_writer(out),
            keys: Vec::new(),
        }
    }

    /// The household's employee (under roster id `id`) and its dependents, each key once (the
    /// first listed).
    pub fn household(&mut self, id: Uuid, h: &Household) -> csv::Result<()> {
        let e = &h.employee;
        let id = id.to_string();
        let (dob, salary) = (
            date(e.dob),
            e.salary_cents.map(|c| c.to_string()).unwrap_or_default(),
        );
        let (status, employment_type) = super::commit::employment(e.employment_status);
        let class = match employment_type {
            Some("part_time") => "Part-time",
            Some("full_time") => "Full-time",
            _ => "",
        };
        self.out.write_record([
            id.as_str(),
            "employee",
            text(e.first_name.as_deref()),
            text(e.last_name.as_deref()),
            dob.as_str(),
            text(super::commit::gender(e.gender)),
            text(e.zip.as_deref()),
            text(super::commit::tier(e.medical_tier)),
            text(super::commit::tier(e.dental_tier)),
            text(super::commit::tier(e.vision_tier)),
            status.unwrap_or("active"),
            salary.as_str(),
            bool_text(e.tobacco.unwrap_or(false)),
            class,
        ])?;
        self.keys.clear();
        for d in &h.dependents {
            let key = member_key(
                &id,
                super::commit::relationship(d.relationship),
                text(d.first_name.as_deref()),
                d.dob,
            );
            if !self.keys.contains(&key) {
                self.dependent(&id, d, e)?;
                self.keys.push(key);
            }
        }
        Ok(())
    }

    fn dependent(&mut self, employee_key: &str, d: &Person, employee: &Person) -> csv::Result<()> {
        let dob = date(d.dob);
        self.out.write_record([
            employee_key,
            super::commit::relationship(d.relationship),
            text(d.first_name.as_deref()),
            text(d.last_name.as_deref().or(employee.last_name.as_deref())),
            dob.as_str(),
            text(super::commit::gender(d.gender)),
            "",
            "",
            "",
            "",
            "",
            "",
            bool_text(d.tobacco.unwrap_or(false)),
            "",
        ])
    }

    /// Everything written, flushed to the output, which is handed back.
    pub fn finish(self) -> csv::Result<W> {
        self.out
            .into_inner()
            .map_err(|e| csv::Error::from(e.into_error()))
    }
}

fn bool_text(b: bool) -> &'static str {
    if b {
        "true"
    } else {
        "false"
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::census::engine::{EmploymentStatus, Relationship, Tier};

    fn person(relationship: Relationship, first: &str, dob: (i32, u32, u32)) -> Person {
        let mut p = Person::new(2, relationship);
        p.first_name = Some(first.into());
        p.dob = NaiveDate::from_ymd_opt(dob.0, dob.1, dob.2);
        p
    }

    #[test]
    fn a_household_reads_back_as_written_with_each_dependent_once() {
        let mut employee = person(Relationship::Employee, "Ana \"Annie\", Jr", (1980, 2, 3));
        employee.last_name = Some("Lee".into());
        employee.medical_tier = Some(Tier::EF);
        employee.employment_status = Some(EmploymentStatus::PartTime);
        employee.salary_cents = Some(5_200_000);
        employee.zip = Some("30301".into());
        let mut child = person(Relationship::Child, "Bo", (2012, 5, 6));
        child.tobacco = Some(true);
        let household = Household {
            row: 2,
            household_id: None,
            employee,
            dependents: vec![child.clone(), child],
        };
        let id = Uuid::from_u128(7);

        let mut writer = SnapshotWriter::new(Vec::new());
        writer.household(id, &household).unwrap();
        let members = parse(&String::from_utf8(writer.finish().unwrap()).unwrap()).unwrap();

        assert_eq!(members.len(), 2);
        let (e, c) = (&members[0], &members[1]);
        assert_eq!(
            (e.member_key.as_str(), e.relationship.as_str()),
            (id.to_string().as_str(), "employee")
        );
        assert_eq!(e.first_name, "Ana \"Annie\", Jr");
        assert_eq!(
            (e.medical_tier.as_deref(), e.dental_tier.as_deref()),
            (Some("EF"), None)
        );
        assert_eq!(
            (
                e.status.as_deref(),
                e.employee_class.as_deref(),
                e.salary_cents
            ),
            (Some("active"), Some("Part-time"), Some(5_200_000))
        );
        assert_eq!((e.zip.as_deref(), e.tobacco), (Some("30301"), false));
        assert_eq!(
            (
                c.member_key.as_str(),
                c.employee_key.as_str(),
                c.relationship.as_str()
            ),
            (
                format!("{id}:child:bo:2012-05-06").as_str(),
                id.to_string().as_str(),
                "child"
            )
        );
        assert_eq!(
            (c.last_name.as_str(), c.dob, c.tobacco, c.status.as_deref()),
            ("Lee", NaiveDate::from_ymd_opt(2012, 5, 6), true, None)
        );
    }

    #[test]
    fn reads_what_the_migration_wrote_sorted_by_household() {
        // As tenant migration 0009 writes a version's rows: quoted texts, NULL as nothing.
        let text = "\"b\",\"child\",\"X\",\"Y\",2010-01-01,,,,,,,,false,\n\
                    \"b\",\"employee\",\"Z\",\"Y\",1970-01-01,\"male\",\"30301\",\"EC\",,,\"active\",4000000,true,\"Full-time\"\n\
                    \"a\",\"employee\",\"A\",\"B\",,,,,,,\"terminated\",,false,\n";
        let members = parse(text).unwrap();
        let keys: Vec<&str> = members.iter().map(|m| m.member_key.as_str()).collect();
        assert_eq!(
            keys,
            ["a", "b", "b:child:x:2010-01-01"],
            "a dependent's key follows from the rest"
        );
        assert_eq!(
            (members[0].dob, members[0].status.as_deref()),
            (None, Some("terminated"))
        );
        assert_eq!(
            (
                members[1].salary_cents,
                members[1].tobacco,
                members[1].gender.as_deref()
            ),
            (Some(4_000_000), true, Some("male"))
        );
    }

    #[test]
    fn an_empty_snapshot_has_no_members() {
        assert!(parse("").unwrap().is_empty());
        assert!(SnapshotWriter::new(Vec::new()).finish().unwrap().is_empty());
    }
}
