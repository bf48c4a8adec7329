/** What a re-rate changed, per plan: before, after, change in dollars and percent. */
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableFooter from '@mui/material/TableFooter';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { Change } from '../ui/Change';
import { numSx } from '../ui/table';
import { formatCents } from '../ui/money';
import type { PlanChange, Rerate } from './queries';

const th = { fontWeight: 700, whiteSpace: 'nowrap' } as const;

export function rerateSummary(r: Rerate): { changed: number; before: number; after: number } {
  return {
    changed: r.changes.filter((c) => c.change_cents !== 0 || c.before_enrolled !== c.after_enrolled).length,
    before: r.changes.reduce((n, c) => n + c.before_monthly_cents, 0),
    after: r.changes.reduce((n, c) => n + c.after_monthly_cents, 0),
  };
}

export function RerateDiff({ changes, testId = 'rerate-diff' }: { changes: PlanChange[]; testId?: string }) {
  const before = changes.reduce((n, c) => n + c.before_monthly_cents, 0);
  const after = changes.reduce((n, c) => n + c.after_monthly_cents, 0);
  return (
    <TableContainer>
      <Table size="small" aria-label="Changes of the re-rate" data-testid={testId}>
        <TableHead>
          <TableRow>
            <TableCell sx={th}>Plan</TableCell>
            <TableCell sx={th} align="right">
              Before / mo
            </TableCell>
            <TableCell sx={th} align="right">
              After / mo
            </TableCell>
            <TableCell sx={th} align="right">
              Change
            </TableCell>
            <TableCell sx={th} align="right">
              Enrolled
            </TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {changes.map((c) => (
            <TableRow key={c.plan_id} data-testid="rerate-change">
              <TableCell>
                {c.plan_name}
                <Typography variant="caption" color="text.secondary" sx={{ display: 'block' }}>
                  {c.plan_id}
                </Typography>
              </TableCell>
              <TableCell align="right" sx={numSx}>
                {formatCents(c.before_monthly_cents)}
              </TableCell>
              <TableCell align="right" sx={numSx}>
                {formatCents(c.after_monthly_cents)}
              </TableCell>
              <TableCell align="right">
                <Change amount={c.change_cents} pct={c.change_pct} />
              </TableCell>
              <TableCell align="right" sx={numSx}>
                {c.before_enrolled === c.after_enrolled ? c.after_enrolled : `${c.before_enrolled} → ${c.after_enrolled}`}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
        {changes.length > 1 ? (
          <TableFooter>
            <TableRow sx={{ '& td': { fontWeight: 700, color: 'text.primary', fontSize: 14 } }}>
              <TableCell>All plans</TableCell>
              <TableCell align="right" sx={numSx}>
                {formatCents(before)}
              </TableCell>
              <TableCell align="right" sx={numSx}>
                {formatCents(after)}
              </TableCell>
              <TableCell align="right">
                <Change amount={after - before} pct={before ? Math.round(((after - before) / before) * 10000) / 100 : 0} />
              </TableCell>
              <TableCell />
            </TableRow>
          </TableFooter>
        ) : null}
      </Table>
    </TableContainer>
  );
}
