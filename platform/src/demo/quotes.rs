//! The demo book's quotes and plan designs, made through the same code as the API: a shopping
//! quote across carriers, dental and vision quotes, accepted quotes feeding plan designs, and
//! designs approved (Larkspur's not yet enrolled), awaiting approval and in draft. Brightpath's
//! next version goes through the employer's review as in the product (sent, sent back with a
//! note, revised and sent again), notifying the employer admin and the brokers on the way.

use crate::vocabulary::{Line, OfferingModel};
use chrono::Datelike;
use tenants::{Agency, TenantTx};
use uuid::Uuid;

use crate::auth::Principal;
use crate::error::AppError;
use crate::groups::queries as group_queries;
use crate::plan_design::create_design::create_design;
use crate::plan_design::decide_design::decide_design;
use crate::plan_design::rules::DesignDraft;
use crate::plan_design::submit_design::submit_design;
use crate::quotes::create_quote::create_quote;
use crate::quotes::engine::ContributionRule;
use crate::quotes::rules::QuoteDraft;
use crate::state::AppState;
use crate::vocabulary::NotificationKind;

pub(super) const ROCKY: &str = "71234";
const FRONT: &str = "82345";
pub(super) const SUMMIT: &str = "93456";
const PIONEER: &str = "64567";

pub(super) fn medical(issuer: &str, design: u32) -> String {
    format!("{issuer}CO001{design:04}")
}

pub(super) const BRONZE_HSA: u32 = 1;
pub(super) const SILVER_HSA: u32 = 3;
pub(super) const SILVER_POS: u32 = 4;
pub(super) const GOLD_PPO: u32 = 5;
pub(super) const GOLD_HMO: u32 = 6;
const PLATINUM_PPO: u32 = 7;

pub(super) const DENTAL: [&str; 4] = [
    "82345CO0020001",
    "82345CO0020002",
    "64567CO0020003",
    "55678CO0020004",
];
const VISION: [&str; 3] = ["55678CO0030005", "55678CO0030006", "64567CO0030007"];

fn percent(
    line: Option<Line>,
    class: Option<&str>,
    employee: u32,
    dependents: u32,
) -> ContributionRule {
    ContributionRule {
        line,
        employee_class: class.map(str::to_string),
        kind: crate::vocabulary::ContributionKind::Percent,
        employee_pct: Some(employee.into()),
        dependents_pct: Some(dependents.into()),
        ee: None,
        es: None,
        ec: None,
        ef: None,
        base_plan_id: None,
        amount: None,
    }
}

pub(super) fn standard_rules() -> Vec<ContributionRule> {
    vec![
        percent(None, None, 75, 50),
        percent(None, Some("Part-time"), 50, 0),
        percent(Some(Line::Dental), None, 100, 50),
        percent(Some(Line::Vision), None, 100, 0),
    ]
}

fn issuer_of(carrier: &str) -> Option<&'static str> {
    match carrier {
        "Rocky Mountain Health" => Some(ROCKY),
        "Front Range Mutual" => Some(FRONT),
        "Summit Health Plans" => Some(SUMMIT),
        "Pioneer Benefit Life" => Some(PIONEER),
        _ => None,
    }
}

/// Which plan year of its group a demo quote or design is for.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) enum PlanYear {
    /// The year the group's coverage is in, begun a year before its renewal date.
    Current,
    /// The year starting on the group's renewal date.
    Renewing,
}

impl PlanYear {
    fn effective(self, renewal_date: Option<chrono::NaiveDate>) -> chrono::NaiveDate {
        let renewal = renewal_date.unwrap_or_else(|| chrono::Utc::now().date_naive());
        match self {
            PlanYear::Renewing => renewal,
            PlanYear::Current => crate::calendar::years_before(renewal, 1),
        }
    }
}

#[allow(clippy::too_many_arguments)]
pub(super) async fn quote(
    state: &AppState,
    agency: &Agency,
    owner: &Principal,
    group: &str,
    year: PlanYear,
    name: &str,
    lines: &[&str],
    plans: Vec<String>,
    status: &str,
) -> Result<Uuid, AppError> {
    let mut tx = TenantTx::begin(&state.pool, agency).await?;
    let group_id: Uuid = sqlx::query_scalar("SELECT id FROM groups WHERE name = $1")
        .bind(group)
        .fetch_one(tx.conn())
        .await?;
    let row = group_queries::get(&mut tx, group_id)
        .await?
        .ok_or_else(|| AppError::not_found("group"))?;
    let effective = year.effective(row.renewal_date);
    let input = QuoteDraft {
        name: Some(name.to_string()),
        effective_date: effective,
        lines: lines.iter().map(|l| l.to_string()).collect(),
        plan_ids: plans,
        contribution: standard_rules(),
        census_version_id: None,
        pay_frequency: None,
    };
    let (quote, _, _) = create_quote(&mut tx, owner, "127.0.0.1", &row, &input).await?;
    // The group's current premium: about its current carrier's gold HMO on this census.
    if let Some(issuer) = row.current_carrier.as_deref().and_then(issuer_of) {
        sqlx::query(
            "UPDATE groups g SET current_premium_cents = round(qp.monthly_premium * 96)::bigint FROM quote_plans qp
             WHERE g.id = $1 AND qp.quote_id = $2 AND qp.plan_id = $3",
        )
        .bind(group_id)
        .bind(quote.id)
        .bind(medical(issuer, GOLD_HMO))
        .execute(tx.conn())
        .await?;
    }
    sqlx::query(
        "UPDATE quotes SET status = $2, created_at = now() - interval '60 days',
            presented_at = CASE WHEN $2 <> 'draft' THEN now() - interval '50 days' END,
            decided_at = CASE WHEN $2 IN ('accepted', 'declined') THEN now() - interval '45 days' END
         WHERE id = $1",
    )
    .bind(quote.id)
    .bind(status)
    .execute(tx.conn())
    .await?;
    tx.commit().await?;
    Ok(quote.id)
}

#[allow(clippy::too_many_arguments)]
pub(super) async fn design(
    state: &AppState,
    agency: &Agency,
    owner: &Principal,
    group: &str,
    year: PlanYear,
    source: Uuid,
    plans: Vec<String>,
    offering: OfferingModel,
    status: &str,
    decided_by: Option<Uuid>,
) -> Result<(), AppError> {
    let mut tx = TenantTx::begin(&state.pool, agency).await?;
    let group_id: Uuid = sqlx::query_scalar("SELECT id FROM groups WHERE name = $1")
        .bind(group)
        .fetch_one(tx.conn())
        .await?;
    let row = group_queries::get(&mut tx, group_id)
        .await?
        .ok_or_else(|| AppError::not_found("group"))?;
    let effective = year.effective(row.renewal_date);
    let input = DesignDraft {
        plan_year: effective.year(),
        effective_date: effective,
        offering_model: offering,
        plan_ids: plans,
        contribution: standard_rules(),
        waiting_period: row.waiting_period,
        pay_frequency: row.pay_frequency,
        source_quote_id: Some(source),
        version: None,
    };
    let id = create_design(&mut tx, owner, "127.0.0.1", &row, &input).await?;
    let note = (status == "approved" && decided_by.is_none())
        .then_some("Approved by the client on the signed plan design form");
    sqlx::query(
        "UPDATE plan_designs SET status = $2, created_at = now() - interval '40 days',
            submitted_at = CASE WHEN $2 IN ('submitted', 'approved') THEN now() - interval '35 days' END,
            decided_at = CASE WHEN $2 = 'approved' THEN now() - interval '30 days' END,
            decided_by = CASE WHEN $2 = 'approved' THEN $3 END, decision_note = $4
         WHERE id = $1",
    )
    .bind(id)
    .bind(status)
    .bind(decided_by)
    .bind(note)
    .execute(tx.conn())
    .await?;
    tx.commit().await?;
    Ok(())
}

/// Dates the latest notices of `kind` about the group `days_ago`, read `read_days_ago` when given.
pub(super) async fn backdate_notices(
    tx: &mut TenantTx,
    group_id: Uuid,
    kind: NotificationKind,
    days_ago: i32,
    read_days_ago: Option<i32>,
) -> Result<(), sqlx::Error> {
    sqlx::query(
        "UPDATE notifications SET created_at = now() - make_interval(days => $3),
                read_at = now() - make_interval(days => $4)
         WHERE group_id = $1 AND kind = $2
           AND created_at = (SELECT max(created_at) FROM notifications WHERE group_id = $1 AND kind = $2)",
    )
    .bind(group_id)
    .bind(kind)
    .bind(days_ago)
    .bind(read_days_ago)
    .execute(tx.conn())
    .await?;
    Ok(())
}

/// A new draft of the group's design for its renewal year, `days_ago`.
#[allow(clippy::too_many_arguments)]
async fn draft(
    state: &AppState,
    agency: &Agency,
    author: &Principal,
    group_id: Uuid,
    source: Uuid,
    plans: Vec<String>,
    contribution: Vec<ContributionRule>,
    days_ago: i32,
) -> Result<Uuid, AppError> {
    let mut tx = TenantTx::begin(&state.pool, agency).await?;
    let row = group_queries::get(&mut tx, group_id)
        .await?
        .ok_or_else(|| AppError::not_found("group"))?;
    let effective = row
        .renewal_date
        .unwrap_or_else(|| chrono::Utc::now().date_naive());
    let input = DesignDraft {
        plan_year: effective.year(),
        effective_date: effective,
        offering_model: OfferingModel::SingleCarrier,
        plan_ids: plans,
        contribution,
        waiting_period: row.waiting_period,
        pay_frequency: row.pay_frequency,
        source_quote_id: Some(source),
        version: None,
    };
    let id = create_design(&mut tx, author, "127.0.0.1", &row, &input).await?;
    sqlx::query(
        "UPDATE plan_designs SET created_at = now() - make_interval(days => $2) WHERE id = $1",
    )
    .bind(id)
    .bind(days_ago)
    .execute(tx.conn())
    .await?;
    tx.commit().await?;
    Ok(id)
}

/// Submits the design as `author`, `days_ago`; the employer admin's notice is read `read_days_ago`.
async fn send_for_approval(
    state: &AppState,
    agency: &Agency,
    author: &Principal,
    design_id: Uuid,
    group_id: Uuid,
    days_ago: i32,
    read_days_ago: Option<i32>,
) -> Result<(), AppError> {
    submit_design(state, author, "127.0.0.1", design_id).await?;
    let mut tx = TenantTx::begin(&state.pool, agency).await?;
    sqlx::query(
        "UPDATE plan_designs SET submitted_at = now() - make_interval(days => $2) WHERE id = $1",
    )
    .bind(design_id)
    .bind(days_ago)
    .execute(tx.conn())
    .await?;
    backdate_notices(
        &mut tx,
        group_id,
        NotificationKind::DesignSubmitted,
        days_ago,
        read_days_ago,
    )
    .await?;
    tx.commit().await?;
    Ok(())
}

/// Brightpath's next version under the employer's review: version 2 adds the platinum PPO and is
/// sent back with a note; version 3 makes it a buy-up and awaits the employer admin's approval.
async fn design_under_review(
    state: &AppState,
    agency: &Agency,
    author: &Principal,
    employer_admin: Uuid,
    source: Uuid,
) -> Result<(), AppError> {
    let mut tx = TenantTx::begin(&state.pool, agency).await?;
    let group_id: Uuid = sqlx::query_scalar("SELECT id FROM groups WHERE name = $1")
        .bind(super::book::HR_GROUP)
        .fetch_one(tx.conn())
        .await?;
    let hr_name: String = sqlx::query_scalar("SELECT name FROM public.users WHERE id = $1")
        .bind(employer_admin)
        .fetch_one(tx.conn())
        .await?;
    tx.commit().await?;
    let hr = super::employer_admin(agency, employer_admin, String::new(), hr_name, group_id);
    let plans = vec![
        medical(ROCKY, GOLD_HMO),
        medical(ROCKY, SILVER_HSA),
        medical(ROCKY, PLATINUM_PPO),
        "55678CO0020004".to_string(),
        "55678CO0030005".to_string(),
    ];

    let v2 = draft(
        state,
        agency,
        author,
        group_id,
        source,
        plans.clone(),
        standard_rules(),
        8,
    )
    .await?;
    send_for_approval(state, agency, author, v2, group_id, 7, Some(6)).await?;
    decide_design(
        state,
        &hr,
        "127.0.0.1",
        v2,
        "request_changes",
        Some("We like adding the platinum PPO, but only as a buy-up: please keep our contribution at what we pay for the gold HMO."),
    )
    .await?;
    let mut tx = TenantTx::begin(&state.pool, agency).await?;
    sqlx::query("UPDATE plan_designs SET decided_at = now() - interval '5 days' WHERE id = $1")
        .bind(v2)
        .execute(tx.conn())
        .await?;
    backdate_notices(
        &mut tx,
        group_id,
        NotificationKind::DesignChangesRequested,
        5,
        None,
    )
    .await?;
    tx.commit().await?;

    let mut buy_up = standard_rules();
    buy_up.push(ContributionRule {
        kind: crate::vocabulary::ContributionKind::BasePlan,
        base_plan_id: Some(medical(ROCKY, GOLD_HMO)),
        ..percent(Some(Line::Medical), None, 75, 50)
    });
    let v3 = draft(state, agency, author, group_id, source, plans, buy_up, 2).await?;
    send_for_approval(state, agency, author, v3, group_id, 1, None).await?;
    Ok(())
}

pub async fn seed_quotes(
    state: &AppState,
    agency: &Agency,
    owner: &Principal,
    employer_admin: Uuid,
) -> Result<(), AppError> {
    let every_carrier = |designs: &[u32]| -> Vec<String> {
        [ROCKY, FRONT, SUMMIT, PIONEER]
            .iter()
            .flat_map(|i| designs.iter().map(move |d| medical(i, *d)))
            .collect()
    };

    let shop = every_carrier(&[
        BRONZE_HSA,
        SILVER_HSA,
        SILVER_POS,
        GOLD_PPO,
        GOLD_HMO,
        PLATINUM_PPO,
    ]);
    quote(
        state,
        agency,
        owner,
        "Acme Robotics",
        PlanYear::Renewing,
        "Renewal shop — every carrier",
        &["medical"],
        shop,
        "presented",
    )
    .await?;
    let ancillary: Vec<String> = DENTAL
        .iter()
        .chain(VISION.iter())
        .map(|s| s.to_string())
        .collect();
    quote(
        state,
        agency,
        owner,
        "Acme Robotics",
        PlanYear::Renewing,
        "Dental and vision options",
        &["dental", "vision"],
        ancillary,
        "draft",
    )
    .await?;
    quote(
        state,
        agency,
        owner,
        "Peakview Logistics",
        PlanYear::Renewing,
        "Renewal alternatives",
        &["medical"],
        every_carrier(&[SILVER_POS, GOLD_HMO, GOLD_PPO]),
        "presented",
    )
    .await?;

    let alpine_plans = vec![
        medical(ROCKY, GOLD_PPO),
        medical(ROCKY, SILVER_HSA),
        medical(ROCKY, GOLD_HMO),
        medical(FRONT, GOLD_PPO),
        medical(FRONT, SILVER_HSA),
        medical(FRONT, GOLD_HMO),
    ];
    let alpine = quote(
        state,
        agency,
        owner,
        "Alpine Family Medicine",
        PlanYear::Renewing,
        "Rocky Mountain vs Front Range",
        &["medical"],
        alpine_plans,
        "accepted",
    )
    .await?;
    design(
        state,
        agency,
        owner,
        "Alpine Family Medicine",
        PlanYear::Renewing,
        alpine,
        vec![medical(ROCKY, GOLD_PPO), medical(ROCKY, SILVER_HSA)],
        OfferingModel::SingleCarrier,
        "draft",
        None,
    )
    .await?;

    let mut bright_plans = vec![
        medical(ROCKY, GOLD_HMO),
        medical(ROCKY, SILVER_HSA),
        medical(ROCKY, PLATINUM_PPO),
        medical(PIONEER, GOLD_HMO),
    ];
    bright_plans.extend(["55678CO0020004".to_string(), "55678CO0030005".to_string()]);
    let bright = quote(
        state,
        agency,
        owner,
        "Brightpath Dental Partners",
        PlanYear::Renewing,
        "Renewal, every line",
        &["medical", "dental", "vision"],
        bright_plans,
        "accepted",
    )
    .await?;
    let offered = vec![
        medical(ROCKY, GOLD_HMO),
        medical(ROCKY, SILVER_HSA),
        "55678CO0020004".to_string(),
        "55678CO0030005".to_string(),
    ];
    design(
        state,
        agency,
        owner,
        "Brightpath Dental Partners",
        PlanYear::Renewing,
        bright,
        offered,
        OfferingModel::SingleCarrier,
        "approved",
        Some(employer_admin),
    )
    .await?;
    design_under_review(state, agency, owner, employer_admin, bright).await?;

    let granite = quote(
        state,
        agency,
        owner,
        "Granite Peak Construction",
        PlanYear::Renewing,
        "Renewal",
        &["medical", "dental"],
        vec![
            medical(SUMMIT, GOLD_HMO),
            medical(SUMMIT, SILVER_POS),
            medical(SUMMIT, BRONZE_HSA),
            DENTAL[2].to_string(),
        ],
        "accepted",
    )
    .await?;
    design(
        state,
        agency,
        owner,
        "Granite Peak Construction",
        PlanYear::Renewing,
        granite,
        vec![
            medical(SUMMIT, GOLD_HMO),
            medical(SUMMIT, SILVER_POS),
            medical(SUMMIT, BRONZE_HSA),
            DENTAL[2].to_string(),
        ],
        OfferingModel::SingleCarrier,
        "approved",
        None,
    )
    .await?;

    // Approved, enrollment not opened yet (the browser suite opens both).
    let cedar_plans = vec![
        medical(FRONT, GOLD_PPO),
        medical(FRONT, SILVER_HSA),
        DENTAL[0].to_string(),
        VISION[1].to_string(),
    ];
    let cedar = quote(
        state,
        agency,
        owner,
        "Cedar & Sage Cafés",
        PlanYear::Renewing,
        "First group plan",
        &["medical", "dental", "vision"],
        cedar_plans.clone(),
        "accepted",
    )
    .await?;
    design(
        state,
        agency,
        owner,
        "Cedar & Sage Cafés",
        PlanYear::Renewing,
        cedar,
        cedar_plans,
        OfferingModel::SingleCarrier,
        "approved",
        None,
    )
    .await?;
    let larkspur_plans = vec![
        medical(ROCKY, GOLD_HMO),
        medical(ROCKY, SILVER_HSA),
        DENTAL[3].to_string(),
        VISION[0].to_string(),
    ];
    let larkspur = quote(
        state,
        agency,
        owner,
        "Larkspur Veterinary Group",
        PlanYear::Renewing,
        "Renewal with dental and vision",
        &["medical", "dental", "vision"],
        larkspur_plans.clone(),
        "accepted",
    )
    .await?;
    design(
        state,
        agency,
        owner,
        "Larkspur Veterinary Group",
        PlanYear::Renewing,
        larkspur,
        larkspur_plans,
        OfferingModel::SingleCarrier,
        "approved",
        None,
    )
    .await?;
    Ok(())
}

/// The plans a client has in force: the quote it accepted and the design it approved for the plan
/// year it is in (medical and dental with its carrier, vision apart), a year before its renewal's.
pub async fn seed_in_force(
    state: &AppState,
    agency: &Agency,
    owner: &Principal,
    group: &str,
) -> Result<(), AppError> {
    let plans = vec![
        medical(FRONT, GOLD_PPO),
        medical(FRONT, SILVER_HSA),
        DENTAL[0].to_string(),
        DENTAL[1].to_string(),
        VISION[0].to_string(),
    ];
    let accepted = quote(
        state,
        agency,
        owner,
        group,
        PlanYear::Current,
        "Plan year in force",
        &["medical", "dental", "vision"],
        plans.clone(),
        "accepted",
    )
    .await?;
    design(
        state,
        agency,
        owner,
        group,
        PlanYear::Current,
        accepted,
        plans,
        OfferingModel::SingleCarrier,
        "approved",
        None,
    )
    .await?;
    let mut tx = TenantTx::begin(&state.pool, agency).await?;
    sqlx::query(
        "UPDATE quotes SET created_at = created_at - interval '1 year', presented_at = presented_at - interval '1 year',
            decided_at = decided_at - interval '1 year' WHERE id = $1",
    )
    .bind(accepted)
    .execute(tx.conn())
    .await?;
    sqlx::query(
        "UPDATE plan_designs SET created_at = created_at - interval '1 year', submitted_at = submitted_at - interval '1 year',
            decided_at = decided_at - interval '1 year' WHERE source_quote_id = $1",
    )
    .bind(accepted)
    .execute(tx.conn())
    .await?;
    tx.commit().await?;
    Ok(())
}
