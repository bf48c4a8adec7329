/** Small pieces that show a plan: carrier dot, the plan's facts in one line, its name with its metal level. */
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Plan } from './types';
import { formatCents } from '../ui/money';
import { MetalChip } from '../plans/PlanLabels';

export function CarrierDot({ color }: { color: string }) {
  return <Box component="span" sx={{ display: 'inline-block', width: 10, height: 10, borderRadius: '50%', bgcolor: color, flexShrink: 0 }} aria-hidden />;
}

/** "Deductible $1,000 · OOP $6,000 · PCP $25" */
export function planFacts(p: Plan): string {
  const parts = [`${p.network_type}`];
  if (p.line === 'medical') {
    parts.push(`Ded ${formatCents(p.deductible_individual_cents, true)}`, `OOP ${formatCents(p.oop_max_individual_cents, true)}`);
    if (p.copay_pcp_cents !== undefined && p.copay_pcp_cents !== null) parts.push(`PCP ${formatCents(p.copay_pcp_cents, true)}`);
    if (p.hsa_eligible) parts.push('HSA');
  } else if (p.deductible_individual_cents) parts.push(`Ded ${formatCents(p.deductible_individual_cents, true)}`);
  return parts.join(' · ');
}

export function PlanName({ plan, dense = false }: { plan: Plan; dense?: boolean }) {
  return (
    <Box sx={{ minWidth: 0 }}>
      <Stack direction="row" spacing={0.75} sx={{ alignItems: 'center' }}>
        <CarrierDot color={plan.carrier_color} />
        <Typography variant="body2" sx={{ fontWeight: 600 }} noWrap>
          {plan.name}
        </Typography>
        {dense || !plan.metal_level ? null : <MetalChip metal={plan.metal_level} />}
        {plan.agency_owned ? <Chip size="small" label="Agency plan" color="primary" variant="outlined" title="Added by your agency; only your agency quotes it" sx={{ height: 20, fontSize: 12, fontWeight: 600, flexShrink: 0 }} data-testid="agency-plan" /> : null}
      </Stack>
      <Typography variant="caption" color="text.secondary" component="div" noWrap>
        {plan.carrier_name} · {planFacts(plan)}
      </Typography>
    </Box>
  );
}
