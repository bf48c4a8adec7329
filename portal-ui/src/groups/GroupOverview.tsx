import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Skeleton from '@mui/material/Skeleton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { Link as RouterLink } from 'react-router';
import { overviewQuery } from './queries';
import { labelOf, PAY_FREQUENCIES } from '../book/rules';
import { codeLabel, CONTACT_KIND_LABELS, TEAM_ROLE_LABELS, WAITING_PERIOD_LABELS } from '../ui/vocab';
import type { Group } from '../book/types';
import { timeAgo } from '../dashboard/format';
import { GroupDocumentsList } from '../documents/GroupDocumentsList';
import { useGroup } from './context';
import { PlanYears } from './PlanYears';
import { TierLegend } from '../ui/TierLegend';
import { can } from '../api';
import { useMe } from '../dashboard/useSession';
import { BarList, ColumnChart } from '../ui/BarChart';
import { formatDate, formatDateTime } from '../ui/dates';
import { EmptyState, LoadError } from '../ui/states';
import { SectionCard, StatCard } from '../ui/cards';
import { formatCents } from '../ui/money';
import { GroupResourcesCard } from '../resources/GroupResourcesCard';

export function GroupFacts({ g }: { g: Group }) {
  const rows: [string, string][] = [
    ['Legal name', g.name],
    ['DBA', g.dba ?? '—'],
    ['EIN', g.ein ?? '—'],
    ['SIC code', g.sic_code ?? '—'],
    ['Address', [g.address_line1, g.address_line2, [g.city, g.state].filter(Boolean).join(', '), g.zip].filter(Boolean).join(' · ')],
    ['County · rating area', `${g.county ?? '—'} · ${g.rating_area ?? '—'}`],
    ['Size', g.size_estimate ? `${g.size_estimate} employees (estimate)` : '—'],
    ['Current carrier', g.current_carrier ?? '—'],
    ['Monthly premium', formatCents(g.current_premium_cents)],
    ['Waiting period', codeLabel(WAITING_PERIOD_LABELS, g.waiting_period)],
    ['Minimum hours', `${g.min_hours} a week`],
    ['Pay frequency', labelOf(PAY_FREQUENCIES, g.pay_frequency)],
    ['Employee classes', g.employee_classes.join(', ') || '—'],
  ];
  return (
    <Table size="small" aria-label="Facts">
      <TableBody>
        {rows.map(([k, v]) => (
          <TableRow key={k} sx={{ '&:last-child td': { border: 0 } }}>
            <TableCell sx={{ color: 'text.secondary', width: '40%', pl: 0 }}>{k}</TableCell>
            <TableCell sx={{ fontWeight: 500 }}>{v}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

/** `/dashboard/groups/{id}/overview` (and the hub's landing screen). */
export default function GroupOverview() {
  const group = useGroup();
  const me = useMe();
  const writable = can(me, 'groups', 'write');
  const sharesResources = me.previews.includes('resource_library') && can(me, 'resources', 'read');
  const overview = useQuery(overviewQuery(group.id));
  if (overview.error) return <LoadError error={overview.error} retry={() => void overview.refetch()} what="the overview" />;
  if (overview.isPending) {
    return (
      <Grid container spacing={2} aria-busy="true">
        {Array.from({ length: 4 }, (_, i) => (
          <Grid key={i} size={{ xs: 6, md: 3 }}>
            <Skeleton variant="rounded" height={92} />
          </Grid>
        ))}
        <Grid size={12}>
          <Skeleton variant="rounded" height={280} />
        </Grid>
      </Grid>
    );
  }
  const { stats, contacts, team, recent_activity } = overview.data;
  const g = overview.data.group;
  const base = `/dashboard/groups/${g.id}`;
  return (
    <Grid container spacing={2} data-testid="group-overview">
      <Grid size={{ xs: 6, md: 3 }}>
        <StatCard testId="stat-headcount" label="Employees" value={stats.headcount} hint={stats.terminated ? `${stats.terminated} terminated` : 'active on the roster'} />
      </Grid>
      <Grid size={{ xs: 6, md: 3 }}>
        <StatCard testId="stat-dependents" label="Dependents" value={stats.dependents} hint={`${stats.spouses} spouses/partners · ${stats.children} children`} />
      </Grid>
      <Grid size={{ xs: 6, md: 3 }}>
        <StatCard testId="stat-age" label="Average age" value={stats.average_age !== undefined && stats.average_age !== null ? stats.average_age.toFixed(1) : '—'} hint="active employees, today" />
      </Grid>
      <Grid size={{ xs: 6, md: 3 }}>
        <StatCard
          testId="stat-census"
          label="Census"
          value={stats.census ? `Version ${stats.census.number}` : 'None yet'}
          hint={stats.census ? `${stats.census.file_name} · ${formatDate(stats.census.committed_at.slice(0, 10))}` : `${stats.documents} documents`}
        />
      </Grid>

      <Grid size={12}>
        <SectionCard title="Plan years" subheader="Each plan year's design and what its open enrollment elected" testId="overview-plan-years">
          <Box sx={{ overflowX: 'auto' }}>
            <PlanYears years={overview.data.plan_years} base={base} />
          </Box>
        </SectionCard>
      </Grid>

      <Grid size={{ xs: 12, md: 4 }}>
        <SectionCard title="Tier mix" subheader="Medical tier of active employees">
          <BarList testId="chart-tier-mix" data={stats.tier_mix} empty="No employees yet" />
          {stats.tier_mix.length ? <TierLegend /> : null}
        </SectionCard>
      </Grid>
      <Grid size={{ xs: 12, md: 4 }}>
        <SectionCard title="Ages" subheader="Active employees by age band">
          <ColumnChart testId="chart-age-bands" data={stats.age_bands} empty="No employees yet" />
        </SectionCard>
      </Grid>
      <Grid size={{ xs: 12, md: 4 }}>
        <SectionCard title="Where they live" subheader={zipSubheader(stats.by_zip.length, stats.headcount)}>
          <BarList testId="chart-by-zip" data={stats.by_zip} total={stats.headcount} empty="No home ZIPs on file" />
        </SectionCard>
      </Grid>

      <Grid size={{ xs: 12, md: 6 }}>
        <SectionCard title="Facts" action={writable ? <Button size="small" component={RouterLink} to={`${base}/edit`}>Edit</Button> : undefined}>
          <GroupFacts g={g} />
        </SectionCard>
      </Grid>
      <Grid size={{ xs: 12, md: 6 }}>
        <Grid container spacing={2}>
          <Grid size={12}>
            <SectionCard title="By class">
              <BarList testId="chart-by-class" data={stats.by_class} empty="No classes assigned" />
            </SectionCard>
          </Grid>
          <Grid size={12}>
            <SectionCard title="Contacts" action={<Button size="small" component={RouterLink} to={`${base}/people`}>{writable ? 'Manage' : 'View all'}</Button>} testId="overview-contacts">
              {contacts.length === 0 ? (
                <Typography variant="body2" color="text.secondary">
                  No contacts yet.
                </Typography>
              ) : (
                <List dense disablePadding>
                  {contacts.map((c) => (
                    <ListItem key={c.id} disableGutters>
                      <ListItemText
                        primary={`${c.name}${c.is_primary ? ' (primary)' : ''}`}
                        secondary={[codeLabel(CONTACT_KIND_LABELS, c.kind), c.title, c.email, c.phone].filter(Boolean).join(' · ')}
                      />
                    </ListItem>
                  ))}
                </List>
              )}
            </SectionCard>
          </Grid>
          <Grid size={12}>
            <SectionCard title="Account team" action={<Button size="small" component={RouterLink} to={`${base}/people`}>{writable ? 'Manage' : 'View all'}</Button>} testId="overview-team">
              {team.length === 0 ? (
                <Typography variant="body2" color="text.secondary">
                  Nobody assigned yet.
                </Typography>
              ) : (
                <List dense disablePadding>
                  {team.map((t) => (
                    <ListItem key={t.user_id} disableGutters>
                      <ListItemText primary={t.name} secondary={`${codeLabel(TEAM_ROLE_LABELS, t.role)} · ${t.email}`} />
                    </ListItem>
                  ))}
                </List>
              )}
            </SectionCard>
          </Grid>
        </Grid>
      </Grid>

      <Grid size={{ xs: 12, md: 5 }}>
        <SectionCard title={`Documents (${stats.documents})`} testId="overview-documents">
          <GroupDocumentsList groupId={g.id} compact />
        </SectionCard>
      </Grid>
      <Grid size={{ xs: 12, md: 7 }}>
        <SectionCard title="Recent activity" testId="overview-activity">
          {recent_activity.length === 0 ? (
            <EmptyState title="No activity yet">Changes to this group and its people will show here.</EmptyState>
          ) : (
            <List dense disablePadding>
              {recent_activity.map((a) => (
                <ListItem key={a.id} disableGutters divider>
                  <ListItemText
                    primary={a.summary}
                    secondary={
                      <Box component="span" title={formatDateTime(a.at)}>
                        {a.actor_name} · {timeAgo(a.at)}
                      </Box>
                    }
                  />
                </ListItem>
              ))}
            </List>
          )}
        </SectionCard>
      </Grid>
      {sharesResources ? (
        <Grid size={12}>
          <GroupResourcesCard groupId={g.id} groupName={g.name} />
        </Grid>
      ) : null}
    </Grid>
  );
}

/** Shares are of every active employee, so the top ZIPs need not add up to 100 %. */
export function zipSubheader(shown: number, headcount: number): string {
  if (shown < 10) return `Home ZIP codes of ${headcount} active ${headcount === 1 ? 'employee' : 'employees'}`;
  return `Top 10 home ZIP codes, share of ${headcount} active employees`;
}
