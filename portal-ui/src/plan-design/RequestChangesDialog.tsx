/** The employer admin's "request changes" dialog: a note is required. Loaded lazily. */
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { ConfirmDialog } from '../ui/ConfirmDialog';
import { fieldErrorsOf } from '../ui/formErrors';

export default function RequestChangesDialog({ open, busy, error, onClose, onConfirm }: { open: boolean; busy: boolean; error: unknown; onClose: () => void; onConfirm: (note: string) => void }) {
  const [note, setNote] = useState('');
  const [tried, setTried] = useState(false);
  const problem = tried && !note.trim() ? 'Say what should change' : fieldErrorsOf(error).note;
  return (
    <ConfirmDialog
      open={open}
      title="Request changes"
      confirmLabel="Send back to the broker"
      busy={busy}
      error={error && !fieldErrorsOf(error).note ? error : null}
      onClose={() => {
        setTried(false);
        onClose();
      }}
      onConfirm={() => {
        setTried(true);
        if (note.trim()) onConfirm(note.trim());
      }}
    >
      <Typography variant="body2">The broker sees your note and sends a revised design for your approval.</Typography>
      <TextField
        label="What should change?"
        name="note"
        value={note}
        onChange={(e) => setNote(e.target.value)}
        multiline
        minRows={3}
        required
        autoFocus
        error={!!problem}
        helperText={problem ?? `${note.length}/2000`}
        slotProps={{ htmlInput: { maxLength: 2000 } }}
      />
    </ConfirmDialog>
  );
}

