import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import LinearProgress from '@mui/material/LinearProgress';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { api, unwrap, uploadFile } from '@canopy/api';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState, type FormEvent } from 'react';
import { useNotify } from 'react-admin';
import type { BrandSettings } from '../api';
import { cap, errorMessage, Failed, fieldErrors, Loading, Page } from './common';

type Form = { display_name: string; primary_color: string; secondary_color: string; font_family: string; welcome_text: string; email_sender_name: string; support_email: string; support_phone: string };

const toForm = (s: BrandSettings): Form => ({
  display_name: s.display_name,
  primary_color: s.primary_color,
  secondary_color: s.secondary_color,
  font_family: s.font_family,
  welcome_text: s.welcome_text ?? '',
  email_sender_name: s.email_sender_name ?? '',
  support_email: s.support_email ?? '',
  support_phone: s.support_phone ?? '',
});

function ImageUpload({ kind, url, onDone }: { kind: 'logo' | 'favicon'; url?: string; onDone: (s?: BrandSettings) => void }) {
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const pick = (file?: File) => {
    if (!file) return;
    if (file.size > 1024 * 1024) return setError('At most 1 MB.');
    setError(null);
    setProgress(0);
    uploadFile<BrandSettings>(`/brand/${kind}`, file, { onProgress: setProgress })
      .then(onDone)
      .catch((e: Error) => setError(e.message))
      .finally(() => setProgress(null));
  };
  return (
    <Stack spacing={1}>
      <Typography variant="subtitle2" sx={{ textTransform: 'capitalize' }}>
        {kind}
      </Typography>
      <Box sx={{ height: 56, display: 'flex', alignItems: 'center' }}>
        {url ? <Box component="img" src={url} alt={kind} sx={{ maxHeight: 56, maxWidth: 180, objectFit: 'contain' }} /> : <Typography color="text.secondary">None</Typography>}
      </Box>
      <Box sx={{ display: 'flex', gap: 1 }}>
        <Button size="small" variant="outlined" component="label">
          Upload
          <input hidden type="file" accept=".png,.jpg,.jpeg,.webp,.svg,.ico" onChange={(e) => pick(e.target.files?.[0])} />
        </Button>
        {url ? (
          <Button size="small" color="error" onClick={() => void unwrap(kind === 'logo' ? api.DELETE('/brand/logo') : api.DELETE('/brand/favicon')).then(() => onDone())}>
            Remove
          </Button>
        ) : null}
      </Box>
      {progress !== null ? <LinearProgress variant="determinate" value={progress * 100} /> : null}
      {error ? <Alert severity="error">{error}</Alert> : null}
    </Stack>
  );
}

/** The agency's brand settings (the portal's brand editor has the live preview). */
export function BrandPage() {
  const notify = useNotify();
  const queryClient = useQueryClient();
  const settings = useQuery({ queryKey: ['brand-settings'], queryFn: () => unwrap(api.GET('/brand/settings')) });
  const [f, setF] = useState<Form | null>(null);
  useEffect(() => {
    if (settings.data) setF(toForm(settings.data));
  }, [settings.data]);
  const save = useMutation({
    mutationFn: (form: Form) =>
      unwrap(api.PUT('/brand/settings', { body: { ...form, email_sender_name: form.email_sender_name || undefined, support_email: form.support_email || undefined, support_phone: form.support_phone || undefined } })),
    onSuccess: (s) => {
      queryClient.setQueryData(['brand-settings'], s);
      notify('Brand saved', { type: 'success' });
    },
  });
  const fe = fieldErrors(save.error);
  const field = (k: keyof Form, label: string, extra: object = {}) =>
    f ? <TextField label={label} value={f[k]} onChange={(e) => setF({ ...f, [k]: e.target.value })} error={!!fe[k]} helperText={cap(fe[k])} {...extra} /> : null;
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (f) save.mutate(f);
  };
  return (
    <Page
      title="Brand"
      intro={
        <>
          How the agency's portal and emails look. For the live preview and contrast check, use the{' '}
          <a href="/dashboard/settings/brand">brand editor in the portal</a>.
        </>
      }
    >
      {settings.isPending || !f ? (
        settings.error ? <Failed error={settings.error} /> : <Loading />
      ) : (
        <Box component="form" onSubmit={submit} noValidate>
          <Grid container spacing={2}>
            <Grid size={{ xs: 12, md: 6 }}>
              <ImageUpload kind="logo" url={settings.data?.logo_url} onDone={(s) => (s ? queryClient.setQueryData(['brand-settings'], s) : void settings.refetch())} />
            </Grid>
            <Grid size={{ xs: 12, md: 6 }}>
              <ImageUpload kind="favicon" url={settings.data?.favicon_url} onDone={(s) => (s ? queryClient.setQueryData(['brand-settings'], s) : void settings.refetch())} />
            </Grid>
            <Grid size={12}>{errorMessage(save.error) ? <Alert severity="error">{errorMessage(save.error)}</Alert> : null}</Grid>
            <Grid size={{ xs: 12, md: 6 }}>{field('display_name', 'Display name', { fullWidth: true })}</Grid>
            <Grid size={{ xs: 12, md: 6 }}>
              <TextField select fullWidth label="Font" value={f.font_family} onChange={(e) => setF({ ...f, font_family: e.target.value })}>
                {[...new Set([f.font_family, ...(settings.data?.fonts ?? [])])].map((font) => (
                  <MenuItem key={font} value={font}>
                    {font}
                  </MenuItem>
                ))}
              </TextField>
            </Grid>
            {(['primary_color', 'secondary_color'] as const).map((k) => (
              <Grid key={k} size={{ xs: 12, md: 6 }} sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
                <input type="color" aria-label={`${k} picker`} value={/^#[0-9a-f]{6}$/i.test(f[k]) ? f[k] : '#000000'} onChange={(e) => setF({ ...f, [k]: e.target.value })} style={{ width: 44, height: 40 }} />
                {field(k, k === 'primary_color' ? 'Primary colour' : 'Secondary colour', { fullWidth: true })}
              </Grid>
            ))}
            <Grid size={12}>{field('welcome_text', 'Welcome text', { fullWidth: true, multiline: true, minRows: 2 })}</Grid>
            <Grid size={{ xs: 12, md: 4 }}>{field('email_sender_name', 'Email sender name', { fullWidth: true })}</Grid>
            <Grid size={{ xs: 12, md: 4 }}>{field('support_email', 'Support email', { fullWidth: true })}</Grid>
            <Grid size={{ xs: 12, md: 4 }}>{field('support_phone', 'Support phone', { fullWidth: true })}</Grid>
            <Grid size={12}>
              <Button type="submit" variant="contained" disabled={save.isPending}>
                {save.isPending ? 'Saving…' : 'Save'}
              </Button>
            </Grid>
          </Grid>
        </Box>
      )}
    </Page>
  );
}
