/** The waivers of the period's enrollments by reason and line, those that count against participation apart. */
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { SectionCard } from '../../ui/cards';
import { numSx } from '../../ui/table';
import { LINE_LABELS, waiveReasonLabel } from '../../ui/vocab';
import { LINE_SERIES } from '../charts/tones';
import { BarsChart, type BarRow } from '../charts';
import { ExportLinks, FigureTable } from '../parts';
import { enrollmentExportHref, type EnrollmentFilters, type EnrollmentReport, type ReportWaiver } from '../queries';


/** One bar per reason, its lines stacked, the most given reason first. */
export function reasonBars(waivers: readonly ReportWaiver[]): BarRow[] {
  const bars = new Map<string, BarRow>();
  for (const w of waivers) {
    const bar = bars.get(w.reason) ?? { id: w.reason, label: waiveReasonLabel(w.reason), values: {} };
    bar.values[w.line] = (bar.values[w.line] ?? 0) + w.count;
    bars.set(w.reason, bar);
  }
  const total = (b: BarRow) => Object.values(b.values).reduce((n, v) => n + v, 0);
  return [...bars.values()].sort((a, b) => total(b) - total(a));
}

export function WaiversSection({ report, filters }: { report: EnrollmentReport; filters: EnrollmentFilters }) {
  return (
    <SectionCard
      title="Waivers by reason"
      subheader="Waivers for other coverage don’t count against a carrier’s participation minimum; the others do"
      action={<ExportLinks href={(f) => enrollmentExportHref(f, 'waivers', filters)} name="waivers by reason" testId="export-waivers" />}
      testId="waivers-section"
    >
      <BarsChart rows={reasonBars(report.waivers)} counts series={LINE_SERIES} format={(v) => `${v}`} label="Waivers by reason, split by line" empty="Nobody has waived coverage in this period." testId="waivers-chart" />
      {report.waivers.length ? (
        <FigureTable label="Waivers by reason">
          <Table size="small" aria-label="Waivers by reason">
            <TableHead>
              <TableRow>
                <TableCell>Line</TableCell>
                <TableCell>Reason</TableCell>
                <TableCell align="right">Employees</TableCell>
                <TableCell>Participation</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {report.waivers.map((w) => (
                <TableRow key={`${w.line}-${w.reason}`} data-testid="waiver-row">
                  <TableCell>{LINE_LABELS[w.line]}</TableCell>
                  <TableCell sx={{ fontWeight: 600 }}>{waiveReasonLabel(w.reason)}</TableCell>
                  <TableCell align="right" sx={numSx}>{w.count}</TableCell>
                  <TableCell>{w.counts_against_participation ? 'Counts against it' : 'Left out (other coverage)'}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </FigureTable>
      ) : null}
    </SectionCard>
  );
}
