/** `/dashboard/groups/{id}/renew`: the group's renewal — when it opens or opened, its dated tasks, its plans mapped to the new plan year, and the group re-rated in force against renewal. */
import AutorenewIcon from '@mui/icons-material/Autorenew';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { ApiError } from '../api';
import { useGroup } from '../groups/context';
import { groupKeys } from '../groups/queries';
import { SectionCard, StatCard } from '../ui/cards';
import { formatDate, formatDateTime } from '../ui/dates';
import { NotifyProvider, useNotify } from '../ui/notify';
import { EmptyState, LoadError } from '../ui/states';
import { renewalKey, renewalQuery, startRenewal, type GroupRenewal } from './queries';
import { RenewalAlternatives } from './RenewalAlternatives';
import { RenewalDecision } from './RenewalDecision';
import { RenewalPlans } from './RenewalPlans';
import { RenewalTasks } from './RenewalTasks';

/** Below the fold and the heaviest part: loaded after the page's first paint. */
const RenewalComparison = lazy(() => import('./RenewalComparison').then((m) => ({ default: m.RenewalComparison })));

export default function RenewPage() {
  return (
    <NotifyProvider>
      <Renew />
    </NotifyProvider>
  );
}

function daysLeftText(days: number) {
  if (days > 1) return `in ${days} days`;
  if (days === 1) return 'tomorrow';
  if (days === 0) return 'today';
  return `${-days} ${days === -1 ? 'day' : 'days'} ago`;
}

function Renew() {
  const group = useGroup();
  const renewal = useQuery(renewalQuery(group.id));
  if (renewal.error) return <LoadError error={renewal.error} retry={() => void renewal.refetch()} what="the group's renewal" />;
  const data = renewal.data;
  if (!data) return <Skeleton variant="rounded" height={320} />;
  const r = data.renewal;
  if (!r) return <NotOpen data={data} />;
  const done = r.tasks.filter((t) => t.done_at).length;
  return (
    <Stack spacing={2}>
      <Grid container spacing={2}>
        <Grid size={{ xs: 6, md: 3 }}>
          <StatCard label="Renews" value={formatDate(r.effective_date)} hint={daysLeftText(r.days_left)} testId="stat-renews" />
        </Grid>
        <Grid size={{ xs: 6, md: 3 }}>
          <StatCard
            label="Plan year"
            value={r.current_plan_year ? `${r.current_plan_year} → ${r.plan_year}` : r.plan_year}
            hint={r.current_plan_year ? 'current → renewing' : 'no design of the current year in Canopy'}
            testId="stat-plan-year"
          />
        </Grid>
        <Grid size={{ xs: 6, md: 3 }}>
          <StatCard
            label="Opened"
            value={formatDate(r.opened_at.slice(0, 10))}
            hint={r.automatic ? 'automatically, 120 days out' : `by ${r.opened_by_name}`}
            testId="stat-opened"
          />
        </Grid>
        <Grid size={{ xs: 6, md: 3 }}>
          <StatCard label="Tasks" value={`${done} of ${r.tasks.length}`} hint={r.late ? `${r.late} late` : 'nothing late'} testId="stat-tasks" />
        </Grid>
      </Grid>
      <SectionCard
        title="Renewal tasks"
        subheader={`Each counted back from the renewal date. Opened ${formatDateTime(r.opened_at)}${r.automatic ? ' by the daily round' : ` by ${r.opened_by_name}`}.`}
        dense
        testId="renewal-tasks"
      >
        <RenewalTasks groupId={group.id} tasks={r.tasks} editable={data.may_edit} />
      </SectionCard>
      <SectionCard title="Plans and renewal rates" subheader="What each plan in force becomes in the new plan year, priced by the carrier’s uploaded rates or its percentage change." dense testId="renewal-plans">
        <RenewalPlans groupId={group.id} renewal={r} editable={data.may_edit} />
      </SectionCard>
      <SectionCard title="Alternatives" subheader="Quotes of the group for the new plan year, compared with the renewal below." dense testId="renewal-alternatives">
        <RenewalAlternatives groupId={group.id} renewal={r} editable={data.may_edit} />
      </SectionCard>
      <Suspense fallback={<Skeleton variant="rounded" height={280} />}>
        <RenewalComparison groupId={group.id} />
      </Suspense>
      <SectionCard title="Decision" subheader="What happens to each line, sent to the employer for approval." dense testId="renewal-decision-card">
        <RenewalDecision groupId={group.id} data={data} renewal={r} />
      </SectionCard>
    </Stack>
  );
}

function NotOpen({ data }: { data: GroupRenewal }) {
  const group = useGroup();
  const queryClient = useQueryClient();
  const notify = useNotify();
  const start = useMutation({
    mutationFn: () => startRenewal(group.id),
    onSuccess: (next) => {
      queryClient.setQueryData(renewalKey(group.id), next);
      void queryClient.invalidateQueries({ queryKey: groupKeys.detail(group.id) });
      notify('Renewal started');
    },
    onError: (e) => notify(e instanceof ApiError ? e.message : 'The renewal could not be started.', 'error'),
  });
  const opens = data.opens_on ? `The renewal opens by itself on ${formatDate(data.opens_on)}, 120 days before the renewal date of ${formatDate(data.renewal_date)}.` : null;
  return (
    <SectionCard title="Renewal" testId="renewal-not-open" large>
      <EmptyState
        icon={<AutorenewIcon />}
        title="No renewal open yet"
        action={
          data.can_start ? (
            <Button variant="contained" onClick={() => start.mutate()} disabled={start.isPending}>
              Start the renewal now
            </Button>
          ) : undefined
        }
      >
        {opens ?? 'Record the group’s renewal date to have its renewal open on time.'}
        {data.start_blocked && data.may_edit ? ` It cannot start now: ${data.start_blocked}.` : null}
      </EmptyState>
    </SectionCard>
  );
}
