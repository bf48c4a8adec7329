import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import MenuItem from '@mui/material/MenuItem';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useMemo, useState, type FormEvent } from 'react';
import { Link as RouterLink } from 'react-router';
import { brandQuery } from '../../api';
import { brandSettingsQuery as settingsQuery, saveBrandSettings } from '../queries';
import { formProblem, sentence } from '../../auth/tokens';
import { usePageTitle } from '../../brand/BrandProvider';
import { loadBrandFont } from '../../brand/fonts';
import { ForbiddenPage } from '../../errors/ForbiddenPage';
import type { BrandSettings, BrandSettingsUpdate } from '../../contract';
import { useMe } from '../../dashboard/useSession';
import { settingsAccess } from '../access';
import { AssetUpload } from './AssetUpload';

// Custom domains sit below the editor: loaded after it has painted.
const Domains = lazy(() => import('./Domains').then((m) => ({ default: m.Domains })));
// The live preview beside the form, likewise.
const BrandPreview = lazy(() => import('./BrandPreview').then((m) => ({ default: m.BrandPreview })));
import { ColourField } from './ColourField';
import { LoadError } from '../../ui/states';
import { NotifyProvider, useNotify } from '../../ui/notify';
import { SectionCard } from '../../ui/cards';

type Form = Required<{ [K in keyof BrandSettingsUpdate]-?: string }>;

function toForm(s: BrandSettings): Form {
  return {
    display_name: s.display_name,
    primary_color: s.primary_color,
    secondary_color: s.secondary_color,
    font_family: s.font_family,
    welcome_text: s.welcome_text ?? '',
    email_sender_name: s.email_sender_name ?? '',
    support_email: s.support_email ?? '',
    support_phone: s.support_phone ?? '',
  };
}

function Editor({ settings }: { settings: BrandSettings }) {
  const queryClient = useQueryClient();
  const notify = useNotify();
  const [form, setForm] = useState<Form>(() => toForm(settings));
  const [saved, setSaved] = useState<Form>(() => toForm(settings));
  const [assets, setAssets] = useState({ logo_url: settings.logo_url, favicon_url: settings.favicon_url });
  const dirty = useMemo(() => JSON.stringify(form) !== JSON.stringify(saved), [form, saved]);
  const set = (k: keyof Form) => (v: string) => setForm((f) => ({ ...f, [k]: v }));
  useEffect(() => {
    void loadBrandFont(form.font_family);
  }, [form.font_family]);

  const refreshBrand = () => void queryClient.invalidateQueries({ queryKey: brandQuery.queryKey, exact: true });
  const save = useMutation({
    mutationFn: () =>
      saveBrandSettings({
        display_name: form.display_name.trim(),
        primary_color: form.primary_color,
        secondary_color: form.secondary_color,
        font_family: form.font_family,
        welcome_text: form.welcome_text,
        email_sender_name: form.email_sender_name.trim() || undefined,
        support_email: form.support_email.trim() || undefined,
        support_phone: form.support_phone.trim() || undefined,
      }),
    onSuccess: (s) => {
      queryClient.setQueryData(settingsQuery.queryKey, s);
      const f = toForm(s);
      setForm(f);
      setSaved(f);
      refreshBrand();
      notify('Brand saved: the portal uses it now');
    },
  });
  const problem = save.error ? formProblem(save.error) : null;
  const fe = (k: string) => sentence(problem?.fields[k]);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    save.mutate();
  };
  const assetChanged = (s: BrandSettings | null, kind: 'logo' | 'favicon') => {
    if (s) {
      setAssets({ logo_url: s.logo_url, favicon_url: s.favicon_url });
      queryClient.setQueryData(settingsQuery.queryKey, s);
    } else setAssets((a) => ({ ...a, [`${kind}_url`]: undefined }));
    refreshBrand();
    notify(`${kind === 'logo' ? 'Logo' : 'Favicon'} ${s ? 'uploaded' : 'removed'}: your portal shows it now`);
  };
  const fonts = settings.fonts.includes(form.font_family) ? settings.fonts : [form.font_family, ...settings.fonts];

  return (
    <Grid container spacing={2}>
      <Grid size={{ xs: 12, lg: 7 }}>
        <Stack spacing={2} component="form" noValidate onSubmit={submit} id="brand-form">
          {problem?.message ? <Alert severity="error">{problem.message}</Alert> : null}
          {problem && Object.keys(problem.fields).length ? <Alert severity="error">Some fields need a change: see below.</Alert> : null}
          <SectionCard large title="Identity">
            <Stack spacing={2}>
              <TextField label="Display name" name="display_name" value={form.display_name} onChange={(e) => set('display_name')(e.target.value)} error={!!fe('display_name')} helperText={fe('display_name') ?? 'Shown in the app bar, page titles and emails.'} />
              <Grid container spacing={2}>
                <Grid size={{ xs: 12, sm: 7 }}>
                  <AssetUpload kind="logo" url={assets.logo_url} onUploaded={(s) => assetChanged(s, 'logo')} onRemoved={() => assetChanged(null, 'logo')} />
                </Grid>
                <Grid size={{ xs: 12, sm: 5 }}>
                  <AssetUpload kind="favicon" url={assets.favicon_url} onUploaded={(s) => assetChanged(s, 'favicon')} onRemoved={() => assetChanged(null, 'favicon')} />
                </Grid>
              </Grid>
            </Stack>
          </SectionCard>
          <SectionCard large title="Colours and font" subheader="White text sits on the primary colour (app bar, buttons): it must reach WCAG AA, 4.5:1.">
            <Grid container spacing={2}>
              <Grid size={{ xs: 12, md: 6 }}>
                <ColourField label="Primary colour" name="primary_color" value={form.primary_color} onChange={set('primary_color')} error={fe('primary_color')} />
              </Grid>
              <Grid size={{ xs: 12, md: 6 }}>
                <ColourField label="Secondary colour" name="secondary_color" value={form.secondary_color} onChange={set('secondary_color')} error={fe('secondary_color')} helper="Accents: icons, highlights, secondary buttons." carries="best" />
              </Grid>
              <Grid size={{ xs: 12, md: 6 }}>
                <TextField select label="Font" name="font_family" value={form.font_family} onChange={(e) => set('font_family')(e.target.value)} error={!!fe('font_family')} helperText={fe('font_family') ?? 'Served with the portal; no third-party font service.'}>
                  {fonts.map((f) => (
                    <MenuItem key={f} value={f} sx={{ fontFamily: `"${f}", system-ui` }}>
                      {f}
                    </MenuItem>
                  ))}
                </TextField>
              </Grid>
            </Grid>
          </SectionCard>
          <SectionCard large title="Welcome and contact">
            <Stack spacing={2}>
              <TextField label="Welcome text" name="welcome_text" multiline minRows={3} value={form.welcome_text} onChange={(e) => set('welcome_text')(e.target.value)} error={!!fe('welcome_text')} helperText={fe('welcome_text') ?? 'On your portal’s welcome page, under your name.'} />
              <Grid container spacing={2}>
                <Grid size={{ xs: 12, md: 4 }}>
                  <TextField label="Email sender name" name="email_sender_name" value={form.email_sender_name} onChange={(e) => set('email_sender_name')(e.target.value)} error={!!fe('email_sender_name')} helperText={fe('email_sender_name') ?? `Emails come from “${form.email_sender_name || form.display_name}”.`} />
                </Grid>
                <Grid size={{ xs: 12, md: 4 }}>
                  <TextField label="Support email" name="support_email" type="email" value={form.support_email} onChange={(e) => set('support_email')(e.target.value)} error={!!fe('support_email')} helperText={fe('support_email')} />
                </Grid>
                <Grid size={{ xs: 12, md: 4 }}>
                  <TextField label="Support phone" name="support_phone" type="tel" value={form.support_phone} onChange={(e) => set('support_phone')(e.target.value)} error={!!fe('support_phone')} helperText={fe('support_phone')} />
                </Grid>
              </Grid>
            </Stack>
          </SectionCard>
          <Box
            sx={{ position: 'sticky', bottom: 0, zIndex: 2, display: 'flex', gap: 1, alignItems: 'center', p: 1.5, bgcolor: 'background.paper', border: 1, borderColor: 'divider', borderRadius: 1 }}
          >
            <Typography variant="body2" color="text.secondary" sx={{ flexGrow: 1 }}>
              {dirty ? 'Unsaved changes to the name, colours, font or texts: the preview shows them; the portal changes when you save.' : 'Everything is saved. The logo and the favicon apply as soon as they upload.'}
            </Typography>
            <Button onClick={() => setForm(saved)} disabled={!dirty || save.isPending}>
              Discard
            </Button>
            <Button type="submit" variant="contained" disabled={!dirty || save.isPending} data-testid="brand-save">
              {save.isPending ? 'Saving…' : 'Save brand'}
            </Button>
          </Box>
        </Stack>
      </Grid>
      <Grid size={{ xs: 12, lg: 5 }}>
        <Box sx={{ position: { lg: 'sticky' }, top: { lg: 72 } }}>
          <Typography variant="overline" color="text.secondary">
            Live preview
          </Typography>
          <Suspense fallback={<Skeleton variant="rounded" height={420} />}>
            <BrandPreview brand={{ ...form, logo_url: assets.logo_url }} />
          </Suspense>
        </Box>
      </Grid>
      <Grid size={12}>
        <Suspense fallback={<Skeleton variant="rounded" height={160} />}>
          <Domains />
        </Suspense>
      </Grid>
    </Grid>
  );
}

/** `/dashboard/settings/brand`: the agency's brand editor and custom domains. */
export default function BrandEditorPage() {
  const me = useMe();
  usePageTitle('Brand');
  const allowed = settingsAccess(me).brand;
  const settings = useQuery({ ...settingsQuery, enabled: allowed });
  if (!allowed) return <ForbiddenPage role={me.role} agencyName={me.agency?.name} />;
  return (
    <NotifyProvider>
      <Stack spacing={2}>
        <Box>
          <Button component={RouterLink} to="/dashboard/settings" size="small" startIcon={<ArrowBackIcon />} sx={{ ml: -1 }}>
            Settings
          </Button>
          <Typography variant="h3" component="h1">
            Brand & domains
          </Typography>
          <Typography color="text.secondary">How your portal, emails and sign-in pages look to your clients.</Typography>
        </Box>
        {settings.isPending ? (
          <Grid container spacing={2} aria-busy="true">
            <Grid size={{ xs: 12, lg: 7 }}>
              <Stack spacing={2}>
                <Skeleton variant="rounded" height={180} />
                <Skeleton variant="rounded" height={220} />
              </Stack>
            </Grid>
            <Grid size={{ xs: 12, lg: 5 }}>
              <Skeleton variant="rounded" height={360} />
            </Grid>
          </Grid>
        ) : settings.error ? (
          <LoadError error={settings.error} retry={() => void settings.refetch()} what="The brand" />
        ) : (
          <Editor settings={settings.data} />
        )}
      </Stack>
    </NotifyProvider>
  );
}
