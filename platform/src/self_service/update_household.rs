//! Confirm or correct my contact details and my dependents (children to 26 unless disabled; one
//! spouse or partner). Audited.

use chrono::Utc;
use uuid::Uuid;

use super::my_records::my_employee_id;
use super::queries::{self, Contact};
use super::rules::{check_contact, trimmed};
use super::view_benefits::{benefits_of, Benefits};
use crate::audit::{self, Entry};
use crate::auth::Principal;
use crate::employees::dependents::sync_dependents;
use crate::employees::dto::DependentInput;
use crate::employees::validate::{self, DependentFacts};
use crate::error::{AppError, FieldErrors};
use crate::state::AppState;

pub struct HouseholdDraft<'a> {
    pub email: Option<&'a str>,
    pub phone: Option<&'a str>,
    pub address_line1: Option<&'a str>,
    pub city: Option<&'a str>,
    pub state: Option<&'a str>,
    pub zip: Option<&'a str>,
    /// Everyone: dependents not in the list are removed.
    pub dependents: &'a [DependentInput],
    /// The version of the details the employee read.
    pub version: i32,
}

pub async fn update_household(
    state: &AppState,
    p: &Principal,
    ip: &str,
    d: HouseholdDraft<'_>,
) -> Result<Benefits, AppError> {
    let id = my_employee_id(state, p, "write").await?;
    let today = Utc::now().date_naive();
    let mut errors = FieldErrors::default();
    let email = trimmed(d.email);
    let zip = trimmed(d.zip);
    let us_state = trimmed(d.state).map(|s| s.to_uppercase());
    check_contact(
        &mut errors,
        email.as_deref(),
        zip.as_deref(),
        us_state.as_deref(),
    );
    let facts: Vec<DependentFacts> = d
        .dependents
        .iter()
        .enumerate()
        .map(|(index, d)| DependentFacts {
            index,
            first_name: &d.first_name,
            last_name: &d.last_name,
            dob: d.dob,
            relationship: d.relationship.as_str(),
            disabled: d.disabled,
        })
        .collect();
    validate::dependents(&mut errors, &facts, today);
    errors.finish()?;
    let mut tx = p.tenant_tx(state).await?;
    let before = queries::profile(&mut tx, id).await?;
    let kept: Vec<Uuid> = d.dependents.iter().filter_map(|d| d.id).collect();
    // Someone covered by locked elections stays until a life event changes the coverage.
    if let Some(name) = queries::covered_dependent_left_out(&mut tx, id, &kept).await? {
        return Err(AppError::Conflict(format!(
            "{name} is covered by your current elections: report a life event to remove them"
        )));
    }
    let (phone, address_line1, city) =
        (trimmed(d.phone), trimmed(d.address_line1), trimmed(d.city));
    let contact = Contact {
        email: email.as_deref(),
        phone: phone.as_deref(),
        address_line1: address_line1.as_deref(),
        city: city.as_deref(),
        state: us_state.as_deref(),
        zip: zip.as_deref(),
    };
    if !queries::update_contact(&mut tx, id, d.version, &contact).await? {
        return Err(AppError::StaleVersion(
            "your details were changed elsewhere since you opened this page: reload to see them"
                .into(),
        ));
    }
    sync_dependents(state, &mut tx, id, d.dependents).await?;
    queries::mark_started(&mut tx, id, None).await?;
    audit::record(
        &mut tx,
        p,
        ip,
        Entry {
            entity_id: Some(id.to_string()),
            group_id: Some(before.group_id),
            before: Some(serde_json::json!({ "email": before.email, "zip": before.zip })),
            after: Some(
                serde_json::json!({ "email": email, "zip": zip, "dependents": d.dependents.len() }),
            ),
            ..Entry::new(
                "update",
                "employee",
                format!(
                    "{} {} updated their details and dependents",
                    before.first_name, before.last_name
                ),
            )
        },
    )
    .await?;
    let out = benefits_of(&mut tx, id).await?;
    tx.commit().await?;
    Ok(out)
}
