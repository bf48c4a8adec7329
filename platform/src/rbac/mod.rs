//! Role-based access with casbin: "may role R do action A on resource type T in agency D".

use casbin::{CoreApi, DefaultModel, Enforcer, MemoryAdapter, MgmtApi};
use poem_openapi::Object;
use tokio::sync::RwLock;

const MODEL: &str = include_str!("model.conf");
const POLICY: &str = include_str!("policy.csv");

/// The built-in roles, in order of reach.
pub const ROLES: &[&str] = &["platform_operator", "owner", "admin", "broker", "employer_admin", "employee"];

/// The domain of platform-level requests (no agency).
pub const PLATFORM_DOMAIN: &str = "platform";

#[derive(Debug, Clone, PartialEq, Eq, Object)]
pub struct Permission {
    pub resource: String,
    pub action: String,
}

/// The shared enforcer. Checks take a read lock only; policy changes (agency roles) a write lock.
pub struct Rbac {
    enforcer: RwLock<Enforcer>,
}

impl Rbac {
    pub async fn load() -> Result<Self, casbin::Error> {
        let model = DefaultModel::from_str(MODEL).await?;
        let mut enforcer = Enforcer::new(model, MemoryAdapter::default()).await?;
        enforcer.add_policies(parse_policy(POLICY)).await?;
        Ok(Self { enforcer: RwLock::new(enforcer) })
    }

    pub async fn allows(&self, role: &str, domain: &str, resource: &str, action: &str) -> bool {
        let enforcer = self.enforcer.read().await;
        enforcer.enforce((role, domain, resource, action)).unwrap_or_else(|e| {
            tracing::error!(error = %e, "casbin enforce failed");
            false
        })
    }

    /// What `role` may do, as the UI needs to show and hide things.
    pub async fn permissions(&self, role: &str) -> Vec<Permission> {
        let enforcer = self.enforcer.read().await;
        let mut out: Vec<Permission> = enforcer
            .get_filtered_policy(0, vec![role.to_string()])
            .into_iter()
            .map(|rule| Permission { resource: rule[1].clone(), action: rule[2].clone() })
            .collect();
        out.sort_by(|a, b| (&a.resource, &a.action).cmp(&(&b.resource, &b.action)));
        out
    }
}

fn parse_policy(text: &str) -> Vec<Vec<String>> {
    text.lines()
        .map(str::trim)
        .filter(|l| !l.is_empty() && !l.starts_with('#'))
        .filter_map(|l| {
            let parts: Vec<String> = l.split(',').map(|p| p.trim().to_string()).collect();
            (parts.first().map(String::as_str) == Some("p")).then(|| parts[1..].to_vec())
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[tokio::test]
    async fn default_policy() {
        let rbac = Rbac::load().await.unwrap();
        assert!(rbac.allows("owner", "a1", "members", "write").await);
        assert!(rbac.allows("broker", "a1", "members", "read").await);
        assert!(!rbac.allows("broker", "a1", "members", "write").await);
        assert!(!rbac.allows("employee", "a1", "members", "read").await);
        assert!(!rbac.allows("owner", "a1", "agencies", "read").await);
        assert!(rbac.allows("platform_operator", PLATFORM_DOMAIN, "agencies", "create").await);
        assert!(!rbac.allows("nobody", "a1", "dashboard", "read").await);
    }

    #[tokio::test]
    async fn every_role_has_a_policy() {
        let rbac = Rbac::load().await.unwrap();
        for role in ROLES {
            assert!(!rbac.permissions(role).await.is_empty(), "{role}");
        }
        let employee = rbac.permissions("employee").await;
        assert_eq!(employee.len(), 2);
    }
}
