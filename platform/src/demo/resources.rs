//! The demo agency's resource library: an FMLA leave request form, a Section 125 premium-only
//! plan summary, a COBRA general notice guide for employers and a summary of benefits of one
//! of the group's medical plans, each a PDF in the agency's brand. The group's HR sees the
//! plan summary and the COBRA guide; its employees see the benefits summary too.

use chrono::{Datelike, Days, NaiveDate};
use tenants::{Agency, TenantTx};
use uuid::Uuid;

use crate::auth::Principal;
use crate::brand::letterhead::letterhead;
use crate::error::AppError;
use crate::pdf::report::{Column, Letterhead, Report, INK, MUTED};
use crate::resources::dto::ResourceShareRequest;
use crate::resources::share_resource::share_resource;
use crate::resources::upload_resource::{add_resource, Details};
use crate::state::AppState;
use crate::vocabulary::ResourceCategory;

const IP: &str = "127.0.0.1";

/// The medical plan most of the group elected in its latest approved design, as its carrier
/// files it.
#[derive(Debug, sqlx::FromRow)]
struct MedicalPlan {
    name: String,
    carrier_name: String,
    metal_level: Option<String>,
    network_type: String,
    hsa_eligible: bool,
    deductible_individual: i32,
    deductible_family: i32,
    oop_max_individual: i32,
    oop_max_family: i32,
    coinsurance_pct: i32,
    copay_pcp: Option<i32>,
    copay_specialist: Option<i32>,
    copay_er: Option<i32>,
    copay_urgent_care: Option<i32>,
    copay_generic_rx: Option<i32>,
    effective_date: NaiveDate,
}

pub async fn seed_resources(
    state: &AppState,
    agency: &Agency,
    owner: &Principal,
    group_name: &str,
) -> Result<(), AppError> {
    let mut tx = TenantTx::begin(&state.pool, agency).await?;
    let group_id: Uuid = sqlx::query_scalar("SELECT id FROM groups WHERE name = $1")
        .bind(group_name)
        .fetch_one(tx.conn())
        .await?;
    let plan: Option<MedicalPlan> = sqlx::query_as(
        "SELECT p.name, c.name AS carrier_name, p.metal_level, p.network_type, p.hsa_eligible,
                p.deductible_individual, p.deductible_family, p.oop_max_individual, p.oop_max_family,
                p.coinsurance_pct, p.copay_pcp, p.copay_specialist, p.copay_er, p.copay_urgent_care,
                p.copay_generic_rx, d.effective_date
         FROM plan_designs d
         JOIN plan_design_plans dp ON dp.design_id = d.id AND dp.line = 'medical'
         JOIN public.plans p ON p.id = dp.plan_id
         JOIN public.carriers c ON c.id = p.carrier_id
         WHERE d.group_id = $1
         ORDER BY d.status = 'approved' DESC, d.plan_year DESC, d.number DESC,
                  (SELECT count(*) FROM enrollment_elections el
                   JOIN enrollment_submissions s ON s.id = el.submission_id
                   JOIN employees e ON e.id = s.employee_id
                   WHERE el.plan_id = dp.plan_id AND e.group_id = d.group_id) DESC,
                  dp.position
         LIMIT 1",
    )
    .bind(group_id)
    .fetch_optional(tx.conn())
    .await?;
    tx.commit().await?;
    let paper = letterhead(state, agency).await?;
    let pdf = |bytes: Result<Vec<u8>, String>| bytes.map_err(AppError::Internal);

    let fmla = add_resource(
        state,
        owner,
        IP,
        "FMLA leave request form.pdf".into(),
        pdf(fmla_form(&paper))?,
        Details {
            title: Some("FMLA leave request form".into()),
            category: ResourceCategory::Form,
            description: Some(
                "For an employee asking for job-protected leave under the Family and Medical \
                 Leave Act: the reason, the dates and whether the leave is continuous or \
                 intermittent. HR returns the designation notice within five business days."
                    .into(),
            ),
        },
    )
    .await?;
    let pop = add_resource(
        state,
        owner,
        IP,
        "Section 125 premium-only plan summary.pdf".into(),
        pdf(premium_only_plan(&paper, group_name))?,
        Details {
            title: Some("Section 125 premium-only plan summary".into()),
            category: ResourceCategory::PlanDocument,
            description: Some(
                "How employees' share of the premiums is deducted before tax, who takes part, \
                 and when an election may change during the plan year."
                    .into(),
            ),
        },
    )
    .await?;
    let cobra = add_resource(
        state,
        owner,
        IP,
        "COBRA general notice guide.pdf".into(),
        pdf(cobra_guide(&paper))?,
        Details {
            title: Some("COBRA general notice: an employer's guide".into()),
            category: ResourceCategory::ComplianceGuide,
            description: Some(
                "Who gets the general notice and when, the deadlines after a qualifying event, \
                 how long continuation lasts and what it may cost."
                    .into(),
            ),
        },
    )
    .await?;
    let sbc = match &plan {
        Some(plan) => Some(
            add_resource(
                state,
                owner,
                IP,
                format!("{} SBC summary.pdf", plan.name),
                pdf(benefits_summary(&paper, group_name, plan))?,
                Details {
                    title: Some(format!("{} — summary of benefits", plan.name)),
                    category: ResourceCategory::PlanDocument,
                    description: Some(format!(
                        "What the {} plan pays and what you pay: deductible, out-of-pocket \
                         maximum, copays and coinsurance, from {}'s summary of benefits and \
                         coverage.",
                        plan.name, plan.carrier_name
                    )),
                },
            )
            .await?,
        ),
        None => None,
    };

    let share = |visible_to_employees: bool| ResourceShareRequest {
        group_ids: vec![group_id],
        visible_to_employees,
    };
    share_resource(state, owner, IP, pop.id, &share(false)).await?;
    share_resource(state, owner, IP, cobra.id, &share(false)).await?;
    // What the group's employees see: their plan's summary, or the leave form without one.
    let for_employees = sbc.map_or(fmla.id, |s| s.id);
    share_resource(state, owner, IP, for_employees, &share(true)).await?;
    Ok(())
}

fn dollars(amount: i32) -> String {
    let digits = amount.abs().to_string();
    let mut grouped = String::new();
    for (i, c) in digits.chars().enumerate() {
        if i > 0 && (digits.len() - i).is_multiple_of(3) {
            grouped.push(',');
        }
        grouped.push(c);
    }
    format!("${grouped}")
}

fn copay(amount: Option<i32>, after_deductible: &str) -> String {
    match amount {
        Some(0) => "No charge".into(),
        Some(a) => format!("{} copay", dollars(a)),
        None => after_deductible.to_string(),
    }
}

const FIELD_COLUMNS: [Column; 2] = [
    Column::text("Question", 240.0),
    Column::text("Your answer", 472.0),
];

fn blank_rows(labels: &[&str]) -> Vec<Vec<String>> {
    labels
        .iter()
        .map(|l| vec![(*l).to_string(), String::new()])
        .collect()
}

fn fmla_form(paper: &Letterhead) -> Result<Vec<u8>, String> {
    let mut r = Report::new(paper, "Form", "FMLA leave request");
    r.title("Request for family and medical leave (FMLA)");
    r.paragraph(
        "You may take up to 12 workweeks of unpaid, job-protected leave in a 12-month period (26 \
         workweeks to care for a covered servicemember) if you have worked for your employer for \
         at least 12 months and at least 1,250 hours in the last 12 months, at a site with 50 or \
         more employees within 75 miles. Your group health coverage continues on the same terms \
         during the leave.",
        9.5,
        INK,
    );
    r.paragraph(
        "Give this form to HR 30 days before the leave when you can foresee it, otherwise as soon \
         as you can. When the leave is for a serious health condition, HR will ask for a \
         certification from the health care provider, due within 15 calendar days.",
        9.5,
        INK,
    );
    r.heading("1. About you");
    r.table(
        &FIELD_COLUMNS,
        &blank_rows(&[
            "Name",
            "Employee ID",
            "Job title and department",
            "Supervisor",
            "Phone and email during the leave",
        ]),
    );
    r.heading("2. Reason for the leave (mark one)");
    r.table(
        &[Column::text("Mark", 40.0), Column::text("Reason", 672.0)],
        &[
            "The birth of your child, and bonding with the newborn within a year",
            "A child placed with you for adoption or foster care, and bonding within a year",
            "Care of your spouse, child or parent with a serious health condition",
            "Your own serious health condition that keeps you from doing your job",
            "A qualifying exigency of a family member's call to active military duty",
            "Care of a covered servicemember with a serious injury or illness (next of kin)",
        ]
        .iter()
        .map(|reason| vec!["[   ]".to_string(), (*reason).to_string()])
        .collect::<Vec<_>>(),
    );
    r.heading("3. When");
    r.table(
        &FIELD_COLUMNS,
        &blank_rows(&[
            "First day of leave",
            "Expected return to work",
            "Continuous, intermittent or a reduced schedule",
            "If intermittent: how often and for how long",
        ]),
    );
    r.heading("4. Signature");
    r.table(
        &FIELD_COLUMNS,
        &blank_rows(&["Employee signature", "Date", "Received by HR (name, date)"]),
    );
    let name = paper.name.clone();
    r.finish(
        move |page, pages| {
            format!("{name} · FMLA leave request · Keep a copy for your records.   Page {page} of {pages}")
        },
        "Request for family and medical leave (FMLA)",
    )
}

fn premium_only_plan(paper: &Letterhead, group_name: &str) -> Result<Vec<u8>, String> {
    let mut r = Report::new(paper, "Plan summary", group_name);
    r.title(&format!("{group_name} premium-only plan (Section 125)"));
    r.paragraph(
        "This plan lets you pay your share of the group's health premiums from your pay before \
         federal income tax, Social Security and Medicare tax are taken out, and before state \
         income tax in most states. You pay less tax, so the same coverage costs you less.",
        9.5,
        INK,
    );
    r.heading("The plan at a glance");
    r.table(
        &[Column::text("Plan fact", 240.0), Column::text("Detail", 472.0)],
        &[
            ["Plan", "Premium-only plan under Section 125 of the Internal Revenue Code"],
            ["Sponsor and administrator", group_name],
            ["Who takes part", "Every employee eligible for the group's medical plan who elects coverage"],
            ["What is paid before tax", "Your share of medical, dental and vision premiums, for you and the dependents you cover"],
            ["Plan year", "The group's benefits plan year"],
            ["Cost to you", "None: the plan has no fees"],
        ]
        .iter()
        .map(|row| row.iter().map(|c| (*c).to_string()).collect())
        .collect::<Vec<_>>(),
    );
    r.heading("An example");
    r.table(
        &[
            Column::text("For a year", 400.0),
            Column::figures("After tax", 150.0),
            Column::figures("Before tax", 150.0),
        ],
        &[
            [
                "Your premium share for the year ($200 a month)",
                "$2,400",
                "$2,400",
            ],
            ["Federal income tax on that pay (22%)", "$528", "$0"],
            [
                "Social Security and Medicare on that pay (7.65%)",
                "$184",
                "$0",
            ],
            ["What the coverage costs you", "$3,112", "$2,400"],
        ]
        .iter()
        .map(|row| row.iter().map(|c| (*c).to_string()).collect())
        .collect::<Vec<_>>(),
    );
    r.heading("Changing your election during the year");
    r.paragraph(
        "The election you make at open enrollment lasts the whole plan year. You may change it \
         during the year only with a change in status that affects your eligibility, and the \
         change must be consistent with it: marriage, divorce or legal separation; the birth, \
         adoption or death of a dependent; you, your spouse or a dependent starting or ending a \
         job or changing hours; a dependent becoming or ceasing to be eligible; a move out of \
         the plan's service area; a HIPAA special enrollment right; gaining Medicare or \
         Medicaid. Tell HR within 30 days of the event.",
        9.5,
        INK,
    );
    r.paragraph(
        "Pre-tax premiums lower the pay Social Security counts, which may slightly lower the \
         benefit it pays you later.",
        9.0,
        MUTED,
    );
    let name = paper.name.clone();
    let group = group_name.to_string();
    r.finish(
        move |page, pages| {
            format!("Prepared by {name} for {group}. A summary of the plan document, which governs.   Page {page} of {pages}")
        },
        &format!("{group_name} premium-only plan summary"),
    )
}

fn cobra_guide(paper: &Letterhead) -> Result<Vec<u8>, String> {
    let mut r = Report::new(paper, "Compliance guide", "COBRA general notice");
    r.title("COBRA general notice: an employer's guide");
    r.paragraph(
        "Federal COBRA applies to group health plans of employers with 20 or more employees on \
         more than half of their typical business days in the previous calendar year; smaller \
         employers are often covered by their state's continuation law. It lets employees and \
         their families keep the group's coverage for a while when it would otherwise end.",
        9.5,
        INK,
    );
    r.heading("The deadlines");
    r.table(
        &[
            Column::text("What", 250.0),
            Column::text("Who", 150.0),
            Column::text("When", 312.0),
        ],
        &[
            [
                "General notice",
                "Plan administrator",
                "Within 90 days of an employee's (and spouse's) coverage starting",
            ],
            [
                "Notice of a qualifying event",
                "Employer",
                "Within 30 days of termination, reduced hours, death or Medicare entitlement",
            ],
            [
                "Notice of divorce or a child ageing out",
                "Employee or family",
                "Within 60 days of the event",
            ],
            [
                "Election notice",
                "Plan administrator",
                "Within 14 days of learning of the qualifying event",
            ],
            [
                "Electing COBRA",
                "Each qualified beneficiary",
                "At least 60 days from the later of the notice and the loss of coverage",
            ],
            [
                "First premium",
                "Qualified beneficiary",
                "Within 45 days of electing",
            ],
            [
                "Later premiums",
                "Qualified beneficiary",
                "Monthly, with a grace period of at least 30 days",
            ],
        ]
        .iter()
        .map(|row| row.iter().map(|c| (*c).to_string()).collect())
        .collect::<Vec<_>>(),
    );
    r.heading("How long continuation lasts");
    r.table(
        &[
            Column::text("Qualifying event", 460.0),
            Column::figures("Up to", 252.0),
        ],
        &[
            [
                "The employee's job ends (other than for gross misconduct) or hours are reduced",
                "18 months",
            ],
            [
                "The same, with a qualified beneficiary disabled within the first 60 days",
                "29 months",
            ],
            [
                "The employee dies, divorces or becomes entitled to Medicare",
                "36 months",
            ],
            [
                "A child is no longer a dependent under the plan",
                "36 months",
            ],
        ]
        .iter()
        .map(|row| row.iter().map(|c| (*c).to_string()).collect())
        .collect::<Vec<_>>(),
    );
    r.heading("What it may cost");
    r.paragraph(
        "The plan may charge up to 102% of the full premium (the employer's and the employee's \
         share, plus 2% for administration), and up to 150% during a disability extension \
         beyond 18 months.",
        9.5,
        INK,
    );
    r.heading("Keep records");
    r.paragraph(
        "Send the general notice by first-class mail to the employee's home address (one notice \
         may cover a spouse living there), keep a copy and a record of the date it was mailed, \
         and use the Department of Labor's model notice so that nothing required is left out.",
        9.5,
        INK,
    );
    let name = paper.name.clone();
    r.finish(
        move |page, pages| {
            format!("{name} · A guide, not legal advice: the plan's counsel has the last word.   Page {page} of {pages}")
        },
        "COBRA general notice: an employer's guide",
    )
}

fn benefits_summary(
    paper: &Letterhead,
    group_name: &str,
    plan: &MedicalPlan,
) -> Result<Vec<u8>, String> {
    let start = plan.effective_date;
    let end = start
        .with_year(start.year() + 1)
        .and_then(|d| d.checked_sub_days(Days::new(1)))
        .unwrap_or(start);
    let mut r = Report::new(paper, "Summary of benefits", group_name);
    r.title(&format!("{} — summary of benefits", plan.name));
    let metal = plan
        .metal_level
        .as_deref()
        .map(|m| format!("{}{} · ", m[..1].to_uppercase(), &m[1..]))
        .unwrap_or_default();
    r.paragraph(
        &format!(
            "{} · {metal}{} · coverage from {} to {} · {}",
            plan.carrier_name,
            plan.network_type,
            start.format("%B %-d, %Y"),
            end.format("%B %-d, %Y"),
            if plan.hsa_eligible {
                "HSA-eligible"
            } else {
                "not HSA-eligible"
            }
        ),
        10.0,
        MUTED,
    );
    let coinsurance = format!("{}% coinsurance after the deductible", plan.coinsurance_pct);
    r.heading("What you pay in the network");
    r.table(
        &[
            Column::text("Benefit", 360.0),
            Column::text("You pay", 352.0),
        ],
        &[
            [
                "Deductible".to_string(),
                format!(
                    "{} a person, {} a family",
                    dollars(plan.deductible_individual),
                    dollars(plan.deductible_family)
                ),
            ],
            [
                "Out-of-pocket maximum".to_string(),
                format!(
                    "{} a person, {} a family",
                    dollars(plan.oop_max_individual),
                    dollars(plan.oop_max_family)
                ),
            ],
            ["Preventive care".to_string(), "No charge".to_string()],
            [
                "Primary care visit".to_string(),
                copay(plan.copay_pcp, &coinsurance),
            ],
            [
                "Specialist visit".to_string(),
                copay(plan.copay_specialist, &coinsurance),
            ],
            [
                "Urgent care".to_string(),
                copay(plan.copay_urgent_care, &coinsurance),
            ],
            [
                "Emergency room".to_string(),
                copay(plan.copay_er, &coinsurance),
            ],
            [
                "Generic drugs".to_string(),
                copay(plan.copay_generic_rx, &coinsurance),
            ],
            ["Hospital stay".to_string(), coinsurance.clone()],
        ]
        .into_iter()
        .map(Vec::from)
        .collect::<Vec<_>>(),
    );
    r.paragraph(
        "The deductible is what you pay for covered care each plan year before the plan starts \
         to share the cost; copays for office visits and drugs apply from the first visit. Once \
         you reach the out-of-pocket maximum, the plan pays for covered care in the network for \
         the rest of the year.",
        9.5,
        INK,
    );
    r.paragraph(
        "A digest of the carrier's summary of benefits and coverage (SBC): the SBC and the \
         policy govern. Ask HR for the full SBC and the glossary of terms.",
        9.0,
        MUTED,
    );
    let name = paper.name.clone();
    let group = group_name.to_string();
    r.finish(
        move |page, pages| format!("Prepared by {name} for {group}.   Page {page} of {pages}"),
        &format!("{} — summary of benefits", plan.name),
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn amounts_read_as_dollars() {
        assert_eq!(dollars(0), "$0");
        assert_eq!(dollars(750), "$750");
        assert_eq!(dollars(1500), "$1,500");
        assert_eq!(dollars(12_000), "$12,000");
        assert_eq!(dollars(1_234_567), "$1,234,567");
        assert_eq!(copay(Some(0), "after"), "No charge");
        assert_eq!(copay(Some(35), "after"), "$35 copay");
        assert_eq!(copay(None, "20% after"), "20% after");
    }

    #[test]
    fn the_documents_are_pdfs() {
        let paper = Letterhead {
            name: "Summit Benefits Group".into(),
            primary: "#1f5f8b".into(),
            logo: None,
        };
        for pdf in [
            fmla_form(&paper).unwrap(),
            premium_only_plan(&paper, "Brightpath Dental Partners").unwrap(),
            cobra_guide(&paper).unwrap(),
        ] {
            assert!(pdf.starts_with(b"%PDF-"));
        }
    }
}
