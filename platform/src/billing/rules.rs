//! Billing rules: which plan's limits apply, how long a trial has left, usage against limits.

use chrono::{DateTime, Utc};

use super::queries::{PlanRow, UsageRow};
use crate::vocabulary::UsageKind;

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
}
