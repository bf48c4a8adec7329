//! The demo agency's benefits catalogue: every catalogue plan its book quotes or designs with,
//! each an option of its line's category, and the life, disability, voluntary and employee
//! assistance cover its brokers place beside them, with who is eligible and their documents.

use rust_decimal::Decimal;
use uuid::Uuid;

use crate::auth::Principal;
use crate::benefits::create_category::create_category;
use crate::benefits::create_option::create_option;
use crate::benefits::dto::{
    BenefitCategoryInput, BenefitDocumentLink, BenefitEligibility, BenefitOptionInput,
};
use crate::error::AppError;
use crate::rating::usd;
use crate::state::AppState;
use crate::vocabulary::{BenefitKind, DependentsCovered, Line, MetalLevel, NetworkType};

const IP: &str = "127.0.0.1";

struct Category {
    kind: BenefitKind,
    name: &'static str,
    description: &'static str,
}

const CATEGORIES: [Category; 7] = [
    Category {
        kind: BenefitKind::Medical,
        name: "Medical",
        description: "Major medical plans from the carriers we place: HMO, PPO, EPO and POS designs at every metal level, with HSA-qualified plans among them.",
    },
    Category {
        kind: BenefitKind::Dental,
        name: "Dental",
        description: "Preventive, basic and major dental care on DPPO and DHMO networks.",
    },
    Category {
        kind: BenefitKind::Vision,
        name: "Vision",
        description: "Eye exams, lenses, and frames or contacts on the carriers' schedules.",
    },
    Category {
        kind: BenefitKind::Life,
        name: "Life and AD&D",
        description: "Employer-paid basic life and accidental death and dismemberment, and employee-paid voluntary term life for the household.",
    },
    Category {
        kind: BenefitKind::Disability,
        name: "Disability",
        description: "Income protection: short-term disability for weeks away from work, long-term disability beyond them.",
    },
    Category {
        kind: BenefitKind::Voluntary,
        name: "Voluntary benefits",
        description: "Employee-paid cover through payroll that pays cash after an accident, a critical illness or a hospital stay.",
    },
    Category {
        kind: BenefitKind::Eap,
        name: "Employee assistance",
        description: "Confidential counselling and work-life support for employees and everyone in their household.",
    },
];

/// An option the agency places beside the health plans.
struct Ancillary {
    category: &'static str,
    name: &'static str,
    carrier: &'static str,
    description: &'static str,
    classes: &'static [&'static str],
    min_hours: Option<i32>,
    waiting_days: Option<i32>,
    dependents: DependentsCovered,
    documents: &'static [(&'static str, &'static str)],
}

const ANCILLARY: [Ancillary; 8] = [
    Ancillary {
        category: "Life and AD&D",
        name: "Basic Life and AD&D, 1x salary to $50,000",
        carrier: "Pioneer Benefit Life",
        description: "Employer-paid term life of one times annual salary up to $50,000, with matching accidental death and dismemberment cover. The benefit reduces to 65% at age 65 and 50% at age 70; conversion and portability when the employee leaves.",
        classes: &["Full-time"],
        min_hours: Some(30),
        waiting_days: Some(30),
        dependents: DependentsCovered::EmployeeOnly,
        documents: &[
            ("Certificate of coverage", "https://pioneerbenefitlife.example/group/basic-life-add/certificate.pdf"),
            ("Beneficiary designation form", "https://pioneerbenefitlife.example/forms/beneficiary-designation.pdf"),
        ],
    },
    Ancillary {
        category: "Life and AD&D",
        name: "Voluntary Term Life",
        carrier: "Pioneer Benefit Life",
        description: "Employee-paid term life in $10,000 steps up to five times salary or $300,000, guaranteed issue to $100,000 when first eligible. Spouse cover up to half the employee's amount; children $10,000 each.",
        classes: &["Full-time"],
        min_hours: Some(30),
        waiting_days: Some(30),
        dependents: DependentsCovered::Family,
        documents: &[
            ("Rates by age band", "https://pioneerbenefitlife.example/group/voluntary-term-life/rates.pdf"),
            ("Evidence of insurability form", "https://pioneerbenefitlife.example/forms/evidence-of-insurability.pdf"),
        ],
    },
    Ancillary {
        category: "Disability",
        name: "Short-Term Disability, 60% to $1,000 a week",
        carrier: "Pioneer Benefit Life",
        description: "Replaces 60% of weekly earnings up to $1,000 a week for up to 12 weeks, from the 8th day of an illness and the 1st day after an accident. Coordinates with state paid family and medical leave.",
        classes: &["Full-time"],
        min_hours: Some(30),
        waiting_days: Some(90),
        dependents: DependentsCovered::EmployeeOnly,
        documents: &[(
            "Certificate of coverage",
            "https://pioneerbenefitlife.example/group/short-term-disability/certificate.pdf",
        )],
    },
    Ancillary {
        category: "Disability",
        name: "Long-Term Disability, 60% to $6,000 a month",
        carrier: "Front Range Mutual",
        description: "Replaces 60% of monthly earnings up to $6,000 a month after a 90-day elimination period, to Social Security normal retirement age. Own-occupation definition of disability for the first 24 months.",
        classes: &["Full-time"],
        min_hours: Some(30),
        waiting_days: Some(90),
        dependents: DependentsCovered::EmployeeOnly,
        documents: &[(
            "Certificate of coverage",
            "https://frontrangemutual.example/group/long-term-disability/certificate.pdf",
        )],
    },
    Ancillary {
        category: "Voluntary benefits",
        name: "Accident Insurance",
        carrier: "Pioneer Benefit Life",
        description: "Pays set amounts for injuries and their treatment after an accident on or off the job: emergency room visits, fractures, dislocations and hospital stays. Employee-paid through payroll and portable.",
        classes: &["Full-time", "Part-time"],
        min_hours: Some(20),
        waiting_days: Some(30),
        dependents: DependentsCovered::Family,
        documents: &[(
            "Schedule of benefits",
            "https://pioneerbenefitlife.example/group/accident/schedule-of-benefits.pdf",
        )],
    },
    Ancillary {
        category: "Voluntary benefits",
        name: "Critical Illness, $10,000 or $20,000",
        carrier: "Front Range Mutual",
        description: "Pays a lump sum on the first diagnosis of a covered condition: cancer, heart attack, stroke, kidney failure or a major organ transplant. Spouse cover at 50% and children at 25% at no extra cost; a $50 health screening benefit each year.",
        classes: &["Full-time"],
        min_hours: Some(30),
        waiting_days: Some(30),
        dependents: DependentsCovered::Family,
        documents: &[(
            "Outline of coverage",
            "https://frontrangemutual.example/group/critical-illness/outline-of-coverage.pdf",
        )],
    },
    Ancillary {
        category: "Voluntary benefits",
        name: "Hospital Indemnity",
        carrier: "Rocky Mountain Health",
        description: "Pays $1,000 on admission and $100 for each day in hospital, up to 30 days a year, toward deductibles and costs medical leaves to the employee. Pairs well with the HSA plans.",
        classes: &["Full-time"],
        min_hours: Some(30),
        waiting_days: Some(30),
        dependents: DependentsCovered::Family,
        documents: &[(
            "Schedule of benefits",
            "https://rockymountainhealth.example/group/hospital-indemnity/schedule-of-benefits.pdf",
        )],
    },
    Ancillary {
        category: "Employee assistance",
        name: "Employee Assistance Program",
        carrier: "Summit Health Plans",
        description: "Six confidential counselling sessions per concern each year, by video, phone or in person, for employees and their household, with legal and financial consultations and work-life referrals. Answered around the clock.",
        classes: &[],
        min_hours: None,
        waiting_days: Some(0),
        dependents: DependentsCovered::Family,
        documents: &[
            ("How to reach the EAP", "https://summithealthplans.example/eap/how-to-reach-us.pdf"),
            ("988 Suicide & Crisis Lifeline", "https://988lifeline.org/"),
        ],
    },
];

#[derive(sqlx::FromRow)]
struct BookPlan {
    id: String,
    name: String,
    line: Line,
    carrier_id: Uuid,
    carrier_name: String,
    metal_level: Option<MetalLevel>,
    network_type: NetworkType,
    network_name: Option<String>,
    hsa_eligible: bool,
    deductible_individual: i32,
    oop_max_individual: i32,
    coinsurance_pct: i32,
    copay_pcp: Option<i32>,
}

/// The agency's catalogue, unless it has one already.
pub async fn seed_benefits(state: &AppState, owner: &Principal) -> Result<(), AppError> {
    let mut tx = owner.tenant_tx(state).await?;
    let existing: i64 = sqlx::query_scalar("SELECT count(*) FROM benefit_categories")
        .fetch_one(tx.conn())
        .await?;
    let plans: Vec<BookPlan> = sqlx::query_as(
        "SELECT p.id, p.name, p.line, p.carrier_id, c.name AS carrier_name, p.metal_level, p.network_type, p.network_name,
                p.hsa_eligible, p.deductible_individual, p.oop_max_individual, p.coinsurance_pct, p.copay_pcp
         FROM public.plans p JOIN public.carriers c ON c.id = p.carrier_id
         WHERE p.active AND p.id IN (SELECT plan_id FROM quote_plans UNION SELECT plan_id FROM plan_design_plans)
         ORDER BY p.line, c.name, p.name, p.id",
    )
    .fetch_all(tx.conn())
    .await?;
    let carriers: Vec<(Uuid, String)> = sqlx::query_as("SELECT id, name FROM public.carriers")
        .fetch_all(tx.conn())
        .await?;
    tx.commit().await?;
    if existing > 0 {
        return Ok(());
    }

    let mut category_ids: Vec<(&str, BenefitKind, Uuid)> = Vec::new();
    for (i, c) in CATEGORIES.iter().enumerate() {
        let category = create_category(
            state,
            owner,
            IP,
            &BenefitCategoryInput {
                kind: c.kind,
                name: c.name.into(),
                description: Some(c.description.into()),
                position: i32::try_from(i + 1).ok(),
                version: None,
            },
        )
        .await?;
        category_ids.push((c.name, c.kind, category.id));
    }
    let category_of_line = |line: Line| {
        category_ids
            .iter()
            .find(|(_, kind, _)| kind.line() == Some(line))
            .map(|(_, _, id)| *id)
    };
    let mut names: Vec<String> = Vec::new();
    for plan in &plans {
        let Some(category_id) = category_of_line(plan.line) else {
            continue;
        };
        // The same design sold in two states has one name: the state tells them apart.
        let name = if names.contains(&plan.name.to_lowercase()) {
            format!("{} ({})", plan.name, &plan.id[5..7])
        } else {
            plan.name.clone()
        };
        names.push(name.to_lowercase());
        create_option(
            state,
            owner,
            IP,
            &BenefitOptionInput {
                category_id,
                name,
                carrier_id: plan.carrier_id,
                plan_id: Some(plan.id.clone()),
                description: Some(plan_description(plan)),
                eligibility: BenefitEligibility {
                    min_hours_per_week: Some(30),
                    waiting_period_days: Some(30),
                    employee_classes: vec!["Full-time".into()],
                    dependents: DependentsCovered::Family,
                    child_age_limit: Some(crate::eligibility::CHILD_AGE_LIMIT),
                },
                documents: vec![BenefitDocumentLink {
                    name: "Provider directory".into(),
                    url: format!(
                        "https://{}.example/find-care/{}",
                        domain_of(&plan.carrier_name),
                        plan.network_name
                            .as_deref()
                            .unwrap_or("network")
                            .to_lowercase()
                            .replace(' ', "-")
                    ),
                }],
                status: None,
                version: None,
            },
        )
        .await?;
    }
    for a in &ANCILLARY {
        let category = category_ids.iter().find(|(name, _, _)| *name == a.category);
        let carrier = carriers.iter().find(|(_, name)| name == a.carrier);
        let (Some((_, _, category_id)), Some((carrier_id, _))) = (category, carrier) else {
            continue;
        };
        create_option(
            state,
            owner,
            IP,
            &BenefitOptionInput {
                category_id: *category_id,
                name: a.name.into(),
                carrier_id: *carrier_id,
                plan_id: None,
                description: Some(a.description.into()),
                eligibility: BenefitEligibility {
                    min_hours_per_week: a.min_hours,
                    waiting_period_days: a.waiting_days,
                    employee_classes: a.classes.iter().map(|c| c.to_string()).collect(),
                    dependents: a.dependents,
                    child_age_limit: a
                        .dependents
                        .covers_children()
                        .then_some(crate::eligibility::CHILD_AGE_LIMIT),
                },
                documents: a
                    .documents
                    .iter()
                    .map(|(name, url)| BenefitDocumentLink {
                        name: name.to_string(),
                        url: url.to_string(),
                    })
                    .collect(),
                status: None,
                version: None,
            },
        )
        .await?;
    }
    Ok(())
}

/// "Rocky Mountain Health" → "rockymountainhealth".
fn domain_of(carrier: &str) -> String {
    carrier
        .chars()
        .filter(char::is_ascii_alphanumeric)
        .collect::<String>()
        .to_lowercase()
}

fn capitalized(word: &str) -> String {
    let mut chars = word.chars();
    chars
        .next()
        .map(|first| first.to_uppercase().chain(chars).collect())
        .unwrap_or_default()
}

fn dollars(amount: i32) -> String {
    usd(Decimal::from(amount))
        .trim_end_matches(".00")
        .to_string()
}

/// What a broker says of the plan in one or two sentences.
fn plan_description(p: &BookPlan) -> String {
    let network = p.network_name.as_deref().unwrap_or(&p.carrier_name);
    match p.line {
        Line::Medical => {
            let metal = p.metal_level.map(|m| m.as_str()).unwrap_or("medical");
            let mut text = format!(
                "{} {} plan on the {network} network{}: {} deductible, {} out-of-pocket maximum, {}% coinsurance",
                capitalized(metal),
                p.network_type,
                if p.hsa_eligible { ", HSA-qualified" } else { "" },
                dollars(p.deductible_individual),
                dollars(p.oop_max_individual),
                p.coinsurance_pct,
            );
            match p.copay_pcp {
                Some(copay) => text.push_str(&format!(", {} primary care visits.", dollars(copay))),
                None => text.push_str(", the deductible first for everything but preventive care."),
            }
            text
        }
        Line::Dental => format!(
            "{} dental plan on the {network} network: preventive care covered in full, basic and major services at {}% after a {} deductible, {} annual maximum a person.",
            p.network_type,
            100 - p.coinsurance_pct,
            dollars(p.deductible_individual),
            dollars(p.oop_max_individual),
        ),
        Line::Vision => format!(
            "Vision plan on the {network} network: a yearly eye exam for a {} copay, lenses and frames or contacts on the plan's schedule.",
            dollars(p.deductible_individual),
        ),
    }
}
