//! The demo agency's own help articles, for its clients: how it works with them, in its name.

use crate::auth::Principal;
use crate::error::AppError;
use crate::help::dto::AgencyArticleInput;
use crate::help::save_agency_article::save_agency_article;
use crate::state::AppState;
use crate::vocabulary::HelpCategory;

const ARTICLES: &[(&str, HelpCategory, &str, &str, bool)] = &[
    (
        "Open enrollment with {agency}: what to expect",
        HelpCategory::Enrollment,
        "The weeks before your plan year starts, step by step, and who at {agency} helps you.",
        "## Six weeks before your plan year\n\nYour account manager sends the **renewal comparison** and books a \
         call to choose plans and contributions with you.\n\n## Four weeks before\n\n- Employees get an email with \
         their link to enroll; reminders follow every few days.\n- HR admins follow who has enrolled on the \
         group's **Enroll** page.\n\n## The last week\n\nWe check participation against each carrier's minimum \
         and tell you by email if a plan is short.\n\n| When | Who | What |\n|---|---|---|\n| 6 weeks | {agency} | \
         Renewal comparison |\n| 4 weeks | Employees | Enroll online |\n| 1 week | {agency} | Participation check |\n",
        true,
    ),
    (
        "Who to call at {agency}",
        HelpCategory::GettingStarted,
        "Your account team, our office hours, and where to send a claim problem.",
        "Every client has a **lead broker** and an **account manager**; their names are on your group's \
         *People* page.\n\n- Office hours: Monday to Friday, 8 am to 6 pm Mountain time.\n- A claim problem: \
         email claims@{domain} with the member's name and the date of service (never a full SSN).\n",
        true,
    ),
    (
        "Adding a new hire mid-year (draft)",
        HelpCategory::Employees,
        "The waiting period, the enrollment link, and the carrier's deadline.",
        "New hires enroll within **30 days** of their date of eligibility. Add them on the group's \
         *Employees* page; the enrollment link is sent the same day.\n",
        false,
    ),
];

pub async fn seed_help_articles(state: &AppState, owner: &Principal) -> Result<(), AppError> {
    let agency = &owner.agency()?.name;
    let domain = owner.email.rsplit('@').next().unwrap_or_default();
    let named = |text: &str| text.replace("{agency}", agency).replace("{domain}", domain);
    for (title, category, summary, body, published) in ARTICLES {
        save_agency_article(
            state,
            owner,
            "127.0.0.1",
            None,
            &AgencyArticleInput {
                slug: None,
                category: *category,
                title: named(title),
                summary: named(summary),
                body_markdown: named(body),
                published: *published,
                version: None,
            },
        )
        .await?;
    }
    Ok(())
}
