/** The library's small rules, as the screens say them. */
import type { ResourceShare } from './queries';

/** The title a new resource gets from its file: the name without its extension. */
export function titleFromFileName(name: string): string {
  const dot = name.lastIndexOf('.');
  const stem = (dot > 0 ? name.slice(0, dot) : name).trim();
  return stem.slice(0, 200);
}

/** Who a share reaches. */
export function audienceText(visibleToEmployees: boolean): string {
  return visibleToEmployees ? 'HR and employees' : 'HR only';
}

/** "Brightpath, Acme and 2 more", for a confirmation. */
export function groupsText(shares: readonly Pick<ResourceShare, 'group_name'>[], shown = 2): string {
  const names = shares.map((s) => s.group_name);
  if (names.length === 0) return 'no group';
  if (names.length <= shown + 1) return names.length === 1 ? names[0] : `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`;
  return `${names.slice(0, shown).join(', ')} and ${names.length - shown} more`;
}

/** What deleting a resource takes away, for its confirmation. */
export function deleteConsequence(shares: readonly Pick<ResourceShare, 'group_name' | 'visible_to_employees'>[]): string {
  if (shares.length === 0) return 'It leaves the library. This cannot be undone.';
  const employees = shares.some((s) => s.visible_to_employees);
  return `It leaves the library and ${groupsText(shares)}: their HR${employees ? ' and employees' : ''} can no longer download it. This cannot be undone.`;
}
