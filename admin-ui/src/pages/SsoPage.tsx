import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { api, unwrap } from '@canopy/api';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState, type FormEvent } from 'react';
import { useNotify } from 'react-admin';
import { cap, errorMessage, Failed, fieldErrors, Loading, Page } from './common';

/** OpenID Connect single sign-on of the agency. */
export function SsoPage() {
  const notify = useNotify();
  const queryClient = useQueryClient();
  const sso = useQuery({ queryKey: ['sso'], queryFn: () => unwrap(api.GET('/sso')) });
  const roles = useQuery({ queryKey: ['roles-all'], queryFn: () => unwrap(api.GET('/roles')) });
  const [f, setF] = useState({ issuer_url: '', client_id: '', client_secret: '', enabled: false, allow_jit: false, jit_role: 'broker' });
  useEffect(() => {
    if (sso.data) setF({ issuer_url: sso.data.issuer_url ?? '', client_id: sso.data.client_id ?? '', client_secret: '', enabled: sso.data.enabled, allow_jit: sso.data.allow_jit, jit_role: sso.data.jit_role || 'broker' });
  }, [sso.data]);
  const save = useMutation({
    mutationFn: () => unwrap(api.PUT('/sso', { body: { ...f, client_secret: f.client_secret || undefined } })),
    onSuccess: (d) => {
      queryClient.setQueryData(['sso'], d);
      notify('Single sign-on saved', { type: 'success' });
    },
  });
  const remove = useMutation({
    mutationFn: () => unwrap(api.DELETE('/sso')),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: ['sso'] });
      notify('Single sign-on removed', { type: 'success' });
    },
  });
  const fe = fieldErrors(save.error);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    save.mutate();
  };
  return (
    <Page title="Single sign-on" intro="OpenID Connect: people sign in with the agency's identity provider.">
      {sso.isPending ? (
        <Loading />
      ) : sso.error ? (
        <Failed error={sso.error} />
      ) : (
        <Box component="form" onSubmit={submit} noValidate>
          <Stack spacing={2} sx={{ maxWidth: 640 }}>
            <Alert severity="info">
              Redirect URI to register at the provider: <code data-testid="admin-sso-redirect">{sso.data.redirect_uri}</code>
            </Alert>
            {errorMessage(save.error) ? <Alert severity="error">{errorMessage(save.error)}</Alert> : null}
            <TextField label="Issuer URL" value={f.issuer_url} onChange={(e) => setF({ ...f, issuer_url: e.target.value })} error={!!fe.issuer_url} helperText={cap(fe.issuer_url)} />
            <TextField label="Client ID" value={f.client_id} onChange={(e) => setF({ ...f, client_id: e.target.value })} error={!!fe.client_id} helperText={cap(fe.client_id)} />
            <TextField
              label="Client secret"
              type="password"
              value={f.client_secret}
              placeholder={sso.data.has_secret ? '•••••••• (stored)' : ''}
              onChange={(e) => setF({ ...f, client_secret: e.target.value })}
              helperText={sso.data.has_secret ? 'Leave empty to keep the stored secret.' : undefined}
            />
            <FormControlLabel control={<Switch checked={f.enabled} onChange={(e) => setF({ ...f, enabled: e.target.checked })} />} label="Enabled on the sign-in page" />
            <FormControlLabel control={<Switch checked={f.allow_jit} onChange={(e) => setF({ ...f, allow_jit: e.target.checked })} />} label="Create accounts on first sign-in" />
            {f.allow_jit ? (
              <TextField select label="Role of new accounts" value={f.jit_role} onChange={(e) => setF({ ...f, jit_role: e.target.value })}>
                {(roles.data ?? []).filter((r) => r.name !== 'owner').map((r) => (
                  <MenuItem key={r.name} value={r.name}>
                    {r.label}
                  </MenuItem>
                ))}
              </TextField>
            ) : null}
            <Box sx={{ display: 'flex', gap: 1 }}>
              <Button type="submit" variant="contained" disabled={save.isPending || !f.issuer_url || !f.client_id}>
                {save.isPending ? 'Checking the issuer…' : 'Save'}
              </Button>
              {sso.data.configured ? (
                <Button color="error" onClick={() => window.confirm('Remove single sign-on?') && remove.mutate()} disabled={remove.isPending}>
                  Remove
                </Button>
              ) : null}
            </Box>
            <Typography variant="caption" color="text.secondary">
              Status: {sso.data.configured ? (sso.data.enabled ? 'configured and on' : 'configured, off') : 'not set up'}
            </Typography>
          </Stack>
        </Box>
      )}
    </Page>
  );
}
