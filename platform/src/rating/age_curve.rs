//! The federal default age curve (2018+), factor relative to age 21 (CMS).

use rust_decimal::Decimal;
use rust_decimal_macros::dec;

/// Factors for ages 0–64+; index = age (0–14 share one factor, 64 and over one too).
const FACTORS: [Decimal; 65] = [
    dec!(0.765),
    dec!(0.765),
    dec!(0.765),
    dec!(0.765),
    dec!(0.765),
    dec!(0.765),
    dec!(0.765),
    dec!(0.765),
    dec!(0.765),
    dec!(0.765),
    dec!(0.765),
    dec!(0.765),
    dec!(0.765),
    dec!(0.765),
    dec!(0.765),
    dec!(0.833),
    dec!(0.859),
    dec!(0.885),
    dec!(0.914),
    dec!(0.941),
    dec!(0.970),
    dec!(1.000),
    dec!(1.000),
    dec!(1.000),
    dec!(1.000),
    dec!(1.004),
    dec!(1.024),
    dec!(1.048),
    dec!(1.087),
    dec!(1.119),
    dec!(1.135),
    dec!(1.159),
    dec!(1.183),
    dec!(1.198),
    dec!(1.214),
    dec!(1.222),
    dec!(1.230),
    dec!(1.238),
    dec!(1.246),
    dec!(1.262),
    dec!(1.278),
    dec!(1.302),
    dec!(1.325),
    dec!(1.357),
    dec!(1.397),
    dec!(1.444),
    dec!(1.500),
    dec!(1.563),
    dec!(1.635),
    dec!(1.706),
    dec!(1.786),
    dec!(1.865),
    dec!(1.952),
    dec!(2.040),
    dec!(2.135),
    dec!(2.230),
    dec!(2.333),
    dec!(2.437),
    dec!(2.548),
    dec!(2.603),
    dec!(2.714),
    dec!(2.810),
    dec!(2.873),
    dec!(2.952),
    dec!(3.000),
];

/// The factor for a member of `age` (negative ages are treated as 0; 64 and over as 64).
pub fn factor(age: i32) -> Decimal {
    FACTORS[age.clamp(0, 64) as usize]
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn matches_the_cms_table() {
        assert_eq!(factor(0), dec!(0.765));
        assert_eq!(factor(14), dec!(0.765));
        assert_eq!(factor(15), dec!(0.833));
        assert_eq!(factor(20), dec!(0.970));
        assert_eq!(factor(21), dec!(1.000));
        assert_eq!(factor(24), dec!(1.000));
        assert_eq!(factor(25), dec!(1.004));
        assert_eq!(factor(40), dec!(1.278));
        assert_eq!(factor(50), dec!(1.786));
        assert_eq!(factor(63), dec!(2.952));
        assert_eq!(factor(64), dec!(3.000));
        assert_eq!(factor(90), dec!(3.000));
        assert_eq!(factor(-1), dec!(0.765));
    }

    #[test]
    fn never_decreases_with_age() {
        for age in 0..64 {
            assert!(factor(age + 1) >= factor(age), "{age}");
        }
    }
}
