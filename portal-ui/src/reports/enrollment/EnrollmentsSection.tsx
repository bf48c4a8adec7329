/** Each open enrollment of the period: where its eligible employees stand, as a bar and in the table. */
import Link from '@mui/material/Link';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { Link as RouterLink } from 'react-router';
import { useStatusColors } from '../../enroll/ProgressPanel';
import { SectionCard } from '../../ui/cards';
import { WindowStateChip } from '../../ui/chips/enrollment';
import { formatDate } from '../../ui/dates';
import { numSx } from '../../ui/table';
import { ENROLLMENT_STATUS_LABELS } from '../../ui/vocab';
import { BarsChart } from '../charts';
import { pct } from '../format';
import { ExportLinks, FigureTable } from '../parts';
import { enrollmentExportHref, type EnrollmentFilters, type EnrollmentReport, type ReportEnrollment } from '../queries';

/** An enrollment as its bar and its rows name it: "Granite Peak Construction 2027". */
export const enrollmentName = (e: { group_name: string; plan_year: number }) => `${e.group_name} ${e.plan_year}`;

const ORDER = ['enrolled', 'waived', 'in_progress', 'not_started'] as const;

export function EnrollmentsSection({ report, filters }: { report: EnrollmentReport; filters: EnrollmentFilters }) {
  const colors = useStatusColors();
  const series = ORDER.map((key) => ({ key, label: ENROLLMENT_STATUS_LABELS[key], color: colors[key] }));
  const rows = report.enrollments.map((e: ReportEnrollment) => ({
    id: e.window_id,
    label: enrollmentName(e),
    values: { enrolled: e.enrolled, waived: e.waived, in_progress: e.in_progress, not_started: e.not_started },
  }));
  return (
    <SectionCard
      title="Enrollments"
      subheader="Each open enrollment of the period: its eligible employees by where they stand"
      action={<ExportLinks href={(f) => enrollmentExportHref(f, 'enrollments', filters)} name="the enrollments" testId="export-enrollments" />}
      testId="enrollments-section"
    >
      <BarsChart rows={rows} counts series={series} format={(v) => `${v}`} label="Eligible employees of each enrollment, by where they stand" empty="No open enrollment ran in this period." testId="enrollments-chart" />
      {report.enrollments.length ? (
        <FigureTable label="Enrollments">
          <Table size="small" aria-label="Enrollments">
            <TableHead>
              <TableRow>
                <TableCell>Group</TableCell>
                <TableCell>Window</TableCell>
                <TableCell>State</TableCell>
                <TableCell align="right">Eligible</TableCell>
                <TableCell align="right">Enrolled</TableCell>
                <TableCell align="right">Waived</TableCell>
                <TableCell align="right">In progress</TableCell>
                <TableCell align="right">Not started</TableCell>
                <TableCell align="right">Complete</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {report.enrollments.map((e) => (
                <TableRow key={e.window_id} data-testid="enrollment-row">
                  <TableCell>
                    <Link component={RouterLink} to={`/dashboard/groups/${e.group_id}/enroll`} underline="hover" sx={{ fontWeight: 600 }}>
                      {e.group_name}
                    </Link>{' '}
                    · {e.plan_year}
                  </TableCell>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>
                    {formatDate(e.starts_on)} – {formatDate(e.ends_on)}
                  </TableCell>
                  <TableCell>
                    <WindowStateChip state={e.state} />
                  </TableCell>
                  <TableCell align="right" sx={numSx}>{e.eligible}</TableCell>
                  <TableCell align="right" sx={numSx}>{e.enrolled}</TableCell>
                  <TableCell align="right" sx={numSx}>{e.waived}</TableCell>
                  <TableCell align="right" sx={numSx}>{e.in_progress}</TableCell>
                  <TableCell align="right" sx={numSx}>{e.not_started}</TableCell>
                  <TableCell align="right" sx={{ ...numSx, fontWeight: 600 }}>{pct(e.completion_pct)}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </FigureTable>
      ) : null}
    </SectionCard>
  );
}
