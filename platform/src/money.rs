//! Money as the API carries it: an integer number of cents, in fields named `*_cents`.
//!
//! Amounts are computed as `Decimal` dollars; this is the one place turning them into cents
//! (and cents back into dollars for the rules that compute with them).

use rust_decimal::prelude::ToPrimitive;
use rust_decimal::{Decimal, RoundingStrategy};

/// Dollars as cents, rounded half away from zero to the cent. An amount beyond what an `i64`
/// holds (about 92 quadrillion dollars) saturates at `i64::MAX` or `i64::MIN`: no real premium
/// comes near it, and a clamped figure is loud where a wrapped one would lie.
pub fn cents(dollars: Decimal) -> i64 {
    let saturated = if dollars.is_sign_negative() {
        i64::MIN
    } else {
        i64::MAX
    };
    dollars
        .checked_mul(Decimal::ONE_HUNDRED)
        .map(|c| c.round_dp_with_strategy(0, RoundingStrategy::MidpointAwayFromZero))
        .and_then(|c| c.to_i64())
        .unwrap_or(saturated)
}

/// Cents as `Decimal` dollars, exactly.
pub fn dollars(cents: i64) -> Decimal {
    Decimal::new(cents, 2)
}

/// The largest monthly amount a money input accepts: $100,000.00.
pub const MAX_INPUT_CENTS: i64 = 10_000_000;

/// A figure kept in whole dollars (a plan's deductible, out-of-pocket maximum, copay) as cents.
pub fn whole_dollars_in_cents(dollars: i32) -> i64 {
    i64::from(dollars) * 100
}

/// Cents as the whole dollars a plan's benefit figures are kept in; `None` when the amount has
/// cents or does not fit.
pub fn cents_in_whole_dollars(cents: i64) -> Option<i32> {
    if cents % 100 != 0 {
        return None;
    }
    i32::try_from(cents / 100).ok()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn dollars_become_cents() {
        assert_eq!(cents(Decimal::new(12345, 2)), 12345);
        assert_eq!(cents(Decimal::ZERO), 0);
        assert_eq!(cents(Decimal::new(7, 0)), 700);
        assert_eq!(cents(Decimal::new(-5, 1)), -50);
    }

    #[test]
    fn fractions_of_a_cent_round_half_away_from_zero() {
        assert_eq!(cents(Decimal::new(12345, 3)), 1235);
        assert_eq!(cents(Decimal::new(12344, 3)), 1234);
        assert_eq!(cents(Decimal::new(125, 3)), 13);
        assert_eq!(cents(Decimal::new(135, 3)), 14);
        assert_eq!(cents(Decimal::new(-12345, 3)), -1235);
        assert_eq!(cents(Decimal::new(-125, 3)), -13);
        assert_eq!(cents(Decimal::new(-1, 3)), 0);
    }

    #[test]
    fn huge_amounts_saturate() {
        let edge = Decimal::new(i64::MAX, 2);
        assert_eq!(cents(edge), i64::MAX);
        assert_eq!(cents(Decimal::MAX), i64::MAX);
        assert_eq!(cents(Decimal::MIN), i64::MIN);
        assert_eq!(cents(Decimal::new(i64::MIN, 2)), i64::MIN);
        assert_eq!(cents(Decimal::new(i64::MAX, 2) + Decimal::ONE), i64::MAX);
    }

    #[test]
    fn whole_dollars_go_both_ways() {
        assert_eq!(whole_dollars_in_cents(1500), 150_000);
        assert_eq!(whole_dollars_in_cents(0), 0);
        assert_eq!(whole_dollars_in_cents(i32::MAX), 214_748_364_700);
        assert_eq!(cents_in_whole_dollars(150_000), Some(1500));
        assert_eq!(cents_in_whole_dollars(0), Some(0));
        assert_eq!(cents_in_whole_dollars(-2500), Some(-25));
        assert_eq!(cents_in_whole_dollars(150_050), None);
        assert_eq!(cents_in_whole_dollars(1), None);
        assert_eq!(cents_in_whole_dollars(214_748_364_800), None);
    }

    #[test]
    fn cents_become_dollars_exactly() {
        assert_eq!(dollars(12345), Decimal::new(12345, 2));
        assert_eq!(dollars(-1), Decimal::new(-1, 2));
        assert_eq!(cents(dollars(i64::MAX)), i64::MAX);
    }
}
