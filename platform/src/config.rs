//! Configuration from environment variables, with clear errors.

use std::net::SocketAddr;
use std::path::PathBuf;

use crate::client_addr::TrustedProxies;

#[derive(Debug, thiserror::Error)]
#[error("configuration: {name} {problem}")]
pub struct ConfigError {
    name: &'static str,
    problem: String,
}

#[derive(Debug, Clone)]
pub struct Config {
    /// An existing PostgreSQL server; without it a private cluster runs under `var_dir/pg`.
    pub database_url: Option<String>,
    /// Where requests reach the database through a pooler in transaction mode (PgBouncer);
    /// `database_url` (or the private cluster) still serves migrations and the job queue,
    /// which need sessions of their own (LISTEN, session advisory locks).
    pub database_pool_url: Option<String>,
    /// Where local state lives (the private cluster, files).
    pub var_dir: PathBuf,
    pub listen: SocketAddr,
    /// Agencies live at `{slug}.{base_domain}`.
    pub base_domain: String,
    /// Public origin of the platform host, used in links (`http://localhost:8080`).
    pub public_scheme: String,
    pub portal_dist: PathBuf,
    pub admin_dist: PathBuf,
    /// The absolute lifetime of a session, in hours: that of employer admins and employees,
    /// and of agency staff who asked to be remembered (others get at most 12 hours).
    pub session_ttl_hours: i64,
    /// A session unused for this many minutes ends (30 minutes to 12 hours).
    pub session_idle_minutes: i64,
    /// Load balancers whose `X-Forwarded-For` names the client (default: none).
    pub trusted_proxies: TrustedProxies,
    /// Test hooks: a request carrying cookie `canopy_fail=1` gets a real 500. Never in production.
    pub test_hooks: bool,
    /// `smtp://host:port` or `smtps://user:pass@host`; without it mail stays in the outbox.
    pub smtp_url: Option<String>,
    /// The address mail comes from (the display name is the agency's).
    pub mail_from: String,
    /// Where the platform's help requests go (agencies name their own in their brand).
    pub support_email: String,
    /// Base64 of 32 bytes; encrypts secrets at rest. Without it a development key is kept
    /// under `var_dir/secret.key`.
    pub secret_key: Option<String>,
    /// Stripe's secret key; without it billing shows as not configured and no limit blocks.
    pub stripe_secret_key: Option<String>,
    /// The signing secret (`whsec_...`) of Stripe's webhook endpoint; events are refused without it.
    pub stripe_webhook_secret: Option<String>,
    /// Where Stripe's API is reached (default Stripe's own; tests point it at a stand-in).
    pub stripe_api_base: Option<String>,
    /// The port links in emails use (default: the listening port; omitted when 80/443).
    pub public_port: u16,
    /// How long a running job's heartbeat may stay silent before another server takes the job
    /// over (it is also how often the heartbeat beats).
    pub job_lease_secs: u64,
    /// Connections in the request pool (`CANOPY_DB_POOL_SIZE`).
    pub db_pool_size: u32,
    /// API requests worked on at once, waiting, and the longest wait before a 503.
    pub capacity: crate::load_shed::Capacity,
    /// The bearer token that opens `GET /metrics` from anywhere; without it only direct
    /// loopback clients read the metrics.
    pub metrics_token: Option<String>,
}

impl Config {
    pub fn from_env() -> Result<Self, ConfigError> {
        Self::from_lookup(|name| std::env::var(name).ok())
    }

    pub fn from_lookup(get: impl Fn(&str) -> Option<String>) -> Result<Self, ConfigError> {
        let port: u16 = parse(&get, "PORT", "8080")?;
        let host: std::net::IpAddr = parse(&get, "CANOPY_LISTEN_HOST", "127.0.0.1")?;
        let public_scheme = get("CANOPY_PUBLIC_SCHEME").unwrap_or_else(|| "http".into());
        if public_scheme != "http" && public_scheme != "https" {
            return Err(ConfigError {
                name: "CANOPY_PUBLIC_SCHEME",
                problem: format!("must be http or https, not {public_scheme:?}"),
            });
        }
        let base_domain = get("CANOPY_BASE_DOMAIN")
            .unwrap_or_else(|| "localhost".into())
            .to_ascii_lowercase();
        if base_domain.is_empty() || base_domain.contains(['/', ':', ' ']) {
            return Err(ConfigError {
                name: "CANOPY_BASE_DOMAIN",
                problem: format!("must be a host name such as canopy.app, not {base_domain:?}"),
            });
        }
        let database_url = get("DATABASE_URL").filter(|u| !u.is_empty());
        if let Some(url) = &database_url {
            if !(url.starts_with("postgres://") || url.starts_with("postgresql://")) {
                return Err(ConfigError {
                    name: "DATABASE_URL",
                    problem: "must start with postgres:// or postgresql://".into(),
                });
            }
        }
        let database_pool_url = get("CANOPY_DATABASE_POOL_URL").filter(|u| !u.is_empty());
        if let Some(url) = &database_pool_url {
            if !(url.starts_with("postgres://") || url.starts_with("postgresql://")) {
                return Err(ConfigError {
                    name: "CANOPY_DATABASE_POOL_URL",
                    problem: "must start with postgres:// or postgresql://".into(),
                });
            }
        }
        let session_ttl_hours: i64 = parse(&get, "CANOPY_SESSION_TTL_HOURS", "336")?;
        if !(1..=24 * 90).contains(&session_ttl_hours) {
            return Err(ConfigError {
                name: "CANOPY_SESSION_TTL_HOURS",
                problem: "must be between 1 and 2160".into(),
            });
        }
        let session_idle_minutes: i64 = parse(&get, "CANOPY_SESSION_IDLE_MINUTES", "60")?;
        if !(30..=12 * 60).contains(&session_idle_minutes) {
            return Err(ConfigError {
                name: "CANOPY_SESSION_IDLE_MINUTES",
                problem: "must be between 30 and 720".into(),
            });
        }
        let trusted_proxies = TrustedProxies::parse(
            &get("CANOPY_TRUSTED_PROXIES").unwrap_or_default(),
        )
        .map_err(|problem| ConfigError {
            name: "CANOPY_TRUSTED_PROXIES",
            problem: format!("has an entry {problem}"),
        })?;
        let job_lease_secs: u64 = parse(&get, "CANOPY_JOB_LEASE_SECS", "15")?;
        if !(1..=600).contains(&job_lease_secs) {
            return Err(ConfigError {
                name: "CANOPY_JOB_LEASE_SECS",
                problem: "must be between 1 and 600".into(),
            });
        }
        let db_pool_size: u32 = parse(&get, "CANOPY_DB_POOL_SIZE", "16")?;
        if !(2..=500).contains(&db_pool_size) {
            return Err(ConfigError {
                name: "CANOPY_DB_POOL_SIZE",
                problem: "must be between 2 and 500".into(),
            });
        }
        let in_flight: usize = parse(&get, "CANOPY_MAX_IN_FLIGHT", "64")?;
        if !(1..=100_000).contains(&in_flight) {
            return Err(ConfigError {
                name: "CANOPY_MAX_IN_FLIGHT",
                problem: "must be between 1 and 100000".into(),
            });
        }
        let waiting: usize = parse(&get, "CANOPY_MAX_WAITING", "512")?;
        let max_wait_ms: u64 = parse(&get, "CANOPY_MAX_WAIT_MS", "5000")?;
        if !(1..=60_000).contains(&max_wait_ms) {
            return Err(ConfigError {
                name: "CANOPY_MAX_WAIT_MS",
                problem: "must be between 1 and 60000".into(),
            });
        }
        Ok(Self {
            database_url,
            database_pool_url,
            var_dir: PathBuf::from(get("CANOPY_VAR_DIR").unwrap_or_else(|| "var".into())),
            listen: SocketAddr::new(host, port),
            base_domain: base_domain.clone(),
            public_scheme,
            portal_dist: PathBuf::from(
                get("CANOPY_PORTAL_DIST").unwrap_or_else(|| "portal-ui/dist".into()),
            ),
            admin_dist: PathBuf::from(
                get("CANOPY_ADMIN_DIST").unwrap_or_else(|| "admin-ui/dist".into()),
            ),
            session_ttl_hours,
            session_idle_minutes,
            trusted_proxies,
            test_hooks: flag(&get, "CANOPY_TEST_HOOKS")?,
            smtp_url: get("SMTP_URL").filter(|u| !u.is_empty()),
            mail_from: get("MAIL_FROM").unwrap_or_else(|| format!("no-reply@{base_domain}")),
            support_email: get("SUPPORT_EMAIL").unwrap_or_else(|| format!("support@{base_domain}")),
            secret_key: get("CANOPY_SECRET_KEY").filter(|k| !k.is_empty()),
            stripe_secret_key: get("STRIPE_SECRET_KEY").filter(|k| !k.is_empty()),
            stripe_webhook_secret: get("STRIPE_WEBHOOK_SECRET").filter(|k| !k.is_empty()),
            stripe_api_base: get("STRIPE_API_BASE").filter(|k| !k.is_empty()),
            public_port: parse(&get, "CANOPY_PUBLIC_PORT", &port.to_string())?,
            job_lease_secs,
            db_pool_size,
            capacity: crate::load_shed::Capacity {
                in_flight,
                waiting,
                max_wait: std::time::Duration::from_millis(max_wait_ms),
            },
            metrics_token: get("CANOPY_METRICS_TOKEN").filter(|t| !t.trim().is_empty()),
        })
    }

    /// `scheme://host[:port]` of the platform (`slug = None`) or of an agency's subdomain.
    pub fn origin(&self, slug: Option<&str>) -> String {
        let host = match slug {
            Some(slug) => format!("{slug}.{}", self.base_domain),
            None => self.base_domain.clone(),
        };
        let default_port = if self.public_scheme == "https" {
            443
        } else {
            80
        };
        if self.public_port == default_port {
            format!("{}://{host}", self.public_scheme)
        } else {
            format!("{}://{host}:{}", self.public_scheme, self.public_port)
        }
    }

    /// Whether to log email links (development: no TLS).
    pub fn log_mail_links(&self) -> bool {
        self.public_scheme == "http"
    }

    pub fn secure_cookies(&self) -> bool {
        self.public_scheme == "https"
    }
}

fn parse<T: std::str::FromStr>(
    get: &impl Fn(&str) -> Option<String>,
    name: &'static str,
    default: &str,
) -> Result<T, ConfigError>
where
    T::Err: std::fmt::Display,
{
    let raw = get(name).unwrap_or_else(|| default.to_string());
    raw.parse().map_err(|e| ConfigError {
        name,
        problem: format!("has an invalid value {raw:?}: {e}"),
    })
}

fn flag(get: &impl Fn(&str) -> Option<String>, name: &'static str) -> Result<bool, ConfigError> {
    match get(name).as_deref() {
        None | Some("") | Some("0") | Some("false") => Ok(false),
        Some("1") | Some("true") => Ok(true),
        Some(other) => Err(ConfigError {
            name,
            problem: format!("must be 0 or 1, not {other:?}"),
        }),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::collections::HashMap;

    fn config(vars: &[(&str, &str)]) -> Result<Config, ConfigError> {
        let map: HashMap<String, String> = vars
            .iter()
            .map(|(k, v)| (k.to_string(), v.to_string()))
            .collect();
        Config::from_lookup(|k| map.get(k).cloned())
    }

    #[test]
    fn defaults() {
        let c = config(&[]).unwrap();
        assert_eq!(c.listen.port(), 8080);
        assert_eq!(c.base_domain, "localhost");
        assert!(c.database_url.is_none() && c.database_pool_url.is_none());
        assert!(!c.test_hooks);
        assert_eq!((c.session_ttl_hours, c.session_idle_minutes), (336, 60));
        assert!(c.trusted_proxies.is_empty());
        assert!(c.metrics_token.is_none());
        let c = config(&[("CANOPY_METRICS_TOKEN", "t0ken")]).unwrap();
        assert_eq!(c.metrics_token.as_deref(), Some("t0ken"));
    }

    #[test]
    fn sessions_and_proxies() {
        let c = config(&[
            ("CANOPY_SESSION_IDLE_MINUTES", "30"),
            ("CANOPY_TRUSTED_PROXIES", "10.0.0.0/8, 192.0.2.7"),
        ])
        .unwrap();
        assert_eq!(c.session_idle_minutes, 30);
        assert!(c.trusted_proxies.contains("10.9.8.7".parse().unwrap()));
        assert!(config(&[("CANOPY_SESSION_IDLE_MINUTES", "720")]).is_ok());
        for bad in ["29", "721", "soon"] {
            let e = config(&[("CANOPY_SESSION_IDLE_MINUTES", bad)])
                .unwrap_err()
                .to_string();
            assert!(e.contains("CANOPY_SESSION_IDLE_MINUTES"), "{e}");
        }
        let e = config(&[("CANOPY_TRUSTED_PROXIES", "10.0.0.1, lb.internal")])
            .unwrap_err()
            .to_string();
        assert!(
            e.contains("CANOPY_TRUSTED_PROXIES") && e.contains("lb.internal"),
            "{e}"
        );
    }

    #[test]
    fn clear_errors() {
        let e = config(&[("PORT", "eighty")]).unwrap_err().to_string();
        assert!(e.contains("PORT") && e.contains("eighty"), "{e}");
        let e = config(&[("DATABASE_URL", "mysql://x")])
            .unwrap_err()
            .to_string();
        assert!(e.contains("DATABASE_URL"), "{e}");
        assert!(config(&[("CANOPY_TEST_HOOKS", "yes")]).is_err());
        let e = config(&[("CANOPY_DATABASE_POOL_URL", "pgbouncer:6432")])
            .unwrap_err()
            .to_string();
        assert!(e.contains("CANOPY_DATABASE_POOL_URL"), "{e}");
    }

    #[test]
    fn origins() {
        let c = config(&[("PORT", "8080")]).unwrap();
        assert_eq!(c.origin(None), "http://localhost:8080");
        assert_eq!(c.origin(Some("summit")), "http://summit.localhost:8080");
        let c = config(&[
            ("CANOPY_PUBLIC_SCHEME", "https"),
            ("CANOPY_PUBLIC_PORT", "443"),
            ("CANOPY_BASE_DOMAIN", "canopy.app"),
        ])
        .unwrap();
        assert_eq!(c.origin(Some("summit")), "https://summit.canopy.app");
        assert_eq!(c.mail_from, "no-reply@canopy.app");
    }
}
