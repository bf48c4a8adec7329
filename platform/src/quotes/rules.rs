//! Pure rules of quoting: what a quote's settings may be, how a quote moves between statuses,
//! and the figures a re-rate and the market analysis compare.

use crate::vocabulary::QuoteStatus;
use std::collections::{BTreeMap, HashSet};

use chrono::{Duration, NaiveDate};
use rust_decimal::Decimal;
use uuid::Uuid;

use super::engine::{self, ContributionRule};
use crate::catalogue::queries::PlanRow;
use crate::error::AppError;
use crate::list::trimmed;

/// The most plans one quote prices.
pub const MAX_PLANS: usize = 50;

/// A quote as the broker asks for it.
#[derive(Debug, Clone)]
pub struct QuoteDraft {
    /// Defaults to "Quote N — effective date".
    pub name: Option<String>,
    pub effective_date: NaiveDate,
    pub lines: Vec<String>,
    /// Catalogue plan ids, each of one of `lines`.
    pub plan_ids: Vec<String>,
    pub contribution: Vec<ContributionRule>,
    /// A committed census version of the group; none: the current roster.
    pub census_version_id: Option<Uuid>,
    /// Defaults to the group's.
    pub pay_frequency: Option<i32>,
}

/// The problems of a draft's own settings, by field (its plans and contribution rules are
/// checked against the catalogue and the group elsewhere).
pub fn setting_problems(d: &QuoteDraft, today: NaiveDate) -> BTreeMap<String, String> {
    let mut fields = BTreeMap::new();
    let lines: Vec<&str> = d.lines.iter().map(String::as_str).collect();
    if lines.is_empty()
        || lines.iter().any(|l| !engine::LINES.contains(l))
        || lines.iter().collect::<HashSet<_>>().len() != lines.len()
    {
        fields.insert(
            "lines".to_string(),
            "choose one or more of medical, dental and vision, once each".to_string(),
        );
    }
    if d.plan_ids.is_empty() || d.plan_ids.len() > MAX_PLANS {
        fields.insert(
            "plan_ids".to_string(),
            format!("choose 1 to {MAX_PLANS} plans"),
        );
    }
    if d.plan_ids.iter().collect::<HashSet<_>>().len() != d.plan_ids.len() {
        fields.insert("plan_ids".to_string(), "a plan is chosen twice".to_string());
    }
    if d.effective_date < today - Duration::days(366)
        || d.effective_date > today + Duration::days(730)
    {
        fields.insert(
            "effective_date".to_string(),
            "an effective date within a year back and two years ahead".to_string(),
        );
    }
    if d.pay_frequency
        .is_some_and(|pf| ![12, 24, 26, 52].contains(&pf))
    {
        fields.insert(
            "pay_frequency".to_string(),
            "pay frequency is 12, 24, 26 or 52".to_string(),
        );
    }
    fields
}

/// What is wrong with the chosen plans as the catalogue has them (`found`), if anything: a plan
/// it does not have, or a plan of a line the quote does not cover.
pub fn catalogue_problem(d: &QuoteDraft, found: &[PlanRow]) -> Option<String> {
    let ids: HashSet<&str> = found.iter().map(|p| p.id.as_str()).collect();
    let unknown: Vec<&str> = d
        .plan_ids
        .iter()
        .map(String::as_str)
        .filter(|id| !ids.contains(id))
        .collect();
    if !unknown.is_empty() {
        return Some(format!("not in the catalogue: {}", unknown.join(", ")));
    }
    found
        .iter()
        .find(|p| !d.lines.iter().any(|l| p.line == l.as_str()))
        .map(|p| {
            format!(
                "{} is a {} plan; add that line or leave the plan out",
                p.name, p.line
            )
        })
}

/// The reference plans the contribution rules name that are not among the quoted plans.
pub fn extra_base_plans(d: &QuoteDraft) -> Vec<String> {
    let mut ids: Vec<String> = d
        .contribution
        .iter()
        .filter_map(|r| r.base_plan_id.clone())
        .collect();
    ids.retain(|b| !d.plan_ids.contains(b));
    ids
}

/// The quote's lines in the catalogue's order.
pub fn ordered_lines(asked: &[String]) -> Vec<String> {
    engine::LINES
        .iter()
        .filter(|l| asked.iter().any(|b| b == *l))
        .map(|l| l.to_string())
        .collect()
}

/// The quote's name: the one asked for, or "Quote N — Mon D, YYYY".
pub fn quote_name(
    asked: &Option<String>,
    number: i32,
    effective: NaiveDate,
) -> Result<String, AppError> {
    let name = trimmed(asked)
        .unwrap_or_else(|| format!("Quote {number} — {}", effective.format("%b %-d, %Y")));
    if name.chars().count() > 200 {
        return Err(AppError::field("name", "at most 200 characters"));
    }
    Ok(name)
}

/// The status filter of a quote list, when given, is one of the statuses.
pub fn check_status_filter(status: Option<&str>) -> Result<(), AppError> {
    match status.filter(|s| s.parse::<QuoteStatus>().is_err()) {
        Some(s) => Err(AppError::field(
            "status",
            format!("{s:?} is not draft, presented, accepted or declined"),
        )),
        None => Ok(()),
    }
}

/// Quotes go draft → presented → accepted or declined, and a decided quote back to presented.
pub fn check_transition(from: QuoteStatus, to: QuoteStatus) -> Result<(), AppError> {
    use QuoteStatus::{Accepted, Declined, Draft, Presented};
    let allowed = matches!(
        (from, to),
        (Draft, Presented) | (Presented, Accepted | Declined) | (Accepted | Declined, Presented)
    );
    if allowed {
        Ok(())
    } else {
        Err(AppError::Conflict(format!(
            "a {from} quote cannot become {to}; quotes go draft → presented → accepted or declined"
        )))
    }
}

/// A decided quote keeps the figures it was decided on.
pub fn check_rerate(status: QuoteStatus) -> Result<(), AppError> {
    if matches!(status, QuoteStatus::Accepted | QuoteStatus::Declined) {
        return Err(AppError::Conflict(format!(
            "this quote is {status}; re-rate a copy or move it back to presented"
        )));
    }
    Ok(())
}

/// Only a draft can be removed: a presented quote stays on record.
pub fn check_removable(status: QuoteStatus) -> Result<(), AppError> {
    if status != QuoteStatus::Draft {
        return Err(AppError::Conflict(
            "only a draft quote can be removed; a presented quote stays on record".into(),
        ));
    }
    Ok(())
}

/// `change` as a percentage of `base`, to the cent; none when there is no base to compare with.
pub fn percent_of(change: Decimal, base: Decimal) -> Option<Decimal> {
    (!base.is_zero()).then(|| (change * Decimal::from(100) / base).round_dp(2))
}

/// A quoted plan's monthly premium against the group's current one, in dollars and percent:
/// only medical plans compare with it.
pub fn against_current(
    line: &str,
    monthly: Decimal,
    current: Option<Decimal>,
) -> (Option<Decimal>, Option<Decimal>) {
    let change = current.filter(|_| line == "medical").map(|c| monthly - c);
    let pct = change.zip(current).and_then(|(v, c)| percent_of(v, c));
    (change, pct)
}

/// A group's name as it appears in a file name: lowercase letters and digits, `-` for the rest.
pub fn file_slug(name: &str) -> String {
    name.chars()
        .map(|c| {
            if c.is_ascii_alphanumeric() {
                c.to_ascii_lowercase()
            } else {
                '-'
            }
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn day(y: i32, m: u32, d: u32) -> NaiveDate {
        NaiveDate::from_ymd_opt(y, m, d).unwrap()
    }

    fn draft() -> QuoteDraft {
        QuoteDraft {
            name: None,
            effective_date: day(2026, 1, 1),
            lines: vec!["medical".into()],
            plan_ids: vec!["71234CO0010001".into()],
            contribution: Vec::new(),
            census_version_id: None,
            pay_frequency: None,
        }
    }

    fn plan(id: &str, line: &str) -> PlanRow {
        PlanRow {
            id: id.into(),
            agency_owned: false,
            carrier_id: Uuid::nil(),
            carrier_name: "Rocky Mountain Health".into(),
            carrier_color: "#455a64".into(),
            min_contribution_pct: Decimal::from(50),
            min_contribution_basis: "employee_only".into(),
            min_participation_pct: Decimal::from(70),
            name: format!("Plan {id}"),
            line: line.into(),
            metal_level: None,
            network_type: "PPO".into(),
            network_name: None,
            hsa_eligible: false,
            state: "CO".into(),
            deductible_individual: 0,
            deductible_family: 0,
            deductible_oon_individual: None,
            deductible_oon_family: None,
            oop_max_individual: 0,
            oop_max_family: 0,
            coinsurance_pct: 0,
            copay_pcp: None,
            copay_specialist: None,
            copay_er: None,
            copay_urgent_care: None,
            copay_generic_rx: None,
            sbc_url: None,
            active: true,
        }
    }

    #[test]
    fn a_plain_draft_has_no_problems() {
        assert!(setting_problems(&draft(), day(2025, 11, 1)).is_empty());
    }

    #[test]
    fn lines_are_known_and_given_once() {
        for lines in [vec![], vec!["life"], vec!["dental", "dental"]] {
            let d = QuoteDraft {
                lines: lines.into_iter().map(String::from).collect(),
                ..draft()
            };
            let problems = setting_problems(&d, day(2025, 11, 1));
            assert!(problems.contains_key("lines"), "{problems:?}");
        }
    }

    #[test]
    fn plans_number_one_to_fifty_each_once() {
        let none = QuoteDraft {
            plan_ids: vec![],
            ..draft()
        };
        assert_eq!(
            setting_problems(&none, day(2025, 11, 1))["plan_ids"],
            "choose 1 to 50 plans"
        );
        let twice = QuoteDraft {
            plan_ids: vec!["a".into(), "a".into()],
            ..draft()
        };
        assert_eq!(
            setting_problems(&twice, day(2025, 11, 1))["plan_ids"],
            "a plan is chosen twice"
        );
        let many = QuoteDraft {
            plan_ids: (0..51).map(|i| i.to_string()).collect(),
            ..draft()
        };
        assert!(setting_problems(&many, day(2025, 11, 1)).contains_key("plan_ids"));
    }

    #[test]
    fn the_effective_date_is_within_a_year_back_and_two_ahead() {
        let today = day(2026, 1, 1);
        let at = |effective_date| QuoteDraft {
            effective_date,
            ..draft()
        };
        assert!(setting_problems(&at(today - Duration::days(366)), today).is_empty());
        assert!(setting_problems(&at(today - Duration::days(367)), today)
            .contains_key("effective_date"));
        assert!(setting_problems(&at(today + Duration::days(730)), today).is_empty());
        assert!(setting_problems(&at(today + Duration::days(731)), today)
            .contains_key("effective_date"));
    }

    #[test]
    fn pay_frequency_is_monthly_semimonthly_biweekly_or_weekly() {
        for (pf, ok) in [(12, true), (24, true), (26, true), (52, true), (13, false)] {
            let d = QuoteDraft {
                pay_frequency: Some(pf),
                ..draft()
            };
            let problems = setting_problems(&d, day(2025, 11, 1));
            assert_eq!(!problems.contains_key("pay_frequency"), ok, "{pf}");
        }
    }

    #[test]
    fn the_catalogue_knows_every_plan_of_the_quoted_lines() {
        let d = QuoteDraft {
            plan_ids: vec!["A".into(), "B".into(), "C".into()],
            ..draft()
        };
        assert_eq!(
            catalogue_problem(&d, &[plan("A", "medical")]).as_deref(),
            Some("not in the catalogue: B, C")
        );
        let found = [
            plan("A", "medical"),
            plan("B", "dental"),
            plan("C", "medical"),
        ];
        assert_eq!(
            catalogue_problem(&d, &found).as_deref(),
            Some("Plan B is a dental plan; add that line or leave the plan out")
        );
        let medical = [
            plan("A", "medical"),
            plan("B", "medical"),
            plan("C", "medical"),
        ];
        assert_eq!(catalogue_problem(&d, &medical), None);
    }

    #[test]
    fn lines_follow_the_catalogue_order() {
        let asked = ["vision".to_string(), "medical".to_string()];
        assert_eq!(ordered_lines(&asked), ["medical", "vision"]);
    }

    #[test]
    fn an_unnamed_quote_is_named_after_its_number_and_date() {
        assert_eq!(
            quote_name(&None, 3, day(2026, 7, 1)).unwrap(),
            "Quote 3 — Jul 1, 2026"
        );
        assert_eq!(
            quote_name(&Some(" Renewal ".into()), 3, day(2026, 7, 1)).unwrap(),
            "Renewal"
        );
        assert!(quote_name(&Some("x".repeat(201)), 1, day(2026, 7, 1)).is_err());
    }

    #[test]
    fn quotes_move_forward_and_a_decided_one_back_to_presented() {
        use QuoteStatus::{Accepted, Declined, Draft, Presented};
        for (from, to) in [
            (Draft, Presented),
            (Presented, Accepted),
            (Presented, Declined),
            (Accepted, Presented),
            (Declined, Presented),
        ] {
            assert!(check_transition(from, to).is_ok(), "{from} → {to}");
        }
        for (from, to) in [
            (Draft, Accepted),
            (Presented, Draft),
            (Accepted, Declined),
            (Draft, Draft),
        ] {
            assert!(check_transition(from, to).is_err(), "{from} → {to}");
        }
    }

    #[test]
    fn decided_quotes_are_not_rerated_and_only_drafts_removed() {
        assert!(check_rerate(QuoteStatus::Presented).is_ok());
        assert!(check_rerate(QuoteStatus::Accepted).is_err());
        assert!(check_rerate(QuoteStatus::Declined).is_err());
        assert!(check_removable(QuoteStatus::Draft).is_ok());
        assert!(check_removable(QuoteStatus::Presented).is_err());
    }

    #[test]
    fn the_status_filter_is_one_of_the_statuses() {
        assert!(check_status_filter(None).is_ok());
        assert!(check_status_filter(Some("accepted")).is_ok());
        assert!(check_status_filter(Some("won")).is_err());
    }

    #[test]
    fn only_medical_plans_compare_with_the_current_premium() {
        let current = Some(Decimal::from(1000));
        assert_eq!(
            against_current("medical", Decimal::from(1100), current),
            (Some(Decimal::from(100)), Some(Decimal::from(10)))
        );
        assert_eq!(
            against_current("dental", Decimal::from(1100), current),
            (None, None)
        );
        assert_eq!(
            against_current("medical", Decimal::from(5), Some(Decimal::ZERO)),
            (Some(Decimal::from(5)), None)
        );
        assert_eq!(
            percent_of(Decimal::ONE, Decimal::from(3)),
            Some(Decimal::new(3333, 2))
        );
    }

    #[test]
    fn file_slugs_keep_letters_and_digits() {
        assert_eq!(file_slug("Cedar & Sage Cafés 2"), "cedar---sage-caf-s-2");
    }
}
