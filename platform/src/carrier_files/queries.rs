//! The queries of carrier files, in the agency's transaction.

use chrono::{DateTime, NaiveDate, Utc};
use uuid::Uuid;

use super::roster::{CoveredRow, Sent};
use crate::audit::Actor;
use crate::vocabulary::{CarrierFileFormat, CarrierFilePurpose, EdiUsage};
use tenants::TenantTx;

/// A carrier implementation with what its files need to say about the group and the carrier.
#[derive(Debug, sqlx::FromRow)]
pub struct Context {
    pub id: Uuid,
    pub group_id: Uuid,
    pub group_name: String,
    pub ein: Option<String>,
    pub plan_year: i32,
    pub carrier_id: Uuid,
    pub carrier_name: String,
    pub hios_issuer_id: String,
    pub group_number: Option<String>,
    pub coverage_start: Option<NaiveDate>,
}

pub async fn context(
    tx: &mut TenantTx,
    implementation_id: Uuid,
    scope: Option<Uuid>,
) -> Result<Option<Context>, sqlx::Error> {
    sqlx::query_as(
        "SELECT ci.id, ci.group_id, g.name AS group_name, g.ein, ci.plan_year, ci.carrier_id, ci.carrier_name,
                c.hios_issuer_id, ci.group_number, ci.coverage_start
         FROM carrier_implementations ci
         JOIN groups g ON g.id = ci.group_id
         JOIN public.carriers c ON c.id = ci.carrier_id
         WHERE ci.id = $1 AND ($2::uuid IS NULL OR ci.group_id = $2)
         FOR UPDATE OF ci",
    )
    .bind(implementation_id)
    .bind(scope)
    .fetch_optional(tx.conn())
    .await
}

/// The agency's most recent carrier implementation that an 834 can be written for (its group
/// number and the employer's EIN recorded), the source of the file samples.
pub async fn sample_context(tx: &mut TenantTx) -> Result<Option<Context>, sqlx::Error> {
    sqlx::query_as(
        "SELECT ci.id, ci.group_id, g.name AS group_name, g.ein, ci.plan_year, ci.carrier_id, ci.carrier_name,
                c.hios_issuer_id, ci.group_number, ci.coverage_start
         FROM carrier_implementations ci
         JOIN groups g ON g.id = ci.group_id
         JOIN public.carriers c ON c.id = ci.carrier_id
         WHERE ci.group_number IS NOT NULL AND g.ein IS NOT NULL
           AND EXISTS (SELECT 1 FROM carrier_files f WHERE f.implementation_id = ci.id)
         ORDER BY ci.created_at DESC, ci.carrier_name
         LIMIT 1",
    )
    .fetch_optional(tx.conn())
    .await
}

/// Everyone the carrier covers in the plan year, from each employee's current signed elections:
/// one row per person and line, employees before their dependents.
pub async fn covered(
    tx: &mut TenantTx,
    group_id: Uuid,
    plan_year: i32,
    carrier_id: Uuid,
) -> Result<Vec<CoveredRow>, sqlx::Error> {
    // The enrolled lines are found before the carrier's plans are matched (a design holds a few
    // plans, an enrollment thousands of lines), and each elected line gives its subscriber and
    // covered dependents in one pass over the employees.
    let mut rows: Vec<CoveredRow> = sqlx::query_as(
        "WITH latest AS (
            SELECT DISTINCT ON (s.employee_id) s.id, s.employee_id, s.outcome, w.coverage_start, w.design_id
            FROM enrollment_participants p
            JOIN enrollment_windows w ON w.id = p.window_id
            JOIN enrollment_submissions s ON s.id = p.current_submission
            WHERE w.group_id = $1 AND w.plan_year = $2
            ORDER BY s.employee_id, s.signed_at DESC
         ),
         enrolled AS MATERIALIZED (
            SELECT l.employee_id, l.coverage_start, l.design_id, el.line, el.plan_id, el.tier, el.dependent_ids
            FROM latest l
            JOIN enrollment_elections el ON el.submission_id = l.id AND el.plan_id IS NOT NULL
            WHERE l.outcome = 'enrolled'
         ),
         elected AS (
            SELECT x.employee_id, x.coverage_start, x.line, x.plan_id, x.tier, x.dependent_ids
            FROM enrolled x
            JOIN plan_design_plans pdp ON pdp.design_id = x.design_id AND pdp.plan_id = x.plan_id
            WHERE (pdp.plan->>'carrier_id')::uuid = $3
         )
         SELECT e.id AS employee_id, m.dependent_id, m.relationship,
                COALESCE(e.external_id, replace(e.id::text, '-', '')) AS subscriber_id,
                m.first_name, m.middle_name, m.last_name, m.dob, m.gender, m.ssn_enc, m.ssn_last4,
                e.address_line1, e.city, e.state, e.zip, m.employment_type, e.status AS employee_status,
                e.termination_date, x.line, x.plan_id, x.tier, x.coverage_start
         FROM elected x JOIN employees e ON e.id = x.employee_id
         CROSS JOIN LATERAL (
            SELECT NULL::uuid AS dependent_id, 'self' AS relationship, e.first_name, e.middle_name, e.last_name,
                   e.dob, e.gender, e.ssn_enc, e.ssn_last4, e.employment_type
            UNION ALL
            SELECT d.id, d.relationship, d.first_name, NULL, d.last_name, d.dob, d.gender, d.ssn_enc, d.ssn_last4, NULL
            FROM dependents d WHERE d.id = ANY (x.dependent_ids) AND d.employee_id = e.id
         ) m",
    )
    .bind(group_id)
    .bind(plan_year)
    .bind(carrier_id)
    .fetch_all(tx.conn())
    .await?;
    // Ordered here rather than by PostgreSQL, which would sort these wide rows on disk: by
    // employee, the employee before their dependents, then by line (uuids compare bytewise in
    // both). The keys are sorted, then the rows moved once.
    rows.sort_by_cached_key(|r| (r.employee_id, r.dependent_id, r.line.clone()));
    Ok(rows)
}

#[derive(Debug, sqlx::FromRow)]
pub struct FileRow {
    pub id: Uuid,
    pub implementation_id: Uuid,
    pub format: CarrierFileFormat,
    pub purpose: CarrierFilePurpose,
    pub usage: Option<EdiUsage>,
    pub interchange_control: Option<i32>,
    pub group_control: Option<i32>,
    pub members: i32,
    pub subscribers: i32,
    pub dependents: i32,
    pub adds: i32,
    pub changes: i32,
    pub terms: i32,
    pub document_id: Uuid,
    pub document_name: String,
    pub size: i64,
    pub sent_hash: String,
    pub created_by_name: String,
    pub created_at: DateTime<Utc>,
}

const FILE_COLUMNS: &str = "f.id, f.implementation_id, f.format, f.purpose, f.usage, f.interchange_control,
    f.group_control, f.members, f.subscribers, f.dependents, f.adds, f.changes, f.terms, f.document_id,
    d.name AS document_name, d.size, f.sent_hash, f.created_by_name, f.created_at";

/// The files of some implementations, newest first.
pub async fn files(
    tx: &mut TenantTx,
    implementation_ids: &[Uuid],
) -> Result<Vec<FileRow>, sqlx::Error> {
    sqlx::query_as(&format!(
        "SELECT {FILE_COLUMNS} FROM carrier_files f JOIN documents d ON d.id = f.document_id
         WHERE f.implementation_id = ANY($1) ORDER BY f.created_at DESC"
    ))
    .bind(implementation_ids)
    .fetch_all(tx.conn())
    .await
}

/// The last 834 sent to the carrier for this implementation.
pub async fn last_x12(
    tx: &mut TenantTx,
    implementation_id: Uuid,
) -> Result<Option<FileRow>, sqlx::Error> {
    sqlx::query_as(&format!(
        "SELECT {FILE_COLUMNS} FROM carrier_files f JOIN documents d ON d.id = f.document_id
         WHERE f.implementation_id = $1 AND f.format = 'x12_834' ORDER BY f.created_at DESC LIMIT 1"
    ))
    .bind(implementation_id)
    .fetch_optional(tx.conn())
    .await
}

/// A carrier of a renewed plan year with no 834 yet, and the last 834 it was sent in an earlier
/// plan year: where its first change file starts from.
#[derive(Debug, sqlx::FromRow)]
pub struct RenewedFrom {
    pub implementation_id: Uuid,
    pub plan_year: i32,
    pub file_id: Uuid,
    pub created_at: DateTime<Utc>,
}

/// The group's carriers whose first change file starts from an earlier plan year's 834 (or only
/// `implementation_id`, when given).
pub async fn renewed_from(
    tx: &mut TenantTx,
    group_id: Uuid,
    implementation_id: Option<Uuid>,
) -> Result<Vec<RenewedFrom>, sqlx::Error> {
    sqlx::query_as(
        "SELECT ci.id AS implementation_id, last.plan_year, last.file_id, last.created_at
         FROM carrier_implementations ci
         CROSS JOIN LATERAL (
            SELECT before.plan_year, f.id AS file_id, f.created_at
            FROM carrier_files f JOIN carrier_implementations before ON before.id = f.implementation_id
            WHERE before.group_id = ci.group_id AND before.carrier_id = ci.carrier_id
              AND before.plan_year < ci.plan_year AND f.format = 'x12_834'
            ORDER BY before.plan_year DESC, f.created_at DESC LIMIT 1
         ) last
         WHERE ci.group_id = $1 AND ($2::uuid IS NULL OR ci.id = $2)
           AND NOT EXISTS (SELECT 1 FROM carrier_files f WHERE f.implementation_id = ci.id AND f.format = 'x12_834')",
    )
    .bind(group_id)
    .bind(implementation_id)
    .fetch_all(tx.conn())
    .await
}

/// What a file told the carrier, member by member (read only for a change file: it is large).
pub async fn sent(tx: &mut TenantTx, file_id: Uuid) -> Result<Sent, sqlx::Error> {
    let sent: sqlx::types::Json<Sent> =
        sqlx::query_scalar("SELECT sent FROM carrier_files WHERE id = $1")
            .bind(file_id)
            .fetch_one(tx.conn())
            .await?;
    Ok(sent.0)
}

/// The last census file of a format, when it told the carrier exactly `sent_hash`.
pub async fn same_census(
    tx: &mut TenantTx,
    implementation_id: Uuid,
    format: CarrierFileFormat,
    sent_hash: &str,
) -> Result<Option<FileRow>, sqlx::Error> {
    sqlx::query_as(&format!(
        "SELECT {FILE_COLUMNS} FROM carrier_files f JOIN documents d ON d.id = f.document_id
         WHERE f.implementation_id = $1 AND f.format = $2 AND f.sent_hash = $3
           AND f.created_at = (SELECT max(created_at) FROM carrier_files WHERE implementation_id = $1 AND format = $2)"
    ))
    .bind(implementation_id)
    .bind(format)
    .bind(sent_hash)
    .fetch_optional(tx.conn())
    .await
}

/// The agency's EDI settings with the carrier and its next control numbers (taken, so two files
/// never share one).
#[derive(Debug, sqlx::FromRow)]
pub struct Controls {
    pub usage: EdiUsage,
    pub receiver_id: String,
    pub interchange: i32,
    pub functional_group: i32,
}

pub async fn next_controls(
    tx: &mut TenantTx,
    carrier_id: Uuid,
    default_receiver: &str,
) -> Result<Controls, sqlx::Error> {
    sqlx::query_as(
        "INSERT INTO carrier_edi_settings (carrier_id, receiver_id, last_interchange, last_group)
         VALUES ($1, $2, 1, 1)
         ON CONFLICT (carrier_id) DO UPDATE SET
            last_interchange = carrier_edi_settings.last_interchange % 999999999 + 1,
            last_group = carrier_edi_settings.last_group % 999999999 + 1
         RETURNING usage, receiver_id, last_interchange AS interchange, last_group AS functional_group",
    )
    .bind(carrier_id)
    .bind(default_receiver)
    .fetch_one(tx.conn())
    .await
}

pub struct NewFile<'a> {
    pub implementation_id: Uuid,
    pub format: CarrierFileFormat,
    pub purpose: CarrierFilePurpose,
    pub usage: Option<EdiUsage>,
    pub controls: Option<(i32, i32)>,
    pub counts: [i32; 6],
    pub document_id: Uuid,
    pub sent_hash: &'a str,
    pub actor: Actor<'a>,
}

/// Takes in what a file tells the carrier ahead of the file's row, which [`insert_file`] copies
/// it into as it is: for a large group megabytes of JSON that PostgreSQL parses and compresses,
/// work that can go on while the file itself is written. It is compressed with lz4 where the
/// server has it, several times faster than the default.
pub async fn stage_sent(tx: &mut TenantTx, json: &str) -> Result<(), sqlx::Error> {
    sqlx::query(
        "SELECT set_config('default_toast_compression', 'lz4', true) FROM pg_settings
         WHERE name = 'default_toast_compression' AND 'lz4' = ANY (enumvals)",
    )
    .execute(tx.conn())
    .await?;
    sqlx::query("CREATE TEMPORARY TABLE staged_sent (sent jsonb NOT NULL) ON COMMIT DROP")
        .execute(tx.conn())
        .await?;
    sqlx::query("INSERT INTO staged_sent (sent) VALUES ($1::jsonb)")
        .bind(json)
        .execute(tx.conn())
        .await?;
    Ok(())
}

/// The file's row, with the snapshot staged by [`stage_sent`].
pub async fn insert_file(tx: &mut TenantTx, f: &NewFile<'_>) -> Result<Uuid, sqlx::Error> {
    let [members, subscribers, dependents, adds, changes, terms] = f.counts;
    sqlx::query_scalar(
        "INSERT INTO carrier_files (implementation_id, format, purpose, usage, interchange_control, group_control,
            members, subscribers, dependents, adds, changes, terms, document_id, sent, sent_hash, created_by, created_by_name)
         SELECT $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, s.sent, $14, $15, $16 FROM staged_sent s
         RETURNING id",
    )
    .bind(f.implementation_id)
    .bind(f.format)
    .bind(f.purpose)
    .bind(f.usage)
    .bind(f.controls.map(|c| c.0))
    .bind(f.controls.map(|c| c.1))
    .bind(members)
    .bind(subscribers)
    .bind(dependents)
    .bind(adds)
    .bind(changes)
    .bind(terms)
    .bind(f.document_id)
    .bind(f.sent_hash)
    .bind(f.actor.id)
    .bind(f.actor.name)
    .fetch_one(tx.conn())
    .await
}
