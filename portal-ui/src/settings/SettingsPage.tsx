import BrushIcon from '@mui/icons-material/Brush';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { lazy, Suspense } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { usePageTitle } from '../brand/BrandProvider';
import { useMe } from '../dashboard/useSession';
import { settingsAccess, type SettingsTab } from './access';
import { NotifyProvider } from '../ui/notify';
import { SkeletonRows } from '../ui/table';

// Each section is its own chunk: the page's first paint only needs the tabs.
const AgencyProfile = lazy(() => import('./AgencyProfile').then((m) => ({ default: m.AgencyProfile })));
const TeamSettings = lazy(() => import('./team/TeamSettings').then((m) => ({ default: m.TeamSettings })));
const SsoSettings = lazy(() => import('./SsoSettings').then((m) => ({ default: m.SsoSettings })));
const SecuritySettings = lazy(() => import('./SecuritySettings').then((m) => ({ default: m.SecuritySettings })));

const LABELS: Record<SettingsTab, string> = {
  profile: 'Agency profile',
  team: 'Users & roles',
  sso: 'Single sign-on',
  security: 'Security',
};

/** `/dashboard/settings`: the agency's settings, each section shown only to who may use it. */
export default function SettingsPage() {
  const me = useMe();
  usePageTitle('Settings');
  const access = settingsAccess(me);
  const [params, setParams] = useSearchParams();
  const asked = params.get('tab') as SettingsTab | null;
  const tab: SettingsTab = asked && access.tabs.includes(asked) ? asked : access.tabs[0];

  return (
    <NotifyProvider>
      <Stack spacing={2}>
        <Box sx={{ display: 'flex', alignItems: 'flex-end', gap: 2, flexWrap: 'wrap' }}>
          <Box sx={{ flexGrow: 1 }}>
            <Typography variant="h3" component="h1">
              Settings
            </Typography>
            <Typography color="text.secondary">{me.agency ? me.agency.name : 'Your account on the Canopy platform'}</Typography>
          </Box>
          {access.brand ? (
            <Button component={RouterLink} to="/dashboard/settings/brand" variant="outlined" startIcon={<BrushIcon />}>
              Brand & domains
            </Button>
          ) : null}
        </Box>
        <Box sx={{ borderBottom: 1, borderColor: 'divider' }}>
          <Tabs
            value={tab}
            onChange={(_, v: SettingsTab) => setParams(v === access.tabs[0] ? {} : { tab: v }, { replace: true })}
            variant="scrollable"
            allowScrollButtonsMobile
            aria-label="Settings sections"
          >
            {access.tabs.map((t) => (
              <Tab key={t} value={t} label={LABELS[t]} sx={{ minHeight: 44 }} />
            ))}
          </Tabs>
        </Box>
        <Box role="tabpanel" aria-label={LABELS[tab]}>
          <Suspense fallback={<SkeletonRows rounded rows={6} />}>
          {tab === 'profile' ? <AgencyProfile canEdit={access.editProfile} /> : null}
          {tab === 'team' ? <TeamSettings canManage={access.manageTeam} canManageRoles={access.manageRoles} /> : null}
          {tab === 'sso' ? <SsoSettings /> : null}
          {tab === 'security' ? <SecuritySettings /> : null}
          </Suspense>
        </Box>
      </Stack>
    </NotifyProvider>
  );
}
