//! Billing rules: which plan's limits apply, how long a trial has left, usage against limits,
//! what Stripe's subscription states mean here, and when an agency's data is read-only.

use chrono::{DateTime, Utc};

use super::queries::{PlanRow, UsageRow};
use crate::vocabulary::{SubscriptionStatus, UsageKind};

/// Days before a trial's end when the owner is reminded.
pub const TRIAL_REMINDER_DAYS: [i32; 2] = [7, 1];

/// The plan a trial tries: its limits apply until the agency subscribes.
pub const TRIAL_PLAN: &str = "growth";

/// The catalogue plan whose limits apply to a subscription on `plan` (`trial` while trialing).
pub fn plan_in_force(plan: &str) -> &str {
    if plan == "trial" {
        TRIAL_PLAN
    } else {
        plan
    }
}

/// Whole days left in a trial ending at `ends_at`, a part day counting as one; 0 once it ended.
pub fn trial_days_left(ends_at: DateTime<Utc>, now: DateTime<Utc>) -> i32 {
    let left = (ends_at - now).num_seconds();
    if left <= 0 {
        return 0;
    }
    i32::try_from((left + 86_399) / 86_400).unwrap_or(i32::MAX)
}

/// Each limited count beside its limit under `plan` (None: no limit).
pub fn usage(now: UsageRow, plan: Option<&PlanRow>) -> Vec<(UsageKind, i64, Option<i32>)> {
    let limit = |f: fn(&PlanRow) -> Option<i32>| plan.and_then(f);
    vec![
        (UsageKind::Groups, now.groups, limit(|p| p.max_groups)),
        (
            UsageKind::Employees,
            now.employees,
            limit(|p| p.max_employees),
        ),
        (UsageKind::Seats, now.seats, limit(|p| p.max_seats)),
    ]
}

/// Our state for Stripe's subscription status; `None` for a checkout still waiting on its
/// first payment (`incomplete`), which changes nothing.
pub fn status_from_stripe(status: &str) -> Option<SubscriptionStatus> {
    match status {
        "active" => Some(SubscriptionStatus::Active),
        "trialing" => Some(SubscriptionStatus::Trialing),
        "past_due" | "unpaid" => Some(SubscriptionStatus::PastDue),
        "canceled" | "incomplete_expired" | "paused" => Some(SubscriptionStatus::Canceled),
        _ => None,
    }
}

/// A canceled subscription, or a trial past its end: the agency's data is read-only until it
/// subscribes. A payment that failed (`past_due`) is a grace period, not yet read-only.
pub fn lapsed(
    status: SubscriptionStatus,
    trial_ends_at: Option<DateTime<Utc>>,
    now: DateTime<Utc>,
) -> bool {
    match status {
        SubscriptionStatus::Canceled => true,
        SubscriptionStatus::Trialing => trial_ends_at.is_some_and(|ends| ends <= now),
        SubscriptionStatus::Active | SubscriptionStatus::PastDue => false,
    }
}

/// What a role may still do while its agency is read-only: read, and see to its billing.
pub fn held_while_lapsed(resource: &str, action: &str) -> bool {
    action == "read" || resource == "billing"
}

/// The requests a lapsed agency may still make that change something: signing in and out,
/// its own account, and billing (to subscribe again). `path` is the API path, with or without
/// the `/api` it is served under.
pub fn allowed_while_lapsed(path: &str) -> bool {
    let path = path.strip_prefix("/api").unwrap_or(path);
    ["/auth/", "/billing/", "/me/"]
        .iter()
        .any(|prefix| path.starts_with(prefix))
}

/// The reminder due for a trial ending at `ends_at`, when one of `TRIAL_REMINDER_DAYS` has
/// come and was not sent: the fewest days that `days_left` has reached.
pub fn trial_reminder_due(days_left: i32, sent: &[i32]) -> Option<i32> {
    TRIAL_REMINDER_DAYS
        .iter()
        .copied()
        .filter(|days| days_left > 0 && days_left <= *days)
        .min()
        .filter(|days| !sent.contains(days))
}

/// A Stripe price id, as the operator maps a plan to one.
pub fn is_stripe_price(id: &str) -> bool {
    id.strip_prefix("price_").is_some_and(|rest| {
        !rest.is_empty() && rest.chars().all(|c| c.is_ascii_alphanumeric() || c == '_')
    })
}

/// Whether `adding` more fits under `limit` with `used` already (`None`: no limit).
pub fn within_limit(limit: Option<i32>, used: i64, adding: i64) -> bool {
    limit.is_none_or(|limit| used + adding <= i64::from(limit))
}

#[cfg(test)]
mod tests {
    use chrono::Duration;

    use super::*;

    #[test]
    fn a_trial_tries_the_growth_plan_and_a_subscription_has_its_own() {
        assert_eq!(plan_in_force("trial"), "growth");
        assert_eq!(plan_in_force("starter"), "starter");
    }

    #[test]
    fn a_part_day_left_in_a_trial_counts_as_a_day() {
        let now = Utc::now();
        assert_eq!(trial_days_left(now + Duration::days(14), now), 14);
        assert_eq!(trial_days_left(now + Duration::hours(13 * 24 + 1), now), 14);
        assert_eq!(trial_days_left(now + Duration::minutes(5), now), 1);
        assert_eq!(trial_days_left(now, now), 0);
        assert_eq!(trial_days_left(now - Duration::days(3), now), 0);
    }

    #[test]
    fn usage_is_set_beside_each_limit_and_an_unlimited_plan_has_none() {
        let counts = UsageRow {
            groups: 12,
            employees: 1_480,
            seats: 4,
        };
        let starter = PlanRow {
            id: "starter".into(),
            name: "Starter".into(),
            tagline: String::new(),
            monthly_cents: 19_900,
            yearly_cents: 199_000,
            max_groups: Some(25),
            max_employees: Some(2_500),
            max_seats: Some(3),
            features: vec![],
        };
        assert_eq!(
            usage(counts, Some(&starter)),
            [
                (UsageKind::Groups, 12, Some(25)),
                (UsageKind::Employees, 1_480, Some(2_500)),
                (UsageKind::Seats, 4, Some(3)),
            ]
        );
        let scale = PlanRow {
            max_groups: None,
            max_employees: None,
            max_seats: None,
            ..starter
        };
        assert!(usage(counts, Some(&scale))
            .iter()
            .all(|(_, _, l)| l.is_none()));
        assert!(usage(counts, None).iter().all(|(_, _, l)| l.is_none()));
    }

    #[test]
    fn stripe_states_map_to_ours_and_an_incomplete_checkout_changes_nothing() {
        assert_eq!(
            status_from_stripe("active"),
            Some(SubscriptionStatus::Active)
        );
        assert_eq!(
            status_from_stripe("unpaid"),
            Some(SubscriptionStatus::PastDue)
        );
        assert_eq!(
            status_from_stripe("past_due"),
            Some(SubscriptionStatus::PastDue)
        );
        assert_eq!(
            status_from_stripe("canceled"),
            Some(SubscriptionStatus::Canceled)
        );
        assert_eq!(
            status_from_stripe("incomplete_expired"),
            Some(SubscriptionStatus::Canceled)
        );
        assert_eq!(status_from_stripe("incomplete"), None);
        assert_eq!(status_from_stripe("something_new"), None);
    }

    #[test]
    fn a_canceled_subscription_or_an_ended_trial_is_read_only_and_past_due_is_grace() {
        let now = Utc::now();
        let ended = Some(now - Duration::minutes(1));
        let running = Some(now + Duration::days(3));
        assert!(lapsed(SubscriptionStatus::Canceled, None, now));
        assert!(lapsed(SubscriptionStatus::Trialing, ended, now));
        assert!(!lapsed(SubscriptionStatus::Trialing, running, now));
        assert!(!lapsed(SubscriptionStatus::PastDue, ended, now));
        assert!(!lapsed(SubscriptionStatus::Active, ended, now));
    }

    #[test]
    fn a_lapsed_agency_can_still_sign_out_and_pay() {
        assert!(allowed_while_lapsed("/api/auth/signout"));
        assert!(allowed_while_lapsed("/api/billing/checkout"));
        assert!(allowed_while_lapsed("/billing/portal"));
        assert!(!allowed_while_lapsed("/api/groups"));
        assert!(!allowed_while_lapsed("/groups"));
        assert!(!allowed_while_lapsed("/api/billingx"));
    }

    #[test]
    fn a_trial_reminder_is_sent_once_at_seven_days_and_once_at_one() {
        assert_eq!(trial_reminder_due(14, &[]), None);
        assert_eq!(trial_reminder_due(8, &[]), None);
        assert_eq!(trial_reminder_due(7, &[]), Some(7));
        assert_eq!(trial_reminder_due(5, &[]), Some(7));
        assert_eq!(trial_reminder_due(5, &[7]), None);
        assert_eq!(trial_reminder_due(1, &[7]), Some(1));
        // A server down over the seven-day mark sends only the one-day reminder.
        assert_eq!(trial_reminder_due(1, &[]), Some(1));
        assert_eq!(trial_reminder_due(1, &[7, 1]), None);
        assert_eq!(trial_reminder_due(0, &[]), None);
    }

    #[test]
    fn a_stripe_price_id_starts_with_price_and_holds_no_spaces() {
        assert!(is_stripe_price("price_1QxYz9AbC"));
        assert!(is_stripe_price("price_growth_month"));
        assert!(!is_stripe_price("price_"));
        assert!(!is_stripe_price("prod_123"));
        assert!(!is_stripe_price("price_12 3"));
    }

    #[test]
    fn a_limit_holds_at_exactly_n_and_refuses_n_plus_one() {
        assert!(within_limit(Some(3), 2, 1));
        assert!(!within_limit(Some(3), 3, 1));
        assert!(!within_limit(Some(3), 1, 5));
        assert!(within_limit(None, 1_000_000, 1));
    }
}
