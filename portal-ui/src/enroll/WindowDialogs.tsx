/** The enrollment header's dialogs (loaded when opened): change the last day, close the window. */
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { ApiError } from '../api';
import { todayIso } from '../book/rules';
import { addDays, linesText } from './format';
import { closeWindow, enrollmentQuery, updateWindow } from './queries';
import type { EnrollmentDetail, EnrollmentWindow } from './types';
import { ConfirmDialog } from '../ui/ConfirmDialog';
import { DateField } from '../ui/fields';
import { formatDate } from '../ui/dates';
import { fieldErrorsOf } from '../ui/formErrors';
import { invalidateGroupLists } from '../groups/queries';

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
    // A closed or extended window changes what waits on the dashboard (and a close, the stage).
    invalidateGroupLists(queryClient);
  };
}

export function ExtendDialog({ window: w, onClose }: { window: EnrollmentWindow; onClose: () => void }) {
  const today = todayIso();
  const [endsOn, setEndsOn] = useState(addDays(w.ends_on > today ? w.ends_on : today, 7));
  const store = useStore(w);
  const save = useMutation({
    mutationFn: () => updateWindow(w.id, { ends_on: endsOn, version: w.version }),
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

export function CloseDialog({ window: w, onClose }: { window: EnrollmentWindow; onClose: () => void }) {
  const store = useStore(w);
  const close = useMutation({
    mutationFn: () => closeWindow(w.id, w.version),
    onSuccess: (d) => {
      store(d);
      onClose();
    },
  });
  const unfinished = w.progress.not_started + w.progress.in_progress;
  return (
    <ConfirmDialog
        open
        title={`Close the ${w.plan_year} enrollment?`}
        confirmLabel="Close enrollment"
        busyLabel="Closing…"
        danger
        busy={close.isPending}
        error={close.error instanceof ApiError && close.error.status === 409 ? new Error(sentence(close.error.message)) : close.error}
        onConfirm={() => close.mutate()}
        onClose={() => {
          close.reset();
          onClose();
        }}
      >
        <Typography variant="body2">
          Elections lock: nobody can change them after this, except through a qualifying life event. The group moves on to implementation.
        </Typography>
        <Typography variant="body2" data-testid="close-summary">
          {w.progress.enrolled} enrolled, {w.progress.waived} waived
          {unfinished
            ? `; ${unfinished} not finished — ${w.mode === 'passive' ? `they keep their current elections (passive roll-over)${w.active_lines.length ? `, except ${linesText(w.active_lines).toLowerCase()}, which they had to choose again` : ''}.` : 'they will have no coverage this plan year.'}`
            : '; everyone finished.'}
        </Typography>
    </ConfirmDialog>
  );
}
