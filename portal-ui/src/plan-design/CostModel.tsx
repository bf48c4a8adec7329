/** The cost model of a design: employer annual cost, enrolment, and per plan per tier employee cost per paycheck. */
import Box from '@mui/material/Box';
import Grid from '@mui/material/Grid';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { pct } from './format';
import { LINE_CODES, LINE_LABELS } from '../ui/vocab';
import { TIER_CODES, tierName } from '../ui/vocab';
import { PlanName } from './PlanBits';
import type { DesignModel, PlanModel } from './types';
import { formatCents } from '../ui/money';

function Figure({ label, value, hint, testId }: { label: string; value: ReactNode; hint?: ReactNode; testId?: string }) {
  return (
    <Box data-testid={testId}>
      <Typography variant="caption" color="text.secondary" sx={{ textTransform: 'uppercase', letterSpacing: 0.4, fontWeight: 600 }}>
        {label}
      </Typography>
      <Typography sx={{ fontSize: '1.35rem', fontWeight: 700, lineHeight: 1.25, fontVariantNumeric: 'tabular-nums' }} data-testid={testId ? `${testId}-value` : undefined}>
        {value}
      </Typography>
      {hint ? (
        <Typography variant="caption" color="text.secondary" component="div">
          {hint}
        </Typography>
      ) : null}
    </Box>
  );
}

/** The headline figures. `updating` dims them while a new preview is on its way. */
export function ModelFigures({ model, updating }: { model: DesignModel; updating?: boolean }) {
  const same = Math.round(model.employer_annual_low_cents / 100) === Math.round(model.employer_annual_high_cents / 100);
  return (
    <Box sx={{ position: 'relative' }}>
      <Box sx={{ opacity: updating ? 0.55 : 1, transition: 'opacity 120ms' }}>
        <Grid container spacing={2}>
          <Grid size={12}>
            <Figure
              label="Employer cost a year"
              testId="model-employer-annual"
              value={same ? formatCents(model.employer_annual_low_cents, true) : `${formatCents(model.employer_annual_low_cents, true)} – ${formatCents(model.employer_annual_high_cents, true)}`}
              hint={same ? `${formatCents(model.employer_annual_low_cents / 12, true)} a month` : `${formatCents(model.employer_annual_low_cents / 12, true)} – ${formatCents(model.employer_annual_high_cents / 12, true)} a month · everyone on the cheapest plan of each line vs the dearest`}
            />
          </Grid>
          <Grid size={4}>
            <Figure label="Eligible" value={model.eligible} hint="employees" testId="model-eligible" />
          </Grid>
          <Grid size={4}>
            <Figure label="Enrolling" value={model.enrolling_medical} hint="in medical" testId="model-enrolling" />
          </Grid>
          <Grid size={4}>
            <Figure label="Participation" value={pct(model.enrolling_medical, model.eligible)} hint="of eligible" testId="model-participation" />
          </Grid>
        </Grid>
      </Box>
      {updating ? <LinearProgress sx={{ position: 'absolute', left: 0, right: 0, bottom: -8, height: 2 }} aria-label="Updating the cost model" /> : null}
    </Box>
  );
}

function TierCell({ p, tier, payFrequency }: { p: PlanModel; tier: string; payFrequency: number }) {
  const t = p.tiers.find((x) => x.tier === tier);
  if (!t || t.employee_per_paycheck_cents === undefined || t.employee_per_paycheck_cents === null) {
    return (
      <TableCell align="right" sx={{ color: 'text.disabled' }}>
        <Tooltip title="Nobody on the census is in this tier">
          <span>—</span>
        </Tooltip>
      </TableCell>
    );
  }
  return (
    <TableCell align="right" data-testid={`tier-${tier}`}>
      <Tooltip title={`${t.households} household${t.households === 1 ? '' : 's'} · average premium ${formatCents(t.average_premium_cents)} a month, employee pays ${formatCents(t.average_employee_cents)} a month (${payFrequency} paychecks a year)`}>
        <Box component="span" sx={{ fontWeight: 600, fontVariantNumeric: 'tabular-nums' }}>
          {formatCents(t.employee_per_paycheck_cents)}
        </Box>
      </Tooltip>
      <Typography variant="caption" color="text.secondary" component="div">
        {t.households} hh
      </Typography>
    </TableCell>
  );
}

/** Per plan: enrolled, monthly premium and split, employer a year, and the employee's cost per paycheck per tier. */
export function CostTable({ model, payFrequency }: { model: DesignModel; payFrequency: number }) {
  const lines = LINE_CODES.filter((l) => model.plans.some((p) => p.plan.line === l));
  const num = { fontVariantNumeric: 'tabular-nums' } as const;
  return (
    <TableContainer>
      <Table size="small" aria-label="Cost per plan and tier" data-testid="cost-table" sx={{ '& td, & th': { whiteSpace: 'nowrap' } }}>
        <TableHead>
          <TableRow>
            <TableCell rowSpan={2}>Plan</TableCell>
            <TableCell rowSpan={2} align="right">
              Enrolled
            </TableCell>
            <TableCell rowSpan={2} align="right">
              Premium / mo
            </TableCell>
            <TableCell rowSpan={2} align="right">
              Employer / mo
            </TableCell>
            <TableCell rowSpan={2} align="right">
              Employees / mo
            </TableCell>
            <TableCell rowSpan={2} align="right">
              Employer / yr
            </TableCell>
            <TableCell colSpan={4} align="center" sx={{ borderLeft: 1, borderColor: 'divider', pb: 0 }}>
              Employee cost per paycheck · {payFrequency} a year
            </TableCell>
          </TableRow>
          <TableRow>
            {TIER_CODES.map((t, i) => (
              <TableCell key={t} align="right" sx={i === 0 ? { borderLeft: 1, borderColor: 'divider' } : undefined}>
                <Tooltip title={tierName(t)}>
                  <span>{t}</span>
                </Tooltip>
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {lines.map((line) => [
            <TableRow key={line}>
              <TableCell colSpan={10} sx={{ bgcolor: 'action.hover', fontWeight: 700, py: 0.5 }}>
                {LINE_LABELS[line]}
              </TableCell>
            </TableRow>,
            ...model.plans
              .filter((p) => p.plan.line === line)
              .map((p) => (
                <TableRow key={p.plan.id} data-testid="cost-row" data-plan={p.plan.id}>
                  <TableCell sx={{ maxWidth: 300 }}>
                    <PlanName plan={p.plan} dense />
                  </TableCell>
                  <TableCell align="right" sx={num}>
                    {p.enrolled}
                  </TableCell>
                  <TableCell align="right" sx={num}>
                    {formatCents(p.monthly_premium_cents, true)}
                  </TableCell>
                  <TableCell align="right" sx={num}>
                    {formatCents(p.employer_monthly_cents, true)}
                  </TableCell>
                  <TableCell align="right" sx={num}>
                    {formatCents(p.employee_monthly_cents, true)}
                  </TableCell>
                  <TableCell align="right" sx={{ ...num, fontWeight: 600 }} data-testid="employer-annual">
                    {formatCents(p.employer_annual_cents, true)}
                  </TableCell>
                  {TIER_CODES.map((t) => (
                    <TierCell key={t} p={p} tier={t} payFrequency={payFrequency} />
                  ))}
                </TableRow>
              )),
          ])}
        </TableBody>
      </Table>
      <Stack direction="row" spacing={2} sx={{ px: 2, pt: 1 }}>
        <Typography variant="caption" color="text.secondary">
          Each plan is priced as if every enrolling household on its line took it. Tier cells: average employee cost per paycheck, and households on the census in that tier (hover for the premium).
        </Typography>
      </Stack>
    </TableContainer>
  );
}
