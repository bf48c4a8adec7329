/** The column mapper's state: which field each column feeds. Pure. */
import type { CensusColumn } from './types';

export type Mapping = Record<number, string | null>;

export function mappingFromColumns(columns: readonly CensusColumn[]): Mapping {
  return Object.fromEntries(columns.map((c) => [c.index, c.field ?? null]));
}

/** Fields chosen for more than one column. */
export function duplicateFields(mapping: Mapping): string[] {
  const seen = new Map<string, number>();
  for (const f of Object.values(mapping)) if (f) seen.set(f, (seen.get(f) ?? 0) + 1);
  return [...seen.entries()].filter(([, n]) => n > 1).map(([f]) => f);
}

/** Fields a census needs to be imported at all (a name and a date of birth). */
export function missingRequired(mapping: Mapping): string[] {
  const fields = new Set(Object.values(mapping).filter(Boolean) as string[]);
  const missing: string[] = [];
  if (!fields.has('dob')) missing.push('dob');
  if (!(fields.has('full_name') || (fields.has('first_name') && fields.has('last_name')))) missing.push('first_name');
  return missing;
}

/** The mapping as the API takes it: an ignored column has no field. */
export function mappingBody(mapping: Mapping): { index: number; field?: string }[] {
  return Object.entries(mapping)
    .map(([i, field]) => (field ? { index: Number(i), field } : { index: Number(i) }))
    .sort((a, b) => a.index - b.index);
}

/** Whether a column is mapped to a coverage tier: without one everyone counts as covered, nobody as waived. */
export function hasTier(mapping: Mapping): boolean {
  return Object.values(mapping).some((f) => f === 'medical_tier' || f === 'dental_tier' || f === 'vision_tier');
}

type LocatedIssue = { column?: number | null; header?: string | null; severity: string };

/** The column an issue is about: the one it names, else the one under the header it names. */
export function issueColumn(issue: LocatedIssue, headers: readonly string[] = []): number | undefined {
  if (issue.column !== undefined && issue.column !== null) return issue.column;
  if (!issue.header) return undefined;
  const at = headers.indexOf(issue.header);
  return at >= 0 ? at : undefined;
}

/** The cells of a row that have an issue: column index → the worst severity. */
export function cellSeverities(issues: readonly LocatedIssue[], headers: readonly string[] = []): Map<number, 'error' | 'warning'> {
  const out = new Map<number, 'error' | 'warning'>();
  for (const i of issues) {
    const column = issueColumn(i, headers);
    if (column === undefined) continue;
    if (i.severity === 'error' || !out.has(column)) out.set(column, i.severity === 'error' ? 'error' : 'warning');
  }
  return out;
}

/** What the count of employees without email means, or nothing when everyone has one. */
export function withoutEmailNote(count: number): string | null {
  if (count <= 0) return null;
  return `${count} ${count === 1 ? 'employee has' : 'employees have'} no email address: they cannot be invited to enroll until one is added.`;
}

/** The first `count` rows of a file's preview, numbered from 1 as the user sees them. */
export function previewRows(preview: readonly (readonly string[])[], count: number): { row: number; cells: readonly string[] }[] {
  return preview.slice(0, Math.max(0, count)).map((cells, i) => ({ row: i + 1, cells }));
}
