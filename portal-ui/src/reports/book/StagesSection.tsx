/** Groups by lifecycle stage on the date, and the book's premium of the clients among them. */
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { SectionCard } from '../../ui/cards';
import { StageChip } from '../../ui/chips';
import { formatCents } from '../../ui/money';
import { numSx } from '../../ui/table';
import { STAGE_CODES, STAGE_COLORS, STAGE_LABELS } from '../../ui/vocab';
import { BarsChart } from '../charts';
import { ExportLinks, FigureTable } from '../parts';
import { bookExportHref, type BookFilters, type BookReport } from '../queries';

const STAGE_SERIES = STAGE_CODES.map((stage) => ({ key: stage, label: STAGE_LABELS[stage], color: STAGE_COLORS[stage] }));

export function StagesSection({ report, filters }: { report: BookReport; filters: BookFilters }) {
  const rows = report.stages.map((s) => ({ id: s.stage, label: STAGE_LABELS[s.stage], values: { [s.stage]: s.groups } }));
  return (
    <SectionCard
      title="Groups by stage"
      subheader="Where each group stood in its lifecycle on the date"
      action={<ExportLinks href={(f) => bookExportHref(f, 'stages', filters)} name="groups by stage" testId="export-stages" />}
      testId="stages-section"
    >
      <BarsChart
        rows={rows}
        series={STAGE_SERIES}
        legend={false} counts
        format={(v) => String(v)}
        label="Groups in each lifecycle stage"
        empty="No group had started its lifecycle by this date."
        testId="stages-chart"
      />
      <FigureTable label="Groups by stage">
        <Table size="small" aria-label="Groups by stage">
          <TableHead>
            <TableRow>
              <TableCell>Stage</TableCell>
              <TableCell align="right">Groups</TableCell>
              <TableCell align="right">Clients in the book</TableCell>
              <TableCell align="right">Monthly premium</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {report.stages.map((s) => (
              <TableRow key={s.stage} data-testid="stage-row" data-stage={s.stage}>
                <TableCell>
                  <StageChip stage={s.stage} />
                </TableCell>
                <TableCell align="right" sx={numSx}>{s.groups}</TableCell>
                <TableCell align="right" sx={numSx}>{s.book_groups}</TableCell>
                <TableCell align="right" sx={numSx}>{s.book_groups ? formatCents(s.monthly_premium_cents) : '—'}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </FigureTable>
    </SectionCard>
  );
}
