/** How a discrepancy reads in the table and in its drawer. */
import { codeLabel, DEMOGRAPHIC_FIELD_LABELS, LINE_LABELS, type DiscrepancyStatus } from '../ui/vocab';
import type { Discrepancy } from './queries';

export const STATUS_COLORS: Record<DiscrepancyStatus, 'warning' | 'success' | 'default'> = { open: 'warning', resolved: 'success', dismissed: 'default' };

/** What a discrepancy is about: the detail for a demographic mismatch, else the line of coverage. */
export function subjectOf(d: Discrepancy): string {
  if (d.field) return codeLabel(DEMOGRAPHIC_FIELD_LABELS, d.field);
  if (d.line) return codeLabel(LINE_LABELS, d.line);
  return '—';
}
