import type { Permission } from '../../api';

/** The permission catalogue as a matrix: resources as rows, actions as columns. */
export function permissionMatrix(catalogue: readonly Permission[]): { resources: string[]; actions: string[]; has: (r: string, a: string) => boolean } {
  const ORDER = ['read', 'create', 'write', 'update', 'delete'];
  const resources = [...new Set(catalogue.map((p) => p.resource))].sort();
  const actions = [...new Set(catalogue.map((p) => p.action))].sort((a, b) => {
    const ia = ORDER.indexOf(a);
    const ib = ORDER.indexOf(b);
    return (ia < 0 ? 99 : ia) - (ib < 0 ? 99 : ib) || a.localeCompare(b);
  });
  const set = new Set(catalogue.map((p) => `${p.resource}:${p.action}`));
  return { resources, actions, has: (r, a) => set.has(`${r}:${a}`) };
}

export const key = (p: Permission) => `${p.resource}:${p.action}`;

/** Toggles one permission in a list (kept sorted, no duplicates). */
export function togglePermission(list: readonly Permission[], p: Permission): Permission[] {
  const k = key(p);
  const next = list.some((x) => key(x) === k) ? list.filter((x) => key(x) !== k) : [...list, p];
  return next.sort((a, b) => key(a).localeCompare(key(b)));
}

/** Toggles a whole row: all of the resource's actions on, or (when all are on) all off. */
export function toggleResource(list: readonly Permission[], catalogue: readonly Permission[], resource: string): Permission[] {
  const row = catalogue.filter((p) => p.resource === resource);
  const all = row.every((p) => list.some((x) => key(x) === key(p)));
  const rest = list.filter((x) => x.resource !== resource);
  return (all ? rest : [...rest, ...row]).sort((a, b) => key(a).localeCompare(key(b)));
}

/** `analyst` from "Analyst (read only)": the identifier rule of the API (2–41 chars, lower-case, digits, _). */
export function roleNameFromLabel(label: string): string {
  let n = label
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^_+|_+$/g, '')
    .slice(0, 41);
  if (n && !/^[a-z]/.test(n)) n = `r_${n}`.slice(0, 41);
  return n.replace(/_+$/g, '');
}

const RESOURCE_LABELS: Record<string, string> = {
  activity: 'Activity feed',
  agency: 'Agency profile',
  audit: 'Audit log',
  client_errors: 'Client errors',
  dashboard: 'Dashboard',
  members: 'Members & invitations',
  outbox: 'Email outbox',
  roles: 'Roles',
  brand: 'Brand',
  sso: 'Single sign-on',
  domains: 'Custom domains',
  census: 'Census',
  documents: 'Documents',
  employees: 'Employees',
  groups: 'Employer groups',
  jobs: 'Import jobs',
  implementation: 'Carrier implementation',
  implementation_book: 'Implementation board & templates',
  carrier_files: 'Carrier files',
  reconciliation: 'Carrier reconciliation',
  resources: 'Resource library',
  my_resources: 'Resources shared with the employee',
};

/** "reveal_ssn" → "Reveal SSN". */
export function actionLabel(a: string): string {
  return a
    .split('_')
    .map((w, i) => (w === 'ssn' ? 'SSN' : i === 0 ? w.charAt(0).toUpperCase() + w.slice(1) : w))
    .join(' ');
}

export function resourceLabel(r: string): string {
  return RESOURCE_LABELS[r] ?? r.replace(/_/g, ' ').replace(/^./, (c) => c.toUpperCase());
}
