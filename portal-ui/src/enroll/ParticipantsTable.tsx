/**
 * Everyone in a window: server-side paging, status filter, search and sort; each row with its
 * elections, per-paycheck cost, reminders and the actions (remind, enroll for the employee).
 */
import CampaignIcon from '@mui/icons-material/Campaign';
import HowToRegIcon from '@mui/icons-material/HowToReg';
import MailOutlineIcon from '@mui/icons-material/EmailOutlined';
import PrintIcon from '@mui/icons-material/Print';
import SearchIcon from '@mui/icons-material/Search';
import SupportAgentIcon from '@mui/icons-material/SupportAgent';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TableSortLabel from '@mui/material/TableSortLabel';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useState } from 'react';
import { electionText, reminderMessage } from './format';
import { EnrollmentStatusChip } from '../ui/chips/enrollment';
import { ENROLLMENT_STATUS_CODES, ENROLLMENT_STATUS_LABELS } from '../ui/vocab';
import { participantsQuery, sendReminders, type ParticipantFilters } from './queries';
import type { EnrollmentWindow, Participant, ReminderResult } from './types';
import { formatDateTime } from '../ui/dates';
import { Pager } from '../ui/Pager';
import { EmptyState, LoadError } from '../ui/states';
import { SectionCard } from '../ui/cards';
import { formatCents } from '../ui/money';

const AssistDialog = lazy(() => import('./AssistDialog'));

const SORTS: [string, string][] = [
  ['name', 'Employee'],
  ['status', 'Status'],
  ['completed_at', 'Completed'],
];

function Elections({ p }: { p: Participant }) {
  if (!p.elections.length) return <Typography variant="body2" color="text.disabled">—</Typography>;
  return (
    <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }} data-testid="participant-elections">
      {p.elections.map((e) => (
        <Typography component="li" variant="body2" key={e.line} sx={{ color: e.plan_name ? 'text.primary' : 'text.secondary', lineHeight: 1.5 }} noWrap title={electionText(e)}>
          {electionText(e)}
        </Typography>
      ))}
    </Box>
  );
}

export function ParticipantsTable({
  window: w,
  filters,
  setFilters,
  writable,
  onPrintLetters,
}: {
  window: EnrollmentWindow;
  filters: ParticipantFilters;
  setFilters: (changes: Partial<Record<keyof ParticipantFilters, string | null>>, resetPage?: boolean) => void;
  writable: boolean;
  onPrintLetters?: () => void;
}) {
  const queryClient = useQueryClient();
  const list = useQuery(participantsQuery(w.id, filters));
  const [q, setQ] = useState(filters.q);
  const [assisting, setAssisting] = useState<Participant | null>(null);
  const [result, setResult] = useState<{ text: string; severity: 'success' | 'info' } | null>(null);
  const open = w.state === 'open';

  // The search asks the server once typing pauses.
  useEffect(() => {
    if (q === filters.q) return;
    const t = setTimeout(() => setFilters({ q }), 300);
    return () => clearTimeout(t);
  }, [q, filters.q, setFilters]);

  const refresh = () => {
    void queryClient.invalidateQueries({ queryKey: ['enrollments', w.id] });
    void queryClient.invalidateQueries({ queryKey: ['groups', w.group_id, 'enrollments'] });
  };
  const remind = useMutation({
    mutationFn: (ids?: string[]) => sendReminders(w.id, ids),
    onSuccess: (r: ReminderResult) => {
      setResult({ text: reminderMessage(r), severity: r.sent ? 'success' : 'info' });
      void queryClient.invalidateQueries({ queryKey: ['enrollments', w.id, 'participants'] });
    },
    onError: () => setResult(null),
  });
  const unfinished = w.progress.not_started + w.progress.in_progress;

  const sortBy = (key: string) => {
    const same = filters.sort === key || (!filters.sort && key === 'name');
    setFilters({ sort: key, order: same && filters.order !== 'desc' ? 'desc' : 'asc' });
  };
  const rows = list.data?.data ?? [];

  return (
    <SectionCard
      title="Employees"
      subheader={open ? 'Status and elections of everyone invited' : 'Status and elections of everyone in this enrollment'}
      dense
      testId="participants"
      action={
        <Stack direction="row" spacing={1}>
          {onPrintLetters ? (
            <Button size="small" startIcon={<PrintIcon />} onClick={onPrintLetters} data-testid="print-letters">
              Code letters
            </Button>
          ) : null}
          {writable && open ? (
            <Button size="small" variant="outlined" startIcon={<CampaignIcon />} onClick={() => remind.mutate(undefined)} disabled={remind.isPending || unfinished === 0} data-testid="remind-all">
              {remind.isPending && remind.variables === undefined ? 'Sending…' : 'Remind everyone not finished'}
            </Button>
          ) : null}
        </Stack>
      }
    >
      <Stack spacing={1} sx={{ px: 2, pb: 1 }}>
        {result ? (
          <Alert severity={result.severity} onClose={() => setResult(null)} data-testid="remind-result">
            {result.text}
          </Alert>
        ) : null}
        {remind.error ? (
          <Alert severity="error" onClose={() => remind.reset()} data-testid="remind-error">
            {remind.error.message}
          </Alert>
        ) : null}
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={1.5} sx={{ alignItems: { md: 'center' } }}>
          <Stack direction="row" spacing={0.75} useFlexGap sx={{ flexWrap: 'wrap', flexGrow: 1 }} role="group" aria-label="Filter by status" data-testid="status-filters">
            <Chip label={`All ${w.progress.eligible}`} color={!filters.status ? 'primary' : 'default'} variant={!filters.status ? 'filled' : 'outlined'} onClick={() => setFilters({ status: null })} aria-pressed={!filters.status} />
            {ENROLLMENT_STATUS_CODES.map((s) => (
              <Chip
                key={s}
                label={`${ENROLLMENT_STATUS_LABELS[s]} ${w.progress[s]}`}
                color={filters.status === s ? 'primary' : 'default'}
                variant={filters.status === s ? 'filled' : 'outlined'}
                onClick={() => setFilters({ status: filters.status === s ? null : s })}
                aria-pressed={filters.status === s}
                data-testid={`filter-${s}`}
              />
            ))}
          </Stack>
          <TextField
            size="small"
            placeholder="Search name or email"
            value={q}
            onChange={(e) => setQ(e.target.value)}
            slotProps={{ htmlInput: { 'aria-label': 'Search employees' }, input: { startAdornment: <InputAdornment position="start"><SearchIcon fontSize="small" /></InputAdornment> } }}
            sx={{ width: { md: 260 } }}
          />
        </Stack>
      </Stack>
      <Box sx={{ position: 'relative' }}>
        {list.isFetching && list.data ? <LinearProgress sx={{ position: 'absolute', top: 0, left: 0, right: 0, height: 2 }} /> : null}
        {list.error ? (
          <Box sx={{ px: 2, pb: 1 }}>
            <LoadError error={list.error} retry={() => void list.refetch()} what="the employees of this enrollment" />
          </Box>
        ) : !list.data ? (
          <Box sx={{ px: 2, py: 3 }}>
            <LinearProgress />
          </Box>
        ) : rows.length === 0 ? (
          <EmptyState title={filters.q || filters.status ? 'Nobody matches' : 'Nobody in this enrollment'}>
            {filters.q || filters.status ? 'Try another status or search.' : 'No employee was eligible when it opened.'}
          </EmptyState>
        ) : (
          <Box sx={{ overflowX: 'auto' }}>
            <Table size="small" aria-label="Employees in this enrollment">
              <TableHead>
                <TableRow>
                  {SORTS.slice(0, 2).map(([k, label]) => (
                    <TableCell key={k} sortDirection={(filters.sort || 'name') === k ? ((filters.order || 'asc') as 'asc' | 'desc') : false}>
                      <TableSortLabel active={(filters.sort || 'name') === k} direction={(filters.sort || 'name') === k ? ((filters.order || 'asc') as 'asc' | 'desc') : 'asc'} onClick={() => sortBy(k)}>
                        {label}
                      </TableSortLabel>
                    </TableCell>
                  ))}
                  <TableCell>Elections</TableCell>
                  <TableCell align="right">Per paycheck</TableCell>
                  <TableCell sortDirection={filters.sort === 'completed_at' ? ((filters.order || 'asc') as 'asc' | 'desc') : false}>
                    <TableSortLabel active={filters.sort === 'completed_at'} direction={filters.sort === 'completed_at' ? ((filters.order || 'asc') as 'asc' | 'desc') : 'asc'} onClick={() => sortBy('completed_at')}>
                      Completed
                    </TableSortLabel>
                  </TableCell>
                  <TableCell>Invitation</TableCell>
                  {writable ? <TableCell align="right">Actions</TableCell> : null}
                </TableRow>
              </TableHead>
              <TableBody>
                {rows.map((p) => {
                  const finished = p.status === 'enrolled' || p.status === 'waived';
                  const remindable = open && !finished && !!p.email;
                  return (
                    <TableRow key={p.employee_id} hover data-testid="participant-row" data-status={p.status} data-name={p.name}>
                      <TableCell sx={{ minWidth: 180 }}>
                        <Typography variant="body2" sx={{ fontWeight: 600 }}>
                          {p.name}
                        </Typography>
                        <Typography variant="caption" color="text.secondary" component="div" noWrap sx={{ maxWidth: 240 }}>
                          {p.email ?? 'No email'}
                          {p.employee_class ? ` · ${p.employee_class}` : ''}
                        </Typography>
                      </TableCell>
                      <TableCell>
                        <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
                          <EnrollmentStatusChip status={p.status} testId="participant-status" />
                          {p.assisted ? (
                            <Chip size="small" variant="outlined" color="secondary" icon={<SupportAgentIcon />} label="Assisted" title="Entered by a broker or HR on the employee’s behalf" data-testid="assisted-badge" />
                          ) : null}
                        </Stack>
                      </TableCell>
                      <TableCell sx={{ maxWidth: 320 }}>
                        <Elections p={p} />
                      </TableCell>
                      <TableCell align="right" sx={{ fontVariantNumeric: 'tabular-nums' }}>
                        {p.per_paycheck_cents !== undefined && p.per_paycheck_cents !== null ? formatCents(p.per_paycheck_cents) : '—'}
                      </TableCell>
                      <TableCell sx={{ whiteSpace: 'nowrap' }}>
                        <Typography variant="body2">{p.completed_at ? formatDateTime(p.completed_at) : '—'}</Typography>
                      </TableCell>
                      <TableCell sx={{ whiteSpace: 'nowrap' }}>
                        <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
                          {p.invite_channel === 'code' ? <PrintIcon fontSize="small" color="action" titleAccess="Code letter" /> : <MailOutlineIcon fontSize="small" color="action" titleAccess="Email" />}
                          <Typography variant="caption" color="text.secondary">
                            {p.invite_channel === 'code' ? 'Code letter' : 'Email'}
                            {p.reminders ? ` · ${p.reminders} reminder${p.reminders === 1 ? '' : 's'}` : ''}
                          </Typography>
                        </Stack>
                        {p.last_reminded_at ? (
                          <Typography variant="caption" color="text.secondary" component="div">
                            last {formatDateTime(p.last_reminded_at)}
                          </Typography>
                        ) : null}
                      </TableCell>
                      {writable ? (
                        <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                          {/* A title, not a Tooltip: it keeps this page's first paint under the budget. */}
                          <span title={remindable ? 'Email a reminder' : finished ? 'Already finished' : !p.email ? 'No email: print their code letter' : 'Reminders go out while the enrollment is open'}>
                            <IconButton size="small" aria-label={`Remind ${p.name}`} disabled={!remindable || remind.isPending} onClick={() => remind.mutate([p.employee_id])} data-testid="remind-one">
                              <CampaignIcon fontSize="small" />
                            </IconButton>
                          </span>
                          <Button size="small" startIcon={<HowToRegIcon />} disabled={!open} onClick={() => setAssisting(p)} data-testid="assist">
                            {finished ? 'Change' : 'Enroll for employee'}
                          </Button>
                        </TableCell>
                      ) : null}
                    </TableRow>
                  );
                })}
              </TableBody>
            </Table>
          </Box>
        )}
      </Box>
      {list.data && list.data.total > 0 ? (
        <Pager page={filters.page} perPage={filters.per_page} total={list.data.total} onPage={(pg) => setFilters({ page: String(pg + 1) }, false)} onPerPage={(n) => setFilters({ per_page: String(n) })} />
      ) : null}
      {assisting ? (
        <Suspense fallback={null}>
          <AssistDialog
            windowId={w.id}
            employeeId={assisting.employee_id}
            name={assisting.name}
            onClose={() => setAssisting(null)}
            onDone={() => {
              setAssisting(null);
              refresh();
            }}
          />
        </Suspense>
      ) : null}
    </SectionCard>
  );
}
