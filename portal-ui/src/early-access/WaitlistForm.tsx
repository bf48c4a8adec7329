/** The early-access waitlist form: who, which agency, how large, and which previews they would like to try. */
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormLabel from '@mui/material/FormLabel';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { fieldErrorsOf, FormError } from '../ui/formErrors';
import { AGENCY_SIZE_LABELS, PREVIEW_TITLES, type AgencySize, type PreviewFeature } from '../ui/vocab';
import { joinEarlyAccess, type EarlyAccessRequest } from './queries';

const EMPTY: EarlyAccessRequest = { name: '', email: '', agency_name: '', agency_size: '2-10', interests: [] };

export function WaitlistForm() {
  const [form, setForm] = useState<EarlyAccessRequest>(EMPTY);
  const join = useMutation({ mutationFn: () => joinEarlyAccess(form) });
  const fields = fieldErrorsOf(join.error);
  const interests = form.interests ?? [];
  const toggle = (feature: PreviewFeature, on: boolean) =>
    setForm({ ...form, interests: on ? [...interests, feature] : interests.filter((f) => f !== feature) });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    join.mutate();
  };
  if (join.isSuccess) {
    return (
      <Alert severity="success" data-testid="waitlist-joined">
        {join.data.message}
      </Alert>
    );
  }
  return (
    <Stack component="form" spacing={2} onSubmit={submit} noValidate data-testid="waitlist-form">
      <TextField label="Your name" value={form.name} onChange={(e) => setForm({ ...form, name: e.target.value })} error={!!fields.name} helperText={fields.name} required slotProps={{ htmlInput: { maxLength: 120 } }} />
      <TextField label="Work email" type="email" value={form.email} onChange={(e) => setForm({ ...form, email: e.target.value })} error={!!fields.email} helperText={fields.email} required />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TextField label="Agency" value={form.agency_name} onChange={(e) => setForm({ ...form, agency_name: e.target.value })} error={!!fields.agency_name} helperText={fields.agency_name} required fullWidth slotProps={{ htmlInput: { maxLength: 160 } }} />
        <TextField select label="Agency size" value={form.agency_size} onChange={(e) => setForm({ ...form, agency_size: e.target.value as AgencySize })} sx={{ minWidth: { sm: 200 } }}>
          {Object.entries(AGENCY_SIZE_LABELS).map(([value, label]) => (
            <MenuItem key={value} value={value}>
              {label}
            </MenuItem>
          ))}
        </TextField>
      </Stack>
      <FormControl component="fieldset">
        <FormLabel component="legend">What would you like to try?</FormLabel>
        <FormGroup>
          {(Object.keys(PREVIEW_TITLES) as PreviewFeature[]).map((feature) => (
            <FormControlLabel
              key={feature}
              control={<Checkbox checked={interests.includes(feature)} onChange={(e) => toggle(feature, e.target.checked)} />}
              label={PREVIEW_TITLES[feature]}
            />
          ))}
        </FormGroup>
      </FormControl>
      <FormError error={join.error} />
      <Stack direction="row">
        <Button type="submit" variant="contained" size="large" disabled={join.isPending}>
          {join.isPending ? 'Joining…' : 'Join early access'}
        </Button>
      </Stack>
    </Stack>
  );
}
