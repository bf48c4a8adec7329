//! The census commit's SQL: the staged rows COPied into temporary tables, then set-based
//! statements that apply them to the roster and record what changed (for undo).

use chrono::NaiveDate;
use sqlx::PgConnection;
use tenants::TenantTx;
use tokio::sync::mpsc;
use uuid::Uuid;

use crate::census::commit::Staging;
use crate::error::AppError;

/// The roster's columns a new employee is copied into (see `census::commit`).
const EMPLOYEE_COLUMNS: &str = "id, group_id, census_version_id, external_id, first_name, middle_name, last_name, dob, gender, ssn_enc,
    ssn_hmac, ssn_last4, email, phone, address_line1, city, state, zip, county, hire_date, termination_date, status, employment_type,
    hours_per_week, salary_cents, hourly_rate_cents, job_class, medical_tier, dental_tier, vision_tier, tobacco";
/// Employees the file matched on the roster, as the file has them.
const STAGING: &str = "CREATE TEMP TABLE census_staging (
        employee_id uuid NOT NULL, external_id text, first_name text, middle_name text, last_name text,
        dob date, gender text, ssn_enc bytea, ssn_hmac bytea, ssn_last4 text, email text, phone text, address_line1 text, city text,
        state text, zip text, county text, hire_date date, termination_date date, status text, employment_type text,
        hours_per_week numeric(5, 2), salary_cents bigint, hourly_rate_cents bigint, job_class text, medical_tier text,
        dental_tier text, vision_tier text, tobacco boolean
    ) ON COMMIT DROP";
const STAGING_COLUMNS: &str = "employee_id, external_id, first_name, middle_name, last_name, dob, gender, ssn_enc, ssn_hmac,
    ssn_last4, email, phone, address_line1, city, state, zip, county, hire_date, termination_date, status, employment_type,
    hours_per_week, salary_cents, hourly_rate_cents, job_class, medical_tier, dental_tier, vision_tier, tobacco";
/// The dependents of the employees in `census_staging`, each with the id it gets if it is added.
const DEP_STAGING: &str = "CREATE TEMP TABLE census_staging_dependents (
        id uuid NOT NULL, employee_id uuid NOT NULL, first_name text NOT NULL, last_name text NOT NULL, dob date NOT NULL, gender text,
        relationship text NOT NULL, ssn_enc bytea, ssn_hmac bytea, ssn_last4 text, disabled boolean, tobacco boolean
    ) ON COMMIT DROP";
/// The columns of a dependent, in the roster as in staging.
const DEP_COLUMNS: &str =
    "id, employee_id, first_name, last_name, dob, gender, relationship, ssn_enc, ssn_hmac, ssn_last4, disabled, tobacco";

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

fn binary_copy(table: &str, columns: &str) -> String {
    format!("COPY {table} ({columns}) FROM STDIN WITH (FORMAT binary)")
}

/// What [`load`] added to the roster.
pub struct Added {
    pub employees: i64,
    pub dependents: i64,
}

/// Inside `tx`: copies the new employees and their dependents into the roster, the employees
/// the file matched on the roster (and their dependents) into temporary tables for [`apply`],
/// and stores the version's snapshot. Fails (and the transaction with it) unless every row came.
pub async fn load(
    tx: &mut TenantTx,
    group_id: Uuid,
    version_id: Uuid,
    staging: Staging,
) -> Result<Added, AppError> {
    let conn = tx.conn();
    // Sorts and hashes of a large census stay in memory.
    sqlx::query("SET LOCAL work_mem = '64MB'")
        .execute(&mut *conn)
        .await?;
    sqlx::query(STAGING).execute(&mut *conn).await?;
    sqlx::query(DEP_STAGING).execute(&mut *conn).await?;

    // New employees and their dependents: references this transaction makes certain (tenant
    // migration 0010). It holds the group and the version locked until it ends, and each new
    // dependent is copied under its household's employee, copied by the COPY before.
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
    // Written in the name index's order, in which new ids ascend: they reach the indexes in key
    // order.
    let employees = copy_in(
        conn,
        &binary_copy("employees", EMPLOYEE_COLUMNS),
        staging.new_employees,
    )
    .await?;
    let dependents = copy_in(
        conn,
        &binary_copy("dependents", DEP_COLUMNS),
        staging.new_dependents,
    )
    .await?;
    references_proven(conn, false).await?;

    copy_in(
        conn,
        &binary_copy("census_staging", STAGING_COLUMNS),
        staging.matched_employees,
    )
    .await?;
    copy_in(
        conn,
        &binary_copy("census_staging_dependents", DEP_COLUMNS),
        staging.matched_dependents,
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
    Ok(Added {
        employees: employees as i64,
        dependents: dependents as i64,
    })
}

/// What [`apply`] changed on the roster.
pub struct Applied {
    pub updates: i64,
    pub terminations: i64,
    /// Dependents added to employees already on the roster.
    pub dependents: i64,
}

/// What a commit does besides adding employees.
pub struct Changes<'a> {
    /// Whether the file names employees already on the roster.
    pub updates: bool,
    /// Whether the file says anything about dependents (then the matched employees' are synced).
    pub sync_dependents: bool,
    pub terminations: &'a [Uuid],
    pub terminate_on: NaiveDate,
}

/// Applies the rest of the loaded census (see [`load`]) to the group's roster inside `tx`: updates,
/// dependents of matched employees and terminations, recording what they change (for undo).
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
             FROM employees e JOIN census_staging s ON s.employee_id = e.id",
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
                employment_type = coalesce(s.employment_type, e.employment_type), hours_per_week = coalesce(s.hours_per_week, e.hours_per_week),
                salary_cents = coalesce(s.salary_cents, e.salary_cents), hourly_rate_cents = coalesce(s.hourly_rate_cents, e.hourly_rate_cents),
                job_class = coalesce(s.job_class, e.job_class), medical_tier = coalesce(s.medical_tier, e.medical_tier),
                dental_tier = coalesce(s.dental_tier, e.dental_tier), vision_tier = coalesce(s.vision_tier, e.vision_tier),
                tobacco = coalesce(s.tobacco, e.tobacco), census_version_id = $1, version = e.version + 1, updated_at = now()
             FROM census_staging s WHERE s.employee_id = e.id",
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
             WHERE d.employee_id = s.employee_id AND NOT EXISTS (
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
             WHERE x.employee_id = d.employee_id AND lower(x.first_name) = lower(d.first_name) AND x.dob = d.dob",
        )
        .execute(&mut *conn)
        .await?;
    }
    let dependents = if sync_dependents && has_updates {
        insert_dependents(conn).await?
    } else {
        0
    };

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

/// Adds the staged dependents the roster does not have yet (matched by first name and date of
/// birth within their employee).
async fn insert_dependents(conn: &mut PgConnection) -> Result<i64, sqlx::Error> {
    let added = sqlx::query(
        "INSERT INTO dependents (id, employee_id, first_name, last_name, dob, gender, relationship, ssn_enc, ssn_hmac, ssn_last4, disabled, tobacco)
         SELECT x.id, x.employee_id, x.first_name, x.last_name, x.dob, x.gender, x.relationship, x.ssn_enc, x.ssn_hmac, x.ssn_last4,
                coalesce(x.disabled, false), coalesce(x.tobacco, false)
         FROM census_staging_dependents x
         WHERE NOT EXISTS (
            SELECT 1 FROM dependents d WHERE d.employee_id = x.employee_id AND lower(d.first_name) = lower(x.first_name) AND d.dob = x.dob)",
    )
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
