/** Adding or editing one of the group's contacts. */
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Grid from '@mui/material/Grid';
import TextField from '@mui/material/TextField';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { invalidateGroup, saveContact } from './queries';
import { codeOptions, CONTACT_KIND_LABELS, type ContactKind } from '../ui/vocab';
import type { Contact, ContactInput } from '../book/types';
import { contactProblems, emptyContact } from './ContactsEditor';
import { fieldErrorsOf, FormError } from '../ui/formErrors';
import { SelectField } from '../ui/fields';

export default function ContactDialog({ groupId, contact, kind, onClose }: { groupId: string; contact: Contact | null; kind: ContactKind; onClose: () => void }) {
  const queryClient = useQueryClient();
  const [c, setC] = useState<ContactInput>(() =>
    contact ? { kind: contact.kind, name: contact.name, title: contact.title ?? '', email: contact.email ?? '', phone: contact.phone ?? '', is_primary: contact.is_primary } : emptyContact(kind),
  );
  const [tried, setTried] = useState(false);
  const body = () => ({ ...c, name: c.name.trim(), title: c.title?.trim() || undefined, email: c.email?.trim() || undefined, phone: c.phone?.trim() || undefined });
  const save = useMutation({
    mutationFn: () => saveContact(groupId, contact?.id ?? null, body()),
    onSuccess: () => {
      void invalidateGroup(queryClient, groupId);
      onClose();
    },
  });
  const errors = { ...fieldErrorsOf(save.error), ...(tried ? contactProblems(c) : {}) };
  return (
    <Dialog open onClose={onClose} maxWidth="sm" fullWidth>
      <DialogTitle>{contact ? `Edit ${contact.name}` : 'Add a contact'}</DialogTitle>
      <DialogContent>
        <Grid container spacing={2} sx={{ pt: 1 }}>
          <Grid size={{ xs: 12, sm: 5 }}>
            <SelectField label="Role" name="kind" value={c.kind} onPick={(kind) => setC({ ...c, kind })} options={codeOptions(CONTACT_KIND_LABELS)} />
          </Grid>
          <Grid size={{ xs: 12, sm: 7 }}>
            <TextField label="Name" name="contact_name" required autoFocus value={c.name} onChange={(e) => setC({ ...c, name: e.target.value })} error={!!errors.name} helperText={errors.name} />
          </Grid>
          <Grid size={{ xs: 12, sm: 5 }}>
            <TextField label="Title" name="title" value={c.title ?? ''} onChange={(e) => setC({ ...c, title: e.target.value })} />
          </Grid>
          <Grid size={{ xs: 12, sm: 7 }}>
            <TextField label="Email" name="contact_email" type="email" value={c.email ?? ''} onChange={(e) => setC({ ...c, email: e.target.value })} error={!!errors.email} helperText={errors.email} />
          </Grid>
          <Grid size={{ xs: 12, sm: 5 }}>
            <TextField label="Phone" name="phone" value={c.phone ?? ''} onChange={(e) => setC({ ...c, phone: e.target.value })} error={!!errors.phone} helperText={errors.phone} />
          </Grid>
          <Grid size={{ xs: 12, sm: 7 }}>
            <FormControlLabel control={<Checkbox checked={c.is_primary} onChange={(e) => setC({ ...c, is_primary: e.target.checked })} />} label="Primary contact of the group" />
          </Grid>
        </Grid>
        <Box sx={{ mt: 1 }}>
          <FormError error={save.error} />
        </Box>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancel</Button>
        <Button
          variant="contained"
          disabled={save.isPending}
          onClick={() => {
            setTried(true);
            if (Object.keys(contactProblems(c)).length) return;
            save.mutate();
          }}
        >
          {contact ? 'Save' : 'Add contact'}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
