//! Staging a checked census for its commit: the rows in COPY's binary format and the version's
//! snapshot, written on the census thread while the commit's COPYs (`queries::commit`) read them.
//! A large census's households are put in the roster's index order on two threads.

use std::future::Future;
use std::io::{self, Write};
use std::pin::Pin;

use rust_decimal::prelude::ToPrimitive;
use rust_decimal::{Decimal, RoundingStrategy};
use tokio::sync::mpsc;
use uuid::Uuid;

use super::binary_copy::BinaryCopy;
use super::engine::halves::in_halves;
use super::engine::{EmploymentStatus, Gender, Household, Person, Relationship, Tier};
use super::snapshot::SnapshotWriter;
use super::worker;
use super::workflow::{self, ssn_fingerprint};
use crate::crypto::SecretBox;
use crate::error::AppError;

pub(super) fn gender(g: Option<Gender>) -> Option<&'static str> {
    g.map(|g| match g {
        Gender::Male => "male",
        Gender::Female => "female",
        Gender::NonBinary => "non_binary",
        Gender::Unknown => "unknown",
    })
}

pub(super) fn tier(t: Option<Tier>) -> Option<&'static str> {
    t.map(|t| match t {
        Tier::EE => "EE",
        Tier::ES => "ES",
        Tier::EC => "EC",
        Tier::EF => "EF",
        Tier::Waived => "W",
    })
}

pub(super) fn relationship(r: Relationship) -> &'static str {
    match r {
        Relationship::Spouse => "spouse",
        Relationship::DomesticPartner => "domestic_partner",
        Relationship::Child => "child",
        Relationship::Employee | Relationship::Other => "other",
    }
}

/// (status, employment type) from the census's employment status.
pub(super) fn employment(
    s: Option<EmploymentStatus>,
) -> (Option<&'static str>, Option<&'static str>) {
    match s {
        Some(EmploymentStatus::FullTime) => (Some("active"), Some("full_time")),
        Some(EmploymentStatus::PartTime) => (Some("active"), Some("part_time")),
        Some(EmploymentStatus::Cobra) => (Some("cobra"), None),
        Some(EmploymentStatus::Retiree) => (Some("retiree"), None),
        Some(EmploymentStatus::Terminated) => (Some("terminated"), None),
        None => (None, None),
    }
}

/// A person's SSN as the roster keeps it: encrypted, fingerprinted, and its last four digits.
fn ssn_parts(
    secrets: &SecretBox,
    p: &Person,
) -> (Option<Vec<u8>>, Option<Vec<u8>>, Option<String>) {
    match p.ssn.as_deref() {
        Some(ssn) if ssn.len() == 9 => (
            Some(secrets.encrypt(ssn)),
            ssn_fingerprint(secrets, p),
            Some(ssn[5..].to_string()),
        ),
        _ => (None, None, None),
    }
}

/// Hours as the roster keeps them, in hundredths: the number the file said (the shortest decimal
/// that reads back as `hours`) rounded half away from zero, as `numeric(5, 2)` rounds.
fn hours_hundredths(hours: f32) -> Option<i64> {
    let said: Decimal = hours.to_string().parse().ok()?;
    (said.round_dp_with_strategy(2, RoundingStrategy::MidpointAwayFromZero) * Decimal::ONE_HUNDRED)
        .to_i64()
}

/// Where a COPY of employees goes: straight into the roster (new employees, with their group
/// and the version that adds them, the roster's defaults filled in), or into the staging table
/// the update statements read (employees already on the roster: what the file leaves empty
/// stays empty, so that the update keeps the roster's value).
#[derive(Clone, Copy)]
enum Destination {
    Roster { group_id: Uuid, version_id: Uuid },
    Staging,
}

/// What every writer reads: the file's households, the roster id each goes under (and whether it
/// is new), and the key their SSNs are kept with.
struct Rows<'a> {
    households: &'a [Household],
    targets: &'a [(Uuid, bool)],
    secrets: &'a SecretBox,
}

/// The employees of the households at `at`, one per household, under their roster ids.
fn write_employees<W: Write>(
    mut out: BinaryCopy<W>,
    rows: &Rows,
    at: &[usize],
    destination: Destination,
) -> io::Result<()> {
    for &i in at {
        let (e, (id, _)) = (&rows.households[i].employee, &rows.targets[i]);
        let (ssn_enc, ssn_hmac, last4) = ssn_parts(rows.secrets, e);
        let (mut status, employment_type) = employment(e.employment_status);
        let mut tobacco = e.tobacco;
        match destination {
            Destination::Roster {
                group_id,
                version_id,
            } => {
                out.row(31)?;
                out.uuid(*id)?;
                out.uuid(group_id)?;
                out.uuid(version_id)?;
                status = status.or(Some("active"));
                tobacco = tobacco.or(Some(false));
            }
            Destination::Staging => {
                out.row(29)?;
                out.uuid(*id)?;
            }
        }
        out.text(e.external_id.as_deref())?;
        out.text(e.first_name.as_deref())?;
        out.text(e.middle_name.as_deref())?;
        out.text(e.last_name.as_deref())?;
        out.date(e.dob)?;
        out.text(gender(e.gender))?;
        out.bytea(ssn_enc.as_deref())?;
        out.bytea(ssn_hmac.as_deref())?;
        out.text(last4.as_deref())?;
        out.text(e.email.as_deref())?;
        out.text(e.phone.as_deref())?;
        out.text(e.address_line1.as_deref())?;
        out.text(e.city.as_deref())?;
        out.text(e.state.as_deref())?;
        out.text(e.zip.as_deref())?;
        out.text(e.county.as_deref())?;
        out.date(e.hire_date)?;
        out.date(e.termination_date)?;
        out.text(status)?;
        out.text(employment_type)?;
        out.hundredths(e.hours_per_week.and_then(hours_hundredths))?;
        out.int8(e.salary_cents)?;
        out.int8(e.hourly_rate_cents)?;
        out.text(e.job_class.as_deref())?;
        out.text(tier(e.medical_tier))?;
        out.text(tier(e.dental_tier))?;
        out.text(tier(e.vision_tier))?;
        out.bool(tobacco)?;
    }
    out.finish()?;
    Ok(())
}

/// The dependents of the households at `at`, under their employee's roster id, each with the
/// next of `new_ids` (its id if it is added).
fn write_dependents<W: Write>(
    mut out: BinaryCopy<W>,
    rows: &Rows,
    at: &[usize],
    new_ids: &mut impl Iterator<Item = Uuid>,
) -> io::Result<()> {
    for (h, (id, _)) in at.iter().map(|&i| (&rows.households[i], &rows.targets[i])) {
        for (d, new_id) in h.dependents.iter().zip(new_ids.by_ref()) {
            let (ssn_enc, ssn_hmac, last4) = ssn_parts(rows.secrets, d);
            out.row(12)?;
            out.uuid(new_id)?;
            out.uuid(*id)?;
            out.text(d.first_name.as_deref())?;
            out.text(d.last_name.as_deref().or(h.employee.last_name.as_deref()))?;
            out.date(d.dob)?;
            out.text(gender(d.gender))?;
            out.text(Some(relationship(d.relationship)))?;
            out.bytea(ssn_enc.as_deref())?;
            out.bytea(ssn_hmac.as_deref())?;
            out.text(last4.as_deref())?;
            out.bool(Some(d.disabled.unwrap_or(false)))?;
            out.bool(Some(d.tobacco.unwrap_or(false)))?;
        }
    }
    out.finish()?;
    Ok(())
}

/// Text of a snapshot part before the next line end closes it.
const PART_BYTES: usize = 1 << 20;

/// Writes a version's snapshot as `census_snapshots` rows in COPY's text format: the text cut
/// into parts at a line end once a part holds [`PART_BYTES`], escaped as COPY reads it.
struct SnapshotParts<W: Write> {
    out: W,
    version_id: Uuid,
    part: i32,
    /// Unescaped bytes of the current part; `None` before its row is started.
    part_bytes: Option<usize>,
}

impl<W: Write> SnapshotParts<W> {
    fn new(out: W, version_id: Uuid) -> Self {
        Self {
            out,
            version_id,
            part: 0,
            part_bytes: None,
        }
    }

    fn end_part(&mut self) -> std::io::Result<()> {
        if self.part_bytes.take().is_some() {
            self.out.write_all(b"\n")?;
            self.part += 1;
        }
        Ok(())
    }

    /// The rows written, the last one ended.
    fn finish(mut self) -> std::io::Result<W> {
        self.end_part()?;
        self.out.flush()?;
        Ok(self.out)
    }
}

impl<W: Write> Write for SnapshotParts<W> {
    fn write(&mut self, data: &[u8]) -> std::io::Result<usize> {
        let mut rest = data;
        while !rest.is_empty() {
            let written = match self.part_bytes {
                Some(n) => n,
                None => {
                    write!(self.out, "{}\t{}\t", self.version_id, self.part)?;
                    0
                }
            };
            let special = rest
                .iter()
                .position(|b| matches!(b, b'\\' | b'\n' | b'\r' | b'\t'));
            let run = special.unwrap_or(rest.len());
            self.out.write_all(&rest[..run])?;
            let Some(at) = special else {
                self.part_bytes = Some(written + run);
                break;
            };
            let byte = rest[at];
            self.out.write_all(match byte {
                b'\\' => b"\\\\",
                b'\n' => b"\\n",
                b'\r' => b"\\r",
                _ => b"\\t",
            })?;
            rest = &rest[at + 1..];
            self.part_bytes = Some(written + run + 1);
            if byte == b'\n' && written + run + 1 >= PART_BYTES {
                self.end_part()?;
            }
        }
        Ok(data.len())
    }

    fn flush(&mut self) -> std::io::Result<()> {
        self.out.flush()
    }
}

/// The version's snapshot: each household under its roster id.
fn write_snapshot<W: Write>(
    out: W,
    version_id: Uuid,
    households: &[Household],
    targets: &[(Uuid, bool)],
) -> csv::Result<W> {
    let mut snapshot = SnapshotWriter::new(SnapshotParts::new(out, version_id));
    for (h, (id, _)) in households.iter().zip(targets) {
        snapshot.household(*id, h)?;
    }
    Ok(snapshot.finish()?.finish()?)
}

/// Bytes handed to a COPY a chunk at a time.
const CHUNK_BYTES: usize = 1 << 20;
/// Chunks waiting for the COPY before the writer waits.
const CHUNKS_AHEAD: usize = 4;

/// An `io::Write` that sends what is written in chunks; fails once the receiver is gone.
struct ChunkSender {
    buf: Vec<u8>,
    tx: mpsc::Sender<Vec<u8>>,
}

impl ChunkSender {
    fn new(tx: mpsc::Sender<Vec<u8>>) -> Self {
        Self {
            buf: Vec::with_capacity(CHUNK_BYTES),
            tx,
        }
    }

    fn send(&mut self) -> std::io::Result<()> {
        let chunk = std::mem::replace(&mut self.buf, Vec::with_capacity(CHUNK_BYTES));
        self.tx
            .blocking_send(chunk)
            .map_err(|_| std::io::Error::new(std::io::ErrorKind::BrokenPipe, "the COPY stopped"))
    }
}

impl Write for ChunkSender {
    fn write(&mut self, data: &[u8]) -> std::io::Result<usize> {
        self.buf.extend_from_slice(data);
        if self.buf.len() >= CHUNK_BYTES {
            self.send()?;
        }
        Ok(data.len())
    }

    fn flush(&mut self) -> std::io::Result<()> {
        if self.buf.is_empty() {
            return Ok(());
        }
        self.send()
    }
}

fn chunk_channel() -> (ChunkSender, mpsc::Receiver<Vec<u8>>) {
    let (tx, rx) = mpsc::channel(CHUNKS_AHEAD);
    (ChunkSender::new(tx), rx)
}

/// The rows, written in COPY's binary format on the census thread while the COPYs read them, in
/// the order the COPYs run: new employees and then their dependents straight into the roster;
/// employees the file matched on the roster and their dependents into staging tables; then the
/// version's snapshot.
pub struct Staging {
    pub(in crate::census) new_employees: mpsc::Receiver<Vec<u8>>,
    pub(in crate::census) new_dependents: mpsc::Receiver<Vec<u8>>,
    pub(in crate::census) matched_employees: mpsc::Receiver<Vec<u8>>,
    pub(in crate::census) matched_dependents: mpsc::Receiver<Vec<u8>>,
    pub(in crate::census) snapshot: mpsc::Receiver<Vec<u8>>,
    pub(in crate::census) writer:
        Pin<Box<dyn Future<Output = Result<io::Result<()>, AppError>> + Send>>,
}

pub fn stage(
    group_id: Uuid,
    version_id: Uuid,
    households: Vec<Household>,
    mut targets: Vec<(Uuid, bool)>,
    secrets: SecretBox,
) -> Staging {
    let (new_employees, new_employees_rx) = chunk_channel();
    let (new_dependents, new_dependents_rx) = chunk_channel();
    let (matched_employees, matched_employees_rx) = chunk_channel();
    let (matched_dependents, matched_dependents_rx) = chunk_channel();
    let (snapshot, snapshot_rx) = chunk_channel();
    let writer = Box::pin(worker::run(move || -> io::Result<()> {
        let order = index_order(&households, &mut targets);
        let (new, matched): (Vec<usize>, Vec<usize>) =
            order.into_iter().partition(|&i| targets[i].1);
        let roster = Destination::Roster {
            group_id,
            version_id,
        };
        let rows = Rows {
            households: &households,
            targets: &targets,
            secrets: &secrets,
        };
        write_employees(BinaryCopy::new(new_employees)?, &rows, &new, roster)?;
        // Made while the database takes the employees, not before it gets the first row.
        let mut dependent_ids =
            workflow::ascending_ids(households.iter().map(|h| h.dependents.len()).sum())
                .into_iter();
        write_dependents(
            BinaryCopy::new(new_dependents)?,
            &rows,
            &new,
            &mut dependent_ids,
        )?;
        let staging = Destination::Staging;
        write_employees(
            BinaryCopy::new(matched_employees)?,
            &rows,
            &matched,
            staging,
        )?;
        write_dependents(
            BinaryCopy::new(matched_dependents)?,
            &rows,
            &matched,
            &mut dependent_ids,
        )?;
        write_snapshot(snapshot, version_id, &households, &targets)?;
        Ok(())
    }));
    Staging {
        new_employees: new_employees_rx,
        new_dependents: new_dependents_rx,
        matched_employees: matched_employees_rx,
        matched_dependents: matched_dependents_rx,
        snapshot: snapshot_rx,
        writer,
    }
}

/// The order to stage the households in: that of the roster's name index (status, last name,
/// first name, in lower case). New employees' ids are handed out again ascending in that order:
/// the rows then reach both the name index and the primary key in key order, which PostgreSQL
/// does far faster than at random places.
fn index_order(households: &[Household], targets: &mut [(Uuid, bool)]) -> Vec<usize> {
    let order = in_name_order(households);
    let mut fresh: Vec<Uuid> = targets
        .iter()
        .filter(|(_, is_new)| *is_new)
        .map(|(id, _)| *id)
        .collect();
    fresh.sort_unstable();
    let mut fresh = fresh.into_iter();
    for &i in &order {
        if targets[i].1 {
            targets[i].0 = fresh.next().expect("an id for each new employee");
        }
    }
    order
}

/// A household's place in the roster's name index.
type NameKey = (&'static str, String, String);

/// The households' indexes sorted by [`NameKey`], ties in file order: each half of the file
/// sorted on its own thread, then the two merged.
fn in_name_order(households: &[Household]) -> Vec<usize> {
    let key = |i: usize| -> NameKey {
        let e = &households[i].employee;
        let name = |n: &Option<String>| n.as_deref().unwrap_or_default().to_lowercase();
        (
            employment(e.employment_status).0.unwrap_or("active"),
            name(&e.last_name),
            name(&e.first_name),
        )
    };
    let mut sorted = in_halves(households.len(), |at| {
        let mut keyed: Vec<(NameKey, usize)> = at.map(|i| (key(i), i)).collect();
        // Each index is there once, so no two entries are equal: the sort is stable.
        keyed.sort_unstable();
        keyed
    })
    .into_iter();
    let first = sorted.next().unwrap_or_default();
    let Some(second) = sorted.next() else {
        return first.into_iter().map(|(_, i)| i).collect();
    };
    let mut order = Vec::with_capacity(households.len());
    let (mut a, mut b) = (first.into_iter().peekable(), second.into_iter().peekable());
    loop {
        let from_first = match (a.peek(), b.peek()) {
            (Some(x), Some(y)) => x <= y,
            (Some(_), None) => true,
            (None, Some(_)) => false,
            (None, None) => break,
        };
        let next = if from_first { a.next() } else { b.next() };
        order.extend(next.map(|(_, i)| i));
    }
    order
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A row of COPY's text format read back: its columns unescaped.
    fn copy_columns(row: &str) -> Vec<String> {
        row.split('\t')
            .map(|column| {
                let mut out = String::new();
                let mut chars = column.chars();
                while let Some(c) = chars.next() {
                    out.push(if c != '\\' {
                        c
                    } else {
                        match chars.next() {
                            Some('n') => '\n',
                            Some('r') => '\r',
                            Some('t') => '\t',
                            other => other.expect("an escape is followed by a character"),
                        }
                    });
                }
                out
            })
            .collect()
    }

    #[test]
    fn a_snapshot_streams_as_parts_that_join_back_into_the_text() {
        let line = "\"a\\\\b\",\"tab\there\",\"two\nlines\",\"cr\r\",é\n";
        let text = line.repeat(PART_BYTES / line.len() * 2 + 3);
        let version = Uuid::from_u128(9);
        let mut parts = SnapshotParts::new(Vec::new(), version);
        for piece in text.as_bytes().chunks(8191) {
            parts.write_all(piece).unwrap();
        }
        let copy = String::from_utf8(parts.finish().unwrap()).unwrap();

        let rows: Vec<Vec<String>> = copy.lines().map(copy_columns).collect();
        assert_eq!(rows.len(), 3, "two full parts and the rest");
        for (n, row) in rows.iter().enumerate() {
            assert_eq!(
                (row[0].as_str(), row[1].as_str()),
                (version.to_string().as_str(), n.to_string().as_str())
            );
            assert!(row[2].ends_with('\n'), "a part ends at a line end");
        }
        assert_eq!(rows.iter().map(|r| r[2].as_str()).collect::<String>(), text);
    }

    #[test]
    fn households_are_staged_in_name_order_with_new_ids_ascending() {
        let household = |last: &str, first: &str| {
            let mut e = Person::new(2, Relationship::Employee);
            (e.last_name, e.first_name) = (Some(last.into()), Some(first.into()));
            Household {
                row: 2,
                household_id: None,
                employee: e,
                dependents: vec![],
            }
        };
        let (a, b, c, kept) = (
            Uuid::from_u128(1),
            Uuid::from_u128(2),
            Uuid::from_u128(3),
            Uuid::from_u128(99),
        );
        let households = vec![
            household("Young", "Ann"),
            household("adams", "Zoe"),
            household("Young", "al"),
            household("Baker", "Bo"),
        ];
        let mut targets = vec![(a, true), (b, true), (kept, false), (c, true)];
        let order = index_order(&households, &mut targets);
        let names: Vec<&str> = order
            .iter()
            .map(|&i| households[i].employee.first_name.as_deref().unwrap())
            .collect();
        assert_eq!(names, ["Zoe", "Bo", "al", "Ann"]);
        let staged: Vec<(Uuid, bool)> = order.iter().map(|&i| targets[i]).collect();
        assert_eq!(staged, [(a, true), (b, true), (kept, false), (c, true)]);
    }

    #[test]
    fn a_large_census_sorted_in_halves_is_in_the_order_of_one_sort() {
        let lasts = [
            "young", "Adams", "ADAMS", "baker", "Émile", "o'neil", "Baker",
        ];
        let firsts = ["ann", "Zoe", "al", "Bo", "ann"];
        let statuses = [
            None,
            Some(EmploymentStatus::Cobra),
            Some(EmploymentStatus::PartTime),
        ];
        let households: Vec<Household> = (0..12_000)
            .map(|n| {
                let mut e = Person::new(n + 2, Relationship::Employee);
                e.last_name = Some(lasts[n * 7 % lasts.len()].into());
                e.first_name = (n % 11 != 0).then(|| firsts[n * 3 % firsts.len()].into());
                e.employment_status = statuses[n % statuses.len()];
                Household {
                    row: n + 2,
                    household_id: None,
                    employee: e,
                    dependents: vec![],
                }
            })
            .collect();
        let in_halves = in_name_order(&households);
        let in_one_sort =
            crate::census::engine::halves::on_one_thread(|| in_name_order(&households));
        assert_eq!(in_halves, in_one_sort);
        let mut expected: Vec<usize> = (0..households.len()).collect();
        expected.sort_by_key(|&i| {
            let e = &households[i].employee;
            (
                employment(e.employment_status).0.unwrap_or("active"),
                e.last_name.as_deref().unwrap_or_default().to_lowercase(),
                e.first_name.as_deref().unwrap_or_default().to_lowercase(),
            )
        });
        assert_eq!(in_halves, expected, "ties stay in file order");
    }

    #[test]
    fn hours_are_the_files_number_to_the_hundredth() {
        let cases = [
            (37.5, 3750),
            (7.125, 713),
            (37.335, 3734),
            (0.25, 25),
            (168.0, 16800),
        ];
        for (hours, hundredths) in cases {
            assert_eq!(hours_hundredths(hours), Some(hundredths), "{hours}");
        }
    }

    #[test]
    fn an_empty_snapshot_has_no_parts() {
        assert!(SnapshotParts::new(Vec::new(), Uuid::nil())
            .finish()
            .unwrap()
            .is_empty());
    }
}
