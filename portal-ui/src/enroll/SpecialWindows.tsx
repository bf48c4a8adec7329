/** Special-enrollment windows (one employee each, opened by an approved life event), apart from the open enrollment. */
import HowToRegIcon from '@mui/icons-material/HowToReg';
import Button from '@mui/material/Button';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { codeLabel, ENROLLMENT_STATUS_LABELS, lifeEventLabel } from '../ui/vocab';
import { lifeEventsQuery, participantsQuery } from './queries';
import type { EnrollmentWindow, LifeEvent } from './types';
import { WindowStateChip } from '../ui/chips/enrollment';
import { formatDate } from '../ui/dates';
import { SectionCard } from '../ui/cards';

const AssistDialog = lazy(() => import('./AssistDialog'));

const ONE = { status: '', q: '', sort: '', order: '', page: 0, per_page: 5 };

/** The window's one employee: from the life event that opened it, else from its participants. */
function useEmployee(w: EnrollmentWindow, events: LifeEvent[] | undefined): { name: string; event?: LifeEvent; status?: string } {
  const event = events?.find((e) => e.window_id === w.id);
  const people = useQuery({ ...participantsQuery(w.id, ONE), enabled: true });
  const p = people.data?.data.find((x) => x.employee_id === w.employee_id) ?? people.data?.data[0];
  return { name: event?.employee_name ?? p?.name ?? '…', event, status: p?.status };
}

function Row({ w, events, writable, onAssist }: { w: EnrollmentWindow; events?: LifeEvent[]; writable: boolean; onAssist: (name: string) => void }) {
  const { name, event, status } = useEmployee(w, events);
  return (
    <TableRow data-testid="special-window" data-state={w.state}>
      <TableCell>
        <Typography variant="body2" sx={{ fontWeight: 600 }}>
          {name}
        </Typography>
        {event ? (
          <Typography variant="caption" color="text.secondary">
            {lifeEventLabel(event.kind)} on {formatDate(event.event_date)}
          </Typography>
        ) : null}
      </TableCell>
      <TableCell>
        {formatDate(w.starts_on)} – {formatDate(w.ends_on)}
      </TableCell>
      <TableCell>{formatDate(w.coverage_start)}</TableCell>
      <TableCell>
        <WindowStateChip state={w.state} />
      </TableCell>
      <TableCell>{codeLabel(ENROLLMENT_STATUS_LABELS, status)}</TableCell>
      {writable ? (
        <TableCell align="right">
          <Button size="small" startIcon={<HowToRegIcon />} disabled={w.state !== 'open'} onClick={() => onAssist(name)}>
            Enroll for employee
          </Button>
        </TableCell>
      ) : null}
    </TableRow>
  );
}

export function SpecialWindows({ windows, groupId, writable, onChanged }: { windows: EnrollmentWindow[]; groupId: string; writable: boolean; onChanged: () => void }) {
  const events = useQuery(lifeEventsQuery(groupId));
  const [assisting, setAssisting] = useState<{ w: EnrollmentWindow; name: string } | null>(null);
  if (!windows.length) return null;
  return (
    <SectionCard title="Special enrollments" subheader="Personal windows opened by approved life events" dense testId="special-windows">
      <Table size="small" aria-label="Special enrollments">
        <TableHead>
          <TableRow>
            <TableCell>Employee</TableCell>
            <TableCell>Window</TableCell>
            <TableCell>Coverage from</TableCell>
            <TableCell>State</TableCell>
            <TableCell>Status</TableCell>
            {writable ? <TableCell /> : null}
          </TableRow>
        </TableHead>
        <TableBody>
          {windows.map((w) => (
            <Row key={w.id} w={w} events={events.data} writable={writable} onAssist={(name) => setAssisting({ w, name })} />
          ))}
        </TableBody>
      </Table>
      {assisting && assisting.w.employee_id ? (
        <Suspense fallback={null}>
          <AssistDialog
            windowId={assisting.w.id}
            employeeId={assisting.w.employee_id}
            name={assisting.name}
            onClose={() => setAssisting(null)}
            onDone={() => {
              setAssisting(null);
              onChanged();
            }}
          />
        </Suspense>
      ) : null}
    </SectionCard>
  );
}
