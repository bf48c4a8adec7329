//! Getting employees into a window: their accounts and sign-up invitations (on `public`), the
//! group's enrollment code, and who was invited and reminded when.

use chrono::NaiveDate;
use tenants::TenantTx;
use uuid::Uuid;

/// Employees of `ids` who have an active account in the agency.
pub async fn employees_with_accounts(
    tx: &mut TenantTx,
    agency_id: Uuid,
    ids: &[Uuid],
) -> Result<Vec<Uuid>, sqlx::Error> {
    sqlx::query_scalar("SELECT employee_id FROM public.memberships WHERE agency_id = $1 AND employee_id = ANY($2) AND status = 'active'")
        .bind(agency_id)
        .bind(ids)
        .fetch_all(tx.conn())
        .await
}

/// The pending invitations to these (lower-cased) addresses: id, address, employee record.
pub async fn pending_invites(
    tx: &mut TenantTx,
    agency_id: Uuid,
    emails: &[String],
) -> Result<Vec<(Uuid, String, Option<Uuid>)>, sqlx::Error> {
    sqlx::query_as(
        "SELECT id, lower(email), employee_id FROM public.invites
         WHERE agency_id = $1 AND lower(email) = ANY($2) AND accepted_at IS NULL AND revoked_at IS NULL",
    )
    .bind(agency_id)
    .bind(emails)
    .fetch_all(tx.conn())
    .await
}

/// Gives pending invitations fresh tokens (by their hashes) and a fresh lifetime.
pub async fn renew_invites(
    tx: &mut TenantTx,
    ids: &[Uuid],
    token_hashes: &[Vec<u8>],
    lifetime_days: i32,
) -> Result<(), sqlx::Error> {
    sqlx::query(
        "UPDATE public.invites i SET token_hash = x.hash, last_sent_at = now(), expires_at = now() + make_interval(days => $3::int)
         FROM UNNEST($1::uuid[], $2::bytea[]) AS x(id, hash) WHERE i.id = x.id",
    )
    .bind(ids)
    .bind(token_hashes)
    .bind(lifetime_days)
    .execute(tx.conn())
    .await?;
    Ok(())
}

/// A sign-up invitation for an employee record.
pub struct EmployeeInvite<'a> {
    pub email: &'a str,
    pub name: String,
    pub group_id: Uuid,
    pub employee_id: Uuid,
    pub token_hash: Vec<u8>,
}

/// Inserts employee sign-up invitations, in one statement.
pub async fn insert_employee_invites(
    tx: &mut TenantTx,
    agency_id: Uuid,
    invited_by: Uuid,
    lifetime_days: i32,
    invites: &[EmployeeInvite<'_>],
) -> Result<(), sqlx::Error> {
    sqlx::query(
        "INSERT INTO public.invites (agency_id, email, name, role, group_id, employee_id, token_hash, invited_by, expires_at)
         SELECT $1, x.email, x.name, 'employee', x.group_id, x.employee_id, x.hash, $2, now() + make_interval(days => $3::int)
         FROM UNNEST($4::text[], $5::text[], $6::uuid[], $7::uuid[], $8::bytea[]) AS x(email, name, group_id, employee_id, hash)",
    )
    .bind(agency_id)
    .bind(invited_by)
    .bind(lifetime_days)
    .bind(invites.iter().map(|i| i.email).collect::<Vec<_>>())
    .bind(invites.iter().map(|i| i.name.clone()).collect::<Vec<_>>())
    .bind(invites.iter().map(|i| i.group_id).collect::<Vec<_>>())
    .bind(invites.iter().map(|i| i.employee_id).collect::<Vec<_>>())
    .bind(invites.iter().map(|i| i.token_hash.clone()).collect::<Vec<_>>())
    .execute(tx.conn())
    .await?;
    Ok(())
}

/// Whether the group has an enrollment code valid through `until`.
pub async fn code_valid_through(
    tx: &mut TenantTx,
    group_id: Uuid,
    until: NaiveDate,
) -> Result<bool, sqlx::Error> {
    sqlx::query_scalar(
        "SELECT EXISTS (SELECT 1 FROM enrollment_codes WHERE group_id = $1 AND revoked_at IS NULL AND expires_at > ($2::date + 1)::timestamptz)",
    )
    .bind(group_id)
    .bind(until)
    .fetch_one(tx.conn())
    .await
}

/// Revokes the group's codes and gives it `code`, valid for 30 days and at least through `until`.
pub async fn replace_code(
    tx: &mut TenantTx,
    group_id: Uuid,
    code: &str,
    created_by: Uuid,
    until: NaiveDate,
) -> Result<(), sqlx::Error> {
    sqlx::query(
        "UPDATE enrollment_codes SET revoked_at = now() WHERE group_id = $1 AND revoked_at IS NULL",
    )
    .bind(group_id)
    .execute(tx.conn())
    .await?;
    sqlx::query(
        "INSERT INTO enrollment_codes (code, group_id, created_by, expires_at) VALUES ($1, $2, $3, greatest(now() + interval '30 days', ($4::date + 2)::timestamptz))",
    )
    .bind(code)
    .bind(group_id)
    .bind(created_by)
    .bind(until)
    .execute(tx.conn())
    .await?;
    Ok(())
}

/// Marks everyone in the window invited: by email for `emailed`, by code letter for the rest.
pub async fn mark_invited(
    tx: &mut TenantTx,
    window_id: Uuid,
    emailed: &[Uuid],
) -> Result<(), sqlx::Error> {
    sqlx::query(
        "UPDATE enrollment_participants SET invited_at = now(), invite_channel = CASE WHEN employee_id = ANY($2) THEN 'email' ELSE 'code' END
         WHERE window_id = $1",
    )
    .bind(window_id)
    .bind(emailed)
    .execute(tx.conn())
    .await?;
    Ok(())
}

/// Who has not finished (all, or of `only`), each with whether they were reminded within
/// `cooldown_hours`.
pub async fn unfinished(
    tx: &mut TenantTx,
    window_id: Uuid,
    only: Option<&[Uuid]>,
    cooldown_hours: i32,
) -> Result<Vec<(Uuid, bool)>, sqlx::Error> {
    sqlx::query_as(
        "SELECT employee_id, coalesce(last_reminded_at > now() - make_interval(hours => $3), false) FROM enrollment_participants
         WHERE window_id = $1 AND status IN ('not_started', 'in_progress') AND ($2::uuid[] IS NULL OR employee_id = ANY($2))",
    )
    .bind(window_id)
    .bind(only)
    .bind(cooldown_hours)
    .fetch_all(tx.conn())
    .await
}

pub async fn mark_reminded(
    tx: &mut TenantTx,
    window_id: Uuid,
    employee_ids: &[Uuid],
) -> Result<(), sqlx::Error> {
    sqlx::query("UPDATE enrollment_participants SET reminders = reminders + 1, last_reminded_at = now() WHERE window_id = $1 AND employee_id = ANY($2)")
        .bind(window_id)
        .bind(employee_ids)
        .execute(tx.conn())
        .await?;
    Ok(())
}

/// Participants who never signed, held until the transaction ends.
pub async fn lock_idle(tx: &mut TenantTx, window_id: Uuid) -> Result<Vec<Uuid>, sqlx::Error> {
    sqlx::query_scalar("SELECT employee_id FROM enrollment_participants WHERE window_id = $1 AND version = 0 FOR UPDATE")
        .bind(window_id)
        .fetch_all(tx.conn())
        .await
}
