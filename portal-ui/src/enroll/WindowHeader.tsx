/** The window's header: plan year, dates, state and mode; export, extend and close. */
import EventRepeatIcon from '@mui/icons-material/EventRepeat';
import LockIcon from '@mui/icons-material/Lock';
import TableChartIcon from '@mui/icons-material/TableChart';
import DescriptionIcon from '@mui/icons-material/Description';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { api, ApiError, unwrap } from '../api';
import { ConfirmDialog } from '../book/ConfirmDialog';
import { DateField } from '../book/fields';
import { formatDate, formatDateTime, todayIso } from '../book/rules';
import { fieldErrorsOf } from '../book/ui';
import { addDays, daysLeftText, MODE_HINTS, MODE_LABELS, WINDOW_STATES } from './format';
import { enrollmentQuery, exportHref } from './queries';
import type { EnrollmentDetail, EnrollmentWindow } from './types';

export function WindowStateChip({ state }: { state: string }) {
  const s = WINDOW_STATES[state] ?? { label: state, color: 'default' as const };
  return <Chip size="small" label={s.label} color={s.color} variant={state === 'closed' ? 'outlined' : 'filled'} data-testid="window-state" data-state={state} />;
}

/** A 409's message as a sentence. */
export function sentence(message: string): string {
  const m = message.trim();
  return `${m.charAt(0).toUpperCase()}${m.slice(1)}${/[.!?]$/.test(m) ? '' : '.'}`;
}

function useStore(w: EnrollmentWindow) {
  const queryClient = useQueryClient();
  return (d: EnrollmentDetail) => {
    queryClient.setQueryData(enrollmentQuery(d.window.id).queryKey, d);
    void queryClient.invalidateQueries({ queryKey: ['groups', w.group_id] });
    void queryClient.invalidateQueries({ queryKey: ['enrollments', w.id, 'participants'] });
  };
}

function ExtendDialog({ window: w, onClose }: { window: EnrollmentWindow; onClose: () => void }) {
  const today = todayIso();
  const [endsOn, setEndsOn] = useState(addDays(w.ends_on > today ? w.ends_on : today, 7));
  const store = useStore(w);
  const save = useMutation({
    mutationFn: () => unwrap(api.PUT('/enrollments/{id}', { params: { path: { id: w.id } }, body: { ends_on: endsOn, version: w.version } })),
    onSuccess: (d) => {
      store(d);
      onClose();
    },
  });
  const fields = fieldErrorsOf(save.error);
  const local = !/^\d{4}-\d{2}-\d{2}$/.test(endsOn) ? 'enter a date' : endsOn < today ? 'the window must end today or later' : endsOn < w.starts_on ? 'the window ends on or after it starts' : null;
  const conflict = save.error instanceof ApiError && save.error.status === 409 ? save.error.message : null;
  return (
    <Dialog open onClose={save.isPending ? undefined : onClose} maxWidth="xs" fullWidth aria-labelledby="extend-title">
      <DialogTitle id="extend-title">Change the last day</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <Typography variant="body2" color="text.secondary">
            Now {formatDate(w.ends_on)}. Employees who have not finished can enroll until the new date; reminders mention it.
          </Typography>
          <DateField label="New last day" value={endsOn} onChange={(e) => setEndsOn(e.target.value)} error={!!(local ?? fields.ends_on)} helperText={local ?? fields.ends_on ?? ' '} fullWidth />
          {conflict ? <Alert severity="warning">{sentence(conflict)}</Alert> : save.error && !fields.ends_on ? <Alert severity="error">{save.error.message}</Alert> : null}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={save.isPending}>
          Cancel
        </Button>
        <Button variant="contained" onClick={() => save.mutate()} disabled={!!local || save.isPending || endsOn === w.ends_on} data-testid="extend-submit">
          {save.isPending ? 'Saving…' : endsOn < w.ends_on ? 'Shorten' : 'Extend'}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

export function WindowHeader({ window: w, writable }: { window: EnrollmentWindow; writable: boolean }) {
  const [extending, setExtending] = useState(false);
  const [closing, setClosing] = useState(false);
  const store = useStore(w);
  const close = useMutation({
    mutationFn: () => unwrap(api.POST('/enrollments/{id}/close', { params: { path: { id: w.id } }, body: { version: w.version } })),
    onSuccess: (d) => {
      store(d);
      setClosing(false);
    },
  });
  const today = todayIso();
  const unfinished = w.progress.not_started + w.progress.in_progress;
  const closed = w.state === 'closed';
  const rules = [
    w.eligible_classes.length ? `classes: ${w.eligible_classes.join(', ')}` : 'every class',
    w.min_hours !== undefined && w.min_hours !== null ? `${w.min_hours}+ hours a week` : null,
    w.apply_waiting_period ? 'waiting period applied' : 'no waiting period',
  ].filter(Boolean);

  return (
    <Card sx={{ p: 2 }} data-testid="window-header">
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ alignItems: { md: 'center' } }}>
        <Box sx={{ flexGrow: 1, minWidth: 0 }}>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }} useFlexGap>
            <Typography variant="h6" component="h2" data-testid="window-title">
              {w.plan_year} open enrollment
            </Typography>
            <WindowStateChip state={w.state} />
            <Chip size="small" variant="outlined" label={`${MODE_LABELS[w.mode] ?? w.mode} enrollment`} title={MODE_HINTS[w.mode]} data-testid="window-mode" />
          </Stack>
          <Typography variant="body2" sx={{ mt: 0.5 }} data-testid="window-dates">
            <b>{formatDate(w.starts_on)}</b> to <b>{formatDate(w.ends_on)}</b>
            {closed ? ` · closed ${formatDateTime(w.closed_at)}` : w.state === 'scheduled' ? ` · opens in ${daysLeftText(w.starts_on, today).replace(' left', '')}` : ` · ${daysLeftText(w.ends_on, today)}`}
            {' · '}coverage from <b>{formatDate(w.coverage_start)}</b>
          </Typography>
          <Typography variant="caption" color="text.secondary">
            Eligible: {rules.join(' · ')}
          </Typography>
        </Box>
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', flexShrink: 0 }}>
          <Button size="small" variant="outlined" component="a" href={exportHref(w.id, 'csv')} download startIcon={<DescriptionIcon />} data-testid="export-csv">
            CSV
          </Button>
          <Button size="small" variant="outlined" component="a" href={exportHref(w.id, 'xlsx')} download startIcon={<TableChartIcon />} data-testid="export-xlsx">
            Excel
          </Button>
          {writable && !closed ? (
            <>
              <Button size="small" variant="outlined" startIcon={<EventRepeatIcon />} onClick={() => setExtending(true)} data-testid="extend">
                Extend
              </Button>
              <Button size="small" variant="contained" color="warning" startIcon={<LockIcon />} onClick={() => setClosing(true)} disabled={w.state === 'scheduled'} data-testid="close-enrollment">
                Close enrollment
              </Button>
            </>
          ) : null}
        </Stack>
      </Stack>
      {w.state === 'ended' ? (
        <Alert severity="warning" sx={{ mt: 1.5 }}>
          The last day has passed: employees can no longer change their elections. Close the enrollment to lock them and move the group to implementation, or extend it.
        </Alert>
      ) : null}
      {closed ? (
        <Alert severity="info" sx={{ mt: 1.5 }} data-testid="closed-note">
          Elections are locked. {w.mode === 'passive' ? 'Those who did nothing kept their current plans. ' : ''}Changes now need a qualifying life event.
        </Alert>
      ) : null}
      {extending ? <ExtendDialog window={w} onClose={() => setExtending(false)} /> : null}
      <ConfirmDialog
        open={closing}
        title={`Close the ${w.plan_year} enrollment?`}
        confirmLabel={close.isPending ? 'Closing…' : 'Close enrollment'}
        danger
        busy={close.isPending}
        error={close.error instanceof ApiError && close.error.status === 409 ? new Error(sentence(close.error.message)) : close.error}
        onConfirm={() => close.mutate()}
        onClose={() => {
          setClosing(false);
          close.reset();
        }}
      >
        <Typography variant="body2">
          Elections lock: nobody can change them after this, except through a qualifying life event. The group moves on to implementation.
        </Typography>
        <Typography variant="body2" data-testid="close-summary">
          {w.progress.enrolled} enrolled, {w.progress.waived} waived
          {unfinished
            ? `; ${unfinished} not finished — ${w.mode === 'passive' ? 'they keep their current elections (passive roll-over).' : 'they will have no coverage this plan year.'}`
            : '; everyone finished.'}
        </Typography>
      </ConfirmDialog>
    </Card>
  );
}
