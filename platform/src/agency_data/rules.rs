//! What an agency export holds and leaves out, and the rules of closing an agency.

use chrono::{DateTime, Duration, Utc};

/// How long a closing agency can still be reopened by its owner before it is purged.
pub const GRACE_DAYS: i64 = 30;

/// The schema's own bookkeeping, not the agency's data.
pub const SKIPPED_TABLES: &[&str] = &["_sqlx_migrations"];

/// Why a column is left out of an export.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Withheld {
    /// A platform secret (a hash, an encrypted value, a token): never exported.
    Secret,
    /// May quote SSNs as they were typed: exported only when SSNs are asked for.
    MayHoldSsns,
}

/// Whether `table.column` leaves the platform in an export, and why not.
///
/// Encrypted SSNs (`ssn_enc`) and their fingerprints (`ssn_hmac`) are never copied: with SSNs
/// asked for, the export carries them decrypted in a file of their own. A column whose name
/// marks it as a hash, token, password, key or secret is taken for one whatever table it is in,
/// so a new table cannot leak one by forgetting a rule here.
pub fn withheld(table: &str, column: &str) -> Option<Withheld> {
    let c = column.to_ascii_lowercase();
    let secret = c.ends_with("_enc")
        || c.ends_with("_hmac")
        || c.contains("password")
        || c.contains("token")
        || c.contains("secret")
        || c.contains("api_key")
        || c == "hash"
        || (c.ends_with("_hash") && c != "sent_hash");
    if secret {
        return Some(Withheld::Secret);
    }
    // A census upload's fixes and issues quote the cells they are about, SSNs among them.
    if table == "census_versions" && (c == "cell_fixes" || c == "issues") {
        return Some(Withheld::MayHoldSsns);
    }
    None
}

/// Whether a column is exported, given whether SSNs were asked for.
pub fn exported(table: &str, column: &str, with_ssns: bool) -> bool {
    match withheld(table, column) {
        None => true,
        Some(Withheld::MayHoldSsns) => with_ssns,
        Some(Withheld::Secret) => false,
    }
}

/// Whether a stored file goes into the export: carrier enrollment files and the census files as
/// uploaded carry SSNs, so they go only into an export with SSNs.
pub fn file_exported(source: &str, kind: Option<&str>, with_ssns: bool) -> bool {
    if with_ssns {
        return true;
    }
    match source {
        "census_versions" => false,
        "documents" => kind != Some("carrier_file"),
        _ => true,
    }
}

/// A table or column name as a quoted SQL identifier.
pub fn quote_ident(name: &str) -> String {
    format!("\"{}\"", name.replace('"', "\"\""))
}

/// The path of a stored file inside the archive; keys are the server's own (`documents/…`),
/// made safe anyway so no entry can climb out of the folder it is unpacked in.
pub fn file_entry(key: &str) -> String {
    let parts: Vec<String> = key
        .split('/')
        .filter(|p| !p.is_empty() && *p != "." && *p != "..")
        .map(|p| {
            p.chars()
                .map(|c| if c.is_control() || c == '\\' { '_' } else { c })
                .collect()
        })
        .collect();
    format!("files/{}", parts.join("/"))
}

/// The export's file name: `<slug>-export-<YYYY-MM-DD>.zip`.
pub fn export_file_name(slug: &str, at: DateTime<Utc>) -> String {
    format!("{slug}-export-{}.zip", at.format("%Y-%m-%d"))
}

/// When a closure asked for at `now` is purged.
pub fn purge_date(now: DateTime<Utc>) -> DateTime<Utc> {
    now + Duration::days(GRACE_DAYS)
}

/// The typed confirmation must be the agency's subdomain exactly (case and spaces aside).
pub fn confirms(typed: &str, slug: &str) -> bool {
    typed.trim().eq_ignore_ascii_case(slug)
}

/// What a closing agency's owner still holds: reads, and the export and reopening.
pub fn held_while_closing(resource: &str, action: &str) -> bool {
    action == "read" || resource == "agency_data"
}

/// The requests a closing agency's owner may still make that change something: the export,
/// reopening the agency, and signing in and out. Everything else is read-only until it is
/// reopened.
pub fn allowed_while_closing(path: &str) -> bool {
    let path = path.strip_prefix("/api").unwrap_or(path);
    matches!(
        path,
        "/agency/export" | "/agency/closure" | "/auth/signin" | "/auth/signout"
    )
}

#[cfg(test)]
mod tests {
    use super::*;
    use chrono::TimeZone;

    #[test]
    fn a_closing_agency_keeps_its_reads_export_and_reopening() {
        assert!(held_while_closing("groups", "read"));
        assert!(held_while_closing("agency_data", "export"));
        assert!(held_while_closing("agency_data", "close"));
        assert!(!held_while_closing("groups", "write"));
        assert!(!held_while_closing("members", "invite"));
    }

    #[test]
    fn platform_secrets_never_leave() {
        for (table, column) in [
            ("employees", "ssn_enc"),
            ("employees", "ssn_hmac"),
            ("dependents", "ssn_enc"),
            ("anything", "password_hash"),
            ("anything", "token_hash"),
            ("anything", "session_token"),
            ("anything", "webhook_secret"),
            ("anything", "client_secret_enc"),
            ("anything", "api_key"),
        ] {
            assert_eq!(withheld(table, column), Some(Withheld::Secret), "{column}");
            assert!(!exported(table, column, true), "{column}");
        }
    }

    #[test]
    fn ordinary_columns_and_checksums_go_out() {
        for (table, column) in [
            ("employees", "ssn_last4"),
            ("employees", "first_name"),
            ("documents", "file_key"),
            ("carrier_files", "sent_hash"),
            ("census_members", "member_key"),
        ] {
            assert!(exported(table, column, false), "{column}");
        }
    }

    #[test]
    fn census_fixes_only_with_ssns() {
        assert!(!exported("census_versions", "cell_fixes", false));
        assert!(exported("census_versions", "cell_fixes", true));
        assert!(exported("census_versions", "file_name", false));
    }

    #[test]
    fn files_with_ssns_only_when_asked() {
        assert!(file_exported("documents", Some("contract"), false));
        assert!(!file_exported("documents", Some("carrier_file"), false));
        assert!(file_exported("documents", Some("carrier_file"), true));
        assert!(!file_exported("census_versions", None, false));
        assert!(file_exported("census_versions", None, true));
        assert!(file_exported("resources", None, false));
    }

    #[test]
    fn archive_paths_stay_inside() {
        assert_eq!(file_entry("documents/g/d"), "files/documents/g/d");
        assert_eq!(file_entry("../../etc/passwd"), "files/etc/passwd");
        assert_eq!(file_entry("a//./b\\c"), "files/a/b_c");
    }

    #[test]
    fn identifiers_are_quoted() {
        assert_eq!(quote_ident("audit_log"), "\"audit_log\"");
        assert_eq!(quote_ident("we\"ird"), "\"we\"\"ird\"");
    }

    #[test]
    fn grace_and_confirmation() {
        let now = Utc.with_ymd_and_hms(2026, 11, 30, 8, 0, 0).unwrap();
        assert_eq!(
            purge_date(now),
            Utc.with_ymd_and_hms(2026, 12, 30, 8, 0, 0).unwrap()
        );
        assert_eq!(
            export_file_name("summit", now),
            "summit-export-2026-11-30.zip"
        );
        assert!(confirms(" Summit ", "summit"));
        assert!(!confirms("summit-x", "summit"));
    }

    #[test]
    fn closing_agency_is_read_only_but_for_its_way_out() {
        assert!(allowed_while_closing("/api/agency/closure"));
        assert!(allowed_while_closing("/agency/closure"));
        assert!(allowed_while_closing("/api/agency/export"));
        assert!(!allowed_while_closing("/api/groups"));
    }
}
