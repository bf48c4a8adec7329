//! The census as tables to download: a committed version's roster, and a file cleaned into
//! standard columns. Pure.

use std::collections::HashMap;

use super::engine;
use super::snapshot::SnapshotMember;
use crate::spreadsheet::Table;

fn cents(c: i64) -> String {
    format!("{}.{:02}", c / 100, c % 100)
}

/// A version's members, one row per person, households numbered in order.
pub fn version_table(members: Vec<SnapshotMember>) -> Table {
    let mut household = HashMap::new();
    let rows = members
        .into_iter()
        .map(|m| {
            let next = household.len() + 1;
            let n = *household.entry(m.employee_key.clone()).or_insert(next);
            vec![
                n.to_string(),
                m.relationship,
                m.first_name,
                m.last_name,
                m.dob
                    .map(|d| d.format("%m/%d/%Y").to_string())
                    .unwrap_or_default(),
                m.gender.unwrap_or_default(),
                m.zip.unwrap_or_default(),
                m.medical_tier.unwrap_or_default(),
                m.dental_tier.unwrap_or_default(),
                m.vision_tier.unwrap_or_default(),
                m.status.unwrap_or_default(),
                m.salary_cents.map(cents).unwrap_or_default(),
            ]
        })
        .collect();
    Table {
        headers: vec![
            "Household",
            "Relationship",
            "First Name",
            "Last Name",
            "DOB",
            "Gender",
            "ZIP",
            "Medical Tier",
            "Dental Tier",
            "Vision Tier",
            "Status",
            "Salary",
        ],
        rows,
    }
}

/// Households in standard columns: dates ISO, tiers EE/ES/EC/EF/W, ZIPs 5 digits, names cased.
pub fn clean_table(households: &[engine::Household]) -> Table {
    let mut rows = Vec::new();
    for (n, h) in households.iter().enumerate() {
        for p in h.members() {
            let rel = serde_json::to_value(p.relationship)
                .ok()
                .and_then(|v| v.as_str().map(str::to_string))
                .unwrap_or_default();
            let tier = |t: Option<engine::Tier>| {
                t.map(|t| match t {
                    engine::Tier::Waived => "W".to_string(),
                    other => format!("{other:?}"),
                })
                .unwrap_or_default()
            };
            rows.push(vec![
                (n + 1).to_string(),
                rel,
                p.first_name.clone().unwrap_or_default(),
                p.last_name.clone().unwrap_or_default(),
                p.dob.map(|d| d.to_string()).unwrap_or_default(),
                p.gender
                    .and_then(|g| serde_json::to_value(g).ok())
                    .and_then(|v| v.as_str().map(str::to_string))
                    .unwrap_or_default(),
                p.zip.clone().unwrap_or_default(),
                tier(p.medical_tier),
                tier(p.dental_tier),
                tier(p.vision_tier),
                p.hire_date.map(|d| d.to_string()).unwrap_or_default(),
                p.salary_cents.map(cents).unwrap_or_default(),
                p.hours_per_week.map(|h| h.to_string()).unwrap_or_default(),
                p.email.clone().unwrap_or_default(),
            ]);
        }
    }
    Table {
        headers: vec![
            "Household",
            "Relationship",
            "First Name",
            "Last Name",
            "DOB",
            "Gender",
            "ZIP",
            "Medical Tier",
            "Dental Tier",
            "Vision Tier",
            "Hire Date",
            "Salary",
            "Hours",
            "Email",
        ],
        rows,
    }
}
