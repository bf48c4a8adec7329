import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { api, unwrap } from '@canopy/api';
import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import type { AgencyClosure } from '../api';
import { cap, errorMessage, fieldErrors } from '../pages/common';
import { longDate } from './dates';

/** Confirms closing the agency with the owner's password and its subdomain typed out. */
export function CloseDialog({ closure, open, onClose, onClosed }: { closure: AgencyClosure; open: boolean; onClose: () => void; onClosed: (c: AgencyClosure) => void }) {
  const [password, setPassword] = useState('');
  const [typed, setTyped] = useState('');
  const purgeOn = new Date(Date.now() + closure.grace_days * 86_400_000);
  const close = useMutation({
    mutationFn: () => unwrap(api.POST('/agency/closure', { body: { password, confirm_slug: typed } })),
    onSuccess: (c) => {
      setPassword('');
      setTyped('');
      onClosed(c);
    },
  });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    close.mutate();
  };
  const fields = fieldErrors(close.error);
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby="close-agency-title">
      <Box component="form" onSubmit={submit} noValidate>
      <DialogTitle id="close-agency-title">Close {closure.name}?</DialogTitle>
      <DialogContent>
        <Typography sx={{ mb: 1 }}>
          Everyone but you loses access at once. All of the agency’s data — groups, employees, documents, the audit log — and its
          people’s accounts are <b>deleted for good after {longDate(purgeOn.toISOString())}</b>. Until then you can reopen it here.
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          Download an export first if you need to keep the data.
        </Typography>
        <TextField
          label={`Type ${closure.slug} to confirm`}
          value={typed}
          onChange={(e) => setTyped(e.target.value)}
          error={!!fields.confirm_slug}
          helperText={cap(fields.confirm_slug)}
          autoComplete="off"
          fullWidth
          sx={{ mb: 2 }}
        />
        <TextField
          label="Your password"
          type="password"
          autoComplete="current-password"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          error={!!fields.password}
          helperText={cap(fields.password)}
          fullWidth
        />
        {errorMessage(close.error) ? (
          <Alert severity="error" sx={{ mt: 2 }}>
            {errorMessage(close.error)}
          </Alert>
        ) : null}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Keep the agency</Button>
        <Button type="submit" color="error" variant="contained" disabled={close.isPending || !password || !typed}>
          Close the agency
        </Button>
      </DialogActions>
      </Box>
    </Dialog>
  );
}
