import Grid from '@mui/material/Grid';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { overviewQuery } from '../groups/queries';
import { versionsQuery } from '../census/queries';
import { ColumnMapper } from '../census/ColumnMapper';
import { IssueList } from '../census/IssueList';
import { mappingFromColumns } from '../census/mapping';
import { ToolPage, useChosenGroup } from './common';
import { BarList, ColumnChart } from '../ui/BarChart';
import { EmptyState, LoadError } from '../ui/states';
import { SectionCard, StatCard } from '../ui/cards';

/** `…/census-gallery/components`: the census building blocks on a real census of a chosen group. */
export default function ComponentsTool() {
  const { groupId, picker, none } = useChosenGroup();
  const overview = useQuery({ ...overviewQuery(groupId), enabled: !!groupId });
  const versions = useQuery({ ...versionsQuery(groupId), enabled: !!groupId });
  const latest = [...(versions.data ?? [])].sort((a, b) => Date.parse(b.created_at) - Date.parse(a.created_at))[0];
  const stats = overview.data?.stats;
  return (
    <ToolPage title="Census components" subtitle="Statistics cards, tier mix, age histogram, issue list and column mapper on a real census" actions={picker}>
      {none ? (
        <EmptyState title="No groups yet">Add a group and import its census to see the components on real data.</EmptyState>
      ) : overview.error ? (
        <LoadError error={overview.error} retry={() => void overview.refetch()} what="the census statistics" />
      ) : !stats ? (
        <Skeleton variant="rounded" height={300} />
      ) : (
        <Grid container spacing={2}>
          <Grid size={12}>
            <Typography variant="overline" color="text.secondary">
              Stats cards
            </Typography>
          </Grid>
          <Grid size={{ xs: 6, md: 3 }}>
            <StatCard testId="stat-headcount" label="Employees" value={stats.headcount} hint={`${stats.terminated} terminated`} />
          </Grid>
          <Grid size={{ xs: 6, md: 3 }}>
            <StatCard label="Dependents" value={stats.dependents} hint={`${stats.spouses} spouses · ${stats.children} children`} />
          </Grid>
          <Grid size={{ xs: 6, md: 3 }}>
            <StatCard label="Average age" value={stats.average_age?.toFixed(1) ?? '—'} />
          </Grid>
          <Grid size={{ xs: 6, md: 3 }}>
            <StatCard label="Census version" value={stats.census ? `v${stats.census.number}` : '—'} hint={stats.census?.file_name} />
          </Grid>
          <Grid size={{ xs: 12, md: 6 }}>
            <SectionCard title="Tier mix">
              <BarList data={stats.tier_mix} testId="chart-tier-mix" empty="No employees yet" />
            </SectionCard>
          </Grid>
          <Grid size={{ xs: 12, md: 6 }}>
            <SectionCard title="Age histogram">
              <ColumnChart data={stats.age_bands} testId="chart-age-bands" empty="No employees yet" />
            </SectionCard>
          </Grid>
          <Grid size={{ xs: 12, md: 5 }}>
            <SectionCard title="Issue list" subheader={latest ? `Latest upload: ${latest.file_name}` : 'No upload yet'}>
              {latest ? <IssueList issues={latest.issues} max={12} /> : <Typography color="text.secondary">No census uploaded for this group.</Typography>}
            </SectionCard>
          </Grid>
          <Grid size={{ xs: 12, md: 7 }}>
            <SectionCard title="Column mapper" subheader="How the latest upload’s columns were read">
              {versions.isPending ? (
                <Skeleton variant="rounded" height={160} />
              ) : latest ? (
                <Stack spacing={1}>
                  <ColumnMapper columns={latest.columns} options={latest.field_options} mapping={mappingFromColumns(latest.columns)} readOnly />
                </Stack>
              ) : (
                <Typography color="text.secondary">No census uploaded for this group.</Typography>
              )}
            </SectionCard>
          </Grid>
        </Grid>
      )}
    </ToolPage>
  );
}
