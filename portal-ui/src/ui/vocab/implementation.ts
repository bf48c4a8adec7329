/** Carrier implementation: what each step of a checklist is about, and when it falls due. */
import type { ChecklistItemKind } from './codes';

export const CHECKLIST_ITEM_KIND_LABELS: Record<ChecklistItemKind, string> = {
  application: 'Carrier application',
  signed_forms: 'Signed employer forms',
  census: 'Enrollment census',
  binder_payment: 'Binder payment',
  group_number: 'Group number',
  id_cards: 'ID cards',
  payroll_deductions: 'Payroll deductions',
  edi_tested: 'EDI test file',
  edi_live: 'EDI feed live',
  other: 'Other',
};

/** When a template step falls due, counted from the coverage start: "45 days before coverage start". */
export function dueDaysText(days: number): string {
  if (days === 0) return 'on the coverage start';
  const n = Math.abs(days);
  return `${n} ${n === 1 ? 'day' : 'days'} ${days < 0 ? 'before' : 'after'} coverage start`;
}
