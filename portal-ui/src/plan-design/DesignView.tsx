/** The read-only side of a design: its settings, plans and contribution rules in words; the versions table. */
import Box from '@mui/material/Box';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { labelOf, PAY_FREQUENCIES } from '../book/rules';
import { describeRule, ruleScope } from './format';
import { PlanName } from './PlanBits';
import type { PlanDesign, PlanDesignSummary } from './types';
import { formatDate, formatDateTime } from '../ui/dates';
import { SectionCard } from '../ui/cards';
import { PlanDesignStatusChip } from '../ui/chips/plans';
import { codeLabel, LINE_CODES, LINE_LABELS, OFFERING_MODEL_LABELS, WAITING_PERIOD_LABELS } from '../ui/vocab';

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box>
      <Typography variant="caption" color="text.secondary" sx={{ fontWeight: 600, textTransform: 'uppercase', letterSpacing: 0.4 }}>
        {label}
      </Typography>
      <Typography variant="body2">{children}</Typography>
    </Box>
  );
}

export function DesignSummaryCard({ design }: { design: PlanDesign }) {
  const plans = design.model.plans.map((p) => p.plan);
  const name = (id: string) => plans.find((p) => p.id === id)?.name ?? id;
  return (
    <Stack spacing={2}>
      <SectionCard title="Plan year and eligibility" testId="design-settings">
        <Grid container spacing={2}>
          <Grid size={{ xs: 6, sm: 3 }}>
            <Fact label="Effective">{formatDate(design.effective_date)}</Fact>
          </Grid>
          <Grid size={{ xs: 6, sm: 3 }}>
            <Fact label="Offering model">{codeLabel(OFFERING_MODEL_LABELS, design.offering_model)}</Fact>
          </Grid>
          <Grid size={{ xs: 6, sm: 3 }}>
            <Fact label="Waiting period">{codeLabel(WAITING_PERIOD_LABELS, design.waiting_period)}</Fact>
          </Grid>
          <Grid size={{ xs: 6, sm: 3 }}>
            <Fact label="Pay frequency">{labelOf(PAY_FREQUENCIES, design.pay_frequency)}</Fact>
          </Grid>
        </Grid>
      </SectionCard>
      <SectionCard title="Offered plans" subheader={`${plans.length} plan${plans.length === 1 ? '' : 's'} in rating area ${design.rating_area}`} testId="design-plans">
        <Stack spacing={1.5}>
          {LINE_CODES.map((line) => {
            const mine = plans.filter((p) => p.line === line);
            return (
              <Box key={line}>
                <Typography variant="subtitle2" sx={{ mb: 0.5 }}>
                  {LINE_LABELS[line]}
                </Typography>
                {mine.length === 0 ? (
                  <Typography variant="body2" color="text.secondary">
                    Not offered
                  </Typography>
                ) : (
                  <Box sx={{ border: 1, borderColor: 'divider', borderRadius: 1 }}>
                    {mine.map((p, i) => (
                      <Box key={p.id} sx={{ px: 1.5, py: 0.75, borderTop: i ? 1 : 0, borderColor: 'divider' }} data-testid="design-plan" data-plan={p.id}>
                        <PlanName plan={p} />
                      </Box>
                    ))}
                  </Box>
                )}
              </Box>
            );
          })}
        </Stack>
      </SectionCard>
      <SectionCard title="Employer contribution" testId="design-contributions">
        <Stack spacing={1}>
          {design.contribution.map((r, i) => (
            <Box key={i} data-testid={`rule-${i}`}>
              <Typography variant="body2" sx={{ fontWeight: 600 }}>
                {ruleScope(r)}
              </Typography>
              <Typography variant="body2" color="text.secondary" data-testid="rule-summary">
                {describeRule(r, name)}
              </Typography>
            </Box>
          ))}
        </Stack>
      </SectionCard>
    </Stack>
  );
}

/** Who decided what, shown only where the decision is the current one. */
export function decisionText(d: PlanDesignSummary): string | null {
  if (!d.decided_at) return null;
  if (d.status === 'approved' || d.status === 'superseded') return `Approved by ${d.decided_by_name ?? 'the employer'} · ${formatDateTime(d.decided_at)}`;
  if (d.status === 'changes_requested') return `Changes requested by ${d.decided_by_name ?? 'the employer'} · ${formatDateTime(d.decided_at)}`;
  return null;
}

export function VersionsTable({ designs, selected, onSelect }: { designs: PlanDesignSummary[]; selected: string | null; onSelect: (id: string) => void }) {
  const years = [...new Set(designs.map((d) => d.plan_year))].sort((a, b) => b - a);
  return (
    <TableContainer>
      <Table size="small" aria-label="Plan design versions" data-testid="design-versions">
        <TableHead>
          <TableRow>
            <TableCell>Version</TableCell>
            <TableCell>Status</TableCell>
            <TableCell>Effective</TableCell>
            <TableCell>Offering</TableCell>
            <TableCell align="right">Plans</TableCell>
            <TableCell>Created</TableCell>
            <TableCell>Submitted</TableCell>
            <TableCell>Employer decision</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {years.map((y) => [
            <TableRow key={y}>
              <TableCell colSpan={8} sx={{ bgcolor: 'action.hover', fontWeight: 700, py: 0.5 }}>
                Plan year {y}
              </TableCell>
            </TableRow>,
            ...designs
              .filter((d) => d.plan_year === y)
              .sort((a, b) => b.number - a.number)
              .map((d) => {
                const decision = decisionText(d);
                return (
                  <TableRow
                    key={d.id}
                    hover
                    selected={d.id === selected}
                    onClick={() => onSelect(d.id)}
                    onKeyDown={(e) => {
                      if (e.key === 'Enter' || e.key === ' ') {
                        e.preventDefault();
                        onSelect(d.id);
                      }
                    }}
                    tabIndex={0}
                    aria-selected={d.id === selected}
                    aria-label={`Open ${d.plan_year} version ${d.number}`}
                    sx={{ cursor: 'pointer' }} data-testid="design-version-row" data-status={d.status}>
                    <TableCell sx={{ fontWeight: 700 }}>v{d.number}</TableCell>
                    <TableCell>
                      <PlanDesignStatusChip status={d.status} />
                    </TableCell>
                    <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDate(d.effective_date)}</TableCell>
                    <TableCell>{codeLabel(OFFERING_MODEL_LABELS, d.offering_model)}</TableCell>
                    <TableCell align="right">{d.plan_count}</TableCell>
                    <TableCell sx={{ whiteSpace: 'nowrap' }}>
                      {d.created_by_name ?? '—'}
                      <Typography variant="caption" color="text.secondary" component="div">
                        {formatDateTime(d.created_at)}
                      </Typography>
                    </TableCell>
                    <TableCell sx={{ whiteSpace: 'nowrap' }}>{d.submitted_at ? formatDateTime(d.submitted_at) : '—'}</TableCell>
                    <TableCell sx={{ maxWidth: 320 }} data-testid="version-decision">
                      {decision ?? (d.status === 'submitted' ? <Typography variant="body2" color="text.secondary">Awaiting the employer</Typography> : '—')}
                      {d.decision_note && decision ? (
                        <Typography variant="caption" color="text.secondary" component="div" sx={{ fontStyle: 'italic' }}>
                          “{d.decision_note}”
                        </Typography>
                      ) : null}
                    </TableCell>
                  </TableRow>
                );
              }),
          ])}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
