//! The census's heavy work (reading a file, checking its rows, writing the staged rows) runs on
//! one dedicated thread. Its large allocations then reuse that thread's malloc arena: run on
//! whichever blocking threads are free, each step of an import left its freed memory in another
//! arena and a 100,000-employee import peaked near twice its working set. Steps of concurrent
//! imports queue; a step of a large census takes a second or two. Checking a large file, and
//! sorting its households for the commit, borrow one more thread for half the rows
//! (`engine::halves`).

use std::future::Future;
use std::panic::{catch_unwind, AssertUnwindSafe};
use std::sync::mpsc;
use std::sync::OnceLock;

use crate::error::AppError;

type Task = Box<dyn FnOnce() + Send>;

fn queue() -> &'static mpsc::Sender<Task> {
    static QUEUE: OnceLock<mpsc::Sender<Task>> = OnceLock::new();
    QUEUE.get_or_init(|| {
        let (tx, rx) = mpsc::channel::<Task>();
        std::thread::Builder::new()
            .name("census-worker".into())
            .spawn(move || {
                for task in rx {
                    task();
                }
            })
            .expect("starting the census worker thread");
        tx
    })
}

/// Queues `f` on the census thread at once (not when first polled: a caller may start a step
/// and await it later) and returns its outcome, awaited without blocking the async runtime.
pub fn run<T: Send + 'static>(
    f: impl FnOnce() -> T + Send + 'static,
) -> impl Future<Output = Result<T, AppError>> {
    let (tx, rx) = tokio::sync::oneshot::channel();
    let task: Task = Box::new(move || {
        // A panic fails this step only; the thread goes on with the next.
        let _ = tx.send(catch_unwind(AssertUnwindSafe(f)));
    });
    let queued = queue().send(task).is_ok();
    async move {
        if !queued {
            return Err(AppError::Internal("the census worker has stopped".into()));
        }
        rx.await
            .map_err(|_| AppError::Internal("the census worker has stopped".into()))?
            .map_err(|_| AppError::Internal("the census step failed unexpectedly".into()))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[tokio::test]
    async fn a_step_starts_before_it_is_awaited() {
        let (tx, rx) = std::sync::mpsc::channel();
        let step = run(move || tx.send(()).unwrap());
        rx.recv_timeout(std::time::Duration::from_secs(5))
            .expect("the step ran");
        step.await.unwrap();
    }

    #[tokio::test]
    async fn runs_steps_and_survives_a_panic() {
        assert_eq!(run(|| 6 * 7).await.unwrap(), 42);
        let name = run(|| std::thread::current().name().map(str::to_string))
            .await
            .unwrap();
        assert_eq!(name.as_deref(), Some("census-worker"));
        assert!(run(|| -> u8 { panic!("boom") }).await.is_err());
        assert_eq!(run(|| "still here").await.unwrap(), "still here");
    }
}
