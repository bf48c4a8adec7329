/** Election counts per plan and tier, and waivers by reason. */
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { tallyView } from './format';
import { lineLabel, waiveReasonLabel } from '../ui/vocab';
import { TIER_CODES } from '../ui/vocab';
import type { ElectionTally } from './types';
import { TierLegend } from '../ui/TierLegend';
import { SectionCard } from '../ui/cards';

export function Tallies({ tallies }: { tallies: ElectionTally[] }) {
  const v = tallyView(tallies);
  return (
    <SectionCard title="Elections" subheader="Per plan and tier, and waivers by reason" dense testId="tallies">
      {v.plans.length === 0 && v.waivers.length === 0 ? (
        <Typography variant="body2" color="text.secondary" sx={{ px: 2, py: 1 }}>
          No elections yet. Counts appear as employees enroll or waive.
        </Typography>
      ) : (
        <>
          {v.plans.length ? (
            <Table size="small" aria-label="Elections per plan and tier">
              <TableHead>
                <TableRow>
                  <TableCell>Plan</TableCell>
                  {TIER_CODES.map((t) => (
                    <TableCell key={t} align="right">
                      {t}
                    </TableCell>
                  ))}
                  <TableCell align="right">Total</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {v.plans.map((p) => (
                  <TableRow key={`${p.line}:${p.plan}`} data-testid="tally-row">
                    <TableCell>
                      <Typography variant="body2" sx={{ fontWeight: 600 }}>
                        {p.plan}
                      </Typography>
                      <Typography variant="caption" color="text.secondary">
                        {lineLabel(p.line)} · {p.carrier}
                      </Typography>
                    </TableCell>
                    {TIER_CODES.map((t) => (
                      <TableCell key={t} align="right" sx={{ color: p.tiers[t] ? 'text.primary' : 'text.disabled' }}>
                        {p.tiers[t] ?? 0}
                      </TableCell>
                    ))}
                    <TableCell align="right" sx={{ fontWeight: 700 }}>
                      {p.total}
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          ) : null}
          {v.plans.length ? (
            <Box sx={{ px: 2 }}>
              <TierLegend />
            </Box>
          ) : null}
          {v.waivers.length ? (
            <Box sx={{ px: 2, pt: 1.5 }} data-testid="waivers">
              <Typography variant="body2" sx={{ fontWeight: 600, mb: 0.5 }}>
                Waivers by reason
              </Typography>
              <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.75 }}>
                {v.waivers.map((w) => (
                  <Chip
                    key={`${w.line}:${w.reason}`}
                    size="small"
                    variant="outlined"
                    color={w.counted ? 'warning' : 'default'}
                    label={`${lineLabel(w.line)} · ${waiveReasonLabel(w.reason)}: ${w.count}`}
                    title={w.counted ? 'Counts against participation' : 'Covered elsewhere: left out of participation'}
                  />
                ))}
              </Box>
            </Box>
          ) : null}
        </>
      )}
    </SectionCard>
  );
}
