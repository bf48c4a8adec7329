//! Pure rules of the catalogue: what a carrier and a plan may be, how the plan list is filtered,
//! what a ZIP code and a rates file's dates look like.

use std::collections::BTreeMap;

use chrono::NaiveDate;
use rust_decimal::Decimal;
use uuid::Uuid;

use super::puf::RowProblem;
use crate::error::AppError;
use crate::money::cents_in_whole_dollars;
use crate::vocabulary::MidMonthBilling;

const METAL_LEVELS: [&str; 4] = ["bronze", "silver", "gold", "platinum"];
const NETWORK_TYPES: [&str; 6] = ["HMO", "PPO", "EPO", "POS", "DHMO", "DPPO"];
const LINES: [&str; 3] = ["medical", "dental", "vision"];

/// At most this many of a rates file's problems are answered.
const MAX_FILE_PROBLEMS: usize = 50;

/// A carrier as the platform operator sends it.
#[derive(Debug, Clone)]
pub struct CarrierDraft {
    pub name: String,
    pub hios_issuer_id: String,
    pub min_contribution_pct: Option<Decimal>,
    pub min_contribution_basis: Option<String>,
    pub min_participation_pct: Option<Decimal>,
    pub mid_month_billing: Option<MidMonthBilling>,
    pub color: Option<String>,
}

/// A carrier's checked settings, defaults filled in.
#[derive(Debug, Clone, PartialEq)]
pub struct CarrierSettings {
    pub name: String,
    pub hios_issuer_id: String,
    pub min_contribution_pct: Decimal,
    pub min_contribution_basis: String,
    pub min_participation_pct: Decimal,
    pub mid_month_billing: MidMonthBilling,
    pub color: String,
}

/// A plan as the platform operator or an agency sends it. Benefit figures in cents.
#[derive(Debug, Clone)]
pub struct PlanDraft {
    pub id: String,
    pub carrier_id: Uuid,
    pub name: String,
    pub line: String,
    pub metal_level: Option<String>,
    pub network_type: String,
    pub network_name: Option<String>,
    pub hsa_eligible: bool,
    pub state: String,
    pub deductible_individual_cents: i64,
    pub deductible_family_cents: i64,
    pub deductible_oon_individual_cents: Option<i64>,
    pub deductible_oon_family_cents: Option<i64>,
    pub oop_max_individual_cents: i64,
    pub oop_max_family_cents: i64,
    pub coinsurance_pct: i32,
    pub copay_pcp_cents: Option<i64>,
    pub copay_specialist_cents: Option<i64>,
    pub copay_er_cents: Option<i64>,
    pub copay_urgent_care_cents: Option<i64>,
    pub copay_generic_rx_cents: Option<i64>,
    pub sbc_url: Option<String>,
    pub active: Option<bool>,
}

/// A plan's benefit figures in the whole dollars the catalogue keeps them in, once checked.
#[derive(Debug, Clone, PartialEq)]
pub struct BenefitDollars {
    pub deductible_individual: i32,
    pub deductible_family: i32,
    pub deductible_oon_individual: Option<i32>,
    pub deductible_oon_family: Option<i32>,
    pub oop_max_individual: i32,
    pub oop_max_family: i32,
    pub copay_pcp: Option<i32>,
    pub copay_specialist: Option<i32>,
    pub copay_er: Option<i32>,
    pub copay_urgent_care: Option<i32>,
    pub copay_generic_rx: Option<i32>,
}

/// The largest benefit figure a plan may state: $100,000.
const MAX_BENEFIT_CENTS: i64 = 10_000_000;

fn validation(fields: BTreeMap<String, String>) -> Result<(), AppError> {
    if fields.is_empty() {
        Ok(())
    } else {
        Err(AppError::Validation {
            message: "some fields need attention".into(),
            fields,
        })
    }
}

/// Checks a carrier; fills in the defaults: 50 % of the employee-only cost, 70 % participation,
/// a slate colour.
pub fn check_carrier(c: &CarrierDraft) -> Result<CarrierSettings, AppError> {
    let mut fields = BTreeMap::new();
    let name = c.name.trim().to_string();
    if name.is_empty() || name.chars().count() > 120 {
        fields.insert(
            "name".to_string(),
            "a name of 1 to 120 characters".to_string(),
        );
    }
    if c.hios_issuer_id.len() != 5 || !c.hios_issuer_id.chars().all(|ch| ch.is_ascii_digit()) {
        fields.insert(
            "hios_issuer_id".to_string(),
            "the HIOS issuer id has 5 digits".to_string(),
        );
    }
    let mut percentage = |v: Option<Decimal>, default: Decimal, field: &str| {
        let v = v.unwrap_or(default);
        if v < Decimal::ZERO || v > Decimal::from(100) {
            fields.insert(field.to_string(), "a percentage from 0 to 100".to_string());
        }
        v
    };
    let contribution = percentage(
        c.min_contribution_pct,
        Decimal::from(50),
        "min_contribution_pct",
    );
    let participation = percentage(
        c.min_participation_pct,
        Decimal::from(70),
        "min_participation_pct",
    );
    let basis = c
        .min_contribution_basis
        .clone()
        .unwrap_or_else(|| "employee_only".into());
    if basis != "employee_only" && basis != "total" {
        fields.insert(
            "min_contribution_basis".to_string(),
            "employee_only or total".to_string(),
        );
    }
    let color = c.color.clone().unwrap_or_else(|| "#455a64".into());
    if crate::brand::contrast::parse_hex(&color).is_none() || color.len() != 7 {
        fields.insert("color".to_string(), "a colour like #1565c0".to_string());
    }
    validation(fields)?;
    Ok(CarrierSettings {
        name,
        hios_issuer_id: c.hios_issuer_id.clone(),
        min_contribution_pct: contribution,
        min_contribution_basis: basis,
        min_participation_pct: participation,
        mid_month_billing: c.mid_month_billing.unwrap_or(MidMonthBilling::FullMonth),
        color,
    })
}

/// Checks a plan of the carrier whose HIOS issuer id is `issuer`; answers its benefit figures in
/// whole dollars.
pub fn check_plan(p: &PlanDraft, issuer: &str) -> Result<BenefitDollars, AppError> {
    let mut fields = BTreeMap::new();
    let id_ok = p.id.len() == 14
        && p.id.is_ascii()
        && p.id[..5].chars().all(|c| c.is_ascii_digit())
        && p.id[5..7].chars().all(|c| c.is_ascii_uppercase())
        && p.id[7..].chars().all(|c| c.is_ascii_digit());
    if !id_ok {
        fields.insert(
            "id".to_string(),
            "a HIOS plan id: 5 digits, the state, 7 digits (e.g. 71234CO0010001)".to_string(),
        );
    } else if &p.id[..5] != issuer {
        fields.insert(
            "id".to_string(),
            format!("the plan id starts with the carrier's issuer id {issuer}"),
        );
    } else if p.id[5..7] != p.state {
        fields.insert(
            "id".to_string(),
            "the plan id carries the plan's state".to_string(),
        );
    }
    if p.name.trim().is_empty() || p.name.chars().count() > 200 {
        fields.insert(
            "name".to_string(),
            "a name of 1 to 200 characters".to_string(),
        );
    }
    match p.line.as_str() {
        "medical" => {
            if !p
                .metal_level
                .as_deref()
                .is_some_and(|m| METAL_LEVELS.contains(&m))
            {
                fields.insert(
                    "metal_level".to_string(),
                    "a medical plan is bronze, silver, gold or platinum".to_string(),
                );
            }
        }
        "dental" | "vision" => {
            if p.metal_level.is_some() {
                fields.insert(
                    "metal_level".to_string(),
                    "only medical plans have a metal level".to_string(),
                );
            }
        }
        _ => {
            fields.insert("line".to_string(), "medical, dental or vision".to_string());
        }
    }
    if !NETWORK_TYPES.contains(&p.network_type.as_str()) {
        fields.insert(
            "network_type".to_string(),
            "HMO, PPO, EPO, POS, DHMO or DPPO".to_string(),
        );
    }
    if !crate::groups::validate::US_STATES.contains(&p.state.as_str()) {
        fields.insert("state".to_string(), "a US state code".to_string());
    }
    for (name, v) in [
        (
            "deductible_individual_cents",
            Some(p.deductible_individual_cents),
        ),
        ("deductible_family_cents", Some(p.deductible_family_cents)),
        ("oop_max_individual_cents", Some(p.oop_max_individual_cents)),
        ("oop_max_family_cents", Some(p.oop_max_family_cents)),
        (
            "deductible_oon_individual_cents",
            p.deductible_oon_individual_cents,
        ),
        ("deductible_oon_family_cents", p.deductible_oon_family_cents),
        ("copay_pcp_cents", p.copay_pcp_cents),
        ("copay_specialist_cents", p.copay_specialist_cents),
        ("copay_er_cents", p.copay_er_cents),
        ("copay_urgent_care_cents", p.copay_urgent_care_cents),
        ("copay_generic_rx_cents", p.copay_generic_rx_cents),
    ] {
        if v.is_some_and(|v| !(0..=MAX_BENEFIT_CENTS).contains(&v) || v % 100 != 0) {
            fields.insert(
                name.to_string(),
                "whole dollars from 0 to 100,000".to_string(),
            );
        }
    }
    if p.deductible_family_cents < p.deductible_individual_cents {
        fields.insert(
            "deductible_family_cents".to_string(),
            "the family deductible is at least the individual one".to_string(),
        );
    }
    if p.oop_max_family_cents < p.oop_max_individual_cents {
        fields.insert(
            "oop_max_family_cents".to_string(),
            "the family out-of-pocket maximum is at least the individual one".to_string(),
        );
    }
    if p.line == "medical" && p.oop_max_individual_cents < p.deductible_individual_cents {
        fields.insert(
            "oop_max_individual_cents".to_string(),
            "the out-of-pocket maximum includes the deductible, so it is not below it".to_string(),
        );
    }
    if !(0..=100).contains(&p.coinsurance_pct) {
        fields.insert(
            "coinsurance_pct".to_string(),
            "a percentage from 0 to 100".to_string(),
        );
    }
    if p.sbc_url
        .as_deref()
        .is_some_and(|u| !(u.starts_with("https://") || u.starts_with("http://")) || u.len() > 500)
    {
        fields.insert(
            "sbc_url".to_string(),
            "a web address starting with https://".to_string(),
        );
    }
    validation(fields)?;
    // Every figure is whole dollars within range by now.
    let whole = |c: i64| cents_in_whole_dollars(c).unwrap_or_default();
    Ok(BenefitDollars {
        deductible_individual: whole(p.deductible_individual_cents),
        deductible_family: whole(p.deductible_family_cents),
        deductible_oon_individual: p.deductible_oon_individual_cents.map(whole),
        deductible_oon_family: p.deductible_oon_family_cents.map(whole),
        oop_max_individual: whole(p.oop_max_individual_cents),
        oop_max_family: whole(p.oop_max_family_cents),
        copay_pcp: p.copay_pcp_cents.map(whole),
        copay_specialist: p.copay_specialist_cents.map(whole),
        copay_er: p.copay_er_cents.map(whole),
        copay_urgent_care: p.copay_urgent_care_cents.map(whole),
        copay_generic_rx: p.copay_generic_rx_cents.map(whole),
    })
}

/// A plan keeps its id: the one in the path and the one in the body are the same.
pub fn check_same_plan_id(path_id: &str, body_id: &str) -> Result<(), AppError> {
    if body_id != path_id {
        return Err(AppError::field("id", "a plan's id cannot change"));
    }
    Ok(())
}

/// The plan list's filters as asked: comma-separated lists.
#[derive(Debug, Default, Clone)]
pub struct AskedFilters {
    pub line: Option<String>,
    pub carrier_id: Option<String>,
    pub metal_level: Option<String>,
    pub network_type: Option<String>,
    pub hsa: Option<bool>,
    pub max_deductible_cents: Option<i64>,
    pub rating_area: Option<String>,
    pub effective_date: Option<NaiveDate>,
    pub include_inactive: Option<bool>,
    pub states: Option<String>,
}

#[derive(Debug, Default, Clone)]
pub struct PlanFilters {
    pub line: Option<String>,
    pub carrier_ids: Vec<Uuid>,
    pub metal_levels: Vec<String>,
    pub network_types: Vec<String>,
    pub hsa: Option<bool>,
    /// Only plans whose individual deductible is at most this many cents.
    pub max_deductible_cents: Option<i64>,
    /// Only plans with rates in this area on this date.
    pub rated_in: Option<(String, NaiveDate)>,
    /// Withdrawn plans too (platform operators).
    pub include_inactive: bool,
    /// Two-letter states; none means every state.
    pub states: Vec<String>,
}

fn split_list(v: Option<String>) -> Vec<String> {
    v.map(|s| {
        s.split(',')
            .map(str::trim)
            .filter(|s| !s.is_empty())
            .map(str::to_string)
            .collect()
    })
    .unwrap_or_default()
}

/// Parses the plan list's filters; withdrawn plans are for platform operators only, not for an
/// agency's people (`for_agency`).
pub fn plan_filters(asked: AskedFilters, for_agency: bool) -> Result<PlanFilters, AppError> {
    let carrier_ids = split_list(asked.carrier_id)
        .iter()
        .map(|s| {
            s.parse::<Uuid>()
                .map_err(|_| AppError::field("carrier_id", format!("{s:?} is not a carrier id")))
        })
        .collect::<Result<Vec<_>, _>>()?;
    let metal_levels = split_list(asked.metal_level);
    if let Some(bad) = metal_levels
        .iter()
        .find(|m| !METAL_LEVELS.contains(&m.as_str()))
    {
        return Err(AppError::field(
            "metal_level",
            format!("{bad:?} is not bronze, silver, gold or platinum"),
        ));
    }
    let network_types = split_list(asked.network_type);
    if let Some(bad) = network_types
        .iter()
        .find(|n| !NETWORK_TYPES.contains(&n.as_str()))
    {
        return Err(AppError::field(
            "network_type",
            format!("{bad:?} is not HMO, PPO, EPO, POS, DHMO or DPPO"),
        ));
    }
    if let Some(l) = asked.line.as_deref().filter(|l| !LINES.contains(l)) {
        return Err(AppError::field(
            "line",
            format!("{l:?} is not medical, dental or vision"),
        ));
    }
    let rated_in = match (asked.rating_area, asked.effective_date) {
        (Some(a), Some(d)) => Some((a, d)),
        (None, None) => None,
        _ => {
            return Err(AppError::field(
                "rating_area",
                "give rating_area and effective_date together",
            ))
        }
    };
    if asked.max_deductible_cents.is_some_and(|c| c < 0) {
        return Err(AppError::field(
            "max_deductible_cents",
            "an amount in cents, 0 or more",
        ));
    }
    let include_inactive = asked.include_inactive.unwrap_or(false);
    if include_inactive && for_agency {
        return Err(AppError::field(
            "include_inactive",
            "withdrawn plans are listed for platform operators only",
        ));
    }
    let states: Vec<String> = split_list(asked.states)
        .into_iter()
        .map(|s| s.to_ascii_uppercase())
        .collect();
    if let Some(bad) = states
        .iter()
        .find(|s| s.len() != 2 || !s.bytes().all(|b| b.is_ascii_alphabetic()))
    {
        return Err(AppError::field(
            "state",
            format!("{bad:?} is not a two-letter state"),
        ));
    }
    Ok(PlanFilters {
        states,
        line: asked.line,
        carrier_ids,
        metal_levels,
        network_types,
        hsa: asked.hsa,
        max_deductible_cents: asked.max_deductible_cents,
        rated_in,
        include_inactive,
    })
}

/// A ZIP code: five digits, spaces around it ignored.
pub fn zip_code(asked: &str) -> Result<String, AppError> {
    let zip = asked.trim();
    if zip.len() != 5 || !zip.chars().all(|c| c.is_ascii_digit()) {
        return Err(AppError::field("zip", "a ZIP code has five digits"));
    }
    Ok(zip.to_string())
}

/// Rates end on or after the day they start.
pub fn check_rate_dates(from: NaiveDate, to: NaiveDate) -> Result<(), AppError> {
    if to < from {
        return Err(AppError::field(
            "effective_to",
            "the rates must end on or after they start",
        ));
    }
    Ok(())
}

/// A rates file's problems as one answer, by row and column: nothing of the file was loaded.
pub fn file_problems(problems: &[RowProblem]) -> AppError {
    let fields = problems
        .iter()
        .take(MAX_FILE_PROBLEMS)
        .map(|pr| {
            let column = pr
                .column
                .as_ref()
                .map(|c| format!(" {c}"))
                .unwrap_or_default();
            (format!("row {}{column}", pr.row), pr.message.clone())
        })
        .collect();
    AppError::Validation {
        message: format!(
            "the rates file has {} problem(s); nothing was loaded",
            problems.len()
        ),
        fields,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn fields_of(e: AppError) -> BTreeMap<String, String> {
        match e {
            AppError::Validation { fields, .. } => fields,
            other => panic!("not a validation error: {other:?}"),
        }
    }

    fn carrier() -> CarrierDraft {
        CarrierDraft {
            name: " Rocky Mountain Health ".into(),
            hios_issuer_id: "71234".into(),
            min_contribution_pct: None,
            min_contribution_basis: None,
            min_participation_pct: None,
            mid_month_billing: None,
            color: None,
        }
    }

    fn plan() -> PlanDraft {
        PlanDraft {
            id: "71234CO0010001".into(),
            carrier_id: Uuid::nil(),
            name: "Gold PPO".into(),
            line: "medical".into(),
            metal_level: Some("gold".into()),
            network_type: "PPO".into(),
            network_name: None,
            hsa_eligible: false,
            state: "CO".into(),
            deductible_individual_cents: 100_000,
            deductible_family_cents: 200_000,
            deductible_oon_individual_cents: None,
            deductible_oon_family_cents: None,
            oop_max_individual_cents: 500_000,
            oop_max_family_cents: 1_000_000,
            coinsurance_pct: 20,
            copay_pcp_cents: Some(2_500),
            copay_specialist_cents: None,
            copay_er_cents: None,
            copay_urgent_care_cents: None,
            copay_generic_rx_cents: None,
            sbc_url: Some("https://example.com/sbc.pdf".into()),
            active: None,
        }
    }

    #[test]
    fn a_carrier_gets_the_usual_small_group_rules_by_default() {
        let c = check_carrier(&carrier()).unwrap();
        assert_eq!(c.name, "Rocky Mountain Health");
        assert_eq!(c.min_contribution_pct, Decimal::from(50));
        assert_eq!(c.min_contribution_basis, "employee_only");
        assert_eq!(c.min_participation_pct, Decimal::from(70));
        assert_eq!(c.color, "#455a64");
    }

    #[test]
    fn a_carrier_with_bad_settings_names_each_field() {
        let bad = CarrierDraft {
            name: " ".into(),
            hios_issuer_id: "7123A".into(),
            min_contribution_pct: Some(Decimal::from(101)),
            min_contribution_basis: Some("payroll".into()),
            min_participation_pct: Some(Decimal::from(-1)),
            mid_month_billing: None,
            color: Some("#12345".into()),
        };
        let fields = fields_of(check_carrier(&bad).unwrap_err());
        let names: Vec<&str> = fields.keys().map(String::as_str).collect();
        assert_eq!(
            names,
            [
                "color",
                "hios_issuer_id",
                "min_contribution_basis",
                "min_contribution_pct",
                "min_participation_pct",
                "name"
            ]
        );
    }

    #[test]
    fn a_sound_plan_passes_with_its_figures_in_whole_dollars() {
        let d = check_plan(&plan(), "71234").unwrap();
        assert_eq!(d.deductible_individual, 1000);
        assert_eq!(d.deductible_family, 2000);
        assert_eq!(d.oop_max_individual, 5000);
        assert_eq!(d.oop_max_family, 10000);
        assert_eq!(d.copay_pcp, Some(25));
        assert_eq!(d.copay_er, None);
    }

    #[test]
    fn the_plan_id_carries_the_issuer_and_the_state() {
        let other_issuer = fields_of(check_plan(&plan(), "82345").unwrap_err());
        assert_eq!(
            other_issuer["id"],
            "the plan id starts with the carrier's issuer id 82345"
        );
        let other_state = PlanDraft {
            state: "UT".into(),
            ..plan()
        };
        assert_eq!(
            fields_of(check_plan(&other_state, "71234").unwrap_err())["id"],
            "the plan id carries the plan's state"
        );
        let short = PlanDraft {
            id: "71234CO001".into(),
            ..plan()
        };
        assert!(fields_of(check_plan(&short, "71234").unwrap_err()).contains_key("id"));
    }

    #[test]
    fn only_medical_plans_have_a_metal_level() {
        let dental = PlanDraft {
            line: "dental".into(),
            network_type: "DPPO".into(),
            ..plan()
        };
        assert!(fields_of(check_plan(&dental, "71234").unwrap_err()).contains_key("metal_level"));
        let medical = PlanDraft {
            metal_level: None,
            ..plan()
        };
        assert!(fields_of(check_plan(&medical, "71234").unwrap_err()).contains_key("metal_level"));
    }

    #[test]
    fn family_amounts_are_at_least_the_individual_ones() {
        let p = PlanDraft {
            deductible_family_cents: 50_000,
            oop_max_family_cents: 80_000,
            oop_max_individual_cents: 90_000,
            ..plan()
        };
        let fields = fields_of(check_plan(&p, "71234").unwrap_err());
        assert!(fields.contains_key("deductible_family_cents"));
        assert!(fields.contains_key("oop_max_family_cents"));
        assert!(fields.contains_key("oop_max_individual_cents"));
    }

    #[test]
    fn amounts_and_links_stay_in_range() {
        let p = PlanDraft {
            copay_er_cents: Some(10_000_100),
            copay_pcp_cents: Some(-100),
            coinsurance_pct: 101,
            sbc_url: Some("ftp://example.com".into()),
            ..plan()
        };
        let fields = fields_of(check_plan(&p, "71234").unwrap_err());
        assert!(fields.contains_key("copay_er_cents"));
        assert!(fields.contains_key("copay_pcp_cents"));
        assert!(fields.contains_key("coinsurance_pct"));
        assert!(fields.contains_key("sbc_url"));
    }

    #[test]
    fn benefit_figures_are_whole_dollars() {
        let p = PlanDraft {
            deductible_individual_cents: 100_050,
            copay_specialist_cents: Some(4_001),
            ..plan()
        };
        let fields = fields_of(check_plan(&p, "71234").unwrap_err());
        assert_eq!(
            fields["deductible_individual_cents"],
            "whole dollars from 0 to 100,000"
        );
        assert!(fields.contains_key("copay_specialist_cents"));
        let top = PlanDraft {
            copay_er_cents: Some(MAX_BENEFIT_CENTS),
            ..plan()
        };
        assert_eq!(check_plan(&top, "71234").unwrap().copay_er, Some(100_000));
    }

    #[test]
    fn a_plan_keeps_its_id() {
        assert!(check_same_plan_id("71234CO0010001", "71234CO0010001").is_ok());
        assert!(check_same_plan_id("71234CO0010001", "71234CO0010002").is_err());
    }

    #[test]
    fn filters_read_comma_separated_lists() {
        let asked = AskedFilters {
            metal_level: Some("gold, silver,,".into()),
            states: Some("co,ut".into()),
            rating_area: Some("CO01".into()),
            effective_date: NaiveDate::from_ymd_opt(2026, 1, 1),
            ..Default::default()
        };
        let f = plan_filters(asked, true).unwrap();
        assert_eq!(f.metal_levels, ["gold", "silver"]);
        assert_eq!(f.states, ["CO", "UT"]);
        assert!(f.rated_in.is_some());
        assert!(!f.include_inactive);
    }

    #[test]
    fn filters_refuse_unknown_values() {
        let field_of = |asked: AskedFilters, for_agency: bool| {
            let fields = fields_of(plan_filters(asked, for_agency).unwrap_err());
            fields.keys().next().cloned().unwrap()
        };
        let ask = AskedFilters::default;
        let cases = [
            (
                AskedFilters {
                    carrier_id: Some("acme".into()),
                    ..ask()
                },
                "carrier_id",
            ),
            (
                AskedFilters {
                    metal_level: Some("tin".into()),
                    ..ask()
                },
                "metal_level",
            ),
            (
                AskedFilters {
                    network_type: Some("HMX".into()),
                    ..ask()
                },
                "network_type",
            ),
            (
                AskedFilters {
                    max_deductible_cents: Some(-100),
                    ..ask()
                },
                "max_deductible_cents",
            ),
            (
                AskedFilters {
                    line: Some("life".into()),
                    ..ask()
                },
                "line",
            ),
            (
                AskedFilters {
                    rating_area: Some("CO01".into()),
                    ..ask()
                },
                "rating_area",
            ),
            (
                AskedFilters {
                    states: Some("COL".into()),
                    ..ask()
                },
                "state",
            ),
        ];
        for (asked, field) in cases {
            assert_eq!(field_of(asked, false), field);
        }
        let withdrawn = AskedFilters {
            include_inactive: Some(true),
            ..ask()
        };
        assert_eq!(field_of(withdrawn.clone(), true), "include_inactive");
        assert!(plan_filters(withdrawn, false).unwrap().include_inactive);
    }

    #[test]
    fn a_zip_code_has_five_digits() {
        assert_eq!(zip_code(" 80202 ").unwrap(), "80202");
        assert!(zip_code("8020").is_err());
        assert!(zip_code("8020A").is_err());
    }

    #[test]
    fn rates_end_on_or_after_they_start() {
        let day = |d| NaiveDate::from_ymd_opt(2026, 1, d).unwrap();
        assert!(check_rate_dates(day(1), day(1)).is_ok());
        assert!(check_rate_dates(day(2), day(1)).is_err());
    }

    #[test]
    fn file_problems_name_row_and_column_and_stop_at_fifty() {
        let problems: Vec<RowProblem> = (2..=60)
            .map(|row| RowProblem {
                row,
                column: (row == 2).then(|| "Age".to_string()),
                message: "bad".into(),
            })
            .collect();
        let AppError::Validation { message, fields } = file_problems(&problems) else {
            panic!("not a validation error");
        };
        assert_eq!(
            message,
            "the rates file has 59 problem(s); nothing was loaded"
        );
        assert_eq!(fields.len(), 50);
        assert!(fields.contains_key("row 2 Age"));
        assert!(fields.contains_key("row 3"));
    }
}
