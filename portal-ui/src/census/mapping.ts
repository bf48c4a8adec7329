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

/** The cells of a row that have an issue: column index → the worst severity. */
export function cellSeverities(issues: readonly { column?: number | null; severity: string }[]): Map<number, 'error' | 'warning'> {
  const out = new Map<number, 'error' | 'warning'>();
  for (const i of issues) {
    if (i.column === undefined || i.column === null) continue;
    if (i.severity === 'error' || !out.has(i.column)) out.set(i.column, i.severity === 'error' ? 'error' : 'warning');
  }
  return out;
}

/** The first `count` rows of a file's preview, numbered from 1 as the user sees them. */
export function previewRows(preview: readonly (readonly string[])[], count: number): { row: number; cells: readonly string[] }[] {
  return preview.slice(0, Math.max(0, count)).map((cells, i) => ({ row: i + 1, cells }));
}
