use std::path::PathBuf;
use std::sync::Arc;
use std::time::Duration;

use anyhow::Context;
use clap::{Parser, Subcommand};
use platform::config::Config;
use platform::db::{self, Database};
use platform::domains::SystemResolver;
use platform::state::AppState;
use platform::{api, app, embedded_pg, seed};
use poem::listener::TcpListener;
use poem::Server;

#[derive(Parser)]
#[command(
    name = "canopy",
    about = "Canopy: the benefits platform for brokerages",
    version
)]
struct Cli {
    #[command(subcommand)]
    command: Command,
}

#[derive(Subcommand)]
enum Command {
    /// Migrate and serve the API and both UIs (PORT, default 8080).
    Serve {
        /// Seed the demo agency when the database has none.
        #[arg(long)]
        seed: bool,
    },
    /// Upgrade the public schema and every agency schema (idempotent).
    Migrate,
    /// Create the demo agency and its people (idempotent).
    Seed,
    /// Write the OpenAPI document.
    Openapi {
        #[arg(long, default_value = "openapi/openapi.json")]
        out: PathBuf,
    },
    /// Add N benchmark agencies (bench-000 …), each with the demo book of groups.
    SeedBench {
        #[arg(long, default_value_t = 50)]
        agencies: usize,
    },
    /// Add a group in implementation of N generated employees to the demo agency of a served
    /// (`serve --seed`) database: enrollment closed, carrier checklists started. Prints the group
    /// id and its carrier implementations as JSON.
    SeedBenchImplementation {
        #[arg(long)]
        employees: usize,
        #[arg(long, default_value_t = 42)]
        seed: u64,
    },
    /// Write a deterministic demo census (CSV, one row per person) of any size.
    CensusGen {
        #[arg(long, default_value_t = 100)]
        employees: usize,
        #[arg(long, default_value_t = 1)]
        seed: u64,
        #[arg(long)]
        out: PathBuf,
    },
    /// Stop a private PostgreSQL cluster (default: the one under CANOPY_VAR_DIR).
    PgStop {
        #[arg(long)]
        dir: Option<PathBuf>,
    },
}

fn main() {
    platform::memory::configure_malloc();
    let runtime = tokio::runtime::Builder::new_multi_thread()
        .enable_all()
        .build()
        .unwrap_or_else(|e| {
            eprintln!("canopy: starting the async runtime: {e}");
            std::process::exit(1);
        });
    runtime.block_on(async {
        if let Err(e) = platform::observability::logging::init() {
            eprintln!("canopy: {e}");
            std::process::exit(1);
        }
        if let Err(e) = run(Cli::parse()).await {
            eprintln!("canopy: {e:#}");
            std::process::exit(1);
        }
    });
}

async fn run(cli: Cli) -> anyhow::Result<()> {
    match cli.command {
        Command::Openapi { out } => {
            std::fs::write(&out, api::spec_json())
                .with_context(|| format!("writing {}", out.display()))?;
            println!("wrote {}", out.display());
            Ok(())
        }
        Command::SeedBench { agencies } => {
            let config = Config::from_env()?;
            let database = Database::open(&config, 8).await?;
            let result = async {
                db::migrate(&database.direct).await?;
                let state = AppState::build(
                    database.pool.clone(),
                    config.clone(),
                    Arc::new(SystemResolver),
                )
                .await?;
                let created = seed::seed_bench_agencies(&state, agencies).await?;
                println!("{created} benchmark agencies created ({agencies} wanted)");
                anyhow::Ok(())
            }
            .await;
            database.close().await;
            result
        }
        Command::SeedBenchImplementation { employees, seed } => {
            let config = Config::from_env()?;
            let database = Database::open(&config, 4).await?;
            let result = async {
                let state = AppState::build(
                    database.pool.clone(),
                    config.clone(),
                    Arc::new(SystemResolver),
                )
                .await?;
                let seeded = platform::demo::bench_implementation::seed_bench_implementation(
                    &state, employees, seed,
                )
                .await
                .map_err(|e| anyhow::anyhow!("seeding the benchmark implementation: {e}"))?;
                println!("{}", serde_json::to_string(&seeded)?);
                anyhow::Ok(())
            }
            .await;
            database.close().await;
            result
        }
        Command::CensusGen {
            employees,
            seed,
            out,
        } => {
            let as_of = chrono::Utc::now().date_naive();
            let households = platform::demo::census::households(
                seed,
                employees,
                as_of,
                platform::demo::census::DENVER_ZIPS,
                "example.com",
            );
            let people: usize = households.iter().map(|h| 1 + h.dependents.len()).sum();
            std::fs::write(&out, platform::demo::census::to_csv(&households))
                .with_context(|| format!("writing {}", out.display()))?;
            println!(
                "wrote {} ({employees} employees, {people} people)",
                out.display()
            );
            Ok(())
        }
        Command::PgStop { dir } => {
            let config = Config::from_env()?;
            let dir = dir.unwrap_or_else(|| config.var_dir.join("pg"));
            let stopped =
                tokio::task::spawn_blocking(move || embedded_pg::stop_dir(&dir)).await??;
            println!("{}", if stopped { "stopped" } else { "not running" });
            Ok(())
        }
        Command::Migrate => {
            let config = Config::from_env()?;
            let database =
                Database::open(&config, 2 * tenants::migrations::MAX_PARALLEL as u32).await?;
            let result = db::migrate(&database.direct).await;
            database.close().await;
            result
        }
        Command::Seed => {
            let config = Config::from_env()?;
            let database = Database::open(&config, 4).await?;
            let result = async {
                db::migrate(&database.direct).await?;
                let created = seed::seed(&database.pool).await?;
                println!(
                    "{}",
                    if created {
                        "demo agency created"
                    } else {
                        "demo agency already present"
                    }
                );
                let state = AppState::build(
                    database.pool.clone(),
                    config.clone(),
                    Arc::new(SystemResolver),
                )
                .await?;
                if seed::seed_book(&state).await? {
                    println!("demo book of groups created");
                }
                println!("{}", seed::logins_banner(config.listen.port()));
                anyhow::Ok(())
            }
            .await;
            database.close().await;
            result
        }
        Command::Serve { seed: with_seed } => serve(with_seed).await,
    }
}

async fn serve(with_seed: bool) -> anyhow::Result<()> {
    let config = Config::from_env()?;
    let database = Database::open(&config, config.db_pool_size).await?;
    let result = async {
        db::migrate(&database.direct).await?;
        if with_seed && seed::seed(&database.pool).await? {
            tracing::info!("demo agency seeded");
        }
        let state = AppState::build(database.pool.clone(), config.clone(), Arc::new(SystemResolver)).await?;
        if with_seed && seed::seed_book(&state).await? {
            tracing::info!("demo book of groups seeded");
        }
        let jobs = platform::jobs::runner::start(state.clone(), platform::jobs::runner::Settings {
            schedules: platform::jobs::schedules::configured(|name| std::env::var(name).ok())?,
            direct: Some(database.direct_options()),
            ..Default::default()
        }).await?;
        tokio::spawn(platform::team::roles::follow_changes(Arc::new(state.clone()), database.direct.clone()));
        tokio::spawn({
            let (state, direct) = (state.clone(), database.direct.clone());
            async move { state.sessions.follow_changes(direct).await }
        });
        if state.mailer.enabled() {
            tokio::spawn(state.mailer.clone().run(database.pool.clone(), Duration::from_secs(2)));
        } else {
            tracing::info!("SMTP_URL is not set: mail is kept in the outbox (and its links logged)");
        }
        let listener = TcpListener::bind(config.listen);
        let port = config.listen.port();
        println!("\nCanopy is running:\n  platform  http://localhost:{port}\n  Summit    http://{}.localhost:{port}\n  back office http://localhost:{port}/admin   API docs http://localhost:{port}/api/docs", seed::DEMO_SLUG);
        if with_seed {
            println!("{}", seed::logins_banner(port));
        }
        let background = state.background.clone();
        let stopping = state.clone();
        let served = Server::new(listener)
            .run_with_graceful_shutdown(
                app::build(state),
                async move {
                    shutdown_signal().await;
                    stopping.readiness.begin_shutdown();
                    tracing::info!("shutdown asked: not ready any more, finishing the requests in flight");
                },
                Some(Duration::from_secs(10)),
            )
            .await
            .context("the HTTP server stopped with an error");
        // Email links asked for just before the stop are still written.
        if tokio::time::timeout(Duration::from_secs(10), background.idle()).await.is_err() {
            tracing::warn!("background work still running at shutdown");
        }
        jobs.stop(Duration::from_secs(20)).await;
        served
    }
    .await;
    tracing::info!("shutting down");
    database.close().await;
    result
}

async fn shutdown_signal() {
    let ctrl_c = tokio::signal::ctrl_c();
    let mut term = tokio::signal::unix::signal(tokio::signal::unix::SignalKind::terminate())
        .expect("SIGTERM handler");
    tokio::select! {
        _ = ctrl_c => {},
        _ = term.recv() => {},
    }
}
