/** The market analysis as a CSV file, a row per plan. */
import { toCsv } from './format';
import type { MarketPlan } from './queries';

/** The file states amounts in dollars, as spreadsheets read them. */
const dollars = (cents: number) => cents / 100;
const someDollars = (cents: number | null | undefined) => (cents === null || cents === undefined ? undefined : dollars(cents));

export function marketCsv(rows: MarketPlan[]): string {
  const head = ['Plan', 'Plan ID', 'Carrier', 'Line', 'Metal', 'Network', 'HSA', 'Monthly premium', 'Annual premium', 'Employer monthly', 'Employee monthly', 'Deductible', 'Deductible family', 'OOP max', 'OOP max family', 'PCP copay', 'Specialist copay', 'ER copay', 'Urgent care copay', 'Generic Rx copay', 'Change vs current', 'Change vs current %', 'Quote', 'Effective date'];
  const body = rows.map((p) => [
    p.plan.name,
    p.plan.id,
    p.plan.carrier_name,
    p.plan.line,
    p.plan.metal_level ?? '',
    p.plan.network_type,
    p.plan.hsa_eligible ? 'yes' : 'no',
    dollars(p.monthly_premium_cents),
    dollars(p.annual_premium_cents),
    dollars(p.employer_monthly_cents),
    dollars(p.employee_monthly_cents),
    dollars(p.plan.deductible_individual_cents),
    dollars(p.plan.deductible_family_cents),
    dollars(p.plan.oop_max_individual_cents),
    dollars(p.plan.oop_max_family_cents),
    someDollars(p.plan.copay_pcp_cents),
    someDollars(p.plan.copay_specialist_cents),
    someDollars(p.plan.copay_er_cents),
    someDollars(p.plan.copay_urgent_care_cents),
    someDollars(p.plan.copay_generic_rx_cents),
    p.change_vs_current_cents === undefined ? undefined : dollars(p.change_vs_current_cents),
    p.change_pct,
    p.quote_name,
    p.effective_date,
  ]);
  return toCsv([head, ...body]);
}
