//! The demo agency's commission rates: the usual small-group percentages for most of its
//! carriers' lines, one carrier's medical left without a rate, so the book of business shows
//! both an estimate and premium with no rate yet.

use uuid::Uuid;

use crate::auth::Principal;
use crate::error::AppError;
use crate::reports::dto::{CommissionRateInput, CommissionScheduleRequest};
use crate::reports::set_commission_rates::set_commission_rates;
use crate::state::AppState;
use crate::vocabulary::Line;

/// Carrier, line and rate in basis points.
const RATES: &[(&str, Line, i32)] = &[
    ("Front Range Mutual", Line::Medical, 450),
    ("Front Range Mutual", Line::Dental, 1000),
    ("Rocky Mountain Health", Line::Medical, 500),
    ("Rocky Mountain Health", Line::Dental, 1000),
    ("Summit Health Plans", Line::Medical, 400),
    ("Pioneer Benefit Life", Line::Dental, 800),
    ("Clearview Vision & Dental", Line::Dental, 1000),
    ("Clearview Vision & Dental", Line::Vision, 1000),
];

pub async fn seed_commission_rates(state: &AppState, owner: &Principal) -> Result<(), AppError> {
    let names: Vec<&str> = RATES.iter().map(|(name, _, _)| *name).collect();
    let carriers: Vec<(Uuid, String)> =
        sqlx::query_as("SELECT id, name FROM public.carriers WHERE name = ANY($1)")
            .bind(&names)
            .fetch_all(&state.pool)
            .await?;
    let rates = RATES
        .iter()
        .filter_map(|(name, line, rate_bps)| {
            carriers
                .iter()
                .find(|(_, n)| n == name)
                .map(|(id, _)| CommissionRateInput {
                    carrier_id: *id,
                    line: *line,
                    rate_bps: *rate_bps,
                })
        })
        .collect();
    set_commission_rates(
        state,
        owner,
        "127.0.0.1",
        &CommissionScheduleRequest { version: 0, rates },
    )
    .await?;
    Ok(())
}
