//! The rules of a group's facts, settings, status, contacts and team. Pure.

use chrono::NaiveDate;
use poem_openapi::Enum;
use rust_decimal::Decimal;
use uuid::Uuid;

use super::queries::{Filters, GroupRow, ZipInfo};
use super::validate::{self, US_STATES};
use crate::error::{AppError, FieldErrors};
use crate::list::trimmed;
use crate::vocabulary::{ContactKind, GroupStage, GroupStatus, TeamRole, WaitingPeriod};

const STATUS_FILTERS: &[&str] = &["active", "archived", "terminated", "all"];
const PAY_FREQUENCIES: &[i32] = &[12, 24, 26, 52];

/// The list's filters as asked for; empty texts ask for nothing.
pub fn filters(
    stage: Option<String>,
    renewal_month: Option<i32>,
    broker_id: Option<Uuid>,
    status: Option<String>,
    scope: Option<Uuid>,
) -> Result<Filters, AppError> {
    let stage = stage.filter(|s| !s.is_empty());
    if stage
        .as_deref()
        .is_some_and(|s| s.parse::<GroupStage>().is_err())
    {
        return Err(AppError::field("stage", "not a lifecycle stage"));
    }
    if renewal_month.is_some_and(|m| !(1..=12).contains(&m)) {
        return Err(AppError::field("renewal_month", "a month is 1 to 12"));
    }
    let status = status.filter(|s| !s.is_empty());
    if status
        .as_deref()
        .is_some_and(|s| !STATUS_FILTERS.contains(&s))
    {
        return Err(AppError::field(
            "status",
            "status is active, archived, terminated or all",
        ));
    }
    Ok(Filters {
        stage,
        renewal_month,
        broker_id,
        status,
        scope,
    })
}

/// Someone saved the record since the caller read it.
pub fn stale(what: &str) -> AppError {
    AppError::StaleVersion(format!(
        "this {what} was changed by someone else since you opened it: reload to see the changes"
    ))
}

/// A contact as entered.
#[derive(Debug, Clone)]
pub struct ContactDraft {
    pub kind: ContactKind,
    pub name: String,
    pub title: Option<String>,
    pub email: Option<String>,
    pub phone: Option<String>,
    pub is_primary: bool,
}

/// The contact checked, its texts trimmed.
pub fn contact(c: &ContactDraft) -> Result<ContactDraft, AppError> {
    let mut errors = FieldErrors::default();
    errors.check(
        !c.name.trim().is_empty() && c.name.trim().chars().count() <= 120,
        "name",
        "enter the contact's name",
    );
    let email = trimmed(&c.email);
    if let Some(email) = &email {
        errors.check(
            crate::accounts::email_shape(email),
            "email",
            "enter a valid email address",
        );
    }
    errors.finish()?;
    Ok(ContactDraft {
        kind: c.kind,
        name: c.name.trim().to_string(),
        title: trimmed(&c.title),
        email,
        phone: trimmed(&c.phone),
        is_primary: c.is_primary,
    })
}

/// A group's facts as entered; a new group may also name its stage and contacts.
#[derive(Debug, Clone, Default)]
pub struct GroupFacts {
    pub name: String,
    pub dba: Option<String>,
    pub ein: Option<String>,
    pub sic_code: Option<String>,
    pub address_line1: Option<String>,
    pub address_line2: Option<String>,
    pub city: Option<String>,
    pub state: Option<String>,
    pub zip: String,
    pub size_estimate: Option<i32>,
    pub effective_date: Option<NaiveDate>,
    pub renewal_date: Option<NaiveDate>,
    pub current_carrier: Option<String>,
    pub current_premium_cents: Option<i64>,
    pub broker_id: Option<Uuid>,
    pub stage: Option<GroupStage>,
    pub contacts: Option<Vec<ContactDraft>>,
    pub version: Option<i32>,
}

/// A group's facts checked and normalised, the ZIP's place filled in.
#[derive(Debug, Clone, PartialEq)]
pub struct CleanGroup {
    pub name: String,
    pub dba: Option<String>,
    pub ein: Option<String>,
    pub sic_code: Option<String>,
    pub address_line1: Option<String>,
    pub address_line2: Option<String>,
    pub city: Option<String>,
    pub state: Option<String>,
    pub zip: String,
    pub county: Option<String>,
    pub rating_area: Option<String>,
    pub size_estimate: Option<i32>,
    pub effective_date: Option<NaiveDate>,
    pub renewal_date: Option<NaiveDate>,
    pub current_carrier: Option<String>,
    pub current_premium_cents: Option<i64>,
    pub broker_id: Option<Uuid>,
    /// Only when creating.
    pub stage: Option<GroupStage>,
}

/// What the checks of a group's facts looked up: the place of its ZIP (None when the ZIP is
/// malformed or unknown) and whether its broker is one of the agency's staff.
pub struct FactLookups {
    pub place: Option<ZipInfo>,
    pub broker_is_staff: Option<bool>,
}

pub fn clean_group(
    facts: &GroupFacts,
    creating: bool,
    lookups: FactLookups,
    today: NaiveDate,
) -> Result<CleanGroup, AppError> {
    let mut errors = FieldErrors::default();
    let name = facts.name.trim().to_string();
    errors.check(
        !name.is_empty() && name.chars().count() <= 200,
        "name",
        "enter the group's legal name (at most 200 characters)",
    );
    let ein = trimmed(&facts.ein).and_then(|raw| {
        validate::ein(&raw)
            .map_err(|problem| errors.check(false, "ein", problem))
            .ok()
    });
    let sic_code = trimmed(&facts.sic_code).and_then(|raw| {
        validate::sic(&raw)
            .map_err(|problem| errors.check(false, "sic_code", problem))
            .ok()
    });
    let zip = validate::zip(&facts.zip)
        .map_err(|problem| errors.check(false, "zip", problem))
        .ok();
    if let Some(z) = zip.as_deref().filter(|_| lookups.place.is_none()) {
        errors.check(
            false,
            "zip",
            &format!("{z} is not a US ZIP code: check the number"),
        );
    }
    let state_code = trimmed(&facts.state).map(|s| s.to_ascii_uppercase());
    errors.check(
        state_code.as_deref().is_none_or(|s| US_STATES.contains(&s)),
        "state",
        "use a two-letter state code, as CO",
    );
    errors.check(
        facts
            .size_estimate
            .is_none_or(|n| (1..=100_000).contains(&n)),
        "size_estimate",
        "the number of employees is between 1 and 100,000",
    );
    errors.check(
        facts.current_premium_cents.is_none_or(|c| c >= 0),
        "current_premium_cents",
        "the premium cannot be negative",
    );
    let stage = facts.stage;
    if creating {
        errors.check(
            stage != Some(GroupStage::Terminated),
            "stage",
            "choose a lifecycle stage",
        );
    }
    validate::plan_dates(&mut errors, facts.effective_date, facts.renewal_date, today);
    for (i, c) in facts.contacts.iter().flatten().enumerate() {
        if let Err(AppError::Validation { fields, .. }) = contact(c) {
            for (field, problem) in fields {
                errors.check(false, &format!("contacts[{i}].{field}"), &problem);
            }
        }
    }
    if let Some(ok) = lookups.broker_is_staff {
        errors.check(ok, "broker_id", "choose an active broker of the agency");
    }
    errors.finish()?;
    let zip = zip.expect("checked above");
    let place = lookups.place.expect("checked above");
    Ok(CleanGroup {
        name,
        dba: trimmed(&facts.dba),
        ein,
        sic_code,
        address_line1: trimmed(&facts.address_line1),
        address_line2: trimmed(&facts.address_line2),
        city: trimmed(&facts.city).or(Some(place.city)),
        state: state_code.or(Some(place.state)),
        zip,
        county: Some(place.county),
        rating_area: Some(place.rating_area),
        size_estimate: facts.size_estimate,
        effective_date: facts.effective_date,
        renewal_date: facts.renewal_date,
        current_carrier: trimmed(&facts.current_carrier),
        current_premium_cents: facts.current_premium_cents,
        broker_id: facts.broker_id,
        stage: if creating { stage } else { None },
    })
}

/// The facts of a group its audit rows keep.
pub fn snapshot(g: &GroupRow) -> serde_json::Value {
    serde_json::json!({
        "name": g.name, "dba": g.dba, "ein": g.ein, "sic_code": g.sic_code, "address_line1": g.address_line1, "city": g.city,
        "state": g.state, "zip": g.zip, "rating_area": g.rating_area, "effective_date": g.effective_date, "renewal_date": g.renewal_date,
        "current_carrier": g.current_carrier, "current_premium_cents": g.current_premium_cents, "broker_id": g.broker_id,
    })
}

/// Eligibility and payroll settings as entered.
pub struct SettingsDraft {
    pub waiting_period: WaitingPeriod,
    pub min_hours: f64,
    pub pay_frequency: i32,
    pub employee_classes: Vec<String>,
    pub version: i32,
}

#[derive(Debug, PartialEq)]
pub struct CleanSettings {
    pub waiting_period: WaitingPeriod,
    /// Hours a week, to a tenth.
    pub min_hours: Decimal,
    pub pay_frequency: i32,
    /// Trimmed, blanks dropped.
    pub employee_classes: Vec<String>,
    pub version: i32,
}

pub fn settings(d: SettingsDraft) -> Result<CleanSettings, AppError> {
    let mut errors = FieldErrors::default();
    errors.check(
        (0.0..=60.0).contains(&d.min_hours),
        "min_hours",
        "minimum hours are between 0 and 60 a week",
    );
    errors.check(
        PAY_FREQUENCIES.contains(&d.pay_frequency),
        "pay_frequency",
        "pay frequency is 12, 24, 26 or 52",
    );
    let classes: Vec<String> = d
        .employee_classes
        .iter()
        .map(|c| c.trim().to_string())
        .filter(|c| !c.is_empty())
        .collect();
    let mut unique = classes.clone();
    unique.sort_by_key(|c| c.to_lowercase());
    unique.dedup_by_key(|c| c.to_lowercase());
    errors.check(
        !classes.is_empty() && classes.len() <= 20,
        "employee_classes",
        "name between 1 and 20 employee classes",
    );
    errors.check(
        unique.len() == classes.len(),
        "employee_classes",
        "class names must differ",
    );
    errors.check(
        classes.iter().all(|c| c.chars().count() <= 60),
        "employee_classes",
        "a class name has at most 60 characters",
    );
    errors.finish()?;
    Ok(CleanSettings {
        waiting_period: d.waiting_period,
        min_hours: Decimal::from_f64_retain(d.min_hours)
            .unwrap_or_default()
            .round_dp(1),
        pay_frequency: d.pay_frequency,
        employee_classes: classes,
        version: d.version,
    })
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Enum)]
#[oai(rename_all = "snake_case")]
pub enum StatusAction {
    Archive,
    Terminate,
    Reactivate,
}

/// Where a status change takes a group, and how the log says it.
#[derive(Debug, PartialEq)]
pub struct StatusMove {
    pub status: GroupStatus,
    pub stage: GroupStage,
    pub terminated_on: Option<NaiveDate>,
    pub summary: String,
}

/// Archiving keeps the stage; terminating needs the last day of coverage; reactivating a
/// terminated group makes it a prospect again.
pub fn status_move(
    action: StatusAction,
    date: Option<NaiveDate>,
    group: &GroupRow,
) -> Result<StatusMove, AppError> {
    let moved = match action {
        StatusAction::Archive => StatusMove {
            status: GroupStatus::Archived,
            stage: group.stage,
            terminated_on: None,
            summary: format!("Archived {}", group.name),
        },
        StatusAction::Terminate => {
            let date =
                date.ok_or_else(|| AppError::field("date", "give the last day of coverage"))?;
            StatusMove {
                status: GroupStatus::Terminated,
                stage: GroupStage::Terminated,
                terminated_on: Some(date),
                summary: format!("Terminated {} as of {date}", group.name),
            }
        }
        StatusAction::Reactivate => StatusMove {
            status: GroupStatus::Active,
            stage: if group.stage == GroupStage::Terminated {
                GroupStage::Prospect
            } else {
                group.stage
            },
            terminated_on: None,
            summary: format!("Reactivated {}", group.name),
        },
    };
    if group.status == moved.status {
        return Err(AppError::Conflict(format!(
            "the group is already {}",
            moved.status
        )));
    }
    Ok(moved)
}

/// One of the agency's people in a team role on the account.
pub struct Assignment {
    pub user_id: Uuid,
    pub role: TeamRole,
}

/// A team has known roles, at most one lead broker, and each person once, all of them the
/// agency's active staff (`staff` counts how many of the people are).
pub fn check_team(members: &[Assignment], staff: i64) -> Result<(), AppError> {
    let mut errors = FieldErrors::default();
    errors.check(
        members
            .iter()
            .filter(|m| m.role == TeamRole::LeadBroker)
            .count()
            <= 1,
        "members",
        "a group has at most one lead broker",
    );
    let mut unique: Vec<Uuid> = members.iter().map(|m| m.user_id).collect();
    unique.sort();
    unique.dedup();
    errors.check(
        staff as usize == unique.len() && unique.len() == members.len(),
        "members",
        "each member must be an active broker, admin or owner of the agency, once",
    );
    errors.finish()
}

/// An enrollment code: 8 characters without the easily confused 0/O and 1/I.
pub fn new_code() -> String {
    use rand::Rng;
    const ALPHABET: &[u8] = b"ABCDEFGHJKLMNPQRSTUVWXYZ23456789";
    let mut rng = rand::rng();
    (0..8)
        .map(|_| ALPHABET[rng.random_range(0..ALPHABET.len())] as char)
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn today() -> NaiveDate {
        NaiveDate::from_ymd_opt(2026, 11, 22).unwrap()
    }

    fn denver() -> ZipInfo {
        ZipInfo {
            city: "Denver".into(),
            state: "CO".into(),
            county: "Denver".into(),
            rating_area: "CO-03".into(),
        }
    }

    fn facts() -> GroupFacts {
        GroupFacts {
            name: "  Acme Dental  ".into(),
            zip: "80202-1234".into(),
            ein: Some("123456789".into()),
            dba: Some(" Acme ".into()),
            ..GroupFacts::default()
        }
    }

    fn found(place: Option<ZipInfo>) -> FactLookups {
        FactLookups {
            place,
            broker_is_staff: None,
        }
    }

    fn fields(e: AppError) -> Vec<String> {
        let AppError::Validation { fields, .. } = e else {
            panic!("not a validation error: {e}")
        };
        fields.into_keys().collect()
    }

    fn row(status: &str, stage: &str) -> GroupRow {
        GroupRow {
            id: Uuid::nil(),
            name: "Acme".into(),
            dba: None,
            ein: None,
            sic_code: None,
            address_line1: None,
            address_line2: None,
            city: None,
            state: None,
            zip: "80202".into(),
            county: None,
            rating_area: None,
            size_estimate: None,
            stage: stage.into(),
            status: status.into(),
            effective_date: None,
            renewal_date: None,
            current_carrier: None,
            current_premium_cents: None,
            broker_id: None,
            broker_name: None,
            waiting_period: "none".into(),
            min_hours: Decimal::new(300, 1),
            pay_frequency: 26,
            employee_classes: vec!["All".into()],
            terminated_on: None,
            status_reason: None,
            version: 1,
            headcount: 0,
            created_at: chrono::DateTime::UNIX_EPOCH,
            updated_at: chrono::DateTime::UNIX_EPOCH,
        }
    }

    #[test]
    fn filters_refuse_unknown_values_and_ignore_blanks() {
        let f = filters(Some(String::new()), None, None, Some(String::new()), None).unwrap();
        assert_eq!((f.stage, f.status), (None, None));
        assert!(filters(Some("won".into()), None, None, None, None).is_err());
        assert!(filters(None, Some(13), None, None, None).is_err());
        assert!(filters(None, None, None, Some("gone".into()), None).is_err());
        assert_eq!(
            filters(None, Some(12), None, Some("all".into()), None)
                .unwrap()
                .status
                .as_deref(),
            Some("all")
        );
    }

    #[test]
    fn a_group_is_normalised_and_completed_from_its_zip() {
        let clean = clean_group(&facts(), true, found(Some(denver())), today()).unwrap();
        assert_eq!(clean.name, "Acme Dental");
        assert_eq!(clean.zip, "80202");
        assert_eq!(clean.ein.as_deref(), Some("12-3456789"));
        assert_eq!(clean.dba.as_deref(), Some("Acme"));
        assert_eq!(clean.city.as_deref(), Some("Denver"));
        assert_eq!(clean.state.as_deref(), Some("CO"));
        assert_eq!(clean.rating_area.as_deref(), Some("CO-03"));
    }

    #[test]
    fn an_unknown_zip_and_a_foreign_broker_are_refused() {
        let lookups = FactLookups {
            place: None,
            broker_is_staff: Some(false),
        };
        let e = clean_group(&facts(), true, lookups, today()).unwrap_err();
        assert_eq!(fields(e), ["broker_id", "zip"]);
    }

    #[test]
    fn the_stage_is_checked_and_kept_only_on_creation() {
        let mut f = facts();
        f.stage = Some("terminated".into());
        let e = clean_group(&f, true, found(Some(denver())), today()).unwrap_err();
        assert_eq!(fields(e), ["stage"]);
        let clean = clean_group(&f, false, found(Some(denver())), today()).unwrap();
        assert_eq!(clean.stage, None);
    }

    #[test]
    fn contact_problems_name_the_contact() {
        let mut f = facts();
        f.contacts = Some(vec![ContactDraft {
            kind: ContactKind::Hr,
            name: " ".into(),
            title: None,
            email: Some("nope".into()),
            phone: None,
            is_primary: false,
        }]);
        let e = clean_group(&f, true, found(Some(denver())), today()).unwrap_err();
        assert_eq!(fields(e), ["contacts[0].email", "contacts[0].name"]);
    }

    #[test]
    fn a_contact_is_trimmed() {
        let c = contact(&ContactDraft {
            kind: "hr".into(),
            name: " Ana ".into(),
            title: Some(" HR lead ".into()),
            email: Some(" ana@acme.example ".into()),
            phone: None,
            is_primary: true,
        })
        .unwrap();
        assert_eq!(c.name, "Ana");
        assert_eq!(c.title.as_deref(), Some("HR lead"));
        assert_eq!(c.email.as_deref(), Some("ana@acme.example"));
    }

    #[test]
    fn settings_classes_are_trimmed_and_distinct() {
        let draft = |classes: &[&str]| SettingsDraft {
            waiting_period: "days_30".into(),
            min_hours: 29.96,
            pay_frequency: 26,
            employee_classes: classes.iter().map(|c| c.to_string()).collect(),
            version: 3,
        };
        let clean = settings(draft(&[" Salaried ", "", "Hourly"])).unwrap();
        assert_eq!(clean.employee_classes, ["Salaried", "Hourly"]);
        assert_eq!(clean.min_hours, Decimal::new(300, 1));
        assert!(settings(draft(&["Hourly", "hourly"])).is_err());
        assert!(settings(draft(&[])).is_err());
        let mut bad = draft(&["All"]);
        bad.pay_frequency = 13;
        bad.min_hours = 61.0;
        assert_eq!(
            fields(settings(bad).unwrap_err()),
            ["min_hours", "pay_frequency"]
        );
    }

    #[test]
    fn status_moves() {
        let date = NaiveDate::from_ymd_opt(2026, 12, 31);
        let t = status_move(StatusAction::Terminate, date, &row("active", "active")).unwrap();
        assert_eq!(
            (t.status, t.stage),
            (GroupStatus::Terminated, GroupStage::Terminated)
        );
        assert_eq!(t.summary, "Terminated Acme as of 2026-12-31");
        assert!(status_move(StatusAction::Terminate, None, &row("active", "active")).is_err());
        let r = status_move(
            StatusAction::Reactivate,
            None,
            &row("terminated", "terminated"),
        )
        .unwrap();
        assert_eq!(
            (r.status, r.stage),
            (GroupStatus::Active, GroupStage::Prospect)
        );
        let a = status_move(StatusAction::Archive, None, &row("active", "quoting")).unwrap();
        assert_eq!(a.stage, "quoting");
        assert!(matches!(
            status_move(StatusAction::Archive, None, &row("archived", "quoting")),
            Err(AppError::Conflict(_))
        ));
    }

    #[test]
    fn a_team_has_one_lead_and_each_person_once() {
        let a = |role: &str, n: u128| Assignment {
            user_id: Uuid::from_u128(n),
            role: role.into(),
        };
        assert!(check_team(&[a("lead_broker", 1), a("service", 2)], 2).is_ok());
        assert!(check_team(&[a("lead_broker", 1), a("lead_broker", 2)], 2).is_err());
        assert!(check_team(&[a("service", 1), a("service", 1)], 1).is_err());
        assert!(check_team(&[a("service", 1)], 0).is_err());
    }

    #[test]
    fn codes_avoid_confusable_characters() {
        let code = new_code();
        assert_eq!(code.len(), 8);
        assert!(!code.contains(['0', 'O', '1', 'I']));
    }
}
