//! Checks X12 files with pyx12, the reference validator, in one run of its Python for a whole
//! batch of files. `make pyx12` installs it under var/pyx12; `CANOPY_PYX12` may name another
//! Python that has it.

use std::path::{Path, PathBuf};
use std::process::Command;

/// pyx12's judgement of one file.
#[derive(Debug, Clone)]
pub struct Verdict {
    pub name: String,
    pub ok: bool,
    pub errors: Vec<String>,
}

fn python() -> PathBuf {
    if let Some(python) = std::env::var_os("CANOPY_PYX12") {
        return PathBuf::from(python);
    }
    let installed = Path::new(env!("CARGO_MANIFEST_DIR")).join("../var/pyx12/bin/python");
    if installed.exists() {
        return installed;
    }
    panic!("pyx12 is not installed: run `make pyx12` (make test does)");
}

/// Validates each `(name, contents)` file and returns the verdicts in the same order.
pub fn validate(files: &[(String, String)]) -> Vec<Verdict> {
    let python = python();
    let dir = tempfile::tempdir().expect("a temporary directory for the files");
    let paths: Vec<PathBuf> = files
        .iter()
        .enumerate()
        .map(|(index, (_, contents))| {
            let path = dir.path().join(format!("{index:04}.834"));
            std::fs::write(&path, contents).expect("writing a file to validate");
            path
        })
        .collect();
    let script = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/pyx12/validate.py");
    let output = Command::new(&python)
        .arg(&script)
        .args(&paths)
        .output()
        .unwrap_or_else(|error| panic!("running {}: {error}", python.display()));
    let stdout = String::from_utf8_lossy(&output.stdout);
    assert!(
        output.status.success(),
        "validate.py failed ({}):\n{}\n{}",
        output.status,
        stdout,
        String::from_utf8_lossy(&output.stderr)
    );
    let mut verdicts: Vec<serde_json::Value> = stdout
        .lines()
        .filter_map(|line| serde_json::from_str(line).ok())
        .collect();
    assert_eq!(
        verdicts.len(),
        files.len(),
        "validate.py gave a verdict per file:\n{stdout}"
    );
    files
        .iter()
        .zip(&paths)
        .map(|((name, _), path)| {
            let index = verdicts
                .iter()
                .position(|verdict| verdict["file"] == path.to_string_lossy().as_ref())
                .unwrap_or_else(|| panic!("no verdict for {name}:\n{stdout}"));
            let verdict = verdicts.swap_remove(index);
            Verdict {
                name: name.clone(),
                ok: verdict["ok"] == true,
                errors: verdict["errors"]
                    .as_array()
                    .into_iter()
                    .flatten()
                    .map(|error| error.as_str().unwrap_or_default().to_owned())
                    .collect(),
            }
        })
        .collect()
}
