//! What each notification says, where it leads, and who gets it. Pure functions.

use chrono::NaiveDate;
use uuid::Uuid;

use crate::vocabulary::NotificationKind;

/// A notification about to be sent: the same words in the portal and in the email.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Notice {
    pub kind: NotificationKind,
    pub group_id: Uuid,
    /// One line; the email's subject.
    pub title: String,
    pub body: String,
    /// A portal path, e.g. `/dashboard/groups/{id}/plan-design`.
    pub link: String,
}

/// The group the notice is about.
#[derive(Debug, Clone, Copy)]
pub struct About<'a> {
    pub group_id: Uuid,
    pub group_name: &'a str,
}

/// A plan design as its notices name it.
#[derive(Debug, Clone, Copy)]
pub struct DesignRef<'a> {
    pub about: About<'a>,
    pub plan_year: i32,
    pub number: i32,
}

/// A page of a group in the portal.
pub fn group_page(group_id: Uuid, page: &str) -> String {
    format!("/dashboard/groups/{group_id}/{page}")
}

/// "Monday, December 7, 2026", as the enrollment emails write dates.
pub fn long_date(d: NaiveDate) -> String {
    d.format("%A, %B %-d, %Y").to_string()
}

/// The employer admin has a design to approve.
pub fn design_submitted(d: DesignRef<'_>, by: &str) -> Notice {
    let DesignRef {
        about,
        plan_year,
        number,
    } = d;
    Notice {
        kind: NotificationKind::DesignSubmitted,
        group_id: about.group_id,
        title: format!("Plan design {plan_year} awaits your approval"),
        body: format!(
            "{by} sent version {number} of the {plan_year} plan design of {} for your approval. Review the plans, what they cost and the checks, then approve it or ask for changes.",
            about.group_name
        ),
        link: group_page(about.group_id, "plan-design"),
    }
}

/// The employer admin's decision, for the broker side: approved, or changes asked with a note.
pub fn design_decided(d: DesignRef<'_>, approved: bool, by: &str, note: Option<&str>) -> Notice {
    let DesignRef {
        about,
        plan_year,
        number,
    } = d;
    let group = about.group_name;
    let (kind, title, said) = if approved {
        (
            NotificationKind::DesignApproved,
            format!("Plan design {plan_year} approved for {group}"),
            format!("{by} approved version {number} of the {plan_year} plan design of {group}."),
        )
    } else {
        (
            NotificationKind::DesignChangesRequested,
            format!("Changes requested to the {plan_year} plan design of {group}"),
            format!("{by} asked for changes to version {number} of the {plan_year} plan design of {group}."),
        )
    };
    let body = match note {
        Some(note) => format!("{said} Their note: “{note}”"),
        None => said,
    };
    Notice {
        kind,
        group_id: about.group_id,
        title,
        body,
        link: group_page(about.group_id, "plan-design"),
    }
}

/// Open enrollment started for the employer admin's group.
pub fn enrollment_opened(
    about: About<'_>,
    plan_year: i32,
    ends_on: NaiveDate,
    invited: usize,
) -> Notice {
    let people = if invited == 1 {
        "1 employee".to_string()
    } else {
        format!("{invited} employees")
    };
    Notice {
        kind: NotificationKind::EnrollmentOpened,
        group_id: about.group_id,
        title: format!("Open enrollment {plan_year} is open"),
        body: format!(
            "{people} of {} can now choose their {plan_year} benefits, until {}. The enrollment page shows who has finished.",
            about.group_name,
            long_date(ends_on)
        ),
        link: group_page(about.group_id, "enroll"),
    }
}

/// How an enrollment ended, for the employer admin's group.
pub struct Closing {
    pub enrolled: i64,
    pub waived: i64,
    pub unfinished: i64,
}

/// Open enrollment closed for the employer admin's group.
pub fn enrollment_closed(about: About<'_>, plan_year: i32, c: &Closing) -> Notice {
    Notice {
        kind: NotificationKind::EnrollmentClosed,
        group_id: about.group_id,
        title: format!("Open enrollment {plan_year} is closed"),
        body: format!(
            "The {plan_year} open enrollment of {} is closed: {} enrolled, {} waived, {} did not finish. Elections are locked.",
            about.group_name, c.enrolled, c.waived, c.unfinished
        ),
        link: group_page(about.group_id, "enroll"),
    }
}

/// An employee whose elections carried over into the new plan year hears which dependents are no
/// longer covered (26 by its start) and the tier they are on now.
pub fn dependents_aged_off(
    group_id: Uuid,
    plan_year: i32,
    coverage_start: NaiveDate,
    names: &[String],
    tier: &str,
) -> Notice {
    let who = match names {
        [one] => one.clone(),
        [rest @ .., last] => format!("{} and {last}", rest.join(", ")),
        [] => "A dependent".to_string(),
    };
    let verb = if names.len() > 1 { "are" } else { "is" };
    Notice {
        kind: NotificationKind::DependentAgedOff,
        group_id,
        title: format!("{who} no longer covered from {}", coverage_start.format("%B %-d, %Y")),
        body: format!(
            "Your elections carried over into the {plan_year} plan year. {who} {verb} 26 by {} and no longer covered from that date; your coverage is now {tier}. Ask your HR admin about continuing coverage elsewhere.",
            long_date(coverage_start)
        ),
        link: "/employees".to_string(),
    }
}

/// A checklist item past its due date, as its owner's notice lists it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct OverdueItem {
    pub carrier: String,
    pub title: String,
    pub due_on: NaiveDate,
}

/// The owner of overdue checklist items of one group hears which, and since when.
pub fn checklist_overdue(about: About<'_>, items: &[OverdueItem]) -> Notice {
    let title = match items {
        [one] => format!("Overdue for {}: {}", about.group_name, one.title),
        many => format!(
            "{} checklist items overdue for {}",
            many.len(),
            about.group_name
        ),
    };
    let lines: Vec<String> = items
        .iter()
        .map(|i| format!("{} — {} (due {})", i.carrier, i.title, long_date(i.due_on)))
        .collect();
    Notice {
        kind: NotificationKind::ChecklistOverdue,
        group_id: about.group_id,
        title,
        body: format!(
            "These implementation steps you own are past their due date: {}. Tick them off when done, or move their due date.",
            lines.join("; ")
        ),
        link: group_page(about.group_id, "implement"),
    }
}

/// The email's button: what the link lets its reader do.
pub fn action(kind: NotificationKind) -> &'static str {
    match kind {
        NotificationKind::DesignSubmitted => "Review the plan design",
        NotificationKind::DesignApproved | NotificationKind::DesignChangesRequested => {
            "Open the plan design"
        }
        NotificationKind::EnrollmentOpened | NotificationKind::EnrollmentClosed => {
            "Open the enrollment"
        }
        NotificationKind::ChecklistOverdue => "Open the checklist",
        NotificationKind::RenewalDecisionSent => "Review the renewal",
        NotificationKind::RenewalApproved | NotificationKind::RenewalChangesRequested => {
            "Open the renewal"
        }
        NotificationKind::DependentAgedOff => "See your benefits",
    }
}

/// Each person once, in the order given, leaving out whoever caused the notice.
pub fn recipients(people: impl IntoIterator<Item = Option<Uuid>>, cause: Uuid) -> Vec<Uuid> {
    let mut out: Vec<Uuid> = Vec::new();
    for person in people.into_iter().flatten() {
        if person != cause && !out.contains(&person) {
            out.push(person);
        }
    }
    out
}

/// How an email greets its reader: their first name.
pub fn first_name(name: &str) -> &str {
    name.split_whitespace().next().unwrap_or(name)
}

/// The employer admin has the renewal decision to approve.
pub fn renewal_decision_sent(about: About<'_>, plan_year: i32, by: &str) -> Notice {
    Notice {
        kind: NotificationKind::RenewalDecisionSent,
        group_id: about.group_id,
        title: format!("The {plan_year} renewal awaits your approval"),
        body: format!(
            "{by} sent the {plan_year} renewal decision of {} for your approval: what happens to each line, with the costs in force and renewed side by side. Approve it or ask for changes.",
            about.group_name
        ),
        link: group_page(about.group_id, "renew"),
    }
}

/// The employer admin's answer to the renewal decision, for the broker side.
pub fn renewal_decided(
    about: About<'_>,
    plan_year: i32,
    approved: bool,
    by: &str,
    note: Option<&str>,
) -> Notice {
    let group = about.group_name;
    let (kind, title, said) = if approved {
        (
            NotificationKind::RenewalApproved,
            format!("{group} approved its {plan_year} renewal"),
            format!("{by} approved the {plan_year} renewal decision of {group}."),
        )
    } else {
        (
            NotificationKind::RenewalChangesRequested,
            format!("Changes requested to the {plan_year} renewal of {group}"),
            format!("{by} asked for changes to the {plan_year} renewal decision of {group}."),
        )
    };
    Notice {
        kind,
        group_id: about.group_id,
        title,
        body: match note {
            Some(note) => format!("{said} Their note: “{note}”"),
            None => said,
        },
        link: group_page(about.group_id, "renew"),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn about(name: &str) -> About<'_> {
        About {
            group_id: Uuid::nil(),
            group_name: name,
        }
    }

    fn design(name: &str) -> DesignRef<'_> {
        DesignRef {
            about: about(name),
            plan_year: 2027,
            number: 3,
        }
    }

    #[test]
    fn a_submitted_design_asks_for_approval_on_the_plan_design_page() {
        let n = design_submitted(design("Brightpath Dental Partners"), "Marcus Reyes");
        assert_eq!(n.kind, NotificationKind::DesignSubmitted);
        assert_eq!(n.title, "Plan design 2027 awaits your approval");
        assert!(n.body.starts_with(
            "Marcus Reyes sent version 3 of the 2027 plan design of Brightpath Dental Partners"
        ));
        assert_eq!(
            n.link,
            "/dashboard/groups/00000000-0000-0000-0000-000000000000/plan-design"
        );
    }

    #[test]
    fn an_overdue_notice_names_one_item_or_counts_many() {
        let item = |carrier: &str, title: &str, due: &str| OverdueItem {
            carrier: carrier.into(),
            title: title.into(),
            due_on: due.parse().unwrap(),
        };
        let one = checklist_overdue(
            about("Acme"),
            &[item("Delta", "Binder payment", "2026-11-20")],
        );
        assert_eq!(one.kind, NotificationKind::ChecklistOverdue);
        assert_eq!(one.title, "Overdue for Acme: Binder payment");
        assert!(one
            .body
            .contains("Delta — Binder payment (due Friday, November 20, 2026)"));
        assert!(one.link.ends_with("/implement"));
        let two = checklist_overdue(
            about("Acme"),
            &[
                item("Delta", "Binder payment", "2026-11-20"),
                item("Aetna", "ID cards", "2026-11-21"),
            ],
        );
        assert_eq!(two.title, "2 checklist items overdue for Acme");
        assert!(two.body.contains("; Aetna — ID cards"));
    }

    #[test]
    fn a_decision_names_the_group_and_quotes_the_note() {
        let approved = design_decided(design("Acme"), true, "Hannah Cole", None);
        assert_eq!(approved.kind, NotificationKind::DesignApproved);
        assert_eq!(approved.title, "Plan design 2027 approved for Acme");
        assert_eq!(
            approved.body,
            "Hannah Cole approved version 3 of the 2027 plan design of Acme."
        );
        let back = design_decided(
            design("Acme"),
            false,
            "Hannah Cole",
            Some("Raise it to 60%"),
        );
        assert_eq!(back.kind, NotificationKind::DesignChangesRequested);
        assert_eq!(
            back.title,
            "Changes requested to the 2027 plan design of Acme"
        );
        assert!(
            back.body.ends_with("Their note: “Raise it to 60%”"),
            "{}",
            back.body
        );
    }

    #[test]
    fn enrollment_notices_count_people_and_lead_to_the_enrollment() {
        let ends = NaiveDate::from_ymd_opt(2026, 12, 7).unwrap();
        let opened = enrollment_opened(about("Acme"), 2027, ends, 1);
        assert!(
            opened.body.starts_with("1 employee of Acme"),
            "{}",
            opened.body
        );
        assert!(opened.body.contains("until Monday, December 7, 2026"));
        assert!(opened.link.ends_with("/enroll"));
        let closed = enrollment_closed(
            about("Acme"),
            2027,
            &Closing {
                enrolled: 20,
                waived: 3,
                unfinished: 1,
            },
        );
        assert_eq!(closed.title, "Open enrollment 2027 is closed");
        assert!(closed
            .body
            .contains("20 enrolled, 3 waived, 1 did not finish"));
    }

    #[test]
    fn recipients_are_each_named_once_and_never_the_cause() {
        let (a, b, c) = (Uuid::new_v4(), Uuid::new_v4(), Uuid::new_v4());
        assert_eq!(recipients([Some(a), Some(b), Some(a), None], c), vec![a, b]);
        assert_eq!(recipients([Some(a), Some(c)], c), vec![a]);
        assert!(recipients([Some(c), Some(c)], c).is_empty());
    }

    #[test]
    fn an_aged_off_notice_names_the_dependents_and_the_tier_left() {
        let start = NaiveDate::from_ymd_opt(2027, 3, 1).unwrap();
        let one = dependents_aged_off(
            Uuid::nil(),
            2027,
            start,
            &["Maya Ortiz".into()],
            "Employee + spouse",
        );
        assert_eq!(one.title, "Maya Ortiz no longer covered from March 1, 2027");
        assert!(
            one.body
                .contains("Maya Ortiz is 26 by Monday, March 1, 2027"),
            "{}",
            one.body
        );
        assert!(one.body.contains("your coverage is now Employee + spouse"));
        assert_eq!(one.link, "/employees");
        let two = dependents_aged_off(
            Uuid::nil(),
            2027,
            start,
            &["Ana Ortiz".into(), "Leo Ortiz".into()],
            "Employee only",
        );
        assert!(
            two.body.contains("Ana Ortiz and Leo Ortiz are 26"),
            "{}",
            two.body
        );
    }

    #[test]
    fn every_kind_has_a_button() {
        for kind in NotificationKind::ALL {
            assert!(!action(*kind).is_empty());
        }
        assert_eq!(first_name("Hannah Cole"), "Hannah");
        assert_eq!(first_name("Cher"), "Cher");
    }
}
