//! Which field of a JSON body a parse error is about. poem-openapi names the type that failed and
//! the object it was reading (`Expected input type "GroupStage", found "won". (occurred while
//! parsing "MoveRequest")`), not the field; the OpenAPI document tells which of the object's fields holds
//! that type, and for an enum which values it takes.

use std::sync::OnceLock;

use serde_json::Value;

/// A body field that did not parse, and what is wrong with it.
#[derive(Debug, PartialEq, Eq)]
pub struct BadField {
    pub field: String,
    pub problem: String,
}

/// The field `reason` is about, when the API's own document names exactly one.
pub fn bad_field(reason: &str) -> Option<BadField> {
    static SPEC: OnceLock<Value> = OnceLock::new();
    let spec =
        SPEC.get_or_init(|| serde_json::from_str(&crate::api::spec_json()).unwrap_or_default());
    field_in(reason, spec)
}

fn field_in(reason: &str, spec: &Value) -> Option<BadField> {
    let failed = quoted_after(reason, "Expected input type \"")
        .or_else(|| quoted_after(reason, "failed to parse \""))?;
    let schemas = &spec["components"]["schemas"];
    // The innermost object the type sat in (a list in between has no fields of its own).
    let properties = reason
        .split("(occurred while parsing \"")
        .skip(1)
        .filter_map(|rest| rest.split('"').next())
        .find_map(|name| schemas[name]["properties"].as_object())?;
    let mut holding = properties
        .iter()
        .filter(|(_, schema)| refers_to(schema, failed));
    let (field, _) = holding.next()?;
    if holding.next().is_some() {
        return None;
    }
    let problem = match schemas[failed]["enum"].as_array() {
        Some(values) => format!(
            "choose one of: {}",
            values
                .iter()
                .filter_map(Value::as_str)
                .collect::<Vec<_>>()
                .join(", ")
        ),
        None => "not a valid value".to_string(),
    };
    Some(BadField {
        field: field.clone(),
        problem,
    })
}

/// The text between `opening` (which ends with a quote) and the next quote.
fn quoted_after<'a>(text: &'a str, opening: &str) -> Option<&'a str> {
    let start = text.find(opening)? + opening.len();
    let rest = &text[start..];
    Some(&rest[..rest.find('"')?])
}

/// The schema is the named one, a list of it, or composed of it.
fn refers_to(schema: &Value, name: &str) -> bool {
    let target = format!("#/components/schemas/{name}");
    let is_it = |s: &Value| s["$ref"].as_str() == Some(target.as_str());
    is_it(schema)
        || is_it(&schema["items"])
        || ["allOf", "anyOf", "oneOf"].iter().any(|k| {
            schema[*k]
                .as_array()
                .is_some_and(|parts| parts.iter().any(|p| is_it(p) || is_it(&p["items"])))
        })
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    fn spec() -> Value {
        json!({ "components": { "schemas": {
            "GroupStage": { "type": "string", "enum": ["prospect", "quoting"] },
            "Tier": { "type": "string", "enum": ["EE", "EF"] },
            "MoveRequest": { "properties": {
                "to": { "$ref": "#/components/schemas/GroupStage" },
                "version": { "type": "integer" }
            } },
            "Census": { "properties": {
                "tiers": { "type": "array", "items": { "$ref": "#/components/schemas/Tier" } },
                "from": { "allOf": [{ "$ref": "#/components/schemas/GroupStage" }] },
                "to": { "allOf": [{ "$ref": "#/components/schemas/GroupStage" }] }
            } }
        } } })
    }

    #[test]
    fn an_enum_names_its_field_and_its_values() {
        let reason = r#"Expected input type "GroupStage", found "won". (occurred while parsing "MoveRequest")"#;
        assert_eq!(
            field_in(reason, &spec()),
            Some(BadField {
                field: "to".into(),
                problem: "choose one of: prospect, quoting".into()
            })
        );
        let in_a_list = r#"failed to parse "Tier": expect a valid enumeration value (occurred while parsing "[Tier]") (occurred while parsing "Census")"#;
        assert_eq!(
            field_in(in_a_list, &spec()),
            Some(BadField {
                field: "tiers".into(),
                problem: "choose one of: EE, EF".into()
            })
        );
    }

    #[test]
    fn a_type_two_fields_share_or_an_unknown_object_names_nothing() {
        let two = r#"failed to parse "GroupStage": expect a valid enumeration value (occurred while parsing "Census")"#;
        assert_eq!(field_in(two, &spec()), None);
        let unknown = r#"failed to parse "GroupStage": x (occurred while parsing "Nowhere")"#;
        assert_eq!(field_in(unknown, &spec()), None);
        assert_eq!(field_in("expected value at line 1 column 1", &spec()), None);
    }

    #[test]
    fn lists_and_compositions_refer_to_their_items() {
        let s = spec();
        let census = &s["components"]["schemas"]["Census"]["properties"];
        assert!(refers_to(&census["tiers"], "Tier"));
        assert!(refers_to(&census["from"], "GroupStage"));
        assert!(!refers_to(&census["tiers"], "GroupStage"));
    }
}
