/** Records the group or policy number a carrier issued (its checklist's group-number step ticks itself). */
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { ApiError } from '../api';
import { fieldErrorsOf } from '../ui/formErrors';
import { useNotify } from '../ui/notify';
import { boardKey, implementationKey, recordGroupNumber, type CarrierImplementation } from './queries';

export function GroupNumberForm({ groupId, carrier, onDone }: { groupId: string; carrier: CarrierImplementation; onDone?: () => void }) {
  const queryClient = useQueryClient();
  const notify = useNotify();
  const [number, setNumber] = useState(carrier.group_number ?? '');
  const save = useMutation({
    mutationFn: () => recordGroupNumber(carrier.id, { version: carrier.version, group_number: number.trim() }),
    onSuccess: (implementation) => {
      queryClient.setQueryData(implementationKey(groupId), implementation);
      void queryClient.invalidateQueries({ queryKey: boardKey });
      notify(`Group number recorded for ${carrier.carrier_name}`);
      onDone?.();
    },
    onError: (error) => {
      if (error instanceof ApiError && error.code === 'stale_version') {
        notify(`Someone else changed ${carrier.carrier_name}'s implementation since you opened it. It now shows their changes.`, 'error');
        void queryClient.invalidateQueries({ queryKey: implementationKey(groupId) });
      }
    },
  });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (number.trim()) save.mutate();
  };
  const fieldError = fieldErrorsOf(save.error).group_number ?? (save.error instanceof ApiError && save.error.code !== 'stale_version' ? save.error.message : undefined);

  return (
    <Stack component="form" direction="row" spacing={1} onSubmit={submit} sx={{ alignItems: 'flex-start' }} data-testid="group-number-form">
      <TextField
        label="Group number"
        size="small"
        value={number}
        onChange={(e) => setNumber(e.target.value)}
        error={!!fieldError}
        helperText={fieldError ?? 'As the carrier wrote it'}
        disabled={save.isPending}
        slotProps={{ htmlInput: { maxLength: 60, 'aria-label': `Group number from ${carrier.carrier_name}` } }}
        sx={{ width: 220 }}
      />
      <Button type="submit" variant="outlined" disabled={save.isPending || !number.trim()}>
        {save.isPending ? 'Saving…' : 'Record'}
      </Button>
      {onDone ? (
        <Button onClick={onDone} disabled={save.isPending}>
          Cancel
        </Button>
      ) : null}
    </Stack>
  );
}
