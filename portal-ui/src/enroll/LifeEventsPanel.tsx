/**
 * Qualifying life events the group's employees reported, pending first: the proof, and approve
 * (opens the employee's special-enrollment window) or reject with a note the employee reads.
 */
import AttachFileIcon from '@mui/icons-material/AttachFile';
import EventNoteIcon from '@mui/icons-material/EventNote';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { decideLifeEvent, documentHref, lifeEventsQuery } from './queries';
import type { LifeEvent, LifeEventDecision } from './types';
import { formatDate, formatDateTime } from '../ui/dates';
import { EmptyState, LoadError } from '../ui/states';
import { fieldErrorsOf } from '../ui/formErrors';
import { SectionCard } from '../ui/cards';
import { LifeEventStatusChip } from '../ui/chips/enrollment';
import { lifeEventLabel } from '../ui/vocab';

function RejectDialog({ event, busy, error, onConfirm, onClose }: { event: LifeEvent; busy: boolean; error: unknown; onConfirm: (note: string) => void; onClose: () => void }) {
  const [note, setNote] = useState('');
  const fields = fieldErrorsOf(error);
  return (
    <Dialog open onClose={busy ? undefined : onClose} maxWidth="xs" fullWidth aria-labelledby="reject-title">
      <DialogTitle id="reject-title">Reject {event.employee_name}’s {lifeEventLabel(event.kind).toLowerCase()}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 0.5 }}>
          <Typography variant="body2" color="text.secondary">
            The employee sees this note and can report the event again with the right proof.
          </Typography>
          <TextField
            label="Note to the employee"
            value={note}
            onChange={(e) => setNote(e.target.value)}
            multiline
            minRows={3}
            required
            autoFocus
            error={!!fields.note}
            helperText={fields.note ?? `${note.length}/1000`}
            slotProps={{ htmlInput: { maxLength: 1000 } }}
          />
          {error && !fields.note ? <Alert severity="error">{error instanceof Error ? error.message : 'That did not work.'}</Alert> : null}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={busy}>
          Cancel
        </Button>
        <Button variant="contained" color="error" onClick={() => onConfirm(note.trim())} disabled={busy || !note.trim()} data-testid="reject-confirm">
          Reject
        </Button>
      </DialogActions>
    </Dialog>
  );
}

function EventRow({ event, writable }: { event: LifeEvent; writable: boolean }) {
  const queryClient = useQueryClient();
  const [rejecting, setRejecting] = useState(false);
  const decide = useMutation({
    mutationFn: (body: LifeEventDecision) => decideLifeEvent(event.id, body),
    onSuccess: () => {
      setRejecting(false);
      void queryClient.invalidateQueries({ queryKey: lifeEventsQuery(event.group_id).queryKey });
      void queryClient.invalidateQueries({ queryKey: ['groups', event.group_id, 'enrollments'] });
    },
  });
  return (
    <Box component="li" sx={{ py: 1.25, px: 2, borderTop: 1, borderColor: 'divider', '&:first-of-type': { borderTop: 0 } }} data-testid="life-event" data-status={event.status}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ alignItems: { sm: 'flex-start' } }}>
        <Box sx={{ flexGrow: 1, minWidth: 0 }}>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }} useFlexGap>
            <Typography variant="body2" sx={{ fontWeight: 700 }}>
              {event.employee_name}
            </Typography>
            <Typography variant="body2">
              {lifeEventLabel(event.kind)} on {formatDate(event.event_date)}
            </Typography>
            <LifeEventStatusChip status={event.status} />
          </Stack>
          <Typography variant="caption" color="text.secondary" component="div">
            Reported {formatDateTime(event.reported_at)}
            {event.decided_at ? ` · ${event.status} by ${event.decided_by_name ?? '—'} ${formatDateTime(event.decided_at)}` : ''}
          </Typography>
          {event.note ? (
            <Typography variant="body2" sx={{ mt: 0.5 }}>
              “{event.note}”
            </Typography>
          ) : null}
          {event.decision_note ? (
            <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5, fontStyle: 'italic' }} data-testid="decision-note">
              Note: {event.decision_note}
            </Typography>
          ) : null}
          {event.status === 'approved' && event.window_ends_on ? (
            <Typography variant="body2" color="success.main" sx={{ mt: 0.5 }}>
              Special enrollment open until {formatDate(event.window_ends_on)}
            </Typography>
          ) : null}
          {event.document_id ? (
            <Link href={documentHref(event.document_id)} target="_blank" rel="noopener" variant="body2" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, mt: 0.5 }} data-testid="life-event-proof">
              <AttachFileIcon fontSize="inherit" />
              {event.document_name ?? 'Proof'}
            </Link>
          ) : (
            <Typography variant="caption" color="warning.main" component="div" sx={{ mt: 0.5 }}>
              No proof attached
            </Typography>
          )}
          {decide.error && !rejecting ? (
            <Alert severity="error" sx={{ mt: 1 }} onClose={() => decide.reset()}>
              {decide.error.message}
            </Alert>
          ) : null}
        </Box>
        {writable && event.status === 'pending' ? (
          <Stack direction="row" spacing={1} sx={{ flexShrink: 0 }}>
            <Button size="small" variant="outlined" color="inherit" onClick={() => setRejecting(true)} disabled={decide.isPending} data-testid="life-event-reject">
              Reject
            </Button>
            <Button size="small" variant="contained" color="success" onClick={() => decide.mutate({ decision: 'approve' })} disabled={decide.isPending} data-testid="life-event-approve">
              {decide.isPending && !rejecting ? 'Approving…' : 'Approve'}
            </Button>
          </Stack>
        ) : null}
      </Stack>
      {rejecting ? (
        <RejectDialog
          event={event}
          busy={decide.isPending}
          error={decide.error}
          onConfirm={(note) => decide.mutate({ decision: 'reject', note })}
          onClose={() => {
            setRejecting(false);
            decide.reset();
          }}
        />
      ) : null}
    </Box>
  );
}

export function LifeEventsPanel({ groupId, writable }: { groupId: string; writable: boolean }) {
  const events = useQuery(lifeEventsQuery(groupId));
  const pending = events.data?.filter((e) => e.status === 'pending').length ?? 0;
  return (
    <SectionCard
      title="Life events"
      subheader={events.data ? (pending ? `${pending} awaiting a decision` : 'Marriage, birth, adoption, loss of coverage: approving opens a special enrollment') : undefined}
      dense
      testId="life-events"
    >
      {events.error ? (
        <Box sx={{ px: 2 }}>
          <LoadError error={events.error} retry={() => void events.refetch()} what="the life events" />
        </Box>
      ) : !events.data ? (
        <Box sx={{ px: 2 }}>
          <Skeleton height={48} />
          <Skeleton height={48} />
        </Box>
      ) : events.data.length === 0 ? (
        <EmptyState icon={<EventNoteIcon />} title="No life events reported">
          When an employee reports a marriage, birth, adoption or loss of other coverage from their benefits page, it appears here to approve (30 days to change, 60 for Medicaid/CHIP) or reject.
        </EmptyState>
      ) : (
        <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
          {events.data.map((e) => (
            <EventRow key={e.id} event={e} writable={writable} />
          ))}
        </Box>
      )}
    </SectionCard>
  );
}
