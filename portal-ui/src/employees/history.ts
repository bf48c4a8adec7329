/** What an audited change changed: the fields whose value differs between `before` and `after`. Pure. */
export interface FieldChange {
  field: string;
  before: string;
  after: string;
}

function show(v: unknown): string {
  if (v === null || v === undefined || v === '') return '—';
  if (typeof v === 'object') return JSON.stringify(v);
  return String(v);
}

export function changedFields(before: unknown, after: unknown): FieldChange[] {
  const b = before && typeof before === 'object' ? (before as Record<string, unknown>) : {};
  const a = after && typeof after === 'object' ? (after as Record<string, unknown>) : {};
  if (!before && after) {
    return Object.entries(a)
      .filter(([, v]) => v !== null && v !== undefined && !(Array.isArray(v) && v.length === 0))
      .map(([field, v]) => ({ field, before: '—', after: show(v) }));
  }
  const keys = [...new Set([...Object.keys(b), ...Object.keys(a)])];
  return keys.filter((k) => show(b[k]) !== show(a[k])).map((field) => ({ field, before: show(b[field]), after: show(a[field]) }));
}

export function fieldLabel(field: string): string {
  const t = field.replace(/_cents$/, '').replace(/_/g, ' ');
  return t === 'dob' ? 'date of birth' : t === 'ssn' ? 'SSN' : t;
}
