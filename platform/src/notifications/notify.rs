//! Sending a notice, inside the transaction of the work that causes it: one notification per
//! recipient and, when asked, an email in the agency's brand through the outbox, so that a
//! rolled-back change notifies nobody.

use tenants::{Agency, TenantTx};
use uuid::Uuid;

use super::queries;
use super::rules::{action, first_name, recipients, Notice};
use crate::brand::queries::mail_brand;
use crate::error::AppError;
use crate::mail::outbox::{self, Recipient};
use crate::mail::templates::Mail;
use crate::state::AppState;

/// How a notice reaches its recipients.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Delivery {
    /// Only in the portal (the bell).
    InApp,
    /// In the portal and by email.
    InAppAndEmail,
}

/// Whom a notice is for, besides its cause.
#[derive(Debug, Clone)]
pub enum Recipients {
    /// The employer admins of the notice's group.
    EmployerAdmins,
    /// These people (e.g. a design's author) and the lead brokers of the notice's group.
    AndLeadBrokers(Vec<Uuid>),
    /// Only these people (e.g. the owner of a checklist item).
    Only(Vec<Uuid>),
    /// The portal accounts of these employees.
    Employees(Vec<Uuid>),
}

/// Notifies the recipients (each once, never `cause`, only active members of `agency`); returns
/// how many it reached. The email says only what the notice says, and links to the page on the
/// agency's host.
pub async fn notify(
    state: &AppState,
    tx: &mut TenantTx,
    agency: &Agency,
    cause: Uuid,
    to: Recipients,
    notice: &Notice,
    delivery: Delivery,
) -> Result<usize, AppError> {
    let people = match to {
        Recipients::EmployerAdmins => {
            queries::employer_admins(tx, agency.id, notice.group_id).await?
        }
        Recipients::AndLeadBrokers(mut people) => {
            people.extend(queries::lead_brokers(tx, notice.group_id).await?);
            people
        }
        Recipients::Only(people) => people,
        Recipients::Employees(employees) => {
            queries::employee_users(tx, agency.id, &employees).await?
        }
    };
    let people = recipients(people.into_iter().map(Some), cause);
    if people.is_empty() {
        return Ok(0);
    }
    let reached = queries::insert(tx, agency.id, &people, notice).await?;
    if delivery == Delivery::InAppAndEmail && !reached.is_empty() {
        let url = format!("{}{}", state.config.origin(Some(&agency.slug)), notice.link);
        let messages: Vec<_> = reached
            .iter()
            .map(|r| {
                (
                    Recipient {
                        email: &r.email,
                        name: Some(&r.name),
                    },
                    Mail::Notice {
                        kind: notice.kind.as_str(),
                        name: first_name(&r.name),
                        title: &notice.title,
                        body: &notice.body,
                        action: action(notice.kind),
                        link: &url,
                    },
                )
            })
            .collect();
        let brand = mail_brand(tx.conn(), Some(agency.id)).await?;
        outbox::enqueue_many(
            tx.conn(),
            Some(agency.id),
            &brand,
            &messages,
            state.config.log_mail_links(),
        )
        .await?;
    }
    Ok(reached.len())
}
