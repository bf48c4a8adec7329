//! The demo book's implementations: Brightpath, whose open enrollment closed, works through its
//! two carriers — one checklist about half done with its group number in and its first 834
//! files sent (a change file, then a full file), the other just begun. The carrier's eligibility
//! list came back with the usual mix: an employee who left still covered, a tier the carrier
//! did not update after a birth, a misspelled name and a dependent it never added.

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
        carrier_list_back(state, agency, owner, group_id, first).await?;
    }
    Ok(())
}

/// The carrier's eligibility list as it came back, and an employee who left since.
async fn carrier_list_back(
    state: &AppState,
    agency: &Agency,
    owner: &Principal,
    group_id: uuid::Uuid,
    implementation_id: uuid::Uuid,
) -> Result<(), AppError> {
    let mut tx = TenantTx::begin(&state.pool, agency).await?;
    let ctx = crate::carrier_files::queries::context(&mut tx, implementation_id, None)
        .await?
        .ok_or_else(|| AppError::not_found("carrier implementation"))?;
    let members = crate::carrier_files::roster::roster(
        crate::carrier_files::queries::covered(&mut tx, group_id, ctx.plan_year, ctx.carrier_id)
            .await?,
    );
    let subscribers: Vec<&crate::carrier_files::roster::RosterMember> =
        members.iter().filter(|m| m.is_subscriber()).collect();
    let leaver = subscribers
        .iter()
        .rev()
        .find(|m| m.person.first_name != "Leo")
        .map(|m| m.person.employee_id);
    let grown = subscribers
        .iter()
        .find(|m| m.coverages.iter().any(|c| c.tier.as_deref() != Some("EE")))
        .or(subscribers.first())
        .map(|m| m.key.clone());
    let misspelled = subscribers.get(1).map(|m| m.key.clone());
    let forgotten = members
        .iter()
        .find(|m| !m.is_subscriber())
        .map(|m| m.key.clone());
    let mut csv = String::from("Subscriber ID,Relationship,Last name,First name,Date of birth,Gender,Coverage,Plan ID,Tier,Effective date\n");
    for m in &members {
        if Some(&m.key) == forgotten.as_ref() {
            continue;
        }
        let p = &m.person;
        let mut first_name = p.first_name.clone();
        if Some(&m.key) == misspelled.as_ref() && first_name.len() > 2 {
            first_name.insert(
                first_name.len() - 1,
                first_name.chars().last().unwrap_or('e'),
            );
        }
        for c in &m.coverages {
            let tier = match (&c.tier, Some(&m.key) == grown.as_ref()) {
                (Some(t), true) if t != "EE" => "EE".to_string(),
                (Some(_), true) => "EC".to_string(),
                (t, _) => t.clone().unwrap_or_default(),
            };
            let relationship = match p.relationship.as_str() {
                "self" => "Employee",
                "spouse" => "Spouse",
                "domestic_partner" => "Domestic Partner",
                _ => "Child",
            };
            let gender = match p.gender.as_deref() {
                Some("male") => "M",
                Some("female") => "F",
                _ => "",
            };
            csv.push_str(&format!(
                "{},{relationship},{},{},{},{gender},{},{},{tier},{}\n",
                p.subscriber_id, p.last_name, first_name, p.dob, c.line, c.plan_id, c.begin
            ));
        }
    }
    if let Some(leaver) = leaver {
        sqlx::query(
            "UPDATE employees SET status = 'terminated', termination_date = current_date - 12, version = version + 1 WHERE id = $1",
        )
        .bind(leaver)
        .execute(tx.conn())
        .await?;
    }
    tx.commit().await?;
    let name = format!(
        "{}-eligibility.csv",
        ctx.carrier_name.to_lowercase().replace(' ', "-")
    );
    let (source, listed) = crate::reconciliation::carrier_list::read(csv.as_bytes(), &name)
        .map_err(|e| AppError::Internal(format!("the demo carrier list: {e}")))?;
    let received = crate::reconciliation::upload_list::ReceivedList {
        name,
        bytes: csv.into_bytes(),
        source,
        listed,
    };
    crate::reconciliation::upload_list::reconcile(
        state,
        owner,
        "127.0.0.1",
        implementation_id,
        received,
    )
    .await?;
    Ok(())
}
