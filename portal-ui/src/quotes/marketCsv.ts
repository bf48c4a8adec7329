/** The market analysis as a CSV file, a row per plan. */
import { toCsv } from './format';
import type { MarketPlan } from './queries';

/** The file states amounts in dollars, as spreadsheets read them. */
const dollars = (cents: number) => cents / 100;

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
    p.plan.deductible_individual,
    p.plan.deductible_family,
    p.plan.oop_max_individual,
    p.plan.oop_max_family,
    p.plan.copay_pcp,
    p.plan.copay_specialist,
    p.plan.copay_er,
    p.plan.copay_urgent_care,
    p.plan.copay_generic_rx,
    p.change_vs_current_cents === undefined ? undefined : dollars(p.change_vs_current_cents),
    p.change_pct,
    p.quote_name,
    p.effective_date,
  ]);
  return toCsv([head, ...body]);
}
