//! DNS lookups for custom-domain verification, behind a trait so tests use a stub.

use std::collections::HashMap;
use std::sync::Mutex;

#[async_trait::async_trait]
pub trait DnsResolver: Send + Sync {
    /// The TXT records of `name` (empty when there are none).
    async fn txt(&self, name: &str) -> Result<Vec<String>, String>;
}

/// The system's resolver (hickory, reading /etc/resolv.conf).
pub struct SystemResolver;

#[async_trait::async_trait]
impl DnsResolver for SystemResolver {
    async fn txt(&self, name: &str) -> Result<Vec<String>, String> {
        let resolver = hickory_resolver::Resolver::builder_tokio()
            .map_err(|e| e.to_string())?
            .build()
            .map_err(|e| e.to_string())?;
        match resolver.txt_lookup(name).await {
            Ok(lookup) => Ok(lookup
                .answers()
                .iter()
                .filter_map(|r| match &r.data {
                    hickory_resolver::proto::rr::RData::TXT(txt) => Some(txt.to_string()),
                    _ => None,
                })
                .collect()),
            Err(e) if e.is_no_records_found() => Ok(vec![]),
            Err(e) => Err(e.to_string()),
        }
    }
}

/// A resolver answering from a table, for tests and offline development.
#[derive(Default)]
pub struct StubResolver {
    records: Mutex<HashMap<String, Vec<String>>>,
}

impl StubResolver {
    pub fn set(&self, name: &str, values: Vec<String>) {
        self.records
            .lock()
            .unwrap()
            .insert(name.to_ascii_lowercase(), values);
    }
}

#[async_trait::async_trait]
impl DnsResolver for StubResolver {
    async fn txt(&self, name: &str) -> Result<Vec<String>, String> {
        Ok(self
            .records
            .lock()
            .unwrap()
            .get(&name.to_ascii_lowercase())
            .cloned()
            .unwrap_or_default())
    }
}

/// The record an agency creates to prove it controls `domain`.
pub fn challenge_name(domain: &str) -> String {
    format!("_canopy-challenge.{domain}")
}

pub fn challenge_value(token: &str) -> String {
    format!("canopy-verification={token}")
}

/// A custom domain must be a lower-case host name with at least two labels, not under the
/// platform's own domain.
pub fn validate_domain(domain: &str, base_domain: &str) -> Result<String, &'static str> {
    let d = domain.trim().trim_end_matches('.').to_ascii_lowercase();
    if d.len() > 253 || !d.contains('.') {
        return Err("enter a full domain such as benefits.youragency.com");
    }
    let labels_ok = d.split('.').all(|l| {
        !l.is_empty()
            && l.len() <= 63
            && !l.starts_with('-')
            && !l.ends_with('-')
            && l.bytes().all(|b| b.is_ascii_alphanumeric() || b == b'-')
    });
    if !labels_ok {
        return Err("a domain uses letters, digits and hyphens between dots");
    }
    if d == base_domain || d.ends_with(&format!(".{base_domain}")) {
        return Err("this domain belongs to the platform");
    }
    Ok(d)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn domains() {
        assert_eq!(
            validate_domain(" Benefits.Summit.com. ", "canopy.app").unwrap(),
            "benefits.summit.com"
        );
        assert!(validate_domain("localhost", "canopy.app").is_err());
        assert!(validate_domain("x.canopy.app", "canopy.app").is_err());
        assert!(validate_domain("bad_label.com", "canopy.app").is_err());
        assert!(validate_domain("-a.com", "canopy.app").is_err());
    }

    #[tokio::test]
    async fn stub() {
        let r = StubResolver::default();
        r.set("_canopy-challenge.a.com", vec![challenge_value("t")]);
        assert_eq!(
            r.txt("_canopy-challenge.A.com").await.unwrap(),
            vec!["canopy-verification=t"]
        );
        assert!(r.txt("b.com").await.unwrap().is_empty());
    }
}
