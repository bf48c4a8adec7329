import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import MenuItem from '@mui/material/MenuItem';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { api, ApiError, unwrap } from '@canopy/api';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { Link } from 'react-router-dom';
import type { Plan, PlanRates, RateRange } from '../api';
import { ageBand, rate } from './format';

const dateFmt = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' });
export const formatDay = (iso: string) => dateFmt.format(new Date(`${iso}T00:00:00Z`));
export const periodLabel = (r: Pick<RateRange, 'effective_from' | 'effective_to'>) => `${formatDay(r.effective_from)} – ${formatDay(r.effective_to)}`;

/** The range to show first: one in effect today, else the latest (the API lists latest first). */
export function defaultRange(ranges: RateRange[], today = new Date().toISOString().slice(0, 10)): RateRange | undefined {
  return ranges.find((r) => r.effective_from <= today && today <= r.effective_to) ?? ranges[0];
}

const TIERS = ['Employee only', 'Employee + spouse', 'Employee + children', 'Family'];

/** Splits the 51 age bands into `n` columns, read top to bottom. */
function columns<T>(rows: T[], n: number): T[][] {
  const per = Math.ceil(rows.length / n);
  return Array.from({ length: n }, (_, i) => rows.slice(i * per, (i + 1) * per));
}

function RatesTable({ rates }: { rates: PlanRates }) {
  const tobacco = rates.ages.some((a) => a.tobacco_rate_cents !== undefined && a.tobacco_rate_cents !== null);
  const head = { fontWeight: 600, color: 'text.secondary', fontSize: 12, py: 0.5 };
  const cell = { py: 0.25, fontVariantNumeric: 'tabular-nums', borderBottomColor: 'divider' };
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: 'repeat(3, minmax(0, 1fr))' }, columnGap: 3 }}>
      {columns(rates.ages, 3).map((group, i) => (
        <Table key={i} size="small" aria-label={i === 0 ? 'Monthly rates by age' : undefined} data-testid="rates-by-age">
          <TableHead>
            <TableRow>
              <TableCell sx={head}>Age</TableCell>
              <TableCell sx={head} align="right">
                Monthly rate
              </TableCell>
              {tobacco ? (
                <TableCell sx={head} align="right">
                  Tobacco
                </TableCell>
              ) : null}
            </TableRow>
          </TableHead>
          <TableBody>
            {group.map((a) => (
              <TableRow key={a.age} hover>
                <TableCell sx={{ ...cell, fontWeight: 500 }}>{ageBand(a.age)}</TableCell>
                <TableCell sx={cell} align="right">
                  {rate(a.rate_cents)}
                </TableCell>
                {tobacco ? (
                  <TableCell sx={{ ...cell, color: 'text.secondary' }} align="right">
                    {rate(a.tobacco_rate_cents)}
                  </TableCell>
                ) : null}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      ))}
    </Box>
  );
}

function CompositeTiers({ composite }: { composite: number[] }) {
  return (
    <Box sx={{ mb: 2 }}>
      <Typography variant="subtitle2" sx={{ mb: 0.5 }}>
        Composite rates (monthly, per enrolled employee)
      </Typography>
      <Table size="small" sx={{ width: 'auto' }} aria-label="Composite rates">
        <TableHead>
          <TableRow>
            {TIERS.map((t) => (
              <TableCell key={t} align="right" sx={{ fontWeight: 600, color: 'text.secondary', fontSize: 12 }}>
                {t}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          <TableRow>
            {composite.map((v, i) => (
              <TableCell key={i} align="right" sx={{ fontVariantNumeric: 'tabular-nums' }}>
                {rate(v)}
              </TableCell>
            ))}
          </TableRow>
        </TableBody>
      </Table>
    </Box>
  );
}

/** A plan's monthly rates by age, for a rating area and period it has rates in; `importPath` loads them. */
export function RatesPanel({ plan, importPath = '/rates-import' }: { plan: Plan; importPath?: string }) {
  const ranges = useQuery({
    queryKey: ['plan-rate-ranges', plan.id],
    queryFn: () => unwrap(api.GET('/catalogue/plans/{id}/rate-ranges', { params: { path: { id: plan.id } } })),
  });
  const [chosen, setChosen] = useState<{ area: string; from: string } | null>(null);
  const list = useMemo(() => ranges.data ?? [], [ranges.data]);
  const areas = useMemo(() => [...new Set(list.map((r) => r.rating_area))].sort(), [list]);
  const fallback = defaultRange(list);
  const area = chosen?.area ?? fallback?.rating_area;
  const periods = list.filter((r) => r.rating_area === area);
  const period = periods.find((r) => r.effective_from === chosen?.from) ?? (chosen ? defaultRange(periods) : fallback);
  const rates = useQuery({
    enabled: !!area && !!period,
    queryKey: ['plan-rates', plan.id, area, period?.effective_from],
    queryFn: () =>
      unwrap(api.GET('/catalogue/plans/{id}/rates', { params: { path: { id: plan.id }, query: { rating_area: area!, effective_date: period!.effective_from } } })),
  });

  return (
    <Box component="section" aria-labelledby="rates-title" sx={{ p: 2 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2, mb: 1.5 }}>
        <Typography id="rates-title" variant="subtitle1" component="h2" sx={{ fontWeight: 600, mr: 'auto' }}>
          Rates by age
        </Typography>
        {list.length > 0 ? (
          <>
            <TextField
              select
              size="small"
              label="Rating area"
              value={area ?? ''}
              onChange={(e) => setChosen({ area: e.target.value, from: '' })}
              fullWidth={false}
              sx={{ width: 140 }}
            >
              {areas.map((a) => (
                <MenuItem key={a} value={a}>
                  {a}
                </MenuItem>
              ))}
            </TextField>
            <TextField
              select
              size="small"
              label="Rates in effect"
              value={period?.effective_from ?? ''}
              onChange={(e) => setChosen({ area: area!, from: e.target.value })}
              fullWidth={false}
              sx={{ width: 250 }}
            >
              {periods.map((r) => (
                <MenuItem key={r.effective_from} value={r.effective_from}>
                  {periodLabel(r)}
                </MenuItem>
              ))}
            </TextField>
          </>
        ) : null}
      </Box>
      {ranges.isPending ? (
        <LinearProgress aria-label="Loading rates" />
      ) : ranges.error ? (
        <Alert severity="error">{ranges.error instanceof ApiError ? ranges.error.message : 'The rates could not be loaded.'}</Alert>
      ) : list.length === 0 ? (
        <Alert
          severity="info"
          action={
            <Button component={Link} to={importPath} size="small" color="inherit">
              Import rates
            </Button>
          }
        >
          No rates loaded for this plan yet. Load them from a CSV shaped like the CMS Rate PUF.
        </Alert>
      ) : rates.isPending ? (
        <LinearProgress aria-label="Loading rates" />
      ) : rates.error ? (
        <Alert severity="error">{rates.error instanceof ApiError ? rates.error.message : 'The rates could not be loaded.'}</Alert>
      ) : (
        <>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
            Monthly premium per member in {rates.data.rating_area}, {period ? periodLabel(period) : ''}. Children under 15 share the 0–14 rate.
          </Typography>
          {rates.data.composite_cents?.length === 4 ? <CompositeTiers composite={rates.data.composite_cents} /> : null}
          <RatesTable rates={rates.data} />
        </>
      )}
    </Box>
  );
}
