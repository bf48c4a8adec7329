//! Generate a carrier file: an X12 834 change file or full file, or the carrier census as CSV
//! or XLSX. A change file carries the adds, changes and terms since the last 834 sent to the
//! carrier; the first of a renewed plan year, since the last one of the year before. The file is
//! kept as a document with its counts, control numbers and what it told the carrier; asking
//! again when nothing changed gives the same file back. SSNs come from the encrypted store, and
//! every generation is audited.

use std::collections::HashMap;

use chrono::{Datelike, NaiveDate, Utc};
use uuid::Uuid;

use super::census_layout::census;
use super::dto::{CarrierFile, GenerateRequest, Generated};
use super::queries::{self, Context, FileRow, NewFile};
use super::roster::{self, Change, RosterMember, Sent};
use super::x12_layout;
use crate::audit::{self, Actor, Entry};
use crate::auth::Principal;
use crate::documents::queries::{self as documents, NewDocument};
use crate::error::AppError;
use crate::spreadsheet;
use crate::state::AppState;
use crate::vocabulary::{CarrierFileFormat, CarrierFilePurpose, DocumentKind};
use crate::x12::{self, EnrollmentFile, FilePurpose, Maintenance, Party, PartyId, Usage};
use tenants::TenantTx;

/// A file about to be kept.
struct Made {
    bytes: Vec<u8>,
    name: String,
    content_type: &'static str,
    usage: Option<crate::vocabulary::EdiUsage>,
    controls: Option<(i32, i32)>,
    counts: [i32; 6],
    /// The digest of what the file tells the carrier (staged by [`queries::stage_sent`]).
    sent_hash: String,
}

#[tracing::instrument(skip_all, fields(implementation = %implementation_id, format = ?asked.format, purpose = ?asked.purpose))]
pub async fn generate_file(
    state: &AppState,
    p: &Principal,
    ip: &str,
    implementation_id: Uuid,
    asked: &GenerateRequest,
) -> Result<Generated, AppError> {
    p.require(state, "carrier_files", "generate").await?;
    if asked.format != CarrierFileFormat::X12834 && asked.purpose == CarrierFilePurpose::Change {
        return Err(AppError::field(
            "purpose",
            "a carrier census lists everyone: choose a full file",
        ));
    }
    let agency = p.agency()?;
    let mut tx = p.tenant_tx(state).await?;
    let ctx = queries::context(&mut tx, implementation_id, p.group_scope())
        .await?
        .ok_or_else(|| AppError::not_found("carrier implementation"))?;
    let members = roster::roster(
        queries::covered(&mut tx, ctx.group_id, ctx.plan_year, ctx.carrier_id).await?,
    );
    let ssn = |m: &RosterMember| -> Result<Option<String>, AppError> {
        m.person
            .ssn_enc
            .as_deref()
            .map(|sealed| state.secrets.decrypt(sealed))
            .transpose()
            .map_err(|e| AppError::Internal(format!("reading an SSN: {e}")))
    };
    let today = Utc::now().date_naive();
    let made = match asked.format {
        CarrierFileFormat::X12834 => {
            let (group_number, ein) = x12_ready(&ctx)?;
            let last = queries::last_x12(&mut tx, implementation_id).await?;
            let now = roster::snapshot(&members);
            let (changes, sent) = match asked.purpose {
                CarrierFilePurpose::Full => (None, now),
                CarrierFilePurpose::Change => {
                    let (changes, next) = match &last {
                        Some(file) => {
                            let base = queries::sent(&mut tx, file.id).await?;
                            roster::changes(base, now, month_end(today))
                        }
                        None => {
                            let renewed_from =
                                queries::renewed_from(&mut tx, ctx.group_id, Some(ctx.id)).await?;
                            match renewed_from.first() {
                                Some(last_year) => roster::changes_into_new_year(
                                    queries::sent(&mut tx, last_year.file_id).await?,
                                    now,
                                    ctx.coverage_start.unwrap_or(today),
                                ),
                                None => roster::changes(Sent::default(), now, month_end(today)),
                            }
                        }
                    };
                    (Some(changes), next)
                }
            };
            let kept = roster::Kept::of(&sent);
            if let Some(file) =
                last.filter(|f| f.purpose == asked.purpose && f.sent_hash == kept.hash)
            {
                return reuse(tx, file).await;
            }
            if changes.as_ref().is_some_and(Vec::is_empty) {
                return Err(AppError::Conflict(format!(
                    "nothing changed since the last file sent to {}: no change file is needed",
                    ctx.carrier_name
                )));
            }
            let mut x12_members = match &changes {
                None => full_members(&members, group_number, &ssn)?,
                Some(changes) => change_members(&members, &sent, changes, group_number, &ssn)?,
            };
            in_households(&mut x12_members);
            if x12_members.is_empty() {
                return Err(AppError::CheckFailed {
                    message: format!("no one is enrolled with {}", ctx.carrier_name),
                    failing: vec!["no members".into()],
                });
            }
            let controls =
                queries::next_controls(&mut tx, ctx.carrier_id, &ctx.hios_issuer_id).await?;
            let file = enrollment_file(
                agency,
                &ctx,
                (group_number, ein),
                &controls,
                asked.purpose,
                x12_members,
                today,
            );
            // The file is written on another thread while PostgreSQL takes in what it tells the
            // carrier: for a large group the two take about as long.
            let writing = tokio::task::spawn_blocking(move || x12::write(&file));
            queries::stage_sent(&mut tx, &kept.json).await?;
            let written = writing
                .await
                .map_err(|e| AppError::Internal(format!("writing the 834: {e}")))?
                .map_err(|e| AppError::CheckFailed {
                    message: format!("the 834 cannot be written: {e}"),
                    failing: vec![e.to_string()],
                })?;
            let c = &written.counts;
            let count = |n: usize| i32::try_from(n).unwrap_or(i32::MAX);
            let kind = match asked.purpose {
                CarrierFilePurpose::Full => "full",
                CarrierFilePurpose::Change => "change",
            };
            Made {
                bytes: written.text.into_bytes(),
                name: format!(
                    "{}-{}-834-{kind}-{:09}.x12",
                    slug(&ctx.group_name),
                    slug(&ctx.carrier_name),
                    controls.interchange
                ),
                content_type: "application/edi-x12",
                usage: Some(controls.usage),
                controls: Some((controls.interchange, controls.functional_group)),
                counts: [
                    count(c.members),
                    count(c.subscribers),
                    count(c.dependents),
                    count(c.adds),
                    count(c.changes),
                    count(c.terms),
                ],
                sent_hash: kept.hash,
            }
        }
        format => {
            let kept = roster::Kept::of(&roster::snapshot(&members));
            if let Some(file) =
                queries::same_census(&mut tx, implementation_id, format, &kept.hash).await?
            {
                return reuse(tx, file).await;
            }
            queries::stage_sent(&mut tx, &kept.json).await?;
            let mut ssns = HashMap::new();
            for m in &members {
                ssns.insert(m.key.clone(), ssn(m)?);
            }
            let table = census(&members, |m| ssns.get(&m.key).cloned().flatten());
            let (bytes, extension, content_type) = if format == CarrierFileFormat::Csv {
                (spreadsheet::to_csv(&table), "csv", "text/csv")
            } else {
                let bytes = spreadsheet::to_xlsx(&table, "Census")
                    .map_err(|e| AppError::Internal(format!("writing the census workbook: {e}")))?;
                (
                    bytes,
                    "xlsx",
                    "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
                )
            };
            let subscribers = members.iter().filter(|m| m.is_subscriber()).count();
            let count = |n: usize| i32::try_from(n).unwrap_or(i32::MAX);
            Made {
                bytes,
                name: format!(
                    "{}-{}-census-{}.{extension}",
                    slug(&ctx.group_name),
                    slug(&ctx.carrier_name),
                    today.format("%Y%m%d")
                ),
                content_type,
                usage: None,
                controls: None,
                counts: [
                    count(members.len()),
                    count(subscribers),
                    count(members.len() - subscribers),
                    0,
                    0,
                    0,
                ],
                sent_hash: kept.hash,
            }
        }
    };
    keep(state, p, ip, tx, &ctx, asked, made).await
}

/// Each household together, the subscriber first.
pub(super) fn in_households(members: &mut [x12::Member]) {
    members.sort_by_cached_key(|m| (m.subscriber_id.clone(), !m.relationship.is_subscriber()));
}

/// The 834 of `members` for the carrier: its envelope, parties and control numbers.
pub(super) fn enrollment_file(
    agency: &tenants::Agency,
    ctx: &Context,
    (group_number, ein): (&str, String),
    controls: &queries::Controls,
    purpose: CarrierFilePurpose,
    members: Vec<x12::Member>,
    today: NaiveDate,
) -> EnrollmentFile {
    EnrollmentFile {
        purpose: match purpose {
            CarrierFilePurpose::Full => FilePurpose::Full,
            CarrierFilePurpose::Change => FilePurpose::Change,
        },
        usage: match controls.usage {
            crate::vocabulary::EdiUsage::Test => Usage::Test,
            crate::vocabulary::EdiUsage::Production => Usage::Production,
        },
        sender_id: sender_id(&agency.slug),
        receiver_id: controls.receiver_id.clone(),
        interchange_control: controls.interchange.unsigned_abs(),
        group_control: controls.functional_group.unsigned_abs(),
        transaction_control: 1,
        created_at: Utc::now().naive_utc(),
        reference: format!("{}{:09}", &ctx.hios_issuer_id, controls.interchange),
        master_policy: group_number.to_string(),
        file_effective: x12_layout::file_effective(today, ctx.coverage_start.unwrap_or(today)),
        sponsor: Party {
            name: ctx.group_name.clone(),
            id: PartyId::Fein(ein),
        },
        payer: Party {
            name: ctx.carrier_name.clone(),
            id: PartyId::CmsPlanId(ctx.hios_issuer_id.clone()),
        },
        broker: Party {
            name: agency.name.clone(),
            id: PartyId::Assigned(sender_id(&agency.slug)),
        },
        members,
    }
}

pub(super) fn x12_ready(ctx: &Context) -> Result<(&str, String), AppError> {
    let mut failing = Vec::new();
    let number = ctx.group_number.as_deref();
    if number.is_none() {
        failing.push(format!(
            "record {}'s group number first: the 834 carries it",
            ctx.carrier_name
        ));
    }
    let ein: Option<String> = ctx
        .ein
        .as_deref()
        .map(|e| e.chars().filter(char::is_ascii_digit).collect());
    if ein.is_none() {
        failing.push("record the group's EIN first: the 834 names the employer by it".into());
    }
    match (number, ein) {
        (Some(number), Some(ein)) => Ok((number, ein)),
        _ => Err(AppError::CheckFailed {
            message: format!("the 834 cannot be written yet: {}", failing.join("; ")),
            failing,
        }),
    }
}

pub(super) type SsnOf<'a> = dyn Fn(&RosterMember) -> Result<Option<String>, AppError> + 'a;

pub(super) fn full_members(
    members: &[RosterMember],
    group_number: &str,
    ssn: &SsnOf<'_>,
) -> Result<Vec<x12::Member>, AppError> {
    members
        .iter()
        .map(|m| {
            let coverages: Vec<_> = m
                .coverages
                .iter()
                .map(|c| (Maintenance::Audit, c))
                .collect();
            Ok(x12_layout::member(
                &m.person,
                ssn(m)?,
                group_number,
                Maintenance::Audit,
                &coverages,
            ))
        })
        .collect()
}

pub(super) fn change_members(
    members: &[RosterMember],
    sent: &Sent,
    changes: &[roster::MemberChange],
    group_number: &str,
    ssn: &SsnOf<'_>,
) -> Result<Vec<x12::Member>, AppError> {
    // The first member of each key and of each household, as a search in roster order finds them.
    let mut by_key: HashMap<&str, &RosterMember> = HashMap::new();
    let mut by_subscriber: HashMap<&str, &RosterMember> = HashMap::new();
    for m in members {
        by_key.entry(m.key.as_str()).or_insert(m);
        by_subscriber
            .entry(m.person.subscriber_id.as_str())
            .or_insert(m);
    }
    let mut out = Vec::new();
    for change in changes {
        let change_code = x12_layout::maintenance(change.change);
        match by_key.get(change.key.as_str()) {
            Some(m) => {
                let coverages: Vec<_> = change
                    .coverages
                    .iter()
                    .map(|(k, c)| (x12_layout::maintenance(*k), c))
                    .collect();
                out.push(x12_layout::member(
                    &m.person,
                    ssn(m)?,
                    group_number,
                    change_code,
                    &coverages,
                ));
            }
            None => {
                let gone = &sent[&change.key];
                // The address of a subscriber who left is the one their household still has.
                let address = by_subscriber
                    .get(gone.subscriber_id.as_str())
                    .and_then(|m| {
                        x12_layout::member(&m.person, None, group_number, Maintenance::Term, &[])
                            .address
                    });
                let coverages: Vec<_> = change
                    .coverages
                    .iter()
                    .filter(|(k, _)| *k == Change::Term)
                    .map(|(_, c)| c.clone())
                    .collect();
                out.push(x12_layout::gone_member(
                    gone,
                    group_number,
                    address,
                    &coverages,
                ));
            }
        }
    }
    Ok(out)
}

async fn reuse(tx: TenantTx, file: FileRow) -> Result<Generated, AppError> {
    tx.commit().await?;
    Ok(Generated {
        file: CarrierFile::from(file),
        reused: true,
    })
}

async fn keep(
    state: &AppState,
    p: &Principal,
    ip: &str,
    mut tx: TenantTx,
    ctx: &Context,
    asked: &GenerateRequest,
    made: Made,
) -> Result<Generated, AppError> {
    let actor: Actor<'_> = p.into();
    let document_id = Uuid::new_v4();
    let key = format!("documents/{}/{document_id}", ctx.group_id);
    let size = i64::try_from(made.bytes.len()).unwrap_or(i64::MAX);
    state
        .files
        .put_pending(&key, made.bytes)
        .await
        .map_err(|e| AppError::Internal(e.to_string()))?;
    documents::insert(
        tx.conn(),
        &NewDocument {
            id: document_id,
            group_id: ctx.group_id,
            name: &made.name,
            kind: DocumentKind::CarrierFile.as_str(),
            content_type: made.content_type,
            size,
            file_key: &key,
            uploaded_by: p.user_id,
            uploaded_by_name: &p.name,
        },
    )
    .await?;
    crate::files::settle(tx.conn(), &key).await?;
    let id = queries::insert_file(
        &mut tx,
        &NewFile {
            implementation_id: ctx.id,
            format: asked.format,
            purpose: asked.purpose,
            usage: made.usage,
            controls: made.controls,
            counts: made.counts,
            document_id,
            sent_hash: &made.sent_hash,
            actor,
        },
    )
    .await?;
    let [members, _, _, adds, changes, terms] = made.counts;
    audit::record(
        &mut tx,
        p,
        ip,
        Entry {
            entity_id: Some(id.to_string()),
            group_id: Some(ctx.group_id),
            after: Some(serde_json::json!({
                "carrier": ctx.carrier_name, "format": asked.format, "purpose": asked.purpose,
                "interchange_control": made.controls.map(|c| c.0), "members": members,
                "adds": adds, "changes": changes, "terms": terms, "document_id": document_id,
            })),
            ..Entry::new(
                "generate",
                "carrier_file",
                format!(
                    "Generated {} for {}: {members} members",
                    made.name, ctx.carrier_name
                ),
            )
        },
    )
    .await?;
    let file = queries::files(&mut tx, &[ctx.id])
        .await?
        .into_iter()
        .find(|f| f.id == id)
        .ok_or_else(|| AppError::Internal("the new carrier file is missing".into()))?;
    tx.commit().await?;
    Ok(Generated {
        file: CarrierFile::from(file),
        reused: false,
    })
}

/// ISA06: the agency's slug in capitals, at most 15 characters.
fn sender_id(slug: &str) -> String {
    let id: String = slug
        .chars()
        .filter(char::is_ascii_alphanumeric)
        .map(|c| c.to_ascii_uppercase())
        .take(15)
        .collect();
    if id.len() < 2 {
        format!("CANOPY{id}")
    } else {
        id
    }
}

fn slug(name: &str) -> String {
    let mut out = String::new();
    for c in name.chars() {
        if c.is_ascii_alphanumeric() {
            out.push(c.to_ascii_lowercase());
        } else if !out.ends_with('-') && !out.is_empty() {
            out.push('-');
        }
    }
    out.trim_end_matches('-').to_string()
}

pub(super) fn month_end(day: NaiveDate) -> NaiveDate {
    let (y, m) = if day.month() == 12 {
        (day.year() + 1, 1)
    } else {
        (day.year(), day.month() + 1)
    };
    NaiveDate::from_ymd_opt(y, m, 1)
        .and_then(|d| d.pred_opt())
        .unwrap_or(day)
}
