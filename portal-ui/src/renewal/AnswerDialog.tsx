/** The employer admin asks for changes to the renewal decision, saying which. */
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { FormError, fieldErrorsOf } from '../ui/formErrors';

export function AnswerDialog({ busy, error, onSend, onClose }: { busy: boolean; error: unknown; onSend: (note: string) => void; onClose: () => void }) {
  const [note, setNote] = useState('');
  const fields = fieldErrorsOf(error);
  return (
    <Dialog open onClose={busy ? undefined : onClose} maxWidth="sm" fullWidth>
      <DialogTitle>Ask for changes</DialogTitle>
      <DialogContent>
        <TextField
          label="What should change"
          value={note}
          onChange={(e) => setNote(e.target.value)}
          multiline
          minRows={3}
          fullWidth
          autoFocus
          error={!!fields.note}
          helperText={fields.note ?? 'Your broker reads this with the renewal.'}
          slotProps={{ htmlInput: { maxLength: 1000 } }}
          sx={{ mt: 1 }}
        />
        <FormError error={error} />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={busy}>
          Cancel
        </Button>
        <Button variant="contained" disabled={busy || note.trim() === ''} onClick={() => onSend(note.trim())}>
          Send to the broker
        </Button>
      </DialogActions>
    </Dialog>
  );
}
