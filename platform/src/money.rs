//! Amounts of money as the API answers them today: dollars as a JSON number.

use rust_decimal::prelude::ToPrimitive;
use rust_decimal::Decimal;

/// Dollars as an `f64` (0 for an amount too large for one).
pub fn money(d: Decimal) -> f64 {
    d.to_f64().unwrap_or(0.0)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn dollars_keep_their_cents() {
        assert_eq!(money(Decimal::new(12345, 2)), 123.45);
        assert_eq!(money(Decimal::ZERO), 0.0);
        assert_eq!(money(Decimal::new(-5, 1)), -0.5);
    }
}
