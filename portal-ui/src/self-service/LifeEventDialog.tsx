import AttachFileIcon from '@mui/icons-material/AttachFile';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRef, useState, type FormEvent } from 'react';
import { ApiError } from '../api';
import { daysBetween } from '../book/rules';
import { reportingDays, todayIso } from './format';
import { SelectField } from '../ui/fields';
import { lifeEventLabel, lifeEventOptions, type LifeEventKind } from '../ui/vocab';
import { invalidateMine, reportLifeEvent } from './queries';
import type { LifeEvent } from './types';

const ACCEPT = '.pdf,.png,.jpg,.jpeg,application/pdf,image/png,image/jpeg';
const MAX_BYTES = 25 * 1024 * 1024;

/** Why a date cannot be reported for this kind of event (the server's rule), or null. */
export function eventDateProblem(kind: string, date: string, today: string = todayIso()): string | null {
  if (!date) return 'enter the date of the event';
  const ahead = daysBetween(today, date);
  if (ahead === null) return 'enter a valid date';
  if (ahead > 30) return 'report an event at most 30 days before it happens';
  const days = reportingDays(kind);
  if (-ahead > days) return `events must be reported within ${days} days`;
  return null;
}

/** "Report a life event": the kind, its date, a note and proof (PDF or image). */
export function LifeEventDialog({ open, onClose, onReported }: { open: boolean; onClose: () => void; onReported?: (e: LifeEvent) => void }) {
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  const queryClient = useQueryClient();
  const [kind, setKind] = useState<LifeEventKind | ''>('');
  const [date, setDate] = useState('');
  const [note, setNote] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [touched, setTouched] = useState(false);
  const fileInput = useRef<HTMLInputElement>(null);
  const report = useMutation({
    mutationFn: (picked: LifeEventKind) => reportLifeEvent({ kind: picked, event_date: date, note, document: file }),
    onSuccess: async (event) => {
      await invalidateMine(queryClient);
      onReported?.(event);
      reset();
      onClose();
    },
  });
  const reset = () => {
    setKind('');
    setDate('');
    setNote('');
    setFile(null);
    setTouched(false);
    report.reset();
  };

  const server = report.error instanceof ApiError ? report.error.fieldErrors : {};
  const local = {
    kind: kind ? null : 'choose what happened',
    event_date: kind ? eventDateProblem(kind, date) : date ? null : 'enter the date of the event',
    document: file && file.size > MAX_BYTES ? 'a document can be at most 25 MB' : null,
  };
  const err = (k: keyof typeof local) => (touched ? local[k] : null) ?? server[k] ?? null;
  const otherError = report.error && !Object.keys(server).length ? report.error.message : null;

  const submit = (e: FormEvent) => {
    e.preventDefault();
    setTouched(true);
    if (!kind || local.event_date || local.document || report.isPending) return;
    report.mutate(kind);
  };

  return (
    <Dialog
      open={open}
      onClose={report.isPending ? undefined : onClose}
      fullScreen={phone}
      fullWidth
      maxWidth="sm"
      aria-labelledby="life-event-title"
      slotProps={{ paper: { component: 'form', onSubmit: submit, noValidate: true } as object }}
    >
      <DialogTitle id="life-event-title">Report a life event</DialogTitle>
      <DialogContent>
        <Stack spacing={2}>
          <Typography variant="body2" color="text.secondary">
            Some events let you change your benefits outside open enrollment. Report them within <strong>30 days</strong> of the event (
            <strong>60 days</strong> for gaining or losing Medicaid or CHIP). Your benefits contact reviews the report; once approved you get a
            special enrollment window to make the changes the event allows.
          </Typography>
          {otherError ? (
            <Alert severity="error" data-testid="life-event-error">
              {otherError}
            </Alert>
          ) : null}
          <SelectField
            label="What happened"
            value={kind}
            onPick={setKind}
            options={lifeEventOptions('employee').map(([k, label]) => [k, `${label} · within ${reportingDays(k)} days`] as const)}
            error={!!err('kind')}
            helperText={err('kind') ?? ' '}
            required
            name="kind"
          />
          <TextField
            type="date"
            label="Date of the event"
            value={date}
            onChange={(e) => setDate(e.target.value)}
            error={!!err('event_date')}
            helperText={err('event_date') ?? (kind ? `${lifeEventLabel(kind, 'employee')}: report within ${reportingDays(kind)} days` : ' ')}
            required
            name="event_date"
            slotProps={{ inputLabel: { shrink: true }, htmlInput: { max: todayIso(new Date(Date.now() + 30 * 86_400_000)) } }}
          />
          <TextField label="Note (optional)" value={note} onChange={(e) => setNote(e.target.value)} multiline minRows={2} name="note" error={!!server.note} helperText={server.note ?? ' '} slotProps={{ htmlInput: { maxLength: 1000 } }} />
          <Box>
            <input
              ref={fileInput}
              type="file"
              accept={ACCEPT}
              hidden
              data-testid="life-event-file"
              aria-label="Proof document"
              onChange={(e) => setFile(e.target.files?.[0] ?? null)}
            />
            <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
              <Button variant="outlined" startIcon={<AttachFileIcon />} onClick={() => fileInput.current?.click()}>
                {file ? 'Choose another file' : 'Attach proof'}
              </Button>
              <Typography variant="body2" color={file ? 'text.primary' : 'text.secondary'} sx={{ wordBreak: 'break-all' }} data-testid="life-event-file-name">
                {file ? file.name : 'Marriage or birth certificate, letter of lost coverage… (PDF, PNG or JPEG)'}
              </Typography>
            </Stack>
            {err('document') ? (
              <Typography variant="caption" color="error" role="alert">
                {err('document')}
              </Typography>
            ) : null}
          </Box>
        </Stack>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose} disabled={report.isPending}>
          Cancel
        </Button>
        <Button type="submit" variant="contained" disabled={report.isPending} data-testid="life-event-submit">
          {report.isPending ? 'Sending…' : 'Send report'}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
