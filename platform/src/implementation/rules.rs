//! The rules of a carrier implementation: the default checklist, due dates counted back from the
//! coverage start, what must be done before a carrier counts as implemented, and what is overdue.

use chrono::{Days, NaiveDate};
use serde::{Deserialize, Serialize};

use crate::vocabulary::ChecklistItemKind;

/// One step of a checklist template. `due_days` counts from the coverage start: negative is
/// before it.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct TemplateItem {
    pub kind: ChecklistItemKind,
    pub title: String,
    pub required: bool,
    pub due_days: i32,
}

/// Items a template holds at most.
pub const MAX_TEMPLATE_ITEMS: usize = 40;

/// The checklist a carrier gets when the agency has no template for it: the usual small-group
/// implementation, from the application to a live EDI feed.
pub fn default_template() -> Vec<TemplateItem> {
    use ChecklistItemKind::*;
    let item = |kind, title: &str, required, due_days| TemplateItem {
        kind,
        title: title.to_string(),
        required,
        due_days,
    };
    vec![
        item(
            Application,
            "Application submitted to the carrier",
            true,
            -45,
        ),
        item(SignedForms, "Signed employer forms sent", true, -40),
        item(Census, "Enrollment census sent", true, -40),
        item(BinderPayment, "Binder payment sent", true, -30),
        item(GroupNumber, "Group / policy number received", true, -21),
        item(EdiTested, "EDI test file accepted", false, -14),
        item(IdCards, "ID cards received", true, -7),
        item(PayrollDeductions, "Payroll deductions set up", true, -3),
        item(EdiLive, "EDI feed live", false, 0),
    ]
}

/// What is wrong with a template an agency saves, field by field.
pub fn template_problems(items: &[TemplateItem]) -> Vec<(String, String)> {
    let mut problems = Vec::new();
    if items.is_empty() {
        problems.push(("items".into(), "a checklist needs at least one item".into()));
    }
    if items.len() > MAX_TEMPLATE_ITEMS {
        problems.push((
            "items".into(),
            format!("a checklist holds at most {MAX_TEMPLATE_ITEMS} items"),
        ));
    }
    for (i, item) in items.iter().enumerate() {
        let title = item.title.trim();
        if title.is_empty() || title.chars().count() > 200 {
            problems.push((
                format!("items[{i}].title"),
                "give the item a title of at most 200 characters".into(),
            ));
        }
        if !(-365..=365).contains(&item.due_days) {
            problems.push((
                format!("items[{i}].due_days"),
                "due within a year either side of the coverage start".into(),
            ));
        }
    }
    if items
        .iter()
        .filter(|i| i.kind == ChecklistItemKind::GroupNumber)
        .count()
        > 1
    {
        problems.push((
            "items".into(),
            "only one item can stand for the group number".into(),
        ));
    }
    problems
}

/// The day an item is due, counted from the coverage start.
pub fn due_on(coverage_start: NaiveDate, due_days: i32) -> NaiveDate {
    let days = Days::new(u64::from(due_days.unsigned_abs()));
    if due_days < 0 {
        coverage_start - days
    } else {
        coverage_start + days
    }
}

/// An item as the implementation rules see it.
#[derive(Debug, Clone, Copy)]
pub struct ItemState {
    pub required: bool,
    pub done: bool,
    pub due_on: Option<NaiveDate>,
}

pub fn is_overdue(item: &ItemState, today: NaiveDate) -> bool {
    !item.done && item.due_on.is_some_and(|due| due < today)
}

/// Done items as a whole percentage of all items, rounded down.
pub fn percent_done(done: i64, items: i64) -> i32 {
    if items <= 0 {
        return 0;
    }
    i32::try_from(done.clamp(0, items) * 100 / items).unwrap_or(100)
}

/// Why a carrier cannot be marked implemented yet; empty when it can.
pub fn not_ready(items: &[(String, ItemState)], group_number: Option<&str>) -> Vec<String> {
    let mut reasons = Vec::new();
    if group_number.is_none_or(|n| n.trim().is_empty()) {
        reasons.push("no group number recorded".to_string());
    }
    let open: Vec<&str> = items
        .iter()
        .filter(|(_, i)| i.required && !i.done)
        .map(|(title, _)| title.as_str())
        .collect();
    match open.len() {
        0 => {}
        1 => reasons.push(format!("required item not done: {}", open[0])),
        n => reasons.push(format!("{n} required items not done: {}", open.join(", "))),
    }
    reasons
}

#[cfg(test)]
mod tests {
    use super::*;

    fn date(y: i32, m: u32, d: u32) -> NaiveDate {
        NaiveDate::from_ymd_opt(y, m, d).unwrap()
    }

    fn state(required: bool, done: bool, due_on: Option<NaiveDate>) -> ItemState {
        ItemState {
            required,
            done,
            due_on,
        }
    }

    #[test]
    fn due_dates_count_back_and_forward_from_the_coverage_start() {
        let start = date(2027, 1, 1);
        assert_eq!(due_on(start, -45), date(2026, 11, 17));
        assert_eq!(due_on(start, 0), start);
        assert_eq!(due_on(start, 10), date(2027, 1, 11));
    }

    #[test]
    fn the_default_template_is_valid_and_has_one_group_number_step() {
        let items = default_template();
        assert!(template_problems(&items).is_empty());
        let numbers = items
            .iter()
            .filter(|i| i.kind == ChecklistItemKind::GroupNumber)
            .count();
        assert_eq!(numbers, 1);
        assert!(items.windows(2).all(|w| w[0].due_days <= w[1].due_days));
    }

    #[test]
    fn templates_with_blank_titles_far_dates_or_two_group_numbers_are_refused() {
        let mut items = default_template();
        items[0].title = "  ".into();
        items[1].due_days = 400;
        items.push(items[4].clone());
        let fields: Vec<String> = template_problems(&items).into_iter().map(|p| p.0).collect();
        assert_eq!(fields, vec!["items[0].title", "items[1].due_days", "items"]);
        assert_eq!(template_problems(&[])[0].0, "items");
    }

    #[test]
    fn an_item_is_overdue_only_when_open_and_past_its_day() {
        let today = date(2026, 12, 1);
        assert!(is_overdue(
            &state(true, false, Some(date(2026, 11, 30))),
            today
        ));
        assert!(!is_overdue(&state(true, false, Some(today)), today));
        assert!(!is_overdue(
            &state(true, true, Some(date(2026, 11, 1))),
            today
        ));
        assert!(!is_overdue(&state(false, false, None), today));
    }

    #[test]
    fn percent_done_rounds_down() {
        assert_eq!(percent_done(1, 3), 33);
        assert_eq!(percent_done(3, 3), 100);
        assert_eq!(percent_done(0, 0), 0);
    }

    #[test]
    fn a_carrier_is_ready_with_a_group_number_and_every_required_item_done() {
        let items = vec![
            ("Application".to_string(), state(true, true, None)),
            ("EDI live".to_string(), state(false, false, None)),
        ];
        assert!(not_ready(&items, Some("G-1001")).is_empty());
        assert_eq!(not_ready(&items, None), vec!["no group number recorded"]);
        let open = vec![
            ("Application".to_string(), state(true, false, None)),
            ("ID cards".to_string(), state(true, false, None)),
        ];
        assert_eq!(
            not_ready(&open, Some("G-1")),
            vec!["2 required items not done: Application, ID cards"]
        );
    }
}
