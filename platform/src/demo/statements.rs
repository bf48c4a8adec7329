//! Brightpath's first premium statement beside its first carrier's invoice, as carriers send
//! them: the employee who left before coverage began still billed, and the household whose
//! birth the carrier never recorded billed at employee-only. The broker has disputed the first.

use chrono::NaiveDate;
use tenants::{Agency, TenantTx};
use uuid::Uuid;

use crate::auth::Principal;
use crate::error::AppError;
use crate::state::AppState;
use crate::statements::act_on_difference::act_on_difference;
use crate::statements::dto::StatementDifferenceActionRequest;
use crate::statements::invoice_file;
use crate::statements::queries;
use crate::statements::rules::{first_of_month, last_of_month};
use crate::statements::statement::{ingredients, Ingredients};
use crate::statements::upload_invoice::{compare_invoice, ReceivedInvoice};
use crate::vocabulary::{StatementDifferenceAction, StatementDifferenceKind};

const HEADER: &str =
    "Member ID,Last Name,First Name,Product,Plan Code,Coverage Level,Billed Amount\n";

fn amount(cents: i64) -> String {
    format!("{}.{:02}", cents / 100, cents % 100)
}

pub async fn seed_statement(
    state: &AppState,
    agency: &Agency,
    owner: &Principal,
    group_name: &str,
) -> Result<(), AppError> {
    let mut tx = TenantTx::begin(&state.pool, agency).await?;
    let (group_id, coverage_start): (Uuid, NaiveDate) = sqlx::query_as(
        "SELECT g.id, w.coverage_start FROM groups g JOIN enrollment_windows w ON w.group_id = g.id AND w.kind = 'open'
         WHERE g.name = $1 ORDER BY w.coverage_start DESC LIMIT 1",
    )
    .bind(group_name)
    .fetch_one(tx.conn())
    .await?;
    let month = first_of_month(coverage_start);
    let Ingredients {
        billable,
        people,
        carriers,
    } = ingredients(&mut tx, group_id, month).await?;
    let pieces = queries::pieces(&mut tx, &[group_id], last_of_month(month))
        .await?
        .remove(&group_id)
        .unwrap_or_default();
    tx.commit().await?;
    let Some(carrier) = carriers
        .iter()
        .find(|c| billable.iter().any(|b| b.carrier_id == c.id))
    else {
        return Ok(());
    };
    let person = |id: Uuid| people.iter().find(|p| p.employee_id == id);
    let mut lines: Vec<_> = billable
        .iter()
        .filter(|b| b.carrier_id == carrier.id)
        .filter_map(|b| person(b.employee_id).map(|p| (p, b)))
        .collect();
    lines.sort_by(|a, b| (&a.0.subscriber_id, &a.1.line).cmp(&(&b.0.subscriber_id, &b.1.line)));
    let stale = lines
        .iter()
        .find(|(_, b)| b.tier != "EE" && b.members > 1)
        .map(|(p, b)| (p.employee_id, b.line.clone()));
    let mut csv = String::from(HEADER);
    for (p, b) in &lines {
        let (tier, cents) = match &stale {
            Some((id, line)) if *id == p.employee_id && *line == b.line => {
                ("EE", b.premium_cents / i64::from(b.members))
            }
            _ => (b.tier.as_str(), b.premium_cents),
        };
        csv.push_str(&format!(
            "{},{},{},{},{},{tier},{}\n",
            p.subscriber_id,
            p.last_name,
            p.first_name,
            b.line,
            b.plan_id,
            amount(cents)
        ));
    }
    // The employee who left before coverage began, billed as enrolled.
    let leaver = pieces.iter().find(|x| {
        x.carrier_id == carrier.id
            && person(x.employee_id).is_some_and(|p| p.terminated_on.is_some())
    });
    if let Some((x, p)) = leaver.and_then(|x| person(x.employee_id).map(|p| (x, p))) {
        csv.push_str(&format!(
            "{},{},{},{},{},{},{}\n",
            p.subscriber_id,
            p.last_name,
            p.first_name,
            x.line,
            x.plan_id,
            x.tier,
            amount(x.premium_cents)
        ));
    }
    let slug = carrier
        .name
        .to_lowercase()
        .split(|c: char| !c.is_ascii_alphanumeric())
        .filter(|w| !w.is_empty())
        .collect::<Vec<_>>()
        .join("-");
    let name = format!("{slug}-invoice-{}.csv", month.format("%Y-%m"));
    let (source, rows) = invoice_file::read(csv.as_bytes(), &name)
        .map_err(|e| AppError::Internal(format!("the demo carrier invoice: {e}")))?;
    let received = ReceivedInvoice {
        name,
        bytes: csv.into_bytes(),
        source,
        rows,
    };
    let statement = compare_invoice(
        state,
        owner,
        "127.0.0.1",
        group_id,
        month,
        carrier.id,
        received,
    )
    .await?;
    let still_billed = statement
        .carriers
        .iter()
        .filter_map(|c| c.invoice.as_ref())
        .flat_map(|i| &i.differences)
        .find(|d| d.kind == StatementDifferenceKind::BilledNotEnrolled);
    if let Some(d) = still_billed {
        let asked = StatementDifferenceActionRequest {
            action: StatementDifferenceAction::Dispute,
            note: Some(format!(
                "Sent {} the termination date and asked for the {} month to be credited on the next invoice.",
                carrier.name,
                month.format("%B")
            )),
            version: d.version,
        };
        act_on_difference(state, owner, "127.0.0.1", d.id, &asked).await?;
    }
    Ok(())
}
