use poem::web::Data;
use poem::Request;
use poem_openapi::param::{Path, Query};
use poem_openapi::payload::{Attachment, AttachmentType, Json};
use poem_openapi::OpenApi;
use uuid::Uuid;

use super::dto::*;
use super::import::{self, MAX_FILE_BYTES};
use super::{
    analyse_file, clean_file, compare, delete_template, diff_versions, discard_import,
    download_version, fix_cells, list_rows, list_templates, list_versions, map_columns,
    request_commit, show_import, undo_import, upload,
};
use crate::api::ApiTags;
use crate::auth::principal::client_ip;
use crate::auth::SessionCookie;
use crate::error::{ApiResult, AppError};
use crate::spreadsheet::ExportFormat;
use crate::state::AppState;
use crate::uploads::FileField;

fn read_upload(file: FileField<MAX_FILE_BYTES>) -> Result<(String, Vec<u8>), AppError> {
    let name = crate::uploads::display_name(file.file_name(), "census.csv");
    let bytes = file
        .into_bytes()
        .ok_or_else(|| AppError::PayloadTooLarge(import::too_large()))?;
    Ok((name, bytes))
}

fn attachment(name: String, bytes: Vec<u8>) -> Attachment<Vec<u8>> {
    Attachment::new(bytes)
        .attachment_type(AttachmentType::Attachment)
        .filename(name)
}

pub struct CensusApi;

#[OpenApi(tag = "ApiTags::Census")]
impl CensusApi {
    /// Upload a census file for a group: it is stored, read and its columns guessed (a mapping
    /// confirmed before for the same headers is reused). Nothing is imported yet.
    #[oai(
        path = "/groups/:id/census",
        method = "post",
        operation_id = "uploadCensus"
    )]
    async fn upload(
        &self,
        state: Data<&AppState>,
        req: &Request,
        auth: SessionCookie,
        id: Path<Uuid>,
        body: CensusUpload,
    ) -> ApiResult<Uploaded> {
        let (name, bytes) = read_upload(body.file)?;
        let v = upload::upload(*state, &auth.0, &client_ip(req), id.0, &name, bytes).await?;
        Ok(Uploaded::Created(Json(v.into())))
    }

    /// An import (draft or committed version).
    #[oai(
        path = "/census-imports/:id",
        method = "get",
        operation_id = "getCensusImport"
    )]
    async fn get(
        &self,
        state: Data<&AppState>,
        _req: &Request,
        auth: SessionCookie,
        id: Path<Uuid>,
    ) -> ApiResult<Json<CensusImport>> {
        let view = show_import::show_import(&state, &auth.0, id.0).await?;
        Ok(Json(view.into()))
    }

    /// Confirm the column mapping and options; the file is checked against them and the roster.
    #[oai(
        path = "/census-imports/:id/mapping",
        method = "put",
        operation_id = "mapCensusImport"
    )]
    async fn map(
        &self,
        state: Data<&AppState>,
        req: &Request,
        auth: SessionCookie,
        id: Path<Uuid>,
        body: Json<MappingUpdate>,
    ) -> ApiResult<Json<CensusImport>> {
        let body = body.0;
        let choice = map_columns::MappingChoice {
            columns: body
                .columns
                .into_iter()
                .map(|c| (c.index, c.field))
                .collect(),
            terminate_missing: body.terminate_missing,
            effective_date: body.effective_date,
            template_name: body.template_name,
            header_row: body.header_row,
        };
        let v = map_columns::map_columns(*state, &auth.0, &client_ip(req), id.0, choice).await?;
        Ok(Json(v.into()))
    }

    /// Rows of the file with their issues, for the fix-in-place grid.
    #[oai(
        path = "/census-imports/:id/rows",
        method = "get",
        operation_id = "getCensusRows"
    )]
    #[allow(clippy::too_many_arguments)] // the request's parts, as poem-openapi hands them over
    async fn rows(
        &self,
        state: Data<&AppState>,
        _req: &Request,
        auth: SessionCookie,
        id: Path<Uuid>,
        page: Query<Option<u32>>,
        per_page: Query<Option<u32>>,
        only_issues: Query<Option<bool>>,
    ) -> ApiResult<Json<CensusRows>> {
        let q = list_rows::RowsQuery {
            page: page.0.unwrap_or(1).max(1) as usize,
            per_page: per_page.0.unwrap_or(50).clamp(1, 500) as usize,
            only_issues: only_issues.0.unwrap_or(false),
        };
        let page = list_rows::list_rows(*state, &auth.0, id.0, q).await?;
        Ok(Json(page.into()))
    }

    /// Fix cells in place; the file is checked again.
    #[oai(
        path = "/census-imports/:id/cells",
        method = "patch",
        operation_id = "fixCensusCells"
    )]
    async fn fix(
        &self,
        state: Data<&AppState>,
        req: &Request,
        auth: SessionCookie,
        id: Path<Uuid>,
        body: Json<CellFixList>,
    ) -> ApiResult<Json<CensusImport>> {
        let fixes = body
            .0
            .fixes
            .into_iter()
            .map(|f| (f.row, f.column, f.value))
            .collect();
        let v = fix_cells::fix_cells(*state, &auth.0, &client_ip(req), id.0, fixes).await?;
        Ok(Json(v.into()))
    }

    /// Commit a checked import to the roster (refused while it has errors). Runs as a job;
    /// a second click finds it already committing.
    #[oai(
        path = "/census-imports/:id/commit",
        method = "post",
        operation_id = "commitCensusImport"
    )]
    async fn commit(
        &self,
        state: Data<&AppState>,
        req: &Request,
        auth: SessionCookie,
        id: Path<Uuid>,
    ) -> ApiResult<CommitAccepted> {
        let job_id = request_commit::request_commit(*state, &auth.0, &client_ip(req), id.0).await?;
        Ok(CommitAccepted::Accepted(Json(CommitStarted { job_id })))
    }

    /// Undo the group's latest committed import: the roster goes back to how it was before.
    #[oai(
        path = "/census-imports/:id/undo",
        method = "post",
        operation_id = "undoCensusImport"
    )]
    async fn undo(
        &self,
        state: Data<&AppState>,
        req: &Request,
        auth: SessionCookie,
        id: Path<Uuid>,
    ) -> ApiResult<Json<CensusImport>> {
        let v = undo_import::undo_import(&state, &auth.0, &client_ip(req), id.0).await?;
        Ok(Json(v.into()))
    }

    /// Discard a draft import.
    #[oai(
        path = "/census-imports/:id",
        method = "delete",
        operation_id = "discardCensusImport"
    )]
    async fn discard(
        &self,
        state: Data<&AppState>,
        req: &Request,
        auth: SessionCookie,
        id: Path<Uuid>,
    ) -> ApiResult<Discarded> {
        discard_import::discard_import(&state, &auth.0, &client_ip(req), id.0).await?;
        Ok(Discarded::Done)
    }

    /// The group's census versions and drafts, newest first.
    #[oai(
        path = "/groups/:id/census",
        method = "get",
        operation_id = "listCensusVersions"
    )]
    async fn versions(
        &self,
        state: Data<&AppState>,
        _req: &Request,
        auth: SessionCookie,
        id: Path<Uuid>,
    ) -> ApiResult<Json<Vec<CensusImport>>> {
        let versions = list_versions::list_versions(&state, &auth.0, id.0).await?;
        Ok(Json(
            versions
                .into_iter()
                .map(|v| {
                    let mut out = CensusImport::from(v);
                    out.issues.clear();
                    out
                })
                .collect(),
        ))
    }

    /// What changed between two committed versions (by number).
    #[oai(
        path = "/groups/:id/census/diff",
        method = "get",
        operation_id = "diffCensusVersions"
    )]
    async fn diff(
        &self,
        state: Data<&AppState>,
        _req: &Request,
        auth: SessionCookie,
        id: Path<Uuid>,
        from: Query<i32>,
        to: Query<i32>,
    ) -> ApiResult<Json<CensusDiff>> {
        let (before, after) =
            diff_versions::diff_versions(&state, &auth.0, id.0, from.0, to.0).await?;
        let diff = compare::diff_members(&before, &after);
        Ok(Json(CensusDiff::of(from.0, to.0, diff)))
    }

    /// A committed version's census as a file (CSV or XLSX; formula-safe).
    #[oai(
        path = "/census-imports/:id/download",
        method = "get",
        operation_id = "downloadCensus"
    )]
    async fn download(
        &self,
        state: Data<&AppState>,
        _req: &Request,
        auth: SessionCookie,
        id: Path<Uuid>,
        format: Query<ExportFormat>,
    ) -> ApiResult<Attachment<Vec<u8>>> {
        let format = match format.0 {
            ExportFormat::Csv => download_version::Format::Csv,
            ExportFormat::Xlsx => download_version::Format::Xlsx,
        };
        let (name, bytes) =
            download_version::download_version(&state, &auth.0, id.0, format).await?;
        Ok(attachment(name, bytes))
    }

    /// Analyse any file as a census: encoding, delimiter, header row, column guesses,
    /// problems. Nothing is stored or imported.
    #[oai(
        path = "/census/analyse",
        method = "post",
        operation_id = "analyseCensusFile"
    )]
    async fn analyse(
        &self,
        state: Data<&AppState>,
        _req: &Request,
        auth: SessionCookie,
        body: CensusUpload,
    ) -> ApiResult<Json<FileAnalysis>> {
        let (name, bytes) = read_upload(body.file)?;
        let report = analyse_file::analyse_file(&state, &auth.0, name, bytes).await?;
        Ok(Json(report.into()))
    }

    /// The same file cleaned: one row per person in standard columns (dates ISO, tiers EE/ES/
    /// EC/EF/W, ZIPs 5 digits, names cased), formula-safe. Nothing is stored.
    #[oai(
        path = "/census/clean",
        method = "post",
        operation_id = "cleanCensusFile"
    )]
    async fn clean(
        &self,
        state: Data<&AppState>,
        _req: &Request,
        auth: SessionCookie,
        body: CensusUpload,
    ) -> ApiResult<Attachment<Vec<u8>>> {
        let (name, bytes) = read_upload(body.file)?;
        let (name, csv) = clean_file::clean_file(&state, &auth.0, name, bytes).await?;
        Ok(attachment(name, csv))
    }

    /// The agency's saved column-mapping templates.
    #[oai(
        path = "/census/templates",
        method = "get",
        operation_id = "listCensusTemplates"
    )]
    async fn templates(
        &self,
        state: Data<&AppState>,
        _req: &Request,
        auth: SessionCookie,
    ) -> ApiResult<Json<Vec<MappingTemplate>>> {
        let rows = list_templates::list_templates(&state, &auth.0).await?;
        Ok(Json(rows.into_iter().map(Into::into).collect()))
    }

    /// Delete a mapping template (an employer admin: only one they saved).
    #[oai(
        path = "/census/templates/:id",
        method = "delete",
        operation_id = "deleteCensusTemplate"
    )]
    async fn delete_template(
        &self,
        state: Data<&AppState>,
        req: &Request,
        auth: SessionCookie,
        id: Path<Uuid>,
    ) -> ApiResult<Discarded> {
        delete_template::delete_template(&state, &auth.0, &client_ip(req), id.0).await?;
        Ok(Discarded::Done)
    }
}
