//! The background of every server: the queue's workers, the scheduler of each declared
//! schedule (on one server at a time), and the sweep that settles jobs whose server died.
//!
//! The queue (`underway`) leases a task to the worker that takes it: the worker holds a
//! PostgreSQL advisory lock for the task while it runs and beats a heartbeat every lease
//! (`CANOPY_JOB_LEASE_SECS`). A task whose heartbeat stopped for longer is handed on by the
//! queue to the next worker that polls (on any server, without a restart) while it has
//! attempts left; the lock keeps a second server from running it while the first still holds
//! it. A task with no attempts left is ended here, by the sweep, once its lock is free. Nothing
//! at start-up touches jobs: a server starting next to others leaves their jobs alone.

use std::collections::HashMap;
use std::sync::Arc;
use std::time::Duration;

use sqlx::postgres::{PgConnectOptions, PgListener, PgPoolOptions};
use sqlx::PgPool;
use tokio::sync::Notify;
use tokio::task::JoinHandle;
use tokio_util::sync::CancellationToken;
use underway::{Queue, Scheduler, Task, Worker, ZonedSchedule};
use uuid::Uuid;

use super::agency_purge::AgencyPurge;
use super::census_commit::{self, CensusCommit};
use super::cleanup::Cleanup;
use super::daily_book::DailyBook;
use super::queries::{self, Failing};
use super::queue::{AGENCY_PURGE, CENSUS_COMMIT, CLEANUP, DAILY_BOOK};
use super::schedules::{self, Schedule, Scheduled};
use crate::state::AppState;

/// How the background runs (tests make it brisk).
#[derive(Debug, Clone)]
pub struct Settings {
    /// How often a worker looks for work besides being woken by a new job (this is also how
    /// soon a job whose lease expired is picked up).
    pub poll: Duration,
    /// How often the sweep looks for stranded tasks and jobs to settle.
    pub sweep: Duration,
    /// How often a server that is not running a schedule tries to take it over.
    pub leader_retry: Duration,
    /// Census commits one server runs at once.
    pub census_workers: usize,
    /// Connections of the queue's own pool (listeners, leases, heartbeats).
    pub connections: u32,
    pub schedules: Vec<Schedule>,
    /// Where the queue's own pool connects when requests go through a pooler in transaction
    /// mode: its leases, schedulers and listeners need sessions of their own. Without it the
    /// queue connects as the requests' pool does.
    pub direct: Option<PgConnectOptions>,
}

impl Default for Settings {
    fn default() -> Self {
        Self {
            poll: Duration::from_secs(5),
            sweep: Duration::from_secs(30),
            leader_retry: Duration::from_secs(30),
            census_workers: 2,
            connections: 10,
            schedules: schedules::declared(),
            direct: None,
        }
    }
}

/// The running background; [`Background::stop`] ends it.
pub struct Background {
    token: CancellationToken,
    workers: Vec<JoinHandle<()>>,
    others: Vec<JoinHandle<()>>,
    pool: PgPool,
}

impl Background {
    /// Stops taking work and waits up to `grace` for the jobs running here. A job still running
    /// then is abandoned: its transaction rolls back, and once its lease expires another server
    /// fails it as interrupted (retryable).
    pub async fn stop(mut self, grace: Duration) {
        self.token.cancel();
        let workers = futures_util::future::join_all(std::mem::take(&mut self.workers));
        if tokio::time::timeout(grace, workers).await.is_err() {
            tracing::warn!("jobs still running at shutdown were left to another server");
        }
        for handle in std::mem::take(&mut self.others) {
            handle.abort();
        }
        self.pool.close().await;
    }
}

impl Drop for Background {
    /// Dropped without [`Background::stop`]: stops taking work.
    fn drop(&mut self) {
        self.token.cancel();
    }
}

/// Starts the workers, the schedulers and the sweep of this server.
pub async fn start(state: AppState, settings: Settings) -> anyhow::Result<Background> {
    let options = settings
        .direct
        .clone()
        .unwrap_or_else(|| (*state.pool.connect_options()).clone())
        .application_name("canopy-jobs");
    let pool = PgPoolOptions::new()
        .max_connections(settings.connections)
        .acquire_timeout(Duration::from_secs(10))
        .max_lifetime(Duration::from_secs(30 * 60))
        .connect_lazy_with(options);
    let token = CancellationToken::new();
    let mut wake: HashMap<String, Arc<Notify>> = HashMap::new();
    let mut workers = Vec::new();
    let mut others = Vec::new();

    let census = Worker::new(
        Arc::new(queue(&pool, CENSUS_COMMIT).await?),
        CensusCommit::new(state.clone()),
    );
    let census_wake = wake.entry(CENSUS_COMMIT.to_string()).or_default().clone();
    for _ in 0..settings.census_workers.max(1) {
        workers.push(tokio::spawn(work(
            census.clone(),
            census_wake.clone(),
            settings.poll,
            token.clone(),
        )));
    }

    for schedule in &settings.schedules {
        let mut running = Running {
            pool: &pool,
            schedule,
            settings: &settings,
            token: &token,
            wake: &mut wake,
            workers: &mut workers,
            others: &mut others,
        };
        match schedule.job {
            Scheduled::Cleanup => {
                let state = state.clone();
                running
                    .start(CLEANUP, move || Cleanup::new(state.clone()))
                    .await?
            }
            Scheduled::DailyBook => {
                let state = state.clone();
                running
                    .start(DAILY_BOOK, move || DailyBook::new(state.clone()))
                    .await?
            }
            Scheduled::AgencyPurge => {
                let state = state.clone();
                running
                    .start(AGENCY_PURGE, move || AgencyPurge::new(state.clone()))
                    .await?
            }
        }
    }

    others.push(tokio::spawn(listen(
        pool.clone(),
        wake,
        settings.poll,
        token.clone(),
    )));
    others.push(tokio::spawn(sweep_every(
        state,
        pool.clone(),
        settings.sweep,
        token.clone(),
    )));
    Ok(Background {
        token,
        workers,
        others,
        pool,
    })
}

/// What starting one schedule needs and adds to.
struct Running<'a> {
    pool: &'a PgPool,
    schedule: &'a Schedule,
    settings: &'a Settings,
    token: &'a CancellationToken,
    wake: &'a mut HashMap<String, Arc<Notify>>,
    workers: &'a mut Vec<JoinHandle<()>>,
    others: &'a mut Vec<JoinHandle<()>>,
}

impl Running<'_> {
    /// Declares the schedule on its queue and starts a worker of its jobs and its scheduler
    /// (which runs while this server leads the schedule).
    async fn start<T: Task<Input = ()> + Sync>(
        &mut self,
        name: &str,
        task: impl Fn() -> T + Send + 'static,
    ) -> anyhow::Result<()> {
        let queue = Arc::new(queue::<T>(self.pool, name).await?);
        queue
            .schedule(self.pool, &zoned(self.schedule)?, &())
            .await?;
        let notify = self.wake.entry(name.to_string()).or_default().clone();
        self.workers.push(tokio::spawn(work(
            Worker::new(queue.clone(), task()),
            notify,
            self.settings.poll,
            self.token.clone(),
        )));
        self.others.push(tokio::spawn(lead(
            queue,
            task,
            self.settings.leader_retry,
            self.token.clone(),
        )));
        Ok(())
    }
}

async fn queue<T: Task>(pool: &PgPool, name: &str) -> anyhow::Result<Queue<T>> {
    Ok(Queue::builder()
        .name(name)
        .pool(pool.clone())
        .build()
        .await?)
}

fn zoned(schedule: &Schedule) -> anyhow::Result<ZonedSchedule> {
    ZonedSchedule::new(&schedule.cron, schedule.time_zone)
        .map_err(|e| anyhow::anyhow!("schedule {:?} ({}): {e}", schedule.job, schedule.cron))
}

/// One worker: takes the queue's next job (under its lease), runs it, and when there is none
/// waits to be woken by a new one or for the next poll.
async fn work<T: Task + Sync>(
    worker: Worker<T>,
    wake: Arc<Notify>,
    poll: Duration,
    token: CancellationToken,
) {
    let mut failing = false;
    while !token.is_cancelled() {
        let woken = wake.notified();
        tokio::pin!(woken);
        woken.as_mut().enable();
        let idle = match worker.process_next_task().await {
            Ok(Some(_)) => false,
            Ok(None) => true,
            Err(e) => {
                // Logged once per spell of errors (a database that is away), then quiet.
                if !failing {
                    tracing::error!(error = %e, "the job worker could not take or finish a job");
                }
                failing = true;
                true
            }
        };
        if idle {
            tokio::select! {
                _ = &mut woken => {}
                _ = tokio::time::sleep(poll) => {}
                _ = token.cancelled() => break,
            }
        } else {
            failing = false;
        }
    }
}

/// Runs the schedule's scheduler while this server holds its lock; otherwise tries again
/// later, so a schedule moves to another server when its server stops.
async fn lead<T: Task>(
    queue: Arc<Queue<T>>,
    task: impl Fn() -> T,
    retry: Duration,
    token: CancellationToken,
) {
    loop {
        let mut scheduler = Scheduler::new(queue.clone(), task());
        scheduler.set_shutdown_token(token.child_token());
        if let Err(e) = scheduler.run().await {
            tracing::error!(error = %e, "a job schedule stopped");
        }
        tokio::select! {
            _ = token.cancelled() => break,
            _ = tokio::time::sleep(retry) => {}
        }
    }
}

/// Wakes the workers of a queue when a job is queued (the queue notifies `task_change`).
async fn listen(
    pool: PgPool,
    wake: HashMap<String, Arc<Notify>>,
    poll: Duration,
    token: CancellationToken,
) {
    #[derive(serde::Deserialize)]
    struct Change {
        task_queue_name: String,
    }
    let mut listener = None;
    while !token.is_cancelled() {
        if listener.is_none() {
            match PgListener::connect_with(&pool).await {
                Ok(mut l) => match l.listen("task_change").await {
                    Ok(()) => listener = Some(l),
                    Err(e) => {
                        tracing::warn!(error = %e, "listening for new jobs failed; polling meanwhile")
                    }
                },
                Err(e) => {
                    tracing::warn!(error = %e, "listening for new jobs failed; polling meanwhile")
                }
            }
        }
        let Some(l) = listener.as_mut() else {
            tokio::select! {
                _ = tokio::time::sleep(poll) => continue,
                _ = token.cancelled() => break,
            }
        };
        tokio::select! {
            received = l.recv() => match received {
                Ok(n) => {
                    if let Some(notify) = serde_json::from_str::<Change>(n.payload()).ok().and_then(|c| wake.get(&c.task_queue_name)) {
                        notify.notify_waiters();
                    }
                }
                Err(e) => {
                    tracing::warn!(error = %e, "the job listener lost its connection");
                    listener = None;
                }
            },
            _ = token.cancelled() => break,
        }
    }
}

async fn sweep_every(state: AppState, pool: PgPool, every: Duration, token: CancellationToken) {
    let mut tick = tokio::time::interval(every);
    tick.set_missed_tick_behavior(tokio::time::MissedTickBehavior::Delay);
    loop {
        tokio::select! {
            _ = tick.tick() => {}
            _ = token.cancelled() => break,
        }
        if let Err(e) = sweep(&state, &pool).await {
            tracing::warn!(error = %e, "settling stranded jobs failed; trying again later");
        }
    }
}

/// Ends the tasks whose server died with no attempt left, and settles the jobs of the tasks the
/// queue failed: a job still queued or running is failed as interrupted (retryable). Returns
/// how many jobs it failed.
pub async fn sweep(state: &AppState, pool: &PgPool) -> anyhow::Result<usize> {
    let mut tx = pool.begin().await?;
    let ended = queries::end_stranded(&mut tx, 50).await?;
    tx.commit().await?;
    if !ended.is_empty() {
        tracing::warn!(tasks = ended.len(), "jobs whose server stopped were ended");
    }
    let mut failed = 0;
    for task in queries::recently_failed(pool, &[CENSUS_COMMIT]).await? {
        let job = |key: &str| {
            task.input
                .get(key)
                .and_then(|v| v.as_str())
                .and_then(|s| s.parse::<Uuid>().ok())
        };
        let (Some(agency_id), Some(job_id)) = (job("agency_id"), job("job_id")) else {
            continue;
        };
        let Some(agency) = tenants::registry::find_by_id(&state.pool, agency_id).await? else {
            continue;
        };
        if queries::fail(
            &state.pool,
            &agency,
            job_id,
            Failing::Abandoned,
            census_commit::INTERRUPTED,
        )
        .await?
        {
            tracing::warn!(job = %job_id, agency = %agency.slug, "a job its server left unfinished was failed as interrupted");
            failed += 1;
        }
    }
    Ok(failed)
}
