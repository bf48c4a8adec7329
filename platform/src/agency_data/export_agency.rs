//! An owner downloads all of the agency's data: one CSV per table of the agency schema (found in
//! the catalogue, so a new table is never forgotten), its people, its profile, its stored files,
//! and a manifest. Platform secrets never leave; SSNs leave only when the owner asked for them
//! and confirmed with their password, and the audit log says so.
//!
//! The archive is written to a file that is unlinked once opened, and streamed from it: a large
//! agency's export never sits in memory.

use std::io::{Seek, SeekFrom, Write};

use chrono::Utc;
use futures_util::StreamExt;
use serde_json::json;
use zip::write::SimpleFileOptions;
use zip::{CompressionMethod, ZipWriter};

use super::queries::{self, SchemaTable};
use super::reauthenticate::reauthenticate;
use super::rules;
use crate::audit::{self, Entry};
use crate::auth::Principal;
use crate::error::AppError;
use crate::state::AppState;

pub struct ExportFile {
    pub file: tokio::fs::File,
    pub file_name: String,
}

/// What was asked for.
pub struct ExportAsked<'a> {
    pub with_ssns: bool,
    pub password: Option<&'a str>,
}

type Zip = ZipWriter<std::fs::File>;

fn internal(e: impl std::fmt::Display) -> AppError {
    AppError::Internal(e.to_string())
}

pub async fn export_agency(
    state: &AppState,
    p: &Principal,
    ip: &str,
    asked: ExportAsked<'_>,
) -> Result<ExportFile, AppError> {
    p.require(state, "agency_data", "export").await?;
    if asked.with_ssns {
        reauthenticate(state, p, ip, asked.password).await?;
    }
    let agency = p.agency()?.clone();
    let generated_at = Utc::now();

    let dir = state.config.var_dir.join("exports");
    std::fs::create_dir_all(&dir).map_err(internal)?;
    let path = dir.join(format!("{}.zip", crate::crypto::random_token()));
    let file = std::fs::File::options()
        .read(true)
        .write(true)
        .create_new(true)
        .open(&path)
        .map_err(internal)?;
    // Unlinked at once: the open handle keeps it while it streams, and nothing is left behind
    // whatever happens next.
    std::fs::remove_file(&path).map_err(internal)?;
    let mut zip = ZipWriter::new(file);

    let mut tx = p.tenant_tx(state).await?;
    // One snapshot for every table, so the files agree with each other.
    sqlx::query("SET TRANSACTION ISOLATION LEVEL REPEATABLE READ")
        .execute(tx.conn())
        .await?;
    let tables: Vec<SchemaTable> = queries::schema_tables(tx.conn())
        .await?
        .into_iter()
        .filter(|t| !rules::SKIPPED_TABLES.contains(&t.name.as_str()))
        .collect();

    let mut listed = Vec::with_capacity(tables.len());
    for table in &tables {
        let columns: Vec<&str> = table
            .columns
            .iter()
            .map(String::as_str)
            .filter(|c| rules::exported(&table.name, c, asked.with_ssns))
            .collect();
        let withheld: Vec<&str> = table
            .columns
            .iter()
            .map(String::as_str)
            .filter(|c| !columns.contains(c))
            .collect();
        let rows = queries::row_count(tx.conn(), &table.name).await?;
        let entry = format!("tables/{}.csv", table.name);
        start(&mut zip, &entry)?;
        let mut stream = queries::copy_table(tx.conn(), &table.name, &columns).await?;
        while let Some(chunk) = stream.next().await {
            zip.write_all(&chunk?).map_err(internal)?;
        }
        drop(stream);
        listed.push(json!({
            "table": table.name, "file": entry, "rows": rows, "withheld_columns": withheld,
        }));
    }

    let mut ssn_files = Vec::new();
    if asked.with_ssns {
        for table in tables
            .iter()
            .filter(|t| t.columns.iter().any(|c| c == "ssn_enc"))
        {
            let sealed = queries::sealed_ssns(tx.conn(), &table.name).await?;
            let entry = format!("ssns/{}.csv", table.name);
            start(&mut zip, &entry)?;
            let mut csv = csv::Writer::from_writer(Vec::new());
            csv.write_record(["id", "ssn"]).map_err(internal)?;
            for (id, bytes) in &sealed {
                let ssn = state.secrets.decrypt(bytes).map_err(internal)?;
                csv.write_record([id.to_string(), ssn]).map_err(internal)?;
            }
            zip.write_all(&csv.into_inner().map_err(internal)?)
                .map_err(internal)?;
            ssn_files.push(json!({ "table": table.name, "file": entry, "rows": sealed.len() }));
        }
    }

    let members = queries::member_count(tx.conn(), agency.id).await?;
    start(&mut zip, "members.csv")?;
    let mut stream = queries::copy_members(tx.conn(), agency.id).await?;
    while let Some(chunk) = stream.next().await {
        zip.write_all(&chunk?).map_err(internal)?;
    }
    drop(stream);

    let profile = queries::agency_profile(tx.conn(), agency.id).await?;
    start(&mut zip, "agency.json")?;
    zip.write_all(&serde_json::to_vec_pretty(&profile).map_err(internal)?)
        .map_err(internal)?;

    let stored = queries::stored_files(tx.conn(), &tables).await?;
    let (mut bundled, mut bytes, mut missing, mut left_out) = (0usize, 0u64, Vec::new(), 0usize);
    for f in &stored {
        if !rules::file_exported(&f.source, f.kind.as_deref(), asked.with_ssns) {
            left_out += 1;
            continue;
        }
        match state.files.get(&f.file_key).await.map_err(internal)? {
            Some(content) => {
                start(&mut zip, &rules::file_entry(&f.file_key))?;
                zip.write_all(&content).map_err(internal)?;
                bundled += 1;
                bytes += content.len() as u64;
            }
            None => missing.push(f.file_key.clone()),
        }
    }

    let schema_version = queries::schema_version(tx.conn()).await?;
    let manifest = json!({
        "format": 1,
        "agency": { "id": agency.id, "slug": agency.slug, "name": agency.name },
        "generated_at": generated_at,
        "generated_by": { "id": p.user_id, "name": p.name, "email": p.email },
        "schema_version": schema_version,
        "includes_ssns": asked.with_ssns,
        "tables": listed,
        "ssns": ssn_files,
        "members": { "file": "members.csv", "rows": members },
        "profile": "agency.json",
        "files": {
            "folder": "files/",
            "count": bundled,
            "bytes": bytes,
            "withheld_for_ssns": left_out,
            "missing": missing,
        },
    });
    start(&mut zip, "manifest.json")?;
    zip.write_all(&serde_json::to_vec_pretty(&manifest).map_err(internal)?)
        .map_err(internal)?;
    let mut file = zip.finish().map_err(internal)?;
    file.flush().map_err(internal)?;
    file.seek(SeekFrom::Start(0)).map_err(internal)?;

    let summary = if asked.with_ssns {
        "Exported all of the agency's data, SSNs included"
    } else {
        "Exported all of the agency's data (SSNs left out)"
    };
    audit::record(
        &mut tx,
        p,
        ip,
        Entry {
            after: Some(json!({
                "includes_ssns": asked.with_ssns,
                "tables": listed.len(),
                "files": bundled,
            })),
            ..Entry::new(
                if asked.with_ssns {
                    "export_with_ssns"
                } else {
                    "export"
                },
                "agency",
                summary,
            )
        },
    )
    .await?;
    tx.commit().await?;
    Ok(ExportFile {
        file: tokio::fs::File::from_std(file),
        file_name: rules::export_file_name(&agency.slug, generated_at),
    })
}

fn start(zip: &mut Zip, name: &str) -> Result<(), AppError> {
    let options = SimpleFileOptions::default()
        .compression_method(CompressionMethod::Deflated)
        .large_file(true);
    zip.start_file(name, options).map_err(internal)
}
