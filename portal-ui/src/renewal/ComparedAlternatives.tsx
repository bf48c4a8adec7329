/** Each line in force, renewed and on every quoted plan, for the same people: a bar of what the employer and the employees pay, and the change against the renewal. */
import Box from '@mui/material/Box';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import { Change } from '../ui/Change';
import { SectionCard } from '../ui/cards';
import { formatCents } from '../ui/money';
import { lineLabel } from '../ui/vocab';
import type { ComparedAlternative, ComparedLine } from './queries';

interface Row {
  key: string;
  label: string;
  detail: string;
  premium: number;
  employer: number;
  employee: number;
  change?: number;
  changePct?: number;
  emphasis: 'current' | 'renewal' | 'alternative';
}

function rowsOf(line: ComparedLine, alternatives: ComparedAlternative[]): Row[] {
  const rows: Row[] = [
    { key: 'current', label: 'In force', detail: `${line.enrolled} enrolled`, premium: line.current.premium_cents, employer: line.current.employer_cents, employee: line.current.employee_cents, emphasis: 'current' },
  ];
  if (line.renewal) {
    rows.push({ key: 'renewal', label: 'Renewal', detail: 'the carriers’ renewal', premium: line.renewal.premium_cents, employer: line.renewal.employer_cents, employee: line.renewal.employee_cents, change: line.change_cents, changePct: line.change_pct, emphasis: 'renewal' });
  }
  for (const a of alternatives) {
    for (const p of a.plans.filter((p) => p.line === line.line)) {
      rows.push({
        key: `${a.quote_id}:${p.plan_id}`,
        label: p.plan_name,
        detail: `${p.carrier_name} · quote ${a.quote_number}`,
        premium: p.cost.premium_cents,
        employer: p.cost.employer_cents,
        employee: p.cost.employee_cents,
        change: p.change_vs_renewal_cents ?? p.change_vs_current_cents,
        changePct: p.change_vs_renewal_pct ?? p.change_vs_current_pct,
        emphasis: 'alternative',
      });
    }
  }
  return rows;
}

function CostRow({ row, max }: { row: Row; max: number }) {
  const part = (cents: number, color: string) => <Box sx={{ width: `${(cents / max) * 100}%`, bgcolor: color, minWidth: cents ? 2 : 0 }} />;
  return (
    <Box
      component="li"
      data-testid={`cost-${row.emphasis}`}
      sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr auto', md: 'minmax(160px, 30%) 1fr 96px 112px' }, alignItems: 'center', columnGap: 1.5, rowGap: 0.5, py: 0.75, borderBottom: 1, borderColor: 'divider' }}
    >
      <Box sx={{ minWidth: 0 }}>
        <Typography variant="body2" noWrap title={row.label} sx={{ fontWeight: row.emphasis === 'alternative' ? 400 : 700 }}>
          {row.label}
        </Typography>
        <Typography variant="caption" color="text.secondary" noWrap component="div">
          {row.detail}
        </Typography>
      </Box>
      <Box
        sx={{ display: 'flex', height: 14, borderRadius: 1, overflow: 'hidden', bgcolor: 'action.hover', gridColumn: { xs: '1 / -1', md: 'auto' }, gridRow: { xs: 2, md: 'auto' } }}
        role="img"
        aria-label={`employer ${formatCents(row.employer, true)}, employees ${formatCents(row.employee, true)}`}
      >
        {part(row.employer, row.emphasis === 'current' ? 'text.disabled' : 'primary.main')}
        {part(row.employee, row.emphasis === 'current' ? 'action.disabled' : 'primary.light')}
      </Box>
      <Typography variant="body2" sx={{ textAlign: 'right', fontWeight: 700, fontVariantNumeric: 'tabular-nums' }}>
        {formatCents(row.premium, true)}
      </Typography>
      <Box sx={{ textAlign: 'right', display: { xs: 'none', md: 'block' } }}>{row.change !== undefined ? <Change amount={row.change} pct={row.changePct} whole stacked /> : null}</Box>
    </Box>
  );
}

export function ComparedAlternatives({ lines, alternatives }: { lines: ComparedLine[]; alternatives: ComparedAlternative[] }) {
  return (
    <Grid container spacing={2}>
      {lines.map((line) => {
        const rows = rowsOf(line, alternatives);
        const max = Math.max(1, ...rows.map((r) => r.premium));
        return (
          <Grid key={line.line} size={{ xs: 12, lg: lines.length > 1 ? 6 : 12 }}>
            <SectionCard
              title={`${lineLabel(line.line)}: in force, renewal and alternatives`}
              subheader={
                <>
                  A month, for the same {line.enrolled} households.{' '}
                  <Box component="span" sx={{ color: 'primary.main' }}>■</Box> employer <Box component="span" sx={{ color: 'primary.light' }}>■</Box> employees; changes against the renewal.
                </>
              }
              dense
              testId={`alternatives-${line.line}`}
            >
              <Box component="ul" aria-label={`${lineLabel(line.line)} costs`} sx={{ listStyle: 'none', m: 0, px: 2, pb: 1 }}>
                {rows.map((r) => (
                  <CostRow key={r.key} row={r} max={max} />
                ))}
              </Box>
            </SectionCard>
          </Grid>
        );
      })}
    </Grid>
  );
}
