//! The rating engine (ACA small group), pure: member rates from the age curve, family premiums
//! with the three-oldest-children rule, composite tiers, employer/employee shares under every
//! contribution strategy, and cost per paycheck. Money is `Decimal`, rounded to the cent per
//! member; totals are exact sums of rounded parts.

pub mod age_curve;
pub mod contribution;
pub mod in_cents;
pub mod premium;

use rust_decimal::{Decimal, RoundingStrategy};

/// Rounds money to the cent, halves away from zero.
pub fn cents(amount: Decimal) -> Decimal {
    amount.round_dp_with_strategy(2, RoundingStrategy::MidpointAwayFromZero)
}

/// Dollars as people read them: `$65,038.00`.
pub fn usd(amount: Decimal) -> String {
    let cents = cents(amount);
    let sign = if cents.is_sign_negative() { "-" } else { "" };
    let text = format!("{:.2}", cents.abs());
    let (whole, fraction) = text.split_once('.').unwrap_or((&text, "00"));
    let mut grouped = String::new();
    for (i, c) in whole.chars().enumerate() {
        if i > 0 && (whole.len() - i) % 3 == 0 {
            grouped.push(',');
        }
        grouped.push(c);
    }
    format!("{sign}${grouped}.{fraction}")
}

#[cfg(test)]
mod tests {
    use rust_decimal_macros::dec;

    #[test]
    fn dollars_read_well() {
        assert_eq!(super::usd(dec!(65038)), "$65,038.00");
        assert_eq!(super::usd(dec!(1234567.891)), "$1,234,567.89");
        assert_eq!(super::usd(dec!(-0.5)), "-$0.50");
        assert_eq!(super::usd(dec!(999.999)), "$1,000.00");
    }
}
