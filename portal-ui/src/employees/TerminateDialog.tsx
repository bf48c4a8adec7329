import Typography from '@mui/material/Typography';
import TextField from '@mui/material/TextField';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { todayIso } from '../book/rules';
import { fieldErrorsOf } from '../ui/formErrors';
import { DateField } from '../ui/fields';
import { invalidateEmployees, terminateEmployee } from './queries';
import { ConfirmDialog } from '../ui/ConfirmDialog';

/** Ends an employee's employment (and coverage) on a date, with a reason; audited by the server. */
export function TerminateDialog({ employee, onClose }: { employee: { id: string; first_name: string; last_name: string; group_id: string }; onClose: () => void }) {
  const queryClient = useQueryClient();
  const [date, setDate] = useState(todayIso());
  const [reason, setReason] = useState('');
  const terminate = useMutation({
    mutationFn: () => terminateEmployee(employee.id, { date, reason: reason.trim() || undefined }),
    onSuccess: () => {
      invalidateEmployees(queryClient, employee.group_id);
      onClose();
    },
  });
  const errors = fieldErrorsOf(terminate.error);
  return (
    <ConfirmDialog
      open
      title={`Terminate ${employee.first_name} ${employee.last_name}?`}
      confirmLabel="Terminate"
      danger
      busy={terminate.isPending}
      error={Object.keys(errors).length ? undefined : terminate.error}
      onClose={onClose}
      onConfirm={() => terminate.mutate()}
    >
      <Typography variant="body2">Their employment and coverage end on this date. The roster keeps them, marked terminated.</Typography>
      <DateField label="Last day" name="termination_date" value={date} onChange={(e) => setDate(e.target.value)} error={!!errors.date} helperText={errors.date} />
      <TextField label="Reason" name="termination_reason" value={reason} onChange={(e) => setReason(e.target.value)} placeholder="Resigned, laid off, retired…" />
    </ConfirmDialog>
  );
}
