//! Every cron schedule of the platform, declared here and nowhere else.
//!
//! Each scheduled kind of job has its own queue (the queue keeps one schedule per queue) and
//! its task; `runner` registers the schedule at start-up and runs a scheduler for it on one
//! server at a time (the one holding the queue's scheduler lock; the others try again every
//! `Settings::leader_retry`), so each tick enqueues one job however many servers run. Any
//! server's worker then runs it.
//!
//! To add one (billing runs, …): a variant of [`Scheduled`],
//! its task and queue name, its line in [`declared`], and its arm in `runner::start`.

/// A kind of scheduled job.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Scheduled {
    /// The daily clean-up (`cleanup.rs` states the retention).
    Cleanup,
    /// The daily round of every agency's book (`daily_book.rs`).
    DailyBook,
    /// The purge of closed agencies whose grace period has ended (`agency_purge.rs`).
    AgencyPurge,
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Schedule {
    pub job: Scheduled,
    /// `second minute hour day-of-month month day-of-week`.
    pub cron: String,
    /// An IANA time zone name.
    pub time_zone: &'static str,
}

/// The schedules servers run.
pub fn declared() -> Vec<Schedule> {
    vec![
        // Every day at 03:15 UTC.
        Schedule {
            job: Scheduled::Cleanup,
            cron: "0 15 3 * * *".into(),
            time_zone: "UTC",
        },
        // Every day at 07:00 UTC, before the working day starts in the United States.
        Schedule {
            job: Scheduled::DailyBook,
            cron: "0 0 7 * * *".into(),
            time_zone: "UTC",
        },
        // Every hour at :40.
        Schedule {
            job: Scheduled::AgencyPurge,
            cron: "0 40 * * * *".into(),
            time_zone: "UTC",
        },
    ]
}

impl Scheduled {
    /// The environment variable that moves this schedule (`CANOPY_CRON_DAILY_BOOK=...`).
    pub fn cron_variable(self) -> &'static str {
        match self {
            Scheduled::Cleanup => "CANOPY_CRON_CLEANUP",
            Scheduled::DailyBook => "CANOPY_CRON_DAILY_BOOK",
            Scheduled::AgencyPurge => "CANOPY_CRON_AGENCY_PURGE",
        }
    }
}

/// The declared schedules, each moved by its environment variable when set (a cron of six
/// fields, in the schedule's time zone). Every server of a deployment must be given the same.
pub fn configured(get: impl Fn(&str) -> Option<String>) -> anyhow::Result<Vec<Schedule>> {
    let mut schedules = declared();
    for schedule in &mut schedules {
        let name = schedule.job.cron_variable();
        if let Some(cron) = get(name).filter(|c| !c.trim().is_empty()) {
            underway::ZonedSchedule::new(cron.trim(), schedule.time_zone).map_err(|e| {
                anyhow::anyhow!("configuration: {name} {cron:?} is not a schedule: {e}")
            })?;
            schedule.cron = cron.trim().to_string();
        }
    }
    Ok(schedules)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_schedule_moves_by_its_variable() {
        let moved = configured(|name| {
            (name == "CANOPY_CRON_DAILY_BOOK").then(|| "*/5 * * * * *".to_string())
        })
        .unwrap();
        let daily = moved
            .iter()
            .find(|s| s.job == Scheduled::DailyBook)
            .unwrap();
        assert_eq!(daily.cron, "*/5 * * * * *");
        assert_eq!(
            moved.iter().find(|s| s.job == Scheduled::Cleanup),
            declared().iter().find(|s| s.job == Scheduled::Cleanup)
        );
        let e = configured(|name| (name == "CANOPY_CRON_CLEANUP").then(|| "daily".to_string()))
            .unwrap_err()
            .to_string();
        assert!(e.contains("CANOPY_CRON_CLEANUP"), "{e}");
    }

    #[test]
    fn every_declared_schedule_parses() {
        for s in declared() {
            underway::ZonedSchedule::new(&s.cron, s.time_zone)
                .unwrap_or_else(|e| panic!("{s:?}: {e}"));
        }
    }
}
