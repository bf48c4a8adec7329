import EventIcon from '@mui/icons-material/Event';
import PersonIcon from '@mui/icons-material/Person';
import PlaceIcon from '@mui/icons-material/Place';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link as RouterLink, Outlet, useLocation, useParams } from 'react-router';
import { ApiError, can } from '../api';
import { useMe } from '../dashboard/useSession';
import { usePageTitle } from '../brand/BrandProvider';
import { ForbiddenPage } from '../errors/ForbiddenPage';
import { groupQuery } from './queries';
import { daysBetween, todayIso } from '../book/rules';
import { formatDate } from '../ui/dates';
import { LoadError } from '../ui/states';
import { PageHeader } from '../ui/PageHeader';
import { StageChip, StatusChip } from '../ui/chips';

/** Every group screen that exists, in the hub's navigation, with the permission that opens it. */
export const GROUP_TABS: { label: string; path: string; needs: [string, string] }[] = [
  { label: 'Overview', path: 'overview', needs: ['groups', 'read'] },
  { label: 'Employees', path: 'employees', needs: ['employees', 'read'] },
  { label: 'Census', path: 'census', needs: ['census', 'read'] },
  { label: 'Quotes', path: 'quote', needs: ['quotes', 'read'] },
  { label: 'Market analysis', path: 'quote/market-analysis', needs: ['quotes', 'read'] },
  { label: 'Plan design', path: 'plan-design', needs: ['plan_designs', 'read'] },
  { label: 'Enrollment', path: 'enroll', needs: ['enrollment', 'read'] },
  { label: 'Implementation', path: 'implement', needs: ['implementation', 'read'] },
  { label: 'Renewal', path: 'renew', needs: ['renewal', 'read'] },
  { label: 'Premium statements', path: 'statements', needs: ['statements', 'read'] },
  { label: 'Lifecycle', path: 'lifecycle-client', needs: ['lifecycle', 'read'] },
  { label: 'Dossier', path: 'stage-views', needs: ['groups', 'read'] },
  { label: 'People', path: 'people', needs: ['groups', 'read'] },
  { label: 'Settings', path: 'settings', needs: ['groups', 'write'] },
  { label: 'Edit', path: 'edit', needs: ['groups', 'write'] },
];

/** The tabs a person may open: an employer admin sees their group's screens, not the broker's. */
export function tabsFor(me: Parameters<typeof can>[0]) {
  return GROUP_TABS.filter((t) => can(me, ...t.needs));
}

function Fact({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <Stack direction="row" spacing={0.75} sx={{ alignItems: 'center', color: 'text.secondary' }}>
      <Box sx={{ display: 'flex', '& svg': { fontSize: 18 } }}>{icon}</Box>
      <Typography variant="body2">
        <Box component="span" sx={{ color: 'text.secondary' }}>
          {label}{' '}
        </Box>
        <Box component="span" sx={{ color: 'text.primary', fontWeight: 600 }}>
          {children}
        </Box>
      </Typography>
    </Stack>
  );
}

/** `/dashboard/groups/{id}`: the group's header and the navigation to each of its screens. */
export default function GroupHub() {
  const { id = '' } = useParams();
  const { pathname } = useLocation();
  const me = useMe();
  const tabs = tabsFor(me);
  const group = useQuery(groupQuery(id));
  usePageTitle(group.data?.name ?? 'Group');

  const base = `/dashboard/groups/${id}`;
  const rest = pathname.slice(base.length).replace(/^\//, '') || 'overview';
  // The longest tab path the location falls under (market analysis lives under quote/).
  const screen = GROUP_TABS.filter((t) => rest === t.path || rest.startsWith(`${t.path}/`)).sort((a, b) => b.path.length - a.path.length)[0];
  const current = screen?.path ?? false;
  const allowed = !screen || can(me, ...screen.needs);

  if (group.error instanceof ApiError && group.error.status === 403) return <ForbiddenPage message={group.error.message} />;
  if (group.error) return <LoadError error={group.error} retry={() => void group.refetch()} what="the group" />;

  const g = group.data;
  const renewalDays = g?.renewal_date ? daysBetween(todayIso(), g.renewal_date) : null;
  return (
    <Box>
      {g ? (
        <PageHeader
          crumbs={[{ label: 'Groups', to: '/dashboard/groups' }, { label: g.name }]}
          title={
            <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', flexWrap: 'wrap' }} component="span">
              <span data-testid="group-name">{g.name}</span>
              <StageChip stage={g.stage} size="medium" />
              {g.status !== 'active' ? <StatusChip status={g.status} /> : null}
            </Stack>
          }
          subtitle={
            <Stack direction="row" spacing={2.5} sx={{ flexWrap: 'wrap', mt: 0.5 }} useFlexGap>
              {g.dba ? <Typography variant="body2">dba {g.dba}</Typography> : null}
              <Fact icon={<PlaceIcon />} label="">
                {g.city ? `${g.city}, ${g.state} ${g.zip}` : g.zip}
              </Fact>
              <Fact icon={<EventIcon />} label="Effective">
                {formatDate(g.effective_date)}
              </Fact>
              <Fact icon={<EventIcon />} label="Renews">
                {formatDate(g.renewal_date)}
                {renewalDays !== null && renewalDays >= 0 && renewalDays <= 120 ? ` (in ${renewalDays} days)` : ''}
              </Fact>
              <Fact icon={<PersonIcon />} label="Broker">
                {g.broker_name ?? 'Unassigned'}
              </Fact>
            </Stack>
          }
        />
      ) : (
        <Box sx={{ mb: 2 }}>
          <Skeleton width={120} />
          <Skeleton variant="text" sx={{ fontSize: '2rem' }} width={360} />
          <Skeleton width={520} />
        </Box>
      )}
      <Card sx={{ mb: 2 }}>
        <Box component="nav" aria-label="Group screens" sx={{ display: 'flex', gap: 0.5, px: 1, overflowX: 'auto' }}>
          {tabs.map((t) => {
            const active = current === t.path;
            return (
              <Button
                key={t.path}
                component={RouterLink}
                to={`${base}/${t.path}`}
                aria-current={active ? 'page' : undefined}
                color={active ? 'primary' : 'inherit'}
                sx={{
                  borderRadius: 0,
                  minHeight: 44,
                  px: 2,
                  flexShrink: 0,
                  fontWeight: active ? 700 : 500,
                  color: active ? 'primary.main' : 'text.secondary',
                  borderBottom: 2,
                  borderColor: active ? 'primary.main' : 'transparent',
                }}
              >
                {t.label}
              </Button>
            );
          })}
        </Box>
      </Card>
      {g?.status === 'terminated' ? (
        <Alert severity="warning" sx={{ mb: 2 }}>
          This group was terminated{g.terminated_on ? ` on ${formatDate(g.terminated_on)}` : ''}
          {g.status_reason ? `: ${g.status_reason}` : ''}. Reactivate it from its settings.
        </Alert>
      ) : g?.status === 'archived' ? (
        <Alert severity="info" sx={{ mb: 2 }}>
          This group is archived{g.status_reason ? `: ${g.status_reason}` : ''}. Reactivate it from its settings.
        </Alert>
      ) : null}
      {!allowed ? <ForbiddenPage role={me.role} /> : g ? <Outlet context={{ group: g }} /> : <Skeleton variant="rounded" height={320} />}
    </Box>
  );
}
