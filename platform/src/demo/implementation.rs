//! The demo book's implementations: Brightpath, whose open enrollment closed, works through its
//! two carriers — one checklist about half done with its group number in and its first 834
//! files sent (a change file, then a full file), the other just begun.

use tenants::{Agency, TenantTx};

use crate::auth::Principal;
use crate::carrier_files::dto::GenerateRequest;
use crate::carrier_files::generate_file::generate_file;
use crate::error::AppError;
use crate::implementation::start::begin_checklists;
use crate::state::AppState;
use crate::vocabulary::{CarrierFileFormat, CarrierFilePurpose};

/// Items ticked per carrier, in checklist order: the first carrier's group number is in.
const TICKED: &[usize] = &[4, 1];
const GROUP_NUMBER: &str = "RMH-204518";

pub async fn seed_implementations(
    state: &AppState,
    agency: &Agency,
    owner: &Principal,
    group_name: &str,
) -> Result<(), AppError> {
    let actor = owner.into();
    let mut tx = TenantTx::begin(&state.pool, agency).await?;
    let group_id: uuid::Uuid = sqlx::query_scalar("SELECT id FROM groups WHERE name = $1")
        .bind(group_name)
        .fetch_one(tx.conn())
        .await?;
    begin_checklists(&mut tx, agency.id, actor, None, group_id).await?;
    // The carrier application asked for every employee's home address; HR filled in the missing.
    sqlx::query(
        "UPDATE employees e SET address_line1 = (100 + (abs(hashtext(e.last_name)) % 8900))::text || ' E Colfax Ave',
                city = COALESCE(e.city, 'Denver'), state = COALESCE(e.state, 'CO'), zip = COALESCE(e.zip, g.zip)
         FROM groups g WHERE g.id = e.group_id AND e.group_id = $1 AND e.address_line1 IS NULL",
    )
    .bind(group_id)
    .execute(tx.conn())
    .await?;
    let started: Vec<uuid::Uuid> = sqlx::query_scalar(
        "SELECT id FROM carrier_implementations WHERE group_id = $1 ORDER BY carrier_name",
    )
    .bind(group_id)
    .fetch_all(tx.conn())
    .await?;
    for (id, ticked) in started.iter().zip(TICKED) {
        // Each ticked item was done a little before it was due, and never in the future.
        sqlx::query(
            "UPDATE implementation_items SET done_at = LEAST(now() - interval '1 day',
                    (due_on - 3)::timestamptz + interval '10 hours'),
                done_by = $2, done_by_name = $3, version = version + 1
             WHERE implementation_id = $1 AND position <= $4",
        )
        .bind(id)
        .bind(owner.user_id)
        .bind(&owner.name)
        .bind(i32::try_from(*ticked).unwrap_or(0))
        .execute(tx.conn())
        .await?;
    }
    let first = started.first().copied();
    if let Some(first) = first {
        crate::implementation::queries::set_group_number(&mut tx, first, 1, GROUP_NUMBER, actor)
            .await?;
    }
    tx.commit().await?;
    if let Some(first) = first {
        for purpose in [CarrierFilePurpose::Change, CarrierFilePurpose::Full] {
            let asked = GenerateRequest {
                format: CarrierFileFormat::X12834,
                purpose,
            };
            generate_file(state, owner, "127.0.0.1", first, &asked).await?;
        }
    }
    Ok(())
}
