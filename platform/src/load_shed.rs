//! Shedding load past capacity. At most `in_flight` API requests are worked on at once and at
//! most `waiting` more wait their turn, each for no longer than `max_wait`. Past that the
//! answer is at once a 503 with `Retry-After`, which clients and balancers act on, rather than
//! a request that holds its socket until it times out. Health checks are never shed, so a
//! balancer still sees a busy server as alive.

use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::Arc;
use std::time::Duration;

use poem::http::{header, HeaderValue, StatusCode};
use poem::{Endpoint, IntoResponse, Middleware, Request, Response};
use tokio::sync::{OwnedSemaphorePermit, Semaphore};

use crate::error::{ErrorBody, ErrorCode};

/// Seconds a shed client is told to wait before trying again.
pub const RETRY_AFTER_SECS: u64 = 1;

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Capacity {
    pub in_flight: usize,
    pub waiting: usize,
    pub max_wait: Duration,
}

impl Default for Capacity {
    fn default() -> Self {
        Self {
            in_flight: 64,
            waiting: 512,
            max_wait: Duration::from_secs(5),
        }
    }
}

#[derive(Clone)]
pub struct LoadShed {
    gate: Arc<Gate>,
}

struct Gate {
    permits: Arc<Semaphore>,
    waiting: AtomicUsize,
    capacity: Capacity,
}

impl LoadShed {
    pub fn new(capacity: Capacity) -> Self {
        Self {
            gate: Arc::new(Gate {
                permits: Arc::new(Semaphore::new(capacity.in_flight.max(1))),
                waiting: AtomicUsize::new(0),
                capacity,
            }),
        }
    }
}

impl<E: Endpoint> Middleware<E> for LoadShed {
    type Output = LoadShedEndpoint<E>;

    fn transform(&self, inner: E) -> Self::Output {
        LoadShedEndpoint {
            inner,
            gate: self.gate.clone(),
        }
    }
}

pub struct LoadShedEndpoint<E> {
    inner: E,
    gate: Arc<Gate>,
}

impl<E: Endpoint> Endpoint for LoadShedEndpoint<E> {
    type Output = Response;

    async fn call(&self, req: Request) -> poem::Result<Response> {
        if !sheddable(req.uri().path()) {
            return self.inner.call(req).await.map(IntoResponse::into_response);
        }
        let Some(_permit) = self.gate.admit().await else {
            crate::observability::metrics::record_shed();
            return Ok(overloaded());
        };
        self.inner.call(req).await.map(IntoResponse::into_response)
    }
}

impl Gate {
    /// A turn to be worked on, or `None` when the server is past capacity.
    async fn admit(&self) -> Option<OwnedSemaphorePermit> {
        if let Ok(permit) = self.permits.clone().try_acquire_owned() {
            return Some(permit);
        }
        let _place = Waiting::join(&self.waiting, self.capacity.waiting)?;
        tokio::time::timeout(self.capacity.max_wait, self.permits.clone().acquire_owned())
            .await
            .ok()?
            .ok()
    }
}

/// A place in the queue, given back however the wait ends (a client that hangs up included).
struct Waiting<'a>(&'a AtomicUsize);

impl<'a> Waiting<'a> {
    fn join(count: &'a AtomicUsize, limit: usize) -> Option<Self> {
        count
            .fetch_update(Ordering::AcqRel, Ordering::Acquire, |n| {
                (n < limit).then_some(n + 1)
            })
            .ok()
            .map(|_| Self(count))
    }
}

impl Drop for Waiting<'_> {
    fn drop(&mut self) {
        self.0.fetch_sub(1, Ordering::AcqRel);
    }
}

/// API requests are; health checks, the UIs' files and the API documents are not.
fn sheddable(path: &str) -> bool {
    path.starts_with("/api/") && !path.starts_with("/api/health")
}

/// The 503 of a server past capacity, in the API's error shape.
pub fn overloaded() -> Response {
    let body = ErrorBody {
        details: Some(serde_json::json!({ "retry_after_seconds": RETRY_AFTER_SECS })),
        ..ErrorBody::new(
            ErrorCode::Overloaded,
            "the server is busier than it can answer well; try again in a second",
        )
    };
    let mut resp = crate::http::json(StatusCode::SERVICE_UNAVAILABLE, &body);
    resp.headers_mut()
        .insert(header::RETRY_AFTER, HeaderValue::from(RETRY_AFTER_SECS));
    resp
}

#[cfg(test)]
mod tests {
    use super::*;

    fn gate(in_flight: usize, waiting: usize, max_wait_ms: u64) -> Arc<Gate> {
        LoadShed::new(Capacity {
            in_flight,
            waiting,
            max_wait: Duration::from_millis(max_wait_ms),
        })
        .gate
    }

    #[tokio::test]
    async fn a_free_turn_is_taken_at_once() {
        let gate = gate(2, 0, 10);
        let a = gate.admit().await;
        let b = gate.admit().await;
        assert!(a.is_some() && b.is_some());
    }

    #[tokio::test]
    async fn past_the_queue_the_answer_is_immediate() {
        let gate = gate(1, 0, 10_000);
        let _held = gate.admit().await.unwrap();
        let started = std::time::Instant::now();
        assert!(gate.admit().await.is_none());
        assert!(started.elapsed() < Duration::from_millis(100));
    }

    #[tokio::test]
    async fn a_wait_ends_with_a_turn_or_at_the_limit() {
        let gate = gate(1, 4, 50);
        let held = gate.admit().await.unwrap();
        assert!(
            gate.admit().await.is_none(),
            "nobody gave the turn back within the wait"
        );
        let waiter = {
            let gate = gate.clone();
            tokio::spawn(async move { gate.admit().await.is_some() })
        };
        tokio::time::sleep(Duration::from_millis(5)).await;
        drop(held);
        assert!(waiter.await.unwrap());
        assert_eq!(gate.waiting.load(Ordering::Acquire), 0);
    }

    #[tokio::test]
    async fn an_abandoned_wait_gives_its_place_back() {
        let gate = gate(1, 1, 10_000);
        let _held = gate.admit().await.unwrap();
        let waiter = {
            let gate = gate.clone();
            tokio::spawn(async move { gate.admit().await.is_some() })
        };
        tokio::time::sleep(Duration::from_millis(5)).await;
        assert_eq!(gate.waiting.load(Ordering::Acquire), 1);
        waiter.abort();
        let _ = waiter.await;
        assert_eq!(gate.waiting.load(Ordering::Acquire), 0);
    }

    #[test]
    fn health_checks_and_files_are_never_shed() {
        assert!(sheddable("/api/groups"));
        assert!(!sheddable("/api/health"));
        assert!(!sheddable("/api/health/ready"));
        assert!(!sheddable("/assets/index-abc.js"));
    }
}
