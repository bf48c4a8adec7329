import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Radio from '@mui/material/Radio';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { alpha } from '@mui/material/styles';
import type { ReactNode } from 'react';
import type { Election, Plan, PlanOption, TierPrice } from './types';
import { changeFromLastYear } from './format';
import { Change } from '../ui/Change';
import { formatCents, formatCentsTrimmed } from '../ui/money';

type Row = { label: string; value: (p: Plan) => ReactNode; has: (p: Plan) => boolean };

const present = (v: unknown) => v !== null && v !== undefined;

/** The attributes compared, those no plan of the line has left out. */
const ROWS: Row[] = [
  { label: 'Deductible (you)', value: (p) => formatCentsTrimmed(p.deductible_individual_cents), has: (p) => present(p.deductible_individual_cents) },
  { label: 'Out-of-pocket max (you)', value: (p) => formatCentsTrimmed(p.oop_max_individual_cents), has: (p) => present(p.oop_max_individual_cents) },
  { label: 'Coinsurance', value: (p) => `${p.coinsurance_pct}%`, has: (p) => present(p.coinsurance_pct) },
  { label: 'Primary care visit', value: (p) => formatCentsTrimmed(p.copay_pcp_cents), has: (p) => present(p.copay_pcp_cents) },
  { label: 'Specialist visit', value: (p) => formatCentsTrimmed(p.copay_specialist_cents), has: (p) => present(p.copay_specialist_cents) },
  { label: 'Emergency room', value: (p) => formatCentsTrimmed(p.copay_er_cents), has: (p) => present(p.copay_er_cents) },
  { label: 'Generic drugs', value: (p) => formatCentsTrimmed(p.copay_generic_rx_cents), has: (p) => present(p.copay_generic_rx_cents) },
  { label: 'HSA eligible', value: (p) => (p.hsa_eligible ? 'Yes' : 'No'), has: (p) => p.line === 'medical' },
];

function priceAt(o: PlanOption, tier: string): TierPrice | undefined {
  return o.prices.find((t) => t.tier === tier) ?? o.prices[0];
}

function Sbc({ plan }: { plan: Plan }) {
  if (!plan.sbc_url) return <Typography variant="body2" color="text.secondary">No summary online</Typography>;
  return (
    <Link href={plan.sbc_url} target="_blank" rel="noopener noreferrer" variant="body2" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}>
      Summary of benefits <OpenInNewIcon sx={{ fontSize: 14 }} />
    </Link>
  );
}

function PlanTags({ plan }: { plan: Plan }) {
  return (
    <Stack direction="row" spacing={0.5} sx={{ flexWrap: 'wrap', rowGap: 0.5 }}>
      {plan.metal_level ? <Chip size="small" label={plan.metal_level.charAt(0).toUpperCase() + plan.metal_level.slice(1)} variant="outlined" /> : null}
      <Chip size="small" label={plan.network_type} variant="outlined" />
      {plan.hsa_eligible ? <Chip size="small" label="HSA" color="success" variant="outlined" /> : null}
    </Stack>
  );
}

/** "New" or "Price change" in a renewal's re-enrollment, with the plans a new one replaces. */
function RenewalMark({ option }: { option: PlanOption }) {
  const r = option.renewal;
  if (!r || r.mark === 'unchanged') return null;
  const replaces = r.succeeds.filter((s) => s.plan_id !== option.plan.id).map((s) => s.plan_name);
  return (
    <Box sx={{ mt: 0.5 }} data-testid="renewal-mark" data-mark={r.mark}>
      <Chip size="small" label={r.mark === 'new' ? 'New' : 'Price change'} color={r.mark === 'new' ? 'info' : 'warning'} />
      {replaces.length ? (
        <Typography variant="caption" color="text.secondary" sx={{ display: 'block', mt: 0.25 }}>
          Replaces {replaces.join(', ')}
        </Typography>
      ) : null}
    </Box>
  );
}

/** My monthly share last year, beside this plan's when it renews last year's election at the same tier. */
function SinceLastYear({ option, price, last }: { option: PlanOption; price: TierPrice | undefined; last: Election | undefined }) {
  if (!price || !last?.plan_id || last.tier !== price.tier || !option.renewal?.succeeds.some((s) => s.plan_id === last.plan_id)) return null;
  const change = changeFromLastYear(last, price);
  return (
    <Typography variant="caption" color="text.secondary" sx={{ display: 'block' }} data-testid="since-last-year">
      Last year {formatCents(last.employee_cents)}/mo · <Change amount={change.amount} pct={change.pct} />
    </Typography>
  );
}

function Cost({ price, big = false }: { price: TierPrice | undefined; big?: boolean }) {
  if (!price) return <>—</>;
  return (
    <Box data-testid="plan-cost">
      <Typography component="span" sx={{ fontWeight: 800, fontSize: big ? '1.5rem' : '1.15rem', lineHeight: 1.2 }}>
        {formatCents(price.per_paycheck_cents)}
      </Typography>
      <Typography component="span" variant="body2" color="text.secondary">
        {' '}
        per paycheck
      </Typography>
      <Typography variant="caption" color="text.secondary" sx={{ display: 'block' }}>
        {formatCents(price.employee_cents)}/mo after your employer’s {formatCents(price.employer_cents)}
      </Typography>
    </Box>
  );
}

/**
 * The plans of a line side by side, each with MY cost per paycheck at `tier`: cards on a phone, a
 * table on a wide screen. The radios belong to the RadioGroup around it (value: the plan id).
 */
export function PlanComparison({
  plans,
  tier,
  selected,
  onSelect,
  wide,
  lastYear,
}: {
  plans: PlanOption[];
  tier: string;
  selected: string;
  onSelect: (planId: string) => void;
  wide: boolean;
  /** In a renewal's re-enrollment: my election on this line last year. */
  lastYear?: Election;
}) {
  const rows = ROWS.filter((r) => plans.some((o) => r.has(o.plan)));

  if (!wide) {
    return (
      <Stack spacing={1.5} data-testid="plan-cards">
        {plans.map((o) => {
          const on = o.plan.id === selected;
          return (
            <Card
              key={o.plan.id}
              data-testid="plan-option"
              data-plan={o.plan.id}
              data-selected={on ? 'true' : undefined}
              onClick={() => onSelect(o.plan.id)}
              sx={{ cursor: 'pointer', borderColor: on ? 'primary.main' : 'divider', borderWidth: on ? 2 : 1, bgcolor: on ? (t) => alpha(t.palette.primary.main, 0.04) : 'background.paper' }}
            >
              <CardContent sx={{ p: 1.5, '&:last-child': { pb: 1.5 } }}>
                <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
                  <Radio value={o.plan.id} slotProps={{ input: { 'aria-label': o.plan.name } }} sx={{ p: 0.5, mt: -0.25 }} data-testid="plan-choice" />
                  <Box sx={{ minWidth: 0, flexGrow: 1 }}>
                    <Typography sx={{ fontWeight: 700, lineHeight: 1.3 }}>{o.plan.name}</Typography>
                    <Typography variant="body2" color="text.secondary" sx={{ mb: 0.75 }}>
                      {o.plan.carrier_name}
                    </Typography>
                    <RenewalMark option={o} />
                    <Cost price={priceAt(o, tier)} big />
                    <SinceLastYear option={o} price={priceAt(o, tier)} last={lastYear} />
                  </Box>
                </Box>
                <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: '1fr auto', columnGap: 1.5, rowGap: 0.25, m: 0, mt: 1.25, pl: 4.5, fontSize: 14 }}>
                  {rows.map((r) => (
                    <Box key={r.label} sx={{ display: 'contents' }}>
                      <Box component="dt" sx={{ color: 'text.secondary' }}>
                        {r.label}
                      </Box>
                      <Box component="dd" sx={{ m: 0, fontWeight: 600, textAlign: 'right' }}>
                        {r.value(o.plan)}
                      </Box>
                    </Box>
                  ))}
                </Box>
                <Box sx={{ pl: 4.5, mt: 1, display: 'flex', gap: 1, alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap' }} onClick={(e) => e.stopPropagation()}>
                  <PlanTags plan={o.plan} />
                  <Sbc plan={o.plan} />
                </Box>
              </CardContent>
            </Card>
          );
        })}
      </Stack>
    );
  }

  const cell = (planId: string) => ({
    cursor: 'pointer',
    verticalAlign: 'top',
    bgcolor: planId === selected ? (t: { palette: { primary: { main: string } } }) => alpha(t.palette.primary.main, 0.06) : undefined,
  });

  return (
    <Box sx={{ overflowX: 'auto', border: 1, borderColor: 'divider', borderRadius: 1 }} data-testid="plan-table">
      <Table size="small" sx={{ minWidth: 160 + plans.length * 180, tableLayout: 'fixed' }}>
        <TableHead>
          <TableRow>
            <TableCell sx={{ width: 180 }} />
            {plans.map((o) => (
              <TableCell key={o.plan.id} onClick={() => onSelect(o.plan.id)} sx={cell(o.plan.id)} data-testid="plan-option" data-plan={o.plan.id} data-selected={o.plan.id === selected ? 'true' : undefined}>
                <Box sx={{ display: 'flex', gap: 0.5, alignItems: 'flex-start' }}>
                  <Radio value={o.plan.id} slotProps={{ input: { 'aria-label': o.plan.name } }} sx={{ p: 0.5, mt: -0.5, ml: -0.75 }} data-testid="plan-choice" />
                  <Box sx={{ minWidth: 0 }}>
                    <Typography sx={{ fontWeight: 700, lineHeight: 1.3 }}>{o.plan.name}</Typography>
                    <Typography variant="body2" color="text.secondary">
                      {o.plan.carrier_name}
                    </Typography>
                    <Box sx={{ mt: 0.5 }}>
                      <PlanTags plan={o.plan} />
                    </Box>
                    <RenewalMark option={o} />
                  </Box>
                </Box>
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          <TableRow>
            <TableCell component="th" scope="row" sx={{ fontWeight: 700 }}>
              My cost
            </TableCell>
            {plans.map((o) => (
              <TableCell key={o.plan.id} onClick={() => onSelect(o.plan.id)} sx={cell(o.plan.id)}>
                <Cost price={priceAt(o, tier)} />
                <SinceLastYear option={o} price={priceAt(o, tier)} last={lastYear} />
              </TableCell>
            ))}
          </TableRow>
          {rows.map((r) => (
            <TableRow key={r.label}>
              <TableCell component="th" scope="row" sx={{ color: 'text.secondary' }}>
                {r.label}
              </TableCell>
              {plans.map((o) => (
                <TableCell key={o.plan.id} onClick={() => onSelect(o.plan.id)} sx={{ ...cell(o.plan.id), fontWeight: 600 }}>
                  {r.value(o.plan)}
                </TableCell>
              ))}
            </TableRow>
          ))}
          <TableRow>
            <TableCell component="th" scope="row" sx={{ color: 'text.secondary', borderBottom: 0 }}>
              Plan details
            </TableCell>
            {plans.map((o) => (
              <TableCell key={o.plan.id} sx={{ ...cell(o.plan.id), borderBottom: 0 }}>
                <Sbc plan={o.plan} />
              </TableCell>
            ))}
          </TableRow>
        </TableBody>
      </Table>
    </Box>
  );
}
