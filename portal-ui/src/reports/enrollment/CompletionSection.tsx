/** One enrollment day by day: how many of the eligible had submitted (enrolled or waived) by each day's end. */
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { useTheme } from '@mui/material/styles';
import { useState } from 'react';
import { SectionCard } from '../../ui/cards';
import { SelectField } from '../../ui/fields';
import { numSx } from '../../ui/table';
import { LineChart } from '../charts';
import { dayLabel, pct } from '../format';
import { ExportLinks, FigureTable } from '../parts';
import { enrollmentExportHref, type CompletionSeries, type EnrollmentFilters, type EnrollmentReport } from '../queries';
import { enrollmentName } from './EnrollmentsSection';

/** The enrollment shown first: the latest that has begun and has submissions, else the latest that has begun. */
export function firstShown(series: readonly CompletionSeries[]): string {
  const begun = series.filter((s) => s.days.length > 0);
  return (begun.find((s) => s.days[s.days.length - 1].submitted > 0) ?? begun[0])?.window_id ?? '';
}

export function CompletionSection({ report, filters }: { report: EnrollmentReport; filters: EnrollmentFilters }) {
  const theme = useTheme();
  const begun = report.completion.filter((s) => s.days.length > 0);
  const [picked, setPicked] = useState('');
  const shown = begun.find((s) => s.window_id === picked) ?? begun.find((s) => s.window_id === firstShown(report.completion));
  return (
    <SectionCard
      title="Completion over time"
      subheader={shown ? `${enrollmentName(shown)}: of ${shown.eligible} eligible, how many had submitted by the end of each day` : 'Day by day, how many of the eligible had submitted'}
      action={<ExportLinks href={(f) => enrollmentExportHref(f, 'completion', filters)} name="completion by day" testId="export-completion" />}
      testId="completion-section"
    >
      {begun.length > 1 ? (
        <SelectField
          label="Enrollment"
          value={shown?.window_id ?? ''}
          onChange={(e) => setPicked(e.target.value)}
          options={begun.map((s) => [s.window_id, enrollmentName(s)] as const)}
          sx={{ mb: 1.5, minWidth: 260 }}
        />
      ) : null}
      <LineChart
        points={(shown?.days ?? []).map((d) => ({ id: d.day, label: dayLabel(d.day), value: d.completion_pct }))}
        color={theme.palette.primary.main}
        level={100}
        levelLabel="Everyone"
        label={shown ? `Share of the eligible of ${enrollmentName(shown)} who had submitted, by day` : 'Completion by day'}
        empty="No enrollment of this period has begun yet."
        testId="completion-chart"
      />
      {shown ? (
        <FigureTable label="Completion by day">
          <Table size="small" aria-label="Completion by day">
            <TableHead>
              <TableRow>
                <TableCell>Day</TableCell>
                <TableCell align="right">Submitted that day</TableCell>
                <TableCell align="right">Submitted to date</TableCell>
                <TableCell align="right">Of {shown.eligible} eligible</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {shown.days.map((d) => (
                <TableRow key={d.day} data-testid="completion-row">
                  <TableCell>{dayLabel(d.day)}</TableCell>
                  <TableCell align="right" sx={numSx}>{d.submitted_on_day}</TableCell>
                  <TableCell align="right" sx={numSx}>{d.submitted}</TableCell>
                  <TableCell align="right" sx={{ ...numSx, fontWeight: 600 }}>{pct(d.completion_pct)}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </FigureTable>
      ) : null}
    </SectionCard>
  );
}
