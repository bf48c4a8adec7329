//! What wraps every request: a request id (the error digest) and the span every log line of the
//! request is written in, the client's address, the session cookie's name, CSRF, security and
//! cache headers, compression of text answers, the one error shape for errors raised outside
//! handlers, a log line and the request's metrics.

use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::Arc;
use std::time::Instant;

use poem::http::{header, HeaderMap, HeaderValue, Method, StatusCode};
use poem::web::{Compress, CompressionAlgo, CompressionLevel};
use poem::{Endpoint, IntoResponse, Request, Response};
use poem_openapi::OperationId;
use tracing::Instrument;

use crate::auth::session;
use crate::body_errors;
use crate::client_addr::{ClientAddr, TrustedProxies};
use crate::error::{from_poem_error, ErrorBody, ErrorCode, REQUEST_ID};
use crate::observability::logging::{request_id_from, RequestSpan};
use crate::observability::metrics::{record_request, route_label};

/// The header a cross-site form cannot send; required on every state-changing API request.
pub const CSRF_HEADER: &str = "x-canopy-csrf";

/// Endpoints called server to server, without a cookie, and proven by their own signature
/// instead of the CSRF header.
const SIGNED_WEBHOOKS: [&str; 1] = ["/api/billing/webhook"];

const CSP: &str = "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; \
    img-src 'self' data: https:; font-src 'self' data:; connect-src 'self'; object-src 'none'; \
    base-uri 'self'; form-action 'self'; frame-ancestors 'none'";
/// The interactive API viewer ships an inline bootstrap script.
const DOCS_CSP: &str =
    "default-src 'self'; script-src 'self' 'unsafe-inline'; style-src 'self' 'unsafe-inline'; \
    img-src 'self' data:; frame-ancestors 'none'";

#[derive(Clone)]
pub struct Options {
    pub test_hooks: bool,
    pub https: bool,
    pub trusted_proxies: Arc<TrustedProxies>,
}

/// The largest request body accepted (uploads included).
pub const MAX_BODY_BYTES: u64 = 60 * 1024 * 1024;

/// Wraps the application; it runs before the cookie jar is read, so that the session cookie
/// is read under one name whatever the scheme.
/// After a request that may have changed something, this server forgets the sessions it keeps:
/// every server hears of a change from the database within milliseconds, and this one then reads
/// its own writes at once (a changed role, a revoked session, a confirmed email).
pub async fn forget_sessions_after_changes<E: Endpoint>(
    ep: Arc<E>,
    req: Request,
    state: crate::state::AppState,
) -> poem::Result<Response> {
    let changes = !matches!(*req.method(), Method::GET | Method::HEAD | Method::OPTIONS);
    let resp = ep.call(req).await.map(IntoResponse::into_response);
    if changes {
        state.sessions.forget_all();
    }
    resp
}

pub async fn handle<E: Endpoint>(
    ep: Arc<E>,
    mut req: Request,
    options: Options,
) -> poem::Result<Response> {
    let request_id = request_id_from(req.header("x-request-id"));
    let span = RequestSpan::new(&request_id);
    req.set_data(span.clone());
    serve(ep, req, options, request_id).instrument(span.0).await
}

async fn serve<E: Endpoint>(
    ep: Arc<E>,
    mut req: Request,
    options: Options,
    request_id: String,
) -> poem::Result<Response> {
    let method = req.method().clone();
    let path = req.uri().path().to_string();
    let started = Instant::now();
    let client = ClientAddr::of(&req, &options.trusted_proxies);
    req.set_data(client.clone());
    let coding = (method != Method::HEAD)
        .then(|| negotiate(req.headers()))
        .flatten();
    if options.https {
        session::accept_host_cookie(req.headers_mut());
    }

    let (mut resp, operation) = REQUEST_ID
        .scope(request_id.clone(), async {
            if let Some(refused) = precheck(&req, &method, &path, &options) {
                return (refused, None);
            }
            let cut_off = match limit_body(&mut req, &method, &path) {
                BodyLimit::Refused(refused) => return (*refused, None),
                BodyLimit::Declared => None,
                BodyLimit::Watched(cut_off) => Some(cut_off),
            };
            if let Some(refused) = refuse_nul(&mut req, &path).await {
                return (refused, None);
            }
            let (resp, operation) = match ep.call(req).await {
                Ok(resp) => {
                    let resp = resp.into_response();
                    let operation = resp.data::<OperationId>().map(|o| o.0);
                    (resp, operation)
                }
                Err(err) => {
                    let operation = err.data::<OperationId>().map(|o| o.0);
                    // Our own error responses (ApiError), carried through poem as errors.
                    let resp = if err.is_from_response() {
                        err.into_response()
                    } else {
                        let (status, body) = from_poem_error(&err);
                        json(status, &with_bad_field(&err, body))
                    };
                    (resp, operation)
                }
            };
            // However the handler met the end of a body cut off at the limit, the answer is that
            // it was too large.
            if cut_off.is_some_and(|c| c.load(Ordering::Relaxed)) {
                return (too_large(&method, &path), operation);
            }
            (resp, operation)
        })
        .await;

    let found = resp.status() == StatusCode::OK;
    let headers = resp.headers_mut();
    if let Ok(value) = HeaderValue::from_str(&request_id) {
        headers.insert("x-request-id", value);
    }
    headers.insert(
        header::X_CONTENT_TYPE_OPTIONS,
        HeaderValue::from_static("nosniff"),
    );
    headers.insert(
        header::REFERRER_POLICY,
        HeaderValue::from_static("strict-origin-when-cross-origin"),
    );
    headers.insert(header::X_FRAME_OPTIONS, HeaderValue::from_static("DENY"));
    let csp = if path.starts_with("/api/docs") {
        DOCS_CSP
    } else {
        CSP
    };
    // A route with a stricter policy of its own (uploaded images are sandboxed) keeps it.
    headers
        .entry(header::CONTENT_SECURITY_POLICY)
        .or_insert(HeaderValue::from_static(csp));
    if options.https {
        headers.insert(
            header::STRICT_TRANSPORT_SECURITY,
            HeaderValue::from_static("max-age=31536000; includeSubDomains"),
        );
    }
    if !may_be_stored(&path) {
        headers.insert(header::CACHE_CONTROL, HeaderValue::from_static("no-store"));
    } else if found && is_hashed_asset(&path) && !is_html(headers) {
        headers.insert(
            header::CACHE_CONTROL,
            HeaderValue::from_static("public, max-age=31536000, immutable"),
        );
    } else if is_html(headers) && !path.starts_with("/api/") {
        // A UI's page names the hashed files of the current build: always asked again.
        headers.insert(header::CACHE_CONTROL, HeaderValue::from_static("no-cache"));
    }
    let resp = if compressible(&resp) {
        resp.headers_mut()
            .append(header::VARY, HeaderValue::from_static("accept-encoding"));
        match coding {
            Some(algo) => Compress::new(resp, algo)
                .with_quality(CompressionLevel::Precise(5))
                .into_response(),
            None => resp,
        }
    } else {
        resp
    };

    let status = resp.status().as_u16();
    let elapsed = started.elapsed();
    let operation = route_label(operation, &path);
    record_request(operation, status, elapsed);
    let elapsed_ms = elapsed.as_secs_f64() * 1000.0;
    let client = client.0;
    // A 503 is the server shedding load or short of connections, as designed: worth watching,
    // but not a failure to look into like any other 5xx.
    if status == 503 {
        tracing::warn!(%method, %path, operation, status, elapsed_ms, %client, "request");
    } else if status >= 500 {
        tracing::error!(%method, %path, operation, status, elapsed_ms, %client, "request");
    } else {
        tracing::info!(%method, %path, operation, status, elapsed_ms, %client, "request");
    }
    Ok(resp)
}

/// Whether a response may be kept by the browser or a cache: the UIs' files and the public,
/// versioned ones under `/api` (the API's document and viewer, brand assets by content hash).
/// Every other API answer may carry personal data and is `no-store`.
fn may_be_stored(path: &str) -> bool {
    !path.starts_with("/api/")
        || path == "/api/openapi.json"
        || path.starts_with("/api/docs")
        || path.starts_with("/api/brand-assets/")
}

/// A file of a built UI whose name carries its content's hash (`/assets/index-B1a9xQ2c.js`,
/// eight characters of base64url after a dash, which may hold a dash too): it never changes,
/// so browsers keep it for a year without asking again. A name whose last eight characters
/// are all lower-case letters (`/assets/some-longname.js`) is taken for a word, not a hash.
fn is_hashed_asset(path: &str) -> bool {
    let Some(name) = path
        .strip_prefix("/assets/")
        .or_else(|| path.strip_prefix("/admin/assets/"))
    else {
        return false;
    };
    let stem = name
        .rsplit_once('.')
        .map_or(name, |(stem, _)| stem)
        .as_bytes();
    let Some(split) = stem.len().checked_sub(9) else {
        return false;
    };
    let hash = &stem[split + 1..];
    stem[split] == b'-'
        && hash
            .iter()
            .all(|b| b.is_ascii_alphanumeric() || *b == b'_' || *b == b'-')
        && !hash.iter().all(u8::is_ascii_lowercase)
}

/// An HTML answer (a UI's index page, also given for an unknown path) is never kept as a file.
fn is_html(headers: &HeaderMap) -> bool {
    headers
        .get(header::CONTENT_TYPE)
        .and_then(|v| v.to_str().ok())
        .is_some_and(|ct| ct.starts_with("text/html"))
}

/// The coding to answer in, from the request's `Accept-Encoding`: brotli or gzip, whichever the
/// client ranks higher (brotli on a tie); `q=0` refuses a coding.
fn negotiate(headers: &HeaderMap) -> Option<CompressionAlgo> {
    let mut best: Option<(u16, CompressionAlgo)> = None;
    let offers = headers
        .get_all(header::ACCEPT_ENCODING)
        .iter()
        .filter_map(|v| v.to_str().ok())
        .flat_map(|v| v.split(','));
    for offer in offers {
        let mut parts = offer.split(';').map(str::trim);
        let name = parts.next().unwrap_or_default().to_ascii_lowercase();
        let q = parts
            .find_map(|p| p.strip_prefix("q="))
            .map_or(Some(1000), |q| {
                q.parse::<f32>()
                    .ok()
                    .map(|q| (q.clamp(0.0, 1.0) * 1000.0) as u16)
            });
        let algo = match name.as_str() {
            "br" | "*" => CompressionAlgo::BR,
            "gzip" | "x-gzip" => CompressionAlgo::GZIP,
            _ => continue,
        };
        let Some(q) = q.filter(|&q| q > 0) else {
            continue;
        };
        let rank = |a: CompressionAlgo| u16::from(a == CompressionAlgo::BR);
        if best.is_none_or(|(bq, ba)| (q, rank(algo)) > (bq, rank(ba))) {
            best = Some((q, algo));
        }
    }
    best.map(|(_, algo)| algo)
}

/// Text worth compressing (at a middle level, close to the best ratio at a fraction of the
/// highest level's time, since answers are compressed as they are sent): JSON, scripts, styles, HTML, SVG. Not what is compressed already
/// (images, fonts, PDF, XLSX), and not event streams, whose events must leave one by one.
fn compressible(resp: &Response) -> bool {
    let headers = resp.headers();
    if headers.contains_key(header::CONTENT_ENCODING)
        || headers.contains_key(header::CONTENT_RANGE)
        || !resp.status().is_success()
        || matches!(
            resp.status(),
            StatusCode::NO_CONTENT | StatusCode::PARTIAL_CONTENT
        )
    {
        return false;
    }
    let small = headers
        .get(header::CONTENT_LENGTH)
        .and_then(|v| v.to_str().ok()?.parse::<u64>().ok())
        .is_some_and(|len| len < 1024);
    let Some(ct) = headers
        .get(header::CONTENT_TYPE)
        .and_then(|v| v.to_str().ok())
    else {
        return false;
    };
    let ct = ct.split(';').next().unwrap_or_default().trim();
    !small
        && ct != "text/event-stream"
        && (ct.starts_with("text/")
            || matches!(
                ct,
                "application/json"
                    | "application/javascript"
                    | "application/xml"
                    | "application/manifest+json"
                    | "image/svg+xml"
            ))
}

/// Refusals made before routing: a state-changing API request without the CSRF header, and
/// (test hooks only) a forced server error.
fn precheck(req: &Request, method: &Method, path: &str, options: &Options) -> Option<Response> {
    if !path.starts_with("/api/") {
        return None;
    }
    if options.test_hooks && cookie_value(req, "canopy_fail").as_deref() == Some("1") {
        let body = ErrorBody::new(ErrorCode::Internal, "something went wrong on our side");
        tracing::error!(digest = %body.digest, "forced failure (test hook cookie canopy_fail=1)");
        return Some(json(StatusCode::INTERNAL_SERVER_ERROR, &body));
    }
    let safe = matches!(*method, Method::GET | Method::HEAD | Method::OPTIONS);
    if !safe && req.header(CSRF_HEADER).is_none() && !SIGNED_WEBHOOKS.contains(&path) {
        let body = ErrorBody::new(
            ErrorCode::Csrf,
            format!("state-changing requests need the {CSRF_HEADER} header"),
        );
        return Some(json(StatusCode::FORBIDDEN, &body));
    }
    None
}

/// A cookie of the request, read from its headers (the cookie jar is not made yet here).
fn cookie_value(req: &Request, name: &str) -> Option<String> {
    req.headers()
        .get_all(header::COOKIE)
        .iter()
        .filter_map(|v| v.to_str().ok())
        .flat_map(|v| v.split(';'))
        .filter_map(|pair| pair.trim().split_once('='))
        .find(|(n, _)| n.trim() == name)
        .map(|(_, v)| v.trim().to_string())
}

/// The answer to a handler that panicked: logged with its digest, never shown.
pub fn panic_response(panic: Box<dyn std::any::Any + Send + 'static>) -> Response {
    let detail = panic
        .downcast_ref::<String>()
        .cloned()
        .or_else(|| panic.downcast_ref::<&str>().map(|s| s.to_string()))
        .unwrap_or_default();
    let body = ErrorBody::new(ErrorCode::Internal, "something went wrong on our side");
    tracing::error!(digest = %body.digest, panic = %detail, "handler panicked");
    json(StatusCode::INTERNAL_SERVER_ERROR, &body)
}

/// Text of the API never holds the NUL character (PostgreSQL cannot store it): a request that
/// carries one in its address or its JSON body is refused here, once for every operation.
async fn refuse_nul(req: &mut Request, path: &str) -> Option<Response> {
    if !path.starts_with("/api/") {
        return None;
    }
    let refused = || {
        let mut fields = std::collections::BTreeMap::new();
        fields.insert(
            "text".to_string(),
            "text cannot contain the NUL character".to_string(),
        );
        let body = ErrorBody {
            details: Some(serde_json::json!({ "fields": fields })),
            ..ErrorBody::new(ErrorCode::Validation, "some fields need attention")
        };
        json(StatusCode::BAD_REQUEST, &body)
    };
    let uri = req.uri().to_string();
    if uri.contains("%00") || uri.contains('\0') {
        return Some(refused());
    }
    let is_json = req
        .header(header::CONTENT_TYPE)
        .is_some_and(|ct| ct.starts_with("application/json"));
    if !is_json {
        return None;
    }
    let bytes = match req.take_body().into_bytes().await {
        Ok(bytes) => bytes,
        Err(e) => {
            let (status, body) = from_poem_error(&poem::Error::from(e));
            return Some(json(status, &body));
        }
    };
    let nul = json_has_nul(&bytes);
    req.set_body(bytes);
    nul.then(refused)
}

/// Whether JSON text holds a NUL: a raw zero byte, or a `\u0000` escape that is not itself
/// escaped (`\\u0000` is a backslash and five characters).
fn json_has_nul(text: &[u8]) -> bool {
    if text.contains(&0) {
        return true;
    }
    text.windows(6).enumerate().any(|(i, w)| {
        w.eq_ignore_ascii_case(b"\\u0000")
            && text[..i].iter().rev().take_while(|&&b| b == b'\\').count() % 2 == 0
    })
}

/// The answer to a body over the limit; a census file is told the census's own limit.
fn too_large(method: &Method, path: &str) -> Response {
    let message = if crate::census::import::is_file_upload(method, path) {
        crate::census::import::too_large()
    } else {
        format!(
            "the request is larger than {} MB",
            MAX_BODY_BYTES / 1024 / 1024
        )
    };
    json(
        StatusCode::PAYLOAD_TOO_LARGE,
        &ErrorBody::new(ErrorCode::PayloadTooLarge, message),
    )
}

enum BodyLimit {
    /// Declared over the limit: the answer.
    Refused(Box<Response>),
    /// Declared within the limit.
    Declared,
    /// Streamed: the flag tells whether it was cut off at the limit.
    Watched(Arc<AtomicBool>),
}

/// Refuses a declared body over the limit at once, and cuts off a streamed one that grows past it.
fn limit_body(req: &mut Request, method: &Method, path: &str) -> BodyLimit {
    let declared = req
        .header(header::CONTENT_LENGTH)
        .and_then(|v| v.parse::<u64>().ok());
    match declared {
        Some(len) if len > MAX_BODY_BYTES => BodyLimit::Refused(Box::new(too_large(method, path))),
        Some(_) => BodyLimit::Declared,
        None => {
            use futures_util::StreamExt;
            let cut_off = Arc::new(AtomicBool::new(false));
            let flag = cut_off.clone();
            let mut seen: u64 = 0;
            let stream = req.take_body().into_bytes_stream().map(move |chunk| {
                let chunk = chunk?;
                seen += chunk.len() as u64;
                if seen > MAX_BODY_BYTES {
                    flag.store(true, Ordering::Relaxed);
                    return Err(std::io::Error::other("request body too large"));
                }
                Ok(chunk)
            });
            req.set_body(poem::Body::from_bytes_stream(stream));
            BodyLimit::Watched(cut_off)
        }
    }
}

/// An answer in the project's error shape.
pub(crate) fn json(status: StatusCode, body: &ErrorBody) -> Response {
    let text = serde_json::json!({
        "code": body.code,
        "message": body.message,
        "details": body.details,
        "digest": body.digest,
    });
    let mut value = text;
    if value["details"].is_null() {
        value.as_object_mut().map(|o| o.remove("details"));
    }
    Response::builder()
        .status(status)
        .content_type("application/json; charset=utf-8")
        .body(value.to_string())
}

/// A body that did not parse names the field at fault, as every validation error does, when the
/// API's document can tell which field it was.
fn with_bad_field(err: &poem::Error, body: ErrorBody) -> ErrorBody {
    let Some(bad) = err
        .downcast_ref::<poem_openapi::error::ParseRequestPayloadError>()
        .and_then(|e| body_errors::bad_field(&e.reason))
    else {
        return body;
    };
    ErrorBody {
        details: Some(serde_json::json!({ "fields": { bad.field: bad.problem } })),
        ..ErrorBody::new(ErrorCode::Validation, "some fields need attention")
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_client_ranks_the_codings() {
        let coding = |accept: &str| {
            let mut headers = HeaderMap::new();
            headers.insert(
                header::ACCEPT_ENCODING,
                HeaderValue::from_str(accept).unwrap(),
            );
            negotiate(&headers)
        };
        assert_eq!(coding("gzip, deflate, br, zstd"), Some(CompressionAlgo::BR));
        assert_eq!(coding("gzip"), Some(CompressionAlgo::GZIP));
        assert_eq!(coding("br;q=0.5, gzip;q=0.8"), Some(CompressionAlgo::GZIP));
        assert_eq!(coding("br;q=0, gzip;q=0"), None);
        assert_eq!(coding("identity"), None);
        assert_eq!(coding("zstd"), None);
    }

    #[test]
    fn only_hashed_files_of_the_built_uis_are_immutable() {
        assert!(is_hashed_asset("/assets/index-B1a9xQ2c.js"));
        assert!(is_hashed_asset("/admin/assets/vendor-react-DfZ_08aq.css"));
        assert!(is_hashed_asset("/assets/latin-600-DA2-uuIf.css"));
        assert!(!is_hashed_asset("/assets/some-longname.js"));
        assert!(!is_hashed_asset("/assets/logo.svg"));
        assert!(!is_hashed_asset("/assets/my-logo.svg"));
        assert!(!is_hashed_asset("/index.html"));
        assert!(!is_hashed_asset("/dashboard/assets/index-B1a9xQ2c.js"));
    }

    #[test]
    fn only_whole_text_answers_are_compressed() {
        let answer = |status: StatusCode, content_type: &str| {
            Response::builder()
                .status(status)
                .content_type(content_type)
                .body("x".repeat(4096))
        };
        assert!(compressible(&answer(
            StatusCode::OK,
            "application/json; charset=utf-8"
        )));
        assert!(compressible(&answer(StatusCode::OK, "text/javascript")));
        assert!(compressible(&answer(StatusCode::OK, "image/svg+xml")));
        assert!(!compressible(&answer(StatusCode::OK, "text/event-stream")));
        assert!(!compressible(&answer(StatusCode::OK, "image/png")));
        assert!(!compressible(&answer(StatusCode::OK, "application/pdf")));
        assert!(!compressible(&answer(
            StatusCode::PARTIAL_CONTENT,
            "text/javascript"
        )));
        assert!(!compressible(&answer(
            StatusCode::NOT_MODIFIED,
            "text/javascript"
        )));
        let small = Response::builder()
            .content_type("application/json")
            .header(header::CONTENT_LENGTH, "200")
            .body("x".repeat(200));
        assert!(!compressible(&small));
    }

    #[test]
    fn nul_characters_are_found_only_where_json_holds_them() {
        assert!(json_has_nul(br#"{"email":"a\u0000b"}"#));
        assert!(
            json_has_nul(br#"{"email":"\\\u0000"}"#),
            "an escaped backslash, then the escape"
        );
        assert!(json_has_nul(b"{\"email\":\"a\0b\"}"));
        assert!(
            !json_has_nul(br#"{"email":"a\\u0000b"}"#),
            "a backslash and the text u0000"
        );
        assert!(!json_has_nul(br#"{"note":"u0000 and \u0001"}"#));
    }

    #[tokio::test]
    async fn a_panic_is_answered_with_the_error_shape_and_the_request_id() {
        let resp = REQUEST_ID
            .scope("0123456789abcdef".to_string(), async {
                panic_response(Box::new("byte index 5 is not a char boundary".to_string()))
            })
            .await;
        assert_eq!(resp.status(), StatusCode::INTERNAL_SERVER_ERROR);
        let body: serde_json::Value =
            serde_json::from_str(&resp.into_body().into_string().await.unwrap()).unwrap();
        assert_eq!(body["code"], "internal");
        assert_eq!(body["digest"], "0123456789abcdef");
        assert!(
            !body.to_string().contains("char boundary"),
            "the panic's text stays in the log: {body}"
        );
    }
}
