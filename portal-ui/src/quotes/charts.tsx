/** Hand-written SVG charts of the market analysis (no chart library: the first-paint budget is tight). */
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import { useId } from 'react';
import { niceTicks } from './format';
import { formatCents, formatCentsShort } from '../ui/money';

export interface ChartPlan {
  id: string;
  name: string;
  carrier: string;
  color: string;
  /** Monthly premium, in cents. */
  premium: number;
  /** Individual deductible, in cents. */
  deductible: number;
  metal?: string;
}

function truncate(s: string, n: number): string {
  return s.length > n ? `${s.slice(0, n - 1)}…` : s;
}

/**
 * The plan's name without the words it shares with its carrier's ("Rocky Mountain Gold HMO 1500"
 * of "Rocky Mountain Health" → "Gold HMO 1500"), so that a carrier's plans differ in their labels.
 */
export function planLabel(name: string, carrier: string): string {
  const words = name.split(/\s+/);
  const carrierWords = carrier.toLowerCase().split(/\s+/);
  let shared = 0;
  while (shared < words.length - 1 && shared < carrierWords.length && words[shared].toLowerCase() === carrierWords[shared]) shared += 1;
  return words.slice(shared).join(' ');
}

export function CarrierLegend({ plans }: { plans: ChartPlan[] }) {
  const carriers = [...new Map(plans.map((p) => [p.carrier, p.color])).entries()];
  return (
    <Stack direction="row" spacing={2} sx={{ flexWrap: 'wrap' }} useFlexGap aria-label="Carriers" component="ul" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
      {carriers.map(([name, color]) => (
        <Box component="li" key={name} sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.75 }}>
          <Box aria-hidden sx={{ width: 12, height: 12, borderRadius: 0.5, bgcolor: color }} />
          <Typography variant="caption">{name}</Typography>
        </Box>
      ))}
    </Stack>
  );
}

/** Monthly premium per plan, grouped and coloured by carrier, with the current premium as a dashed reference line. */
export function PremiumBarChart({ plans, current, currentLabel }: { plans: ChartPlan[]; current?: number | null; currentLabel?: string | null }) {
  const theme = useTheme();
  const id = useId();
  const sorted = [...plans].sort((a, b) => a.carrier.localeCompare(b.carrier) || a.premium - b.premium);
  const groups: { carrier: string; color: string; plans: ChartPlan[] }[] = [];
  for (const p of sorted) {
    const g = groups[groups.length - 1];
    if (g && g.carrier === p.carrier) g.plans.push(p);
    else groups.push({ carrier: p.carrier, color: p.color, plans: [p] });
  }
  const W = 1100;
  const H = 380;
  const m = { top: 24, right: current ? 92 : 16, bottom: 150, left: 72 };
  const iw = W - m.left - m.right;
  const ih = H - m.top - m.bottom;
  const max = Math.max(100, ...plans.map((p) => p.premium), current ?? 0);
  const ticks = niceTicks(max * 1.05, 5);
  const top = ticks[ticks.length - 1];
  const y = (v: number) => m.top + ih - (v / top) * ih;
  const gap = 14; // between carrier groups
  const slots = sorted.length;
  const slot = (iw - gap * Math.max(0, groups.length - 1)) / Math.max(1, slots);
  const barW = Math.max(4, Math.min(44, slot * 0.72));
  const labelChars = slot > 40 ? 26 : slot > 24 ? 22 : 16;
  let x = m.left;
  const placed = groups.map((g) => {
    const start = x;
    const bars = g.plans.map((p) => {
      const cx = x + slot / 2;
      x += slot;
      return { p, cx };
    });
    const end = x;
    x += gap;
    return { g, start, end, bars };
  });
  const grid = theme.palette.divider;
  const text = theme.palette.text.secondary;
  const summary = `${plans.length} plans from ${groups.length} carriers; monthly premiums from ${formatCents(Math.min(...plans.map((p) => p.premium)))} to ${formatCents(Math.max(...plans.map((p) => p.premium)))}${current ? `; the current premium is ${formatCents(current)}` : ''}.`;

  return (
    <Box sx={{ width: '100%', overflowX: 'auto' }}>
      <svg viewBox={`0 0 ${W} ${H}`} width="100%" role="img" aria-labelledby={`${id}-t ${id}-d`} data-testid="premium-chart" style={{ display: 'block', minWidth: 640, fontFamily: theme.typography.fontFamily }}>
        <title id={`${id}-t`}>Monthly premium per plan, by carrier</title>
        <desc id={`${id}-d`}>{summary}</desc>
        {ticks.map((t) => (
          <g key={t}>
            <line x1={m.left} x2={W - m.right} y1={y(t)} y2={y(t)} stroke={grid} strokeDasharray={t === 0 ? undefined : '2 3'} />
            <text x={m.left - 8} y={y(t)} textAnchor="end" dominantBaseline="middle" fontSize={12} fill={text}>
              {formatCentsShort(t)}
            </text>
          </g>
        ))}
        <text transform={`translate(16 ${m.top + ih / 2}) rotate(-90)`} textAnchor="middle" fontSize={12} fill={text}>
          Monthly premium
        </text>
        {placed.map(({ g, start, end, bars }) => (
          <g key={g.carrier} data-testid="chart-carrier" aria-label={g.carrier}>
            {bars.map(({ p, cx }) => (
              <g key={p.id} data-testid="chart-bar">
                <rect x={cx - barW / 2} y={y(p.premium)} width={barW} height={Math.max(1, y(0) - y(p.premium))} fill={g.color} rx={2}>
                  <title>{`${p.name} (${p.carrier}): ${formatCents(p.premium)} a month`}</title>
                </rect>
                <text transform={`translate(${cx + 3} ${y(0) + 8}) rotate(-45)`} textAnchor="end" fontSize={11} fill={theme.palette.text.primary}>
                  {truncate(planLabel(p.name, p.carrier), labelChars)}
                  <title>{p.name}</title>
                </text>
              </g>
            ))}
            <line x1={start + 2} x2={end - 2} y1={H - 18} y2={H - 18} stroke={g.color} strokeWidth={3} />
            <text x={(start + end) / 2} y={H - 4} textAnchor="middle" fontSize={11} fontWeight={700} fill={text}>
              {truncate(g.carrier, Math.max(6, Math.floor((end - start) / 6.5)))}
            </text>
          </g>
        ))}
        {current ? (
          <g data-testid="current-line">
            <line x1={m.left} x2={W - m.right} y1={y(current)} y2={y(current)} stroke={theme.palette.error.main} strokeWidth={2} strokeDasharray="6 4">
              <title>{`Current premium${currentLabel ? ` (${currentLabel})` : ''}: ${formatCents(current)} a month`}</title>
            </line>
            <text x={W - m.right + 8} y={y(current) - 4} fontSize={12} fontWeight={700} fill={theme.palette.error.main}>
              Current
            </text>
            <text x={W - m.right + 8} y={y(current) + 12} fontSize={12} fill={theme.palette.error.main}>
              {formatCentsShort(current)}
            </text>
          </g>
        ) : null}
      </svg>
    </Box>
  );
}

/** Premium against deductible, a dot per plan coloured by carrier. */
export function PremiumDeductibleScatter({ plans, current }: { plans: ChartPlan[]; current?: number | null }) {
  const theme = useTheme();
  const id = useId();
  const W = 640;
  const H = 340;
  const m = { top: 16, right: 20, bottom: 48, left: 72 };
  const iw = W - m.left - m.right;
  const ih = H - m.top - m.bottom;
  const maxY = Math.max(100, ...plans.map((p) => p.premium), current ?? 0);
  const yTicks = niceTicks(maxY * 1.05, 5);
  const xTicks = niceTicks(Math.max(50_000, ...plans.map((p) => p.deductible)) * 1.02, 6);
  const topY = yTicks[yTicks.length - 1];
  const topX = xTicks[xTicks.length - 1];
  const x = (v: number) => m.left + (v / topX) * iw;
  const y = (v: number) => m.top + ih - (v / topY) * ih;
  const grid = theme.palette.divider;
  const text = theme.palette.text.secondary;
  // Plans with the same deductible and close premiums would hide each other: spread them sideways.
  const byDeductible = new Map<number, ChartPlan[]>();
  for (const p of [...plans].sort((a, b) => a.premium - b.premium)) byDeductible.set(p.deductible, [...(byDeductible.get(p.deductible) ?? []), p]);
  // Each dot carries a number, cheapest first; the key below names the plan.
  const byNumber = [...plans].sort((a, b) => a.premium - b.premium || a.deductible - b.deductible);
  const numbers = new Map(byNumber.map((p, i) => [p.id, i + 1]));
  const dodged = [...byDeductible.values()].flatMap((same) => same.map((p, i) => ({ p, dx: same.length > 1 ? (i - (same.length - 1) / 2) * 10 : 0 })));
  return (
    <Box sx={{ width: '100%', overflowX: 'auto' }}>
      <svg viewBox={`0 0 ${W} ${H}`} width="100%" role="img" aria-labelledby={`${id}-t ${id}-d`} data-testid="scatter-chart" style={{ display: 'block', minWidth: 420, fontFamily: theme.typography.fontFamily }}>
        <title id={`${id}-t`}>Monthly premium against individual deductible</title>
        <desc id={`${id}-d`}>{`${plans.length} plans; plans further down and to the left cost less and cover more. Deductibles from ${formatCents(Math.min(...plans.map((p) => p.deductible)), true)} to ${formatCents(Math.max(...plans.map((p) => p.deductible)), true)}.`}</desc>
        {yTicks.map((t) => (
          <g key={`y${t}`}>
            <line x1={m.left} x2={W - m.right} y1={y(t)} y2={y(t)} stroke={grid} strokeDasharray={t === 0 ? undefined : '2 3'} />
            <text x={m.left - 8} y={y(t)} textAnchor="end" dominantBaseline="middle" fontSize={12} fill={text}>
              {formatCentsShort(t)}
            </text>
          </g>
        ))}
        {xTicks.map((t) => (
          <g key={`x${t}`}>
            <line x1={x(t)} x2={x(t)} y1={m.top} y2={m.top + ih} stroke={grid} strokeDasharray={t === 0 ? undefined : '2 3'} />
            <text x={x(t)} y={m.top + ih + 16} textAnchor="middle" fontSize={12} fill={text}>
              {formatCentsShort(t)}
            </text>
          </g>
        ))}
        <text x={m.left + iw / 2} y={H - 6} textAnchor="middle" fontSize={12} fill={text}>
          Individual deductible
        </text>
        <text transform={`translate(16 ${m.top + ih / 2}) rotate(-90)`} textAnchor="middle" fontSize={12} fill={text}>
          Monthly premium
        </text>
        {current ? (
          <line x1={m.left} x2={W - m.right} y1={y(current)} y2={y(current)} stroke={theme.palette.error.main} strokeWidth={1.5} strokeDasharray="6 4">
            <title>{`Current premium: ${formatCents(current)} a month`}</title>
          </line>
        ) : null}
        {dodged.map(({ p, dx }) => (
          <g key={p.id} data-testid="scatter-dot">
            <circle cx={x(p.deductible) + dx} cy={y(p.premium)} r={9} fill={p.color} stroke={theme.palette.background.paper} strokeWidth={1.5}>
              <title>{`${numbers.get(p.id)}. ${p.name} (${p.carrier}): ${formatCents(p.premium)} a month, deductible ${formatCents(p.deductible, true)}`}</title>
            </circle>
            <text x={x(p.deductible) + dx} y={y(p.premium)} textAnchor="middle" dominantBaseline="central" fontSize={10} fontWeight={700} fill="#fff" pointerEvents="none">
              {numbers.get(p.id)}
            </text>
          </g>
        ))}
      </svg>
      <Box component="ol" data-testid="scatter-key" sx={{ listStyle: 'none', m: 0, mt: 1, p: 0, display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(220px, 1fr))', gap: 0.25, columnGap: 2 }}>
        {byNumber.map((p, i) => (
          <Box component="li" key={p.id} sx={{ display: 'flex', gap: 0.75, alignItems: 'baseline', fontSize: 12 }}>
            <Box component="span" sx={{ minWidth: 20, height: 18, px: 0.5, borderRadius: 9, bgcolor: p.color, color: (t) => t.palette.getContrastText(p.color), fontWeight: 700, textAlign: 'center', lineHeight: '18px' }}>
              {i + 1}
            </Box>
            <span>
              {planLabel(p.name, p.carrier)}
              <Box component="span" sx={{ color: 'text.secondary' }}>{` · ${p.carrier}`}</Box>
            </span>
          </Box>
        ))}
      </Box>
    </Box>
  );
}
