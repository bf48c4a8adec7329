//! The renewal proposal the broker hands the employer, in the agency's brand: what the plan year
//! in force costs against its renewal per line and per plan, the quoted alternatives priced for
//! the same people, the broker's recommendation per line, and the children who age off.

use rust_decimal::Decimal;

use super::dto::{
    AlternativePlan, ComparedAlternative, RenewalComparison, RenewalCost, RenewalDecisionView,
};
use crate::money;
use crate::pdf::report::{Column, Letterhead, Report, INK, MUTED};
use crate::rating::usd;
use crate::vocabulary::{
    Line, RenewalDecision, RenewalDecisionStatus, RenewalMapping, RenewalRateSource,
};

pub struct RenewalProposal<'a> {
    pub letterhead: &'a Letterhead,
    pub comparison: &'a RenewalComparison,
    pub decision: Option<&'a RenewalDecisionView>,
}

pub fn pdf(doc: &RenewalProposal) -> Result<Vec<u8>, String> {
    let c = doc.comparison;
    let mut report = Report::new(doc.letterhead, "Renewal proposal", &c.group_name);
    report.title(&c.group_name);
    report.paragraph(&facts(c), 10.0, MUTED);
    if let Some(blocked) = &c.blocked {
        report.paragraph(blocked, 10.0, INK);
    }
    report.heading("Cost a month, in force and renewed");
    report.table(&SUMMARY_COLUMNS, &summary_rows(c));
    report.heading("Plan by plan");
    report.table(&PLAN_COLUMNS, &plan_rows(c));
    for a in &c.alternatives {
        report.heading(&format!(
            "Alternative: quote {} — {}",
            a.quote_number, a.quote_name
        ));
        report.table(&ALTERNATIVE_COLUMNS, &alternative_rows(a));
    }
    if let Some(d) = doc.decision.filter(|d| !d.lines.is_empty()) {
        report.heading("Our recommendation");
        if let Some(status) = decision_status(d) {
            report.paragraph(&status, 9.0, MUTED);
        }
        report.table(&DECISION_COLUMNS, &decision_rows(d));
    }
    if !c.aged_off.is_empty() {
        report.heading("Children who age off");
        report.paragraph(
            "Covered today and 26 by the new effective date: they leave the plans on that date and are told so.",
            9.0,
            MUTED,
        );
        report.table(&AGED_OFF_COLUMNS, &aged_off_rows(c));
    }
    report.finish(
        |page, pages| {
            format!(
                "Prepared by {} for {}. Monthly costs of everyone enrolled today at their ages on {}, under the contribution strategy in force; renewal rates as the carriers quoted them.   Page {page} of {pages}",
                doc.letterhead.name,
                c.group_name,
                c.effective_date.format("%B %-d, %Y"),
            )
        },
        &format!("{} — renewal {}", c.group_name, c.plan_year),
    )
}

fn facts(c: &RenewalComparison) -> String {
    let mut facts = format!(
        "Renewal for the plan year from {} · {} employees enrolled",
        c.effective_date.format("%B %-d, %Y"),
        c.enrolled_employees
    );
    if let Some(current) = c.current_effective_date {
        facts.push_str(&format!(
            " · plan year in force from {}",
            current.format("%B %-d, %Y")
        ));
    }
    facts.push_str(&format!(
        " · prepared {}",
        chrono::Utc::now().format("%B %-d, %Y")
    ));
    facts
}

fn dollars(cents: i64) -> String {
    usd(money::dollars(cents))
}

/// A change in dollars with its sign: "+$12.50", "-$3.00", "$0.00".
fn signed(cents: i64) -> String {
    match cents {
        0 => dollars(0),
        c if c > 0 => format!("+{}", dollars(c)),
        c => dollars(c),
    }
}

/// A change in percent with its sign and one decimal: "+8.5 %".
fn percent(pct: f64) -> String {
    let rounded = Decimal::try_from(pct).unwrap_or_default().round_dp(1);
    if rounded.is_zero() {
        "0.0 %".to_string()
    } else if rounded.is_sign_positive() {
        format!("+{rounded:.1} %")
    } else {
        format!("{rounded:.1} %")
    }
}

fn or_dash(text: Option<String>) -> String {
    text.unwrap_or_else(|| "—".to_string())
}

fn line_label(line: Line) -> &'static str {
    match line {
        Line::Medical => "Medical",
        Line::Dental => "Dental",
        Line::Vision => "Vision",
    }
}

const SUMMARY_COLUMNS: [Column; 8] = [
    Column::text("Line", 110.0),
    Column::figures("Enrolled", 60.0),
    Column::figures("In force", 90.0),
    Column::figures("Renewal", 90.0),
    Column::figures("Change", 80.0),
    Column::figures("Change %", 60.0),
    Column::figures("Employer renewed", 95.0),
    Column::figures("Employees renewed", 95.0),
];

fn cost_row(
    label: String,
    enrolled: i32,
    current: RenewalCost,
    renewal: Option<RenewalCost>,
    change_cents: Option<i64>,
    change_pct: Option<f64>,
) -> Vec<String> {
    vec![
        label,
        enrolled.to_string(),
        dollars(current.premium_cents),
        or_dash(renewal.map(|r| dollars(r.premium_cents))),
        or_dash(change_cents.map(signed)),
        or_dash(change_pct.map(percent)),
        or_dash(renewal.map(|r| dollars(r.employer_cents))),
        or_dash(renewal.map(|r| dollars(r.employee_cents))),
    ]
}

fn summary_rows(c: &RenewalComparison) -> Vec<Vec<String>> {
    let mut rows: Vec<Vec<String>> = c
        .lines
        .iter()
        .map(|l| {
            cost_row(
                line_label(l.line).to_string(),
                l.enrolled,
                l.current,
                l.renewal,
                l.change_cents,
                l.change_pct,
            )
        })
        .collect();
    rows.push(cost_row(
        "All lines".to_string(),
        c.enrolled_employees,
        c.current,
        c.renewal,
        c.change_cents,
        c.change_pct,
    ));
    rows
}

const PLAN_COLUMNS: [Column; 10] = [
    Column::text("Line", 46.0),
    Column::text("Plan in force", 112.0),
    Column::text("Carrier", 84.0),
    Column::text("Renews as", 112.0),
    Column::text("Renewal rates", 72.0),
    Column::figures("Enrolled", 44.0),
    Column::figures("In force", 66.0),
    Column::figures("Renewal", 66.0),
    Column::figures("Change", 62.0),
    Column::figures("Change %", 44.0),
];

fn renews_as(mapping: RenewalMapping, renewal_plan: Option<&str>) -> String {
    match (mapping, renewal_plan) {
        (RenewalMapping::Discontinued, _) => "Discontinued, not yet replaced".to_string(),
        (RenewalMapping::Same, _) => "Same plan".to_string(),
        (RenewalMapping::Successor, Some(p)) => format!("{p} (carrier's successor)"),
        (RenewalMapping::Replacement, Some(p)) => format!("{p} (replacement)"),
        (_, None) => "—".to_string(),
    }
}

fn rate_source(source: RenewalRateSource) -> &'static str {
    match source {
        RenewalRateSource::Percent => "Carrier's % change",
        RenewalRateSource::Uploaded => "Carrier's rates file",
        RenewalRateSource::Catalogue => "Catalogue, new year",
        RenewalRateSource::Missing => "Awaited",
    }
}

fn plan_rows(c: &RenewalComparison) -> Vec<Vec<String>> {
    c.plans
        .iter()
        .map(|p| {
            vec![
                line_label(p.line).to_string(),
                p.current_plan_name.clone(),
                p.carrier_name.clone(),
                renews_as(p.mapping, p.renewal_plan_name.as_deref()),
                rate_source(p.rate_source).to_string(),
                p.enrolled.to_string(),
                dollars(p.current.premium_cents),
                or_dash(p.renewal.map(|r| dollars(r.premium_cents))),
                or_dash(p.change_cents.map(signed)),
                or_dash(p.change_pct.map(percent)),
            ]
        })
        .collect()
}

const ALTERNATIVE_COLUMNS: [Column; 9] = [
    Column::text("Line", 52.0),
    Column::text("Plan", 144.0),
    Column::text("Carrier", 98.0),
    Column::figures("Enrolled", 46.0),
    Column::figures("Monthly", 70.0),
    Column::figures("Employer", 70.0),
    Column::figures("Employees", 70.0),
    Column::figures("vs in force", 80.0),
    Column::figures("vs renewal", 80.0),
];

fn alternative_rows(a: &ComparedAlternative) -> Vec<Vec<String>> {
    a.plans.iter().map(alternative_row).collect()
}

fn alternative_row(p: &AlternativePlan) -> Vec<String> {
    vec![
        line_label(p.line).to_string(),
        p.plan_name.clone(),
        p.carrier_name.clone(),
        p.enrolled.to_string(),
        dollars(p.cost.premium_cents),
        dollars(p.cost.employer_cents),
        dollars(p.cost.employee_cents),
        percent(p.change_vs_current_pct),
        or_dash(p.change_vs_renewal_pct.map(percent)),
    ]
}

const DECISION_COLUMNS: [Column; 3] = [
    Column::text("Line", 80.0),
    Column::text("Recommendation", 140.0),
    Column::text("Why", 490.0),
];

fn decision_label(decision: RenewalDecision) -> &'static str {
    match decision {
        RenewalDecision::Renew => "Renew as mapped",
        RenewalDecision::ChangePlans => "Change plans",
        RenewalDecision::Shop => "Keep shopping",
        RenewalDecision::Drop => "Stop offering the line",
    }
}

fn decision_status(d: &RenewalDecisionView) -> Option<String> {
    let when = |at: Option<chrono::DateTime<chrono::Utc>>| {
        at.map(|a| a.format(" on %B %-d, %Y").to_string())
            .unwrap_or_default()
    };
    let by = |name: &Option<String>| {
        name.as_deref()
            .map(|n| format!(" by {n}"))
            .unwrap_or_default()
    };
    match d.status {
        RenewalDecisionStatus::Draft => None,
        RenewalDecisionStatus::Sent => Some(format!(
            "Sent for the employer's approval{}{}.",
            when(d.sent_at),
            by(&d.sent_by_name)
        )),
        RenewalDecisionStatus::Approved => Some(format!(
            "Approved{}{}.",
            by(&d.decided_by_name),
            when(d.decided_at)
        )),
        RenewalDecisionStatus::ChangesRequested => Some(format!(
            "Changes asked for{}{}.",
            by(&d.decided_by_name),
            when(d.decided_at)
        )),
    }
}

fn decision_rows(d: &RenewalDecisionView) -> Vec<Vec<String>> {
    d.lines
        .iter()
        .map(|l| {
            vec![
                line_label(l.line).to_string(),
                decision_label(l.decision).to_string(),
                l.note.clone().unwrap_or_default(),
            ]
        })
        .collect()
}

const AGED_OFF_COLUMNS: [Column; 5] = [
    Column::text("Dependent", 170.0),
    Column::text("Employee", 170.0),
    Column::text("Born", 100.0),
    Column::figures("Age then", 60.0),
    Column::text("Leaves", 200.0),
];

fn aged_off_rows(c: &RenewalComparison) -> Vec<Vec<String>> {
    c.aged_off
        .iter()
        .map(|d| {
            vec![
                d.name.clone(),
                d.employee_name.clone(),
                d.dob.format("%B %-d, %Y").to_string(),
                d.age.to_string(),
                d.lines
                    .iter()
                    .map(|l| line_label(*l))
                    .collect::<Vec<_>>()
                    .join(", "),
            ]
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn changes_read_with_their_sign() {
        assert_eq!(signed(125_050), "+$1,250.50");
        assert_eq!(signed(-300), "-$3.00");
        assert_eq!(signed(0), "$0.00");
        assert_eq!(percent(8.5), "+8.5 %");
        assert_eq!(percent(-12.349), "-12.3 %");
        assert_eq!(percent(0.04), "0.0 %");
        assert_eq!(percent(12.0), "+12.0 %");
    }

    #[test]
    fn a_plan_says_what_it_renews_as() {
        assert_eq!(
            renews_as(RenewalMapping::Same, Some("Gold PPO")),
            "Same plan"
        );
        assert_eq!(
            renews_as(RenewalMapping::Successor, Some("Dental Plus 2")),
            "Dental Plus 2 (carrier's successor)"
        );
        assert_eq!(
            renews_as(RenewalMapping::Discontinued, None),
            "Discontinued, not yet replaced"
        );
    }

    #[test]
    fn the_total_row_follows_the_lines() {
        let cost = |premium, employer| RenewalCost {
            premium_cents: premium,
            employer_cents: employer,
            employee_cents: premium - employer,
        };
        let row = cost_row(
            "All lines".into(),
            12,
            cost(100_000, 75_000),
            Some(cost(108_500, 81_375)),
            Some(8_500),
            Some(8.5),
        );
        assert_eq!(
            row,
            [
                "All lines",
                "12",
                "$1,000.00",
                "$1,085.00",
                "+$85.00",
                "+8.5 %",
                "$813.75",
                "$271.25"
            ]
        );
        let unpriced = cost_row("Vision".into(), 3, cost(3_000, 3_000), None, None, None);
        assert_eq!(unpriced[3..], ["—", "—", "—", "—", "—"]);
    }
}
