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
    fn cents_become_dollars_exactly() {
        assert_eq!(dollars(12345), Decimal::new(12345, 2));
        assert_eq!(dollars(-1), Decimal::new(-1, 2));
        assert_eq!(cents(dollars(i64::MAX)), i64::MAX);
    }
}
