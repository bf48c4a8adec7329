//! Committing a checked census: one transaction, rows in by COPY into staging tables, then
//! set-based SQL. An error or a crash anywhere leaves the roster exactly as it was.

use std::future::Future;
use std::io::{self, Write};
use std::pin::Pin;

use chrono::NaiveDate;
use sqlx::PgConnection;
use tenants::TenantTx;
use tokio::sync::mpsc;
use uuid::Uuid;

use super::binary_copy::BinaryCopy;
use super::engine::{EmploymentStatus, Gender, Household, Person, Relationship, Tier};
use super::snapshot::SnapshotWriter;
use super::worker;
use super::workflow::{self, ssn_fingerprint};
use crate::crypto::SecretBox;
use crate::error::AppError;

const STAGING: &str = "CREATE TEMP TABLE census_staging (
        employee_id uuid NOT NULL, is_new boolean NOT NULL, external_id text, first_name text, middle_name text, last_name text,
        dob date, gender text, ssn_enc bytea, ssn_hmac bytea, ssn_last4 text, email text, phone text, address_line1 text, city text,
        state text, zip text, county text, hire_date date, termination_date date, status text, employment_type text,
        hours_per_week real, salary_cents bigint, hourly_rate_cents bigint, job_class text, medical_tier text,
        dental_tier text, vision_tier text, tobacco boolean
    ) ON COMMIT DROP";
const STAGING_COLUMNS: &str = "employee_id, is_new, external_id, first_name, middle_name, last_name, dob, gender, ssn_enc, ssn_hmac,
    ssn_last4, email, phone, address_line1, city, state, zip, county, hire_date, termination_date, status, employment_type,
    hours_per_week, salary_cents, hourly_rate_cents, job_class, medical_tier, dental_tier, vision_tier, tobacco";
const DEP_STAGING: &str = "CREATE TEMP TABLE census_staging_dependents (
        id uuid NOT NULL, employee_id uuid NOT NULL, first_name text NOT NULL, last_name text NOT NULL, dob date NOT NULL, gender text,
        relationship text NOT NULL, ssn_enc bytea, ssn_hmac bytea, ssn_last4 text, disabled boolean, tobacco boolean,
        is_new boolean NOT NULL
    ) ON COMMIT DROP";
const DEP_COLUMNS: &str = "id, employee_id, first_name, last_name, dob, gender, relationship, ssn_enc, ssn_hmac, ssn_last4, disabled, tobacco,
    is_new";

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

/// The employees to stage, one per household, with their roster ids.
fn write_employees<W: Write>(
    mut out: BinaryCopy<W>,
    households: &[Household],
    targets: &[(Uuid, bool)],
    order: &[usize],
    secrets: &SecretBox,
) -> io::Result<()> {
    for (h, (id, is_new)) in order.iter().map(|&i| (&households[i], &targets[i])) {
        let e = &h.employee;
        let (ssn_enc, ssn_hmac, last4) = ssn_parts(secrets, e);
        let (status, employment_type) = employment(e.employment_status);
        out.row(30)?;
        out.uuid(*id)?;
        out.bool(Some(*is_new))?;
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
        out.float4(e.hours_per_week)?;
        out.int8(e.salary_cents)?;
        out.int8(e.hourly_rate_cents)?;
        out.text(e.job_class.as_deref())?;
        out.text(tier(e.medical_tier))?;
        out.text(tier(e.dental_tier))?;
        out.text(tier(e.vision_tier))?;
        out.bool(e.tobacco)?;
    }
    out.finish()?;
    Ok(())
}

/// The dependents to stage, under their employee's roster id, each with a new id (used if the
/// dependent is added).
fn write_dependents<W: Write>(
    mut out: BinaryCopy<W>,
    households: &[Household],
    targets: &[(Uuid, bool)],
    order: &[usize],
    secrets: &SecretBox,
) -> io::Result<()> {
    let mut new_ids =
        workflow::ascending_ids(households.iter().map(|h| h.dependents.len()).sum()).into_iter();
    for (h, (id, is_new)) in order.iter().map(|&i| (&households[i], &targets[i])) {
        for (d, new_id) in h.dependents.iter().zip(new_ids.by_ref()) {
            let (ssn_enc, ssn_hmac, last4) = ssn_parts(secrets, d);
            out.row(13)?;
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
            out.bool(Some(*is_new))?;
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

/// The staged rows, written in COPY's binary format on the census thread while the COPYs read
/// them: employees, then dependents; then the version's snapshot.
pub struct Staging {
    employees: mpsc::Receiver<Vec<u8>>,
    dependents: mpsc::Receiver<Vec<u8>>,
    snapshot: mpsc::Receiver<Vec<u8>>,
    writer: Pin<Box<dyn Future<Output = Result<io::Result<()>, AppError>> + Send>>,
}

pub fn stage(
    version_id: Uuid,
    households: Vec<Household>,
    mut targets: Vec<(Uuid, bool)>,
    secrets: SecretBox,
) -> Staging {
    let (employees, employees_rx) = chunk_channel();
    let (dependents, dependents_rx) = chunk_channel();
    let (snapshot, snapshot_rx) = chunk_channel();
    let writer = Box::pin(worker::run(move || -> io::Result<()> {
        let order = index_order(&households, &mut targets);
        write_employees(
            BinaryCopy::new(employees)?,
            &households,
            &targets,
            &order,
            &secrets,
        )?;
        write_dependents(
            BinaryCopy::new(dependents)?,
            &households,
            &targets,
            &order,
            &secrets,
        )?;
        write_snapshot(snapshot, version_id, &households, &targets)?;
        Ok(())
    }));
    Staging {
        employees: employees_rx,
        dependents: dependents_rx,
        snapshot: snapshot_rx,
        writer,
    }
}

/// The order to stage the households in: that of the roster's name index (status, last name,
/// first name, in lower case). New employees' ids are handed out again ascending in that order:
/// the rows then reach both the name index and the primary key in key order, which PostgreSQL
/// does far faster than at random places.
fn index_order(households: &[Household], targets: &mut [(Uuid, bool)]) -> Vec<usize> {
    let mut order: Vec<usize> = (0..households.len()).collect();
    order.sort_by_cached_key(|&i| {
        let e = &households[i].employee;
        let name = |n: &Option<String>| n.as_deref().unwrap_or_default().to_lowercase();
        (
            employment(e.employment_status).0.unwrap_or("active"),
            name(&e.last_name),
            name(&e.first_name),
        )
    });
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

async fn copy_in(
    conn: &mut PgConnection,
    sql: &str,
    mut chunks: mpsc::Receiver<Vec<u8>>,
) -> Result<u64, sqlx::Error> {
    let mut copy = conn.copy_in_raw(sql).await?;
    while let Some(chunk) = chunks.recv().await {
        copy.send(chunk).await?;
    }
    copy.finish().await
}

/// Loads the staged rows inside `tx` into temporary tables, and stores the version's snapshot.
/// Fails (and the transaction with it) unless every row came.
pub async fn load(tx: &mut TenantTx, staging: Staging) -> Result<(), AppError> {
    let conn = tx.conn();
    // Sorts and hashes of a large census stay in memory.
    sqlx::query("SET LOCAL work_mem = '64MB'")
        .execute(&mut *conn)
        .await?;
    sqlx::query(STAGING).execute(&mut *conn).await?;
    sqlx::query(DEP_STAGING).execute(&mut *conn).await?;
    copy_in(
        conn,
        &format!("COPY census_staging ({STAGING_COLUMNS}) FROM STDIN WITH (FORMAT binary)"),
        staging.employees,
    )
    .await?;
    copy_in(
        conn,
        &format!("COPY census_staging_dependents ({DEP_COLUMNS}) FROM STDIN WITH (FORMAT binary)"),
        staging.dependents,
    )
    .await?;
    copy_in(
        conn,
        "COPY census_snapshots (version_id, part, members) FROM STDIN",
        staging.snapshot,
    )
    .await?;
    staging
        .writer
        .await?
        .map_err(|e| AppError::Internal(format!("staging the census: {e}")))?;
    Ok(())
}

pub struct Applied {
    pub adds: i64,
    pub updates: i64,
    pub terminations: i64,
    pub dependents: i64,
}

/// What a commit does besides adding employees.
pub struct Changes<'a> {
    /// Whether the file names employees already on the roster.
    pub updates: bool,
    /// Whether the file says anything about dependents (then the roster's are synced).
    pub sync_dependents: bool,
    pub terminations: &'a [Uuid],
    pub terminate_on: NaiveDate,
}

/// Applies the loaded census (see [`load`]) to the group's roster inside `tx` and records what it
/// changed (for undo).
pub async fn apply(
    tx: &mut TenantTx,
    version_id: Uuid,
    group_id: Uuid,
    changes: Changes<'_>,
) -> Result<Applied, AppError> {
    let Changes {
        updates: has_updates,
        sync_dependents,
        terminations,
        terminate_on,
    } = changes;
    let conn = tx.conn();

    // What changes, recorded before it changes.
    if has_updates {
        // The joins with the roster below need the staged rows' statistics to plan well.
        sqlx::query("ANALYZE census_staging, census_staging_dependents")
            .execute(&mut *conn)
            .await?;
        sqlx::query(
            "INSERT INTO census_changes (version_id, employee_id, action, before)
             SELECT $1, e.id, 'update', to_jsonb(e) || jsonb_build_object('dependents',
                    coalesce((SELECT jsonb_agg(to_jsonb(d)) FROM dependents d WHERE d.employee_id = e.id), '[]'::jsonb))
             FROM employees e JOIN census_staging s ON s.employee_id = e.id AND NOT s.is_new",
        )
        .bind(version_id)
        .execute(&mut *conn)
        .await?;
    }
    sqlx::query(
        "INSERT INTO census_changes (version_id, employee_id, action, before)
         SELECT $1, e.id, 'terminate', to_jsonb(e) FROM employees e WHERE e.id = ANY($2) AND e.group_id = $3",
    )
    .bind(version_id)
    .bind(terminations)
    .bind(group_id)
    .execute(&mut *conn)
    .await?;

    // New employees and their dependents: references this transaction makes certain (tenant
    // migration 0010). It holds the group and the version locked until it ends, and each new
    // dependent is staged under its household's employee, added by the statement before.
    let locked: i64 = sqlx::query_scalar(
        "WITH g AS (SELECT 1 FROM groups WHERE id = $1 FOR UPDATE), v AS (SELECT 1 FROM census_versions WHERE id = $2 AND group_id = $1 FOR UPDATE)
         SELECT (SELECT count(*) FROM g) + (SELECT count(*) FROM v)",
    )
    .bind(group_id)
    .bind(version_id)
    .fetch_one(&mut *conn)
    .await?;
    if locked != 2 {
        return Err(AppError::Conflict(
            "the group or the import was deleted meanwhile".into(),
        ));
    }
    references_proven(conn, true).await?;
    // Staged in the name index's order, in which new ids ascend: they reach the indexes in key
    // order.
    let mut dependents = 0;
    let adds = sqlx::query(
        "INSERT INTO employees (id, group_id, external_id, first_name, middle_name, last_name, dob, gender, ssn_enc, ssn_hmac, ssn_last4,
            email, phone, address_line1, city, state, zip, county, hire_date, termination_date, status, employment_type, hours_per_week,
            salary_cents, hourly_rate_cents, job_class, medical_tier, dental_tier, vision_tier, tobacco, census_version_id)
         SELECT employee_id, $1, external_id, first_name, middle_name, last_name, dob, gender, ssn_enc, ssn_hmac, ssn_last4, email, phone,
            address_line1, city, state, zip, county, hire_date, termination_date, coalesce(status, 'active'), employment_type,
            hours_per_week::numeric(5, 2), salary_cents, hourly_rate_cents, job_class, medical_tier, dental_tier, vision_tier, coalesce(tobacco, false), $2
         FROM census_staging WHERE is_new",
    )
    .bind(group_id)
    .bind(version_id)
    .execute(&mut *conn)
    .await?
    .rows_affected();
    if sync_dependents {
        dependents += insert_dependents(conn, true).await?;
    }
    references_proven(conn, false).await?;
    // An update keeps what the file does not say.
    let updates = if !has_updates {
        0
    } else {
        sqlx::query(
            "UPDATE employees e SET
                external_id = coalesce(s.external_id, e.external_id), first_name = s.first_name, middle_name = coalesce(s.middle_name, e.middle_name),
                last_name = s.last_name, dob = coalesce(s.dob, e.dob), gender = coalesce(s.gender, e.gender),
                ssn_enc = coalesce(s.ssn_enc, e.ssn_enc), ssn_hmac = coalesce(s.ssn_hmac, e.ssn_hmac), ssn_last4 = coalesce(s.ssn_last4, e.ssn_last4),
                email = coalesce(s.email, e.email), phone = coalesce(s.phone, e.phone), address_line1 = coalesce(s.address_line1, e.address_line1),
                city = coalesce(s.city, e.city), state = coalesce(s.state, e.state), zip = coalesce(s.zip, e.zip), county = coalesce(s.county, e.county),
                hire_date = coalesce(s.hire_date, e.hire_date), termination_date = coalesce(s.termination_date, e.termination_date),
                status = coalesce(s.status, CASE WHEN e.status = 'terminated' THEN 'active' ELSE e.status END),
                employment_type = coalesce(s.employment_type, e.employment_type), hours_per_week = coalesce(s.hours_per_week::numeric(5, 2), e.hours_per_week),
                salary_cents = coalesce(s.salary_cents, e.salary_cents), hourly_rate_cents = coalesce(s.hourly_rate_cents, e.hourly_rate_cents),
                job_class = coalesce(s.job_class, e.job_class), medical_tier = coalesce(s.medical_tier, e.medical_tier),
                dental_tier = coalesce(s.dental_tier, e.dental_tier), vision_tier = coalesce(s.vision_tier, e.vision_tier),
                tobacco = coalesce(s.tobacco, e.tobacco), census_version_id = $1, version = e.version + 1, updated_at = now()
             FROM census_staging s WHERE s.employee_id = e.id AND NOT s.is_new",
        )
        .bind(version_id)
        .execute(&mut *conn)
        .await?
        .rows_affected()
    };

    if sync_dependents && has_updates {
        // Dependents are matched by first name and date of birth within their employee.
        sqlx::query(
            "DELETE FROM dependents d USING census_staging s
             WHERE d.employee_id = s.employee_id AND NOT s.is_new AND NOT EXISTS (
                SELECT 1 FROM census_staging_dependents x
                WHERE x.employee_id = d.employee_id AND lower(x.first_name) = lower(d.first_name) AND x.dob = d.dob)",
        )
        .execute(&mut *conn)
        .await?;
        sqlx::query(
            "UPDATE dependents d SET last_name = x.last_name, gender = coalesce(x.gender, d.gender), relationship = x.relationship,
                ssn_enc = coalesce(x.ssn_enc, d.ssn_enc), ssn_hmac = coalesce(x.ssn_hmac, d.ssn_hmac), ssn_last4 = coalesce(x.ssn_last4, d.ssn_last4),
                disabled = coalesce(x.disabled, d.disabled), tobacco = coalesce(x.tobacco, d.tobacco), updated_at = now()
             FROM census_staging_dependents x
             WHERE NOT x.is_new AND x.employee_id = d.employee_id AND lower(x.first_name) = lower(d.first_name) AND x.dob = d.dob",
        )
        .execute(&mut *conn)
        .await?;
    }
    if sync_dependents && has_updates {
        dependents += insert_dependents(conn, false).await?;
    }

    let terminated = sqlx::query(
        "UPDATE employees SET status = 'terminated', termination_date = coalesce(termination_date, $3), census_version_id = $1,
            version = version + 1, updated_at = now()
         WHERE id = ANY($2)",
    )
    .bind(version_id)
    .bind(terminations)
    .bind(terminate_on)
    .execute(&mut *conn)
    .await?
    .rows_affected();

    Ok(Applied {
        adds: adds as i64,
        updates: updates as i64,
        terminations: terminated as i64,
        dependents,
    })
}

/// Marks the statements that follow, until unmarked, as inserting only references the
/// transaction has made certain: the reference triggers skip their check (tenant migration 0010).
async fn references_proven(conn: &mut PgConnection, proven: bool) -> Result<(), sqlx::Error> {
    sqlx::query("SELECT set_config('canopy.references_proven', $1, true)")
        .bind(if proven { "on" } else { "off" })
        .execute(conn)
        .await?;
    Ok(())
}

/// Adds the staged dependents of new employees (`of_new`: they have none yet, so theirs go in
/// without looking for a match, in the order staged) or of employees already on the roster
/// (those not there yet, matched by first name and date of birth).
async fn insert_dependents(conn: &mut PgConnection, of_new: bool) -> Result<i64, sqlx::Error> {
    let added = sqlx::query(
        "INSERT INTO dependents (id, employee_id, first_name, last_name, dob, gender, relationship, ssn_enc, ssn_hmac, ssn_last4, disabled, tobacco)
         SELECT x.id, x.employee_id, x.first_name, x.last_name, x.dob, x.gender, x.relationship, x.ssn_enc, x.ssn_hmac, x.ssn_last4,
                coalesce(x.disabled, false), coalesce(x.tobacco, false)
         FROM census_staging_dependents x
         WHERE x.is_new = $1 AND ($1 OR NOT EXISTS (
            SELECT 1 FROM dependents d WHERE d.employee_id = x.employee_id AND lower(d.first_name) = lower(x.first_name) AND d.dob = x.dob))",
    )
    .bind(of_new)
    .execute(conn)
    .await?
    .rows_affected();
    Ok(added as i64)
}

/// Puts the roster back as it was before `version_id` was committed.
pub async fn undo(tx: &mut TenantTx, version_id: Uuid) -> Result<(), AppError> {
    let conn = tx.conn();
    sqlx::query(
        "UPDATE employees e SET external_id = r.external_id, first_name = r.first_name, middle_name = r.middle_name, last_name = r.last_name,
            dob = r.dob, gender = r.gender, ssn_enc = r.ssn_enc, ssn_hmac = r.ssn_hmac, ssn_last4 = r.ssn_last4, email = r.email, phone = r.phone,
            address_line1 = r.address_line1, city = r.city, state = r.state, zip = r.zip, county = r.county, hire_date = r.hire_date,
            termination_date = r.termination_date, status = r.status, employment_type = r.employment_type, hours_per_week = r.hours_per_week,
            salary_cents = r.salary_cents, hourly_rate_cents = r.hourly_rate_cents, job_class = r.job_class, employee_class = r.employee_class,
            medical_tier = r.medical_tier, dental_tier = r.dental_tier, vision_tier = r.vision_tier, tobacco = r.tobacco,
            census_version_id = r.census_version_id, version = e.version + 1, updated_at = now()
         FROM census_changes c, jsonb_populate_record(NULL::employees, c.before) r
         WHERE c.version_id = $1 AND c.action IN ('update', 'terminate') AND e.id = c.employee_id",
    )
    .bind(version_id)
    .execute(&mut *conn)
    .await?;
    sqlx::query("DELETE FROM dependents WHERE employee_id IN (SELECT employee_id FROM census_changes WHERE version_id = $1 AND action = 'update')")
        .bind(version_id)
        .execute(&mut *conn)
        .await?;
    sqlx::query(
        "INSERT INTO dependents SELECT (jsonb_populate_record(NULL::dependents, d)).*
         FROM census_changes c, jsonb_array_elements(c.before -> 'dependents') d
         WHERE c.version_id = $1 AND c.action = 'update'",
    )
    .bind(version_id)
    .execute(&mut *conn)
    .await?;
    // Employees the version added: marked by it and in no change record of it.
    sqlx::query(
        "DELETE FROM employees e WHERE e.census_version_id = $1
         AND NOT EXISTS (SELECT 1 FROM census_changes c WHERE c.version_id = $1 AND c.employee_id = e.id)",
    )
    .bind(version_id)
    .execute(&mut *conn)
    .await?;
    Ok(())
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
    fn an_empty_snapshot_has_no_parts() {
        assert!(SnapshotParts::new(Vec::new(), Uuid::nil())
            .finish()
            .unwrap()
            .is_empty());
    }
}
