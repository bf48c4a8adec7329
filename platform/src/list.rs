//! The list conventions every collection follows: `?page=&per_page=&sort=&order=&q=` in,
//! `{ data, total }` out, paginated in SQL.

use poem::http::StatusCode;
use poem::{IntoResponse, Response};
use poem_openapi::payload::{Json, Payload};
use poem_openapi::registry::{MetaResponses, MetaSchemaRef, Registry};
use poem_openapi::types::{ParseFromJSON, ToJSON, Type};
use poem_openapi::{ApiResponse, Object};
use sqlx::postgres::{PgArguments, PgRow};
use sqlx::{Arguments, PgConnection, Postgres, Row};

use crate::error::AppError;

pub const MAX_PER_PAGE: u32 = 200;

/// The column of a page's statement that counts every matching row (`(SELECT count(*) …) AS
/// list_total`, an uncorrelated subquery PostgreSQL runs once): a page and its total in one
/// round trip.
const TOTAL_COLUMN: &str = "list_total";

/// How a list reads its rows: `SELECT …` (the columns), `FROM …` (with the joins the columns
/// need) and `FROM …` for counting (the joins its conditions need, often fewer).
pub struct Listing<'a> {
    pub select: &'a str,
    pub from: &'a str,
    pub count_from: &'a str,
    /// Columns after the requested sort that make the order total (`g.id`).
    pub tiebreak: &'a str,
}

/// A page of the rows `c` holds for, and their total, in one statement. A page past the last
/// row has no row to carry the total, so then (past the first page) it is counted on its own.
pub async fn counted_page<R>(
    conn: &mut PgConnection,
    listing: &Listing<'_>,
    c: &Conditions,
    query: &ListQuery,
) -> Result<(Vec<R>, i64), sqlx::Error>
where
    R: for<'r> sqlx::FromRow<'r, PgRow>,
{
    let Listing {
        select,
        from,
        count_from,
        tiebreak,
    } = listing;
    let (filter, limit) = (c.sql(), c.next_param());
    let page = sqlx::query_with(
        &format!(
            "{select}, (SELECT count(*) {count_from} {filter}) AS {TOTAL_COLUMN} {from} {filter}
             ORDER BY {} LIMIT ${limit} OFFSET ${}",
            query.order_by(tiebreak),
            limit + 1
        ),
        c.arguments_then(&[query.limit(), query.offset()])?,
    )
    .fetch_all(&mut *conn)
    .await?;
    let rows = page.iter().map(R::from_row).collect::<Result<_, _>>()?;
    let total = match page.first() {
        Some(row) => row.try_get(TOTAL_COLUMN)?,
        None if query.offset() == 0 => 0,
        None => {
            sqlx::query_scalar_with(
                &format!("SELECT count(*) {count_from} {filter}"),
                c.arguments_then(&[])?,
            )
            .fetch_one(conn)
            .await?
        }
    };
    Ok((rows, total))
}

/// The filters a list request asks for, as a WHERE clause and its parameters. A statement names
/// only the filters asked for (not `$1 IS NULL OR …` for every one it might have), so the plan
/// PostgreSQL keeps for it uses the indexes they allow. A page and its count share one.
#[derive(Debug, Default, Clone)]
pub struct Conditions {
    clauses: Vec<String>,
    arguments: PgArguments,
    params: usize,
}

impl Conditions {
    /// A condition without parameters.
    pub fn holds(&mut self, clause: &str) {
        self.clauses.push(clause.to_string());
    }

    /// A condition on one parameter, written `$?` in `clause` wherever it is used.
    pub fn holds_for<'q, T>(&mut self, clause: &str, value: T) -> Result<(), sqlx::Error>
    where
        T: sqlx::Encode<'q, Postgres> + sqlx::Type<Postgres> + 'q,
    {
        self.params += 1;
        self.clauses
            .push(clause.replace("$?", &format!("${}", self.params)));
        self.arguments.add(value).map_err(sqlx::Error::Encode)
    }

    /// `WHERE …`, or nothing when no condition holds.
    pub fn sql(&self) -> String {
        if self.clauses.is_empty() {
            String::new()
        } else {
            format!("WHERE {}", self.clauses.join(" AND "))
        }
    }

    /// The number of the statement's first parameter after the conditions' own.
    pub fn next_param(&self) -> usize {
        self.params + 1
    }

    /// The conditions' parameters followed by the statement's own (`LIMIT`, `OFFSET`…).
    pub fn arguments_then(&self, own: &[i64]) -> Result<PgArguments, sqlx::Error> {
        let mut arguments = self.arguments.clone();
        for value in own {
            arguments.add(*value).map_err(sqlx::Error::Encode)?;
        }
        Ok(arguments)
    }
}

#[derive(Debug, Object, serde::Serialize)]
pub struct Page<T: ParseFromJSON + ToJSON + Type + Send + Sync> {
    pub data: Vec<T>,
    /// Rows matching the filters, across all pages.
    pub total: i64,
}

/// A page as a response, declared as `Json<Page<T>>` is but written straight from its rows by
/// serde, without first building a JSON tree of every row: for the lists read most. `T`'s
/// serde form must be its OpenAPI form (each such type has a test that compares the two).
pub struct PageJson<T: ParseFromJSON + ToJSON + Type + Send + Sync>(pub Page<T>);

impl<T> Payload for PageJson<T>
where
    T: ParseFromJSON + ToJSON + Type + Send + Sync + serde::Serialize,
{
    const CONTENT_TYPE: &'static str = Json::<Page<T>>::CONTENT_TYPE;

    fn check_content_type(content_type: &str) -> bool {
        Json::<Page<T>>::check_content_type(content_type)
    }

    fn schema_ref() -> MetaSchemaRef {
        Page::<T>::schema_ref()
    }

    fn register(registry: &mut Registry) {
        Page::<T>::register(registry);
    }
}

impl<T> IntoResponse for PageJson<T>
where
    T: ParseFromJSON + ToJSON + Type + Send + Sync + serde::Serialize,
{
    fn into_response(self) -> Response {
        match serde_json::to_vec(&self.0) {
            Ok(body) => Response::builder()
                .content_type(Self::CONTENT_TYPE)
                .body(body),
            Err(e) => {
                tracing::error!(error = %e, "writing a page as JSON failed");
                Response::builder()
                    .status(StatusCode::INTERNAL_SERVER_ERROR)
                    .finish()
            }
        }
    }
}

impl<T> ApiResponse for PageJson<T>
where
    T: ParseFromJSON + ToJSON + Type + Send + Sync + serde::Serialize,
{
    fn meta() -> MetaResponses {
        Json::<Page<T>>::meta()
    }

    fn register(registry: &mut Registry) {
        Page::<T>::register(registry);
    }
}

#[derive(Debug, Clone)]
pub struct ListQuery {
    pub page: u32,
    pub per_page: u32,
    /// A column expression from the endpoint's allow-list, never caller text.
    pub sort: &'static str,
    pub descending: bool,
    pub q: Option<String>,
}

/// The sortable fields of a list: (name in the API, SQL expression).
pub type SortFields = &'static [(&'static str, &'static str)];

impl ListQuery {
    pub fn parse(
        page: Option<u32>,
        per_page: Option<u32>,
        sort: Option<String>,
        order: Option<String>,
        q: Option<String>,
        fields: SortFields,
        default: (&'static str, bool),
    ) -> Result<Self, AppError> {
        let page = page.unwrap_or(1);
        if page == 0 {
            return Err(AppError::field("page", "pages start at 1"));
        }
        let per_page = per_page.unwrap_or(25);
        if per_page == 0 || per_page > MAX_PER_PAGE {
            return Err(AppError::field(
                "per_page",
                format!("must be between 1 and {MAX_PER_PAGE}"),
            ));
        }
        let (sort, default_desc) = match sort.as_deref().filter(|s| !s.is_empty()) {
            None => (default.0, default.1),
            Some(name) => match fields.iter().find(|(api, _)| *api == name) {
                Some((_, column)) => (*column, false),
                None => {
                    let allowed: Vec<&str> = fields.iter().map(|(api, _)| *api).collect();
                    return Err(AppError::field(
                        "sort",
                        format!("sort by one of: {}", allowed.join(", ")),
                    ));
                }
            },
        };
        let descending = match order.as_deref().map(str::to_ascii_lowercase).as_deref() {
            None | Some("") => default_desc,
            Some("asc") => false,
            Some("desc") => true,
            Some(_) => return Err(AppError::field("order", "order is asc or desc")),
        };
        let q = q.map(|s| s.trim().to_string()).filter(|s| !s.is_empty());
        if q.as_ref().is_some_and(|s| s.chars().count() > 200) {
            return Err(AppError::field("q", "search text is too long"));
        }
        Ok(Self {
            page,
            per_page,
            sort,
            descending,
            q,
        })
    }

    pub fn limit(&self) -> i64 {
        i64::from(self.per_page)
    }

    pub fn offset(&self) -> i64 {
        i64::from(self.page - 1) * i64::from(self.per_page)
    }

    /// `ORDER BY` body with a stable tiebreak on `tiebreak` (a unique column).
    /// The ORDER BY: the chosen field, then the tiebreaks (comma-separated), all one way.
    pub fn order_by(&self, tiebreak: &str) -> String {
        let dir = if self.descending { "DESC" } else { "ASC" };
        let ties: Vec<String> = tiebreak
            .split(',')
            .map(|t| format!("{} {dir}", t.trim()))
            .collect();
        format!("{} {dir} NULLS LAST, {}", self.sort, ties.join(", "))
    }

    /// The search text as an ILIKE pattern, with LIKE's wildcards escaped.
    pub fn like_pattern(&self) -> Option<String> {
        self.q.as_ref().map(|q| {
            let escaped = q
                .replace('\\', "\\\\")
                .replace('%', "\\%")
                .replace('_', "\\_");
            format!("%{escaped}%")
        })
    }
}

/// An optional text field as stored: trimmed, and absent when blank.
pub fn trimmed(v: &Option<String>) -> Option<String> {
    v.as_deref()
        .map(str::trim)
        .filter(|s| !str::is_empty(s))
        .map(str::to_string)
}

#[cfg(test)]
mod tests {
    use super::*;

    const FIELDS: SortFields = &[("name", "u.name"), ("created_at", "m.created_at")];

    #[test]
    fn conditions_name_only_the_filters_asked_for_and_number_their_parameters() {
        let none = Conditions::default();
        assert_eq!(none.sql(), "");
        assert_eq!(none.next_param(), 1);

        let mut some = Conditions::default();
        some.holds_for("(a ILIKE $? OR b ILIKE $?)", "%x%").unwrap();
        some.holds("c <> 'archived'");
        some.holds_for("d = $?", 7_i32).unwrap();
        assert_eq!(
            some.sql(),
            "WHERE (a ILIKE $1 OR b ILIKE $1) AND c <> 'archived' AND d = $2"
        );
        assert_eq!(some.next_param(), 3);
        assert_eq!(some.arguments_then(&[25, 50]).unwrap().len(), 4);
        assert_eq!(some.arguments_then(&[]).unwrap().len(), 2);
    }

    #[test]
    fn blank_text_is_no_text() {
        assert_eq!(trimmed(&Some("   ".into())), None);
        assert_eq!(trimmed(&Some(" Acme ".into())), Some("Acme".into()));
        assert_eq!(trimmed(&None), None);
    }

    fn parse(sort: Option<&str>, order: Option<&str>) -> Result<ListQuery, AppError> {
        ListQuery::parse(
            Some(2),
            Some(10),
            sort.map(String::from),
            order.map(String::from),
            Some(" 50%_a ".into()),
            FIELDS,
            ("created_at", true),
        )
    }

    #[test]
    fn defaults_and_paging() {
        let q = parse(None, None).unwrap();
        assert_eq!((q.offset(), q.limit()), (10, 10));
        assert_eq!(q.order_by("m.id"), "created_at DESC NULLS LAST, m.id DESC");
        assert_eq!(
            q.order_by("lower(a), b"),
            "created_at DESC NULLS LAST, lower(a) DESC, b DESC"
        );
        assert_eq!(q.like_pattern().unwrap(), "%50\\%\\_a%");
    }

    #[test]
    fn sort_is_allow_listed() {
        assert_eq!(
            parse(Some("name"), Some("ASC")).unwrap().order_by("m.id"),
            "u.name ASC NULLS LAST, m.id ASC"
        );
        assert!(parse(Some("password_hash"), None).is_err());
        assert!(parse(Some("name"), Some("sideways")).is_err());
        assert!(
            ListQuery::parse(Some(0), None, None, None, None, FIELDS, ("name", false)).is_err()
        );
        assert!(
            ListQuery::parse(None, Some(1000), None, None, None, FIELDS, ("name", false)).is_err()
        );
    }
}
