//! What waits for whom on the dashboard home: who sees which part of the book, when an
//! enrollment is behind, how each item reads, and in which order. Pure functions.

use chrono::{DateTime, NaiveDate, Utc};
use uuid::Uuid;

use crate::notifications::rules::group_page;
use crate::vocabulary::AwaitingKind;

/// Decisions received this recently wait for the broker until acted on.
pub const DECISIONS_WITHIN_DAYS: i32 = 14;
/// An open enrollment ending within this many days with fewer than `BEHIND_PERCENT` done is behind.
pub const ENDING_WITHIN_DAYS: i64 = 7;
pub const BEHIND_PERCENT: i64 = 75;

/// Whose work the caller's home shows.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Audience {
    /// An employer admin: their one group.
    Employer(Uuid),
    /// The agency's side: the whole book, or only the groups of one member (`Some`: on whose
    /// account team they are, or whose broker they are).
    Book(Option<Uuid>),
}

/// The caller's audience: employer admins (who approve designs) see their group; owners and
/// admins the whole book; anyone else who works on designs their own groups; others nothing.
pub fn audience(
    role: &str,
    group_scope: Option<Uuid>,
    user_id: Uuid,
    may_approve_designs: bool,
    may_write_designs: bool,
) -> Option<Audience> {
    match group_scope {
        Some(group) => may_approve_designs.then_some(Audience::Employer(group)),
        None if !may_write_designs => None,
        None if role == "owner" || role == "admin" => Some(Audience::Book(None)),
        None => Some(Audience::Book(Some(user_id))),
    }
}

/// One thing waiting for the caller.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Awaiting {
    pub kind: AwaitingKind,
    pub group_id: Uuid,
    pub group_name: String,
    pub title: String,
    pub detail: String,
    pub count: Option<i64>,
    pub due_on: Option<NaiveDate>,
    /// Since when it waits.
    pub since: Option<DateTime<Utc>>,
    pub link: String,
}

/// How far an open enrollment is.
#[derive(Debug, Clone, Copy)]
pub struct Progress {
    pub plan_year: i32,
    pub starts_on: NaiveDate,
    pub ends_on: NaiveDate,
    pub eligible: i64,
    /// Enrolled or waived.
    pub done: i64,
    pub not_started: i64,
}

impl Progress {
    fn percent_done(&self) -> i64 {
        if self.eligible == 0 {
            100
        } else {
            self.done * 100 / self.eligible
        }
    }

    fn running(&self, today: NaiveDate) -> bool {
        self.starts_on <= today && today <= self.ends_on
    }
}

/// Behind: ending within a week with under 75 % done, or past half its days with someone who
/// has not started.
pub fn stalled(p: &Progress, today: NaiveDate) -> bool {
    if !p.running(today) || p.eligible == 0 {
        return false;
    }
    let ending = (p.ends_on - today).num_days() <= ENDING_WITHIN_DAYS
        && p.done * 100 < BEHIND_PERCENT * p.eligible;
    let past_half = (today - p.starts_on).num_days() * 2 > (p.ends_on - p.starts_on).num_days();
    ending || (past_half && p.not_started > 0)
}

fn people(n: i64) -> String {
    if n == 1 {
        "1 employee".into()
    } else {
        format!("{n} employees")
    }
}

/// The group and where its item leads.
#[derive(Debug, Clone, Copy)]
pub struct Place<'a> {
    pub group_id: Uuid,
    pub group_name: &'a str,
}

impl Place<'_> {
    #[allow(clippy::too_many_arguments)]
    fn item(
        self,
        kind: AwaitingKind,
        page: &str,
        title: String,
        detail: String,
        count: Option<i64>,
        due_on: Option<NaiveDate>,
        since: Option<DateTime<Utc>>,
    ) -> Awaiting {
        Awaiting {
            kind,
            group_id: self.group_id,
            group_name: self.group_name.to_string(),
            title,
            detail,
            count,
            due_on,
            since,
            link: group_page(self.group_id, page),
        }
    }
}

/// A design the employer admin is asked to approve.
pub fn awaiting_approval(
    at: Place<'_>,
    plan_year: i32,
    number: i32,
    author: Option<&str>,
    submitted_at: Option<DateTime<Utc>>,
) -> Awaiting {
    let review = "the plans, what they cost and the checks, then approve it or ask for changes.";
    let detail = match author {
        Some(author) => format!("From {author}: review {review}"),
        None => format!("Review {review}"),
    };
    at.item(
        AwaitingKind::DesignAwaitingApproval,
        "plan-design",
        format!("Plan design {plan_year} v{number} awaits your approval"),
        detail,
        None,
        None,
        submitted_at,
    )
}

/// A renewal decision the employer admin is asked to approve.
pub fn renewal_awaiting_approval(
    at: Place<'_>,
    plan_year: i32,
    effective: NaiveDate,
    sent_by: Option<&str>,
    sent_at: Option<DateTime<Utc>>,
) -> Awaiting {
    let review = "what happens to each line and what it costs, in force and renewed, then approve it or ask for changes.";
    let detail = match sent_by {
        Some(by) => format!("From {by}: review {review}"),
        None => format!("Review {review}"),
    };
    at.item(
        AwaitingKind::RenewalAwaitingApproval,
        "renew",
        format!("The {plan_year} renewal awaits your approval"),
        detail,
        None,
        Some(effective),
        sent_at,
    )
}

/// The employer admin's open enrollment, while some employees have not started.
pub fn not_started(at: Place<'_>, p: &Progress, today: NaiveDate) -> Option<Awaiting> {
    if !p.running(today) || p.not_started == 0 {
        return None;
    }
    let verb = if p.not_started == 1 { "has" } else { "have" };
    Some(at.item(
        AwaitingKind::EnrollmentNotStarted,
        "enroll",
        format!("{} {verb} not started enrolling", people(p.not_started)),
        format!(
            "Open enrollment {}: {} of {} done. Remind them from the enrollment page.",
            p.plan_year, p.done, p.eligible
        ),
        Some(p.not_started),
        Some(p.ends_on),
        None,
    ))
}

/// The employer admin's decision on a design, for the broker who waits on it.
pub struct Decision<'a> {
    pub approved: bool,
    /// The plan year's open enrollment was already held on an earlier version.
    pub enrollment_held: bool,
    pub plan_year: i32,
    pub number: i32,
    pub by: Option<&'a str>,
    pub note: Option<&'a str>,
    pub decided_at: Option<DateTime<Utc>>,
}

pub fn decision(at: Place<'_>, d: &Decision<'_>) -> Awaiting {
    let by = d.by.unwrap_or("The employer");
    let design = format!("plan design {} v{}", d.plan_year, d.number);
    let (kind, title) = if d.approved {
        (
            AwaitingKind::DesignApproved,
            format!("{by} approved {design}"),
        )
    } else {
        (
            AwaitingKind::DesignChangesRequested,
            format!("{by} asked for changes to {design}"),
        )
    };
    let detail = match (d.note, d.approved, d.enrollment_held) {
        (Some(note), _, _) => format!("“{note}”"),
        (None, true, false) => format!("Next: open enrollment for {}.", d.plan_year),
        (None, true, true) => format!(
            "It replaces the design the {} enrollment was held with: tell the employees what changes.",
            d.plan_year
        ),
        (None, false, _) => "Start a new version with the changes.".to_string(),
    };
    at.item(kind, "plan-design", title, detail, None, None, d.decided_at)
}

/// A broker's open enrollment that is behind.
pub fn behind(at: Place<'_>, p: &Progress, today: NaiveDate) -> Option<Awaiting> {
    if !stalled(p, today) {
        return None;
    }
    Some(at.item(
        AwaitingKind::EnrollmentStalled,
        "enroll",
        format!(
            "Open enrollment {} is behind: {}% done",
            p.plan_year,
            p.percent_done()
        ),
        format!(
            "{} of {} done; {} not started.",
            p.done,
            p.eligible,
            people(p.not_started)
        ),
        Some(p.not_started),
        Some(p.ends_on),
        None,
    ))
}

/// A group in plan design whose design is approved, with no enrollment for its year yet.
pub fn enrollment_to_open(
    at: Place<'_>,
    plan_year: i32,
    number: i32,
    coverage_start: NaiveDate,
) -> Awaiting {
    at.item(
        AwaitingKind::EnrollmentToOpen,
        "enroll",
        format!("Ready to open enrollment for {plan_year}"),
        format!("Plan design {plan_year} v{number} is approved; no enrollment is open for it yet."),
        None,
        Some(coverage_start),
        None,
    )
}

/// A group in implementation, with how many carriers have its plans set up.
pub fn implementation(
    at: Place<'_>,
    carriers: i64,
    implemented: i64,
    coverage_start: Option<NaiveDate>,
) -> Awaiting {
    let (detail, count) = if carriers > 0 {
        (
            format!("{implemented} of {carriers} carriers implemented."),
            Some(carriers - implemented),
        )
    } else {
        (
            "Set the plans up with the carriers, then move the group to active.".to_string(),
            None,
        )
    };
    at.item(
        AwaitingKind::Implementation,
        "implement",
        "In implementation with the carriers".to_string(),
        detail,
        count,
        coverage_start,
        None,
    )
}

/// A group's carrier checklist items past their due date.
pub fn checklist_overdue(at: Place<'_>, overdue: i64, oldest_due: Option<NaiveDate>) -> Awaiting {
    let title = if overdue == 1 {
        "1 carrier checklist item is overdue".to_string()
    } else {
        format!("{overdue} carrier checklist items are overdue")
    };
    at.item(
        AwaitingKind::ChecklistOverdue,
        "implement",
        title,
        "Tick them off, or give them a new due date, on the implementation page.".to_string(),
        Some(overdue),
        oldest_due,
        None,
    )
}

/// A group's open differences between its carriers' lists and the enrollment.
pub fn discrepancies(
    at: Place<'_>,
    open: i64,
    at_stake_cents: i64,
    since: Option<DateTime<Utc>>,
) -> Awaiting {
    let title = if open == 1 {
        "1 discrepancy with a carrier's list".to_string()
    } else {
        format!("{open} discrepancies with the carriers' lists")
    };
    let detail = if at_stake_cents > 0 {
        format!(
            "{} a month in premium at stake. Resolve them with the carriers.",
            crate::rating::usd(crate::money::dollars(at_stake_cents))
        )
    } else {
        "Resolve them with the carriers.".to_string()
    };
    at.item(
        AwaitingKind::Discrepancies,
        "implement",
        title,
        detail,
        Some(open),
        None,
        since,
    )
}

/// Where a kind comes in the list: what needs a decision first, then what is late, then the next steps.
fn rank(kind: AwaitingKind) -> u8 {
    match kind {
        AwaitingKind::DesignAwaitingApproval | AwaitingKind::RenewalAwaitingApproval => 0,
        AwaitingKind::DesignChangesRequested => 1,
        AwaitingKind::EnrollmentNotStarted | AwaitingKind::EnrollmentStalled => 2,
        AwaitingKind::DesignApproved => 3,
        AwaitingKind::EnrollmentToOpen => 4,
        AwaitingKind::ChecklistOverdue | AwaitingKind::Discrepancies => 2,
        AwaitingKind::Implementation => 5,
    }
}

/// The list as shown: a group whose approval is news already says enrollment comes next, so its
/// "ready to open enrollment" item goes; then by kind, soonest due, longest waiting, group name.
pub fn arrange(items: Vec<Awaiting>) -> Vec<Awaiting> {
    let approved: Vec<Uuid> = items
        .iter()
        .filter(|i| i.kind == AwaitingKind::DesignApproved)
        .map(|i| i.group_id)
        .collect();
    let mut out: Vec<Awaiting> = items
        .into_iter()
        .filter(|i| !(i.kind == AwaitingKind::EnrollmentToOpen && approved.contains(&i.group_id)))
        .collect();
    out.sort_by(|a, b| {
        (
            rank(a.kind),
            a.due_on.is_none(),
            a.due_on,
            a.since,
            &a.group_name,
        )
            .cmp(&(
                rank(b.kind),
                b.due_on.is_none(),
                b.due_on,
                b.since,
                &b.group_name,
            ))
    });
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    fn day(m: u32, d: u32) -> NaiveDate {
        NaiveDate::from_ymd_opt(2026, m, d).unwrap()
    }

    fn progress(done: i64, not_started: i64) -> Progress {
        Progress {
            plan_year: 2027,
            starts_on: day(11, 1),
            ends_on: day(11, 30),
            eligible: 20,
            done,
            not_started,
        }
    }

    fn place(name: &str) -> Place<'_> {
        Place {
            group_id: Uuid::from_u128(name.len() as u128),
            group_name: name,
        }
    }

    #[test]
    fn each_role_sees_its_part_of_the_book() {
        let (me, group) = (Uuid::from_u128(1), Uuid::from_u128(2));
        assert_eq!(
            audience("employer_admin", Some(group), me, true, false),
            Some(Audience::Employer(group))
        );
        assert_eq!(
            audience("owner", None, me, false, true),
            Some(Audience::Book(None))
        );
        assert_eq!(
            audience("admin", None, me, false, true),
            Some(Audience::Book(None))
        );
        assert_eq!(
            audience("broker", None, me, false, true),
            Some(Audience::Book(Some(me)))
        );
        assert_eq!(audience("analyst", None, me, false, false), None);
        assert_eq!(audience("employee", None, me, false, false), None);
    }

    #[test]
    fn an_enrollment_is_behind_near_its_end_or_past_half_with_people_not_started() {
        // Ten days left, past half, everyone started: on track.
        assert!(!stalled(&progress(10, 0), day(11, 20)));
        // Past half with someone not started.
        assert!(stalled(&progress(15, 1), day(11, 20)));
        // Before half, someone not started: on track.
        assert!(!stalled(&progress(2, 10), day(11, 10)));
        // A week left, 70 % done: behind; 75 %: on track.
        assert!(stalled(&progress(14, 0), day(11, 23)));
        assert!(!stalled(&progress(15, 0), day(11, 23)));
        // Not running: not behind.
        assert!(!stalled(&progress(0, 20), day(12, 1)));
        assert!(!stalled(&progress(0, 20), day(10, 31)));
    }

    #[test]
    fn items_read_as_sentences() {
        let hr = not_started(place("Brightpath"), &progress(12, 1), day(11, 20)).unwrap();
        assert_eq!(hr.title, "1 employee has not started enrolling");
        assert_eq!(
            hr.detail,
            "Open enrollment 2027: 12 of 20 done. Remind them from the enrollment page."
        );
        assert_eq!((hr.count, hr.due_on), (Some(1), Some(day(11, 30))));
        assert!(hr.link.ends_with("/enroll"));
        assert!(not_started(place("B"), &progress(20, 0), day(11, 20)).is_none());

        let late = behind(place("Granite"), &progress(8, 9), day(11, 25)).unwrap();
        assert_eq!(late.title, "Open enrollment 2027 is behind: 40% done");
        assert_eq!(late.detail, "8 of 20 done; 9 employees not started.");

        let ask = awaiting_approval(place("B"), 2027, 3, None, None);
        assert_eq!(ask.title, "Plan design 2027 v3 awaits your approval");
        assert!(ask.detail.starts_with("Review the plans"), "{}", ask.detail);
        let from = awaiting_approval(place("B"), 2027, 3, Some("Marcus Reyes"), None);
        assert!(from
            .detail
            .starts_with("From Marcus Reyes: review the plans"));
        let renewal =
            renewal_awaiting_approval(place("B"), 2027, day(12, 1), Some("Dana Whitfield"), None);
        assert_eq!(renewal.title, "The 2027 renewal awaits your approval");
        assert!(renewal
            .detail
            .starts_with("From Dana Whitfield: review what happens"));
        assert_eq!(renewal.due_on, Some(day(12, 1)));
        assert!(renewal.link.ends_with("/renew"));

        let back = decision(
            place("B"),
            &Decision {
                approved: false,
                enrollment_held: false,
                plan_year: 2027,
                number: 2,
                by: Some("Hannah Cole"),
                note: Some("60% for families"),
                decided_at: None,
            },
        );
        assert_eq!(back.kind, AwaitingKind::DesignChangesRequested);
        assert_eq!(
            back.title,
            "Hannah Cole asked for changes to plan design 2027 v2"
        );
        assert_eq!(back.detail, "“60% for families”");

        let setup = implementation(place("Blue Spruce"), 3, 1, None);
        assert_eq!(
            (setup.detail.as_str(), setup.count),
            ("1 of 3 carriers implemented.", Some(2))
        );
        assert!(setup.link.ends_with("/implement"));

        let late = checklist_overdue(place("Brightpath"), 2, Some(day(11, 2)));
        assert_eq!(late.title, "2 carrier checklist items are overdue");
        assert_eq!((late.count, late.due_on), (Some(2), Some(day(11, 2))));
        let off = discrepancies(place("Brightpath"), 4, 123_456, None);
        assert_eq!(off.title, "4 discrepancies with the carriers' lists");
        assert!(
            off.detail.starts_with("$1,234.56 a month"),
            "{}",
            off.detail
        );
    }

    #[test]
    fn decisions_come_first_and_an_approval_stands_for_its_next_step() {
        let b = place("Brightpath");
        let approved = decision(
            b,
            &Decision {
                approved: true,
                enrollment_held: false,
                plan_year: 2027,
                number: 1,
                by: None,
                note: None,
                decided_at: None,
            },
        );
        assert_eq!(approved.detail, "Next: open enrollment for 2027.");
        assert_eq!(approved.title, "The employer approved plan design 2027 v1");
        let after_enrollment = decision(
            b,
            &Decision {
                approved: true,
                enrollment_held: true,
                plan_year: 2027,
                number: 4,
                by: Some("Hannah Cole"),
                note: None,
                decided_at: None,
            },
        );
        assert_eq!(
            after_enrollment.detail,
            "It replaces the design the 2027 enrollment was held with: tell the employees what changes."
        );
        let items = vec![
            implementation(place("Blue Spruce"), 0, 0, None),
            enrollment_to_open(b, 2027, 1, day(12, 1)),
            enrollment_to_open(place("Cedar & Sage"), 2027, 1, day(12, 1)),
            behind(place("Granite"), &progress(8, 9), day(11, 25)).unwrap(),
            approved,
        ];
        let kinds: Vec<(AwaitingKind, String)> = arrange(items)
            .into_iter()
            .map(|i| (i.kind, i.group_name))
            .collect();
        assert_eq!(
            kinds,
            vec![
                (AwaitingKind::EnrollmentStalled, "Granite".into()),
                (AwaitingKind::DesignApproved, "Brightpath".into()),
                (AwaitingKind::EnrollmentToOpen, "Cedar & Sage".into()),
                (AwaitingKind::Implementation, "Blue Spruce".into()),
            ]
        );
    }
}
