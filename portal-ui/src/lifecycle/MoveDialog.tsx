import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { components } from '@canopy/api';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { invalidateGroupLists } from '../groups/queries';
import { DateField } from '../ui/fields';
import { ConflictAlert, fieldErrorsOf, FormError } from '../ui/formErrors';
import { useNotify } from '../ui/notify';
import { stageLabel, type GroupStage } from '../ui/vocab';
import { moveStage } from './queries';

type NextMove = components['schemas']['NextMove'];

/** Confirms a stage move, asking for what it needs: a reason, the last day of coverage, a deliberate override. */
export function MoveDialog({
  groupId,
  groupName,
  from,
  version,
  move,
  mayOverride,
  onClose,
}: {
  groupId: string;
  groupName: string;
  from: GroupStage;
  version: number;
  move: NextMove;
  mayOverride: boolean;
  onClose: () => void;
}) {
  const queryClient = useQueryClient();
  const notify = useNotify();
  const [reason, setReason] = useState('');
  const [lastDay, setLastDay] = useState('');
  const [overriding, setOverriding] = useState(false);
  const blocked = move.blocked_by.length > 0;
  const reasonNeeded = move.needs_reason || blocked;

  const save = useMutation({
    mutationFn: () =>
      moveStage(groupId, {
        to: move.to,
        version,
        reason: reason.trim() || undefined,
        override_guards: blocked && overriding,
        last_day: lastDay || undefined,
      }),
    onSuccess: () => {
      invalidateGroupLists(queryClient);
      notify(`${groupName} moved to ${stageLabel(move.to)}`);
      onClose();
    },
  });
  const reload = () => {
    invalidateGroupLists(queryClient);
    onClose();
  };
  const errors = fieldErrorsOf(save.error);
  const ready = (!reasonNeeded || reason.trim() !== '') && (!move.needs_last_day || lastDay !== '') && (!blocked || overriding);

  return (
    <Dialog open onClose={save.isPending ? undefined : onClose} maxWidth="sm" fullWidth>
      <DialogTitle>
        Move from {stageLabel(from)} to {stageLabel(move.to)}
      </DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 0.5 }}>
          {blocked ? (
            <Alert severity="warning">
              <Typography variant="body2" sx={{ fontWeight: 600 }}>
                This move is blocked:
              </Typography>
              <ul style={{ margin: '4px 0 0', paddingLeft: 18 }}>
                {move.blocked_by.map((why) => (
                  <li key={why}>{why}</li>
                ))}
              </ul>
            </Alert>
          ) : null}
          {blocked && mayOverride ? (
            <FormControlLabel
              control={<Checkbox checked={overriding} onChange={(e) => setOverriding(e.target.checked)} />}
              label="Move anyway. The timeline records this as an override, with your reason."
            />
          ) : null}
          {move.needs_last_day ? (
            <DateField
              label="Last day of coverage"
              value={lastDay}
              onChange={(e) => setLastDay(e.target.value)}
              required
              error={!!errors.last_day}
              helperText={errors.last_day}
            />
          ) : null}
          <TextField
            label={reasonNeeded ? 'Reason' : 'Note (optional)'}
            value={reason}
            onChange={(e) => setReason(e.target.value)}
            required={reasonNeeded}
            multiline
            minRows={2}
            slotProps={{ htmlInput: { maxLength: 1000 } }}
            error={!!errors.reason}
            helperText={errors.reason ?? (reasonNeeded ? 'Shown in the timeline with your name.' : undefined)}
          />
          <ConflictAlert error={save.error} onReload={reload} />
          <FormError error={save.error} />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={save.isPending}>
          Cancel
        </Button>
        <Button variant="contained" color={move.direction === 'exit' || overriding ? 'warning' : 'primary'} disabled={!ready || save.isPending} onClick={() => save.mutate()} data-testid="confirm-move">
          {save.isPending ? 'Moving…' : `Move to ${stageLabel(move.to)}`}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
