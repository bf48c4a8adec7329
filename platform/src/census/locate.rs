//! Puts each issue of a check on its cell: the column it came from (found through the mapping
//! when the check named only the field), the header the file gives that column, and on an
//! employee-per-row file the dependent it is about, named in the message. A missing value that
//! is only missing because its cell could not be read is reported once, by the cell. Pure.

use std::collections::HashSet;

use super::engine::{slot_name, DependentField, Issue, MappedField, Row};

pub fn locate(issues: &mut Vec<Issue>, headers: Option<Row<'_>>, mapping: &[(usize, MappedField)]) {
    for issue in issues.iter_mut() {
        match (issue.column, issue.field) {
            (Some(column), _) => {
                if let Some((_, MappedField::Dependent(d))) =
                    mapping.iter().find(|(c, _)| *c == column)
                {
                    issue.dependent.get_or_insert(d.slot);
                }
            }
            (None, Some(field)) => {
                let wanted = match issue.dependent {
                    Some(slot) => MappedField::Dependent(DependentField { slot, field }),
                    None => MappedField::Person(field),
                };
                issue.column = mapping.iter().find(|(_, m)| *m == wanted).map(|(c, _)| *c);
            }
            (None, None) => {}
        }
        issue.header = issue
            .column
            .and_then(|c| headers.and_then(|h| h.get(c)))
            .filter(|h| !h.is_empty())
            .map(str::to_string);
        if let Some(slot) = issue.dependent {
            let who = slot_name(slot);
            issue.message = match &issue.header {
                Some(header) => format!("{who} (column \"{header}\"): {}", issue.message),
                None => format!("{who}: {}", issue.message),
            };
        }
    }
    let unreadable: HashSet<(usize, Option<usize>, Option<u8>)> = issues
        .iter()
        .filter(|i| i.code != "required" && i.column.is_some())
        .map(|i| (i.row, i.column, i.dependent))
        .collect();
    issues.retain(|i| {
        i.code != "required"
            || i.column.is_none()
            || !unreadable.contains(&(i.row, i.column, i.dependent))
    });
}

#[cfg(test)]
mod tests {
    use chrono::NaiveDate;

    use super::*;
    use crate::census::engine::{self, Field, Severity};
    use crate::census::workflow;

    fn check(csv: &str) -> workflow::Checked {
        let table = engine::read(csv.as_bytes(), "t.csv").unwrap();
        let analysis = engine::analyse(&table, None);
        let as_of = NaiveDate::from_ymd_opt(2026, 6, 1).unwrap();
        workflow::check(&table, analysis.header_row, &analysis.mapping(), as_of)
    }

    #[test]
    fn a_dependent_column_issue_names_the_column_and_the_dependent() {
        let checked = check(
            "First Name,Last Name,DOB,Zip,Medical Tier,Spouse First Name,Spouse Last Name,Spouse DOB,Dep 1 First Name,Dep 1 DOB,Dep 2 First Name,Dep 2 DOB
Ann,Lee,1980-01-01,80202,EF,Bo,Lee,1981-02-02,Cy,2010-03-03,Di,1990-31-31
",
        );
        let bad: Vec<&Issue> = checked
            .issues
            .iter()
            .filter(|i| i.severity == Severity::Error)
            .collect();
        assert_eq!(bad.len(), 1, "{:#?}", checked.issues);
        let i = bad[0];
        assert_eq!(i.column, Some(11));
        assert_eq!(i.header.as_deref(), Some("Dep 2 DOB"));
        assert_eq!(i.dependent, Some(2));
        assert!(
            i.message.starts_with("Dependent 2 (column \"Dep 2 DOB\")"),
            "{}",
            i.message
        );
    }

    #[test]
    fn a_rule_about_a_dependent_lands_on_its_cell() {
        // The second dependent is 30 and not disabled: the rule names their birth date cell.
        let checked = check(
            "First Name,Last Name,DOB,Zip,Medical Tier,Dep 1 First Name,Dep 1 DOB,Dep 2 First Name,Dep 2 DOB
Ann,Lee,1970-01-01,80202,EC,Cy,2010-03-03,Di,1996-01-01
",
        );
        let over = checked
            .issues
            .iter()
            .find(|i| i.code == "child_over_26")
            .expect("the over-age child");
        assert_eq!((over.column, over.dependent), (Some(8), Some(2)));
        assert_eq!(over.header.as_deref(), Some("Dep 2 DOB"));
        assert_eq!(over.field, Some(Field::Dob));
        // The same rule as adding the child by hand: an error, not a warning.
        assert_eq!(over.severity, Severity::Error);
    }

    #[test]
    fn an_unreadable_birth_date_is_reported_once() {
        let checked = check(
            "First Name,Last Name,DOB,Zip,Medical Tier
Ann,Lee,13/45/1990,80202,EE
",
        );
        let on_dob: Vec<&Issue> = checked
            .issues
            .iter()
            .filter(|i| i.field == Some(Field::Dob))
            .collect();
        assert_eq!(on_dob.len(), 1, "{on_dob:#?}");
        assert_eq!(on_dob[0].code, "invalid_date");
        assert_eq!(on_dob[0].header.as_deref(), Some("DOB"));
        assert_eq!(checked.errors, 1);
    }

    #[test]
    fn a_four_digit_zip_is_padded_only_where_zips_start_with_0() {
        let checked = check(
            "First Name,Last Name,DOB,Zip,State,Medical Tier
Ann,Lee,1980-01-01,3030,NH,EE
Bo,Ray,1981-01-01,3030,CO,EE
Cy,Fox,1982-01-01,3030,,EE
",
        );
        let zips: Vec<Option<&str>> = checked
            .normalised
            .households
            .iter()
            .map(|h| h.employee.zip.as_deref())
            .collect();
        assert_eq!(zips, vec![Some("03030"), None, None]);
        let on_zip: Vec<(usize, Option<usize>, &str)> = checked
            .issues
            .iter()
            .filter(|i| i.field == Some(Field::Zip))
            .map(|i| (i.row, i.column, i.code))
            .collect();
        assert_eq!(
            on_zip,
            vec![(3, Some(3), "invalid_zip"), (4, Some(3), "invalid_zip")]
        );
        assert_eq!(checked.errors, 2);
    }

    #[test]
    fn tier_columns_by_other_names_and_waivers() {
        for header in [
            "Cov Level",
            "Coverage Level",
            "Cov Tier",
            "Election",
            "Tier Code",
        ] {
            let checked = check(&format!(
                "First Name,Last Name,DOB,Zip,{header}
Ann,Lee,1980-01-01,80202,EE
Bo,Ray,1981-01-01,80202,Waive
Cy,Fox,1982-01-01,80202,W
"
            ));
            let tiers: Vec<Option<engine::Tier>> = checked
                .normalised
                .households
                .iter()
                .map(|h| h.employee.medical_tier)
                .collect();
            assert_eq!(
                tiers,
                vec![
                    Some(engine::Tier::EE),
                    Some(engine::Tier::Waived),
                    Some(engine::Tier::Waived)
                ],
                "{header}"
            );
            assert!(
                !checked
                    .issues
                    .iter()
                    .any(|i| i.code == workflow::NO_TIER_COLUMN),
                "{header}"
            );
        }
        let untiered = check(
            "First Name,Last Name,DOB,Zip
Ann,Lee,1980-01-01,80202
",
        );
        let warning = untiered
            .issues
            .iter()
            .find(|i| i.code == workflow::NO_TIER_COLUMN)
            .expect("a warning that no column holds the tier");
        assert_eq!((warning.row, warning.severity), (1, Severity::Warning));
    }
}
