//! WCAG 2.x contrast: relative luminance, contrast ratio, and a passing colour to suggest.

/// Parses `#rrggbb`.
pub fn parse_hex(color: &str) -> Option<(u8, u8, u8)> {
    let hex = color.strip_prefix('#')?;
    if hex.len() != 6 || !hex.bytes().all(|b| b.is_ascii_hexdigit()) {
        return None;
    }
    let channel = |i: usize| u8::from_str_radix(&hex[i..i + 2], 16).ok();
    Some((channel(0)?, channel(2)?, channel(4)?))
}

pub fn to_hex((r, g, b): (u8, u8, u8)) -> String {
    format!("#{r:02x}{g:02x}{b:02x}")
}

pub fn relative_luminance((r, g, b): (u8, u8, u8)) -> f64 {
    let linear = |c: u8| {
        let c = f64::from(c) / 255.0;
        if c <= 0.04045 {
            c / 12.92
        } else {
            ((c + 0.055) / 1.055).powf(2.4)
        }
    };
    0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b)
}

pub fn contrast_ratio(a: (u8, u8, u8), b: (u8, u8, u8)) -> f64 {
    let (la, lb) = (relative_luminance(a), relative_luminance(b));
    let (hi, lo) = if la > lb { (la, lb) } else { (lb, la) };
    (hi + 0.05) / (lo + 0.05)
}

/// AA for normal text.
pub const AA: f64 = 4.5;

/// The nearest darker shade of `color` on which `text` reaches `target` contrast.
pub fn darken_until(color: (u8, u8, u8), text: (u8, u8, u8), target: f64) -> Option<(u8, u8, u8)> {
    (0..=100)
        .map(|step| {
            let k = 1.0 - f64::from(step) / 100.0;
            let scale = |c: u8| (f64::from(c) * k).round() as u8;
            (scale(color.0), scale(color.1), scale(color.2))
        })
        .find(|c| contrast_ratio(*c, text) >= target)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn known_ratios() {
        let white = (255, 255, 255);
        let black = (0, 0, 0);
        assert!((contrast_ratio(white, black) - 21.0).abs() < 1e-9);
        assert!((contrast_ratio(white, white) - 1.0).abs() < 1e-9);
        // #767676 on white is the classic 4.54:1.
        let grey = parse_hex("#767676").unwrap();
        assert!((contrast_ratio(grey, white) - 4.54).abs() < 0.01);
        let summit = parse_hex("#0b4f6c").unwrap();
        assert!(contrast_ratio(summit, white) > AA);
    }

    #[test]
    fn suggestions_pass() {
        let yellow = parse_hex("#f5c518").unwrap();
        let white = (255, 255, 255);
        assert!(contrast_ratio(yellow, white) < AA);
        let fixed = darken_until(yellow, white, AA).unwrap();
        assert!(contrast_ratio(fixed, white) >= AA);
        assert_eq!(to_hex((11, 79, 108)), "#0b4f6c");
        assert!(
            parse_hex("#12345").is_none()
                && parse_hex("123456").is_none()
                && parse_hex("#gg0000").is_none()
        );
    }
}
