/** A plan of a quote per tier; the per-employee breakdown is in EmployeeBreakdown (loaded on demand). */
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { tierName } from '../ui/vocab';
import { numSx } from '../ui/table';
import { formatCents } from '../ui/money';
import type { QuotedPlan } from './queries';

/** Per-tier totals of a plan (monthly): a box per tier and the total. */
export function TierTotals({ plan }: { plan: QuotedPlan }) {
  const tiers = plan.tiers;
  const sum = (k: 'count' | 'premium_cents' | 'employer_cents' | 'employee_cents') => tiers.reduce((n, t) => n + t[k], 0);
  const boxes = [...tiers.map((t) => ({ key: t.tier, title: t.tier, sub: tierName(t.tier), ...t })), { key: 'total', title: 'Total', sub: 'every tier', tier: 'total', count: sum('count'), premium_cents: sum('premium_cents'), employer_cents: sum('employer_cents'), employee_cents: sum('employee_cents') }];
  return (
    <Box
      role="table"
      aria-label="Per-tier totals"
      data-testid="tier-totals"
      sx={{ display: 'grid', gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', md: `repeat(${boxes.length}, minmax(0, 1fr))` }, gap: 1.5 }}
    >
      {boxes.map((b) => (
        <Box
          role="row"
          key={b.key}
          data-testid={b.key === 'total' ? 'tier-total' : 'tier-row'}
          sx={{ border: 1, borderColor: b.key === 'total' ? 'primary.main' : 'divider', borderRadius: 1, px: 1.5, py: 1, bgcolor: b.key === 'total' ? 'action.hover' : undefined }}
        >
          <Stack direction="row" spacing={0.75} sx={{ alignItems: 'baseline' }}>
            <Typography role="rowheader" sx={{ fontWeight: 700 }}>
              {b.title}
            </Typography>
            <Typography variant="caption" color="text.secondary" noWrap>
              {b.sub}
            </Typography>
            <Box sx={{ flexGrow: 1 }} />
            <Typography role="cell" variant="body2" sx={{ fontWeight: 600, ...numSx }} title="Employees">
              {b.count}
            </Typography>
          </Stack>
          <Typography role="cell" sx={{ fontSize: '1.15rem', fontWeight: 700, ...numSx }}>
            {formatCents(b.premium_cents)}
            <Typography component="span" variant="caption" color="text.secondary">
              {' '}
              / mo
            </Typography>
          </Typography>
          <Typography role="cell" variant="caption" color="text.secondary" sx={{ display: 'block', fontVariantNumeric: 'tabular-nums' }}>
            Employer {formatCents(b.employer_cents)}
            <br />
            Employees {formatCents(b.employee_cents)}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
