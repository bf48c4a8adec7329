/** How an invoice differs from the statement, line by line, and what the broker has done about each. */
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { can } from '../api';
import { useMe } from '../dashboard/useSession';
import { formatCents, formatSignedCents } from '../ui/money';
import { numSx } from '../ui/table';
import { lineLabel, STATEMENT_DIFFERENCE_KIND_LABELS, STATEMENT_DIFFERENCE_STATUS_COLORS, STATEMENT_DIFFERENCE_STATUS_LABELS } from '../ui/vocab';
import { DifferenceDialog, type Step } from './DifferenceDialog';
import type { StatementDifference } from './queries';

/** The steps a difference allows from where it stands. */
export function stepsFor(status: StatementDifference['status']): Step[] {
  if (status === 'open') return ['dispute', 'resolve'];
  if (status === 'disputed') return ['resolve', 'reopen'];
  return ['reopen'];
}

const STEP_LABELS: Record<Step, string> = { dispute: 'Dispute', resolve: 'Resolve', reopen: 'Reopen' };

function tierText(d: StatementDifference): string {
  if (d.expected_tier && d.billed_tier && d.expected_tier !== d.billed_tier) return `${d.expected_tier} → ${d.billed_tier}`;
  return d.expected_tier ?? d.billed_tier ?? '—';
}

export function DifferencesTable({ differences }: { differences: StatementDifference[] }) {
  const me = useMe();
  const mayAct = can(me, 'statements', 'write');
  const [working, setWorking] = useState<{ difference: StatementDifference; step: Step } | null>(null);
  return (
    <TableContainer>
      <Table size="small" aria-label="Invoice differences">
        <TableHead>
          <TableRow>
            <TableCell>Person</TableCell>
            <TableCell>Line</TableCell>
            <TableCell>Difference</TableCell>
            <TableCell>Tier</TableCell>
            <TableCell align="right">Expected</TableCell>
            <TableCell align="right">Billed</TableCell>
            <TableCell align="right">Over / under</TableCell>
            <TableCell>Status</TableCell>
            {mayAct ? <TableCell align="right">Actions</TableCell> : null}
          </TableRow>
        </TableHead>
        <TableBody>
          {differences.map((d) => (
            <TableRow key={d.id} data-testid="statement-difference" data-kind={d.kind}>
              <TableCell>
                {d.person_name}
                <Typography variant="caption" color="text.secondary" sx={{ display: 'block' }}>
                  {d.subscriber_id}
                </Typography>
              </TableCell>
              <TableCell>{lineLabel(d.line)}</TableCell>
              <TableCell>
                {STATEMENT_DIFFERENCE_KIND_LABELS[d.kind]}
                <Typography variant="caption" color="text.secondary" sx={{ display: 'block' }}>
                  {d.detail}
                </Typography>
              </TableCell>
              <TableCell>{tierText(d)}</TableCell>
              <TableCell align="right" sx={numSx}>
                {formatCents(d.expected_cents)}
              </TableCell>
              <TableCell align="right" sx={numSx}>
                {formatCents(d.billed_cents)}
              </TableCell>
              <TableCell align="right" sx={{ ...numSx, fontWeight: 600 }}>
                {formatSignedCents(d.difference_cents)}
              </TableCell>
              <TableCell>
                <Chip size="small" variant="outlined" color={STATEMENT_DIFFERENCE_STATUS_COLORS[d.status]} label={STATEMENT_DIFFERENCE_STATUS_LABELS[d.status]} />
                {d.note ? (
                  <Typography variant="caption" color="text.secondary" sx={{ display: 'block', maxWidth: 240 }}>
                    {d.note}
                  </Typography>
                ) : null}
              </TableCell>
              {mayAct ? (
                <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                  {stepsFor(d.status).map((step) => (
                    <Button key={step} size="small" onClick={() => setWorking({ difference: d, step })} aria-label={`${STEP_LABELS[step]} ${d.person_name}’s ${d.line} difference`}>
                      {STEP_LABELS[step]}
                    </Button>
                  ))}
                </TableCell>
              ) : null}
            </TableRow>
          ))}
        </TableBody>
      </Table>
      {working ? <DifferenceDialog difference={working.difference} step={working.step} onClose={() => setWorking(null)} /> : null}
    </TableContainer>
  );
}
