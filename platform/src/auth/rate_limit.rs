//! Sign-in throttling: per account and per IP, over a sliding window of failed attempts.

use chrono::{DateTime, Utc};

pub const WINDOW_SECS: i64 = 15 * 60;
pub const MAX_PER_ACCOUNT: i64 = 5;
pub const MAX_PER_IP: i64 = 30;

/// Seconds to wait before another attempt, or `None` when one is allowed now.
pub fn retry_after(
    now: DateTime<Utc>,
    failures: i64,
    oldest: Option<DateTime<Utc>>,
    max: i64,
) -> Option<u64> {
    if failures < max {
        return None;
    }
    let oldest = oldest?;
    let elapsed = (now - oldest).num_seconds().max(0);
    Some((WINDOW_SECS - elapsed).max(1) as u64)
}

#[cfg(test)]
mod tests {
    use super::*;
    use chrono::Duration;

    #[test]
    fn under_the_limit() {
        let now = Utc::now();
        assert_eq!(retry_after(now, 4, Some(now), MAX_PER_ACCOUNT), None);
    }

    #[test]
    fn over_the_limit_waits_for_the_window() {
        let now = Utc::now();
        assert_eq!(retry_after(now, 5, Some(now - Duration::seconds(60)), MAX_PER_ACCOUNT), Some(840));
        assert_eq!(retry_after(now, 9, Some(now - Duration::seconds(WINDOW_SECS + 5)), MAX_PER_ACCOUNT), Some(1));
    }
}
