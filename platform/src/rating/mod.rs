//! The rating engine (ACA small group), pure: member rates from the age curve, family premiums
//! with the three-oldest-children rule, composite tiers, employer/employee shares under every
//! contribution strategy, and cost per paycheck. Money is `Decimal`, rounded to the cent per
//! member; totals are exact sums of rounded parts.

pub mod age_curve;
pub mod contribution;
pub mod premium;

use rust_decimal::{Decimal, RoundingStrategy};

/// Rounds money to the cent, halves away from zero.
pub fn cents(amount: Decimal) -> Decimal {
    amount.round_dp_with_strategy(2, RoundingStrategy::MidpointAwayFromZero)
}
