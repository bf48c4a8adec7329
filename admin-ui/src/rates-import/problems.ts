/** One problem of a rates file, from the API's `details.fields` key `row {n}[ {column}]`. */
export interface RowProblem {
  row: number;
  column?: string;
  message: string;
}

/**
 * The row problems of a rejected rates file, in file order, and the other field errors (the
 * dates, the file itself) apart.
 */
export function splitProblems(fields: Record<string, string>): { rows: RowProblem[]; other: Record<string, string> } {
  const rows: RowProblem[] = [];
  const other: Record<string, string> = {};
  for (const [key, message] of Object.entries(fields)) {
    const m = /^row (\d+)(?: (.+))?$/.exec(key);
    if (m) rows.push({ row: Number(m[1]), column: m[2], message });
    else other[key] = message;
  }
  rows.sort((a, b) => a.row - b.row || (a.column ?? '').localeCompare(b.column ?? ''));
  return { rows, other };
}

/** The next plan year: January 1 to December 31 after `today`'s year. */
export function nextPlanYear(today = new Date()): { from: string; to: string } {
  const y = today.getFullYear() + 1;
  return { from: `${y}-01-01`, to: `${y}-12-31` };
}

export const plural = (n: number, one: string, many = `${one}s`) => `${n.toLocaleString('en-US')} ${n === 1 ? one : many}`;
