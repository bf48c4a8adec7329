//! Role-based access with casbin: "may role R do action A on resource type T in agency D".

use casbin::{CoreApi, DefaultModel, Enforcer, MemoryAdapter, MgmtApi, RbacApi};
use poem_openapi::Object;
use std::collections::HashMap;
use tokio::sync::RwLock;

const MODEL: &str = include_str!("model.conf");
const POLICY: &str = include_str!("policy.csv");

/// The built-in roles, in order of reach.
pub const ROLES: &[&str] = &[
    "platform_operator",
    "owner",
    "admin",
    "broker",
    "employer_admin",
    "employee",
];

/// The domain of platform-level requests (no agency).
pub const PLATFORM_DOMAIN: &str = "platform";

#[derive(Debug, Clone, PartialEq, Eq, Object)]
pub struct Permission {
    pub resource: String,
    pub action: String,
}

/// The shared enforcer. Checks take a read lock only; policy changes (agency roles) a write lock.
/// Decisions are remembered until the policy next changes: casbin evaluates the matcher against
/// every policy line, a cost every request paid again for the same few questions.
pub struct Rbac {
    enforcer: RwLock<Enforcer>,
    decisions: std::sync::RwLock<HashMap<String, bool>>,
}

/// Decisions remembered at most (past it they are forgotten and learnt again).
const MAX_DECISIONS: usize = 50_000;

fn decision_key(role: &str, domain: &str, resource: &str, action: &str) -> String {
    [role, domain, resource, action].join("\u{1f}")
}

/// An agency's own role: a name and the permissions it grants.
#[derive(Debug, Clone)]
pub struct CustomRole {
    pub agency_id: String,
    pub name: String,
    pub permissions: Vec<Permission>,
}

fn permission_subject(p: &Permission) -> String {
    format!("perm:{}:{}", p.resource, p.action)
}

impl Rbac {
    /// The built-in policy, plus one `perm:<resource>:<action>` subject per permission that
    /// agencies' own roles are mapped onto with `g(role, perm, agency)`.
    pub async fn load() -> Result<Self, casbin::Error> {
        let model = DefaultModel::from_str(MODEL).await?;
        let mut enforcer = Enforcer::new(model, MemoryAdapter::default()).await?;
        let builtin = parse_policy(POLICY);
        let mut perms: Vec<Vec<String>> = builtin
            .iter()
            .map(|rule| {
                vec![
                    format!("perm:{}:{}", rule[1], rule[2]),
                    rule[1].clone(),
                    rule[2].clone(),
                ]
            })
            .collect();
        perms.sort();
        perms.dedup();
        enforcer.add_policies(builtin).await?;
        enforcer.add_policies(perms).await?;
        Ok(Self {
            enforcer: RwLock::new(enforcer),
            decisions: Default::default(),
        })
    }

    /// Every permission the platform knows, for the role editor's matrix.
    pub fn catalogue() -> Vec<Permission> {
        let mut all: Vec<Permission> = parse_policy(POLICY)
            .into_iter()
            .filter(|rule| rule[0] != "platform_operator")
            .map(|rule| Permission {
                resource: rule[1].clone(),
                action: rule[2].clone(),
            })
            .collect();
        all.sort_by(|a, b| (&a.resource, &a.action).cmp(&(&b.resource, &b.action)));
        all.dedup();
        all
    }

    /// Replaces (or adds) an agency's role.
    pub async fn set_custom_role(&self, role: &CustomRole) -> Result<(), casbin::Error> {
        let mut enforcer = self.enforcer.write().await;
        self.forget_decisions();
        enforcer
            .delete_roles_for_user(&role.name, Some(&role.agency_id))
            .await?;
        let rules: Vec<Vec<String>> = role
            .permissions
            .iter()
            .map(|p| {
                vec![
                    role.name.clone(),
                    permission_subject(p),
                    role.agency_id.clone(),
                ]
            })
            .collect();
        if !rules.is_empty() {
            enforcer.add_grouping_policies(rules).await?;
        }
        Ok(())
    }

    /// Makes the enforcer hold exactly `roles` for the agency (after another server changed them).
    pub async fn replace_agency_roles(
        &self,
        agency_id: &str,
        roles: &[CustomRole],
    ) -> Result<(), casbin::Error> {
        let mut enforcer = self.enforcer.write().await;
        self.forget_decisions();
        let stale: Vec<Vec<String>> = enforcer
            .get_filtered_grouping_policy(2, vec![agency_id.to_string()])
            .into_iter()
            .collect();
        if !stale.is_empty() {
            enforcer.remove_grouping_policies(stale).await?;
        }
        let rules: Vec<Vec<String>> = roles
            .iter()
            .flat_map(|role| {
                role.permissions.iter().map(move |p| {
                    vec![
                        role.name.clone(),
                        permission_subject(p),
                        agency_id.to_string(),
                    ]
                })
            })
            .collect();
        if !rules.is_empty() {
            enforcer.add_grouping_policies(rules).await?;
        }
        Ok(())
    }

    pub async fn remove_custom_role(
        &self,
        agency_id: &str,
        name: &str,
    ) -> Result<(), casbin::Error> {
        let mut enforcer = self.enforcer.write().await;
        self.forget_decisions();
        enforcer
            .delete_roles_for_user(name, Some(agency_id))
            .await?;
        Ok(())
    }

    /// Called with the enforcer's write lock held, so that no decision made under the old policy
    /// is remembered after it (decisions are remembered under the read lock).
    fn forget_decisions(&self) {
        self.decisions
            .write()
            .unwrap_or_else(|poisoned| poisoned.into_inner())
            .clear();
    }

    pub async fn allows(&self, role: &str, domain: &str, resource: &str, action: &str) -> bool {
        let key = decision_key(role, domain, resource, action);
        if let Some(known) = self
            .decisions
            .read()
            .unwrap_or_else(|poisoned| poisoned.into_inner())
            .get(&key)
        {
            return *known;
        }
        let enforcer = self.enforcer.read().await;
        let Ok(allowed) = enforcer
            .enforce((role, domain, resource, action))
            .inspect_err(|e| tracing::error!(error = %e, "casbin enforce failed"))
        else {
            return false;
        };
        let mut decisions = self
            .decisions
            .write()
            .unwrap_or_else(|poisoned| poisoned.into_inner());
        if decisions.len() >= MAX_DECISIONS {
            decisions.clear();
        }
        decisions.insert(key, allowed);
        allowed
    }

    /// What `role` may do in `domain`, as the UI needs to show and hide things.
    pub async fn permissions(&self, role: &str, domain: &str) -> Vec<Permission> {
        let enforcer = self.enforcer.read().await;
        let mut out: Vec<Permission> = enforcer
            .get_filtered_policy(0, vec![role.to_string()])
            .into_iter()
            .map(|rule| Permission {
                resource: rule[1].clone(),
                action: rule[2].clone(),
            })
            .collect();
        for granted in enforcer.get_roles_for_user(role, Some(domain)) {
            if let Some((resource, action)) = granted
                .strip_prefix("perm:")
                .and_then(|p| p.split_once(':'))
            {
                out.push(Permission {
                    resource: resource.to_string(),
                    action: action.to_string(),
                });
            }
        }
        out.sort_by(|a, b| (&a.resource, &a.action).cmp(&(&b.resource, &b.action)));
        out
    }
}

/// Permissions that a built-in role holds only over the membership's own group or employee
/// record (an employer approves its own plan design and its own renewal; an employee enrolls
/// themself and reads what their own employer shares with them), so granting the role gives
/// nobody else that reach.
fn held_over_own_record(role: &str, p: &Permission) -> bool {
    matches!(
        (role, p.resource.as_str(), p.action.as_str()),
        ("employer_admin", "plan_designs" | "renewal", "approve")
            | ("employee", "my_benefits" | "my_resources", _)
    )
}

/// The permissions of `granted` (the permissions of `role`) that `held` lacks: what giving the
/// role would add to what the granter can do themself. Empty when the grant is allowed.
pub fn beyond_held(held: &[Permission], role: &str, granted: &[Permission]) -> Vec<Permission> {
    granted
        .iter()
        .filter(|p| !held.contains(p) && !held_over_own_record(role, p))
        .cloned()
        .collect()
}

/// A few permissions named for a message ("groups write, census write").
pub fn name_some(perms: &[Permission]) -> String {
    let named: Vec<String> = perms
        .iter()
        .take(3)
        .map(|p| format!("{} {}", p.resource, p.action))
        .collect();
    let more = if perms.len() > 3 {
        format!(" and {} more", perms.len() - 3)
    } else {
        String::new()
    };
    format!("{}{more}", named.join(", "))
}

impl Rbac {
    /// What giving `role` would add to the permissions of `granter` in `domain` (empty: allowed).
    pub async fn grant_beyond(&self, granter: &str, role: &str, domain: &str) -> Vec<Permission> {
        let held = self.permissions(granter, domain).await;
        beyond_held(&held, role, &self.permissions(role, domain).await)
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
        assert!(
            rbac.allows("platform_operator", PLATFORM_DOMAIN, "agencies", "create")
                .await
        );
        assert!(!rbac.allows("nobody", "a1", "dashboard", "read").await);
    }

    #[tokio::test]
    async fn every_role_has_a_policy() {
        let rbac = Rbac::load().await.unwrap();
        for role in ROLES {
            assert!(!rbac.permissions(role, "a1").await.is_empty(), "{role}");
        }
        let employee = rbac.permissions("employee", "a1").await;
        assert_eq!(
            employee.len(),
            6,
            "dashboard, agency and catalogue to read, their own benefits, and what their employer shares with them: {employee:?}"
        );
    }

    fn perm(resource: &str, action: &str) -> Permission {
        Permission {
            resource: resource.into(),
            action: action.into(),
        }
    }

    #[tokio::test]
    async fn nobody_grants_more_than_they_hold() {
        let rbac = Rbac::load().await.unwrap();
        for role in ["admin", "broker", "employer_admin", "employee", "owner"] {
            assert!(
                rbac.grant_beyond("owner", role, "a1").await.is_empty(),
                "an owner gives {role}"
            );
        }
        for role in ["admin", "broker", "employer_admin", "employee"] {
            assert!(
                rbac.grant_beyond("admin", role, "a1").await.is_empty(),
                "an admin gives {role}"
            );
        }
        // Only the owner exports the agency's data or closes it.
        assert_eq!(
            rbac.grant_beyond("admin", "owner", "a1").await,
            vec![perm("agency_data", "close"), perm("agency_data", "export")]
        );
        assert!(!rbac.grant_beyond("broker", "admin", "a1").await.is_empty());
        let members_only = CustomRole {
            agency_id: "a1".into(),
            name: "people".into(),
            permissions: vec![perm("members", "read"), perm("members", "write")],
        };
        rbac.set_custom_role(&members_only).await.unwrap();
        let beyond = rbac.grant_beyond("people", "admin", "a1").await;
        assert!(beyond.contains(&perm("groups", "write")), "{beyond:?}");
        assert!(
            rbac.grant_beyond("people", "people", "a1").await.is_empty(),
            "the role itself"
        );
        assert!(
            !rbac
                .grant_beyond("people", "employee", "a1")
                .await
                .is_empty(),
            "an employee reads the dashboard and catalogue"
        );
        assert_eq!(
            beyond_held(&[], "employee", &[perm("my_benefits", "read")]),
            vec![]
        );
        assert_eq!(
            beyond_held(&[], "analyst", &[perm("my_benefits", "read")]),
            vec![perm("my_benefits", "read")],
            "only the built-in role's own record"
        );
    }

    #[tokio::test]
    async fn agency_roles_apply_in_their_agency_only() {
        let rbac = Rbac::load().await.unwrap();
        let analyst = CustomRole {
            agency_id: "a1".into(),
            name: "analyst".into(),
            permissions: vec![Permission {
                resource: "members".into(),
                action: "read".into(),
            }],
        };
        rbac.set_custom_role(&analyst).await.unwrap();
        assert!(rbac.allows("analyst", "a1", "members", "read").await);
        assert!(!rbac.allows("analyst", "a1", "members", "write").await);
        assert!(
            !rbac.allows("analyst", "a2", "members", "read").await,
            "another agency's role of the same name"
        );
        assert_eq!(rbac.permissions("analyst", "a1").await.len(), 1);
        rbac.remove_custom_role("a1", "analyst").await.unwrap();
        assert!(!rbac.allows("analyst", "a1", "members", "read").await);
        rbac.replace_agency_roles("a1", std::slice::from_ref(&analyst))
            .await
            .unwrap();
        assert!(rbac.allows("analyst", "a1", "members", "read").await);
        rbac.replace_agency_roles("a1", &[]).await.unwrap();
        assert!(!rbac.allows("analyst", "a1", "members", "read").await);
        assert!(Rbac::catalogue().iter().all(|p| p.resource != "agencies"));
    }
}
