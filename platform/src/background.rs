//! Work a request starts and does not wait for: it runs on the runtime after the answer is sent
//! (email links, so that an answer never depends on whether an address has an account). The
//! work in flight is counted, so a stopping server and the tests can wait for it.

use std::future::Future;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::Arc;

use tokio::sync::Notify;

use crate::error::{current_request_id, AppError, REQUEST_ID};

#[derive(Clone, Default)]
pub struct Background(Arc<Inner>);

#[derive(Default)]
struct Inner {
    running: AtomicUsize,
    done: Notify,
}

/// Counts one piece of work until it ends, even by a panic.
struct Running(Arc<Inner>);

impl Drop for Running {
    fn drop(&mut self) {
        if self.0.running.fetch_sub(1, Ordering::AcqRel) == 1 {
            self.0.done.notify_waiters();
        }
    }
}

impl Background {
    /// Runs `work` on its own; a failure is logged with `what` and the request's id.
    pub fn spawn<F>(&self, what: &'static str, work: F)
    where
        F: Future<Output = Result<(), AppError>> + Send + 'static,
    {
        self.0.running.fetch_add(1, Ordering::AcqRel);
        let running = Running(self.0.clone());
        let request_id = current_request_id();
        tokio::spawn(REQUEST_ID.scope(request_id, async move {
            let _running = running;
            if let Err(e) = work.await {
                tracing::error!(error = %e, what, digest = %current_request_id(), "background work failed");
            }
        }));
    }

    /// Waits until no work is running.
    pub async fn idle(&self) {
        loop {
            let done = self.0.done.notified();
            tokio::pin!(done);
            done.as_mut().enable();
            if self.0.running.load(Ordering::Acquire) == 0 {
                return;
            }
            done.await;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::time::Duration;

    #[tokio::test]
    async fn idle_waits_for_the_work_started() {
        let background = Background::default();
        background.idle().await;
        let (tx, rx) = tokio::sync::oneshot::channel::<()>();
        let finished = Arc::new(AtomicUsize::new(0));
        let seen = finished.clone();
        background.spawn("test", async move {
            rx.await.ok();
            seen.fetch_add(1, Ordering::SeqCst);
            Err(AppError::Internal("logged, not raised".into()))
        });
        assert!(
            tokio::time::timeout(Duration::from_millis(50), background.idle())
                .await
                .is_err(),
            "still running"
        );
        tx.send(()).unwrap();
        background.idle().await;
        assert_eq!(finished.load(Ordering::SeqCst), 1);
    }
}
