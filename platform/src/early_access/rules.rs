//! What each preview feature is, said once for the portal, the emails and the errors.

use crate::vocabulary::{AgencySize, PreviewFeature};

impl PreviewFeature {
    pub fn title(self) -> &'static str {
        match self {
            PreviewFeature::BenefitsCatalog => "The benefits catalogue",
            PreviewFeature::Reports => "Reports",
            PreviewFeature::ResourceLibrary => "The resource library",
        }
    }

    pub fn description(self) -> &'static str {
        match self {
            PreviewFeature::BenefitsCatalog => {
                "Every benefit your agency offers in one catalogue: categories from medical to \
                 EAP, each option with its carrier, the plan it rates as, who is eligible and its \
                 documents. Browse, search and filter it while you design plans."
            }
            PreviewFeature::Reports => {
                "The book of business (premium by carrier and line, groups by stage, the renewal \
                 pipeline, estimated commission) and enrollment (participation against carrier \
                 minimums, elections by plan and tier, waivers by reason, completion during open \
                 enrollment), with charts, filters and exports."
            }
            PreviewFeature::ResourceLibrary => {
                "One library for the forms, plan documents and compliance guides you share: \
                 upload and categorise them, then share each with the groups that need it, for \
                 their HR admins and, when you choose, their employees."
            }
        }
    }

    /// Where the feature lives in the portal.
    pub fn path(self) -> &'static str {
        match self {
            PreviewFeature::BenefitsCatalog => "/2-future-features/benefits",
            PreviewFeature::Reports => "/2-future-features/reports",
            PreviewFeature::ResourceLibrary => "/2-future-features/resources",
        }
    }
}

impl AgencySize {
    pub fn label(self) -> &'static str {
        match self {
            AgencySize::Solo => "just me",
            AgencySize::UpTo10 => "2 to 10 people",
            AgencySize::UpTo50 => "11 to 50 people",
            AgencySize::UpTo200 => "51 to 200 people",
            AgencySize::Over200 => "over 200 people",
        }
    }
}

/// The interests as stored: each once, in the product's order.
pub fn interests_in_order(asked: &[PreviewFeature]) -> Vec<PreviewFeature> {
    PreviewFeature::ALL
        .iter()
        .copied()
        .filter(|f| asked.contains(f))
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn interests_are_kept_once_in_order() {
        let asked = [
            PreviewFeature::ResourceLibrary,
            PreviewFeature::BenefitsCatalog,
            PreviewFeature::ResourceLibrary,
        ];
        assert_eq!(
            interests_in_order(&asked),
            vec![
                PreviewFeature::BenefitsCatalog,
                PreviewFeature::ResourceLibrary
            ]
        );
    }

    #[test]
    fn every_feature_says_what_it_is_and_where() {
        for f in PreviewFeature::ALL {
            assert!(!f.title().is_empty() && f.description().len() > 80);
            assert!(f.path().starts_with("/2-future-features/"));
        }
    }
}
