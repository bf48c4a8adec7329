//! The rows of the census last checked without errors, kept for its commit: committing the file
//! just checked then skips reading and checking it again (over a second for a large census).
//! One slot, emptied when the next check starts, so at most one census's rows stay in memory;
//! a commit that finds another census here (or runs on another server) reads the file again.

use std::sync::Mutex;

use super::engine::Household;
use super::queries::VersionRow;
use super::worker;

/// What a commit needs of a check.
pub struct Ready {
    pub households: Vec<Household>,
    /// Whether the file says anything about dependents (then the roster's are synced).
    pub has_dependents: bool,
}

/// Everything a check's outcome depends on: the file, the header row, the mapping, the fixes
/// and the date ages are taken on.
fn key(version: &VersionRow) -> String {
    let as_of = version.effective_date.unwrap_or_else(|| chrono::Utc::now().date_naive());
    format!("{}|{}|{}|{}|{}|{as_of}", version.id, version.file_key, version.header_row, version.mapping, version.cell_fixes)
}

static SLOT: Mutex<Option<(String, Ready)>> = Mutex::new(None);

fn slot() -> std::sync::MutexGuard<'static, Option<(String, Ready)>> {
    SLOT.lock().unwrap_or_else(|poisoned| poisoned.into_inner())
}

/// Empties the slot before a check, so that two censuses are never held at once. The rows are
/// freed on the census thread, ahead of the check's own steps.
pub fn clear() {
    if let Some(kept) = slot().take() {
        let _freed = worker::run(move || drop(kept));
    }
}

/// Keeps the rows of `version` as just checked.
pub fn keep(version: &VersionRow, ready: Ready) {
    *slot() = Some((key(version), ready));
}

/// The rows kept for `version` as it stands now, if they are the ones kept.
pub fn take(version: &VersionRow) -> Option<Ready> {
    let mut slot = slot();
    match slot.as_ref() {
        Some((kept, _)) if *kept == key(version) => slot.take().map(|(_, ready)| ready),
        _ => None,
    }
}
