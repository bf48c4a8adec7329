//! What waits for the caller on their home, from one set-based query per kind of item: an
//! employer admin's designs and renewals to approve and employees yet to enroll; on the agency's side,
//! decisions received, enrollments behind, enrollments to open and implementations.

use chrono::NaiveDate;
use tenants::TenantTx;

use super::queries::{self, Reach};
use super::rules::{self, Audience, Awaiting, Decision, Place, Progress};

fn progress(r: &queries::RunningRow) -> Progress {
    Progress {
        plan_year: r.plan_year,
        starts_on: r.starts_on,
        ends_on: r.ends_on,
        eligible: r.eligible,
        done: r.done,
        not_started: r.not_started,
    }
}

fn place(group_id: uuid::Uuid, group_name: &str) -> Place<'_> {
    Place {
        group_id,
        group_name,
    }
}

pub async fn awaiting(
    tx: &mut TenantTx,
    audience: Audience,
    today: NaiveDate,
) -> Result<Vec<Awaiting>, sqlx::Error> {
    let mut items = Vec::new();
    match audience {
        Audience::Employer(group) => {
            let reach = Reach {
                group: Some(group),
                member: None,
            };
            for r in queries::submitted_designs(tx, reach).await? {
                items.push(rules::awaiting_approval(
                    place(r.group_id, &r.group_name),
                    r.plan_year,
                    r.number,
                    r.author.as_deref(),
                    r.submitted_at,
                ));
            }
            for r in queries::sent_renewals(tx, reach).await? {
                items.push(rules::renewal_awaiting_approval(
                    place(r.group_id, &r.group_name),
                    r.plan_year,
                    r.effective_date,
                    r.sent_by.as_deref(),
                    r.sent_at,
                ));
            }
            for r in queries::running_enrollments(tx, reach, today).await? {
                items.extend(rules::not_started(
                    place(r.group_id, &r.group_name),
                    &progress(&r),
                    today,
                ));
            }
        }
        Audience::Book(member) => {
            let reach = Reach {
                group: None,
                member,
            };
            for r in queries::decisions(tx, reach, rules::DECISIONS_WITHIN_DAYS).await? {
                let decision = Decision {
                    approved: r.approved,
                    enrollment_held: r.enrollment_held,
                    plan_year: r.plan_year,
                    number: r.number,
                    by: r.decided_by_name.as_deref(),
                    note: r.decision_note.as_deref(),
                    decided_at: r.decided_at,
                };
                items.push(rules::decision(place(r.group_id, &r.group_name), &decision));
            }
            for r in queries::running_enrollments(tx, reach, today).await? {
                items.extend(rules::behind(
                    place(r.group_id, &r.group_name),
                    &progress(&r),
                    today,
                ));
            }
            for r in queries::ready_to_enroll(tx, reach).await? {
                items.push(rules::enrollment_to_open(
                    place(r.group_id, &r.group_name),
                    r.plan_year,
                    r.number,
                    r.effective_date,
                ));
            }
            for r in queries::overdue_checklists(tx, reach, today).await? {
                items.push(rules::checklist_overdue(
                    place(r.group_id, &r.group_name),
                    r.overdue,
                    r.oldest_due,
                ));
            }
            for r in queries::open_discrepancies(tx, reach).await? {
                items.push(rules::discrepancies(
                    place(r.group_id, &r.group_name),
                    r.open,
                    r.at_stake,
                    r.since,
                ));
            }
            for r in queries::in_implementation(tx, reach).await? {
                items.push(rules::implementation(
                    place(r.group_id, &r.group_name),
                    r.carriers,
                    r.implemented,
                    r.coverage_start,
                ));
            }
        }
    }
    Ok(rules::arrange(items))
}
