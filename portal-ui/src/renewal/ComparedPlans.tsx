/** Each plan in force next to its renewal, with a bar of each and the tiers underneath. */
import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { Fragment } from 'react';
import { Change } from '../ui/Change';
import { formatCents } from '../ui/money';
import { numSx } from '../ui/table';
import { RENEWAL_RATE_SOURCE_LABELS, lineLabel, tierName } from '../ui/vocab';
import type { ComparedPlan } from './queries';

function Bars({ current, renewal, max }: { current: number; renewal?: number; max: number }) {
  const bar = (cents: number, color: string) => <Box sx={{ height: 8, width: `${(cents / max) * 100}%`, minWidth: cents ? 2 : 0, bgcolor: color, borderRadius: 1 }} />;
  return (
    <Box sx={{ display: 'grid', gap: 0.5, minWidth: 120 }} aria-hidden>
      {bar(current, 'text.disabled')}
      {renewal !== undefined ? bar(renewal, 'primary.main') : null}
    </Box>
  );
}

export function ComparedPlans({ plans }: { plans: ComparedPlan[] }) {
  const max = Math.max(1, ...plans.flatMap((p) => [p.current.premium_cents, p.renewal?.premium_cents ?? 0]));
  return (
    <Box sx={{ overflowX: 'auto' }} tabIndex={0} aria-label="Plans in force and renewed">
      <Table size="small">
        <TableHead>
          <TableRow>
            <TableCell>Plan</TableCell>
            <TableCell align="right">Enrolled</TableCell>
            <TableCell align="right">In force</TableCell>
            <TableCell align="right">Renewal</TableCell>
            <TableCell align="right">Change</TableCell>
            <TableCell>
              <Box component="span" sx={{ color: 'text.disabled' }}>■</Box> in force <Box component="span" sx={{ color: 'primary.main' }}>■</Box> renewal
            </TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {plans.map((p) => (
            <Fragment key={p.current_plan_id}>
              <TableRow data-testid="compared-plan">
                <TableCell>
                  <Typography variant="body2" sx={{ fontWeight: 600 }}>
                    {p.current_plan_name}
                  </Typography>
                  <Typography variant="caption" color="text.secondary">
                    {lineLabel(p.line)} · {p.carrier_name}
                    {p.renewal_plan_name && p.renewal_plan_name !== p.current_plan_name ? ` → ${p.renewal_plan_name}` : ''} · {RENEWAL_RATE_SOURCE_LABELS[p.rate_source]}
                  </Typography>
                </TableCell>
                <TableCell align="right" sx={numSx}>{p.enrolled}</TableCell>
                <TableCell align="right" sx={numSx}>{formatCents(p.current.premium_cents)}</TableCell>
                <TableCell align="right" sx={numSx}>{formatCents(p.renewal?.premium_cents)}</TableCell>
                <TableCell align="right">{p.change_cents !== undefined ? <Change amount={p.change_cents} pct={p.change_pct} stacked /> : '—'}</TableCell>
                <TableCell>
                  <Bars current={p.current.premium_cents} renewal={p.renewal?.premium_cents} max={max} />
                </TableCell>
              </TableRow>
              {p.tiers.map((t) => (
                <TableRow key={t.tier} sx={{ '& td': { color: 'text.secondary', borderBottomStyle: 'dashed' } }}>
                  <TableCell sx={{ pl: 4 }}>{tierName(t.tier)}</TableCell>
                  <TableCell align="right" sx={numSx}>
                    {t.current_count === t.renewal_count ? t.current_count : `${t.current_count} → ${t.renewal_count}`}
                  </TableCell>
                  <TableCell align="right" sx={numSx}>{formatCents(t.current_premium_cents)}</TableCell>
                  <TableCell align="right" sx={numSx}>{formatCents(t.renewal_premium_cents)}</TableCell>
                  <TableCell align="right" sx={numSx}>
                    {t.renewal_premium_cents !== undefined && t.current_count === t.renewal_count ? <Change amount={t.renewal_premium_cents - t.current_premium_cents} /> : null}
                  </TableCell>
                  <TableCell />
                </TableRow>
              ))}
            </Fragment>
          ))}
        </TableBody>
      </Table>
    </Box>
  );
}
