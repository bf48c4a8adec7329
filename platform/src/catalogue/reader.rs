//! Where catalogue reads run: an agency's people see the catalogue and their agency's own plans
//! (in the agency's transaction); platform operators see the catalogue.

use sqlx::pool::PoolConnection;
use sqlx::{PgConnection, Postgres};
use tenants::TenantTx;

use super::queries::Scope;
use crate::auth::Principal;
use crate::error::AppError;
use crate::state::AppState;

pub enum Reader {
    Agency(TenantTx),
    Platform(PoolConnection<Postgres>),
}

impl Reader {
    pub async fn of(state: &AppState, p: &Principal) -> Result<Self, AppError> {
        Ok(match p.agency {
            Some(_) => Reader::Agency(p.tenant_tx(state).await?),
            None => Reader::Platform(state.pool.acquire().await?),
        })
    }

    pub fn conn(&mut self) -> &mut PgConnection {
        match self {
            Reader::Agency(tx) => tx.conn(),
            Reader::Platform(c) => c,
        }
    }

    pub fn scope(&self) -> Scope {
        match self {
            Reader::Agency(_) => Scope::Agency,
            Reader::Platform(_) => Scope::Platform,
        }
    }

    pub async fn done(self) -> Result<(), AppError> {
        if let Reader::Agency(tx) = self {
            tx.commit().await?;
        }
        Ok(())
    }
}
