//! The demo book's implementations. Brightpath, whose open enrollment closed, works through its
//! two carriers — one checklist about half done with its group number in and its first 834
//! files sent (a change file, then a full file), the other just begun. The carrier's eligibility
//! list came back with the usual mix: an employee who left still covered, a tier the carrier
//! did not update after a birth, a misspelled name and a dependent it never added. A client
//! already active went through it all before its coverage began, and its carriers' lists match.

use tenants::{Agency, TenantTx};
use uuid::Uuid;

use crate::auth::Principal;
use crate::carrier_files::dto::GenerateRequest;
use crate::carrier_files::generate_file::generate_file;
use crate::carrier_files::roster::RosterMember;
use crate::error::AppError;
use crate::implementation::start::begin_checklists;
use crate::state::AppState;
use crate::vocabulary::{CarrierFileFormat, CarrierFilePurpose};

/// Items ticked per carrier, in checklist order: the first carrier's group number is in.
const TICKED: &[usize] = &[4, 1];

/// A carrier's group number as carriers write them: its initials and a number.
fn group_number(carrier: &str, number: u32) -> String {
    let initials: String = carrier
        .split_whitespace()
        .filter_map(|w| w.chars().next())
        .filter(char::is_ascii_alphabetic)
        .collect();
    format!("{}-{number}", initials.to_ascii_uppercase())
}

/// The carriers asked for every employee's home address; HR filled in the missing.
async fn fill_addresses(tx: &mut TenantTx, group_id: Uuid) -> Result<(), sqlx::Error> {
    sqlx::query(
        "UPDATE employees e SET address_line1 = (100 + (abs(hashtext(e.last_name)) % 8900))::text || ' E Colfax Ave',
                city = COALESCE(e.city, 'Denver'), state = COALESCE(e.state, 'CO'), zip = COALESCE(e.zip, g.zip)
         FROM groups g WHERE g.id = e.group_id AND e.group_id = $1 AND e.address_line1 IS NULL",
    )
    .bind(group_id)
    .execute(tx.conn())
    .await?;
    Ok(())
}

async fn group_id(tx: &mut TenantTx, name: &str) -> Result<Uuid, sqlx::Error> {
    sqlx::query_scalar("SELECT id FROM groups WHERE name = $1")
        .bind(name)
        .fetch_one(tx.conn())
        .await
}

/// The carriers' checklists of the group, by carrier name.
async fn checklists(tx: &mut TenantTx, group_id: Uuid) -> Result<Vec<(Uuid, String)>, sqlx::Error> {
    sqlx::query_as(
        "SELECT id, carrier_name FROM carrier_implementations WHERE group_id = $1 ORDER BY carrier_name",
    )
    .bind(group_id)
    .fetch_all(tx.conn())
    .await
}

/// Ticks the first `count` items (all of them when None), each done a little before it was due
/// and never in the future.
async fn tick(
    tx: &mut TenantTx,
    implementation_id: Uuid,
    count: Option<usize>,
    by: &Principal,
) -> Result<(), sqlx::Error> {
    sqlx::query(
        "UPDATE implementation_items SET done_at = LEAST(now() - interval '1 day',
                (due_on - 3)::timestamptz + interval '10 hours'),
            done_by = $2, done_by_name = $3, version = version + 1
         WHERE implementation_id = $1 AND ($4::int IS NULL OR position <= $4)",
    )
    .bind(implementation_id)
    .bind(by.user_id)
    .bind(&by.name)
    .bind(count.map(|c| i32::try_from(c).unwrap_or(i32::MAX)))
    .execute(tx.conn())
    .await?;
    Ok(())
}

pub async fn seed_implementations(
    state: &AppState,
    agency: &Agency,
    owner: &Principal,
    group_name: &str,
) -> Result<(), AppError> {
    let actor = owner.into();
    let mut tx = TenantTx::begin(&state.pool, agency).await?;
    let group_id = group_id(&mut tx, group_name).await?;
    begin_checklists(&mut tx, agency.id, actor, None, group_id).await?;
    fill_addresses(&mut tx, group_id).await?;
    let started = checklists(&mut tx, group_id).await?;
    for ((id, _), ticked) in started.iter().zip(TICKED) {
        tick(&mut tx, *id, Some(*ticked), owner).await?;
    }
    let first = started.first().map(|(id, _)| *id);
    if let Some((first, carrier)) = started.first() {
        let number = group_number(carrier, 204_518);
        crate::implementation::queries::set_group_number(&mut tx, *first, 1, &number, actor)
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

/// What a carrier's list got wrong, member by member (keys of the roster).
#[derive(Default)]
struct Mistakes {
    /// Listed at employee-only, or with children when employee-only (a birth not recorded).
    stale_tier: Option<String>,
    /// A letter doubled in the first name.
    misspelled: Option<String>,
    /// Not on the list at all.
    missing: Option<String>,
}

/// The carrier's eligibility list, as carriers send it back, of the members it was told of.
fn eligibility_csv(members: &[RosterMember], mistakes: &Mistakes) -> String {
    let mut csv = String::from("Subscriber ID,Relationship,Last name,First name,Date of birth,Gender,Coverage,Plan ID,Tier,Effective date\n");
    let is = |m: &RosterMember, key: &Option<String>| key.as_ref() == Some(&m.key);
    for m in members.iter().filter(|m| !is(m, &mistakes.missing)) {
        let p = &m.person;
        let mut first_name = p.first_name.clone();
        if is(m, &mistakes.misspelled) && first_name.len() > 2 {
            first_name.insert(
                first_name.len() - 1,
                first_name.chars().last().unwrap_or('e'),
            );
        }
        for c in &m.coverages {
            let tier = match (&c.tier, is(m, &mistakes.stale_tier)) {
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
    csv
}

/// The members the carrier covers for the group's plan year.
async fn covered_members(
    tx: &mut TenantTx,
    group_id: Uuid,
    implementation_id: Uuid,
) -> Result<(String, Vec<RosterMember>), AppError> {
    let ctx = crate::carrier_files::queries::context(tx, implementation_id, None)
        .await?
        .ok_or_else(|| AppError::not_found("carrier implementation"))?;
    let rows =
        crate::carrier_files::queries::covered(tx, group_id, ctx.plan_year, ctx.carrier_id).await?;
    Ok((ctx.carrier_name, crate::carrier_files::roster::roster(rows)))
}

/// Uploads a carrier's list and reconciles it, as a broker does.
async fn reconcile_list(
    state: &AppState,
    owner: &Principal,
    implementation_id: Uuid,
    carrier: &str,
    csv: String,
) -> Result<(), AppError> {
    let name = format!(
        "{}-eligibility.csv",
        carrier.to_lowercase().replace(' ', "-")
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

/// The carrier's eligibility list as it came back, and an employee who left since.
async fn carrier_list_back(
    state: &AppState,
    agency: &Agency,
    owner: &Principal,
    group_id: Uuid,
    implementation_id: Uuid,
) -> Result<(), AppError> {
    let mut tx = TenantTx::begin(&state.pool, agency).await?;
    let (carrier, members) = covered_members(&mut tx, group_id, implementation_id).await?;
    // By subscriber id, so the same people play the same parts on every seeding.
    let mut subscribers: Vec<&RosterMember> =
        members.iter().filter(|m| m.is_subscriber()).collect();
    subscribers.sort_by(|a, b| a.person.subscriber_id.cmp(&b.person.subscriber_id));
    let covers_dependents = |s: &RosterMember| {
        members
            .iter()
            .any(|m| !m.is_subscriber() && m.person.subscriber_id == s.person.subscriber_id)
    };
    // An employee covered alone, who left.
    let leaver = subscribers
        .iter()
        .rev()
        .find(|m| m.person.first_name != "Leo" && !covers_dependents(m))
        .map(|m| m.person.employee_id);
    let mistakes = Mistakes {
        stale_tier: subscribers
            .iter()
            .find(|m| m.coverages.iter().any(|c| c.tier.as_deref() != Some("EE")))
            .or(subscribers.first())
            .map(|m| m.key.clone()),
        misspelled: subscribers.get(1).map(|m| m.key.clone()),
        missing: members
            .iter()
            .filter(|m| !m.is_subscriber())
            .min_by(|a, b| a.person.subscriber_id.cmp(&b.person.subscriber_id))
            .map(|m| m.key.clone()),
    };
    let csv = eligibility_csv(&members, &mistakes);
    if let Some(leaver) = leaver {
        sqlx::query(
            "UPDATE employees SET status = 'terminated', termination_date = current_date - 12, version = version + 1 WHERE id = $1",
        )
        .bind(leaver)
        .execute(tx.conn())
        .await?;
    }
    tx.commit().await?;
    reconcile_list(state, owner, implementation_id, &carrier, csv).await
}

/// A client past implementation (its design approved and enrollment closed for the plan year it
/// is in): every carrier's checklist done before coverage began, its group number in and the
/// carrier marked implemented, the first 834 sent, and each carrier's list reconciled clean.
pub async fn seed_in_force(
    state: &AppState,
    agency: &Agency,
    owner: &Principal,
    group_name: &str,
) -> Result<(), AppError> {
    let actor = owner.into();
    let mut tx = TenantTx::begin(&state.pool, agency).await?;
    let group_id = group_id(&mut tx, group_name).await?;
    begin_checklists(&mut tx, agency.id, actor, None, group_id).await?;
    fill_addresses(&mut tx, group_id).await?;
    let carriers = checklists(&mut tx, group_id).await?;
    for (n, (id, carrier)) in (0u32..).zip(&carriers) {
        tick(&mut tx, *id, None, owner).await?;
        let number = group_number(carrier, 318_204 + 1_117 * n);
        crate::implementation::queries::set_group_number(&mut tx, *id, 1, &number, actor).await?;
        sqlx::query(
            "UPDATE carrier_implementations SET implemented_at = (coverage_start - 6)::timestamptz + interval '15 hours',
                implemented_by = $2, implemented_by_name = $3, version = version + 1
             WHERE id = $1",
        )
        .bind(id)
        .bind(owner.user_id)
        .bind(&owner.name)
        .execute(tx.conn())
        .await?;
    }
    tx.commit().await?;
    for (id, _) in &carriers {
        let asked = GenerateRequest {
            format: CarrierFileFormat::X12834,
            purpose: CarrierFilePurpose::Change,
        };
        generate_file(state, owner, "127.0.0.1", *id, &asked).await?;
        let mut tx = TenantTx::begin(&state.pool, agency).await?;
        let (carrier, members) = covered_members(&mut tx, group_id, *id).await?;
        tx.commit().await?;
        let csv = eligibility_csv(&members, &Mistakes::default());
        reconcile_list(state, owner, *id, &carrier, csv).await?;
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn group_numbers_start_with_the_carriers_initials() {
        assert_eq!(
            group_number("Clearview Vision & Dental", 204_518),
            "CVD-204518"
        );
        assert_eq!(group_number("Front Range Mutual", 7), "FRM-7");
    }
}
