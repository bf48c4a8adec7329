import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { api } from '@canopy/api';
import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useNotify } from 'react-admin';
import { cap, errorMessage, fieldErrors } from '../pages/common';
import { saveBlob } from './download';

/** Downloads everything the agency holds as a zip; SSNs only with the owner's password. */
export function ExportCard({ slug }: { slug: string }) {
  const notify = useNotify();
  const [withSsns, setWithSsns] = useState(false);
  const [password, setPassword] = useState('');
  const download = useMutation({
    mutationFn: async () => {
      const body = withSsns ? { include_ssns: true, password } : { include_ssns: false };
      const { data, response } = await api.POST('/agency/export', { body, parseAs: 'blob' });
      saveBlob(data as Blob, response, `${slug}-export.zip`);
    },
    onSuccess: () => {
      setPassword('');
      notify('The export is downloading', { type: 'success' });
    },
  });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    download.mutate();
  };
  const fields = fieldErrors(download.error);
  return (
    <Box component="form" onSubmit={submit} noValidate>
      <Typography variant="h6" component="h2">
        Export all data
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 1.5 }}>
        A zip with one CSV per table (groups, employees, dependents, plans, quotes, enrollments, audit log…), the people of
        the agency, its documents and a manifest of what it holds. Passwords, tokens and other platform secrets are never
        included. Every export is written to the audit log.
      </Typography>
      <FormControlLabel
        control={<Checkbox checked={withSsns} onChange={(e) => setWithSsns(e.target.checked)} />}
        label="Include full SSNs (and the census and carrier files that carry them)"
      />
      {withSsns ? (
        <TextField
          label="Your password"
          type="password"
          autoComplete="current-password"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          error={!!fields.password}
          helperText={cap(fields.password) ?? 'Needed to include SSNs; the audit log records that they were exported.'}
          sx={{ display: 'block', mb: 1.5, width: 360, maxWidth: '100%' }}
          fullWidth
        />
      ) : null}
      <Button type="submit" variant="contained" disabled={download.isPending || (withSsns && !password)}>
        {download.isPending ? 'Preparing the export…' : 'Download export'}
      </Button>
      {errorMessage(download.error) ? (
        <Alert severity="error" sx={{ mt: 1.5 }}>
          {errorMessage(download.error)}
        </Alert>
      ) : null}
    </Box>
  );
}
