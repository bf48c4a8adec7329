/** The participation check against each carrier's minimum, with the waivers that do not count explained. */
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import ErrorIcon from '@mui/icons-material/Error';
import Chip from '@mui/material/Chip';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { percent } from './format';
import { lineLabel } from '../ui/vocab';
import type { ParticipationCheck } from './types';
import { SectionCard } from '../ui/cards';

export function ParticipationPanel({ checks, closed }: { checks: ParticipationCheck[]; closed: boolean }) {
  return (
    <SectionCard
      title="Participation check"
      subheader={closed ? 'On the final elections' : 'On the elections so far; it changes as employees finish'}
      dense
      testId="participation"
    >
      {checks.length === 0 ? (
        <Typography variant="body2" color="text.secondary" sx={{ px: 2, py: 1 }}>
          The plan design has no carrier with a participation minimum.
        </Typography>
      ) : (
        <Table size="small" aria-label="Participation per carrier">
          <TableHead>
            <TableRow>
              <TableCell>Carrier</TableCell>
              <TableCell align="right">Enrolled</TableCell>
              <TableCell align="right" title="Waived for coverage elsewhere: spouse’s plan, other group plan, Medicare/Medicaid">
                Covered elsewhere
              </TableCell>
              <TableCell align="right" title="Waived for cost, an individual plan or another reason">
                Waivers counted
              </TableCell>
              <TableCell align="right">Participation</TableCell>
              <TableCell align="right">Minimum</TableCell>
              <TableCell>Result</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {checks.map((c) => (
              <TableRow key={`${c.line}:${c.carrier_name}`} data-testid="participation-row" data-status={c.status}>
                <TableCell sx={{ minWidth: 170 }}>
                  <Typography variant="body2" sx={{ fontWeight: 600 }}>
                    {c.carrier_name}
                  </Typography>
                  <Typography variant="caption" color="text.secondary">
                    {lineLabel(c.line)}
                  </Typography>
                </TableCell>
                <TableCell align="right">{c.enrolled}</TableCell>
                <TableCell align="right">{c.waived_other_coverage}</TableCell>
                <TableCell align="right">{c.waived_counted}</TableCell>
                <TableCell align="right" sx={{ fontWeight: 600 }}>
                  {percent(c.participation_pct)}
                </TableCell>
                <TableCell align="right">{percent(c.minimum_pct)}</TableCell>
                <TableCell>
                  {c.status === 'pass' ? (
                    <Chip size="small" color="success" variant="outlined" icon={<CheckCircleIcon />} label="Meets" />
                  ) : (
                    <Chip size="small" color="error" variant="outlined" icon={<ErrorIcon />} label="Below" />
                  )}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
      <Typography variant="caption" color="text.secondary" component="p" sx={{ px: 2, pt: 1, m: 0 }} data-testid="participation-note">
        Participation = enrolled ÷ (eligible − waived for coverage elsewhere). Waivers for a spouse’s plan, another group plan or Medicare/Medicaid are left
        out; waivers for cost, an individual plan or another reason count against it.
      </Typography>
    </SectionCard>
  );
}
