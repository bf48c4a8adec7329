//! The help centre: `/help/articles`, `/help/articles/{slug}` and `/help/search`, feedback and
//! the contact form, open to all; the requests received, for the back office.

use poem::web::Data;
use poem::Request;
use poem_openapi::param::{Path, Query};
use poem_openapi::payload::Json;
use poem_openapi::{ApiResponse, OpenApi};
use uuid::Uuid;

use super::browse::{list_articles, view_article};
use super::contact::send_contact;
use super::delete_agency_article::delete_agency_article;
use super::dto::{
    AgencyArticle, AgencyArticleInput, AgencyArticlePage, ArticlePreview, ArticlePreviewRequest,
    ContactRequest, ContactSent, HelpArticle, HelpArticleSummary, HelpFeedback, HelpSearchHit,
    SupportRequestPage,
};
use super::feedback::record_feedback;
use super::list_agency_articles::{list_agency_articles, view_agency_article};
use super::list_requests::list_requests;
use super::preview_article::preview_article;
use super::save_agency_article::save_agency_article;
use super::search_articles::search_articles;
use crate::api::ApiTags;
use crate::auth::principal::client_ip;
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
        req: &Request,
        category: Query<Option<HelpCategory>>,
    ) -> ApiResult<Json<Vec<HelpArticleSummary>>> {
        Ok(Json(list_articles(&state, req, category.0).await?))
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
        req: &Request,
        slug: Path<String>,
    ) -> ApiResult<Json<HelpArticle>> {
        Ok(Json(view_article(&state, req, &slug.0).await?))
    }

    /// Articles matching a search (web-search syntax; at most 200 characters), best first, with
    /// the passages that matched. An empty search finds nothing.
    #[oai(path = "/help/search", method = "get", operation_id = "searchHelp")]
    async fn search(
        &self,
        state: Data<&AppState>,
        req: &Request,
        q: Query<String>,
    ) -> ApiResult<Json<Vec<HelpSearchHit>>> {
        Ok(Json(search_articles(&state, req, &q.0).await?))
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

    /// The articles the agency wrote for its clients, drafts too (owners and admins).
    #[oai(
        path = "/agency-articles",
        method = "get",
        operation_id = "listAgencyArticles"
    )]
    #[allow(clippy::too_many_arguments)]
    async fn agency_articles(
        &self,
        state: Data<&AppState>,
        auth: SessionCookie,
        page: Query<Option<u32>>,
        per_page: Query<Option<u32>>,
        sort: Query<Option<String>>,
        order: Query<Option<String>>,
        q: Query<Option<String>>,
        category: Query<Option<HelpCategory>>,
        published: Query<Option<bool>>,
    ) -> ApiResult<Json<AgencyArticlePage>> {
        Ok(Json(
            list_agency_articles(
                &state,
                &auth.0,
                (page.0, per_page.0, sort.0, order.0, q.0),
                category.0,
                published.0,
            )
            .await?,
        ))
    }

    /// Writes an article for the agency's clients; published ones show in its help centre.
    #[oai(
        path = "/agency-articles",
        method = "post",
        operation_id = "createAgencyArticle"
    )]
    async fn create_agency_article(
        &self,
        state: Data<&AppState>,
        auth: SessionCookie,
        req: &Request,
        body: Json<AgencyArticleInput>,
    ) -> ApiResult<Json<AgencyArticle>> {
        Ok(Json(
            save_agency_article(&state, &auth.0, &client_ip(req), None, &body.0).await?,
        ))
    }

    /// The markdown as readers would see it, rendered and sanitized as saving would.
    #[oai(
        path = "/agency-articles/preview",
        method = "post",
        operation_id = "previewAgencyArticle"
    )]
    async fn preview_agency_article(
        &self,
        state: Data<&AppState>,
        auth: SessionCookie,
        body: Json<ArticlePreviewRequest>,
    ) -> ApiResult<Json<ArticlePreview>> {
        Ok(Json(
            preview_article(&state, &auth.0, &body.0.body_markdown).await?,
        ))
    }

    /// One of the agency's articles, with its markdown.
    #[oai(
        path = "/agency-articles/:id",
        method = "get",
        operation_id = "getAgencyArticle"
    )]
    async fn agency_article(
        &self,
        state: Data<&AppState>,
        auth: SessionCookie,
        id: Path<Uuid>,
    ) -> ApiResult<Json<AgencyArticle>> {
        Ok(Json(view_agency_article(&state, &auth.0, id.0).await?))
    }

    /// Changes one of the agency's articles at the version read.
    #[oai(
        path = "/agency-articles/:id",
        method = "put",
        operation_id = "updateAgencyArticle"
    )]
    async fn update_agency_article(
        &self,
        state: Data<&AppState>,
        auth: SessionCookie,
        req: &Request,
        id: Path<Uuid>,
        body: Json<AgencyArticleInput>,
    ) -> ApiResult<Json<AgencyArticle>> {
        Ok(Json(
            save_agency_article(&state, &auth.0, &client_ip(req), Some(id.0), &body.0).await?,
        ))
    }

    /// Removes one of the agency's articles.
    #[oai(
        path = "/agency-articles/:id",
        method = "delete",
        operation_id = "deleteAgencyArticle"
    )]
    async fn delete_agency_article(
        &self,
        state: Data<&AppState>,
        auth: SessionCookie,
        req: &Request,
        id: Path<Uuid>,
    ) -> ApiResult<Recorded> {
        delete_agency_article(&state, &auth.0, &client_ip(req), id.0).await?;
        Ok(Recorded::NoContent)
    }
}
