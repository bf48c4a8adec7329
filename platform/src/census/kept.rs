//! What an import keeps in memory from one step for the next, on the server that did the step:
//! the table read at upload for the first check, the rows of a check without errors for the
//! commit. Each saves reading (and checking) the file again, over a second for a large census.
//! One slot each, emptied when the next upload or check starts, so at most one census's table and
//! rows stay in memory; a step that finds another import here (or runs on another server after a
//! restart) reads the stored file again.

use std::sync::Mutex;

use super::engine::{Household, RawTable};
use super::queries::VersionRow;
use super::worker;

/// What a commit needs of a check.
pub struct Ready {
    pub households: Vec<Household>,
    /// Whether the file says anything about dependents (then the roster's are synced).
    pub has_dependents: bool,
}

struct Slot<T>(Mutex<Option<(String, T)>>);

impl<T: Send + 'static> Slot<T> {
    const fn new() -> Self {
        Slot(Mutex::new(None))
    }

    fn lock(&self) -> std::sync::MutexGuard<'_, Option<(String, T)>> {
        self.0
            .lock()
            .unwrap_or_else(|poisoned| poisoned.into_inner())
    }

    /// Empties the slot; what it held is freed on the census thread, ahead of the next step.
    fn clear(&self) {
        if let Some(kept) = self.lock().take() {
            let _freed = worker::run(move || drop(kept));
        }
    }

    fn keep(&self, key: String, value: T) {
        *self.lock() = Some((key, value));
    }

    fn take(&self, key: &str) -> Option<T> {
        let mut slot = self.lock();
        match slot.as_ref() {
            Some((kept, _)) if kept == key => slot.take().map(|(_, value)| value),
            _ => None,
        }
    }
}

static UPLOADED: Slot<RawTable> = Slot::new();
static CHECKED: Slot<Ready> = Slot::new();

/// Empties both slots (before an upload or a check, so two censuses are never held at once).
pub fn clear() {
    UPLOADED.clear();
    CHECKED.clear();
}

/// Keeps the table just read from the version's uploaded file.
pub fn keep_upload(version_id: uuid::Uuid, file_key: &str, table: RawTable) {
    UPLOADED.keep(format!("{version_id}|{file_key}"), table);
}

/// The table read at upload, if it is this version's and no cell has been fixed since.
pub fn take_upload(version: &VersionRow) -> Option<RawTable> {
    let unfixed = version
        .cell_fixes
        .as_object()
        .is_none_or(|fixes| fixes.is_empty());
    unfixed
        .then(|| UPLOADED.take(&format!("{}|{}", version.id, version.file_key)))
        .flatten()
}

/// Everything a check's outcome depends on: the file, the header row, the mapping, the fixes
/// and the date ages are taken on.
fn check_key(version: &VersionRow) -> String {
    let as_of = version
        .effective_date
        .unwrap_or_else(|| chrono::Utc::now().date_naive());
    format!(
        "{}|{}|{}|{}|{}|{as_of}",
        version.id, version.file_key, version.header_row, version.mapping, version.cell_fixes
    )
}

/// Keeps the rows of `version` as just checked.
pub fn keep_checked(version: &VersionRow, ready: Ready) {
    CHECKED.keep(check_key(version), ready);
}

/// The rows kept for `version` as it stands now, if they are the ones kept.
pub fn take_checked(version: &VersionRow) -> Option<Ready> {
    CHECKED.take(&check_key(version))
}
