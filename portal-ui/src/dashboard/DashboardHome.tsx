import AdminPanelSettingsIcon from '@mui/icons-material/AdminPanelSettings';
import ApartmentIcon from '@mui/icons-material/Apartment';
import GroupsIcon from '@mui/icons-material/Groups';
import HistoryIcon from '@mui/icons-material/History';
import PublicIcon from '@mui/icons-material/Public';
import Alert from '@mui/material/Alert';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import Grid from '@mui/material/Grid';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemAvatar from '@mui/material/ListItemAvatar';
import ListItemText from '@mui/material/ListItemText';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, type ReactNode } from 'react';
import { Navigate } from 'react-router';
import { ApiError, can, dashboardQuery, type Dashboard } from '../api';
import { useBrand, usePageTitle } from '../brand/BrandProvider';
import { ForbiddenPage } from '../errors/ForbiddenPage';
import { canUseBackOffice, roleLabel } from '../roles';
import { activitySentence, agencyHost, firstName, greeting, timeAgo } from './format';
import { useMe } from './useSession';
import { WaitingCard } from './WaitingCard';
import { initials } from '../ui/BrandLogo';


/** Groups per stage, renewals and quick actions, loaded after the first paint. */
const DashboardBook = lazy(() => import('../groups/DashboardBook').then((m) => ({ default: m.DashboardBook })));

function Section({
  title,
  icon,
  action,
  children,
  fill = false,
}: {
  title: string;
  icon: ReactNode;
  action?: ReactNode;
  children: ReactNode;
  fill?: boolean;
}) {
  return (
    <Card sx={fill ? { height: '100%' } : undefined}>
      <CardHeader
        avatar={<Box sx={{ color: 'primary.main', display: 'flex' }}>{icon}</Box>}
        title={title}
        action={action}
        slotProps={{ title: { variant: 'h6', component: 'h2' } }}
        sx={{ pb: 0.5, '& .MuiCardHeader-avatar': { mr: 1.25 } }}
      />
      <CardContent sx={{ pt: 1 }}>{children}</CardContent>
    </Card>
  );
}

function AgencyCard({ dashboard }: { dashboard: Dashboard }) {
  const brand = useBrand();
  const agency = dashboard.agency;
  return (
    <Section title="Agency" icon={<ApartmentIcon />}>
      {agency ? (
        <Stack spacing={0.5}>
          <Typography sx={{ fontWeight: 600, fontSize: '1.05rem' }}>{agency.name}</Typography>
          <Typography variant="body2" color="text.secondary">
            Portal address:{' '}
            <Box component="span" sx={{ fontFamily: 'monospace' }}>
              {agencyHost(agency.slug, window.location.host, !brand.is_platform)}
            </Box>
          </Typography>
        </Stack>
      ) : (
        <Typography variant="body2" color="text.secondary">
          You work on the platform itself, not for one agency. Agencies are managed in the back office.
        </Typography>
      )}
    </Section>
  );
}

function PlatformCard({ dashboard }: { dashboard: Dashboard }) {
  const stats = dashboard.platform;
  if (!stats) return null;
  const rows: [string, number][] = [
    ['Agencies', stats.agencies],
    ['People', stats.users],
    ['Client errors, last 7 days', stats.client_errors_7d],
  ];
  return (
    <Section title="Platform" icon={<PublicIcon />}>
      <List disablePadding aria-label="Platform totals">
        {rows.map(([label, n], i) => (
          <ListItem key={label} disableGutters divider={i < rows.length - 1} secondaryAction={<Typography sx={{ fontWeight: 600 }}>{n}</Typography>}>
            <ListItemText primary={label} />
          </ListItem>
        ))}
      </List>
    </Section>
  );
}

function TeamCard({ dashboard }: { dashboard: Dashboard }) {
  const team = dashboard.team.filter((t) => t.count > 0);
  const total = team.reduce((n, t) => n + t.count, 0);
  if (team.length === 0) return null; // the API shows the team only to roles that may see it
  return (
    <Section
      title="Team"
      icon={<GroupsIcon />}
      action={
        <Typography variant="body2" color="text.secondary" sx={{ pr: 1, pt: 0.5 }}>
          {total} {total === 1 ? 'person' : 'people'}
        </Typography>
      }
    >
      <List disablePadding aria-label="Team by role">
        {team.map((t, i) => (
          <ListItem
            key={t.role}
            disableGutters
            divider={i < team.length - 1}
            secondaryAction={<Typography sx={{ fontWeight: 600 }}>{t.count}</Typography>}
          >
            <ListItemText primary={roleLabel(t.role)} />
          </ListItem>
        ))}
      </List>
    </Section>
  );
}

/** "Dana Whitfield signed in" when the summary continues the actor's name, else the summary. */
function ActivitySentence({ activity }: { activity: Dashboard['recent_activity'][number] }) {
  const { actorInSentence, rest } = activitySentence(activity);
  return actorInSentence ? (
    <>
      <Box component="span" sx={{ fontWeight: 600 }}>
        {activity.actor_name}
      </Box>{' '}
      {rest}
    </>
  ) : (
    <Box component="span" sx={{ fontWeight: 500 }}>
      {rest}
    </Box>
  );
}

function ActivityCard({ dashboard }: { dashboard: Dashboard }) {
  const items = dashboard.recent_activity;
  return (
    <Section title="Recent activity" icon={<HistoryIcon />} fill>
      {items.length === 0 ? (
        <Box data-testid="activity-empty" sx={{ textAlign: 'center', py: 4, px: 2 }}>
          <Avatar sx={{ mx: 'auto', mb: 1.5, bgcolor: 'action.hover', color: 'text.secondary' }}>
            <HistoryIcon />
          </Avatar>
          <Typography sx={{ fontWeight: 600 }}>No activity yet</Typography>
          <Typography variant="body2" color="text.secondary" sx={{ maxWidth: 360, mx: 'auto' }}>
            Sign-ins, changes to the team and work on groups will show up here as they happen.
          </Typography>
        </Box>
      ) : (
        <List disablePadding aria-label="Recent activity">
          {items.map((a, i) => (
            <ListItem key={a.id} alignItems="flex-start" disableGutters divider={i < items.length - 1}>
              <ListItemAvatar sx={{ minWidth: 44 }}>
                <Avatar sx={{ width: 32, height: 32, fontSize: 13, bgcolor: 'primary.main' }}>{initials(a.actor_name)}</Avatar>
              </ListItemAvatar>
              <ListItemText
                primary={<ActivitySentence activity={a} />}
                secondary={
                  <Box component="span" sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap', mt: 0.25 }}>
                    <Tooltip title={new Date(a.at).toLocaleString()}>
                      <Box component="time" dateTime={a.at}>
                        {timeAgo(a.at)}
                      </Box>
                    </Tooltip>
                    {activitySentence(a).actorInSentence ? null : (
                      <>
                        <span aria-hidden>·</span>
                        <span>{a.actor_name}</span>
                      </>
                    )}
                  </Box>
                }
                slotProps={{ secondary: { component: 'span' } }}
              />
            </ListItem>
          ))}
        </List>
      )}
    </Section>
  );
}

function DashboardSkeleton() {
  return (
    <Grid container spacing={2} aria-busy="true" aria-label="Loading the dashboard">
      {[4, 4, 4].map((w, i) => (
        <Grid key={i} size={{ xs: 12, md: w }}>
          <Skeleton variant="rounded" height={160} />
        </Grid>
      ))}
      <Grid size={12}>
        <Skeleton variant="rounded" height={260} />
      </Grid>
    </Grid>
  );
}

/** `/dashboard`: home of the signed-in area. */
export default function DashboardHome() {
  const me = useMe();
  usePageTitle('Dashboard');
  const dashboard = useQuery(dashboardQuery);
  // Who approves or works on plan designs has work that waits (the server lists it per role).
  const awaitsWork = !!me.agency && (can(me, 'plan_designs', 'approve') || can(me, 'plan_designs', 'write'));

  // An employee's home is their benefits.
  if (me.role === 'employee') return <Navigate to="/employees" replace />;

  if (dashboard.error instanceof ApiError && dashboard.error.status === 403) {
    return <ForbiddenPage role={me.role} agencyName={me.agency?.name} message={dashboard.error.message} />;
  }

  return (
    <Stack spacing={3}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', gap: 2 }}>
        <Box sx={{ flexGrow: 1 }}>
          <Typography variant="h3" component="h1" data-testid="greeting">
            {greeting()}, {firstName(me.user.name)}
          </Typography>
          <Typography color="text.secondary">
            {roleLabel(me.role)}
            {me.agency ? ` at ${me.agency.name}` : ' of the Canopy platform'} · signed in as {me.user.email}
          </Typography>
        </Box>
        {canUseBackOffice(me.role) ? (
          <Button href="/admin" variant="outlined" startIcon={<AdminPanelSettingsIcon />}>
            Open the back office
          </Button>
        ) : null}
      </Box>

      {dashboard.isPending ? (
        <DashboardSkeleton />
      ) : dashboard.error ? (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => void dashboard.refetch()}>
              Try again
            </Button>
          }
        >
          The dashboard could not be loaded: {dashboard.error.message}
        </Alert>
      ) : (
        <Grid container spacing={2} sx={{ alignItems: 'stretch' }}>
          {awaitsWork ? (
            <Grid size={12}>
              <WaitingCard items={dashboard.data.awaiting} />
            </Grid>
          ) : null}
          <Grid size={12}>
            <Suspense fallback={<Skeleton variant="rounded" height={180} />}>
              <DashboardBook />
            </Suspense>
          </Grid>
          <Grid size={{ xs: 12, md: 5, lg: 4 }}>
            <Stack spacing={2}>
              <AgencyCard dashboard={dashboard.data} />
              <PlatformCard dashboard={dashboard.data} />
              <TeamCard dashboard={dashboard.data} />
            </Stack>
          </Grid>
          <Grid size={{ xs: 12, md: 7, lg: 8 }}>
            <ActivityCard dashboard={dashboard.data} />
          </Grid>
        </Grid>
      )}
    </Stack>
  );
}
