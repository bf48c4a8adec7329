//! The rules of the benefits catalogue: what a category and an option must be, which plan an
//! option may be, and an option's eligibility said in words. Pure.

use uuid::Uuid;

use crate::eligibility::CHILD_AGE_LIMIT;
use crate::error::{AppError, FieldErrors};
use crate::list::trimmed;
use crate::vocabulary::{BenefitKind, BenefitOptionStatus, DependentsCovered, Line};

pub const CATEGORY_NAME_MAX: usize = 80;
pub const CATEGORY_DESCRIPTION_MAX: usize = 1000;
pub const LAST_POSITION: i32 = 1000;
pub const OPTION_NAME_MAX: usize = 120;
pub const OPTION_DESCRIPTION_MAX: usize = 4000;
/// A full working week.
pub const MAX_HOURS_PER_WEEK: i32 = 40;
/// The longest waiting period a group health plan may impose.
pub const HEALTH_PLAN_MAX_WAIT_DAYS: i32 = 90;
pub const MAX_WAIT_DAYS: i32 = 365;
pub const MAX_CLASSES: usize = 10;
pub const CLASS_NAME_MAX: usize = 60;
pub const MAX_DOCUMENTS: usize = 10;
pub const DOCUMENT_NAME_MAX: usize = 120;
pub const URL_MAX: usize = 2000;
pub const OLDEST_CHILD_AGE_LIMIT: i32 = 30;

impl BenefitKind {
    /// The line of coverage whose catalogue plans an option of this kind may be.
    pub fn line(self) -> Option<Line> {
        match self {
            BenefitKind::Medical => Some(Line::Medical),
            BenefitKind::Dental => Some(Line::Dental),
            BenefitKind::Vision => Some(Line::Vision),
            _ => None,
        }
    }

    pub fn label(self) -> &'static str {
        match self {
            BenefitKind::Medical => "medical",
            BenefitKind::Dental => "dental",
            BenefitKind::Vision => "vision",
            BenefitKind::Life => "life",
            BenefitKind::Disability => "disability",
            BenefitKind::Voluntary => "voluntary",
            BenefitKind::Eap => "employee assistance",
            BenefitKind::Wellness => "wellness",
            BenefitKind::Other => "other",
        }
    }
}

impl DependentsCovered {
    pub fn covers_children(self) -> bool {
        matches!(
            self,
            DependentsCovered::Children | DependentsCovered::Family
        )
    }
}

/// A category as asked.
#[derive(Debug, Clone)]
pub struct CategoryDraft {
    pub kind: BenefitKind,
    pub name: String,
    pub description: Option<String>,
    /// Where on the overview; by default after the last.
    pub position: Option<i32>,
}

/// A category as stored: trimmed and checked.
#[derive(Debug, Clone, PartialEq, serde::Serialize)]
pub struct CleanCategory {
    pub kind: BenefitKind,
    pub name: String,
    pub description: String,
    pub position: Option<i32>,
}

/// Checks a category; `name_taken` says whether another category of the agency has its name.
pub fn check_category(d: &CategoryDraft, name_taken: bool) -> Result<CleanCategory, AppError> {
    let name = d.name.trim().to_string();
    let description = trimmed(&d.description).unwrap_or_default();
    let mut errors = FieldErrors::default();
    errors.check(!name.is_empty(), "name", "enter the category's name");
    errors.check(
        name.chars().count() <= CATEGORY_NAME_MAX,
        "name",
        &format!("use at most {CATEGORY_NAME_MAX} characters"),
    );
    errors.check(
        !name_taken,
        "name",
        "another category of your agency has this name",
    );
    errors.check(
        description.chars().count() <= CATEGORY_DESCRIPTION_MAX,
        "description",
        &format!("use at most {CATEGORY_DESCRIPTION_MAX} characters"),
    );
    errors.check(
        d.position.is_none_or(|p| (1..=LAST_POSITION).contains(&p)),
        "position",
        &format!("a place from 1 to {LAST_POSITION}"),
    );
    errors.finish()?;
    Ok(CleanCategory {
        kind: d.kind,
        name,
        description,
        position: d.position,
    })
}

/// Why a category cannot change from `from` to `to` while it holds `options` options: its
/// options' plans and eligibility were checked against its line of coverage.
pub fn kind_change_problem(from: BenefitKind, to: BenefitKind, options: i64) -> Option<String> {
    (options > 0 && from.line() != to.line()).then(|| {
        format!(
            "it holds {options} {} option{}: a category with options keeps its line of coverage",
            from.label(),
            if options == 1 { "" } else { "s" }
        )
    })
}

/// Who may have an option.
#[derive(Debug, Clone, PartialEq, Eq, serde::Serialize)]
pub struct Eligibility {
    pub min_hours_per_week: Option<i32>,
    pub waiting_period_days: Option<i32>,
    /// None listed: every class.
    pub employee_classes: Vec<String>,
    pub dependents: DependentsCovered,
    /// Children are covered until this age (when children are covered).
    pub child_age_limit: Option<i32>,
}

/// A link to one of an option's documents (a benefits summary, a certificate, a rate sheet).
#[derive(Debug, Clone, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct DocumentLink {
    pub name: String,
    pub url: String,
}

/// An option as asked.
#[derive(Debug, Clone)]
pub struct OptionDraft {
    pub category_id: Uuid,
    pub name: String,
    pub carrier_id: Uuid,
    pub plan_id: Option<String>,
    pub description: Option<String>,
    pub eligibility: Eligibility,
    pub documents: Vec<DocumentLink>,
    pub status: BenefitOptionStatus,
}

/// An option as stored: trimmed and checked.
#[derive(Debug, Clone, PartialEq, serde::Serialize)]
pub struct CleanOption {
    pub category_id: Uuid,
    pub name: String,
    pub carrier_id: Uuid,
    pub plan_id: Option<String>,
    pub description: String,
    pub eligibility: Eligibility,
    pub documents: Vec<DocumentLink>,
    pub status: BenefitOptionStatus,
}

/// A plan of the catalogue as an option's check needs it.
#[derive(Debug, Clone)]
pub struct PlanFacts {
    pub carrier_id: Uuid,
    pub carrier_name: String,
    pub line: Line,
    pub active: bool,
}

/// What the agency's records say about the option's references.
#[derive(Debug, Clone, Default)]
pub struct Found {
    /// The kind of the category named, when the agency has it.
    pub category: Option<BenefitKind>,
    /// The carrier's name, when the catalogue has it.
    pub carrier: Option<String>,
    /// The plan named, when the catalogue (or the agency's own plans) has it.
    pub plan: Option<PlanFacts>,
    /// Another option of the agency has the name.
    pub name_taken: bool,
    /// The plan the option was already linked to: it may stay after it is withdrawn.
    pub current_plan_id: Option<String>,
}

/// Checks an option against the rules and what the agency's records say of its references;
/// every problem is reported at once.
pub fn check_option(d: &OptionDraft, found: &Found) -> Result<CleanOption, AppError> {
    let name = d.name.trim().to_string();
    let description = trimmed(&d.description).unwrap_or_default();
    let plan_id = trimmed(&d.plan_id);
    let mut errors = FieldErrors::default();
    errors.check(!name.is_empty(), "name", "enter the option's name");
    errors.check(
        name.chars().count() <= OPTION_NAME_MAX,
        "name",
        &format!("use at most {OPTION_NAME_MAX} characters"),
    );
    errors.check(
        !found.name_taken,
        "name",
        "another option of your agency has this name",
    );
    errors.check(
        description.chars().count() <= OPTION_DESCRIPTION_MAX,
        "description",
        &format!("use at most {OPTION_DESCRIPTION_MAX} characters"),
    );
    errors.check(
        found.category.is_some(),
        "category_id",
        "no such category in your catalogue",
    );
    errors.check(
        found.carrier.is_some(),
        "carrier_id",
        "no such carrier in the catalogue",
    );
    if let (Some(id), Some(kind)) = (&plan_id, found.category) {
        if let Some(problem) = plan_problem(id, kind, d.carrier_id, found) {
            errors.check(false, "plan_id", &problem);
        }
    }
    let eligibility = clean_eligibility(&d.eligibility);
    check_eligibility(&eligibility, found.category, &mut errors);
    let documents = clean_documents(&d.documents);
    check_documents(&documents, &mut errors);
    errors.finish()?;
    Ok(CleanOption {
        category_id: d.category_id,
        name,
        carrier_id: d.carrier_id,
        plan_id,
        description,
        eligibility,
        documents,
        status: d.status,
    })
}

/// Why the plan cannot be this option's: another carrier's, another line's, withdrawn, unknown.
fn plan_problem(id: &str, kind: BenefitKind, carrier_id: Uuid, found: &Found) -> Option<String> {
    let Some(line) = kind.line() else {
        return Some(format!(
            "{} options have no catalogue plan; only medical, dental and vision options do",
            capitalized(kind.label())
        ));
    };
    let Some(plan) = &found.plan else {
        return Some("no such plan in the catalogue".into());
    };
    if plan.line != line {
        return Some(format!(
            "that is a {} plan, and this category is {}",
            plan.line,
            kind.label()
        ));
    }
    if plan.carrier_id != carrier_id {
        return Some(match &found.carrier {
            Some(carrier) => format!("that plan is {}'s, not {carrier}'s", plan.carrier_name),
            None => format!("that plan is {}'s", plan.carrier_name),
        });
    }
    if !plan.active && found.current_plan_id.as_deref() != Some(id) {
        return Some("that plan is withdrawn from the catalogue".into());
    }
    None
}

fn capitalized(s: &str) -> String {
    let mut chars = s.chars();
    chars
        .next()
        .map(|first| first.to_uppercase().chain(chars).collect())
        .unwrap_or_default()
}

fn clean_eligibility(e: &Eligibility) -> Eligibility {
    Eligibility {
        employee_classes: e
            .employee_classes
            .iter()
            .map(|c| c.trim().to_string())
            .collect(),
        ..e.clone()
    }
}

fn check_eligibility(e: &Eligibility, kind: Option<BenefitKind>, errors: &mut FieldErrors) {
    let health_plan = kind.is_some_and(|k| k.line().is_some());
    errors.check(
        e.min_hours_per_week.is_none_or(|h| h >= 0),
        "eligibility.min_hours_per_week",
        "hours cannot be negative",
    );
    errors.check(
        e.min_hours_per_week.is_none_or(|h| h <= MAX_HOURS_PER_WEEK),
        "eligibility.min_hours_per_week",
        &format!("at most {MAX_HOURS_PER_WEEK} hours, a full week"),
    );
    errors.check(
        e.waiting_period_days.is_none_or(|d| d >= 0),
        "eligibility.waiting_period_days",
        "days cannot be negative",
    );
    let max_wait = if health_plan {
        HEALTH_PLAN_MAX_WAIT_DAYS
    } else {
        MAX_WAIT_DAYS
    };
    errors.check(
        e.waiting_period_days.is_none_or(|d| d <= max_wait),
        "eligibility.waiting_period_days",
        &if health_plan {
            format!(
                "a health plan's waiting period is at most {HEALTH_PLAN_MAX_WAIT_DAYS} days by law"
            )
        } else {
            format!("at most {MAX_WAIT_DAYS} days")
        },
    );
    errors.check(
        e.employee_classes.len() <= MAX_CLASSES,
        "eligibility.employee_classes",
        &format!("at most {MAX_CLASSES} classes"),
    );
    errors.check(
        e.employee_classes.iter().all(|c| !c.is_empty()),
        "eligibility.employee_classes",
        "a class needs a name",
    );
    errors.check(
        e.employee_classes
            .iter()
            .all(|c| c.chars().count() <= CLASS_NAME_MAX),
        "eligibility.employee_classes",
        &format!("a class name has at most {CLASS_NAME_MAX} characters"),
    );
    let mut seen: Vec<String> = Vec::new();
    for class in &e.employee_classes {
        let key = class.to_lowercase();
        errors.check(
            !seen.contains(&key),
            "eligibility.employee_classes",
            &format!("{class} is listed twice"),
        );
        seen.push(key);
    }
    if let Some(age) = e.child_age_limit {
        errors.check(
            e.dependents.covers_children(),
            "eligibility.child_age_limit",
            "only options that cover children have a child age limit",
        );
        errors.check(
            (1..=OLDEST_CHILD_AGE_LIMIT).contains(&age),
            "eligibility.child_age_limit",
            &format!("an age from 1 to {OLDEST_CHILD_AGE_LIMIT}"),
        );
        errors.check(
            kind != Some(BenefitKind::Medical) || age >= CHILD_AGE_LIMIT,
            "eligibility.child_age_limit",
            &format!("medical plans cover children to at least age {CHILD_AGE_LIMIT}"),
        );
    }
}

fn clean_documents(documents: &[DocumentLink]) -> Vec<DocumentLink> {
    documents
        .iter()
        .map(|d| DocumentLink {
            name: d.name.trim().to_string(),
            url: d.url.trim().to_string(),
        })
        .collect()
}

fn check_documents(documents: &[DocumentLink], errors: &mut FieldErrors) {
    errors.check(
        documents.len() <= MAX_DOCUMENTS,
        "documents",
        &format!("at most {MAX_DOCUMENTS} documents"),
    );
    for (i, d) in documents.iter().enumerate() {
        let name = format!("documents[{i}].name");
        errors.check(!d.name.is_empty(), &name, "name the document");
        errors.check(
            d.name.chars().count() <= DOCUMENT_NAME_MAX,
            &name,
            &format!("use at most {DOCUMENT_NAME_MAX} characters"),
        );
        let url = format!("documents[{i}].url");
        if let Err(problem) = web_address(&d.url) {
            errors.check(false, &url, problem);
        }
        errors.check(
            !documents[..i].iter().any(|other| other.url == d.url),
            &url,
            "this address is listed twice",
        );
    }
}

/// Whether `text` is a web address a person can open: http or https, with a host.
pub fn web_address(text: &str) -> Result<(), &'static str> {
    if text.is_empty() {
        return Err("enter the document's web address");
    }
    if text.len() > URL_MAX {
        return Err("the address is too long");
    }
    let url = url::Url::parse(text).map_err(|_| "a web address starting with https://")?;
    if !matches!(url.scheme(), "http" | "https") {
        return Err("a web address starting with https:// or http://");
    }
    if url.host_str().is_none_or(str::is_empty) {
        return Err("a web address with a site, like https://carrier.example/summary.pdf");
    }
    if !url.username().is_empty() || url.password().is_some() {
        return Err("a web address without a user name or password in it");
    }
    Ok(())
}

/// The eligibility as a broker would say it: "Full-time employees working at least 30 hours a
/// week, after a 30-day waiting period. Covers the employee, a spouse or partner, and children
/// to age 26."
pub fn eligibility_in_words(e: &Eligibility) -> String {
    let mut who = match e.employee_classes.as_slice() {
        [] => "All employees".to_string(),
        classes => format!("{} employees", either(classes)),
    };
    if let Some(hours) = e.min_hours_per_week.filter(|h| *h > 0) {
        who.push_str(&format!(
            " working at least {hours} hour{} a week",
            if hours == 1 { "" } else { "s" }
        ));
    }
    match e.waiting_period_days {
        Some(0) => who.push_str(", from their first day"),
        Some(days) => who.push_str(&format!(", after a {days}-day waiting period")),
        None => {}
    }
    let to_age = match e.child_age_limit {
        Some(age) => format!(" to age {age}"),
        None => String::new(),
    };
    let covers = match e.dependents {
        DependentsCovered::EmployeeOnly => "Covers the employee only".to_string(),
        DependentsCovered::Spouse => "Covers the employee and a spouse or partner".to_string(),
        DependentsCovered::Children => format!("Covers the employee and children{to_age}"),
        DependentsCovered::Family => {
            format!("Covers the employee, a spouse or partner, and children{to_age}")
        }
    };
    format!("{who}. {covers}.")
}

/// "A", "A or B", "A, B or C".
fn either(items: &[String]) -> String {
    match items {
        [] => String::new(),
        [one] => one.clone(),
        [rest @ .., last] => format!("{} or {last}", rest.join(", ")),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn fields(e: AppError) -> std::collections::BTreeMap<String, String> {
        let AppError::Validation { fields, .. } = e else {
            panic!("not a validation error: {e}")
        };
        fields
    }

    fn eligibility() -> Eligibility {
        Eligibility {
            min_hours_per_week: Some(30),
            waiting_period_days: Some(30),
            employee_classes: vec!["Full-time".into()],
            dependents: DependentsCovered::Family,
            child_age_limit: Some(26),
        }
    }

    const ROCKY: Uuid = Uuid::from_u128(1);
    const FRONT_RANGE: Uuid = Uuid::from_u128(2);

    fn draft() -> OptionDraft {
        OptionDraft {
            category_id: Uuid::from_u128(9),
            name: "  Rocky Mountain Gold PPO 1.5K ".into(),
            carrier_id: ROCKY,
            plan_id: Some("71234CO0010005".into()),
            description: Some("  Gold PPO on the Summit Select network.  ".into()),
            eligibility: eligibility(),
            documents: vec![DocumentLink {
                name: " Summary of benefits ".into(),
                url: " https://rockymountain.example/sbc/gold-ppo.pdf ".into(),
            }],
            status: BenefitOptionStatus::Active,
        }
    }

    fn found() -> Found {
        Found {
            category: Some(BenefitKind::Medical),
            carrier: Some("Rocky Mountain Health".into()),
            plan: Some(PlanFacts {
                carrier_id: ROCKY,
                carrier_name: "Rocky Mountain Health".into(),
                line: Line::Medical,
                active: true,
            }),
            name_taken: false,
            current_plan_id: None,
        }
    }

    #[test]
    fn a_category_is_trimmed_and_needs_a_free_name() {
        let draft = CategoryDraft {
            kind: BenefitKind::Life,
            name: "  Life and AD&D ".into(),
            description: Some("   ".into()),
            position: None,
        };
        let clean = check_category(&draft, false).unwrap();
        assert_eq!(clean.name, "Life and AD&D");
        assert_eq!(clean.description, "");
        let taken = fields(check_category(&draft, true).unwrap_err());
        assert_eq!(
            taken["name"],
            "another category of your agency has this name"
        );
        let empty = CategoryDraft {
            name: "  ".into(),
            position: Some(0),
            ..draft.clone()
        };
        let problems = fields(check_category(&empty, false).unwrap_err());
        assert_eq!(problems["name"], "enter the category's name");
        assert!(problems.contains_key("position"));
        let long = CategoryDraft {
            name: "n".repeat(CATEGORY_NAME_MAX + 1),
            description: Some("d".repeat(CATEGORY_DESCRIPTION_MAX + 1)),
            ..draft
        };
        let problems = fields(check_category(&long, false).unwrap_err());
        assert_eq!(problems.keys().collect::<Vec<_>>(), ["description", "name"]);
    }

    #[test]
    fn an_option_is_trimmed() {
        let clean = check_option(&draft(), &found()).unwrap();
        assert_eq!(clean.name, "Rocky Mountain Gold PPO 1.5K");
        assert_eq!(clean.description, "Gold PPO on the Summit Select network.");
        assert_eq!(
            clean.documents,
            [DocumentLink {
                name: "Summary of benefits".into(),
                url: "https://rockymountain.example/sbc/gold-ppo.pdf".into()
            }]
        );
    }

    #[test]
    fn markup_in_a_description_is_kept_as_text() {
        let d = OptionDraft {
            description: Some("<b>Gold</b> <script>alert(1)</script>".into()),
            ..draft()
        };
        assert_eq!(
            check_option(&d, &found()).unwrap().description,
            "<b>Gold</b> <script>alert(1)</script>"
        );
    }

    #[test]
    fn every_problem_is_reported_at_once() {
        let d = OptionDraft {
            name: String::new(),
            eligibility: Eligibility {
                min_hours_per_week: Some(-5),
                waiting_period_days: Some(-1),
                ..eligibility()
            },
            documents: vec![DocumentLink {
                name: String::new(),
                url: "javascript:alert(1)".into(),
            }],
            ..draft()
        };
        let f = Found {
            carrier: None,
            name_taken: true,
            ..found()
        };
        let problems = fields(check_option(&d, &f).unwrap_err());
        assert_eq!(problems["name"], "enter the option's name");
        assert_eq!(problems["carrier_id"], "no such carrier in the catalogue");
        assert_eq!(
            problems["eligibility.min_hours_per_week"],
            "hours cannot be negative"
        );
        assert_eq!(
            problems["eligibility.waiting_period_days"],
            "days cannot be negative"
        );
        assert_eq!(problems["documents[0].name"], "name the document");
        assert!(problems["documents[0].url"].contains("https://"));
    }

    #[test]
    fn a_taken_name_or_an_unknown_category_is_a_field_problem() {
        let f = Found {
            category: None,
            name_taken: true,
            ..found()
        };
        let problems = fields(check_option(&draft(), &f).unwrap_err());
        assert_eq!(
            problems["name"],
            "another option of your agency has this name"
        );
        assert_eq!(
            problems["category_id"],
            "no such category in your catalogue"
        );
    }

    #[test]
    fn the_plan_is_the_carriers_plan_of_the_categorys_line() {
        let other_carrier = Found {
            plan: Some(PlanFacts {
                carrier_id: FRONT_RANGE,
                carrier_name: "Front Range Mutual".into(),
                line: Line::Medical,
                active: true,
            }),
            ..found()
        };
        assert_eq!(
            fields(check_option(&draft(), &other_carrier).unwrap_err())["plan_id"],
            "that plan is Front Range Mutual's, not Rocky Mountain Health's"
        );
        let dental_plan = Found {
            plan: Some(PlanFacts {
                line: Line::Dental,
                ..found().plan.unwrap()
            }),
            ..found()
        };
        assert_eq!(
            fields(check_option(&draft(), &dental_plan).unwrap_err())["plan_id"],
            "that is a dental plan, and this category is medical"
        );
        let unknown = Found {
            plan: None,
            ..found()
        };
        assert_eq!(
            fields(check_option(&draft(), &unknown).unwrap_err())["plan_id"],
            "no such plan in the catalogue"
        );
        let life = Found {
            category: Some(BenefitKind::Life),
            ..found()
        };
        let d = OptionDraft {
            eligibility: Eligibility {
                child_age_limit: None,
                ..eligibility()
            },
            ..draft()
        };
        assert!(fields(check_option(&d, &life).unwrap_err())["plan_id"]
            .starts_with("Life options have no catalogue plan"));
        let without_plan = OptionDraft {
            plan_id: Some("  ".into()),
            ..d
        };
        assert_eq!(check_option(&without_plan, &life).unwrap().plan_id, None);
    }

    #[test]
    fn a_withdrawn_plan_stays_only_where_it_was() {
        let withdrawn = Found {
            plan: Some(PlanFacts {
                active: false,
                ..found().plan.unwrap()
            }),
            ..found()
        };
        assert_eq!(
            fields(check_option(&draft(), &withdrawn).unwrap_err())["plan_id"],
            "that plan is withdrawn from the catalogue"
        );
        let kept = Found {
            current_plan_id: Some("71234CO0010005".into()),
            ..withdrawn
        };
        assert!(check_option(&draft(), &kept).is_ok());
    }

    #[test]
    fn health_plans_wait_at_most_90_days_and_cover_children_to_26() {
        let d = |days: i32, age: i32| OptionDraft {
            eligibility: Eligibility {
                waiting_period_days: Some(days),
                child_age_limit: Some(age),
                ..eligibility()
            },
            ..draft()
        };
        assert!(check_option(&d(90, 26), &found()).is_ok());
        let problems = fields(check_option(&d(91, 19), &found()).unwrap_err());
        assert_eq!(
            problems["eligibility.waiting_period_days"],
            "a health plan's waiting period is at most 90 days by law"
        );
        assert_eq!(
            problems["eligibility.child_age_limit"],
            "medical plans cover children to at least age 26"
        );
        let life = Found {
            category: Some(BenefitKind::Life),
            plan: None,
            ..found()
        };
        let life_draft = OptionDraft {
            plan_id: None,
            ..d(180, 19)
        };
        assert!(check_option(&life_draft, &life).is_ok());
        let too_long = OptionDraft {
            plan_id: None,
            ..d(400, 19)
        };
        assert_eq!(
            fields(check_option(&too_long, &life).unwrap_err())["eligibility.waiting_period_days"],
            "at most 365 days"
        );
    }

    #[test]
    fn hours_classes_and_child_ages_are_checked() {
        let d = OptionDraft {
            eligibility: Eligibility {
                min_hours_per_week: Some(41),
                employee_classes: vec!["Full-time".into(), " full-time ".into()],
                dependents: DependentsCovered::Spouse,
                child_age_limit: Some(26),
                ..eligibility()
            },
            ..draft()
        };
        let problems = fields(check_option(&d, &found()).unwrap_err());
        assert_eq!(
            problems["eligibility.min_hours_per_week"],
            "at most 40 hours, a full week"
        );
        assert_eq!(
            problems["eligibility.employee_classes"],
            "full-time is listed twice"
        );
        assert_eq!(
            problems["eligibility.child_age_limit"],
            "only options that cover children have a child age limit"
        );
        let blank_class = OptionDraft {
            eligibility: Eligibility {
                employee_classes: vec!["  ".into()],
                ..eligibility()
            },
            ..draft()
        };
        assert_eq!(
            fields(check_option(&blank_class, &found()).unwrap_err())
                ["eligibility.employee_classes"],
            "a class needs a name"
        );
    }

    #[test]
    fn documents_are_web_addresses_listed_once() {
        assert!(web_address("https://carrier.example/a.pdf").is_ok());
        assert!(web_address("http://carrier.example").is_ok());
        for bad in [
            "",
            "carrier.example/a.pdf",
            "ftp://carrier.example/a.pdf",
            "javascript:alert(1)",
            "data:text/html,hi",
            "https://user:secret@carrier.example/",
            "file:///etc/passwd",
        ] {
            assert!(web_address(bad).is_err(), "{bad}");
        }
        assert!(web_address(&format!("https://a.example/{}", "x".repeat(URL_MAX))).is_err());
        let link = DocumentLink {
            name: "Certificate".into(),
            url: "https://pioneer.example/certificate.pdf".into(),
        };
        let twice = OptionDraft {
            documents: vec![link.clone(), link],
            ..draft()
        };
        assert_eq!(
            fields(check_option(&twice, &found()).unwrap_err())["documents[1].url"],
            "this address is listed twice"
        );
        let many = OptionDraft {
            documents: (0..11)
                .map(|i| DocumentLink {
                    name: format!("Document {i}"),
                    url: format!("https://carrier.example/{i}.pdf"),
                })
                .collect(),
            ..draft()
        };
        assert_eq!(
            fields(check_option(&many, &found()).unwrap_err())["documents"],
            "at most 10 documents"
        );
    }

    #[test]
    fn eligibility_reads_as_a_sentence() {
        assert_eq!(
            eligibility_in_words(&eligibility()),
            "Full-time employees working at least 30 hours a week, after a 30-day waiting period. \
             Covers the employee, a spouse or partner, and children to age 26."
        );
        let anyone = Eligibility {
            min_hours_per_week: None,
            waiting_period_days: Some(0),
            employee_classes: vec![],
            dependents: DependentsCovered::EmployeeOnly,
            child_age_limit: None,
        };
        assert_eq!(
            eligibility_in_words(&anyone),
            "All employees, from their first day. Covers the employee only."
        );
        let classes = Eligibility {
            min_hours_per_week: Some(1),
            waiting_period_days: None,
            employee_classes: vec!["Salaried".into(), "Hourly".into(), "Part-time".into()],
            dependents: DependentsCovered::Children,
            child_age_limit: None,
        };
        assert_eq!(
            eligibility_in_words(&classes),
            "Salaried, Hourly or Part-time employees working at least 1 hour a week. \
             Covers the employee and children."
        );
        let spouse = Eligibility {
            dependents: DependentsCovered::Spouse,
            child_age_limit: None,
            ..classes
        };
        assert!(
            eligibility_in_words(&spouse).ends_with("Covers the employee and a spouse or partner.")
        );
    }

    #[test]
    fn a_category_with_options_keeps_its_line() {
        assert_eq!(
            kind_change_problem(BenefitKind::Medical, BenefitKind::Dental, 0),
            None
        );
        assert_eq!(
            kind_change_problem(BenefitKind::Life, BenefitKind::Disability, 3),
            None
        );
        assert_eq!(
            kind_change_problem(BenefitKind::Medical, BenefitKind::Life, 1).unwrap(),
            "it holds 1 medical option: a category with options keeps its line of coverage"
        );
        assert!(kind_change_problem(BenefitKind::Voluntary, BenefitKind::Vision, 2).is_some());
    }

    #[test]
    fn only_health_kinds_have_a_line() {
        assert_eq!(BenefitKind::Dental.line(), Some(Line::Dental));
        assert_eq!(BenefitKind::Eap.line(), None);
        assert_eq!(
            BenefitKind::ALL
                .iter()
                .filter(|k| k.line().is_some())
                .count(),
            3
        );
    }
}
