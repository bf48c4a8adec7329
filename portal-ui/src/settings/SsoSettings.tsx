import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import Grid from '@mui/material/Grid';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState, type FormEvent } from 'react';
import { brandQuery, rolesQuery } from '../api';
import { formProblem, sentence } from '../auth/tokens';
import type { SsoConfig, SsoUpdate } from '../contract';
import { roleLabel } from '../roles';
import { ConfirmDialog } from '../ui/ConfirmDialog';
import { CopyField } from '../ui/CopyField';
import { LoadError } from '../ui/states';
import { SkeletonRows } from '../ui/table';
import { SectionCard } from '../ui/cards';
import { useNotify } from '../ui/notify';
import { removeSso, saveSso, ssoQuery } from './queries';

const EMPTY: SsoUpdate = { issuer_url: '', client_id: '', client_secret: '', enabled: false, allow_jit: false, jit_role: 'broker' };

export function SsoSettings() {
  const notify = useNotify();
  const queryClient = useQueryClient();
  const sso = useQuery(ssoQuery);
  const roles = useQuery(rolesQuery);
  const [form, setForm] = useState<SsoUpdate>(EMPTY);
  const [confirmRemove, setConfirmRemove] = useState(false);
  useEffect(() => {
    if (sso.data)
      setForm({
        issuer_url: sso.data.issuer_url ?? '',
        client_id: sso.data.client_id ?? '',
        client_secret: '',
        enabled: sso.data.enabled,
        allow_jit: sso.data.allow_jit,
        jit_role: sso.data.jit_role || 'broker',
      });
  }, [sso.data]);
  const afterChange = (data: SsoConfig | null, message: string) => {
    if (data) queryClient.setQueryData(ssoQuery.queryKey, data);
    else void queryClient.invalidateQueries({ queryKey: ssoQuery.queryKey });
    void queryClient.invalidateQueries({ queryKey: brandQuery.queryKey });
    notify(message);
  };
  const save = useMutation({
    mutationFn: () => {
      const body: SsoUpdate = { ...form, issuer_url: form.issuer_url.trim(), client_id: form.client_id.trim() };
      if (!body.client_secret) delete body.client_secret;
      return saveSso(body);
    },
    onSuccess: (data) => afterChange(data, 'Single sign-on saved'),
  });
  const remove = useMutation({
    mutationFn: removeSso,
    onSuccess: () => {
      setConfirmRemove(false);
      setForm(EMPTY);
      afterChange(null, 'Single sign-on removed');
    },
  });
  const problem = save.error ? formProblem(save.error) : null;
  const set = <K extends keyof SsoUpdate>(k: K, v: SsoUpdate[K]) => setForm((f) => ({ ...f, [k]: v }));

  if (sso.isPending) return <SectionCard large title="Single sign-on"><SkeletonRows rounded rows={5} /></SectionCard>;
  if (sso.error) return <LoadError error={sso.error} retry={() => void sso.refetch()} what="The single sign-on settings" />;
  const cfg = sso.data;
  const roleChoices = (roles.data ?? []).filter((r) => r.name !== 'owner');
  const submit = (e: FormEvent) => {
    e.preventDefault();
    save.mutate();
  };
  return (
    <Grid container spacing={2}>
      <Grid size={{ xs: 12, md: 7 }}>
        <SectionCard large
          title="OpenID Connect"
          subheader="Let your team sign in with your identity provider (Okta, Microsoft Entra ID, Google Workspace …)."
          action={<Chip size="small" label={cfg.configured ? (cfg.enabled ? 'On' : 'Configured, off') : 'Not set up'} color={cfg.enabled ? 'success' : 'default'} variant="outlined" data-testid="sso-status" />}
          testId="sso-form"
        >
          <Box component="form" noValidate onSubmit={submit}>
            <Stack spacing={2}>
              {problem?.message ? <Alert severity="error">{problem.message}</Alert> : null}
              <TextField
                label="Issuer URL"
                name="issuer_url"
                placeholder="https://login.example.com"
                value={form.issuer_url}
                onChange={(e) => set('issuer_url', e.target.value)}
                error={!!problem?.fields.issuer_url}
                helperText={sentence(problem?.fields.issuer_url) ?? 'Its /.well-known/openid-configuration is fetched when you save.'}
              />
              <TextField
                label="Client ID"
                name="client_id"
                value={form.client_id}
                onChange={(e) => set('client_id', e.target.value)}
                error={!!problem?.fields.client_id}
                helperText={sentence(problem?.fields.client_id)}
              />
              <TextField
                label="Client secret"
                name="client_secret"
                type="password"
                autoComplete="off"
                value={form.client_secret ?? ''}
                placeholder={cfg.has_secret ? '•••••••• (stored)' : ''}
                onChange={(e) => set('client_secret', e.target.value)}
                error={!!problem?.fields.client_secret}
                helperText={sentence(problem?.fields.client_secret) ?? (cfg.has_secret ? 'A secret is stored. Leave empty to keep it.' : 'Stored encrypted; never shown again.')}
              />
              <FormControlLabel control={<Switch checked={form.enabled} onChange={(e) => set('enabled', e.target.checked)} />} label="Show “Sign in with SSO” on the sign-in page" />
              <FormControlLabel
                control={<Switch checked={form.allow_jit} onChange={(e) => set('allow_jit', e.target.checked)} />}
                label="Create an account on first sign-in for people without one (just-in-time)"
              />
              {form.allow_jit ? (
                <TextField select label="Role of accounts created on first sign-in" value={form.jit_role} onChange={(e) => set('jit_role', e.target.value)} sx={{ maxWidth: 360 }}>
                  {(roleChoices.length ? roleChoices : [{ name: form.jit_role, label: roleLabel(form.jit_role) }]).map((r) => (
                    <MenuItem key={r.name} value={r.name}>
                      {r.label}
                    </MenuItem>
                  ))}
                </TextField>
              ) : null}
              <Box sx={{ display: 'flex', gap: 1 }}>
                <Button type="submit" variant="contained" disabled={save.isPending || !form.issuer_url.trim() || !form.client_id.trim()}>
                  {save.isPending ? 'Checking the issuer…' : 'Save'}
                </Button>
                {cfg.configured ? (
                  <Button color="error" onClick={() => setConfirmRemove(true)}>
                    Remove single sign-on
                  </Button>
                ) : null}
              </Box>
            </Stack>
          </Box>
        </SectionCard>
      </Grid>
      <Grid size={{ xs: 12, md: 5 }}>
        <SectionCard large title="In your identity provider" subheader="Register Canopy as a web application with the authorization-code flow.">
          <Stack spacing={1.5}>
            <CopyField label="Redirect URI" value={cfg.redirect_uri} testId="sso-redirect-uri" />
            <Typography variant="body2" color="text.secondary">
              Scopes: <code>openid email profile</code>. People are matched by their verified email address; an account must exist (or be created
              just-in-time) and be active.
            </Typography>
          </Stack>
        </SectionCard>
      </Grid>
      <ConfirmDialog
        open={confirmRemove}
        title="Remove single sign-on?"
        confirmLabel="Remove"
        danger
        busy={remove.isPending}
        error={remove.error}
        onConfirm={() => remove.mutate()}
        onClose={() => setConfirmRemove(false)}
      >
        People will sign in with their password or an email link. The provider settings and secret are deleted.
      </ConfirmDialog>
    </Grid>
  );
}
