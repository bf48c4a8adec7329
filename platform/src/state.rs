use std::sync::Arc;

use sqlx::PgPool;

use crate::config::Config;
use crate::rbac::Rbac;

/// What every handler may reach, shared behind an `Arc`.
#[derive(Clone)]
pub struct AppState(Arc<Inner>);

pub struct Inner {
    pub pool: PgPool,
    pub config: Config,
    pub rbac: Rbac,
}

impl AppState {
    pub fn new(pool: PgPool, config: Config, rbac: Rbac) -> Self {
        Self(Arc::new(Inner { pool, config, rbac }))
    }
}

impl std::ops::Deref for AppState {
    type Target = Inner;
    fn deref(&self) -> &Inner {
        &self.0
    }
}
