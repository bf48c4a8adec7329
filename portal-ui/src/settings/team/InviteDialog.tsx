import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { rolesQuery } from '../../api';
import { inviteMember, settingsKeys } from '../queries';
import { formProblem, sentence } from '../../auth/tokens';
import { useMe } from '../../dashboard/useSession';
import { useNotify } from '../../ui/notify';

/** Roles that need a scope (a group, an employee record) the invite form cannot pick yet. */
const SCOPED = new Set(['employer_admin', 'employee']);

export function InviteDialog({ onClose }: { onClose: () => void }) {
  const me = useMe();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const roles = useQuery(rolesQuery);
  const [email, setEmail] = useState('');
  const [name, setName] = useState('');
  const [role, setRole] = useState('broker');
  const invite = useMutation({
    mutationFn: () => inviteMember({ email: email.trim(), name: name.trim() || undefined, role }),
    onSuccess: (inv) => {
      void queryClient.invalidateQueries({ queryKey: settingsKeys.invites });
      notify(`Invitation sent to ${inv.email}`);
      onClose();
    },
  });
  const problem = invite.error ? formProblem(invite.error) : null;
  const choices = (roles.data ?? []).filter((r) => !SCOPED.has(r.name) && (r.name !== 'owner' || me.role === 'owner'));
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (email.trim()) invite.mutate();
  };
  return (
    <Dialog open onClose={invite.isPending ? undefined : onClose} maxWidth="sm" fullWidth aria-labelledby="invite-title">
      <form onSubmit={submit} noValidate>
      <DialogTitle id="invite-title">Invite someone to the agency</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          {problem?.message ? <Alert severity="error">{problem.message}</Alert> : null}
          <TextField
            label="Email"
            name="invite-email"
            type="email"
            required
            autoFocus
            value={email}
            onChange={(e) => setEmail(e.target.value)}
            error={!!problem?.fields.email}
            helperText={sentence(problem?.fields.email) ?? 'They get an email with a link to join; it works for 7 days.'}
          />
          <TextField label="Name (optional)" name="invite-name" value={name} onChange={(e) => setName(e.target.value)} error={!!problem?.fields.name} helperText={sentence(problem?.fields.name)} />
          <TextField
            select
            label="Role"
            name="invite-role"
            value={choices.some((c) => c.name === role) ? role : ''}
            onChange={(e) => setRole(e.target.value)}
            error={!!problem?.fields.role}
            helperText={sentence(problem?.fields.role) ?? 'Employer admins and employees are invited from their group.'}
            disabled={roles.isPending}
            slotProps={{ select: { renderValue: (v) => choices.find((c) => c.name === v)?.label ?? String(v) } }}
          >
            {choices.map((r) => (
              <MenuItem key={r.name} value={r.name}>
                <ListItemText primary={r.label} secondary={r.description || (r.builtin ? 'Built-in role' : 'Custom role')} />
              </MenuItem>
            ))}
          </TextField>
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={invite.isPending}>
          Cancel
        </Button>
        <Button type="submit" variant="contained" disabled={invite.isPending || !email.trim() || !role}>
          {invite.isPending ? 'Sending…' : 'Send invitation'}
        </Button>
      </DialogActions>
      </form>
    </Dialog>
  );
}
