//! What changed between two census versions' rosters, member by member. Pure.

use std::collections::HashMap;

use super::snapshot::SnapshotMember;

pub struct FieldChange {
    pub field: &'static str,
    pub before: Option<String>,
    pub after: Option<String>,
}

pub struct Diff<'a> {
    pub added: Vec<&'a SnapshotMember>,
    pub removed: Vec<&'a SnapshotMember>,
    pub changed: Vec<(&'a SnapshotMember, Vec<FieldChange>)>,
}

pub fn diff_members<'a>(before: &'a [SnapshotMember], after: &'a [SnapshotMember]) -> Diff<'a> {
    let old: HashMap<&str, &SnapshotMember> =
        before.iter().map(|m| (m.member_key.as_str(), m)).collect();
    let new: HashMap<&str, &SnapshotMember> =
        after.iter().map(|m| (m.member_key.as_str(), m)).collect();
    let added = after
        .iter()
        .filter(|m| !old.contains_key(m.member_key.as_str()))
        .collect();
    let removed = before
        .iter()
        .filter(|m| !new.contains_key(m.member_key.as_str()))
        .collect();
    let changed = after
        .iter()
        .filter_map(|m| {
            let o = old.get(m.member_key.as_str())?;
            let text = |v: &Option<String>| v.clone();
            let fields: [(&'static str, Option<String>, Option<String>); 9] = [
                (
                    "first_name",
                    Some(o.first_name.clone()),
                    Some(m.first_name.clone()),
                ),
                (
                    "last_name",
                    Some(o.last_name.clone()),
                    Some(m.last_name.clone()),
                ),
                (
                    "dob",
                    o.dob.map(|d| d.to_string()),
                    m.dob.map(|d| d.to_string()),
                ),
                ("zip", text(&o.zip), text(&m.zip)),
                ("medical_tier", text(&o.medical_tier), text(&m.medical_tier)),
                ("dental_tier", text(&o.dental_tier), text(&m.dental_tier)),
                ("vision_tier", text(&o.vision_tier), text(&m.vision_tier)),
                ("status", text(&o.status), text(&m.status)),
                (
                    "salary_cents",
                    o.salary_cents.map(|c| c.to_string()),
                    m.salary_cents.map(|c| c.to_string()),
                ),
            ];
            let changes: Vec<FieldChange> = fields
                .into_iter()
                .filter(|(_, b, a)| b != a)
                .map(|(field, before, after)| FieldChange {
                    field,
                    before,
                    after,
                })
                .collect();
            (!changes.is_empty()).then_some((m, changes))
        })
        .collect();
    Diff {
        added,
        removed,
        changed,
    }
}

#[cfg(test)]
mod tests {
    use chrono::NaiveDate;

    use super::*;

    fn member(key: &str, zip: &str, tier: &str) -> SnapshotMember {
        SnapshotMember {
            member_key: key.into(),
            employee_key: key.split(':').next().unwrap().into(),
            relationship: "employee".into(),
            first_name: "A".into(),
            last_name: "B".into(),
            dob: NaiveDate::from_ymd_opt(1980, 1, 1),
            gender: None,
            zip: Some(zip.into()),
            medical_tier: Some(tier.into()),
            dental_tier: None,
            vision_tier: None,
            status: Some("active".into()),
            salary_cents: None,
            tobacco: false,
            employee_class: None,
        }
    }

    #[test]
    fn diffs_members_by_key() {
        let before = [member("1", "80202", "EE"), member("2", "80203", "ES")];
        let after = [member("1", "80202", "EF"), member("3", "80204", "EE")];
        let d = diff_members(&before, &after);
        assert_eq!(d.added.len(), 1);
        assert_eq!(d.removed[0].member_key, "2");
        assert_eq!(d.changed.len(), 1);
        assert_eq!(d.changed[0].1[0].field, "medical_tier");
        assert_eq!(d.changed[0].1[0].after.as_deref(), Some("EF"));
    }
}
