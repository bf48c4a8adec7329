//! Which agency a request's Host header names.

/// What a Host header points at.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum HostTarget {
    /// The platform's own host (the base domain, `www.` of it, or a bare IP address).
    Platform,
    /// `{slug}.{base domain}`.
    Subdomain(String),
    /// Any other host: a custom domain, resolved through `agency_domains` (verified only).
    CustomDomain(String),
}

/// Classifies a Host header value (with or without a port) against the base domain.
pub fn classify(host: &str, base_domain: &str) -> HostTarget {
    let host = strip_port(host.trim())
        .trim_end_matches('.')
        .to_ascii_lowercase();
    let base = base_domain.trim_end_matches('.').to_ascii_lowercase();
    if host.is_empty() || host == base || host.parse::<std::net::IpAddr>().is_ok() {
        return HostTarget::Platform;
    }
    if let Some(label) = host.strip_suffix(&format!(".{base}")) {
        if label == "www" {
            return HostTarget::Platform;
        }
        if !label.contains('.') {
            return HostTarget::Subdomain(label.to_string());
        }
    }
    HostTarget::CustomDomain(host)
}

fn strip_port(host: &str) -> &str {
    if let Some(rest) = host.strip_prefix('[') {
        // [::1]:8080
        return rest.split(']').next().unwrap_or(rest);
    }
    match host.rsplit_once(':') {
        Some((name, port)) if port.chars().all(|c| c.is_ascii_digit()) && !name.contains(':') => {
            name
        }
        _ => host,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn platform_hosts() {
        for h in [
            "localhost",
            "localhost:8080",
            "LOCALHOST:8080",
            "127.0.0.1:8080",
            "[::1]:8080",
            "www.localhost",
            "",
        ] {
            assert_eq!(classify(h, "localhost"), HostTarget::Platform, "{h}");
        }
        assert_eq!(classify("canopy.app", "canopy.app"), HostTarget::Platform);
    }

    #[test]
    fn subdomains() {
        assert_eq!(
            classify("summit.localhost:8080", "localhost"),
            HostTarget::Subdomain("summit".into())
        );
        assert_eq!(
            classify("Summit.Canopy.App.", "canopy.app"),
            HostTarget::Subdomain("summit".into())
        );
    }

    #[test]
    fn custom_domains() {
        assert_eq!(
            classify("benefits.summitgroup.com", "canopy.app"),
            HostTarget::CustomDomain("benefits.summitgroup.com".into())
        );
        // Two labels below the base domain is not a slug.
        assert_eq!(
            classify("a.b.canopy.app:443", "canopy.app"),
            HostTarget::CustomDomain("a.b.canopy.app".into())
        );
    }
}
