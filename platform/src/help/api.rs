//! The help centre: `/help/articles`, `/help/articles/{slug}` and `/help/search`, feedback and
//! the contact form, open to all; the requests received, for the back office.

use poem::web::Data;
use poem::Request;
use poem_openapi::param::{Path, Query};
use poem_openapi::payload::Json;
use poem_openapi::{ApiResponse, OpenApi};

use super::browse::{list_articles, view_article};
use super::contact::send_contact;
use super::dto::{
    ContactRequest, ContactSent, HelpArticle, HelpArticleSummary, HelpFeedback, HelpSearchHit,
    SupportRequestPage,
};
use super::feedback::record_feedback;
use super::list_requests::list_requests;
use super::search_articles::search_articles;
use crate::api::ApiTags;
use crate::auth::SessionCookie;
use crate::error::ApiResult;
use crate::state::AppState;
use crate::vocabulary::HelpCategory;

#[derive(ApiResponse)]
enum Recorded {
    /// Recorded.
    #[oai(status = 204)]
    NoContent,
}

pub struct HelpApi;

#[OpenApi(tag = "ApiTags::Help")]
impl HelpApi {
    /// The help centre's articles in its order, or one category's.
    #[oai(
        path = "/help/articles",
        method = "get",
        operation_id = "listHelpArticles"
    )]
    async fn list(
        &self,
        state: Data<&AppState>,
        category: Query<Option<HelpCategory>>,
    ) -> ApiResult<Json<Vec<HelpArticleSummary>>> {
        Ok(Json(list_articles(&state, category.0).await?))
    }

    /// One article, as sanitized HTML, with the articles related to it.
    #[oai(
        path = "/help/articles/:slug",
        method = "get",
        operation_id = "getHelpArticle"
    )]
    async fn view(
        &self,
        state: Data<&AppState>,
        slug: Path<String>,
    ) -> ApiResult<Json<HelpArticle>> {
        Ok(Json(view_article(&state, &slug.0).await?))
    }

    /// Articles matching a search (web-search syntax; at most 200 characters), best first, with
    /// the passages that matched. An empty search finds nothing.
    #[oai(path = "/help/search", method = "get", operation_id = "searchHelp")]
    async fn search(
        &self,
        state: Data<&AppState>,
        q: Query<String>,
    ) -> ApiResult<Json<Vec<HelpSearchHit>>> {
        Ok(Json(search_articles(&state, &q.0).await?))
    }

    /// Answers "was this helpful?" for an article.
    #[oai(
        path = "/help/articles/:slug/feedback",
        method = "post",
        operation_id = "sendHelpFeedback"
    )]
    async fn feedback(
        &self,
        state: Data<&AppState>,
        req: &Request,
        slug: Path<String>,
        body: Json<HelpFeedback>,
    ) -> ApiResult<Recorded> {
        record_feedback(&state, req, &slug.0, body.0.helpful).await?;
        Ok(Recorded::NoContent)
    }

    /// Sends a message to the support of the agency whose address this is (the platform's
    /// elsewhere); the sender gets a copy. Rate-limited.
    #[oai(
        path = "/help/contact",
        method = "post",
        operation_id = "contactSupport"
    )]
    async fn contact(
        &self,
        state: Data<&AppState>,
        req: &Request,
        body: Json<ContactRequest>,
    ) -> ApiResult<Json<ContactSent>> {
        Ok(Json(send_contact(&state, req, &body.0).await?))
    }

    /// The help requests sent to the caller's agency (or, for operators, to the platform),
    /// newest first.
    #[oai(
        path = "/support-requests",
        method = "get",
        operation_id = "listSupportRequests"
    )]
    #[allow(clippy::too_many_arguments)]
    async fn requests(
        &self,
        state: Data<&AppState>,
        auth: SessionCookie,
        page: Query<Option<u32>>,
        per_page: Query<Option<u32>>,
        sort: Query<Option<String>>,
        order: Query<Option<String>>,
        q: Query<Option<String>>,
    ) -> ApiResult<Json<SupportRequestPage>> {
        Ok(Json(
            list_requests(&state, &auth.0, page.0, per_page.0, sort.0, order.0, q.0).await?,
        ))
    }
}
