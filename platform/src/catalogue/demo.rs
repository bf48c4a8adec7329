//! The demo catalogue: five fictional carriers with 80 medical plans across every metal level
//! and network type (HSA plans among them), dental and vision plans, rated in the rating areas of
//! Colorado, Utah and New Mexico from the federal default age curve for this plan year and the next.

use chrono::{Datelike, NaiveDate};
use rust_decimal::Decimal;
use rust_decimal_macros::dec;
use sqlx::PgPool;

use crate::rating::premium::{CompositeRates, MemberRates, PlanRates, RateTable};

struct Carrier {
    name: &'static str,
    /// How plan names start.
    short: &'static str,
    issuer: &'static str,
    min_contribution_pct: Decimal,
    basis: &'static str,
    min_participation_pct: Decimal,
    mid_month_billing: &'static str,
    color: &'static str,
    /// How this carrier's prices sit against the market.
    price: Decimal,
    network: &'static str,
}

const CARRIERS: [Carrier; 5] = [
    Carrier {
        name: "Rocky Mountain Health",
        short: "Rocky Mountain",
        issuer: "71234",
        min_contribution_pct: dec!(50),
        basis: "employee_only",
        min_participation_pct: dec!(70),
        mid_month_billing: "full_month",
        color: "#1565c0",
        price: dec!(1.00),
        network: "Summit Select",
    },
    Carrier {
        name: "Front Range Mutual",
        short: "Front Range",
        issuer: "82345",
        min_contribution_pct: dec!(50),
        basis: "employee_only",
        min_participation_pct: dec!(75),
        mid_month_billing: "prorated",
        color: "#2e7d32",
        price: dec!(0.97),
        network: "Front Range Choice",
    },
    Carrier {
        name: "Summit Health Plans",
        short: "Summit",
        issuer: "93456",
        min_contribution_pct: dec!(50),
        basis: "total",
        min_participation_pct: dec!(70),
        mid_month_billing: "full_month",
        color: "#6a1b9a",
        price: dec!(1.05),
        network: "Summit Open Access",
    },
    Carrier {
        name: "Pioneer Benefit Life",
        short: "Pioneer",
        issuer: "64567",
        min_contribution_pct: dec!(75),
        basis: "employee_only",
        min_participation_pct: dec!(70),
        mid_month_billing: "full_month",
        color: "#ef6c00",
        price: dec!(0.94),
        network: "Pioneer Connect",
    },
    Carrier {
        name: "Clearview Vision & Dental",
        short: "Clearview",
        issuer: "55678",
        min_contribution_pct: dec!(0),
        basis: "employee_only",
        min_participation_pct: dec!(25),
        mid_month_billing: "prorated",
        color: "#00838f",
        price: dec!(1.00),
        network: "Clearview",
    },
];

struct MedicalDesign {
    metal: &'static str,
    network: &'static str,
    hsa: bool,
    deductible: i32,
    oop: i32,
    coinsurance: i32,
    pcp: Option<i32>,
    specialist: Option<i32>,
    er: Option<i32>,
    urgent: Option<i32>,
    rx: Option<i32>,
    base: Decimal,
}

/// Eight designs each medical carrier sells (copays absent where the deductible applies first).
const MEDICAL: [MedicalDesign; 8] = [
    MedicalDesign {
        metal: "bronze",
        network: "HMO",
        hsa: true,
        deductible: 7000,
        oop: 7500,
        coinsurance: 0,
        pcp: None,
        specialist: None,
        er: None,
        urgent: None,
        rx: None,
        base: dec!(318.40),
    },
    MedicalDesign {
        metal: "bronze",
        network: "EPO",
        hsa: false,
        deductible: 8500,
        oop: 9200,
        coinsurance: 40,
        pcp: Some(60),
        specialist: Some(120),
        er: None,
        urgent: Some(100),
        rx: Some(25),
        base: dec!(331.10),
    },
    MedicalDesign {
        metal: "silver",
        network: "HMO",
        hsa: true,
        deductible: 3500,
        oop: 7000,
        coinsurance: 20,
        pcp: None,
        specialist: None,
        er: None,
        urgent: None,
        rx: None,
        base: dec!(402.75),
    },
    MedicalDesign {
        metal: "silver",
        network: "POS",
        hsa: false,
        deductible: 4000,
        oop: 8700,
        coinsurance: 30,
        pcp: Some(40),
        specialist: Some(80),
        er: Some(500),
        urgent: Some(75),
        rx: Some(15),
        base: dec!(428.90),
    },
    MedicalDesign {
        metal: "gold",
        network: "PPO",
        hsa: false,
        deductible: 1500,
        oop: 6500,
        coinsurance: 20,
        pcp: Some(25),
        specialist: Some(50),
        er: Some(400),
        urgent: Some(50),
        rx: Some(10),
        base: dec!(516.30),
    },
    MedicalDesign {
        metal: "gold",
        network: "HMO",
        hsa: false,
        deductible: 1000,
        oop: 5500,
        coinsurance: 20,
        pcp: Some(20),
        specialist: Some(45),
        er: Some(350),
        urgent: Some(40),
        rx: Some(10),
        base: dec!(489.60),
    },
    MedicalDesign {
        metal: "platinum",
        network: "PPO",
        hsa: false,
        deductible: 250,
        oop: 3000,
        coinsurance: 10,
        pcp: Some(15),
        specialist: Some(30),
        er: Some(250),
        urgent: Some(30),
        rx: Some(5),
        base: dec!(608.20),
    },
    MedicalDesign {
        metal: "platinum",
        network: "EPO",
        hsa: false,
        deductible: 500,
        oop: 3500,
        coinsurance: 10,
        pcp: Some(15),
        specialist: Some(35),
        er: Some(300),
        urgent: Some(35),
        rx: Some(5),
        base: dec!(579.45),
    },
];

/// Rating areas as price factors: Colorado's nine (Boulder to the Western Slope), Utah's six and
/// New Mexico's five.
const AREA_FACTORS: [(&str, Decimal); 20] = [
    ("CO-01", dec!(1.0000)),
    ("CO-02", dec!(1.0320)),
    ("CO-03", dec!(0.9810)),
    ("CO-04", dec!(1.0455)),
    ("CO-05", dec!(1.1120)),
    ("CO-06", dec!(1.0880)),
    ("CO-07", dec!(1.0240)),
    ("CO-08", dec!(1.2150)),
    ("CO-09", dec!(1.2940)),
    ("UT-01", dec!(0.9420)),
    ("UT-02", dec!(0.9610)),
    ("UT-03", dec!(1.0000)),
    ("UT-04", dec!(0.9730)),
    ("UT-05", dec!(1.0310)),
    ("UT-06", dec!(1.0840)),
    ("NM-01", dec!(1.0000)),
    ("NM-02", dec!(0.9720)),
    ("NM-03", dec!(1.0510)),
    ("NM-04", dec!(0.9930)),
    ("NM-05", dec!(1.0790)),
];

/// Where each carrier sells, and how its prices there sit against Colorado's.
const STATES: [(&str, &[usize], Decimal); 3] = [
    ("CO", &[0, 1, 2, 3, 4], dec!(1.00)),
    ("UT", &[0, 2, 4], dec!(0.92)),
    ("NM", &[1, 3, 4], dec!(0.95)),
];

/// Premium trend from one plan year to the next.
const TREND: Decimal = dec!(1.068);

fn network_factor(network: &str) -> Decimal {
    match network {
        "HMO" => dec!(0.93),
        "EPO" => dec!(0.97),
        "POS" => dec!(1.02),
        _ => dec!(1.07),
    }
}

pub struct DemoPlan {
    pub id: String,
    pub state: &'static str,
    pub carrier: usize,
    pub name: String,
    pub line: &'static str,
    pub metal: Option<&'static str>,
    pub network: &'static str,
    pub network_name: String,
    pub hsa: bool,
    pub deductible: (i32, i32),
    pub oop: (i32, i32),
    pub coinsurance: i32,
    pub copays: [Option<i32>; 5],
    /// Rate of a 21-year-old in rating area 1 this plan year.
    pub base: Decimal,
    /// Per-tier rates of dental and vision plans (composite-rated) in rating area 1.
    pub composite: Option<CompositeRates>,
}

fn title(s: &str) -> String {
    let mut c = s.chars();
    c.next()
        .map(|f| f.to_uppercase().chain(c).collect())
        .unwrap_or_default()
}

pub fn plans() -> Vec<DemoPlan> {
    let mut plans = Vec::new();
    for (state, carriers, state_price) in STATES {
        for (ci, carrier) in CARRIERS
            .iter()
            .enumerate()
            .take(4)
            .filter(|(ci, _)| carriers.contains(ci))
        {
            for (pi, d) in MEDICAL.iter().enumerate() {
                let deductible_label = if d.deductible >= 1000 {
                    format!(
                        "{}K",
                        (Decimal::from(d.deductible) / dec!(1000)).normalize()
                    )
                } else {
                    d.deductible.to_string()
                };
                plans.push(DemoPlan {
                    id: format!("{}{state}{:03}{:04}", carrier.issuer, 1, pi + 1),
                    state,
                    carrier: ci,
                    name: format!(
                        "{} {} {} {}{}",
                        carrier.short,
                        title(d.metal),
                        d.network,
                        deductible_label,
                        if d.hsa { " HSA" } else { "" }
                    ),
                    line: "medical",
                    metal: Some(d.metal),
                    network: d.network,
                    network_name: carrier.network.to_string(),
                    hsa: d.hsa,
                    deductible: (d.deductible, d.deductible * 2),
                    oop: (d.oop, d.oop * 2),
                    coinsurance: d.coinsurance,
                    copays: [d.pcp, d.specialist, d.er, d.urgent, d.rx],
                    base: crate::rating::cents(
                        d.base * carrier.price * network_factor(d.network) * state_price,
                    ),
                    composite: None,
                });
            }
        }
        let ancillary = [
            (
                1usize,
                "dental",
                "DPPO",
                "High",
                50,
                1500,
                dec!(48.20),
                dec!(96.10),
                dec!(104.30),
                dec!(151.80),
            ),
            (
                1,
                "dental",
                "DHMO",
                "Essential",
                0,
                1000,
                dec!(21.40),
                dec!(40.90),
                dec!(44.60),
                dec!(66.20),
            ),
            (
                3,
                "dental",
                "DPPO",
                "Standard",
                50,
                1000,
                dec!(39.75),
                dec!(79.20),
                dec!(86.00),
                dec!(124.90),
            ),
            (
                4,
                "dental",
                "DPPO",
                "Plus",
                25,
                2000,
                dec!(52.30),
                dec!(103.80),
                dec!(112.40),
                dec!(164.10),
            ),
            (
                4,
                "vision",
                "PPO",
                "Vision 12/12/24",
                10,
                0,
                dec!(7.85),
                dec!(15.40),
                dec!(16.10),
                dec!(23.60),
            ),
            (
                4,
                "vision",
                "PPO",
                "Vision 12/12/12 Plus",
                10,
                0,
                dec!(11.20),
                dec!(21.90),
                dec!(22.80),
                dec!(33.40),
            ),
            (
                3,
                "vision",
                "PPO",
                "Vision Basic",
                15,
                0,
                dec!(6.40),
                dec!(12.60),
                dec!(13.30),
                dec!(19.50),
            ),
        ];
        for (i, (ci, line, network, label, deductible, annual_max, ee, es, ec, ef)) in ancillary
            .into_iter()
            .enumerate()
            .filter(|(_, a)| carriers.contains(&a.0))
        {
            let carrier = &CARRIERS[ci];
            plans.push(DemoPlan {
                id: format!(
                    "{}{state}{:03}{:04}",
                    carrier.issuer,
                    if line == "dental" { 2 } else { 3 },
                    i + 1
                ),
                state,
                carrier: ci,
                name: format!("{} {label}", carrier.short),
                line,
                metal: None,
                network,
                network_name: carrier.network.to_string(),
                hsa: false,
                deductible: (deductible, deductible * 3),
                oop: (annual_max, annual_max),
                coinsurance: if line == "dental" { 20 } else { 0 },
                copays: [None, None, None, None, None],
                base: ee,
                composite: Some(CompositeRates { ee, es, ec, ef }),
            });
        }
    }
    plans
}

/// The plan's rate table in an area for a plan year `years_on` years after this one (negative:
/// before it), each year a year of trend.
pub fn rate_table(plan: &DemoPlan, area_factor: Decimal, years_on: i32) -> RateTable {
    let trend = (0..years_on.unsigned_abs()).fold(Decimal::ONE, |t, _| t * TREND);
    let trend = if years_on < 0 {
        Decimal::ONE / trend
    } else {
        trend
    };
    let scale = |v: Decimal| crate::rating::cents(v * area_factor * trend);
    let composite = plan.composite.map(|c| CompositeRates {
        ee: scale(c.ee),
        es: scale(c.es),
        ec: scale(c.ec),
        ef: scale(c.ef),
    });
    let formula = PlanRates {
        base_rate: plan.base * trend,
        area_factor,
        tobacco_factor: if plan.line == "medical" {
            dec!(1.15)
        } else {
            Decimal::ONE
        },
        composite,
    };
    RateTable::from_formula(&formula)
}

/// Installs the demo catalogue unless a catalogue is there already. Rates cover the calendar
/// year before this one (the plan year an active group is in may have started then), this one
/// and the next.
pub async fn install(pool: &PgPool, today: NaiveDate) -> Result<bool, sqlx::Error> {
    let mut tx = pool.begin().await?;
    sqlx::query("LOCK TABLE public.carriers IN EXCLUSIVE MODE")
        .execute(&mut *tx)
        .await?;
    let existing: i64 = sqlx::query_scalar("SELECT count(*) FROM public.carriers")
        .fetch_one(&mut *tx)
        .await?;
    if existing > 0 {
        return Ok(false);
    }
    let mut carrier_ids = Vec::new();
    for c in &CARRIERS {
        let id: uuid::Uuid = sqlx::query_scalar(
            "INSERT INTO public.carriers (name, hios_issuer_id, min_contribution_pct, min_contribution_basis, min_participation_pct, color, mid_month_billing)
             VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING id",
        )
        .bind(c.name)
        .bind(c.issuer)
        .bind(c.min_contribution_pct)
        .bind(c.basis)
        .bind(c.min_participation_pct)
        .bind(c.color)
        .bind(c.mid_month_billing)
        .fetch_one(&mut *tx)
        .await?;
        carrier_ids.push(id);
    }
    let plans = plans();
    for p in &plans {
        sqlx::query(
            "INSERT INTO public.plans (id, carrier_id, name, line, metal_level, network_type, network_name, hsa_eligible, state,
                deductible_individual, deductible_family, deductible_oon_individual, deductible_oon_family, oop_max_individual, oop_max_family,
                coinsurance_pct, copay_pcp, copay_specialist, copay_er, copay_urgent_care, copay_generic_rx, sbc_url)
             VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $22, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21)",
        )
        .bind(&p.id)
        .bind(carrier_ids[p.carrier])
        .bind(&p.name)
        .bind(p.line)
        .bind(p.metal)
        .bind(p.network)
        .bind(&p.network_name)
        .bind(p.hsa)
        .bind(p.deductible.0)
        .bind(p.deductible.1)
        .bind((p.network == "PPO" || p.network == "POS").then_some(p.deductible.0 * 2))
        .bind((p.network == "PPO" || p.network == "POS").then_some(p.deductible.1 * 2))
        .bind(p.oop.0)
        .bind(p.oop.1)
        .bind(p.coinsurance)
        .bind(p.copays[0])
        .bind(p.copays[1])
        .bind(p.copays[2])
        .bind(p.copays[3])
        .bind(p.copays[4])
        .bind(format!("https://sbc.example/{}/{}.pdf", CARRIERS[p.carrier].issuer, p.id))
        .bind(p.state)
        .execute(&mut *tx)
        .await?;
    }
    let mut rates = String::with_capacity(plans.len() * AREA_FACTORS.len() * 51 * 3 * 60);
    let mut composites = String::new();
    for years_on in [-1, 0, 1] {
        let year = today.year() + years_on;
        let from = NaiveDate::from_ymd_opt(year, 1, 1).expect("a date");
        let to = NaiveDate::from_ymd_opt(year, 12, 31).expect("a date");
        for p in &plans {
            for (area, factor) in AREA_FACTORS
                .iter()
                .copied()
                .filter(|(area, _)| area.starts_with(p.state))
            {
                let table = rate_table(p, factor, years_on);
                for age in super::puf::bands() {
                    let tobacco = table.tobacco_by_age[age as usize]
                        .map(|t| t.to_string())
                        .unwrap_or_default();
                    rates.push_str(&format!(
                        "{},{area},{from},{to},{age},{},{tobacco}\n",
                        p.id,
                        table.monthly(age, false)
                    ));
                }
                if let Some(c) = table.composite {
                    composites.push_str(&format!(
                        "{},{area},{from},{to},{},{},{},{}\n",
                        p.id, c.ee, c.es, c.ec, c.ef
                    ));
                }
            }
        }
    }
    let mut copy = tx
        .copy_in_raw("COPY public.plan_rates (plan_id, rating_area, effective_from, effective_to, age, individual_rate, tobacco_rate) FROM STDIN WITH (FORMAT csv)")
        .await?;
    copy.send(rates.into_bytes()).await?;
    copy.finish().await?;
    let mut copy = tx.copy_in_raw("COPY public.plan_composite_rates (plan_id, rating_area, effective_from, effective_to, ee, es, ec, ef) FROM STDIN WITH (FORMAT csv)").await?;
    copy.send(composites.into_bytes()).await?;
    copy.finish().await?;
    tx.commit().await?;
    Ok(true)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_catalogue_is_broad_enough() {
        let plans = plans();
        let medical: Vec<&DemoPlan> = plans.iter().filter(|p| p.line == "medical").collect();
        assert!(medical.len() >= 30);
        for metal in ["bronze", "silver", "gold", "platinum"] {
            assert!(medical.iter().any(|p| p.metal == Some(metal)));
        }
        for network in ["HMO", "PPO", "EPO", "POS"] {
            assert!(medical.iter().any(|p| p.network == network));
        }
        assert!(medical.iter().any(|p| p.hsa));
        assert!(
            plans.iter().any(|p| p.line == "dental") && plans.iter().any(|p| p.line == "vision")
        );
        let ids: std::collections::HashSet<&str> = plans.iter().map(|p| p.id.as_str()).collect();
        assert_eq!(ids.len(), plans.len());
        assert!(plans
            .iter()
            .all(|p| p.id.len() == 14 && p.id[5..7] == *p.state));
        assert!(
            plans.iter().any(|p| p.state == "UT" && p.line == "medical")
                && plans.iter().any(|p| p.state == "UT" && p.line == "dental")
        );
    }

    #[test]
    fn demo_rates_follow_the_federal_curve() {
        let plan = &plans()[0];
        // Rocky Mountain bronze HMO HSA: 318.40 × 1.00 × 0.93 = 296.11 at 21 in area 1
        assert_eq!(plan.base, dec!(296.11));
        let table = rate_table(plan, dec!(1.0), 0);
        assert_eq!(table.monthly(21, false), dec!(296.11));
        // 40: 296.11 × 1.278 = 378.428… → 378.43 ; tobacco × 1.15 = 435.19
        assert_eq!(table.monthly(40, false), dec!(378.43));
        assert_eq!(table.monthly(40, true), dec!(435.19));
        // next year, area 3: 296.11 × 1.068 × 0.981 × 1.000 = 310.24…
        assert_eq!(
            rate_table(plan, dec!(0.9810), 1).monthly(22, false),
            dec!(310.24)
        );
        // the year before, area 1: 296.11 / 1.068 = 277.256… → 277.26
        assert_eq!(
            rate_table(plan, dec!(1.0), -1).monthly(21, false),
            dec!(277.26)
        );
    }
}
