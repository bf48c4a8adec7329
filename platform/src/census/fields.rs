//! How the API names census fields: `first_name` for a person's field, `spouse:dob` and
//! `dependent:2:dob` for a dependent held in the employee's row. Pure.

use super::engine::{DependentField, Field, MappedField};

/// Dependent slots offered in the column mapper (spouse + 6 dependents).
pub const DEPENDENT_SLOTS: u8 = 6;

fn field_key(field: Field) -> String {
    serde_json::to_value(field)
        .ok()
        .and_then(|v| v.as_str().map(str::to_string))
        .unwrap_or_default()
}

fn field_from_key(key: &str) -> Option<Field> {
    serde_json::from_value(serde_json::Value::String(key.to_string())).ok()
}

pub fn key(mapped: MappedField) -> String {
    match mapped {
        MappedField::Person(f) => field_key(f),
        MappedField::Dependent(DependentField { slot: 0, field }) => {
            format!("spouse:{}", field_key(field))
        }
        MappedField::Dependent(DependentField { slot, field }) => {
            format!("dependent:{slot}:{}", field_key(field))
        }
    }
}

/// Whether one of the fields (keys) is a coverage tier: without one, everyone listed counts as
/// covered and nobody as waived.
pub fn has_tier<'a>(mut keys: impl Iterator<Item = &'a str>) -> bool {
    keys.any(|k| {
        matches!(
            parse(k),
            Some(MappedField::Person(
                Field::MedicalTier | Field::DentalTier | Field::VisionTier
            ))
        )
    })
}

pub fn parse(key: &str) -> Option<MappedField> {
    let parts: Vec<&str> = key.split(':').collect();
    match parts.as_slice() {
        [field] => field_from_key(field).map(MappedField::Person),
        ["spouse", field] => field_from_key(field)
            .filter(|f| f.is_dependent_field())
            .map(|field| MappedField::Dependent(DependentField { slot: 0, field })),
        ["dependent", slot, field] => {
            let slot: u8 = slot
                .parse()
                .ok()
                .filter(|s| (1..=DEPENDENT_SLOTS).contains(s))?;
            field_from_key(field)
                .filter(|f| f.is_dependent_field())
                .map(|field| MappedField::Dependent(DependentField { slot, field }))
        }
        _ => None,
    }
}

/// Every choice of the column mapper: (key, label).
pub fn options() -> Vec<(String, String)> {
    let mut out: Vec<(String, String)> = Field::ALL
        .iter()
        .map(|f| (key(MappedField::Person(*f)), f.label().to_string()))
        .collect();
    for slot in 0..=DEPENDENT_SLOTS {
        for f in Field::ALL
            .iter()
            .filter(|f| f.is_dependent_field() && **f != Field::Relationship)
        {
            let mapped = MappedField::Dependent(DependentField { slot, field: *f });
            out.push((key(mapped), mapped.label()));
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn keys_round_trip() {
        for (k, _) in options() {
            assert_eq!(key(parse(&k).unwrap()), k);
        }
        assert_eq!(key(MappedField::Person(Field::Dob)), "dob");
        assert_eq!(
            parse("spouse:dob"),
            Some(MappedField::Dependent(DependentField {
                slot: 0,
                field: Field::Dob
            }))
        );
        assert_eq!(
            parse("dependent:2:first_name").map(key).as_deref(),
            Some("dependent:2:first_name")
        );
        assert!(
            parse("dependent:9:dob").is_none()
                && parse("spouse:salary").is_none()
                && parse("nonsense").is_none()
        );
    }
}
