//! The book of business on a date: premium in force by carrier and line with the commission
//! the agency's rates earn, groups by lifecycle stage, and the renewals of the next twelve
//! months; the whole book or one broker's.

use chrono::{NaiveDate, Utc};
use uuid::Uuid;

use super::access;
use super::dto::{
    BookOfBusinessReport, BookTotals, CarrierLinePremium, CommissionEstimate, RenewalMonth,
    RenewingGroup, ReportBroker, StageFigure,
};
use super::queries::{self, PremiumRow, RenewalMonthRow};
use super::rules::{self, annual};
use crate::auth::Principal;
use crate::error::AppError;
use crate::state::AppState;
use crate::vocabulary::{GroupStage, Line};

/// The report as asked for: on a date (today by default), for one broker's groups or all.
#[derive(Debug, Clone, Copy, Default)]
pub struct BookAsked {
    pub as_of: Option<NaiveDate>,
    pub broker_id: Option<Uuid>,
}

pub async fn book_of_business(
    state: &AppState,
    p: &Principal,
    asked: BookAsked,
) -> Result<BookOfBusinessReport, AppError> {
    let reach = access::reach(state, p, asked.broker_id).await?;
    let as_of = rules::as_of(asked.as_of, Utc::now().date_naive())?;
    let stage_codes: Vec<&str> = GroupStage::ALL.iter().map(|s| s.as_str()).collect();
    let mut tx = p.tenant_tx(state).await?;
    let brokers = queries::brokers(&mut tx, reach.scope).await?;
    let premium = queries::premium(&mut tx, as_of, reach).await?;
    let stages = queries::stages(&mut tx, as_of, reach, &stage_codes).await?;
    let renewals = queries::renewals(&mut tx, as_of, reach).await?;
    let rates_set = queries::rates(&mut tx).await?.len();
    tx.commit().await?;

    let (total, rows): (Vec<PremiumRow>, Vec<PremiumRow>) =
        premium.into_iter().partition(|r| r.total);
    let renewals = renewals
        .into_iter()
        .map(renewal_month)
        .collect::<Result<Vec<_>, _>>()?;
    let rows: Vec<CarrierLinePremium> = rows.into_iter().map(carrier_line).collect();
    let commission = commission(&rows, i64::try_from(rates_set).unwrap_or(i64::MAX));
    let totals = totals(total.first(), &renewals);
    Ok(BookOfBusinessReport {
        as_of,
        broker_id: asked.broker_id,
        brokers: brokers.into_iter().map(ReportBroker::from).collect(),
        totals,
        premium: rows,
        commission,
        stages: stages
            .into_iter()
            .map(|s| StageFigure {
                stage: s.stage,
                groups: s.groups,
                book_groups: s.book_groups,
                monthly_premium_cents: s.monthly_premium_cents,
            })
            .collect(),
        renewals,
    })
}

fn carrier_line(r: PremiumRow) -> CarrierLinePremium {
    CarrierLinePremium {
        carrier_id: r.carrier_id,
        carrier_name: r.carrier_name,
        // Only the book's total row has no line.
        line: r.line.unwrap_or(Line::Medical),
        groups: r.groups,
        subscribers: r.subscribers,
        monthly_premium_cents: r.monthly_premium_cents,
        annual_premium_cents: annual(r.monthly_premium_cents),
        enrolled_premium_cents: r.enrolled_premium_cents,
        recorded_premium_cents: r.recorded_premium_cents,
        employer_cents: r.employer_cents,
        rate_bps: r.rate_bps,
        monthly_commission_cents: r.monthly_commission_cents,
        annual_commission_cents: r.monthly_commission_cents.map(annual),
    }
}

fn commission(rows: &[CarrierLinePremium], rates_set: i64) -> CommissionEstimate {
    let monthly: i64 = rows.iter().filter_map(|r| r.monthly_commission_cents).sum();
    let rated: i64 = rows
        .iter()
        .filter(|r| r.rate_bps.is_some())
        .map(|r| r.monthly_premium_cents)
        .sum();
    let all: i64 = rows.iter().map(|r| r.monthly_premium_cents).sum();
    CommissionEstimate {
        rates_set,
        monthly_commission_cents: monthly,
        annual_commission_cents: annual(monthly),
        rated_premium_cents: rated,
        unrated_premium_cents: all - rated,
    }
}

fn totals(total: Option<&PremiumRow>, renewals: &[RenewalMonth]) -> BookTotals {
    let monthly = total.map_or(0, |t| t.monthly_premium_cents);
    BookTotals {
        groups: total.map_or(0, |t| t.groups),
        enrolled_groups: total.map_or(0, |t| t.enrolled_groups),
        recorded_groups: total.map_or(0, |t| t.recorded_groups),
        subscribers: total.map_or(0, |t| t.subscribers),
        monthly_premium_cents: monthly,
        annual_premium_cents: annual(monthly),
        employer_cents: total.map_or(0, |t| t.employer_cents),
        renewing_groups: renewals.iter().map(|m| m.groups).sum(),
        renewing_monthly_premium_cents: renewals.iter().map(|m| m.monthly_premium_cents).sum(),
    }
}

fn renewal_month(m: RenewalMonthRow) -> Result<RenewalMonth, AppError> {
    let renewing = m
        .renewing
        .0
        .into_iter()
        .map(|r| {
            let unknown =
                |what: &str| AppError::Internal(format!("an unknown {what} in a renewal"));
            Ok(RenewingGroup {
                group_id: r.group_id,
                group_name: r.group_name,
                stage: r.stage.parse().map_err(|_| unknown("stage"))?,
                renewal_date: r.renewal_date,
                broker_name: r.broker_name,
                monthly_premium_cents: r.monthly_premium_cents,
                annual_premium_cents: r.monthly_premium_cents.map(annual),
                source: r
                    .source
                    .map(|s| s.parse().map_err(|_| unknown("premium source")))
                    .transpose()?,
            })
        })
        .collect::<Result<Vec<_>, AppError>>()?;
    Ok(RenewalMonth {
        month: m.month,
        groups: m.groups,
        monthly_premium_cents: m.monthly_premium_cents,
        annual_premium_cents: annual(m.monthly_premium_cents),
        renewing,
    })
}
