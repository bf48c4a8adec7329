//! Logs: one JSON object a line (or compact text on a terminal), where every line written while
//! a request is served carries the fields of its span — `request_id` from the start, `agency`
//! (the slug) and `user` (the user id) once the caller is known — flattened beside the
//! event's own fields, so a log store can filter on them directly.

use std::fmt;
use std::io::IsTerminal;
use std::time::Duration;

use poem::Request;
use serde_json::{Map, Value};
use tracing::field::{Field, Visit};
use tracing::{Event, Subscriber};
use tracing_subscriber::field::MakeExt;
use tracing_subscriber::fmt::format::{JsonFields, Writer};
use tracing_subscriber::fmt::{FmtContext, FormatEvent, FormattedFields, MakeWriter};
use tracing_subscriber::registry::LookupSpan;
use tracing_subscriber::EnvFilter;
use uuid::Uuid;

/// What `RUST_LOG` means when it is not set: the server's own information, and of the
/// libraries only their warnings (slow statements among them).
pub const DEFAULT_FILTER: &str = "info,sqlx=warn";

/// A statement taking at least this long is logged as a warning, with its SQL (without values).
pub const DEFAULT_SLOW_STATEMENT_MS: u64 = 250;

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum LogFormat {
    Json,
    Text,
}

impl LogFormat {
    /// `CANOPY_LOG_FORMAT`: `json` or `text`; unset, text on a terminal and JSON otherwise
    /// (a service manager, a container, a file).
    pub fn choose(value: Option<&str>, terminal: bool) -> Result<Self, String> {
        match value.map(str::trim).filter(|v| !v.is_empty()) {
            None => Ok(if terminal { Self::Text } else { Self::Json }),
            Some(v) if v.eq_ignore_ascii_case("json") => Ok(Self::Json),
            Some(v) if v.eq_ignore_ascii_case("text") => Ok(Self::Text),
            Some(other) => Err(format!(
                "CANOPY_LOG_FORMAT must be json or text, not {other:?}"
            )),
        }
    }
}

/// Installs the process's logger on standard error, as `CANOPY_LOG_FORMAT` and `RUST_LOG` say.
pub fn init() -> Result<(), String> {
    let stderr = std::io::stderr();
    let format = LogFormat::choose(
        std::env::var("CANOPY_LOG_FORMAT").ok().as_deref(),
        stderr.is_terminal(),
    )?;
    let filter =
        EnvFilter::try_from_default_env().unwrap_or_else(|_| EnvFilter::new(DEFAULT_FILTER));
    let installed = match format {
        LogFormat::Json => {
            tracing::subscriber::set_global_default(json_subscriber(filter, std::io::stderr))
                .map_err(|e| e.to_string())
        }
        LogFormat::Text => tracing_subscriber::fmt()
            .with_env_filter(filter)
            .with_writer(std::io::stderr)
            .compact()
            .fmt_fields(
                tracing_subscriber::fmt::format::debug_fn(|writer, field, value| {
                    let shown = format!("{value:?}");
                    let Value::String(shown) = text(&shown) else {
                        return Ok(());
                    };
                    if field.name() == "message" {
                        write!(writer, "{shown}")
                    } else {
                        write!(writer, "{}={shown}", field.name())
                    }
                })
                .delimited(" "),
            )
            .try_init()
            .map_err(|e| e.to_string()),
    };
    installed.map_err(|e| format!("installing the logger: {e}"))
}

/// The JSON logger, writing one object a line to `writer`.
pub fn json_subscriber<W>(filter: EnvFilter, writer: W) -> impl Subscriber + Send + Sync + 'static
where
    W: for<'w> MakeWriter<'w> + Send + Sync + 'static,
{
    tracing_subscriber::fmt()
        .with_env_filter(filter)
        .with_writer(writer)
        .fmt_fields(JsonFields::new())
        .event_format(FlatJson)
        .finish()
}

/// The span of one request; the caller's fields are filled in once known.
#[derive(Clone)]
pub struct RequestSpan(pub tracing::Span);

impl RequestSpan {
    /// At the error level, so that its fields reach every line whatever level is logged.
    pub fn new(request_id: &str) -> Self {
        Self(tracing::error_span!(
            "request",
            request_id,
            agency = tracing::field::Empty,
            user = tracing::field::Empty,
        ))
    }
}

/// Names the caller on the request's span: every later line of the request carries them.
pub fn record_caller(req: &Request, user: Uuid, agency: Option<&str>) {
    if let Some(RequestSpan(span)) = req.data::<RequestSpan>() {
        span.record("user", tracing::field::display(user));
        if let Some(agency) = agency {
            span.record("agency", agency);
        }
    }
}

/// An `X-Request-Id` a client or a proxy in front chose is kept when it is short and plain
/// (it lands in logs and in error answers); otherwise the server makes one.
pub fn request_id_from(header: Option<&str>) -> String {
    match header.map(str::trim) {
        Some(id) if acceptable_request_id(id) => id.to_string(),
        _ => Uuid::new_v4().to_string(),
    }
}

fn acceptable_request_id(id: &str) -> bool {
    (1..=64).contains(&id.len())
        && id
            .bytes()
            .all(|b| b.is_ascii_alphanumeric() || matches!(b, b'-' | b'_' | b'.' | b':'))
}

/// `CANOPY_SLOW_QUERY_MS`: statements at least this slow are logged as warnings.
pub fn slow_statement_threshold() -> anyhow::Result<Duration> {
    parse_slow_statement_ms(std::env::var("CANOPY_SLOW_QUERY_MS").ok().as_deref())
        .map_err(|problem| anyhow::anyhow!("configuration: CANOPY_SLOW_QUERY_MS {problem}"))
}

fn parse_slow_statement_ms(value: Option<&str>) -> Result<Duration, String> {
    let Some(raw) = value.map(str::trim).filter(|v| !v.is_empty()) else {
        return Ok(Duration::from_millis(DEFAULT_SLOW_STATEMENT_MS));
    };
    match raw.parse::<u64>() {
        Ok(ms) if (1..=600_000).contains(&ms) => Ok(Duration::from_millis(ms)),
        _ => Err(format!(
            "must be a number of milliseconds between 1 and 600000, not {raw:?}"
        )),
    }
}

/// One JSON object a line: `timestamp`, `level`, `target`, `span` (the innermost span's name),
/// the fields of every span the event is in (inner ones winning a clash) and the event's own
/// fields, `message` among them.
pub struct FlatJson;

impl<S> FormatEvent<S, JsonFields> for FlatJson
where
    S: Subscriber + for<'a> LookupSpan<'a>,
{
    fn format_event(
        &self,
        ctx: &FmtContext<'_, S, JsonFields>,
        mut writer: Writer<'_>,
        event: &Event<'_>,
    ) -> fmt::Result {
        let meta = event.metadata();
        let mut fields = Map::new();
        let mut innermost = None;
        if let Some(scope) = ctx.event_scope() {
            for span in scope.from_root() {
                innermost = Some(span.name());
                let extensions = span.extensions();
                let Some(recorded) = extensions.get::<FormattedFields<JsonFields>>() else {
                    continue;
                };
                if let Ok(Value::Object(map)) = serde_json::from_str::<Value>(recorded) {
                    fields.extend(map);
                }
            }
        }
        event.record(&mut JsonVisitor(&mut fields));

        fields.insert(
            "timestamp".into(),
            Value::String(chrono::Utc::now().to_rfc3339_opts(chrono::SecondsFormat::Micros, true)),
        );
        fields.insert("level".into(), Value::String(meta.level().to_string()));
        fields.insert("target".into(), Value::String(meta.target().to_string()));
        if let Some(name) = innermost {
            fields.insert("span".into(), Value::String(name.to_string()));
        }
        let line = serde_json::to_string(&Value::Object(fields)).map_err(|_| fmt::Error)?;
        writeln!(writer, "{line}")
    }
}

/// Past this many bytes a text field is cut (a slow migration's statement can be megabytes).
const MAX_FIELD_BYTES: usize = 8 * 1024;

fn text(value: &str) -> Value {
    if value.len() <= MAX_FIELD_BYTES {
        return Value::from(value);
    }
    let mut end = MAX_FIELD_BYTES;
    while !value.is_char_boundary(end) {
        end -= 1;
    }
    Value::String(format!(
        "{}… ({} more bytes)",
        &value[..end],
        value.len() - end
    ))
}

struct JsonVisitor<'a>(&'a mut Map<String, Value>);

impl Visit for JsonVisitor<'_> {
    fn record_f64(&mut self, field: &Field, value: f64) {
        self.0.insert(field.name().into(), serde_json::json!(value));
    }
    fn record_i64(&mut self, field: &Field, value: i64) {
        self.0.insert(field.name().into(), Value::from(value));
    }
    fn record_u64(&mut self, field: &Field, value: u64) {
        self.0.insert(field.name().into(), Value::from(value));
    }
    fn record_bool(&mut self, field: &Field, value: bool) {
        self.0.insert(field.name().into(), Value::from(value));
    }
    fn record_str(&mut self, field: &Field, value: &str) {
        self.0.insert(field.name().into(), text(value));
    }
    fn record_error(&mut self, field: &Field, value: &(dyn std::error::Error + 'static)) {
        self.0.insert(field.name().into(), text(&value.to_string()));
    }
    fn record_debug(&mut self, field: &Field, value: &dyn fmt::Debug) {
        self.0
            .insert(field.name().into(), text(&format!("{value:?}")));
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::sync::{Arc, Mutex};

    #[derive(Clone, Default)]
    struct Buffer(Arc<Mutex<Vec<u8>>>);

    impl std::io::Write for Buffer {
        fn write(&mut self, buf: &[u8]) -> std::io::Result<usize> {
            self.0.lock().unwrap().extend_from_slice(buf);
            Ok(buf.len())
        }
        fn flush(&mut self) -> std::io::Result<()> {
            Ok(())
        }
    }

    fn lines(buffer: &Buffer) -> Vec<Value> {
        String::from_utf8(buffer.0.lock().unwrap().clone())
            .unwrap()
            .lines()
            .map(|l| serde_json::from_str(l).unwrap_or_else(|e| panic!("{e}: {l}")))
            .collect()
    }

    #[test]
    fn span_fields_are_flattened_into_every_line() {
        let buffer = Buffer::default();
        let writer = buffer.clone();
        let subscriber = json_subscriber(EnvFilter::new("info"), move || writer.clone());
        tracing::subscriber::with_default(subscriber, || {
            tracing::info!("before any request");
            let span = RequestSpan::new("req-1");
            let _entered = span.0.enter();
            tracing::info!(rows = 3, "inside, caller unknown");
            span.0.record("agency", "summit");
            span.0.record("user", "7d1c");
            let inner = tracing::info_span!("commit_census", version = 4);
            let _inner = inner.enter();
            tracing::warn!(error = %"disk full", "inside a use case");
        });
        let lines = lines(&buffer);
        assert_eq!(lines.len(), 3, "{lines:?}");
        assert_eq!(lines[0]["message"], "before any request");
        assert!(lines[0].get("request_id").is_none());
        assert_eq!(lines[1]["request_id"], "req-1");
        assert_eq!(lines[1]["rows"], 3);
        assert!(
            lines[1].get("user").is_none(),
            "not known yet: {}",
            lines[1]
        );
        assert_eq!(lines[2]["request_id"], "req-1");
        assert_eq!(lines[2]["agency"], "summit");
        assert_eq!(lines[2]["user"], "7d1c");
        assert_eq!(lines[2]["version"], 4);
        assert_eq!(lines[2]["span"], "commit_census");
        assert_eq!(lines[2]["level"], "WARN");
        assert_eq!(lines[2]["error"], "disk full");
        assert!(lines[2]["timestamp"]
            .as_str()
            .is_some_and(|t| t.ends_with('Z')));
    }

    #[test]
    fn the_request_span_survives_a_quiet_filter() {
        let buffer = Buffer::default();
        let writer = buffer.clone();
        let subscriber = json_subscriber(EnvFilter::new("warn"), move || writer.clone());
        tracing::subscriber::with_default(subscriber, || {
            let span = RequestSpan::new("req-2");
            let _entered = span.0.enter();
            tracing::info!("not logged");
            tracing::warn!("logged");
        });
        let lines = lines(&buffer);
        assert_eq!(lines.len(), 1);
        assert_eq!(lines[0]["request_id"], "req-2");
    }

    #[test]
    fn very_long_fields_are_cut() {
        assert_eq!(text("short"), Value::from("short"));
        let statement = "é".repeat(MAX_FIELD_BYTES);
        let Value::String(cut) = text(&statement) else {
            panic!("text")
        };
        assert!(cut.len() < MAX_FIELD_BYTES + 40, "{}", cut.len());
        assert!(cut.ends_with(&format!("… ({} more bytes)", MAX_FIELD_BYTES)));
    }

    #[test]
    fn formats_are_chosen_by_name_or_by_terminal() {
        assert_eq!(LogFormat::choose(None, true), Ok(LogFormat::Text));
        assert_eq!(LogFormat::choose(None, false), Ok(LogFormat::Json));
        assert_eq!(LogFormat::choose(Some(""), false), Ok(LogFormat::Json));
        assert_eq!(LogFormat::choose(Some("JSON"), true), Ok(LogFormat::Json));
        assert_eq!(LogFormat::choose(Some("text"), false), Ok(LogFormat::Text));
        assert!(LogFormat::choose(Some("yaml"), false)
            .unwrap_err()
            .contains("yaml"));
    }

    #[test]
    fn plain_request_ids_are_kept_and_others_replaced() {
        assert_eq!(request_id_from(Some("lb-7f3a.42")), "lb-7f3a.42");
        assert_eq!(
            request_id_from(Some(" 0b7e3f1c-2d4a-4f6e-9a1b-3c5d7e9f1a2b ")),
            "0b7e3f1c-2d4a-4f6e-9a1b-3c5d7e9f1a2b"
        );
        for refused in [
            None,
            Some(""),
            Some("a b"),
            Some("x\"}"),
            Some(&*"a".repeat(65)),
        ] {
            let made = request_id_from(refused);
            assert!(Uuid::parse_str(&made).is_ok(), "{refused:?} gave {made}");
        }
    }

    #[test]
    fn the_slow_statement_threshold_is_read_in_milliseconds() {
        assert_eq!(
            parse_slow_statement_ms(None),
            Ok(Duration::from_millis(DEFAULT_SLOW_STATEMENT_MS))
        );
        assert_eq!(
            parse_slow_statement_ms(Some("40")),
            Ok(Duration::from_millis(40))
        );
        for bad in ["0", "-5", "fast", "600001"] {
            assert!(parse_slow_statement_ms(Some(bad)).is_err(), "{bad}");
        }
    }
}
