//! The benefits catalogue's request and response objects.

use chrono::{DateTime, Utc};
use poem_openapi::payload::Json;
use poem_openapi::{ApiResponse, Object};
use uuid::Uuid;

use super::queries::{CategoryRow, OptionBriefRow, OptionRow};
use super::rules::{self, CategoryDraft, DocumentLink, Eligibility, OptionDraft};
use crate::vocabulary::{
    BenefitKind, BenefitOptionStatus, DependentsCovered, Line, MetalLevel, NetworkType,
};

/// A category of the catalogue with how many options it has and the first few of them.
#[derive(Debug, Clone, Object)]
#[oai(skip_serializing_if_is_none)]
pub struct BenefitCategory {
    pub id: Uuid,
    pub kind: BenefitKind,
    /// The line of coverage whose catalogue plans its options may be (medical, dental, vision).
    pub line: Option<Line>,
    pub name: String,
    pub description: String,
    /// Its place on the overview, smallest first.
    pub position: i32,
    /// Every option, archived ones too.
    pub options: i64,
    pub active_options: i64,
    /// The first few active options, by name.
    pub highlights: Vec<BenefitOptionBrief>,
    pub version: i32,
    pub updated_at: DateTime<Utc>,
    pub updated_by_name: Option<String>,
}

impl BenefitCategory {
    pub fn of(c: CategoryRow, highlights: Vec<BenefitOptionBrief>) -> Self {
        Self {
            id: c.id,
            kind: c.kind,
            line: c.kind.line(),
            name: c.name,
            description: c.description,
            position: c.position,
            options: c.options,
            active_options: c.active_options,
            highlights,
            version: c.version,
            updated_at: c.updated_at,
            updated_by_name: c.updated_by_name,
        }
    }
}

#[derive(Debug, Clone, Object)]
#[oai(skip_serializing_if_is_none)]
pub struct BenefitOptionBrief {
    pub id: Uuid,
    pub name: String,
    pub carrier_name: String,
    pub carrier_color: String,
    pub plan_name: Option<String>,
}

impl From<OptionBriefRow> for BenefitOptionBrief {
    fn from(o: OptionBriefRow) -> Self {
        Self {
            id: o.id,
            name: o.name,
            carrier_name: o.carrier_name,
            carrier_color: o.carrier_color,
            plan_name: o.plan_name,
        }
    }
}

#[derive(Debug, Clone, Object)]
pub struct BenefitCategoryInput {
    pub kind: BenefitKind,
    pub name: String,
    pub description: Option<String>,
    /// Its place on the overview (1 first); by default after the last category.
    pub position: Option<i32>,
    /// The version read, to change a category.
    pub version: Option<i32>,
}

impl From<&BenefitCategoryInput> for CategoryDraft {
    fn from(c: &BenefitCategoryInput) -> Self {
        Self {
            kind: c.kind,
            name: c.name.clone(),
            description: c.description.clone(),
            position: c.position,
        }
    }
}

/// Who may have an option.
#[derive(Debug, Clone, Object)]
#[oai(skip_serializing_if_is_none)]
pub struct BenefitEligibility {
    /// The fewest hours a week an employee works to be eligible (0 to 40).
    pub min_hours_per_week: Option<i32>,
    /// Days from hire until coverage may start (at most 90 for medical, dental and vision).
    pub waiting_period_days: Option<i32>,
    /// The employee classes eligible; none listed means every class.
    #[oai(default)]
    pub employee_classes: Vec<String>,
    pub dependents: DependentsCovered,
    /// Children are covered until this age (only when children are covered; at least 26 for
    /// medical).
    pub child_age_limit: Option<i32>,
}

impl From<&BenefitEligibility> for Eligibility {
    fn from(e: &BenefitEligibility) -> Self {
        Self {
            min_hours_per_week: e.min_hours_per_week,
            waiting_period_days: e.waiting_period_days,
            employee_classes: e.employee_classes.clone(),
            dependents: e.dependents,
            child_age_limit: e.child_age_limit,
        }
    }
}

/// A link to one of an option's documents.
#[derive(Debug, Clone, Object)]
pub struct BenefitDocumentLink {
    pub name: String,
    /// An http or https address.
    pub url: String,
}

impl From<DocumentLink> for BenefitDocumentLink {
    fn from(d: DocumentLink) -> Self {
        Self {
            name: d.name,
            url: d.url,
        }
    }
}

#[derive(Debug, Clone, Object)]
pub struct BenefitOptionInput {
    pub category_id: Uuid,
    pub name: String,
    /// A carrier of the catalogue.
    pub carrier_id: Uuid,
    /// The carrier's catalogue plan of the category's line (medical, dental and vision only).
    pub plan_id: Option<String>,
    /// Plain text; markup is kept as it was typed and never rendered.
    pub description: Option<String>,
    pub eligibility: BenefitEligibility,
    #[oai(default)]
    pub documents: Vec<BenefitDocumentLink>,
    /// Active by default.
    pub status: Option<BenefitOptionStatus>,
    /// The version read, to change an option.
    pub version: Option<i32>,
}

impl From<&BenefitOptionInput> for OptionDraft {
    fn from(o: &BenefitOptionInput) -> Self {
        Self {
            category_id: o.category_id,
            name: o.name.clone(),
            carrier_id: o.carrier_id,
            plan_id: o.plan_id.clone(),
            description: o.description.clone(),
            eligibility: (&o.eligibility).into(),
            documents: o
                .documents
                .iter()
                .map(|d| DocumentLink {
                    name: d.name.clone(),
                    url: d.url.clone(),
                })
                .collect(),
            status: o.status.unwrap_or(BenefitOptionStatus::Active),
        }
    }
}

/// The catalogue plan an option is.
#[derive(Debug, Clone, Object)]
#[oai(skip_serializing_if_is_none)]
pub struct LinkedPlan {
    pub id: String,
    pub name: String,
    pub metal_level: Option<MetalLevel>,
    pub network_type: Option<NetworkType>,
    pub state: Option<String>,
    /// False once the carrier withdrew it from the catalogue.
    pub active: bool,
    /// The plan's summary of benefits and coverage.
    pub sbc_url: Option<String>,
}

/// An option of the catalogue.
#[derive(Debug, Clone, Object)]
#[oai(skip_serializing_if_is_none)]
pub struct BenefitOption {
    pub id: Uuid,
    pub category_id: Uuid,
    pub category_name: String,
    pub kind: BenefitKind,
    pub name: String,
    pub carrier_id: Uuid,
    pub carrier_name: String,
    pub carrier_color: String,
    pub plan_id: Option<String>,
    pub plan: Option<LinkedPlan>,
    /// Plain text, as typed.
    pub description: String,
    pub eligibility: BenefitEligibility,
    /// The eligibility in a sentence or two.
    pub eligibility_summary: String,
    pub documents: Vec<BenefitDocumentLink>,
    pub status: BenefitOptionStatus,
    pub version: i32,
    pub created_at: DateTime<Utc>,
    pub updated_at: DateTime<Utc>,
    pub updated_by_name: Option<String>,
}

impl From<OptionRow> for BenefitOption {
    fn from(o: OptionRow) -> Self {
        let eligibility = Eligibility {
            min_hours_per_week: o.min_hours_per_week,
            waiting_period_days: o.waiting_period_days,
            employee_classes: o.employee_classes,
            dependents: o.dependents,
            child_age_limit: o.child_age_limit,
        };
        let plan = match (&o.plan_id, o.plan_name) {
            (Some(id), Some(name)) => Some(LinkedPlan {
                id: id.clone(),
                name,
                metal_level: o.plan_metal_level,
                network_type: o.plan_network_type,
                state: o.plan_state,
                active: o.plan_active.unwrap_or(false),
                sbc_url: o.plan_sbc_url,
            }),
            _ => None,
        };
        Self {
            id: o.id,
            category_id: o.category_id,
            category_name: o.category_name,
            kind: o.kind,
            name: o.name,
            carrier_id: o.carrier_id,
            carrier_name: o.carrier_name,
            carrier_color: o.carrier_color,
            plan_id: o.plan_id,
            plan,
            description: o.description,
            eligibility_summary: rules::eligibility_in_words(&eligibility),
            eligibility: BenefitEligibility {
                min_hours_per_week: eligibility.min_hours_per_week,
                waiting_period_days: eligibility.waiting_period_days,
                employee_classes: eligibility.employee_classes,
                dependents: eligibility.dependents,
                child_age_limit: eligibility.child_age_limit,
            },
            documents: o.documents.0.into_iter().map(Into::into).collect(),
            status: o.status,
            version: o.version,
            created_at: o.created_at,
            updated_at: o.updated_at,
            updated_by_name: o.updated_by_name,
        }
    }
}

#[derive(ApiResponse)]
pub enum BenefitCategorySaved {
    #[oai(status = 201)]
    Created(Json<BenefitCategory>),
    #[oai(status = 200)]
    Updated(Json<BenefitCategory>),
}

#[derive(ApiResponse)]
pub enum BenefitOptionSaved {
    #[oai(status = 201)]
    Created(Json<BenefitOption>),
    #[oai(status = 200)]
    Updated(Json<BenefitOption>),
}
