//! The demo data `make run` shows a newcomer: Summit Benefits Group and its people.
//! Deterministic: the same records every time; running it again changes nothing.

use sqlx::PgPool;
use tenants::TenantTx;

use crate::audit::{self, Actor, Entry};
use crate::auth::password;

pub const DEMO_PASSWORD: &str = "summit-demo-2026";
pub const DEMO_SLUG: &str = "summit";

pub struct DemoUser {
    pub email: &'static str,
    pub name: &'static str,
    /// `None` for the platform operator.
    pub role: Option<&'static str>,
}

pub const OPERATOR: DemoUser = DemoUser {
    email: "operator@canopy.example",
    name: "Olivia Operator",
    role: None,
};

pub const SUMMIT_USERS: &[DemoUser] = &[
    DemoUser {
        email: "dana@summit.example",
        name: "Dana Whitfield",
        role: Some("owner"),
    },
    DemoUser {
        email: "grace@summit.example",
        name: "Grace Kim",
        role: Some("admin"),
    },
    DemoUser {
        email: "marcus@summit.example",
        name: "Marcus Reyes",
        role: Some("broker"),
    },
    DemoUser {
        email: "priya@summit.example",
        name: "Priya Natarajan",
        role: Some("broker"),
    },
    DemoUser {
        email: "hannah@brightpath.example",
        name: "Hannah Cole",
        role: Some("employer_admin"),
    },
    DemoUser {
        email: "teresa@mesaverde.example",
        name: "Teresa Alvarez",
        role: Some("employer_admin"),
    },
    DemoUser {
        email: "ruth@riverbend.example",
        name: "Ruth Okafor",
        role: Some("employer_admin"),
    },
    DemoUser {
        email: "leo@brightpath.example",
        name: "Leo Martins",
        role: Some("employee"),
    },
];

const SUMMIT_LOGO: &str = "data:image/svg+xml;utf8,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 64 64'%3E%3Crect width='64' height='64' rx='14' fill='%230b4f6c'/%3E%3Cpath d='M8 50 L26 20 L34 33 L41 24 L56 50 Z' fill='%23ffffff'/%3E%3Cpath d='M26 20 L31 28 L27 27 L23 30 Z' fill='%23e4572e'/%3E%3C/svg%3E";

/// Seeds the demo agency when it is missing. Returns whether anything was created.
pub async fn seed(pool: &PgPool) -> anyhow::Result<bool> {
    crate::catalogue::demo::install(pool, chrono::Utc::now().date_naive()).await?;
    let mut tx = pool.begin().await?;
    // Two seeders at once: the second waits, then finds the agency.
    sqlx::query("SELECT pg_advisory_xact_lock(hashtext('canopy.seed'))")
        .execute(&mut *tx)
        .await?;
    if tenants::registry::find_by_slug(&mut *tx, DEMO_SLUG)
        .await?
        .is_some()
    {
        return Ok(false);
    }
    let hash = tokio::task::spawn_blocking(|| password::hash(DEMO_PASSWORD)).await?;

    sqlx::query(
        "INSERT INTO users (email, name, password_hash, email_verified_at, is_platform_operator)
         VALUES ($1, $2, $3, now(), true) ON CONFLICT DO NOTHING",
    )
    .bind(OPERATOR.email)
    .bind(OPERATOR.name)
    .bind(&hash)
    .execute(&mut *tx)
    .await?;

    let agency =
        tenants::registry::provision_in_tx(&mut tx, DEMO_SLUG, "Summit Benefits Group").await?;
    sqlx::query(
        "UPDATE agency_brands SET primary_color = '#0b4f6c', secondary_color = '#e4572e', font_family = 'Lato',
            welcome_text = $2, logo_url = $3, support_email = 'help@summit.example', support_phone = '(303) 555-0142',
            email_sender_name = 'Summit Benefits Group'
         WHERE agency_id = $1",
    )
    .bind(agency.id)
    .bind(
        "Welcome to Summit Benefits Group. Brokers, HR teams and employees: sign in to see your benefits, \
         from the first quote to enrollment and renewal.",
    )
    .bind(SUMMIT_LOGO)
    .execute(&mut *tx)
    .await?;
    // Summit is a paying customer, on Growth monthly, with the last two months' invoices paid.
    sqlx::query(
        "INSERT INTO subscriptions (agency_id, plan, status, billing_interval, current_period_end)
         VALUES ($1, 'growth', 'active', 'month', date_trunc('month', now()) + interval '1 month')",
    )
    .bind(agency.id)
    .execute(&mut *tx)
    .await?;
    sqlx::query(
        "INSERT INTO billing_invoices (id, agency_id, number, status, currency, amount_due_cents,
                amount_paid_cents, period_start, period_end, created)
         SELECT 'in_demo_summit_' || n, $1, 'SUMMIT-' || lpad((n + 1)::text, 4, '0'), 'paid', 'usd', 49900, 49900,
                date_trunc('month', now()) - make_interval(months => 2 - n),
                date_trunc('month', now()) - make_interval(months => 1 - n),
                date_trunc('month', now()) - make_interval(months => 2 - n)
         FROM generate_series(0, 1) AS n",
    )
    .bind(agency.id)
    .execute(&mut *tx)
    .await?;

    for user in SUMMIT_USERS {
        let user_id: uuid::Uuid = sqlx::query_scalar(
            "INSERT INTO users (email, name, password_hash, email_verified_at) VALUES ($1, $2, $3, now())
             ON CONFLICT (lower(email)) DO UPDATE SET name = EXCLUDED.name RETURNING id",
        )
        .bind(user.email)
        .bind(user.name)
        .bind(&hash)
        .fetch_one(&mut *tx)
        .await?;
        sqlx::query("INSERT INTO memberships (user_id, agency_id, role) VALUES ($1, $2, $3)")
            .bind(user_id)
            .bind(agency.id)
            .bind(user.role)
            .execute(&mut *tx)
            .await?;
    }
    // The demo agency tries every preview feature, switched on by its owner.
    sqlx::query(
        "INSERT INTO agency_previews (agency_id, feature, enabled_by)
         SELECT $1, feature, (SELECT id FROM users WHERE lower(email) = lower($3))
           FROM unnest($2::text[]) AS feature",
    )
    .bind(agency.id)
    .bind(
        crate::vocabulary::PreviewFeature::ALL
            .iter()
            .map(|f| f.as_str())
            .collect::<Vec<_>>(),
    )
    .bind(SUMMIT_USERS[0].email)
    .execute(&mut *tx)
    .await?;
    let mut tx = TenantTx::enter(tx, &agency).await?;
    audit::record_as(
        &mut tx,
        Actor::SYSTEM,
        None,
        Entry {
            entity_id: Some(agency.id.to_string()),
            ..Entry::new(
                "create",
                "agency",
                format!("Agency created with {} people", SUMMIT_USERS.len()),
            )
        },
    )
    .await?;
    tx.commit().await?;
    Ok(true)
}

/// The logins to print after `make run`.
pub fn logins_banner(port: u16) -> String {
    let mut out = format!(
        "\nDemo logins (password for all: {DEMO_PASSWORD})\n  platform  http://localhost:{port}/auth/signin\n    {:<28} platform operator\n  Summit    http://{DEMO_SLUG}.localhost:{port}/auth/signin\n",
        OPERATOR.email
    );
    for user in SUMMIT_USERS {
        out.push_str(&format!(
            "    {:<28} {} ({})\n",
            user.email,
            user.name,
            user.role.unwrap_or_default()
        ));
    }
    out
}

/// The demo agency's book of business (groups, rosters, census history), when it has none yet.
pub async fn seed_book(state: &crate::state::AppState) -> anyhow::Result<bool> {
    let pool = &state.pool;
    let Some(agency) = tenants::registry::find_by_slug(pool, DEMO_SLUG).await? else {
        return Ok(false);
    };
    let mut tx = tenants::TenantTx::begin(pool, &agency).await?;
    let groups: i64 = sqlx::query_scalar("SELECT count(*) FROM groups")
        .fetch_one(tx.conn())
        .await?;
    tx.commit().await?;
    if groups > 0 {
        return Ok(false);
    }
    let user = |email: &'static str| async move {
        sqlx::query_as::<_, (uuid::Uuid, String)>("SELECT id, name FROM users WHERE email = $1")
            .bind(email)
            .fetch_one(pool)
            .await
    };
    let (owner_id, owner_name) = user("dana@summit.example").await?;
    let (marcus, _) = user("marcus@summit.example").await?;
    let (priya, _) = user("priya@summit.example").await?;
    let owner = crate::auth::Principal {
        session_id: uuid::Uuid::nil(),
        user_id: owner_id,
        email: "dana@summit.example".into(),
        name: owner_name,
        email_verified: true,
        role: "owner".into(),
        agency: Some(agency.clone()),
        membership_id: None,
        group_id: None,
        employee_id: None,
    };
    crate::demo::book::seed_book(state, &agency, &owner, &[marcus, priya])
        .await
        .map_err(|e| anyhow::anyhow!("seeding the demo book: {e}"))?;

    // The demo employer admin runs Brightpath's HR; the demo employee works there.
    let mut tx = tenants::TenantTx::begin(pool, &agency).await?;
    let group_id: uuid::Uuid = sqlx::query_scalar("SELECT id FROM groups WHERE name = $1")
        .bind(crate::demo::book::HR_GROUP)
        .fetch_one(tx.conn())
        .await?;
    let employee_id: uuid::Uuid = sqlx::query_scalar(
        "INSERT INTO employees (group_id, external_id, first_name, last_name, dob, gender, email, zip, hire_date, employment_type, hours_per_week,
            salary_cents, medical_tier, dental_tier, vision_tier, employee_class)
         VALUES ($1, 'E00999', 'Leo', 'Martins', '1990-05-14', 'male', 'leo@brightpath.example', '80206', '2021-03-01', 'full_time', 40,
            6800000, 'EE', 'EE', 'W', 'Full-time') RETURNING id",
    )
    .bind(group_id)
    .fetch_one(tx.conn())
    .await?;
    tx.commit().await?;
    sqlx::query("UPDATE memberships SET group_id = $1 WHERE agency_id = $2 AND user_id = (SELECT id FROM users WHERE email = 'hannah@brightpath.example')")
        .bind(group_id)
        .bind(agency.id)
        .execute(pool)
        .await?;
    sqlx::query("UPDATE memberships SET group_id = $1, employee_id = $2 WHERE agency_id = $3 AND user_id = (SELECT id FROM users WHERE email = 'leo@brightpath.example')")
        .bind(group_id)
        .bind(employee_id)
        .bind(agency.id)
        .execute(pool)
        .await?;
    let (hannah, _) = user("hannah@brightpath.example").await?;
    crate::demo::quotes::seed_quotes(state, &agency, &owner, hannah)
        .await
        .map_err(|e| anyhow::anyhow!("seeding the demo quotes: {e}"))?;
    crate::demo::enrollment::seed_enrollments(state, &agency, owner.user_id, employee_id)
        .await
        .map_err(|e| anyhow::anyhow!("seeding the demo enrollments: {e}"))?;
    crate::demo::implementation::seed_implementations(
        state,
        &agency,
        &owner,
        crate::demo::book::HR_GROUP,
    )
    .await
    .map_err(|e| anyhow::anyhow!("seeding the demo implementations: {e}"))?;
    crate::demo::statements::seed_statement(state, &agency, &owner, crate::demo::book::HR_GROUP)
        .await
        .map_err(|e| anyhow::anyhow!("seeding the demo premium statement: {e}"))?;
    seed_client_in_force(state, &agency, &owner, crate::demo::book::IN_FORCE_GROUP)
        .await
        .map_err(|e| anyhow::anyhow!("seeding the demo client in force: {e}"))?;
    crate::demo::quotes::seed_in_force(state, &agency, &owner, crate::demo::book::RENEWING_GROUP)
        .await
        .map_err(|e| anyhow::anyhow!("seeding the demo client renewing: {e}"))?;
    crate::demo::enrollment::seed_past_enrollment(
        state,
        &agency,
        crate::demo::book::RENEWING_GROUP,
    )
    .await
    .map_err(|e| anyhow::anyhow!("seeding the demo client renewing: {e}"))?;
    // The clients renewing have their own HR admins, who answer their renewals.
    hr_admin_of(
        state,
        &agency,
        crate::demo::book::IN_FORCE_GROUP,
        "teresa@mesaverde.example",
    )
    .await?;
    let (renewing, ruth) = hr_admin_of(
        state,
        &agency,
        crate::demo::book::RENEWING_GROUP,
        "ruth@riverbend.example",
    )
    .await?;
    crate::demo::renewal::seed_renewals(state, &agency, &owner, crate::demo::book::IN_FORCE_GROUP)
        .await
        .map_err(|e| anyhow::anyhow!("seeding the demo renewals: {e}"))?;
    crate::demo::reenrollment::seed_reenrollment(state, &agency, &owner, &ruth, renewing)
        .await
        .map_err(|e| anyhow::anyhow!("seeding the demo re-enrollment: {e}"))?;
    crate::demo::previews::seed_previews(state, &owner)
        .await
        .map_err(|e| anyhow::anyhow!("seeding the demo previews: {e}"))?;
    crate::demo::help_articles::seed_help_articles(state, &owner)
        .await
        .map_err(|e| anyhow::anyhow!("seeding the demo help articles: {e}"))?;
    crate::demo::benefits::seed_benefits(state, &owner)
        .await
        .map_err(|e| anyhow::anyhow!("seeding the demo benefits catalogue: {e}"))?;
    crate::demo::resources::seed_resources(state, &agency, &owner, crate::demo::book::HR_GROUP)
        .await
        .map_err(|e| anyhow::anyhow!("seeding the demo resource library: {e}"))?;
    crate::demo::commission_rates::seed_commission_rates(state, &owner)
        .await
        .map_err(|e| anyhow::anyhow!("seeding the demo commission rates: {e}"))?;
    Ok(true)
}

/// Makes the demo user `email` the HR admin of `group`: the group's id, and the admin to act as.
async fn hr_admin_of(
    state: &crate::state::AppState,
    agency: &tenants::Agency,
    group: &str,
    email: &str,
) -> anyhow::Result<(uuid::Uuid, crate::auth::Principal)> {
    let mut tx = tenants::TenantTx::begin(&state.pool, agency).await?;
    let group_id: uuid::Uuid = sqlx::query_scalar("SELECT id FROM groups WHERE name = $1")
        .bind(group)
        .fetch_one(tx.conn())
        .await?;
    tx.commit().await?;
    let (user_id, name): (uuid::Uuid, String) = sqlx::query_as(
        "UPDATE memberships m SET group_id = $1 FROM users u
          WHERE m.agency_id = $2 AND m.user_id = u.id AND u.email = $3 RETURNING u.id, u.name",
    )
    .bind(group_id)
    .bind(agency.id)
    .bind(email)
    .fetch_one(&state.pool)
    .await?;
    let admin = crate::demo::employer_admin(agency, user_id, email.into(), name, group_id);
    Ok((group_id, admin))
}

/// An active client's plan year from its design to a clean reconciliation.
async fn seed_client_in_force(
    state: &crate::state::AppState,
    agency: &tenants::Agency,
    owner: &crate::auth::Principal,
    group: &str,
) -> Result<(), crate::error::AppError> {
    crate::demo::quotes::seed_in_force(state, agency, owner, group).await?;
    crate::demo::enrollment::seed_past_enrollment(state, agency, group).await?;
    crate::demo::implementation::seed_in_force(state, agency, owner, group).await
}

/// `count` more agencies (`bench-000` …), each with an owner and the demo book: the data set
/// of the read benchmark. Idempotent.
pub async fn seed_bench_agencies(
    state: &crate::state::AppState,
    count: usize,
) -> anyhow::Result<usize> {
    let hash = tokio::task::spawn_blocking(|| password::hash(DEMO_PASSWORD)).await?;
    let mut created = 0;
    for i in 0..count {
        let slug = format!("bench-{i:03}");
        if tenants::registry::find_by_slug(&state.pool, &slug)
            .await?
            .is_some()
        {
            continue;
        }
        let agency =
            tenants::registry::provision(&state.pool, &slug, &format!("Benchmark Agency {i:03}"))
                .await?;
        let email = format!("owner@{slug}.example");
        let user_id: uuid::Uuid = sqlx::query_scalar("INSERT INTO users (email, name, password_hash, email_verified_at) VALUES ($1, $2, $3, now()) RETURNING id")
            .bind(&email)
            .bind(format!("Owner {i:03}"))
            .bind(&hash)
            .fetch_one(&state.pool)
            .await?;
        sqlx::query("INSERT INTO memberships (user_id, agency_id, role) VALUES ($1, $2, 'owner')")
            .bind(user_id)
            .bind(agency.id)
            .execute(&state.pool)
            .await?;
        let owner = crate::auth::Principal {
            session_id: uuid::Uuid::nil(),
            user_id,
            email,
            name: format!("Owner {i:03}"),
            email_verified: true,
            role: "owner".into(),
            agency: Some(agency.clone()),
            membership_id: None,
            group_id: None,
            employee_id: None,
        };
        crate::demo::book::seed_book(state, &agency, &owner, &[user_id])
            .await
            .map_err(|e| anyhow::anyhow!("seeding {slug}: {e}"))?;
        created += 1;
        tracing::info!(agency = %slug, "benchmark agency seeded");
    }
    Ok(created)
}
