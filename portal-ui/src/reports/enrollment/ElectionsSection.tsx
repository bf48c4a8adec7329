/** The elections of the period's enrollments by plan and tier: a bar per plan split by tier, and the same figures in the table. */
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { SectionCard } from '../../ui/cards';
import { numSx } from '../../ui/table';
import { LINE_LABELS, TIER_CODES, TIER_LEGEND, type Line } from '../../ui/vocab';
import { BarsChart, type BarRow } from '../charts';
import { TIER_SERIES } from '../charts/tones';
import { ExportLinks, FigureTable } from '../parts';
import { enrollmentExportHref, type EnrollmentFilters, type EnrollmentReport, type ReportElection } from '../queries';

/** A plan with its employees per tier, in the report's order (line, carrier, plan). */
export interface PlanElections extends BarRow {
  line: Line;
  carrier: string;
  total: number;
}

export function byPlan(elections: readonly ReportElection[]): PlanElections[] {
  const plans = new Map<string, PlanElections>();
  for (const e of elections) {
    const plan = plans.get(e.plan_id) ?? { id: e.plan_id, label: e.plan_name ?? e.plan_id, values: {}, line: e.line, carrier: e.carrier_name ?? '—', total: 0 };
    plan.values[e.tier] = (plan.values[e.tier] ?? 0) + e.count;
    plan.total += e.count;
    plans.set(e.plan_id, plan);
  }
  return [...plans.values()];
}

export function ElectionsSection({ report, filters }: { report: EnrollmentReport; filters: EnrollmentFilters }) {
  const plans = byPlan(report.elections);
  return (
    <SectionCard
      title="Elections by plan and tier"
      subheader="Employees enrolled in each plan, by tier, across the period’s enrollments"
      action={<ExportLinks href={(f) => enrollmentExportHref(f, 'elections', filters)} name="elections by plan and tier" testId="export-elections" />}
      testId="elections-section"
    >
      <BarsChart rows={plans} counts series={TIER_SERIES} format={(v) => `${v}`} label="Employees electing each plan, by tier" empty="Nobody has elected a plan yet." testId="elections-chart" />
      {plans.length ? (
        <FigureTable label="Elections by plan and tier">
          <Table size="small" aria-label="Elections by plan and tier">
            <TableHead>
              <TableRow>
                <TableCell>Line</TableCell>
                <TableCell>Carrier</TableCell>
                <TableCell>Plan</TableCell>
                {TIER_CODES.map((tier) => (
                  <TableCell key={tier} align="right">
                    {tier}
                  </TableCell>
                ))}
                <TableCell align="right">Employees</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {plans.map((p) => (
                <TableRow key={p.id} data-testid="election-row">
                  <TableCell>{LINE_LABELS[p.line]}</TableCell>
                  <TableCell>{p.carrier}</TableCell>
                  <TableCell sx={{ fontWeight: 600 }}>{p.label}</TableCell>
                  {TIER_CODES.map((tier) => (
                    <TableCell key={tier} align="right" sx={numSx}>
                      {p.values[tier] ?? 0}
                    </TableCell>
                  ))}
                  <TableCell align="right" sx={{ ...numSx, fontWeight: 600 }}>{p.total}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
          <Typography variant="caption" color="text.secondary" component="p" sx={{ px: 2, pt: 1 }}>
            {TIER_LEGEND.replace(' · W waived', '')}
          </Typography>
        </FigureTable>
      ) : null}
    </SectionCard>
  );
}
