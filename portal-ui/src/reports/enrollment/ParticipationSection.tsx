/** Participation per enrollment, line and carrier against the carrier's minimum, counted as the enrollment's own check counts it. */
import Chip from '@mui/material/Chip';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import { SectionCard } from '../../ui/cards';
import { numSx } from '../../ui/table';
import { LINE_LABELS } from '../../ui/vocab';
import { BarsChart } from '../charts';
import { pct } from '../format';
import { ExportLinks, FigureTable } from '../parts';
import { enrollmentExportHref, type EnrollmentFilters, type EnrollmentReport } from '../queries';

export function ParticipationSection({ report, filters }: { report: EnrollmentReport; filters: EnrollmentFilters }) {
  const theme = useTheme();
  const series = [
    { key: 'pass', label: 'Meets the minimum', color: theme.palette.success.main },
    { key: 'fail', label: 'Below the minimum', color: theme.palette.error.main },
  ];
  const rows = report.participation.map((c) => ({
    id: `${c.window_id}-${c.line}-${c.carrier_name}`,
    label: `${c.group_name} ${c.plan_year} · ${LINE_LABELS[c.line]} · ${c.carrier_name}`,
    values: { [c.status === 'pass' ? 'pass' : 'fail']: c.participation_pct ?? 0 },
    mark: c.minimum_pct,
  }));
  return (
    <SectionCard
      title="Participation against carrier minimums"
      subheader="Enrolled with the carrier of the eligible, leaving out those who waive for other coverage; the dashed mark is the carrier’s minimum"
      action={<ExportLinks href={(f) => enrollmentExportHref(f, 'participation', filters)} name="participation" testId="export-participation" />}
      testId="participation-section"
    >
      <BarsChart
        rows={rows}
        series={series}
        max={100}
        format={(v) => pct(v)}
        markLabel="minimum"
        label="Participation of each enrollment, line and carrier, with the carrier's minimum"
        empty="No enrollment in this period offers a carrier yet."
        testId="participation-chart"
      />
      {report.participation.length ? (
        <FigureTable label="Participation against carrier minimums">
          <Table size="small" aria-label="Participation against carrier minimums">
            <TableHead>
              <TableRow>
                <TableCell>Group</TableCell>
                <TableCell>Line</TableCell>
                <TableCell>Carrier</TableCell>
                <TableCell align="right">Eligible</TableCell>
                <TableCell align="right">Enrolled</TableCell>
                <TableCell align="right">Waived, other coverage</TableCell>
                <TableCell align="right">Waived, counted</TableCell>
                <TableCell align="right">Participation</TableCell>
                <TableCell align="right">Minimum</TableCell>
                <TableCell>Result</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {report.participation.map((c) => (
                <TableRow key={`${c.window_id}-${c.line}-${c.carrier_name}`} data-testid="participation-row" data-status={c.status}>
                  <TableCell sx={{ fontWeight: 600 }}>
                    {c.group_name} · {c.plan_year}
                  </TableCell>
                  <TableCell>{LINE_LABELS[c.line]}</TableCell>
                  <TableCell>{c.carrier_name}</TableCell>
                  <TableCell align="right" sx={numSx}>{c.eligible}</TableCell>
                  <TableCell align="right" sx={numSx}>{c.enrolled}</TableCell>
                  <TableCell align="right" sx={numSx}>{c.waived_other_coverage}</TableCell>
                  <TableCell align="right" sx={numSx}>{c.waived_counted}</TableCell>
                  <TableCell align="right" sx={{ ...numSx, fontWeight: 600 }}>{pct(c.participation_pct)}</TableCell>
                  <TableCell align="right" sx={numSx}>{pct(c.minimum_pct)}</TableCell>
                  <TableCell>
                    <Chip size="small" label={c.status === 'pass' ? 'Meets it' : 'Below'} color={c.status === 'pass' ? 'success' : 'error'} variant={c.status === 'pass' ? 'outlined' : 'filled'} />
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
          <Typography variant="caption" color="text.secondary" component="p" sx={{ px: 2, pt: 1 }}>
            Carriers usually waive their minimums for coverage starting January 1 when the group joins between November 15 and December 15.
          </Typography>
        </FigureTable>
      ) : null}
    </SectionCard>
  );
}
