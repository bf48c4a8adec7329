//! What operators see of a running server: Prometheus metrics (`GET /metrics`), structured logs
//! whose every line inside a request names the request, the agency and the user, slow
//! statements, and readiness for load balancers.

pub mod logging;
pub mod metrics;
pub mod queries;
pub mod readiness;
pub mod scrape;
