/** Disputing, resolving or reopening a difference, with a note of what the carrier was asked or how it was settled. */
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { ConfirmDialog } from '../ui/ConfirmDialog';
import { formatSignedCents } from '../ui/money';
import { useNotify } from '../ui/notify';
import { actOnDifference, statementsKey, type DifferenceStep, type StatementDifference } from './queries';

export type Step = DifferenceStep['action'];

const TITLES: Record<Step, string> = { dispute: 'Dispute with the carrier', resolve: 'Resolve the difference', reopen: 'Reopen the difference' };
const CONFIRM: Record<Step, string> = { dispute: 'Dispute', resolve: 'Resolve', reopen: 'Reopen' };
const DONE: Record<Step, string> = { dispute: 'Disputed', resolve: 'Resolved', reopen: 'Reopened' };
const NOTE_HINTS: Record<Step, string> = {
  dispute: 'What you asked the carrier, e.g. a credit on the next invoice',
  resolve: 'How it was settled, e.g. credited on the next invoice',
  reopen: 'Why it is open again',
};

export function DifferenceDialog({ difference, step, onClose }: { difference: StatementDifference; step: Step; onClose: () => void }) {
  const [note, setNote] = useState('');
  const queryClient = useQueryClient();
  const notify = useNotify();
  const act = useMutation({
    mutationFn: () => actOnDifference(difference.id, { action: step, version: difference.version, note: note.trim() || undefined }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: statementsKey });
      notify(`${DONE[step]}: ${difference.person_name}`);
      onClose();
    },
  });
  return (
    <ConfirmDialog open title={TITLES[step]} confirmLabel={CONFIRM[step]} busy={act.isPending} error={act.error} onConfirm={() => act.mutate()} onClose={onClose}>
      <Typography variant="body2" sx={{ mb: 2 }}>
        {difference.person_name}, {difference.line}: {formatSignedCents(difference.difference_cents)} ({difference.detail}).
      </Typography>
      <TextField label="Note" helperText={NOTE_HINTS[step]} value={note} onChange={(e) => setNote(e.target.value)} fullWidth multiline minRows={2} slotProps={{ htmlInput: { maxLength: 2000 } }} />
    </ConfirmDialog>
  );
}
