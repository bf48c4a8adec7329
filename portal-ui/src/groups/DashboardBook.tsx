/** The dashboard home's book of business: groups per stage, open enrollments, renewals due, quick actions. */
import AddIcon from '@mui/icons-material/Add';
import EventIcon from '@mui/icons-material/Event';
import PlaylistAddIcon from '@mui/icons-material/PlaylistAdd';
import TimelineIcon from '@mui/icons-material/Timeline';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ButtonBase from '@mui/material/ButtonBase';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Grid from '@mui/material/Grid';
import LinearProgress from '@mui/material/LinearProgress';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { Link as RouterLink } from 'react-router';
import { can, dashboardQuery, type Dashboard } from '../api';
import { useMe } from '../dashboard/useSession';
import { STAGE_CODES, stageLabel } from '../ui/vocab';
import { daysLeft, daysLeftText, formatDate } from '../ui/dates';
import { AGENCY_STAFF } from '../dashboard/nav';
import { SectionCard } from '../ui/cards';
import { StageChip } from '../ui/chips';

export type StageCount = Dashboard['stages'][number];
export type Renewal = Dashboard['renewals'][number];

/** Groups per stage in lifecycle order, every stage present (stages the server adds later at the end). Pure. */
export function orderStages(counts: readonly { stage: string; count: number }[]): { stage: string; count: number }[] {
  const known = STAGE_CODES.map((stage) => ({ stage, count: counts.find((c) => c.stage === stage)?.count ?? 0 }));
  return [...known, ...counts.filter((c) => !(STAGE_CODES as readonly string[]).includes(c.stage))];
}

/** Renewals due within `days`, soonest first (the server's list, kept in order and in range). Pure. */
export function renewalsWithin<R extends { days: number }>(renewals: readonly R[], days = 120): R[] {
  return renewals.filter((r) => r.days >= 0 && r.days <= days).sort((a, b) => a.days - b.days);
}

export function useBook() {
  const dashboard = useQuery(dashboardQuery);
  return {
    stages: dashboard.data ? orderStages(dashboard.data.stages) : null,
    renewals: dashboard.data ? renewalsWithin(dashboard.data.renewals) : null,
    enrollments: dashboard.data ? dashboard.data.open_enrollments : null,
  };
}

export function DashboardBook() {
  const me = useMe();
  const { stages, renewals, enrollments } = useBook();
  if (!AGENCY_STAFF.includes(me.role) && !can(me, 'groups', 'read')) return null;
  const total = stages?.reduce((n, s) => n + s.count, 0) ?? 0;
  return (
    <Grid container spacing={2} data-testid="dashboard-book">
      <Grid size={{ xs: 12, lg: 8 }}>
        <SectionCard title="Groups by stage" subheader={stages ? `${total} ${total === 1 ? 'group' : 'groups'} in your book` : undefined} action={<Button size="small" component={RouterLink} to="/dashboard/groups">All groups</Button>} testId="stages">
          {stages ? (
            <Box sx={{ display: 'grid', gridTemplateColumns: { xs: 'repeat(3, 1fr)', md: 'repeat(9, 1fr)' }, gap: 1 }}>
              {stages.map((s) => (
                <ButtonBase
                  key={s.stage}
                  component={RouterLink}
                  to={`/dashboard/groups?stage=${s.stage}`}
                  data-testid={`stage-${s.stage}`}
                  sx={{ display: 'block', textAlign: 'left', borderRadius: 1, border: 1, borderColor: 'divider', p: 1, '&:hover': { bgcolor: 'action.hover' } }}
                >
                  <Typography sx={{ fontSize: '1.5rem', fontWeight: 700, lineHeight: 1.2, color: s.count ? 'text.primary' : 'text.disabled' }}>{s.count}</Typography>
                  <StageChip stage={s.stage} muted={!s.count} compact />
                </ButtonBase>
              ))}
            </Box>
          ) : (
            <Skeleton variant="rounded" height={72} />
          )}
        </SectionCard>
      </Grid>
      <Grid size={{ xs: 12, lg: 4 }}>
        <Card sx={{ height: '100%' }}>
          <CardContent>
            <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 700, mb: 1 }}>
              Quick actions
            </Typography>
            <Stack spacing={1}>
              {can(me, 'groups', 'write') ? (
                <>
                  <Button component={RouterLink} to="/dashboard/groups/add" variant="contained" startIcon={<AddIcon />} sx={{ justifyContent: 'flex-start' }}>
                    Add a group
                  </Button>
                  <Button component={RouterLink} to="/dashboard/groups/new" variant="outlined" startIcon={<PlaylistAddIcon />} sx={{ justifyContent: 'flex-start' }}>
                    New group with the full wizard
                  </Button>
                </>
              ) : null}
              {can(me, 'census', 'write') ? (
                <Button component={RouterLink} to="/dashboard/census-gallery/uploads/censuswizard" variant="outlined" startIcon={<UploadFileIcon />} sx={{ justifyContent: 'flex-start' }}>
                  Import a census
                </Button>
              ) : null}
              <Button component={RouterLink} to="/dashboard/census-gallery" startIcon={<TimelineIcon />} sx={{ justifyContent: 'flex-start' }}>
                Census tools
              </Button>
            </Stack>
          </CardContent>
        </Card>
      </Grid>
      <Grid size={{ xs: 12, lg: 6 }}>
        <SectionCard title="Open enrollments" subheader={enrollmentSummary(enrollments)} testId="open-enrollments" dense>
          {!enrollments ? (
            <Skeleton variant="rounded" height={80} sx={{ mx: 2 }} />
          ) : enrollments.length === 0 ? (
            <Typography variant="body2" color="text.secondary" sx={{ px: 2, pb: 1 }}>
              No enrollment is open. Open one from a group's approved plan design.
            </Typography>
          ) : (
            <List dense disablePadding>
              {enrollments.map((e) => (
                <ListItem key={e.window_id} disablePadding>
                  <ListItemButton component={RouterLink} to={`/dashboard/groups/${e.group_id}/enroll`} data-testid="open-enrollment-row" sx={{ px: 2, display: 'block' }}>
                    <Stack direction="row" spacing={1} sx={{ justifyContent: 'space-between', alignItems: 'baseline' }}>
                      <Typography variant="body2" sx={{ fontWeight: 600 }}>
                        {e.group_name} · {e.plan_year}
                      </Typography>
                      <Chip size="small" variant="outlined" color={daysLeft(e.ends_on) <= 3 ? 'warning' : 'default'} label={daysLeftText(e.ends_on)} />
                    </Stack>
                    <Typography variant="caption" color="text.secondary" component="div">
                      {e.done} of {e.eligible} enrolled or waived · {e.eligible - e.done} still to choose · ends {formatDate(e.ends_on)}
                    </Typography>
                    <LinearProgress variant="determinate" value={e.percent_complete} aria-label={`${e.group_name} ${e.percent_complete}% complete`} sx={{ mt: 0.5, height: 6, borderRadius: 3 }} />
                  </ListItemButton>
                </ListItem>
              ))}
            </List>
          )}
        </SectionCard>
      </Grid>
      <Grid size={{ xs: 12, lg: 6 }}>
        <SectionCard title="Renewals in the next 120 days" subheader="Start renewal work 90–120 days ahead" testId="renewals" dense>
          {!renewals ? (
            <Skeleton variant="rounded" height={80} sx={{ mx: 2 }} />
          ) : renewals.length === 0 ? (
            <Typography variant="body2" color="text.secondary" sx={{ px: 2, pb: 1 }}>
              No group renews in the next 120 days.
            </Typography>
          ) : (
            <List dense disablePadding>
              {renewals.slice(0, 8).map((r) => (
                <ListItem key={r.group_id} disablePadding>
                  <ListItemButton component={RouterLink} to={`/dashboard/groups/${r.group_id}`} data-testid="renewal-row" sx={{ px: 2 }}>
                    <EventIcon fontSize="small" color={r.days <= 30 ? 'error' : r.days <= 90 ? 'warning' : 'action'} sx={{ mr: 1.5 }} />
                    <ListItemText primary={r.name} secondary={[formatDate(r.renewal_date), stageLabel(r.stage), r.broker_name].filter(Boolean).join(' · ')} />
                    <Chip size="small" label={r.days === 0 ? 'today' : `in ${r.days} days`} color={r.days <= 30 ? 'error' : r.days <= 90 ? 'warning' : 'default'} variant="outlined" />
                  </ListItemButton>
                </ListItem>
              ))}
            </List>
          )}
        </SectionCard>
      </Grid>
    </Grid>
  );
}

/** "2 open · 120 of 164 people have chosen". */
export function enrollmentSummary(windows: { eligible: number; done: number }[] | null | undefined): string | undefined {
  if (!windows?.length) return undefined;
  const eligible = windows.reduce((n, w) => n + w.eligible, 0);
  const done = windows.reduce((n, w) => n + w.done, 0);
  return `${windows.length} open · ${done} of ${eligible} ${eligible === 1 ? 'person has' : 'people have'} enrolled or waived`;
}
