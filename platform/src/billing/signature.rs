//! Stripe's webhook signature: `Stripe-Signature: t=<unix seconds>,v1=<hex>[,v1=<hex>...]`,
//! each `v1` an HMAC-SHA256 of `<t>.<raw body>` keyed with the endpoint's `whsec_` secret.

use hmac::{Hmac, Mac};
use sha2::Sha256;

/// How old (or how far ahead) a signature's timestamp may be, in seconds.
pub const TOLERANCE_SECS: i64 = 300;

#[derive(Debug, Clone, Copy, PartialEq, Eq, thiserror::Error)]
pub enum SignatureError {
    #[error("the Stripe-Signature header is missing or malformed")]
    Malformed,
    #[error("no signature matches the body")]
    Mismatch,
    #[error("the signature's timestamp is outside the tolerance")]
    Stale,
}

/// The `v1` signature of `body` signed at `timestamp`.
pub fn sign(secret: &str, timestamp: i64, body: &[u8]) -> String {
    let mut mac = Hmac::<Sha256>::new_from_slice(secret.as_bytes()).expect("HMAC takes any key");
    mac.update(timestamp.to_string().as_bytes());
    mac.update(b".");
    mac.update(body);
    hex::encode(mac.finalize().into_bytes())
}

/// Checks `header` against `body`: any `v1` may match, and the timestamp must be within the
/// tolerance of `now`.
pub fn verify(secret: &str, header: &str, body: &[u8], now: i64) -> Result<(), SignatureError> {
    let mut timestamp = None;
    let mut candidates = Vec::new();
    for part in header.split(',') {
        match part.trim().split_once('=') {
            Some(("t", t)) => timestamp = t.parse::<i64>().ok(),
            Some(("v1", sig)) => candidates.push(sig),
            _ => {}
        }
    }
    let timestamp = timestamp.ok_or(SignatureError::Malformed)?;
    if candidates.is_empty() {
        return Err(SignatureError::Malformed);
    }
    let matches = candidates.iter().any(|candidate| {
        let Ok(candidate) = hex::decode(candidate) else {
            return false;
        };
        let mut mac =
            Hmac::<Sha256>::new_from_slice(secret.as_bytes()).expect("HMAC takes any key");
        mac.update(timestamp.to_string().as_bytes());
        mac.update(b".");
        mac.update(body);
        mac.verify_slice(&candidate).is_ok()
    });
    if !matches {
        return Err(SignatureError::Mismatch);
    }
    if (now - timestamp).abs() > TOLERANCE_SECS {
        return Err(SignatureError::Stale);
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    const SECRET: &str = "whsec_test_secret";
    const BODY: &[u8] = br#"{"id":"evt_1","type":"invoice.paid"}"#;

    #[test]
    fn a_signature_made_with_the_secret_over_the_body_is_accepted() {
        let now = 1_800_000_000;
        let header = format!("t={now},v1={}", sign(SECRET, now, BODY));
        assert_eq!(verify(SECRET, &header, BODY, now), Ok(()));
        assert_eq!(verify(SECRET, &header, BODY, now + TOLERANCE_SECS), Ok(()));
    }

    #[test]
    fn any_v1_may_match_as_when_stripe_rolls_the_secret() {
        let now = 1_800_000_000;
        let header = format!(
            "t={now},v1={},v1={},v0=ignored",
            sign("whsec_old", now, BODY),
            sign(SECRET, now, BODY)
        );
        assert_eq!(verify(SECRET, &header, BODY, now), Ok(()));
    }

    #[test]
    fn a_changed_body_another_secret_or_a_moved_timestamp_is_refused() {
        let now = 1_800_000_000;
        let header = format!("t={now},v1={}", sign(SECRET, now, BODY));
        assert_eq!(
            verify(SECRET, &header, b"{\"id\":\"evt_2\"}", now),
            Err(SignatureError::Mismatch)
        );
        assert_eq!(
            verify("whsec_other", &header, BODY, now),
            Err(SignatureError::Mismatch)
        );
        let moved = format!("t={},v1={}", now + 1, sign(SECRET, now, BODY));
        assert_eq!(
            verify(SECRET, &moved, BODY, now),
            Err(SignatureError::Mismatch)
        );
    }

    #[test]
    fn an_old_or_future_timestamp_is_stale_even_when_signed_right() {
        let signed_at = 1_800_000_000;
        let header = format!("t={signed_at},v1={}", sign(SECRET, signed_at, BODY));
        assert_eq!(
            verify(SECRET, &header, BODY, signed_at + TOLERANCE_SECS + 1),
            Err(SignatureError::Stale)
        );
        assert_eq!(
            verify(SECRET, &header, BODY, signed_at - TOLERANCE_SECS - 1),
            Err(SignatureError::Stale)
        );
    }

    #[test]
    fn a_header_without_a_timestamp_or_a_v1_is_malformed() {
        assert_eq!(verify(SECRET, "", BODY, 0), Err(SignatureError::Malformed));
        assert_eq!(
            verify(SECRET, "v1=abcd", BODY, 0),
            Err(SignatureError::Malformed)
        );
        assert_eq!(
            verify(SECRET, "t=12,v0=abcd", BODY, 12),
            Err(SignatureError::Malformed)
        );
        assert_eq!(
            verify(SECRET, "t=12,v1=not-hex", BODY, 12),
            Err(SignatureError::Mismatch)
        );
    }
}
