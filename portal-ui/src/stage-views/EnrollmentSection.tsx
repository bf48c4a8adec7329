/** Enrollment: the group's enrollment windows, and the results of its latest open enrollment. */
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { currentOpenWindow, percent } from '../enroll/format';
import { windowsQuery } from '../enroll/queries';
import { WindowStateChip } from '../ui/chips/enrollment';
import { formatDate } from '../ui/dates';
import { numSx } from '../ui/table';
import { WINDOW_KIND_LABELS } from '../ui/vocab';
import type { StageSpan } from './dossier';
import { EnrollmentResults } from './EnrollmentResults';
import { Loaded, Nothing } from './Loaded';
import { GoTo, StageSection } from './StageSection';

export function EnrollmentSection({ groupId, span }: { groupId: string; span?: StageSpan }) {
  const windows = useQuery(windowsQuery(groupId));
  const latest = windows.data ? currentOpenWindow(windows.data) : null;
  const newestFirst = [...(windows.data ?? [])].sort((a, b) => b.created_at.localeCompare(a.created_at));
  return (
    <StageSection stage="enrollment" title="Enrollment" span={span} links={<GoTo to={`/dashboard/groups/${groupId}/enroll`}>Go to enrollment</GoTo>}>
      <Loaded
        query={windows}
        what="the enrollment windows"
        isEmpty={(list) => list.length === 0}
        empty={<Nothing title="No enrollment opened yet">Open enrollment starts from the approved plan design; employees elect or waive each line.</Nothing>}
      >
        {() => (
          <>
            <Table size="small" aria-label="Enrollment windows">
              <TableHead>
                <TableRow>
                  <TableCell>Window</TableCell>
                  <TableCell>Dates</TableCell>
                  <TableCell>Coverage from</TableCell>
                  <TableCell>Status</TableCell>
                  <TableCell align="right">Enrolled or waived</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {newestFirst.map((w) => (
                  <TableRow key={w.id} selected={w.id === latest?.id} data-testid="dossier-window" data-kind={w.kind}>
                    <TableCell sx={{ whiteSpace: 'nowrap' }}>
                      <b>{w.plan_year}</b> {WINDOW_KIND_LABELS[w.kind].toLowerCase()}
                    </TableCell>
                    <TableCell sx={{ whiteSpace: 'nowrap' }}>
                      {formatDate(w.starts_on)} – {formatDate(w.ends_on)}
                    </TableCell>
                    <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDate(w.coverage_start)}</TableCell>
                    <TableCell>
                      <WindowStateChip state={w.state} />
                    </TableCell>
                    <TableCell align="right" sx={numSx}>
                      {w.progress.enrolled + w.progress.waived} of {w.progress.eligible} ({percent(w.progress.percent_complete)})
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
            {latest ? (
              <EnrollmentResults window={latest} />
            ) : (
              <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
                No open enrollment yet: only special enrollments after life events.
              </Typography>
            )}
          </>
        )}
      </Loaded>
    </StageSection>
  );
}
