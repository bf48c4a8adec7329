/** Where the server exports the waitlist (a download: a plain GET carries the session cookie). */
export function exportHref(format: 'csv' | 'xlsx', q?: string): string {
  const query = new URLSearchParams({ format });
  if (q?.trim()) query.set('q', q.trim());
  return `/api/early-access/signups/export?${query.toString()}`;
}
