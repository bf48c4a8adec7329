use std::sync::Arc;

use sqlx::PgPool;

use crate::auth::session_cache::SessionCache;
use crate::background::Background;
use crate::billing::stripe::Stripe;
use crate::config::Config;
use crate::crypto::SecretBox;
use crate::domains::DnsResolver;
use crate::files::FileStore;
use crate::jobs::queue::Queues;
use crate::mail::sender::Sender;
use crate::observability::readiness::Readiness;
use crate::rbac::Rbac;

/// What every handler may reach, shared behind an `Arc`.
#[derive(Clone)]
pub struct AppState(Arc<Inner>);

pub struct Inner {
    pub pool: PgPool,
    pub config: Config,
    pub rbac: Rbac,
    pub secrets: SecretBox,
    pub mailer: Sender,
    pub files: FileStore,
    pub dns: Arc<dyn DnsResolver>,
    /// Work requests leave running after their answer.
    pub background: Background,
    /// The job queues requests enqueue into.
    pub jobs: Queues,
    /// Stripe, when a secret key is configured.
    pub stripe: Option<Stripe>,
    /// Whether load balancers should send this server requests (`GET /api/health/ready`).
    pub readiness: Readiness,
    /// Sessions looked up in the last seconds (used while the server follows their changes).
    pub sessions: SessionCache,
}

impl AppState {
    pub fn new(inner: Inner) -> Self {
        Self(Arc::new(inner))
    }

    /// Everything the server needs, from the configuration: the access policy with the
    /// agencies' own roles, the secret key, the mail sender, file storage, DNS and the job
    /// queues (the database is migrated).
    pub async fn build(
        pool: PgPool,
        config: Config,
        dns: Arc<dyn DnsResolver>,
    ) -> anyhow::Result<Self> {
        let rbac = Rbac::load()
            .await
            .map_err(|e| anyhow::anyhow!("loading the access policy: {e}"))?;
        crate::team::roles::load_into(&rbac, &pool).await?;
        let secrets = secret_box(&config)?;
        let mailer = Sender::new(config.smtp_url.as_deref(), &config.mail_from)?;
        let files = FileStore::local(&config.var_dir.join("files"), &pool)?;
        let jobs =
            Queues::open(&pool, std::time::Duration::from_secs(config.job_lease_secs)).await?;
        let stripe = Stripe::from_config(&config)?;
        Ok(Self::new(Inner {
            pool,
            config,
            rbac,
            secrets,
            mailer,
            files,
            dns,
            background: Background::default(),
            jobs,
            stripe,
            readiness: Readiness::default(),
            sessions: SessionCache::default(),
        }))
    }
}

/// The key from CANOPY_SECRET_KEY, or a development key kept in `var_dir/secret.key`.
fn secret_box(config: &Config) -> anyhow::Result<SecretBox> {
    if let Some(key) = &config.secret_key {
        return SecretBox::from_base64(key).map_err(|e| anyhow::anyhow!("CANOPY_SECRET_KEY: {e}"));
    }
    let path = config.var_dir.join("secret.key");
    let key = match std::fs::read_to_string(&path) {
        Ok(key) => key,
        Err(_) => {
            std::fs::create_dir_all(&config.var_dir)?;
            let key = SecretBox::generate_key_base64();
            std::fs::write(&path, &key)?;
            use std::os::unix::fs::PermissionsExt;
            std::fs::set_permissions(&path, std::fs::Permissions::from_mode(0o600))?;
            tracing::warn!(path = %path.display(), "generated a development secret key; set CANOPY_SECRET_KEY in production");
            key
        }
    };
    SecretBox::from_base64(&key).map_err(|e| anyhow::anyhow!("{}: {e}", path.display()))
}

impl std::ops::Deref for AppState {
    type Target = Inner;
    fn deref(&self) -> &Inner {
        &self.0
    }
}
